import InsetEmulation
import InsetEngine
import InsetLint

/// The seed's fix (seed 003, after padamthapa.com): `allowsSelfSizing = true`, content pinned
/// with a bottom constraint, and in `didMoveToWindow` the constraint's inset is set to
/// `window.safeAreaInsets.bottom`. Right when the keyboard first comes up, whichever lifecycle
/// moment set the first responder. It reads the inset only when the view enters a window, and
/// a rotation does not move it to another window, so the old inset stays.
struct WindowDidMoveStrategy: Strategy {
  typealias Target = InputViewBottomInsetProblem
  let id: StrategyID = "window-did-move"
  let summary =
    "allowsSelfSizing + bottom constraint set from window.safeAreaInsets.bottom in didMoveToWindow"
  let source = "Open Radar 34411433 (openradar.me); Apple: UIInputView.allowsSelfSizing, UIResponder.inputAccessoryView"
  let availability = Availability.since("11.0")
  let traits: Set<Trait> = [.publicAPI]
  let placement: CodePlacement = InputViewBottomInsetProblem.inputViewType
  let code = """
    private var bottomConstraint: NSLayoutConstraint?

    public init() {
        super.init(frame: .zero, inputViewStyle: .default)
        allowsSelfSizing = true
        translatesAutoresizingMaskIntoConstraints = false
        contentView.translatesAutoresizingMaskIntoConstraints = false
        addSubview(contentView)
        let bottom = bottomAnchor.constraint(equalTo: contentView.bottomAnchor)
        NSLayoutConstraint.activate([
            contentView.topAnchor.constraint(equalTo: topAnchor),
            contentView.leadingAnchor.constraint(equalTo: leadingAnchor),
            contentView.trailingAnchor.constraint(equalTo: trailingAnchor),
            bottom,
        ])
        bottomConstraint = bottom
    }

    override func didMoveToWindow() {
        super.didMoveToWindow()
        guard let window = window else { return }
        bottomConstraint?.constant = window.safeAreaInsets.bottom
    }
    """

  func apply(to world: inout InputViewBottomInsetWorld, in environment: Environment) {
    let input = world.inputView
    input.allowsSelfSizing = true
    input.bottomConstraint = InputView.BottomConstraint(constant: 0)
    input.didMoveToWindowHandlers.append { view in
      guard let window = view.window, let input = view as? InputView else { return }
      input.bottomConstraint?.constant = window.safeAreaInsets.bottom
    }
  }
}
