import Foundation
import InsetLint
import InsetTestSupport
import XCTest

@testable import InsetProblems

/// `landscape-side-safe-area`'s examples (10+ each way), and the portrait-only trap read from
/// Info.plist and build settings the way the deployment target is read.
final class LandscapeSideSafeAreaRuleTests: XCTestCase {
  func test_examples_triggerAtTheirMarkers_andFixToParsableSwift() {
    RuleExamples.verify(LandscapeSideSafeAreaRule(), minimumExamples: 10)
  }

  private let label = """
    final class ScoreController: UIViewController {
        let score = UILabel()
        override func viewDidLoad() {
            super.viewDidLoad()
            score.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16).isActive = true
        }
    }
    """

  private func lint(in folder: String) -> [Finding] {
    let path = folder + "/App/Screens/ScoreController.swift"
    try? FileManager.default.createDirectory(
      atPath: folder + "/App/Screens", withIntermediateDirectories: true)
    try? label.write(toFile: path, atomically: true, encoding: .utf8)
    return Support.lint([(path, label)], rules: [LandscapeSideSafeAreaRule()])
  }

  private func folder(_ name: String) -> String {
    NSTemporaryDirectory() + "insetfix-orientations-\(getpid())-\(name)"
  }

  func test_aHeaderViewReturnedFromTwoControllers_isOneFinding_atItsPin_withBothReturnsRelated() {
    let header = """
      final class SectionHeader: UIView {
          let separator = UIView()
          let titleLabel = UILabel()
          init() {
              super.init(frame: .zero)
              addSubview(separator)
              addSubview(titleLabel)
              separator.leadingAnchor.constraint(equalTo: leadingAnchor).isActive = true
              titleLabel.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 20).isActive = true
          }
          required init?(coder: NSCoder) { fatalError() }
      }
      """
    func controller(_ name: String) -> String {
      """
      final class \(name): UITableViewController {
          override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
              SectionHeader()
          }
      }
      """
    }
    let findings = Support.lint(
      [("SectionHeader.swift", header), ("A.swift", controller("A")), ("B.swift", controller("B"))],
      rules: [LandscapeSideSafeAreaRule()])
    XCTAssertEqual(findings.count, 1, "\(findings)")
    XCTAssertEqual(findings.first?.file, "SectionHeader.swift")
    XCTAssertEqual(findings.first?.line, 9, "the title's pin, not the separator's")
    XCTAssertEqual(findings.first?.related.map(\.file).sorted(), ["A.swift", "B.swift"])
  }

  func test_aSnapKitPin_isLeftForAHandEdit_withANoteSayingHow() {
    let code = """
      final class LogsController: UIViewController {
          let log = UITextView()
          override func viewDidLoad() {
              super.viewDidLoad()
              view.addSubview(log)
              log.snp.makeConstraints { make in make.left.right.bottom.equalTo(view) }
          }
      }
      """
    let (outcome, texts) = Support.fix(
      [("Logs.swift", code)], rules: [LandscapeSideSafeAreaRule()],
      plans: [LandscapeSideSafeAreaExamples.safeAreaPlan])
    XCTAssertEqual(texts["Logs.swift"], code, "nothing is rewritten")
    let note = outcome.remaining.first?.fixNote ?? ""
    XCTAssertTrue(note.contains("SnapKit") && note.contains("safeAreaLayoutGuide"), note)
  }

  func test_aFlowLayoutHeadersOwnEdgePin_isLeftForAHandEdit_toItsLayoutMargins() throws {
    // The documented example: a flow layout's header pinned with SnapKit to its own edge.
    let example = try XCTUnwrap(
      LandscapeSideSafeAreaExamples.triggering.first {
        $0.files.contains { $0.name == "SectionHeader.swift" }
      })
    let files = example.files.map { ($0.name, $0.code.replacingOccurrences(of: "↓", with: "")) }
    let (outcome, _) = Support.fix(
      files, rules: [LandscapeSideSafeAreaRule()], plans: [LandscapeSideSafeAreaExamples.safeAreaPlan])
    XCTAssertEqual(outcome.remaining.count, 1, "\(outcome.remaining)")
    let note = outcome.remaining.first?.fixNote ?? ""
    XCTAssertTrue(note.contains("layoutMarginsGuide") && !note.contains("contentView"), note)
  }

  func test_anInfoPlistListingOnlyPortrait_silencesTheRule() throws {
    let root = folder("plist")
    defer { try? FileManager.default.removeItem(atPath: root) }
    try FileManager.default.createDirectory(atPath: root + "/App", withIntermediateDirectories: true)
    try """
    <plist><dict><key>UISupportedInterfaceOrientations</key><array><string>UIInterfaceOrientationPortrait</string></array>
    <key>UISupportedInterfaceOrientations~ipad</key><array><string>UIInterfaceOrientationLandscapeLeft</string></array></dict></plist>
    """.write(toFile: root + "/App/Info.plist", atomically: true, encoding: .utf8)
    XCTAssertEqual(lint(in: root).count, 0)
  }

  func test_buildSettingsAllowingLandscape_keepTheRule() throws {
    let root = folder("pbxproj")
    defer { try? FileManager.default.removeItem(atPath: root) }
    try FileManager.default.createDirectory(
      atPath: root + "/App.xcodeproj", withIntermediateDirectories: true)
    try """
    buildSettings = {
      INFOPLIST_KEY_UISupportedInterfaceOrientations_iPhone = "UIInterfaceOrientationPortrait UIInterfaceOrientationLandscapeLeft";
    };
    """.write(toFile: root + "/App.xcodeproj/project.pbxproj", atomically: true, encoding: .utf8)
    XCTAssertEqual(lint(in: root).count, 1)
  }

