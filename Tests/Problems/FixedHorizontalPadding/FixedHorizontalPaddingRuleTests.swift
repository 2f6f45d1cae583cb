import Foundation
import InsetLint
import InsetTestSupport
import XCTest

@testable import InsetProblems

final class FixedHorizontalPaddingRuleTests: XCTestCase {

  let screen = """
    struct ProfileScreen: View {
      var body: some View {
        ScrollView {
          VStack { Text("Name") }
            .padding(.horizontal,   Layout.margin)
        }
      }
    }
    """

  func test_message_quotesTheSourceAsWritten_andTheValueTheConstantHoldsInAnotherFile() {
    let findings = Support.lint([
      ("Profile.swift", screen), ("Layout.swift", "enum Layout { static let margin: CGFloat = 16 }"),
    ]).filter { $0.rule == "fixed-horizontal-padding" }
    XCTAssertEqual(findings.count, 1)
    let message = findings.first?.message ?? "no finding"
    XCTAssertTrue(
      message.hasPrefix(
        ".padding(.horizontal, Layout.margin) puts the content of 'ProfileScreen' 16 pt from the screen's edges"
      ),
      message)
    // What it misses, from the device catalog, and what to do before and after iOS 27.1.
    XCTAssertTrue(message.contains("the system margin is 20 pt on"), message)
    XCTAssertTrue(message.contains("next to a folding device's bar"), message)
    XCTAssertTrue(message.contains("Before iOS 27.1 no measured fix"), message)
  }

  /// The lines of the padding findings for these files.
  private func paddingLines(_ files: [(String, String)]) -> [Int] {
    Support.lint(files).filter { $0.rule == "fixed-horizontal-padding" }.map(\.line)
  }

  private func topicScreen(adaptation: String) -> String {
    """
    struct TopicScreen: View {
      @State var showsTopic = false
      var body: some View {
        Button("Topic") { showsTopic = true }
          .popover(isPresented: $showsTopic) {
            VStack {
              Text("Topic: mesh/2/e")
                .padding(.horizontal, 12)
            }
            \(adaptation)
          }
      }
    }
    """
  }

  private let stepsView = """
    import SwiftUI
    import WidgetKit
    struct StepsView: View {
      var body: some View {
        ScrollView {
          VStack { Text("Steps") }
            .padding(.horizontal, 16)
            .onAppear { WidgetCenter.shared.reloadAllTimelines() }
        }
      }
    }
    """

  /// Sora's settings screens each declare a `fileprivate struct SettingsSection` that pads its
  /// title and card 20 pt; every screen's own copy is the one it shows.
  func test_aFilePrivateComponentDeclaredInEachScreensFile_isFoundInEachFile() {
    let screen = { (name: String) in
      """
      fileprivate struct SettingsSection<Content: View>: View {
        let content: Content
        init(@ViewBuilder content: () -> Content) { self.content = content() }
        var body: some View {
          VStack { content }
            .background(.ultraThinMaterial)
            .padding(.horizontal, 20)
        }
      }
      struct \(name): View {
        var body: some View { ScrollView { VStack { SettingsSection { Text("Row") } } } }
      }
      """
    }
    let findings = Support.lint([("About.swift", screen("About")), ("Backup.swift", screen("Backup"))])
      .filter { $0.rule == "fixed-horizontal-padding" }
    XCTAssertEqual(findings.map(\.file).sorted(), ["About.swift", "Backup.swift"])
    XCTAssertTrue(
      findings.allSatisfy { $0.message.contains("puts the content of 'SettingsSection' on the screen") },
      findings.map(\.message).joined(separator: "\n"))
  }

  /// A row a `Spacer` stretches across the screen: its first child's leading padding and its last
  /// child's trailing padding are the distances from the screen's edges (mbta's filter pills, the
  /// coupon screen's report rows); padding between children is not.
  func test_theEdgeChildrenOfAFullWidthRow_areFoundOnTheirOuterSideOnly() {
    let screen = """
      struct Coupon: View {
        var body: some View {
          ScrollView {
            VStack {
              HStack { Text("Orders").padding(.horizontal, 16); Spacer() }
              HStack { Text("A"); Spacer(); Button("All") {}.padding(.trailing, 16) }
              HStack { Text("B").padding(.trailing, 12); Spacer() }
              HStack { Text("C").padding(.horizontal, 10); Text("D").padding(.horizontal, 10) }
            }
          }
        }
      }
      """
    let findings = Support.lint([("Coupon.swift", screen)]).filter { $0.rule == "fixed-horizontal-padding" }
    XCTAssertEqual(findings.map(\.line), [5, 6])
    XCTAssertTrue(findings[0].message.contains("16 pt from the screen's leading edge"), findings[0].message)
    XCTAssertTrue(findings[1].message.contains("16 pt from the screen's trailing edge"), findings[1].message)
  }

  func test_anAppScreenImportingWidgetKitOnlyToReloadTimelines_isStillAScreen() {
    XCTAssertEqual(paddingLines([("/p/App/StepsView.swift", stepsView)]), [7])
  }

  func test_aViewInAWidgetExtensionsFolder_isNoScreen() {
    XCTAssertEqual(paddingLines([("/p/StepsWidget/StepsView.swift", stepsView)]), [])
  }

  func test_aPopoverThatStaysAPopoverInCompactWidth_isNoScreen() {
    let screen = topicScreen(adaptation: ".presentationCompactAdaptation(.popover)")
    XCTAssertEqual(paddingLines([("Topic.swift", screen)]), [])
  }

  func test_aPopoverThatBecomesASheetOnAPhone_isAScreen() {
    XCTAssertEqual(paddingLines([("Topic.swift", topicScreen(adaptation: ""))]), [8])
  }

  private func pricingSheet(overlay: String) -> String {
    """
    struct PricingSheet: View {
      @State var isLoading = false
      var body: some View {
        VStack {
          Text("Pricing")
        }
        .padding(.horizontal, 16)
        .overlay {
          \(overlay)
        }
      }
    }
    struct Root: View {
      @State var shows = false
      var body: some View { Text("Plans").sheet(isPresented: $shows) { PricingSheet() } }
    }
    """
  }

  func test_anOverlayLayingABusyCardOverTheScreen_drawsNoCardAroundThePaddedContent() {
    let card =
      "Group { if isLoading { ProgressView().padding().background(RoundedRectangle(cornerRadius: 10)) } }"
    XCTAssertEqual(paddingLines([("Pricing.swift", pricingSheet(overlay: card))]), [7])
  }

  func test_aPaddingWrittenWithTheProjectsGridFunction_isReadAsItsNumber() {
    let grid = "extension CGFloat {\n  static func grid(_ factor: Int) -> CGFloat { CGFloat(factor) * 4 }\n}"
    let screen =
      "struct GuideScreen: View {\n  var body: some View {\n    ScrollView { Text(\"Rules\").padding(.horizontal, .grid(4)) }\n  }\n}"
    XCTAssertEqual(paddingLines([("Grid.swift", grid), ("Guide.swift", screen)]), [3])
  }

