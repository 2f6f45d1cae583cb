/// An emulated Objective-C runtime: just enough of it to reproduce what the runtime fixes of
/// seed 000 do. Classes form a chain; an instance's `isa` can be swapped (`object_setClass`);
/// a class pair is allocated once by name (`objc_allocateClassPair` returns nil when the name
/// is taken); methods can be added to a class or exchanged on it (swizzling), which changes
/// every instance of that class and of its subclasses.
public final class Runtime {
  private(set) var classes: [String: RuntimeClass] = [:]
  /// How many classes were allocated at run time (not the built-in UIKit/SwiftUI ones).
  public private(set) var allocatedClassCount = 0
  /// How many method implementations were exchanged or replaced on an existing class.
  public private(set) var swizzleCount = 0

  /// Bumped whenever a method table changes, so classes drop their resolved-method caches.
  let epoch = MethodEpoch()

  public init() {
    for (name, superName) in Runtime.builtInClasses {
      classes[name] = RuntimeClass(name: name, superclass: superName.flatMap { classes[$0] }, epoch: epoch)
    }
    classes["UIView"]!.methods[.safeAreaInsets] = { view in view.geometricSafeAreaInsets }
    for selector in [Selector.keyboardWillShowWithNotification, .keyboardWillHideWithNotification] {
      classes["_UIHostingView"]!.notificationMethods[selector] = { view, note in
        (view as? HostingView)?.applyKeyboardNotification(note)
      }
    }
  }

  /// The UIKit/SwiftUI classes the emulation knows, parents first.
  static let builtInClasses: [(String, String?)] = [
    ("NSObject", nil), ("UIResponder", "NSObject"), ("UIView", "UIResponder"),
    ("UIWindow", "UIView"), ("UIScrollView", "UIView"), ("UICollectionView", "UIScrollView"),
    ("UITableView", "UIScrollView"), ("UICollectionReusableView", "UIView"),
    ("UICollectionViewCell", "UICollectionReusableView"), ("UITableViewCell", "UIView"),
    ("UIControl", "UIView"), ("UITextField", "UIControl"), ("UISlider", "UIControl"),
    ("UILabel", "UIView"), ("UIImageView", "UIView"), ("UIInputView", "UIView"),
    ("UINavigationBar", "UIView"), ("_UIHostingView", "UIView"),
    ("UIViewController", "UIResponder"), ("UINavigationController", "UIViewController"),
    ("UIHostingController", "UIViewController"),
  ]

  /// `NSClassFromString`.
  public func classNamed(_ name: String) -> RuntimeClass? { classes[name] }

  /// A built-in class; asking for one the emulation does not model is a programming error.
  public subscript(name: String) -> RuntimeClass {
    guard let cls = classes[name] else { preconditionFailure("emulated runtime has no class \(name)") }
    return cls
  }

  /// Declares a plain class (e.g. the app's own cell subclass) under an existing superclass.
  @discardableResult
  public func declareClass(_ name: String, superclass: RuntimeClass) -> RuntimeClass {
    if let existing = classes[name] { return existing }
    let cls = RuntimeClass(name: name, superclass: superclass, epoch: epoch)
    classes[name] = cls
    return cls
  }

  /// `objc_allocateClassPair` + `objc_registerClassPair`: nil when the name is already taken.
  public func allocateClassPair(superclass: RuntimeClass, name: String) -> RuntimeClass? {
    guard classes[name] == nil else { return nil }
    let cls = RuntimeClass(name: name, superclass: superclass, epoch: epoch)
    classes[name] = cls
    allocatedClassCount += 1
    return cls
  }

  /// The per-instance dynamic subclass (`object_setClass` to `<class><suffix>`, allocated the first
  /// time with `configure` adding its methods, reused after): only `view` changes class. A view
  /// already moved (a reused cell configured again) is left as it is, so no `<…><suffix><suffix>`.
  public func moveToDynamicSubclass(
    _ view: View, suffix: String, configure: (_ subclass: RuntimeClass, _ runtime: Runtime) -> Void
  ) {
    guard !view.isa.name.hasSuffix(suffix) else { return }
    let name = view.isa.name + suffix
    if let subclass = classNamed(name) {
      view.isa = subclass
      return
    }
    guard let subclass = allocateClassPair(superclass: view.isa, name: name) else { return }
    configure(subclass, self)
    view.isa = subclass
  }

