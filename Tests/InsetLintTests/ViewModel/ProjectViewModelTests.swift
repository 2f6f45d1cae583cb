import InsetLint
import InsetTestSupport
import XCTest

final class ProjectViewModelTests: XCTestCase {
  /// The model built from `files` the way a lint run builds it (the collector's facts, encoded and
  /// decoded as the cache stores them).
  func model(_ files: [(String, String)]) throws -> ProjectViewModel {
    let collector = ViewModelCollector()
    var collected: [(path: String, facts: ViewFileFacts)] = []
    for (path, text) in files {
      let context = FileContext(file: SourceFile(path: path, text: text), fixing: nil)
      guard let facts = collector.collect(context) else { continue }
      let stored = try FactCoder.decode(ViewFileFacts.self, from: FactCoder.encode(facts))
      XCTAssertEqual(stored, facts, "facts round-trip through the cache's codec")
      collected.append((path, stored))
    }
    return ProjectViewModel(collected)
  }

  /// Two files declare `HomeView`; the Xcode project's one target compiles `App/HomeView.swift`
  /// only (a stale copy stays in `Old/`, listed after it, which made it the one read before).
  func test_aViewDeclaredTwice_isTheDeclarationAnXcodeTargetCompiles() throws {
    let folder = Support.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    Support.writeProject(in: folder, compiling: "App/HomeView.swift", family: "1,2")
    let compiled = "struct HomeView: View { var body: some View { ScrollView { Text(\"new\") } } }"
    let stale = "struct HomeView: View { var body: some View { Text(\"old\") } }"
    Support.write(compiled, to: folder + "/App/HomeView.swift")
    Support.write(stale, to: folder + "/Old/HomeView.swift")
    let model = try model([
      (folder + "/App/HomeView.swift", compiled), (folder + "/Old/HomeView.swift", stale),
    ])
    XCTAssertEqual(model.types["HomeView"]?.path, folder + "/App/HomeView.swift")
  }

  /// Two packages each declare their own `HeaderView` (legal: one per module); each screen
  /// names the one of its own package.
  func test_aViewDeclaredInTwoModules_isTheDeclarationNearestTheFileThatNamesIt() throws {
    let model = try model([
      (
        "/p/Wallet/Sources/Wallet/HeaderView.swift",
        "struct HeaderView: View { var body: some View { Text(\"w\") } }"
      ),
      (
        "/p/Wallet/Sources/Wallet/WalletScreen.swift",
        "struct WalletScreen: View { var body: some View { HeaderView() } }"
      ),
      (
        "/p/Swap/Sources/Swap/HeaderView.swift",
        "struct HeaderView: View { var body: some View { Text(\"s\") } }"
      ),
      (
        "/p/Swap/Sources/Swap/SwapScreen.swift",
        "struct SwapScreen: View { var body: some View { HeaderView() } }"
      ),
    ])
    let fromWallet = model.entry(
      "HeaderView", from: "WalletScreen", in: "/p/Wallet/Sources/Wallet/WalletScreen.swift")
    let fromSwap = model.entry("HeaderView", from: "SwapScreen", in: "/p/Swap/Sources/Swap/SwapScreen.swift")
    XCTAssertEqual(fromWallet?.path, "/p/Wallet/Sources/Wallet/HeaderView.swift")
    XCTAssertEqual(fromSwap?.path, "/p/Swap/Sources/Swap/HeaderView.swift")
  }

  /// The header declared for iOS and again, empty, in the `#else` for Mac Catalyst: an iPhone
  /// shows the first.
  func test_aMemberDeclaredAgainForAnotherPlatform_isTheOneCompiledForIOS() throws {
    let model = try model([
      (
        "ChatView.swift",
        """
        struct ChatView: View {
          var body: some View { VStack { header } }
          #if !targetEnvironment(macCatalyst)
          private var header: some View {
            HStack { Text("Chat") }
              .padding(.horizontal, 16)
          }
          #else
          private var header: some View { EmptyView() }
          #endif
        }
        """
      )
    ])
    let header = try XCTUnwrap(model.types["ChatView"]?.members["header"])
    XCTAssertEqual(header.nodes.flatMap { $0.modifiers.map(\.source) }, [".padding(.horizontal, 16)"])
  }

  func test_aModifiersSource_isOneLine_keepingTheSpaceBeforeAMemberAfterALabelOrAComma() throws {
    let model = try model([
      (
        "A.swift",
        """
        struct Screen: View {
          var body: some View {
            ScrollView { Text("x") }
              .padding([.leading,
                .trailing], 16)
              .contentMargins(.horizontal, 12, for: .scrollContent)
          }
        }
        """
      )
    ])
    let screen = try XCTUnwrap(model.screens.first { $0.name == "Screen" })
    let sources = screen.nodes.flatMap { $0.modifiers.map(\.source) }
    XCTAssertEqual(
      sources,
      [".padding([.leading, .trailing], 16)", ".contentMargins(.horizontal, 12, for: .scrollContent)"])
  }

  func test_screens_comeFromHostingControllers_sheets_destinations_tabs_andViewsNobodyMakes() throws {
    let model = try model([
      (
        "A.swift",
        """
        struct Home: View {
          var body: some View {
            TabView {
              Feed()
              NavigationStack { Text("x").navigationDestination(for: Int.self) { Detail(id: $0) } }
            }
            .sheet(isPresented: $shows) { Settings() }
          }
        }
        struct Feed: View { var body: some View { Text("feed") } }
        struct Detail: View { let id: Int; var body: some View { Text("d") } }
        struct Settings: View { var body: some View { Text("s") } }
        struct Row: View { var body: some View { Text("r") } }
        struct List2: View { var body: some View { Row() } }
        """
      ),
      (
        "B.swift",
        "final class C: UIViewController { func show() { present(UIHostingController(rootView: List2()), animated: true) } }"
      ),
      ("P.swift", "#Preview { Harness() }\nstruct Harness: View { var body: some View { Text(\"h\") } }"),
    ])
    let names = Set(model.screens.map(\.name))
    for name in ["Home", "Feed", "Detail", "Settings", "List2"] { XCTAssertTrue(names.contains(name), name) }
    XCTAssertFalse(names.contains("Row"), "a view another view places is not a screen")
    XCTAssertFalse(names.contains("Harness"), "a view made only in previews is not a screen")
    XCTAssertEqual(model.statistics.viewTypes, 7)
  }

