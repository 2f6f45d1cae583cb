import InsetLint
import InsetTestSupport
import XCTest

@testable import InsetProblems

/// Where a screen is shown decides whether the housing can reach it: a portrait root container, a
/// project orientation mask, a portrait hosting controller, a notification platter, a parent that
/// places the child in its safe area. And what is pinned decides whether text reaches the sides:
/// a search bar insets its own field, one centred line stays in the middle, a video's overlay and
/// a view that pads itself by the safe-area insets keep clear.
final class LandscapeSideSafeAreaContextTests: XCTestCase {
  private func lint(_ files: [(String, String)]) -> [Finding] {
    Support.lint(files.map { (name: $0.0, code: $0.1) }, rules: [LandscapeSideSafeAreaRule()])
  }

  private let score = """
    final class ScoreController: UIViewController {
        let score = UILabel()
        override func viewDidLoad() {
            super.viewDidLoad()
            score.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16).isActive = true
        }
    }
    """

  private func tabs(_ mask: String) -> String {
    """
    final class MainTabBarController: UITabBarController {
        override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
            \(mask)
        }
    }
    """
  }

  // MARK: - Portrait root containers

  func test_aPortraitOnlyTabBarController_silencesTheScreensShownInsideIt() {
    XCTAssertEqual(lint([("/p/Tabs.swift", tabs(".portrait")), ("/p/Score.swift", score)]).count, 0)
  }

  func test_underAPortraitTabBarController_aControllerThatAsksForLandscape_isStillAFinding() {
    let player = """
      final class PlayerController: UIViewController {
          let title = UILabel()
          override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .allButUpsideDown }
          override func viewDidLoad() {
              super.viewDidLoad()
              title.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16).isActive = true
          }
      }
      """
    XCTAssertEqual(
      lint([("/p/Tabs.swift", tabs(".portrait")), ("/p/Player.swift", player)]).map(\.line), [6])
  }

  func test_aPortraitOnlyNavigationController_doesNotSilenceOtherScreens() {
    let navigation = """
      final class LoginNavigationController: UINavigationController {
          override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
      }
      """
    XCTAssertEqual(lint([("/p/Nav.swift", navigation), ("/p/Score.swift", score)]).count, 1)
  }

  func test_aTabBarControllerAllowingLandscape_keepsTheFindings() {
    XCTAssertEqual(lint([("/p/Tabs.swift", tabs(".all")), ("/p/Score.swift", score)]).count, 1)
  }

  // MARK: - Project orientation masks

  private func mask(_ body: String) -> String {
    """
    extension UIInterfaceOrientationMask {
        public static var phoneMask: Self {
            \(body)
        }
    }
    """
  }

  func test_aProjectMaskThatIsPortraitOnPhone_locksTheRootThatReturnsIt() {
    let files = [
      ("/p/Mask.swift", mask("return UIDevice.current.userInterfaceIdiom == .phone ? .portrait : .all")),
      ("/p/Tabs.swift", tabs(".phoneMask")), ("/p/Score.swift", score),
    ]
    XCTAssertEqual(lint(files).count, 0)
  }

  func test_aProjectMaskThatAllowsLandscapeOnPhone_locksNothing() {
    let files = [
      ("/p/Mask.swift", mask("return UIDevice.current.userInterfaceIdiom == .pad ? .portrait : .all")),
      ("/p/Tabs.swift", tabs(".phoneMask")), ("/p/Score.swift", score),
    ]
    XCTAssertEqual(lint(files).count, 1)
  }

  // MARK: - The app delegate's mask

  private func delegate(_ body: String) -> String {
    """
    final class AppDelegate: UIResponder, UIApplicationDelegate {
        func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask {
            \(body)
        }
    }
    """
  }

