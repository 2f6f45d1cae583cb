import InsetTestSupport
import XCTest

@testable import InsetLint
@testable import InsetProblems

/// `bottom-bar-overlap`'s facts write themselves (`FactWritable`) exactly as their synthesized
/// `Encodable` does, for every field, nil and non-nil optionals, and the facts of every example.
final class BottomBarOverlapFactsTests: XCTestCase {
  func test_everyField_isWrittenAsEncodableWritesIt() throws {
    var facts = BottomBarOverlapRule.Facts()
    var full = BottomBarOverlapRule.Site(
      offset: 40, line: 4, column: 9, message: "bar over é", needsScrollable: "List", overlay: [1, -2])
    full.needsAnyScrollable = ["A", "B"]
    full.needsScrollingAncestor = "Screen"
    full.pinnedToGuide = false
    full.needsScrollingView = "Container"
    full.needsBar = "Bar"
    let bare = BottomBarOverlapRule.Site(
      offset: 0, line: 1, column: 1, message: "", needsScrollable: nil, overlay: nil)
    facts.sites = [full, bare]
    facts.scrollableViews = ["Feed"]
    facts.holdingScrollable = ["Home"]
    facts.bodyViews = ["Home": ["Feed", "Bar"], "Empty": []]
    facts.modifierWrappers = [["withBar", "BarModifier"], []]
    facts.appliedToScrollables = ["withBar"]
    facts.scrollingControllers = ["ListController"]
    facts.reservingClasses = ["Base"]
    facts.scrollingViews = ["ScrollingView"]
    facts.bottomBars = ["Toolbar"]
    let bytes = try FactCoder.encode(facts)
    XCTAssertEqual(bytes, try FactCoder.encodeWithCodable(facts))
    XCTAssertEqual(try FactCoder.decode(BottomBarOverlapRule.Facts.self, from: bytes), facts)
    let empty = BottomBarOverlapRule.Facts()
    XCTAssertEqual(try FactCoder.encode(empty), try FactCoder.encodeWithCodable(empty))
  }

  func test_theExamplesFacts_areWrittenAsEncodableWritesThem() throws {
    let collected = Support.exampleFacts(BottomBarOverlapRule())
    for (line, facts) in collected {
      XCTAssertEqual(
        try FactCoder.encode(facts), try FactCoder.encodeWithCodable(facts), "example at line \(line)")
    }
    XCTAssertGreaterThan(collected.count, 10, "the examples have facts")
  }
}
