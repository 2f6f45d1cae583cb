import InsetEmulation
import InsetEngine

/// SwiftUI `.safeAreaPadding(.bottom, barHeight)` (iOS 17) with the bar's designed height as a
/// constant: the list reserves that much on top of its safe area. Right while the bar keeps its
/// height; larger text grows the bar past the constant.
struct SafeAreaPaddingBarHeightStrategy: Strategy {
  typealias Target = BottomBarOverlapProblem
  let id: StrategyID = "safe-area-padding-bar-height"
  let summary = "SwiftUI: .safeAreaPadding(.bottom, barHeight) with the bar's designed height"
  let source = "Apple: View.safeAreaPadding(_:_:) (iOS 17)"
  let availability = Availability.since("17.0")
  let traits: Set<Trait> = [.publicAPI]
  let placement: CodePlacement = .fileScope
  let code = """
    struct Inbox: View {
        let barHeight: CGFloat = 64
        var body: some View {
            ZStack(alignment: .bottom) {
                ScrollView { LazyVStack { ForEach(0..<50, id: \\.self) { Text("Row \\($0)") } } }
                    .safeAreaPadding(.bottom, barHeight)
                ComposeBar()
            }
        }
    }
    """

  func apply(to world: inout BottomBarOverlapWorld, in environment: Environment) {
    // The constant is the bar's height at the default text size.
    let designed = world.barHeight
    world.content.additionalSafeAreaInsets = EdgeInsets(bottom: designed)
  }
}