  func test_aStructConformingThroughAProjectProtocol_isAViewType() throws {
    let model = try model([
      ("Base.swift", "protocol BaseView: View {}"),
      ("Home.swift", "struct Home: BaseView { var body: some View { Text(\"home\") } }"),
      ("Store.swift", "struct Store { var body: String { \"not a view\" } }"),
    ])
    XCTAssertEqual(model.types["Home"]?.kind, .view)
    XCTAssertNotEqual(
      model.types["Store"]?.kind, .view, "a `body` that is not `some View` does not make a view")
  }

  func test_aViewPlacedByAStructConformingThroughAProjectProtocol_isNotAScreen() throws {
    let model = try model([
      ("Base.swift", "protocol BaseView: View {}\nenum Home {}"),
      (
        "Home.swift",
        """
        extension Home {
          struct RootView: BaseView {
            var body: some View { ScrollView { cobCard } }
            var cobCard: some View { Color.white.frame(minHeight: 190).overlay { CarbsCard() } }
          }
        }
        """
      ),
      (
        "Card.swift",
        "struct CarbsCard: View { var body: some View { Text(\"COB\").padding(.horizontal, 20) } }"
      ),
      (
        "Router.swift",
        "final class Router { func show() -> UIViewController { UIHostingController(rootView: Home.RootView()) } }"
      ),
    ])
    let screens = Set(model.screens.map(\.name))
    XCTAssertTrue(screens.contains("Home.RootView"))
    XCTAssertFalse(
      screens.contains("CarbsCard"), "the card is placed by a view, in an overlay of its body's card")
  }

  func test_nestedViewTypesOfOneName_areTwoTypes_eachPresentedByTheRouterThatNamesIt() throws {
    let model = try model([
      (
        "Dashboard.swift",
        "enum Dashboard {}\nextension Dashboard {\n  struct RootView: View { var body: some View { Text(\"d\") } }\n}"
      ),
      (
        "Prefs.swift",
        "enum Prefs {}\nextension Prefs {\n  struct RootView: View { var body: some View { List { Text(\"p\") } } }\n}"
      ),
      (
        "ModuleScreen.swift",
        """
        enum ModuleScreen { case dashboard, prefs }
        extension ModuleScreen {
          @ViewBuilder func view() -> some View {
            switch self {
            case .dashboard: Dashboard.RootView()
            case .prefs: Prefs.RootView()
            }
          }
        }
        """
      ),
    ])
    XCTAssertEqual(model.types["Dashboard.RootView"]?.path, "Dashboard.swift")
    XCTAssertEqual(model.types["Prefs.RootView"]?.path, "Prefs.swift")
    let hosted = Set(model.screens.filter { $0.kind == .hosted }.map(\.name))
    XCTAssertEqual(
      hosted, ["Dashboard.RootView", "Prefs.RootView"], "a router enum's views are the screens it presents")
  }

  func test_aNestedTypeWrittenByItsLastName_resolvesFromItsEnclosingType_orAsTheOnlyOneOfThatName() throws {
    let model = try model([
      ("Grid.swift", "struct GridView: View { var body: some View { Text(\"g\") } }"),
      (
        "Grid+Cell.swift",
        "extension GridView {\n  struct ContainerCell: View { var body: some View { Text(\"c\") } }\n}"
      ),
      (
        "Other.swift",
        "enum Other {}\nextension Other {\n  struct RootView: View { var body: some View { Text(\"o\") } }\n}"
      ),
      (
        "Third.swift",
        "enum Third {}\nextension Third {\n  struct RootView: View { var body: some View { Text(\"t\") } }\n}"
      ),
    ])
    XCTAssertEqual(model.resolve("ContainerCell", from: "GridView"), "GridView.ContainerCell")
    XCTAssertEqual(model.resolve("ContainerCell", from: nil), "GridView.ContainerCell")
    XCTAssertEqual(model.resolve("RootView", from: "Third.RootView"), "Third.RootView")
    XCTAssertNil(model.resolve("RootView", from: nil), "two nested types of that name: neither is guessed")
  }

  func test_aViewATestMakes_orAPreviewHelperMakes_isPlacedThere_notPresented() throws {
    let model = try model([
      (
        "App/RouteCard.swift",
        """
        struct RouteCard: View { var body: some View { Text("r").padding(.horizontal, 16) } }
        struct StopCard: View { var body: some View { Text("s") } }
        private func cardForPreview() -> some View { StopCard() }
        #Preview { cardForPreview() }
        """
      ),
      (
        "App/Nearby.swift",
        "struct Nearby: View { var body: some View { ScrollView { RouteCard(); StopCard() } } }"
      ),
      (
        "AppTests/RouteCardTests.swift",
        "import XCTest\nfinal class RouteCardTests: XCTestCase { func testCard() { let sut = RouteCard() } }"
      ),
    ])
    let names = Set(model.screens.map(\.name))
    XCTAssertTrue(names.contains("Nearby"))
    XCTAssertFalse(names.contains("RouteCard"), "a test that makes a view presents nothing in the app")
    XCTAssertFalse(names.contains("StopCard"), "a private helper only previews call presents nothing")
  }