  /// AnthonyH93/GoCycling pads a segmented picker in its route sheet this way.
  func test_aPaddingOfInsetsWrittenWithTheirInitializerByName_isReadAsTheInsets() {
    let insets = "EdgeInsets.init(top: 0, leading: 10, bottom: 10, trailing: 10)"
    let screen =
      "struct RouteSheet: View {\n  var body: some View {\n    ScrollView { Text(\"Route\").padding(\(insets)) }\n  }\n}"
    XCTAssertEqual(paddingLines([("Route.swift", screen)]), [3])
  }

  private func overlayItem(outer: String) -> String {
    """
    struct StreamOverlay: View {
      var body: some View {
        ScrollView {
          Text("Recording")
            .padding(20)
            .contentShape(Rectangle())
            \(outer)
        }
      }
    }
    """
  }

  /// eerimoq/moblin widens an item's tap area this way: the negative padding takes the margin back.
  func test_aPaddingANegativePaddingTakesBack_setsNoMargin() {
    XCTAssertEqual(paddingLines([("Overlay.swift", overlayItem(outer: ".padding(-20)"))]), [])
  }

  func test_aPaddingANegativePaddingTakesBackOnlyPartly_stillSetsAMargin() {
    XCTAssertEqual(paddingLines([("Overlay.swift", overlayItem(outer: ".padding(-4)"))]), [5])
  }

  /// EmergeTools/hackernews's comments screen floats its back button over the list this way.
  func test_anOverlayOfAButtonClippedToACircle_drawsNoCardAroundThePaddedContent() {
    let button =
      "Button(action: {}) { Image(systemName: \"arrow.left\").padding(16) }"
      + ".background(.ultraThinMaterial).clipShape(Circle()).padding(8)"
    XCTAssertEqual(paddingLines([("Pricing.swift", pricingSheet(overlay: button))]), [7])
  }

  func test_anOverlayStrokingARoundedRectangleAroundThePaddedContent_makesItACard() {
    let stroke = "RoundedRectangle(cornerRadius: 10).stroke()"
    XCTAssertEqual(paddingLines([("Pricing.swift", pricingSheet(overlay: stroke))]), [])
  }

  func test_aProjectModifierIsReportedWhereItIsUsed_quotingIt() {
    let findings = Support.lint([
      (
        "Modifiers.swift",
        "extension View {\n  func edgePadding() -> some View { padding(.horizontal, Layout.margin) }\n}"
      ),
      ("Layout.swift", "enum Layout { static let margin: CGFloat = 16 }"),
      (
        "Screen.swift",
        "struct S: View {\n  var body: some View {\n    ScrollView { Text(\"a\").edgePadding() }\n  }\n}"
      ),
    ]).filter { $0.rule == "fixed-horizontal-padding" }
    XCTAssertEqual(findings.map(\.file), ["Screen.swift"])
    XCTAssertEqual(findings.first?.line, 3)
    XCTAssertTrue(
      findings.first?.message.hasPrefix(".edgePadding() (through padding(.horizontal, Layout.margin)) puts")
        ?? false,
      findings.first?.message ?? "no finding")
  }

  func test_aPaddingBelowAnAncestorThatInsetsIt_isNotReported_butTheAncestorIs() {
    let findings = Support.lint([
      (
        "Screen.swift",
        "struct S: View {\n  var body: some View {\n    VStack {\n      Text(\"a\").padding(.horizontal, 16)\n    }\n    .padding(.horizontal, 20)\n  }\n}"
      )
    ]).filter { $0.rule == "fixed-horizontal-padding" }
    XCTAssertEqual(findings.map(\.line), [6])
  }

  func test_aConstantThatDiffersBetweenItsDeclarations_isNotGuessed() {
    let findings = Support.lint([
      ("Profile.swift", screen.replacingOccurrences(of: "Layout.margin", with: "margin")),
      ("A.swift", "enum A { static let margin: CGFloat = 16 }"),
      ("B.swift", "enum B { static let margin: CGFloat = 8 }"),
    ]).filter { $0.rule == "fixed-horizontal-padding" }
    XCTAssertEqual(findings.map(\.message), [])
  }

  func test_aConstantReadThroughItsTypesSharedInstance_isTheStoredPropertysDefault() {
    let findings = Support.lint([
      ("Profile.swift", screen.replacingOccurrences(of: "Layout.margin", with: "Layout.shared.margin")),
      (
        "Layout.swift",
        "struct Layout {\n  static let shared = Layout()\n  let margin: CGFloat = 16\n}"
      ),
    ]).filter { $0.rule == "fixed-horizontal-padding" }
    XCTAssertEqual(findings.map(\.line), [5])
    XCTAssertTrue(findings.first?.message.contains("16 pt from the screen's edges") ?? false)
  }

  func test_aConstantWrittenAsAGetter_isTheValueItReturns() {
    for layout in [
      "enum Layout { static var margin: CGFloat { 16 } }",
      "enum Layout {\n  static var margin: CGFloat {\n    return 16\n  }\n}",
    ] {
      let findings = Support.lint([("Profile.swift", screen), ("Layout.swift", layout)])
        .filter { $0.rule == "fixed-horizontal-padding" }
      XCTAssertEqual(findings.map(\.line), [5], layout)
    }
  }

  func test_aGetterOfStatementsOrAccessors_isNotAConstant() {
    for layout in [
      "enum Layout {\n  static var margin: CGFloat {\n    let base: CGFloat = 8\n    return base * 2\n  }\n}",
      "enum Layout {\n  static var margin: CGFloat {\n    get { 16 }\n  }\n}",
      "enum Layout {\n  static var margin: CGFloat {\n    if compact { return 8 }\n    return 16\n  }\n}",
    ] {
      let findings = Support.lint([("Profile.swift", screen), ("Layout.swift", layout)])
        .filter { $0.rule == "fixed-horizontal-padding" }
      XCTAssertEqual(findings.map(\.line), [], layout)
    }
  }

  func test_aMemberReadThroughAnInstanceOfNoNamedType_isNotGuessed() {
    let findings = Support.lint([
      ("Profile.swift", screen.replacingOccurrences(of: "Layout.margin", with: "layout.margin")),
      ("Layout.swift", "struct Layout {\n  let margin: CGFloat = 16\n}"),
    ]).filter { $0.rule == "fixed-horizontal-padding" }
    XCTAssertEqual(findings.map(\.line), [])
  }

  func test_aQualifierThatIsATypeWithoutTheMember_isNotResolvedFromAnotherType() {
    let findings = Support.lint([
      ("Profile.swift", screen),
      ("Layout.swift", "enum Layout { static let gutter: CGFloat = 16 }"),
      ("Card.swift", "enum Card { static let margin: CGFloat = 16 }"),
    ]).filter { $0.rule == "fixed-horizontal-padding" }
    XCTAssertEqual(findings.map(\.line), [])
  }

  func test_aProjectContainerShowingItsContentAsSelfContent_passesTheScreensWidthToIt() {
    let source = """
      struct TrackingScroll<Content: View>: View {
        let content: Content
        init(@ViewBuilder content: () -> Content) { self.content = content() }
        var body: some View {
          ScrollView { VStack { self.content } }
        }
      }
      struct TaskForm: View {
        var body: some View {
          TrackingScroll {
            Text("Title").padding(.horizontal, 16)
          }
        }
      }
      final class TaskFormController: UIHostingController<TaskForm> {}
      """
    XCTAssertEqual(lines(source), [11])
  }

