import InsetEmulation
import InsetEngine

/// As is: text laid out against the view's own edges. A label's leading and trailing constraints
/// to `view.leadingAnchor`/`trailingAnchor` with the design margin; a vertical flow layout's
/// section inset measured from the content inset (the default, and a vertical collection view adds
/// no side inset); SwiftUI text whose container calls `.ignoresSafeArea()`. In landscape on a
/// sensor-housing phone the text starts margin − inset points under the housing.
struct PinToViewEdgesStrategy: Strategy {
  typealias Target = LandscapeSideSafeAreaProblem
  let id: StrategyID = "pin-to-view-edges"
  let summary =
    "Text pinned to view.leadingAnchor / trailingAnchor (or sections and SwiftUI rows at the screen edge)"
  let source = "blinksh/blink PR #461; Apple: UICollectionViewFlowLayout.sectionInsetReference"
  let availability = Availability.since("11.0")
  let traits: Set<Trait> = [.publicAPI]
  var isBaseline: Bool { true }
  let placement = LandscapeSideSafeAreaPlacement.controller
  let code = LandscapeSideSafeAreaPlacement.pinnedLabel(to: "view", inset: 16)

  func apply(to world: inout LandscapeSideSafeAreaWorld, in environment: Environment) {}
}