  func test_anInfoPlistFileNamedByTheProject_thatListsOnlyPortrait_silencesTheRule() throws {
    let root = folder("infoplistfile")
    defer { try? FileManager.default.removeItem(atPath: root) }
    try FileManager.default.createDirectory(
      atPath: root + "/App.xcodeproj", withIntermediateDirectories: true)
    try FileManager.default.createDirectory(atPath: root + "/Support", withIntermediateDirectories: true)
    try "INFOPLIST_FILE = \"$(SRCROOT)/Support/App-Info.plist\";".write(
      toFile: root + "/App.xcodeproj/project.pbxproj", atomically: true, encoding: .utf8)
    try
      "<key>UISupportedInterfaceOrientations</key><array><string>UIInterfaceOrientationPortrait</string></array>"
      .write(toFile: root + "/Support/App-Info.plist", atomically: true, encoding: .utf8)
    XCTAssertEqual(lint(in: root).count, 0)
  }

  private let helpers = """
    extension UIView {
        func constraintAlignLeadingTo(_ view: UIView, paddingLeading: CGFloat = 0.0) -> NSLayoutConstraint {
            let constraint = NSLayoutConstraint(
                item: self, attribute: .leading, relatedBy: .equal, toItem: view, attribute: .leading,
                multiplier: 1.0, constant: paddingLeading)
            return constraint
        }
        func constraintAlignTopTo(_ view: UIView) -> NSLayoutConstraint {
            NSLayoutConstraint(item: self, attribute: .top, relatedBy: .equal, toItem: view, attribute: .top,
                multiplier: 1.0, constant: 0)
        }
        func alignLeading(to anchor: NSLayoutXAxisAnchor) -> NSLayoutConstraint {
            leadingAnchor.constraint(equalTo: anchor)
        }
    }
    """

  /// Lines of the findings for a view made by `call` (a factory of the other file) and pinned
  /// 16 pt from the view's leading edge.
  private func factoryMadeViewPinnedToTheEdge(_ call: String, factory: String) -> [Int] {
    let controller = """
      final class ElevationController: UIViewController {
          override func viewDidLoad() {
              super.viewDidLoad()
              let made = \(call)
              view.addSubview(made)
              made.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16).isActive = true
          }
      }
      """
    return lintPair(controller, factory).map(\.line)
  }

  func test_aButtonMadeByAFactoryOfAnotherFile_pinnedToTheViewsEdge_isAFinding() {
    let factory = """
      enum ButtonFactory {
          static func iconButton(named name: String) -> UIButton {
              UIButton(type: .system)
          }
      }
      """
    XCTAssertEqual(
      factoryMadeViewPinnedToTheEdge("ButtonFactory.iconButton(named: \"xmark\")", factory: factory), [6])
  }

  func test_aViewMadeByAFactoryReturningAnImageView_pinnedToTheViewsEdge_isNotAFinding() {
    let factory = """
      enum ImageFactory {
          static func banner(named name: String) -> UIImageView {
              UIImageView(image: UIImage(named: name))
          }
      }
      """
    XCTAssertEqual(
      factoryMadeViewPinnedToTheEdge("ImageFactory.banner(named: \"hills\")", factory: factory).count, 0)
  }

  private let fillingHelpers = """
    extension UIView {
        func addFillingSubview(_ subview: UIView) {
            addSubview(subview)
            NSLayoutConstraint.activate([
                subview.leadingAnchor.constraint(equalTo: leadingAnchor),
                subview.trailingAnchor.constraint(equalTo: trailingAnchor),
            ])
        }
        func addReadableSubview(_ subview: UIView) {
            addSubview(subview)
            NSLayoutConstraint.activate([
                subview.leadingAnchor.constraint(equalTo: readableContentGuide.leadingAnchor),
                subview.trailingAnchor.constraint(equalTo: readableContentGuide.trailingAnchor),
            ])
        }
    }
    """

  private func messageScreen(adding helper: String) -> String {
    """
    final class MessageController: UIViewController {
        let body = UILabel()
        override func viewDidLoad() {
            super.viewDidLoad()
            view.\(helper)(body)
        }
    }
    """
  }

  func test_aLabelHandedToAProjectHelperThatPinsItToTheViewsSides_isAFinding() {
    XCTAssertEqual(lintPair(messageScreen(adding: "addFillingSubview"), fillingHelpers).map(\.line), [5])
  }

  func test_aLabelHandedToAProjectHelperThatPinsItToTheReadableGuide_isNotAFinding() {
    XCTAssertEqual(lintPair(messageScreen(adding: "addReadableSubview"), fillingHelpers).count, 0)
  }

  func test_aViewFillingItselfThroughAFillingHelper_pinnedToTheViewsEdge_isAFinding() {
    let controller = """
      final class BulletsController: UIViewController {
          let list = BulletList()
          override func viewDidLoad() {
              super.viewDidLoad()
              list.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 8).isActive = true
          }
      }
      final class BulletList: UIView {
          private let stack = UIStackView()
          override init(frame: CGRect) {
              super.init(frame: frame)
              addFillingSubview(stack)
          }
      }
      """
    XCTAssertEqual(lintPair(controller, fillingHelpers).map(\.line), [5])
  }

  private func lintPair(_ controller: String, _ other: String) -> [Finding] {
    Support.lint(
      [("/p/App/Extensions/UIView+Pins.swift", other), ("/p/App/Screens/ScanController.swift", controller)],
      rules: [LandscapeSideSafeAreaRule()])
  }