  func test_aFilePrivateTypeOfAName_isItsOwnFiles_andEachFileResolvesItsOwn() throws {
    let section = { (pad: Int) in
      "fileprivate struct Section: View { var body: some View { Text(\"s\").padding(.horizontal, \(pad)) } }"
    }
    let model = try model([
      ("About.swift", section(20) + "\nstruct About: View { var body: some View { Section() } }"),
      ("Data.swift", section(12) + "\nstruct DataScreen: View { var body: some View { Section() } }"),
      ("Shared.swift", "private struct Badge: View { var body: some View { Text(\"b\") } }"),
    ])
    let about = model.resolve("Section", from: "About", in: "About.swift")
    let data = model.resolve("Section", from: "DataScreen", in: "Data.swift")
    XCTAssertNotEqual(about, data, "two files' private types of one name are two types")
    XCTAssertEqual(about.flatMap { model.types[$0]?.path }, "About.swift")
    XCTAssertEqual(data.flatMap { model.types[$0]?.path }, "Data.swift")
    XCTAssertEqual(about.map(ProjectViewModel.writtenName), "Section", "messages name the type as written")
    XCTAssertNil(model.resolve("Section", from: nil), "from no file, neither of two is guessed")
    XCTAssertNotNil(model.resolve("Badge", from: nil), "from no file, the only private type of its name")
  }

  func test_aTypeAfterAnImportOfOneSymbol_isNotNestedInIt() throws {
    let model = try model([
      (
        "Pay.swift",
        "import struct Payments.Card\nstruct PayView: View { var body: some View { Text(\"p\") } }"
      )
    ])
    XCTAssertNotNil(model.types["PayView"])
  }

  func test_viewsMadeOnlyInAMacOSBranch_areNotPartOfTheIOSBody() throws {
    let model = try model([
      (
        "Content.swift",
        """
        struct ContentView: View {
          var body: some View {
            Group {
              #if os(iOS)
              PhoneRoot()
              #elseif os(macOS)
              MacRoot()
              #endif
            }
          }
        }
        """
      )
    ])
    let body = try XCTUnwrap(model.types["ContentView"]?.members["body"])
    func calls(_ nodes: [ViewNode]) -> [String] {
      nodes.flatMap { [$0.callName].compactMap { $0 } + $0.children.flatMap(calls) }
    }
    XCTAssertEqual(calls(body.nodes), ["Group", "PhoneRoot"])
  }

  func test_navigationLinkDestinations_inATrailingClosure_areScreens() throws {
    let model = try model([
      (
        "A.swift",
        """
        struct Settings: View {
          var body: some View {
            List {
              NavigationLink { DNSSettings() } label: { Text("DNS") }
              NavigationLink("Siri") { SiriEducation() }
              NavigationLink(destination: Privacy()) { Text("Privacy") }
            }
          }
        }
        struct DNSSettings: View { var body: some View { Text("d") } }
        struct SiriEducation: View { var body: some View { Text("s") } }
        struct Privacy: View { var body: some View { Text("p") } }
        """
      )
    ])
    let navigation = Set(model.screens.filter { $0.kind == .navigation }.map(\.name))
    XCTAssertEqual(navigation, ["DNSSettings", "SiriEducation", "Privacy"])
  }

  func test_aViewMadeInAViewsExtensionInAnotherFile_isPlaced_butOneMadeByACoordinatorIsPresented() throws {
    let model = try model([
      ("Detail.swift", "struct DetailView: View { var body: some View { loginView } }"),
      (
        "Detail+Login.swift",
        "extension DetailView {\n  var loginView: some View { VStack { CodeRow() } }\n}"
      ),
      (
        "Coordinator+History.swift",
        """
        extension HomeCoordinator {
          func presentHistoryView() { present(UIHostingController(rootView: HistoryView()), animated: true) }
          func showSettings() { let view = SettingsView(); push(view) }
        }
        extension Route {
          @ViewBuilder func destination() -> some View { switch self { case .about: AboutView() } }
        }
        """
      ),
      (
        "Views.swift",
        """
        struct CodeRow: View { var body: some View { Text("123 456") } }
        struct HistoryView: View { var body: some View { Text("h") } }
        struct SettingsView: View { var body: some View { Text("s") } }
        struct AboutView: View { var body: some View { Text("a") } }
        """
      ),
    ])
    let names = Set(model.screens.map(\.name))
    XCTAssertFalse(names.contains("CodeRow"), "made in view code of an extension: a row of DetailView")
    XCTAssertTrue(names.contains("HistoryView"))
    XCTAssertTrue(names.contains("SettingsView"), "made by a coordinator: presented from there")
    XCTAssertTrue(names.contains("AboutView"), "made by a router's view member: presented from there")
  }

  func test_whatAViewExtensionRouterPresents_isAScreen() throws {
    // A router helper: `extension View { var routingProvided: some View { navigationDestination… } }`
    // applied as `.routingProvided`; its destinations are made nowhere else.
    let model = try model([
      (
        "Router.swift",
        """
        extension View {
          var routingProvided: some View {
            navigationDestination(for: Route.self) { route in
              switch route {
              case .summary: SharingSummaryView()
              case let .history(id): HistoryView(id: id)
              }
            }
          }
          func sheets(_ item: Binding<Sheet?>) -> some View {
            sheet(item: item) { _ in AddEmailView() }
          }
        }
        """
      ),
      (
        "Views.swift",
        """
        struct Home: View { var body: some View { NavigationStack { Text("home").routingProvided } } }
        struct SharingSummaryView: View { var body: some View { Text("s") } }
        struct HistoryView: View { let id: Int; var body: some View { Text("h") } }
        struct AddEmailView: View { var body: some View { Text("a") } }
        """
      ),
    ])
    let navigation = model.screens.filter { $0.kind == .navigation }
    XCTAssertEqual(navigation.count, 1)
    XCTAssertEqual(
      navigation.first?.nodes.first?.head, .branch, "the route's switch, each case a screen's content")
    XCTAssertEqual(model.screens.filter { $0.kind == .sheet }.map(\.name), ["AddEmailView"])
  }

