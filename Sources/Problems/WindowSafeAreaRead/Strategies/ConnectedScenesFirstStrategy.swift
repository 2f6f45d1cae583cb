import InsetEmulation
import InsetEngine

/// `(connectedScenes.first as? UIWindowScene)?.windows.first?.safeAreaInsets`, read once into a
/// stored property. `connectedScenes` is a `Set` ("may be in the foreground or background, and it may
/// be onscreen or offscreen", Apple), so `.first` is any scene: measured for every order the set may
/// list them in, the worst counts.
struct ConnectedScenesFirstStrategy: Strategy {
  typealias Target = WindowSafeAreaReadProblem
  let id: StrategyID = "connected-scenes-first"
  let summary = "A stored property reads connectedScenes.first's first window's safeAreaInsets once"
  let source = "Apple: UIApplication.connectedScenes, UIWindowScene.windows; nonameplum/SwiftUIModal PR #1"
  let availability = Availability.since("13.0")
  let traits: Set<Trait> = [.publicAPI]
  let placement = WindowSafeAreaReadPlacement.controller
  let code = """
    let banner = UIView()
    let insets = (UIApplication.shared.connectedScenes.first as? UIWindowScene)?
        .windows.first?.safeAreaInsets ?? .zero

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        banner.frame = CGRect(x: insets.left, y: view.bounds.height - 60 - insets.bottom,
                              width: view.bounds.width - insets.left - insets.right, height: 60)
    }
    """

  func apply(to world: inout WindowSafeAreaReadWorld, in environment: Environment) {
    for item in world.cases {
      item.lifecycle.on(.initialized) { _ in
        let scene = item.app.connectedScenes.first
        item.use(
          scene?.windows.first?.safeAreaInsets ?? .zero,
          at: "at init from connectedScenes.first (\(scene?.name ?? "none"))")
      }
    }
  }
}
