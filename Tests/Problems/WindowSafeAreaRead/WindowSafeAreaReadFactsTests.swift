import InsetTestSupport
import XCTest

@testable import InsetLint
@testable import InsetProblems

/// `window-safe-area-read`'s facts write themselves (`FactWritable`) exactly as their synthesized
/// `Encodable` does, for every field, nil and non-nil optionals, and the facts of every example.
final class WindowSafeAreaReadFactsTests: XCTestCase {
  func test_everyField_isWrittenAsEncodableWritesIt() throws {
    var facts = WindowSafeAreaReadRule.Facts()
    facts.reads = [
      WindowSafeAreaReadRule.Read(
        offset: 10, line: 2, column: 5, kind: "global", through: ["UIApplication", "keyWindow"],
        text: "UIApplication.shared.keyWindow?.safeAreaInsets.bottom é", place: ""),
      WindowSafeAreaReadRule.Read(
        offset: 90, line: 7, column: 1, kind: "use", through: [], text: "inset()", place: ".onAppear",
        helper: "Layout.inset", deferred: true, environment: "Key.defaultValue", setter: "adjust:bottom"),
    ]
    facts.providers = ["window", "Global.window"]
    facts.storedWindows = ["mainWindow"]
    facts.forwarders = ["firstKeyWindow": ["foregroundSceneWindows"], "none": [], "two": ["a", "b"]]
    facts.windowReaders = ["footerHeight"]
    var helper = WindowSafeAreaReadRule.LengthHelper()
    helper.readsGlobalInsets = true
    helper.insetChains = ["window"]
    helper.calls = ["Other.height", "height"]
    helper.sizeChains = ["screen"]
    helper.isFlag = true
    facts.lengthHelpers = ["Layout.inset": helper, "bottom": WindowSafeAreaReadRule.LengthHelper()]
    facts.extensionHelpers = ["UIView.safeAreaBottom"]
    facts.otherUses = [0, -1, 7, Int.max, Int.min, WindowSafeAreaReadRule.keyHash("bottomInset")]
    facts.environmentValues = ["SafeAreaKey.defaultValue": "safeAreaInsets", "b": "c"]
    facts.environmentReaders = ["safeAreaInsets": true, "other": false]
    facts.layoutSetters = ["adjust:bottom"]
    let bytes = try FactCoder.encode(facts)
    XCTAssertEqual(bytes, try FactCoder.encodeWithCodable(facts))
    XCTAssertEqual(try FactCoder.decode(WindowSafeAreaReadRule.Facts.self, from: bytes), facts)
    XCTAssertEqual(
      try FactCoder.encode(WindowSafeAreaReadRule.Facts()),
      try FactCoder.encodeWithCodable(WindowSafeAreaReadRule.Facts()))
  }

  func test_theExamplesFacts_areWrittenAsEncodableWritesThem() throws {
    let collected = Support.exampleFacts(WindowSafeAreaReadRule())
    for (line, facts) in collected {
      XCTAssertEqual(
        try FactCoder.encode(facts), try FactCoder.encodeWithCodable(facts), "example at line \(line)")
    }
    XCTAssertGreaterThan(collected.count, 10, "the examples have facts")
  }
}
