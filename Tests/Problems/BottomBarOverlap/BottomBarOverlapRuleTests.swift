import InsetLint
import InsetTestSupport
import XCTest

@testable import InsetProblems

/// `bottom-bar-overlap`'s examples, 10+ each way (custom scrollable views resolved across files).
final class BottomBarOverlapRuleTests: XCTestCase {
  func test_examples_triggerAtTheirMarkers_andFixToParsableSwift() {
    RuleExamples.verify(BottomBarOverlapRule(), minimumExamples: 10)
  }

  private func lines(_ source: String) -> [Int] {
    Support.lint([("/p/Screen.swift", source)], rules: [BottomBarOverlapRule()]).map(\.line)
  }

  private func historyScreen(inner: String) -> [(String, String)] {
    let screen = """
      struct HistoryView: View {
          var body: some View {
              ZStack(alignment: .bottomTrailing) {
                  HistoryFragment()
                  Button { } label: { Image("plus").padding().background(Color.orange).clipShape(Circle()) }
                      .padding()
              }
          }
      }
      """
    let fragment = """
      struct HistoryFragment: View {
          @State var loaded = true
          var body: some View {
              ZStack {
                  if loaded { HistoryList() }
              }
          }
      }
      struct HistoryList: View {
          var body: some View {
              VStack {
                  \(inner)
              }
          }
      }
      """
    return [("/p/HistoryView.swift", screen), ("/p/HistoryFragment.swift", fragment)]
  }

  func test_aButtonLaidOverAProjectViewThatHoldsAListAFewViewsDown_isAFinding() {
    let files = historyScreen(inner: "List(0..<40, id: \\.self) { Text(\"Call \\($0)\") }")
    XCTAssertEqual(Support.lint(files, rules: [BottomBarOverlapRule()]).map(\.line), [3])
  }

  func test_aButtonLaidOverAProjectViewThatHoldsNoScrollingContent_isNotAFinding() {
    let files = historyScreen(inner: "Text(\"No calls yet\")")
    XCTAssertEqual(Support.lint(files, rules: [BottomBarOverlapRule()]).count, 0)
  }

  /// A scroll view under a bottom-aligned overlay, its content a stack whose children are given.
  private func overlaidFeed(_ children: String) -> [Int] {
    let screen = """
      struct FeedView: View {
          var body: some View {
              ScrollView {
                  VStack {
                      \(children)
                  }
              }
              .overlay(alignment: .bottomTrailing) {
                  AddButton().padding(.bottom, 40)
              }
          }
      }
      """
    return Support.lint([("/p/FeedView.swift", screen)], rules: [BottomBarOverlapRule()]).map(\.line)
  }

  /// Only a padding at the content's end keeps it clear; one under a section in between is spacing.
  func test_aBottomPaddingOnAChildBeforeTheLast_keepsNothingClearOfAnOverlay() {
    XCTAssertEqual(overlaidFeed("Banner().padding(.bottom, 32)\nGallery()"), [9])
  }

  func test_aBottomPaddingOnTheLastChild_keepsTheEndClearOfAnOverlay() {
    XCTAssertEqual(overlaidFeed("Banner()\nGallery().padding(.bottom, 96)"), [])
  }

  /// A sign-in screen laying a help card over a web page wrapped for SwiftUI, the representable
  /// made by `makeUIView` in another file.
  private func helpCard(over view: String, setUp: String = "") -> [Int] {
    let screen = """
      struct SignInView: View {
          var body: some View {
              ZStack {
                  PageView()
                  VStack { Spacer(); HelpCard() }
              }
          }
      }
      """
    let page = """
      struct PageView: UIViewRepresentable {
          func makeUIView(context: Context) -> \(view) {
              let view = \(view)()
              \(setUp)
              return view
          }
          func updateUIView(_ view: \(view), context: Context) {}
      }
      """
    return Support.lint(
      [("/p/SignInView.swift", screen), ("/p/PageView.swift", page)], rules: [BottomBarOverlapRule()]
    ).map(\.line)
  }

  func test_aBarLaidOverAWebViewWrappedForSwiftUI_isAFinding() {
    XCTAssertEqual(helpCard(over: "WKWebView"), [3])
  }

  func test_aBarLaidOverAWrappedViewThatDoesNotScroll_isNotAFinding() {
    XCTAssertEqual(helpCard(over: "MKMapView"), [])
  }

