import InsetLint

/// The examples `bottom-bar-overlap` is tested and documented with (the research brief's traps
/// among the non-triggering ones).
enum BottomBarOverlapExamples {
  static let insetPlan = StrategyPlan.using([("safe-area-inset-bar", "15.0")], problem: "bottom-bar-overlap")

  static let triggering: [Example] = [
    // A reservation at the top (`.safeAreaInset(edge: .top)`) keeps no room at the end: the
    // floating button covers the last row.
    Example(
      """
      struct ConversationsList: View {
          var body: some View {
              List {
                  ForEach(0..<40, id: \\.self) { i in Text("Conversation \\(i)") }
              }
              .safeAreaInset(edge: .top) { Spacer().frame(height: 12) }
          }
      }
      struct ConversationsScreen: View {
          var body: some View {
              ↓ZStack(alignment: .bottomTrailing) {
                  ConversationsList()
                  Button("New") {}
                      .padding()
              }
          }
      }
      """),
    // A list that surely scrolls is the content under the bar, not the project view laid
    // before it, which may not scroll.
    Example(
      """
      struct AllCoursesView: View {
          var body: some View {
              ↓ZStack(alignment: .top) {
                  VStack { BackNavigationButton() }
                  ScrollView {
                      ForEach(0..<40, id: \\.self) { i in Text("Course \\(i)") }
                  }
                  VStack {
                      Spacer()
                      OfflineSnackBarView()
                  }
              }
          }
      }
      """),
    // The content's end is padded by a project helper whose name gives it the sides only: it
    // keeps no room at the bottom, and the pinned button covers the last words.
    Example(
      """
      extension View {
          func screenHorizontalPadding() -> some View { padding(.horizontal, 24) }
      }
      struct RestoreWalletView: View {
          var body: some View {
              ↓ZStack {
                  ScrollView {
                      VStack(alignment: .leading) {
                          ForEach(0..<24, id: \\.self) { i in Text("Word \\(i + 1)") }
                      }
                      .screenHorizontalPadding()
                  }
                  VStack {
                      Spacer()
                      Button("Restore") {}
                          .frame(maxWidth: .infinity)
                          .background(Color.white)
                  }
              }
          }
      }
      """),
    // A hand-made tab bar laid over the screen a `switch` picks: one of them scrolls.
    Example(
      """
      struct GamesList: View {
          var body: some View {
              ScrollView { Text("Game") }
          }
      }
      struct Highlights: View {
          var body: some View { Text("Soon") }
      }
      struct MainTabView: View {
          @State var tab = 0
          var body: some View {
              ↓ZStack(alignment: .bottom) {
                  switch tab {
                  case 0: GamesList()
                  default: Highlights()
                  }
                  HStack { Text("Games"); Text("Highlights") }
                      .frame(maxWidth: .infinity)
                      .background(Color.white)
              }
          }
      }
      """),
    // A screen's root view class lays a button over its own table (SnapKit), both pinned to its
    // bottom.
    Example(
      """
      final class RewardDetailsLayout: UIView {
          let tableView = UITableView()
          let payoutButton = UIButton()
          override init(frame: CGRect) {
              super.init(frame: frame)
              addSubview(tableView)
              tableView.snp.makeConstraints { make in
                  make.top.equalTo(safeAreaLayoutGuide)
                  make.leading.bottom.trailing.equalToSuperview()
              }
              ↓addSubview(payoutButton)
              payoutButton.snp.makeConstraints { make in
                  make.leading.trailing.equalToSuperview().inset(16)
                  make.bottom.equalTo(safeAreaLayoutGuide).inset(16)
                  make.height.equalTo(52)
              }
          }
          required init?(coder: NSCoder) { fatalError() }
      }
      """),
    // A spacer shorter than any bar at the content's end is spacing, not room for the bar.
    Example(
      """
      struct Checkout: View {
          var body: some View {
              ↓ZStack(alignment: .bottom) {
                  ScrollView {
                      VStack {
                          ForEach(0..<20) { Text("Item \\($0)") }
                          Spacer(minLength: 16)
                      }
                  }
                  Button("Pay") {}.frame(maxWidth: .infinity, minHeight: 56)
              }
          }
      }
      """),
    // UIKit with SnapKit: a floating button pinned to the view's bottom, over a list pinned there too.
    Example(
      """
      final class FeedController: UIViewController {
          let tableView = UITableView()
          let filterButton = UIButton()
          override func viewDidLoad() {
              super.viewDidLoad()
              view.addSubview(tableView)
              view.↓addSubview(filterButton)
              tableView.snp.makeConstraints { make in make.edges.equalToSuperview() }
              filterButton.snp.makeConstraints { make in
                  make.centerX.equalToSuperview()
                  make.bottom.equalTo(view.safeAreaLayoutGuide.snp.bottom).inset(16)
              }
          }
      }
      """),
    // A project modifier laying a bar over what it modifies, applied to a List.
    Example(
      """
      struct EditBar: ViewModifier {
          func body(content: Content) -> some View {
              ↓ZStack(alignment: .bottom) {
                  content
                  HStack { Button("Rename") {}; Button("Delete") {} }.frame(height: 56).background(.bar)
              }
          }
      }
      struct TagsView: View {
          var body: some View {
              List(0..<40, id: \\.self) { Text("Tag \\($0)") }
                  .modifier(EditBar())
          }
      }
      """),
    Example(
      """
      struct Home: View {
          var body: some View {
              ↓ZStack(alignment: .bottom) {
                  List(0..<40, id: \\.self) { Text("Item \\($0)") }
                  HStack { Button("Feed") {}; Button("Search") {}; Button("Me") {} }
                      .frame(height: 64)
                      .background(.thinMaterial)
              }
          }
      }
      """),
    Example(
      """
      struct Gallery: View {
          var body: some View {
              ScrollView { LazyVStack { ForEach(0..<30, id: \\.self) { Text("Photo \\($0)") } } }
                  .↓overlay(alignment: .bottom) { Button("Add photo") {}.padding() }
          }
      }
      """,
      fixed: """
        struct Gallery: View {
            var body: some View {
                ScrollView { LazyVStack { ForEach(0..<30, id: \\.self) { Text("Photo \\($0)") } } }
                    .safeAreaInset(edge: .bottom) { Button("Add photo") {}.padding() }
            }
        }
        """, plans: [insetPlan]),
    Example(
      """
      final class ListController: UIViewController {
          let tableView = UITableView()
          let actionBar = UIView()
          override func viewDidLoad() {
              super.viewDidLoad()
              view.addSubview(tableView)
              view.↓addSubview(actionBar)
              NSLayoutConstraint.activate([
                  tableView.topAnchor.constraint(equalTo: view.topAnchor),
                  tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
                  actionBar.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
                  actionBar.heightAnchor.constraint(equalToConstant: 56),
              ])
          }
      }
      """),
    Example(
      """
      struct Feed: View {
          var body: some View {
              ↓ZStack {
                  ScrollView { Text("Long content") }
                  VStack { Spacer(); Capsule().frame(height: 60).padding(.bottom, 40) }
                      .ignoresSafeArea(.all)
              }
          }
      }
      """),
    Example(
      files: [
        (
          "Inbox.swift",
          """
          struct Inbox: View {
              var body: some View {
                  ↓ZStack(alignment: .bottomTrailing) {
                      MessageList()
                      ComposeButton()
                  }
              }
          }
          """
        ),
        (
          "MessageList.swift",
          """
          struct MessageList: View {
              var body: some View {
                  List(0..<50, id: \\.self) { Text("Message \\($0)") }
              }
          }
          """
        ),
      ]),
    Example(
      """
      struct Settings: View {
          var body: some View {
              Form { Toggle("Sync", isOn: .constant(true)) }
                  .↓overlay(alignment: .bottomLeading) { Text("v1.0").padding() }
          }
      }
      """),
    Example(
      """
      final class MainTabBarController: UITabBarController {
          private func setupMiniPlayer() {
              let miniPlayer = UIViewController()
              view.↓insertSubview(miniPlayer.view, belowSubview: tabBar)
              miniPlayer.view.bottomAnchor.constraint(equalTo: tabBar.topAnchor).isActive = true
          }
      }
      """),
    Example(
      """
      struct Checkout: View {
          var body: some View {
              ↓ZStack {
                  List(0..<10, id: \\.self) { Text("Line \\($0)") }
                  Button("Pay") {}
                      .frame(maxHeight: .infinity, alignment: .bottom)
              }
          }
      }
      """),
    Example(
      """
      final class GridController: UIViewController {
          private let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
          private let toolbar = UIStackView()
          override func viewDidLoad() {
              super.viewDidLoad()
              view.addSubview(collectionView)
              view.↓addSubview(toolbar)
              collectionView.bottomAnchor.constraint(equalTo: view.bottomAnchor).isActive = true
              toolbar.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: -16).isActive = true
          }
      }
      """),
    // The same pins written from the container's side (`view.bottomAnchor.constraint(equalTo:
    // button.bottomAnchor, constant: 12)`).
    Example(
      """
      final class CommentsController: UIViewController {
          private let tableView = UITableView()
          private let skipButton = UIButton()
          override func viewDidLoad() {
              super.viewDidLoad()
              self.view.addSubview(self.tableView)
              self.view.↓addSubview(self.skipButton)
              self.view.bottomAnchor.constraint(equalTo: self.tableView.bottomAnchor).isActive = true
              self.view.bottomAnchor.constraint(equalTo: self.skipButton.bottomAnchor, constant: 12).isActive = true
          }
      }
      """),
    Example(
      """
      struct Library: View {
          var body: some View {
              ↓ZStack(alignment: .bottom) {
                  ScrollView(.vertical) { VStack { ForEach(0..<20, id: \\.self) { Text("Book \\($0)") } } }
                  PlayerBar()
              }
          }
      }
      """),
    // The list ends where the stack holding it does, under the button aligned to the bottom.
    Example(
      """
      struct ParticipantsView: View {
          var body: some View {
              ↓ZStack(alignment: .bottomTrailing) {
                  VStack {
                      SearchField()
                      List { ForEach(participants) { ParticipantRow(participant: $0) } }
                  }
                  Button { add() } label: { Image(systemName: "plus").padding().background(Circle()) }
                      .padding()
              }
          }
      }
      """),
    // A spacer pushes the overlay's button to the bottom.
    Example(
      """
      struct SnippetsView: View {
          var body: some View {
              List { ForEach(snippets) { Text($0.title) } }
                  .↓overlay(
                      VStack {
                          Spacer()
                          HStack {
                              Spacer()
                              Button { add() } label: { Image(systemName: "plus").frame(width: 50, height: 50) }
                          }
                          .padding()
                      })
          }
      }
      """),
    // A subclass's button over the list its project base class fills the view with.
    Example(
      """
      class ListScreen: UIViewController {
          let tableView = UITableView()
          override func viewDidLoad() {
              super.viewDidLoad()
              view.addSubview(tableView)
              tableView.snp.makeConstraints { make in make.edges.equalToSuperview() }
          }
      }

      final class OrdersScreen: ListScreen {
          let payButton = UIButton()
          override func viewDidLoad() {
              super.viewDidLoad()
              view.↓addSubview(payButton)
              payButton.snp.makeConstraints { make in
                  make.trailing.equalToSuperview().inset(16)
                  make.bottom.equalTo(view.safeAreaLayoutGuide).inset(16)
              }
          }
      }
      """),
    // A banner floating over a table view controller's own list, pinned to its safe area.
    Example(
      """
      final class VaultList: UITableViewController {
          let banner = UIView()
          override func viewDidLoad() {
              super.viewDidLoad()
              view.↓addSubview(banner)
              NSLayoutConstraint.activate([
                  banner.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
                  banner.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -16),
              ])
          }
      }
      """),
    // The list and the button added in one call of a project helper.
    Example(
      """
      final class StoreListView: BaseView {
          let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
          let mapButton = UIButton()
          func setUp() {
              addSubViews([collectionView, ↓mapButton])
              collectionView.snp.makeConstraints { $0.edges.equalToSuperview() }
              mapButton.snp.makeConstraints {
                  $0.centerX.equalToSuperview()
                  $0.bottom.equalTo(safeAreaLayoutGuide).offset(-24)
              }
          }
      }
      """),
    // A screen's layout view whose content is a project container that fills itself with a
    // scroll view (declared in another file), and a button pinned over its end.
    Example(
      files: [
        (
          "RebondLayout.swift",
          """
          final class RebondLayout: UIView {
              let contentView = ScrollableContainer()
              let actionButton = UIButton()
              func setUpLayout() {
                  addSubview(contentView)
                  contentView.snp.makeConstraints { make in
                      make.top.equalTo(safeAreaLayoutGuide)
                      make.bottom.leading.trailing.equalToSuperview()
                  }
                  ↓addSubview(actionButton)
                  actionButton.snp.makeConstraints { make in
                      make.leading.trailing.equalToSuperview().inset(16)
                      make.bottom.equalTo(safeAreaLayoutGuide).inset(16)
                  }
              }
          }
          """
        ),
        (
          "ScrollableContainer.swift",
          """
          final class ScrollableContainer: UIView {
              let scrollView = UIScrollView()
              func configure() {
                  addSubview(scrollView)
                  scrollView.topAnchor.constraint(equalTo: topAnchor).isActive = true
                  scrollView.bottomAnchor.constraint(equalTo: bottomAnchor).isActive = true
              }
          }
          """
        ),
      ]),
    // A `Group` holding a `switch` whose cases name members of the file: the thread list one of
    // them makes is what lies under the floating button.
    Example(
      """
      struct MessagesView: View {
          var loaded = false
          var threads: [String] = []
          var body: some View {
              ↓ZStack(alignment: .bottomTrailing) {
                  Group {
                      switch loaded {
                      case false:
                          ProgressView()
                      case true:
                          if threads.isEmpty { emptyState } else { threadList }
                      }
                  }
                  .frame(maxWidth: .infinity, maxHeight: .infinity)
                  Button("Compose") {}.frame(width: 56, height: 56).padding(16)
              }
          }
          private var threadList: some View {
              ScrollView { LazyVStack { ForEach(threads, id: \\.self) { Text($0) } } }
          }
          private var emptyState: some View {
              VStack { Text("No messages") }
          }
      }
      """),
    // A bar over a `TabView` of project screens: the list one tab shows scrolls under it.
    Example(
      """
      struct VillagersList: View {
          var body: some View {
              List(0..<40, id: \\.self) { Text("Villager \\($0)") }
          }
      }
      struct Today: View {
          var body: some View { Text("Today") }
      }
      struct HomeTabs: View {
          var body: some View {
              ↓ZStack(alignment: .bottom) {
                  TabView {
                      Today().tabItem { Text("Today") }
                      VillagersList().tabItem { Text("Villagers") }
                  }
                  PlayerBar().padding(.bottom, 48)
              }
          }
      }
      """),
    // The other branch shows a message and a button, no list: when there are rows, the list is
    // under the floating button.
    Example(
      """
      struct Clippings: View {
          var hasFullAccess = true
          var body: some View {
              ↓ZStack(alignment: .bottomLeading) {
                  if !hasFullAccess {
                      VStack {
                          Text("Full Access Disabled")
                          Button("Open Settings") {}
                      }
                  } else {
                      List(0..<40, id: \\.self) { Text("Clip \\($0)") }
                  }
                  Button("Switch keyboard") {}.padding()
              }
          }
      }
      """),
  ]

