import InsetEmulation
import InsetEngine
import InsetLint

/// `safeAreaRegions = []` on each cell's hosting controller: the official API from iOS 16.4
/// (seed 000, method 1). The hosting view then honours no safe-area region; only the cells'
/// controllers are touched.
struct SafeAreaRegionsStrategy: Strategy, Equatable {
  typealias Target = HostedCellSafeAreaProblem
  let id: StrategyID = "safe-area-regions"
  let summary = "UIHostingController.safeAreaRegions = [] for each cell's controller (iOS 16.4+)"
  let source = HostedCellSafeAreaProblem.seed
  let availability = Availability.since("16.4")
  let traits: Set<Trait> = [.publicAPI]
  let code = "controller.safeAreaRegions = []"
  let editAnchor: SourceEdit.Anchor? = .afterCreation

  func apply(to world: inout HostedCellSafeAreaWorld, in environment: Environment) {
    world.onConfigureCell.append { cell in cell.hostingController?.safeAreaRegions = [] }
  }
}
