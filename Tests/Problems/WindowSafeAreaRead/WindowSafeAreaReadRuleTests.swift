import InsetLint
import InsetTestSupport
import XCTest

@testable import InsetProblems

/// `window-safe-area-read`'s examples, 10+ each way (helpers resolved across files).
final class WindowSafeAreaReadRuleTests: XCTestCase {
  func test_examples_triggerAtTheirMarkers_andStayQuietOnTheTraps() {
    RuleExamples.verify(WindowSafeAreaReadRule(), minimumExamples: 10)
  }

  private func lines(_ files: [(String, String)]) -> [Int] {
    Support.lint(files, rules: [WindowSafeAreaReadRule()]).map(\.line)
  }

  private let windows = """
    extension UIApplication {
        var foregroundSceneWindows: [UIWindow] {
            guard let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene else { return [] }
            return scene.windows
        }
        var firstKeyWindow: UIWindow? {
            return foregroundSceneWindows.first(where: \\.isKeyWindow)
        }
        var keyWindowName: String {
            return foregroundSceneWindows.first?.description ?? ""
        }
    }
    """

  func test_anInsetHelperUsedOnALineThatContinuesTheExpressionAbove_isAFindingThere() {
    let helper = """
      extension UIViewController {
          var windowInsets: UIEdgeInsets {
              UIApplication.shared.keyWindow?.safeAreaInsets ?? .zero
          }
      }
      """
    let screen = """
      final class InboxController: UIViewController {
          let table = UITableView()
          func emptyCellSize() -> CGSize {
              let height = table.frame.size.height
                  - (navigationController?.navigationBar.frame.size.height ?? 0)
                  - windowInsets.top
              return CGSize(width: table.frame.width, height: height)
          }
      }
      """
    XCTAssertEqual(lines([("/p/Window+Insets.swift", helper), ("/p/InboxController.swift", screen)]), [6])
  }

  private let keyWindowHelper = """
    func getKeyWindow() -> UIWindow? {
        UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }.flatMap { $0.windows }.first { $0.isKeyWindow }
    }
    """

  func test_theKeyWindowsTopInset_paddingAStackWhoseChildRoundsItsCorners_isAFinding() {
    let header = """
      struct TrackerHeader: View {
          var body: some View {
              VStack {
                  Image("cover").cornerRadius(7)
              }
              .padding(.top, getKeyWindow()?.safeAreaInsets.top ?? 0)
          }
      }
      """
    XCTAssertEqual(lines([("/p/Window.swift", keyWindowHelper), ("/p/TrackerHeader.swift", header)]), [6])
  }

  func test_theKeyWindowsTopInset_givenAsACornerRadius_isNotAFinding() {
    let header = """
      struct TrackerHeader: View {
          var body: some View {
              Image("cover").cornerRadius(getKeyWindow()?.safeAreaInsets.top ?? 0)
          }
      }
      """
    XCTAssertEqual(lines([("/p/Window.swift", keyWindowHelper), ("/p/TrackerHeader.swift", header)]), [])
  }

  private func readerMenu(using inset: String) -> String {
    """
    struct ReaderMenu: View {
        private var edges: UIEdgeInsets? {
            let window = getKeyWindow()
            return window?.safeAreaInsets
        }
        var bottomInset: CGFloat {
            edges?.bottom ?? 11
        }
        var body: some View {
            Text("1 of 2")\(inset)
        }
    }
    """
  }

  func test_theKeyWindowsInsets_handedOnThroughAComputedProperty_thatPadsAView_isAFinding() {
    let menu = readerMenu(using: ".padding(.bottom, bottomInset)")
    XCTAssertEqual(lines([("/p/Window.swift", keyWindowHelper), ("/p/ReaderMenu.swift", menu)]), [4])
  }

  func test_theKeyWindowsInsets_handedOnThroughAComputedProperty_thatIsOnlyCompared_isNotAFinding() {
    let menu = readerMenu(using: ".opacity(bottomInset > 0 ? 1 : 0)")
    XCTAssertEqual(lines([("/p/Window.swift", keyWindowHelper), ("/p/ReaderMenu.swift", menu)]), [])
  }

  func test_theStatusBarOfTheForegroundScene_usedAsATopInset_isAFinding() {
    let menu = """
      final class ContextMenuModel {
          var navBarHeight: CGFloat = 0
          func updateSizes() {
              navBarHeight = Self.statusBarHeight() + 44
          }
          private static func statusBarHeight() -> CGFloat {
              if let scene = UIApplication.shared.connectedScenes
                  .compactMap({ $0 as? UIWindowScene })
                  .first(where: { $0.activationState == .foregroundActive }) {
                  return scene.statusBarManager?.statusBarFrame.height ?? 0
              }
              return 0
          }
      }
      """
    let findings = Support.lint([("/p/ContextMenuModel.swift", menu)], rules: [WindowSafeAreaReadRule()])
    XCTAssertEqual(findings.map(\.line), [10])
    XCTAssertTrue(findings.first?.message.contains("status bar") == true)
  }

  func test_aWidthWorkedOutFromAHelperReturningTheKeyWindowsSize_isAFindingWhereItLaysOut() {
    let manager = """
      final class WindowsManager {
          static func getWindowSize() -> CGSize {
              guard let window = UIApplication.shared.keyWindow else { return UIScreen.main.bounds.size }
              return window.frame.size
          }
          static func getWindowWidth() -> CGFloat {
              WindowsManager.getWindowSize().width
          }
      }
      """
    let cell = """
      final class InvoiceCell: UITableViewCell {
          @IBOutlet weak var bubbleLeftConstraint: NSLayoutConstraint!
          func configure(bubbleWidth: CGFloat) {
              bubbleLeftConstraint.constant = WindowsManager.getWindowWidth() - bubbleWidth - 9
          }
      }
      """
    let findings = Support.lint(
      [("/p/WindowsManager.swift", manager), ("/p/InvoiceCell.swift", cell)],
      rules: [WindowSafeAreaReadRule()])
    XCTAssertEqual(findings.map(\.file), ["/p/InvoiceCell.swift"])
    XCTAssertEqual(findings.map(\.line), [4])
  }

  func test_theStatusBarOfTheViewsOwnScene_isNotAFinding() {
    let header = """
      final class HeaderController: UIViewController {
          let banner = UIView()
          override func viewDidLayoutSubviews() {
              super.viewDidLayoutSubviews()
              let statusBarHeight = view.window?.windowScene?.statusBarManager?.statusBarFrame.height ?? 0
              banner.frame.origin.y = statusBarHeight
          }
      }
      """
    XCTAssertEqual(lines([("/p/HeaderController.swift", header)]), [])
  }

  func test_aGlobalWorkedOutFromAGlobalInsetHelper_isAnInsetHelperToo() {
    let defines = """
      let kSafeAreaInsets: UIEdgeInsets = {
          return UIApplication.shared.keyWindow?.safeAreaInsets ?? .zero
      }()
      let navigationBarHeight: CGFloat = {
          return kSafeAreaInsets.top + 44
      }()
      """
    let screen = """
      final class NavigationController: UINavigationController {
          override func viewDidLoad() {
              super.viewDidLoad()
              let mask = UIView()
              mask.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: navigationBarHeight)
          }
      }
      """
    XCTAssertEqual(lines([("/p/Defines.swift", defines), ("/p/NavigationController.swift", screen)]), [5])
  }

  func test_anUpperCamelGlobalInsetHelper_usedAsAValue_isAFindingThere() {
    let defines = """
      let kSafeInsets: UIEdgeInsets = {
          return UIApplication.shared.keyWindow?.safeAreaInsets ?? .zero
      }()
      let NavigationBarHeight: CGFloat = {
          return kSafeInsets.top + 44
      }()
      """
    let screen = """
      final class LoginController: UIViewController {
          let title = UILabel()
          override func viewDidLoad() {
              super.viewDidLoad()
              title.frame = CGRect(x: 0, y: NavigationBarHeight, width: 200, height: 40)
              let insets = UIEdgeInsets.zero
              title.layoutMargins = insets
          }
      }
      """
    XCTAssertEqual(lines([("/p/Defines.swift", defines), ("/p/LoginController.swift", screen)]), [5])
  }