  func test_aBarLaidOverAWrappedTextViewWhoseScrollingIsOff_isNotAFinding() {
    XCTAssertEqual(helpCard(over: "UITextView", setUp: "view.isScrollEnabled = false"), [])
  }

  /// A screen laying a floating button over `content`, the ZStack's first child.
  private func floatingButton(over content: String) -> String {
    """
    struct MeetingsView: View {
        @State var loaded = false
        var body: some View {
            ZStack(alignment: .bottomTrailing) {
                \(content)
                Button { } label: { Image("plus").padding().background(Color.orange).clipShape(Circle()) }
                    .padding()
            }
        }
    }
    """
  }

  private let meetings = "List(0..<40, id: \\.self) { Text(\"Meeting \\($0)\") }"

  func test_aButtonLaidOverAListChosenByAnAvailabilityBranch_isAFinding() {
    let branches = """
      if #available(iOS 16.0, *), !compact {
                  \(meetings).sheet(isPresented: $loaded) { Text("Details") }
              } else {
                  \(meetings)
              }
      """
    XCTAssertEqual(lines(floatingButton(over: branches)), [4])
  }

  /// A screen laying an add button over `eventView`, a member of its own whose body is `members`.
  private func calendarScreen(eventView members: String) -> String {
    """
    struct CalendarScreen: View {
        var body: some View {
            ZStack(alignment: .bottomTrailing) {
                eventView
                Button("Add") { }.padding()
            }
        }
    \(members)
    }
    """
  }

  func test_aButtonLaidOverAMemberWhoseStackEndsInAProjectList_isAFinding() {
    // `eventView`'s stack ends in another member, which makes a project view whose body is a List.
    let screen = calendarScreen(
      eventView: """
            private var eventView: some View {
                VStack(spacing: 20) {
                    Text("December")
                    eventList
                }
            }
            private var eventList: some View {
                EventList(events: [])
            }
        """)
    // The list's body shows its rows through a member of its own: it holds a List all the same.
    let list = """
      struct EventList: View {
          let events: [String]
          var body: some View {
              if events.isEmpty { Text("No events") } else { rows }
          }
          private var rows: some View { List(events, id: \\.self) { Text($0) } }
      }
      """
    let files = [("/p/CalendarScreen.swift", screen), ("/p/EventList.swift", list)]
    XCTAssertEqual(Support.lint(files, rules: [BottomBarOverlapRule()]).map(\.line), [3])
  }

  func test_aButtonLaidOverAMemberThatMakesNoScrollingContent_isNotAFinding() {
    let screen = calendarScreen(
      eventView: """
            private var eventView: some View {
                VStack { Text("December"); Spacer() }
            }
        """)
    XCTAssertEqual(lines(screen), [])
  }

  func test_aButtonOverAProjectListHandedItsBottomRoomByAnArgument_isNotThisFinding() {
    // The list ends in a spacer of the height it is given: a fixed spacer, a different defect.
    let chooser = """
      struct ItemChooser: View {
          let listBottomPadding: CGFloat?
          var body: some View {
              ScrollView {
                  Text("Rooms")
                  if let listBottomPadding { Spacer().frame(height: listBottomPadding) }
              }
          }
      }
      """
    func screen(_ padding: String) -> [(String, String)] {
      let source = """
        struct LeaveSpace: View {
            var body: some View {
                ZStack(alignment: .bottom) {
                    ItemChooser(listBottomPadding: \(padding))
                    Button("Leave") { }
                }
            }
        }
        """
      return [("/p/LeaveSpace.swift", source), ("/p/ItemChooser.swift", chooser)]
    }
    XCTAssertEqual(Support.lint(screen("72"), rules: [BottomBarOverlapRule()]).count, 0)
    XCTAssertEqual(Support.lint(screen("nil"), rules: [BottomBarOverlapRule()]).map(\.line), [3])
  }

  func test_anOverlayWrittenAsATrailingClosureOnly_withItsBarPushedDownByASpacer_isAFinding() {
    let source = """
      struct BookingScreen: View {
          var body: some View {
              ScrollView { Text("Rooms") }
                  .overlay {
                      VStack {
                          Spacer()
                          Button("Book") { }
                      }
                  }
          }
      }
      """
    XCTAssertEqual(lines(source), [4])
  }

  func test_aButtonLaidOverAListShownOnceLoaded_withAPlaceholderBefore_isAFinding() {
    // Whenever there are rows to hide, the list is what lies under the button.
    let branches = """
      if loaded {
                  \(meetings)
              } else {
                  Text("Loading")
              }
      """
    XCTAssertEqual(lines(floatingButton(over: branches)), [4])
  }

