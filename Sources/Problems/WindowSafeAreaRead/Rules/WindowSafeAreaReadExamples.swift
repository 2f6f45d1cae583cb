import InsetLint

/// The examples `window-safe-area-read` is tested and documented with (the research brief's
/// traps among the non-triggering ones).
enum WindowSafeAreaReadExamples {
  static let triggering: [Example] = [
    // A `CGRect` getter that only hands on the key window's status bar frame is a top-inset read:
    // judged where its height lays out, not at the getter.
    Example(
      """
      extension UIView {
          static var statusBarFrame: CGRect {
              return keyWindow?.windowScene?.statusBarManager?.statusBarFrame ?? .zero
          }
          static var keyWindow: UIWindow? {
              return UIApplication.shared.windows.first(where: { $0.isKeyWindow })
          }
      }

      final class ConfirmationController: UIViewController {
          private var heightConstraint: NSLayoutConstraint!
          override func viewDidLoad() {
              super.viewDidLoad()
              let statusBarHeight = ↓UIView.statusBarFrame.height
              heightConstraint.constant = view.bounds.height - statusBarHeight
          }
      }
      """),
    // A layout operator's constraint (`$0.bottom == inset`, MacaroonUIKit) lays out with the value.
    Example(
      """
      final class ErrorScreen: UIViewController {
          let action = UIButton()
          override func viewDidLoad() {
              super.viewDidLoad()
              let bottomInset = ↓UIApplication.shared.windows.first!.safeAreaInsets.bottom + 16
              action.snapshot { $0.bottom == bottomInset }
          }
      }
      """),
    // The root's insets stored once in UserDefaults and laid out with by another screen: reported
    // where they are stored and where they are read back.
    Example(
      files: [
        (
          "ContentView.swift",
          """
          struct ContentView: View {
              @AppStorage("bottomEdge") var savedBottomEdge: Double = 15
              var body: some View {
                  GeometryReader { proxy in
                      let bottomEdge = proxy.safeAreaInsets.bottom
                      HomeView()
                          .onAppear {
                              ↓savedBottomEdge = bottomEdge
                          }
                  }
              }
          }
          """
        ),
        (
          "DeleteAlert.swift",
          """
          struct DeleteAlert: View {
              ↓@AppStorage("bottomEdge") var bottomEdge: Double = 15
              var body: some View {
                  VStack { Text("Delete?") }
                      .padding(.bottom, bottomEdge == 0 ? 13 : bottomEdge)
              }
          }
          """
        ),
      ]),
    // A global helper that binds the app delegate's window to a local first: reported once, where
    // its value lays out. The local is the helper's own, not a window every file could name.
    Example(
      files: [
        (
          "Constants.swift",
          """
          var safeAreaBottomHeight: CGFloat {
              if let window = UIApplication.shared.delegate?.window {
                  return window?.safeAreaInsets.bottom ?? 0
              }
              return 0
          }
          """
        ),
        (
          "FilterPanel.swift",
          """
          final class FilterPanel {
              func show(in list: UITableView) {
                  list.contentInset = UIEdgeInsets(top: 0, left: 0, bottom: ↓safeAreaBottomHeight, right: 0)
              }
          }
          """
        ),
      ]),
    // PureLayout: the key window's bottom inset, through a computed member of the same type, pins a
    // view (reported where it is read, as the member is used only here).
    Example(
      """
      final class ScannerView: UIView {
          func setUp() {
              autoPinEdge(toSuperviewEdge: .bottom, withInset: bottomSafeInset + 40)
          }
          var bottomSafeInset: CGFloat { ↓UIApplication.shared.keyWindow?.safeAreaInsets.bottom ?? 0 }
      }
      """),
    // Two reads of the first window's size in one statement: one finding, at the first.
    Example(
      """
      final class PickerSheet: UIViewController {
          let card = UIView()
          override func viewDidLoad() {
              super.viewDidLoad()
              let top = ↓UIApplication.shared.windows.first!.frame.height - UIApplication.shared.windows.first!.frame.width
              card.frame = CGRect(x: 0, y: top, width: 320, height: 300)
          }
      }
      """),
    // A constraint written with a layout operator (MacaroonUIKit, Cartography, Anchorage): the
    // key window's inset, read through a view extension, becomes the footer's bottom.
    Example(
      """
      extension UIView {
          var safeAreaBottom: CGFloat { UIApplication.shared.keyWindow?.safeAreaInsets.bottom ?? 0 }
      }
      final class ReceiptScreen: UIViewController {
          let footer = UIView()
          override func viewDidLoad() {
              super.viewDidLoad()
              view.addSubview(footer)
              footer.snp.makeConstraints {
                  $0.leading == 0
                  $0.bottom == 16 + ↓view.safeAreaBottom
              }
          }
      }
      """),
    // The deprecated app-global status bar, read once for a header's height.
    Example(
      """
      final class CourseController: UIViewController {
          var headerHeight: NSLayoutConstraint!
          override func viewDidLoad() {
              super.viewDidLoad()
              let statusBarHeight = ↓UIApplication.shared.statusBarFrame.height
              headerHeight.constant = 240 + statusBarHeight
          }
      }
      """),
    // The helper's value handed to a function that lays out with it: reported where it is handed.
    Example(
      """
      enum Metrics {
          static func safeBottom() -> CGFloat {
              UIApplication.shared.windows.first(where: \\.isKeyWindow)?.safeAreaInsets.bottom ?? 0
          }
      }
      final class PlayerHost: UIViewController {
          var playerBottom: NSLayoutConstraint!
          func movePlayer(bottom: CGFloat) { playerBottom.constant = bottom }
          override func viewWillAppear(_ animated: Bool) {
              super.viewWillAppear(animated)
              movePlayer(bottom: ↓Metrics.safeBottom())
          }
      }
      """),
    Example(
      """
      final class SheetController: UIViewController {
          override func viewDidLoad() {
              super.viewDidLoad()
              preferredContentSize.width = ↓UIApplication.shared.windows.first!.bounds.width - 32
          }
      }
      """),
    Example(
      """
      final class ToastController: UIViewController {
          let toast = UIView()
          let lift = ↓UIApplication.shared.keyWindow?.safeAreaInsets.bottom ?? 0
          override func viewDidLoad() {
              super.viewDidLoad()
              toast.frame = CGRect(x: 16, y: view.bounds.height - 64 - lift, width: 200, height: 48)
          }
      }
      """),
    Example(
      """
      private struct WindowInsetsKey: EnvironmentKey {
          static let defaultValue: UIEdgeInsets =
              ↓(UIApplication.shared.connectedScenes.first as? UIWindowScene)?.windows.first?.safeAreaInsets ?? .zero
      }
      """),
    Example(
      """
      struct Header: View {
          private let topPadding = ↓UIApplication.shared.windows.first?.safeAreaInsets.top ?? 0
          var body: some View {
              Text("Inbox").padding(.top, topPadding)
          }
      }
      """),
    Example(
      """
      final class PlayerController: UIViewController {
          let controls = UIStackView()
          override func viewDidLoad() {
              super.viewDidLoad()
              controls.frame.origin.y = view.bounds.height - 80 - ↓view.safeAreaInsets.bottom
          }
      }
      """),
    Example(
      """
      final class BannerPresenter {
          var bottomConstraint: NSLayoutConstraint?
          func show() {
              guard let window = UIApplication.shared.windows.first else { return }
              bottomConstraint?.constant = -↓window.safeAreaInsets.bottom
          }
      }
      """),
    Example(
      files: [
        (
          "UpgradeView.swift",
          """
          struct UpgradeView: View {
              var body: some View {
                  Button("Upgrade") {}
                      .frame(height: 56 + (↓SceneHelper.connectedScene()?.keyWindow?.safeAreaInsets.bottom ?? 0))
              }
          }
          """
        ),
        (
          "SceneHelper.swift",
          """
          enum SceneHelper {
              static func connectedScene() -> UIWindowScene? {
                  UIApplication.shared.connectedScenes.first as? UIWindowScene
              }
          }
          """
        ),
      ]),
    // A global helper named in capitals, in another module's file, used in a constraint's constant.
    Example(
      files: [
        (
          "SongCartViewController.swift",
          """
          final class SongCartViewController: UIViewController {
              @IBOutlet var cartHeightConstraint: NSLayoutConstraint!
              override func viewDidLoad() {
                  super.viewDidLoad()
                  cartHeightConstraint.constant = 56 + ↓SAFEAREA_BOTTOM_HEIGHT()
              }
          }
          """
        ),
        (
          "Utils.swift",
          """
          public func SAFEAREA_BOTTOM_HEIGHT() -> CGFloat {
              return UIApplication.shared.connectedScenes
                  .compactMap { $0 as? UIWindowScene }
                  .first?
                  .keyWindow?
                  .safeAreaInsets
                  .bottom ?? 0
          }
          """
        ),
      ]),
    // A layout table's static property reads a file-scope window helper by its bare name.
    Example(
      files: [
        (
          "HomeScreen.swift",
          """
          struct HomeScreen: View {
              var body: some View {
                  VStack { Text("Balance") }
                      .padding(.top, ↓ScreenLayout.topPadding)
              }
          }
          """
        ),
        (
          "ScreenLayout.swift",
          """
          enum ScreenLayout {
              static let headerHeight: CGFloat = 48
              static var topPadding: CGFloat { windowInsets.top + headerHeight }
          }
          var windowInsets: UIEdgeInsets {
              guard let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene,
                  let window = scene.windows.first
              else { return .zero }
              return window.safeAreaInsets
          }
          """
        ),
      ]),
    Example(
      """
      final class FeedController: UITableViewController {
          override func viewDidLoad() {
              super.viewDidLoad()
              tableView.contentInset.top = ↓UIApplication.shared.delegate?.window??.safeAreaInsets.top ?? 0
          }
      }
      """),
    Example(
      """
      final class PanelController: UIViewController {
          lazy var bottomInset: CGFloat = ↓UIApplication.shared.keyWindow?.safeAreaInsets.bottom ?? 0
          func attach(_ child: UIViewController) {
              child.additionalSafeAreaInsets.bottom = bottomInset
          }
      }
      """),
    Example(
      """
      final class FloatingButton: UIView {
          override func layoutSubviews() {
              super.layoutSubviews()
              let bottom = ↓UIApplication.shared.windows.first(where: { $0.isKeyWindow })?.safeAreaInsets.bottom ?? 0
              frame.origin.y = (superview?.bounds.height ?? 0) - bounds.height - 16 - bottom
          }
      }
      """),
    Example(
      """
      final class HeaderView: UIView {
          let titleTop: NSLayoutConstraint
          init(title: UILabel) {
              titleTop = title.topAnchor.constraint(equalTo: UIView().topAnchor)
              super.init(frame: .zero)
              titleTop.constant = ↓safeAreaInsets.top + 8
          }
          required init?(coder: NSCoder) { fatalError() }
      }
      """),
    Example(
      files: [
        (
          "Footer.swift",
          """
          struct Footer: View {
              var body: some View {
                  Text("Terms").padding(.bottom, ↓UIApplication.shared.keyWindowInsets.bottom)
              }
          }
          """
        ),
        (
          "UIApplication+Insets.swift",
          """
          extension UIApplication {
              var keyWindowInsets: UIEdgeInsets {
                  (connectedScenes.first as? UIWindowScene)?.keyWindow?.safeAreaInsets ?? .zero
              }
          }
          """
        ),
      ]),
    Example(
      files: [
        (
          "RegisterViewController.swift",
          """
          final class RegisterViewController: UIViewController {
              let continueButton = UIView()
              func layout() {
                  continueButton.frame.origin.y = view.bounds.height - 60 - ↓bottomPadding
              }
          }
          """
        ),
        (
          "LayoutVariable.swift",
          """
          public var bottomPadding: CGFloat {
              UIApplication.shared.connectedScenes
                  .compactMap { $0 as? UIWindowScene }
                  .first?.windows
                  .first(where: \\.isKeyWindow)
                  .map { $0.safeAreaInsets.bottom } ?? 0
          }
          """
        ),
      ]),
    // A window's size through the project's key-window provider and a chain of size helpers
    // (a sibling property read by its bare name), laid out after a closure argument.
    Example(
      files: [
        (
          "ReaderPanel.swift",
          """
          struct ReaderPanel: View {
              @State private var value = 0.5
              var body: some View {
                  Slider(
                      value: $value,
                      onEditingChanged: { if !$0 { value = 0 } }
                  )
                  .frame(width: ↓DeviceUtil.windowW * 0.6)
              }
          }
          """
        ),
        (
          "DeviceUtil.swift",
          """
          struct DeviceUtil {
              static var keyWindow: UIWindow? {
                  UIApplication.shared.connectedScenes
                      .compactMap { $0 as? UIWindowScene }.last?
                      .windows.first { $0.isKeyWindow }
              }
              static var windowW: CGFloat { min(absWindowW, absWindowH) }
              static var absWindowW: CGFloat { keyWindow?.frame.size.width ?? 0 }
              static var absWindowH: CGFloat { keyWindow?.frame.size.height ?? 0 }
          }
          """
        ),
      ]),
    // A device-class flag made of the window's insets picks the layout value: the window's insets
    // decide it as surely as when they are added to it.
    Example(
      """
      struct PaywallContainer: View {
          private let hasBottomSafeArea = (↓UIApplication.shared.keyWindow?.safeAreaInsets.bottom ?? 0) > 0
          var body: some View {
              Button("Subscribe") {}.padding(.bottom, hasBottomSafeArea ? 0 : 16)
          }
      }
      """),
    // The flag picks which constraint the branches make.
    Example(
      """
      final class BottomView: UIView {
          let stackView = UIStackView()
          func setup() {
              addSubview(stackView)
              stackView.snp.makeConstraints { make in
                  let bottomPadding = ↓UIApplication.shared.keyWindow?.safeAreaInsets.bottom ?? 0.0
                  if bottomPadding > 0 {
                      make.bottom.equalTo(self.snp.bottomMargin)
                  } else {
                      make.bottom.equalToSuperview().inset(24)
                  }
              }
          }
      }
      """),
    // An environment default read from the key window, whose reader picks a padding with it.
    Example(
      files: [
        (
          "SafeAreaInsetsKey.swift",
          """
          private struct SafeAreaInsetsKey: EnvironmentKey {
              static var defaultValue: EdgeInsets {
                  let insets = ↓UIApplication.shared.keyWindow?.safeAreaInsets ?? .zero
                  return EdgeInsets(top: insets.top, leading: insets.left, bottom: insets.bottom, trailing: insets.right)
              }
          }
          extension EnvironmentValues {
              var safeAreaInsets: EdgeInsets { self[SafeAreaInsetsKey.self] }
          }
          """
        ),
        (
          "FileEditView.swift",
          """
          struct FileEditView: View {
              @Environment(\\.safeAreaInsets) private var safeAreaInsets
              var body: some View {
                  VStack { Text("File") }
                      .padding(.bottom, safeAreaInsets.bottom == 0 ? 16 : 0)
              }
          }
          """
        ),
      ]),
  ]

