/// How a scroll view turns the safe area into content insets (`contentInsetAdjustmentBehavior`).
public enum ContentInsetAdjustment: Sendable {
  /// Adjusted on the scrollable axes only (`.scrollableAxes`); a vertical scroll view adds the
  /// top and bottom safe area to its content inset.
  case scrollableAxes
  /// Always adjusted on every edge (`.always`).
  case always
  /// Never adjusted (`.never`).
  case never
}

/// An emulated UIScrollView: the bounds origin is the content offset; observers registered
/// with `observeContentOffset` are told every change (key-value observing).
open class ScrollView: View {
  @exclusivity(unchecked) public var contentSize: Size = .zero
  @exclusivity(unchecked) public var contentInset: EdgeInsets = .zero
  @exclusivity(unchecked) public var contentInsetAdjustmentBehavior: ContentInsetAdjustment = .scrollableAxes
  /// True when the content only scrolls vertically (lists, collection views).
  @exclusivity(unchecked) public var scrollsVertically = true
  @exclusivity(unchecked) private var offsetObservers: [(ScrollView, Point) -> Void] = []

  public override init(runtime: Runtime, className: String = "UIScrollView", frame: Rect = .zero) {
    super.init(runtime: runtime, className: className, frame: frame)
  }

  /// `contentOffset`; setting it moves the bounds and notifies observers (KVO).
  public var contentOffset: Point {
    get { boundsOrigin }
    set {
      guard newValue != boundsOrigin else { return }
      boundsOrigin = newValue
      for observer in offsetObservers { observer(self, newValue) }
    }
  }

  /// `observe(\.contentOffset)`: the closure is called on every change.
  public func observeContentOffset(_ observer: @escaping (ScrollView, Point) -> Void) {
    offsetObservers.append(observer)
  }

  public var offsetObserverCount: Int { offsetObservers.count }

  /// `adjustedContentInset`: the content inset plus the safe area on the adjusted edges.
  public var adjustedContentInset: EdgeInsets {
    let safe = safeAreaInsets
    switch contentInsetAdjustmentBehavior {
    case .never: return contentInset
    case .always: return contentInset + safe
    case .scrollableAxes:
      return contentInset
        + (scrollsVertically
          ? EdgeInsets(top: safe.top, bottom: safe.bottom) : EdgeInsets(left: safe.left, right: safe.right))
    }
  }

  /// The offset at which the first content is just below the adjusted top inset (scrolled to top).
  public var restingOffset: Point {
    let inset = adjustedContentInset
    return scrollsVertically ? Point(x: 0, y: -inset.top) : Point(x: -inset.left, y: 0)
  }
}