  func test_aStackCentredBetweenTwoSpacersOverAList_isAnEmptyStateNotABar() {
    let source = """
      struct SavedView: View {
          @State var isEmpty = true
          var body: some View {
              ZStack {
                  List(0..<40, id: \\.self) { Text("Saved \\($0)") }
                  if isEmpty {
                      VStack { Spacer(); Text("Nothing saved yet"); Spacer() }
                  }
              }
          }
      }
      """
    XCTAssertEqual(lines(source), [])
  }

  func test_aButtonShownOnlyUnderAConditionOverAList_isStillABarOverIt() {
    let source = """
      struct ContactsView: View {
          @State var canAdd = true
          var body: some View {
              ZStack(alignment: .bottomTrailing) {
                  List(0..<40, id: \\.self) { Text("Contact \\($0)") }
                  if canAdd {
                      Button { } label: { Image("plus").padding().background(Color.orange).clipShape(Circle()) }
                          .padding()
                  }
              }
          }
      }
      """
    XCTAssertEqual(lines(source), [4])
  }

  private func feedController(buttonBottom: String) -> String {
    """
    final class SportsFeedController: UIViewController {
        let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        let tint = UIView()
        let filterButton = UIButton()
        override func viewDidLoad() {
            super.viewDidLoad()
            self.view.addSubview(self.collectionView)
            view.addSubview(tint)
            view.addSubview(filterButton)
            collectionView.snp.makeConstraints { make in
                make.leading.trailing.top.equalToSuperview()
                make.bottom.equalTo(view.safeAreaLayoutGuide)
            }
            tint.snp.makeConstraints { make in make.edges.equalToSuperview() }
            filterButton.snp.makeConstraints { make in
                make.centerX.equalToSuperview()
                \(buttonBottom)
            }
        }
    }
    """
  }

  func test_aButtonPinnedWithSnapKitToTheViewsBottomOverAList_isAFinding_aFullOverlayIsNot() {
    XCTAssertEqual(
      lines(
        feedController(buttonBottom: "make.bottom.equalTo(view.safeAreaLayoutGuide.snp.bottom).inset(18)")),
      [9])
  }

  func test_aButtonPinnedWithSnapKitAboveTheList_isNotABarOverIt() {
    XCTAssertEqual(
      lines(feedController(buttonBottom: "make.top.equalTo(view.safeAreaLayoutGuide.snp.top)")), [])
  }

  func test_aSideColumnPinnedToTheViewsTopAndBottom_isNotABarOverTheList() {
    XCTAssertEqual(lines(feedController(buttonBottom: "make.right.top.bottom.equalTo(view)")), [])
  }

  func test_aHeaderWhoseBottomIsPinnedToTheSafeAreasTop_isNotABarOverTheList() {
    XCTAssertEqual(
      lines(feedController(buttonBottom: "make.bottom.equalTo(view.safeAreaLayoutGuide.snp.top).offset(94)")),
      [])
  }

  private func logsController(extra: String, bar: String = "") -> String {
    """
    final class LogsController: UIViewController {
        let tableView = UITableView()
        let addButton = UIButton()
        let emptyLabel = UILabel()
        override func viewDidLoad() {
            super.viewDidLoad()
            view.addSubview(tableView)
            view.addSubview(addButton)
            \(extra)
            NSLayoutConstraint.activate([
                tableView.topAnchor.constraint(equalTo: view.topAnchor),
                tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
                addButton.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -16),
                \(bar)
            ])
        }
    }
    """
  }

  func test_aFloatingButtonOverATableThatOnlyInsetsItsTop_isAFinding() {
    XCTAssertEqual(lines(logsController(extra: "tableView.contentInset.top = 44")), [8])
  }

  /// verback2308/Opaline draws a 0.5 pt separator along the bottom of its avatar strip.
  func test_aHairlinePinnedOverTheListsEnd_isNoBar() {
    let bar = "addButton.heightAnchor.constraint(equalToConstant: 0.5),"
    XCTAssertEqual(lines(logsController(extra: "", bar: bar)), [])
  }

  func test_aButtonOfAFixedHeightPinnedOverTheListsEnd_isStillABar() {
    let bar = "addButton.heightAnchor.constraint(equalToConstant: 52),"
    XCTAssertEqual(lines(logsController(extra: "", bar: bar)), [8])
  }

