import InsetEmulation
import InsetEngine
import InsetLint

/// Registers `fixed-horizontal-padding` (seed 002), its strategies and lint rules, baseline first.
public struct FixedHorizontalPaddingPlugin: Plugin {
  public init() {}

  public func register(in catalog: inout Catalog) throws {
    try catalog.register(FixedHorizontalPaddingProblem())
    try catalog.register(Fixed16Strategy())
    try catalog.register(DefaultPaddingStrategy())
    try catalog.register(ContainerContentMarginsStrategy())
    try catalog.register(GeometryReadAtTopStrategy())
    try catalog.register(GeometryReadInPlaceStrategy())
    try catalog.register(UIKitLayoutMarginsStrategy())
    try catalog.register(ContentMarginsOrPaddingStrategy.strategy)
    try catalog.register(rule: FixedHorizontalPaddingRule())
  }
}