  func test_anAppDelegateThatShipsPortraitOnPhone_butRotatesInDebugBuilds_locksTheApp() {
    let body = """
      #if DEBUG
              return .all
              #else
              switch UIDevice.current.userInterfaceIdiom {
              case .phone: return .portrait
              default: return .all
              }
              #endif
      """
    XCTAssertEqual(lint([("/p/AppDelegate.swift", delegate(body)), ("/p/Score.swift", score)]).count, 0)
  }

  func test_anAppDelegateLockedOnlyInDebugBuilds_locksNothing() {
    let body = """
      #if DEBUG
              return .portrait
              #else
              return .all
              #endif
      """
    XCTAssertEqual(lint([("/p/AppDelegate.swift", delegate(body)), ("/p/Score.swift", score)]).count, 1)
  }

  func test_anAppDelegateReturningAllOnlyInAnIPadBranch_locksThePhone() {
    let body = """
      if UIDevice.current.isIPad {
                  return .all
              }
              return .portrait
      """
    XCTAssertEqual(lint([("/p/AppDelegate.swift", delegate(body)), ("/p/Score.swift", score)]).count, 0)
  }

  private let rotatingDelegate = """
    protocol RotatingScreen { func rotations() -> UIInterfaceOrientationMask }
    final class AppDelegate: UIResponder, UIApplicationDelegate {
        var restrictRotationPhone: UIInterfaceOrientationMask = .portrait
        func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask {
            if UIDevice.current.userInterfaceIdiom == .phone {
                if let screen = window?.rootViewController?.presentedViewController as? RotatingScreen {
                    return screen.rotations()
                }
                return self.restrictRotationPhone
            } else {
                return .all
            }
        }
    }
    """

  private let photoBrowser = """
    final class PhotoBrowser: UIViewController {
        let caption = UILabel()
        override func viewDidLoad() {
            super.viewDidLoad()
            caption.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16).isActive = true
        }
    }
    extension PhotoBrowser: RotatingScreen { func rotations() -> UIInterfaceOrientationMask { .all } }
    """

  func test_aDelegatesPortraitMember_locksThePhone_exceptTheScreensItHandsTheMaskTo() {
    let findings = lint([
      ("/p/AppDelegate.swift", rotatingDelegate), ("/p/Score.swift", score),
      ("/p/PhotoBrowser.swift", photoBrowser),
    ])
    XCTAssertEqual(findings.map(\.file), ["/p/PhotoBrowser.swift"])
  }

  func test_aDelegatesPortraitMemberWidenedElsewhere_locksNothing() {
    let player =
      "final class Player { func play() { (UIApplication.shared.delegate as? AppDelegate)?.restrictRotationPhone = .allButUpsideDown } }"
    let findings = lint([
      ("/p/AppDelegate.swift", rotatingDelegate), ("/p/Score.swift", score), ("/p/Player.swift", player),
    ])
    XCTAssertEqual(findings.map(\.file), ["/p/Score.swift"])
  }

  // MARK: - Hosting controllers

  private let scanner = """
    struct ScannerView: View {
        var body: some View {
            ZStack { Text("Scan the code shown on your other device to pair it").padding() }
                .ignoresSafeArea()
        }
    }
    """

  func test_aPortraitOnlyHostingController_locksTheSwiftUIViewItHosts() {
    let host = """
      final class ScannerHostingController: UIHostingController<ScannerView> {
          override var supportedInterfaceOrientations: UIInterfaceOrientationMask { [.portrait] }
      }
      """
    XCTAssertEqual(lint([("/p/Scanner.swift", scanner), ("/p/Host.swift", host)]).count, 0)
  }

