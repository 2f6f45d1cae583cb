import InsetEmulation
import InsetEngine
import InsetLint

/// The seed's own lookup (seeds/001_068f94fd2065e863.txt, `ViewExtractHelper`): from the helper's
/// view, on the main queue, `superview?.superview?.subviews.last?.subviews.first`, and then the
/// user's closure casts it (`view as? UITextField`; for the NavigationStack
/// `view.next as? UINavigationController`). Public API only, but it hard-codes the depth of a
/// hierarchy SwiftUI does not document: one more wrapper layer and it lands on a container.
public struct FixedPathStrategy: Strategy {
  public typealias Target = UIKitIntrospectionProblem
  /// The class the user's closure asks for, per control and OS.
  public let query: UIKitIntrospectionQuery

  public init(query: UIKitIntrospectionQuery = .versionAware) { self.query = query }

  public let id: StrategyID = "fixed-path"
  public let summary = "superview?.superview?.subviews.last?.subviews.first from the helper, then as? T"
  public let source = "siteline/swiftui-introspect (github.com); Apple: UIViewRepresentable, UIResponder.next"
  public let availability = Availability.always
  public let traits: Set<Trait> = [.publicAPI]
  public let isBaseline = true
  public let code = """
    DispatchQueue.main.async {
        if let uiKitView = view.superview?.superview?.subviews.last?.subviews.first {
            result(uiKitView)
        }
    }
    // .viewExtractor { view in if let textField = view as? UITextField { … } }
    """

  public func apply(to world: inout IntrospectionWorld, in environment: Environment) {
    let expected = query.className(for: world.control, on: environment.os)
    let readsNext = world.seedClosureReadsNextResponder
    world.extractOnMainQueue { helper in
      var path = ["helper: \(helper.className)"]
      let steps: [(String, (View) -> View?)] = [
        ("superview", { $0.superview }), ("superview", { $0.superview }),
        ("subviews.last", { $0.subviews.last }), ("subviews.first", { $0.subviews.first }),
      ]
      var view = helper
      for (name, step) in steps {
        guard let next = step(view) else {
          path.append("\(name): nil")
          return IntrospectionWorld.Lookup(found: nil, path: path, asked: expected)
        }
        path.append("\(name): \(next.className)")
        view = next
      }
      // The user's closure: `view as? T`, or `view.next as? T` in the seed's NavigationStack example.
      var candidate: Responder? = .view(view)
      if readsNext {
        candidate = view.next
        path.append("next: \(candidate?.className ?? "nil")")
      }
      let cast = candidate.flatMap { $0.runtimeClass.isKind(of: expected) ? $0 : nil }
      path.append("as? \(expected): \(cast?.className ?? "nil")")
      return IntrospectionWorld.Lookup(found: cast, path: path, asked: expected)
    }
  }
}
