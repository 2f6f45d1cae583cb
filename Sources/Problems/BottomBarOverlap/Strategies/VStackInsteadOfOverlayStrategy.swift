import InsetEmulation
import InsetEngine

/// The bar takes its own space: a `VStack` with the list above the bar (or, in UIKit, the table's
/// bottom constrained to the bar's top, HHTabBarView #13). The list ends where the bar begins and
/// no longer overlaps the bottom unsafe edge. Content no longer scrolls behind a translucent bar.
struct VStackInsteadOfOverlayStrategy: Strategy {
  typealias Target = BottomBarOverlapProblem
  let id: StrategyID = "vstack-instead-of-overlay"
  let summary = "The bar below the list in a VStack (UIKit: table bottom pinned to the bar's top)"
  let source = "Infomaniak/ios-kMail PR #798; hemangshah/HHTabBarView #13"
  let availability = Availability.since("13.0")
  let traits: Set<Trait> = [.publicAPI, .rewrite]
  let placement: CodePlacement = .fileScope
  let code = """
    struct Inbox: View {
        var body: some View {
            VStack(spacing: 0) {
                List(0..<50, id: \\.self) { Text("Message \\($0)") }
                ComposeBar()
            }
        }
    }
    """

  func apply(to world: inout BottomBarOverlapWorld, in environment: Environment) {
    world.barInSafeArea = true
    world.listEndsAtBar = true
    world.list.contentInsetAdjustmentBehavior = .scrollableAxes
  }
}
