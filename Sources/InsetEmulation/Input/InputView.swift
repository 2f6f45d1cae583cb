/// An emulated UIInputView used as a custom `inputView` / `inputAccessoryView` (seed 003): the
/// app's content (keys, a toolbar) pinned to the top, leading and trailing edges, and optionally
/// to the bottom through `bottomConstraint`.
///
/// What a subclass overrides is installed as closures, because the fixes of seed 003 are
/// exactly such overrides: `intrinsicContentSize`, `didMoveToWindow` (the core's
/// `didMoveToWindowHandlers`), `safeAreaInsetsDidChange` and `layoutSubviews`.
open class InputView: View {
  /// `UIView.noIntrinsicMetric`.
  public static let noIntrinsicMetric = -1.0

  /// `allowsSelfSizing`. False (UIKit's default): the host takes the height from
  /// `intrinsicContentSize`, else from the frame given at init. True: from the view's own
  /// constraints (its fitting size), re-evaluated at every layout pass.
  public var allowsSelfSizing = false
  /// The app's content; it has its own height, `contentHeight`.
  public let contentView: View
  public var contentHeight: Double {
    didSet { if contentHeight != oldValue { setNeedsLayout() } }
  }
  /// The content's bottom pinned `constant` points above the input view's bottom; nil when the
  /// content keeps its own height at the top and nothing ties it to the bottom.
  public var bottomConstraint: BottomConstraint? {
    didSet {
      bottomConstraint?.owner = self
      setNeedsLayout()
    }
  }
  /// A controller handed in at init (`init(viewController:)`), for overrides that read it.
  public weak var injectedViewController: ViewController?
  /// A subclass's `intrinsicContentSize`; nil keeps UIView's (no intrinsic metric either way).
  public var intrinsicContentSizeOverride: ((InputView) -> Size)?
  /// A subclass's `safeAreaInsetsDidChange`, called by the host when this view's insets change.
  public var safeAreaInsetsDidChangeHandlers: [(InputView) -> Void] = []
  /// A subclass's `layoutSubviews`, run after UIInputView's own layout of the content.
  public var layoutSubviewsHandlers: [(InputView) -> Void] = []

  /// Set by `setNeedsLayout`: a constraint or the intrinsic size changed since the last pass.
  public internal(set) var needsLayout = false
  /// The layout engine's copy of `intrinsicContentSize`: read once, kept until
  /// `invalidateIntrinsicContentSize()` (UIKit documents this caching).
  public internal(set) var cachedIntrinsicContentSize: Size?

  /// `init(frame:inputViewStyle:)` followed by the content set-up: content pinned on all four
  /// edges with a bottom constant of 0, as a library input view typically is.
  public init(runtime: Runtime, contentHeight: Double, frame: Rect) {
    self.contentHeight = contentHeight
    contentView = View(runtime: runtime)
    contentView.accessibilityIdentifier = "content"
    super.init(runtime: runtime, className: "UIInputView", frame: frame)
    accessibilityIdentifier = "input view"
    addSubview(contentView)
    // Property observers do not run in the declaring class's init: wire the owner by hand.
    let constraint = BottomConstraint(constant: 0)
    constraint.owner = self
    bottomConstraint = constraint
  }

  /// `intrinsicContentSize`, as the subclass computes it right now (uncached).
  public var intrinsicContentSize: Size {
    intrinsicContentSizeOverride?(self)
      ?? Size(width: InputView.noIntrinsicMetric, height: InputView.noIntrinsicMetric)
  }

  /// `invalidateIntrinsicContentSize()`: the next layout reads the size again.
  public func invalidateIntrinsicContentSize() {
    cachedIntrinsicContentSize = nil
    setNeedsLayout()
  }

  public func setNeedsLayout() { needsLayout = true }

  /// `systemLayoutSizeFitting(_:)` height: the content's height plus the bottom constant.
  public var fittingHeight: Double { contentHeight + (bottomConstraint?.constant ?? 0) }

  /// `safeAreaInsetsDidChange()`.
  public func safeAreaInsetsDidChange() {
    for handler in safeAreaInsetsDidChangeHandlers { handler(self) }
  }

  /// `layoutSubviews()`: `super` places the content from its constraints, then the subclass runs.
  public func layoutSubviews() {
    let height = bottomConstraint.map { max(0, bounds.height - $0.constant) } ?? contentHeight
    contentView.frame = Rect(x: 0, y: 0, width: bounds.width, height: height)
    for handler in layoutSubviewsHandlers { handler(self) }
  }

  /// The constraint between the content's bottom and the input view's bottom (an inset).
  public final class BottomConstraint {
    weak var owner: InputView?
    /// Points between the content's bottom and the input view's bottom.
    public var constant: Double {
      didSet { if constant != oldValue { owner?.setNeedsLayout() } }
    }
    public init(constant: Double) { self.constant = constant }
  }
}
