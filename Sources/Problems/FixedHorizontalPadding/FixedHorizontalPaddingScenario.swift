import InsetEmulation
import InsetEngine
import InsetLint

/// The input of `fixed-horizontal-padding`: how deep the row under test is nested.
///
/// `enclosingPadding`: points of padding the enclosing views already apply on every edge
/// (`.padding(8)` around the row's stack); 0 puts the row at the screen level. Never negative.
public struct FixedHorizontalPaddingScenario: Sendable {
  let enclosingPadding: Double

  static func decode(_ json: JSONCursor) throws -> FixedHorizontalPaddingScenario {
    var reader = try json.object()
    let padding = try reader.required("enclosingPadding").nonNegative()
    try reader.finish()
    return FixedHorizontalPaddingScenario(enclosingPadding: padding)
  }
}