  func test_aViewExtensionApplyingAViewModifierThatPresents_makesItsClosureAScreen() throws {
    // `.platformSheet(isPresented:) { … }` built on `modifier(PlatformSheet(…))`, whose body calls
    // a helper that presents the stored content with `.sheet`.
    let model = try model([
      (
        "PlatformSheet.swift",
        """
        extension View {
          func platformSheet<C: View>(isPresented: Binding<Bool>, @ViewBuilder sheetContent: @escaping () -> C) -> some View {
            modifier(PlatformSheet(isPresented: isPresented, sheetContent: sheetContent))
          }
        }
        private struct PlatformSheet<C: View>: ViewModifier {
          @Binding var isPresented: Bool
          var sheetContent: () -> C
          func body(content: Content) -> some View { nativeSheet(content: content) }
          func nativeSheet(content: Content) -> some View {
            content.sheet(isPresented: $isPresented) { sheetContent() }
          }
        }
        """
      ),
      (
        "Views.swift",
        """
        struct Swap: View {
          @State var picking = false
          var body: some View { Text("swap").platformSheet(isPresented: $picking) { CoinPicker(limit: 3) } }
        }
        struct CoinPicker: View { let limit: Int; var body: some View { Text("coins") } }
        """
      ),
    ])
    XCTAssertTrue(model.screens.contains { $0.kind == .sheet && $0.name == "CoinPicker" })
  }

  func test_aViewExtensionOverlayingANavigationLinkWithItsDestination_makesTheDestinationANavigationScreen()
    throws
  {
    // zashi-ios's `navigationLinkEmpty(isActive:destination:)`: an empty `NavigationLink`, its
    // generic arguments spelled, overlaid on the view; the destination a caller passes is pushed.
    let model = try model([
      (
        "NavigationLinks.swift",
        """
        extension View {
          public func navigationLinkEmpty<Destination: View>(
            isActive: Binding<Bool>, destination: @escaping () -> Destination
          ) -> some View {
            return self.overlay(
              NavigationLink<EmptyView, Destination>(isActive: isActive, destination: destination, label: { EmptyView() })
            )
          }
        }
        """
      ),
      (
        "Onboarding.swift",
        """
        struct Onboarding: View {
          @State var restoring = false
          var body: some View {
            VStack { Text("Welcome") }
              .navigationLinkEmpty(isActive: $restoring, destination: { RestoreWallet() })
          }
        }
        struct RestoreWallet: View { var body: some View { Text("words") } }
        """
      ),
    ])
    XCTAssertTrue(model.screens.contains { $0.kind == .navigation && $0.name == "RestoreWallet" })
  }

  func test_whatANavigationStacksDestinationClosureMakes_isANavigationScreen() throws {
    // The Composable Architecture's `NavigationStack(path:) { root } destination: { store in … }`.
    let model = try model([
      (
        "RequestFlow.swift",
        """
        struct RequestFlow: View {
          let store: StoreOf<Flow>
          var body: some View {
            NavigationStack(path: $store.scope(state: \\.path, action: \\.path)) {
              Keypad()
            } destination: { store in
              switch store.case {
              case let .request(store): RequestView(store: store)
              }
            }
          }
        }
        struct Keypad: View { var body: some View { Text("1 2 3") } }
        struct RequestView: View { let store: StoreOf<Request>; var body: some View { Text("request") } }
        """
      )
    ])
    XCTAssertTrue(
      model.screens.contains {
        $0.kind == .navigation && $0.name.hasPrefix("content presented in RequestFlow")
      })
  }

  func test_aViewMadeInAViewsActionMethodOrActionClosure_isPresented_butOneMadeInAViewHelperIsPlaced() throws
  {
    let model = try model([
      (
        "ManageWallets.swift",
        """
        struct ManageWallets: View {
          var body: some View { VStack { header; Button("Add") { openAddToken() } } }
          var header: some View { WalletHeader() }
          private func openAddToken() {
            Coordinator.shared.present { isPresented in AddToken(isPresented: isPresented) }
          }
        }
        struct Settings: View {
          var body: some View {
            VStack {
              Row(action: { Coordinator.shared.present { _ in CheckAddress() } })
              Button { Coordinator.shared.present { _ in Support() } } label: { RowLabel() }
            }
          }
        }
        struct Row: View { let action: () -> Void; var body: some View { Text("row") } }
        struct RowLabel: View { var body: some View { Text("label") } }
        struct CheckAddress: View { var body: some View { Text("check") } }
        struct Support: View { var body: some View { Text("support") } }
        struct Send: View {
          var body: some View { Button("Pay") { showWarning() } }
          func showWarning() { popoverState.display(dismissable: true) { PaymentWarning() } }
        }
        struct PaymentWarning: View { var body: some View { Text("warning") } }
        struct WalletHeader: View { var body: some View { Text("Wallets") } }
        struct AddToken: View { let isPresented: Binding<Bool>; var body: some View { Text("Add") } }
        """
      )
    ])
    let names = Set(model.screens.map(\.name))
    for presented in ["AddToken", "CheckAddress", "Support"] {
      XCTAssertTrue(names.contains(presented), presented)
    }
    XCTAssertFalse(names.contains("WalletHeader"))
    XCTAssertFalse(names.contains("RowLabel"), "a button's label is laid out where it is written")
    XCTAssertFalse(names.contains("PaymentWarning"), "a project popover host lays its content out in a card")
  }

  func
    test_aViewHandedToAPresentingFunction_inAnyClosureOfViewCode_isPresented_butNotToAPresentationModifier()
    throws
  {
    let model = try model([
      (
        "Home.swift",
        """
        struct Home: View {
          var body: some View {
            VStack {
              PrimaryButton(title: "Next") { push(DetailOne()) }
              SettingsRow(title: "A", onTap: { present(DetailTwo()) })
              SettingsRow(title: "B", onTap: { router.showDetail(DetailThree()) })
              Text("x").gesture(TapGesture().onEnded { push(DetailFour()) })
              Text("y").presentationBackground(Backdrop())
              ShowcaseCard { Badge() }
              if model.showTags { TagsView() }
              SettingsRow(title: "C", onTap: { showToast(ToastCard()) })
            }
          }
        }
        struct PrimaryButton: View { let title: String; let action: () -> Void; var body: some View { Text(title) } }
        struct SettingsRow: View { let title: String; let onTap: () -> Void; var body: some View { Text(title) } }
        struct ShowcaseCard<Content: View>: View { let content: () -> Content; var body: some View { content() } }
        struct DetailOne: View { var body: some View { Text("1") } }
        struct DetailTwo: View { var body: some View { Text("2") } }
        struct DetailThree: View { var body: some View { Text("3") } }
        struct DetailFour: View { var body: some View { Text("4") } }
        struct Backdrop: View { var body: some View { Color.black } }
        struct Badge: View { var body: some View { Text("new") } }
        struct TagsView: View { var body: some View { Text("tags") } }
        struct ToastCard: View { var body: some View { Text("saved") } }
        """
      )
    ])
    let names = Set(model.screens.map(\.name))
    for presented in ["DetailOne", "DetailTwo", "DetailThree", "DetailFour"] {
      XCTAssertTrue(names.contains(presented), presented)
    }
    XCTAssertFalse(names.contains("Backdrop"), "presentationBackground lays its view out behind the sheet")
    XCTAssertFalse(names.contains("Badge"), "a container whose name starts with Show lays its content out")
    XCTAssertFalse(names.contains("TagsView"), "a condition named showTags is not a call")
    XCTAssertFalse(names.contains("ToastCard"), "a toast host lays its card out over the screen")
  }