  /// A container's sides pinned to `guide`, and `content`'s sides `inset` inside the container's.
  private func sidePins(of content: String, inside container: String, pinnedTo guide: String, inset: Int)
    -> String
  {
    """
    \(container).leadingAnchor.constraint(equalTo: \(guide).leadingAnchor),
    \(container).trailingAnchor.constraint(equalTo: \(guide).trailingAnchor),
    \(content).leadingAnchor.constraint(equalTo: \(container).leadingAnchor, constant: \(inset)),
    \(content).trailingAnchor.constraint(equalTo: \(container).trailingAnchor, constant: -\(inset)),
    """
  }

  private func pickerSheet(containerPinnedTo guide: String) -> String {
    """
    final class PickerSheetController: UIViewController {
        let containerView = UIView()
        let contentStackView = UIStackView()
        override func viewDidLoad() {
            super.viewDidLoad()
            NSLayoutConstraint.activate([
                \(sidePins(of: "contentStackView", inside: "containerView", pinnedTo: guide, inset: 20))
            ])
        }
    }
    """
  }

  func test_contentPinnedInsideAContainerPinnedToTheViewsEdges_isAFinding() {
    let findings = Support.lint(
      [("/p/PickerSheetController.swift", pickerSheet(containerPinnedTo: "view"))],
      rules: [LandscapeSideSafeAreaRule()])
    XCTAssertEqual(findings.map(\.line), [9, 10])
    XCTAssertTrue(findings.first?.message.contains("through 'containerView'") == true)
    XCTAssertTrue(findings.first?.message.contains("pin 'containerView' to view.safeAreaLayoutGuide") == true)
  }

  /// igorkulman/iOSSampleApp's `ToastBanner`: a banner added to the key window, its text pinned to
  /// the banner's sides (`guide` is what the banner is pinned to).
  private func toastBanner(bannerPinnedTo guide: String) -> String {
    """
    final class ToastBanner {
        static func show(message: String) {
            guard let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene,
                  let window = scene.windows.first(where: { $0.isKeyWindow }) else { return }
            let banner = UIView()
            let label = UILabel()
            label.numberOfLines = 0
            banner.addSubview(label)
            window.addSubview(banner)
            NSLayoutConstraint.activate([
                \(sidePins(of: "label", inside: "banner", pinnedTo: guide, inset: 12))
            ])
        }
    }
    """
  }

  func test_textInsideABannerPinnedToTheKeyWindowsSides_isAFindingOutsideAnyController() {
    let findings = Support.lint(
      [("/p/ToastBanner.swift", toastBanner(bannerPinnedTo: "window"))], rules: [LandscapeSideSafeAreaRule()])
    XCTAssertEqual(findings.map(\.line), [13, 14])
    XCTAssertTrue(findings.first?.message.contains("pin 'banner' to window.safeAreaLayoutGuide") == true)
  }

  func test_textInsideABannerPinnedToTheWindowsSafeArea_isNotAFinding() {
    let findings = Support.lint(
      [("/p/ToastBanner.swift", toastBanner(bannerPinnedTo: "window.safeAreaLayoutGuide"))],
      rules: [LandscapeSideSafeAreaRule()])
    XCTAssertEqual(findings.count, 0)
  }

  /// GitHawk's markdown viewer: a text view framed to the whole view on every layout.
  private func markdownViewer(frame: String, type: String = "UITextView") -> String {
    """
    final class ViewMarkdownViewController: UIViewController {
        private let textView = \(type)()
        override func viewDidLoad() {
            super.viewDidLoad()
            view.addSubview(textView)
        }
        override func viewWillLayoutSubviews() {
            super.viewWillLayoutSubviews()
            textView.frame = \(frame)
        }
    }
    """
  }

  func test_aTextViewFramedToTheWholeView_isAFinding() {
    let findings = Support.lint(
      [("/p/ViewMarkdownViewController.swift", markdownViewer(frame: "view.bounds"))],
      rules: [LandscapeSideSafeAreaRule()])
    XCTAssertEqual(findings.map(\.line), [9])
    XCTAssertTrue(findings.first?.message.contains("scrolls vertically") == true)
  }

  func test_aTextViewFramedToTheSafeAreasFrame_orAScrollViewFramedToTheView_isNotAFinding() {
    let safe = markdownViewer(frame: "view.safeAreaLayoutGuide.layoutFrame")
    let scroll = markdownViewer(frame: "view.bounds", type: "UIScrollView")
    for source in [safe, scroll] {
      XCTAssertEqual(
        Support.lint([("/p/ViewMarkdownViewController.swift", source)], rules: [LandscapeSideSafeAreaRule()])
          .count,
        0, source)
    }
  }

  func test_aTextViewThatIsTheControllersRootView_isAFinding() {
    // iMast's error report: `loadView` makes the text view the screen.
    let source = """
      final class ErrorReportViewController: UIViewController {
          let textView = UITextView()
          override func loadView() {
              view = textView
          }
      }
      """
    let findings = Support.lint([("/p/ErrorReport.swift", source)], rules: [LandscapeSideSafeAreaRule()])
    XCTAssertEqual(findings.map(\.line), [4])
  }

  func test_contentPinnedInsideAContainerPinnedToTheSafeArea_isNotAFinding() {
    let findings = Support.lint(
      [("/p/PickerSheetController.swift", pickerSheet(containerPinnedTo: "view.safeAreaLayoutGuide"))],
      rules: [LandscapeSideSafeAreaRule()])
    XCTAssertEqual(findings.count, 0)
  }

  private func welcome(content: String) -> String {
    """
    struct WelcomeView: View {
        var body: some View {
            GeometryReader { geometry in
                ScrollView(.vertical) { page(geometry: geometry) }
                    .edgesIgnoringSafeArea(.horizontal)
            }
        }
        func page(geometry: GeometryProxy) -> some View {
            VStack(alignment: .trailing) {
                \(content)
            }
            .frame(width: geometry.size.width)
        }
    }
    """
  }

