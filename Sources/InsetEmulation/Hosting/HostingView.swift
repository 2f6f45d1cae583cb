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
    /// The keyboard's area: the part of the software keyboard over the view (Apple,
    /// `SafeAreaRegions.keyboard`: "the current extent of any software keyboard displayed over the
    /// view content").
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    public static let all: SafeAreaRegions = [.container, .keyboard]
  }

  /// The private ivar FB8176223 names; set through key-value coding.
  public static let disableSafeAreaKey = "_disableSafeArea"

  @exclusivity(unchecked) public var rootContent: HostedContent
  @exclusivity(unchecked) public var safeAreaRegions: SafeAreaRegions = .all
  /// True (assumption `ignores-safe-area-consumed-by-uikit`) when the safe area is taken off
  /// before SwiftUI lays out, so SwiftUI is handed none; false hands SwiftUI the insets instead.
  @exclusivity(unchecked) public var consumesSafeAreaAtUIKitLevel = true
  /// The keyboard's frame in the window as the last keyboard notification this view handled
  /// reported it; nil when none is up. Set by `keyboardWillShowWithNotification:`, cleared by
  /// `keyboardWillHideWithNotification:` (dispatched through the runtime: `handleKeyboard`).
  @exclusivity(unchecked) public var keyboardFrameInWindow: Rect?
  /// True when a focused SwiftUI `TextField` in the root avoids the keyboard even under
  /// `.ignoresSafeArea(.keyboard)` (a problem's assumption; expo/expo PR #41302 reports it).
  @exclusivity(unchecked) public var focusedTextFieldAlwaysAvoids = true
  /// False (SwiftUIX #165) when the keyboard region and the container's bottom combine by `max`;
  /// true when they add up (a problem's assumption).
  @exclusivity(unchecked) public var keyboardAddsToContainer = false
  /// Where the last layout placed the SwiftUI root, in this view's bounds; nil before any layout.
  @exclusivity(unchecked) public private(set) var contentFrame: Rect?

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

  /// The keyboard's overlap with this view's bounds, in points of height (0 with none up).
  public var keyboardOverlap: Double {
    guard let keyboard = keyboardFrameInWindow else { return 0 }
    return bounds.intersection(convertFromWindow(keyboard)).height
  }

  /// The keyboard region's bottom inset beyond the container's: the effective bottom inset is
  /// `max(container, keyboard overlap)` (SwiftUIX #165 measured a bottom safe area equal to the
  /// keyboard height, not their sum); 0 when `safeAreaRegions` omits `.keyboard`.
  public var keyboardInset: Double {
    guard safeAreaRegions.contains(.keyboard) else { return 0 }
    return keyboardInset(applied: appliedSafeAreaInsets)
  }

  /// `keyboardInset` with `appliedSafeAreaInsets` already read (a layout reads it once).
  private func keyboardInset(applied: EdgeInsets) -> Double {
    guard safeAreaRegions.contains(.keyboard) else { return 0 }
    return keyboardAddsToContainer ? keyboardOverlap : max(0, keyboardOverlap - applied.bottom)
  }

  /// A keyboard notification reaching the view: dispatched to its class's implementation of
  /// `keyboardWillShowWithNotification:` / `keyboardWillHideWithNotification:`, then laid out.
  public func handleKeyboard(_ note: KeyboardNotification) {
    let selector: Selector
    switch note.name {
    case .willShow, .willChangeFrame: selector = .keyboardWillShowWithNotification
    case .willHide: selector = .keyboardWillHideWithNotification
    case .didShow, .didHide: return
    }
    isa.notificationImplementation(for: selector)?(self, note)
    layoutSubviews()
  }

  /// `_UIHostingView`'s own handlers: the keyboard frame, in the window, feeds the keyboard region.
  func applyKeyboardNotification(_ note: KeyboardNotification) {
    let shown = note.name != .willHide && note.mode != .hidden && note.mode != .hardware
    keyboardFrameInWindow = shown ? (window?.windowRect(fromScreen: note.end) ?? note.end) : nil
  }

  /// `layoutSubviews`: places the SwiftUI root.
  public func layoutSubviews() {
    // Read once: each read walks the safe area up to the window.
    let applied = appliedSafeAreaInsets
    let keyboard = keyboardInset(applied: applied)
    contentFrame = rootContent.frame(
      proposed: bounds.inset(by: applied), swiftUISafeArea: consumesSafeAreaAtUIKitLevel ? .zero : applied,
      keyboard: keyboard, focusedFieldAvoids: focusedTextFieldAlwaysAvoids)
  }

  /// The laid-out root in window (screen) coordinates.
  public var contentFrameInWindow: Rect? { contentFrame.map(convertToWindow) }
}
