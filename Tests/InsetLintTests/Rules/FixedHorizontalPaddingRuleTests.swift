import InsetLint
import XCTest

final class FixedHorizontalPaddingRuleTests: XCTestCase {
  func test_examples_triggerAtTheirMarkers_stayQuietOtherwise_andFixToParsableSwift() {
    RuleExamples.verify(FixedHorizontalPaddingRule())
  }
}
