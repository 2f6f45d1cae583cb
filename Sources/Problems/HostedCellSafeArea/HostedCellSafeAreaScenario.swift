import InsetEmulation
import InsetEngine
import InsetLint

/// The input of `hosted-cell-safe-area` (default: `hosted-cell-safe-area.json` beside it).
public struct HostedCellSafeAreaScenario: Sendable, Hashable {
  /// Content features a SwiftUI cell may have that some embeddings cannot carry (seed 000).
  public static let knownContentFeatures: [ContentFeature] = [
    "view-controller-representable", "navigation-link", "environment-sharing", "two-way-binding",
  ]
  /// Longest trace accepted, so that a typo in `step` cannot make a run take forever.
  public static let maximumTraceFrames = 10_000
  /// Farthest scroll distance accepted (points): far beyond any content, still exact arithmetic.
  public static let maximumDistance = 10_000_000.0

  public var cellHeight: Double
  public var cellSpacing: Double
  public var itemCount: Int
  /// Scroll distances in points below the top resting offset; one layout pass each.
  public var scrollTrace: [Double]
  /// Sorted, without duplicates.
  public var contentFeatures: [ContentFeature]
  /// Whether the app also has a full-screen hosting controller (the control for collateral damage).
  public var controlScreen: Bool

  public init(
    cellHeight: Double, cellSpacing: Double, itemCount: Int, scrollTrace: [Double],
    contentFeatures: [ContentFeature] = [], controlScreen: Bool = true
  ) {
    self.cellHeight = cellHeight
    self.cellSpacing = cellSpacing
    self.itemCount = itemCount
    self.scrollTrace = scrollTrace
    self.contentFeatures = Array(Set(contentFeatures)).sorted()
    self.controlScreen = controlScreen
  }

  /// Reads `{description?, cellHeight, cellSpacing, itemCount, scrollTrace, contentFeatures?,
  /// controlScreen?}`; every error names the JSON path.
  public static func decode(_ json: JSONCursor) throws -> HostedCellSafeAreaScenario {
    var reader = try json.object()
    _ = try reader.optional("description")?.string()
    let height = try reader.required("cellHeight").points(in: 1...10_000)
    let spacing = try reader.required("cellSpacing").points(in: 0...10_000)
    let count = try reader.required("itemCount").integer(in: 0...100_000)
    let trace = try decodeTrace(reader.required("scrollTrace"))
    let features = try reader.optional("contentFeatures")?.array().map {
      ContentFeature(rawValue: try $0.oneOf(knownContentFeatures.map(\.rawValue)))
    }
    let control = try reader.optional("controlScreen")?.bool() ?? true
    try reader.finish()
    return HostedCellSafeAreaScenario(
      cellHeight: height, cellSpacing: spacing, itemCount: count, scrollTrace: trace,
      contentFeatures: features ?? [], controlScreen: control)
  }

  /// A non-empty list of distances, or `{from, to, step}` (inclusive of `to` when a step lands on it).
  static func decodeTrace(_ json: JSONCursor) throws -> [Double] {
    if case .array = json.value {
      let items = try json.array(nonEmpty: true)
      guard items.count <= maximumTraceFrames else {
        throw json.error("expected at most \(maximumTraceFrames) offsets, found \(items.count)")
      }
      return try items.map { try $0.points(in: 0...maximumDistance) }
    }
    guard case .object = json.value else {
      throw json.error(
        "expected an array of offsets or an object {from, to, step}, found \(json.value.typeName)")
    }
    var range = try json.object()
    let fromCursor = try range.required("from")
    let from = try fromCursor.points(in: 0...maximumDistance)
    let toCursor = try range.required("to")
    let to = try toCursor.points(in: 0...maximumDistance)
    let step = try range.required("step").positive()
    try range.finish()
    guard to >= from else {
      throw toCursor.error("expected 'to' of at least 'from' (\(from.points)), found \(to.points)")
    }
    // Counted in floating point first: a tiny step makes the count too large for an Int.
    let count = ((to - from) / step + 1e-9).rounded(.down) + 1
    guard count <= Double(maximumTraceFrames) else {
      throw json.error(
        "the trace has \(count.points) offsets; at most \(maximumTraceFrames) (use a larger step)")
    }
    let frames = Int(count)
    return (0..<frames).map { from + Double($0) * step }
  }
}
