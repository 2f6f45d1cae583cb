import InsetEmulation
import InsetEngine
import InsetLint

/// The examples of `hosted-keyboard-avoidance` (walked by RuleExamplesTests).
enum HostedKeyboardAvoidanceExamples {
  static let problem: ProblemID = "hosted-keyboard-avoidance"
  static let regions16_4 = StrategyPlan.using([("safe-area-regions-container", "16.4")], problem: problem)
  static let composite13 = StrategyPlan.using(
    [("keyboard-hook-dynamic-subclass", "13.0"), ("safe-area-regions-container", "16.4")], problem: problem)

  static let triggering: [Example] = [
    // The host's view reached through an optional binding (`if let bar = totals?.view`).
    Example(
      """
      import SwiftUI
      import UIKit

      final class NotesController: UIViewController {
          let note = UITextField()
          private var totals: UIHostingController<TotalsBar>?
          override func viewDidLoad() {
              super.viewDidLoad()
              totals = ↓UIHostingController(rootView: TotalsBar())
              if let bar = totals?.view {
                  view.addSubview(bar)
                  bar.bottomAnchor.constraint(equalTo: view.bottomAnchor).isActive = true
              }
          }
      }
      """),
    // A word-suggestion bar filling a text field's input accessory (a bar, not a screen), its host
    // kept for reuse.
    Example(
      """
      import SwiftUI
      import UIKit

      final class SuggestionAccessory {
          private var host: UIHostingController<AnyView>?
          func attach(to field: UITextField, bar: AnyView) {
              let host = host ?? ↓UIHostingController(rootView: bar)
              let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
              container.addSubview(host.view)
              host.view.translatesAutoresizingMaskIntoConstraints = false
              NSLayoutConstraint.activate([
                  host.view.leadingAnchor.constraint(equalTo: container.leadingAnchor),
                  host.view.trailingAnchor.constraint(equalTo: container.trailingAnchor),
                  host.view.topAnchor.constraint(equalTo: container.topAnchor),
                  host.view.bottomAnchor.constraint(equalTo: container.bottomAnchor),
              ])
              field.inputAccessoryView = container
              self.host = host
          }
      }
      """),
    // A SwiftUI bottom bar in a UIKit screen that has a text field.
    Example(
      """
      import SwiftUI
      import UIKit

      final class CartController: UIViewController {
          let note = UITextField()
          override func viewDidLoad() {
              super.viewDidLoad()
              let totals = ↓UIHostingController(rootView: TotalsBar())
              addChild(totals)
              view.addSubview(totals.view)
              totals.view.bottomAnchor.constraint(equalTo: view.bottomAnchor).isActive = true
              totals.didMove(toParent: self)
          }
      }
      """,
      fixed: """
        import SwiftUI
        import UIKit

        final class CartController: UIViewController {
            let note = UITextField()
            override func viewDidLoad() {
                super.viewDidLoad()
                let totals = UIHostingController(rootView: TotalsBar())
                totals.safeAreaRegions = .container
                addChild(totals)
                view.addSubview(totals.view)
                totals.view.bottomAnchor.constraint(equalTo: view.bottomAnchor).isActive = true
                totals.didMove(toParent: self)
            }
        }
        """, plans: [regions16_4]),
    // A hosted row inside a UIKit cell; the keyboard is shown by another file's search bar.
    Example(files: [
      (
        "RowCell.swift",
        """
        final class RowCell: UITableViewCell {
            func install() {
                let host = ↓UIHostingController(rootView: RowContent())
                contentView.addSubview(host.view)
            }
        }
        """
      ),
      ("Search.swift", "final class SearchScreen: UIViewController { let bar = UISearchBar() }"),
    ]),
    // A hosted row pinned on every edge of its cell's content view: a row of the list, not a
    // screen's content, so filling it is no reason to avoid the keyboard.
    Example(files: [
      (
        "FilledRowCell.swift",
        """
        final class FilledRowCell: UICollectionViewCell {
            func install() {
                let host = ↓UIHostingController(rootView: RowContent())
                contentView.addSubview(host.view)
                host.view.translatesAutoresizingMaskIntoConstraints = false
                NSLayoutConstraint.activate([
                    host.view.topAnchor.constraint(equalTo: contentView.topAnchor),
                    host.view.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
                    host.view.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
                    host.view.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
                ])
            }
        }
        """
      ),
      (
        "Search.swift",
        """
        final class SearchScreen: UIViewController {
            let bar = UISearchBar()
            func register(_ results: UICollectionView) {
                results.register(FilledRowCell.self, forCellWithReuseIdentifier: "row")
            }
        }
        """
      ),
    ]),
    // A project subclass of UIHostingController, added to a stack view.
    Example(files: [
      (
        "Heading.swift",
        """
        final class HeadingCell: UITableViewCell {
            let stack = UIStackView()
            func show(delegate: AnyObject) {
                let controller = ↓ThemedHostingController(rootView: TabsView())
                stack.addArrangedSubview(controller.view)
            }
        }
        """
      ),
      (
        "Themed.swift",
        """
        class ThemedHostingController<Content: View>: UIHostingController<Content> {}
        struct Composer: View { var body: some View { TextField("Reply", text: .constant("")) } }
        """
      ),
    ]),
    // The view is taken out first (`guard let hostingView = host.view`), then added.
    Example(
      """
      final class NoticePresenter {
          let field = UITextView()
          func present(in viewController: UIViewController) {
              let host = ↓UIHostingController(rootView: NoticeView())
              guard let hostingView = host.view else { return }
              viewController.addChild(host)
              viewController.view.addSubview(hostingView)
              hostingView.bottomAnchor.constraint(equalTo: viewController.view.bottomAnchor).isActive = true
          }
      }
      """),
    // A stored controller, added in viewDidLoad; a composite fix for a 13.0 target.
    Example(
      """
      import SwiftUI
      import UIKit

      final class ComposeController: UIViewController {
          let textView = UITextView()
          func makeToolbar() {
              let toolbar = ↓UIHostingController(rootView: ToolbarView())
              view.addSubview(toolbar.view)
          }
      }
      """,
      fixed: """
        import SwiftUI
        import UIKit

        final class ComposeController: UIViewController {
            let textView = UITextView()
            func makeToolbar() {
                let toolbar = UIHostingController(rootView: ToolbarView())
                if #available(iOS 16.4, *) {
                    toolbar.safeAreaRegions = .container
                } else {
                    toolbar.disableKeyboardAvoidance()
                }
                view.addSubview(toolbar.view)
            }
        }

        // insetfix:support disableKeyboardAvoidance() (added by `insetfix fix`; one copy per module)
        #if canImport(UIKit)
        extension UIHostingController {
            /// Moves this controller's view, and only it, to a subclass whose private keyboard
            /// handlers do nothing. The subclass is made once and reused.
            func disableKeyboardAvoidance() {
                guard let viewClass = object_getClass(view) else { return }
                let baseName = String(cString: class_getName(viewClass))
                guard !baseName.hasSuffix("_NoKeyboard") else { return }
                let name = baseName + "_NoKeyboard"
                if let subclass = NSClassFromString(name) {
                    object_setClass(view, subclass)
                    return
                }
                guard let subclass = objc_allocateClassPair(viewClass, name, 0) else { return }
                let noop: @convention(block) (AnyObject, AnyObject) -> Void = { _, _ in }
                let imp = imp_implementationWithBlock(noop)
                class_addMethod(subclass, NSSelectorFromString("keyboardWillShowWithNotification:"), imp, "v@:@")
                class_addMethod(subclass, NSSelectorFromString("keyboardWillHideWithNotification:"), imp, "v@:@")
                objc_registerClassPair(subclass)
                object_setClass(view, subclass)
            }
        }
        #endif

        """, plans: [composite13]),
    // A table footer.
    Example(
      """
      final class SettingsController: UITableViewController {
          let name = UITextField()
          override func viewDidLoad() {
              super.viewDidLoad()
              let footer = ↓UIHostingController(rootView: FooterView())
              tableView.tableFooterView = footer.view
          }
      }
      """),
    // Assigned to a property through self.
    Example(
      """
      final class PlayerController: UIViewController {
          var bar: UIHostingController<BarView>?
          let search = UISearchController(searchResultsController: nil)
          override func viewDidLoad() {
              super.viewDidLoad()
              self.bar = ↓UIHostingController(rootView: BarView())
              view.insertSubview(self.bar!.view, at: 0)
          }
      }
      """),
    // Generic arguments written out.
    Example(
      """
      final class ChatController: UIViewController {
          let input = UITextField()
          func embed() {
              let panel = ↓UIHostingController<PanelView>(rootView: PanelView())
              addChild(panel)
              view.addSubview(panel.view)
          }
      }
      """),
    // The documented non-fix inside the hosted root does not count as an opt-out.
    Example(files: [
      (
        "Checkout.swift",
        """
        final class CheckoutController: UIViewController {
            let coupon = UITextField()
            override func viewDidLoad() {
                super.viewDidLoad()
                let bar = ↓UIHostingController(rootView: TotalsBar())
                view.addSubview(bar.view)
            }
        }
        """
      ),
      (
        "TotalsBar.swift",
        """
        struct TotalsBar: View {
            var body: some View {
                HStack { Text("Total"); Spacer(); Text("$12") }
                    .frame(height: 56)
                    .ignoresSafeArea(.keyboard)
            }
        }
        """
      ),
    ]),
    // A background view pinned to the bar's top and the bar to the screen's bottom: not a host
    // pinned to its parent on every edge.
    Example(
      """
      final class ComposeContentController: UIViewController {
          let textView = UITextView()
          let background = UIView()
          override func viewDidLoad() {
              super.viewDidLoad()
              let toolbar = ↓UIHostingController(rootView: ToolbarView())
              view.addSubview(toolbar.view)
              view.bottomAnchor.constraint(equalTo: toolbar.view.bottomAnchor).isActive = true
              background.topAnchor.constraint(equalTo: toolbar.view.topAnchor).isActive = true
          }
      }
      """),
    // Regions set only on iOS 16.4+ in a file that runs on 16.0: the host still avoids on 16.0–16.3.
    Example(
      """
      final class ReviewController: UIViewController {
          let comment = UITextView()
          override func viewDidLoad() {
              super.viewDidLoad()
              let bar = ↓UIHostingController(rootView: RatingBar())
              if #available(iOS 16.4, *) {
                  bar.safeAreaRegions = .container
              }
              view.addSubview(bar.view)
          }
      }
      """, deploymentTarget: "16.0"),
    // A host subclass that opts out only after `guard #available`, used from a 15.0 target.
    Example(
      """
      class BarHost<Content: View>: UIHostingController<Content> {
          override func viewDidLoad() {
              super.viewDidLoad()
              guard #available(iOS 16.4, *) else { return }
              safeAreaRegions = .container
          }
      }
      final class SearchScreen: UIViewController {
          let search = UISearchBar()
          func embed() {
              let bar = ↓BarHost(rootView: FilterBar())
              view.addSubview(bar.view)
          }
      }
      """, deploymentTarget: "15.0"),
    // The controller's text input in another file (an extension) puts a keyboard on its screen.
    Example(files: [
      (
        "Banner.swift",
        """
        final class BannerController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                let banner = ↓UIHostingController(rootView: BannerView())
                view.addSubview(banner.view)
            }
        }
        """
      ),
      (
        "Banner+Search.swift",
        """
        extension BannerController: UISearchBarDelegate {
            func makeSearch() -> UISearchBar { UISearchBar() }
        }
        """
      ),
    ]),
    // A coordinator's floating host can be over any screen: text input elsewhere in the module
    // (.searchable) is enough.
    Example(files: [
      (
        "Coordinator.swift",
        """
        final class HomeCoordinator {
            let tabs = UITabBarController()
            func showBanner() {
                let banner = ↓UIHostingController(rootView: BannerView())
                tabs.view.addSubview(banner.view)
            }
        }
        """
      ),
      (
        "List.swift",
        """
        struct Catalog: View {
            @State var query = ""
            var body: some View { List { Text("a") }.searchable(text: $query) }
        }
        """
      ),
    ]),
    // A project factory returns the host's view; a screen with a text view adds it over its bottom.
    Example(files: [
      (
        "View+UIView.swift",
        """
        extension View {
            func asUIView() -> UIView {
                let controller = ↓UIHostingController(rootView: self)
                controller.view.backgroundColor = .clear
                return controller.view
            }
        }
        """
      ),
      (
        "Editor.swift",
        """
        final class EditorViewController: UIViewController {
            let textView = UITextView()
            override func viewDidLoad() {
                super.viewDidLoad()
                let bar = MarkupBar().asUIView()
                view.addSubview(bar)
                bar.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor).isActive = true
            }
        }
        """
      ),
    ]),
    // A controller whose view a host fills, made a text field's accessory view in another file:
    // a bar above the keyboard, not a screen.
    Example(files: [
      (
        "KeyboardToolbarViewController.swift",
        """
        import SwiftUI
        import UIKit

        final class KeyboardToolbarViewController: UIViewController {
            override func loadView() {
                view = UIView()
                let host = ↓UIHostingController(rootView: Text("Lists"))
                host.view.frame = view.bounds
                addChild(host)
                view.addSubview(host.view)
                host.didMove(toParent: self)
            }
        }
        """
      ),
      (
        "SearchViewController.swift",
        """
        import UIKit

        final class SearchViewController: UIViewController {
            lazy var toolbarController = KeyboardToolbarViewController()
            let field = UITextField()
            override func viewDidLoad() {
                super.viewDidLoad()
                field.inputAccessoryView = toolbarController.view
            }
        }
        """
      ),
    ]),
  ]

