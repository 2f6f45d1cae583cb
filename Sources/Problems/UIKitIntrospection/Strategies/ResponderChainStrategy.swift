import InsetEmulation
import InsetEngine
import InsetLint

/// The responder chain (seeds/001_068f94fd2065e863.txt, its NavigationStack example reads
/// `view.next`): walk `next` from the helper's own view until a responder of the expected class.
/// UIKit documents the chain — a view's next responder is its view controller or superview, a
/// controller's is its view's superview — so it reaches the controllers that contain the helper
/// (NavigationStack's UINavigationController) whatever the wrapper depth. A control's UIKit view is
/// the helper's sibling, never its ancestor: for plain views it finds nothing.
public struct ResponderChainStrategy: Strategy {
  public typealias Target = UIKitIntrospectionProblem
  /// The class the user's closure asks for, per control and OS.
  public let query: UIKitIntrospectionQuery

  public init(query: UIKitIntrospectionQuery = .versionAware) { self.query = query }

  public let id: StrategyID = "responder-chain"
  public let summary =
    "walk next from the helper's view to the nearest responder of the expected class (controllers)"
  public let source = "siteline/swiftui-introspect (github.com); Apple: UIViewRepresentable, UIResponder.next"
  public let availability = Availability.always
  public let traits: Set<Trait> = [.publicAPI]
  public let code = """
    DispatchQueue.main.async {
        var responder: UIResponder? = view.next
        while let current = responder {
            if let match = current as? UINavigationController {
                result(match)
                return
            }
            responder = current.next
        }
    }
    """

  public func apply(to world: inout IntrospectionWorld, in environment: Environment) {
    let expected = query.className(for: world.control, on: environment.os)
    world.extractOnMainQueue { helper in
      var path = ["helper: \(helper.className)"]
      var link = helper.next
      while let current = link {
        path.append("next: \(current.className)")
        if current.runtimeClass.isKind(of: expected) {
          return IntrospectionWorld.Lookup(found: current, path: path, asked: expected)
        }
        link = current.next
      }
      path.append("next: nil")
      return IntrospectionWorld.Lookup(found: nil, path: path, asked: expected)
    }
  }
}