  func test_theSafeAreaLayoutFrameOfTheFirstWindow_readThroughAHelper_isAFindingWhereItLaysOut() {
    let helper = """
      extension UIApplication {
          var bottomSafeAreaHeight: CGFloat {
              let window = UIApplication.shared.windows[0]
              let safeFrame = window.safeAreaLayoutGuide.layoutFrame
              return window.frame.maxY - safeFrame.maxY
          }
      }
      """
    let screen = """
      final class ImportController: UIViewController {
          let footer = UIView()
          override func viewDidLoad() {
              super.viewDidLoad()
              footer.frame.size.height = 60 + UIApplication.shared.bottomSafeAreaHeight
          }
      }
      """
    XCTAssertTrue(
      lines([("/p/UIApplication+Insets.swift", helper), ("/p/ImportController.swift", screen)]).contains(5))
  }

  private func itemsTab(_ extra: String) -> String {
    """
    struct ItemsTab: View {
        @State private var insets = EdgeInsets()
        var body: some View {
            GeometryReader { proxy in
                VStack { Text("No items") }
                    .padding(.bottom, insets.bottom)
                    .onAppear { insets = proxy.safeAreaInsets }
                    \(extra)
            }
        }
    }
    """
  }

  func test_aGeometryReadersInsetsCopiedIntoStateOnAppear_isAReadOnce() {
    XCTAssertEqual(lines([("/p/ItemsTab.swift", itemsTab(""))]), [7])
  }

  func test_aGeometryReadersInsetsCopy_keptUpToDateOnChange_isNotAReadOnce() {
    let extra = ".onChange(of: proxy.safeAreaInsets) { insets = $0 }"
    XCTAssertEqual(lines([("/p/ItemsTab.swift", itemsTab(extra))]), [])
  }

  func test_aSceneSizeOnlyComparedAndLogged_isNoLayoutRead() {
    let player = """
      final class PlayerController: UIViewController {
          func toggleFullscreen() {
              guard let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene else { return }
              let screenBounds = scene.screen.bounds
              let isLandscape = screenBounds.width > screenBounds.height
              PlayerLogging.logTransition("fullscreen", fromSize: screenBounds.size, toSize: CGSize(width: screenBounds.height, height: screenBounds.width))
              requestRotation(landscape: !isLandscape)
          }
      }
      """
    XCTAssertEqual(lines([("/p/PlayerController.swift", player)]), [])
  }

  func test_aDataSourceMethodReadingTheKeyWindow_providesNoWindowToItsNamesakes() {
    let list = """
      final class ListController: UIViewController, UITableViewDataSource {
          let tableView = UITableView()
          func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
              let cell = UITableViewCell()
              cell.tag = Int(UIApplication.shared.windows.first?.bounds.width ?? 0)
              return cell
          }
          func jumpToTop() {
              tableView.setContentOffset(CGPoint(x: 0, y: -self.tableView.safeAreaInsets.top), animated: true)
          }
      }
      """
    XCTAssertEqual(lines([("/p/ListController.swift", list)]), [])
  }

  func test_aWindowSizeUsedOnlyInAMacCatalystBranch_isNoLayoutReadOnIOS() {
    let layout = """
      final class ColumnLayout: UICollectionViewFlowLayout {
          override func prepare() {
              super.prepare()
              let windowFrame = UIApplication.shared.connectedScenes.compactMap { ($0 as? UIWindowScene)?.windows.first }.first?.frame
              #if targetEnvironment(macCatalyst)
              itemSize = CGSize(width: windowFrame?.size.width ?? 0, height: 400)
              #endif
          }
      }
      """
    XCTAssertEqual(lines([("/p/ColumnLayout.swift", layout)]), [])
  }

  func test_aWindowWidthSettingALabelsWrappingWidth_isALayoutRead() {
    let alert = """
      final class AlertController: UIViewController {
          let message = UILabel()
          private var maxTextWidth: CGFloat {
              let width = UIApplication.shared.windows.first { $0.isKeyWindow }?.bounds.width ?? 320
              return width * 0.8
          }
          override func viewDidLoad() {
              super.viewDidLoad()
              message.preferredMaxLayoutWidth = maxTextWidth
          }
      }
      """
    XCTAssertEqual(lines([("/p/AlertController.swift", alert)]), [4])
  }

  func test_aHelperReturningAWindowFromAnotherHelper_isAProviderToo() {
    let bar = """
      final class OmniBar: UIView {
          var trailing = NSLayoutConstraint()
          func refreshPadding() {
              trailing.constant = 8 + (UIApplication.shared.firstKeyWindow?.safeAreaInsets.right ?? 0)
          }
      }
      """
    XCTAssertEqual(lines([("/p/UIApplication+Windows.swift", windows), ("/p/OmniBar.swift", bar)]), [4])
  }

  /// pera-wallet's `extension UIView { var safeAreaBottom: CGFloat { UIApplication.shared.safeAreaBottom } }`
  /// over `extension UIApplication { var window: UIWindow? { … isKeyWindow … } }`.
  private let applicationWindow = """
    extension UIApplication {
        var window: UIWindow? { windowScene?.windows.first(where: \\.isKeyWindow) }
        var windowScene: UIWindowScene? { connectedScenes.first as? UIWindowScene }
        var safeAreaBottom: CGFloat { window?.safeAreaInsets.bottom ?? 0 }
    }
    extension UIView {
        var safeAreaBottom: CGFloat { UIApplication.shared.safeAreaBottom }
    }
    """

  func test_aViewsMemberFromAnExtensionOfUIView_readingTheKeyWindow_isAFindingWhereAViewLaysOutWithIt() {
    let screen = """
      final class ErrorScreen: UIViewController {
          let action = UIView()
          override func viewDidLoad() {
              super.viewDidLoad()
              action.snp.makeConstraints { $0.bottom.equalToSuperview().inset(view.safeAreaBottom + 20) }
          }
      }
      """
    XCTAssertEqual(
      lines([("/p/UIApplication+Window.swift", applicationWindow), ("/p/ErrorScreen.swift", screen)]), [5])
  }

  func test_aViewsOwnWindow_isNotTheApplicationExtensionsWindowOfThatName() {
    let view = """
      final class Footer: UIView {
          let bar = UIView()
          override func layoutSubviews() {
              super.layoutSubviews()
              bar.frame.size.height = 44 + (window?.safeAreaInsets.bottom ?? 0)
          }
      }
      final class FooterController: UIViewController {
          let bar = UIView()
          override func viewDidLayoutSubviews() {
              super.viewDidLayoutSubviews()
              bar.frame.size.height = 44 + (view.window?.safeAreaInsets.bottom ?? 0)
          }
      }
      """
    let findings = Support.lint(
      [("/p/UIApplication+Window.swift", applicationWindow), ("/p/Footer.swift", view)],
      rules: [WindowSafeAreaReadRule()])
    XCTAssertEqual(findings.filter { $0.file == "/p/Footer.swift" }.map(\.line), [])
  }

  func test_anApplicationExtensionReadingItsOwnWindows_isAProvider() {
    let helper = """
      extension UIApplication {
          func currentKeyWindow() -> UIWindow? {
              return windows.first(where: { $0.isKeyWindow }) ?? windows.first
          }
      }
      """
    let header = """
      final class HeaderController: UINavigationController {
          var statusBarHeight: CGFloat {
              return UIApplication.shared.currentKeyWindow()?.safeAreaInsets.top ?? 0
          }
          override func viewWillLayoutSubviews() {
              super.viewWillLayoutSubviews()
              navigationBar.frame.origin.y = statusBarHeight
          }
      }
      """
    // The read is reported in the length helper that makes it (its use lays out in the same file).
    XCTAssertEqual(
      lines([("/p/UIApplication+Window.swift", helper), ("/p/HeaderController.swift", header)]), [3])
  }

  func test_aViewsOwnWindowsMemberOutsideAnApplicationExtension_isNoProvider() {
    let helper = """
      final class WindowList {
          var windows: [UIWindow] = []
          func current() -> UIWindow? { windows.first }
      }
      """
    let header = """
      final class HeaderController: UIViewController {
          let list = WindowList()
          override func viewWillLayoutSubviews() {
              super.viewWillLayoutSubviews()
              view.frame.origin.y = list.current()?.safeAreaInsets.top ?? 0
          }
      }
      """
    XCTAssertEqual(lines([("/p/WindowList.swift", helper), ("/p/HeaderController.swift", header)]), [])
  }

