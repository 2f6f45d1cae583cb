import InsetEmulation
import InsetEngine

/// `.ignoresSafeArea(.keyboard)` on the hosted root as it is: a documented non-fix. It expands
/// only the modified view's frame, so a fixed-size root still moves (openillumi.com), and a root
/// with the focused `TextField` keeps avoiding (expo/expo PR #41302).
struct IgnoresKeyboardInsideStrategy: Strategy {
  typealias Target = HostedKeyboardAvoidanceProblem
  let id: StrategyID = "ignores-keyboard-inside"
  let summary = "SwiftUI .ignoresSafeArea(.keyboard) on the hosted root as it is"
  let source = "Apple: ignoresSafeArea(_:edges:); expo/expo PR #41302; openillumi.com"
  let availability = Availability.since("14.0")
  let traits: Set<Trait> = [.publicAPI]
  let placement: CodePlacement = .fileScope
  let code = """
    struct TotalBar: View {
        var body: some View {
            HStack { Text("Total"); Spacer(); Text("$12") }
                .frame(height: 44)
                .ignoresSafeArea(.keyboard)
        }
    }
    """

  func apply(to world: inout HostedKeyboardAvoidanceWorld, in environment: Environment) {
    world.transformRoot.append { $0.ignoringKeyboard() }
  }
}
