import InsetLint
import XCTest

final class HostingConfigurationMarginsRuleTests: XCTestCase {
  func test_examples_triggerAtTheirMarkers_stayQuietOtherwise_andFixToParsableSwift() {
    RuleExamples.verify(HostingConfigurationMarginsRule())
  }
}