  /// A cell sizing its preview from the key window's width and, on the line after, from its
  /// top inset, in an app of the given `TARGETED_DEVICE_FAMILY`: the lines reported.
  private func windowReadLines(family: String) -> [Int] {
    let source = """
      final class PreviewCell: UICollectionViewCell {
          let preview = UIImageView()
          override func layoutSubviews() {
              super.layoutSubviews()
              preview.frame.size.width = UIApplication.shared.windows.first!.frame.width / 3
              preview.frame.origin.y = UIApplication.shared.windows.first!.safeAreaInsets.top
          }
      }
      """
    return Support.lintInProject(
      "App/PreviewCell.swift", source, family: family, rules: [WindowSafeAreaReadRule()]
    )
    .map(\.line)
  }

  /// Split View, Slide Over and Stage Manager, where a window is not the screen's size, are
  /// iPad's: on an iPhone a window's width is the screen's.
  func test_aGlobalWindowsSize_isNotAFinding_inAnIPhoneOnlyApp() {
    XCTAssertEqual(windowReadLines(family: "1"), [6])
  }

  func test_aGlobalWindowsSize_isAFinding_inAnAppThatAlsoRunsOnIPad() {
    XCTAssertEqual(windowReadLines(family: "1,2"), [5, 6])
  }

  func test_aGlobalWindowReadOnlyInAMacCatalystBranch_isNotAFinding() {
    let cell = """
      final class ImageCell: UICollectionViewCell {
          let preview = UIImageView()
          override func layoutSubviews() {
              super.layoutSubviews()
              #if targetEnvironment(macCatalyst)
              preview.frame.size.width = UIApplication.shared.windows.first!.frame.width / 3
              #else
              preview.frame = contentView.bounds
              #endif
          }
      }
      """
    XCTAssertEqual(lines([("/p/ImageCell.swift", cell)]), [])
  }

  func test_aWindowInsetHandedThroughAMemberToAnInset_isAFinding() {
    let controller = """
      final class EditController: UIViewController {
          let tableView = UITableView()
          var keyHeight: CGFloat = 0
          @objc func keyboardWillChange(notification: Notification) {
              guard let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue else { return }
              let amount = frame.cgRectValue.height - (UIApplication.shared.windows.first?.safeAreaInsets.bottom ?? 0)
              keyHeight = amount
              tableView.contentInset = UIEdgeInsets(top: 0, left: 0, bottom: keyHeight, right: 0)
          }
      }
      """
    XCTAssertEqual(lines([("/p/EditController.swift", controller)]), [6])
  }

  func test_aWindowInsetHandedToAMemberThatOnlyFeedsALog_isNotAFinding() {
    let controller = """
      final class EditController: UIViewController {
          var keyHeight: CGFloat = 0
          @objc func keyboardWillChange(notification: Notification) {
              let amount = 300 - (UIApplication.shared.windows.first?.safeAreaInsets.bottom ?? 0)
              keyHeight = amount
              print(keyHeight)
          }
      }
      """
    XCTAssertEqual(lines([("/p/EditController.swift", controller)]), [])
  }

  func test_aReadInsideAnIfLetBlock_isNotTheBindingsValue() {
    let controller = """
      final class AltController: UIViewController {
          var keyHeight: CGFloat = 0
          @objc func keyboardWillChange(notification: Notification) {
              if let keyboardFrame: NSValue = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue {
                  let keyboardRectangle = keyboardFrame.cgRectValue
                  let amount = keyboardRectangle.height - (UIApplication.shared.windows.first?.safeAreaInsets.bottom ?? 0)
                  keyHeight = amount
              }
          }
      }
      """
    XCTAssertEqual(lines([("/p/AltController.swift", controller)]), [])
  }

  func test_aWindowInsetBoundByIfLet_andUsedInItsBlockForLayout_isAFinding() {
    let controller = """
      final class SetupController: UIViewController {
          let header = UIView()
          override func didMove(toParent parent: UIViewController?) {
              if let insets = UIApplication.shared.keyWindow?.safeAreaInsets {
                  header.heightAnchor.constraint(equalToConstant: 44 + insets.top).isActive = true
                  header.frame.origin.y = insets.top
              }
          }
      }
      """
    XCTAssertEqual(lines([("/p/SetupController.swift", controller)]), [4])
  }

  func test_aHelperDeclaredToReturnSomethingElse_isNoProvider() {
    let bar = """
      final class OmniBar: UIView {
          var trailing = NSLayoutConstraint()
          func refreshPadding() {
              trailing.constant = 8 + (UIApplication.shared.keyWindowName.safeAreaInsets.right ?? 0)
          }
      }
      """
    XCTAssertEqual(lines([("/p/UIApplication+Windows.swift", windows), ("/p/OmniBar.swift", bar)]), [])
  }

  func test_aWindowInsetThatOnlyFeedsAComparison_inTheStatementThatUsesIt_isNotAFinding() {
    let source = """
      enum Layout {
          static func exceedsScreen(_ contentHeight: CGFloat) -> Bool {
              let top = UIApplication.shared.connectedScenes
                  .compactMap { ($0 as? UIWindowScene)?.keyWindow }
                  .first?
                  .safeAreaInsets
                  .top ?? 0.0
              return contentHeight > UIScreen.main.bounds.size.height - top
          }
      }
      """
    XCTAssertEqual(lines([("/p/Layout.swift", source)]), [])
  }

  private let appContext = """
    final class AppContext {
        var mainWindow: UIWindow?
        func setMainWindow(_ window: UIWindow) { mainWindow = window }
    }
    """

  func test_aStoredWindowOfAnotherType_isAProvider_forTheReadsInOtherFiles() {
    let sheet = """
      final class ReactionSheet: UIViewController {
          let context: AppContext
          let height = NSLayoutConstraint()
          func layoutContent() {
              height.constant = 400 + (context.mainWindow?.safeAreaInsets.bottom ?? 0)
          }
      }
      """
    XCTAssertEqual(lines([("/p/AppContext.swift", appContext), ("/p/ReactionSheet.swift", sheet)]), [5])
  }

  func test_aViewsOwnWindow_isNoStoredWindowProvider() {
    let delegate = """
      final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
          var window: UIWindow?
      }
      """
    let banner = """
      final class Banner: UIView {
          let height = NSLayoutConstraint()
          func refresh() {
              height.constant = 60 + (window?.safeAreaInsets.top ?? 0)
          }
      }
      """
    XCTAssertEqual(lines([("/p/SceneDelegate.swift", delegate), ("/p/Banner.swift", banner)]), [])
  }

  func test_aComparisonInABracketBesideTheRead_doesNotMakeTheInsetAFlag() {
    let home = """
      final class HomeController: UIViewController {
          let context: AppContext
          let tableView = UITableView()
          func render(showsPrompt: Bool, promptHeight: CGFloat) {
              tableView.contentInset = UIEdgeInsets(
                  top: 0, left: 0,
                  bottom: 80 + (context.mainWindow?.safeAreaInsets.bottom ?? 0) + (showsPrompt != false ? promptHeight : 0),
                  right: 0)
          }
      }
      """
    XCTAssertEqual(lines([("/p/AppContext.swift", appContext), ("/p/HomeController.swift", home)]), [7])
  }

  func test_aReadInALazyMembersInitializingClosure_reachesLayoutThroughItsOwnStatement() {
    let crop = """
      final class CropController: UIViewController {
          let context: AppContext
          private lazy var doneButton: UIButton = {
              let result = UIButton()
              result.contentEdgeInsets = UIEdgeInsets(
                  top: 16, left: 0, bottom: context.mainWindow?.safeAreaInsets.bottom ?? 16, right: 0)
              return result
          }()
      }
      """
    XCTAssertEqual(lines([("/p/AppContext.swift", appContext), ("/p/CropController.swift", crop)]), [6])
  }

