import InsetEmulation
import InsetEngine
import InsetLint

/// The screen of seed 004: a navigation stack with a large title whose root SwiftUI view is a
/// List with a header above it. As the app first ships (Try 2) the header is placed with
/// `.safeAreaInset(edge: .top)` and holds a horizontal ScrollView (`.frame(height: 36)`):
///
///     _UIHostingView (root of the navigation stack, full window, safe area includes the bar)
///       UIView  "safeAreaInset"          <- modifiers written after .safeAreaInset attach here
///         PlatformViewHost "header"      (the inset content, just below the navigation bar)
///           UIView "header"              (moved up by the `headerOffset` state, clipped)
///             UIScrollView               (horizontal)
///         ListSafeAreaInsetView "List"   <- modifiers written on the List attach here
///           PlatformViewHost
///             UITableView / UICollectionView (full window, rows below bar + header)
///
/// Subviews are in SwiftUI's view-graph order, which puts the inset content before the content
/// it insets: that is what makes SwiftUI warn "Multiple scroll views were found. Picking the
/// first one" and pick the header's ScrollView until the modifier moves before `.safeAreaInset`
/// (seed 004, side issue 2). Backgrounds added with `.background` go first in their scope (they
/// draw behind), inside a PlatformViewHost, so they are never inside the list's scroll view.
///
/// The `headerOffset` state is what trackers write; the header is drawn at `-headerOffset`
/// inside its inset region, clipped to it. Simplification: the large title's collapse moves the
/// bar and the inset region but does not shrink the list's adjusted content inset.
public final class ListScrollTrackingScreen {
  public enum HeaderPlacement: String, Sendable {
    case safeAreaInset = "safe-area-inset"
    case sectionHeader = "section-header"
  }

  public let runtime: Runtime
  public let window: Window
  public let navigation: NavigationStack
  public let list: ListView
  public let insetContainer: View
  public let listScope: ListSafeAreaInsetView
  public let headerHost: View
  public let header: View
  public let headerScrollView: ScrollView
  public let headerHeight: Double
  public private(set) var headerPlacement = HeaderPlacement.safeAreaInset
  /// `@State var headerOffset`: what the trackers write.
  public private(set) var headerOffset = 0.0
  /// How many times a tracker changed `headerOffset`.
  public private(set) var headerOffsetChanges = 0
  /// `contentOffset.y` of the list at rest (scrolled to top).
  public private(set) var restingOffsetY = 0.0
  private var restingHeaderY = 0.0
  /// KVO trackers placed with `.background`.
  public private(set) var offsetTrackers: [ListOffsetTrackerView] = []
  /// Scroll views `onScrollGeometryChange` bound to.
  public private(set) var geometryBindings: [ScrollView] = []
  /// What SwiftUI printed to the console.
  public private(set) var console: [String] = []

  public init(
    device: DeviceProfile, orientation: Orientation, os: OSVersion, rowCount: Int, rowHeight: Double,
    headerHeight: Double, assumptions: Assumptions = .standard
  ) {
    let runtime = Runtime()
    self.runtime = runtime
    self.headerHeight = headerHeight
    runtime.declareClass("PlatformViewHost", superclass: runtime["UIView"])
    window = Window(
      runtime: runtime, screen: device.screenSize(in: orientation),
      safeArea: device.metrics(in: orientation).safeArea)
    // Every iPhone has a compact height in landscape (no large title); iPads never do.
    let phone = device.portraitScreen.width < 600
    navigation = NavigationStack(
      in: window, largeTitle: true, compactVertical: phone && orientation.isLandscape)
    let root = navigation.rootView
    let full = root.bounds
    insetContainer = View(runtime: runtime, frame: full)
    insetContainer.accessibilityIdentifier = "safeAreaInset"
    headerHost = View(
      runtime: runtime, className: "PlatformViewHost",
      frame: Rect(x: 0, y: navigation.bar.frame.maxY, width: full.width, height: headerHeight))
    headerHost.accessibilityIdentifier = "header"
    header = View(runtime: runtime, frame: Rect(x: 0, y: 0, width: full.width, height: headerHeight))
    header.accessibilityIdentifier = "header"
    headerScrollView = ScrollView(
      runtime: runtime,
      frame: Rect(x: 16, y: max(0, (headerHeight - 36) / 2), width: max(0, full.width - 32), height: 36))
    headerScrollView.scrollsVertically = false
    headerScrollView.contentSize = Size(width: full.width * 3, height: 36)
    headerScrollView.accessibilityIdentifier = "header ScrollView(.horizontal)"
    listScope = ListSafeAreaInsetView(runtime: runtime, frame: full)
    listScope.accessibilityIdentifier = "List"
    listScope.extraSafeArea = EdgeInsets(top: headerHeight)
    let listHost = View(runtime: runtime, className: "PlatformViewHost", frame: full)
    list = ListView(runtime: runtime, os: os, frame: full, rowCount: rowCount, rowHeight: rowHeight)
    list.preferencesOnlyOnUpdate = assumptions.listPreferencesOnlyOnUpdate
    root.addSubview(insetContainer)
    insetContainer.addSubview(headerHost)
    headerHost.addSubview(header)
    header.addSubview(headerScrollView)
    insetContainer.addSubview(listScope)
    listScope.addSubview(listHost)
    listHost.addSubview(list.scrollView)
    headerScrollView.contentOffset = headerScrollView.restingOffset
    restToTop()
  }

  public var scrollView: ListBackingScrollView { list.scrollView }
  public var bar: NavigationBar { navigation.bar }