  static let nonTriggering: [Example] = [
    // The type's own member of the global helper's name is the one its property reads.
    Example(
      files: [
        (
          "HomeScreen.swift",
          """
          struct HomeScreen: View {
              var body: some View {
                  VStack { Text("Balance") }
                      .padding(.top, ScreenLayout.topPadding)
              }
          }
          """
        ),
        (
          "ScreenLayout.swift",
          """
          enum ScreenLayout {
              static let windowInsets = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
              static var topPadding: CGFloat { windowInsets.top + 48 }
          }
          var windowInsets: UIEdgeInsets {
              UIApplication.shared.windows.first?.safeAreaInsets ?? .zero
          }
          """
        ),
      ]),
    // A stored default that holds no inset (a user's chosen spacing) lays out with what the user chose.
    Example(
      files: [
        (
          "SettingsView.swift",
          """
          struct SettingsView: View {
              @AppStorage("rowSpacing") var rowSpacing: Double = 8
              var body: some View {
                  Stepper("Spacing", value: $rowSpacing).onAppear { rowSpacing = 12 }
              }
          }
          """
        ),
        (
          "ListView.swift",
          """
          struct ListView: View {
              @AppStorage("rowSpacing") var rowSpacing: Double = 8
              var body: some View {
                  VStack { Text("Row") }.padding(.bottom, rowSpacing)
              }
          }
          """
        ),
      ]),
    // A comparison of the key window's inset that is a flag, not a layout operator's constraint:
    // the result picks whether a hint shows.
    Example(
      """
      extension UIView {
          var safeAreaBottom: CGFloat { UIApplication.shared.keyWindow?.safeAreaInsets.bottom ?? 0 }
      }
      final class HintScreen: UIViewController {
          let hint = UILabel()
          override func viewDidLoad() {
              super.viewDidLoad()
              hint.isHidden = view.safeAreaBottom == 0
          }
      }
      """),
    // The helper's value handed to a function that only logs it lays nothing out.
    Example(
      """
      enum Metrics {
          static func safeBottom() -> CGFloat {
              UIApplication.shared.windows.first(where: \\.isKeyWindow)?.safeAreaInsets.bottom ?? 0
          }
      }
      final class Diagnostics {
          func record(_ value: CGFloat) {
              print("bottom inset", value)
          }
          func report() { record(Metrics.safeBottom()) }
      }
      """),
    // The key window's centre only anchors a popover: no content is laid out with it.
    Example(
      """
      enum ShareSheet {
          static func anchor(_ controller: UIActivityViewController) {
              if let popover = controller.popoverPresentationController, let window = UIApplication.shared.keyWindow {
                  let bounds = window.bounds
                  popover.sourceView = window
                  popover.sourceRect = CGRect(x: bounds.midX, y: bounds.midY, width: 0, height: 0)
              }
          }
      }
      """),
    // A window's frame set, not read (a floating debug button's own window).
    Example(
      """
      final class DebugCoordinator {
          let debugWindow: UIWindow
          init(scene: UIWindowScene) {
              debugWindow = UIWindow(windowScene: scene)
              debugWindow.frame = CGRect(x: 20, y: 80, width: 60, height: 60)
          }
      }
      """),
    // A window's size only turned into a device-class flag.
    Example(
      """
      struct DeviceUtil {
          static var keyWindow: UIWindow? {
              UIApplication.shared.connectedScenes
                  .compactMap { $0 as? UIWindowScene }.last?
                  .windows.first { $0.isKeyWindow }
          }
          static var windowW: CGFloat { keyWindow?.frame.size.width ?? 0 }
          static var isPadWidth: Bool { windowW >= 744 }
      }
      struct ArchiveButton: View {
          var body: some View {
              Text("Download").padding(.vertical, DeviceUtil.isPadWidth ? 30 : 20)
          }
      }
      """),
    Example(
      """
      final class CardView: UIView {
          let shadow = UIView()
          override func layoutSubviews() {
              super.layoutSubviews()
              shadow.frame = bounds.insetBy(dx: -4, dy: -4)
          }
      }
      """),
    Example(
      """
      final class PlayerController: UIViewController {
          let controls = UIStackView()
          override func viewSafeAreaInsetsDidChange() {
              super.viewSafeAreaInsetsDidChange()
              controls.frame.origin.y = view.bounds.height - 80 - view.safeAreaInsets.bottom
          }
      }
      """),
    Example(
      """
      func presentError(_ message: String) {
          let alert = UIAlertController(title: nil, message: message, preferredStyle: .alert)
          let root = (UIApplication.shared.connectedScenes.first as? UIWindowScene)?.keyWindow?.rootViewController
          root?.present(alert, animated: true)
      }
      """),
    Example(
      """
      import XCTest

      final class LoginUITests: XCTestCase {
          func testLoginButtonVisible() {
              let app = XCUIApplication()
              XCTAssertTrue(app.windows.firstMatch.frame.height > 0)
          }
      }
      """),
    Example(
      """
      struct Footer: View {
          var body: some View {
              GeometryReader { proxy in
                  Text("Terms").padding(.bottom, max(8, proxy.safeAreaInsets.bottom))
              }
          }
      }
      """),
    // A flag of the window's insets that picks nothing laid out (an image).
    Example(
      """
      extension UIDevice {
          static var hasHomeIndicator: Bool {
              (UIApplication.shared.keyWindow?.safeAreaInsets.bottom ?? 0) > 0
          }
      }
      final class StorageCell: UITableViewCell {
          func configure() {
              if UIDevice.hasHomeIndicator {
                  imageView?.image = UIImage(systemName: "iphone")
              } else {
                  imageView?.image = UIImage(systemName: "iphone.homebutton")
              }
          }
      }
      """),
    Example(
      """
      func logInsets() {
          print("window insets", UIApplication.shared.keyWindow?.safeAreaInsets ?? .zero)
      }
      """),
    Example(
      """
      #if os(macOS)
      func contentInsets() -> NSEdgeInsets {
          NSApplication.shared.keyWindow?.contentView?.safeAreaInsets ?? NSEdgeInsets()
      }
      #endif
      """),
    Example(
      """
      final class OverlayWindow: UIWindow {
          let badge = UIView()
          override func layoutSubviews() {
              super.layoutSubviews()
              badge.frame.origin.y = safeAreaInsets.top + 8
          }
      }
      """),
    Example(
      """
      final class AccessoryView: UIInputView {
          var bottomConstraint: NSLayoutConstraint?
          override func didMoveToWindow() {
              super.didMoveToWindow()
              bottomConstraint?.constant = -(window?.safeAreaInsets.bottom ?? 0)
          }
      }
      """),
    Example(
      """
      final class BannerController: UIViewController {
          let banner = UIView()
          var insets = UIEdgeInsets.zero
          override func viewDidLoad() {
              super.viewDidLoad()
              insets = view.safeAreaInsets
          }
          override func viewDidLayoutSubviews() {
              super.viewDidLayoutSubviews()
              insets = view.safeAreaInsets
              banner.frame = view.bounds.inset(by: insets)
          }
      }
      """),
    Example(
      """
      struct MediaPanel: View {
          var body: some View {
              RoundedRectangle(cornerRadius: ((UIApplication.shared.connectedScenes.first as? UIWindowScene)?
                  .keyWindow?.safeAreaInsets.bottom ?? 0) > 0 ? 44 : 16)
          }
      }
      """),
    // A window subclass sizing itself to the key window: windows of one screen share its size.
    Example(
      """
      final class ToastWindow: UIWindow {
          func fit() {
              if let window = UIApplication.shared.windows.first {
                  self.frame.size.width = window.bounds.size.width
                  self.frame.size.height = window.bounds.size.height
              }
          }
      }
      """),
    // A transition animator moves snapshots across the container for the transition's length.
    Example(
      """
      final class TrayAnimator: NSObject, UIViewControllerAnimatedTransitioning {
          func transitionDuration(using context: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
          func animateTransition(using context: UIViewControllerContextTransitioning) {
              let top = UIApplication.shared.windows.first!.safeAreaInsets.top
              context.view(forKey: .to)!.frame.origin.y = top
          }
      }
      """),
    // A window read in another function is not this function's local of the same name.
    Example(
      """
      final class CommentCell: UITableViewCell {
          func present() {
              let window = UIApplication.shared.windows.first!
              window.makeKeyAndVisible()
          }
          func layout(in window: UIView) {
              badge.frame.size.width = window.bounds.width / 3
          }
          let badge = UIView()
      }
      """),
  ]
}
