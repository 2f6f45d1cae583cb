import InsetLint
import InsetTestSupport
import XCTest

@testable import InsetProblems

final class HostingConfigurationMarginsRuleTests: XCTestCase {}

extension HostingConfigurationMarginsRuleTests {
  func test_aHeadersConfiguration_isNotCalledACell_andACellsIs() {
    func message(_ code: String) -> String {
      Support.lint([("A.swift", code)], rules: [HostingConfigurationMarginsRule()]).first?.message ?? ""
    }
    let header = message("header.contentConfiguration = UIHostingConfiguration { Color.blue }")
    XCTAssertFalse(header.contains("cell"), header)
    XCTAssertTrue(
      message("cell.contentConfiguration = UIHostingConfiguration { Color.blue }").contains("cell"))
  }

  func test_aProjectViewDrawingABackground_isReportedWithWhatFillsTheCell() {
    let findings = Support.lint(
      [
        ("Cell.swift", "cell.contentConfiguration = UIHostingConfiguration { Card(item: item) }"),
        (
          "Card.swift",
          "struct Card: View { let item: Item\n var body: some View { Text(item.title).background(Color.yellow) } }"
        ),
      ], rules: [HostingConfigurationMarginsRule()])
    XCTAssertEqual(findings.count, 1)
    XCTAssertTrue(findings.first?.message.contains("a background") == true, findings.first?.message ?? "")
  }

  func test_aCenteredMessageWithDefaultMargins_isNotReported() {
    let findings = Support.lint(
      [
        ("Cell.swift", "cell.contentConfiguration = UIHostingConfiguration { NoResults() }"),
        (
          "NoResults.swift",
          """
          struct NoResults: View {
            var body: some View {
              VStack { Image(systemName: "magnifyingglass"); Text("No results") }
                .frame(maxWidth: .infinity)
                .multilineTextAlignment(.center)
            }
          }
          """
        ),
      ], rules: [HostingConfigurationMarginsRule()])
    XCTAssertEqual(findings.map(\.message), [])
  }
}
