import InsetLint
import XCTest

final class FixedHorizontalPaddingRuleTests: XCTestCase {
  func test_examples_triggerAtTheirMarkers_stayQuietOtherwise_andFixToParsableSwift() {
    // Its examples grow with the rule's accuracy work (the screen usage graph); 8 each is the goal.
    RuleExamples.verify(FixedHorizontalPaddingRule(), minimumExamples: 2)
  }
}
