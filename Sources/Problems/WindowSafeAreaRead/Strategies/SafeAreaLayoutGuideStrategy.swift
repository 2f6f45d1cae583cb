import InsetEmulation
import InsetEngine

/// Constraints to `view.safeAreaLayoutGuide` instead of numbers: Auto Layout resolves them in
/// every layout pass against the view's own safe area ("When the view is visible onscreen, this
/// guide reflects the portion of the view that is not covered by navigation bars …", Apple).
/// Moving from frames to constraints is a rewrite.
struct SafeAreaLayoutGuideStrategy: Strategy {
  typealias Target = WindowSafeAreaReadProblem
  let id: StrategyID = "safe-area-layout-guide"
  let summary = "The banner constrained to view.safeAreaLayoutGuide (no inset read at all)"
  let source = "Apple: UIView.safeAreaLayoutGuide; Apple, Positioning content relative to the safe area"
  let availability = Availability.since("11.0")
  let traits: Set<Trait> = [.publicAPI, .rewrite]
  let placement = WindowSafeAreaReadPlacement.controller
  let code = """
    let banner = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(banner)
        banner.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            banner.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor),
            banner.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor),
            banner.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
            banner.heightAnchor.constraint(equalToConstant: 60),
        ])
    }
    """

  func apply(to world: inout WindowSafeAreaReadWorld, in environment: Environment) {
    for item in world.cases {
      item.followsLayoutGuide = true
      // The constraint engine solves against the guide's current frame in every layout pass.
      item.lifecycle.on(.layout) { controller in
        item.use(controller.view.safeAreaInsets, at: "by Auto Layout against safeAreaLayoutGuide")
      }
    }
  }
}
