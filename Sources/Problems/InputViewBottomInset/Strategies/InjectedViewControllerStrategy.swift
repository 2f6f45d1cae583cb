import InsetEmulation
import InsetEngine
import InsetLint

/// The seed's first attempt (seed 003, "버그가 있는 코드"): the input view gets the presenting
/// controller at init and adds `viewController.view.safeAreaInsets.bottom` in
/// `intrinsicContentSize`. The host reads that size when the first responder is set, and the
/// layout engine keeps it until someone calls `invalidateIntrinsicContentSize()`: set in
/// `viewDidLoad`, the controller's view is in no window yet and its inset reads 0; after a
/// rotation the cached height still carries the old orientation's inset.
struct InjectedViewControllerStrategy: Strategy {
  typealias Target = InputViewBottomInsetProblem
  let id: StrategyID = "injected-view-controller"
  let summary = "intrinsicContentSize adds the injected controller's view.safeAreaInsets.bottom"
  let source = "Open Radar 34411433 (openradar.me); Apple: UIInputView.allowsSelfSizing, UIResponder.inputAccessoryView"
  let availability = Availability.since("11.0")
  let traits: Set<Trait> = [.publicAPI]
  let placement: CodePlacement = InputViewBottomInsetProblem.inputViewType
  let code = """
    init(viewController: UIViewController) {
        self.viewController = viewController
        super.init(frame: .zero, inputViewStyle: .default)
    }

    override var intrinsicContentSize: CGSize {
        CGSize(width: contentWidth,
               height: contentHeight + (viewController?.view.safeAreaInsets.bottom ?? 0))
    }
    """

  func apply(to world: inout InputViewBottomInsetWorld, in environment: Environment) {
    let input = world.inputView
    input.injectedViewController = world.controller
    // The content keeps its own height at the top; the extra height below it is the inset.
    input.bottomConstraint = nil
    input.intrinsicContentSizeOverride = { view in
      Size(
        width: InputView.noIntrinsicMetric,
        height: view.contentHeight + (view.injectedViewController?.view.safeAreaInsets.bottom ?? 0))
    }
  }
}
