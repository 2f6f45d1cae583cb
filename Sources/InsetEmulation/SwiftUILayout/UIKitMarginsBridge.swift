/// An emulated UIView with `layoutMargins` as UIKit computes them (horizontal edges only; the
/// device data has no vertical margins):
/// - a view controller's root view gets the controller's `systemMinimumLayoutMargins`, plus its
///   own safe area when `insetsLayoutMarginsFromSafeArea` (the default), on every iOS version:
///   computed here, never read from the device data;
/// - any other view has default margins of 8 points (UIKit's documented default) before iOS
///   27.1 and of zero from 27.1 on (release notes, 186294594), measured from its safe area when
///   `insetsLayoutMarginsFromSafeArea` is true; with `preservesSuperviewLayoutMargins` it takes
///   the superview's margins where they reach further into it.
public final class LayoutMarginsView: View {
  public let os: OSVersion
  public var preservesSuperviewLayoutMargins = false
  public var insetsLayoutMarginsFromSafeArea = true

  /// The release from which a plain UIView's default layout margins are zero.
  public static let zeroDefaultMarginsSince = OSVersion(27, 1)

  public init(runtime: Runtime, os: OSVersion, frame: Rect = .zero) {
    self.os = os
    super.init(runtime: runtime, className: "UIView", frame: frame)
  }

  /// `layoutMargins` (left and right).
  public var layoutMargins: EdgeInsets {
    var margins: EdgeInsets
    if let controller = owningViewController {
      let minimum = controller.systemMinimumLayoutMargins
      margins = EdgeInsets(left: minimum.left, right: minimum.right)
    } else {
      let base = os >= Self.zeroDefaultMarginsSince ? 0.0 : 8.0
      margins = EdgeInsets(left: base, right: base)
    }
    if insetsLayoutMarginsFromSafeArea {
      margins = margins + EdgeInsets(left: safeAreaInsets.left, right: safeAreaInsets.right)
    }
    if preservesSuperviewLayoutMargins, let parent = superview as? LayoutMarginsView {
      let inherited = parent.layoutMargins
      let left = inherited.left - (frame.minX - parent.boundsOrigin.x)
      let right = inherited.right - (parent.bounds.maxX - frame.maxX)
      margins = EdgeInsets(left: max(margins.left, left), right: max(margins.right, right))
    }
    return margins
  }
}

/// The UIKit side of a SwiftUI app: the key window and its root view controller, whose root
/// view's `layoutMargins` app code can read and feed into SwiftUI. Reads are logged.
public final class UIKitMarginsBridge {
  public let runtime = Runtime()
  public let window: Window
  public let rootViewController: ViewController
  public let rootView: LayoutMarginsView
  let log: MarginReadLog

  public init(
    screen: Size, safeArea: EdgeInsets, systemMinimumLayoutMargins: HorizontalMargins, os: OSVersion,
    log: MarginReadLog
  ) {
    self.log = log
    window = Window(runtime: runtime, screen: screen, safeArea: safeArea)
    rootView = LayoutMarginsView(runtime: runtime, os: os)
    rootViewController = ViewController(runtime: runtime, view: rootView)
    rootViewController.systemMinimumLayoutMargins = systemMinimumLayoutMargins
    window.rootViewController = rootViewController
  }

  /// `window.rootViewController?.view.layoutMargins`, as app code reads it.
  public func readRootLayoutMargins() -> EdgeInsets {
    let value = rootView.layoutMargins
    log.record(
      MarginRead(
        api: "UIView.layoutMargins (root view)", reader: "rootViewController.view", nesting: .zero,
        value: value))
    return value
  }
}
