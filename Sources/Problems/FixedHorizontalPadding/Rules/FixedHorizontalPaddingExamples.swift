import InsetEmulation
import InsetEngine
import InsetLint

extension FixedHorizontalPaddingRule {
  public static let description = RuleDescription(
    id: "fixed-horizontal-padding",
    summary: "Fixed horizontal padding at screen level instead of the system content margins",
    rationale: """
      System content margins are 16 or 20 pt depending on the device and orientation, and 0 next
      to a folding device's bar; a fixed 16 lines up on some devices only. Only a
      screen's content margin is reported: components keep their own padding.
      """,
    problem: "fixed-horizontal-padding",
    triggering: triggering, nonTriggering: nonTriggering)

  static let triggering: [Example] = [
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
    // A constant declared in another file, quoted as written.
    Example(
      files: [
        (
          "Profile.swift",
          """
          struct ProfileScreen: View {
            var body: some View {
              ScrollView {
                VStack { Text("Name") }
                  .↓padding(.horizontal, Layout.margin)
              }
            }
          }
          """
        ),
        ("Layout.swift", "enum Layout {\n  static let margin: CGFloat = 16\n}\n"),
      ]),
    // A stored-property default holds the value.
    Example(
      """
      struct FormScreen: View {
        var horizontalPadding: CGFloat = 16
        var body: some View {
          ScrollView {
            VStack { Text("Field") }
              .↓padding(.horizontal, horizontalPadding)
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
    // `if` and `switch` branches inside the ScrollView.
    Example(
      """
      struct OrdersScreen: View {
        var body: some View {
          ScrollView {
            if isLoading {
              ProgressView()
            } else {
              VStack { Text("Orders") }
                .↓padding(.horizontal, 16)
            }
            switch filter {
            case .all:
              VStack { Text("All") }
                .↓padding(.horizontal, 20)
            default:
              EmptyView()
            }
          }
        }
      }
      """),
    // The content of the project's own wrapper, whose body is a vertical ScrollView.
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
    // Sheet content is a screen, even though another view names it.
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
    // The whole content of a screen in one of its states is a screen.
    Example(
      """
      struct UpgradeScreen: View {
        var body: some View {
          switch state {
          case .done: UpgradeDoneView()
          case .failed: Text("Failed")
          }
        }
      }
      struct UpgradeDoneView: View {
        var body: some View {
          VStack { Text("Done") }
            .↓padding(.horizontal, 16)
            .background(Color.green.ignoresSafeArea())
        }
      }
      """),
  ]

  static let nonTriggering: [Example] = [
    // A component another view places.
    Example(
      """
      struct TagList: View {
        var body: some View { HStack { TagChip(); TagChip() } }
      }
      struct TagChip: View {
        var body: some View { Text(title).padding(.horizontal, 16) }
      }
      """),
    // A dashboard card placed among others in a screen's stack.
    Example(
      """
      struct DashboardScreen: View {
        var body: some View {
          ScrollView {
            VStack {
              StatsCard()
              OrdersCard()
            }
          }
        }
      }
      struct StatsCard: View {
        var body: some View {
          VStack { Text("Stats") }
            .padding(.horizontal, 16)
        }
      }
      """),
    // Inner padding before a background, a clip shape or a material.
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
    // Rows directly in a List: List applies its own insets.
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
        var body: some View {
          VStack { Text("Steps") }
            .padding(.horizontal, 16)
        }
      }
      """),
    // A bar in .safeAreaInset, an element among others, another value, the default padding.
    Example(
      """
      struct CheckoutScreen: View {
        var body: some View {
          ScrollView {
            VStack {
              HStack { Text("a") }.padding(.horizontal, 16)
              Text("b")
            }
            .padding(.horizontal, 24)
          }
          .safeAreaInset(edge: .bottom) {
            Button("Pay") {}.padding(.horizontal, 16)
          }
          .padding(.horizontal)
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
  ]
}
