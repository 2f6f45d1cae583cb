import InsetEmulation
import InsetEngine
import InsetLint

/// The scene of seed 003, run event by event: the app's window, a presenting view controller,
/// its custom input view and the keyboard host. Events happen in UIKit's order:
///
/// 1. init (here): the input view is created; the controller's view exists but is in no window.
/// 2. `viewDidLoad`; the view goes into the window and is laid out; `viewDidAppear`.
/// 3. The first responder is set in `viewDidLoad` (the view is not in a window yet: its
///    `safeAreaInsets` are zero) or in `viewDidAppear`; the host reads the input view's size then.
/// 4. The keyboard comes up: the input view moves to the keyboard window, then layout.
/// 5. Optionally a rotation: both windows take the new orientation's screen and insets, the
///    controller's view is resized, the host lays the input view out again in place.
public final class InputViewBottomInsetWorld {
  /// Where the app calls `becomeFirstResponder()`.
  public enum FirstResponderMoment: String, CaseIterable, Sendable {
    case viewDidLoad = "view-did-load"
    case viewDidAppear = "view-did-appear"
  }

  public let device: DeviceProfile
  public private(set) var orientation: Orientation
  public let appWindow: Window
  public let controller: ViewController
  public let host: KeyboardHost
  public let inputView: InputView
  public let firstResponderAt: FirstResponderMoment
  /// What happened, in order.
  public private(set) var events: [String] = []

  public init(
    device: DeviceProfile, orientation: Orientation, contentHeight: Double,
    firstResponderAt: FirstResponderMoment, runtime: Runtime = Runtime()
  ) {
    self.device = device
    self.orientation = orientation
    self.firstResponderAt = firstResponderAt
    let screen = device.screenSize(in: orientation)
    let safeArea = device.metrics(in: orientation).safeArea
    appWindow = Window(runtime: runtime, screen: screen, safeArea: safeArea)
    controller = ViewController(runtime: runtime)
    host = KeyboardHost(runtime: runtime, screen: screen, safeArea: safeArea)
    inputView = InputView(
      runtime: runtime, contentHeight: contentHeight,
      frame: Rect(x: 0, y: 0, width: screen.width, height: contentHeight))
    host.record = { [unowned self] in self.events.append($0) }
    events.append("init")
  }

  /// Presents the controller and brings the keyboard up; ends with the input view on screen.
  public func present() {
    events.append("viewDidLoad (view in a window: \(controller.view.window != nil))")
    if firstResponderAt == .viewDidLoad { becomeFirstResponder() }
    appWindow.rootViewController = controller
    events.append("controller's view moved to window")
    events.append(
      "viewDidAppear (view safeAreaInsets.bottom \(controller.view.safeAreaInsets.bottom.points))")
    if firstResponderAt == .viewDidAppear { becomeFirstResponder() }
    host.show()
  }

  /// Turns the device to `target`. UIKit keeps both windows and the view hierarchy: nothing
  /// moves to a new window, so no `didMoveToWindow`.
  public func rotate(to target: Orientation) {
    let before = host.window.safeAreaInsets.bottom
    orientation = target
    let screen = device.screenSize(in: target)
    let safeArea = device.metrics(in: target).safeArea
    events.append("rotated to \(target.rawValue): bottom inset \(before.points) -> \(safeArea.bottom.points)")
    appWindow.turn(to: screen, safeArea: safeArea)
    controller.view.frame = appWindow.bounds
    host.rotate(screen: screen, safeArea: safeArea)
  }

  private func becomeFirstResponder() {
    events.append("becomeFirstResponder")
    host.reloadInputViews(inputView)
  }
}