  /// cuappdev/pollo-ios hides its export notice for good ("remove when web is in production").
  func test_aButtonHiddenAndNeverShownAgain_isNoBar() {
    XCTAssertEqual(lines(logsController(extra: "addButton.isHidden = true")), [])
  }

  func test_aButtonHiddenAtFirstAndShownLater_isStillABar() {
    XCTAssertEqual(
      lines(logsController(extra: "addButton.isHidden = true\n addButton.isHidden = items.isEmpty")), [8])
  }

  func test_aTableSetToNeverAdjust_reservesNothingForTheButtonOverIt() {
    XCTAssertEqual(lines(logsController(extra: "tableView.contentInsetAdjustmentBehavior = .never")), [8])
  }

  func test_aTableWhoseBottomInsetHoldsTheButton_isNotAFinding() {
    XCTAssertEqual(lines(logsController(extra: "tableView.contentInset.bottom = 88")), [])
    XCTAssertEqual(
      lines(
        logsController(extra: "tableView.contentInset = UIEdgeInsets(top: 0, left: 0, bottom: 88, right: 0)")),
      [])
  }

  func test_wholeInsetsWithAZeroBottom_reserveNothing() {
    XCTAssertEqual(
      lines(
        logsController(extra: "tableView.contentInset = UIEdgeInsets(top: 44, left: 0, bottom: 0, right: 0)")),
      [8])
  }

  func test_aViewPinnedToTheViewsTopAndBottomOverTheTable_isNotABar() {
    let source = logsController(extra: "", bar: "addButton.topAnchor.constraint(equalTo: view.topAnchor),")
    XCTAssertEqual(lines(source), [])
  }

  func test_aButtonOverAStackWhoseLastChildLayersAListUnderASpinner_isAFinding() {
    let source = """
      struct AddParticipantsView: View {
          @State var loading = false
          var body: some View {
              ZStack(alignment: .bottomTrailing) {
                  VStack(spacing: 16) {
                      Text("Add participants")
                      ZStack {
                          ScrollView { ForEach(0..<40) { Text("Contact \\($0)") } }
                          if loading { ProgressView() }
                      }
                  }
                  Button { } label: { Image("check").padding().background(Color.orange).clipShape(Circle()) }
                      .padding()
              }
          }
      }
      """
    XCTAssertEqual(lines(source), [4])
  }

  func test_aBackgroundColorBeforeAStackEndingInAList_doesNotHideTheListFromTheBar() {
    let source = """
      struct StartFillingView: View {
          var body: some View {
              ZStack(alignment: .bottom) {
                  Color(UIColor.systemGray6).ignoresSafeArea()
                  VStack(spacing: 0) {
                      Text("Roles")
                      List(0..<30, id: \\.self) { Text("Role \\($0)") }
                  }
                  Button("Start") { }.frame(maxWidth: .infinity).padding()
              }
          }
      }
      """
    XCTAssertEqual(lines(source), [3])
  }

  func test_aButtonOverAListShownInOneBranch_andPlaceholdersInTheOthers_isAFinding() {
    let source = """
      struct MemosList: View {
          var loading = false
          var memos: [String] = []
          var body: some View {
              ZStack(alignment: .bottomTrailing) {
                  if loading {
                      Color.clear
                  } else if memos.isEmpty {
                      ContentUnavailableView("No memos", systemImage: "note.text")
                  } else {
                      List(memos, id: \\.self) { Text($0) }
                  }
                  Button { } label: { Circle().frame(width: 60, height: 60) }
                      .padding(20)
              }
          }
      }
      """
    XCTAssertEqual(lines(source), [5])
  }

  func test_branchesShowingTwoDifferentViews_areNoListUnderTheBar() {
    let source = """
      struct MemosList: View {
          var grid = false
          var body: some View {
              ZStack(alignment: .bottomTrailing) {
                  if grid {
                      PhotoGrid()
                  } else {
                      List(0..<9, id: \\.self) { Text("\\($0)") }
                  }
                  Button { } label: { Circle().frame(width: 60, height: 60) }
              }
          }
      }
      """
    XCTAssertEqual(lines(source), [])
  }

