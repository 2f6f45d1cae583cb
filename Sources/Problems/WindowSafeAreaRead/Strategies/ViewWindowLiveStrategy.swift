import InsetEmulation
import InsetEngine

/// `view.window?.safeAreaInsets`, re-read whenever the view's insets change
/// (`viewSafeAreaInsetsDidChange`). The right window, at the right time, but the window's insets:
/// under a navigation bar or in a sheet the view's own insets differ (Apple: "for other views …
/// the insets reflect only the portion of the view that is covered").
struct ViewWindowLiveStrategy: Strategy {
  typealias Target = WindowSafeAreaReadProblem
  let id: StrategyID = "view-window-live"
  let summary = "view.window?.safeAreaInsets, re-read in viewSafeAreaInsetsDidChange"
  let source = "Apple: UIView.window, UIView.safeAreaInsets, UIViewController.viewSafeAreaInsetsDidChange()"
  let availability = Availability.since("11.0")
  let traits: Set<Trait> = [.publicAPI]
  let placement = WindowSafeAreaReadPlacement.controller
  let code = """
    let banner = UIView()

    override func viewSafeAreaInsetsDidChange() {
        super.viewSafeAreaInsetsDidChange()
        let insets = view.window?.safeAreaInsets ?? .zero
        banner.frame = CGRect(x: insets.left, y: view.bounds.height - 60 - insets.bottom,
                              width: view.bounds.width - insets.left - insets.right, height: 60)
    }
    """

  func apply(to world: inout WindowSafeAreaReadWorld, in environment: Environment) {
    for item in world.cases {
      item.lifecycle.on(.safeAreaInsetsDidChange) { controller in
        item.use(
          controller.view.window?.safeAreaInsets ?? .zero,
          at: "in viewSafeAreaInsetsDidChange from view.window")
      }
    }
  }
}
