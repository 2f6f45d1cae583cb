import InsetTestSupport
import XCTest

@testable import InsetLint
@testable import InsetProblems

/// `hosted-keyboard-avoidance`'s facts write themselves (`FactWritable`) exactly as their
/// synthesized `Encodable` does, for every field, nil and non-nil optionals, and the facts of every
/// example.
final class HostedKeyboardAvoidanceFactsTests: XCTestCase {
  func test_everyField_isWrittenAsEncodableWritesIt() throws {
    var facts = HostedKeyboardAvoidanceFacts()
    var full = HostedKeyboardAvoidanceFacts.Creation(
      callee: "UIHostingController", rootView: "Form é", name: "host", offset: 40, line: 4, column: 9,
      placement: "child", exempt: "safeAreaRegions")
    full.regionsFrom = "Base"
    full.handedTo = ["embed"]
    full.owner = "Screen"
    full.viewCalls = ["makeView"]
    full.returnedBy = "make"
    full.callers = ["A", "B"]
    full.fillsOwnerView = true
    full.accessoryOf = "Toolbar"
    let bare = HostedKeyboardAvoidanceFacts.Creation(
      callee: "", rootView: nil, name: nil, offset: 0, line: 1, column: 1, placement: nil, exempt: nil)
    facts.creations = [full, bare]
    facts.optingOutClasses = ["NoKeyboardHost"]
    facts.optingOutClassesFrom = ["NoKeyboardHost": "Base", "Other": ""]
    facts.textInput = true
    facts.textInputTypes = ["Field"]
    facts.privateHook = true
    facts.ignoresKeyboardViews = ["Ignoring"]
    facts.flexibleKeyboardIgnoringViews = ["Flexible"]
    facts.embedders = [
      HostedKeyboardAvoidanceFacts.Embedder(key: "embed", placement: "child", exempt: "x"),
      HostedKeyboardAvoidanceFacts.Embedder(key: "", placement: "", exempt: nil),
    ]
    facts.returnedPlacements = [
      HostedKeyboardAvoidanceFacts.ReturnedPlacement(
        function: "make", placement: "cell", owner: "Factory", exempt: "y"),
      HostedKeyboardAvoidanceFacts.ReturnedPlacement(function: "f", placement: "p", owner: nil, exempt: nil),
    ]
    facts.fillHelpers = ["fill"]
    facts.cellUses = [HostedKeyboardAvoidanceFacts.CellUse(cell: "Cell", screen: "List")]
    facts.accessoryControllers = ["Toolbar", "Bar"]
    let bytes = try FactCoder.encode(facts)
    XCTAssertEqual(bytes, try FactCoder.encodeWithCodable(facts))
    XCTAssertEqual(try FactCoder.decode(HostedKeyboardAvoidanceFacts.self, from: bytes), facts)
    let empty = HostedKeyboardAvoidanceFacts()
    XCTAssertEqual(try FactCoder.encode(empty), try FactCoder.encodeWithCodable(empty))
  }

  func test_theExamplesFacts_areWrittenAsEncodableWritesThem() throws {
    let collected = Support.exampleFacts(HostedKeyboardAvoidanceRule())
    for (line, facts) in collected {
      XCTAssertEqual(
        try FactCoder.encode(facts), try FactCoder.encodeWithCodable(facts), "example at line \(line)")
    }
    XCTAssertGreaterThan(collected.count, 10, "the examples have facts")
  }
}
