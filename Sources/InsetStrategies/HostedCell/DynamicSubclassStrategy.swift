import InsetEmulation
import InsetEngine

/// Per-instance dynamic subclass (seed 000, method 2, after Samuel Défago): the first time, a
/// class `<viewClass>_IgnoreSafeArea` is allocated whose `safeAreaInsets` getter returns zero;
/// every cell's hosting view is then `object_setClass`-ed to it. Works on any iOS version and
/// touches no other hosting view, at the price of a runtime hack.
struct DynamicSubclassStrategy: Strategy {
  typealias Target = HostedCellProblem
  let id = "dynamic-subclass"
  let summary = "Per-instance dynamic subclass of the cell's hosting view returning zero safe-area insets"
  let source = HostedCellProblem.seed
  let availability = Availability.always
  let traits: Set<Trait> = [.runtimeHack]
  let code = "controller.disableSafeArea()  // in configure(with:), right after making the controller"
  let supportCode = """
    extension UIHostingController {
        func disableSafeArea() {
            guard let viewClass = object_getClass(view) else { return }
            let name = String(cString: class_getName(viewClass)).appending("_IgnoreSafeArea")
            if let subclass = NSClassFromString(name) { object_setClass(view, subclass); return }
            guard let subclass = objc_allocateClassPair(viewClass, name, 0) else { return }
            if let method = class_getInstanceMethod(UIView.self, #selector(getter: UIView.safeAreaInsets)) {
                let zero: @convention(block) (AnyObject) -> UIEdgeInsets = { _ in .zero }
                class_addMethod(subclass, #selector(getter: UIView.safeAreaInsets),
                                imp_implementationWithBlock(zero), method_getTypeEncoding(method))
            }
            objc_registerClassPair(subclass)
            object_setClass(view, subclass)
        }
    }
    """

  func apply(to world: inout HostedCellWorld, in environment: Environment) {
    world.onConfigureCell.append { cell in
      guard let view = cell.hostingController?.view else { return }
      let runtime = view.runtime
      let name = view.isa.name + "_IgnoreSafeArea"
      if let subclass = runtime.classNamed(name) {
        view.isa = subclass
        return
      }
      guard let subclass = runtime.allocateClassPair(superclass: view.isa, name: name) else { return }
      runtime.addMethod(.safeAreaInsets, to: subclass) { _ in .zero }
      view.isa = subclass
    }
  }
}
