import InsetEmulation
import InsetEngine
import InsetLint

/// Seed 004, Try 6 final: the same `ScrollViewOffsetTracker`, but at every superview on the way
/// up it also searches the subtrees of that superview's subviews (`findScrollViewInSubviews`),
/// so it reaches the List's scroll view in the sibling branch and observes its `contentOffset`
/// with KVO: every change, every frame. Relies on SwiftUI's private view hierarchy.
struct KVOSiblingSearchStrategy: Strategy, Equatable {
  typealias Target = ListScrollTrackingProblem
  let id: StrategyID = "kvo-sibling-search"
  let summary = "KVO tracker that searches superviews and their subviews' subtrees for the scroll view"
  let source =
    "Apple: View.safeAreaInset, View.onScrollGeometryChange; fivestars.blog: SwiftUI ScrollView offset"
  let availability = Availability.always
  let traits: Set<Trait> = [.runtimeHack]
  let placement: CodePlacement = .modifiers
  let code = """
    List(todos) { TodoRow(todo: $0) }
        .background(ScrollViewOffsetTracker(find: findScrollView) { offset in headerOffset = offset })
    """
  let supportCode = """
    func findScrollView(from view: UIView) -> UIScrollView? {
        var current = view.superview
        while let view = current {
            if let scrollView = view as? UIScrollView { return scrollView }
            for sibling in view.subviews {
                if let found = findScrollViewInSubviews(sibling) { return found }
            }
            current = view.superview
        }
        return nil
    }
    func findScrollViewInSubviews(_ view: UIView) -> UIScrollView? {
        if let scrollView = view as? UIScrollView { return scrollView }
        for subview in view.subviews {
            if let found = findScrollViewInSubviews(subview) { return found }
        }
        return nil
    }
    """

  func apply(to world: inout ListScrollTrackingWorld, in environment: Environment) {
    world.addScrollViewOffsetTracker { view in
      for ancestor in view.ancestors {
        if let scrollView = ancestor as? ScrollView { return scrollView }
        for sibling in ancestor.subviews {
          if let found = sibling.subtree.lazy.compactMap({ $0 as? ScrollView }).first { return found }
        }
      }
      return nil
    }
  }
}
