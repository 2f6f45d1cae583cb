import InsetEmulation
import InsetEngine
import InsetLint

/// Seed 004, Try 5: a GeometryReader in the `.background` of the first row only
/// (`idx == 0` from `zip(todos.indices, todos)`), with `.onChange(of: minY)` writing the state.
/// It follows the scroll while row 0 has a cell; once the cell is reused for another row the
/// reader is gone and the header stops, and when row 0 comes back a new reader reports the
/// current position at once: the header jumps (the seed's glitch).
struct FirstRowGeometryStrategy: Strategy {
  typealias Target = ListScrollTrackingProblem
  let id: StrategyID = "first-row-geometry"
  let summary = "GeometryReader on the first row: stops when the row is reused, jumps when it returns"
  let source = "Apple: View.safeAreaInset, View.onScrollGeometryChange; fivestars.blog: SwiftUI ScrollView offset"
  let availability = Availability.always
  let traits: Set<Trait> = [.publicAPI]
  let code = """
    ForEach(Array(zip(todos.indices, todos)), id: \\.1.id) { idx, todo in
        TodoRow(todo: todo)
            .background {
                if idx == 0 {
                    GeometryReader { proxy in
                        let minY = proxy.frame(in: .named("list")).minY
                        Color.clear
                            .onAppear { restingMinY = restingMinY ?? minY; headerOffset = restingMinY! - minY }
                            .onChange(of: minY) { _, minY in headerOffset = restingMinY! - minY }
                    }
                }
            }
    }
    """

  func apply(to world: inout ListScrollTrackingWorld, in environment: Environment) {
    let screen = world.screen
    var restingMinY: Double?
    screen.list.addRowGeometryReader(
      row: 0, in: screen.listScope,
      onAppear: { [weak screen] minY in
        if restingMinY == nil { restingMinY = minY }
        screen?.setHeaderOffset(restingMinY! - minY)
      },
      onChange: { [weak screen] minY in screen?.setHeaderOffset((restingMinY ?? minY) - minY) })
  }
}
