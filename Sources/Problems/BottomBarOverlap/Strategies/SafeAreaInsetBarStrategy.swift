import InsetEmulation
import InsetEngine

/// SwiftUI `safeAreaInset(edge: .bottom)` on the scrollable page (iOS 15): the bar is laid out in
/// the page's safe area, above the home-indicator band, and the page's bottom safe area grows by
/// the bar's measured height ("The vertical edge of the view to inset by the height of content",
/// Apple) at every layout, so the list's adjusted inset follows Dynamic Type and the device.
struct SafeAreaInsetBarStrategy: Strategy {
  typealias Target = BottomBarOverlapProblem
  let id: StrategyID = "safe-area-inset-bar"
  let summary = "SwiftUI: .safeAreaInset(edge: .bottom) { bar } on the scrollable page"
  let source = "Apple: View.safeAreaInset(edge:alignment:spacing:content:); vultisig/vultisig-ios PR #4346"
  let availability = Availability.since("15.0")
  let traits: Set<Trait> = [.publicAPI]
  let placement: CodePlacement = .fileScope
  let code = """
    struct Inbox: View {
        var body: some View {
            List(0..<50, id: \\.self) { Text("Message \\($0)") }
                .safeAreaInset(edge: .bottom, spacing: 0) { ComposeBar() }
        }
    }
    """

  func apply(to world: inout BottomBarOverlapWorld, in environment: Environment) {
    world.barInSafeArea = true
    // The page keeps its safe area: the bar is no longer inside a stack that ignores it.
    world.list.contentInsetAdjustmentBehavior = .scrollableAxes
    let w = world
    world.lifecycle.on(.layout) { _ in
      w.content.additionalSafeAreaInsets = EdgeInsets(bottom: w.bar.bounds.height)
    }
  }
}
