import InsetEmulation
import InsetEngine
import InsetLint

/// Registers `list-scroll-tracking` (seed 004), its strategies and lint rules.
public struct ListScrollTrackingPlugin: Plugin {
  public init() {}

  public func register(in catalog: inout Catalog) throws {
    try catalog.register(ListScrollTrackingProblem())
    try catalog.register(StaticSafeAreaInsetStrategy())
    try catalog.register(SectionHeaderStrategy())
    try catalog.register(PreferenceKeyStrategy())
    try catalog.register(FirstRowGeometryStrategy())
    try catalog.register(ScrollGeometryChangeStrategy())
    try catalog.register(KVOSuperviewStrategy())
    try catalog.register(KVOSiblingSearchStrategy())
    try catalog.register(ScrollOffsetHelperStrategy.make())
    try catalog.register(rule: ListPreferenceScrollOffsetRule())
    try catalog.register(rule: ScrollGeometryModifierOrderRule())
    try catalog.register(rule: SafeAreaInsetHorizontalScrollHeightRule())
  }
}
