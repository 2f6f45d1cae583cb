import InsetEmulation

/// A screen whose header is pinned near the top of the controller's view, built from the generic
/// emulation: the device's window, a root view controller filling it, and the header view. A
/// strategy says where the header's top goes; `layout()` places it as Auto Layout would.
public final class HardCodedStatusBarWorld {
  /// Where the header's top edge is pinned.
  public enum Pin: Sendable {
    /// `header.topAnchor == view.topAnchor + constant`.
    case viewTop(constant: Double)
    /// `header.topAnchor == view.safeAreaLayoutGuide.topAnchor + constant`.
    case safeAreaTop(constant: Double)
  }

  public let window: Window
  public let controller: ViewController
  public let header: View
  public var pin: Pin = .viewTop(constant: 0)
  public let headerHeight: Double

  public init(screen: Size, safeArea: EdgeInsets, headerHeight: Double) {
    let runtime = Runtime()
    window = Window(runtime: runtime, screen: screen, safeArea: safeArea)
    controller = ViewController(runtime: runtime)
    window.rootViewController = controller
    header = View(runtime: runtime)
    controller.view.addSubview(header)
    self.headerHeight = headerHeight
  }

  /// The layout pass: the header spans the view's width at its pinned top.
  public func layout() {
    let view = controller.view
    let top: Double
    switch pin {
    case .viewTop(let constant): top = constant
    case .safeAreaTop(let constant): top = view.safeAreaInsets.top + constant
    }
    header.frame = Rect(x: 0, y: top, width: view.bounds.width, height: headerHeight)
  }
}
