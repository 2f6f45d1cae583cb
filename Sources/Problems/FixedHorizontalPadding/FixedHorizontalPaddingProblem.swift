import InsetEmulation
import InsetEngine
import InsetLint

/// `fixed-horizontal-padding` (seed 002): a row padded by a fixed `.padding(.horizontal, 16)`
/// does not line up with the navigation title, whose edges follow the system content margins
/// (16 or 20 points by device and orientation, 0 next to the iPhone Duo's bar).
///
/// World: the device's screen in the orientation, the SwiftUI root in the safe area, the
/// navigation title on the system margin, and the row nested `enclosingPadding` deep.
/// Measure: per edge, the row's distance from the screen edge against where it should be: on
/// the title's edge, or, where the enclosing views already hold the row further in, right where
/// they put it (nothing inside can move it back out, and any more padding is too much).
public struct FixedHorizontalPaddingProblem: Problem {
  public typealias Scenario = FixedHorizontalPaddingScenario
  public typealias World = FixedHorizontalPaddingWorld

  static let seed = "Apple: ContentMarginGuide.container, View.contentMargins(for:edges:alignment:)"

  public let id: ProblemID = "fixed-horizontal-padding"
  /// Releases where the emulated world changes (checked by OSBreakpointTests).
  public var osBreakpoints: [OSVersion]? { [LayoutMarginsView.zeroDefaultMarginsSince] }
  public let title = "Fixed horizontal padding misses the system content margins"
  public let source = FixedHorizontalPaddingProblem.seed
  public let summary =
    "A fixed .padding(.horizontal, 16) lines up with the navigation title only where the system margin is 16; "
    + "it is 4 pt short on 20-pt devices and misses both edges of the closed iPhone Duo (0 next to the bar, "
    + "20 opposite). Measures each edge of the row against the title's edge and its mirror."
  public var defaultScenarioJSON: String {
    String(decoding: PackageResources.fixed_horizontal_padding_json, as: UTF8.self)
  }
  public var references: [Reference] {
    [
      Reference(
        "Apple: ContentMarginGuide.container: system margins of 16 to 20 pt on iPhone, asymmetric next to a bar",
        "https://developer.apple.com/documentation/swiftui/contentmarginguide/container"),
      Reference(
        "Apple: View.contentMargins(for:edges:alignment:)",
        "https://developer.apple.com/documentation/swiftui/view/contentmargins(for:edges:alignment:)"),
      Reference(
        "Apple: GeometryProxy.contentMargins(for:edges:)",
        "https://developer.apple.com/documentation/swiftui/geometryproxy/contentmargins(for:edges:)"),
      Reference(
        "Apple: UIView.layoutMargins", "https://developer.apple.com/documentation/uikit/uiview/layoutmargins"),
    ]
  }

  public func decodeScenario(_ json: JSONCursor) throws -> FixedHorizontalPaddingScenario {
    try .decode(json)
  }

  public func makeWorld(in environment: Environment, scenario: FixedHorizontalPaddingScenario)
    -> FixedHorizontalPaddingWorld
  {
    FixedHorizontalPaddingWorld(
      screen: environment.screen, safeArea: environment.safeArea,
      systemMargins: environment.metrics.systemMargins,
      os: environment.os,
      enclosingPadding: scenario.enclosingPadding, assumptions: environment.assumptions)
  }

