/// An emulated UIView: a frame in its superview, a bounds origin (moved by scrolling), subviews,
/// an `isa` in the emulated runtime, and safe-area insets that propagate as UIKit documents:
/// a view's insets are the part of its bounds that its superview's unsafe area covers, plus
/// whatever a view controller adds to its root view (`additionalSafeAreaInsets`).
open class View {
  public let runtime: Runtime
  /// The emulated class; swapped by dynamic subclassing.
  @exclusivity(unchecked) public var isa: RuntimeClass
  @exclusivity(unchecked) public var frame: Rect
  /// The bounds origin: zero except for scroll views, where it is the content offset.
  @exclusivity(unchecked) public var boundsOrigin: Point = .zero
  /// Not weak: a weakly referenced object keeps its reference counts in a side table, which made
  /// every retain and release of a view the slow kind (a sixth of a measurement); and not
  /// checked-unowned either, whose every read is a retain. A view clears its subviews' link when
  /// it goes away (`deinit`), so none dangles.
  public private(set) var superview: View? {
    get { superviewLink?.takeUnretainedValue() }
    set { superviewLink = newValue.map(Unmanaged.passUnretained) }
  }
  /// The link itself, which the walks up the tree read without a retain and a release per step
  /// (safe-area insets and window coordinates are worked out up the tree for every view of every
  /// layout): a superview outlives the walk, held by its own superview or by the caller. This
  /// holds because nothing a walk calls changes the tree: a `safeAreaInsets` implementation
  /// (swizzled or subclassed) only reads, as in UIKit, where a getter that moves views is a bug.
  @exclusivity(unchecked) private var superviewLink: Unmanaged<View>?
  @exclusivity(unchecked) public private(set) var subviews: [View] = []
  /// The view controller whose root view this is (UIKit's `_viewDelegate`). Not weak, for the
  /// reason `superview` is not: the controller clears it when it goes away (`deinit`).
  public internal(set) var owningViewController: ViewController? {
    get { controllerLink?.takeUnretainedValue() }
    set { controllerLink = newValue.map(Unmanaged.passUnretained) }
  }
  /// Read without a retain by the safe-area insets, as `superviewLink` is.
  @exclusivity(unchecked) private var controllerLink: Unmanaged<ViewController>?
  /// Private, ivar-backed flags set through KVC (`setValue(_:forKey:)`), e.g. `_disableSafeArea`.
  public var privateFlags: Set<String> = []
  /// Called when the view is added to or removed from a window (`didMoveToWindow`).
  public var didMoveToWindowHandlers: [(View) -> Void] = []
  /// A label for debugging and pictures.
  public var accessibilityIdentifier: String?

  public init(runtime: Runtime, className: String = "UIView", frame: Rect = .zero) {
    self.runtime = runtime
    self.isa = runtime[className]
    self.frame = frame
  }

  deinit {
    for child in subviews { child.superview = nil }
  }

  public var bounds: Rect { Rect(origin: boundsOrigin, size: frame.size) }
  public var className: String { isa.name }

  // MARK: Hierarchy

  public func addSubview(_ view: View) {
    insertSubview(view, at: subviews.count)
  }

  public func insertSubview(_ view: View, at index: Int) {
    let wasInWindow = view.window != nil
    view.removeFromSuperview(notify: false)
    subviews.insert(view, at: min(index, subviews.count))
    view.superview = self
    if (view.window != nil) != wasInWindow { view.notifyWindowChange() }
  }

  public func removeFromSuperview() { removeFromSuperview(notify: true) }

  private func removeFromSuperview(notify: Bool) {
    guard let parent = superview else { return }
    let wasInWindow = window != nil
    parent.subviews.removeAll { $0 === self }
    superview = nil
    if notify && wasInWindow { notifyWindowChange() }
  }

  private func notifyWindowChange() {
    for handler in didMoveToWindowHandlers { handler(self) }
    for child in subviews { child.notifyWindowChange() }
  }

  /// The window this view is in, if any.
  public var window: Window? {
    var view: View? = self
    while let current = view {
      if let window = current as? Window { return window }
      view = current.superview
    }
    return nil
  }

