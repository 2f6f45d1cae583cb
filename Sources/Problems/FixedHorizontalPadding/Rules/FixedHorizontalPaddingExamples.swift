import InsetEmulation
import InsetEngine
import InsetLint

extension FixedHorizontalPaddingRule {
  public static let description = RuleDescription(
    id: "fixed-horizontal-padding",
    summary:
      "Fixed horizontal padding sets the distance from the screen's edge instead of the system margins",
    rationale: """
      System content margins are 16 or 20 pt depending on the device and orientation, and 0 next
      to a folding device's bar; a fixed 16 lines up on some devices only. A padding is reported
      where the padded view spans the screen's width (no ancestor insets it, none is a row, a
      horizontal scroll or has a fixed or maximum width), so the padding is the distance between
      the screen's edge and the content; through the project's own modifiers too (a `ViewModifier`
      that wraps the view in a vertical scroll view and pads it), and with an amount a condition
      picks between two fixed values (`wide ? 20 : 16`), and a vertical scroll view's fixed
      content margins (`.contentMargins(.horizontal, 12, for: .scrollContent)`, iOS 17), which
      add to the safe area as a padding of its content would. Before iOS 27.1 no measured strategy
      fixes it.
      """,
    problem: "fixed-horizontal-padding",
    triggering: triggering, nonTriggering: nonTriggering)

