import InsetEmulation
import InsetEngine
import InsetLint
import InsetProblems

/// `.padding(.horizontal, 20)`: "20 is the margin on modern phones". Right in portrait on the
/// 20-pt devices, 4 pt too wide on the 16-pt ones, and wrong on both edges of a phone with a bar.
/// Nothing here says so: insetfix applies it to the emulated screen and measures, beside the
/// built-in strategies of `fixed-horizontal-padding`.
struct Fixed20Strategy: Strategy {
  typealias Target = FixedHorizontalPaddingProblem
  let id: StrategyID = "fixed-20"
  let summary = "Fixed .padding(.horizontal, 20) (a team's own guess at the system margin)"
  let source = "Examples/CustomStrategy"
  let availability = Availability.always
  let traits: Set<Trait> = [.publicAPI]
  let placement = CodePlacement.modifiers
  let code = """
    Text(item.title)
        .padding(.horizontal, 20)
    """

  func apply(to world: inout FixedHorizontalPaddingWorld, in environment: Environment) {
    world.row = world.row.padding(.horizontal, 20)
  }
}
