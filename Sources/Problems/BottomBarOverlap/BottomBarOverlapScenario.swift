import InsetEmulation
import InsetEngine

/// The input of `bottom-bar-overlap`: the list, the bar, the text size and its change, a rotation.
public struct BottomBarOverlapScenario: Sendable, Equatable {
  public enum BarPlacement: String, CaseIterable, Sendable {
    /// Pinned to the safe area's bottom; its extent from the screen's bottom is the bar plus the band.
    case safeArea = "safe-area"
    /// Measured from the screen's bottom edge (a stack that ignores the safe area).
    case screenBottom = "screen-bottom"
  }

  public let rows: Int
  public let rowHeight: Double
  public let barHeight: Double
  public let barPlacement: BarPlacement
  public let contentIgnoresSafeArea: Bool
  public let contentSize: ContentSizeCategory
  public let contentSizeChange: ContentSizeCategory?
  public let rotate: Bool
  public let fixedSpacer: Double

  public init(
    rows: Int, rowHeight: Double, barHeight: Double, barPlacement: BarPlacement, contentIgnoresSafeArea: Bool,
    contentSize: ContentSizeCategory, contentSizeChange: ContentSizeCategory?, rotate: Bool,
    fixedSpacer: Double
  ) {
    self.rows = rows
    self.rowHeight = rowHeight
    self.barHeight = barHeight
    self.barPlacement = barPlacement
    self.contentIgnoresSafeArea = contentIgnoresSafeArea
    self.contentSize = contentSize
    self.contentSizeChange = contentSizeChange
    self.rotate = rotate
    self.fixedSpacer = fixedSpacer
  }

  public static func decode(_ json: JSONCursor) throws -> BottomBarOverlapScenario {
    var reader = try json.object()
    _ = reader.optional("description")
    let rows = try reader.required("rows").integer(in: 1...10_000)
    let rowHeight = try reader.required("rowHeight").positive()
    let barHeight = try reader.required("barHeight").positive()
    let placement = try reader.required("barPlacement").enum(BarPlacement.self)
    let ignores = try reader.optional("contentIgnoresSafeArea")?.bool() ?? false
    let size = try reader.optional("contentSize")?.enum(ContentSizeCategory.self) ?? .large
    var change: ContentSizeCategory?
    if let value = reader.optional("contentSizeChange"), value.value != .null {
      change = try value.enum(ContentSizeCategory.self)
    }
    let rotate = try reader.optional("rotate")?.bool() ?? true
    let spacer = try reader.optional("fixedSpacer")?.nonNegative() ?? 78
    try reader.finish()
    return BottomBarOverlapScenario(
      rows: rows, rowHeight: rowHeight, barHeight: barHeight, barPlacement: placement,
      contentIgnoresSafeArea: ignores, contentSize: size, contentSizeChange: change, rotate: rotate,
      fixedSpacer: spacer)
  }
}
