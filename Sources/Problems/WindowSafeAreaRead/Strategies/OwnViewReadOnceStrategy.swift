import InsetEmulation
import InsetEngine

/// The view's own `safeAreaInsets`, read once in `viewDidLoad`: the right source at the wrong
/// time. The view is in no window yet, so UIKit reports 0 ("If the view is not currently installed
/// in a view hierarchy … the edge insets in this property are 0", Apple), and nothing reads again.
struct OwnViewReadOnceStrategy: Strategy {
  typealias Target = WindowSafeAreaReadProblem
  let id: StrategyID = "own-view-read-once"
  let summary = "The view's own safeAreaInsets, read once in viewDidLoad"
  let source = "Apple: UIView.safeAreaInsets; nicklockwood/layout #97"
  let availability = Availability.since("11.0")
  let traits: Set<Trait> = [.publicAPI]
  let placement = WindowSafeAreaReadPlacement.controller
  let code = """
    let banner = UIView()
    var insets = UIEdgeInsets.zero

    override func viewDidLoad() {
        super.viewDidLoad()
        insets = view.safeAreaInsets
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        banner.frame = CGRect(x: insets.left, y: view.bounds.height - 60 - insets.bottom,
                              width: view.bounds.width - insets.left - insets.right, height: 60)
    }
    """

  func apply(to world: inout WindowSafeAreaReadWorld, in environment: Environment) {
    for item in world.cases {
      item.lifecycle.on(.viewDidLoad) { controller in
        item.use(controller.view.safeAreaInsets, at: "in viewDidLoad from view.safeAreaInsets")
      }
    }
  }
}
