/// An emulated UIViewController: owns a root view, may add safe area to it, sits in the
/// responder chain between its view and the view's superview.
open class ViewController {
  public let runtime: Runtime
  @exclusivity(unchecked) public var isa: RuntimeClass
  public let view: View
  /// `additionalSafeAreaInsets`, added to the root view's insets.
  @exclusivity(unchecked) public var additionalSafeAreaInsets: EdgeInsets = .zero
  /// `systemMinimumLayoutMargins` (left/right): the least margins the controller gives its root
  /// view, before the safe area (UIKit: 16 or 20 by size class; the device's system margins).
  @exclusivity(unchecked) public var systemMinimumLayoutMargins = HorizontalMargins.both(0)
  @exclusivity(unchecked) public private(set) weak var parent: ViewController?
  @exclusivity(unchecked) public private(set) var children: [ViewController] = []

  public init(runtime: Runtime, className: String = "UIViewController", view: View? = nil) {
    self.runtime = runtime
    self.isa = runtime[className]
    self.view = view ?? View(runtime: runtime)
    self.view.owningViewController = self
  }

  deinit {
    if view.owningViewController === self { view.owningViewController = nil }
  }

  public var className: String { isa.name }

  public func addChild(_ child: ViewController) {
    child.parent = self
    children.append(child)
  }

  /// UIKit: a controller's next responder is its root view's superview (or its parent).
  public var next: Responder? {
    if let superview = view.superview { return .view(superview) }
    return parent.map { .viewController($0) }
  }
}
