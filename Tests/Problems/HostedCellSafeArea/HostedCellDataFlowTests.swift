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

extension HostedCellDataFlowTests {
  /// A view class of the project that puts a hosting controller's view into itself (here from
  /// another file), made where the cell's content comes from.
  private func componentFiles(component: String, cell: String) -> [(name: String, code: String)] {
    [("HostedRowView.swift", component), ("RowCell.swift", cell)]
  }

  private var hostedRowView: String {
    """
    final class HostedRowView<Content: View>: UIView {
      private let host: UIHostingController<Content>
      init(rootView: Content) {
        host = UIHostingController(rootView: rootView)
        super.init(frame: .zero)
        addSubview(host.view)
      }
    }
    """
  }

  func test_aViewThatHostsAControllerInsideItself_addedToACell_isACellFinding() {
    let findings = hosted(
      componentFiles(
        component: hostedRowView,
        cell: """
          final class RowCell: UICollectionViewCell {
            override init(frame: CGRect) {
              super.init(frame: frame)
              let row = HostedRowView(rootView: Row())
              contentView.addSubview(row)
            }
          }
          """))
    XCTAssertEqual(findings.map(\.file), ["HostedRowView.swift"])
    XCTAssertEqual(findings.first?.line, 4)
    XCTAssertTrue(findings.first?.message.contains("'RowCell'") ?? false)
  }

  /// A plain view that holds a hosting view (an icon row holding a hosted icon), in a file that
  /// names no hosting controller.
  private var iconRow: String {
    """
    final class IconRow: UIView {
      private let icon = HostedRowView(rootView: Icon())
      override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(icon)
      }
    }
    """
  }

  func test_aViewHoldingAHostingView_addedToACell_carriesItsControllerIntoTheCell() {
    let findings = hosted([
      ("HostedRowView.swift", hostedRowView), ("IconRow.swift", iconRow),
      (
        "SearchCell.swift",
        """
        final class SearchCell: UICollectionViewCell {
          private let row = IconRow()
          override init(frame: CGRect) {
            super.init(frame: frame)
            contentView.addSubview(row)
          }
        }
        """
      ),
    ])
    XCTAssertEqual(findings.map { "\($0.file):\($0.line)" }, ["HostedRowView.swift:4"])
    XCTAssertTrue(findings.first?.message.contains("'SearchCell'") ?? false)
  }

  func test_aViewHoldingAHostingView_addedToAScreensView_isNotACellFinding() {
    let findings = hosted([
      ("HostedRowView.swift", hostedRowView), ("IconRow.swift", iconRow),
      (
        "SearchScreen.swift",
        """
        final class SearchScreen: UIViewController {
          override func viewDidLoad() {
            super.viewDidLoad()
            view.addSubview(IconRow())
          }
        }
        """
      ),
    ])
    XCTAssertEqual(findings.map(\.message), [])
  }

  /// A hosting view whose first root is a placeholder it replaces when given its icon.
  private var iconBox: String {
    """
    final class IconBox: UIView {
      private let hosting: UIHostingController<AnyView>
      var icon: Icon? { didSet { hosting.rootView = IconView(icon: icon).eraseToAnyView() } }
      override init(frame: CGRect) {
        hosting = UIHostingController(rootView: EmptyView().eraseToAnyView())
        super.init(frame: frame)
        addSubview(hosting.view)
      }
    }
    """
  }

  func test_aHostingViewWithAReplacedPlaceholderRoot_inACellsOutlet_isACellFinding() {
    let findings = hosted([
      ("IconBox.swift", iconBox),
      (
        "TileCell.swift",
        """
        final class TileCell: UICollectionViewCell {
          typealias Entity = IconBox
          @IBOutlet private weak var tile: Entity!
        }
        """
      ),
    ])
    XCTAssertEqual(findings.map { "\($0.file):\($0.line)" }, ["IconBox.swift:5"])
    XCTAssertEqual(findings.first?.related.map(\.file), ["TileCell.swift"])
  }

  func test_aRootReplacedOnlyInAnotherTypesPropertyOfTheSameName_leavesThePlaceholderEmpty() {
    let findings = hosted([
      (
        "IconBox.swift",
        """
        final class IconBox: UIView {
          private let hosting: UIHostingController<AnyView>
          override init(frame: CGRect) {
            hosting = UIHostingController(rootView: EmptyView().eraseToAnyView())
            super.init(frame: frame)
            addSubview(hosting.view)
          }
        }
        final class IconScreen: UIViewController {
          private var hosting: UIHostingController<AnyView>!
          func show(_ icon: Icon) { hosting.rootView = IconView(icon: icon).eraseToAnyView() }
        }
        """
      ),
      (
        "TileCell.swift",
        """
        final class TileCell: UICollectionViewCell {
          @IBOutlet private weak var tile: IconBox!
        }
        """
      ),
    ])
    XCTAssertEqual(findings.map(\.message), [])
  }