  func test_aViewPushedFromAViewExtensionsActionOrAnEventClosure_orFromAViewModifier_isPresented() throws {
    let model = try model([
      (
        "Swap.swift",
        """
        struct Swap { @State var amount = 0 }
        extension Swap: View {
          var body: some View { VStack { reviewButton; Text("rate").onReceive(rates) { _ in push(RateAlert()) } } }
        }
        extension Swap {
          var reviewButton: some View { Button("Review") { push(ReviewOrder().hideNavigationBar()) } }
          var summary: some View { SwapSummary() }
        }
        struct Wallet: View { var body: some View { Button("Send") { openSend() } } }
        extension Wallet {
          private func openSend() { present(SendModal()) }
        }
        struct EditAvatar: ViewModifier {
          func body(content: Content) -> some View { content.onTapGesture { present(AvatarList()) } }
        }
        struct ReviewOrder: View { var body: some View { Text("review") } }
        struct RateAlert: View { var body: some View { Text("rate") } }
        struct SendModal: View { var body: some View { Text("send") } }
        struct AvatarList: View { var body: some View { Text("avatars") } }
        struct SwapSummary: View { var body: some View { Text("summary") } }
        """
      )
    ])
    let names = Set(model.screens.map(\.name))
    for presented in ["ReviewOrder", "RateAlert", "SendModal", "AvatarList"] {
      XCTAssertTrue(names.contains(presented), presented)
    }
    XCTAssertFalse(
      names.contains("SwapSummary"), "a view an extension's helper returns is laid out where it is used")
  }

  func test_aContainerPresentingItsOwnSlot_makesWhatEachCallerBindsThereAScreen() throws {
    let model = try model([
      (
        "Category.swift",
        """
        struct CategoryView<Category: Hashable, Destination: View>: View {
          let title: String
          let options: [Category]
          let selection: Binding<Category?>
          let destination: () -> Destination
          var body: some View {
            List { NavigationLink { destination() } label: { Text(title) } }
          }
        }
        """
      ),
      (
        "Root.swift",
        """
        struct FeedbackRoot: View {
          var body: some View {
            CategoryView(Strings.report, options: all, selection: $kind) {
              CategoryView(Strings.vpn, options: vpn, selection: $kind) { IssueForm() }
            }
          }
        }
        struct IssueForm: View { var body: some View { Text("form") } }
        """
      ),
    ])
    let navigation = model.screens.filter { $0.kind == .navigation }.map(\.name)
    XCTAssertTrue(navigation.contains("IssueForm"), "\(navigation)")
    XCTAssertTrue(navigation.contains("CategoryView"), "\(navigation)")
  }

  func test_aFilePrivateContainerPresentingItsSlot_makesWhatItsCallerBindsThereAScreen() throws {
    // freedom-browser-ios: `private struct NavRowCard<Destination: View>` beside the screen using it.
    let model = try model([
      (
        "NodeHome.swift",
        """
        private struct NavRowCard<Destination: View>: View {
          let title: String
          @ViewBuilder let destination: () -> Destination
          var body: some View {
            NavigationLink(destination: destination) { Text(title) }
          }
        }
        struct NodeHomeView: View {
          var body: some View {
            NavigationStack { ScrollView { stampsRow } }
          }
          private var stampsRow: some View {
            NavRowCard(title: "Storage stamps") { StampsView() }
          }
        }
        struct StampsView: View { var body: some View { Text("stamps") } }
        """
      )
    ])
    let navigation = model.screens.filter { $0.kind == .navigation }.map(\.name)
    XCTAssertTrue(navigation.contains("StampsView"), "\(navigation)")
  }

  func test_anIfWithSeveralConditions_isOneBranchNode_withItsElseBranch() throws {
    let model = try model([
      (
        "A.swift",
        """
        struct Servers: View {
          var body: some View {
            if showsInvitation, let url {
              Invitation(url: url)
            } else if let other = fallback, other.isValid {
              Text("other")
            } else {
              ScrollView { Text("list") }
            }
          }
        }
        """
      )
    ])
    let body = try XCTUnwrap(model.types["Servers"]?.members["body"]?.nodes)
    XCTAssertEqual(body.count, 1)
    XCTAssertEqual(body.first?.head, .branch)
    XCTAssertEqual(
      body.first?.children.map { $0.compactMap(\.callName) }, [["Invitation"], ["Text"], ["ScrollView"]])
  }

  func test_aViewMadeInAnExtensionOfAViewOfTheSameFile_isPlacedByIt_notAScreen() throws {
    let model = try model([
      (
        "Dashboard.swift",
        """
        struct Dashboard: View {
          var body: some View { HStack { list } }
        }
        private extension Dashboard {
          var list: some View { ItemList() }
        }
        """
      ),
      (
        "Views.swift",
        "struct ItemList: View { var body: some View { Text(\"i\") } }\nstruct Panel: View { var body: some View { Text(\"p\") } }"
      ),
    ])
    let names = Set(model.screens.map(\.name))
    XCTAssertFalse(names.contains("ItemList"), "\(names)")
  }

