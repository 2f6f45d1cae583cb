import InsetEmulation
import InsetEngine
import InsetLint

/// The emulated screen a strategy acts on, and where the scenario says tracking modifiers go.
public final class ListScrollTrackingWorld {
  let screen: ListScrollTrackingScreen
  let modifierOrder: ListModifierOrder

  init(screen: ListScrollTrackingScreen, modifierOrder: ListModifierOrder) {
    self.screen = screen
    self.modifierOrder = modifierOrder
  }

  /// The view a tracking modifier attaches to.
  var trackingScope: View { screen.modifierScope(modifierOrder) }

  /// The seed's `ScrollViewOffsetTracker` (a UIViewRepresentable in `.background`): finds a
  /// scroll view with `search`, then turns every KVO change into
  /// `headerOffset = contentOffset.y + adjustedContentInset.top`.
  func addScrollViewOffsetTracker(search: @escaping (View) -> ScrollView?) {
    let screen = self.screen
    screen.addOffsetTracker(at: trackingScope, search: search) { [weak screen] scrollView, offset in
      screen?.setHeaderOffset(offset.y + scrollView.adjustedContentInset.top)
    }
  }
}
