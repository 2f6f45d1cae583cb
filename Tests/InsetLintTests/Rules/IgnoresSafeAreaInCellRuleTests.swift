import InsetLint
import XCTest

final class IgnoresSafeAreaInCellRuleTests: XCTestCase {
  func test_examples_triggerAtTheirMarkers_stayQuietOtherwise_andFixToParsableSwift() {
    RuleExamples.verify(IgnoresSafeAreaInCellRule())
  }
}
