import InsetEmulation
import InsetEngine
import InsetLint

/// Registers `landscape-side-safe-area`, its strategies (baseline first) and its lint rule.
public struct LandscapeSideSafeAreaPlugin: Plugin {
  public init() {}

  public func register(in catalog: inout Catalog) throws {
    try catalog.register(LandscapeSideSafeAreaProblem())
    try catalog.register(PinToViewEdgesStrategy())
    try catalog.register(PinToSafeAreaStrategy())
    try catalog.register(PinToLayoutMarginsStrategy())
    try catalog.register(SectionInsetReferenceSafeAreaStrategy())
    try catalog.register(InsetAdjustmentAlwaysStrategy())
    try catalog.register(CompositionalContentInsetsReferenceStrategy())
    try catalog.register(IgnoresVerticalOnlyStrategy())
    try catalog.register(BackgroundOnlyIgnoresStrategy())
    try catalog.register(rule: LandscapeSideSafeAreaRule())
  }
}
