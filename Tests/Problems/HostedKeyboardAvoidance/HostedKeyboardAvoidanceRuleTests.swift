import InsetLint
import InsetTestSupport
import XCTest

@testable import InsetProblems

final class HostedKeyboardAvoidanceRuleTests: XCTestCase {
  func test_examples_triggerAtTheirMarkers_fixToParsableSwift() {
    RuleExamples.verify(HostedKeyboardAvoidanceRule(), minimumExamples: 10)
  }

  private func presenter(_ body: String) -> String {
    """
    final class PlayerPresenter {
        let field = UITextField()
        \(body)
    }
    """
  }

  private func findings(_ body: String) -> [Finding] {
    Support.lint([("/p/PlayerPresenter.swift", presenter(body))], rules: [HostedKeyboardAvoidanceRule()])
  }

  func test_aHostAddedOnlyToMeasureItsSize_thenRemoved_isNotAFinding() {
    let measuring = """
      func targetSize(on controller: UIViewController) -> CGSize {
              let sizing = UIHostingController(rootView: FeatureView())
              controller.view.addSubview(sizing.view)
              let size = sizing.view.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
              sizing.view.removeFromSuperview()
              return size
          }
      """
    XCTAssertEqual(findings(measuring).count, 0)
  }

  func test_aHostAddedOnlyToReadItsIntrinsicHeight_thenRemoved_isNotAFinding() {
    let measuring = """
      func listHeight(on controller: UIViewController) -> CGFloat {
              let sizing = UIHostingController(rootView: SuggestionList())
              guard let view = sizing.view else { return 0 }
              controller.view.addSubview(view)
              let height = view.intrinsicContentSize.height
              view.removeFromSuperview()
              return height
          }
      """
    XCTAssertEqual(findings(measuring).count, 0)
  }

  private let constraintsHelper = """
    extension UIView {
        func constraints(equalTo other: UIView) -> [NSLayoutConstraint] {
            [
                topAnchor.constraint(equalTo: other.topAnchor),
                leadingAnchor.constraint(equalTo: other.leadingAnchor),
                bottomAnchor.constraint(equalTo: other.bottomAnchor),
                trailingAnchor.constraint(equalTo: other.trailingAnchor),
            ]
        }
        func constraintsToTop(of other: UIView) -> [NSLayoutConstraint] {
            [topAnchor.constraint(equalTo: other.topAnchor), leadingAnchor.constraint(equalTo: other.leadingAnchor)]
        }
    }
    """

  private func formController(pinning call: String) -> String {
    """
    final class LoginFormController: UIViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            let child = UIHostingController(rootView: LoginForm())
            addChild(child)
            view.addSubview(child.view)
            child.didMove(toParent: self)
            NSLayoutConstraint.activate(child.view.\(call))
        }
    }
    struct LoginForm: View {
        @State var name = ""
        var body: some View { Form { TextField("Name", text: $name) } }
    }
    """
  }

  func test_aHostPinnedOnEveryEdgeByAProjectHelperInAnotherFile_isAScreensContent() {
    let files = [
      ("/p/UIView+Constraints.swift", constraintsHelper),
      ("/p/LoginFormController.swift", formController(pinning: "constraints(equalTo: view)")),
    ]
    XCTAssertEqual(Support.lint(files, rules: [HostedKeyboardAvoidanceRule()]).count, 0)
  }

  func test_aHostPinnedByAProjectHelperThatLeavesAnEdgeFree_isStillAFinding() {
    let files = [
      ("/p/UIView+Constraints.swift", constraintsHelper),
      ("/p/LoginFormController.swift", formController(pinning: "constraintsToTop(of: view)")),
    ]
    XCTAssertEqual(Support.lint(files, rules: [HostedKeyboardAvoidanceRule()]).map(\.line), [4])
  }