  /// Ancestors from the superview up.
  public var ancestors: [View] {
    var result: [View] = []
    var view = superview
    while let current = view {
      result.append(current)
      view = current.superview
    }
    return result
  }

  /// This view and every descendant, depth first, in subview order.
  public var subtree: [View] {
    var result: [View] = []
    visitSubtree { result.append($0) }
    return result
  }

  /// The views of `subtree`, in its order, without building it (layout passes walk it per cell).
  public func visitSubtree(_ body: (View) -> Void) {
    body(self)
    for child in subviews { child.visitSubtree(body) }
  }

  /// The responder chain's next link: the owning view controller, else the superview.
  public var next: Responder? {
    if let controller = owningViewController { return .viewController(controller) }
    return superview.map { .view($0) }
  }

  // MARK: Coordinates

  /// Converts a rectangle in this view's bounds coordinates to window (screen) coordinates.
  public func convertToWindow(_ rect: Rect) -> Rect {
    var result = rect
    // Up the tree without a retain and a release per link (`superviewLink`).
    var link: Unmanaged<View>? = Unmanaged.passUnretained(self)
    while let view = link {
      let up: Unmanaged<View>?? = view._withUnsafeGuaranteedRef { current in
        if current is Window { return .none }
        result = result.offsetBy(
          dx: current.frame.minX - current.boundsOrigin.x, dy: current.frame.minY - current.boundsOrigin.y)
        return .some(current.superviewLink)
      }
      guard case .some(let next) = up else { break }
      link = next
    }
    return result
  }

  /// Converts a rectangle in window coordinates into this view's bounds coordinates.
  public func convertFromWindow(_ rect: Rect) -> Rect {
    let origin = convertToWindow(Rect(origin: .zero, size: .zero)).origin
    return rect.offsetBy(dx: -origin.x, dy: -origin.y)
  }

  /// This view's bounds in window coordinates.
  public var frameInWindow: Rect { convertToWindow(bounds) }

  // MARK: Safe area

  /// `safeAreaInsets`, dispatched through the emulated runtime so that swizzling and dynamic
  /// subclassing act exactly where they act in UIKit.
  public var safeAreaInsets: EdgeInsets {
    // The class is held by the view while it is asked: no retain around the lookup.
    let imp = Unmanaged.passUnretained(isa)._withUnsafeGuaranteedRef {
      $0.implementation(for: .safeAreaInsets)
    }
    if let imp { return imp(self) }
    return geometricSafeAreaInsets
  }

  /// UIView's own implementation: the overlap of this view's bounds with the superview's unsafe
  /// area, plus the owning controller's `additionalSafeAreaInsets`. Each edge is clamped to the
  /// view's size, as UIKit does.
  public var geometricSafeAreaInsets: EdgeInsets {
    var insets = EdgeInsets.zero
    if let link = superviewLink {
      // In the parent's bounds coordinates (which already include its bounds origin, i.e. the
      // content offset of a scroll view), like `frame`: subtract the frame origin only.
      let parentSafe = link._withUnsafeGuaranteedRef { parent in
        parent.bounds.inset(by: parent.safeAreaInsets)
      }
      let safeHere = parentSafe.offsetBy(dx: -frame.minX + boundsOrigin.x, dy: -frame.minY + boundsOrigin.y)
      let own = bounds
      insets = EdgeInsets(
        top: min(max(0, safeHere.minY - own.minY), own.height),
        left: min(max(0, safeHere.minX - own.minX), own.width),
        bottom: min(max(0, own.maxY - safeHere.maxY), own.height),
        right: min(max(0, own.maxX - safeHere.maxX), own.width))
    }
    if let link = controllerLink {
      insets = insets + link._withUnsafeGuaranteedRef { $0.additionalSafeAreaInsets }
    }
    return insets
  }

  /// The safe region of this view in its own bounds coordinates.
  public var safeAreaFrame: Rect { bounds.inset(by: safeAreaInsets) }
}

/// A link of the responder chain: a view or a view controller.
public enum Responder {
  case view(View)
  case viewController(ViewController)

  public var next: Responder? {
    switch self {
    case .view(let view): return view.next
    case .viewController(let controller): return controller.next
    }
  }

  public var className: String {
    switch self {
    case .view(let view): return view.className
    case .viewController(let controller): return controller.className
    }
  }
}