  func test_aPaddingAroundPicturesAtTheirOwnSize_isNotADistanceToTheScreensEdge() {
    let source = """
      struct FaintScreen: View {
        var body: some View {
          ScrollView {
            VStack {
              ZStack {
                Image("ghost")
                Image("heart").offset(y: 25)
              }
              .padding(.horizontal, 24)
              HStack { Image("coin"); Text("Lost 10 gold") }
                .padding(.horizontal, 16)
            }
          }
        }
      }
      final class FaintController: UIHostingController<FaintScreen> {}
      """
    XCTAssertEqual(lines(source), [11])
  }

  func test_aCardsOuterPadding_afterModifiersWrittenInAnIfBlock_isAFinding() {
    let source = """
      struct SearchScreen: View {
        var body: some View {
          ScrollView {
            LazyVStack { Text("Row") }
              #if !os(tvOS)
              .background(Color.gray)
              .clipShape(RoundedRectangle(cornerRadius: 10))
              #endif
              .padding(.horizontal, 16)
          }
        }
      }
      final class SearchController: UIHostingController<SearchScreen> {}
      """
    XCTAssertEqual(lines(source), [9])
  }

  func test_aDesignTokenDeclaredOnCGFloat_isReadAsAnImplicitMember() {
    let source = """
      extension CGFloat {
        static let spacing16: CGFloat = 16
      }
      struct ProfileScreen: View {
        var body: some View {
          ScrollView {
            VStack { Text("Name") }
              .padding(.horizontal, .spacing16)
          }
        }
      }
      final class ProfileController: UIHostingController<ProfileScreen> {}
      """
    XCTAssertEqual(lines(source), [8])
  }

  func test_aPaddingChosenBySizeClass_isTheCompactValueOnAPhone() {
    let source = """
      struct ProfileScreen: View {
        @Environment(\\.horizontalSizeClass) var horizontalSizeClass
        var body: some View {
          ScrollView {
            VStack { Text("Name") }
              .padding(.horizontal, horizontalSizeClass == .regular ? 60 : 16)
            VStack { Text("Bio") }
              .padding(.horizontal, UIDevice.current.userInterfaceIdiom == .phone ? 40 : 16)
          }
        }
      }
      final class ProfileController: UIHostingController<ProfileScreen> {}
      """
    XCTAssertEqual(lines(source), [6])
  }

  func test_aPaddingChosenByAnOrientationFlag_isThePortraitValue_andAnAncestorsZeroInPortraitCarriesNoMargin()
  {
    let source = """
      struct StartupScreen: View {
        @Environment(\\.isHorizontal) var isHorizontal
        var body: some View {
          ScrollView {
            VStack {
              Text("Welcome")
                .padding(.horizontal, isHorizontal ? 10 : 24)
              Text("Sign in")
                .padding(.horizontal, isLandscape ? 16 : 40)
            }
            .padding(.horizontal, isHorizontal ? 24 : 0)
          }
        }
      }
      final class StartupController: UIHostingController<StartupScreen> {}
      """
    XCTAssertEqual(lines(source), [7])
  }

  private let recentListings = """
    struct HomeScreen: View {
      var body: some View {
        ScrollView {
          VStack {
            Text("Recent Listings")
              .frame(maxWidth: .infinity, alignment: .leading)
              .padding(.leading, 24)
            Divider()
              .padding(.leading, 24)
            ThemedDivider()
              .padding(.leading, 24)
            Text("Listings")
          }
        }
      }
    }
    struct ThemedDivider: View {
      var body: some View { Divider() }
    }
    final class HomeController: UIHostingController<HomeScreen> {}
    """

  func test_aOneSidedPaddingOnAFullWidthTitle_setsItsLeadingEdge_andIsAFinding() {
    let findings = Support.lint([("/p/HomeScreen.swift", recentListings)]).filter {
      $0.rule == "fixed-horizontal-padding"
    }
    XCTAssertEqual(findings.map(\.line), [7])
    XCTAssertTrue(findings.first?.message.contains("24 pt from the screen's leading edge") == true)
  }

  /// A settings screen whose stack holds `texts` (each a `Text` with its paddings).
  private func settingsScreen(_ texts: String) -> String {
    """
    struct SettingsScreen: View {
      var body: some View {
        VStack(alignment: .leading) {
    \(texts)
        }
      }
    }
    final class SettingsController: UIHostingController<SettingsScreen> {}
    """
  }

  func test_aMarginOnOneSide_besideAWiderDesignInsetOnTheOther_isAFinding_onTheMarginSidesPadding() {
    let source = settingsScreen(
      """
          Text("Settings")
            .padding(.leading, 20)
            .padding(.top, 10)
            .padding(.trailing, 60)
          Text("Security")
            .padding(.leading, 30)
            .padding(.trailing, 13)
          Text("Network")
            .padding(.leading, 40)
            .padding(.trailing, 60)
      """)
    XCTAssertEqual(paddingLines([("/p/SettingsScreen.swift", source)]), [5, 10])
  }

  func test_aMarginOnOneSide_besideLessThanAMarginOnTheOther_isNotAFinding() {
    let source = settingsScreen(
      """
          Text("Settings")
            .padding(.leading, 20)
            .padding(.trailing, 4)
      """)
    XCTAssertEqual(paddingLines([("/p/SettingsScreen.swift", source)]), [])
  }

  func test_aDividerIndentedOnOneSide_theSystemsOrTheProjects_isNotAFinding_itLinesUpWithTextAndShowsNone() {
    XCTAssertEqual(paddingLines([("/p/HomeScreen.swift", recentListings)]), [7])
  }

  func test_edgesChosenByAnIdiomFlag_areThePhonesEdges() {
    let source = """
      struct Onboarding: View {
        var body: some View {
          VStack {
            HStack { Text("Skip") }
              .padding(UIDevice.current.isIpad ? .all : .horizontal, 20)
            HStack { Text("Next") }
              .padding(Device.isPhone ? .vertical : .horizontal, 20)
          }
        }
      }
      final class OnboardingController: UIHostingController<Onboarding> {}
      """
    XCTAssertEqual(lines(source), [5])
  }

  func test_insetsConstantsReadWholeOrBySide_areTheirSidesAmounts() {
    let metrics = """
      enum UIMetrics {
        static let contentInsets = UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16)
        static let wideInsets = NSDirectionalEdgeInsets(top: 0, leading: 40, bottom: 0, trailing: 40)
      }
      extension UIEdgeInsets { var toEdgeInsets: EdgeInsets { EdgeInsets(top: top, leading: left, bottom: bottom, trailing: right) } }
      """
    let screen = """
      struct AboutView: View {
        var body: some View {
          ScrollView {
            VStack { Text("About") }
              .padding(UIMetrics.contentInsets.toEdgeInsets)
            VStack { Text("Links") }
              .padding(.leading, UIMetrics.contentInsets.left)
              .padding(.trailing, UIMetrics.contentInsets.right)
            VStack { Text("Wide") }
              .padding(.horizontal, UIMetrics.wideInsets.leading)
          }
        }
      }
      final class AboutController: UIHostingController<AboutView> {}
      """
    let found = Support.lint([("Metrics.swift", metrics), ("About.swift", screen)])
      .filter { $0.rule == "fixed-horizontal-padding" }.map(\.line)
    XCTAssertEqual(found, [5, 7], "40 pt is a design inset, not a margin")
  }