  func test_anIfWithSeveralConditions_inASwitchCase_keepsItsBranches() throws {
    let model = try model([
      (
        "A.swift",
        """
        struct Flow: View {
          var body: some View {
            switch step {
            case .list:
              if showsList, let items {
                ItemList(items: items)
              } else {
                Empty()
              }
            default:
              Text("done")
            }
          }
        }
        """
      )
    ])
    let body = try XCTUnwrap(model.types["Flow"]?.members["body"]?.nodes)
    let inner = try XCTUnwrap(body.first?.children.first?.first)
    XCTAssertEqual(inner.head, .branch)
    XCTAssertEqual(inner.children.map { $0.compactMap(\.callName) }, [["ItemList"], ["Empty"]])
    XCTAssertEqual(body.first?.children.count, 2)
  }

  func test_constants_resolveAcrossFiles_throughNamesArithmeticRawValuesAndDefaults() throws {
    let model = try model([
      (
        "Layout.swift",
        "enum Layout { static let unit: CGFloat = 8\n static let margin = Layout.unit * 2 }\nenum Spacing: CGFloat { case wide = 20 }"
      ),
      ("V.swift", "struct V: View {\n  var inset: CGFloat = 12\n  var body: some View { Text(\"a\") }\n}"),
    ])
    let scope = ProjectViewModel.Scope(type: "V", path: "V.swift")
    XCTAssertEqual(model.number(.name(["Layout", "margin"]), in: scope), 16)
    XCTAssertEqual(model.number(.name(["Spacing", "wide", "rawValue"]), in: scope), 20)
    XCTAssertEqual(model.number(.name(["inset"]), in: scope), 12)
    XCTAssertEqual(model.number(.binary("-", .name(["Layout", "margin"]), .number(4)), in: scope), 12)
    XCTAssertEqual(model.numberAcrossFiles(.name(["Layout", "margin"]), in: scope)?.crossFile, true)
    XCTAssertNil(model.number(.name(["unknown"]), in: scope))
  }

  func test_aBareName_isTheOwnTypesComputedNumber_notAnotherTypesConstantOfThatName() throws {
    // A public podcast app: a story label's padding is 0 or 35 by its type, while an import screen
    // in another file keeps `static let horizontalPadding = 24.0` in its own constants.
    let model = try model([
      (
        "StoryLabel.swift",
        """
        struct StoryLabel: View {
          let type: StoryLabelType
          var body: some View { Text("a").padding([.leading, .trailing], horizontalPadding) }
          private var horizontalPadding: CGFloat {
            switch type {
            case .pillarTitle: return 0
            default: return 35
            }
          }
        }
        """
      ),
      (
        "ImportDetailsView.swift",
        "struct ImportDetailsView: View {\n  enum Constants { static let horizontalPadding = 24.0 }\n  var body: some View { Text(\"b\") }\n}"
      ),
    ])
    let label = ProjectViewModel.Scope(type: "StoryLabel", path: "StoryLabel.swift")
    XCTAssertNil(model.number(.name(["horizontalPadding"]), in: label))
  }

  func test_aProtocolsNumberRequirement_isNoValue_itsConformingTypesGiveIt() throws {
    // A public wallet's theme: `dimension.padding` is typed by the protocol, 16 in its one conformer.
    let model = try model([
      (
        "DimensionManager.swift",
        """
        protocol DimensionManagerProtocol {
          var padding: CGFloat { get }
        }
        struct DimensionManager: DimensionManagerProtocol {
          let padding: CGFloat = 16
        }
        """
      )
    ])
    let scope = ProjectViewModel.Scope(type: "V", path: "V.swift")
    XCTAssertEqual(model.number(.name(["DimensionManagerProtocol", "padding"]), in: scope), 16)
  }

  func test_aViewNoCodeNames_isNoScreen() throws {
    let model = try model([
      (
        "OrphanView.swift",
        "struct OrphanView: View { var body: some View { Text(\"o\").padding(.horizontal, 16) } }"
      ),
      (
        "Other.swift",
        "extension OrphanView {}\nfinal class C: UIViewController { let host = UIHostingController(rootView: Home()) }"
      ),
      ("Home.swift", "struct Home: View { var body: some View { Text(\"h\") } }"),
    ])
    XCTAssertEqual(model.screens.map(\.name), ["Home"])
  }

  func test_aViewMadeNowhereButNamedOutsideViewCode_isAnUnplacedScreen() throws {
    let model = try model([
      ("OrphanView.swift", "struct OrphanView: View { var body: some View { Text(\"o\") } }"),
      ("Router.swift", "final class Router: UIViewController { let first: Any.Type = OrphanView.self }"),
      ("Host.swift", "final class C: UIViewController { let host = UIHostingController(rootView: Home()) }"),
      ("Home.swift", "struct Home: View { var body: some View { Text(\"h\") } }"),
    ])
    XCTAssertEqual(model.screens.filter { $0.name == "OrphanView" }.map(\.kind), [.unplaced])
  }

  func test_aFileThatOnlyNamesAView_keepsTheName() {
    // It declares no view, presents nothing and holds no constant; the view it names is still
    // shown from there.
    let context = FileContext(
      file: SourceFile(path: "Routes.swift", text: "func log() { print(OrphanView.self) }"), fixing: nil)
    XCTAssertEqual(ViewModelCollector().collect(context)?.mentioned, ["OrphanView"])
  }

  func test_aViewWhoseNameDoesNotSayView_madeNowhere_staysAnUnplacedScreen() throws {
    // A file that names `Orphan` need not say `View`, and such a file is not read for views: the
    // model cannot know that no code names it.
    let model = try model([
      ("Orphan.swift", "struct Orphan: View { var body: some View { Text(\"o\") } }"),
      ("Host.swift", "final class C: UIViewController { let host = UIHostingController(rootView: Home()) }"),
      ("Home.swift", "struct Home: View { var body: some View { Text(\"h\") } }"),
    ])
    XCTAssertEqual(model.screens.filter { $0.name == "Orphan" }.map(\.kind), [.unplaced])
  }