  func test_aPortraitOnlyHostingController_locksTheViewsItsRootShowsAndSheets_butNotAFullScreenCover() {
    let wallet = """
      final class WalletHostingController: UIHostingController<WalletView> {
          override var supportedInterfaceOrientations: UIInterfaceOrientationMask { [.portrait, .portraitUpsideDown] }
      }
      struct WalletView: View {
          @State var adding = false
          @State var scanning = false
          var body: some View {
              TabsView()
                  .sheet(isPresented: $adding) { ScannerView() }
                  .fullScreenCover(isPresented: $scanning) { CameraView() }
          }
      }
      struct TabsView: View { var body: some View { Text("Assets held in this wallet, with their value today").ignoresSafeArea() } }
      struct CameraView: View { var body: some View { Text("Point the camera at the code on the other device").ignoresSafeArea() } }
      """
    let findings = lint([("/p/Scanner.swift", scanner), ("/p/Wallet.swift", wallet)])
    XCTAssertEqual(
      findings.map { "\($0.file):\($0.line)" }, ["/p/Wallet.swift:14"], "only the full-screen cover turns")
  }

  func test_aHostingControllerAllowingLandscape_keepsTheFinding() {
    let host = """
      final class ScannerHostingController: UIHostingController<ScannerView> {
          override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .all }
      }
      """
    XCTAssertEqual(lint([("/p/Scanner.swift", scanner), ("/p/Host.swift", host)]).map(\.line), [4])
  }

  // MARK: - Where the code runs

  func test_aNotificationContentExtensionsController_isNotAFinding() {
    let source = "import UserNotificationsUI\n" + score
    XCTAssertEqual(lint([("/p/NotificationContent/Error.swift", source)]).count, 0)
  }

  func test_ignoresSafeAreaInAPreview_isNotAFinding_butTheSameViewInTheApp_is() {
    let preview = """
      #Preview {
          ZStack { Text("Camera preview of the code on your other device") }
              .ignoresSafeArea()
      }
      """
    XCTAssertEqual(lint([("/p/Preview.swift", preview)]).count, 0)
    XCTAssertEqual(lint([("/p/Scanner.swift", scanner)]).count, 1)
  }

  // MARK: - What is pinned

  private func searchController(_ declaration: String) -> String {
    """
    final class SearchController: UIViewController {
        \(declaration)
        override func viewDidLoad() {
            super.viewDidLoad()
            searchBar.leadingAnchor.constraint(equalTo: view.leadingAnchor).isActive = true
        }
    }
    """
  }

  func test_aSearchBarPinnedToTheViewsEdges_isNotAFinding_itInsetsItsOwnField() {
    XCTAssertEqual(lint([("/p/Search.swift", searchController("let searchBar = UISearchBar()"))]).count, 0)
    XCTAssertEqual(lint([("/p/Search.swift", searchController("let searchBar = UITextField()"))]).count, 1)
  }

  private func empty(_ setup: String) -> String {
    """
    final class OutlineController: UIViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            let label = UILabel()
            \(setup)
            label.leadingAnchor.constraint(equalTo: view.leadingAnchor).isActive = true
        }
    }
    """
  }

  func test_aOneLineCentredLabel_isNotAFinding() {
    XCTAssertEqual(lint([("/p/Outline.swift", empty("label.textAlignment = .center"))]).count, 0)
  }

  func test_aCentredLabelOfManyLines_isAFinding_itsLinesReachTheSides() {
    let setup = "label.textAlignment = .center\n        label.numberOfLines = 0"
    XCTAssertEqual(lint([("/p/Outline.swift", empty(setup))]).count, 1)
  }

  private func filters(_ guide: String) -> String {
    """
    final class FiltersController: UIViewController {
        private let tagController: TagController
        override func viewDidLoad() {
            super.viewDidLoad()
            addChild(tagController)
            view.addSubview(tagController.view)
            tagController.view.leadingAnchor.constraint(equalTo: \(guide).leadingAnchor).isActive = true
        }
    }
    """
  }

  private let tagController = """
    final class TagController: UIViewController {
        let searchField = UITextField()
        override func viewDidLoad() {
            super.viewDidLoad()
            searchField.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 10).isActive = true
        }
    }
    """

  func test_aChildControllerWhoseParentPinsItToTheSafeArea_isNotAFinding() {
    let files = [("/p/Filters.swift", filters("view.safeAreaLayoutGuide")), ("/p/Tags.swift", tagController)]
    XCTAssertEqual(lint(files).count, 0)
  }