  /// `class_addMethod`: adds (or, for this emulation, overrides) an implementation on one class.
  public func addMethod(_ selector: Selector, to cls: RuntimeClass, _ imp: @escaping Implementation) {
    cls.methods[selector] = imp
    epoch.value += 1
  }

  /// `class_addMethod` for a method that takes a notification (`keyboardWillShowWithNotification:`).
  public func addMethod(
    _ selector: Selector, to cls: RuntimeClass, _ imp: @escaping NotificationImplementation
  ) {
    cls.notificationMethods[selector] = imp
    epoch.value += 1
  }

  /// `class_replaceMethod` of a notification-taking method on an existing class (every instance).
  public func swizzle(_ selector: Selector, on cls: RuntimeClass, _ imp: @escaping NotificationImplementation)
  {
    cls.notificationMethods[selector] = imp
    epoch.value += 1
    swizzleCount += 1
  }

  /// `method_exchangeImplementations` / `class_replaceMethod` on an existing class: the new
  /// implementation is seen by every instance of the class and its subclasses.
  public func swizzle(_ selector: Selector, on cls: RuntimeClass, _ imp: @escaping Implementation) {
    cls.methods[selector] = imp
    epoch.value += 1
    swizzleCount += 1
  }
}

/// A selector the emulation dispatches dynamically.
public enum Selector: String, Hashable, Sendable {
  case safeAreaInsets
  /// `_UIHostingView`'s private keyboard handlers (steipete, "Disabling Keyboard Avoidance in
  /// SwiftUI UIHostingController"): they feed the keyboard safe-area region.
  case keyboardWillShowWithNotification = "keyboardWillShowWithNotification:"
  case keyboardWillHideWithNotification = "keyboardWillHideWithNotification:"
}

/// An implementation of a getter that returns insets.
public typealias Implementation = (View) -> EdgeInsets

/// An implementation of a method that takes a keyboard notification.
public typealias NotificationImplementation = (View, KeyboardNotification) -> Void

/// A counter shared by a runtime's classes: the method-cache generation.
final class MethodEpoch {
  var value = 0
}

/// One class in the emulated runtime.
public final class RuntimeClass {
  public let name: String
  public let superclass: RuntimeClass?
  var methods: [Selector: Implementation] = [:]
  var notificationMethods: [Selector: NotificationImplementation] = [:]
  /// Strong: it holds nothing, and an unowned read is a retain, on every `safeAreaInsets`.
  private let epoch: MethodEpoch
  /// The resolved `safeAreaInsets` implementation and the epoch it was resolved in, like the
  /// method cache `objc_msgSend` keeps per class.
  private var cachedSafeAreaInsets: (epoch: Int, imp: Implementation?)?

  init(name: String, superclass: RuntimeClass?, epoch: MethodEpoch) {
    self.name = name
    self.superclass = superclass
    self.epoch = epoch
  }

  /// Method lookup along the superclass chain, cached until a method table changes.
  public func implementation(for selector: Selector) -> Implementation? {
    guard selector == .safeAreaInsets else { return lookUp(selector) }
    if let cached = cachedSafeAreaInsets, cached.epoch == epoch.value { return cached.imp }
    let imp = lookUp(selector)
    cachedSafeAreaInsets = (epoch.value, imp)
    return imp
  }

  /// Lookup of a notification-taking method along the superclass chain (`objc_msgSend`).
  public func notificationImplementation(for selector: Selector) -> NotificationImplementation? {
    var cls: RuntimeClass? = self
    while let current = cls {
      if let imp = current.notificationMethods[selector] { return imp }
      cls = current.superclass
    }
    return nil
  }

  /// Method lookup along the superclass chain, as `objc_msgSend` does.
  private func lookUp(_ selector: Selector) -> Implementation? {
    var cls: RuntimeClass? = self
    while let current = cls {
      if let imp = current.methods[selector] { return imp }
      cls = current.superclass
    }
    return nil
  }

  public func isSubclass(of other: RuntimeClass) -> Bool {
    var cls: RuntimeClass? = self
    while let current = cls {
      if current === other { return true }
      cls = current.superclass
    }
    return false
  }

  /// True when this class or an ancestor has the given name (`isKind(of:)`).
  public func isKind(of name: String) -> Bool {
    var cls: RuntimeClass? = self
    while let current = cls {
      if current.name == name { return true }
      cls = current.superclass
    }
    return false
  }
}
