import InsetEmulation
import InsetEngine
import InsetLint

/// The app of seed 000: a window whose root view controller's view holds a vertically scrolling
/// collection view filling it (content inset adjusted top/bottom for the safe area), full-width
/// cells that each host a SwiftUI view, created or reused as they enter the visible region; and,
/// elsewhere in the app, a full-screen hosting controller (a settings screen: the control) whose
/// content should stay inside the safe area.
///
/// Fixes act through the same hooks the real code has: what each cell embeds (`embedding`), the
/// SwiftUI view it hosts (`rootContent`), code run as each cell is configured (`onConfigureCell`,
/// right after the seed's `configure(with:)` made its hosting controller) and the `runtime`.
/// Nothing is laid out until the first `scroll(toDistance:)`, so fixes installed before it see
/// every cell.
public final class HostedCellSafeAreaWorld {
  /// How a cell shows its SwiftUI view.
  public enum Embedding: Sendable, Hashable {
    /// A new UIHostingController per `configure`, its view pinned to the content view's edges.
    case hostingController
    /// `cell.contentConfiguration = UIHostingConfiguration { … }`, with `.margins` (nil: default).
    case hostingConfiguration(margins: EdgeInsets?)
    /// A pure UIKit cell: an image view pinned to the content view, no hosting.
    case uiKitCell
  }

  /// The app's cell: seed 000's `HostingCollectionViewCell` (or `PureUIKitCell`).
  public final class Cell: CollectionViewCell {
    public private(set) var hostingController: HostingController?
    public private(set) var imageView: View?

    func configure(with content: HostedContent, embedding: Embedding, assumptions: Assumptions) {
      switch embedding {
      case .hostingController:
        let controller = HostingController(runtime: runtime, rootView: content)
        controller.hostingView.consumesSafeAreaAtUIKitLevel = assumptions.ignoresSafeAreaConsumedByUIKit
        hostingController = controller
        contentView.addSubview(controller.view)
        pinToContentViewEdges(controller.view)
      case .hostingConfiguration(let margins):
        let configuration = HostingConfiguration(content: content)
          .margins(margins ?? .all(assumptions.hostingConfigurationMargins))
        contentConfiguration = configuration
      case .uiKitCell:
        guard imageView == nil else { return }
        let image = View(runtime: runtime, className: "UIImageView")
        contentView.addSubview(image)
        pinToContentViewEdges(image)
        imageView = image
      }
    }

    /// The seed's `prepareForReuse`: the old hosting controller's view goes.
    public override func prepareForReuse() {
      super.prepareForReuse()
      hostingController?.view.removeFromSuperview()
      hostingController = nil
    }

    /// The hosting view showing the SwiftUI content, if any.
    public var hostingView: HostingView? { Self.firstHostingView(in: contentView) }

    /// Depth first, without building the subtree: measured for every visible cell in every frame.
    private static func firstHostingView(in view: View) -> HostingView? {
      if let host = view as? HostingView { return host }
      for child in view.subviews {
        if let host = firstHostingView(in: child) { return host }
      }
      return nil
    }

    /// Where the displayed content is, in window coordinates: the SwiftUI root, or the image view.
    public var displayedContentFrameInWindow: Rect? { displayedContentFrame(host: hostingView) }

    /// The same, with `hostingView` already found.
    func displayedContentFrame(host: HostingView?) -> Rect? {
      if let imageView { return imageView.frameInWindow }
      return host?.contentFrameInWindow
    }
  }

  /// The cell set-up shared with the collection view's data source.
  private final class DataSource {
    var rootContent = HostedContent()
    var embedding = Embedding.hostingController
    var onConfigureCell: [(Cell) -> Void] = []
    var cellsConfigured = 0
  }

  public static let reuseIdentifier = "HostingCell"

