/// The SwiftUI view a hosting view renders, reduced to what its placement depends on: the root
/// fills the rectangle its host proposes (a resizable image, as in seed 000), and
/// `.ignoresSafeArea()` lets it grow over the *SwiftUI-level* safe area it is handed.
///
/// Seed 000 (and radar FB8176223 quoted there): `.ignoresSafeArea()` cannot undo the safe area a
/// UIHostingController applies, because that inset is taken at the UIKit level, before SwiftUI
/// lays out. `HostingView` models exactly that: it proposes the inset rectangle and hands SwiftUI
/// no safe area of its own, so the modifier has nothing to ignore.
public struct HostedContent: Sendable, Hashable {
  /// A name for pictures and notes (`ContentView`).
  public var label: String
  /// True when the root carries `.ignoresSafeArea()` (all regions, all edges).
  public var ignoresSafeArea: Bool
  /// How the root takes the space it is proposed.
  public enum Sizing: Sendable, Hashable {
    /// It fills the proposal (a resizable image, a `ZStack { Color.clear; … }`).
    case flexible
    /// It keeps its own height and is centred in the proposal (SwiftUI's default alignment).
    case fixed(height: Double)
  }
  public var sizing: Sizing
  /// True when the root carries `.ignoresSafeArea(.keyboard)`.
  public var ignoresKeyboard: Bool
  /// True when the root holds the focused `TextField` (the one that brought the keyboard up).
  public var hasFocusedTextField: Bool

  public init(
    label: String = "ContentView", ignoresSafeArea: Bool = false, sizing: Sizing = .flexible,
    ignoresKeyboard: Bool = false, hasFocusedTextField: Bool = false
  ) {
    self.label = label
    self.ignoresSafeArea = ignoresSafeArea
    self.sizing = sizing
    self.ignoresKeyboard = ignoresKeyboard
    self.hasFocusedTextField = hasFocusedTextField
  }

  /// `.ignoresSafeArea()`.
  public func ignoringSafeArea() -> HostedContent {
    var copy = self
    copy.ignoresSafeArea = true
    return copy
  }

  /// `.ignoresSafeArea(.keyboard)` on the root.
  public func ignoringKeyboard() -> HostedContent {
    var copy = self
    copy.ignoresKeyboard = true
    return copy
  }

  /// True when the keyboard region does not reach the root: `.ignoresSafeArea()` or
  /// `.ignoresSafeArea(.keyboard)` on a flexible root (openillumi.com: the modifier takes effect on a
  /// flexible container; it only expands the modified view's own frame), unless the root holds a
  /// focused text field that avoids regardless (`focusedFieldAvoids`).
  public func ignoresKeyboardRegion(focusedFieldAvoids: Bool) -> Bool {
    guard ignoresSafeArea || ignoresKeyboard, sizing == .flexible else { return false }
    return !(hasFocusedTextField && focusedFieldAvoids)
  }

  /// Where SwiftUI places the root: the proposed rectangle, extended over `swiftUISafeArea` on
  /// every edge when the root ignores the safe area.
  /// `keyboard` is the keyboard region's bottom inset beyond the proposal, which SwiftUI avoids
  /// unless the root ignores it; a fixed-height root is centred in what remains.
  public func frame(
    proposed: Rect, swiftUISafeArea: EdgeInsets, keyboard: Double = 0, focusedFieldAvoids: Bool = true
  ) -> Rect {
    var area = proposed
    if keyboard > 0, !ignoresKeyboardRegion(focusedFieldAvoids: focusedFieldAvoids) {
      area.size.height = max(0, area.height - keyboard)
    }
    if ignoresSafeArea {
      let s = swiftUISafeArea
      area = Rect(
        x: area.minX - s.left, y: area.minY - s.top, width: area.width + s.horizontal,
        height: area.height + s.vertical)
    }
    switch sizing {
    case .flexible: return area
    case .fixed(let height):
      return Rect(x: area.minX, y: area.minY + (area.height - height) / 2, width: area.width, height: height)
    }
  }
}
