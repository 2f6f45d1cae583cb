import InsetEngine
import InsetLint

/// Everything the team adds: a problem of its own with its strategies and lint rule, and one
/// strategy for a built-in problem.
public struct TeamPlugin: Plugin {
  public init() {}

  public func register(in catalog: inout Catalog) throws {
    try catalog.register(HardCodedStatusBarProblem())
    try catalog.register(Fixed20TopStrategy())
    try catalog.register(SafeAreaTopStrategy())
    try catalog.register(rule: HardCodedStatusBarRule())
    try catalog.register(Fixed20Strategy())
  }
}
