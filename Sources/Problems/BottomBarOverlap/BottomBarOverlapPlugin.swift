import InsetEmulation
import InsetEngine
import InsetLint

/// Registers `bottom-bar-overlap`, its strategies (baseline first) and its lint rule.
public struct BottomBarOverlapPlugin: Plugin {
  public init() {}

  public func register(in catalog: inout Catalog) throws {
    try catalog.register(BottomBarOverlapProblem())
    try catalog.register(OverlayAsIsStrategy())
    try catalog.register(FixedBottomSpacerStrategy())
    try catalog.register(SafeAreaInsetBarStrategy())
    try catalog.register(SafeAreaPaddingBarHeightStrategy())
    try catalog.register(AdditionalSafeAreaInsetsStrategy())
    try catalog.register(ManualContentInsetStrategy())
    try catalog.register(VStackInsteadOfOverlayStrategy())
    try catalog.register(rule: BottomBarOverlapRule())
  }
}
