import InsetTestSupport
import XCTest

@testable import InsetLint
@testable import InsetProblems

/// `keyboard-inset`'s facts write themselves (`FactWritable`) exactly as their synthesized
/// `Encodable` does, for every field, nil and non-nil optionals, and the facts of every example.
final class KeyboardInsetFactsTests: XCTestCase {
  func test_everyField_isWrittenAsEncodableWritesIt() throws {
    var facts = KeyboardInsetFacts()
    var sink = KeyboardInsetFacts.Sink(
      kind: "content-inset", receiver: "tableView", text: "tableView.contentInset.bottom = h é", offset: 40,
      line: 4, column: 9, origins: ["key", "overlap|closure:K"], reads: ["height"], sanitized: true,
      typeName: "ChatViewController", scope: Int.min, mentionsKeyboard: true)
    sink.overlap = true
    sink.anchor = "safe-area"
    sink.via = "setBottomInset:to"
    facts.sinks = [
      sink,
      KeyboardInsetFacts.Sink(
        kind: "constant", receiver: "", text: "", offset: 0, line: 1, column: 1, origins: [], reads: [],
        sanitized: false, typeName: nil, scope: 0, mentionsKeyboard: false),
    ]
    facts.carriers = ["keyboardHeight"]
    facts.returnCarriers = ["keyboardHeightChanged"]
    facts.conditionalCarriers = ["inset": ["closure:K"], "none": [], "two": ["a", "b"]]
    facts.carrierTypes = ["KeyboardObserver"]
    facts.constraints = ["bottomConstraint": "view", "other": "unknown"]
    facts.neverAdjusted = ["scrollView"]
    facts.guideTypes = ["Composer"]
    facts.paddings = [
      KeyboardInsetFacts.Padding(
        member: "height", mentionsKeyboard: true, offset: 7, line: 2, column: 3, keyboardRegionOnly: true,
        ownAvoidance: true, others: ["keyboardHeight", "extra"]),
      KeyboardInsetFacts.Padding(member: "h", mentionsKeyboard: false, offset: 8, line: 2, column: 4),
    ]
    facts.requirementCalls = ["P.moved:to": ["key"]]
    facts.memberOrigins = ["K.height": ["key", "member:K.frame"]]
    facts.insetSetters = ["setBottomInset:to"]
    facts.bindingForwards = ["keyboardAppear:keyboardHeight": ["member:KeyboardAware.height", "binding:f:x"]]
    let bytes = try FactCoder.encode(facts)
    XCTAssertEqual(bytes, try FactCoder.encodeWithCodable(facts))
    XCTAssertEqual(try FactCoder.decode(KeyboardInsetFacts.self, from: bytes), facts)
    XCTAssertEqual(
      try FactCoder.encode(KeyboardInsetFacts()), try FactCoder.encodeWithCodable(KeyboardInsetFacts()))
  }

  func test_theExamplesFacts_areWrittenAsEncodableWritesThem() throws {
    let collected = Support.exampleFacts(KeyboardInsetRule())
    for (line, facts) in collected {
      XCTAssertEqual(
        try FactCoder.encode(facts), try FactCoder.encodeWithCodable(facts), "example at line \(line)")
    }
    XCTAssertGreaterThan(collected.count, 10, "the examples have facts")
  }
}
