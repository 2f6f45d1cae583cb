import InsetEmulation
import InsetEngine
import InsetLint

/// `.ignoresSafeArea()` on the SwiftUI view inside the cell: a documented non-fix (seed 000, and
/// radar FB8176223 quoted there). The modifier only reaches the safe area SwiftUI is handed; the
/// hosting view has already taken the cell's insets off at the UIKit level.
struct IgnoresSafeAreaStrategy: Strategy {
  typealias Target = HostedCellSafeAreaProblem
  let id: StrategyID = "ignores-safe-area"
  let summary = "SwiftUI .ignoresSafeArea() on the hosted view (does not reach the UIKit-level inset)"
  let source = HostedCellSafeAreaProblem.seed
  let availability = Availability.always
  let traits: Set<Trait> = [.publicAPI]
  let placement: CodePlacement = .fileScope
  let code = """
    struct ContentView: View {
        var body: some View {
            Image("photo")
                .resizable()
                .ignoresSafeArea()
        }
    }
    """

  func apply(to world: inout HostedCellSafeAreaWorld, in environment: Environment) {
    world.rootContent = world.rootContent.ignoringSafeArea()
  }
}