  private func packagesScreen(framedTo rectangle: String) -> String {
    """
    final class PackagesScreen {
        let bar = UIView()
        func make() -> UIViewController {
            let vc = UIViewController()
            let host = UIHostingController(rootView: PackageSearch())
            vc.addChild(host)
            vc.view.addSubview(host.view)
            host.view.frame = \(rectangle)
            host.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            return vc
        }
    }
    struct PackageSearch: View {
        @State var query = ""
        var body: some View { TextField("Search", text: $query) }
    }
    """
  }

  func test_aHostFramedToTheFrameOfTheViewItIsAddedTo_fillsItsParent() {
    let files = [("/p/PackagesScreen.swift", packagesScreen(framedTo: "vc.view.frame"))]
    XCTAssertEqual(Support.lint(files, rules: [HostedKeyboardAvoidanceRule()]).count, 0)
  }

  func test_aHostFramedToAnotherViewsFrame_isStillEmbedded() {
    let files = [("/p/PackagesScreen.swift", packagesScreen(framedTo: "bar.frame"))]
    XCTAssertEqual(Support.lint(files, rules: [HostedKeyboardAvoidanceRule()]).map(\.line), [5])
  }

  func test_aHostFillingAWrapperView_writtenWithItsBareAnchors_isPinnedOnEveryEdge() {
    let source = """
      final class SkinHostingView: UIView {
          let field = UITextField()
          init<Content: View>(rootView: Content) {
              let host = UIHostingController(rootView: rootView)
              super.init(frame: .zero)
              addSubview(host.view)
              NSLayoutConstraint.activate([
                  host.view.topAnchor.constraint(equalTo: topAnchor),
                  host.view.bottomAnchor.constraint(equalTo: bottomAnchor),
                  host.view.leadingAnchor.constraint(equalTo: leadingAnchor),
                  host.view.trailingAnchor.constraint(equalTo: trailingAnchor),
              ])
          }
      }
      """
    XCTAssertEqual(
      Support.lint([("/p/SkinHostingView.swift", source)], rules: [HostedKeyboardAvoidanceRule()]).count, 0)
  }

  private func messagesScreen(pinning anchors: [String]) -> [Finding] {
    let constraints = anchors.map { "            child.view.\($0).constraint(equalTo: view.\($0))," }
    let source = """
      final class MessagesViewController: UIViewController {
          let field = UITextField()
          private func reloadViews() {
              let child = UIHostingController(rootView: MainView())
              self.view.addSubview(child.view)
              view.addConstraints([
      \(constraints.joined(separator: "\n"))
              ])
          }
      }
      """
    return Support.lint([("/p/MessagesViewController.swift", source)], rules: [HostedKeyboardAvoidanceRule()])
  }

  func test_aHostAddedToSelfView_pinnedOnEveryEdgeOfView_isAScreensContent() {
    // `self.view.addSubview(…)` and `view.topAnchor` name the same view.
    let edges = ["topAnchor", "bottomAnchor", "leadingAnchor", "trailingAnchor"]
    XCTAssertEqual(messagesScreen(pinning: edges).count, 0)
  }

  func test_aHostAddedToSelfView_pinnedOnThreeEdgesOnly_isStillAFinding() {
    XCTAssertEqual(
      messagesScreen(pinning: ["topAnchor", "leadingAnchor", "trailingAnchor"]).map(\.line), [4])
  }

  func test_aHostHandedToAProjectFunctionThatAddsIt_isPlacedThere_andAPresentedNamesakeIsAnotherHost() {
    let coordinator = """
      final class Coordinator {
          let field = UITextField()
          func updateFloatingView(floatingView: UIView?) {
              guard let tabs = root as? UITabBarController, let floatingView else { return }
              tabs.view.addSubview(floatingView)
              floatingView.bottomAnchor.constraint(equalTo: tabs.tabBar.topAnchor, constant: -10).isActive = true
          }
      }
      """
    let notifications = """
      extension HomeCoordinator {
          func show(_ kind: Kind) {
              switch kind {
              case .banner:
                  let viewController = UIHostingController(rootView: BannerView())
                  if let view = viewController.view {
                      updateFloatingView(floatingView: view)
                  }
              case .modal:
                  let viewController = UIHostingController(rootView: ModalView())
                  present(viewController, animated: true)
              }
          }
      }
      """
    let found = Support.lint(
      [("/p/Coordinator.swift", coordinator), ("/p/Notifications.swift", notifications)],
      rules: [HostedKeyboardAvoidanceRule()])
    XCTAssertEqual(found.map(\.line), [5])
  }

