import InsetEmulation
import InsetEngine
import InsetLint

/// `.contentMargins(for: .container, edges: .horizontal)` (iOS 27.1+, seed 002): the system
/// applies the margin that remains at the view's position (20 at the top level, 12 inside
/// `.padding(8)`, 0 inside `.padding(30)`), per edge, so the asymmetric iPhone Duo is right too.
struct ContainerContentMarginsStrategy: Strategy, Equatable {
  typealias Target = FixedHorizontalPaddingProblem
  let id: StrategyID = "container-content-margins"
  let summary =
    "System container margins applied in place: .contentMargins(for: .container, edges: .horizontal)"
  let source = FixedHorizontalPaddingProblem.seed
  let availability = Availability.since(OSVersion(27, 1))
  let traits: Set<Trait> = [.publicAPI]
  let placement: CodePlacement = .modifiers
  /// `fix` replaces the fixed `.padding(.horizontal, 16)` with the chain.
  let editAnchor: SourceEdit.Anchor? = .replacingModifier
  let code = """
    Text(item.title)
        .contentMargins(for: .container, edges: .horizontal)
    """

  func apply(to world: inout FixedHorizontalPaddingWorld, in environment: Environment) {
    world.row = world.row.contentMargins(for: .container, edges: .horizontal)
  }
}
