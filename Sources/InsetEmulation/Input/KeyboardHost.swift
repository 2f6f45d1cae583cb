/// The system's input host (UIKit's keyboard window with its `UIInputSetHostView`): when a
/// responder becomes first responder it asks the input view for its size, puts it into the
/// keyboard window at the bottom of the screen, full width, and lays it out.
///
/// Sizing follows UIKit: with `allowsSelfSizing` the height comes from the view's constraints
/// and is re-evaluated at every layout pass; without it, from `intrinsicContentSize` as the
/// layout engine cached it (read again only after `invalidateIntrinsicContentSize()`), else
/// from the frame the view was created with. A rotation re-lays the view out in place: it is
/// not removed from the window, so `didMoveToWindow` is not called again.
public final class KeyboardHost {
  /// The keyboard window: same screen and safe area as the app's window.
  public let window: Window
  /// `UIInputSetHostView`: fills the keyboard window.
  public let hostView: View
  public private(set) var inputView: InputView?
  /// How many times the host read `intrinsicContentSize` (a cache miss of the layout engine).
  public private(set) var intrinsicSizeQueries = 0
  /// The insets last delivered through `safeAreaInsetsDidChange`.
  private var deliveredInsets = EdgeInsets.zero
  /// Where the host reports what it did (the lifecycle's event log).
  public var record: (String) -> Void = { _ in }

  /// A layout loop that has not settled after this many passes is cut off (UIKit would loop).
  static let maxLayoutPasses = 8

  public init(runtime: Runtime, screen: Size, safeArea: EdgeInsets) {
    window = Window(runtime: runtime, screen: screen, safeArea: safeArea)
    window.accessibilityIdentifier = "keyboard window"
    hostView = View(runtime: runtime, frame: window.bounds)
    hostView.accessibilityIdentifier = "input set host view"
    window.addSubview(hostView)
  }

  /// `reloadInputViews()` at first-responder time: takes the view and reads its size.
  public func reloadInputViews(_ view: InputView) {
    inputView = view
    if !view.allowsSelfSizing { _ = intrinsicHeight(of: view) }
  }

  /// Brings the input view on screen: into the keyboard window (`didMoveToWindow` fires), then layout.
  public func show() {
    guard let view = inputView else { return }
    hostView.addSubview(view)
    record("input view moved to window (didMoveToWindow)")
    layout()
  }

  /// Lays the input view out until no one asks for another pass.
  public func layout() {
    hostView.frame = window.bounds
    guard let view = inputView, view.superview === hostView else { return }
    for pass in 1...KeyboardHost.maxLayoutPasses {
      view.needsLayout = false
      let height = self.height(of: view)
      view.frame = Rect(
        x: 0, y: window.bounds.height - height, width: window.bounds.width, height: height)
      record("layout pass \(pass): input view height \(height.points)")
      let insets = view.safeAreaInsets
      if insets != deliveredInsets {
        deliveredInsets = insets
        record("safeAreaInsetsDidChange: bottom \(insets.bottom.points)")
        view.safeAreaInsetsDidChange()
      }
      view.layoutSubviews()
      if !view.needsLayout { return }
    }
    record("layout did not settle after \(KeyboardHost.maxLayoutPasses) passes")
  }

  /// The window takes the new screen and insets; the input view is laid out again in place.
  public func rotate(screen: Size, safeArea: EdgeInsets) {
    window.turn(to: screen, safeArea: safeArea)
    layout()
  }

  func height(of view: InputView) -> Double {
    if view.allowsSelfSizing { return view.fittingHeight }
    let intrinsic = intrinsicHeight(of: view)
    return intrinsic == InputView.noIntrinsicMetric ? view.frame.height : intrinsic
  }

  /// The layout engine's intrinsic height: the cached one, or a fresh read on a cache miss.
  func intrinsicHeight(of view: InputView) -> Double {
    if let cached = view.cachedIntrinsicContentSize { return cached.height }
    let size = view.intrinsicContentSize
    view.cachedIntrinsicContentSize = size
    intrinsicSizeQueries += 1
    record(
      "intrinsicContentSize queried: height "
        + (size.height == InputView.noIntrinsicMetric ? "none" : size.height.points))
    return size.height
  }
}

extension Window {
  /// The window after an interface rotation: new screen bounds, new safe-area insets.
  public func turn(to screen: Size, safeArea: EdgeInsets) {
    frame = Rect(origin: .zero, size: screen)
    deviceInsets = safeArea
  }
}