  func test_aChildControllerWhoseParentPinsItToTheViewsEdge_isAFinding() {
    let files = [("/p/Filters.swift", filters("view")), ("/p/Tags.swift", tagController)]
    XCTAssertEqual(lint(files).filter { $0.file == "/p/Tags.swift" }.count, 1)
  }

  /// A cell library that shows a controller's view in a cell's contentView
  /// (cinderella-project/iMast's `TableViewCell<MastodonPostCellViewController>`, Mew).
  private func timeline(_ cellType: String) -> String {
    """
    final class TimelineController: UITableViewController {
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            \(cellType).dequeued(from: tableView, for: indexPath, parentViewController: self)
        }
    }
    """
  }

  func test_aControllerACellTypeTakesAsItsGenericArgument_isCellContent_notAFinding() {
    let files = [
      ("/p/Timeline.swift", timeline("TableViewCell<ScoreController>")), ("/p/Score.swift", score),
    ]
    XCTAssertEqual(lint(files).count, 0)
  }

  func test_aControllerAnotherGenericTypeTakes_isStillAFinding() {
    let files = [
      ("/p/Timeline.swift", timeline("Wrapper<ScoreController>")), ("/p/Score.swift", score),
    ]
    XCTAssertEqual(lint(files).filter { $0.file == "/p/Score.swift" }.count, 1)
  }

  // MARK: - SwiftUI

  func test_aVideoPlayerIgnoringTheSafeArea_withAPlayButtonOverlay_isNotAFinding() {
    let source = """
      struct Clip: View {
          let player: AVPlayer
          var body: some View {
              VideoPlayer(player: player, videoOverlay: {
                  Button(action: { player.play() }, label: { Image(systemName: "play.fill") })
              })
              .ignoresSafeArea()
          }
      }
      """
    XCTAssertEqual(lint([("/p/Clip.swift", source)]).count, 0)
  }

  func test_anIfLetBindingNamedLikeAnArgument_doesNotGiveAStreamViewText() {
    let source = """
      struct Stream: View {
          @State private var errorMessage: String?
          var body: some View {
              ZStack {
                  StreamView(errorMessage: $errorMessage)
                      .ignoresSafeArea()
                  if let errorMessage {
                      Text(errorMessage).padding(.horizontal)
                  }
              }
          }
      }
      """
    XCTAssertEqual(lint([("/p/Stream.swift", source)]).count, 0)
  }

  private func sheet(_ padding: String) -> String {
    """
    struct BottomSheet<Content: View>: View {
        @Environment(\\.safeAreaInsets) var safeAreaInsets: EdgeInsets
        let content: Content
        var body: some View {
            VStack { content }
                \(padding)
        }
    }
    """
  }

  private let form = """
    struct OrderForm: View {
        var body: some View {
            BottomSheet(content: Text("Order total"))
                .ignoresSafeArea(edges: .horizontal)
        }
    }
    """

  func test_aProjectViewThatPadsItselfByTheSafeAreaInsets_isNotAFinding_whenItIgnoresTheSafeArea() {
    let files = [
      ("/p/Sheet.swift", sheet(".padding(.horizontal, insets: safeAreaInsets)")), ("/p/Form.swift", form),
    ]
    XCTAssertEqual(lint(files).count, 0)
  }

  func test_aProjectViewWithAFixedPadding_isAFinding_whenItIgnoresTheSafeArea() {
    let files = [("/p/Sheet.swift", sheet(".padding(.horizontal, 16)")), ("/p/Form.swift", form)]
    XCTAssertEqual(lint(files).map(\.line), [4])
  }
}

