import InsetLint
import XCTest

final class ListPreferenceScrollOffsetRuleTests: XCTestCase {
  func test_examples_triggerAtTheirMarkers_stayQuietOtherwise_andFixToParsableSwift() {
    RuleExamples.verify(ListPreferenceScrollOffsetRule())
  }
}