  func test_aStoredPropertyHoldingAView_standsForThatViewWhereABodyNamesIt() throws {
    // A public weather app's entry point: `WindowGroup { mainScreen }`, the screen made in `init`.
    let app = """
      struct DefaultApp: App {
        var mainScreen: MainScreen
        @StateObject var settings: Settings
        init() { mainScreen = MainScreen() }
        var body: some Scene { WindowGroup { mainScreen } }
      }
      """
    let model = try model([
      ("App.swift", app),
      ("MainScreen.swift", "struct MainScreen: View { var body: some View { Text(\"a\") } }"),
    ])
    let scope = ProjectViewModel.Scope(type: "DefaultApp", path: "App.swift")
    XCTAssertEqual(model.member("mainScreen", in: scope)?.nodes.map(\.callName), ["MainScreen"])
    XCTAssertNil(model.member("settings", in: scope))
  }

  func test_aHelperFunctionCalledWithATrailingClosure_bindsItsContentParameter_toTheCallersViews() throws {
    // A public messaging app's tab root: `tabContainer(for: .things) { ThingsTabView() }`, whose
    // body shows `content()` inside a navigation stack, and hands it on as an argument.
    let main = """
      struct MainTabView: View {
        var body: some View {
          TabView { tabContainer(for: 0) { ThingsTabView() } }
        }
        private func tabContainer<Content: View>(for tab: Int, @ViewBuilder content: () -> Content) -> some View {
          NavigationStack { tabChrome(content(), for: tab) }
        }
        private func tabChrome(_ content: some View, for tab: Int) -> some View {
          content
        }
      }
      """
    let model = try model([("Main.swift", main)])
    let scope = ProjectViewModel.Scope(type: "MainTabView", path: "Main.swift")
    let tab = try XCTUnwrap(model.member("body", in: scope)?.nodes.first?.children.first?.first)
    let container = try XCTUnwrap(model.member("tabContainer", in: scope, call: tab))
    XCTAssertEqual(container.scope.bindings["content"]?.nodes.map(\.callName), ["ThingsTabView"])
    // Without the call, the parameter is bound to nothing.
    XCTAssertNil(model.member("tabContainer", in: scope)?.scope.bindings["content"])
  }

  /// A design system's spacing enum whose property switches over its cases (a public weather
  /// app's `Dimension`, read as `CGFloat(.mediumSidePadding)`).
  private let dimensionEnum = """
    enum Dimension { case small, medium, card, custom(CGFloat) }
    extension Dimension {
      var value: CGFloat {
        switch self {
        case .small: return 8
        case .medium, .card: return 16
        case .custom(let amount): return amount
        }
      }
    }
    extension CGFloat { init(_ dimension: Dimension) { self.init(dimension.value) } }
    """

  func test_anEnumCasesNumber_isReadThroughThePropertyThatSwitchesOverItsCases() throws {
    let model = try model([
      ("Dimension.swift", dimensionEnum),
      ("V.swift", "struct V: View { var body: some View { Text(\"a\") } }"),
    ])
    let scope = ProjectViewModel.Scope(type: "V", path: "V.swift")
    XCTAssertEqual(model.number(.name(["Dimension", "medium", "value"]), in: scope), 16)
    XCTAssertEqual(model.number(.name(["Dimension", "card", "value"]), in: scope), 16)
    XCTAssertEqual(model.number(.call("CGFloat", [nil], [.implicitMember("small")]), in: scope), 8)
  }

  func test_anEnumCaseWithoutALiteralArm_orTheCaseNameAlone_hasNoNumber() throws {
    let model = try model([
      ("Dimension.swift", dimensionEnum),
      ("V.swift", "struct V: View { var body: some View { Text(\"a\") } }"),
    ])
    let scope = ProjectViewModel.Scope(type: "V", path: "V.swift")
    XCTAssertNil(model.number(.call("CGFloat", [nil], [.implicitMember("custom")]), in: scope))
    XCTAssertNil(model.number(.name(["Dimension", "medium"]), in: scope))
    XCTAssertNil(model.number(.name(["medium"]), in: scope))
  }

  func test_aCaseTwoPropertiesGiveNumbers_isAmbiguousThroughTheInitializer() throws {
    let source = """
      enum Gap { case small }
      extension Gap {
        var value: CGFloat { switch self { case .small: return 8 } }
        var scaled: CGFloat { switch self { case .small: return 12 } }
      }
      """
    let model = try model([
      ("Gap.swift", source), ("V.swift", "struct V: View { var body: some View { Text(\"a\") } }"),
    ])
    let scope = ProjectViewModel.Scope(type: "V", path: "V.swift")
    XCTAssertNil(model.number(.call("CGFloat", [nil], [.implicitMember("small")]), in: scope))
    XCTAssertEqual(model.number(.name(["Gap", "small", "scaled"]), in: scope), 12)
  }

  /// The number `.grid(n)` stands for, with the project's grid function declared as `grid`
  /// (Saik0s/Whisperboard and criticalmaps/criticalmaps-ios write every spacing this way).
  private func grid(_ n: ValueExpression, declared grid: String) throws -> (value: Double, crossFile: Bool)? {
    let model = try model([
      ("Grid.swift", "extension CGFloat {\n  \(grid)\n}"),
      ("V.swift", "struct V: View {\n  var body: some View { Text(\"a\") }\n}"),
    ])
    return model.numberAcrossFiles(
      .call("grid", [nil], [n]), in: ProjectViewModel.Scope(type: "V", path: "V.swift"))
  }

  func test_aFunctionOfNumbers_isReadWithTheArgumentsItIsGiven() throws {
    let oneExpression = "static func grid(_ n: Int) -> Self { Self(n) * 4 }"
    XCTAssertEqual(try grid(.number(4), declared: oneExpression)?.value, 16)
    XCTAssertEqual(try grid(.number(3), declared: oneExpression)?.crossFile, true)
    XCTAssertNil(try grid(.name(["unknown"]), declared: oneExpression))
  }

