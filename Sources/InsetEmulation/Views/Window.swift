/// The key window: fills the screen of a device in an orientation; its safe-area insets are the
/// device's (status bar, sensor housing, home indicator).
public final class Window: View {
  public internal(set) var deviceInsets: EdgeInsets
  /// `windowLevel`: normal 0, alert windows above (UIWindow.Level.alert).
  public var windowLevel: Double = 0
  /// `windowScene`: the scene the window belongs to, when it was made in one.
  public internal(set) weak var scene: WindowScene?
  public var rootViewController: ViewController? {
    didSet {
      guard let controller = rootViewController else { return }
      controller.view.frame = bounds
      addSubview(controller.view)
    }
  }

  public init(runtime: Runtime, screen: Size, safeArea: EdgeInsets) {
    deviceInsets = safeArea
    super.init(runtime: runtime, className: "UIWindow", frame: Rect(origin: .zero, size: screen))
  }

  /// The device turned: the window takes the screen's new size (at `frame`'s origin) and the
  /// orientation's safe-area insets, as UIKit resizes a full-screen window on rotation.
  public func rotate(to frame: Rect, safeArea: EdgeInsets) {
    deviceInsets = safeArea
    self.frame = frame
  }

  /// A window's insets come from the screen, not from a superview.
  public override var geometricSafeAreaInsets: EdgeInsets { deviceInsets }
}