  private let values = """
    enum Values {
        static func footerHeight(window: UIWindow?) -> CGFloat {
            return 72 + (window?.safeAreaInsets.bottom ?? 0)
        }
    }
    """

  func test_aStoredWindowPassedToAHelperThatReadsItsInsets_isAFindingAtTheCall() {
    let list = """
      final class GroupList: UIViewController {
          let context: AppContext
          let tableView = UITableView()
          override func viewDidLoad() {
              tableView.contentInset.bottom = Values.footerHeight(window: context.mainWindow)
          }
      }
      """
    let files = [
      ("/p/AppContext.swift", appContext), ("/p/Values.swift", values), ("/p/GroupList.swift", list),
    ]
    XCTAssertEqual(lines(files), [5])
  }

  func test_theViewsOwnWindowPassedToAHelperThatReadsItsInsets_isNoFinding() {
    let list = """
      final class GroupList: UIViewController {
          let tableView = UITableView()
          override func viewDidLayoutSubviews() {
              tableView.contentInset.bottom = Values.footerHeight(window: view.window)
          }
      }
      """
    XCTAssertEqual(lines([("/p/Values.swift", values), ("/p/GroupList.swift", list)]), [])
  }

  func test_aLocalBoundToTheAppDelegate_isNoProviderForTheSameNameInOtherFiles() {
    let scene = """
      final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
          func sceneDidBecomeActive(_ scene: UIScene) {
              guard let delegate = UIApplication.shared.delegate as? AppDelegate else { return }
              delegate.resetTimers()
          }
      }
      """
    let toolbar = """
      final class ToolbarHandler {
          weak var delegate: ToolbarDelegate?
          let leading = NSLayoutConstraint()
          func setUpLeadingConstraint() {
              leading.constant = 8 + (delegate?.containerView.safeAreaInsets.left ?? 0)
          }
      }
      """
    XCTAssertEqual(lines([("/p/SceneDelegate.swift", scene), ("/p/ToolbarHandler.swift", toolbar)]), [])
  }

  func test_aTypedLocalBoundToAStoredWindow_returnedFromAClosureCalledOnTheSpot_reachesTheInset() {
    let table = """
      final class TableController: UIViewController {
          let context: AppContext
          let tableView = UITableView()
          override func viewDidLoad() {
              let hasButton = navigationItem.rightBarButtonItem != nil
              let window: UIWindow? = context.mainWindow
              tableView.contentInset = UIEdgeInsets(
                  top: 0, left: 0,
                  bottom: {
                      switch hasButton {
                          case false: return 24
                          case true: return Values.footerHeight(window: window)
                      }
                  }(),
                  right: 0)
          }
      }
      """
    let files = [
      ("/p/AppContext.swift", appContext), ("/p/Values.swift", values), ("/p/TableController.swift", table),
    ]
    XCTAssertEqual(lines(files), [12])
  }

  private let insetHelpers = """
    func bottomInset() -> CGFloat {
        guard let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene else { return 0 }
        guard let inset = scene.windows.first?.safeAreaInsets.bottom else { return 0 }
        return inset
    }
    enum Metrics {
        static var insets: UIEdgeInsets? {
            UIApplication.shared.connectedScenes.compactMap { ($0 as? UIWindowScene)?.keyWindow }.first?.safeAreaInsets
        }
        static var hasHomeIndicator: Bool {
            (UIApplication.shared.connectedScenes.first as? UIWindowScene)?.windows.first?.safeAreaInsets.bottom ?? 0 > 0
        }
    }
    """

  func test_aFunctionReturningAGlobalWindowsInset_isReportedAtItsUsesInLayout_notInItsBody() {
    let list = """
      struct Feed: View {
          var body: some View {
              ScrollView { Text("Rows") }
                  .padding(.bottom, 50 + bottomInset())
          }
      }
      """
    let findings = Support.lint(
      [("/p/Insets.swift", insetHelpers), ("/p/Feed.swift", list)], rules: [WindowSafeAreaReadRule()])
    XCTAssertEqual(
      findings.filter { $0.line == 3 || $0.file == "/p/Feed.swift" }.map { "\($0.file):\($0.line)" },
      ["/p/Feed.swift:4"])
  }

  func test_aStaticPropertyReturningAGlobalWindowsInsets_isAFindingWhereItsMemberPadsAView() {
    let picture = """
      struct Picture: View {
          var body: some View {
              Image("avatar")
                  .padding(.top, Metrics.insets?.top)
          }
      }
      """
    let findings = Support.lint(
      [("/p/Insets.swift", insetHelpers), ("/p/Picture.swift", picture)], rules: [WindowSafeAreaReadRule()])
    XCTAssertEqual(
      findings.filter { $0.line == 8 || $0.file == "/p/Picture.swift" }.map { "\($0.file):\($0.line)" },
      ["/p/Picture.swift:4"])
  }

  func test_aFlagHelperMadeOfAGlobalWindowsInsets_isReportedWhereItPicksAPadding() {
    let picture = """
      struct Picture: View {
          var body: some View {
              Image("avatar")
                  .padding(.bottom, Metrics.hasHomeIndicator ? 0 : 16)
          }
      }
      """
    let findings = Support.lint(
      [("/p/Insets.swift", insetHelpers), ("/p/Picture.swift", picture)], rules: [WindowSafeAreaReadRule()])
    XCTAssertEqual(findings.filter { $0.file == "/p/Picture.swift" }.map(\.line), [4])
  }

  func test_aPropertyComputedFromAnInsetHelper_isAnInsetHelperToo() {
    let helpers = """
      enum Layout {
          static var footer: CGFloat { 72 + bottomInset() }
      }
      """
    let bar = """
      struct Bar: View {
          var body: some View {
              Text("Bar").frame(height: Layout.footer)
          }
      }
      """
    let files = [("/p/Insets.swift", insetHelpers), ("/p/Layout.swift", helpers), ("/p/Bar.swift", bar)]
    let findings = Support.lint(files, rules: [WindowSafeAreaReadRule()])
    XCTAssertEqual(
      findings.filter { $0.file != "/p/Insets.swift" || $0.line == 3 }.map { "\($0.file):\($0.line)" },
      ["/p/Bar.swift:3"])
  }

  func test_anInsetHelperWithNoUseFound_isReportedInItsOwnBody() {
    XCTAssertEqual(lines([("/p/Insets.swift", insetHelpers)]).sorted(), [3, 8])
  }

  func test_aClosureWrittenInsideTheStatementBeforeTheRead_doesNotEndTheStatement() {
    let list = """
      struct Feed: View {
          let on: Bool
          var body: some View {
              Rows(filter: on ? { _ in true } : { _ in false })
                  .padding(.bottom, bottomInset())
          }
      }
      """
    let findings = Support.lint(
      [("/p/Insets.swift", insetHelpers), ("/p/Feed.swift", list)], rules: [WindowSafeAreaReadRule()])
    XCTAssertEqual(findings.filter { $0.file == "/p/Feed.swift" }.map(\.line), [5])
  }

  func test_aReadInAViewsBody_isJudgedByItsOwnStatement_notByOtherUsesOfTheNameBody() {
    let settings = """
      struct Settings: View {
          var body: some View {
              Form {
                  Text("Footer").padding(.bottom, bottomInset())
              }
          }
      }
      struct Caption: View {
          var body: some View { Text("a").font(.body) }
      }
      """
    let findings = Support.lint(
      [("/p/Insets.swift", insetHelpers), ("/p/Settings.swift", settings)], rules: [WindowSafeAreaReadRule()])
    XCTAssertEqual(findings.filter { $0.file == "/p/Settings.swift" }.map(\.line), [4])
  }

  func test_aHelperThatComputesAFrameFromAGlobalWindow_isReportedInItsBody_notAtItsCallers() {
    let menu = """
      final class MenuController: UIViewController {
          var target = CGRect.zero
          func show() {
              target = menuFrame(height: 200)
          }
          func menuFrame(height: CGFloat) -> CGRect {
              let top = UIApplication.shared.windows.first?.safeAreaInsets.top ?? 0
              return CGRect(x: 0, y: top + 8, width: 320, height: height)
          }
      }
      """
    XCTAssertEqual(lines([("/p/MenuController.swift", menu)]), [7])
  }

