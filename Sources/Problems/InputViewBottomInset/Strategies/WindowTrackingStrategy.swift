import InsetEmulation
import InsetEngine
import InsetLint

/// Ours: like `window-did-move` (`allowsSelfSizing`, content pinned by a bottom constraint), but
/// the constraint's inset is re-read from the input view's own `safeAreaInsets.bottom` whenever
/// UIKit reports that it may have changed: in `safeAreaInsetsDidChange()` (first layout in the
/// keyboard window, rotation, any later change of the window's insets) and again in
/// `layoutSubviews()`. Nothing is cached between layouts, and no controller is injected, so it is
/// right after viewDidLoad or viewDidAppear and after every rotation. Own insets, not the
/// window's: they are the part of the view that actually lies in the unsafe bottom.
struct WindowTrackingStrategy: Strategy {
  typealias Target = InputViewBottomInsetProblem
  let id: StrategyID = "window-tracking"
  let summary =
    "allowsSelfSizing + bottom constraint re-read from own safeAreaInsets on every change and layout"
  let source =
    "insetfix (Apple: UIView.safeAreaInsetsDidChange, layoutSubviews, UIInputView.allowsSelfSizing)"
  let availability = Availability.since("11.0")
  let traits: Set<Trait> = [.publicAPI]
  let placement: CodePlacement = InputViewBottomInsetProblem.inputViewType
  let code = """
    public init() {
        super.init(frame: .zero, inputViewStyle: .default)
        allowsSelfSizing = true
        translatesAutoresizingMaskIntoConstraints = false
        addSubview(contentView)
        contentView.translatesAutoresizingMaskIntoConstraints = false
        bottomConstraint = contentView.bottomAnchor.constraint(equalTo: bottomAnchor)
        NSLayoutConstraint.activate([
            contentView.topAnchor.constraint(equalTo: topAnchor),
            contentView.leadingAnchor.constraint(equalTo: leadingAnchor),
            contentView.trailingAnchor.constraint(equalTo: trailingAnchor),
            bottomConstraint,
        ])
    }

    override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        updateBottomInset()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        updateBottomInset()
    }

    private func updateBottomInset() {
        let inset = safeAreaInsets.bottom
        if bottomConstraint.constant != -inset { bottomConstraint.constant = -inset }
    }
    """

  func apply(to world: inout InputViewBottomInsetWorld, in environment: Environment) {
    let input = world.inputView
    input.allowsSelfSizing = true
    input.bottomConstraint = InputView.BottomConstraint(constant: 0)
    let update: (InputView) -> Void = { view in
      let inset = view.safeAreaInsets.bottom
      if view.bottomConstraint?.constant != inset { view.bottomConstraint?.constant = inset }
    }
    input.safeAreaInsetsDidChangeHandlers.append(update)
    input.layoutSubviewsHandlers.append(update)
  }
}