  func test_aButtonAddedOverATableInTheClassesExtension_isAFinding() {
    let source = """
      final class HabitController: UIViewController {
          private var scrollView: UIScrollView!
          private let nextButton = UIButton()
          override func viewDidLoad() {
              super.viewDidLoad()
              setUp()
          }
      }
      extension HabitController {
          func setUp() {
              scrollView = UIScrollView()
              view.addSubview(scrollView)
              scrollView.snp.makeConstraints { make in make.edges.equalToSuperview() }
              view.addSubview(nextButton)
              nextButton.snp.makeConstraints { make in
                  make.trailing.bottom.equalToSuperview().inset(24)
              }
          }
      }
      """
    XCTAssertEqual(lines(source), [14])
  }

  func test_aBottomInsetSetInTheClassesExtension_reservesTheButtonsHeight() {
    let source = """
      final class HabitController: UIViewController {
          private var scrollView: UIScrollView!
          private let nextButton = UIButton()
      }
      extension HabitController {
          func setUp() {
              view.addSubview(scrollView)
              scrollView.snp.makeConstraints { make in make.edges.equalToSuperview() }
              view.addSubview(nextButton)
              nextButton.snp.makeConstraints { make in make.bottom.equalToSuperview().inset(24) }
              scrollView.contentInset.bottom = 80
          }
      }
      """
    XCTAssertEqual(lines(source), [])
  }

  private let bannerModifier = """
    struct BannerModifier: ViewModifier {
        @Binding var show: Bool
        func body(content: Content) -> some View {
            content
                .overlay(alignment: .bottom) {
                    Text("Showing saved results").padding().background(.thinMaterial)
                }
        }
    }
    extension View {
        func banner(show: Binding<Bool>) -> some View { modifier(BannerModifier(show: show)) }
    }
    """

  func test_aModifiersOverlayBar_appliedToAListThroughAWrappingFunctionInAnotherFile_isAFindingInTheModifier()
  {
    let search = """
      struct SearchResults: View {
          @State var banner = true
          var body: some View {
              List(0..<40, id: \\.self) { Text("Result \\($0)") }
                  .banner(show: $banner)
          }
      }
      """
    let findings = Support.lint(
      [("/p/Banner.swift", bannerModifier), ("/p/SearchResults.swift", search)],
      rules: [BottomBarOverlapRule()])
    XCTAssertEqual(findings.map(\.file), ["/p/Banner.swift"])
    XCTAssertEqual(findings.map(\.line), [5])
  }

  func test_aModifiersOverlayBar_appliedOnlyToAViewThatDoesNotScroll_isNotAFinding() {
    let header = """
      struct Header: View {
          @State var banner = true
          var body: some View {
              Text("Saved").banner(show: $banner)
          }
      }
      """
    XCTAssertEqual(
      Support.lint(
        [("/p/Banner.swift", bannerModifier), ("/p/Header.swift", header)], rules: [BottomBarOverlapRule()]
      )
      .count, 0)
  }

  func test_aBarWhoseInvisibleCopyEndsTheContent_reservesItsHeight() {
    let source = """
      struct CreateAlias: View {
          var body: some View {
              ZStack(alignment: .bottom) {
                  ScrollView {
                      VStack {
                          Text("Alias")
                          buttons
                              .opacity(0)
                      }
                  }
                  buttons
              }
          }
          var buttons: some View { HStack { Button("Cancel") {}; Button("Save") {} } }
      }
      """
    XCTAssertEqual(lines(source), [])
  }

  func test_anOverlaidBarThatTheContentAlsoLaysOutAtItsEnd_reservesItsHeight() {
    let source = """
      struct Confirm: View {
          var body: some View {
              ScrollView {
                  Text("Details")
                  confirmButtons
                      .opacity(large ? 0 : 1)
              }
              .overlay(alignment: .bottom) {
                  Group {
                      if large {
                          confirmButtons
                      }
                  }
              }
          }
      }
      """
    XCTAssertEqual(lines(source), [])
  }

  func test_aBarLaidOverContentThatDoesNotRepeatIt_isAFinding() {
    let source = """
      struct Feed: View {
          var body: some View {
              ZStack(alignment: .bottom) {
                  ScrollView {
                      feedRows
                  }
                  composeBar
              }
          }
      }
      """
    XCTAssertEqual(lines(source), [3])
  }

  func test_aStatementThatBothTheBarAndTheRowsRun_isNoCopyOfTheBar() {
    let source = """
      struct CategoryPicker: View {
          @Binding var showPicker: Bool
          var body: some View {
              ScrollView {
                  ForEach(categories) { item in
                      Text(item.name).onTapGesture { showPicker = false }
                  }
              }
              .overlay(alignment: .bottom) {
                  Text("Edit")
                      .onTapGesture {
                          showPicker = false
                      }
              }
          }
      }
      """
    XCTAssertEqual(lines(source), [9])
  }

