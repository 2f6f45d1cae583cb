/// The screen-level SwiftUI container: the hosting root, laid out in the window's safe area
/// (SwiftUI views start inside it, so its system margins do not include the safe area, unlike
/// UIKit's `layoutMargins`). It owns the content margin guide and runs the layout pass.
///
/// The guide is the container's frame inset by the device's system margins on the left and right.
/// A view's remaining margin is how far the guide still lies inside the view's frame: a view
/// already padded past the guide has none left (seed 002). the device data carries
/// horizontal margins only, so the vertical container margins are zero here (the seed speaks of
/// horizontal margins only).
public final class SwiftUIContainer {
  public let screen: Size
  public let safeArea: EdgeInsets
  /// SwiftUI system content margins, measured from the safe area.
  public let systemMargins: HorizontalMargins

  /// The length of `.padding()` without one (assumption `default-padding`).
  public var defaultPadding = PaddingModifier.defaultLength

  public init(screen: Size, safeArea: EdgeInsets, systemMargins: HorizontalMargins) {
    self.screen = screen
    self.safeArea = safeArea
    self.systemMargins = systemMargins
  }

  /// The container's frame in screen coordinates: the safe area.
  public var frame: Rect { Rect(origin: .zero, size: screen).inset(by: safeArea) }

  /// Where the guide's margins put content: the frame inset by the system margins.
  public func guideFrame(for guide: LayoutNode.ContentMarginGuide) -> Rect {
    switch guide {
    case .container: return frame.inset(by: EdgeInsets(left: systemMargins.left, right: systemMargins.right))
    }
  }

  /// The margin that remains for a view whose frame is `rect`: the part of the guide's inset not
  /// yet covered by the view's own position, per edge, never negative.
  public func remainingMargins(for guide: LayoutNode.ContentMarginGuide, at rect: Rect) -> EdgeInsets {
    let guideFrame = guideFrame(for: guide)
    return EdgeInsets(left: max(0, guideFrame.minX - rect.minX), right: max(0, rect.maxX - guideFrame.maxX))
  }

  /// Lays `root` out in `rect` (the container's frame by default), top down as SwiftUI does:
  /// each view's modifiers from the outermost in, then its content. Proxies read during the pass
  /// are written to `log`.
  public func layout(_ root: LayoutNode, in rect: Rect? = nil, log: MarginReadLog = MarginReadLog())
    -> LayoutPass
  {
    var pass = LayoutPass()
    place(root, in: rect ?? frame, pass: &pass, log: log)
    return pass
  }

  private func place(_ node: LayoutNode, in proposed: Rect, pass: inout LayoutPass, log: MarginReadLog) {
    var rect = proposed
    for modifier in node.modifiers.reversed() {
      switch modifier {
      case .padding(let padding):
        rect = rect.inset(by: padding.insets(defaultLength: defaultPadding))
      case .contentMargins(let guide, let edges):
        rect = rect.inset(by: edges.mask(remainingMargins(for: guide, at: rect)))
      }
    }
    switch node.kind {
    case .leaf(let height):
      let frame = Rect(x: rect.minX, y: rect.minY, width: rect.width, height: min(height, rect.height))
      pass.placements.append(LayoutPass.Placement(id: node.id, proposed: proposed, frame: frame))
    case .wrapper(let child):
      pass.placements.append(LayoutPass.Placement(id: node.id, proposed: proposed, frame: rect))
      place(child, in: rect, pass: &pass, log: log)
    case .geometryReader(let content):
      pass.placements.append(LayoutPass.Placement(id: node.id, proposed: proposed, frame: rect))
      let proxy = GeometryProxy(readerID: node.id, frame: rect, container: self, log: log)
      place(content(proxy), in: rect, pass: &pass, log: log)
    }
  }
}

/// The frames one layout pass produced, in the order views were placed.
public struct LayoutPass: Sendable {
  public struct Placement: Sendable, Hashable {
    public let id: String
    /// The space offered to the view, before its modifiers.
    public let proposed: Rect
    /// Where the view's content is, after its modifiers.
    public let frame: Rect
  }

  public internal(set) var placements: [Placement] = []

  /// The last view placed under this id.
  public func placement(_ id: String) -> Placement? { placements.last { $0.id == id } }
}
