import InsetEmulation
import InsetEngine

/// The as-is code: the header 20 pt below the view's top, the status bar of home-button phones.
struct Fixed20TopStrategy: Strategy {
  typealias Target = HardCodedStatusBarProblem
  let id: StrategyID = "fixed-20-top"
  let summary = "header.topAnchor pinned to view.topAnchor + 20 (the old status-bar height)"
  let source = "the team's login screen"
  let availability = Availability.always
  let traits: Set<Trait> = [.publicAPI]
  let isBaseline = true
  let code = "header.topAnchor.constraint(equalTo: view.topAnchor, constant: 20).isActive = true"

  func apply(to world: inout HardCodedStatusBarWorld, in environment: Environment) {
    world.pin = .viewTop(constant: 20)
  }
}
