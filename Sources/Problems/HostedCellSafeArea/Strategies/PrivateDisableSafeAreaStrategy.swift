import InsetEmulation
import InsetEngine
import InsetLint

/// The private `_disableSafeArea` flag of `_UIHostingView`, set by key-value coding on each
/// cell's hosting view (radar FB8176223, quoted in seed 000: "There is a _disableSafeArea bool
/// on UIHostingView, however this is private"). Works per instance; App Review and any iOS
/// release may break it. The seeds do not date the ivar: modelled as present on every version.
struct PrivateDisableSafeAreaStrategy: Strategy {
  typealias Target = HostedCellSafeAreaProblem
  let id: StrategyID = "private-disable-safe-area"
  let summary = "Set the private _disableSafeArea flag on each cell's hosting view (KVC)"
  let source = HostedCellSafeAreaProblem.seed
  let availability = Availability.always
  let traits: Set<Trait> = [.privateAPI]
  let code = """
    let controller = UIHostingController(rootView: view)
    controller.view.setValue(true, forKey: "_disableSafeArea")
    """

  func apply(to world: inout HostedCellSafeAreaWorld, in environment: Environment) {
    world.onConfigureCell.append { cell in
      cell.hostingController?.hostingView.setValue(true, forKey: HostingView.disableSafeAreaKey)
    }
  }
}
