import InsetEmulation
import InsetEngine
import InsetLint

/// `cell.contentConfiguration = UIHostingConfiguration { … }` (iOS 16.0+; seed 000, "iOS 16+
/// alternative"). The configuration does not apply the cell's safe area, but lays the content
/// out inside its default margins, so the content is not flush with the cell. It cannot carry
/// some content (seed 000, "UIHostingConfiguration 사용 시 주의사항").
struct HostingConfigurationStrategy: Strategy {
  typealias Target = HostedCellSafeAreaProblem
  let id: StrategyID = "hosting-configuration"
  let summary = "UIHostingConfiguration as the cell's content configuration, default margins (iOS 16+)"
  let source = HostedCellSafeAreaProblem.seed
  let availability = Availability.since("16.0")
  let traits: Set<Trait> = [.publicAPI, .rewrite]
  let unsupportedContent: [ContentFeature: String] = [
    "view-controller-representable":
      "SwiftUI views that depend on UIViewControllerRepresentable can't be used inside cells (UIViewRepresentable can)",
    "navigation-link": "a NavigationLink in the cell is not wired to any UINavigationController",
    "environment-sharing":
      "each cell gets its own SwiftUI environment: .environmentObject from the parent does not reach it",
    "two-way-binding": "the cell's content takes values and closures, not @Binding to the parent's state",
  ]
  let code = """
    cell.contentConfiguration = UIHostingConfiguration {
        MySwiftUIView()
    }
    """

  func apply(to world: inout HostedCellSafeAreaWorld, in environment: Environment) {
    world.embedding = .hostingConfiguration(margins: nil)
  }
}
