import InsetEmulation
import InsetEngine
import InsetLint

/// Registers `uikit-introspection` (seed 001), its strategies and lint rules, baseline first.
public struct UIKitIntrospectionPlugin: Plugin {
  public init() {}

  public func register(in catalog: inout Catalog) throws {
    try catalog.register(UIKitIntrospectionProblem())
    try catalog.register(FixedPathStrategy())
    try catalog.register(TypeSearchStrategy())
    try catalog.register(ResponderChainStrategy())
    try catalog.register(rule: FragileViewExtractionRule())
  }
}
