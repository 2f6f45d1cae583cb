import InsetLint
import XCTest

final class SafeAreaInsetHorizontalScrollHeightRuleTests: XCTestCase {
  func test_examples_triggerAtTheirMarkers_stayQuietOtherwise_andFixToParsableSwift() {
    RuleExamples.verify(SafeAreaInsetHorizontalScrollHeightRule())
  }
}
