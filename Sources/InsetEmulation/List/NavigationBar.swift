/// An emulated UINavigationBar with a large title (seed 004). UIKit documents the behaviour the
/// seed relies on: at rest the bar shows the compact bar plus the large title below it; as the
/// content scroll view it follows moves up, the large title collapses point for point until only
/// the compact bar is left; pulling down stretches it. Content scrolls on under the bar, which
/// covers it (its background also fills the status-bar area above it).
///
/// Not modelled: iPad's 50-pt bar. On a phone in landscape (compact height) UIKit shows no large
/// title and a 32-pt bar, which is what this bar does there.
public final class NavigationBar: View {
  /// Height of the compact bar in a regular-height environment.
  public static let compactHeight = 44.0
  /// Height of the compact bar on a phone in landscape.
  public static let landscapePhoneHeight = 32.0
  /// Height the large title adds below the compact bar at rest.
  public static let largeTitleHeight = 52.0

  /// True when the large title is shown (prefersLargeTitles in a regular-height environment).
  public let showsLargeTitle: Bool
  private let barHeight: Double
  /// How much of the large title is visible: 52 at rest, 0 collapsed, more when pulled down.
  public private(set) var largeTitleVisibleHeight: Double

  public init(runtime: Runtime, width: Double, top: Double, largeTitle: Bool, compactVertical: Bool) {
    showsLargeTitle = largeTitle && !compactVertical
    barHeight = compactVertical ? NavigationBar.landscapePhoneHeight : NavigationBar.compactHeight
    largeTitleVisibleHeight = showsLargeTitle ? NavigationBar.largeTitleHeight : 0
    super.init(
      runtime: runtime, className: "UINavigationBar",
      frame: Rect(x: 0, y: top, width: width, height: barHeight + largeTitleVisibleHeight))
    accessibilityIdentifier = "navigation bar"
  }

  /// The bar's height at rest (what its controller reports to the content as safe area).
  public var restingHeight: Double { barHeight + (showsLargeTitle ? NavigationBar.largeTitleHeight : 0) }

  /// What the bar covers, in window coordinates: its frame and the status-bar area above it.
  public var occludingRect: Rect { Rect(x: frame.minX, y: 0, width: frame.width, height: frame.maxY) }

  /// Follows a scroll view as UIKit's bar follows the content scroll view of its top controller:
  /// the large title collapses by the distance scrolled from where the view rests now.
  public func follow(_ scrollView: ScrollView) {
    let rest = scrollView.contentOffset.y
    scrollView.observeContentOffset { [weak self] _, offset in self?.collapse(scrolledBy: offset.y - rest) }
  }

  private func collapse(scrolledBy distance: Double) {
    guard showsLargeTitle else { return }
    largeTitleVisibleHeight = max(0, NavigationBar.largeTitleHeight - distance)
    frame.size.height = barHeight + largeTitleVisibleHeight
  }
}
