import InsetEmulation
import InsetEngine

/// `view.window?.windowScene?.keyWindow?.safeAreaInsets`, re-read in `viewSafeAreaInsetsDidChange`:
/// what an Apple framework engineer advises when you have a view (developer forums thread 687420,
/// quoted). The right scene, but its key window's insets: wrong under bars and in sheets.
struct ViewWindowSceneLiveStrategy: Strategy {
  typealias Target = WindowSafeAreaReadProblem
  let id: StrategyID = "view-window-scene-live"
  let summary = "view.window?.windowScene?.keyWindow's insets, re-read in viewSafeAreaInsetsDidChange"
  let source = "Apple: UIWindowScene.keyWindow (iOS 15); Apple developer forums thread 687420 (quoted)"
  let availability = Availability.since("15.0")
  let traits: Set<Trait> = [.publicAPI]
  let placement = WindowSafeAreaReadPlacement.controller
  let code = """
    let banner = UIView()

    override func viewSafeAreaInsetsDidChange() {
        super.viewSafeAreaInsetsDidChange()
        let insets = view.window?.windowScene?.keyWindow?.safeAreaInsets ?? .zero
        banner.frame = CGRect(x: insets.left, y: view.bounds.height - 60 - insets.bottom,
                              width: view.bounds.width - insets.left - insets.right, height: 60)
    }
    """

  func apply(to world: inout WindowSafeAreaReadWorld, in environment: Environment) {
    for item in world.cases {
      item.lifecycle.on(.safeAreaInsetsDidChange) { controller in
        let key = controller.view.window?.scene?.keyWindow
        item.use(
          key?.safeAreaInsets ?? .zero, at: "in viewSafeAreaInsetsDidChange from the view's scene's keyWindow"
        )
      }
    }
  }
}
