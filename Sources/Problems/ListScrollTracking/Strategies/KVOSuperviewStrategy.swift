import InsetEmulation
import InsetEngine
import InsetLint

/// Seed 004, Try 6 first attempt: a UIViewRepresentable `ScrollViewOffsetTracker` in
/// `.background` walks up its superviews looking for a UIScrollView to observe with KVO. The
/// background's host view is a sibling branch of the List's scroll view, not inside it, so the
/// walk reaches the window without finding it ("superview exists: true, UIScrollView not
/// found"). Walking SwiftUI's private view hierarchy is a run-time hack.
struct KVOSuperviewStrategy: Strategy {
  typealias Target = ListScrollTrackingProblem
  let id: StrategyID = "kvo-superview"
  let summary = "KVO tracker that looks for the scroll view among its superviews only (never finds it)"
  let source = "Apple: View.safeAreaInset, View.onScrollGeometryChange; fivestars.blog: SwiftUI ScrollView offset"
  let availability = Availability.always
  let traits: Set<Trait> = [.runtimeHack]
  let placement: CodePlacement = .fileScope
  let code = """
    func findScrollView(from view: UIView) -> UIScrollView? {
        var current = view.superview
        while let view = current {
            if let scrollView = view as? UIScrollView { return scrollView }
            current = view.superview
        }
        return nil
    }
    // in updateUIView: observation = findScrollView(from: uiView)?.observe(\\.contentOffset,
    //     options: [.initial, .new]) { sv, _ in onChange(sv.contentOffset.y + sv.adjustedContentInset.top) }
    """

  func apply(to world: inout ListScrollTrackingWorld, in environment: Environment) {
    world.addScrollViewOffsetTracker { view in
      view.ancestors.lazy.compactMap { $0 as? ScrollView }.first
    }
  }
}