  // MARK: following the value by declaration

  private func places(_ files: [(String, String)]) -> [String] {
    Support.lint(files, rules: [WindowSafeAreaReadRule()]).map { "\($0.file):\($0.line)" }.sorted()
  }

  private let globalPadding = """
    var bottomPadding: CGFloat {
        UIApplication.shared.keyWindow?.safeAreaInsets.bottom ?? 0
    }
    """

  func test_aLengthHelperAtFileScope_usedByBareNameInAnotherFile_isAFindingAtTheUse() {
    let banner = """
      final class BannerController: UIViewController {
          let banner = UIView()
          func layout() {
              banner.frame.origin.y = 600 - bottomPadding
          }
      }
      """
    XCTAssertEqual(
      places([("/p/LayoutVariable.swift", globalPadding), ("/p/Banner.swift", banner)]), ["/p/Banner.swift:4"]
    )
  }

  func test_aLocalNamedLikeAFileScopeHelper_isNotAUseOfIt() {
    let banner = """
      final class BannerController: UIViewController {
          let banner = UIView()
          override func viewDidLayoutSubviews() {
              super.viewDidLayoutSubviews()
              let bottomPadding = view.safeAreaInsets.bottom
              banner.frame.origin.y = 600 - bottomPadding
          }
      }
      """
    XCTAssertEqual(
      places([("/p/LayoutVariable.swift", globalPadding), ("/p/Banner.swift", banner)]).filter {
        $0.hasPrefix("/p/Banner.swift")
      }, [])
  }

  func test_aParameterNamedLikeAFileScopeHelper_isNotAUseOfIt() {
    let banner = """
      final class Banner: UIView {
          func place(bottomPadding: CGFloat) {
              frame.origin.y = 600 - bottomPadding
          }
      }
      """
    XCTAssertEqual(
      places([("/p/LayoutVariable.swift", globalPadding), ("/p/Banner.swift", banner)]).filter {
        $0.hasPrefix("/p/Banner.swift")
      }, [])
  }

  func test_aLengthHelperAtFileScopeWithNoUse_isReportedInItsBody() {
    XCTAssertEqual(places([("/p/LayoutVariable.swift", globalPadding)]), ["/p/LayoutVariable.swift:2"])
  }

  func test_anExtensionsLengthHelper_usedByBareNameInAView_isAFindingAtTheUse_notInItsBody() {
    let helper = """
      extension View {
          var topSafeArea: CGFloat {
              (UIApplication.shared.connectedScenes.first as? UIWindowScene)?.windows.first?.safeAreaInsets.top ?? 0
          }
      }
      """
    let header = """
      struct Header: View {
          var body: some View {
              Text("Inbox").padding(.top, topSafeArea)
          }
      }
      """
    XCTAssertEqual(
      places([("/p/View+SafeArea.swift", helper), ("/p/Header.swift", header)]), ["/p/Header.swift:3"])
  }

  func test_aClosureMappingAGlobalWindow_readsThatWindowsInsets() {
    let banner = """
      final class Banner: UIView {
          func place() {
              frame.origin.y = UIApplication.shared.windows.first(where: \\.isKeyWindow).map { $0.safeAreaInsets.top } ?? 0
          }
      }
      """
    XCTAssertEqual(places([("/p/Banner.swift", banner)]), ["/p/Banner.swift:3"])
  }

  func test_aClosureMappingTheViewsOwnSubviews_readsNoWindow() {
    let banner = """
      final class Banner: UIView {
          func place() {
              frame.origin.y = subviews.first.map { $0.safeAreaInsets.top } ?? 0
          }
      }
      """
    XCTAssertEqual(places([("/p/Banner.swift", banner)]), [])
  }

  func test_aHelperMappingAGlobalWindowInAClosure_isAnInsetHelper_forItsUses() {
    let helper = """
      var topPadding: CGFloat {
          return UIApplication.shared.connectedScenes
              .filter { $0.activationState == .foregroundActive }
              .compactMap { $0 as? UIWindowScene }
              .first?.windows
              .first(where: \\.isKeyWindow)
              .map { $0.safeAreaInsets.top } ?? 0
      }
      """
    let header = """
      final class HeaderView: UIView {
          let title = UILabel()
          func layout() {
              title.frame = CGRect(x: 16, y: topPadding + 8, width: 200, height: 44)
          }
      }
      """
    XCTAssertEqual(
      places([("/p/LayoutVariable.swift", helper), ("/p/Header.swift", header)]), ["/p/Header.swift:4"])
  }

  func test_aUseOnTheLineAfterACaseLabel_isJudgedByTheStatementUnderTheLabel() {
    let metrics = """
      enum Metrics {
          static var bottomInset: CGFloat { UIApplication.shared.keyWindow?.safeAreaInsets.bottom ?? 0 }
      }
      """
    let sheet = """
      final class SheetPresentation: UIPresentationController {
          var expanded = false
          override func containerViewWillLayoutSubviews() {
              switch expanded {
              case true:
                  presentedView?.frame = targetFrame
              case false:
                  break
              }
          }
          var targetFrame: CGRect {
              let lift = Metrics.bottomInset
              return CGRect(x: 0, y: 0, width: 320, height: 400 - lift)
          }
      }
      """
    XCTAssertEqual(places([("/p/Metrics.swift", metrics), ("/p/Sheet.swift", sheet)]), ["/p/Sheet.swift:12"])
  }

  func test_aHelperWhoseOnlyUseFeedsAComparison_isNoFinding_inItsBodyEither() {
    let helper = """
      extension UIApplication {
          public var safeArea: UIEdgeInsets? {
              (connectedScenes.first as? UIWindowScene)?.windows.first?.rootViewController?.view.safeAreaInsets
          }
      }
      """
    let launch = """
      struct LaunchScreen: View {
          @State private var offset: CGFloat = -24
          var body: some View {
              Image("logo").offset(y: offset)
                  .onAppear {
                      let top = UIApplication.shared.safeArea?.top
                      if top == 62 { offset = -16 }
                  }
          }
      }
      """
    // The comparison is a device-class flag, and it picks the logo's offset.
    XCTAssertEqual(
      places([("/p/UIApplication+SafeArea.swift", helper), ("/p/LaunchScreen.swift", launch)]),
      ["/p/LaunchScreen.swift:6"])
  }

  private let playerHelper = """
    enum Helper {
        static func playerBottom() -> CGFloat {
            if let window = UIApplication.shared.windows.filter(\\.isKeyWindow).first {
                return window.frame.maxY - window.safeAreaLayoutGuide.layoutFrame.maxY + 2
            }
            return 0
        }
    }
    """

  func test_aHelpersValueHandedToAFunctionOfAnotherFileThatLaysOutWithIt_isReportedWhereItIsHanded() {
    let main = """
      final class MainController: UIViewController {
          @IBOutlet var playerBottomConstraint: NSLayoutConstraint!
          func adjustPlayerBottom(bottom: CGFloat) { playerBottomConstraint.constant = bottom }
      }
      """
    let screen = """
      final class SearchController: UIViewController {
          override func viewWillAppear(_ animated: Bool) {
              super.viewWillAppear(animated)
              AppDelegate.shared.mainController?.adjustPlayerBottom(bottom: Helper.playerBottom())
          }
      }
      """
    XCTAssertEqual(
      places([("/p/Helper.swift", playerHelper), ("/p/Main.swift", main), ("/p/Search.swift", screen)]),
      ["/p/Search.swift:4"])
  }

  func test_aHelpersValueHandedToAFunctionThatOnlyLogsIt_isNoFindingWhereItIsHanded() {
    let screen = """
      final class SearchController: UIViewController {
          func report(bottom: CGFloat) { logger.info("bottom \\(bottom)") }
          override func viewWillAppear(_ animated: Bool) {
              super.viewWillAppear(animated)
              report(bottom: Helper.playerBottom())
          }
      }
      """
    XCTAssertEqual(
      places([("/p/Helper.swift", playerHelper), ("/p/Search.swift", screen)]).filter {
        $0.hasPrefix("/p/Search")
      },
      [])
  }

