import InsetEmulation
import InsetEngine
import InsetLint

/// The input of `list-scroll-tracking` (default: `list-scroll-tracking.json` beside it):
/// - `modifierOrder`: where the tracking modifier is written, `before-safe-area-inset` (on the
///   List) or `after-safe-area-inset` (on the view `.safeAreaInset` returns);
/// - `scrollTrace`: the frames played, each a distance in points scrolled from the resting
///   offset (0 = scrolled to top, negative = pulled down);
/// - `rowHeight`, `rowCount`: the List's one section;
/// - `headerHeight`: the header's height (the seed's chips row: a 36-pt ScrollView with padding).
public struct ListScrollTrackingScenario: Sendable {
  let modifierOrder: ListModifierOrder
  let scrollTrace: [Double]
  let rowHeight: Double
  let rowCount: Int
  let headerHeight: Double

  static func decode(_ json: JSONCursor) throws -> ListScrollTrackingScenario {
    var reader = try json.object()
    let order = try reader.required("modifierOrder").enum(ListModifierOrder.self)
    let trace = try reader.required("scrollTrace").array(nonEmpty: true).map { item in
      let value = try item.number()
      guard abs(value) <= 100_000 else {
        throw item.error("expected a distance within ±100000 pt, found \(value.points)")
      }
      return value
    }
    let rowHeight = try reader.required("rowHeight").points(in: 1...10_000)
    let rowCount = try reader.required("rowCount").integer(in: 1...10_000)
    let headerHeight = try reader.required("headerHeight").points(in: 1...10_000)
    try reader.finish()
    return ListScrollTrackingScenario(
      modifierOrder: order, scrollTrace: trace, rowHeight: rowHeight, rowCount: rowCount,
      headerHeight: headerHeight)
  }
}
