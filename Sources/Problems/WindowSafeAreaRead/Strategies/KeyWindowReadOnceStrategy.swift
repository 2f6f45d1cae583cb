import InsetEmulation
import InsetEngine

/// As is: a stored property reads `UIApplication.shared.keyWindow?.safeAreaInsets` when the
/// controller is made, and the banner is placed from it. Apple deprecates `keyWindow` in iOS 13
/// ("returns a key window across all connected scenes"): it is the window last made key anywhere
/// (another scene, another screen), read once, before this view is on screen, never again.
struct KeyWindowReadOnceStrategy: Strategy {
  typealias Target = WindowSafeAreaReadProblem
  let id: StrategyID = "key-window-read-once"
  let summary = "A stored property reads UIApplication.shared.keyWindow's safeAreaInsets once, at init"
  let source = "Apple: UIApplication.keyWindow (deprecated in iOS 13.0); longitachi/ZLPhotoBrowser #1057"
  let availability = Availability.since("11.0")
  let traits: Set<Trait> = [.publicAPI]
  var isBaseline: Bool { true }
  let placement = WindowSafeAreaReadPlacement.controller
  let code = """
    let banner = UIView()
    let insets = UIApplication.shared.keyWindow?.safeAreaInsets ?? .zero

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        banner.frame = CGRect(x: insets.left, y: view.bounds.height - 60 - insets.bottom,
                              width: view.bounds.width - insets.left - insets.right, height: 60)
    }
    """

  func apply(to world: inout WindowSafeAreaReadWorld, in environment: Environment) {
    for item in world.cases {
      item.lifecycle.on(.initialized) { _ in
        item.use(item.app.keyWindow?.safeAreaInsets ?? .zero, at: "at init from UIApplication.keyWindow")
      }
    }
  }
}
