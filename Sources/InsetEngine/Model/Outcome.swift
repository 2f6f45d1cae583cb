import InsetEmulation

/// What the emulation measured for one scenario × environment × strategy. Produced by a
/// problem's `measure`, never written by hand.
public struct Outcome: Sendable {
  /// The largest error on the thing the problem is about, in the problem's `errorUnit`
  /// (0 = right everywhere). Named for the common case; a problem may count something else.
  public var maxErrorPoints: Double
  /// Damage done elsewhere (other screens, other instances), always in points.
  public var collateralPoints: Double
  /// Human-readable findings from the measurement ("cell 7 at frame 3: 34 pt lost at the bottom").
  public var notes: [String]
  /// Problem-specific measurements, serialised as `details` in JSON.
  public var details: JSONValue
  /// The emulated layout at the worst moment a user sees, recorded while measuring: where the
  /// largest error lies off screen (a cell almost wholly below it, a host behind the keyboard),
  /// the worst moment with the content in view, its caption naming the larger error.
  public var worst: Snapshot?
  /// The victim of collateral damage (another screen the strategy changed), at its worst.
  public var collateral: Snapshot?
  /// The measurement as a series a problem-specific picture can plot (trace, states, edges).
  public var figure: Figure?

  public init(
    maxErrorPoints: Double, collateralPoints: Double = 0, notes: [String] = [],
    details: JSONValue = .object([]),
    worst: Snapshot? = nil, collateral: Snapshot? = nil, figure: Figure? = nil
  ) {
    self.maxErrorPoints = maxErrorPoints
    self.collateralPoints = collateralPoints
    self.notes = notes
    self.details = details
    self.worst = worst
    self.collateral = collateral
    self.figure = figure
  }
}

/// A picture of the emulated layout at one moment: the screen, its unsafe edges and labelled
/// rectangles in screen coordinates. Renderers draw it; nothing in it is a verdict.
public struct Snapshot: Sendable {
  public enum Role: String, Sendable {
    /// A container: cell, input view, list, window area.
    case container
    /// Where the content actually is.
    case content
    /// Where the content should be.
    case expected
    /// Something else worth showing (navigation bar, header, bar).
    case marker
  }

  public struct Shape: Sendable {
    public let label: String
    public let rect: Rect
    public let role: Role
    public init(_ label: String, _ rect: Rect, _ role: Role) {
      self.label = label
      self.rect = rect
      self.role = role
    }
  }

  /// The error drawn as a dimension line: from where the content edge should be to where it is,
  /// in screen points; `value` is the measured number it stands for, in the problem's unit.
  public struct Dimension: Sendable {
    public let from: Point
    public let to: Point
    public let value: Double
    public init(from: Point, to: Point, value: Double) {
      self.from = from
      self.to = to
      self.value = value
    }

    /// The line across the matching edge where `actual` is furthest from `expected` (first of
    /// top, left, bottom, right on ties), halfway along the edge; its length is
    /// `expected.maxEdgeDistance(to: actual)`.
    public static func largestEdgeGap(expected: Rect, actual: Rect) -> Dimension {
      let midX = (max(expected.minX, actual.minX) + min(expected.maxX, actual.maxX)) / 2
      let midY = (max(expected.minY, actual.minY) + min(expected.maxY, actual.maxY)) / 2
      let candidates: [(Double, Point, Point)] = [
        (abs(actual.minY - expected.minY), Point(x: midX, y: expected.minY), Point(x: midX, y: actual.minY)),
        (abs(actual.minX - expected.minX), Point(x: expected.minX, y: midY), Point(x: actual.minX, y: midY)),
        (abs(actual.maxY - expected.maxY), Point(x: midX, y: expected.maxY), Point(x: midX, y: actual.maxY)),
        (abs(actual.maxX - expected.maxX), Point(x: expected.maxX, y: midY), Point(x: actual.maxX, y: midY)),
      ]
      var best = candidates[0]
      for candidate in candidates.dropFirst() where candidate.0 > best.0 { best = candidate }
      return Dimension(from: best.1, to: best.2, value: best.0)
    }

    /// The drawn length, in points.
    public var length: Double {
      let dx = to.x - from.x
      let dy = to.y - from.y
      return (dx * dx + dy * dy).squareRoot()
    }
  }

  public let screen: Size
  public let unsafe: EdgeInsets
  public let shapes: [Shape]
  public let caption: String
  /// Where the measured error lies on screen; nil where the error is not a distance.
  public let dimension: Dimension?
  /// The orientation the world was in at that moment (a rotation changes it mid-measurement).
  public let orientation: Orientation?

  public init(
    screen: Size, unsafe: EdgeInsets, shapes: [Shape], caption: String, dimension: Dimension? = nil,
    orientation: Orientation? = nil
  ) {
    self.screen = screen
    self.unsafe = unsafe
    self.shapes = shapes
    self.caption = caption
    self.dimension = dimension
    self.orientation = orientation
  }
}

/// A problem-specific series recorded while measuring, for the picture that explains that
/// problem: a trace of expected against actual values, several moments, or per-side edges.
public enum Figure: Sendable {
  /// Per frame: the input (x), the value it should produce and the value it produced.
  case trace(x: String, y: String, samples: [TraceSample])
  /// The measured moments in order (first show, after rotation...).
  case moments([Snapshot])
  /// Per side: where an edge should be and where it is (points from the screen edge).
  case edges([EdgeSample])
}

public struct TraceSample: Sendable, Equatable {
  public let x: Double
  public let expected: Double
  public let actual: Double
  public init(x: Double, expected: Double, actual: Double) {
    self.x = x
    self.expected = expected
    self.actual = actual
  }
}

public struct EdgeSample: Sendable, Equatable {
  public let side: String
  public let reference: String
  public let expected: Double
  public let actual: Double
  public init(side: String, reference: String, expected: Double, actual: Double) {
    self.side = side
    self.reference = reference
    self.expected = expected
    self.actual = actual
  }
}

/// What a problem's error counts. Ranking compares errors of one unit only, and every renderer
/// labels the number with it.
public struct ErrorUnit: Sendable, Hashable, CustomStringConvertible {
  /// Short label after a number ("pt").
  public let symbol: String
  /// What one unit means, for legends.
  public let meaning: String
  /// True when the error is a distance on screen (then pictures draw it as a dimension line).
  public let isDistance: Bool

  public init(symbol: String, meaning: String, isDistance: Bool) {
    self.symbol = symbol
    self.meaning = meaning
    self.isDistance = isDistance
  }

  public static let points = ErrorUnit(symbol: "pt", meaning: "points on screen", isDistance: true)

  public var description: String { symbol }
}
