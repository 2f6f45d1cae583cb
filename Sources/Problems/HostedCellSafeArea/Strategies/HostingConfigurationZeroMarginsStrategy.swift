import InsetEmulation
import InsetEngine
import InsetLint

/// `UIHostingConfiguration { … }.margins(.all, 0)` (iOS 16.0+; seed 000): no safe area and no
/// margins, so the content fills the cell. Same content limits as `hosting-configuration`.
struct HostingConfigurationZeroMarginsStrategy: Strategy {
  typealias Target = HostedCellSafeAreaProblem
  let id: StrategyID = "hosting-configuration-zero-margins"
  let summary = "UIHostingConfiguration with .margins(.all, 0) (iOS 16+)"
  let source = HostedCellSafeAreaProblem.seed
  let availability = Availability.since("16.0")
  let traits: Set<Trait> = [.publicAPI, .rewrite]
  let unsupportedContent = HostingConfigurationStrategy().unsupportedContent
  let code = """
    cell.contentConfiguration = UIHostingConfiguration {
        MySwiftUIView()
    }
    .margins(.all, 0)
    """

  func apply(to world: inout HostedCellSafeAreaWorld, in environment: Environment) {
    world.embedding = .hostingConfiguration(margins: .zero)
  }
}