  func test_aHostingViewDeclaredAsAStoredViewOfAHeader_isAHeaderFinding() {
    let findings = hosted([
      ("IconBox.swift", iconBox),
      (
        "Header.swift",
        """
        final class Header: UITableViewHeaderFooterView {
          let badge: IconBox
          override init(reuseIdentifier: String?) {
            badge = IconBox.make()
            super.init(reuseIdentifier: reuseIdentifier)
            contentView.addSubview(badge)
          }
        }
        """
      ),
    ])
    XCTAssertEqual(findings.map { "\($0.file):\($0.line)" }, ["IconBox.swift:5"])
  }

  func test_aGenericContentViewsBlock_isEveryViewConformingToItsConstraint() {
    let block = """
      final class CoverBlockView: UIView, BlockView {
        override init(frame: CGRect) {
          super.init(frame: frame)
          addSubview(UIHostingController(rootView: CoverImage()).view)
        }
      }
      final class TextBlockView: UIView, OtherBlockView {
        override init(frame: CGRect) {
          super.init(frame: frame)
          addSubview(UIHostingController(rootView: Text("x")).view)
        }
      }
      """
    let findings = hosted([
      ("Blocks.swift", block),
      (
        "BlockContentView.swift",
        """
        final class BlockContentView<Block: BlockView>: UIView, UIContentView {
          private lazy var block = Block(frame: .zero)
          func setUp() { addSubview(block) }
        }
        """
      ),
    ])
    XCTAssertEqual(findings.map { "\($0.file):\($0.line)" }, ["Blocks.swift:4"])
  }

  /// A reader's page holder (a manga reader) shows an error view hosted from an extension of its
  /// own class; the holder lies in a collection cell's content view.
  private var pageHolder: String {
    """
    final class PageHolder: UIView {
      var errorView: UIView?
    }
    extension PageHolder {
      func setError(_ error: Error) {
        errorView = UIHostingController(rootView: ErrorView(error: error)).view
        guard let errorView else { return }
        addSubview(errorView)
      }
    }
    """
  }

  private var pageCell: String {
    """
    final class PageCell: UICollectionViewCell {
      var holder: PageHolder?
      func set(page: Page) {
        holder = PageHolder(frame: frame)
        guard let holder else { return }
        contentView.addSubview(holder)
      }
    }
    """
  }

  func test_aViewWhoseOwnExtensionHostsAController_addedToACell_isACellFinding() {
    let findings = hosted([("PageHolder.swift", pageHolder), ("PageCell.swift", pageCell)])
    XCTAssertEqual(findings.map { "\($0.file):\($0.line)" }, ["PageHolder.swift:6"])
  }

  func test_anExtensionOfAUIKitViewThatHostsAController_makesNoSystemViewAHostingView() {
    let uikitExtension = pageHolder.replacingOccurrences(of: "extension PageHolder", with: "extension UIView")
      .replacingOccurrences(
        of: "errorView = UIHostingController", with: "let errorView: UIView? = UIHostingController")
    let cell = pageCell.replacingOccurrences(of: "PageHolder(frame: frame)", with: "UIView(frame: frame)")
      .replacingOccurrences(of: "var holder: PageHolder?", with: "var holder: UIView?")
    let findings = hosted([("UIView+Error.swift", uikitExtension), ("PageCell.swift", cell)])
    XCTAssertEqual(findings.map(\.message), [])
  }

  func test_aHostingViewThatOptsItsControllerOut_addedToACell_isNotAFinding() {
    let optingOut = hostedRowView.replacingOccurrences(
      of: "addSubview(host.view)", with: "host.safeAreaRegions = []\n    addSubview(host.view)")
    let findings = hosted(
      componentFiles(
        component: optingOut,
        cell: """
          final class RowCell: UICollectionViewCell {
            let row = HostedRowView(rootView: Row())
            func setUp() { contentView.addSubview(row) }
          }
          """))
    XCTAssertEqual(findings.map(\.message), [])
  }

  func test_aHostingViewAddedToAScreensView_isNotACellFinding() {
    let findings = hosted(
      componentFiles(
        component: hostedRowView,
        cell: """
          final class RowScreen: UIViewController {
            override func viewDidLoad() {
              super.viewDidLoad()
              view.addSubview(HostedRowView(rootView: Row()))
            }
          }
          """))
    XCTAssertEqual(findings.map(\.message), [])
  }