  func test_aFunctionOfNumbersWithStatements_isNotRead() throws {
    let statements =
      "static func grid(_ n: Int) -> CGFloat {\n    let unit = 4\n    return CGFloat(n) * unit\n  }"
    XCTAssertNil(try grid(.number(4), declared: statements))
  }

  func test_helpers_containers_andModifiers_resolveToWhatTheyDo() throws {
    let model = try model([
      (
        "A.swift",
        """
        struct Wrapper<Content: View>: View {
          @ViewBuilder let content: Content
          var body: some View { ScrollView { content } }
        }
        struct Screen: View {
          var body: some View { Wrapper { header } }
          @ViewBuilder var header: some View { if x { Text("a") } else { Text("b") } }
        }
        extension View { func edge() -> some View { padding(.horizontal, 16) } }
        struct Edge: ViewModifier { func body(content: Content) -> some View { content.padding(.horizontal, 20) } }
        """
      )
    ])
    let screen = try XCTUnwrap(model.screens.first { $0.name == "Screen" })
    let call = try XCTUnwrap(screen.nodes.first)
    let (_, body, inner) = try XCTUnwrap(model.body(of: call, from: screen.scope))
    XCTAssertEqual(body.first?.callName, "ScrollView")
    let slot = try XCTUnwrap(body.first?.children.first?.first)
    XCTAssertEqual(slot.head, .slot("content"))
    let bound = try XCTUnwrap(model.slot("content", in: inner))
    XCTAssertEqual(bound.nodes.first?.head, .member("header"))
    let header = try XCTUnwrap(model.member("header", in: bound.scope))
    XCTAssertEqual(header.nodes.first?.head, .branch)
    XCTAssertEqual(header.nodes.first?.children.count, 2)
    let edge = ViewModifierUse(
      name: "edge", arguments: [], closures: [], source: ".edge()", offset: 0, line: 1, column: 1,
      range: [0, 1])
    XCTAssertEqual(model.expand(edge, in: screen.scope)?.modifiers.map(\.name), ["padding"])
    let modifier = ViewModifierUse(
      name: "modifier",
      arguments: [
        ViewArgument(label: nil, value: nil, views: [ViewNode(head: .call("Edge"), offset: 0, line: 1)])
      ],
      closures: [], source: ".modifier(Edge())", offset: 0, line: 1, column: 1, range: [0, 1])
    XCTAssertEqual(
      model.expand(modifier, in: screen.scope)?.modifiers.first?.source, ".padding(.horizontal, 20)")
  }

  func test_aModifierThatStacksItsContent_isWalkedWithTheModifiedViewAsItsContent() throws {
    let model = try model([
      (
        "A.swift",
        """
        struct Screen: View { var body: some View { List { Text("a") } } }
        struct Searchable: ViewModifier {
          func body(content: Content) -> some View { VStack { SearchBar(); content } }
        }
        struct Edge: ViewModifier { func body(content: Content) -> some View { content.padding(.horizontal, 20) } }
        """
      )
    ])
    let screen = try XCTUnwrap(model.screens.first { $0.name == "Screen" })
    let list = try XCTUnwrap(screen.nodes.first)
    func use(_ type: String) -> ViewModifierUse {
      ViewModifierUse(
        name: "modifier",
        arguments: [
          ViewArgument(label: nil, value: nil, views: [ViewNode(head: .call(type), offset: 0, line: 1)])
        ],
        closures: [], source: ".modifier(\(type)())", offset: 0, line: 1, column: 1, range: [0, 1])
    }
    let (nodes, inner) = try XCTUnwrap(
      model.wrappingBody(use("Searchable"), in: screen.scope, content: list, contentScope: screen.scope))
    XCTAssertEqual(nodes.first?.callName, "VStack")
    XCTAssertEqual(model.slot("content", in: inner)?.nodes.first?.callName, "List")
    XCTAssertNil(
      model.wrappingBody(use("Edge"), in: screen.scope, content: list, contentScope: screen.scope),
      "a modifier that only modifies its content is expand's")
  }

  func test_aViewExtensionHelpersTrailingClosure_isBoundToItsLastParameter() throws {
    let model = try model([
      (
        "A.swift",
        """
        struct Screen: View { var body: some View { List { Text("a") } } }
        extension View {
          func bottomBar(edge: VerticalEdge, @ViewBuilder content: () -> some View) -> some View {
            safeAreaInset(edge: edge, content: content)
          }
        }
        """
      )
    ])
    let screen = try XCTUnwrap(model.screens.first { $0.name == "Screen" })
    let use = ViewModifierUse(
      name: "bottomBar",
      arguments: [ViewArgument(label: "edge", value: .implicitMember("bottom"), views: [])],
      closures: [[ViewNode(head: .call("Toolbar"), offset: 0, line: 1)]],
      source: ".bottomBar(edge: .bottom) { Toolbar() }",
      offset: 0, line: 1, column: 1, range: [0, 1])
    let (modifiers, inner) = try XCTUnwrap(model.expand(use, in: screen.scope))
    XCTAssertEqual(modifiers.map(\.name), ["safeAreaInset"])
    XCTAssertEqual(model.slot("content", in: inner)?.nodes.first?.callName, "Toolbar")
  }

  func test_anUnlabelledTrailingClosureBeforeALabelledOne_leavesTheLabelledSlotToIt() throws {
    let model = try model([
      (
        "A.swift",
        """
        struct FancyScroll<Content: View>: View {
          let onTop: () -> Void
          @ViewBuilder let content: () -> Content
          var body: some View { ScrollView { content() } }
        }
        struct Screen: View {
          var body: some View { FancyScroll { scrollToTop() } content: { Text("a") } }
        }
        """
      )
    ])
    let screen = try XCTUnwrap(model.screens.first { $0.name == "Screen" })
    let call = try XCTUnwrap(screen.nodes.first)
    let (_, _, inner) = try XCTUnwrap(model.body(of: call, from: screen.scope))
    let bound = try XCTUnwrap(model.slot("content", in: inner))
    XCTAssertEqual(bound.nodes.first?.callName, "Text")
  }
}