  static let nonTriggering: [Example] = [
    // A cell's host shown only by a settings screen that holds no text input: the search screen
    // elsewhere in the module never shows that cell.
    Example(files: [
      (
        "HostingCell.swift",
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
        "Settings.swift",
        """
        final class SettingsController: UIViewController {
            func register(_ table: UITableView) {
                table.register(HostingCell.self, forCellReuseIdentifier: "row")
            }
        }
        """
      ),
      ("Search.swift", "final class SearchController: UIViewController { let field = UITextField() }"),
    ]),
    // A result page pinned on every side with SnapKit is the screen's content, which should avoid.
    Example(
      """
      final class PaymentView: UIView {
          let amount = UITextField()
          func showResult() {
              let result = UIHostingController(rootView: ResultPage())
              addSubview(result.view)
              result.view.snp.makeConstraints { make in
                  make.leading.trailing.top.bottom.equalToSuperview()
              }
          }
      }
      """),
    // Added to the window only to be drawn into an image, then removed.
    Example(
      """
      extension View {
          func asImage(on root: UIView) -> UIImage {
              let field = UITextField()
              let host = UIHostingController(rootView: self)
              root.addSubview(host.view)
              host.view.sizeToFit()
              let image = host.view.renderedImage()
              host.view.removeFromSuperview()
              return image
          }
      }
      """),
    // A view controller's own host on a screen with no text input: the module's search elsewhere
    // never brings a keyboard over it.
    Example(files: [
      (
        "Party.swift",
        """
        final class PartyController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                let members = UIHostingController(rootView: MemberList())
                view.addSubview(members.view)
            }
        }
        """
      ),
      (
        "List.swift",
        """
        struct Catalog: View {
            @State var query = ""
            var body: some View { List { Text("a") }.searchable(text: $query) }
        }
        """
      ),
    ]),
    // A lock screen whose PIN is typed on the app's own pad (`keyboardType: .pinPad` names that
    // pad): no system keyboard comes over its hosted header.
    Example(files: [
      (
        "Login.swift",
        """
        final class LoginController: UIViewController {
            private let pinPad = PinPadViewController(style: .clear, keyboardType: .pinPad, maxDigits: 6)
            override func viewDidLoad() {
                super.viewDidLoad()
                let header = UIHostingController(rootView: LockHeader())
                view.addSubview(header.view)
                addChild(pinPad)
                view.addSubview(pinPad.view)
            }
        }
        """
      ),
      (
        "Send.swift",
        """
        final class SendController: UIViewController {
            let address = UITextField()
        }
        """
      ),
    ]),
    // Regions set.
    Example(
      """
      final class CartController: UIViewController {
          let note = UITextField()
          let totals = UIHostingController(rootView: TotalsBar())
          override func viewDidLoad() {
              super.viewDidLoad()
              totals.safeAreaRegions = .container
              addChild(totals)
              view.addSubview(totals.view)
          }
      }
      """),
    // A full-screen form that should avoid the keyboard.
    Example(
      """
      final class Router {
          let field = UITextField()
          func showProfileEditor(from presenter: UIViewController) {
              let editor = UIHostingController(rootView: ProfileForm())
              presenter.present(editor, animated: true)
          }
      }
      """),
    // The window's root.
    Example(
      """
      final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
          var window: UIWindow?
          let field = UITextField()
          func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
              guard let windowScene = scene as? UIWindowScene else { return }
              let window = UIWindow(windowScene: windowScene)
              window.rootViewController = UIHostingController(rootView: RootView())
              self.window = window
          }
      }
      """),
    // A host subclass that removes the keyboard region itself.
    Example(
      """
      final class BarHost<Content: View>: UIHostingController<Content> {
          override init(rootView: Content) {
              super.init(rootView: rootView)
              safeAreaRegions.remove(.keyboard)
          }
          required init?(coder: NSCoder) { fatalError() }
      }
      final class Screen: UIViewController {
          let field = UITextField()
          func embed() {
              let bar = BarHost(rootView: Text("Total"))
              view.addSubview(bar.view)
          }
      }
      """),
    // No text input anywhere in the module.
    Example(
      """
      final class StatsController: UIViewController {
          override func viewDidLoad() {
              super.viewDidLoad()
              let chart = UIHostingController(rootView: ChartView())
              view.addSubview(chart.view)
          }
      }
      """),
    // Pinned to its parent on every edge: a full-area child that should avoid.
    Example(
      """
      final class RegisterController: UIViewController {
          let field = UITextField()
          override func viewDidLoad() {
              super.viewDidLoad()
              let form = UIHostingController(rootView: RegisterForm())
              addChild(form)
              view.addSubview(form.view)
              form.view.pinToParent()
          }
      }
      """),
    // Pushed onto a navigation stack.
    Example(
      """
      final class Coordinator {
          let navigationController = UINavigationController()
          let field = UITextField()
          func showDetail() {
              let detail = UIHostingController(rootView: DetailView())
              navigationController.pushViewController(detail, animated: true)
          }
      }
      """),
    // A title view at the top of the screen.
    Example(
      """
      final class TimelineController: UIViewController {
          let field = UITextField()
          override func viewDidLoad() {
              super.viewDidLoad()
              let header = UIHostingController(rootView: HeaderView())
              navigationItem.titleView = header.view
          }
      }
      """),
    // Centred over the content: not a bar the keyboard covers.
    Example(
      """
      final class PreviewController: UIViewController {
          let field = UITextField()
          override func viewDidLoad() {
              super.viewDidLoad()
              let spinner = UIHostingController(rootView: SpinnerView())
              view.addSubview(spinner.view)
              spinner.view.centerYAnchor.constraint(equalTo: view.centerYAnchor).isActive = true
          }
      }
      """),
    // UIHostingConfiguration cells: their keyboard behaviour is not documented.
    Example(
      """
      final class Cells {
          let field = UITextField()
          func configure(_ cell: UICollectionViewCell) {
              cell.contentConfiguration = UIHostingConfiguration { RowView() }
          }
      }
      """),
    // The private hook is already installed in the app.
    Example(files: [
      (
        "Bar.swift",
        """
        final class BarController: UIViewController {
            let field = UITextField()
            func embed() {
                let bar = UIHostingController(rootView: BarView())
                bar.disableKeyboardAvoidance()
                view.addSubview(bar.view)
            }
        }
        """
      ),
      (
        "Hook.swift",
        """
        extension UIHostingController {
            func disableKeyboardAvoidance() {
                let selector = NSSelectorFromString("keyboardWillShowWithNotification:")
                _ = selector
            }
        }
        """
      ),
    ]),
    // Regions set under `#available(iOS 16.4, *)` in a file whose target is 16.4: every system it
    // runs on opts out.
    Example(
      """
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
      """, deploymentTarget: "16.4"),
    // Regions on 16.4+, the per-instance private hook below it.
    Example(
      """
      final class ReviewController: UIViewController {
          let comment = UITextView()
          override func viewDidLoad() {
              super.viewDidLoad()
              let bar = UIHostingController(rootView: RatingBar())
              if #available(iOS 16.4, *) {
                  bar.safeAreaRegions = .container
              } else {
                  bar.disableKeyboardAvoidance()
              }
              view.addSubview(bar.view)
          }
      }
      """, deploymentTarget: "15.0"),
    // Regions on 16.4+, the host's view moved to a subclass without keyboard handling below it.
    Example(
      """
      final class ReviewController: UIViewController {
          let comment = UITextView()
          override func viewDidLoad() {
              super.viewDidLoad()
              let bar = UIHostingController(rootView: RatingBar())
              if #available(iOS 16.4, *) {
                  bar.safeAreaRegions = .container
              } else if let subclass = NoKeyboardViews.subclass(of: bar.view) {
                  object_setClass(bar.view, subclass)
              }
              view.addSubview(bar.view)
          }
      }
      """, deploymentTarget: "14.0"),
    // Pinned on all edges through a helper, and a frame filling the parent.
    Example(
      """
      final class TopPerformersController: UIViewController {
          let field = UITextField()
          override func viewDidLoad() {
              super.viewDidLoad()
              let host = UIHostingController(rootView: PeriodView())
              view.addSubview(host.view)
              view.pinSubviewToAllEdges(host.view)
              let other = UIHostingController(rootView: PeriodView())
              view.addSubview(other.view)
              other.view.frame = view.bounds
          }
      }
      """),
    // The same factory, called only by a screen that shows no keyboard.
    Example(files: [
      (
        "View+UIView.swift",
        """
        extension View {
            func asUIView() -> UIView {
                let controller = UIHostingController(rootView: self)
                return controller.view
            }
        }
        """
      ),
      (
        "Gallery.swift",
        """
        final class GalleryViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(Legend().asUIView())
            }
        }
        """
      ),
      ("Search.swift", "final class SearchScreen: UIViewController { let bar = UISearchBar() }"),
    ]),
    // A layout DSL's placement pinned in its trailing closure (`addSubview(host.view) {
    // $0.pinToSuperview() }`): a full-area child, which should avoid.
    Example(
      """
      import SwiftUI
      import UIKit

      final class IconHostView: UIView {
          let field = UITextField()
          private let hosting = UIHostingController(rootView: IconView())
          override init(frame: CGRect) {
              super.init(frame: frame)
              addSubview(hosting.view) {
                  $0.pinToSuperview()
              }
          }
      }
      """),
    // A host whose bottom is pinned to the keyboard layout guide's top: UIKit keeps it above the
    // keyboard.
    Example(
      """
      import SwiftUI
      import UIKit

      final class ToastPresenter: UIView {
          let field = UITextField()
          func show(_ toast: ToastView) {
              let host = UIHostingController(rootView: toast)
              host.view.translatesAutoresizingMaskIntoConstraints = false
              addSubview(host.view)
              host.view.topAnchor.constraint(equalTo: topAnchor).isActive = true
              host.view.bottomAnchor.constraint(equalTo: keyboardLayoutGuide.topAnchor).isActive = true
          }
      }
      """),
    // A host put into a local container that the file then makes the table's header: at the top,
    // the keyboard never reaches it.
    Example(files: [
      (
        "Room.swift",
        """
        import SwiftUI
        import UIKit

        final class RoomController: UIViewController {
            let composer = UITextView()
            let tableView = UITableView()
            func showWaitingHeader() {
                let controller = UIHostingController(rootView: WaitingHeader())
                guard let headerView = controller.view else { return }
                addChild(controller)
                let containerView = UIView()
                containerView.addSubviewMatchingParent(headerView)
                tableView.tableHeaderView = containerView
            }
        }
        """
      ),
      (
        "UIView.swift",
        """
        import UIKit

        extension UIView {
            func addSubviewMatchingParent(_ subView: UIView) {
                addSubview(subView)
                let views = ["view": subView]
                for format in ["H:|[view]|", "V:|[view]|"] {
                    NSLayoutConstraint.activate(
                        NSLayoutConstraint.constraints(withVisualFormat: format, metrics: nil, views: views))
                }
            }
        }
        """
      ),
    ]),
    // A helper that frames the child to the view it is given, handed the controller's own view: a
    // screen's content, which should avoid.
    Example(files: [
      (
        "Camera.swift",
        """
        import SwiftUI
        import UIKit

        final class CameraController: UIViewController {
            let search = UITextField()
            func showPermissions() {
                let hostingController = UIHostingController(rootView: PermissionsView())
                addChildViewController(hostingController, in: view)
            }
        }
        """
      ),
      (
        "Utilities.swift",
        """
        import UIKit

        extension UIViewController {
            func addChildViewController(_ childViewController: UIViewController, in view: UIView) {
                addChild(childViewController)
                view.insertSubview(childViewController.view, at: 0)
                childViewController.view.frame = view.bounds
                childViewController.didMove(toParent: self)
            }
        }
        """
      ),
    ]),
  ]
}
