import InsetLint
import XCTest

final class HostedCellSafeAreaRuleTests: XCTestCase {
  func test_examples_triggerAtTheirMarkers_stayQuietOtherwise_andFixToParsableSwift() {
    RuleExamples.verify(HostedCellSafeAreaRule())
  }
}
