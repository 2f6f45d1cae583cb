import InsetLint
import InsetTestSupport
import XCTest

@testable import InsetProblems

/// `bottom-bar-overlap`'s examples, 10+ each way (custom scrollable views resolved across files).
final class BottomBarOverlapRuleTests: XCTestCase {
  func test_examples_triggerAtTheirMarkers_andFixToParsableSwift() {
    RuleExamples.verify(BottomBarOverlapRule(), minimumExamples: 10)
  }
}
