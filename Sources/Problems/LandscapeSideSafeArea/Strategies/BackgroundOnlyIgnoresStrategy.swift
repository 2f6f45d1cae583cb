import InsetEmulation
import InsetEngine

/// SwiftUI: the content keeps the safe area and only its background extends,
/// `.background(Color.black, ignoresSafeAreaEdges: .all)` (iOS 15): the colour goes under the
/// housing, the text does not.
struct BackgroundOnlyIgnoresStrategy: Strategy {
  typealias Target = LandscapeSideSafeAreaProblem
  let id: StrategyID = "background-only-ignores"
  let summary = "SwiftUI: only the background ignores the safe area (.background(_:ignoresSafeAreaEdges:))"
  let source = "Apple: View.background(_:ignoresSafeAreaEdges:) (iOS 15)"
  let availability = Availability.since("15.0")
  let traits: Set<Trait> = [.publicAPI]
  let unsupportedContent = LandscapeSideSafeAreaPlacement.only(.swiftUIRow)
  let placement: CodePlacement = .fileScope
  let code = """
    struct Ticker: View {
        var body: some View {
            HStack { Text("AAPL 212.10"); Spacer(); Text("+1.2%") }
                .padding(.horizontal, 16)
                .background(Color.black, ignoresSafeAreaEdges: .all)
        }
    }
    """

  func apply(to world: inout LandscapeSideSafeAreaWorld, in environment: Environment) {
    world.rowIgnoresHorizontalSafeArea = false
    world.rowBackgroundIgnores = true
  }
}
