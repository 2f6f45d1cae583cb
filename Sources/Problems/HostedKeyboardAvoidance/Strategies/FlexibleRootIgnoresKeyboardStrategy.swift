import InsetEmulation
import InsetEngine

/// Wraps the root in a flexible `ZStack { Color.clear; … }` and ignores the keyboard region there
/// (openillumi.com, "SwiftUI fix TextField auto move keyboard"): the wrapper fills the host and
/// does not move. A documented partial fix: a root holding the focused `TextField` keeps avoiding
/// (expo/expo PR #41302; assumption `hosting-focused-text-field-avoids`).
struct FlexibleRootIgnoresKeyboardStrategy: Strategy {
  typealias Target = HostedKeyboardAvoidanceProblem
  let id: StrategyID = "flexible-root-ignores-keyboard"
  let summary = "ZStack { Color.clear; root }.ignoresSafeArea(.keyboard, edges: .bottom) as the hosted root"
  let source = "openillumi.com (SwiftUI fix TextField auto move keyboard); expo/expo PR #41302"
  let availability = Availability.since("14.0")
  let traits: Set<Trait> = [.publicAPI]
  let placement: CodePlacement = .fileScope
  let code = """
    struct TotalBarRoot: View {
        var body: some View {
            ZStack(alignment: .top) {
                Color.clear
                TotalBar()
            }
            .ignoresSafeArea(.keyboard, edges: .bottom)
        }
    }
    """

  func apply(to world: inout HostedKeyboardAvoidanceWorld, in environment: Environment) {
    world.transformRoot.append { root in
      var wrapped = root
      wrapped.sizing = .flexible
      return wrapped.ignoringKeyboard()
    }
  }
}
