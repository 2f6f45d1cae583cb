@testable import InsetProblems
import InsetTestSupport
import InsetLint
import XCTest

final class IgnoresSafeAreaInCellRuleTests: XCTestCase {}

extension IgnoresSafeAreaInCellRuleTests {
  func test_aViewHostedByAHeader_isExplainedWithTheHeader_notACell() {
    let findings = Support.lint([
      (
        "Content.swift", "struct HeaderContent: View { var body: some View { Color.blue.ignoresSafeArea() } }"
      ),
      (
        "Header.swift",
        """
        final class SectionHeader: UITableViewHeaderFooterView {
          private let host = UIHostingController(rootView: HeaderContent())
          func attach() { contentView.addSubview(host.view) }
        }
        """
      ),
    ]).filter { $0.rule == IgnoresSafeAreaInCellRule.description.id }
    XCTAssertEqual(findings.count, 1)
    let message = findings.first?.message ?? ""
    XCTAssertTrue(message.contains("'SectionHeader'") && message.contains("header/footer view"), message)
    XCTAssertFalse(message.contains("cell"), message)
  }
}