  func test_textMadeByAViewFunctionOfTheFile_underAnIgnoredHorizontalSafeArea_isAFinding() {
    let findings = Support.lint(
      [("/p/WelcomeView.swift", welcome(content: "Text(\"Skip\").padding(.trailing, 20)"))],
      rules: [LandscapeSideSafeAreaRule()])
    XCTAssertEqual(findings.map(\.line), [5])
  }

  func test_onlyAColourMadeByAViewFunctionOfTheFile_underAnIgnoredHorizontalSafeArea_isNotAFinding() {
    let findings = Support.lint(
      [("/p/WelcomeView.swift", welcome(content: "Color.orange.frame(height: 200)"))],
      rules: [LandscapeSideSafeAreaRule()])
    XCTAssertEqual(findings.count, 0)
  }

  func test_aProjectHelperPinningTheReceiversLeadingEdgeToTheView_isAFinding_whereItIsCalled() {
    let controller = """
      final class ScanController: UIViewController {
          let infoLabel = UILabel()
          override func viewDidLoad() {
              super.viewDidLoad()
              view.addSubview(infoLabel)
              infoLabel.constraintAlignLeadingTo(view, paddingLeading: 5).isActive = true
              infoLabel.alignLeading(to: view.leadingAnchor).isActive = true
          }
      }
      """
    let findings = lintPair(controller, helpers)
    XCTAssertEqual(findings.map(\.line), [6, 7])
    XCTAssertTrue(findings[0].message.contains("through constraintAlignLeadingTo"))
  }

  func test_aProjectHelperPinningAnotherEdge_orAMethodTheProjectDoesNotDeclare_isNotAFinding() {
    let controller = """
      final class ScanController: UIViewController {
          let infoLabel = UILabel()
          override func viewDidLoad() {
              super.viewDidLoad()
              infoLabel.constraintAlignTopTo(view).isActive = true
              infoLabel.pinLeading(view)
          }
      }
      """
    XCTAssertEqual(lintPair(controller, helpers).count, 0)
  }

  func test_aProjectViewWhoseTextSpansItsOwnWidth_pinnedToTheViewsEdges_isAFinding() {
    let empty = """
      final class EmptyStateView: UIView {
          private let title = UILabel()
          private lazy var stack = UIStackView(arrangedSubviews: [title])
          override init(frame: CGRect) {
              super.init(frame: frame)
              addSubview(stack)
              NSLayoutConstraint.activate([
                  stack.centerXAnchor.constraint(equalTo: centerXAnchor),
                  widthAnchor.constraint(equalTo: stack.widthAnchor),
              ])
          }
      }
      """
    let controller = """
      final class ScanController: UIViewController {
          private let emptyView = EmptyStateView()
          override func viewDidLoad() {
              super.viewDidLoad()
              emptyView.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16).isActive = true
          }
      }
      """
    XCTAssertEqual(lintPair(controller, empty).map(\.line), [5])
  }

  func test_aProjectViewHeldInAMemberAnnotatedAsUIView_isTheTypeItsClosureMakes() {
    let banner = """
      final class BannerView: UIView {
          private let label = UILabel()
          override init(frame: CGRect) {
              super.init(frame: frame)
              addSubview(label)
              label.leftAnchor.constraint(equalTo: leftAnchor, constant: 12).isActive = true
              label.rightAnchor.constraint(equalTo: rightAnchor, constant: -12).isActive = true
          }
      }
      """
    let controller = """
      final class ScanController: UIViewController {
          lazy var bannerView: UIView = {
              let bannerView = BannerView()
              return bannerView
          }()
          override func viewDidLoad() {
              super.viewDidLoad()
              bannerView.leftAnchor.constraint(equalTo: view.leftAnchor).isActive = true
          }
      }
      """
    XCTAssertEqual(lintPair(controller, banner).map(\.line), [8])
  }

  func test_aSubclassOfALibrarysViewController_isAViewController() {
    let controller = """
      import ChatKit
      final class ChatController: ChatKitViewController {
          let titleLabel = UILabel()
          override func viewDidLoad() {
              super.viewDidLoad()
              titleLabel.leadingAnchor.constraint(equalTo: view.leadingAnchor).isActive = true
          }
      }
      """
    XCTAssertEqual(lintPair(controller, "").map(\.line), [6])
  }

  func test_aSubclassOfALibrarysView_isNotAViewController() {
    let controller = """
      import ChatKit
      final class ChatBubble: ChatKitBubbleView {
          let titleLabel = UILabel()
          let view = UIView()
          func setUp() {
              titleLabel.leadingAnchor.constraint(equalTo: view.leadingAnchor).isActive = true
          }
      }
      """
    XCTAssertEqual(lintPair(controller, "").count, 0)
  }

  func test_aLabelFramedAtALiteralXAcrossATablesWidth_isAFinding() {
    let controller = """
      final class BreakdownController: UITableViewController {
          func updateFooter(_ text: String) {
              let label = UILabel()
              label.frame = CGRect(x: 16, y: 12, width: tableView.bounds.width - 32, height: 0)
              tableView.tableFooterView = label
          }
      }
      """
    XCTAssertEqual(lintPair(controller, "").map(\.line), [4])
  }

  func test_aLabelFramedAtALiteralX_inAFunctionThatAddsTheSideInsets_isNotAFinding() {
    let controller = """
      final class BreakdownController: UITableViewController {
          override func viewDidLayoutSubviews() {
              super.viewDidLayoutSubviews()
              let label = UILabel()
              label.frame = CGRect(x: 16 + view.safeAreaInsets.left, y: 12, width: tableView.bounds.width - 32, height: 0)
              label.frame = CGRect(x: 16, y: 12, width: view.bounds.width - 32 - view.safeAreaInsets.right, height: 0)
          }
      }
      """
    XCTAssertEqual(lintPair(controller, "").count, 0)
  }