  func test_aHostHandedToAFunctionThatPinsItOnEveryEdge_isNotAFinding() {
    let embed = """
      extension UIViewController {
          func embed(_ child: UIViewController) {
              let search = UISearchBar()
              addChild(child)
              view.addSubview(child.view)
              child.view.topAnchor.constraint(equalTo: view.topAnchor).isActive = true
              child.view.bottomAnchor.constraint(equalTo: view.bottomAnchor).isActive = true
              child.view.leadingAnchor.constraint(equalTo: view.leadingAnchor).isActive = true
              child.view.trailingAnchor.constraint(equalTo: view.trailingAnchor).isActive = true
          }
      }
      final class Home: UIViewController {
          override func viewDidLoad() {
              super.viewDidLoad()
              let feed = UIHostingController(rootView: Feed())
              embed(feed)
          }
      }
      """
    XCTAssertEqual(Support.lint([("/p/Embed.swift", embed)], rules: [HostedKeyboardAvoidanceRule()]).count, 0)
    let helper = embed.replacingOccurrences(
      of: "child.view.topAnchor.constraint(equalTo: view.topAnchor).isActive = true",
      with: "child.view.constraint(edgesTo: view)")
    XCTAssertEqual(
      Support.lint([("/p/Embed.swift", helper)], rules: [HostedKeyboardAvoidanceRule()]).count, 0)
    let unpinned = embed.replacingOccurrences(of: "child.view.topAnchor", with: "child.view.heightAnchor")
    XCTAssertEqual(
      Support.lint([("/p/Embed.swift", unpinned)], rules: [HostedKeyboardAvoidanceRule()]).count, 1)
  }

  func test_aHostMeasuredButLeftInTheHierarchy_isStillAFinding() {
    let measuring = """
      func show(on controller: UIViewController) {
              let banner = UIHostingController(rootView: FeatureView())
              controller.view.addSubview(banner.view)
              banner.view.frame.size = banner.view.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
          }
      """
    XCTAssertEqual(findings(measuring).count, 1)
  }

  /// Dimillian/ACHNBrowserUI's `View.asImage()` adds a host to the root view only to draw it.
  func test_aHostAddedOnlyToDrawItIntoAnImage_thenRemoved_isNotAFinding() {
    let drawing = """
      func image(on controller: UIViewController) -> UIImage {
              let host = UIHostingController(rootView: BadgeView())
              controller.view.addSubview(host.view)
              let size = host.sizeThatFits(in: UIScreen.main.bounds.size)
              host.view.bounds = CGRect(origin: .zero, size: size)
              let image = host.view.renderedImage()
              host.view.removeFromSuperview()
              return image
          }
      """
    XCTAssertEqual(findings(drawing).count, 0)
  }

  func test_aHostAddedAndRemovedWithoutBeingMeasuredOrDrawn_isStillAFinding() {
    let flashing = """
      func flash(on controller: UIViewController) {
              let host = UIHostingController(rootView: BadgeView())
              controller.view.addSubview(host.view)
              host.view.removeFromSuperview()
          }
      """
    XCTAssertEqual(findings(flashing).map(\.line), [4])
  }

  /// HedvigInsurance/ugglan pins a hosted result page with `make.trailing.leading.top.bottom`.
  func test_aHostPinnedOnEverySideWithSnapKit_isAScreensContent() {
    let pinned = """
      func showResult(in parent: UIView) {
              let host = UIHostingController(rootView: ResultView())
              parent.addSubview(host.view)
              host.view.snp.makeConstraints { make in
                  make.trailing.leading.top.bottom.equalToSuperview()
              }
          }
      """
    XCTAssertEqual(findings(pinned).count, 0)
  }