  func test_anInsetsMemberOfTheView_andInsetsMadeFromDirectionalOnes_padBySide() {
    let source = """
      enum UIMetrics { static let contentLayoutMargins = NSDirectionalEdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16) }
      struct TermsView: View {
        let padding = EdgeInsets(top: 24, leading: 16, bottom: 24, trailing: 16)
        var body: some View {
          VStack {
            ScrollView { Text("Terms") }
              .padding(padding)
            Button("Agree") {}
              .padding(EdgeInsets(UIMetrics.contentLayoutMargins))
          }
        }
      }
      final class TermsController: UIHostingController<TermsView> {}
      """
    XCTAssertEqual(lines(source), [7, 9])
  }

  private func lines(_ source: String) -> [Int] {
    Support.lint([("Screen.swift", source)]).filter { $0.rule == "fixed-horizontal-padding" }.map(\.line)
  }

  func test_aPaddingInsideACardsShapedBackgroundOnAnAncestor_isTheCardsInnerPadding() {
    let source = """
      struct HomeMessage: View {
        var body: some View {
          ZStack(alignment: .topTrailing) {
            VStack { Text("a") }
              .padding(.horizontal, 8)
            Image(systemName: "xmark")
          }
          .background(RoundedRectangle(cornerRadius: 8).fill(Color.white))
        }
      }
      """
    XCTAssertEqual(lines(source), [])
  }

  func test_aFullWidthSheetWithRoundedCorners_isNoCard_itsContentsPaddingIsAFinding() {
    let source = """
      struct Labels: View {
        var body: some View {
          VStack {
            Text("a")
              .padding(.horizontal, 16)
          }
          .frame(maxWidth: .infinity)
          .background(Color.white)
          .cornerRadius(12)
        }
      }
      """
    XCTAssertEqual(lines(source), [5])
  }

  /// A project helper that rounds the corners it is given, as many apps declare it.
  private let cornersHelper = """
    extension View {
      func cornerRadius(_ radius: CGFloat, corners: UIRectCorner = .allCorners) -> some View {
        clipShape(RoundedCorner(radius: radius, corners: corners))
      }
    }
    struct RoundedCorner: Shape {
      var radius: CGFloat
      var corners: UIRectCorner
      func path(in rect: CGRect) -> Path { Path() }
    }
    """

  func test_aSheetsBackgroundRoundedOnItsTopCornersOnly_isNoCard_itsContentsPaddingIsAFinding() {
    let source = """
      struct NetworksSheet: View {
        var body: some View {
          VStack {
            Text("Choose a network")
            Button("Close") {}
              .padding(.horizontal, 16)
          }
          .background(Color.white.cornerRadius(16, corners: [.topLeft, .topRight]))
        }
      }
      """
    XCTAssertEqual(lines(source + "\n" + cornersHelper), [6])
  }

  func test_aPaddingOnTheViewABandRoundsOnItsBottomCornersOnly_staysItsInnerPadding() {
    let source = """
      struct StationsHeader: View {
        var body: some View {
          VStack {
            Text("Stations nearby")
              .padding(.horizontal, 20)
              .background(Color.blue)
              .cornerRadius(12, corners: [.bottomLeft, .bottomRight])
            Spacer()
          }
        }
      }
      """
    XCTAssertEqual(lines(source + "\n" + cornersHelper), [])
  }

  func test_aPaddingInsideABackgroundRoundedOnAllCornersThroughTheHelper_isACardsInnerPadding() {
    let source = """
      struct StationsHeader: View {
        var body: some View {
          VStack {
            Text("Stations nearby")
              .padding(.horizontal, 20)
              .background(Color.blue)
              .cornerRadius(12, corners: .allCorners)
            Spacer()
          }
        }
      }
      """
    XCTAssertEqual(lines(source + "\n" + cornersHelper), [])
  }

  func test_aPaddingInsideTheHelpersRoundingByItsDefaultCorners_isACardsInnerPadding() {
    let source = """
      struct Popover: View {
        var body: some View {
          VStack {
            Text("Fees are paid to miners")
              .padding(.all, 16)
              .background(Color.white)
              .cornerRadius(12)
          }
        }
      }
      """
    XCTAssertEqual(lines(source + "\n" + cornersHelper), [])
  }

  func test_aPaddingInsideOneRoundingPerCorner_isACardsInnerPadding() {
    let source = """
      struct ReceiveRow: View {
        let first: Bool
        let last: Bool
        var body: some View {
          VStack {
            Text("Receive on Solana")
              .padding(.horizontal, 20)
              .background(Color.white)
              .cornerRadius(first ? 16 : 0, corners: .topLeft)
              .cornerRadius(first ? 16 : 0, corners: .topRight)
              .cornerRadius(last ? 16 : 0, corners: .bottomLeft)
              .cornerRadius(last ? 16 : 0, corners: .bottomRight)
          }
        }
      }
      """
    XCTAssertEqual(lines(source + "\n" + cornersHelper), [])
  }

  func test_aSheetsBackgroundRoundedOnEveryCorner_isACard_itsContentsPaddingIsInner() {
    let source = """
      struct NetworksSheet: View {
        var body: some View {
          VStack {
            Text("Choose a network")
            Button("Close") {}
              .padding(.horizontal, 16)
          }
          .background(Color.white.cornerRadius(16))
        }
      }
      """
    XCTAssertEqual(lines(source), [])
  }

  func test_aClipOnTheScreensScrollView_doesNotMakeItsContentACard() {
    let source = """
      struct Feed: View {
        var body: some View {
          ScrollView {
            VStack { Text("a") }
              .padding(.horizontal, 16)
          }
          .clipped()
        }
      }
      """
    XCTAssertEqual(lines(source), [5])
  }

  func test_twoPaddingsOnOneView_addUp_andAreNotAMarginBeyond24Points() {
    let source = """
      struct Hero: View {
        var body: some View {
          VStack {
            Text("a")
              .padding(.horizontal, 20)
              .multilineTextAlignment(.center)
              .padding(.horizontal, 20)
            Text("b")
              .padding(.horizontal, 8)
              .padding(.horizontal, 8)
          }
        }
      }
      """
    let findings = Support.lint([("Screen.swift", source)]).filter { $0.rule == "fixed-horizontal-padding" }
    XCTAssertEqual(findings.map(\.line), [10])
    XCTAssertTrue(findings.first?.message.contains("16 pt from") ?? false, findings.first?.message ?? "")
  }

  func test_aLinkLabelThatStretchesToTheScreensWidth_isAFullWidthComponent_andItsOuterPaddingAFinding() {
    let source = """
      struct Download: View {
        var body: some View {
          ScrollView {
            VStack {
              NavigationLink(destination: Detail()) {
                HStack { Text("Mac") }
                  .frame(maxWidth: .infinity)
                  .overlay(RoundedRectangle(cornerRadius: 8).stroke(Color.blue))
                  .padding(.horizontal, 20)
              }
              Button(action: {}) {
                Text("Later").padding(.horizontal, 20)
              }
            }
          }
        }
      }
      struct Detail: View { var body: some View { Text("d") } }
      """
    XCTAssertEqual(lines(source), [9])
  }