  static let triggering: [Example] = [
    // A full-width sheet rounded on its top corners only still spans the screen: the padding of
    // its content is the distance from the screen's edges.
    Example(
      """
      struct SnoozeScreen: View {
        var body: some View {
          VStack {
            Spacer()
            panel()
              .background(Color.gray)
              .clipShape(UnevenRoundedRectangle(topLeadingRadius: 20, topTrailingRadius: 20))
          }
        }
        private func panel() -> some View {
          VStack {
            Text("Snoozed for 30 minutes")
            Button("Cancel") {}
          }
          .↓padding(.horizontal, 16)
        }
      }
      """),
    // A project wrapper of `safeAreaInset` handed the bar as a closure: the bar spans the screen.
    Example(
      """
      extension View {
        @ViewBuilder
        func backportSafeAreaBar(edge: VerticalEdge, @ViewBuilder content: () -> some View) -> some View {
          safeAreaInset(edge: edge, content: content)
        }
      }

      struct LeaveScreen: View {
        var body: some View {
          ScrollView { Text("Leave the space?") }
            .backportSafeAreaBar(edge: .bottom) {
              VStack {
                Button("Leave") {}
                Button("Cancel") {}
              }
              .↓padding(.horizontal, 16)
            }
        }
      }
      """),
    // A project modifier whose else arm branches again over the content: its first arm (an
    // iOS 26 bar) is taken as applied, as a two-arm branch is.
    Example(
      """
      struct TopOverlay: ViewModifier {
        let visible: Bool
        func body(content: Content) -> some View {
          if #available(iOS 26, *) {
            content.safeAreaBar(edge: .top) {
              HStack {
                Text("Connected")
                Spacer()
              }
              .↓padding(.horizontal, 12)
            }
          } else {
            if visible {
              content.safeAreaInset(edge: .top) { Text("Connected") }
            } else {
              content
            }
          }
        }
      }

      struct SessionScreen: View {
        var body: some View {
          List { Text("Message") }
            .modifier(TopOverlay(visible: true))
        }
      }
      """),
    // A project modifier that stacks the view under a search bar: SwiftUI applies it as its
    // `body(content:)`, so the bar spans what the list spans.
    Example(
      """
      struct SearchableList: ViewModifier {
        @Binding var query: String
        func body(content: Content) -> some View {
          VStack {
            TextField("Search", text: $query)
              .↓padding(.horizontal, 12)
            content
          }
        }
      }

      struct DocumentsScreen: View {
        @State private var query = ""
        var body: some View {
          List { Text("Passport") }
            .modifier(SearchableList(query: $query))
        }
      }
      """),
    // An empty state shown over a full-screen list, centred in it, is offered the list's width.
    Example(
      """
      struct TransactionsScene: View {
        let rows: [String]
        var body: some View {
          List(rows, id: \\.self) { Text($0) }
            .overlay {
              if rows.isEmpty {
                Text("No transactions yet. Buy or receive crypto to see them here.")
                  .multilineTextAlignment(.center)
                  .↓padding(.horizontal, 16)
              }
            }
        }
      }
      """),
    // A glass effect container (iOS 26) merges its glass shapes and lays nothing out: the bar
    // inside it spans the screen.
    Example(
      """
      struct SearchScreen: View {
        @State private var query = ""
        var body: some View {
          VStack {
            GlassEffectContainer {
              HStack {
                TextField("Search", text: $query)
                Spacer()
              }
              .↓padding(.horizontal, 12)
            }
            List { Text("Result") }
          }
        }
      }
      """),
    // An overlay whose content is a branch showing a project view that pushes its bar to the
    // bottom with a spacer: the bar spans the screen as the covered view does.
    Example(
      """
      struct GalleryScreen: View {
        @State private var showsControls = true
        var body: some View {
          ScrollView { Text("Photos") }
            .overlay {
              if showsControls { GalleryControls() }
            }
        }
      }

      struct GalleryControls: View {
        var body: some View {
          VStack {
            Spacer()
            HStack {
              Text("Caption")
              Spacer()
            }
            .↓padding(.horizontal, 12)
          }
        }
      }
      """),
    // A helper function handed a tab's content as a trailing closure (`tabContainer(for:) {
    // ThingsTabView() }`) shows it where its body calls `content()`: the tab spans the screen.
    Example(
      """
      @main
      struct ThingsApp: App {
        var body: some Scene {
          WindowGroup { MainTabView() }
        }
      }

      struct MainTabView: View {
        @State private var tab = 0
        var body: some View {
          TabView(selection: $tab) {
            tabContainer(for: 0) {
              ThingsTabView()
            }
          }
        }

        @ViewBuilder
        private func tabContainer<Content: View>(for tab: Int, @ViewBuilder content: () -> Content) -> some View {
          NavigationStack {
            content()
          }
        }
      }

      struct ThingsTabView: View {
        var body: some View {
          ScrollView {
            VStack { Text("Things") }
              .↓padding(.horizontal, 24)
          }
        }
      }
      """),
    // A full-width header band over a map picture, clipped to its own rectangle: the clip draws
    // no edge, so the padding is the distance between the screen's edge and the title.
    Example(
      """
      struct StopScreen: View {
        var body: some View {
          ScrollView {
            VStack(alignment: .leading) { Text("Main Street") }
              .↓padding(16)
              .frame(maxWidth: .infinity, minHeight: 180, alignment: .bottomLeading)
              .background { Image("map").resizable().scaledToFill() }
              .clipped()
          }
        }
      }
      """),
    // A vertical scroll view's content margins (iOS 17) put its content that far from its sides.
    Example(
      """
      struct NowPlayingScreen: View {
        var body: some View {
          ScrollView {
            VStack(alignment: .leading) { Text("Now playing") }
          }
          .↓contentMargins(.horizontal, 12, for: .scrollContent)
        }
      }
      """),
    // A project modifier that wraps the view in a scroll view and pads it by one of two amounts.
    Example(
      """
      struct GridCommon: ViewModifier {
        func body(content: Content) -> some View {
          GeometryReader { proxy in
            ScrollView { content.padding(.horizontal, proxy.size.width > 380 ? 20 : 16) }
          }
        }
      }
      struct Bookmarks: View {
        var body: some View {
          LazyVGrid(columns: [GridItem(.adaptive(minimum: 200))]) { Text("Article") }
            .↓modifier(GridCommon())
        }
      }
      """),
    // The root of a screen's body (a view nothing else places is presented from elsewhere).
    Example(
      """
      struct SettingsScreen: View {
        var body: some View {
          VStack(alignment: .leading) { Text("Title") }
            .↓padding(.horizontal, 16)
        }
      }
      """,
      fixed: """
        struct SettingsScreen: View {
          var body: some View {
            VStack(alignment: .leading) { Text("Title") }
              .contentMargins(for: .container, edges: .horizontal)
          }
        }
        """,
      plans: [.using([("container-content-margins", "27.1")], problem: "fixed-horizontal-padding")]),
    // A padding of every edge is reported, but not replaced: the container margins would drop its
    // vertical insets, which no strategy was measured on.
    Example(
      """
      struct ArticleScreen: View {
        var body: some View {
          ScrollView {
            VStack(alignment: .leading) { Text("Title") }
              .↓padding(20)
          }
        }
      }
      """,
      fixed: """
        struct ArticleScreen: View {
          var body: some View {
            ScrollView {
              VStack(alignment: .leading) { Text("Title") }
                .padding(20)
            }
          }
        }
        """,
      plans: [.using([("container-content-margins", "27.1")], problem: "fixed-horizontal-padding")]),
    // A destination of the project's router helper: pushed, so its content container is a screen's
    // although no view of the project makes it.
    Example(
      files: [
        (
          "Router.swift",
          """
          extension View {
            var routingProvided: some View {
              navigationDestination(for: Route.self) { route in
                switch route {
                case .summary: SummaryView()
                }
              }
            }
          }
          """
        ),
        (
          "Summary.swift",
          """
          struct SummaryView: View {
            var body: some View {
              VStack { Text("Summary") }
                .↓padding(.horizontal, 16)
            }
          }
          struct Root: View { var body: some View { NavigationStack { SummaryView().routingProvided } } }
          """
        ),
      ]),
    // Directly inside the vertical ScrollView, through a file-level constant.
    Example(
      """
      private let horizontalPadding: CGFloat = 20
      struct Feed: View {
        var body: some View {
          ScrollView {
            LazyVStack { ForEach(items) { Text($0.title) } }
              .↓padding(.horizontal, horizontalPadding)
          }
        }
      }
      """),
    // The iOS branch of a helper written per platform (`#if os(tvOS) … #else … #endif`).
    Example(
      """
      struct HomeScreen: View {
        var body: some View {
          content
        }
        @ViewBuilder private var content: some View {
          #if os(tvOS)
            ScrollView { shortcuts }
          #else
            let style = ListStyle.plain
            style.color
              .overlay(ScrollView { shortcuts })
          #endif
        }
        private var shortcuts: some View {
          VStack { Text("Shortcuts") }
            .↓padding(.horizontal, 16)
        }
      }
      """),
    // A constant declared in another file, with arithmetic.
    Example(
      files: [
        (
          "Profile.swift",
          """
          struct ProfileScreen: View {
            var body: some View {
              ScrollView {
                VStack { Text("Name") }
                  .↓padding(.horizontal, Layout.margin * 2)
              }
            }
          }
          """
        ),
        ("Layout.swift", "enum Layout {\n  static let margin: CGFloat = 8\n}\n"),
      ]),
    // A screen a Composable Architecture coordinator shows by handing its initializer to a
    // `CaseLet` (a preview makes it too: that does not make it preview-only).
    Example(
      """
      struct CoordinatorView: View {
        let store: StoreOf<Coordinator>
        var body: some View {
          TCARouter(store) { screen in
            SwitchStore(screen) {
              CaseLet(state: /Screen.State.home, action: Screen.Action.home, then: HomeView.init)
            }
          }
        }
      }
      struct HomeView: View {
        let store: StoreOf<Home>
        var body: some View {
          ScrollView {
            VStack(alignment: .leading) { Text("Your ID card") }
              .↓padding(.horizontal, 24)
          }
        }
      }
      struct HomeView_Previews: PreviewProvider {
        static var previews: some View { HomeView(store: .preview) }
      }
      """),
    // `ViewThatFits` offers each candidate the whole size it is given: the one it shows spans the
    // screen's width.
    Example(
      """
      struct SetupScreen: View {
        let message: String
        var body: some View {
          ViewThatFits(in: .vertical) {
            VStack { intro }
            ScrollView { intro }
          }
        }
        private var intro: some View {
          VStack(alignment: .leading) { Text(message) }
            .frame(maxWidth: .infinity)
            .↓padding(.horizontal, 24)
        }
      }
      """),
    // A screen whose content a file-scope function makes: the body shows what it makes.
    Example(
      """
      struct SuccessScreen: View {
        var body: some View {
          NavigationStack {
            content(title: "Done")
          }
        }
      }

      @ViewBuilder
      private func content(title: String) -> some View {
        ScrollView {
          VStack { Text(title) }
            .↓padding(.horizontal, 16)
        }
      }
      """),
    // A design token read through a theme singleton the model cannot follow (an alias, a
    // protocol-typed `shared`): the member is typed by a protocol whose one conforming class
    // stores the number.
    Example(
      files: [
        (
          "Wallet.swift",
          """
          struct WalletScreen: View {
            var body: some View {
              ScrollView {
                VStack { Text("Documents") }
                  .↓padding(.horizontal, Theme.shared.dimension.padding)
              }
            }
          }
          """
        ),
        (
          "Theme.swift",
          """
          typealias Theme = ThemeManager
          final class ThemeManager {
            static var shared: ThemeProtocol = AppTheme()
          }
          protocol ThemeProtocol {
            var dimension: DimensionProtocol { get }
          }
          struct ThemeConfiguration {
            let dimension: DimensionProtocol
          }
          protocol DimensionProtocol {
            var padding: CGFloat { get }
          }
          final class Dimension: DimensionProtocol {
            let padding: CGFloat = 16
          }
          """
        ),
      ]),
    // A property read on a static instance forwarding to a per-device table built with labelled
    // arguments: every table gives 12, so the padding is 12 wherever it runs.
    Example(
      files: [
        (
          "Timeline.swift",
          """
          struct TimelineScreen: View {
            var body: some View {
              ScrollView {
                VStack { Text("Post") }
                  .↓padding(.horizontal, Theme.current.margin)
              }
            }
          }
          """
        ),
        (
          "Theme.swift",
          """
          final class Theme {
            static let current: Theme = .init()
            private let metrics: DeviceMetrics
            private init() { metrics = UIDevice.current.userInterfaceIdiom == .pad ? .pad : .phone }
            var margin: CGFloat { metrics.margin }
          }
          struct DeviceMetrics {
            let margin: CGFloat
            let iconSize: CGFloat
            static let phone: DeviceMetrics = .init(margin: 12, iconSize: 44)
            static let pad = DeviceMetrics(margin: 12, iconSize: 60)
          }
          """
        ),
      ]),
    // A stored-property default holds the value; [.leading, .trailing] is horizontal.
    Example(
      """
      struct FormScreen: View {
        var horizontalPadding: CGFloat = 16
        var body: some View {
          ScrollView {
            VStack { Text("Field") }
              .↓padding([.leading, .trailing], horizontalPadding)
          }
        }
      }
      """),
    // A keyboard bar pushed to the bottom by a spacer in an overlay of the screen: as wide as
    // the screen, so its outer padding sets the button's distance from the edge (zashi-ios).
    Example(
      """
      struct SendScreen: View {
        @State var typing = false
        var body: some View {
          ScrollView { Text("Amount") }
            .overlay {
              if typing {
                VStack(spacing: 0) {
                  Spacer()
                  HStack { Spacer(); Button("Done") { typing = false } }
                    .background(Color.white)
                    .↓padding(.horizontal, 20)
                    .frame(height: 38)
                }
              }
            }
        }
      }
      """),
    // A bar laid over the bottom edge with the iOS 13 form of the overlay (the view first, then
    // its alignment): as wide as the list it covers.
    Example(
      """
      struct InboxScreen: View {
        var body: some View {
          List { Text("Message") }
            .overlay(
              HStack { Text("Undo send"); Spacer() }
                .↓padding(.horizontal, 16),
              alignment: .bottom)
        }
      }
      """),
    // A top and a bottom bar pushed apart by a spacer in an overlay: the stack fills the view it
    // covers, so the bottom bar's padding sets its distance from the screen's edge.
    Example(
      """
      struct PlayerScreen: View {
        var body: some View {
          Color.black
            .overlay {
              VStack {
                HStack { Spacer(); Button("Close") {} }
                Spacer()
                HStack { Text("0:42"); Spacer(); Text("3:10") }
                  .↓padding(.horizontal, 12)
              }
            }
        }
      }
      """),
    // The same kind of bar written as a member of the screen and laid over it by name
    // (`.overlay(controls)`): the member's stack spans the screen the overlay covers.
    Example(
      """
      struct PhotoScreen: View {
        var body: some View {
          Color.black
            .overlay(controls)
        }
        private var controls: some View {
          VStack {
            Spacer()
            HStack { Text("Caption"); Spacer() }
              .↓padding(.horizontal, 16)
          }
        }
      }
      """),
    // The body delegates to a helper property; the view is a hosting controller's root.
    Example(
      files: [
        (
          "AccountScreen.swift",
          """
          struct AccountScreen: View {
            var body: some View {
              NavigationStack { content }
            }
            private var content: some View {
              VStack { Text("Account") }
                .↓padding(.horizontal, 16)
            }
          }
          """
        ),
        (
          "AccountController.swift",
          """
          final class AccountController: UIViewController {
            func show() {
              let host = UIHostingController(rootView: AccountScreen())
              present(host, animated: true)
            }
          }
          """
        ),
      ]),
    // `if` and `switch` branches inside the ScrollView; a leading and trailing pair; EdgeInsets.
    Example(
      """
      struct OrdersScreen: View {
        var body: some View {
          ScrollView {
            if isLoading {
              ProgressView()
            } else {
              VStack { Text("Orders") }
                .↓padding(.leading, 16)
                .padding(.trailing, 16)
            }
            switch filter {
            case .all:
              VStack { Text("All") }
                .↓padding(EdgeInsets(top: 8, leading: 20, bottom: 8, trailing: 20))
            default:
              EmptyView()
            }
          }
        }
      }
      """),
    // A view that takes its body from a project protocol's extension (`MVIView`), in another
    // file: the body lays out the conforming type's own `view`.
    Example(
      files: [
        (
          "MVI.swift",
          """
          protocol MVIView: View {
            associatedtype Content: View
            var view: Content { get }
          }
          extension MVIView {
            var body: some View {
              view.onAppear { subscribe() }
            }
          }
          """
        ),
        (
          "HomeView.swift",
          """
          struct HomeView: MVIView {
            var view: some View {
              ScrollView {
                VStack { Text("Balance") }
                  .↓padding(.horizontal, 16)
              }
            }
          }
          let host = UIHostingController(rootView: HomeView())
          """
        ),
      ]),
    // The content of the project's own container, whose body is a vertical ScrollView.
    Example(
      """
      struct PaddedScrollStack<Content: View>: View {
        @ViewBuilder var content: Content
        var body: some View {
          ScrollView { VStack { content } }
        }
      }
      struct PrivacyScreen: View {
        var body: some View {
          PaddedScrollStack {
            VStack { Text("Privacy") }
              .↓padding(.horizontal, 16)
          }
        }
      }
      """),
    // Sheet content is a screen.
    Example(
      """
      struct HomeScreen: View {
        @State private var showsDetails = false
        var body: some View {
          Button("Details") { showsDetails = true }
            .sheet(isPresented: $showsDetails) { DetailsView() }
        }
      }
      struct DetailsView: View {
        var body: some View {
          VStack { Text("Details") }
            .↓padding(.horizontal, 20)
        }
      }
      """),
    // Each child of a screen's stack padded separately, and a full-width card's outer padding.
    Example(
      """
      struct DashboardScreen: View {
        var body: some View {
          ScrollView {
            VStack {
              Text("Today").↓padding(.horizontal, 16)
              Picker("Range", selection: $range) { Text("Week") }.↓padding(.horizontal, 16)
              StatsCard()
            }
          }
        }
      }
      struct StatsCard: View {
        var body: some View {
          VStack { Text("Stats") }
            .padding(12)
            .background(RoundedRectangle(cornerRadius: 12).fill(.gray))
            .↓padding(.horizontal, 16)
        }
      }
      """),
    // The project's own modifier, as an extension and as a ViewModifier; a bottom bar.
    Example(
      files: [
        (
          "Modifiers.swift",
          """
          extension View {
            func edgePadding() -> some View { padding(.horizontal, 16) }
            func cardEdges() -> some View { modifier(CardEdges()) }
          }
          struct CardEdges: ViewModifier {
            func body(content: Content) -> some View { content.padding(.horizontal, 20) }
          }
          """
        ),
        (
          "Checkout.swift",
          """
          struct CheckoutScreen: View {
            var body: some View {
              ScrollView {
                VStack { Text("Items") }.↓edgePadding()
              }
              .safeAreaInset(edge: .bottom) {
                Button("Pay") {}.↓cardEdges()
              }
            }
          }
          """
        ),
      ]),
    // iOS 26's bar beside the content spans the screen like a safe-area inset's bar, and a
    // design token declared on an alias of CGFloat is a number like any other.
    Example(
      """
      typealias Spacing = CGFloat
      extension Spacing {
        static let space16: Spacing = 16
        static let medium: CGFloat = space16
      }
      struct ComposerScreen: View {
        @State private var draft = ""
        var body: some View {
          ScrollView {
            Text("Messages")
          }
          .safeAreaBar(edge: .bottom) {
            TextField("Message", text: $draft)
              .↓padding(.horizontal, .medium)
          }
        }
      }
      """),
    // A material behind a bar is a band across the screen, not a card: the bar's content still
    // sits the padding's distance from the screen's edge.
    Example(
      """
      struct AskScreen: View {
        @State private var draft = ""
        var body: some View {
          ScrollView {
            Text("Answers")
          }
          .safeAreaInset(edge: .bottom) {
            HStack {
              TextField("Ask anything", text: $draft)
              Button("Send") {}
            }
            .↓padding(.horizontal, 16)
            .background(.ultraThinMaterial)
          }
        }
      }
      """),
    // A navigation destination and a tab are screens.
    Example(
      """
      struct RootTabs: View {
        var body: some View {
          TabView {
            NavigationStack {
              Text("Home")
                .navigationDestination(for: Item.self) { item in
                  ItemDetail(item: item)
                }
            }
            VStack { Text("Search") }.↓padding(.horizontal, 16)
          }
        }
      }
      struct ItemDetail: View {
        let item: Item
        var body: some View {
          ScrollView { Text(item.name).↓padding(.horizontal, 20) }
        }
      }
      """),
    // Rows of a plain List with the row insets set to zero span the list: their padding is the
    // distance to the screen's edge (through the project's own list wrapper).
    Example(
      """
      struct PlainList<Content: View>: View {
        @ViewBuilder let content: () -> Content
        var body: some View {
          List {
            content()
              .listRowInsets(EdgeInsets())
          }
          .listStyle(.plain)
        }
      }
      struct HoldersScreen: View {
        var body: some View {
          PlainList {
            ForEach(holders) { holder in
              Text(holder.name).↓padding(.horizontal, 16)
            }
          }
        }
      }
      """),
    // A section header of a grouped List whose rows have zero insets.
    Example(
      """
      struct SessionsScreen: View {
        var body: some View {
          List {
            Section {
              Text("Session")
            } header: {
              Text("Current").↓padding(.horizontal, 20)
            }
            .listRowInsets(.init())
          }
          .listStyle(GroupedListStyle())
        }
      }
      """),
    // A package's counterparts of SwiftUI's navigation (NavigationBackport's `NBNavigationStack`
    // and `nbNavigationDestination`) present screens as SwiftUI's do.
    Example(
      """
      struct Root: View {
        var body: some View {
          NBNavigationStack { Text("Home") }
            .nbNavigationDestination(for: Post.self) { post in
              PostScreen(post: post)
            }
        }
      }
      struct PostScreen: View {
        let post: Post
        var body: some View {
          ScrollView {
            VStack { Text(post.title) }.↓padding(.horizontal, 12)
          }
        }
      }
      """),
    Example(
      """
      struct Timeline: View {
        @State private var composing = false
        var body: some View {
          Text("Timeline")
            .sheet(isPresented: $composing) {
              NBNavigationStack { ComposeScreen() }
            }
        }
      }
      struct ComposeScreen: View {
        var body: some View {
          VStack { TextEditor(text: .constant("")) }.↓padding(10)
        }
      }
      """),
    // A screen's scroll view laid over its full-screen background colour spans the screen.
    Example(
      """
      struct HistoryScreen: View {
        var body: some View {
          Color.gray
            .ignoresSafeArea()
            .overlay(
              ScrollView {
                LazyVStack { ForEach(videos) { Text($0.title) } }
                  .↓padding(.horizontal, 16)
              }
            )
        }
      }
      """),
    // An adaptive layout: the navigation column fills the screen when the regular-width column
    // beside it is not shown.
    Example(
      """
      struct ContentView: View {
        @Environment(\\.horizontalSizeClass) var sizeClass
        var body: some View {
          HStack(spacing: 0) {
            NavigationView {
              ScrollView {
                LazyVStack { Text("Feeds") }.↓padding(16)
              }
            }
            if sizeClass == .regular {
              Divider()
              NavigationView { Text("Parameters") }
            }
          }
        }
      }
      """),
    // A row button whose label stretches (an `HStack` with a `Spacer()`), in a sheet's scroll
    // stack: its padding is the title's distance to the edge.
    Example(
      """
      struct LanguagePicker: View {
        var body: some View {
          ScrollView {
            VStack(spacing: 0) {
              ForEach(languages) { language in
                Button { select(language) } label: {
                  HStack {
                    Text(language.name)
                    Spacer()
                  }
                  .↓padding(.horizontal, 20)
                }
              }
            }
          }
        }
      }
      """),
    // The project's padding modifier called without its edges pads every edge (its parameter's
    // default), by a constant a closure works out per device (16 on a phone).
    Example(
      """
      extension CGFloat {
        static let edgePadding: CGFloat = {
          if UIDevice.isPad {
            24
          } else {
            16
          }
        }()
      }
      extension View {
        func edgePadding(_ edges: Edge.Set = .all) -> some View {
          padding(edges, CGFloat.edgePadding)
        }
      }
      struct QuickConnectScreen: View {
        var body: some View {
          ScrollView {
            VStack { Text("Code") }.↓edgePadding()
          }
        }
      }
      """),
    // A view the body binds to a local first, then shows.
    Example(
      """
      struct ChaptersScreen: View {
        var body: some View {
          let list = ScrollView {
            LazyVStack { ForEach(chapters) { Text($0.title) } }
              .↓padding(.horizontal, 20)
          }
          list.toolbar { EditButton() }
        }
      }
      """),
  ]