  private let environmentKey = """
    private struct SafeAreaInsetsKey: EnvironmentKey {
        static var defaultValue: EdgeInsets {
            let insets = UIApplication.shared.keyWindow?.safeAreaInsets ?? .zero
            return EdgeInsets(top: insets.top, leading: insets.left, bottom: insets.bottom, trailing: insets.right)
        }
    }
    extension EnvironmentValues {
        var safeAreaInsets: EdgeInsets { self[SafeAreaInsetsKey.self] }
    }
    """

  func test_anEnvironmentDefaultWhoseReadersOnlyCompareIt_isNoFinding() {
    let editor = """
      struct Editor: View {
          @Environment(\\.safeAreaInsets) private var safeAreaInsets
          var body: some View {
              VStack { Text("File") }
                  .if(safeAreaInsets.bottom == 0) { $0.padding(.bottom) }
          }
      }
      """
    XCTAssertEqual(places([("/p/SafeArea.swift", environmentKey), ("/p/Editor.swift", editor)]), [])
  }

  func test_anEnvironmentDefaultAReaderPadsWith_isAFindingAtTheDefault() {
    let tab = """
      struct StationTab: View {
          @Environment(\\.safeAreaInsets) private var insets
          var body: some View {
              List { Text("Row") }
                  .padding(.bottom, 60 + insets.bottom)
          }
      }
      """
    XCTAssertEqual(
      places([("/p/SafeArea.swift", environmentKey), ("/p/StationTab.swift", tab)]), ["/p/SafeArea.swift:3"])
  }

  func test_aWindowReachedThroughSeveralLocalsInABranch_isFollowedToTheGlobalScenes() {
    let source = """
      final class TerminalController: UIViewController {
          let terminal = UIView()
          var topPadding: CGFloat {
              if UIDevice.current.userInterfaceIdiom == .pad {
                  let scenes = UIApplication.shared.connectedScenes
                  let scene = scenes.first as? UIWindowScene
                  guard let window = scene?.windows.first else { return 0 }
                  return window.safeAreaInsets.bottom
              } else {
                  return 0
              }
          }
          override func viewDidLoad() {
              super.viewDidLoad()
              terminal.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: topPadding).isActive = true
          }
      }
      """
    XCTAssertEqual(places([("/p/TerminalController.swift", source)]), ["/p/TerminalController.swift:8"])
  }

  func test_aWindowInsetAskedIfItIsZero_isADeviceFlag_notAFinding() {
    let source = """
      extension UIDevice {
          func hasHomeButton() -> Bool {
              let windows = UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }.flatMap { $0.windows }
              guard let keyWindow = windows.first(where: { $0.isKeyWindow }) else { return false }
              return keyWindow.safeAreaInsets.bottom.isZero
          }
      }
      """
    XCTAssertEqual(places([("/p/UIDevice+Home.swift", source)]), [])
  }

  private func playerWindow(made: String) -> String {
    """
    final class PlayerWindowManager {
        var window: UIWindow?
        func show(_ host: UIViewController) {
            guard let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene else { return }
            let window = \(made)
            window.rootViewController = host
            window.frame = scene.coordinateSpace.bounds
            self.window = window
        }
    }
    """
  }

  func test_theSceneAFunctionMakesItsOwnWindowIn_sizesThatWindow_notAFinding() {
    XCTAssertEqual(
      places([("/p/PlayerWindow.swift", playerWindow(made: "UIWindow(windowScene: scene)"))]), [])
  }

  func test_aParameterNamedLikeASizeHelperOfTheSameType_isTheParameter_itsCallersAreNoFinding() {
    let window = """
      struct Window {
          static var width: CGFloat { UIApplication.shared.windows.first?.frame.width ?? 0 }
          static func itemWidth(for width: CGFloat) -> CGFloat { width / 2 }
      }
      """
    let stream = """
      final class StreamController: UIViewController {
          override func viewDidLayoutSubviews() {
              super.viewDidLayoutSubviews()
              layout.itemSize.width = Window.itemWidth(for: view.frame.width)
          }
      }
      """
    XCTAssertFalse(
      places([("/p/Window.swift", window), ("/p/StreamController.swift", stream)]).contains {
        $0.hasPrefix("/p/StreamController.swift")
      })
  }

  func test_aSiblingSizeHelperReadByItsBareName_isFollowedToTheWindow() {
    let device = """
      struct DeviceUtil {
          static var keyWindow: UIWindow? {
              UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }.first?.windows.first
          }
          static var windowW: CGFloat { min(absWindowW, 1024) }
          static var absWindowW: CGFloat { keyWindow?.frame.size.width ?? 0 }
      }
      """
    let panel = """
      struct Panel: View {
          var body: some View {
              Slider(value: .constant(0)).frame(width: DeviceUtil.windowW * 0.6)
          }
      }
      """
    XCTAssertEqual(
      places([("/p/DeviceUtil.swift", device), ("/p/Panel.swift", panel)]), ["/p/Panel.swift:3"])
  }

  func test_aGlobalScenesBounds_givenToAWindowMadeElsewhere_isAFinding() {
    XCTAssertEqual(
      places([("/p/PlayerWindow.swift", playerWindow(made: "UIWindow(frame: .zero)"))]),
      ["/p/PlayerWindow.swift:7"])
  }

  func test_theInsetsOfAWindowMadeOnTheSpot_areAFinding() {
    let source = """
      final class NoticeViewController: UIViewController {
          func layoutHeightFittingWidth(_ width: CGFloat) -> CGFloat {
              let insets = UIWindow().safeAreaInsets
              return stack.frame.height + insets.top + insets.bottom
          }
      }
      """
    XCTAssertEqual(places([("/p/NoticeViewController.swift", source)]), ["/p/NoticeViewController.swift:3"])
  }

  private func screenDimensions(storing: String) -> String {
    """
    final class ScreenDimensions {
        static let shared = ScreenDimensions()
        private(set) var adaptiveWidth: CGFloat = 0
        func update() {
            guard let window = UIApplication.shared.connectedScenes.compactMap({ $0 as? UIWindowScene }).first?.windows.first else { return }
            \(storing)
        }
    }
    """
  }

  private let contact = """
    final class ContactViewController: UIViewController {
        let nameLabel = UILabel()
        override func viewDidLoad() {
            super.viewDidLoad()
            nameLabel.preferredMaxLayoutWidth = ScreenDimensions.shared.adaptiveWidth * 0.9
        }
    }
    """

  func test_aSharedManagerCachingAGlobalWindowsSize_isAFindingWhereOtherFilesLayOutWithIt() {
    for storing in [
      "adaptiveWidth = window.bounds.width", "let bounds = window.bounds; adaptiveWidth = bounds.width",
    ] {
      let found = places([
        ("/p/ScreenDimensions.swift", screenDimensions(storing: storing)),
        ("/p/ContactViewController.swift", contact),
      ])
      XCTAssertTrue(found.contains("/p/ContactViewController.swift:5"), storing)
    }
  }

  private let constants = """
    struct UIConstants {
        static var ToolbarHeight: CGFloat = 46
        static var BottomToolbarHeight: CGFloat {
            var bottomInset: CGFloat = 0.0
            if let window = UIApplication.shared.keyWindow {
                bottomInset = window.safeAreaInsets.bottom
            }
            return ToolbarHeight + bottomInset
        }
    }
    """

  func test_anUpperCamelConstantThatReadsTheKeyWindow_isAFindingWhereItSizesAToolbar() {
    let tray = """
      final class TabTrayController: UIViewController {
          let toolbar = UIView()
          override func viewDidLoad() {
              super.viewDidLoad()
              toolbar.snp.makeConstraints { make in
                  make.height.equalTo(UIConstants.BottomToolbarHeight)
              }
          }
      }
      """
    let found = Support.lint(
      [("/p/UIConstants.swift", constants), ("/p/TabTrayController.swift", tray)],
      rules: [WindowSafeAreaReadRule()])
    XCTAssertTrue(found.contains { $0.file.hasSuffix("TabTrayController.swift") && $0.line == 6 })
  }