  func test_aScreenOfAWatchApp_isNotReported() throws {
    let root = NSTemporaryDirectory() + "insetfix-watch-\(getpid())"
    defer { try? FileManager.default.removeItem(atPath: root) }
    try FileManager.default.createDirectory(atPath: root + "/WatchApp", withIntermediateDirectories: true)
    try "<plist><dict><key>WKApplication</key><true/></dict></plist>".write(
      toFile: root + "/WatchApp/Info.plist", atomically: true, encoding: .utf8)
    let source = """
      struct ColorPicker: View {
        var body: some View {
          ScrollView { VStack { Text("a") }.padding(.horizontal, 8) }
        }
      }
      """
    let phone = Support.lint([(root + "/App/ColorPicker.swift", source)])
    let watch = Support.lint([(root + "/WatchApp/ColorPicker.swift", source)])
    XCTAssertEqual(phone.filter { $0.rule == "fixed-horizontal-padding" }.count, 1)
    XCTAssertEqual(watch.filter { $0.rule == "fixed-horizontal-padding" }.count, 0)
  }

  func test_aVerticalGridsSectionHeader_spansTheGrid_butItsCellsDoNot() {
    let source = """
      struct Emojis: View {
        var body: some View {
          ScrollView {
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 40))]) {
              ForEach(groups) { group in
                Section {
                  ForEach(group.emojis) { emoji in
                    Text(emoji.code).padding(.horizontal, 8)
                  }
                } header: {
                  Text(group.name)
                    .frame(maxWidth: .infinity, alignment: .leading)
                    .padding(.horizontal, 16)
                }
              }
            }
          }
        }
      }
      """
    XCTAssertEqual(lines(source), [13])
  }

  func test_aViewPropertyNamedLikeAType_isFollowedAsTheMember_andItsChildrensPaddingsAreFindings() {
    let source = """
      struct PackScreen: View {
        var body: some View {
          ScrollView {
            Header
          }
        }
        var Header: some View {
          VStack(alignment: .leading) {
            Text("Title").padding(.horizontal, 10)
            Text("About").padding(.horizontal, 10)
          }
        }
      }
      """
    XCTAssertEqual(lines(source), [9, 10])
  }

  func test_aMaximumWidthThatIsNarrowInOneBranch_keepsTheViewFromSpanningTheScreen() {
    let source = """
      struct Banner: View {
        let preview: Bool
        var body: some View {
          VStack {
            Text("Hidden").padding(.horizontal, 20)
          }
          .frame(maxWidth: preview ? 350 : .infinity)
        }
      }
      """
    XCTAssertEqual(lines(source), [])
  }

  func test_aBarOverlaidAtTheTopOfAFullWidthView_spansTheScreen_itsPaddingIsAFinding() {
    let source = """
      struct Home: View {
        var body: some View {
          ScrollView { Text("Feed") }
            .overlay(alignment: .top) {
              HStack { Text("Menu") }
                .padding(.horizontal, 20)
            }
        }
      }
      """
    XCTAssertEqual(lines(source), [6])
  }

  func test_aBarPassedAsTheOverlaysContentArgument_isLaidOutAsATrailingClosureIs() {
    let source = """
      struct Compose: View {
        var body: some View {
          ScrollView { Text("Draft") }
            .overlay(alignment: .bottom, content: {
              HStack { Text("Tools") }
                .padding(.horizontal, 12)
            })
        }
      }
      """
    XCTAssertEqual(lines(source), [6])
  }

  func test_aFullWidthButtonClippedToACapsule_isAPill_itsLabelsPaddingIsInner() {
    let source = """
      struct Checkout: View {
        var body: some View {
          VStack {
            Button(action: pay) {
              Text("Pay").frame(maxWidth: .infinity).padding(12)
            }
            .background(LinearGradient(colors: [.blue, .purple], startPoint: .leading, endPoint: .trailing))
            .clipShape(Capsule())
          }
        }
      }
      """
    XCTAssertEqual(lines(source), [])
  }

  func test_aCentredOverlay_isNoBar_itsPaddingIsNotAFinding() {
    let source = """
      struct Photo: View {
        var body: some View {
          ScrollView { Text("Feed") }
            .overlay {
              Text("Hidden")
                .padding(.horizontal, 20)
            }
        }
      }
      """
    XCTAssertEqual(lines(source), [])
  }

  func test_contentInsideAnObservingStoreWrapper_spansTheScreen_itsPaddingIsAFinding() {
    let source = """
      struct HomeView: View {
        let store: StoreOf<HomeFeature>
        var body: some View {
          WithViewStore(store, observe: { $0 }) { viewStore in
            ScrollView {
              ConnectionCard(status: viewStore.status)
                .padding(.horizontal, 16)
            }
          }
        }
      }
      """
    XCTAssertEqual(lines(source), [7])
  }

  func test_whatAProjectTabBarShowsInItsTabs_spansTheScreen_itsPaddingIsAFinding() {
    let source = """
      struct AppTabBar<Content: View>: View {
        @Binding var selection: Int
        let content: (Int) -> Content
        var body: some View {
          TabView(selection: $selection) {
            ForEach(0..<2) { item in
              Tab(value: item) { content(item) } label: { Text("Tab").padding(.horizontal, 16) }
            }
          }
        }
      }
      struct Home: View {
        @State var tab = 0
        var body: some View {
          AppTabBar(selection: $tab) { item in
            ScrollView { Text("Balance").padding(.horizontal, 16) }
          }
        }
      }
      """
    XCTAssertEqual(lines(source), [16])
  }

  func test_contentPassedByLabelToAContainer_spansTheScreen_itsPaddingIsAFinding() {
    let source = """
      struct ReportView: View {
        let store: StoreOf<ReportFeature>
        var body: some View {
          WithViewStore(store, observe: { $0 }, content: { viewStore in
            VStack { Text("Report").padding(.horizontal, 20) }
          })
        }
      }
      """
    XCTAssertEqual(lines(source), [5])
  }

  func test_aContainersOverridablePadding_isJudgedByItsDefault() {
    let source = """
      struct Screen<Content: View>: View {
        var leadingOverride: CGFloat?
        let content: () -> Content
        var body: some View {
          content()
            .padding(.leading, leadingOverride ?? horizontalPadding)
            .padding(.trailing, leadingOverride ?? horizontalPadding)
        }
        var horizontalPadding: CGFloat {
          #if os(iOS)
            return 16
          #else
            return 40
          #endif
        }
      }
      struct Settings: View {
        var body: some View { Screen { Text("Settings") } }
      }
      """
    XCTAssertEqual(lines(source), [6])
  }

  func test_aSlotCalledFromAnExtensionOfItsContainer_isWhatTheCallerBound() {
    let source = """
      struct Pager<Content: View>: View {
        let content: (Int) -> Content
        var body: some View { pages }
      }
      private extension Pager {
        var pages: some View { VStack { ForEach(0..<2) { page in content(page) } } }
      }
      struct Wallet: View {
        var body: some View {
          Pager { page in Text("Balance").padding(.horizontal, 16) }
        }
      }
      """
    XCTAssertEqual(lines(source), [10])
  }

