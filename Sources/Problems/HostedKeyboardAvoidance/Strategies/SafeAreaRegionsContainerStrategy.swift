import InsetEmulation
import InsetEngine

/// `safeAreaRegions = .container` on each embedded host (iOS 16.4; Apple,
/// `UIHostingController.safeAreaRegions`: "Disabling a safe area region omits it from the SwiftUI
/// layout system altogether"; expo/expo PR #41302): the container's insets stay, the keyboard's go.
/// Only these controllers change: a full-screen form elsewhere keeps avoiding.
struct SafeAreaRegionsContainerStrategy: Strategy, Equatable {
  typealias Target = HostedKeyboardAvoidanceProblem
  let id: StrategyID = "safe-area-regions-container"
  let summary = "UIHostingController.safeAreaRegions = .container on the embedded host (iOS 16.4+)"
  let source = "Apple: UIHostingController.safeAreaRegions; expo/expo PR #41302"
  let availability = Availability.since("16.4")
  let traits: Set<Trait> = [.publicAPI]
  let code = "controller.safeAreaRegions = .container"
  let editAnchor: SourceEdit.Anchor? = .afterCreation

  func apply(to world: inout HostedKeyboardAvoidanceWorld, in environment: Environment) {
    world.onMakeHost.append { $0.safeAreaRegions = .container }
  }
}
