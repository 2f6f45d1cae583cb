import InsetEmulation
import InsetEngine

/// Turns the covered part of the view into extra safe area, so the automatic scroll insets and
/// every constraint to the safe area follow (Apple, `additionalSafeAreaInsets`: "extend the safe
/// area to include custom content"; Douglas Hill's gist, with a docked test (the keyboard on the screen's bottom edge)). Moves
/// everything of the controller, and does nothing for receivers that ignore the safe area (a
/// `.never` scroll view, a constraint to `view.bottomAnchor`).
struct AdditionalSafeAreaFromOverlapStrategy: Strategy {
  typealias Target = KeyboardInsetProblem
  let id: StrategyID = "additional-safe-area-from-overlap"
  let summary =
    "additionalSafeAreaInsets.bottom = the keyboard's overlap with the view beyond the system inset"
  let source =
    "Apple: UIViewController.additionalSafeAreaInsets; Douglas Hill, updateSafeAreaForKeyboardFromNotification (gist)"
  let availability = Availability.since("13.0")
  let traits: Set<Trait> = [.publicAPI, .globalSideEffect]
  let code = """
    NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillChangeFrameNotification, object: nil, queue: .main) { note in
        guard let screenFrame = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect,
              let screen = self.view.window?.windowScene?.screen else { return }
        let local = self.view.convert(screenFrame, from: screen.coordinateSpace)
        let docked = screenFrame.maxY >= screen.bounds.maxY
        let overlap = docked ? self.view.bounds.intersection(local).height : 0
        let systemBottom = self.view.safeAreaInsets.bottom - self.additionalSafeAreaInsets.bottom
        self.additionalSafeAreaInsets.bottom = max(0, overlap - systemBottom)
    }
    """

  func apply(to world: inout KeyboardInsetWorld, in environment: Environment) {
    world.handlers.append { note, world in
      guard note.name == .willChangeFrame else { return }
      let view = world.view
      let local = view.convertFromScreen(note.end)
      let docked = note.end.maxY >= world.keyboard.screen.height
      let overlap = docked ? view.bounds.intersection(local).height : 0
      let systemBottom = view.safeAreaInsets.bottom - world.controller.additionalSafeAreaInsets.bottom
      world.controller.additionalSafeAreaInsets.bottom = max(0, overlap - systemBottom)
    }
  }
}
