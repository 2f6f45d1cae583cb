import InsetEngine

/// Registers `list-scroll-tracking` (seed 004) and its strategies.
enum ListScrollTrackingPlugin {
  static func register(in registry: inout Registry) throws {
    try registry.register(ListScrollTrackingProblem())
    try registry.register(StaticSafeAreaInsetStrategy())
    try registry.register(SectionHeaderStrategy())
    try registry.register(PreferenceKeyStrategy())
    try registry.register(FirstRowGeometryStrategy())
    try registry.register(ScrollGeometryChangeStrategy())
    try registry.register(KVOSuperviewStrategy())
    try registry.register(KVOSiblingSearchStrategy())
    try registry.register(ScrollOffsetHelperStrategy.make())
  }
}