  func test_aSplitViewsColumns_spanTheScreenOnAPhone_theirPaddingIsAFinding() {
    let source = """
      struct Library: View {
        var body: some View {
          NavigationSplitView {
            Text("Sidebar")
          } detail: {
            ScrollView { Text("Detail").padding(.horizontal, 16) }
          }
        }
      }
      """
    XCTAssertEqual(lines(source), [6])
  }

  func test_aPaddingAConditionalModifierAppliesToTheView_carriesTheMarginForWhatIsInside() {
    let source = """
      struct Join: View {
        var animating = false
        var body: some View {
          VStack { Confirm() }
            .if(!animating) { $0.padding().cornerRadius(10) }
        }
      }
      struct Confirm: View {
        var body: some View { VStack { Text("Join").padding(.horizontal, 16) } }
      }
      """
    XCTAssertEqual(lines(source), [])
  }

  private func auth(overlay: String) -> String {
    """
    struct Auth: View {
      var body: some View {
        VStack { Text("Welcome").padding(.horizontal, 20) }
          .overlay { \(overlay) }
      }
    }
    """
  }

  func test_anOverlayOfAProjectViewNamedLikeAShape_drawsNoCard() {
    XCTAssertEqual(lines(auth(overlay: "AuthCircle()")), [3])
  }

  func test_anOverlayOfACircle_makesACard_itsContentsPaddingIsInner() {
    XCTAssertEqual(lines(auth(overlay: "Circle().stroke(.blue)")), [])
  }

  func test_aFrameAsWideAsTheGeometryOffered_isNoCap_itsContentsPaddingIsAFinding() {
    let source = """
      struct RecoveryPhrase: View {
        var body: some View {
          GeometryReader { geometry in
            ScrollView {
              VStack { Text("Words") }
                .padding(.all, 20)
                .frame(width: geometry.size.width)
            }
          }
        }
      }
      """
    XCTAssertEqual(lines(source), [6])
  }

  func test_aPanelShownInATabThatAHelperReturningTabContentMakes_isAScreen() {
    // iOS 18 `Tab`s built by a helper (`-> some TabContent<…>`) through a static view builder
    // called as `Self.panel(for:)`: the panel spans the tab's width.
    let source = """
      struct TabRouter: View {
        @ViewBuilder
        static func panel(for tab: Int) -> some View {
          switch tab {
          case 1: HomePanel()
          default: EmptyView()
          }
        }
        private func tab(for value: Int) -> some TabContent<Int?> {
          Tab("Home", systemImage: "house", value: value) {
            NavigationStack { Self.panel(for: value) }
          }
        }
        var body: some View {
          TabView { ForEach([1], id: \\.self) { tab(for: $0) } }
        }
      }
      struct HomePanel: View {
        var body: some View {
          ScrollView {
            LazyVStack { Text("Continue listening").padding(.horizontal, 20) }
          }
        }
      }
      """
    XCTAssertEqual(lines(source), [21])
  }

  func test_aBarThatAModifierInAnotherFilePlacesWithSafeAreaInset_isReportedInTheModifiersFile() {
    let modifier = """
      struct OfflineControls: ViewModifier {
        func body(content: Content) -> some View {
          content
            .safeAreaInset(edge: .bottom) {
              VStack { Button("Go offline") {} }
                .padding(.horizontal, 20)
            }
        }
      }
      """
    let screen = """
      struct LoadingScreen: View {
        var body: some View {
          NavigationStack { ProgressView().modifier(OfflineControls()) }
        }
      }
      """
    let findings = Support.lint([("/p/LoadingScreen.swift", screen), ("/p/OfflineControls.swift", modifier)])
      .filter { $0.rule == "fixed-horizontal-padding" }
    XCTAssertEqual(findings.map { "\($0.file):\($0.line)" }, ["/p/OfflineControls.swift:6"])
  }

  func test_aPaddingInsideAChromeModifierThatDrawsItsShapeInEveryAvailabilityBranch_isInnerPadding() {
    let source = """
      private struct PillChrome: ViewModifier {
        func body(content: Content) -> some View {
          if #available(iOS 26, *) {
            content.glassEffect()
          } else {
            content.background(.bar, in: .rect(cornerRadius: 16))
          }
        }
      }
      struct NowPlayingScreen: View {
        var body: some View {
          VStack {
            HStack { Text("Chapter 1"); Spacer() }
              .padding(.horizontal, 16)
              .modifier(PillChrome())
          }
        }
      }
      """
    XCTAssertEqual(lines(source), [])
    XCTAssertEqual(lines(source.replacingOccurrences(of: ".modifier(PillChrome())", with: "")), [14])
  }

  func test_aStoredInsetAnInitializerSetsFromAParameterDefault_isThatDefault() {
    // `LessonsView(viewModel:)` leaves `contentInsets` out: the default, another type's constant, applies.
    let lessons = """
      struct LessonsView: View {
        private let contentInsets: CGFloat
        private let viewModel: Int
        init(viewModel: Int, contentInsets: CGFloat = Dashboard.contentInsets) {
          self.viewModel = viewModel
          self.contentInsets = contentInsets
        }
        var body: some View {
          ScrollView {
            VStack { Text("Lessons").padding(.horizontal, contentInsets) }
          }
        }
      }
      """
    let dashboard = """
      enum Dashboard { static let contentInsets: CGFloat = 16 }
      final class Host: UIViewController {
        func show() { present(UIHostingController(rootView: LessonsView(viewModel: 1)), animated: true) }
      }
      """
    XCTAssertEqual(paddingLines([("Lessons.swift", lessons), ("Dashboard.swift", dashboard)]), [10])
  }

  func test_aMarginACallerPassesByLabel_isReadWhereTheCallerWroteIt() {
    // The spotlight has no margin of its own; the screen passes its 16 pt, or a 40 pt design inset.
    func screen(_ passed: String) -> String {
      """
      enum Dashboard { static let contentInsets: CGFloat = 16 }
      struct ToolsScreen: View {
        var body: some View {
          ScrollView { Spotlight(contentInsets: \(passed)) }
        }
      }
      struct Spotlight: View {
        let contentInsets: CGFloat
        var body: some View {
          VStack { Text("Spotlight").padding([.leading, .trailing], contentInsets) }
        }
      }
      """
    }
    XCTAssertEqual(lines(screen("Dashboard.contentInsets")), [10])
    XCTAssertEqual(lines(screen("40")), [])
  }

  /// kiwix's grid modifier: the content of a project `ViewModifier` padded inside the containers it
  /// wraps it in (a geometry reader, a vertical scroll view), applied to a screen's grid.
  private func gridScreen(wrapper: String, amount: String, edges: String = "[.horizontal, .bottom]") -> String
  {
    """
    struct GridCommon: ViewModifier {
      func body(content: Content) -> some View {
        GeometryReader { proxy in
          \(wrapper) {
            content.padding(\(edges), \(amount))
          }
        }
      }
    }
    struct Bookmarks: View {
      var body: some View {
        LazyVGrid(columns: [GridItem(.adaptive(minimum: 200))]) { Text("Article") }
          .modifier(GridCommon())
      }
    }
    """
  }

