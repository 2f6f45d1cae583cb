/// `.padding(edges, length)`: insets the view by `length` on `edges`. Without a length SwiftUI
/// picks a platform default; seed 002 measured 16 points on every device it tried, including the
/// devices whose system margin is 20 (iPhone 18 Pro Max, iPad Pro), so the default is 16 here.
public struct PaddingModifier: Sendable, Hashable {
  /// The default padding of `.padding()` / `.padding(.horizontal)` (assumption `default-padding`).
  public static let defaultLength = Assumptions.standard.defaultPadding

  public let edges: LayoutNode.Edges
  /// Nil for the default padding.
  public let length: Double?

  public init(edges: LayoutNode.Edges, length: Double?) {
    self.edges = edges
    self.length = length
  }

  /// The insets it applies (left to right: leading = left).
  public var insets: EdgeInsets { insets(defaultLength: Self.defaultLength) }

  /// The insets it applies when the default padding is `defaultLength`.
  public func insets(defaultLength: Double) -> EdgeInsets { edges.mask(.all(length ?? defaultLength)) }
}
