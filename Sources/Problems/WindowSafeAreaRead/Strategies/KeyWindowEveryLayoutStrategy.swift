import InsetEmulation
import InsetEngine

/// The global key window, re-read on every layout pass (`viewDidLayoutSubviews`). Never stale after
/// a rotation, but still another window's insets: beside a Slide Over scene or on an external
/// display the key window is not this view's, and a window's insets miss the bars and sheets that
/// shape the view's own safe area (Apple, `UIView.safeAreaInsets`).
struct KeyWindowEveryLayoutStrategy: Strategy {
  typealias Target = WindowSafeAreaReadProblem
  let id: StrategyID = "key-window-every-layout"
  let summary = "UIApplication.shared.keyWindow's safeAreaInsets re-read in every viewDidLayoutSubviews"
  let source = "Apple: UIApplication.keyWindow (deprecated in iOS 13.0), UIView.safeAreaInsets"
  let availability = Availability.since("11.0")
  let traits: Set<Trait> = [.publicAPI]
  let placement = WindowSafeAreaReadPlacement.controller
  let code = """
    let banner = UIView()

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let insets = UIApplication.shared.keyWindow?.safeAreaInsets ?? .zero
        banner.frame = CGRect(x: insets.left, y: view.bounds.height - 60 - insets.bottom,
                              width: view.bounds.width - insets.left - insets.right, height: 60)
    }
    """

  func apply(to world: inout WindowSafeAreaReadWorld, in environment: Environment) {
    for item in world.cases {
      item.lifecycle.on(.layout) { _ in
        item.use(
          item.app.keyWindow?.safeAreaInsets ?? .zero,
          at: "in viewDidLayoutSubviews from UIApplication.keyWindow")
      }
    }
  }
}
