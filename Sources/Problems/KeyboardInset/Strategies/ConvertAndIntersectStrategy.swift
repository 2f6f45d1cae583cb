import InsetEmulation
import InsetEngine

/// Converts the end frame out of screen space, intersects it with the receiver and takes off only
/// the part the system adds already (Apple, `keyboardFrameEndUserInfoKey`: convert the frame;
/// Papercloud/KeyboardConstraint PR #9; Kofktu/KUIKeyboard PR #7). A keyboard off the screen's bottom
/// edge (undocked, floating) is not avoided, as `keyboardLayoutGuide` does by default. iOS 13 as written (`windowScene`).
struct ConvertAndIntersectStrategy: Strategy, Equatable {
  typealias Target = KeyboardInsetProblem
  let id: StrategyID = "convert-and-intersect"
  let summary =
    "Convert the end frame to the scroll view, intersect with its bounds, take off the system's part"
  let source = "Apple: UIResponder.keyboardFrameEndUserInfoKey; Papercloud/KeyboardConstraint PR #9"
  let availability = Availability.since("13.0")
  let traits: Set<Trait> = [.publicAPI]
  let code = """
    NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillChangeFrameNotification, object: nil, queue: .main) { note in
        guard let screenFrame = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect,
              let screen = scrollView.window?.windowScene?.screen else { return }
        let local = scrollView.convert(screenFrame, from: screen.coordinateSpace)
        let docked = screenFrame.maxY >= screen.bounds.maxY
        let overlap = docked ? scrollView.bounds.intersection(local).height : 0
        let systemPart = scrollView.adjustedContentInset.bottom - scrollView.contentInset.bottom
        scrollView.contentInset.bottom = max(0, overlap - systemPart)
    }
    """

  func apply(to world: inout KeyboardInsetWorld, in environment: Environment) {
    world.handlers.append { note, world in
      guard note.name == .willChangeFrame else { return }
      let receiver = world.receiverView
      let local = receiver.convertFromScreen(note.end)
      let docked = note.end.maxY >= world.keyboard.screen.height
      let overlap = docked ? receiver.bounds.intersection(local).height : 0
      world.setBottomInset(max(0, overlap - world.systemPartOfBottomInset))
    }
  }
}