  func test_anUpperCamelTypeAfterADot_isNoHelperUse() {
    let tray = """
      final class TabTrayController: UIViewController {
          let toolbar = UIView()
          override func viewDidLoad() {
              super.viewDidLoad()
              toolbar.snp.makeConstraints { make in make.height.equalTo(UIConstants.Metrics.height) }
          }
      }
      """
    let found = Support.lint(
      [("/p/UIConstants.swift", constants), ("/p/TabTrayController.swift", tray)],
      rules: [WindowSafeAreaReadRule()])
    XCTAssertFalse(found.contains { $0.file.hasSuffix("TabTrayController.swift") })
  }

  private let global = """
    enum Global {
        static var window: UIWindow?
        static var safeAreaInsets: UIEdgeInsets {
            return window?.safeAreaInsets ?? .zero
        }
    }
    """

  func test_aTypesStaticWindow_isAStoredWindow_andItsInsetsHelperIsFoundWhereItLaysOut() {
    let settings = """
      final class SettingsController: UIViewController {
          @IBOutlet var scrollView: UIScrollView!
          func keyboardDidShow(height: CGFloat) {
              scrollView.contentInset.bottom = height - Global.safeAreaInsets.bottom
          }
      }
      """
    let found = Support.lint(
      [("/p/Global.swift", global), ("/p/SettingsController.swift", settings)],
      rules: [WindowSafeAreaReadRule()])
    XCTAssertEqual(found.filter { $0.file.hasSuffix("SettingsController.swift") }.map(\.line), [4])
  }

  func test_aViewsOwnWindow_isStillNoStoredWindow() {
    let banner = """
      final class BannerView: UIView {
          override func layoutSubviews() {
              super.layoutSubviews()
              frame.size.height = 44 + (window?.safeAreaInsets.top ?? 0)
          }
      }
      """
    let found = Support.lint(
      [("/p/Global.swift", global), ("/p/BannerView.swift", banner)], rules: [WindowSafeAreaReadRule()])
    XCTAssertFalse(found.contains { $0.file.hasSuffix("BannerView.swift") })
  }
  private let safeAreaBottomExtension = """
    extension UIView {
        var safeAreaBottom: CGFloat {
            return UIApplication.shared.safeAreaBottom
        }
    }
    extension UIApplication {
        var safeAreaBottom: CGFloat {
            return connectedScenes.compactMap { ($0 as? UIWindowScene)?.keyWindow }.first?.safeAreaInsets.bottom ?? 0
        }
    }
    """

  func test_aLayoutOperatorsConstraint_laysOutWithTheKeyWindowsInsetItReads() {
    // pera-wallet's screens write MacaroonUIKit constraints as `$0.bottom == … + view.safeAreaBottom`.
    let screen = """
      final class SuccessScreen: UIViewController {
          let footer = UIView()
          override func viewDidLoad() {
              super.viewDidLoad()
              view.addSubview(footer)
              footer.snp.makeConstraints {
                  $0.leading == 24
                  $0.bottom <= 16 + view.safeAreaBottom
              }
          }
      }
      """
    XCTAssertEqual(
      lines([("/p/UIView+SafeArea.swift", safeAreaBottomExtension), ("/p/SuccessScreen.swift", screen)]), [8])
  }

  func test_aComparisonOfTheKeyWindowsInsetOnItsOwnLine_isAFlagNotAConstraint() {
    let screen = """
      final class HintScreen: UIViewController {
          let hint = UILabel()
          override func viewDidLoad() {
              super.viewDidLoad()
              let flat = view.safeAreaBottom == 0
              hint.isHidden = flat
          }
      }
      """
    let found = Support.lint(
      [("/p/UIView+SafeArea.swift", safeAreaBottomExtension), ("/p/HintScreen.swift", screen)],
      rules: [WindowSafeAreaReadRule()])
    XCTAssertFalse(found.contains { $0.file.hasSuffix("HintScreen.swift") })
  }
  func test_aStoredInsetDeclaredByATypeThatNeverLaysOutWithIt_isNoFinding_whereAnotherTypeOfTheFileDoes() {
    // dimeApp's TransactionView.swift: two views declare @AppStorage("bottomEdge"); one pads with it.
    let root = """
      struct ContentView: View {
          @AppStorage("bottomEdge") var savedBottomEdge: Double = 15
          var body: some View {
              GeometryReader { proxy in
                  Color.clear.onAppear { savedBottomEdge = proxy.safeAreaInsets.bottom }
              }
          }
      }
      """
    let screens = """
      struct Editor: View {
          @AppStorage("bottomEdge") var bottomEdge: Double = 15
          var body: some View {
              Text("Edit").padding(.bottom, bottomEdge)
          }
      }
      struct Picker: View {
          @AppStorage("bottomEdge") var bottomEdge: Double = 15
          var body: some View { Text("Pick") }
      }
      """
    let found = Support.lint(
      [("/p/ContentView.swift", root), ("/p/Screens.swift", screens)], rules: [WindowSafeAreaReadRule()])
    XCTAssertEqual(found.filter { $0.file.hasSuffix("Screens.swift") }.map(\.line), [2])
    XCTAssertEqual(found.filter { $0.file.hasSuffix("ContentView.swift") }.map(\.line), [5])
  }
  func test_aLocalShadowingAStoredDefaultInAConditionList_isNoWrite_andLintsWithoutCrashing() {
    // apple/sample-food-truck's OrderCompleteView: `guard let version = version, let date = date`
    // binds locals named as the @AppStorage properties; binding one is no write of the default.
    let view = """
      struct OrderCompleteView: View {
          @AppStorage("versionPromptedForReview") private var versionPromptedForReview: String?
          @AppStorage("datePromptedForReview") private var datePromptedForReview: TimeInterval?
          var body: some View {
              Text("Done")
                  .frame(minWidth: 300, minHeight: 300)
          }
          var shouldAsk: Bool {
              guard
                  let versionPromptedForReview = versionPromptedForReview,
                  let datePromptedForReview = datePromptedForReview
              else { return true }
              return versionPromptedForReview.isEmpty && datePromptedForReview > 0
          }
      }
      """
    XCTAssertEqual(
      Support.lint([("/p/OrderCompleteView.swift", view)], rules: [WindowSafeAreaReadRule()]).count, 0)
  }
  func
    test_aNestedTypesHelper_isFoundWhereItsOwnTypeOrItsQualifiedName_usesIt_notInAnotherTypesNestedTypeOfTheSameName()
  {
    // 3dollars-in-my-pocket-ios: every view nests an `enum Layout`; one of them reads the window.
    let sticky = """
      final class BottomStickyView: UIView {
          enum Layout {
              static let height: CGFloat = (UIApplication.shared.windows.first?.safeAreaInsets.bottom ?? 0) + 71
          }
          let bar = UIView()
          func setUp() {
              bar.heightAnchor.constraint(equalToConstant: Layout.height).isActive = true
          }
      }
      """
    let tab = """
      final class TabView: UIView {
          enum Layout {
              static let height: CGFloat = 40
          }
          func setUp() {
              heightAnchor.constraint(equalToConstant: Layout.height).isActive = true
          }
      }
      """
    let detail = """
      final class StoreDetailView: UIView {
          let sticky = BottomStickyView()
          func setUp() {
              sticky.heightAnchor.constraint(equalToConstant: BottomStickyView.Layout.height).isActive = true
          }
      }
      """
    let found = Support.lint(
      [
        ("/p/BottomStickyView.swift", sticky), ("/p/TabView.swift", tab),
        ("/p/StoreDetailView.swift", detail),
      ],
      rules: [WindowSafeAreaReadRule()])
    XCTAssertEqual(found.filter { $0.file.hasSuffix("BottomStickyView.swift") }.map(\.line), [7])
    XCTAssertEqual(found.filter { $0.file.hasSuffix("StoreDetailView.swift") }.map(\.line), [4])
    XCTAssertEqual(found.filter { $0.file.hasSuffix("TabView.swift") }.map(\.line), [])
  }

  /// A header that fades in as the list scrolls (a public music app's home screen): the status bar's
  /// height read from the key window, added to the scroll offset.
  private func fadingHeader(_ statement: String) -> String {
    """
    func statusBarHeight() -> CGFloat {
        UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }.first?.keyWindow?.safeAreaInsets.top ?? 0
    }
    final class HomeViewController: UIViewController, UIScrollViewDelegate {
        let header = UIView()
        func scrollViewDidScroll(_ scrollView: UIScrollView) {
            let offsetY = scrollView.contentOffset.y + statusBarHeight()
            \(statement)
        }
    }
    """
  }