  func test_aModifierPaddingItsContentInsideAVerticalScrollItWrapsItIn_isReportedWhereTheModifierIsApplied() {
    XCTAssertEqual(lines(gridScreen(wrapper: "ScrollView", amount: "16")), [13])
  }

  func test_aModifierPaddingItsContentInsideAHorizontalScroll_isNoScreenMargin() {
    XCTAssertEqual(lines(gridScreen(wrapper: "ScrollView(.horizontal)", amount: "16")), [])
  }

  func test_anAmountAConditionPicksBetweenTwoFixedValues_isReportedWithBothAndWhatNeitherMatches() {
    let source = gridScreen(wrapper: "ScrollView", amount: "proxy.size.width > 380 ? 20 : 16")
    let message = Support.lint([("Screen.swift", source)]).first { $0.rule == "fixed-horizontal-padding" }?
      .message
    XCTAssertTrue(
      message?.contains("16 pt from the screen's edges (or 20 pt: a condition picks)") ?? false, message ?? ""
    )
    // 16 and 20 are each some device's margin: only the folding device's 0 pt is missed either way.
    XCTAssertTrue(
      message?.contains("the system margin is 0 pt (next to a folding device's bar)") ?? false, message ?? "")
    XCTAssertFalse(message?.contains("the system margin is 20 pt") ?? true, message ?? "")
  }

  func test_aPaddingItsConditionSwitchesOff_isNoFixedDistance() {
    XCTAssertEqual(lines(gridScreen(wrapper: "ScrollView", amount: "removing ? 22 : 0")), [])
  }

  func test_edgesAConditionPicks_padASideOnlyWhenBothChoicesPadIt() {
    let both = gridScreen(
      wrapper: "ScrollView", amount: "16", edges: "compact ? [.horizontal, .bottom] : .all")
    XCTAssertEqual(lines(both), [13])
    let one = gridScreen(wrapper: "ScrollView", amount: "16", edges: "compact ? .horizontal : .vertical")
    XCTAssertEqual(lines(one), [])
  }

  func test_aPaddingAroundAProjectViewDrawingPicturesAtAFixedSize_isNotADistanceToTheScreensEdge() {
    let source = """
      struct StatusIcon: View {
        var body: some View {
          ZStack {
            Circle().frame(width: 96, height: 96)
            Image(systemName: "checkmark")
          }
        }
      }
      struct ProcessingScreen: View {
        var body: some View {
          VStack {
            StatusIcon()
              .padding(24)
          }
        }
      }
      """
    XCTAssertEqual(lines(source), [])
  }

  /// A screen whose stack shows `title` (a view with its modifiers, one a line) padded 20 pt and
  /// centred by a full-width frame: the padding is reported on line `4 + title's lines`.
  private func centredTitleScreen(_ title: String, stack: String = "") -> String {
    """
    struct HelpScreen: View {
      var body: some View {
        VStack {
          \(title.replacingOccurrences(of: "\n", with: "\n      "))
            .padding(.horizontal, 20)
            .frame(maxWidth: .infinity)
        }\(stack)
      }
    }
    """
  }

  func test_aShortButtonTitle_drawnByAProjectButtonStyle_mayStretch_itsPaddingIsAFinding() {
    XCTAssertEqual(
      lines(centredTitleScreen("Button(\"Open Photos\") { open() }\n.buttonStyle(PrimaryButtonStyle())")), [6]
    )
    XCTAssertEqual(
      lines(centredTitleScreen("Button(\"Open Photos\") { open() }\n.buttonStyle(.bordered)")), [])
  }

  func test_aButtonStyleSetOnAStack_reachesTheButtonsInIt() {
    XCTAssertEqual(
      lines(centredTitleScreen("Button(\"Continue\") { next() }", stack: ".buttonStyle(.filled)")), [5])
  }

  func test_aTitleThatIsALocalizationKey_mayShowTextOfAnyLength_itsPaddingIsAFinding() {
    XCTAssertEqual(lines(centredTitleScreen("Text(\"migration.do_not_close\")")), [5])
    XCTAssertEqual(lines(centredTitleScreen("Text(\"Loading...\")")), [])
  }

  func test_aShortTitleInALargeFont_isWiderThanItsLength_itsPaddingIsAFinding() {
    XCTAssertEqual(lines(centredTitleScreen("Text(\"Welcome to Downtown\")\n.font(.largeTitle)")), [6])
    XCTAssertEqual(lines(centredTitleScreen("Text(\"Welcome to Downtown\")\n.font(.body)")), [])
  }

  func test_aButtonLabelLaidOnAShape_isAsWideAsTheButton_itsOuterPaddingIsAFinding() {
    // A settings row: a coloured rounded rectangle under the row's content, the whole card padded
    // from the screen's edges (a public VPN app's preferences menu).
    let source = """
      struct MenuRow: View {
        let title: String
        var body: some View {
          ZStack {
            Rectangle().foregroundColor(.gray).cornerRadius(12)
            HStack { Text(title) }.padding(.horizontal, 14)
          }
          .padding(.horizontal, 16)
        }
      }
      struct PreferencesScreen: View {
        var body: some View {
          ScrollView {
            VStack {
              Button { open() } label: { MenuRow(title: title) }
            }
          }
        }
      }
      """
    XCTAssertEqual(lines(source), [8])
  }

  func test_aButtonLabelPassedInsideTheParentheses_isReadAsItsTrailingClosureIs() {
    // `Button(action:label:)` with the label closure inside the parentheses (a public VPN app's
    // account settings): a full-width label, padded outside its background.
    let source = """
      struct AccountScreen: View {
        var body: some View {
          ScrollView {
            VStack(alignment: .leading) {
              Button(action: { addEmail() }, label: {
                Text("Add email")
                  .frame(maxWidth: .infinity)
                  .padding(14)
                  .background(Color.gray)
                  .cornerRadius(12)
                  .padding(.horizontal, 16)
              })
            }
          }
        }
      }
      """
    XCTAssertEqual(lines(source), [11])
  }

  func test_aButtonLabelPassedInsideTheParentheses_asWideAsItsTitle_isNoFinding() {
    let source = """
      struct AccountScreen: View {
        var body: some View {
          ScrollView {
            VStack(alignment: .leading) {
              Button(action: { addEmail() }, label: {
                Text("Add email").padding(.horizontal, 16)
              })
            }
          }
        }
      }
      """
    XCTAssertEqual(lines(source), [])
  }

  func test_edgeInsetsWrittenAsInit_areReadAsEdgeInsets() {
    let source = """
      struct OnboardingScreen: View {
        var body: some View {
          ScrollView {
            VStack { Text("Welcome") }.padding(.init(top: 24, leading: 16, bottom: 0, trailing: 16))
            VStack { Text("Wide") }.padding(.init(top: 24, leading: 40, bottom: 0, trailing: 40))
          }
        }
      }
      """
    XCTAssertEqual(lines(source), [4], "40 pt is a design inset, not a margin")
  }

