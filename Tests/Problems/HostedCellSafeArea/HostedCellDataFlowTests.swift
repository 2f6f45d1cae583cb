import InsetLint
import InsetTestSupport
import XCTest

@testable import InsetProblems

/// `hosted-cell-safe-area` follows UIKit data flow by declaration: a controller is in a cell only
/// when its view (or the controller, through a content configuration) reaches the cell.
final class HostedCellDataFlowTests: XCTestCase {
  func hosted(_ files: [(name: String, code: String)]) -> [Finding] {
    Support.lint(files, rules: [HostedCellSafeAreaRule()])
  }
}

extension HostedCellDataFlowTests {
  func test_aControllerPresentedFromACellsButtonAction_isAScreen_notACellFinding() {
    let findings = hosted([
      (
        "InfoCell.swift",
        """
        final class InfoCell: UITableViewCell {
          let button = UIButton(primaryAction: UIAction { _ in
            let sheet = UIHostingController(rootView: InfoSheet())
            UIApplication.shared.keyWindow?.rootViewController?.present(sheet, animated: true)
          })
          func setUp() { contentView.addSubview(button) }
        }
        """
      )
    ])
    XCTAssertEqual(findings.map(\.message), [])
  }

  func test_aControllerThatIsPushed_isAScreenEvenWhereItsViewMeetsACell() {
    let findings = hosted([
      (
        "List.swift",
        """
        extension ListViewController: UITableViewDataSource {
          func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            let detail = UIHostingController(rootView: Detail())
            navigationController?.pushViewController(detail, animated: true)
            cell.contentView.addSubview(detail.view)
            return cell
          }
        }
        """
      )
    ])
    XCTAssertEqual(findings.map(\.message), [])
  }

  func test_aControllerWhoseViewGoesIntoAContainerTheCellAdds_isInTheCell() {
    let findings = hosted([
      (
        "BannerCell.swift",
        """
        final class BannerCell: UICollectionViewCell {
          private let container = UIView()
          private let host = UIHostingController(rootView: Banner())
          override init(frame: CGRect) {
            super.init(frame: frame)
            container.addSubview(host.view)
            contentView.addSubview(container)
          }
        }
        """
      )
    ])
    XCTAssertEqual(findings.map(\.line), [3])
  }

  func test_aSameNamedPropertyOfAnotherType_isNeverLinkedToTheCell() {
    let findings = hosted([
      (
        "Screen.swift",
        """
        final class Screen: UIViewController {
          var summaryView: UIView { UIHostingController(rootView: Summary()).view }
        }
        """
      ),
      (
        "SummaryCell.swift",
        """
        final class SummaryCell: UICollectionViewCell {
          func show(_ item: Item) { contentView.addSubview(item.summaryView) }
        }
        """
      ),
    ])
    XCTAssertEqual(findings.map(\.message), [])
  }

  func test_aPropertyOfTheReceiversDeclaredType_isLinkedToTheCell() {
    let findings = hosted([
      (
        "Summary+Hosting.swift",
        """
        extension Summary {
          var summaryView: UIView { UIHostingController(rootView: self).view }
        }
        """
      ),
      (
        "SummaryCell.swift",
        """
        final class SummaryCell: UICollectionViewCell {
          func show(_ summary: Summary) { contentView.addSubview(summary.summaryView) }
        }
        """
      ),
    ])
    XCTAssertEqual(findings.map(\.file), ["Summary+Hosting.swift"])
  }

  func test_aHeaderProvider_reportsOnlyTheControllerItReturns() {
    let findings = hosted([
      (
        "Delegate.swift",
        """
        extension ReportsViewController: UITableViewDelegate {
          func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
            let help = UIHostingController(rootView: Help())
            addChild(help)
            view.addSubview(help.view)
            let header = UIView()
            let title = UIHostingController(rootView: Title())
            header.addSubview(title.view)
            return header
          }
        }
        """
      )
    ])
    XCTAssertEqual(findings.map(\.line), [7])
  }
}
