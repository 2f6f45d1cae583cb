extension Runtime {
  /// Declares the private SwiftUI/UIKit wrapper classes that the representable world shows
  /// (idempotent). Their names are modelled, not copied from a live hierarchy: SwiftUI's real
  /// `PlatformViewHost` is generic (`PlatformViewHost<PlatformViewRepresentableAdaptor<…>>`) and
  /// the container classes change between releases; what matters to the seed's lookups is the
  /// shape of the tree and that none of these is a UIKit control class.
  public func declareRepresentableWrapperClasses() {
    let view = self["UIView"]
    for name in [
      // SwiftUI (modelled names)
      "PlatformViewHost", "_UIInheritedView", "CGDrawingView",
      // UIKit's private containers inside a UINavigationController's view
      "UILayoutContainerView", "UINavigationTransitionView", "UIViewControllerWrapperView",
    ] {
      declareClass(name, superclass: view)
    }
  }
}
