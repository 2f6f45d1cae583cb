/// The UIKit side of a SwiftUI `NavigationStack` (or `NavigationView` before iOS 16) showing one
/// screen: a UINavigationController whose view (UILayoutContainerView) holds the transition and
/// wrapper views with the root UIHostingController's view, and the navigation bar above them.
/// As UIKit's navigation controller does, the bar's resting height reaches the root view as
/// extra safe area; the root view itself fills the window, under the bar.
public final class NavigationStack {
  public let controller: ViewController
  public let rootController: ViewController
  public let bar: NavigationBar

  /// Builds the stack in `window` and makes it the window's root view controller.
  public init(in window: Window, largeTitle: Bool, compactVertical: Bool) {
    let runtime = window.runtime
    for name in ["UILayoutContainerView", "UINavigationTransitionView", "UIViewControllerWrapperView"] {
      runtime.declareClass(name, superclass: runtime["UIView"])
    }
    let bounds = window.bounds
    controller = ViewController(
      runtime: runtime, className: "UINavigationController",
      view: View(runtime: runtime, className: "UILayoutContainerView", frame: bounds))
    rootController = ViewController(
      runtime: runtime, className: "UIHostingController",
      view: View(runtime: runtime, className: "_UIHostingView", frame: bounds))
    controller.addChild(rootController)
    bar = NavigationBar(
      runtime: runtime, width: bounds.width, top: window.safeAreaInsets.top, largeTitle: largeTitle,
      compactVertical: compactVertical)
    let transition = View(runtime: runtime, className: "UINavigationTransitionView", frame: bounds)
    let wrapper = View(runtime: runtime, className: "UIViewControllerWrapperView", frame: bounds)
    controller.view.addSubview(transition)
    transition.addSubview(wrapper)
    wrapper.addSubview(rootController.view)
    controller.view.addSubview(bar)
    rootController.additionalSafeAreaInsets = EdgeInsets(top: bar.restingHeight)
    window.rootViewController = controller
  }

  /// The root hosting controller's view: where the screen's SwiftUI content lives.
  public var rootView: View { rootController.view }
}