  func test_aHostPinnedWithSnapKitOnThreeSidesOnly_isStillAFinding() {
    let bar = """
      func showBar(in parent: UIView) {
              let host = UIHostingController(rootView: BarView())
              parent.addSubview(host.view)
              host.view.snp.makeConstraints {
                  $0.leading.trailing.bottom.equalToSuperview()
              }
          }
      """
    XCTAssertEqual(findings(bar).map(\.line), [4])
  }

  private func cellFiles(screenBody: String) -> [(String, String)] {
    [
      (
        "/p/HostingCell.swift",
        """
        final class HostingCell: UITableViewCell {
            func host(_ row: RowView) {
                let host = UIHostingController(rootView: row)
                contentView.addSubview(host.view)
            }
        }
        """
      ),
      (
        "/p/SettingsViewController.swift",
        """
        final class SettingsViewController: UIViewController {
            \(screenBody)
            func register(_ table: UITableView) {
                table.register(HostingCell.self, forCellReuseIdentifier: "row")
            }
        }
        """
      ),
      ("/p/Search.swift", "final class SearchViewController: UIViewController { let field = UITextField() }"),
    ]
  }

  /// woocommerce-ios's `HostingTableViewCell` is shown only in its settings screen, which has no field.
  func test_aCellsHostShownOnlyOnScreensWithoutAKeyboard_isNotAFinding() {
    let files = cellFiles(screenBody: "let title = UILabel()")
    XCTAssertEqual(Support.lint(files, rules: [HostedKeyboardAvoidanceRule()]).count, 0)
  }

  func test_aCellsHostShownOnAScreenWithAField_isAFinding() {
    let files = cellFiles(screenBody: "let search = UISearchBar()")
    XCTAssertEqual(
      Support.lint(files, rules: [HostedKeyboardAvoidanceRule()]).map(\.file), ["/p/HostingCell.swift"])
  }

  /// A host pinned on every edge of `parent` (written as given), made in `owner` (a class `name`);
  /// a search screen, with a field, registers `name`.
  private func filledHost(owner: String, name: String, parent: String, anchors: String) -> [(String, String)]
  {
    [
      (
        "/p/Row.swift",
        """
        \(owner) {
            private var host: UIHostingController<RowView>?
            func show(_ row: RowView) {
                host = UIHostingController(rootView: row)
                guard let hosted = host?.view else { return }
                \(parent)addSubview(hosted)
                NSLayoutConstraint.activate([
                    hosted.topAnchor.constraint(equalTo: \(anchors)topAnchor),
                    hosted.bottomAnchor.constraint(equalTo: \(anchors)bottomAnchor),
                    hosted.leadingAnchor.constraint(equalTo: \(anchors)leadingAnchor),
                    hosted.trailingAnchor.constraint(equalTo: \(anchors)trailingAnchor),
                ])
            }
        }
        """
      ),
      (
        "/p/Search.swift",
        """
        final class SearchViewController: UIViewController {
            let bar = UISearchBar()
            func register(_ results: UICollectionView) { results.register(\(name).self, forCellWithReuseIdentifier: "r") }
        }
        """
      ),
    ]
  }

  /// SRGSSR/playsrg-apple's `HostCollectionViewCell`, shown by its search screen: a host filling a
  /// cell's content view is a row of the list, not a screen's content; it still moves when the
  /// keyboard comes up over the list.
  func test_aHostFillingACellsContentView_onAScreenWithAField_isARow_andStillAFinding() {
    let files = filledHost(
      owner: "final class HostCell: UICollectionViewCell", name: "HostCell", parent: "contentView.",
      anchors: "contentView.")
    XCTAssertEqual(Support.lint(files, rules: [HostedKeyboardAvoidanceRule()]).map(\.line), [4])
  }

