import InsetLint
import InsetTestSupport
import XCTest

@testable import InsetProblems

final class KeyboardInsetRuleTests: XCTestCase {
  func test_examples_triggerAtTheirMarkers_andParse() {
    RuleExamples.verify(KeyboardInsetRule(), minimumExamples: 10)
  }

  func test_findingsSuggestTheProblemsStrategies() {
    XCTAssertEqual(KeyboardInsetRule.description.problem, "keyboard-inset")
  }
}
