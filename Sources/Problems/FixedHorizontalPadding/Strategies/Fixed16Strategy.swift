import InsetEmulation
import InsetEngine
import InsetLint

/// The as-is code of seed 002: a fixed 16 points on both sides. Right where the system margin
/// is 16 (iPhone SE, landscape iPhones), 4 pt short where it is 20, and wrong on both edges of
/// the closed iPhone Duo, whose margin is 0 next to the bar and 20 opposite.
struct Fixed16Strategy: Strategy {
  typealias Target = FixedHorizontalPaddingProblem
  let id: StrategyID = "fixed-16"
  let summary = "Fixed .padding(.horizontal, 16) (the as-is code)"
  let source = FixedHorizontalPaddingProblem.seed
  let availability = Availability.always
  let traits: Set<Trait> = [.publicAPI]
  let isBaseline = true
  let placement: CodePlacement = .modifiers
  let code = """
    Text(item.title)
        .padding(.horizontal, 16)
    """

  func apply(to world: inout FixedHorizontalPaddingWorld, in environment: Environment) {
    world.row = world.row.padding(.horizontal, 16)
  }
}
