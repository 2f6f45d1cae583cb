/// The moments of a view controller's life at which app code runs, in UIKit's order, with the
/// handlers app code (a strategy) installs at each:
///
/// 1. `initialized`: the controller is made; its view exists in the emulation but is in no window
///    (UIKit: "If the view is not currently installed in a view hierarchy … the insets are 0").
/// 2. `viewDidLoad`: still in no window.
/// 3. `movedToWindow`: the view becomes the root (or a child) of a window's hierarchy.
/// 4. `safeAreaInsetsDidChange` (`viewSafeAreaInsetsDidChange`): during a layout pass, when the
///    root view's insets differ from the last ones delivered.
/// 5. `layout` (`viewDidLayoutSubviews`): every layout pass.
/// 6. `rotation` (`viewWillTransition(to:with:)`): before the layout pass that follows a rotation.
/// 7. `activationChange`: the scene's activation state changed (a system alert came or went);
///    no layout pass follows by itself.
public final class Lifecycle {
  public enum Event: String, CaseIterable, Sendable {
    case initialized = "init"
    case viewDidLoad = "view-did-load"
    case movedToWindow = "moved-to-window"
    case safeAreaInsetsDidChange = "view-safe-area-insets-did-change"
    case layout = "view-did-layout-subviews"
    case rotation = "view-will-transition"
    case activationChange = "activation-change"
  }

  public let controller: ViewController
  private var handlers: [Event: [(ViewController) -> Void]] = [:]
  private var deliveredInsets: EdgeInsets?
  /// What happened, in order.
  public private(set) var events: [String] = []

  public init(controller: ViewController) {
    self.controller = controller
  }

  /// Runs `handler` at every `event` from now on (an override of that method).
  public func on(_ event: Event, _ handler: @escaping (ViewController) -> Void) {
    handlers[event, default: []].append(handler)
  }

  /// Fires `event`: records it and runs its handlers in installation order.
  public func fire(_ event: Event, note: String = "") {
    events.append(event.rawValue + (note.isEmpty ? "" : " (\(note))"))
    for handler in handlers[event] ?? [] { handler(controller) }
  }

  /// Init, then viewDidLoad: the view is in no window for both.
  public func load() {
    fire(.initialized)
    fire(.viewDidLoad, note: "in a window: \(controller.view.window != nil)")
  }

  /// The view enters `superview` (a window, or a container in one) at `frame`, then a layout pass.
  public func move(into superview: View, frame: Rect) {
    controller.view.frame = frame
    superview.addSubview(controller.view)
    fire(.movedToWindow)
    layout()
  }

  /// A layout pass: `viewSafeAreaInsetsDidChange` when the insets changed, then
  /// `viewDidLayoutSubviews`.
  public func layout() {
    let insets = controller.view.safeAreaInsets
    if insets != deliveredInsets {
      deliveredInsets = insets
      fire(.safeAreaInsetsDidChange, note: insets.description)
    }
    fire(.layout)
  }

  /// After the screen turned and the view took its new frame: `viewWillTransition`, then layout.
  public func rotate() {
    fire(.rotation)
    layout()
  }
}
