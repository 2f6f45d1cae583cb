/// The view a SwiftUI `.safeAreaInset(edge: .top) { header }` modifies: its content sees the
/// inset's height added to its top safe area, so a List inside starts its rows below the header
/// (UIKit adds the safe area to the scroll view's adjusted content inset).
public final class ListSafeAreaInsetView: View {
  /// What `.safeAreaInset` adds on each edge.
  public var extraSafeArea: EdgeInsets = .zero

  public override var geometricSafeAreaInsets: EdgeInsets { super.geometricSafeAreaInsets + extraSafeArea }
}

/// Where a tracking modifier sits relative to `.safeAreaInset(edge: .top)` in the view code:
/// on the List itself (`List { … }.onScrollGeometryChange(…).safeAreaInset(…)`) or on the view
/// that `.safeAreaInset` returns, which also holds the header (`….safeAreaInset(…).onScroll…`).
public enum ListModifierOrder: String, Sendable, CaseIterable {
  case beforeSafeAreaInset = "before-safe-area-inset"
  case afterSafeAreaInset = "after-safe-area-inset"
}

/// What SwiftUI's `ScrollGeometry` carries (iOS 18): the scroll view's offset, its insets (the
/// adjusted content inset), content size and visible size.
public struct ListScrollGeometry: Equatable, Sendable {
  public let contentOffset: Point
  public let contentInsets: EdgeInsets
  public let contentSize: Size
  public let containerSize: Size

  public init(_ scrollView: ScrollView) {
    contentOffset = scrollView.contentOffset
    contentInsets = scrollView.adjustedContentInset
    contentSize = scrollView.contentSize
    containerSize = scrollView.frame.size
  }
}

/// The UIView a `UIViewRepresentable` tracker makes, placed with `.background(…)`. When it
/// moves to a window it looks for a scroll view with its `search` (the tracker's own logic) and,
/// if it finds one, observes its `contentOffset` with KVO (`options: [.initial, .new]`).
public final class ListOffsetTrackerView: View {
  private let search: (View) -> ScrollView?
  private let onChange: (ScrollView, Point) -> Void
  /// The scroll view it observes; nil when the search found none.
  public private(set) var observed: ScrollView?
  /// True once it searched (it was in a window).
  public private(set) var searched = false

  public init(
    runtime: Runtime, search: @escaping (View) -> ScrollView?, onChange: @escaping (ScrollView, Point) -> Void
  ) {
    self.search = search
    self.onChange = onChange
    super.init(runtime: runtime, className: "UIView")
    accessibilityIdentifier = "ScrollViewOffsetTracker"
    didMoveToWindowHandlers.append { view in (view as? ListOffsetTrackerView)?.didMoveToWindow() }
  }

  private func didMoveToWindow() {
    guard window != nil, !searched else { return }
    searched = true
    guard let scrollView = search(self) else { return }
    observed = scrollView
    let onChange = self.onChange
    scrollView.observeContentOffset { scrollView, offset in onChange(scrollView, offset) }
    onChange(scrollView, scrollView.contentOffset)
  }
}
