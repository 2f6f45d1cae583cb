import InsetEmulation
import InsetEngine

/// The same no-op, swizzled onto `_UIHostingView` itself: every hosting view of the app stops
/// avoiding the keyboard, full-screen forms that need it included. The class-wide variant of the
/// steipete technique; no thread recommends it (inferred), measured for its collateral damage.
struct KeyboardHookGlobalSwizzleStrategy: Strategy {
  typealias Target = HostedKeyboardAvoidanceProblem
  let id: StrategyID = "keyboard-hook-global-swizzle"
  let summary = "Swizzle _UIHostingView's private keyboard handlers to no-ops for every host in the app"
  let source = "class-wide variant of steipete's gist (inferred)"
  let availability = Availability.since("13.0")
  let traits: Set<Trait> = [.privateAPI, .runtimeHack, .globalSideEffect]
  let code = """
    // once, at launch
    let noop: @convention(block) (AnyObject, AnyObject) -> Void = { _, _ in }
    if let hostClass = NSClassFromString("_UIHostingView"),
       let method = class_getInstanceMethod(hostClass, NSSelectorFromString("keyboardWillShowWithNotification:")) {
        method_setImplementation(method, imp_implementationWithBlock(noop))
    }
    """

  func apply(to world: inout HostedKeyboardAvoidanceWorld, in environment: Environment) {
    world.runtime.swizzle(.keyboardWillShowWithNotification, on: world.runtime["_UIHostingView"]) { _, _ in }
  }
}
