/// `UICollectionViewCell`: a reusable view with a `contentView`. Subviews pinned to the content
/// view's edges (the four anchor constraints of seed 000) follow it at every layout; a
/// `contentConfiguration` replaces the content view with the one the configuration makes.
open class CollectionViewCell: View {
  public let reuseIdentifier: String
  @exclusivity(unchecked) public private(set) var contentView: View
  @exclusivity(unchecked) private var pinnedViews: [View] = []

  public init(runtime: Runtime, className: String = "UICollectionViewCell", reuseIdentifier: String) {
    self.reuseIdentifier = reuseIdentifier
    contentView = View(runtime: runtime)
    super.init(runtime: runtime, className: className)
    addSubview(contentView)
  }

  /// `contentConfiguration` (iOS 14+ API; the only configuration modelled is the hosting one).
  public var contentConfiguration: HostingConfiguration? {
    didSet {
      guard let configuration = contentConfiguration, configuration != oldValue else { return }
      contentView.removeFromSuperview()
      pinnedViews = []
      contentView = configuration.makeContentView(runtime: runtime)
      addSubview(contentView)
    }
  }

  /// Activates top/leading/trailing/bottom constraints from `view` to the content view.
  public func pinToContentViewEdges(_ view: View) {
    precondition(view.superview === contentView, "pin a subview of the content view")
    pinnedViews.append(view)
  }

  /// Called by the collection view before a queued cell is handed out again.
  open func prepareForReuse() {}

  /// Sizes the content view to the cell, places pinned and configured subviews, then lets every
  /// hosting view inside lay out its SwiftUI root.
  open func layoutSubviews() {
    contentView.frame = Rect(origin: .zero, size: frame.size)
    contentConfiguration?.placeSubviews(of: contentView)
    for view in pinnedViews where view.superview === contentView {
      view.frame = Rect(origin: .zero, size: contentView.frame.size)
    }
    contentView.visitSubtree { view in
      if let host = view as? HostingView { host.layoutSubviews() }
    }
  }
}