  /// jjaychen1e/ecnu-im's cells call `init(rootView:ignoreSafeArea:disableKeyboardNotification:)`
  /// with the safe-area flag only, leaving the last parameter to its default.
  private func ignoringInit(call: String) -> [(name: String, code: String)] {
    [
      (
        "UIHostingController+SafeArea.swift",
        """
        extension UIHostingController {
          convenience init(rootView: Content, ignoreSafeArea: Bool = false, disableKeyboard: Bool = false) {
            self.init(rootView: rootView)
            if ignoreSafeArea { disableSafeArea() }
          }
          func disableSafeArea() {
            guard let viewClass = object_getClass(view) else { return }
            let subclass: AnyClass = objc_allocateClassPair(viewClass, "HostView_IgnoreSafeArea", 0)!
            let zero: @convention(block) (AnyObject) -> UIEdgeInsets = { _ in .zero }
            class_addMethod(subclass, #selector(getter: UIView.safeAreaInsets), imp_implementationWithBlock(zero), "")
            objc_registerClassPair(subclass)
            object_setClass(view, subclass)
          }
        }
        """
      ),
      (
        "PostCell.swift",
        """
        final class PostCell: UITableViewCell {
          func setUp() {
            let host = \(call)
            contentView.addSubview(host.view)
          }
        }
        """
      ),
    ]
  }

  func test_aProjectInitializerThatOptsOut_calledWithItsDefaultedParametersLeftOut_optsOut() {
    XCTAssertEqual(
      hosted(ignoringInit(call: "UIHostingController(rootView: Post(), ignoreSafeArea: true)")).count, 0)
  }

  func test_theSystemInitializer_isNotTakenForAProjectInitializerWithDefaultedParameters() {
    XCTAssertEqual(hosted(ignoringInit(call: "UIHostingController(rootView: Post())")).count, 1)
  }

  func test_aSystemViewMadeForACell_isNeverTakenForAHostingView() {
    let findings = hosted([
      (
        "Label.swift",
        """
        extension UILabel {
          convenience init(rootView: String) {
            self.init()
            let host = UIHostingController(rootView: Text(rootView))
            addSubview(host.view)
          }
        }
        """
      ),
      (
        "RowCell.swift",
        """
        final class RowCell: UICollectionViewCell {
          let label = UILabel(rootView: "a")
          func setUp() { contentView.addSubview(label) }
        }
        """
      ),
    ])
    XCTAssertEqual(findings.map(\.message), [])
  }
}

extension HostedCellDataFlowTests {
  private func footer(_ root: String) -> [(name: String, code: String)] {
    [
      (
        "MessagesDelegate.swift",
        """
        extension MessagesController: UITableViewDelegate {
          func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
            let footer = UIHostingController(rootView: \(root)).view
            footer?.backgroundColor = .white
            return footer
          }
        }
        """
      )
    ]
  }

  func test_aFooterHostingOnlyACentredSpinner_isNotAFinding() {
    XCTAssertEqual(hosted(footer("ProgressView().frame(height: 50).frame(maxWidth: .infinity)")).count, 0)
  }

  func test_aFooterHostingASpinnerOverABackground_isAFinding() {
    XCTAssertEqual(
      hosted(footer("ProgressView().frame(maxWidth: .infinity).background(Color.gray)")).map(\.line), [3])
  }
}

extension HostedCellDataFlowTests {
  /// A cell's content configuration shows the view its `makeContentView()` returns: a
  /// `UIContentView`, the content of the cell.
  private func contentView(conforming conformance: String) -> [(name: String, code: String)] {
    [
      (
        "View+UIView.swift",
        """
        extension View {
          func asUIView() -> UIView {
            UIHostingController(rootView: self).view
          }
        }
        """
      ),
      (
        "PropertyContentView.swift",
        """
        final class PropertyContentView: UIView\(conformance) {
          var configuration: UIContentConfiguration
          init(configuration: UIContentConfiguration) {
            self.configuration = configuration
            super.init(frame: .zero)
            let value = PropertyValue().asUIView()
            addSubview(value)
          }
        }
        """
      ),
    ]
  }

  func test_aContentViewThatHostsAController_isACellsContent() {
    let findings = hosted(contentView(conforming: ", UIContentView"))
    XCTAssertEqual(findings.map { "\($0.file):\($0.line)" }, ["View+UIView.swift:3"])
    XCTAssertTrue(findings.first?.message.contains("cell content view 'PropertyContentView'") ?? false)
  }

  func test_aPlainViewThatHostsAController_isNoCellsContent() {
    XCTAssertEqual(hosted(contentView(conforming: "")).map(\.message), [])
  }
}
