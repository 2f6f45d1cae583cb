import InsetEmulation
import InsetEngine

/// The view's own `safeAreaInsets`, read in every `viewDidLayoutSubviews`: UIKit lays the view out
/// again whenever its insets change (bars, rotation, `viewSafeAreaInsetsDidChange`, "also … immediately
/// before your view appears onscreen", Apple), so the value is always the view's own, current one.
struct OwnSafeAreaLiveStrategy: Strategy {
  typealias Target = WindowSafeAreaReadProblem
  let id: StrategyID = "own-safe-area-live"
  let summary = "The view's own safeAreaInsets, re-read in every viewDidLayoutSubviews"
  let source = "Apple: UIView.safeAreaInsets, UIViewController.viewSafeAreaInsetsDidChange()"
  let availability = Availability.since("11.0")
  let traits: Set<Trait> = [.publicAPI]
  let placement = WindowSafeAreaReadPlacement.controller
  let code = """
    let banner = UIView()

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let insets = view.safeAreaInsets
        banner.frame = CGRect(x: insets.left, y: view.bounds.height - 60 - insets.bottom,
                              width: view.bounds.width - insets.left - insets.right, height: 60)
    }
    """

  func apply(to world: inout WindowSafeAreaReadWorld, in environment: Environment) {
    for item in world.cases {
      item.lifecycle.on(.layout) { controller in
        item.use(controller.view.safeAreaInsets, at: "in viewDidLayoutSubviews from view.safeAreaInsets")
      }
    }
  }
}
