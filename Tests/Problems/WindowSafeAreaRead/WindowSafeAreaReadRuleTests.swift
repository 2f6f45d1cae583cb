import InsetLint
import InsetTestSupport
import XCTest

@testable import InsetProblems

/// `window-safe-area-read`'s examples, 10+ each way (helpers resolved across files).
final class WindowSafeAreaReadRuleTests: XCTestCase {
  func test_examples_triggerAtTheirMarkers_andStayQuietOnTheTraps() {
    RuleExamples.verify(WindowSafeAreaReadRule(), minimumExamples: 10)
  }
}