  /// A reusable header filled with its bare anchors.
  func test_aHostFillingAReusableHeaderItself_onAScreenWithAField_isARow_andStillAFinding() {
    let files = filledHost(
      owner: "final class HostHeader: UICollectionReusableView", name: "HostHeader", parent: "", anchors: "")
    XCTAssertEqual(Support.lint(files, rules: [HostedKeyboardAvoidanceRule()]).map(\.line), [4])
  }

  /// The same filling in a plain view (a card's `contentView`, a wrapper filled with its bare
  /// anchors): a full-area child, which should avoid.
  func test_aHostFillingAPlainViewsContentViewOrItself_isNotAFinding() {
    let card = filledHost(
      owner: "final class Card: UIView", name: "Card", parent: "contentView.", anchors: "contentView.")
    XCTAssertEqual(Support.lint(card, rules: [HostedKeyboardAvoidanceRule()]).count, 0)
    let wrapper = filledHost(owner: "final class Wrapper: UIView", name: "Wrapper", parent: "", anchors: "")
    XCTAssertEqual(Support.lint(wrapper, rules: [HostedKeyboardAvoidanceRule()]).count, 0)
  }

  /// A filled row is counted only on positive evidence: a cell that only a screen without text
  /// input shows, or that no type is seen showing (brave-ios's unused `HostingTableViewCell`), stays
  /// silent although the module shows a keyboard elsewhere.
  func test_aHostFillingACellsContentView_withoutAScreenWithAField_isNotAFinding() {
    var files = filledHost(
      owner: "final class HostCell: UITableViewCell", name: "OtherCell", parent: "contentView.",
      anchors: "contentView.")
    XCTAssertEqual(Support.lint(files, rules: [HostedKeyboardAvoidanceRule()]).count, 0)
    files.append(
      (
        "/p/Settings.swift",
        """
        final class SettingsViewController: UIViewController {
            func register(_ table: UITableView) { table.register(HostCell.self, forCellReuseIdentifier: "row") }
        }
        """
      ))
    XCTAssertEqual(Support.lint(files, rules: [HostedKeyboardAvoidanceRule()]).count, 0)
  }

  /// SRGSSR/playsrg-apple's `HostTableViewCell`, shown only through a subclass; brave-ios's
  /// `PlaylistRedactedHeader`, named unlike `…Cell`: each is judged by the screen that shows it.
  func test_aCellShownThroughASubclassOrNamedUnlikeACell_isJudgedByItsScreen() {
    func files(field: String) -> [(String, String)] {
      var files = filledHost(
        owner: "class HostTableCell<Row: View>: UITableViewCell", name: "OtherCell", parent: "contentView.",
        anchors: "contentView.")
      files[0].1 = files[0].1.replacingOccurrences(of: "RowView", with: "Row")
      files.append(("/p/ProfileRowCell.swift", "final class ProfileRowCell: HostTableCell<ProfileView> {}"))
      files.append(
        (
          "/p/Header.swift",
          files[0].1.replacingOccurrences(
            of: "class HostTableCell<Row: View>: UITableViewCell",
            with: "class RedactedHeader: UITableViewHeaderFooterView"
          ).replacingOccurrences(of: "<Row>", with: "<RowView>").replacingOccurrences(
            of: "_ row: Row)", with: "_ row: RowView)")
        ))
      files.append(
        (
          "/p/Profile.swift",
          """
          final class ProfileViewController: UIViewController {
              \(field)
              func register(_ table: UITableView) {
                  table.register(ProfileRowCell.self, forCellReuseIdentifier: "row")
                  table.register(RedactedHeader.self, forHeaderFooterViewReuseIdentifier: "header")
              }
          }
          """
        ))
      return files
    }
    XCTAssertEqual(
      Support.lint(files(field: "let name = UITextField()"), rules: [HostedKeyboardAvoidanceRule()]).map(
        \.file
      )
      .sorted(), ["/p/Header.swift", "/p/Row.swift"])
    XCTAssertEqual(
      Support.lint(files(field: "let name = UILabel()"), rules: [HostedKeyboardAvoidanceRule()]).count, 0)
  }

