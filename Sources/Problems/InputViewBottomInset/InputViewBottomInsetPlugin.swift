import InsetEmulation
import InsetEngine
import InsetLint

/// Registers `input-view-bottom-inset` (seed 003), its strategies and lint rules, baseline first.
public struct InputViewBottomInsetPlugin: Plugin {
  public init() {}

  public func register(in catalog: inout Catalog) throws {
    try catalog.register(InputViewBottomInsetProblem())
    try catalog.register(NoneStrategy())
    try catalog.register(InjectedViewControllerStrategy())
    try catalog.register(WindowDidMoveStrategy())
    try catalog.register(WindowTrackingStrategy())
    try catalog.register(rule: InputViewBottomInsetRule())
  }
}