  func test_aNarrowButtonFramedAtALiteralX_inASubviewNotOnTheControllersView_isNotAFinding() {
    let controller = """
      final class PlayerController: UIViewController {
          let playButton = UIButton()
          let bar = UIView()
          override func viewDidLayoutSubviews() {
              super.viewDidLayoutSubviews()
              bar.addSubview(playButton)
              playButton.frame = CGRect(x: 8, y: 8, width: 44, height: 44)
          }
      }
      """
    XCTAssertEqual(lintPair(controller, "").count, 0)
  }

  func test_turningOffInsetsContentViewsToSafeArea_isAFinding() {
    let controller = """
      final class InsightsController: UITableViewController {
          override func viewDidLoad() {
              super.viewDidLoad()
              tableView.insetsContentViewsToSafeArea = false
          }
      }
      """
    XCTAssertEqual(lintPair(controller, "").map(\.line), [4])
  }

  func test_aPlainViewMadeByAClosure_pinnedToTheViewsEdges_isNotAFinding() {
    let controller = """
      final class ScanController: UIViewController {
          lazy var backdrop: UIView = {
              let backdrop = UIView()
              backdrop.backgroundColor = .black
              return backdrop
          }()
          override func viewDidLoad() {
              super.viewDidLoad()
              backdrop.leftAnchor.constraint(equalTo: view.leftAnchor).isActive = true
          }
      }
      """
    XCTAssertEqual(lintPair(controller, "").count, 0)
  }

  private func lintView(_ view: String) -> [Int] {
    Support.lint([("/p/App/Screens/IntroView.swift", view)], rules: [LandscapeSideSafeAreaRule()]).map(\.line)
  }

  /// A paragraph of text under `.ignoresSafeArea(regions)`.
  private func intro(ignoring regions: String) -> String {
    """
    struct IntroView: View {
        var body: some View {
            VStack { Text("A longer paragraph of introduction that wraps across the whole screen width") }
                .ignoresSafeArea(\(regions))
        }
    }
    """
  }

  func test_ignoringTheKeyboardRegionOnEveryEdge_keepsTheSideSafeArea() {
    XCTAssertEqual(lintView(intro(ignoring: ".keyboard, edges: .all")), [])
  }

  func test_ignoringEveryRegionOnEveryEdge_overText_isAFinding() {
    XCTAssertEqual(lintView(intro(ignoring: ".all, edges: .all")), [4])
  }

  /// The edges a function of the file returns (eerimoq/moblin's landscape control bar): the
  /// trailing edge in one branch is enough.
  private func controlBar(returning edges: String) -> String {
    """
    private func edgesToIgnore() -> Edge.Set {
        if UIDevice.current.userInterfaceIdiom == .phone { \(edges) } else { [] }
    }
    struct ControlBar: View {
        var body: some View {
            VStack { Text("A status line of the stream that runs along the whole control bar") }
                .ignoresSafeArea(.all, edges: edgesToIgnore())
        }
    }
    """
  }

  func test_ignoringTheEdgesAFunctionReturns_isAFinding_whenOneOfThemIsASide() {
    XCTAssertEqual(lintView(controlBar(returning: "[.trailing]")), [7])
  }

  func test_ignoringTheEdgesAFunctionReturns_isNotAFinding_whenTheyAreOnlyTopAndBottom() {
    XCTAssertEqual(lintView(controlBar(returning: "[.top, .bottom]")), [])
  }

  func test_textUnderIgnoresSafeArea_thatReadsOnlyTheTopAndBottomInsets_isAFinding() {
    let view = """
      struct IntroView: View {
          var body: some View {
              GeometryReader { geometry in
                  ZStack(alignment: .bottom) {
                      Button("Next") {}
                          .padding(.bottom, geometry.safeAreaInsets.bottom + 12)
                          .padding(.horizontal, 20)
                  }
                  .edgesIgnoringSafeArea(.all)
              }
          }
      }
      """
    XCTAssertEqual(lintView(view), [9])
  }

  func test_textUnderIgnoresSafeArea_paddedByTheWholeInsets_isNotAFinding() {
    let view = """
      struct IntroView: View {
          var body: some View {
              GeometryReader { geometry in
                  ZStack(alignment: .bottom) {
                      Button("Next") {}
                          .padding(geometry.safeAreaInsets)
                  }
                  .edgesIgnoringSafeArea(.all)
              }
          }
      }
      """
    XCTAssertEqual(lintView(view), [])
  }

  func test_textUnderIgnoresSafeArea_framedToANarrowCentredColumnAfterIt_isNotAFinding() {
    let view = """
      struct FooterView: View {
          var body: some View {
              VStack {
                  Text("Want more items?")
              }
              .ignoresSafeArea()
              .frame(maxWidth: 260)
          }
      }
      """
    XCTAssertEqual(lintView(view), [])
  }

  /// A dimmed alert whose text is shown by a helper (`content`), placed with `placement`.
  private func storageFullAlert(placing placement: String) -> String {
    """
    struct StorageFullAlert: View {
        var body: some View {
            ZStack {
                Color.black.opacity(0.4)
                content\(placement)
            }
            .ignoresSafeArea()
        }
        private var content: some View {
            VStack { Text("Your device is full. Remove some downloads to make room for new ones") }
        }
    }
    """
  }

