import InsetEmulation
import InsetEngine

/// The header pinned to the top of the safe-area layout guide (iOS 11), which includes the
/// status bar and the sensor housing on every device and orientation (Apple, "Positioning
/// content relative to the safe area").
struct SafeAreaTopStrategy: Strategy {
  typealias Target = HardCodedStatusBarProblem
  let id: StrategyID = "safe-area-top"
  let summary = "header.topAnchor pinned to view.safeAreaLayoutGuide.topAnchor"
  let source = "Apple: UIView.safeAreaLayoutGuide"
  let availability = Availability.since("11.0")
  let traits: Set<Trait> = [.publicAPI]
  let code = "header.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor).isActive = true"

  func apply(to world: inout HardCodedStatusBarWorld, in environment: Environment) {
    world.pin = .safeAreaTop(constant: 0)
  }
}
