import Foundation

/// Points, sizes and rectangles in the UIKit coordinate space (origin top-left, y grows down).
/// Plain values so that worlds can be copied, compared and printed.
public struct Point: Hashable, Sendable, CustomStringConvertible {
  public var x: Double
  public var y: Double
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }
  public static let zero = Point(x: 0, y: 0)
  public var description: String { "(\(x.points), \(y.points))" }
}

public struct Size: Hashable, Sendable, CustomStringConvertible {
  public var width: Double
  public var height: Double
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }
  public static let zero = Size(width: 0, height: 0)
  /// The same size turned a quarter: portrait screen to landscape.
  public var transposed: Size { Size(width: height, height: width) }
  public var description: String { "\(width.points)x\(height.points)" }
}

public struct Rect: Hashable, Sendable, CustomStringConvertible {
  public var origin: Point
  public var size: Size
  public init(origin: Point, size: Size) {
    self.origin = origin
    self.size = size
  }
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
  }
  public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

  public var minX: Double { origin.x }
  public var minY: Double { origin.y }
  public var maxX: Double { origin.x + size.width }
  public var maxY: Double { origin.y + size.height }
  public var width: Double { size.width }
  public var height: Double { size.height }
  public var isEmpty: Bool { size.width <= 0 || size.height <= 0 }

  /// The rectangle shrunk by `insets` on each edge (UIEdgeInsetsInsetRect); never negative.
  public func inset(by insets: EdgeInsets) -> Rect {
    Rect(
      x: minX + insets.left, y: minY + insets.top,
      width: max(0, width - insets.left - insets.right),
      height: max(0, height - insets.top - insets.bottom))
  }

  public func offsetBy(dx: Double, dy: Double) -> Rect {
    Rect(x: minX + dx, y: minY + dy, width: width, height: height)
  }

  public func intersection(_ other: Rect) -> Rect {
    let x0 = max(minX, other.minX)
    let y0 = max(minY, other.minY)
    let x1 = min(maxX, other.maxX)
    let y1 = min(maxY, other.maxY)
    guard x1 > x0, y1 > y0 else { return .zero }
    return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
  }

  public func intersects(_ other: Rect) -> Bool { !intersection(other).isEmpty }

  /// The largest distance between matching edges of two rectangles: how far apart they are, in points.
  public func maxEdgeDistance(to other: Rect) -> Double {
    max(
      abs(minX - other.minX), abs(minY - other.minY), abs(maxX - other.maxX), abs(maxY - other.maxY))
  }

  /// Per-edge distances from this (outer) rectangle to an inner one.
  public func insets(to inner: Rect) -> EdgeInsets {
    EdgeInsets(
      top: inner.minY - minY, left: inner.minX - minX, bottom: maxY - inner.maxY,
      right: maxX - inner.maxX)
  }

  public var description: String { "(\(minX.points), \(minY.points), \(width.points), \(height.points))" }
}

/// Per-edge insets (UIEdgeInsets). Physical edges: `left` is left whatever the writing direction.
public struct EdgeInsets: Hashable, Sendable, CustomStringConvertible {
  public var top: Double
  public var left: Double
  public var bottom: Double
  public var right: Double
  public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }
  public static let zero = EdgeInsets()
  public static func all(_ value: Double) -> EdgeInsets {
    EdgeInsets(top: value, left: value, bottom: value, right: value)
  }

  public var isZero: Bool { self == .zero }
  public var maxEdge: Double { max(top, left, bottom, right) }
  public var horizontal: Double { left + right }
  public var vertical: Double { top + bottom }

  public static func + (a: EdgeInsets, b: EdgeInsets) -> EdgeInsets {
    EdgeInsets(
      top: a.top + b.top, left: a.left + b.left, bottom: a.bottom + b.bottom, right: a.right + b.right)
  }

  /// Each edge clamped at zero from below.
  public var clampedAtZero: EdgeInsets {
    EdgeInsets(top: max(0, top), left: max(0, left), bottom: max(0, bottom), right: max(0, right))
  }

  public var description: String {
    "top \(top.points), left \(left.points), bottom \(bottom.points), right \(right.points)"
  }
}

extension Double {
  /// A point value printed the way designers read it: `16`, `20.5`, never `16.000000001`.
  public var points: String {
    // Past 1e15 there are no thousandths to round to, and `self * 1000` may overflow to infinity
    // (which JSON cannot carry): such a number prints as it is.
    guard abs(self) < 1e15 else { return String(self) }
    let rounded = (self * 1000).rounded() / 1000
    if rounded == rounded.rounded() { return String(Int(rounded)) }
    return String(rounded)
  }
}
