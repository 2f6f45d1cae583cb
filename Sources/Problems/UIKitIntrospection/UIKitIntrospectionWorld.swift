import InsetEmulation
import InsetEngine
import InsetLint

/// The screen of seed 001: a SwiftUI screen in the app's root `UIHostingController`, with one
/// control wearing the seed's `.viewExtractor { … }`, i.e. `.background(helper).compositingGroup()`.
///
/// - A UIKit-backed or drawn control sits in the hosting view inside its `CompositingGroup`, and
///   above it a second control of the same kind without a helper (the seed's screen stacks several
///   controls in one VStack): a lookup that searches too widely meets that one first.
/// - For `navigationStack`, as in the seed, the helper is on the `List` inside the stack: the group
///   lives in the pushed content's hosting view, inside the `NavigationController`'s view.
///
/// Timeline of `run`: SwiftUI mounts the helper's representable (`makeUIView`), an update may then
/// insert wrapper layers between the group and the control's host, and the main queue runs last —
/// where the seed's deferred lookup executes.
public final class UIKitIntrospectionWorld {
  public let runtime: Runtime
  public let control: SwiftUIControl
  public let os: OSVersion
  public let window: Window
  /// The app's root `UIHostingController` (its view is a `_UIHostingView`).
  public let rootController: ViewController
  public let group: CompositingGroup
  /// The helper's representable host: the group's background.
  public let helperHost: RepresentableHost
  /// The SwiftUI view the helper is the background of (for `navigationStack`: the List).
  public let controlHost: SwiftUIControl.Host
  /// The same kind of control elsewhere on the screen, without a helper.
  public let neighbour: SwiftUIControl.Host?
  public let navigationController: NavigationController?
  public let mainQueue = RepresentableHost.MainQueue()

  public init(
    runtime: Runtime = Runtime(), control: SwiftUIControl, os: OSVersion, screen: Size, safeArea: EdgeInsets
  ) {
    runtime.declareRepresentableWrapperClasses()
    self.runtime = runtime
    self.control = control
    self.os = os
    window = Window(runtime: runtime, screen: screen, safeArea: safeArea)
    rootController = ViewController(
      runtime: runtime, className: "UIHostingController",
      view: View(runtime: runtime, className: "_UIHostingView"))
    window.rootViewController = rootController
    let helperHost = RepresentableHost(runtime: runtime, frame: .zero) { _ in
      // The seed's makeUIView: a clear view that takes no touches.
      let view = View(runtime: runtime)
      view.accessibilityIdentifier = "view extract helper"
      return view
    }
    self.helperHost = helperHost
    let safe = window.bounds.inset(by: safeArea)
    if control == .navigationStack {
      let content = ViewController(
        runtime: runtime, className: "UIHostingController",
        view: View(runtime: runtime, className: "_UIHostingView"))
      let navigation = NavigationController(
        runtime: runtime, rootViewController: content, frame: Rect(origin: .zero, size: safe.size),
        title: "Home",
        prefersLargeTitles: true)
      navigation.view.accessibilityIdentifier = "navigation-stack"
      rootController.addChild(navigation)
      rootController.view.addSubview(SwiftUIControl.Host(runtime: runtime, frame: safe, hosting: navigation))
      let listFrame = Rect(
        x: 0, y: navigation.navigationBarHeight, width: safe.width,
        height: max(0, safe.height - navigation.navigationBarHeight))
      controlHost = SwiftUIControl.Host(runtime: runtime, control: .list, os: os, frame: listFrame)
      group = CompositingGroup(
        runtime: runtime, frame: listFrame, background: helperHost, content: controlHost)
      content.view.addSubview(group)
      navigationController = navigation
      neighbour = nil
    } else {
      let height = min(control.height, max(1, (safe.height - 40) / 2))
      let first = Rect(x: safe.minX + 16, y: safe.minY + 16, width: max(1, safe.width - 32), height: height)
      let other = SwiftUIControl.Host(runtime: runtime, control: control, os: os, frame: first)
      other.accessibilityIdentifier = "neighbour \(control.rawValue)"
      other.uikitView?.accessibilityIdentifier = "neighbour \(control.rawValue)"
      rootController.view.addSubview(other)
      controlHost = SwiftUIControl.Host(
        runtime: runtime, control: control, os: os, frame: first.offsetBy(dx: 0, dy: height + 8))
      group = CompositingGroup(
        runtime: runtime, frame: controlHost.frame, background: helperHost, content: controlHost)
      rootController.view.addSubview(group)
      navigationController = nil
      neighbour = other
    }
    controlHost.accessibilityIdentifier = control.rawValue
    controlHost.uikitView?.accessibilityIdentifier = control == .navigationStack ? "list" : control.rawValue
  }

  /// The UIKit object really behind the control — what a correct lookup returns — or nil when
  /// SwiftUI draws the control itself.
  public var backingObject: Responder? {
    if let navigationController { return .viewController(navigationController) }
    return controlHost.uikitView.map { .view($0) }
  }

  /// Where the control is on screen: the group, or the navigation controller's view.
  public var controlFrameInWindow: Rect {
    navigationController?.view.frameInWindow ?? group.frameInWindow
  }

  /// Mounts the helper (SwiftUI calls `makeUIView`), applies an update that inserts
  /// `extraWrapperLayers` layers between the group and the control's host, then lets the main
  /// queue run.
  public func run(extraWrapperLayers: Int) {
    helperHost.mount(mainQueue: mainQueue)
    for _ in 0..<max(0, extraWrapperLayers) { group.insertWrapperLayer() }
    mainQueue.drain()
  }
}
