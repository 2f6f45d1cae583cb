import InsetEmulation
import InsetEngine

/// A guessed constant at the end of the content (`Color.clear.frame(height: 78)`, vultisig's
/// number): right for one bar height on one device. It drifts when Dynamic Type grows the bar, and
/// by the home-indicator band from device to device; vultisig's bar was 104 pt tall against 78.
struct FixedBottomSpacerStrategy: Strategy {
  typealias Target = BottomBarOverlapProblem
  let id: StrategyID = "fixed-bottom-spacer"
  let summary = "A fixed-height spacer after the last row (Color.clear.frame(height: 78))"
  let source = "vultisig/vultisig-ios PR #4346"
  let availability = Availability.since("13.0")
  let traits: Set<Trait> = [.publicAPI]
  let placement: CodePlacement = .fileScope
  let code = """
    struct Inbox: View {
        var body: some View {
            ZStack(alignment: .bottom) {
                ScrollView {
                    LazyVStack { ForEach(0..<50, id: \\.self) { Text("Message \\($0)") } }
                    Color.clear.frame(height: 78)
                }
                ComposeBar()
            }
        }
    }
    """

  func apply(to world: inout BottomBarOverlapWorld, in environment: Environment) {
    let spacer = world.fixedSpacer
    world.spacer = spacer
  }
}