  func test_aHelperNamedInsideANarrowCentredColumn_underIgnoresSafeArea_isNotAFinding() {
    XCTAssertEqual(lintView(storageFullAlert(placing: ".padding(16).frame(maxWidth: 400)")), [])
  }

  func test_aHelperShowingFullWidthText_underIgnoresSafeArea_isAFinding() {
    XCTAssertEqual(lintView(storageFullAlert(placing: "")), [7])
  }

  func test_aViewBuilderThatCallsItself_underIgnoresSafeArea_isReadWithoutEndlessRecursion() {
    let view = """
      struct OutlineView: View {
          var body: some View {
              VStack { row(depth: 0) }
                  .ignoresSafeArea()
          }
          func row(depth: Int) -> AnyView {
              AnyView(VStack { Text("A long outline entry that runs across the screen"); row(depth: depth + 1) })
          }
      }
      """
    XCTAssertEqual(lintView(view), [4])
  }

  func test_textUnderIgnoresSafeArea_framedToAPhoneWideColumn_isAFinding() {
    let view = """
      struct FooterView: View {
          var body: some View {
              VStack {
                  Text("Want more items? Upgrade to the full version today")
              }
              .ignoresSafeArea()
              .frame(maxWidth: 900)
          }
      }
      """
    XCTAssertEqual(lintView(view), [6])
  }

  func test_aProjectViewShowingOnlyAnImageAsWideAsItself_pinnedToTheViewsEdges_isNotAFinding() {
    let locked = """
      final class LockedView: UIView {
          private let imageView = UIImageView(image: UIImage(named: "Lock"))
          override init(frame: CGRect) {
              super.init(frame: frame)
              addSubview(imageView)
              NSLayoutConstraint.activate([
                  imageView.centerXAnchor.constraint(equalTo: centerXAnchor),
                  widthAnchor.constraint(equalTo: imageView.widthAnchor),
              ])
          }
      }
      """
    let controller = """
      final class ScanController: UIViewController {
          private let lockedView = LockedView()
          override func viewDidLoad() {
              super.viewDidLoad()
              lockedView.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16).isActive = true
          }
      }
      """
    XCTAssertEqual(lintPair(controller, locked).count, 0)
  }

  private func backup(width: String) -> String {
    """
    final class BackupController: UIViewController {
        private let stack = UIStackView()
        private let scroll: UIScrollView = UIScrollView()
        override func viewDidLoad() {
            super.viewDidLoad()
            NSLayoutConstraint.activate([
                scroll.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                stack.leadingAnchor.constraint(equalTo: scroll.leadingAnchor, constant: 20),
                \(width)
            ])
        }
    }
    """
  }

  func test_contentAsWideAsAVerticalScrollViewPinnedToTheViewsEdges_isAFinding() {
    let source = backup(width: "stack.widthAnchor.constraint(equalTo: scroll.widthAnchor, constant: -40),")
    let findings = Support.lint([("/p/BackupController.swift", source)], rules: [LandscapeSideSafeAreaRule()])
    XCTAssertEqual(findings.map(\.line), [8])
    XCTAssertTrue(findings.first?.message.contains("vertical scroll view 'scroll'") ?? false)
  }

  func test_contentOfAScrollViewNotTiedToItsWidth_isNotAFinding() {
    let source = backup(width: "")
    XCTAssertEqual(
      Support.lint([("/p/BackupController.swift", source)], rules: [LandscapeSideSafeAreaRule()]).count, 0)
  }

  private func reader(parameter: String) -> String {
    """
    final class ReaderController: UIViewController {
        func layOutOverlay(\(parameter)) {
            NSLayoutConstraint.activate([
                overlay.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            ])
        }
    }
    """
  }

  func test_aConstraintHelperHandedALabelAsAParameter_pinningItToTheViewsEdge_isAFinding() {
    let source = reader(parameter: "_ overlay: UILabel, isCompact: Bool")
    XCTAssertEqual(
      Support.lint([("/p/ReaderController.swift", source)], rules: [LandscapeSideSafeAreaRule()]).map(\.line),
      [4])
  }

  func test_aConstraintHelperHandedAnImageViewAsAParameter_isNotAFinding() {
    let source = reader(parameter: "_ overlay: UIImageView")
    XCTAssertEqual(
      Support.lint([("/p/ReaderController.swift", source)], rules: [LandscapeSideSafeAreaRule()]).count, 0)
  }

  private func form(arrangement: String) -> String {
    """
    final class EditingFormController: UIViewController {
        private let stack: UIStackView = {
            let view = UIStackView()
            view.axis = .vertical
            \(arrangement)
            return view
        }()
        private let scroll = UIScrollView()
        override func viewDidLoad() {
            super.viewDidLoad()
            NSLayoutConstraint.activate([
                scroll.leftAnchor.constraint(equalTo: view.leftAnchor),
                stack.leftAnchor.constraint(equalTo: scroll.leftAnchor),
                stack.widthAnchor.constraint(equalTo: scroll.widthAnchor),
            ])
        }
    }
    """
  }

  func test_aStackMadeByAClosureThatArrangesItsViewsInItsMargins_isNotAFinding() {
    let source = form(arrangement: "view.isLayoutMarginsRelativeArrangement = true")
    XCTAssertEqual(
      Support.lint([("/p/EditingFormController.swift", source)], rules: [LandscapeSideSafeAreaRule()]).count,
      0)
  }

  func test_aStackMadeByAClosureThatArrangesItsViewsEdgeToEdge_isAFinding() {
    let source = form(arrangement: "view.spacing = 8")
    XCTAssertEqual(
      Support.lint([("/p/EditingFormController.swift", source)], rules: [LandscapeSideSafeAreaRule()]).map(
        \.line),
      [13])
  }