  /// jjaychen1e/ecnu-im's `init(rootView:ignoreSafeArea:disableKeyboardNotification:)` installs the
  /// private keyboard hook on one controller's view through a dynamic subclass.
  private let perInstanceHook = """
    extension UIHostingController {
        convenience init(rootView: Content, disableKeyboardNotification: Bool) {
            self.init(rootView: rootView)
            guard disableKeyboardNotification, let viewClass = object_getClass(view) else { return }
            let subclass: AnyClass = objc_allocateClassPair(viewClass, "HostView_NoKeyboard", 0)!
            let selector = NSSelectorFromString("keyboardWillShowWithNotification:")
            let noop: @convention(block) (AnyObject, AnyObject) -> Void = { _, _ in }
            class_addMethod(subclass, selector, imp_implementationWithBlock(noop), "v@:@")
            objc_registerClassPair(subclass)
            object_setClass(view, subclass)
        }
    }
    """

  func test_aHostMadeWithAProjectInitializersKeyboardOptOut_isNotAFinding() {
    let bar = """
      func addBar() {
              let host = UIHostingController(rootView: BarView(), disableKeyboardNotification: true)
              field.addSubview(host.view)
          }
      """
    let files = [("/p/Hook.swift", perInstanceHook), ("/p/PlayerPresenter.swift", presenter(bar))]
    XCTAssertEqual(Support.lint(files, rules: [HostedKeyboardAvoidanceRule()]).count, 0)
  }

  /// p2p-org/p2p-wallet-ios calls `disableLayoutWithKeyboard()` on the controllers it embeds.
  func test_aHostGivenAProjectMethodsKeyboardOptOut_isNotAFinding() {
    let bar = """
      func addBar() {
              let host = UIHostingController(rootView: BarView())
              host.disableLayoutWithKeyboard()
              field.addSubview(host.view)
          }
      """
    XCTAssertEqual(findings(bar).count, 0)
  }

  func test_aHookInstalledPerInstance_leavesTheOtherHostsOfTheProjectFindings() {
    let bar = """
      func addBar() {
              let host = UIHostingController(rootView: BarView())
              field.addSubview(host.view)
          }
      """
    let files = [("/p/Hook.swift", perInstanceHook), ("/p/PlayerPresenter.swift", presenter(bar))]
    XCTAssertEqual(Support.lint(files, rules: [HostedKeyboardAvoidanceRule()]).map(\.line), [4])
  }
}

/// `safeAreaRegions` set only under `if #available(iOS 16.4, *)`: `lint` settles the finding
/// against the file's deployment target, read from the project, also on a cached rerun.
final class HostedKeyboardAvoidanceTargetTests: XCTestCase {
  static let screen = """
    final class ReviewController: UIViewController {
        let comment = UITextView()
        override func viewDidLoad() {
            super.viewDidLoad()
            let bar = UIHostingController(rootView: RatingBar())
            if #available(iOS 16.4, *) {
                bar.safeAreaRegions = .container
            }
            view.addSubview(bar.view)
        }
    }
    """

  func test_regionsOnlyFrom16_4_isReportedBelowThatTarget_andQuietFromIt_evenFromTheCache() {
    let root = Support.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: root) }
    Support.write(Self.screen, to: root + "/Sources/App/ReviewController.swift")
    func lint(_ target: String) -> [String] {
      Support.lintFindings(in: root, deploymentTarget: target).compactMap { $0["rule"] as? String }.filter {
        $0 == "hosted-keyboard-avoidance"
      }
    }
    XCTAssertEqual(lint("16.0"), ["hosted-keyboard-avoidance"], "16.0–16.3 still avoid the keyboard")
    XCTAssertEqual(lint("16.4"), [], "every release the app runs on opts out")
    XCTAssertEqual(lint("16.0"), ["hosted-keyboard-avoidance"], "the cached run is settled again")
  }
}

