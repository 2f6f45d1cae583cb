import InsetEmulation
import InsetEngine
import InsetLint

/// The screen of seed 002 as an app builds it: a navigation stack whose title sits on the system
/// margin, and below the title a row nested in enclosing views that already pad it by
/// `enclosingPadding` on every edge (0 = the row is at the screen level). The UIKit window and
/// root view controller behind the SwiftUI root are there too.
///
/// Strategies act on it as app code does: add modifiers to `row`, or restructure the whole body
/// (e.g. a `GeometryReader` at the top). `layout()` runs the SwiftUI layout pass.
public final class FixedHorizontalPaddingWorld {
  public static let rowID = "row"
  public static let enclosingID = "enclosing"
  /// Height of the row under test.
  public static let rowHeight = 44.0

  public let container: SwiftUIContainer
  public let title: NavigationTitle
  public let enclosingPadding: Double
  public let uikit: UIKitMarginsBridge
  /// Every margin value the app read (proxies, UIKit views).
  public let reads = MarginReadLog()
  /// The row under test; strategies add their modifiers.
  public var row: LayoutNode = .leaf(FixedHorizontalPaddingWorld.rowID, height: FixedHorizontalPaddingWorld.rowHeight)
  /// A body that replaces the default `enclosingViews(around: row)`; nil keeps the default.
  public var body: LayoutNode?

  public init(
    screen: Size, safeArea: EdgeInsets, systemMargins: HorizontalMargins, os: OSVersion,
    enclosingPadding: Double, assumptions: Assumptions = .standard
  ) {
    container = SwiftUIContainer(screen: screen, safeArea: safeArea, systemMargins: systemMargins)
    container.defaultPadding = assumptions.defaultPadding
    title = NavigationTitle(in: container)
    self.enclosingPadding = enclosingPadding
    uikit = UIKitMarginsBridge(
      screen: screen, safeArea: safeArea, systemMinimumLayoutMargins: systemMargins, os: os, log: reads)
  }

  /// The app's views around the row: a stack padded by `padding` on every edge.
  public static func enclosingViews(around row: LayoutNode, padding: Double) -> LayoutNode {
    .wrapper(enclosingID, row).padding(.all, padding)
  }

  /// The space below the navigation title where the body is laid out.
  public var contentFrame: Rect {
    let frame = container.frame
    return Rect(
      x: frame.minX, y: title.frame.maxY, width: frame.width, height: max(0, frame.maxY - title.frame.maxY))
  }

  /// Runs the layout pass over the body.
  public func layout() -> LayoutPass {
    let root = body ?? Self.enclosingViews(around: row, padding: enclosingPadding)
    return container.layout(root, in: contentFrame, log: reads)
  }
}
