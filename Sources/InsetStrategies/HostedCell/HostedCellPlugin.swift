import InsetEngine

/// Registers `hosted-cell-safe-area` (seed 000) and its strategies, the as-is baseline first.
enum HostedCellPlugin {
  static func register(in registry: inout Registry) throws {
    try registry.register(HostedCellProblem())
    try registry.register(HostingControllerStrategy())
    try registry.register(IgnoresSafeAreaStrategy())
    try registry.register(SafeAreaRegionsStrategy())
    try registry.register(DynamicSubclassStrategy())
    try registry.register(SwizzleStrategy())
    try registry.register(PrivateDisableSafeAreaStrategy())
    try registry.register(HostingConfigurationStrategy())
    try registry.register(HostingConfigurationZeroMarginsStrategy())
    try registry.register(UIKitCellStrategy())
    try registry.register(CompositeStrategy.officialOrDynamicSubclass)
  }
}
