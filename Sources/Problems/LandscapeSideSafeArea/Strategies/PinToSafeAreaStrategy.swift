import InsetEmulation
import InsetEngine

/// The label's leading and trailing constraints made against `view.safeAreaLayoutGuide` (iOS 11):
/// the guide's edges exclude the housing band, so the margin counts from the safe edge (blinksh PR
/// #461; Apple, "Positioning content relative to the safe area").
struct PinToSafeAreaStrategy: Strategy {
  typealias Target = LandscapeSideSafeAreaProblem
  let id: StrategyID = "pin-to-safe-area"
  let summary = "Text pinned to view.safeAreaLayoutGuide's leading / trailing anchors"
  let source = "Apple: UIView.safeAreaLayoutGuide; blinksh/blink PR #461"
  let availability = Availability.since("11.0")
  let traits: Set<Trait> = [.publicAPI]
  let unsupportedContent = LandscapeSideSafeAreaPlacement.labelOnly
  let placement = LandscapeSideSafeAreaPlacement.controller
  let code = LandscapeSideSafeAreaPlacement.pinnedLabel(to: "view.safeAreaLayoutGuide", inset: 16)

  func apply(to world: inout LandscapeSideSafeAreaWorld, in environment: Environment) {
    world.labelGuide = .safeArea
  }
}
