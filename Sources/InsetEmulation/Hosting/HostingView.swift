/// `_UIHostingView`, the view of a UIHostingController. At layout it proposes its SwiftUI root
/// its bounds minus its `safeAreaInsets` (dispatched through the runtime, so swizzling and
/// dynamic subclassing act here as in UIKit) for the regions in `safeAreaRegions`, unless the
/// private `_disableSafeArea` ivar is set. The safe area is consumed there: SwiftUI is handed none
/// (seed 000: `.ignoresSafeArea()` in the content does not help).
public final class HostingView: View {
  /// The regions of the safe area the view honours (`UIHostingController.safeAreaRegions`).
  public struct SafeAreaRegions: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The container's safe area: status bar, sensor housing, home indicator (all of this world).
    public static let container = SafeAreaRegions(rawValue: 1)
    /// The keyboard's area (none in these worlds).
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    public static let all: SafeAreaRegions = [.container, .keyboard]
  }

  /// The private ivar FB8176223 names; set through key-value coding.
  public static let disableSafeAreaKey = "_disableSafeArea"

  public var rootContent: HostedContent
  public var safeAreaRegions: SafeAreaRegions = .all
  /// True (assumption `ignores-safe-area-consumed-by-uikit`) when the safe area is taken off
  /// before SwiftUI lays out, so SwiftUI is handed none; false hands SwiftUI the insets instead.
  public var consumesSafeAreaAtUIKitLevel = true
  /// Where the last layout placed the SwiftUI root, in this view's bounds; nil before any layout.
  public private(set) var contentFrame: Rect?

  public init(runtime: Runtime, rootContent: HostedContent, frame: Rect = .zero) {
    self.rootContent = rootContent
    super.init(runtime: runtime, className: "_UIHostingView", frame: frame)
  }

  /// `setValue(_:forKey:)` on an ivar-backed flag; an unknown key raises in UIKit
  /// (`NSUnknownKeyException`), here a programming error.
  public func setValue(_ value: Bool, forKey key: String) {
    precondition(
      key == HostingView.disableSafeAreaKey, "NSUnknownKeyException: \(className) has no key \(key)")
    if value { privateFlags.insert(key) } else { privateFlags.remove(key) }
  }

  public var disablesSafeArea: Bool { privateFlags.contains(HostingView.disableSafeAreaKey) }

  /// The insets the layout takes off: `safeAreaInsets` when the container region is honoured.
  public var appliedSafeAreaInsets: EdgeInsets {
    guard !disablesSafeArea, safeAreaRegions.contains(.container) else { return .zero }
    return safeAreaInsets
  }

  /// `layoutSubviews`: places the SwiftUI root.
  public func layoutSubviews() {
    guard consumesSafeAreaAtUIKitLevel else {
      contentFrame = rootContent.frame(
        proposed: bounds.inset(by: appliedSafeAreaInsets), swiftUISafeArea: appliedSafeAreaInsets)
      return
    }
    contentFrame = rootContent.frame(
      proposed: bounds.inset(by: appliedSafeAreaInsets), swiftUISafeArea: .zero)
  }

  /// The laid-out root in window (screen) coordinates.
  public var contentFrameInWindow: Rect? { contentFrame.map(convertToWindow) }
}
