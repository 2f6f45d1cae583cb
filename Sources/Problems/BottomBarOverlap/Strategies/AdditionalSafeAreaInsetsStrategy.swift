import InsetEmulation
import InsetEngine

/// UIKit: the container sets the content controller's `additionalSafeAreaInsets.bottom` to the
/// bar's height in every `viewDidLayoutSubviews`, starting from zero (material-components-ios PR
/// #2261: "DO NOT use your view's safeAreaInsets as the starting value"). Apple: "extend the safe
/// area to include custom content in your interface". Everything in the child that follows the
/// safe area moves, which is right for content and wrong for full-bleed media (the brief calls
/// that a side effect; it stays inside the one child, so no global-side-effect trait).
struct AdditionalSafeAreaInsetsStrategy: Strategy {
  typealias Target = BottomBarOverlapProblem
  let id: StrategyID = "additional-safe-area-insets"
  let summary = "UIKit: child.additionalSafeAreaInsets.bottom = bar height, set in viewDidLayoutSubviews"
  let source = "Apple: UIViewController.additionalSafeAreaInsets; material-components-ios PR #2261 and #8112"
  let availability = Availability.since("11.0")
  let traits: Set<Trait> = [.publicAPI]
  let placement = CodePlacement.members(typeName: "BarContainer", inherits: "UIViewController")
  let code = """
    let bar = UIView()
    var content: UIViewController?

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        var extra = UIEdgeInsets.zero
        extra.bottom = bar.bounds.height
        content?.additionalSafeAreaInsets = extra
    }
    """

  func apply(to world: inout BottomBarOverlapWorld, in environment: Environment) {
    let w = world
    world.lifecycle.on(.layout) { _ in
      var extra = EdgeInsets.zero
      extra.bottom = w.bar.bounds.height
      w.content.additionalSafeAreaInsets = extra
    }
  }
}