  public func measure(
    _ world: FixedHorizontalPaddingWorld, in environment: Environment,
    scenario: FixedHorizontalPaddingScenario
  )
    -> Outcome
  {
    let pass = world.layout()
    guard let row = pass.placement(FixedHorizontalPaddingWorld.rowID),
      let enclosing = pass.placement(FixedHorizontalPaddingWorld.enclosingID)
    else {
      preconditionFailure("fixed-horizontal-padding: a strategy removed the row or its enclosing views")
    }
    let width = environment.screen.width
    let left = max(world.title.leadingEdge, enclosing.frame.minX)
    let right = min(world.title.trailingEdge, enclosing.frame.maxX)
    let expected = Rect(x: left, y: row.frame.minY, width: max(0, right - left), height: row.frame.height)
    let leading = EdgeMeasure(side: "leading", expected: expected.minX, actual: row.frame.minX)
    let trailing = EdgeMeasure(
      side: "trailing", expected: width - expected.maxX, actual: width - row.frame.maxX)
    let margins = environment.metrics.systemMargins
    let details: JSONValue = .object([
      ("enclosingPadding", .number(scenario.enclosingPadding)),
      (
        "safeArea",
        .object([
          ("left", .number(environment.safeArea.left)), ("right", .number(environment.safeArea.right)),
        ])
      ),
      ("systemMargins", Self.sides(margins.left, margins.right)),
      ("leading", leading.json), ("trailing", trailing.json),
      ("padding", Self.sides(row.frame.minX - row.proposed.minX, row.proposed.maxX - row.frame.maxX)),
      ("valueRead", world.reads.reads.first.map(Self.json) ?? .null),
    ])
    let tolerance = self.tolerance
    var shapes = [Snapshot.Shape("safe area", world.container.frame, .container)]
    if scenario.enclosingPadding > 0 {
      shapes.append(Snapshot.Shape("enclosing views", enclosing.frame, .container))
    }
    shapes += [
      Snapshot.Shape("navigation title", world.title.frame, .marker),
      Snapshot.Shape("expected", expected, .expected),
      Snapshot.Shape("row", row.frame, .content),
    ]
    let caption =
      "row \(leading.actual.points) / \(trailing.actual.points) pt from the screen edges; "
      + "should be \(leading.expected.points) / \(trailing.expected.points)"
    // The error drawn on the worse edge (leading first on ties), across the row's middle.
    let y = row.frame.minY + row.frame.height / 2
    let dimension: Snapshot.Dimension =
      trailing.error > leading.error
      ? .init(from: Point(x: expected.maxX, y: y), to: Point(x: row.frame.maxX, y: y), value: trailing.error)
      : .init(from: Point(x: expected.minX, y: y), to: Point(x: row.frame.minX, y: y), value: leading.error)
    return Outcome(
      maxErrorPoints: max(leading.error, trailing.error),
      notes: [leading, trailing].compactMap { $0.note(tolerance: tolerance) }, details: details,
      worst: Snapshot(
        screen: environment.screen, unsafe: environment.safeArea, shapes: shapes, caption: caption,
        dimension: dimension),
      figure: .edges([leading, trailing].map(\.sample)))
  }

  private static func sides(_ leading: Double, _ trailing: Double) -> JSONValue {
    .object([("leading", .number(leading)), ("trailing", .number(trailing))])
  }

  private static func json(_ read: MarginRead) -> JSONValue {
    .object([
      ("api", .string(read.api)), ("reader", .string(read.reader)),
      (
        "nesting",
        .object([("leading", .number(read.nesting.left)), ("trailing", .number(read.nesting.right))])
      ),
      ("leading", .number(read.value.left)), ("trailing", .number(read.value.right)),
    ])
  }
}

/// One edge of the row: its distance from the screen edge, expected and actual.
private struct EdgeMeasure {
  let side: String
  let expected: Double
  let actual: Double

  var error: Double { abs(actual - expected) }

  var sample: EdgeSample {
    EdgeSample(side: side, reference: "navigation title's \(side) edge", expected: expected, actual: actual)
  }

  var json: JSONValue {
    .object([("expected", .number(expected)), ("actual", .number(actual)), ("error", .number(error))])
  }

  func note(tolerance: Double) -> String? {
    guard error > tolerance else { return nil }
    let how = actual < expected ? "short" : "too much"
    return "\(side) padding \(error.points) pt \(how): row at \(actual.points) pt from the screen edge, "
      + "should be at \(expected.points)"
  }
}
