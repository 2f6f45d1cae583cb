import InsetEmulation
import InsetEngine
import InsetLint

/// Feeds the root UIView's `layoutMargins` into SwiftUI padding. UIKit margins include the
/// safe area, SwiftUI content already starts inside it: the safe area is counted twice (seed
/// 002: 78 vs 16 in landscape on the iPhone 18 Pro Max; 84 vs 0 next to the iPhone Duo's bar).
///
/// iOS 27.1 made a plain UIView's default layout margins zero, but the release note (186294594)
/// says a view controller still gives its root view `systemMinimumLayoutMargins`, and the seed
/// measured 84 on the Duo, which ships 27.1: the root view's value is unchanged, so this reads
/// the same numbers on every version. (A probe subview would read 0 on 27.1+ unless it set
/// `preservesSuperviewLayoutMargins`; see `LayoutMarginsView`.)
struct UIKitLayoutMarginsStrategy: Strategy {
  typealias Target = FixedHorizontalPaddingProblem
  let id: StrategyID = "uikit-layout-margins"
  let summary = "UIKit root view layoutMargins fed into SwiftUI padding (counts the safe area twice)"
  let source = FixedHorizontalPaddingProblem.seed
  let availability = Availability.always
  let traits: Set<Trait> = [.publicAPI]
  let code = """
    let margins = window.rootViewController?.view.layoutMargins ?? .zero
    Text(item.title)
        .padding(.leading, margins.left)
        .padding(.trailing, margins.right)
    """

  func apply(to world: inout FixedHorizontalPaddingWorld, in environment: Environment) {
    let margins = world.uikit.readRootLayoutMargins()
    world.row = world.row.padding(.leading, margins.left).padding(.trailing, margins.right)
  }
}