  func test_anEmptyViewPaddedAtTheEndOfAList_reservesNothing() {
    let source = """
      struct Resources: View {
          var body: some View {
              ZStack {
                  List {
                      ForEach(resources) { Text($0.title) }
                      EmptyView().padding(.bottom, 80)
                  }
                  HStack { Button("Add resource") {} }
                      .frame(maxHeight: .infinity, alignment: .bottom)
              }
          }
      }
      """
    XCTAssertEqual(lines(source), [3])
  }

  func test_anOverlayWhoseGroupOnlyHoldsACondition_isShownOnlySometimes() {
    let source = """
      struct Chat: View {
          var body: some View {
              ScrollView { Text("Messages") }
                  .overlay(alignment: .bottomTrailing) {
                      Group {
                          if !isNearBottom {
                              Button("Jump to latest") {}
                          }
                      }
                  }
          }
      }
      """
    XCTAssertEqual(lines(source), [])
  }

  private func offlineScreen(banner body: String, shown: String = "OfflineBanner(connectivity: connectivity)")
    -> [Int]
  {
    let screen = """
      struct ProfileView: View {
          var body: some View {
              ZStack(alignment: .top) {
                  ScrollView { Text("Profile") }
                  \(shown)
              }
          }
      }
      """
    let banner = """
      struct OfflineBanner: View {
          let connectivity: Connectivity
          var body: some View {
      \(body)
          }
      }
      """
    return Support.lint(
      [("/p/ProfileView.swift", screen), ("/p/OfflineBanner.swift", banner)], rules: [BottomBarOverlapRule()]
    ).map(\.line)
  }

  func test_aProjectViewThatPushesItselfToTheBottom_isABarOverTheList() {
    XCTAssertEqual(
      offlineScreen(banner: "ZStack { VStack { Spacer(); Text(\"Offline\").frame(height: 50) } }"), [3])
  }

  func test_aProjectViewShownOnlySometimes_isAToastNotABar() {
    XCTAssertEqual(
      offlineScreen(
        banner: "VStack { Spacer(); Text(\"Offline\") }",
        shown: "if showError { OfflineBanner(connectivity: connectivity) }"), [])
  }

  func test_aProjectViewThatDoesNotPushItselfDown_isNoBar() {
    XCTAssertEqual(offlineScreen(banner: "VStack { Text(\"Offline\"); Spacer() }"), [])
  }

  func test_aListPinnedByAProjectHelper_liesUnderABarGivenItsHeightFromTheBottom() {
    let source = """
      final class FontViewerController: UIViewController {
          var textView: UITextView!
          override func viewDidLoad() {
              super.viewDidLoad()
              textView = UITextView()
              view.addSubview(textView)
              textView.constraintCompletely(to: view)
              let bar = UIView()
              view.addSubview(bar)
              NSLayoutConstraint.activate([
                  bar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                  bar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                  bar.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -50),
                  bar.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
              ])
          }
      }
      """
    XCTAssertEqual(lines(source), [9])
  }

  func test_aViewPinnedBetweenAHeaderAndTheBottom_isNoBar() {
    let source = """
      final class ListController: UIViewController {
          var tableView: UITableView!
          override func viewDidLoad() {
              super.viewDidLoad()
              view.addSubview(tableView)
              tableView.pinEdgesToSuperview()
              let empty = UIView()
              view.addSubview(empty)
              empty.topAnchor.constraint(equalTo: header.bottomAnchor).isActive = true
              empty.bottomAnchor.constraint(equalTo: view.bottomAnchor).isActive = true
          }
      }
      """
    XCTAssertEqual(lines(source), [])
  }
}

/// Bars that are gone when the list is scrolled to its end: a scroll-to-latest control, a bar of no
/// height unless in use, a toast a timer dismisses, a decoration or conditional content a function
/// of the file makes.
final class BottomBarOverlapTransientBarsTests: XCTestCase {
  private func lines(_ overlay: String, members: String = "") -> [Int] {
    let source = """
      struct LogView: View {
          @State private var showBadge = false
          @State private var keyboardVisible = false
          var body: some View {
              ScrollView {
                  LogLines()
              }
              .overlay(alignment: .bottom) {
                  \(overlay)
              }
          }
          \(members)
      }
      """
    return Support.lint([("/p/LogView.swift", source)], rules: [BottomBarOverlapRule()]).map(\.line)
  }