/// Content centred on the view and kept only a minimum distance from its sides.
final class LandscapeSideSafeAreaCentredTests: XCTestCase {
  private func splash(_ extra: String) -> String {
    """
    final class SplashController: UIViewController {
        let authButton = UIButton()
        override func viewDidLoad() {
            super.viewDidLoad()
            \(extra)
            NSLayoutConstraint.activate([
                authButton.centerXAnchor.constraint(equalTo: view.centerXAnchor),
                authButton.leadingAnchor.constraint(greaterThanOrEqualTo: view.leadingAnchor, constant: 20),
            ])
        }
    }
    """
  }

  func test_aCentredButtonKeptAMinimumDistanceFromTheSide_isNotAFinding() {
    let findings = Support.lint([("/p/Splash.swift", splash(""))], rules: [LandscapeSideSafeAreaRule()])
    XCTAssertEqual(findings.count, 0)
  }

  func test_aCentredLabelOfManyLinesKeptAMinimumDistance_isAFinding_itsLinesReachThatDistance() {
    let source = splash("").replacingOccurrences(of: "UIButton()", with: "UILabel()")
      .replacingOccurrences(
        of: "super.viewDidLoad()", with: "super.viewDidLoad()\n        authButton.numberOfLines = 0")
    XCTAssertEqual(
      Support.lint([("/p/Splash.swift", source)], rules: [LandscapeSideSafeAreaRule()]).count, 1)
  }

  func test_anUncentredButtonKeptAMinimumDistance_isAFinding() {
    let source = splash("").replacingOccurrences(
      of: "authButton.centerXAnchor.constraint(equalTo: view.centerXAnchor),", with: "")
    XCTAssertEqual(
      Support.lint([("/p/Splash.swift", source)], rules: [LandscapeSideSafeAreaRule()]).count, 1)
  }
}

/// What a SwiftUI container under `.ignoresSafeArea()` shows, when its text is in project views
/// of other files, and what holds it clear.
final class LandscapeSideSafeAreaMadeViewsTests: XCTestCase {
  private func lint(_ files: [(String, String)]) -> [Finding] {
    Support.lint(files.map { (name: $0.0, code: $0.1) }, rules: [LandscapeSideSafeAreaRule()])
  }

  private let search = """
    struct SearchView: View {
        var body: some View {
            ZStack(alignment: .leading) {
                SearchHeaderView().padding(.leading, 30)
            }
            .ignoresSafeArea()
        }
    }
    """

  private func header(_ body: String) -> String {
    """
    struct SearchHeaderView: View {
        var body: some View {
            \(body)
        }
    }
    """
  }

  func test_aProjectViewOfAnotherFileShowingText_underIgnoresSafeArea_isAFinding() {
    XCTAssertEqual(
      lint([("/p/Search.swift", search), ("/p/Header.swift", header("Text(\"Results\")"))]).map(\.line), [6])
  }

  func test_aProjectViewOfAnotherFileShowingOnlyAnImage_underIgnoresSafeArea_isNotAFinding() {
    XCTAssertEqual(
      lint([("/p/Search.swift", search), ("/p/Header.swift", header("Image(\"banner\")"))]).count, 0)
  }

  func
    test_aProjectViewOfAnotherFileWhoseOnlyControlIsAVideoPlayersOverlay_underIgnoresSafeArea_isNotAFinding()
  {
    let player = header("VideoPlayer(player: nil) { Button(\"Play\") {} }")
    XCTAssertEqual(lint([("/p/Search.swift", search), ("/p/Header.swift", player)]).count, 0)
  }

  func test_aScreenPresentedFromAListRow_thatIgnoresTheSafeArea_isAFinding_itIsNotARow() {
    let source = """
      struct SettingsView: View {
          @State var showsHelp = false
          var body: some View {
              List {
                  Button("Help") { showsHelp = true }
                      .sheet(isPresented: $showsHelp) {
                          VStack { Text("Help: how to set up sync on a second device") }.ignoresSafeArea()
                      }
              }
          }
      }
      """
    XCTAssertEqual(lint([("/p/Settings.swift", source)]).map(\.line), [7])
  }

