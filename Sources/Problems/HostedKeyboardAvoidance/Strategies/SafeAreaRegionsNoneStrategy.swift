import InsetEmulation
import InsetEngine

/// `safeAreaRegions = []` on each embedded host (iOS 16.4; the `hosted-cell-safe-area` fix): the
/// keyboard region goes, and so does the container's, so a bar that reaches the screen's bottom
/// puts its content under the home indicator.
struct SafeAreaRegionsNoneStrategy: Strategy {
  typealias Target = HostedKeyboardAvoidanceProblem
  let id: StrategyID = "safe-area-regions-none"
  let summary =
    "UIHostingController.safeAreaRegions = [] on the embedded host (iOS 16.4+; drops the container too)"
  let source = "Apple: UIHostingController.safeAreaRegions"
  let availability = Availability.since("16.4")
  let traits: Set<Trait> = [.publicAPI]
  let code = "controller.safeAreaRegions = []"
  let editAnchor: SourceEdit.Anchor? = .afterCreation

  func apply(to world: inout HostedKeyboardAvoidanceWorld, in environment: Environment) {
    world.onMakeHost.append { $0.safeAreaRegions = [] }
  }
}
