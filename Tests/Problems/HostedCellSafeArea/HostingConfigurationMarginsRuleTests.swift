@testable import InsetProblems
import InsetTestSupport
import InsetLint
import XCTest

final class HostingConfigurationMarginsRuleTests: XCTestCase {}

extension HostingConfigurationMarginsRuleTests {
  func test_aHeadersConfiguration_isNotCalledACell_andACellsIs() {
    func message(_ code: String) -> String {
      Support.lint([("A.swift", code)], rules: [HostingConfigurationMarginsRule()]).first?.message ?? ""
    }
    let header = message("header.contentConfiguration = UIHostingConfiguration { Title() }")
    XCTAssertFalse(header.contains("cell"), header)
    XCTAssertTrue(message("cell.contentConfiguration = UIHostingConfiguration { Row() }").contains("cell"))
  }
}
