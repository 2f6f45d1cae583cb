import InsetLint
import InsetTestSupport
import XCTest

@testable import InsetProblems

final class HostedKeyboardAvoidanceRuleTests: XCTestCase {
  func test_examples_triggerAtTheirMarkers_fixToParsableSwift() {
    RuleExamples.verify(HostedKeyboardAvoidanceRule(), minimumExamples: 10)
  }
}