  func test_aPinCompiledOnlyForTVOS_isNotAFinding_theIOSBranchIs() {
    let source = """
      final class ScoreController: UIViewController {
          let score = UILabel()
          override func viewDidLoad() {
              super.viewDidLoad()
              #if os(tvOS)
              score.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 94).isActive = true
              #else
              score.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16).isActive = true
              #endif
          }
      }
      """
    XCTAssertEqual(lint([("/p/Score.swift", source)]).map(\.line), [8])
  }

  func test_aListThatIgnoresTheLeadingSafeArea_keepsItsRowsInItsMargins_isNotAFinding() {
    let source = """
      struct CustomListDetail: View {
          @State var searching = false
          var body: some View {
              List {
                  ForEach(0..<3) { Text("Movie \\($0)") }
              }
              .edgesIgnoringSafeArea(searching ? .leading : .top)
          }
      }
      """
    XCTAssertEqual(lint([("/p/CustomListDetail.swift", source)]).count, 0)
  }

  func test_aProjectViewThatPadsItselfByTheSafeAreaInsets_madeUnderIgnoresSafeArea_isNotAFinding() {
    let padded = """
      struct SearchHeaderView: View {
          @Environment(\\.safeAreaInsets) var safeAreaInsets: EdgeInsets
          var body: some View {
              Text("Results").padding(.horizontal, insets: safeAreaInsets)
          }
      }
      """
    XCTAssertEqual(lint([("/p/Search.swift", search), ("/p/Header.swift", padded)]).count, 0)
  }

  func test_aRepresentableIgnoringTheSafeArea_isNotAFinding_UIKitInsideItComputesItsOwn() {
    let wave = """
      struct WaveView<Bottom: View>: UIViewControllerRepresentable {
          let bottom: () -> Bottom
          func makeUIViewController(context: Context) -> UIViewController { UIViewController() }
          func updateUIViewController(_ controller: UIViewController, context: Context) {}
      }
      """
    let screen = """
      struct NoMailboxView: View {
          var body: some View {
              WaveView { Button("Log in") {} }
                  .ignoresSafeArea()
          }
      }
      """
    XCTAssertEqual(lint([("/p/Wave.swift", wave), ("/p/NoMailbox.swift", screen)]).count, 0)
    XCTAssertEqual(
      lint([("/p/NoMailbox.swift", screen.replacingOccurrences(of: "WaveView", with: "VStack"))]).count, 1)
  }

  func test_ignoringTheSafeAreaOfAllRegionsOnTheBottomEdgeOnly_isNotAFinding() {
    let source = """
      struct Pages: View {
          var body: some View {
              TabView { Text("Welcome") }
                  .ignoresSafeArea(.all, edges: .bottom)
          }
      }
      """
    XCTAssertEqual(lint([("/p/Pages.swift", source)]).count, 0)
    XCTAssertEqual(
      lint([("/p/Pages.swift", source.replacingOccurrences(of: "edges: .bottom", with: "edges: .horizontal"))]
      ).count,
      1)
  }

  func test_aViewMadeAsTheRootOfAPortraitOnlyGenericHostingController_isLocked() {
    let host = """
      public class PortraitHostingController<Content: View>: UIHostingController<Content> {
          public override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
      }
      """
    let factory = "func make() -> UIViewController { PortraitHostingController(rootView: Pages()) }"
    let pages = """
      struct Pages: View {
          var body: some View {
              TabView { Text("Welcome") }
                  .ignoresSafeArea()
          }
      }
      """
    XCTAssertEqual(
      lint([("/p/Host.swift", host), ("/p/Factory.swift", factory), ("/p/Pages.swift", pages)]).count, 0)
    let plain = factory.replacingOccurrences(of: "PortraitHostingController", with: "UIHostingController")
    XCTAssertEqual(
      lint([("/p/Host.swift", host), ("/p/Factory.swift", plain), ("/p/Pages.swift", pages)]).count, 1)
  }
}