  static let nonTriggering: [Example] = [
    // The content's end padded through `EdgeInsets` keeps room at the bottom.
    Example(
      """
      struct PublicProfileView: View {
          var body: some View {
              ZStack(alignment: .bottom) {
                  ScrollView {
                      VStack {
                          ForEach(0..<30, id: \\.self) { i in Text("Post \\(i)") }
                      }
                      .padding(EdgeInsets(top: 0, leading: 0, bottom: 100, trailing: 0))
                  }
                  FollowButton()
              }
          }
      }
      """),
    // A list that ends a constant above the view's bottom (`constant: -80`) ends where the bar
    // starts.
    Example(
      """
      final class RoutePointsController: UIViewController {
          private let tableView = UITableView()
          private let doneButton = UIButton()
          override func viewDidLoad() {
              super.viewDidLoad()
              view.addSubview(tableView)
              view.addSubview(doneButton)
              tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: -80).isActive = true
              doneButton.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -16).isActive = true
          }
      }
      """),
    // A list below a project view's root, padded at its end (a declaration first), keeps its
    // end clear of a bar laid over that view.
    Example(
      """
      struct FileSystemView: View {
          var body: some View {
              let disabled = false
              VStack {
                  List {
                      ForEach(0..<30, id: \\.self) { i in Text("File \\(i)") }
                  }
                  .padding(.bottom, 20)
                  .disabled(disabled)
              }
          }
      }
      struct FileExplorerView: View {
          var body: some View {
              ZStack(alignment: .bottom) {
                  FileSystemView()
                  Text("Connected")
                      .frame(maxWidth: .infinity)
                      .background(Color.gray)
              }
          }
      }
      """),
    // The same container, its content given a bottom margin as tall as the button in its
    // initializer: the last rows scroll clear of it.
    Example(
      files: [
        (
          "ConfirmLayout.swift",
          """
          final class ConfirmLayout: UIView {
              let contentView: ScrollableContainer = {
                  let view = ScrollableContainer()
                  view.stackView.layoutMargins = UIEdgeInsets(top: 24, left: 0, bottom: 80, right: 0)
                  return view
              }()
              let actionButton = UIButton()
              func setUpLayout() {
                  addSubview(contentView)
                  contentView.snp.makeConstraints { make in make.edges.equalToSuperview() }
                  addSubview(actionButton)
                  actionButton.snp.makeConstraints { make in
                      make.bottom.equalTo(safeAreaLayoutGuide).inset(16)
                  }
              }
          }
          """
        ),
        (
          "ScrollableContainer.swift",
          """
          final class ScrollableContainer: UIView {
              let scrollView = UIScrollView()
              let stackView = UIStackView()
              func configure() {
                  addSubview(scrollView)
                  scrollView.snp.makeConstraints { make in make.edges.equalToSuperview() }
              }
          }
          """
        ),
      ]),
    // A list pinned above the bottom by an inset leaves the bar its own room.
    Example(
      """
      final class ImportLayout: UIView {
          let tableView = UITableView()
          let importButton = UIButton()
          func setUpLayout() {
              addSubview(tableView)
              tableView.snp.makeConstraints { make in
                  make.top.leading.trailing.equalToSuperview()
                  make.bottom.equalToSuperview().inset(92)
              }
              addSubview(importButton)
              importButton.snp.makeConstraints { make in
                  make.bottom.equalTo(safeAreaLayoutGuide).inset(16)
              }
          }
      }
      """),
    // A project view that does not scroll (a map of its own) under a button: no rows to hide.
    Example(
      files: [
        (
          "MapLayout.swift",
          """
          final class MapLayout: UIView {
              let mapView = VenueMap()
              let locateButton = UIButton()
              func setUpLayout() {
                  addSubview(mapView)
                  mapView.snp.makeConstraints { make in make.edges.equalToSuperview() }
                  addSubview(locateButton)
                  locateButton.snp.makeConstraints { make in
                      make.bottom.equalTo(safeAreaLayoutGuide).inset(16)
                  }
              }
          }
          """
        ),
        (
          "VenueMap.swift",
          """
          final class VenueMap: UIView {
              let pins = UIStackView()
          }
          """
        ),
      ]),
    // The base class keeps its list's end clear of whatever its subclasses lay over it.
    Example(
      """
      class ListScreen: UIViewController {
          let tableView = UITableView()
          override func viewDidLoad() {
              super.viewDidLoad()
              view.addSubview(tableView)
              tableView.snp.makeConstraints { make in make.edges.equalToSuperview() }
          }
          override func viewDidLayoutSubviews() {
              super.viewDidLayoutSubviews()
              tableView.contentInset.bottom = 80
          }
      }

      final class OrdersScreen: ListScreen {
          let payButton = UIButton()
          override func viewDidLoad() {
              super.viewDidLoad()
              view.addSubview(payButton)
              payButton.snp.makeConstraints { make in make.bottom.equalTo(view.safeAreaLayoutGuide).inset(16) }
          }
      }
      """),
    // The subclass ends the inherited list at its button's top: the button takes its own room.
    Example(
      """
      class DetailScreen: UIViewController {
          let tableView = UITableView()
          override func viewDidLoad() {
              super.viewDidLoad()
              view.addSubview(tableView)
              tableView.snp.makeConstraints { make in make.edges.equalToSuperview() }
          }
      }

      final class SuccessScreen: DetailScreen {
          let closeButton = UIButton()
          override func viewDidLoad() {
              super.viewDidLoad()
              view.addSubview(closeButton)
              NSLayoutConstraint.activate([
                  closeButton.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -15),
                  tableView.bottomAnchor.constraint(equalTo: closeButton.topAnchor, constant: -10),
              ])
          }
      }
      """),
    // The list made to end at the bar's top, written from the bar's side.
    Example(
      """
      final class CheckoutController: UIViewController {
          let tableView = UITableView()
          let payButton = UIButton()
          override func viewDidLoad() {
              super.viewDidLoad()
              view.addSubview(tableView)
              view.addSubview(payButton)
              view.bottomAnchor.constraint(equalTo: tableView.bottomAnchor).isActive = true
              view.safeAreaLayoutGuide.bottomAnchor.constraint(equalTo: payButton.bottomAnchor, constant: 16).isActive = true
              payButton.topAnchor.constraint(equalTo: tableView.bottomAnchor, constant: 8).isActive = true
          }
      }
      """),
    // A view pinned to the container's top as well, from the container's side: it spans the
    // screen (an empty state), no bar.
    Example(
      """
      final class InboxController: UIViewController {
          let tableView = UITableView()
          let emptyState = UIView()
          override func viewDidLoad() {
              super.viewDidLoad()
              view.addSubview(tableView)
              view.addSubview(emptyState)
              view.bottomAnchor.constraint(equalTo: tableView.bottomAnchor).isActive = true
              view.topAnchor.constraint(equalTo: emptyState.topAnchor).isActive = true
              view.bottomAnchor.constraint(equalTo: emptyState.bottomAnchor).isActive = true
          }
      }
      """),
    // A header's own view, handed in as a parameter named `view`, is not the controller's.
    Example(
      """
      final class PrinterDetails: UITableViewController {
          override func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {
              let button = UIButton(type: .system)
              view.addSubview(button)
              button.bottomAnchor.constraint(equalTo: view.layoutMarginsGuide.bottomAnchor).isActive = true
          }
      }
      """),
    // A sideways list has no last rows for a bar to hide.
    Example(
      """
      final class ParticipantsSection: UIView {
          private lazy var collectionView: UICollectionView = {
              let layout = UICollectionViewFlowLayout()
              layout.scrollDirection = .horizontal
              return UICollectionView(frame: .zero, collectionViewLayout: layout)
          }()
          let emptyLabel = UILabel()
          func setUp() {
              addSubviews([collectionView, emptyLabel])
              collectionView.snp.makeConstraints { $0.leading.trailing.bottom.equalToSuperview() }
              emptyLabel.snp.makeConstraints { $0.bottom.equalToSuperview() }
          }
      }
      """),
    // A page control over a paging scroll view marks the page; no list ends under it.
    Example(
      """
      final class FeaturesPagingView: UIView {
          let scrollView = UIScrollView()
          let pageControl: UIPageControl = UIPageControl()
          override init(frame: CGRect) {
              super.init(frame: frame)
              addSubview(scrollView)
              addSubview(pageControl)
              scrollView.isPagingEnabled = true
              scrollView.snp.makeConstraints { make in make.edges.equalToSuperview() }
              pageControl.snp.makeConstraints { make in
                  make.centerX.equalToSuperview()
                  make.bottom.equalToSuperview().inset(20)
              }
          }
          required init?(coder: NSCoder) { fatalError() }
      }
      """),
    // A view whose table ends at its button's top.
    Example(
      """
      final class ConfirmCard: UIView {
          let tableView = UITableView()
          let button = UIButton()
          override init(frame: CGRect) {
              super.init(frame: frame)
              addSubview(tableView)
              addSubview(button)
              tableView.snp.makeConstraints { make in
                  make.top.leading.trailing.equalToSuperview()
                  make.bottom.equalTo(button.snp.top)
              }
              button.snp.makeConstraints { make in
                  make.leading.trailing.bottom.equalToSuperview()
              }
          }
          required init?(coder: NSCoder) { fatalError() }
      }
      """),
    // The same bar over screens none of which scrolls.
    Example(
      """
      struct Welcome: View {
          var body: some View { Text("Welcome") }
      }
      struct Highlights: View {
          var body: some View { Text("Soon") }
      }
      struct MainTabView: View {
          @State var tab = 0
          var body: some View {
              ZStack(alignment: .bottom) {
                  switch tab {
                  case 0: Welcome()
                  default: Highlights()
                  }
                  HStack { Text("Welcome"); Text("Highlights") }
                      .frame(maxWidth: .infinity)
                      .background(Color.white)
              }
          }
      }
      """),
    // A modifier laying a bar over what it modifies, applied only to a view that does not scroll.
    Example(
      """
      struct EditBar: ViewModifier {
          func body(content: Content) -> some View {
              ZStack(alignment: .bottom) {
                  content
                  HStack { Button("Rename") {}; Button("Delete") {} }.frame(height: 56).background(.bar)
              }
          }
      }
      struct TagSummary: View {
          var body: some View {
              VStack { Text("12 tags") }
                  .modifier(EditBar())
          }
      }
      """),
    Example(
      """
      struct Preview: View {
          @State var showsFade = true
          var body: some View {
              ScrollView { Text("Caption") }
                  .overlay(alignment: .bottom) {
                      if showsFade { LinearGradient(colors: [.clear, .black], startPoint: .top, endPoint: .bottom) }
                  }
          }
      }
      """),
    Example(
      """
      struct Home: View {
          var body: some View {
              List(0..<40, id: \\.self) { Text("Item \\($0)") }
                  .safeAreaInset(edge: .bottom) { Button("Compose") {}.padding() }
          }
      }
      """),
    Example(
      """
      final class BarContainer: UIViewController {
          let actionBar = UIView()
          let child = UITableViewController()
          override func viewDidLayoutSubviews() {
              super.viewDidLayoutSubviews()
              child.additionalSafeAreaInsets = UIEdgeInsets(top: 0, left: 0, bottom: actionBar.bounds.height, right: 0)
          }
      }
      """),
    Example(
      """
      struct Checkout: View {
          var body: some View {
              VStack(spacing: 0) {
                  List(0..<10, id: \\.self) { Text("Line \\($0)") }
                  Button("Pay") {}.frame(maxWidth: .infinity, minHeight: 56)
              }
          }
      }
      """),
    Example(
      """
      struct Splash: View {
          var body: some View {
              ZStack(alignment: .bottom) {
                  Image("hills").resizable().ignoresSafeArea()
                  Text("Welcome").padding(.bottom, 80)
              }
          }
      }
      """),
    // The scroll content ends with a fixed spacer at least a bar's height: in its own stack, in a
    // member the scroll view shows by name, or in a project view laid under the bar.
    Example(
      """
      struct Provisioned: View {
          var body: some View {
              ZStack(alignment: .bottom) {
                  ScrollView {
                      VStack {
                          ForEach(0..<40) { Text("Step \\($0)") }
                          Spacer(minLength: 100)
                      }
                  }
                  Button("Done") {}.frame(maxWidth: .infinity).padding()
              }
          }
      }
      """),
    Example(
      """
      struct Subscribe: View {
          var body: some View {
              ZStack(alignment: .bottom) {
                  ScrollView { self.content.frame(maxWidth: 600) }
                  Button("Subscribe") {}.frame(height: 170)
              }
          }
          private var content: some View {
              VStack {
                  ForEach(0..<12) { Text("Perk \\($0)") }
                  Spacer(minLength: 200)
              }
          }
      }
      """),
    Example(
      files: [
        (
          "ShareView.swift",
          """
          struct ShareView: View {
              var body: some View {
                  ZStack(alignment: .bottom) {
                      ConversationList()
                      Button("Send") {}.frame(maxWidth: .infinity).padding()
                  }
              }
          }
          """
        ),
        (
          "ConversationList.swift",
          """
          struct ConversationList: View {
              var body: some View {
                  ScrollView {
                      ForEach(0..<40) { Text("Conversation \\($0)") }
                      Spacer()
                          .frame(height: 80)
                  }
              }
          }
          """
        ),
      ]),
    Example(
      """
      struct Landing: View {
          var body: some View {
              ZStack {
                  ScrollView {
                      Text("Plans")
                      Color.clear.frame(height: 96)
                  }
                  VStack { Spacer(); Button("Subscribe") {} }
              }
          }
      }
      """),
    Example(
      """
      struct Search: View {
          var body: some View {
              ZStack(alignment: .bottom) {
                  List(0..<40, id: \\.self) { Text("Result \\($0)") }
                      .padding(.bottom, 64)
                  MiniPlayer()
              }
          }
      }
      """),
    Example(
      """
      struct Reactions: View {
          var body: some View {
              ZStack(alignment: .bottom) {
                  ScrollView(.horizontal) { HStack { Text("👍"); Text("🎉") } }
                  Divider()
              }
          }
      }
      """),
    Example(
      """
      final class FeedController: UIViewController {
          let tableView = UITableView()
          let composeBar = UIView()
          override func viewDidLoad() {
              super.viewDidLoad()
              view.addSubview(tableView)
              view.addSubview(composeBar)
              tableView.bottomAnchor.constraint(equalTo: composeBar.topAnchor).isActive = true
              composeBar.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor).isActive = true
          }
      }
      """),
    Example(
      """
      final class NotesController: UIViewController {
          let tableView = UITableView()
          let bar = UIView()
          override func viewDidLoad() {
              super.viewDidLoad()
              view.addSubview(tableView)
              view.addSubview(bar)
              tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor).isActive = true
              bar.bottomAnchor.constraint(equalTo: view.bottomAnchor).isActive = true
          }
          override func viewDidLayoutSubviews() {
              super.viewDidLayoutSubviews()
              tableView.contentInset.bottom = bar.bounds.height
          }
      }
      """),
    Example(
      """
      struct Tabs: View {
          var body: some View {
              TabView {
                  List(0..<5, id: \\.self) { Text("Row \\($0)") }
                      .tabItem { Label("Home", systemImage: "house") }
              }
          }
      }
      """),
    Example(
      files: [
        (
          "Screen.swift",
          """
          struct Screen: View {
              var body: some View {
                  ZStack(alignment: .bottom) {
                      Header()
                      Footer()
                  }
              }
          }
          """
        ),
        (
          "Header.swift",
          """
          struct Header: View {
              var body: some View { Text("Title") }
          }
          """
        ),
      ]),
    Example(
      """
      struct PositionsScreen: View {
          var body: some View {
              ScrollView {
                  LazyVStack { ForEach(0..<40) { Text("Position \\($0)") } }
              }
              .overlay(bottomFade, alignment: .bottom)
          }
          var bottomFade: some View {
              LinearGradient(colors: [.clear, .black], startPoint: .top, endPoint: .bottom).frame(height: 30)
          }
      }
      """),
    Example(
      """
      final class AnnotationsController: UIViewController {
          let tableView = UITableView()
          let toolbar = UIView()
          var showsToolbar = true
          override func viewDidLoad() {
              super.viewDidLoad()
              view.addSubview(tableView)
              view.addSubview(toolbar)
              let toToolbar = tableView.bottomAnchor.constraint(equalTo: toolbar.topAnchor)
              let toView = tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor)
              NSLayoutConstraint.activate([
                  toolbar.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
                  showsToolbar ? toToolbar : toView,
              ])
          }
      }
      """),
    // One spacer on each side centres the overlay's content: an empty state, not a bar.
    Example(
      """
      struct SnippetsView: View {
          var body: some View {
              List { ForEach(snippets) { Text($0.title) } }
                  .overlay(
                      VStack {
                          Spacer()
                          Text("No snippets")
                          Spacer()
                      })
          }
      }
      """),
    // The overlay is on a post inside the scroll view's content: it scrolls with the rows.
    Example(
      """
      struct PostDetail: View {
          var body: some View {
              ScrollView {
                  VStack {
                      Text("Post")
                          .padding(10)
                          .overlay(alignment: .bottom) { Color.gray.frame(height: 2) }
                      ForEach(0..<30, id: \\.self) { Text("Reply \\($0)") }
                  }
              }
          }
      }
      """),
    // A bar over a `TabView` whose screens none scroll.
    Example(
      """
      struct Today: View {
          var body: some View { Text("Today") }
      }
      struct Turnips: View {
          var body: some View { Text("Turnips") }
      }
      struct HomeTabs: View {
          var body: some View {
              ZStack(alignment: .bottom) {
                  TabView {
                      Today().tabItem { Text("Today") }
                      Turnips().tabItem { Text("Turnips") }
                  }
                  PlayerBar().padding(.bottom, 48)
              }
          }
      }
      """),
  ]
}
