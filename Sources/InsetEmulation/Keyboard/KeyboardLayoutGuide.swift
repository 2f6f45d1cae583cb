/// `UIView.keyboardLayoutGuide` (iOS 15): a guide whose top tracks the docked keyboard in the
/// owning view's coordinates. Apple, `followsUndockedKeyboard`: "When the keyboard is off screen or
/// undocked, the guide's topAnchor matches the bottomAnchor of safeAreaLayoutGuide", unless
/// `followsUndockedKeyboard` is true; `usesBottomSafeArea` (iOS 17, default true) ties that resting
/// position to the view's `bottomAnchor` instead when false.
public final class KeyboardLayoutGuide {
  public unowned let owningView: View
  public var followsUndockedKeyboard = false
  public var usesBottomSafeArea = true

  public init(owningView: View) { self.owningView = owningView }

  /// Where the guide rests when it does not follow the keyboard, in the owning view's bounds.
  public var restingTop: Double {
    let bounds = owningView.bounds
    return usesBottomSafeArea ? bounds.maxY - owningView.safeAreaInsets.bottom : bounds.maxY
  }

  /// `topAnchor`, in the owning view's bounds, for the keyboard as it is now: the keyboard's top
  /// where the guide follows it and it covers the view, else the resting position.
  public func top(for keyboard: Keyboard) -> Double {
    let follows =
      keyboard.mode.isDocked
      || (followsUndockedKeyboard && keyboard.mode != .hidden && keyboard.mode != .hardware)
    guard follows else { return restingTop }
    let local = owningView.convertFromScreen(keyboard.frame)
    let covered = owningView.bounds.intersection(local)
    guard !covered.isEmpty else { return restingTop }
    return min(restingTop, covered.minY)
  }
}
