import InsetEmulation
import InsetEngine
import InsetLint

/// Reads `proxy.contentMargins(for: .container, edges: .horizontal)` (iOS 27.1+) once, in a
/// `GeometryReader` at the top of the screen, and passes the value down to pad a row deeper in.
/// Seed 002 warns against it: the value is the margin remaining at the READER's position, so
/// inside enclosing padding the row is padded twice (20 read at the top, 8 already applied).
struct GeometryReadAtTopStrategy: Strategy {
  typealias Target = FixedHorizontalPaddingProblem
  let id: StrategyID = "geometry-read-at-top"
  let summary = "GeometryProxy.contentMargins read at the top level and passed down to a nested row"
  let source = FixedHorizontalPaddingProblem.seed
  let availability = Availability.since(OSVersion(27, 1))
  let traits: Set<Trait> = [.publicAPI]
  let code = """
    GeometryReader { proxy in
        let margins = proxy.contentMargins(for: .container, edges: .horizontal)
        Section {
            Text(item.title)
                .padding(.leading, margins.leading)
                .padding(.trailing, margins.trailing)
        }
        .padding(8)
    }
    """

  func apply(to world: inout FixedHorizontalPaddingWorld, in environment: Environment) {
    let row = world.row
    let enclosingPadding = world.enclosingPadding
    world.body = .geometryReader("top-level reader") { proxy in
      let margins = proxy.contentMargins(for: .container, edges: .horizontal)
      return FixedHorizontalPaddingWorld.enclosingViews(around: row.horizontalPadding(margins), padding: enclosingPadding)
    }
  }
}