  func test_aViewAloneInAnHStack_thatStretches_spansTheWidthTheStackIsOffered() {
    let source = """
      struct SendScreen: View {
        var body: some View {
          ScrollView {
            VStack {
              HStack(spacing: 0) {
                RoundedRectangle(cornerRadius: 10).overlay(Text("Address")).padding(.horizontal, 15)
              }
              HStack(spacing: 0) {
                Text("Fee").padding(.horizontal, 16)
                Text("0.1 HNS")
              }
              HStack {
                HStack { Button("Mute") {}; Button("End") {} }.padding(.horizontal, 8)
              }
              .background(BarBackground())
            }
          }
        }
      }
      """
    XCTAssertEqual(
      lines(source), [6], "a row of two views, or of buttons that do not stretch, is as wide as its children")
  }

  func test_aSectionHeaderPassedAsAnArgument_inAScrollingStack_spansTheScreen() {
    let source = """
      struct FeedScreen: View {
        var body: some View {
          ScrollView {
            LazyVStack(pinnedViews: [.sectionHeaders]) {
              Section(header: Text("Today").frame(maxWidth: .infinity, alignment: .leading).padding(.horizontal, 16)) {
                Text("Row")
              }
            }
          }
        }
      }
      """
    XCTAssertEqual(lines(source), [5])
  }

  func test_aPaddingGivenByAnEnumCasesNumber_isAFinding() {
    // A design system's spacing tokens, an enum whose property switches over its cases (a
    // public weather app's `CGFloat(.mediumSidePadding)`).
    let tokens = """
      enum Dimension { case mediumSidePadding, smallSidePadding }
      extension Dimension {
        var value: CGFloat {
          switch self {
          case .mediumSidePadding: return 16
          case .smallSidePadding: return 8
          }
        }
      }
      extension CGFloat { init(_ dimension: Dimension) { self.init(dimension.value) } }
      """
    let screen = """
      struct RewardsScreen: View {
        var body: some View {
          ScrollView {
            VStack(alignment: .leading) { Text("Rewards") }
              .padding(.horizontal, CGFloat(.mediumSidePadding))
          }
        }
      }
      """
    XCTAssertEqual(paddingLines([("Dimension.swift", tokens), ("RewardsScreen.swift", screen)]), [5])
  }

  func test_aScreenReachedThroughTheAppsStoredRootView_isWalked() {
    let app = """
      @main
      struct WeatherApp: App {
        var mainScreen: MainScreen
        init() { mainScreen = MainScreen() }
        var body: some Scene { WindowGroup { mainScreen } }
      }
      """
    let screen = """
      struct MainScreen: View {
        var body: some View {
          ScrollView {
            VStack(alignment: .leading) { Text("Stations") }
              .padding(.horizontal, 20)
          }
        }
      }
      """
    XCTAssertEqual(paddingLines([("WeatherApp.swift", app), ("MainScreen.swift", screen)]), [5])
  }

  func test_aTabsContentPassedAsAMethodReference_isWalkedAsTheViewThatMethodMakes() {
    // `TabView(settingsView: settingsView)` with `func settingsView() -> SettingsView` (a public
    // learning app's tab bar), the tab content a generic closure property.
    let source = """
      struct SettingsView: View {
        var body: some View { VStack(alignment: .leading) { Text("Account") }.padding(.horizontal, 20) }
      }
      struct Tabs<Settings: View>: View {
        let settingsView: () -> Settings
        var body: some View {
          TabView { NavigationView(content: settingsView).tabItem { Text("Settings") } }
        }
      }
      struct MainView: View {
        var body: some View { Tabs(settingsView: settingsView) }
        func settingsView() -> SettingsView { SettingsView() }
      }
      @main struct LearningApp: App { var body: some Scene { WindowGroup { MainView() } } }
      """
    XCTAssertEqual(lines(source), [2])
  }

  func test_aFileScopeViewFunctionsContentParameter_isTheViewItsCallPasses() {
    // A file-scope helper wrapping each tab's content (`private func tab<Content: View>(content:
    // () -> Content) -> some View`), called with the tab view's generic content.
    let source = """
      struct DownloadsView: View {
        var body: some View { VStack(alignment: .leading) { Text("Downloads") }.padding(.horizontal, 20) }
      }
      struct Tabs<Downloads: View>: View {
        let downloads: () -> Downloads
        var body: some View { TabView { tab(content: downloads) } }
      }
      private func tab<Content: View>(content: () -> Content) -> some View {
        NavigationView(content: content).tabItem { Text("Downloads") }
      }
      struct MainView: View {
        var body: some View { Tabs(downloads: { DownloadsView() }) }
      }
      """
    XCTAssertEqual(lines(source), [2])
  }
}

/// Views made for a list's cells are rows, not screens; a lazy stack's content is as wide as its
/// children.
final class FixedHorizontalPaddingRowsTests: XCTestCase {
  private func paddingLines(_ files: [(String, String)]) -> [Int] {
    Support.lint(files).filter { $0.rule == "fixed-horizontal-padding" }.map(\.line)
  }

  private let transactionRow = """
    struct TransactionRow: View {
        var body: some View {
            HStack {
                Text("Sent")
                Spacer()
                Text("1.00")
            }
            .padding(.horizontal, 16)
        }
    }
    """

  func test_aViewHostedFromCellForRowAt_isARow_andItsPaddingIsNotAFinding() {
    let controller = """
      final class TransactionsController: UITableViewController {
          override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
              let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath) as! HostCell
              cell.set(rootView: TransactionRow())
              return cell
          }
      }
      """
    XCTAssertEqual(
      paddingLines([("/p/TransactionRow.swift", transactionRow), ("/p/Controller.swift", controller)]), [])
  }

  func test_aViewMadeInACellRegistrationsClosure_isARow_andItsPaddingIsNotAFinding() {
    let controller = """
      final class HomeController: UIViewController {
          func makeRegistration() -> UICollectionView.CellRegistration<HostCell<TransactionRow>, Int> {
              UICollectionView.CellRegistration<HostCell<TransactionRow>, Int> { cell, _, _ in
                  cell.content = TransactionRow()
              }
          }
      }
      """
    XCTAssertEqual(
      paddingLines([("/p/TransactionRow.swift", transactionRow), ("/p/Controller.swift", controller)]), [])
  }

  func test_aViewHostedByAControllerThatPushesIt_isAScreen_andItsPaddingIsAFinding() {
    let controller = """
      final class HomeController: UIViewController {
          func openTransaction() {
              navigationController?.pushViewController(UIHostingController(rootView: TransactionRow()), animated: true)
          }
      }
      """
    XCTAssertEqual(
      paddingLines([("/p/TransactionRow.swift", transactionRow), ("/p/Controller.swift", controller)]), [8])
  }

  func test_aCentredLazyStackOfFixedWidthCards_neverReachesItsPadding() {
    let source = """
      struct ReviewSection: View {
          var body: some View {
              ScrollView {
                  LazyVStack {
                      ReviewCard().frame(width: 300)
                      ReviewCard().frame(width: 300)
                  }
                  .padding(.horizontal, 16)
              }
          }
      }
      final class ReviewController: UIHostingController<ReviewSection> {}
      """
    XCTAssertEqual(paddingLines([("/p/ReviewSection.swift", source)]), [])
    XCTAssertEqual(
      paddingLines([
        ("/p/ReviewSection.swift", source.replacingOccurrences(of: ".frame(width: 300)", with: ""))
      ]),
      [8])
  }
}