/// A hosted root that ignores the keyboard region itself: quiet only where the measured
/// flexible-root fix holds.
final class HostedKeyboardAvoidanceRootTests: XCTestCase {
  private func sidebar(_ root: String) -> [Finding] {
    let controller = """
      final class SidebarController: UIViewController {
          let search = UISearchBar()
          private lazy var sidebarView = SidebarView()
          override func viewDidLoad() {
              super.viewDidLoad()
              let host = UIHostingController(rootView: sidebarView)
              view.addSubview(host.view)
          }
      }
      """
    return Support.lint(
      [("/p/SidebarController.swift", controller), ("/p/SidebarView.swift", root)],
      rules: [HostedKeyboardAvoidanceRule()])
  }

  func test_aFlexibleRootIgnoringTheKeyboardRegion_isTheMeasuredFix_notAFinding() {
    let root = """
      struct SidebarView: View {
          var body: some View {
              VStack { Text("Home"); Spacer(); Text("Settings") }
                  .frame(maxWidth: .infinity)
                  .ignoresSafeArea(.keyboard, edges: .bottom)
          }
      }
      """
    XCTAssertEqual(sidebar(root).count, 0)
  }

  func test_aFlexibleRootIgnoringTheKeyboardRegion_withAFieldInside_isStillAFinding() {
    // A focused field keeps avoiding under .ignoresSafeArea(.keyboard) (expo/expo #41302).
    let root = """
      struct SidebarView: View {
          @State private var query = ""
          var body: some View {
              VStack { TextField("Filter", text: $query); Spacer() }
                  .ignoresSafeArea(.keyboard, edges: .bottom)
          }
      }
      """
    XCTAssertEqual(sidebar(root).count, 1)
  }

  func test_aFixedHeightRootIgnoringTheKeyboardRegion_isStillAFinding() {
    let root = """
      struct SidebarView: View {
          var body: some View {
              HStack { Text("Total"); Spacer(); Text("$12") }
                  .frame(height: 56)
                  .ignoresSafeArea(.keyboard)
          }
      }
      """
    XCTAssertEqual(sidebar(root).count, 1)
  }

  func test_aFlexibleRootIgnoringEveryRegionAtTheBottom_isTheMeasuredFix_notAFinding() {
    // `.ignoresSafeArea()` ignores every region, the keyboard's among them; the deprecated
    // `.edgesIgnoringSafeArea(_:)` is read as its replacement. A colour takes all it is offered.
    let roots = [
      """
      struct SidebarView: View {
          var body: some View {
              Color.clear.overlay(
                  VStack { Text("Home"); Text("Settings") }
              )
              .edgesIgnoringSafeArea(.all)
          }
      }
      """,
      """
      struct SidebarView: View {
          var body: some View {
              GeometryReader { proxy in
                  Capsule().frame(width: proxy.size.width / 2)
              }
              .ignoresSafeArea()
          }
      }
      """,
      // The root after a view builder's `let`; a fixed height framing only its background.
      """
      struct SidebarView: View {
          var body: some View {
              let title = "Home"
              Color.clear
                  .background(
                      HStack { Text(title) }.frame(height: 80)
                  )
                  .edgesIgnoringSafeArea(.bottom)
          }
      }
      """,
    ]
    for root in roots { XCTAssertEqual(sidebar(root).count, 0, root) }
  }

