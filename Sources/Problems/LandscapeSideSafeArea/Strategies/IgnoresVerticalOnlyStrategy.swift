import InsetEmulation
import InsetEngine

/// SwiftUI: the row ignores the safe area on the vertical edges only,
/// `.ignoresSafeArea(edges: .vertical)` (iOS 14): "Any edges that you don't include in this set
/// remain unchanged" (Apple), so the text keeps the side insets.
struct IgnoresVerticalOnlyStrategy: Strategy {
  typealias Target = LandscapeSideSafeAreaProblem
  let id: StrategyID = "ignores-vertical-only"
  let summary = "SwiftUI: .ignoresSafeArea(edges: .vertical) instead of .ignoresSafeArea()"
  let source = "Apple: View.ignoresSafeArea(_:edges:) (iOS 14)"
  let availability = Availability.since("14.0")
  let traits: Set<Trait> = [.publicAPI]
  let unsupportedContent = LandscapeSideSafeAreaPlacement.only(.swiftUIRow)
  let placement: CodePlacement = .modifiers
  let code = ".ignoresSafeArea(edges: .vertical)"

  func apply(to world: inout LandscapeSideSafeAreaWorld, in environment: Environment) {
    world.rowIgnoresHorizontalSafeArea = false
  }
}
