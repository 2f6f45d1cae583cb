import InsetEngine

/// Registers `input-view-bottom-inset` (seed 003) and its strategies, baseline first.
enum InputViewPlugin {
  static func register(in registry: inout Registry) throws {
    try registry.register(InputViewBottomInsetProblem())
    try registry.register(InputViewNoneStrategy())
    try registry.register(InjectedViewControllerStrategy())
    try registry.register(WindowDidMoveStrategy())
    try registry.register(WindowTrackingStrategy())
  }
}
