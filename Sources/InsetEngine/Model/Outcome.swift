import InsetEmulation

/// What the emulation measured for one scenario × environment × strategy. Produced by a
/// problem's `measure`, never written by hand.
public struct Outcome: Sendable {
  /// The largest error on the thing the problem is about, in points (0 = right everywhere).
  public var maxErrorPoints: Double
  /// Damage done elsewhere (other screens, other instances), in points.
  public var collateralPoints: Double
  /// Human-readable findings from the measurement ("cell 7 at frame 3: 34 pt lost at the bottom").
  public var notes: [String]
  /// Problem-specific measurements, serialised as `details` in JSON.
  public var details: JSONValue
  /// The emulated layout at the worst moment, for pictures.
  public var worst: Snapshot?

  public init(
    maxErrorPoints: Double, collateralPoints: Double = 0, notes: [String] = [],
    details: JSONValue = .object([]),
    worst: Snapshot? = nil
  ) {
    self.maxErrorPoints = maxErrorPoints
    self.collateralPoints = collateralPoints
    self.notes = notes
    self.details = details
    self.worst = worst
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

  public let screen: Size
  public let unsafe: EdgeInsets
  public let shapes: [Shape]
  public let caption: String

  public init(screen: Size, unsafe: EdgeInsets, shapes: [Shape], caption: String) {
    self.screen = screen
    self.unsafe = unsafe
    self.shapes = shapes
    self.caption = caption
  }
}