  func test_aPersistentBarOverTheList_isAFinding() {
    XCTAssertEqual(lines("HStack { Button(\"Send\") {} }.frame(height: 52)"), [8])
  }

  func test_aControlThatScrollsToTheLatestRows_isGoneAtTheEnd_andIsNotAFinding() {
    XCTAssertEqual(
      lines("Button { proxy.scrollTo(lastID) } label: { Image(systemName: \"chevron.down\") }"), [])
    XCTAssertEqual(
      lines(
        "scrollDownButton",
        members: "var scrollDownButton: some View { Button { scrollToBottom() } label: { Text(\"Down\") } }"),
      [])
  }

  func test_aBarOfNoHeightUnlessInUse_isNotAFinding() {
    XCTAssertEqual(lines("DoneBar().frame(height: keyboardVisible ? 38 : 0)"), [])
    XCTAssertEqual(lines("UploadProgress().frame(height: Double(queued.count * 38))"), [])
  }

  func test_aToastWhoseFlagATimerClears_isNotAFinding() {
    let members = """
      func showSaved() {
              showBadge = true
              DispatchQueue.main.asyncAfter(deadline: .now() + 3) { showBadge = false }
          }
      """
    XCTAssertEqual(lines("NotificationBadge(text: \"Saved\", show: $showBadge)", members: members), [])
    XCTAssertEqual(lines("NotificationBadge(text: \"Saved\", show: $showBadge)"), [8])
  }

  func test_aDecorationOrConditionalContentAFunctionMakes_isNotAFinding() {
    XCTAssertEqual(
      lines(
        "edgeFade(.bottom)",
        members:
          "func edgeFade(_ edge: Edge) -> some View { LinearGradient(colors: [.clear, .black], startPoint: .top, endPoint: .bottom) }"
      ),
      [])
    XCTAssertEqual(
      lines(
        "statusBar(for: 1)",
        members: "func statusBar(for id: Int) -> some View { Group { if id > 0 { Text(\"Busy\") } } }"),
      [])
    XCTAssertEqual(
      lines(
        "statusBar(for: 1)", members: "func statusBar(for id: Int) -> some View { HStack { Text(\"Busy\") } }"
      ),
      [8])
  }
}

/// Scrolling content read through branches (a `Group` holding a `switch`, members named in the
/// cases, nested conditions, a branch that shows no list), a `TabView` of project screens, and
/// overlays and spacers inside a scroll view's content.
final class BottomBarOverlapBranchesTests: XCTestCase {
  private func lines(_ source: String) -> [Int] {
    Support.lint([("/p/Screen.swift", source)], rules: [BottomBarOverlapRule()]).map(\.line)
  }

  /// A floating button over a `Group` holding a `switch` whose cases show the given views.
  private func groupedStates(_ cases: String, groupModifier: String = "") -> [Int] {
    let source = """
      struct MessagesView: View {
          var state = 0
          var body: some View {
              ZStack(alignment: .bottomTrailing) {
                  Group {
                      switch state {
                      \(cases)
                      }
                  }
                  \(groupModifier)
                  Button("Compose") {}.frame(width: 56, height: 56).padding(16)
              }
          }
          private var threadList: some View {
              ScrollView { LazyVStack { ForEach(0..<40, id: \\.self) { Text("Thread \\($0)") } } }
          }
          private var emptyState: some View {
              VStack { Text("No messages") }
          }
      }
      """
    return Support.lint([("/p/MessagesView.swift", source)], rules: [BottomBarOverlapRule()]).map(\.line)
  }

  func test_aButtonOverAGroupedSwitchWhoseCasesNameAMembersList_isAFinding() {
    XCTAssertEqual(groupedStates("case 0: ProgressView()\ndefault: threadList"), [4])
  }

  func test_aCaseThatPicksTheListInANestedCondition_showsTheListUnderTheBar() {
    XCTAssertEqual(
      groupedStates("case 0: ProgressView()\ndefault: if state > 1 { emptyState } else { threadList }"), [4])
  }

  func test_aGroupedSwitchWhoseCasesShowNoList_isNotAFinding() {
    XCTAssertEqual(groupedStates("case 0: ProgressView()\ndefault: emptyState"), [])
  }