  static let nonTriggering: [Example] = [
    // Two files each declare a private modifier of one name: the screen applies its own file's,
    // which draws the card its padding is inside.
    Example(
      files: [
        (
          "Portal.swift",
          """
          private struct MenuCardStyle: ViewModifier {
            func body(content: Content) -> some View {
              content
                .background(RoundedRectangle(cornerRadius: 12).fill(Color.gray))
            }
          }

          struct PortalScreen: View {
            var body: some View {
              ScrollView {
                VStack {
                  HStack {
                    Text("Buy Dash")
                    Spacer()
                  }
                  .padding(.horizontal, 16)
                  .modifier(MenuCardStyle())
                }
              }
            }
          }
          """
        ),
        (
          "PortalView.swift",
          """
          private struct MenuCardStyle: ViewModifier {
            func body(content: Content) -> some View {
              content.frame(maxWidth: .infinity)
            }
          }

          struct PortalView: View {
            var body: some View {
              Text("Portal").modifier(MenuCardStyle())
            }
          }
          """
        ),
      ]),
    // A colour card rounded on every corner, drawn by the caller around a helper's content: the
    // helper's padding is the card's inner padding.
    Example(
      """
      struct CredentialCard: View {
        var body: some View {
          content()
            .background(Color.blue)
            .clipShape(.rect(cornerRadius: 16))
        }
        private func content() -> some View {
          VStack(alignment: .leading) {
            Text("Identity card")
            Text("Valid until 2030")
          }
          .padding(16)
        }
      }
      """),
    // An amount written as an app constant (`.padding(.padding16)`) insets the stack: its rows
    // sit below an ancestor that already carries the margin.
    Example(
      """
      extension EdgeInsets {
        static let padding16 = EdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16)
      }

      struct SettingsScreen: View {
        var body: some View {
          ScrollView {
            VStack {
              Text("Account").padding(.horizontal, 16)
              Text("Privacy")
            }
            .padding(.padding16)
          }
        }
      }
      """),
    // Keys laid out by a loop whose every item ends with a spacer: the last child of the row
    // touches no edge with a padding of its own.
    Example(
      """
      struct KeypadScreen: View {
        let keys = ["1", "2", "3"]
        var body: some View {
          VStack {
            HStack {
              Spacer()
              ForEach(keys, id: \\.self) { key in
                Text(key).padding(10)
                Spacer()
              }
            }
          }
        }
      }
      """),
    // A shape written as `Shape`'s static member (iOS 17) is a shape: the padding is the pill's own.
    Example(
      """
      struct TagsScreen: View {
        let tags: [String]
        var body: some View {
          VStack {
            Text(tags.joined(separator: ", "))
              .padding(.horizontal, 12)
              .background(.gray, in: .capsule)
          }
        }
      }
      """),
    // A bar laid over a card that is clipped to a shape outside it lies in the card's bounds.
    Example(
      """
      struct DoseScreen: View {
        let progress: Double
        var body: some View {
          VStack {
            Text("Delivering")
              .frame(maxWidth: .infinity, minHeight: 80)
              .background(Color.gray)
              .overlay(alignment: .bottom) {
                ProgressView(value: progress)
                  .padding(.horizontal, 18)
              }
              .clipShape(RoundedRectangle(cornerRadius: 15))
          }
        }
      }
      """),
    // Content margins of a horizontal carousel, or of the scroll indicators only, place no text
    // against the screen's side.
    Example(
      """
      struct PagesScreen: View {
        var body: some View {
          VStack {
            ScrollView(.horizontal) { HStack { Text("Page") } }
              .contentMargins(.horizontal, 16, for: .scrollContent)
            ScrollView { Text("Log") }
              .contentMargins(.horizontal, 16, for: .scrollIndicators)
          }
        }
      }
      """),
    // A padding added to the system's default one on the same view (a placeholder lined up with
    // a text editor's text) leaves no fixed distance from the edge to speak of.
    Example(
      """
      struct ComposerScreen: View {
        @State private var text = ""
        var body: some View {
          ZStack(alignment: .topLeading) {
            TextEditor(text: $text)
              .padding()
            Text("What's on your mind?")
              .padding()
              .padding(.leading, 8)
          }
        }
      }
      """),
    // The type's own view member shadows the file-scope function of the same name.
    Example(
      """
      struct RowsScreen: View {
        var body: some View {
          List { content(title: "Row") }
        }
        func content(title: String) -> some View { Text(title) }
      }

      @ViewBuilder
      private func content(title: String) -> some View {
        ScrollView {
          VStack { Text(title) }
            .padding(.horizontal, 16)
        }
      }
      """),
    // A token read through a protocol two themes conform to with different numbers: which one
    // runs is not known, so neither is the padding.
    Example(
      files: [
        (
          "Wallet.swift",
          """
          struct WalletScreen: View {
            var body: some View {
              ScrollView {
                VStack { Text("Documents") }
                  .padding(.horizontal, Theme.shared.dimension.padding)
              }
            }
          }
          """
        ),
        (
          "Theme.swift",
          """
          typealias Theme = ThemeManager
          final class ThemeManager {
            static var shared: ThemeProtocol = AppTheme()
          }
          protocol ThemeProtocol {
            var dimension: DimensionProtocol { get }
          }
          struct ThemeConfiguration {
            let dimension: DimensionProtocol
          }
          protocol DimensionProtocol {
            var padding: CGFloat { get }
          }
          final class CompactDimension: DimensionProtocol {
            let padding: CGFloat = 12
          }
          final class RegularDimension: DimensionProtocol {
            let padding: CGFloat = 20
          }
          """
        ),
      ]),
    // A toast pushed to the bottom by a spacer: the padding is inside its capsule, the toast's own.
    Example(
      """
      struct FeedScreen: View {
        @State var saved = false
        var body: some View {
          List { Text("Row") }
            .overlay {
              if saved {
                VStack { Spacer(); Text("Saved").padding(.horizontal, 16).background(Capsule().fill(.black)) }
              }
            }
        }
      }
      """),
    // Code compiled for other platforms only: not part of the iOS screen.
    Example(
      """
      struct PlayerScreen: View {
        var body: some View {
          ScrollView {
            #if os(macOS)
              VStack { Text("Now playing") }
                .padding(.horizontal, 16)
            #else
              VStack { Text("Now playing") }
            #endif
          }
        }
      }
      #if os(tvOS)
        struct TVPlayerScreen: View {
          var body: some View {
            ScrollView { VStack { Text("Now playing") }.padding(.horizontal, 20) }
          }
        }
      #endif
      """),
    // Per-device tables that disagree (16 on a phone, 40 on a pad): no one fixed value.
    Example(
      """
      struct DeviceMetrics {
        let margin: CGFloat
        static let phone = DeviceMetrics(margin: 16)
        static let pad = DeviceMetrics(margin: 40)
      }
      struct GalleryScreen: View {
        let metrics: DeviceMetrics
        var body: some View {
          ScrollView {
            VStack { Text("Photo") }
              .padding(.horizontal, metrics.margin)
          }
        }
      }
      """),
    // A component placed in a row of chips.
    Example(
      """
      struct TagList: View {
        var body: some View { HStack { TagChip(); TagChip() } }
      }
      struct TagChip: View {
        var body: some View { Text(title).padding(.horizontal, 16) }
      }
      """),
    // Inner padding of a material drawn in a capsule: the capsule is the component's edge.
    Example(
      """
      struct SearchScreen: View {
        @State private var query = ""
        var body: some View {
          ScrollView {
            Text("Results")
          }
          .safeAreaInset(edge: .bottom) {
            TextField("Search", text: $query)
              .padding(.horizontal, 16)
              .background(.ultraThinMaterial, in: Capsule())
          }
        }
      }
      """),
    // Inner padding before a background and a clip shape.
    Example(
      """
      struct PromoScreen: View {
        var body: some View {
          Text("Promo")
            .padding(.horizontal, 16)
            .background(Color.blue)
            .clipShape(RoundedRectangle(cornerRadius: 8))
        }
      }
      """),
    // A horizontal ScrollView is a carousel, not a screen container.
    Example(
      """
      struct ChipsScreen: View {
        var body: some View {
          ScrollView(.horizontal) {
            HStack { Text("a"); Text("b") }
              .padding(.horizontal, 16)
          }
        }
      }
      """),
    // Rows in a List: List applies its own insets.
    Example(
      """
      struct ContactsScreen: View {
        var body: some View {
          List {
            ForEach(contacts) { contact in
              Text(contact.name).padding(.horizontal, 16)
            }
            Text("Footer").padding(.horizontal, 16)
          }
        }
      }
      """),
    // Zero row insets in an inset-grouped List: rows sit in a card inset from the screen's edge.
    Example(
      """
      struct AccountScreen: View {
        var body: some View {
          List {
            ForEach(accounts) { account in
              Text(account.name).padding(.horizontal, 16)
            }
            .listRowInsets(EdgeInsets())
          }
          .listStyle(.insetGrouped)
        }
      }
      """),
    // A plain List whose rows keep the system's row insets.
    Example(
      """
      struct FeedScreen: View {
        var body: some View {
          List {
            ForEach(posts) { post in
              Text(post.title).padding(.horizontal, 16)
            }
          }
          .listStyle(.plain)
        }
      }
      """),
    // A spinner and a short title, centred by the frame outside their padding: the padding is
    // spacing around them; they never come near the screen's edge.
    Example(
      """
      struct MediaScreen: View {
        var body: some View {
          ScrollView {
            ProgressView()
              .padding(10)
              .frame(maxWidth: .infinity, alignment: .center)
            Button("Try again") { reload() }
              .padding(10)
              .frame(maxWidth: .infinity)
          }
        }
      }
      """),
    // A caption laid over a full-width image is centred on it, not a screen margin.
    Example(
      """
      struct PhotoScreen: View {
        var body: some View {
          ScrollView {
            Image("cover")
              .resizable()
              .overlay(
                VStack { Text(caption) }
                  .padding(.horizontal, 16)
              )
          }
        }
      }
      """),
    // Inside a card drawn as a colour with rounded corners, by the project's card modifier.
    Example(
      """
      extension View {
        func cardStyle() -> some View {
          self.background(Color.gray.cornerRadius(18))
        }
      }
      struct NotePreviewScreen: View {
        var body: some View {
          ScrollView {
            VStack { Text(note.text).padding(15) }
              .cardStyle()
          }
        }
      }
      """),
    // Previews are not app screens.
    Example(
      """
      #Preview {
        ScrollView {
          VStack { Text("Preview") }
            .padding(.horizontal, 16)
        }
      }
      struct Row_Previews: PreviewProvider {
        static var previews: some View {
          VStack { Text("Row") }.padding(.horizontal, 16)
        }
      }
      """),
    // WidgetKit views are not app screens.
    Example(
      """
      import WidgetKit
      struct StepsWidgetView: View {
        @Environment(\\.widgetFamily) var family
        var body: some View {
          VStack { Text("Steps") }
            .padding(.horizontal, 16)
        }
      }
      """),
    // Below an ancestor that already carries the margin; the system default padding.
    Example(
      """
      struct CheckoutScreen: View {
        var body: some View {
          ScrollView {
            VStack {
              HStack { Text("a") }.padding(.horizontal, 16)
              Text("b").padding(.horizontal, 16)
            }
            .padding(.horizontal)
          }
        }
      }
      """),
    // A cell's UIHostingConfiguration content is a row.
    Example(
      """
      final class FeedController: UICollectionViewController {
        func configure(_ cell: UICollectionViewCell) {
          cell.contentConfiguration = UIHostingConfiguration { PostRow() }
        }
      }
      struct PostRow: View {
        var body: some View {
          VStack { Text("Post") }
            .padding(.horizontal, 16)
        }
      }
      """),
    // A fixed or maximum width: the view does not span the screen.
    Example(
      """
      struct LoginScreen: View {
        var body: some View {
          VStack {
            VStack { Text("Log in") }
              .padding(.horizontal, 16)
          }
          .frame(maxWidth: 420)
        }
      }
      """),
    // A design inset far from any margin, and a separator's one-sided indent.
    Example(
      """
      struct OnboardingScreen: View {
        var body: some View {
          VStack {
            Text("Welcome").padding(.horizontal, 40)
            Divider().padding(.leading, 16)
          }
        }
      }
      """),
    // Inside a button's label and a navigation link's label (a row), with a ViewModifier that
    // draws a card around its padding.
    Example(
      files: [
        (
          "Card.swift",
          """
          struct CardStyle: ViewModifier {
            func body(content: Content) -> some View {
              content.padding(.horizontal, 16).background(RoundedRectangle(cornerRadius: 12).fill(.white))
            }
          }
          """
        ),
        (
          "Menu.swift",
          """
          struct MenuScreen: View {
            var body: some View {
              VStack {
                Button { open() } label: { Text("Open").padding(.horizontal, 16) }
                NavigationLink { Text("Next") } label: { Text("Next").padding(.horizontal, 16) }
                Text("Card").modifier(CardStyle())
              }
            }
          }
          """
        ),
      ]),
  ]
}