  private let superviewPin = """
    extension UIView {
        @discardableResult
        func pinToSuperview(edges: Edge.Set = .all, padding: CGFloat = 0, safeArea: Bool = false) -> Self {
            guard let superview else { return self }
            return pin(to: superview, edges: edges, padding: padding, safeArea: safeArea)
        }
        @discardableResult
        func pin(to view: UIView, edges: Edge.Set = .all, padding: CGFloat = 0, safeArea: Bool = false) -> Self {
            translatesAutoresizingMaskIntoConstraints = false
            if edges.contains(.leading) {
                leadingAnchor.constraint(
                    equalTo: safeArea ? view.safeAreaLayoutGuide.leadingAnchor : view.leadingAnchor, constant: padding
                ).isActive = true
            }
            return self
        }
    }
    """

  private func superviewPinLines(_ call: String) -> [Int] {
    let controller = """
      final class ConfirmController: UIViewController {
          let stack = UIStackView()
          override func viewDidLoad() {
              super.viewDidLoad()
              view.addSubview(stack)
              stack
                  .pinToSuperview(edges: .top, padding: 24, safeArea: true)
                  \(call)
          }
      }
      """
    return lintPair(controller, superviewPin).map(\.line)
  }

  func test_aProjectHelperPinningTheSidesToTheSuperview_isAFinding_onAViewAddedToTheControllersView() {
    XCTAssertEqual(superviewPinLines(".pinToSuperview(edges: .horizontal, padding: 24)"), [8])
  }

  func test_aProjectHelperPinningToTheSuperview_isNotAFinding_whenTheCallAsksForTheSafeArea() {
    XCTAssertEqual(superviewPinLines(".pinToSuperview(edges: .horizontal, padding: 24, safeArea: true)"), [])
  }

  func test_aProjectHelperPinningOnlyVerticalEdgesOfTheSuperview_isNotAFinding() {
    XCTAssertEqual(superviewPinLines(".pinToSuperview(edges: .bottom, padding: 24)"), [])
  }

  /// Apple, `UIViewController.supportedInterfaceOrientations`: the system asks "the root view
  /// controller or the topmost presented view controller that fills the window". Under a root
  /// that is portrait unless it presents a gallery, a sheet stays portrait; a controller presented
  /// full screen answers for itself (and what it pushes turns with it).
  private let presentingRoot = """
    final class RootController: UIViewController {
        override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
            if presentedViewController is GalleryController { return .allButUpsideDown }
            return .portrait
        }
    }
    final class BackupFlow: UINavigationController {
        let intro = BackupIntroController()
        init() {
            super.init(rootViewController: intro)
            modalPresentationStyle = .fullScreen
        }
    }
    final class BackupIntroController: UIViewController {
        func next() { show(BackupConfirmController(), sender: nil) }
    }
    """

  private func screen(_ name: String) -> String {
    """
    final class \(name): UIViewController {
        let title = UILabel()
        override func viewDidLoad() {
            super.viewDidLoad()
            title.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16).isActive = true
        }
    }
    """
  }

  func test_underARootPortraitUnlessItPresentsAGallery_aScreenShownAsASheet_staysPortrait() {
    XCTAssertEqual(lintPair(screen("SettingsController"), presentingRoot).count, 0)
  }

  func test_underARootPortraitUnlessItPresentsAGallery_theGalleryTurns() {
    XCTAssertEqual(lintPair(screen("GalleryController"), presentingRoot).map(\.line), [5])
  }

  func test_underARootPortraitUnlessItPresentsAGallery_whatAFullScreenFlowPushesTurns() {
    XCTAssertEqual(lintPair(screen("BackupConfirmController"), presentingRoot).map(\.line), [5])
  }

  private func settingsFooter(_ placement: String, container: String = "UIView()") -> String {
    """
    final class TranslationSettingsController: UITableViewController {
        override func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
            let footer = \(container)
            let label = UILabel()
            footer.addSubview(label)
            label.numberOfLines = 0
            \(placement)
            return footer
        }
    }
    """
  }

  func test_aSectionFooterMadeAsAPlainView_withTextASnapKitInsetFromItsSides_isAFinding() {
    let source = settingsFooter(
      "label.snp.makeConstraints { make in make.left.right.equalToSuperview().inset(16) }")
    XCTAssertEqual(lintPair(source, "").map(\.line), [7])
  }

  func test_aSectionFooterMadeAsAPlainView_withTextAnchoredToItsLeadingEdge_isAFinding() {
    let source = settingsFooter(
      "label.leadingAnchor.constraint(equalTo: footer.leadingAnchor, constant: 16).isActive = true")
    XCTAssertEqual(lintPair(source, "").map(\.line), [7])
  }

  func test_aSectionFooterPinnedToItsLayoutMargins_isNotAFinding() {
    let source = settingsFooter(
      "label.leadingAnchor.constraint(equalTo: footer.layoutMarginsGuide.leadingAnchor).isActive = true")
    XCTAssertEqual(lintPair(source, "").count, 0)
  }

  func test_aHeaderFooterViewsContentInsetsItsText_isNotAFinding() {
    let source = settingsFooter(
      "label.snp.makeConstraints { make in make.left.right.equalToSuperview().inset(16) }",
      container: "UITableViewHeaderFooterView()")
    XCTAssertEqual(lintPair(source, "").count, 0)
  }

  func test_aFooterLabelFramedAtALiteralXInAPlainView_isAFinding() {
    let source = """
      final class PasswordDetailController: UITableViewController {
          override func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
              let view = UIView()
              let footerLabel = UILabel(frame: CGRect(x: 15, y: 15, width: tableView.frame.width, height: 60))
              view.addSubview(footerLabel)
              return view
          }
      }
      """
    XCTAssertEqual(lintPair(source, "").map(\.line), [4])
  }
}

