/// The navigation bar's title, as `.navigationTitle` places it: its leading edge on the system
/// margin (the safe-area edge plus the margin on that side) and, mirrored, its trailing edge on
/// the other side's safe-area edge minus that side's margin. Content that should line up with
/// the title lines up with these two edges (seed 002).
public struct NavigationTitle: Sendable, Hashable {
  /// Height of the large-title row.
  public static let largeTitleHeight = 52.0

  /// The title row in screen coordinates, from the leading edge to its mirror.
  public let frame: Rect

  public init(in container: SwiftUIContainer) {
    let guide = container.guideFrame(for: .container)
    frame = Rect(x: guide.minX, y: guide.minY, width: guide.width, height: Self.largeTitleHeight)
  }

  /// Where the title text starts (left to right: its left edge).
  public var leadingEdge: Double { frame.minX }
  /// The mirror of the leading edge on the trailing side.
  public var trailingEdge: Double { frame.maxX }
}
