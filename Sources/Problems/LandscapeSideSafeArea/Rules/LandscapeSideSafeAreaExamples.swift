import InsetLint

/// The examples `landscape-side-safe-area` is tested and documented with (the traps of the
/// research brief among the non-triggering ones).
enum LandscapeSideSafeAreaExamples {
  static let safeAreaPlan = StrategyPlan.using(
    [("pin-to-safe-area", "13.0")], problem: "landscape-side-safe-area")

  /// A controller whose screen is a vertical scroll view pinned to `scrollSides`' sides (the
  /// view's, or a guide's), holding `content` (name: type, in order) added by `adds` (superview,
  /// subview) and laid out by `pins`: the scroll examples' shared scaffolding.
  static func scrollScreen(
    _ name: String, content: KeyValuePairs<String, String>, adds: [(String, String)],
    scrollSides: String = "view", pins: [String]
  ) -> String {
    let members = content.map { "    private let \($0.key) = \($0.value)()" }
    let added = adds.map { "        \($0.0).addSubview(\($0.1))" }
    let constraints =
      [
        "scrollView.leadingAnchor.constraint(equalTo: \(scrollSides).leadingAnchor)",
        "scrollView.trailingAnchor.constraint(equalTo: \(scrollSides).trailingAnchor)",
      ] + pins
    return
      (["final class \(name): UIViewController {", "    private let scrollView = UIScrollView()"] + members
      + [
        "    override func viewDidLoad() {", "        super.viewDidLoad()",
        "        view.addSubview(scrollView)",
      ] + added + ["        NSLayoutConstraint.activate(["] + constraints.map { "            \($0)," }
      + ["        ])", "    }", "}"]).joined(separator: "\n")
  }

  /// A plain content view pinned inside the scroll view as wide as it, its label pinned to it.
  static func contentViewPins(marker: String) -> [String] {
    [
      marker
        + "containerView.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor, constant: 24)",
      "containerView.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor, constant: -48)",
      "titleLabel.leadingAnchor.constraint(equalTo: containerView.leadingAnchor)",
    ]
  }

