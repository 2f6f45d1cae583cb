import InsetEmulation
import InsetEngine
import InsetLint

/// Global swizzle of `safeAreaInsets` on `_UIHostingView`: fixes the cells, but "applies
/// swizzling to all hosting view instances indiscriminately, disabling safe area inset support
/// entirely for all hosted SwiftUI views" (seed 000, quoting Défago: "too greedy"). Every other
/// SwiftUI screen of the app loses its safe area.
struct SwizzleStrategy: Strategy {
  typealias Target = HostedCellSafeAreaProblem
  let id: StrategyID = "swizzle"
  let summary = "Swizzle _UIHostingView.safeAreaInsets to zero for every hosting view in the app"
  let source = HostedCellSafeAreaProblem.seed
  let availability = Availability.always
  let traits: Set<Trait> = [.runtimeHack, .globalSideEffect]
  let code = """
    // once, at launch
    let hostingViewClass: AnyClass = NSClassFromString("_UIHostingView")!
    let zero: @convention(block) (AnyObject) -> UIEdgeInsets = { _ in .zero }
    let method = class_getInstanceMethod(hostingViewClass, #selector(getter: UIView.safeAreaInsets))!
    method_setImplementation(method, imp_implementationWithBlock(zero))
    """

  func apply(to world: inout HostedCellSafeAreaWorld, in environment: Environment) {
    world.runtime.swizzle(.safeAreaInsets, on: world.runtime["_UIHostingView"]) { _ in .zero }
  }
}