  func test_aWindowInsetThatOnlySetsAnAlpha_isNotAFinding_whateverTheAlphaIsWorkedOutFrom() {
    let source = fadingHeader("header.alpha = min(max(offsetY / header.frame.height, 0), 1)")
    XCTAssertEqual(lines([("/p/Home.swift", source)]), [])
  }

  func test_aWindowInsetThatMovesAView_isAFinding() {
    let source = fadingHeader("header.transform = CGAffineTransform(translationX: 0, y: -offsetY)")
    XCTAssertEqual(lines([("/p/Home.swift", source)]), [7])
  }

  func test_aWindowInsetComparedToPickAnAlpha_isAFlag_notAFinding() {
    let source = fadingHeader("header.alpha = scrollView.contentOffset.y > -(statusBarHeight() + 48) ? 1 : 0")
    XCTAssertEqual(lines([("/p/Home.swift", source)]), [])
  }

  func test_aWindowInsetThatSetsAScrollPosition_isNotAFinding() {
    // A list scrolled to its top under the status bar when its tab is tapped again (a public music
    // app): where the content scrolls to, not where it sits.
    let source = fadingHeader(
      "scrollView.setContentOffset(CGPoint(x: 0, y: -statusBarHeight()), animated: true)")
    XCTAssertEqual(lines([("/p/Home.swift", source)]), [])
  }

  func test_aWindowInsetAssignedToTheContentOffset_isNotAFinding() {
    let source = fadingHeader("scrollView.contentOffset.y = -statusBarHeight()")
    XCTAssertEqual(lines([("/p/Home.swift", source)]), [])
  }

  func test_aDeviceFlagMadeOfAGlobalWindowsInset_thatNothingReads_isNotAFinding() {
    // A `hasNotch` extension no code calls (an on-device model runner's orientation helper): a
    // flag picks a layout only where it is used.
    let source = """
      extension UIDevice {
          var hasNotch: Bool {
              let bottom = UIApplication.shared.keyWindow?.safeAreaInsets.bottom ?? 0
              return bottom > 0
          }
      }
      """
    XCTAssertEqual(places([("/p/UIDevice+Notch.swift", source)]), [])
  }

  func test_aWindowPaddingInAViewFunctionTakingAClosureAndAFlag_isAFindingWhereItPads() {
    // `() -> Void` of a closure parameter is not the function's return type, and a `Bool`
    // parameter does not make it a flag (a video app's widescreen player).
    let insets = """
      extension PlayerSheet {
          var windowInsets: UIEdgeInsets {
              UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }.first?.windows.first?.safeAreaInsets ?? .zero
          }
      }
      """
    let layouts = """
      extension PlayerSheet {
          func playerArea(onClose: @escaping () -> Void, isPinned: Bool, leading: CGFloat = 0) -> some View {
              Text("Stats")
                  .padding(.leading, windowInsets.left + 16)
          }
      }
      """
    XCTAssertEqual(
      places([("/p/PlayerSheet+Insets.swift", insets), ("/p/PlayerSheet+Layouts.swift", layouts)]),
      ["/p/PlayerSheet+Layouts.swift:4"])
  }
}

/// A view's own insets read in a private set-up method that runs only from `init` or
/// `viewDidLoad`: read once, before the view is in a window, like a read written there.
final class WindowSafeAreaReadSetupMethodTests: XCTestCase {
  private func lines(_ code: String) -> [Int] {
    Support.lint([("/p/Screen.swift", code)], rules: [WindowSafeAreaReadRule()]).map(\.line)
  }

  private func controller(calls: String, extra: String = "") -> String {
    """
    final class OnboardingController: UIViewController {
        let stack = UIStackView()
        override func viewDidLoad() {
            super.viewDidLoad()
            \(calls)
        }
        private func configureView() {
            view.addSubview(stack)
            stack.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: -2 * view.safeAreaInsets.bottom).isActive = true
        }
    \(extra)
    }
    """
  }

  func test_aReadInAPrivateMethodCalledOnlyFromViewDidLoad_isReadOnce() {
    XCTAssertEqual(lines(controller(calls: "configureView()")), [9])
  }

  func test_theMessageNamesTheMethodAndWhereItRuns() {
    let message =
      Support.lint([("/p/Screen.swift", controller(calls: "configureView()"))]).first?.message ?? ""
    XCTAssertTrue(message.contains("read once, in configureView(), called only from viewDidLoad"), message)
  }

  func test_aMethodAlsoCalledFromALaterCallback_isNotReadOnce() {
    let extra =
      "    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); configureView() }"
    XCTAssertEqual(lines(controller(calls: "configureView()", extra: extra)), [])
  }

  func test_aMethodCalledFromAClosureInViewDidLoad_isNotReadOnce() {
    XCTAssertEqual(lines(controller(calls: "DispatchQueue.main.async { self.configureView() }")), [])
  }

  func test_aReaderThatALayoutPassCallsAgain_isNotReadOnce() {
    let extra = "    override func viewDidLayoutSubviews() { super.viewDidLayoutSubviews(); configureView() }"
    XCTAssertEqual(lines(controller(calls: "configureView()", extra: extra)), [])
  }

  func test_aReadInSnapKitsConstraintMaker_calledFromInit_isReadOnce() {
    let view = """
      final class StatisticsLayout: UIView {
          let closeButton = UIButton()
          override init(frame: CGRect) {
              super.init(frame: frame)
              addSubview(closeButton)
              setupConstraints()
          }
          required init?(coder: NSCoder) { fatalError() }
          private func setupConstraints() {
              closeButton.snp.makeConstraints { make in
                  make.bottom.equalToSuperview().inset(safeAreaInsets.bottom + 16)
              }
          }
      }
      """
    XCTAssertEqual(lines(view), [11])
  }

  func test_aKeyboardHandlerNamedInASelectorInViewDidLoad_runsLater_andIsNotReadOnce() {
    let code = """
      final class EditController: UIViewController {
          let tableView = UITableView()
          override func viewDidLoad() {
              super.viewDidLoad()
              NotificationCenter.default.addObserver(
                  self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
          }
          @objc private func keyboardWillShow(_ notification: Notification) {
              tableView.contentInset.bottom = 300 - view.safeAreaInsets.bottom
          }
      }
      """
    XCTAssertEqual(lines(code), [])
  }

  func test_aNonPrivateMethod_mayBeCalledFromAnotherFile_andIsNotReadOnce() {
    let code = controller(calls: "configureView()").replacingOccurrences(
      of: "private func configureView", with: "func configureView")
    XCTAssertEqual(lines(code), [])
  }
}

/// A helper that finds the keyboard's own window or host view by its private class hands out the
/// keyboard's geometry, not the app's window.
final class WindowSafeAreaReadKeyboardHostTests: XCTestCase {
  private func lines(_ helper: String) -> [Int] {
    let modal = """
      final class ModalController: UIViewController {
          let footer = UIView()
          func layoutFooter() {
              footer.frame.origin.y = UIApplication.shared.hostView.frame.minY - footer.frame.height
          }
      }
      """
    return Support.lint(
      [("/p/UIApplication+Host.swift", helper), ("/p/ModalController.swift", modal)],
      rules: [WindowSafeAreaReadRule()]
    ).map(\.line)
  }

  func test_aHelperPickingTheKeyboardsWindowByItsPrivateClass_isNotTheAppsWindow() {
    let helper = """
      extension UIApplication {
          var hostView: UIView {
              let window = windows.first { NSStringFromClass(type(of: $0)) == "UIRemoteKeyboardWindow" }
              return window ?? windows[0]
          }
      }
      """
    XCTAssertEqual(lines(helper), [])
  }

  func test_aHelperHandingOutTheFirstWindow_isTheAppsWindow_andItsFrameIsAFinding() {
    let helper = """
      extension UIApplication {
          var hostView: UIView {
              return windows[0]
          }
      }
      """
    XCTAssertEqual(lines(helper), [4])
  }
}
