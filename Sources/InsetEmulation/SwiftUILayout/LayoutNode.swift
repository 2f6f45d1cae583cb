/// An emulated SwiftUI view, as a value: what it is (a leaf, a wrapper around one child, or a
/// `GeometryReader` that builds its child from a proxy) and the layout modifiers written on it.
///
/// Modifiers are kept in the order written, so the first is the innermost, as in SwiftUI:
/// `Text("x").padding(8).contentMargins(for: .container)` first takes the remaining margin at the
/// text's position, then pads by 8 inside it. Leading is left: the emulation lays out left to right.
public struct LayoutNode {
  public indirect enum Kind {
    /// Content of a fixed height (a row, a text), as wide as it is offered.
    case leaf(height: Double)
    /// An enclosing view (`VStack { child }`) that offers its child the space it is given.
    case wrapper(LayoutNode)
    /// `GeometryReader { proxy in ... }`: the child is built from the proxy at the reader's position.
    case geometryReader((GeometryProxy) -> LayoutNode)
  }

  /// `Edge.Set`.
  public struct Edges: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let top = Edges(rawValue: 1)
    public static let leading = Edges(rawValue: 2)
    public static let bottom = Edges(rawValue: 4)
    public static let trailing = Edges(rawValue: 8)
    public static let horizontal: Edges = [.leading, .trailing]
    public static let vertical: Edges = [.top, .bottom]
    public static let all: Edges = [.horizontal, .vertical]

    /// Keeps the edges of `insets` in this set, zero elsewhere (left to right: leading = left).
    public func mask(_ insets: EdgeInsets) -> EdgeInsets {
      EdgeInsets(
        top: contains(.top) ? insets.top : 0, left: contains(.leading) ? insets.left : 0,
        bottom: contains(.bottom) ? insets.bottom : 0, right: contains(.trailing) ? insets.right : 0)
    }
  }

  /// `ContentMarginGuide` (iOS 27.1+): the system margins a container gives its content.
  public enum ContentMarginGuide: String, Sendable {
    case container
  }

  /// One layout modifier.
  public enum Modifier {
    /// `.padding(edges, length)`.
    case padding(PaddingModifier)
    /// `.contentMargins(for: guide, edges: edges)` (iOS 27.1+): pads by the margin that remains at
    /// the view's position.
    case contentMargins(ContentMarginGuide, Edges)
  }

  /// A name for finding the view after layout.
  public let id: String
  public let kind: Kind
  /// In the order written: the first is the innermost.
  public private(set) var modifiers: [Modifier] = []

  public init(id: String, kind: Kind) {
    self.id = id
    self.kind = kind
  }

  public static func leaf(_ id: String, height: Double) -> LayoutNode {
    LayoutNode(id: id, kind: .leaf(height: height))
  }

  public static func wrapper(_ id: String, _ child: LayoutNode) -> LayoutNode {
    LayoutNode(id: id, kind: .wrapper(child))
  }

  public static func geometryReader(_ id: String, _ content: @escaping (GeometryProxy) -> LayoutNode)
    -> LayoutNode
  {
    LayoutNode(id: id, kind: .geometryReader(content))
  }

  /// `.padding(edges, length)`; a nil length is SwiftUI's default padding.
  public func padding(_ edges: Edges = .all, _ length: Double? = nil) -> LayoutNode {
    modified(.padding(PaddingModifier(edges: edges, length: length)))
  }

  /// `.padding(.leading, m.leading).padding(.trailing, m.trailing)`: margins read from a proxy,
  /// applied to the horizontal edges.
  public func horizontalPadding(_ margins: EdgeInsets) -> LayoutNode {
    padding(.leading, margins.left).padding(.trailing, margins.right)
  }

  /// `.contentMargins(for: guide, edges: edges)`; edges left out are not changed.
  public func contentMargins(for guide: ContentMarginGuide, edges: Edges = .all) -> LayoutNode {
    modified(.contentMargins(guide, edges))
  }

  private func modified(_ modifier: Modifier) -> LayoutNode {
    var copy = self
    copy.modifiers.append(modifier)
    return copy
  }
}
