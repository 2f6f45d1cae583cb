import InsetEmulation
import InsetEngine
import InsetLint

/// `.padding(.horizontal)` without a length: SwiftUI's default padding, which seed 002 measured
/// at 16 on every device it tried; on the 20-pt devices (iPhone 18 Pro Max, iPad Pro) it is
/// 4 pt short. The seed's fallback for iOS 27.0, where the container margin API is missing.
struct DefaultPaddingStrategy: Strategy, Equatable {
  typealias Target = FixedHorizontalPaddingProblem
  let id: StrategyID = "default-padding"
  let summary = "SwiftUI default .padding(.horizontal) (16 on every device measured)"
  let source = FixedHorizontalPaddingProblem.seed
  let availability = Availability.always
  let traits: Set<Trait> = [.publicAPI]
  let placement: CodePlacement = .modifiers
  /// `fix` replaces the fixed `.padding(.horizontal, 16)` with the chain.
  let editAnchor: SourceEdit.Anchor? = .replacingModifier
  let code = """
    Text(item.title)
        .padding(.horizontal)
    """

  func apply(to world: inout FixedHorizontalPaddingWorld, in environment: Environment) {
    world.row = world.row.padding(.horizontal)
  }
}
