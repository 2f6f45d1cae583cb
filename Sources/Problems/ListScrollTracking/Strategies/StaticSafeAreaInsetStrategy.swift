import InsetEmulation
import InsetEngine
import InsetLint

/// The as-is code of seed 004, Try 2: the header sits in `.safeAreaInset(edge: .top)`, which
/// gives control over its padding but nothing moves it when the List scrolls.
struct StaticSafeAreaInsetStrategy: Strategy {
  typealias Target = ListScrollTrackingProblem
  let id: StrategyID = "static-safe-area-inset"
  let summary = "Header in .safeAreaInset(edge: .top) with no scroll tracking (as is)"
  let source = "Apple: View.safeAreaInset, View.onScrollGeometryChange; fivestars.blog: SwiftUI ScrollView offset"
  let availability = Availability.always
  let traits: Set<Trait> = [.publicAPI]
  let isBaseline = true
  let placement: CodePlacement = .modifiers
  let code = """
    List { Section { ForEach(todos) { TodoRow(todo: $0) } } }
        .safeAreaInset(edge: .top) {
            headerView.padding(.horizontal, 16)
                .offset(y: -headerOffset).clipped()  // headerOffset never changes
        }
    """

  func apply(to world: inout ListScrollTrackingWorld, in environment: Environment) {}
}
