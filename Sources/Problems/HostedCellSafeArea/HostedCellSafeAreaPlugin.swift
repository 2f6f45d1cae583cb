import InsetEmulation
import InsetEngine
import InsetLint

/// Registers `hosted-cell-safe-area` (seed 000), its strategies and lint rules, the as-is baseline first.
public struct HostedCellSafeAreaPlugin: Plugin {
  public init() {}

  public func register(in catalog: inout Catalog) throws {
    try catalog.register(HostedCellSafeAreaProblem())
    try catalog.register(HostingControllerStrategy())
    try catalog.register(IgnoresSafeAreaStrategy())
    try catalog.register(SafeAreaRegionsStrategy())
    try catalog.register(DynamicSubclassStrategy())
    try catalog.register(SwizzleStrategy())
    try catalog.register(PrivateDisableSafeAreaStrategy())
    try catalog.register(HostingConfigurationStrategy())
    try catalog.register(HostingConfigurationZeroMarginsStrategy())
    try catalog.register(UIKitCellStrategy())
    try catalog.register(CompositeStrategy.officialOrDynamicSubclass)
    try catalog.register(rule: HostedCellSafeAreaRule())
    try catalog.register(rule: HostingConfigurationMarginsRule())
    try catalog.register(rule: IgnoresSafeAreaInCellRule())
  }
}
