import InsetEngine

/// Registers `uikit-introspection` (seed 001) and its strategies, baseline first.
enum IntrospectionPlugin {
  static func register(in registry: inout Registry) throws {
    try registry.register(IntrospectionProblem())
    try registry.register(FixedPathStrategy())
    try registry.register(TypeSearchStrategy())
    try registry.register(ResponderChainStrategy())
  }
}