  func test_aRootIgnoringOnlyTheContainerOrTheTop_orIgnoringInsideABackground_isStillAFinding() {
    let roots = [
      // The container region alone: the keyboard's is kept.
      """
      struct SidebarView: View {
          var body: some View {
              Color.clear.overlay(Text("Home"))
                  .ignoresSafeArea(.container)
          }
      }
      """,
      // The top edge alone: the keyboard comes from the bottom.
      """
      struct SidebarView: View {
          var body: some View {
              Color.clear.overlay(Text("Home"))
                  .edgesIgnoringSafeArea(.top)
          }
      }
      """,
      // Only the background ignores it, not the root.
      """
      struct SidebarView: View {
          var body: some View {
              Color.clear
                  .background(
                      Color.gray.edgesIgnoringSafeArea(.all)
                  )
          }
      }
      """,
      // A fixed-height root keeps avoiding.
      """
      struct SidebarView: View {
          var body: some View {
              HStack { Text("Total"); Spacer() }
                  .frame(height: 56)
                  .ignoresSafeArea()
          }
      }
      """,
    ]
    for root in roots { XCTAssertEqual(sidebar(root).count, 1, root) }
  }

  func test_aControllerThatHandlesTheKeyboardItself_showsOne_evenWithAThirdPartyTextView() {
    let compose = """
      final class ComposeViewController: UIViewController {
          let editor = MetaText()
          override func viewDidLoad() {
              super.viewDidLoad()
              let toolbar = UIHostingController(rootView: ComposeToolbar())
              view.addSubview(toolbar.view)
              NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow), name: UIResponder.keyboardWillShowNotification, object: nil)
          }
      }
      """
    let search =
      "struct Finder: View { @State var q = \"\"; var body: some View { List { }.searchable(text: $q) } }"
    let found = Support.lint(
      [("/p/Compose.swift", compose), ("/p/Finder.swift", search)], rules: [HostedKeyboardAvoidanceRule()])
    XCTAssertEqual(found.map(\.line), [5])
  }

  // A controller whose own view a host fills (the shape of a SwiftUI keyboard toolbar).
  private let toolbarController = """
    final class KeyboardToolbarViewController: UIViewController {
        override func loadView() {
            view = UIView()
            let host = UIHostingController(rootView: ToolbarContent())
            host.view.frame = view.bounds
            host.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            addChild(host)
            view.addSubview(host.view)
            host.didMove(toParent: self)
        }
    }
    struct ToolbarContent: View {
        var body: some View { HStack { Text("Lists") } }
    }
    """

  private func searchScreen(_ statement: String) -> String {
    """
    final class SearchViewController: UIViewController {
        lazy var toolbarController = KeyboardToolbarViewController()
        let field = UITextField()
        override func viewDidLoad() {
            super.viewDidLoad()
            \(statement)
        }
    }
    """
  }

  func test_aHostFillingAControllersView_thatAnotherFileMakesAnInputAccessory_isAFinding() {
    let files = [
      ("/p/KeyboardToolbarViewController.swift", toolbarController),
      ("/p/SearchViewController.swift", searchScreen("field.inputAccessoryView = toolbarController.view")),
    ]
    let found = Support.lint(files, rules: [HostedKeyboardAvoidanceRule()])
    XCTAssertEqual(found.map(\.line), [4])
    XCTAssertTrue(found.first?.message.contains("accessory") ?? false)
  }

  func test_aHostFillingAControllersView_thatIsShownAsAChildScreen_isNotAFinding() {
    let files = [
      ("/p/KeyboardToolbarViewController.swift", toolbarController),
      (
        "/p/SearchViewController.swift",
        searchScreen("addChild(toolbarController); view.addSubview(toolbarController.view)")
      ),
    ]
    XCTAssertEqual(Support.lint(files, rules: [HostedKeyboardAvoidanceRule()]).count, 0)
  }

  func test_anAccessoryMadeInAnExtensionsFile_ofAControllerMemberDeclaredElsewhere_isAFinding() {
    let files = [
      ("/p/KeyboardToolbarViewController.swift", toolbarController),
      ("/p/SearchViewController.swift", searchScreen("")),
      (
        "/p/SearchViewController+Cells.swift",
        """
        extension SearchViewController {
            func configure(_ cell: SearchFieldCell) {
                cell.textField.inputAccessoryView = toolbarController.view
            }
        }
        """
      ),
    ]
    XCTAssertEqual(Support.lint(files, rules: [HostedKeyboardAvoidanceRule()]).map(\.line), [4])
  }
}
