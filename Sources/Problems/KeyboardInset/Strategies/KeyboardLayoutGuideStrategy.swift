import InsetEmulation
import InsetEngine

/// Pins the receiver's bottom to `view.keyboardLayoutGuide.topAnchor` (iOS 15; Apple,
/// `UIKeyboardLayoutGuide`; WWDC21 "Your guide to keyboard layout"). The guide follows the docked
/// keyboard in the view's own coordinates and rests on the safe area otherwise
/// (`followsUndockedKeyboard` false); no notification code. A receiver designed to reach under the
/// home indicator needs `usesBottomSafeArea = false` (iOS 17) as well.
struct KeyboardLayoutGuideStrategy: Strategy, Equatable {
  typealias Target = KeyboardInsetProblem
  let id: StrategyID = "keyboard-layout-guide"
  let summary = "Pin the bottom to view.keyboardLayoutGuide.topAnchor (iOS 15)"
  let source = "Apple: UIView.keyboardLayoutGuide, UIKeyboardLayoutGuide.followsUndockedKeyboard"
  let availability = Availability.since("15.0")
  let traits: Set<Trait> = [.publicAPI]
  let code = """
    view.keyboardLayoutGuide.followsUndockedKeyboard = false
    scrollView.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor).isActive = true
    """

  func apply(to world: inout KeyboardInsetWorld, in environment: Environment) {
    world.keyboardLayoutGuide.followsUndockedKeyboard = false
    switch world.scenario.receiver {
    case .scrollView: world.scrollViewBottom = .keyboardGuideTop
    case .pinnedControl: world.controlBottom = .keyboardGuideTop
    }
    world.layout()
  }
}
