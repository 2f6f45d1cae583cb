import InsetEngine

/// Registers `fixed-horizontal-padding` (seed 002) and its strategies, baseline first.
enum ContentMarginsPlugin {
  static func register(in registry: inout Registry) throws {
    try registry.register(ContentMarginsProblem())
    try registry.register(Fixed16Strategy())
    try registry.register(DefaultPaddingStrategy())
    try registry.register(ContainerContentMarginsStrategy())
    try registry.register(GeometryReadAtTopStrategy())
    try registry.register(GeometryReadInPlaceStrategy())
    try registry.register(UIKitLayoutMarginsStrategy())
    try registry.register(ContentMarginsOrPaddingStrategy.strategy)
  }
}
