import InsetEmulation
import InsetEngine

/// The label pinned to `view.layoutMarginsGuide` with no constant: the root view's margins are the
/// system minimum margins measured from the safe area (`insetsLayoutMarginsFromSafeArea`, default
/// true, iOS 11). The margin is the system's (16 or 20 pt) rather than the design's; adding the
/// safe-area inset again would count it twice.
struct PinToLayoutMarginsStrategy: Strategy {
  typealias Target = LandscapeSideSafeAreaProblem
  let id: StrategyID = "pin-to-layout-margins"
  let summary = "Text pinned to view.layoutMarginsGuide (margins measured from the safe area)"
  let source = "Apple: UIView.layoutMarginsGuide, UIView.insetsLayoutMarginsFromSafeArea"
  let availability = Availability.since("11.0")
  let traits: Set<Trait> = [.publicAPI]
  let unsupportedContent = LandscapeSideSafeAreaPlacement.labelOnly
  let placement = LandscapeSideSafeAreaPlacement.controller
  let code = LandscapeSideSafeAreaPlacement.pinnedLabel(to: "view.layoutMarginsGuide", inset: nil)

  func apply(to world: inout LandscapeSideSafeAreaWorld, in environment: Environment) {
    world.labelGuide = .layoutMargins
  }
}