  static let triggering: [Example] = [
    // A local view a function returns goes where its caller puts it: here a section header that
    // spans the table.
    Example(
      """
      extension UITableViewController {
          func sectionHeader(title: String) -> UIView {
              let view = UIView()
              let label = UILabel()
              label.text = title
              view.addSubview(label)
              NSLayoutConstraint.activate([
                  ↓label.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 10),
                  label.topAnchor.constraint(equalTo: view.topAnchor, constant: 10),
              ])
              return view
          }
      }
      """),
    // 44 pt from the cell's own edge is still under a 59 or 62 pt housing.
    Example(
      """
      final class CountryRow: UITableViewCell {
          let dialCode = UILabel()
          override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
              super.init(style: style, reuseIdentifier: reuseIdentifier)
              addSubview(dialCode)
              ↓dialCode.rightAnchor.constraint(equalTo: rightAnchor, constant: -44).isActive = true
          }
          required init?(coder: NSCoder) { fatalError() }
      }
      """),
    // A stored constraint the controller activates later lays the button out.
    Example(
      """
      final class PlayerController: UIViewController {
          let dimButton = UIButton()
          private var dimButtonToRight: NSLayoutConstraint!
          override func viewDidLoad() {
              super.viewDidLoad()
              view.addSubview(dimButton)
              dimButtonToRight = ↓dimButton.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16)
              dimButtonToRight.isActive = true
          }
      }
      """),
    // A local container in one member does not hide the controller's view in another.
    Example(
      """
      final class LibraryController: UIViewController {
          let status = UILabel()
          private lazy var accessory: UIView = {
              let view = UIView()
              return view
          }()
          override func viewDidLoad() {
              super.viewDidLoad()
              view.addSubview(status)
              ↓status.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16).isActive = true
          }
      }
      """),
    // A flow layout's section header spans the collection view's whole width (section insets do
    // not apply to it): SnapKit pins to the header's own edge (`equalTo(self)`) reach the screen's.
    Example(
      files: [
        (
          "SectionHeader.swift",
          """
          import SnapKit

          final class SectionHeader: UICollectionReusableView {
              private let titleLabel = UILabel()
              override init(frame: CGRect) {
                  super.init(frame: frame)
                  addSubview(titleLabel)
                  titleLabel.snp.makeConstraints {
                      $0.centerY.equalTo(self)
                      ↓$0.leading.equalTo(self).offset(16)
                  }
              }
          }
          """
        ),
        (
          "ListScreen.swift",
          """
          final class ListScreen: UIViewController {
              private let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
              override func viewDidLoad() {
                  super.viewDidLoad()
                  view.addSubview(collectionView)
                  collectionView.frame = view.bounds
                  collectionView.register(
                      SectionHeader.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                      withReuseIdentifier: "header")
              }
          }
          """
        ),
      ]),
    // The `else` of an iOS 13 check runs on iOS 12, on phones that have a housing.
    Example(
      """
      final class TrackSelectorController: UIViewController {
          let titleLabel = UILabel()
          override func viewDidLoad() {
              super.viewDidLoad()
              view.addSubview(titleLabel)
              if #available(iOS 13.0, *) {
                  titleLabel.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor, constant: 16).isActive = true
              } else {
                  ↓titleLabel.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16).isActive = true
              }
          }
      }
      """),
    // A project view returned as a section header pins its title to its own side: the table lays
    // the view across its whole width. Reported where the title is pinned.
    Example(
      files: [
        (
          "SectionHeader.swift",
          """
          final class SectionHeader: UIView {
              init(title: String) {
                  super.init(frame: .zero)
                  let titleLabel = UILabel()
                  titleLabel.text = title
                  addSubview(titleLabel)
                  NSLayoutConstraint.activate([
                      ↓titleLabel.leadingAnchor.constraint(equalTo: self.leadingAnchor, constant: 20),
                      titleLabel.centerYAnchor.constraint(equalTo: centerYAnchor),
                  ])
              }
              required init?(coder: NSCoder) { fatalError() }
          }
          """
        ),
        (
          "TokensViewController.swift",
          """
          final class TokensViewController: UITableViewController {
              override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
                  return SectionHeader(title: "Tokens")
              }
          }
          """
        ),
      ]),
    // A project bar pins its button to its own side with SnapKit (`equalTo(self).offset(16)`), and
    // a controller pins the bar flush to its view's sides: the button sits 16 pt from the screen's
    // edge. Reported where the bar is pinned.
    Example(
      files: [
        (
          "LogoBar.swift",
          """
          import SnapKit
          import UIKit

          final class LogoBar: UIView {
              private let bellButton = UIButton()
              override init(frame: CGRect) {
                  super.init(frame: frame)
                  addSubview(bellButton)
                  bellButton.snp.makeConstraints {
                      $0.trailing.equalTo(self).offset(-16)
                      $0.centerY.equalToSuperview()
                  }
              }
              required init?(coder: NSCoder) { fatalError() }
          }
          """
        ),
        (
          "HomeViewController.swift",
          """
          import SnapKit
          import UIKit

          class HomeViewController: UIViewController {
              let logoBar = LogoBar()
              override func viewDidLoad() {
                  super.viewDidLoad()
                  view.addSubview(logoBar)
                  logoBar.snp.makeConstraints {
                      ↓$0.leading.top.trailing.equalToSuperview()
                  }
              }
          }
          """
        ),
      ]),
    // A cell's label of the project's own label class (a UILabel subclass) is text too.
    Example(
      """
      final class TitleLabel: UILabel {}

      final class PlaceCell: UITableViewCell {
          let name = TitleLabel()
          override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
              super.init(style: style, reuseIdentifier: reuseIdentifier)
              addSubview(name)
              name.translatesAutoresizingMaskIntoConstraints = false
              ↓name.leftAnchor.constraint(equalTo: leftAnchor, constant: 20).isActive = true
          }
          required init?(coder: NSCoder) { fatalError() }
      }
      """),
    // A close button framed 20 pt from the left of the controller's view, added as `self.` member.
    Example(
      """
      final class PhotoBrowser: UIViewController {
          let closeButton = UIButton()
          override func viewDidLoad() {
              super.viewDidLoad()
              self.view.addSubview(self.closeButton)
          }
          override func viewDidLayoutSubviews() {
              super.viewDidLayoutSubviews()
              self.↓closeButton.frame = CGRect(x: 20, y: 20, width: 28, height: 28)
          }
      }
      """),
    // The delegate locks portrait only until the user signs in, then returns a member that allows
    // landscape: the app turns, and a label added to a cell itself runs under the housing.
    Example(
      files: [
        (
          "AppDelegate.swift",
          """
          final class AppDelegate: UIResponder, UIApplicationDelegate {
              var orientationLock = UIInterfaceOrientationMask.allButUpsideDown
              func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask {
                  guard Session.shared.isSignedIn else { return .portrait }
                  return self.orientationLock
              }
          }
          """
        ),
        (
          "CountryCell.swift",
          """
          final class CountryCell: UITableViewCell {
              let name = UILabel()
              override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                  super.init(style: style, reuseIdentifier: reuseIdentifier)
                  addSubview(name)
                  name.translatesAutoresizingMaskIntoConstraints = false
                  ↓name.leftAnchor.constraint(equalTo: leftAnchor, constant: 20).isActive = true
              }
              required init?(coder: NSCoder) { fatalError() }
          }
          """
        ),
      ]),
    // The same through the project's own superview-pinning helper, which binds the superview's
    // anchors before pinning to them.
    Example(
      files: [
        (
          "UIView+Layout.swift",
          """
          extension UIView {
              func fillSuperview(padding: UIEdgeInsets = .zero) {
                  translatesAutoresizingMaskIntoConstraints = false
                  if let superviewLeadingAnchor = superview?.leadingAnchor {
                      leadingAnchor.constraint(equalTo: superviewLeadingAnchor, constant: padding.left).isActive = true
                  }
              }
          }
          """
        ),
        (
          "HeaderView.swift",
          """
          final class HeaderView: UIView {
              private let titleLabel = UILabel()
              override init(frame: CGRect) {
                  super.init(frame: frame)
                  addSubview(titleLabel)
                  ↓titleLabel.fillSuperview(padding: .init(top: 8, left: 16, bottom: 8, right: 16))
              }
              required init?(coder: NSCoder) { fatalError() }
          }
          """
        ),
        (
          "SearchResultsController.swift",
          """
          final class SearchResultsController: UITableViewController {
              override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
                  let headerView = HeaderView()
                  return headerView
              }
          }
          """
        ),
      ]),
    // Text pinned to the frame of a vertical scroll view that spans the screen: the frame guide is
    // where the scroll view is, and a vertical scroll view adds no side safe area.
    Example(
      scrollScreen(
        "AboutViewController", content: ["stackView": "UIStackView"], adds: [("scrollView", "stackView")],
        pins: [
          "↓stackView.leadingAnchor.constraint(equalTo: scrollView.frameLayoutGuide.leadingAnchor, constant: 20)"
        ])),
    // Text pinned inside a plain content view of a vertical scroll view that spans the screen
    // (scroll view → content view → labels): reported once, where the content view is pinned.
    Example(
      scrollScreen(
        "PasswordViewController", content: ["containerView": "UIView", "titleLabel": "UILabel"],
        adds: [("scrollView", "containerView"), ("containerView", "titleLabel")],
        pins: Self.contentViewPins(marker: "↓"))),
    // A label pinned to a scroll view's content, which is as wide as the scroll view, itself pinned
    // to the view's sides.
    Example(
      scrollScreen(
        "CrashReportPromptViewController", content: ["messageLabel": "UILabel"],
        adds: [("scrollView", "messageLabel")],
        pins: [
          "scrollView.contentLayoutGuide.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor)",
          "↓messageLabel.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor, constant: 16)",
        ])),
    // A text view that is the whole screen: it scrolls vertically, so no side safe area reaches its text.
    Example(
      """
      final class ViewMarkdownViewController: UIViewController {
          private let textView = UITextView()
          override func viewDidLoad() {
              super.viewDidLoad()
              view.addSubview(textView)
          }
          override func viewWillLayoutSubviews() {
              super.viewWillLayoutSubviews()
              ↓textView.frame = view.bounds
          }
      }
      """),
    // Text inside a toast banner pinned to the key window's sides.
    Example(
      """
      final class ToastBanner {
          static func show(_ message: String) {
              guard let window = UIApplication.shared.windows.first(where: { $0.isKeyWindow }) else { return }
              let banner = UIView()
              let label = UILabel()
              label.text = message
              label.numberOfLines = 0
              banner.addSubview(label)
              window.addSubview(banner)
              NSLayoutConstraint.activate([
                  banner.leadingAnchor.constraint(equalTo: window.leadingAnchor),
                  banner.trailingAnchor.constraint(equalTo: window.trailingAnchor),
                  ↓label.leadingAnchor.constraint(equalTo: banner.leadingAnchor, constant: 12),
              ])
          }
      }
      """),
    // A member framed where the view lays out, added to a cell itself where the cell is made.
    Example(
      """
      final class ComposeFileCell: UITableViewCell, UITableViewDataSource {
          let nameField = UITextField()
          override func layoutSubviews() {
              super.layoutSubviews()
              nameField.frame = CGRect(x: 20, y: 0, width: bounds.width - 16, height: 44)
          }
          func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
              let cell = UITableViewCell()
              ↓cell.addSubview(nameField)
              return cell
          }
          func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
      }
      """),
    // A control added to the cell itself, not its contentView, framed from the cell's side.
    Example(
      """
      final class SearchSettingsManager {
          func configure(_ cell: UITableViewCell) {
              let segment = UISegmentedControl(items: ["Web", "Images"])
              segment.frame = ↓CGRect(x: 30, y: 15, width: cell.bounds.width - 60, height: 40)
              cell.addSubview(segment)
          }
      }
      """),
    // A library's button (Material Components' `MDCButton`) is a button, though the project does
    // not declare it.
    Example(
      """
      final class DisclaimerController: UIViewController {
          private lazy var agreeButton: MDCButton = MDCButton()
          override func viewDidLoad() {
              super.viewDidLoad()
              view.addSubview(agreeButton)
              agreeButton.translatesAutoresizingMaskIntoConstraints = false
              ↓agreeButton.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16).isActive = true
          }
      }
      """),
    // A keyboard bar spans the screen's width: its own edge is the screen's in landscape.
    Example(
      """
      final class AmountAccessory: UIInputView {
          let colonButton = UIButton()
          func setUp() {
              addSubview(colonButton)
              colonButton.translatesAutoresizingMaskIntoConstraints = false
              ↓colonButton.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 7).isActive = true
          }
      }
      """),
    // SnapKit: a constant is measured from the superview, here the controller's view.
    Example(
      """
      final class RemindersController: UIViewController {
          let leadTime = UILabel()
          override func viewDidLoad() {
              super.viewDidLoad()
              view.addSubview(leadTime)
              leadTime.snp.makeConstraints { make in
                  make.top.equalTo(view.safeAreaLayoutGuide.snp.top).offset(20)
                  ↓make.left.equalTo(10)
              }
          }
      }
      """),
    // SnapKit: a text view pinned to the view's sides scrolls only vertically, so no side inset.
    Example(
      """
      final class LogsController: UIViewController {
          let log = UITextView()
          override func viewDidLoad() {
              super.viewDidLoad()
              view.addSubview(log)
              log.snp.makeConstraints { (make) -> Void in
                  make.top.equalTo(view.safeAreaLayoutGuide)
                  ↓make.left.right.bottom.equalTo(view)
              }
          }
      }
      """),
    // A short line, but its frame puts it against the leading edge, under the housing.
    Example(
      """
      struct InboxHeader: View {
          var body: some View {
              VStack {
                  Text("Inbox").frame(maxWidth: .infinity, alignment: .leading)
              }
              .↓ignoresSafeArea()
          }
      }
      """),
    Example(
      """
      import UIKit

      final class ScoreController: UIViewController {
          let score = UILabel()
          override func viewDidLoad() {
              super.viewDidLoad()
              view.addSubview(score)
              score.translatesAutoresizingMaskIntoConstraints = false
              ↓score.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16).isActive = true
          }
      }
      """,
      fixed: """
        import UIKit

        final class ScoreController: UIViewController {
            let score = UILabel()
            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(score)
                score.translatesAutoresizingMaskIntoConstraints = false
                score.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor, constant: 16).isActive = true
            }
        }
        """, plans: [safeAreaPlan]),
    Example(
      """
      final class LoginController: UIViewController {
          private let signIn = UIButton(type: .system)
          override func viewDidLoad() {
              super.viewDidLoad()
              NSLayoutConstraint.activate([
                  ↓signIn.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
                  ↓signIn.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
              ])
          }
      }
      """),
    Example(
      """
      final class SearchController: UITableViewController {
          lazy var field: UITextField = UITextField()
          override func viewDidLoad() {
              super.viewDidLoad()
              ↓field.leftAnchor.constraint(equalTo: view.leftAnchor, constant: 12).isActive = true
          }
      }
      """),
    Example(
      files: [
        (
          "PickServerController.swift",
          """
          final class PickServerController: UIViewController {
              let nextView = OnboardingNextView()
              override func viewDidLoad() {
                  super.viewDidLoad()
                  view.addSubview(nextView)
                  ↓nextView.leadingAnchor.constraint(equalTo: view.leadingAnchor).isActive = true
              }
          }
          """
        ),
        (
          "OnboardingNextView.swift",
          """
          final class OnboardingNextView: UIView {
              let explanation = UILabel()
              let next = UIButton()
              override init(frame: CGRect) {
                  super.init(frame: frame)
                  addSubview(explanation)
                  explanation.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16).isActive = true
              }
              required init?(coder: NSCoder) { fatalError() }
          }
          """
        ),
      ]),
    Example(
      files: [
        (
          "Base.swift",
          """
          class BaseController: UIViewController {}
          """
        ),
        (
          "Stats.swift",
          """
          final class StatsController: BaseController {
              let total = UILabel()
              func layout() {
                  ↓total.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16).isActive = true
              }
          }
          """
        ),
      ]),
    Example(
      """
      final class TrackCell: UITableViewCell {
          let name = UILabel()
          func install() {
              addSubview(name)
              name.translatesAutoresizingMaskIntoConstraints = false
              ↓name.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 12).isActive = true
          }
      }
      """),
    Example(
      """
      final class SectionHeaderView: UICollectionReusableView {
          let textView = UITextView()
          override init(frame: CGRect) {
              super.init(frame: frame)
              self.addSubview(self.textView)
              self.↓textView.leadingAnchor.constraint(equalTo: self.leadingAnchor, constant: 20).isActive = true
          }
          required init?(coder: NSCoder) { fatalError() }
      }
      """),
    Example(
      """
      func makeGridLayout() -> UICollectionViewFlowLayout {
          let layout = UICollectionViewFlowLayout()
          layout.scrollDirection = .vertical
          layout.↓sectionInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16)
          return layout
      }
      """),
    Example(
      """
      final class ChipsLayout: UICollectionViewFlowLayout {
          override func prepare() {
              super.prepare()
              self.↓sectionInset.left = 16
          }
      }
      """),
    Example(
      """
      struct Ticker: View {
          var body: some View {
              HStack { Text("AAPL 212.10"); Spacer(); Text("+1.2%") }
                  .padding(.horizontal, 16)
                  .↓ignoresSafeArea()
          }
      }
      """),
    Example(
      """
      struct KioskView: View {
          var body: some View {
              ZStack(alignment: .topLeading) {
                  Color.black
                  Button("Settings") {}.padding(16)
              }
              .↓edgesIgnoringSafeArea(.all)
          }
      }
      """),
    // A side rail that pads its first tab by the window's top inset keeps only the top clear: its
    // labels still reach the side under the sensor housing.
    Example(
      files: [
        (
          "SettingsSheet.swift",
          """
          struct SettingsSheet: View {
              var body: some View {
                  HStack(spacing: 0) {
                      TabRail()
                          .↓edgesIgnoringSafeArea(.all)
                      Form { Text("General") }
                  }
              }
          }
          """
        ),
        (
          "TabRail.swift",
          """
          struct TabRail: View {
              var body: some View {
                  VStack {
                      Text("Basic")
                          .padding(.top, UIApplication.shared.keyWindow?.safeAreaInsets.top ?? 0)
                      Text("Other")
                  }
                  .frame(width: 60)
              }
          }
          """
        ),
      ]),
    Example(
      """
      struct Player: View {
          var body: some View {
              VStack { Label("Now playing", systemImage: "play") }
                  .↓ignoresSafeArea(.container, edges: .horizontal)
          }
      }
      """),
    // The research brief's frame shape: a label at a literal x across the table's width.
    Example(
      """
      final class BreakdownController: UITableViewController {
          func updateFooter(_ text: String) {
              let label = UILabel()
              ↓label.frame = CGRect(x: 16, y: 12, width: tableView.bounds.width - 32, height: 0)
              tableView.tableFooterView = label
          }
      }
      """),
    // The research brief's cell shape: content views no longer inset by the side safe area.
    Example(
      """
      final class InsightsController: UITableViewController {
          override func viewDidLoad() {
              super.viewDidLoad()
              ↓tableView.insetsContentViewsToSafeArea = false
          }
      }
      """),
    Example(
      files: [
        (
          "UIView+Pins.swift",
          """
          extension UIView {
              @discardableResult
              func pinToSuperview(edges: Edge.Set = .all, padding: CGFloat = 0, safeArea: Bool = false) -> Self {
                  guard let superview else { return self }
                  translatesAutoresizingMaskIntoConstraints = false
                  if edges.contains(.leading) {
                      leadingAnchor.constraint(
                          equalTo: safeArea ? superview.safeAreaLayoutGuide.leadingAnchor : superview.leadingAnchor,
                          constant: padding
                      ).isActive = true
                  }
                  return self
              }
          }
          """
        ),
        (
          "BackupConfirmController.swift",
          """
          final class BackupConfirmController: UIViewController {
              let stack = UIStackView()
              override func viewDidLoad() {
                  super.viewDidLoad()
                  view.addSubview(stack)
                  stack
                      .pinToSuperview(edges: .top, padding: 24, safeArea: true)
                      .↓pinToSuperview(edges: .horizontal, padding: 24)
              }
          }
          """
        ),
      ]),
    // PureLayout: `toSuperviewEdge` is the edge, not the safe area.
    Example(
      """
      final class AboutController: UIViewController {
          let versionLabel = UILabel()
          override func viewDidLoad() {
              super.viewDidLoad()
              view.addSubview(versionLabel)
              versionLabel.↓autoPinEdge(toSuperviewEdge: .trailing, withInset: 12)
          }
      }
      """),
    // In the visual format language `|` is the superview's edge.
    Example(
      """
      final class NoticeController: UIViewController {
          let notice = UILabel()
          override func viewDidLoad() {
              super.viewDidLoad()
              view.addSubview(notice)
              notice.translatesAutoresizingMaskIntoConstraints = false
              view.addConstraints(
                  NSLayoutConstraint.constraints(
                      ↓withVisualFormat: "H:|-16-[notice]-16-|", options: [], metrics: nil, views: ["notice": notice]))
          }
      }
      """),
    // A project helper pinning the receiver's leading side to its `leading:` argument.
    Example(
      """
      extension UIView {
          func anchor(top: NSLayoutYAxisAnchor?, leading: NSLayoutXAxisAnchor?, padding: UIEdgeInsets = .zero) {
              translatesAutoresizingMaskIntoConstraints = false
              if let top = top { topAnchor.constraint(equalTo: top, constant: padding.top).isActive = true }
              if let leading = leading { leadingAnchor.constraint(equalTo: leading, constant: padding.left).isActive = true }
          }
      }
      final class ProfileController: UIViewController {
          let nameLabel = UILabel()
          override func viewDidLoad() {
              super.viewDidLoad()
              view.addSubview(nameLabel)
              ↓nameLabel.anchor(top: view.safeAreaLayoutGuide.topAnchor, leading: view.leadingAnchor,
                  padding: .init(top: 8, left: 16, bottom: 0, right: 0))
          }
      }
      """),
    // A FloatingPanel whose surface the project lays out itself: its content can reach the edges.
    Example(
      files: [
        (
          "FilterPanelController.swift",
          """
          final class FilterPanelController: UIViewController {
              let title = UILabel()
              override func viewDidLoad() {
                  super.viewDidLoad()
                  view.addSubview(title)
                  ↓title.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16).isActive = true
              }
          }
          """
        ),
        (
          "MapController.swift",
          """
          final class WideLayout: FloatingPanelLayout {
              func prepareLayout(surfaceView: UIView, in view: UIView) -> [NSLayoutConstraint] {
                  [surfaceView.leftAnchor.constraint(equalTo: view.leftAnchor)]
              }
          }
          final class MapController: UIViewController {
              let panel = FloatingPanelController()
              let filters = FilterPanelController()
              func showFilters() {
                  panel.set(contentViewController: filters)
              }
          }
          """
        ),
      ]),
  ]

