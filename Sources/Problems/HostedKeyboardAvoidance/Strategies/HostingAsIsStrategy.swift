import InsetEmulation
import InsetEngine

/// As is: a UIHostingController added as a child, its view placed in the UIKit screen. The
/// hosting view applies the keyboard region (Apple, `SafeAreaRegions.keyboard`) to its root
/// wherever it sits, so a bar the keyboard covers by design, or hosted cells, shift or shrink.
struct HostingAsIsStrategy: Strategy {
  typealias Target = HostedKeyboardAvoidanceProblem
  let id: StrategyID = "hosting-as-is"
  let summary = "As is: a UIHostingController's view added to the UIKit screen (keyboard region on)"
  let source = "Apple: SafeAreaRegions.keyboard; expo/expo PR #41302"
  let availability = Availability.since("13.0")
  let traits: Set<Trait> = [.publicAPI]
  let isBaseline = true
  let code = """
    let note = UITextField()
    view.addSubview(note)
    let controller = UIHostingController(rootView: TotalBar())
    addChild(controller)
    view.addSubview(controller.view)
    controller.didMove(toParent: self)
    """

  func apply(to world: inout HostedKeyboardAvoidanceWorld, in environment: Environment) {}
}
