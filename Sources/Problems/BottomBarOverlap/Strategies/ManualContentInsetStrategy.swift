import InsetEmulation
import InsetEngine

/// UIKit: the table's `contentInset.bottom` (and scroll indicators) set to the bar's height in
/// `viewDidLayoutSubviews`. The table still adds its own safe area on top (`.automatic`), so a bar
/// whose frame already runs down over the home-indicator band is counted twice; siblings that do
/// not scroll are not protected.
struct ManualContentInsetStrategy: Strategy {
  typealias Target = BottomBarOverlapProblem
  let id: StrategyID = "manual-content-inset"
  let summary = "UIKit: tableView.contentInset.bottom = bar.bounds.height, in viewDidLayoutSubviews"
  let source = "Apple: UIScrollView.contentInset, UIScrollView.adjustedContentInset"
  let availability = Availability.since("13.0")
  let traits: Set<Trait> = [.publicAPI]
  let placement = CodePlacement.members(typeName: "ListController", inherits: "UIViewController")
  let code = """
    let bar = UIView()
    let tableView = UITableView()

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        tableView.contentInset.bottom = bar.bounds.height
        tableView.verticalScrollIndicatorInsets.bottom = bar.bounds.height
    }
    """

  func apply(to world: inout BottomBarOverlapWorld, in environment: Environment) {
    let w = world
    world.lifecycle.on(.layout) { _ in
      w.list.contentInset.bottom = w.bar.bounds.height
    }
  }
}
