import InsetEmulation
import InsetEngine

/// The first `.foregroundActive` scene's key window, re-read on every layout pass. Still global:
/// in Split View both scenes are active and the first is either; during a system permission alert
/// no scene is active, so the read is `.zero` (ZLPhotoBrowser #1057).
struct ForegroundActiveKeyWindowStrategy: Strategy {
  typealias Target = WindowSafeAreaReadProblem
  let id: StrategyID = "foreground-active-key-window"
  let summary = "The first foreground-active scene's keyWindow insets, re-read in viewDidLayoutSubviews"
  let source =
    "Apple: UIWindowScene.keyWindow (iOS 15), UIScene.activationState; longitachi/ZLPhotoBrowser #1057"
  let availability = Availability.since("15.0")
  let traits: Set<Trait> = [.publicAPI]
  let placement = WindowSafeAreaReadPlacement.controller
  let code = """
    let banner = UIView()

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let active = UIApplication.shared.connectedScenes
            .compactMap { $0 as? UIWindowScene }
            .first { $0.activationState == .foregroundActive }
        let insets = active?.keyWindow?.safeAreaInsets ?? .zero
        banner.frame = CGRect(x: insets.left, y: view.bounds.height - 60 - insets.bottom,
                              width: view.bounds.width - insets.left - insets.right, height: 60)
    }
    """

  func apply(to world: inout WindowSafeAreaReadWorld, in environment: Environment) {
    for item in world.cases {
      item.lifecycle.on(.layout) { _ in
        let active = item.app.connectedScenes.first { $0.activationState == .foregroundActive }
        item.use(
          active?.keyWindow?.safeAreaInsets ?? .zero,
          at: "in viewDidLayoutSubviews from the first foreground-active scene (\(active?.name ?? "none"))")
      }
    }
  }
}
