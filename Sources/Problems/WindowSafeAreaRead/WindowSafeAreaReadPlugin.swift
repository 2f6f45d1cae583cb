import InsetEmulation
import InsetEngine
import InsetLint

/// Registers `window-safe-area-read`, its strategies (baseline first) and its lint rule.
public struct WindowSafeAreaReadPlugin: Plugin {
  public init() {}

  public func register(in catalog: inout Catalog) throws {
    try catalog.register(WindowSafeAreaReadProblem())
    try catalog.register(KeyWindowReadOnceStrategy())
    try catalog.register(KeyWindowEveryLayoutStrategy())
    try catalog.register(ConnectedScenesFirstStrategy())
    try catalog.register(ForegroundActiveKeyWindowStrategy())
    try catalog.register(OwnViewReadOnceStrategy())
    try catalog.register(ViewWindowLiveStrategy())
    try catalog.register(ViewWindowSceneLiveStrategy())
    try catalog.register(OwnSafeAreaLiveStrategy())
    try catalog.register(SafeAreaLayoutGuideStrategy())
    try catalog.register(GeometryProxySafeAreaStrategy())
    try catalog.register(rule: WindowSafeAreaReadRule())
  }
}
