import InsetEmulation
import InsetEngine
import InsetLint

/// Registers `keyboard-inset`, its strategies (the as-is baseline first) and its lint rule.
public struct KeyboardInsetPlugin: Plugin {
  public init() {}

  public func register(in catalog: inout Catalog) throws {
    try catalog.register(KeyboardInsetProblem())
    try catalog.register(RawEndFrameHeightStrategy())
    try catalog.register(SubtractBottomSafeAreaStrategy())
    // The guide first: Apple's keyboardFrameEndUserInfoKey page says to consider it instead, so
    // among fixes that measure alike it is preferred where it exists.
    try catalog.register(KeyboardLayoutGuideStrategy())
    try catalog.register(ConvertAndIntersectStrategy())
    try catalog.register(AdditionalSafeAreaFromOverlapStrategy())
    try catalog.register(CompositeStrategy.guideElseIntersect)
    try catalog.register(rule: KeyboardInsetRule())
  }
}
