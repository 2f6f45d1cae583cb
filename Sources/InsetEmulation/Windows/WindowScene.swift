/// An emulated UIWindowScene: a region of a screen (full screen, a Split View column, a Slide Over
/// panel, an external display), an activation state, and its windows in creation order. Each
/// window's safe area is its overlap with the screen's unsafe edges. Since iOS 15 a scene has its
/// own key window (`UIWindowScene.keyWindow`); `UIApplication.keyWindow` is the last window made
/// key across all scenes (Apple, `UIApplication.keyWindow`).
public final class WindowScene {
  public enum ActivationState: String, Sendable {
    case foregroundActive
    case foregroundInactive
    case background
  }

  public let name: String
  public let screen: Screen
  /// The scene's frame in screen coordinates.
  public private(set) var frame: Rect
  public var activationState: ActivationState = .foregroundActive
  public private(set) var windows: [Window] = []
  /// `UIWindowScene.keyWindow` (iOS 15): this scene's window most recently made key.
  public fileprivate(set) var keyWindow: Window?
  public fileprivate(set) weak var application: Application?

  public init(name: String, screen: Screen, frame: Rect? = nil) {
    self.name = name
    self.screen = screen
    self.frame = frame ?? screen.bounds
  }

  /// A new window filling the scene (`UIWindow(windowScene:)`), appended to `windows`.
  @discardableResult
  public func makeWindow(runtime: Runtime, level: Double = 0) -> Window {
    let window = Window(runtime: runtime, screen: frame.size, safeArea: screen.insets(ofWindowAt: frame))
    window.frame = frame
    window.windowLevel = level
    window.scene = self
    windows.append(window)
    return window
  }

  /// `makeKeyAndVisible()`: the window becomes this scene's key window and the app's.
  public func makeKey(_ window: Window) {
    keyWindow = window
    application?.noteMadeKey(window)
  }

  /// Moves or resizes the scene (rotation, a Split View or Slide Over change); every window
  /// follows and takes its new safe area.
  public func place(at frame: Rect) {
    self.frame = frame
    for window in windows {
      window.frame = frame
      window.deviceInsets = screen.insets(ofWindowAt: frame)
      window.rootViewController?.view.frame = window.bounds
    }
  }

  /// The scene after its screen turned: it fills the new screen.
  public func followScreen() { place(at: screen.bounds) }

  fileprivate func attach(to application: Application) { self.application = application }
}

extension Application {
  /// `UIApplication.connectedScenes` gains a scene (`scene(_:willConnectTo:options:)`).
  public func connect(_ scene: WindowScene) {
    scenes.append(scene)
    scene.attach(to: self)
  }
}
