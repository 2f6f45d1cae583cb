import InsetEmulation
import InsetEngine
import InsetLint

/// Registers `hosted-keyboard-avoidance`, its strategies (the as-is baseline first) and its lint rule.
public struct HostedKeyboardAvoidancePlugin: Plugin {
  public init() {}

  public func register(in catalog: inout Catalog) throws {
    try catalog.register(HostedKeyboardAvoidanceProblem())
    try catalog.register(HostingAsIsStrategy())
    try catalog.register(SafeAreaRegionsContainerStrategy())
    try catalog.register(SafeAreaRegionsNoneStrategy())
    try catalog.register(KeyboardHookDynamicSubclassStrategy())
    try catalog.register(KeyboardHookGlobalSwizzleStrategy())
    try catalog.register(IgnoresKeyboardInsideStrategy())
    try catalog.register(FlexibleRootIgnoresKeyboardStrategy())
    try catalog.register(UIKitBarStrategy())
    try catalog.register(CompositeStrategy.regionsElseSubclass)
    try catalog.register(rule: HostedKeyboardAvoidanceRule())
  }
}