  public let runtime: Runtime
  public let window: Window
  public let rootViewController: ViewController
  public let collectionView: CollectionView
  /// The full-screen hosting controller elsewhere in the app, in its own window; nil if absent.
  public let controlController: HostingController?
  public let controlWindow: Window?
  private let dataSource = DataSource()

  public init(
    screen: Size, safeArea: EdgeInsets, layout: CollectionView.ListLayout, itemCount: Int,
    controlScreen: Bool,
    assumptions: Assumptions = .standard
  ) {
    runtime = Runtime()
    let cellClass = runtime.declareClass(
      "HostingCollectionViewCell", superclass: runtime["UICollectionViewCell"])
    window = Window(runtime: runtime, screen: screen, safeArea: safeArea)
    rootViewController = ViewController(runtime: runtime)
    window.rootViewController = rootViewController
    collectionView = CollectionView(runtime: runtime, frame: rootViewController.view.bounds, layout: layout)
    collectionView.contentInsetAdjustmentBehavior = .scrollableAxes
    rootViewController.view.addSubview(collectionView)
    collectionView.register(forCellWithReuseIdentifier: HostedCellSafeAreaWorld.reuseIdentifier) { runtime in
      Cell(
        runtime: runtime, className: cellClass.name, reuseIdentifier: HostedCellSafeAreaWorld.reuseIdentifier)
    }
    let source = dataSource
    collectionView.cellProvider = { collectionView, index in
      let cell = collectionView.dequeueReusableCell(
        withReuseIdentifier: HostedCellSafeAreaWorld.reuseIdentifier, for: index)
      guard let appCell = cell as? Cell else { return cell }
      appCell.configure(with: source.rootContent, embedding: source.embedding, assumptions: assumptions)
      source.cellsConfigured += 1
      for hook in source.onConfigureCell { hook(appCell) }
      return appCell
    }
    collectionView.reloadData(itemCount: itemCount)
    if controlScreen {
      let controlWindow = Window(runtime: runtime, screen: screen, safeArea: safeArea)
      let control = HostingController(runtime: runtime, rootView: HostedContent(label: "SettingsView"))
      controlWindow.rootViewController = control
      controlController = control
      self.controlWindow = controlWindow
    } else {
      controlController = nil
      controlWindow = nil
    }
  }

  /// The SwiftUI view every cell hosts.
  public var rootContent: HostedContent {
    get { dataSource.rootContent }
    set { dataSource.rootContent = newValue }
  }

  public var embedding: Embedding {
    get { dataSource.embedding }
    set { dataSource.embedding = newValue }
  }

  /// Run, in order, on each cell right after it is configured.
  public var onConfigureCell: [(Cell) -> Void] {
    get { dataSource.onConfigureCell }
    set { dataSource.onConfigureCell = newValue }
  }

  /// How many times a cell was configured (a hosting controller made, for that embedding).
  public var cellsConfigured: Int { dataSource.cellsConfigured }

  /// The visible cells, by item index.
  public var visibleCells: [(index: Int, cell: Cell)] {
    collectionView.visibleItems.compactMap { item in (item.cell as? Cell).map { (item.index, $0) } }
  }

  /// Scrolls `distance` points below the resting (scrolled-to-top) offset, clamped to the end of
  /// the content, and runs the layout pass. Returns the distance actually scrolled.
  @discardableResult
  public func scroll(toDistance distance: Double) -> Double {
    let top = collectionView.restingOffset.y
    let y = min(top + max(0, distance), collectionView.maximumContentOffset.y)
    collectionView.contentOffset = Point(x: 0, y: y)
    collectionView.layoutIfNeeded()
    return y - top
  }

  /// Shows the control screen (lays it out) and returns where its content is, in its window.
  public func layOutControlScreen() -> Rect? {
    guard let control = controlController else { return nil }
    control.hostingView.layoutSubviews()
    return control.hostingView.contentFrameInWindow
  }

  /// Where the control's content should be: its window's safe region.
  public var controlExpectedFrame: Rect? { controlWindow?.safeAreaFrame }
}
