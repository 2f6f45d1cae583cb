/// `UIHostingConfiguration` (iOS 16.0+), a cell content configuration that hosts SwiftUI. Its
/// content view places a hosting view inside the content margins and lets it take no safe area
/// (as the WWDC22 "Use SwiftUI with UIKit" session presents it; seed 000 calls it the more
/// reliable way to handle the safe area).
///
/// Default margins: not in the seeds. Modelled on UIKit's documented default layout margins of
/// a view that is not a view controller's root view, which a plain `UICollectionViewCell`'s
/// content view keeps: "The default margins are eight points on each side"
/// (`UIView.directionalLayoutMargins`). `.margins(.all, 0)` removes them.
public struct HostingConfiguration: Sendable, Hashable {
  /// Assumption `hosting-configuration-margins`.
  public static let defaultMargins = EdgeInsets.all(Assumptions.standard.hostingConfigurationMargins)

  public var content: HostedContent
  public var margins: EdgeInsets

  public init(content: HostedContent) {
    self.content = content
    self.margins = HostingConfiguration.defaultMargins
  }

  /// `.margins(.all, value)`.
  public func margins(_ value: Double) -> HostingConfiguration { margins(.all(value)) }

  /// `.margins(...)` edge by edge.
  public func margins(_ insets: EdgeInsets) -> HostingConfiguration {
    var copy = self
    copy.margins = insets
    return copy
  }

  /// `makeContentView()`: a content view holding a hosting view with its safe-area regions
  /// cleared. The cell sizes the content view, then `placeSubviews(of:)` puts the hosting view
  /// inside the margins.
  public func makeContentView(runtime: Runtime) -> View {
    let contentView = View(runtime: runtime)
    let host = HostingView(runtime: runtime, rootContent: content)
    host.safeAreaRegions = []
    contentView.addSubview(host)
    return contentView
  }

  /// Places the hosting view of a content view made by `makeContentView` inside the margins.
  public func placeSubviews(of contentView: View) {
    for case let host as HostingView in contentView.subviews {
      host.rootContent = content
      host.frame = Rect(origin: .zero, size: contentView.frame.size).inset(by: margins)
    }
  }
}
