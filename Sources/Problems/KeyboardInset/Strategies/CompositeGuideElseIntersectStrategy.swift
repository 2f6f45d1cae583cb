import InsetEmulation
import InsetEngine

/// `keyboardLayoutGuide` from iOS 15, `convert-and-intersect` below: the selection a 13.0
/// deployment target needs (Apple, `keyboardFrameEndUserInfoKey`: "consider using
/// UIKeyboardLayoutGuide").
extension CompositeStrategy where P == KeyboardInsetProblem {
  static var guideElseIntersect: CompositeStrategy<KeyboardInsetProblem> {
    CompositeStrategy(
      id: "composite-guide-else-intersect",
      summary: "keyboardLayoutGuide on iOS 15+, convert-and-intersect below",
      source: "Apple: UIKeyboardLayoutGuide, UIResponder.keyboardFrameEndUserInfoKey", from: "15.0",
      use: KeyboardLayoutGuideStrategy(), else: ConvertAndIntersectStrategy())
  }
}