  private func restToTop() {
    restingOffsetY = scrollView.restingOffset.y
    scrollView.contentOffset = Point(x: 0, y: restingOffsetY)
  }

  /// Try 1: the header goes into the List as its Section header (with `listRowInsets` leading
  /// and trailing); the `.safeAreaInset` goes away.
  public func placeHeaderInSection(leading: Double, trailing: Double) {
    headerHost.removeFromSuperview()
    listScope.extraSafeArea = .zero
    let sectionHeader = View(runtime: runtime, className: scrollView.backing.headerClassName)
    sectionHeader.accessibilityIdentifier = "Section header"
    header.frame = Rect(
      x: 0, y: 0, width: max(0, scrollView.frame.width - leading - trailing), height: headerHeight)
    sectionHeader.addSubview(header)
    scrollView.setSectionHeader(sectionHeader, height: headerHeight, leading: leading, trailing: trailing)
    headerPlacement = .sectionHeader
    restToTop()
  }

  /// The view a modifier attaches to, by where it is written relative to `.safeAreaInset`.
  public func modifierScope(_ order: ListModifierOrder) -> View {
    order == .beforeSafeAreaInset ? listScope : insetContainer
  }

  /// `headerOffset = value` from a tracker.
  public func setHeaderOffset(_ value: Double) {
    guard value != headerOffset else { return }
    headerOffset = value
    headerOffsetChanges += 1
  }

  /// `.background(Tracker())` at `scope`: a PlatformViewHost filling the scope, behind its
  /// content, holding the tracker's view; the tracker searches when it reaches the window.
  @discardableResult
  public func addOffsetTracker(
    at scope: View, search: @escaping (View) -> ScrollView?, onChange: @escaping (ScrollView, Point) -> Void
  ) -> ListOffsetTrackerView {
    let host = View(runtime: runtime, className: "PlatformViewHost", frame: scope.bounds)
    host.accessibilityIdentifier = "background"
    let tracker = ListOffsetTrackerView(runtime: runtime, search: search, onChange: onChange)
    tracker.frame = host.bounds
    host.addSubview(tracker)
    offsetTrackers.append(tracker)
    scope.insertSubview(host, at: 0)
    return tracker
  }

  /// `.onScrollGeometryChange(for: Double.self, of: transform, action: action)` at `scope`:
  /// binds to the first scroll view in the scope's content (warning when there are several)
  /// and calls `action(old, new)` whenever the transformed value changes.
  @discardableResult
  public func onScrollGeometryChange(
    at scope: View, of transform: @escaping (ListScrollGeometry) -> Double,
    action: @escaping (Double, Double) -> Void
  ) -> ScrollView? {
    let candidates = scope.subtree.compactMap { $0 as? ScrollView }
    if candidates.count > 1 {
      console.append("Multiple scroll views were found. Picking the first one to compare.")
    }
    guard let scrollView = candidates.first else { return nil }
    geometryBindings.append(scrollView)
    var last = transform(ListScrollGeometry(scrollView))
    scrollView.observeContentOffset { scrollView, _ in
      let value = transform(ListScrollGeometry(scrollView))
      guard value != last else { return }
      let old = last
      last = value
      action(old, value)
    }
    return scrollView
  }

  /// Scroll views the trackers observe.
  public var trackedScrollViews: [ScrollView] { offsetTrackers.compactMap(\.observed) + geometryBindings }

  // MARK: Running

  /// The screen appears: the bar starts following the list, the list's content is built (and
  /// its preferences delivered) and the first frame renders.
  public func appear() {
    bar.follow(scrollView)
    list.update()
    renderFrame()
    restingHeaderY = header.frameInWindow.minY
  }

  /// The user scrolls the list to `distance` points below its resting offset; one frame renders.
  public func scroll(toDistance distance: Double) {
    scrollView.contentOffset = Point(x: scrollView.contentOffset.x, y: restingOffsetY + distance)
    renderFrame()
  }

  private func renderFrame() {
    list.render()
    if headerPlacement == .safeAreaInset {
      headerHost.frame.origin.y = bar.frame.maxY
      header.frame.origin.y = -headerOffset
    }
  }

  // MARK: Measuring

  /// How far the list has scrolled from rest: `contentOffset.y - restingOffsetY`.
  public var scrolledDistance: Double { scrollView.contentOffset.y - restingOffsetY }

  /// How far the header has moved up from its resting place: its offset inside the inset region,
  /// or, as a section header, how far it travelled on screen.
  public var headerDisplacement: Double {
    switch headerPlacement {
    case .safeAreaInset: return -header.frame.minY
    case .sectionHeader: return restingHeaderY - header.frameInWindow.minY
    }
  }

  /// The header's region that clips it: its inset region, or the list's frame.
  private var headerClip: Rect {
    let clip = headerPlacement == .safeAreaInset ? headerHost.frameInWindow : scrollView.frameInWindow
    return clip.intersection(window.bounds)
  }

  /// The part of the header that is drawn, in window coordinates.
  public var headerVisibleRect: Rect { header.frameInWindow.intersection(headerClip) }

  /// Where the header should be drawn now: moved up exactly with the content, and not under the bar.
  public var expectedHeaderRect: Rect {
    let belowBar = Rect(x: 0, y: bar.frame.maxY, width: window.bounds.width, height: window.bounds.height)
    let resting = header.frameInWindow.offsetBy(dx: 0, dy: headerDisplacement)
    return resting.offsetBy(dx: 0, dy: -scrolledDistance).intersection(headerClip).intersection(belowBar)
  }

  /// Points of the drawn header covered by the navigation bar (vertically).
  public var headerOcclusion: Double { headerVisibleRect.intersection(bar.occludingRect).height }
}
