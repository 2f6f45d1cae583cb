import InsetEmulation
import InsetEngine
import InsetLint

/// Seed 004, Try 3: iOS 18's `onScrollGeometryChange(for:of:action:)`. Right when written on
/// the List (before `.safeAreaInset`); written after it, the modifier also sees the header's
/// horizontal ScrollView, warns "Multiple scroll views were found. Picking the first one" and
/// follows the header's ScrollView instead (side issue 2). The scenario's `modifierOrder` says
/// where it is written.
struct ScrollGeometryChangeStrategy: Strategy, Equatable {
  typealias Target = ListScrollTrackingProblem
  let id: StrategyID = "scroll-geometry-change"
  let summary = "onScrollGeometryChange (iOS 18): exact only when written before .safeAreaInset"
  let source =
    "Apple: View.safeAreaInset, View.onScrollGeometryChange; fivestars.blog: SwiftUI ScrollView offset"
  let availability = Availability.since(OSVersion(18, 0))
  let traits: Set<Trait> = [.publicAPI]
  let placement: CodePlacement = .modifiers
  let code = """
    List(todos) { TodoRow(todo: $0) }
        .onScrollGeometryChange(for: CGFloat.self) { geometry in
            geometry.contentOffset.y + geometry.contentInsets.top
        } action: { _, offset in
            headerOffset = offset
        }
        .safeAreaInset(edge: .top) { headerView.offset(y: -headerOffset).clipped() }
    """

  func apply(to world: inout ListScrollTrackingWorld, in environment: Environment) {
    let screen = world.screen
    screen.onScrollGeometryChange(
      at: world.trackingScope, of: { $0.contentOffset.y + $0.contentInsets.top },
      action: { [weak screen] _, offset in screen?.setHeaderOffset(offset) })
  }
}
