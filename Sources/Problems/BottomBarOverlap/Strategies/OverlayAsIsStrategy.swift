import InsetEmulation
import InsetEngine

/// As is: the bar is a sibling laid over the list (`ZStack(alignment: .bottom)`, `.overlay`, or a
/// subview added over the table in UIKit). A sibling feeds nothing into the list's safe area, so
/// the list reserves only the home-indicator band and the last rows end under the bar.
struct OverlayAsIsStrategy: Strategy {
  typealias Target = BottomBarOverlapProblem
  let id: StrategyID = "overlay-as-is"
  let summary = "The bar overlays the list in a ZStack / overlay / subview; nothing reserves its height"
  let source = "vultisig/vultisig-ios PR #4346; onl1ner/TabBar #15"
  let availability = Availability.since("13.0")
  let traits: Set<Trait> = [.publicAPI]
  var isBaseline: Bool { true }
  let placement: CodePlacement = .fileScope
  let code = """
    struct Inbox: View {
        var body: some View {
            ZStack(alignment: .bottom) {
                List(0..<50, id: \\.self) { Text("Message \\($0)") }
                ComposeBar()
            }
        }
    }
    """

  func apply(to world: inout BottomBarOverlapWorld, in environment: Environment) {}
}
