import InsetEmulation
import InsetEngine
import InsetLint

/// Per-instance dynamic subclass (seed 000, method 2, after Samuel Défago): the first time, a
/// class `<viewClass>_IgnoreSafeArea` is allocated whose `safeAreaInsets` getter returns zero;
/// every cell's hosting view is then `object_setClass`-ed to it. Works on any iOS version and
/// touches no other hosting view, at the price of a runtime hack. A reused cell calls it again
/// on a view already moved: the guard leaves it be (no `<…>_IgnoreSafeArea_IgnoreSafeArea`).
struct DynamicSubclassStrategy: Strategy, Equatable {
  typealias Target = HostedCellSafeAreaProblem
  static let suffix = "_IgnoreSafeArea"
  let id: StrategyID = "dynamic-subclass"
  let summary = "Per-instance dynamic subclass of the cell's hosting view returning zero safe-area insets"
  let source = HostedCellSafeAreaProblem.seed
  let availability = Availability.always
  let traits: Set<Trait> = [.runtimeHack]
  let code = "controller.disableSafeArea()"
  let editAnchor: SourceEdit.Anchor? = .afterCreation
  let supportCode = """
    extension UIHostingController {
        /// Moves this controller's view, and only it, to a subclass of its class whose
        /// `safeAreaInsets` getter returns zero. The subclass is made once and reused; calling
        /// this again for the same view (a reused cell) changes nothing.
        func disableSafeArea() {
            guard let viewClass = object_getClass(view) else { return }
            let baseName = String(cString: class_getName(viewClass))
            guard !baseName.hasSuffix("\(suffix)") else { return }
            let name = baseName + "\(suffix)"
            if let subclass = NSClassFromString(name) {
                object_setClass(view, subclass)
                return
            }
            guard let subclass = objc_allocateClassPair(viewClass, name, 0) else { return }
            let getter = #selector(getter: UIView.safeAreaInsets)
            if let method = class_getInstanceMethod(UIView.self, getter) {
                let zero: @convention(block) (AnyObject) -> UIEdgeInsets = { _ in .zero }
                class_addMethod(subclass, getter, imp_implementationWithBlock(zero), method_getTypeEncoding(method))
            }
            objc_registerClassPair(subclass)
            object_setClass(view, subclass)
        }
    }
    """

  func apply(to world: inout HostedCellSafeAreaWorld, in environment: Environment) {
    world.onConfigureCell.append { cell in
      guard let view = cell.hostingController?.view else { return }
      view.runtime.moveToDynamicSubclass(view, suffix: Self.suffix) { subclass, runtime in
        runtime.addMethod(.safeAreaInsets, to: subclass) { _ in .zero }
      }
    }
  }
}
