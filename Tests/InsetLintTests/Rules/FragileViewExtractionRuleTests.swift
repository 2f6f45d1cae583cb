import InsetLint
import XCTest

final class FragileViewExtractionRuleTests: XCTestCase {
  func test_examples_triggerAtTheirMarkers_stayQuietOtherwise_andFixToParsableSwift() {
    RuleExamples.verify(FragileViewExtractionRule())
  }
}
