import InsetEmulation
import InsetEngine

/// As is: the raw end-frame height as the bottom inset (or a constraint's constant). Right only
/// where the receiver does not add the safe area itself and the view spans the screen; it counts
/// the home-indicator band twice on an automatically adjusted scroll view or a constraint to the
/// safe area (square/Listable #100; BottleRocketStudios/iOS-KeyboardSupport PR #13).
struct RawEndFrameHeightStrategy: Strategy {
  typealias Target = KeyboardInsetProblem
  let id: StrategyID = "raw-end-frame-height"
  let summary = "As is: contentInset.bottom (or the constant) = the keyboard end frame's height"
  let source = "Apple: UIResponder.keyboardFrameEndUserInfoKey; square/Listable #100"
  let availability = Availability.since("11.0")
  let traits: Set<Trait> = [.publicAPI]
  let isBaseline = true
  let code = """
    NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillChangeFrameNotification, object: nil, queue: .main) { note in
        let frame = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect) ?? .zero
        scrollView.contentInset.bottom = frame.height
        scrollView.verticalScrollIndicatorInsets.bottom = frame.height
    }
    NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillHideNotification, object: nil, queue: .main) { _ in
        scrollView.contentInset.bottom = 0
        scrollView.verticalScrollIndicatorInsets.bottom = 0
    }
    """

  func apply(to world: inout KeyboardInsetWorld, in environment: Environment) {
    world.handlers.append { note, world in
      switch note.name {
      case .willChangeFrame where note.mode != .hidden: world.setBottomInset(note.end.height)
      case .willHide: world.setBottomInset(0)
      default: break
      }
    }
  }
}
