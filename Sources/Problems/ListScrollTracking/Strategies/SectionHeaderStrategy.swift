import InsetEmulation
import InsetEngine
import InsetLint

/// Seed 004, Try 1: the header is the Section's `header:` with `.listRowInsets`. It scrolls
/// with the rows for free, but as list content it slides under the navigation bar once the
/// large title has collapsed, and the bar covers it.
struct SectionHeaderStrategy: Strategy {
  typealias Target = ListScrollTrackingProblem
  let id: StrategyID = "section-header"
  let summary = "Header as the Section header with listRowInsets: scrolls, but under the navigation bar"
  let source = "Apple: View.safeAreaInset, View.onScrollGeometryChange; fivestars.blog: SwiftUI ScrollView offset"
  let availability = Availability.always
  let traits: Set<Trait> = [.publicAPI]
  let code = """
    List {
        Section {
            ForEach(todos) { TodoRow(todo: $0) }
        } header: {
            headerView
                .listRowInsets(EdgeInsets(top: 0, leading: 16, bottom: -8, trailing: 16))
        }
    }
    """

  func apply(to world: inout ListScrollTrackingWorld, in environment: Environment) {
    // Only the leading/trailing insets move the header sideways; the vertical ones change the
    // spacing to the first row, which the emulation does not model.
    world.screen.placeHeaderInSection(leading: 16, trailing: 16)
  }
}
