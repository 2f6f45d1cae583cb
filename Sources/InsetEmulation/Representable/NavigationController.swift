/// An emulated UINavigationController. Its root view (`UILayoutContainerView`) holds a transition
/// view that shows the top controller's view inside a `UIViewControllerWrapperView`, and the
/// navigation bar on top with the title label. Pushed controllers become children, so a view
/// inside the top controller's view reaches the navigation controller through `next`:
/// content view → its controller → the wrapper and transition views → the container view → the
/// navigation controller (UIKit's documented responder chain; the private container names are
/// modelled). SwiftUI's NavigationStack (and NavigationView before it) is one of these.
///
/// Not modelled: the bar's effect on the children's safe area, transitions, the toolbar.
open class NavigationController: ViewController {
  public let transitionView: View
  public let navigationBar: View
  public let titleLabel: View
  public private(set) var viewControllers: [ViewController] = []
  /// 44 pt for a standard bar, 96 pt with a large title (44 + 52).
  public let navigationBarHeight: Double

  public init(
    runtime: Runtime, rootViewController: ViewController, frame: Rect, title: String = "",
    prefersLargeTitles: Bool = false
  ) {
    runtime.declareRepresentableWrapperClasses()
    let bounds = Rect(origin: .zero, size: frame.size)
    let barHeight: Double = prefersLargeTitles ? 96 : 44
    navigationBarHeight = barHeight
    transitionView = View(runtime: runtime, className: "UINavigationTransitionView", frame: bounds)
    let bar = View(
      runtime: runtime, className: "UINavigationBar",
      frame: Rect(x: 0, y: 0, width: frame.width, height: barHeight))
    let label = View(
      runtime: runtime, className: "UILabel", frame: bar.bounds.inset(by: EdgeInsets(left: 16, right: 16)))
    label.accessibilityIdentifier = "navigation title \(title)"
    navigationBar = bar
    titleLabel = label
    super.init(
      runtime: runtime, className: "UINavigationController",
      view: View(runtime: runtime, className: "UILayoutContainerView", frame: frame))
    view.addSubview(transitionView)
    navigationBar.addSubview(titleLabel)
    view.addSubview(navigationBar)
    pushViewController(rootViewController)
  }

  public var topViewController: ViewController? { viewControllers.last }

  /// Shows `controller` (no animation): it becomes a child, and its view replaces the previous
  /// top view inside a fresh wrapper view filling the transition view.
  public func pushViewController(_ controller: ViewController) {
    for wrapper in transitionView.subviews { wrapper.removeFromSuperview() }
    let wrapper = View(
      runtime: runtime, className: "UIViewControllerWrapperView", frame: transitionView.bounds)
    controller.view.frame = wrapper.bounds
    wrapper.addSubview(controller.view)
    transitionView.addSubview(wrapper)
    addChild(controller)
    viewControllers.append(controller)
  }
}
