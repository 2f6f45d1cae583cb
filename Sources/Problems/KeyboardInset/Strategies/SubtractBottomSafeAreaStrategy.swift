import InsetEmulation
import InsetEngine

/// The end frame's height less the view's bottom safe-area inset (BottleRocketStudios/
/// iOS-KeyboardSupport PR #13). Fixes the full-screen phone; still wrong where the view does not
/// reach the screen's bottom (a sheet) or the keyboard is not docked, and 34 pt short where the
/// receiver does not add the safe area (a `.never` scroll view, square/Blueprint PR #283).
struct SubtractBottomSafeAreaStrategy: Strategy {
  typealias Target = KeyboardInsetProblem
  let id: StrategyID = "subtract-bottom-safe-area"
  let summary = "contentInset.bottom = end frame height - view.safeAreaInsets.bottom"
  let source = "BottleRocketStudios/iOS-KeyboardSupport PR #13; square/Blueprint PR #283"
  let availability = Availability.since("11.0")
  let traits: Set<Trait> = [.publicAPI]
  let code = """
    NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillChangeFrameNotification, object: nil, queue: .main) { note in
        let frame = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect) ?? .zero
        scrollView.contentInset.bottom = max(0, frame.height - view.safeAreaInsets.bottom)
    }
    NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillHideNotification, object: nil, queue: .main) { _ in
        scrollView.contentInset.bottom = 0
    }
    """

  func apply(to world: inout KeyboardInsetWorld, in environment: Environment) {
    world.handlers.append { note, world in
      switch note.name {
      case .willChangeFrame where note.mode != .hidden:
        world.setBottomInset(max(0, note.end.height - world.view.safeAreaInsets.bottom))
      case .willHide: world.setBottomInset(0)
      default: break
      }
    }
  }
}