  static let nonTriggering: [Example] = [
    // 90 pt from the cell's own edge: clear of the widest side inset of any device (84 pt, the
    // folding phone's bar side).
    Example(
      """
      final class CountryRow: UITableViewCell {
          let dialCode = UILabel()
          override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
              super.init(style: style, reuseIdentifier: reuseIdentifier)
              addSubview(dialCode)
              dialCode.rightAnchor.constraint(equalTo: rightAnchor, constant: -90).isActive = true
          }
          required init?(coder: NSCoder) { fatalError() }
      }
      """),
    // A stored constraint nothing ever activates lays nothing out.
    Example(
      """
      final class PlayerController: UIViewController {
          let dimButton = UIButton()
          private var dimButtonToRight: NSLayoutConstraint!
          override func viewDidLoad() {
              super.viewDidLoad()
              view.addSubview(dimButton)
              dimButtonToRight = dimButton.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16)
          }
      }
      """),
    // `view` is the accessory's own container made here, not the controller's view.
    Example(
      """
      final class LibraryController: UIViewController {
          private lazy var accessory: UIView = {
              let view = UIView()
              let status = UILabel()
              view.addSubview(status)
              NSLayoutConstraint.activate([
                  status.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
                  status.centerYAnchor.constraint(equalTo: view.centerYAnchor),
              ])
              return view
          }()
      }
      """),
    // A loading cover: a colour and a spinner; its label is read by VoiceOver, never drawn.
    Example(
      """
      struct LoadingCover: View {
          var body: some View {
              ZStack {
                  Color.white
                  ProgressView()
                      .accessibilityLabel(loadingLabel)
              }
              .ignoresSafeArea()
          }
          private var loadingLabel: Text { Text("Loading the page") }
      }
      """),
    // The delegate returns a mask it makes from the idiom: portrait on every iPhone.
    Example(
      files: [
        (
          "AppDelegate.swift",
          """
          final class AppDelegate: UIResponder, UIApplicationDelegate {
              func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask {
                  let mask: UIInterfaceOrientationMask = UIDevice.current.userInterfaceIdiom == .pad ? .all : .portrait
                  return mask
              }
          }
          """
        ),
        (
          "CountryCell.swift",
          """
          final class CountryCell: UITableViewCell {
              let name = UILabel()
              override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                  super.init(style: style, reuseIdentifier: reuseIdentifier)
                  addSubview(name)
                  name.leftAnchor.constraint(equalTo: leftAnchor, constant: 20).isActive = true
              }
              required init?(coder: NSCoder) { fatalError() }
          }
          """
        ),
      ]),
    // The pin to the view's edge is the iOS 10 branch: it never runs on a phone with a housing.
    Example(
      """
      final class ReportController: UIViewController {
          let textView = UITextView()
          override func viewDidLoad() {
              super.viewDidLoad()
              view.addSubview(textView)
              if #available(iOS 11.0, *) {
                  textView.leftAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leftAnchor, constant: 10).isActive = true
              } else {
                  textView.leftAnchor.constraint(equalTo: view.leftAnchor, constant: 10).isActive = true
              }
          }
      }
      """),
    // The same content view in a scroll view pinned to the safe area: it adds the side insets.
    Example(
      scrollScreen(
        "PasswordViewController", content: ["containerView": "UIView", "titleLabel": "UILabel"],
        adds: [("scrollView", "containerView"), ("containerView", "titleLabel")],
        scrollSides: "view.safeAreaLayoutGuide", pins: Self.contentViewPins(marker: ""))),
    // The same header in a table pinned to the view's layout margins: the header spans only them.
    Example(
      files: [
        (
          "SectionHeader.swift",
          """
          final class SectionHeader: UIView {
              let titleLabel = UILabel()
              init() {
                  super.init(frame: .zero)
                  addSubview(titleLabel)
                  titleLabel.leftAnchor.constraint(equalTo: leftAnchor).isActive = true
              }
              required init?(coder: NSCoder) { fatalError() }
          }
          """
        ),
        (
          "RecentActivityViewController.swift",
          """
          final class RecentActivityViewController: UIViewController, UITableViewDelegate {
              private let tableView = UITableView()
              override func viewDidLoad() {
                  super.viewDidLoad()
                  view.addSubview(tableView)
                  NSLayoutConstraint.activate([
                      tableView.leftAnchor.constraint(equalTo: view.layoutMarginsGuide.leftAnchor),
                      tableView.rightAnchor.constraint(equalTo: view.layoutMarginsGuide.rightAnchor),
                  ])
              }
              func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
                  let header = SectionHeader()
                  header.titleLabel.text = "Today"
                  return header
              }
          }
          """
        ),
      ]),
    // A scroll view's content pinned to its sides but wider than it (no width constraint): it may
    // scroll sideways, and then the scroll view adds the side safe area itself.
    Example(
      scrollScreen(
        "CanvasViewController", content: ["titleLabel": "UILabel"], adds: [("scrollView", "titleLabel")],
        pins: [
          "titleLabel.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor, constant: 16)"
        ])),
    // A text view laid out in the safe area's frame keeps its text clear of the housing.
    Example(
      """
      final class ViewMarkdownViewController: UIViewController {
          private let textView = UITextView()
          override func viewWillLayoutSubviews() {
              super.viewWillLayoutSubviews()
              textView.frame = view.safeAreaLayoutGuide.layoutFrame
          }
      }
      """),
    // The same control added to the cell's contentView, which UIKit insets by the side safe area.
    Example(
      """
      final class SearchSettingsManager {
          func configure(_ cell: UITableViewCell) {
              let segment = UISegmentedControl(items: ["Web", "Images"])
              segment.frame = CGRect(x: 30, y: 15, width: cell.contentView.bounds.width - 60, height: 40)
              cell.contentView.addSubview(segment)
          }
      }
      """),
    // A cell of an inset-grouped table: the table insets the cell itself by its margins.
    Example(
      """
      final class AccountSettingsController: UITableViewController {
          init() { super.init(style: .insetGrouped) }
          required init?(coder: NSCoder) { fatalError() }
          override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
              let cell = UITableViewCell()
              let field = UITextField(frame: CGRect(x: 16, y: 0, width: cell.bounds.width - 32, height: 44))
              cell.addSubview(field)
              return cell
          }
      }
      """),
    // A centred label in the cell: a message of a few words stays in the middle.
    Example(
      """
      final class SearchSettingsManager {
          func configure(_ cell: UITableViewCell) {
              let label = UILabel(frame: CGRect(x: cell.bounds.minX + 20, y: 115, width: cell.bounds.width - 40, height: 50))
              label.textAlignment = .center
              cell.addSubview(label)
          }
      }
      """),
    // A library's view not named for a text or control class (a card, a map) is a container.
    Example(
      """
      final class SummaryController: UIViewController {
          private lazy var card: MDCCard = MDCCard()
          override func viewDidLoad() {
              super.viewDidLoad()
              view.addSubview(card)
              card.translatesAutoresizingMaskIntoConstraints = false
              card.leadingAnchor.constraint(equalTo: view.leadingAnchor).isActive = true
          }
      }
      """),
    // SnapKit pinned to the safe-area guide.
    Example(
      """
      final class AddressController: UIViewController {
          let address = UITextField()
          override func viewDidLoad() {
              super.viewDidLoad()
              view.addSubview(address)
              address.snp.makeConstraints { make in
                  make.left.right.equalTo(view.safeAreaLayoutGuide).inset(16)
              }
          }
      }
      """),
    // A picker row's own `view`, not the controller's: its constants are measured from the row.
    Example(
      """
      final class LeadTimeController: UIViewController, UIPickerViewDelegate {
          func pickerView(_ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing reused: UIView?) -> UIView {
              let view = UIView()
              let label = UILabel()
              view.addSubview(label)
              label.snp.makeConstraints { make in
                  make.left.equalTo(10)
              }
              return view
          }
      }
      """),
    // Past an iPad-only guard: an iPad has no side safe area.
    Example(
      """
      final class LibraryController: UIViewController {
          let count = UILabel()
          func setUpCount() {
              guard UIDevice.current.userInterfaceIdiom == .pad else { return }
              view.addSubview(count)
              count.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16).isActive = true
          }
      }
      """),
    // SnapKit in an iPad-only branch: an iPad has no side safe area.
    Example(
      """
      final class TabsController: UIViewController {
          let plus = UIButton()
          override func viewDidLoad() {
              super.viewDidLoad()
              if UIDevice.current.userInterfaceIdiom == .pad {
                  view.addSubview(plus)
                  plus.snp.makeConstraints { make in
                      make.right.top.bottom.equalTo(view)
                  }
              }
          }
      }
      """),
    // A stack laying its views out in its margins (configured with Then), which hold the safe area.
    Example(
      """
      final class TipController: UIViewController {
          private let stack = UIStackView().then {
              $0.layoutMargins = UIEdgeInsets(top: 20, left: 20, bottom: 20, right: 20)
              $0.isLayoutMarginsRelativeArrangement = true
          }
          override func viewDidLoad() {
              super.viewDidLoad()
              view.addSubview(stack)
              stack.snp.makeConstraints { $0.edges.equalToSuperview() }
          }
      }
      """),
    // A tab bar controller that is its own delegate and asks for portrait (Apple:
    // `tabBarControllerSupportedInterfaceOrientations(_:)`) locks as an override does.
    Example(
      """
      final class MainTabController: UITabBarController, UITabBarControllerDelegate {
          let banner = UILabel()
          override func viewDidLoad() {
              super.viewDidLoad()
              delegate = self
              banner.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16).isActive = true
          }
          func tabBarControllerSupportedInterfaceOrientations(_ tabBarController: UITabBarController) -> UIInterfaceOrientationMask {
              .portrait
          }
      }
      """),
    // Edges picked by the idiom: a phone, the only device with a side housing, ignores the top.
    Example(
      """
      struct CourseContainerView: View {
          let idiom = UIDevice.current.userInterfaceIdiom
          var body: some View {
              VStack {
                  Text("Course outline").frame(maxWidth: .infinity, alignment: .leading)
              }
              .ignoresSafeArea(edges: idiom == .pad ? .leading : .top)
          }
      }
      """),
    // Portrait on a phone, the idiom test in parentheses.
    Example(
      """
      final class WelcomeController: UIViewController {
          let greeting = UILabel()
          override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
              (UIDevice.current.userInterfaceIdiom == .phone) ? .portrait : .allButUpsideDown
          }
          override func viewDidLoad() {
              super.viewDidLoad()
              greeting.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16).isActive = true
          }
      }
      """),
    // A band of separator lines pinned to its own sides: no text of its own reaches the housing.
    Example(
      """
      final class SeparatorBand: UIView {
          let line = UIView()
          override init(frame: CGRect) {
              super.init(frame: frame)
              addSubview(line)
              line.leadingAnchor.constraint(equalTo: leadingAnchor).isActive = true
              line.trailingAnchor.constraint(equalTo: trailingAnchor).isActive = true
          }
          required init?(coder: NSCoder) { nil }
      }

      final class WordsController: UIViewController {
          let band = SeparatorBand()
          override func viewDidLoad() {
              super.viewDidLoad()
              view.addSubview(band)
              band.leadingAnchor.constraint(equalTo: view.leadingAnchor).isActive = true
          }
      }
      """),
    // The same bar pinned flush to the view, but it pins its button to its own layout margins
    // (`snp.trailingMargin`), which UIKit keeps clear of the side safe area.
    Example(
      """
      import SnapKit
      import UIKit

      final class MarginBar: UIView {
          private let bellButton = UIButton()
          override init(frame: CGRect) {
              super.init(frame: frame)
              addSubview(bellButton)
              bellButton.snp.makeConstraints {
                  $0.trailing.equalTo(snp.trailingMargin)
                  $0.centerY.equalToSuperview()
              }
          }
          required init?(coder: NSCoder) { fatalError() }
      }

      class InboxViewController: UIViewController {
          let bar = MarginBar()
          override func viewDidLoad() {
              super.viewDidLoad()
              view.addSubview(bar)
              bar.snp.makeConstraints {
                  $0.leading.top.trailing.equalToSuperview()
              }
          }
      }
      """),
    // One short line written out, in stacks that centre it: it sits in the middle of the screen.
    Example(
      """
      struct EmptyInbox: View {
          var body: some View {
              VStack(spacing: 8) {
                  Image(systemName: "tray")
                  Text("No messages yet")
              }
              .frame(maxWidth: .infinity, maxHeight: .infinity)
              .background(Color.gray)
              .ignoresSafeArea()
          }
      }
      """),
    // A busy box: the caption under the spinner is centred where the overlay lays it.
    Example(
      """
      struct LoadingOverlay: ViewModifier {
          let message: String?
          func body(content: Content) -> some View {
              content.overlay {
                  VStack(spacing: 12) {
                      ProgressView()
                      if let message { Text(message).font(.caption) }
                  }
                  .padding()
                  .ignoresSafeArea(.all)
              }
          }
      }
      """),
    // The sign-in column is at most 400 pt wide and centred between spacers: on the narrowest
    // landscape iPhone (812 pt) it starts 206 pt from either edge, clear of the housing.
    Example(
      """
      struct SignInScreen: View {
          var body: some View {
              HStack {
                  Spacer()
                  VStack {
                      Text("Welcome back")
                      SignInButton()
                  }
                  .frame(maxWidth: 400)
                  Spacer()
              }
              .ignoresSafeArea()
          }
      }
      """),
    Example(
      """
      final class ScoreController: UIViewController {
          let score = UILabel()
          override func viewDidLoad() {
              super.viewDidLoad()
              score.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor, constant: 16).isActive = true
          }
      }
      """),
    Example(
      """
      final class PosterController: UIViewController {
          let poster = UIImageView()
          let list = UITableView()
          override func viewDidLoad() {
              super.viewDidLoad()
              poster.leadingAnchor.constraint(equalTo: view.leadingAnchor).isActive = true
              poster.trailingAnchor.constraint(equalTo: view.trailingAnchor).isActive = true
              list.leadingAnchor.constraint(equalTo: view.leadingAnchor).isActive = true
          }
      }
      """),
    Example(
      """
      func makeGridLayout() -> UICollectionViewFlowLayout {
          let layout = UICollectionViewFlowLayout()
          layout.sectionInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16)
          layout.sectionInsetReference = .fromSafeArea
          return layout
      }
      """),
    Example(
      """
      func makeCarousel() -> UICollectionViewFlowLayout {
          let layout = UICollectionViewFlowLayout()
          layout.scrollDirection = .horizontal
          layout.sectionInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16)
          return layout
      }
      """),
    Example(
      """
      final class PickedUsersCell: UITableViewCell {
          let stack = UIStackView()
          let picked = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
          func setUp() {
              stack.axis = .vertical
              if let flow = picked.collectionViewLayout as? UICollectionViewFlowLayout {
                  flow.scrollDirection = .horizontal
                  flow.sectionInset = .init(top: 0, left: 20, bottom: 0, right: 20)
              }
          }
      }
      """),
    Example(
      """
      struct Ticker: View {
          var body: some View {
              HStack { Text("AAPL 212.10"); Spacer(); Text("+1.2%") }
                  .padding(.horizontal, 16)
                  .background(Color.black.ignoresSafeArea())
          }
      }
      """),
    Example(
      """
      struct Composer: View {
          var body: some View {
              VStack { TextField("Message", text: .constant("")) }
                  .ignoresSafeArea(.keyboard)
          }
      }
      """),
    Example(
      """
      final class OnboardingController: UIViewController {
          let title = UILabel()
          override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
          override func viewDidLoad() {
              super.viewDidLoad()
              title.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16).isActive = true
          }
      }
      """),
    Example(
      files: [
        (
          "AppDelegate.swift",
          """
          final class AppDelegate: UIResponder, UIApplicationDelegate {
              func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask {
                  .portrait
              }
          }
          """
        ),
        (
          "Ticker.swift",
          """
          struct Ticker: View {
              var body: some View {
                  HStack { Text("AAPL") }.ignoresSafeArea()
              }
          }
          """
        ),
      ]),
    Example(
      """
      final class HeaderView: UITableViewHeaderFooterView {
          let title = UILabel()
          func install() {
              addSubview(title)
              title.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor).isActive = true
          }
      }
      """),
    Example(
      """
      struct PaymentMethods: View {
          @Environment(\\.safeAreaInsets) var safeAreaInsets
          var body: some View {
              VStack { Text("Card") }
                  .padding(.horizontal, safeAreaInsets.leading)
                  .ignoresSafeArea(edges: .horizontal)
          }
      }
      """),
    Example(
      """
      struct Splash: View {
          var body: some View {
              Image("hills").resizable().ignoresSafeArea()
          }
      }
      """),
    Example(
      """
      struct Modal: View {
          var body: some View {
              ZStack { Color.black.opacity(0.4); VStack { Text("Saving…") }.fixedSize() }
                  .ignoresSafeArea()
          }
      }
      """),
    // A compositional layout's boundary items follow their section's insets, which count from the safe area.
    Example(
      files: [
        (
          "FooterView.swift",
          """
          final class FooterView: UICollectionReusableView {
              let label = UILabel()
              override init(frame: CGRect) {
                  super.init(frame: frame)
                  addSubview(label)
                  label.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 8).isActive = true
              }
              required init?(coder: NSCoder) { fatalError() }
          }
          """
        ),
        (
          "RecipientsController.swift",
          """
          final class RecipientsController: UICollectionViewController {
              init() {
                  let layout = UICollectionViewCompositionalLayout { _, environment in
                      let config = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
                      return NSCollectionLayoutSection.list(using: config, layoutEnvironment: environment)
                  }
                  super.init(collectionViewLayout: layout)
                  collectionView.register(FooterView.self, forSupplementaryViewOfKind: "footer", withReuseIdentifier: "footer")
              }
          }
          """
        ),
      ]),
    // A map fills the width on purpose; table views inset their own rows.
    Example(
      """
      final class SendLocationController: UIViewController {
          let mapView = MKMapView()
          let resultsTable = UITableView()
          lazy var stackView = UIStackView(arrangedSubviews: [mapView, resultsTable])
          override func viewDidLoad() {
              super.viewDidLoad()
              stackView.leadingAnchor.constraint(equalTo: view.leadingAnchor).isActive = true
          }
      }
      """),
    // Preview scaffolding: compiled into debug builds beside the preview it serves.
    Example(
      """
      #if DEBUG
      #Preview { PreviewRepresentable() }
      final class PreviewController: UIViewController {
          let caption = UILabel()
          override func viewDidLoad() {
              super.viewDidLoad()
              caption.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20).isActive = true
          }
      }
      #endif
      """),
    // A navigation container's screens get the window's safe area again from UIKit.
    Example(
      """
      struct RelaysView: View {
          var body: some View {
              NavigationView { List { Text("wss://relay.example") } }
                  .ignoresSafeArea(.all)
          }
      }
      """),
    // A list row cannot leave its cell, which the list keeps inside the safe area.
    Example(
      """
      struct DebugLogSection: View {
          var body: some View {
              Section {
                  Button {} label: {
                      Text("Share log").frame(maxWidth: .infinity).edgesIgnoringSafeArea(.leading)
                  }
              }
          }
      }
      """),
    // Text shown only on a Mac never meets a sensor housing.
    Example(
      """
      struct UploadPreview: View {
          var body: some View {
              content.ignoresSafeArea(edges: .horizontal)
          }
          @ViewBuilder private var content: some View {
              if ProcessInfo.processInfo.isiOSAppOnMac {
                  Text("Preview unavailable")
              } else {
                  QuickLookPreview()
              }
          }
      }
      """),
    // Text compiled only for other platforms (`#if os(tvOS)`, `#if os(macOS)`) is never on a phone.
    Example(
      """
      struct NowPlaying: View {
          var body: some View {
              content.ignoresSafeArea(edges: .horizontal)
          }
          @ViewBuilder private var content: some View {
              #if os(tvOS) || os(macOS)
                  Text("Now playing")
              #else
                  Artwork()
              #endif
          }
      }
      """),
    // Side section insets computed from the collection view's safe-area insets.
    Example(
      """
      final class GridLayout: UICollectionViewFlowLayout {
          override func prepare() {
              super.prepare()
              sectionInset.left = 10 + (collectionView?.safeAreaInsets.left ?? 0)
              sectionInset.right = 10 + (collectionView?.safeAreaInsets.right ?? 0)
          }
      }
      """),
    Example(
      files: [
        (
          "RootController.swift",
          """
          final class RootController: UIViewController {
              override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
                  if presentedViewController is GalleryController { return .allButUpsideDown }
                  return .portrait
              }
          }
          """
        ),
        (
          "SettingsController.swift",
          """
          final class SettingsController: UIViewController {
              let title = UILabel()
              override func viewDidLoad() {
                  super.viewDidLoad()
                  title.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16).isActive = true
              }
          }
          """
        ),
      ]),
    // A collection cell's contentView has the cell's bounds: adding to the cell itself changes nothing.
    Example(
      """
      final class AttachCell: UICollectionViewCell {
          let title = UILabel()
          override init(frame: CGRect) {
              super.init(frame: frame)
              addSubview(title)
              title.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 8).isActive = true
          }
          required init?(coder: NSCoder) { fatalError() }
      }
      """),
    // A header of a collection view pinned to the safe area's sides (through a local guide), registered
    // with a project helper's labelled form.
    Example(
      files: [
        (
          "AlbumHeader.swift",
          """
          final class AlbumHeader: UICollectionReusableView {
              let title = UILabel()
              override init(frame: CGRect) {
                  super.init(frame: frame)
                  addSubview(title)
                  title.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 8).isActive = true
              }
              required init?(coder: NSCoder) { fatalError() }
          }
          """
        ),
        (
          "AlbumController.swift",
          """
          final class AlbumController: UIViewController {
              let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
              override func viewDidLoad() {
                  super.viewDidLoad()
                  view.addSubview(collectionView)
                  collectionView.register(viewClass: AlbumHeader.self, forSupplementaryViewOfKind: "header")
                  let guide = view.safeAreaLayoutGuide
                  NSLayoutConstraint.activate([
                      collectionView.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
                      collectionView.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
                  ])
              }
          }
          """
        ),
      ]),
    // FloatingPanel's default layout keeps its surface inside the safe area's sides.
    Example(
      files: [
        (
          "FilterPanelController.swift",
          """
          final class FilterPanelController: UIViewController {
              let title = UILabel()
              override func viewDidLoad() {
                  super.viewDidLoad()
                  view.addSubview(title)
                  title.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16).isActive = true
              }
          }
          """
        ),
        (
          "MapController.swift",
          """
          final class MapController: UIViewController {
              let panel = FloatingPanelController()
              let filters = FilterPanelController()
              func showFilters() {
                  panel.set(contentViewController: filters)
                  panel.addPanel(toParent: self)
              }
          }
          """
        ),
      ]),
    // PureLayout's safe-area variant, and a visual-format spacing wider than any housing.
    Example(
      """
      final class WelcomeController: UIViewController {
          let versionLabel = UILabel()
          let notice = UILabel()
          override func viewDidLoad() {
              super.viewDidLoad()
              view.addSubview(versionLabel)
              view.addSubview(notice)
              versionLabel.autoPinEdge(toSuperviewSafeArea: .trailing, withInset: 12)
              view.addConstraints(
                  NSLayoutConstraint.constraints(
                      withVisualFormat: "H:|-(60)-[notice]-(60)-|", options: [], metrics: nil, views: ["notice": notice]))
          }
      }
      """),
  ]
}
