import InsetTestSupport
import XCTest

@testable import InsetLint
@testable import InsetProblems

/// `landscape-side-safe-area`'s facts write themselves (`FactWritable`) exactly as their
/// synthesized `Encodable` does, for every field, nil and non-nil optionals, and the facts of every
/// example.
final class LandscapeSideSafeAreaFactsTests: XCTestCase {
  func test_everyField_isWrittenAsEncodableWritesIt() throws {
    var facts = LandscapeSideSafeAreaRule.Facts()
    let full = LandscapeSideSafeAreaRule.Site(
      kind: .cellFrame, token: 12, offset: 340, line: 9, column: 5, owner: "Cell é", elementType: "UILabel",
      element: "title", insertAt: 77, modifier: [3, -4], helper: "pinEdges", helperArguments: ["a", "b"],
      fills: true, scroll: "table", container: "stack", snapKit: false, receiver: "contentView",
      window: "keyWindow", madeViews: ["Row"], headerType: "Header")
    let bare = LandscapeSideSafeAreaRule.Site(
      kind: .anchor, token: 0, offset: 0, line: 1, column: 1, owner: "", elementType: nil, element: "x",
      insertAt: nil, modifier: nil, helper: nil, helperArguments: nil, scroll: nil, receiver: nil,
      madeViews: nil)
    facts.sites = [full, bare]
    facts.edgePinnedViews = ["HeaderView"]
    let pin = LandscapeSideSafeAreaRule.SidePin(type: "HeaderView", offset: 10, line: 2, column: 3)
    facts.edgePins = [pin]
    facts.helperPins = [LandscapeSideSafeAreaRule.HelperPin(pin: pin, helper: "fill", arguments: ["inset"])]
    facts.portraitTypes = ["P"]
    facts.portraitApp = true
    facts.appLock = AppOrientationLock(members: ["lock"], protocols: ["Rotating"])
    facts.widenedMasks = ["mask"]
    facts.conformances = [["A", "B"], []]
    facts.sideHelpers = ["pinSides"]
    facts.superviewPins = [
      SuperviewPin(name: "pin", edgesLabel: "edges", defaultPinsSides: true, safeAreaLabel: "safe"),
      SuperviewPin(name: "fill", edgesLabel: nil, defaultPinsSides: false, safeAreaLabel: nil),
    ]
    facts.presentingRoots = [["Root", "Player"]]
    facts.fullScreenTypes = ["Player"]
    facts.shownControllers = [["A", "B"]]
    facts.maskUses = [["C", "portraitOnPhone"]]
    facts.portraitMasks = ["portraitOnPhone"]
    facts.landscapeTypes = ["Video"]
    facts.safeChildren = ["Child"]
    facts.panelContents = ["Panel"]
    facts.laysOutPanelSurface = true
    facts.representables = ["Wrapper"]
    facts.hostings = [["Host", "View"]]
    facts.insetPaddedViews = ["Padded"]
    facts.safeSupplementaries = ["Header"]
    facts.otherSupplementaries = ["Footer"]
    facts.factories = [["Factory.button", "UIButton"]]
    facts.fillers = ["addFilling"]
    facts.selfFills = [["Card", "addFilling"]]
    facts.keyboardBars = ["Bar"]
    let bytes = try FactCoder.encode(facts)
    XCTAssertEqual(bytes, try FactCoder.encodeWithCodable(facts))
    XCTAssertEqual(try FactCoder.decode(LandscapeSideSafeAreaRule.Facts.self, from: bytes), facts)
    let empty = LandscapeSideSafeAreaRule.Facts()
    XCTAssertEqual(try FactCoder.encode(empty), try FactCoder.encodeWithCodable(empty))
  }

  func test_aTypeSettingAnOrientationLockToPortrait_isPortrait_andATypeNamingNoLockIsNot() {
    func portraitTypes(locking lock: String) -> [String] {
      let code = """
        final class PlayerController: UIViewController {
          override func viewDidLoad() { super.viewDidLoad(); \(lock).portrait.apply() }
        }
        """
      let context = FileContext(file: SourceFile(path: "Player.swift", text: code), fixing: nil)
      return LandscapeSideSafeAreaRule().collect(context)?.portraitTypes ?? []
    }
    XCTAssertEqual(portraitTypes(locking: "AppOrientationLock"), ["PlayerController"])
    XCTAssertEqual(portraitTypes(locking: "orientationLock"), [])
  }

  func test_theExamplesFacts_areWrittenAsEncodableWritesThem() throws {
    let collected = Support.exampleFacts(LandscapeSideSafeAreaRule())
    for (line, facts) in collected {
      XCTAssertEqual(
        try FactCoder.encode(facts), try FactCoder.encodeWithCodable(facts), "example at line \(line)")
    }
    XCTAssertGreaterThan(collected.count, 10, "the examples have facts")
  }
}