/// Views whose content cannot reach the sensor housing although their frame is pinned to the
/// view's sides: a full-width button's centred title, a stack of child controllers' views, a
/// stack laying out in its margins, a gradient behind narrow text.
final class LandscapeSideSafeAreaBarsTests: XCTestCase {
  private func lines(_ source: String) -> [Int] {
    Support.lint([("/p/App/Screens/Screen.swift", source)], rules: [LandscapeSideSafeAreaRule()]).map(\.line)
  }

  private func startScreen(startButton pins: String) -> String {
    """
    final class StartController: UIViewController {
      private let startButton = UIButton(type: .system)
      override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(startButton)
        NSLayoutConstraint.activate([
          \(pins)
        ])
      }
    }
    """
  }

  func test_aButtonFlushToBothSides_isABarWhoseCentredTitleStaysClear_andIsNotAFinding() {
    let pins = """
      startButton.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      startButton.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: 0),
      """
    XCTAssertEqual(lines(startScreen(startButton: pins)), [])
  }

  func test_aButtonFlushToOneSide_andHalfTheViewsWidth_isABar_andIsNotAFinding() {
    let pins = """
      startButton.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      startButton.widthAnchor.constraint(equalTo: view.widthAnchor, multiplier: 0.5),
      """
    XCTAssertEqual(lines(startScreen(startButton: pins)), [])
  }

  func test_aButtonInsetFromTheSides_keepsItsOwnEdgeNearTheHousing_andIsAFinding() {
    let pins = """
      startButton.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
      startButton.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
      """
    XCTAssertEqual(lines(startScreen(startButton: pins)), [7, 8])
  }

  func test_aFlushButtonWhoseContentIsAlignedToASide_isAFinding() {
    let pins = """
      startButton.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      startButton.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      """
    let source = startScreen(startButton: pins).replacingOccurrences(
      of: "view.addSubview(startButton)",
      with: "startButton.contentHorizontalAlignment = .leading\n    view.addSubview(startButton)")
    XCTAssertEqual(lines(source).count, 2)
  }

  func test_aButtonFlushToBothSidesWithSnapKit_isABar_andIsNotAFinding() {
    let source = """
      final class PermissionController: UIViewController {
        private let startButton = UIButton()
        override func viewDidLoad() {
          super.viewDidLoad()
          view.addSubview(startButton)
          startButton.snp.makeConstraints {
            $0.leading.trailing.bottom.equalToSuperview()
            $0.height.equalTo(94)
          }
        }
      }
      """
    XCTAssertEqual(lines(source), [])
    XCTAssertEqual(
      lines(source.replacingOccurrences(of: "equalToSuperview()", with: "equalToSuperview().inset(20)")), [7])
  }

  func test_aStackOfChildControllersViews_laysOutNoTextOfItsOwn_andIsNotAFinding() {
    let source = """
      final class WrapperController: UIViewController {
        let stackView = UIStackView()
        let homeViewController = HomeViewController()
        override func viewDidLoad() {
          super.viewDidLoad()
          view.addSubview(stackView)
          stackView.addArrangedSubview(homeViewController.view)
          stackView.leadingAnchor.constraint(equalTo: view.leadingAnchor).isActive = true
          stackView.trailingAnchor.constraint(equalTo: view.trailingAnchor).isActive = true
        }
      }
      """
    XCTAssertEqual(lines(source), [])
    let withText = source.replacingOccurrences(
      of: "stackView.addArrangedSubview(homeViewController.view)",
      with:
        "stackView.addArrangedSubview(homeViewController.view)\n      stackView.addArrangedSubview(UILabel())"
    )
    XCTAssertEqual(lines(withText), [9, 10])
  }

  func test_aStackLayingOutInItsMargins_pinnedWithPureLayout_isNotAFinding() {
    let source = """
      final class ChooserController: UIViewController {
        let stackView = UIStackView()
        override func viewDidLoad() {
          super.viewDidLoad()
          view.addSubview(stackView)
          stackView.isLayoutMarginsRelativeArrangement = true
          stackView.autoPinEdgesToSuperviewEdges(with: .zero, excludingEdge: .bottom)
        }
      }
      """
    let pins = """
      extension UIView {
        func autoPinEdgesToSuperviewEdges(with insets: UIEdgeInsets, excludingEdge edge: ALEdge) {}
      }
      """
    func lines(_ source: String) -> [Int] {
      Support.lint(
        [("/p/App/Screens/Chooser.swift", source), ("/p/App/UIView+Pins.swift", pins)],
        rules: [LandscapeSideSafeAreaRule()]
      ).map(\.line)
    }
    XCTAssertEqual(lines(source), [])
    XCTAssertEqual(
      lines(source.replacingOccurrences(of: "stackView.isLayoutMarginsRelativeArrangement = true", with: "")),
      [7])
  }

  func test_aGradientUnderIgnoredSafeArea_showsNoText_andNarrowTextOverItIsNotAFinding() {
    let source = """
      struct CameraNotFoundView: View {
        var body: some View {
          LinearGradient(colors: [.blue, .purple], startPoint: .top, endPoint: .bottom)
            .overlay(
              VStack {
                Text("No camera")
              }
              .frame(maxWidth: 500)
            )
            .edgesIgnoringSafeArea(.all)
        }
      }
      """
    XCTAssertEqual(lines(source), [])
    let banner = source.replacingOccurrences(
      of: "LinearGradient(colors: [.blue, .purple], startPoint: .top, endPoint: .bottom)",
      with: "BannerView()")
    XCTAssertEqual(lines(banner), [10])
  }
}
