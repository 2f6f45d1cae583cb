import InsetLint
import XCTest

final class InputViewBottomInsetRuleTests: XCTestCase {
  func test_examples_triggerAtTheirMarkers_stayQuietOtherwise_andFixToParsableSwift() {
    RuleExamples.verify(InputViewBottomInsetRule())
  }
}
