import InsetEmulation
import InsetEngine

/// The private keyboard hook, per instance (Peter Steinberger, "Disabling Keyboard Avoidance in
/// SwiftUI UIHostingController", gist da72299613dcc91e8d729e48b4bb582c; expo/expo PR #41302 uses it
/// below 16.4): the hosting view is moved to a runtime subclass whose private
/// `keyboardWillShowWithNotification:` and `keyboardWillHideWithNotification:` do nothing, so it
/// never learns of the keyboard. One class, made once; other hosts are untouched. Which object
/// carries the selectors is not documented: modelled on the hosting view, as the gist does.
struct KeyboardHookDynamicSubclassStrategy: Strategy, Equatable {
  typealias Target = HostedKeyboardAvoidanceProblem
  static let suffix = "_NoKeyboard"
  let id: StrategyID = "keyboard-hook-dynamic-subclass"
  let summary =
    "Runtime subclass of the host's view with no-op private keyboardWillShow/HideWithNotification:"
  let source =
    "steipete, Disabling Keyboard Avoidance in SwiftUI UIHostingController (gist); expo/expo PR #41302"
  let availability = Availability.since("13.0")
  let traits: Set<Trait> = [.privateAPI, .runtimeHack]
  let code = "controller.disableKeyboardAvoidance()"
  let editAnchor: SourceEdit.Anchor? = .afterCreation
  let supportCode = """
    extension UIHostingController {
        /// Moves this controller's view, and only it, to a subclass whose private keyboard
        /// handlers do nothing. The subclass is made once and reused.
        func disableKeyboardAvoidance() {
            guard let viewClass = object_getClass(view) else { return }
            let baseName = String(cString: class_getName(viewClass))
            guard !baseName.hasSuffix("\(suffix)") else { return }
            let name = baseName + "\(suffix)"
            if let subclass = NSClassFromString(name) {
                object_setClass(view, subclass)
                return
            }
            guard let subclass = objc_allocateClassPair(viewClass, name, 0) else { return }
            let noop: @convention(block) (AnyObject, AnyObject) -> Void = { _, _ in }
            let imp = imp_implementationWithBlock(noop)
            class_addMethod(subclass, NSSelectorFromString("keyboardWillShowWithNotification:"), imp, "v@:@")
            class_addMethod(subclass, NSSelectorFromString("keyboardWillHideWithNotification:"), imp, "v@:@")
            objc_registerClassPair(subclass)
            object_setClass(view, subclass)
        }
    }
    """

  func apply(to world: inout HostedKeyboardAvoidanceWorld, in environment: Environment) {
    world.onMakeHost.append { controller in
      let view = controller.hostingView
      view.runtime.moveToDynamicSubclass(view, suffix: Self.suffix) { subclass, runtime in
        for selector in [Selector.keyboardWillShowWithNotification, .keyboardWillHideWithNotification] {
          runtime.addMethod(selector, to: subclass) { _, _ in }
        }
      }
    }
  }
}