  func test_aBottomPaddingOnTheGroupAroundTheSwitch_keepsTheListsEndClear() {
    XCTAssertEqual(
      groupedStates("case 0: ProgressView()\ndefault: threadList", groupModifier: ".padding(.bottom, 88)"), []
    )
  }

  /// A bar over a `TabView` of two project screens, the second's body given.
  private func tabs(second body: String) -> [Int] {
    let source = """
      struct Today: View {
          var body: some View { Text("Today") }
      }
      struct Catalog: View {
          var body: some View { \(body) }
      }
      struct HomeTabs: View {
          var body: some View {
              ZStack(alignment: .bottom) {
                  TabView {
                      Today().tabItem { Text("Today") }
                      Catalog().tabItem { Text("Catalog") }
                  }
                  PlayerBar().padding(.bottom, 48)
              }
          }
      }
      """
    return Support.lint([("/p/HomeTabs.swift", source)], rules: [BottomBarOverlapRule()]).map(\.line)
  }

  func test_aBarOverATabViewOneOfWhoseScreensScrolls_isAFinding() {
    XCTAssertEqual(tabs(second: "List(0..<40, id: \\.self) { Text(\"Item \\($0)\") }"), [9])
  }

  func test_aBarOverATabViewWhoseScreensDoNotScroll_isNotAFinding() {
    XCTAssertEqual(tabs(second: "Text(\"Soon\")"), [])
  }

  /// A floating button over an `if` whose other branch shows the given view instead of the list.
  private func accessBranch(_ other: String) -> [Int] {
    lines(
      """
      struct Clippings: View {
          var hasAccess = true
          var body: some View {
              ZStack(alignment: .bottomLeading) {
                  if !hasAccess {
                      \(other)
                  } else {
                      List(0..<40, id: \\.self) { Text("Clip \\($0)") }
                  }
                  Button("Globe") {}.padding()
              }
          }
      }
      """)
  }

  func test_aListInOneBranch_andAStackOfPlainViewsInTheOther_liesUnderTheBar() {
    XCTAssertEqual(accessBranch("VStack { Text(\"No access\"); Button(\"Settings\") {} }"), [4])
  }

  func test_aListInOneBranch_andAStackEndingInAProjectViewInTheOther_isNotAFinding() {
    XCTAssertEqual(accessBranch("VStack { Text(\"Access\"); AccessHelp() }"), [])
  }

  func test_anOverlayOnAViewInsideAScrollViewsContent_scrollsWithTheRows_andIsNotAFinding() {
    let source = """
      struct PostDetail: View {
          var body: some View {
              ScrollView {
                  VStack {
                      PostAndParent()
                          .overlay(alignment: .bottom) { Color.gray.frame(height: 2) }
                      ForEach(0..<30, id: \\.self) { Text("Reply \\($0)") }
                  }
              }
          }
      }
      struct PostAndParent: View {
          var body: some View { List(0..<3, id: \\.self) { Text("\\($0)") } }
      }
      """
    XCTAssertEqual(lines(source), [])
  }

  func test_anOverlayOnAListInsideAHorizontalScrollView_isStillAFinding() {
    let source = """
      struct Columns: View {
          var body: some View {
              ScrollView(.horizontal) {
                  List(0..<30, id: \\.self) { Text("Row \\($0)") }
                      .overlay(alignment: .bottom) { Button("Add") {}.padding() }
              }
          }
      }
      """
    XCTAssertEqual(lines(source), [5])
  }

  /// openedx's course header: a banner in a scroll view turned off, under the header's buttons.
  private func banner(_ modifier: String) -> [Int] {
    lines(
      """
      struct CourseHeader: View {
          var loading = false
          var body: some View {
              ZStack(alignment: .bottomLeading) {
                  ScrollView { ForEach(0..<40, id: \\.self) { Text("Row \\($0)") } }
                      \(modifier)
                  HStack { Button("Back") {}; Text("Course") }.frame(maxWidth: .infinity)
              }
          }
      }
      """)
  }

  func test_aScrollViewWhoseScrollingIsTurnedOff_hidesNoRowsUnderTheBar() {
    XCTAssertEqual(banner(".disabled(true)"), [])
    XCTAssertEqual(banner(".scrollDisabled(true)"), [])
  }

  func test_aScrollViewDisabledOnlyWhileLoading_stillScrollsUnderTheBar() {
    XCTAssertEqual(banner(".disabled(loading)"), [4])
  }
}
