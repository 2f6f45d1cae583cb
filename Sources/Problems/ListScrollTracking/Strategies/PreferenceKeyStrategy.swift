import InsetEmulation
import InsetEngine
import InsetLint

/// Seed 004, Try 4: a GeometryReader in the Section's `.background` writes the section's minY
/// (in the List's named coordinate space) into a PreferenceKey read by `.onPreferenceChange`.
/// Inside a List the preference reaches the parent once, when the list is built, and never while
/// it scrolls: the header stays where the first value put it.
struct PreferenceKeyStrategy: Strategy {
  typealias Target = ListScrollTrackingProblem
  let id: StrategyID = "preference-key"
  let summary = "PreferenceKey from a GeometryReader in the Section background (delivered once)"
  let source = "Apple: View.safeAreaInset, View.onScrollGeometryChange; fivestars.blog: SwiftUI ScrollView offset"
  let availability = Availability.always
  let traits: Set<Trait> = [.publicAPI]
  let code = """
    Section { ForEach(todos) { TodoRow(todo: $0) } }
        .background(GeometryReader { proxy in
            Color.clear.preference(key: SectionMinYKey.self,
                                   value: proxy.frame(in: .named("list")).minY)
        })
    // on the List:
    .coordinateSpace(name: "list")
    .onPreferenceChange(SectionMinYKey.self) { minY in
        if restingMinY == nil { restingMinY = minY }
        headerOffset = restingMinY! - minY
    }
    """

  func apply(to world: inout ListScrollTrackingWorld, in environment: Environment) {
    let screen = world.screen
    var restingMinY: Double?
    screen.list.addSectionPreference(in: screen.listScope) { [weak screen] minY in
      if restingMinY == nil { restingMinY = minY }
      screen?.setHeaderOffset(restingMinY! - minY)
    }
  }
}
