import InsetEmulation
import InsetEngine
import InsetLint

/// A type-directed search (seeds/001_068f94fd2065e863.txt, made robust; the approach of
/// swiftui-introspect): climb from the helper to the nearest ancestor that holds something besides
/// the helper's own branch — the compositing group, however many single-child layers lie in
/// between — and search that ancestor's other subtrees, depth first, for the first view of the
/// class the control is backed by on this OS. It never climbs further (beyond the group lie other
/// controls of the same class) and never returns a view of another class. It only finds views: a
/// controller such as NavigationStack's UINavigationController is not in any subtree.
public struct TypeSearchStrategy: Strategy {
  public typealias Target = UIKitIntrospectionProblem
  /// The class the user's closure asks for, per control and OS.
  public let query: UIKitIntrospectionQuery

  public init(query: UIKitIntrospectionQuery = .versionAware) { self.query = query }

  public let id: StrategyID = "type-search"
  public let summary =
    "search the nearest ancestor's subtree (helper excluded) for the first view of the expected class"
  public let source = "siteline/swiftui-introspect (github.com); Apple: UIViewRepresentable, UIResponder.next"
  public let availability = Availability.always
  public let traits: Set<Trait> = [.publicAPI]
  public let code = """
    DispatchQueue.main.async {
        var branch: UIView = view
        while let ancestor = branch.superview {
            let others = ancestor.subviews.filter { $0 !== branch }
            if !others.isEmpty {
                if let match = others.lazy.compactMap({ $0.firstDescendant(ofType: T.self) }).first {
                    result(match)  // T: UITextField, UISlider, UITableView (<16) / UICollectionView (16+)…
                }
                return
            }
            branch = ancestor
        }
    }
    """

  public func apply(to world: inout IntrospectionWorld, in environment: Environment) {
    let expected = query.className(for: world.control, on: environment.os)
    world.extractOnMainQueue { helper in
      var path = ["helper: \(helper.className)"]
      var branch = helper
      while let ancestor = branch.superview {
        path.append("superview: \(ancestor.className)")
        let others = ancestor.subviews.filter { $0 !== branch }
        if !others.isEmpty {
          for view in others.flatMap(\.subtree) {
            path.append("search: \(view.className)")
            if view.isa.isKind(of: expected) {
              return IntrospectionWorld.Lookup(found: .view(view), path: path, asked: expected)
            }
          }
          return IntrospectionWorld.Lookup(found: nil, path: path, asked: expected)
        }
        branch = ancestor
      }
      return IntrospectionWorld.Lookup(found: nil, path: path, asked: expected)
    }
  }
}
