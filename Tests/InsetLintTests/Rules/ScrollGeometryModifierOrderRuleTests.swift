import InsetLint
import XCTest

final class ScrollGeometryModifierOrderRuleTests: XCTestCase {
  func test_examples_triggerAtTheirMarkers_stayQuietOtherwise_andFixToParsableSwift() {
    RuleExamples.verify(ScrollGeometryModifierOrderRule())
  }
}
