import InsetEmulation
import InsetEngine
import InsetLint

/// Reads `proxy.contentMargins(for: .container, edges: .horizontal)` (iOS 27.1+) in a
/// `GeometryReader` right where the value is used, as seed 002 advises: the proxy returns the
/// margin remaining there, so the enclosing padding is already accounted for.
struct GeometryReadInPlaceStrategy: Strategy {
  typealias Target = FixedHorizontalPaddingProblem
  let id: StrategyID = "geometry-read-in-place"
  let summary = "GeometryProxy.contentMargins read where the value is used"
  let source = FixedHorizontalPaddingProblem.seed
  let availability = Availability.since(OSVersion(27, 1))
  let traits: Set<Trait> = [.publicAPI]
  let code = """
    GeometryReader { proxy in
        let margins = proxy.contentMargins(for: .container, edges: .horizontal)
        Text(item.title)
            .padding(.leading, margins.leading)
            .padding(.trailing, margins.trailing)
    }
    """

  func apply(to world: inout FixedHorizontalPaddingWorld, in environment: Environment) {
    let row = world.row
    world.row = .geometryReader("in-place reader") { proxy in
      row.horizontalPadding(proxy.contentMargins(for: .container, edges: .horizontal))
    }
  }
}
