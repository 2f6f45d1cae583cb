import InsetEmulation
import InsetEngine
import InsetLint

/// The as-is input view (seed 003: a library's UIInputView used unchanged): created with the
/// content's height, content pinned to all four edges, no safe-area handling. On a Face ID
/// iPhone its content runs under the home indicator by the window's bottom inset.
struct NoneStrategy: Strategy {
  typealias Target = InputViewBottomInsetProblem
  let id: StrategyID = "none"
  let summary = "As is: the input view is as tall as its content and ignores the safe area"
  let source = "Open Radar 34411433 (openradar.me); Apple: UIInputView.allowsSelfSizing, UIResponder.inputAccessoryView"
  let availability = Availability.always
  let traits: Set<Trait> = [.publicAPI]
  var isBaseline: Bool { true }
  let code = """
    let keyboard = LibraryInputView(frame: CGRect(x: 0, y: 0, width: 0, height: contentHeight),
                                    inputViewStyle: .default)
    textField.inputView = keyboard
    """

  /// Nothing to do: the world's input view already is the library's one.
  func apply(to world: inout InputViewBottomInsetWorld, in environment: Environment) {}
}
