/// An emulated UIApplication: its connected scenes and the history of windows made key. The
/// getters apps use to find "the" window are modelled as UIKit documents them:
/// - `keyWindow` (iOS 2.0–13.0, deprecated): the window "most recently sent the
///   makeKeyAndVisible() message", across all connected scenes;
/// - `windows` (deprecated in 15.0): every window of every connected scene, scenes in connection
///   order, windows in creation order (the order across scenes is not documented);
/// - `connectedScenes`: a `Set`, so `.first` is any of them; `scenesInSetOrder` gives every
///   order a caller may see, and problems report the worst.
public final class Application {
  public internal(set) var scenes: [WindowScene] = []
  /// Windows in the order they were made key.
  public private(set) var keyWindowHistory: [Window] = []

  public init() {}

  /// `UIApplication.shared.keyWindow`.
  public var keyWindow: Window? { keyWindowHistory.last }

  /// `UIApplication.shared.windows`.
  public var windows: [Window] { scenes.flatMap(\.windows) }

  /// Which of `scenesInSetOrder` this run's `connectedScenes` iterates in (a Set's order is
  /// unspecified: a problem measures every order).
  public var setOrder = 0

  /// `UIApplication.shared.connectedScenes`, in this run's set order.
  public var connectedScenes: [WindowScene] {
    let orders = scenesInSetOrder
    return orders.isEmpty ? [] : orders[setOrder % orders.count]
  }

  /// Every order in which `connectedScenes` (a Set) may list the scenes: rotations of the
  /// connection order, enough for `.first` to be each scene once.
  public var scenesInSetOrder: [[WindowScene]] {
    scenes.indices.map { start in Array(scenes[start...] + scenes[..<start]) }
  }

  /// The scenes a `.foregroundActive` filter keeps (none while a system alert is up; two in
  /// Split View).
  public var foregroundActiveScenes: [WindowScene] {
    scenes.filter { $0.activationState == .foregroundActive }
  }

  /// Called by a scene when one of its windows is made key.
  func noteMadeKey(_ window: Window) { keyWindowHistory.append(window) }

  /// A system alert (a permission prompt) comes up over the app: every foreground scene becomes
  /// inactive; the app's key window does not change (the alert is another process's window).
  public func presentSystemAlert() {
    for scene in scenes where scene.activationState == .foregroundActive {
      scene.activationState = .foregroundInactive
    }
  }

  /// The system alert is dismissed.
  public func dismissSystemAlert() {
    for scene in scenes where scene.activationState == .foregroundInactive {
      scene.activationState = .foregroundActive
    }
  }
}
