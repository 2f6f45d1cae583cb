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

  public init(label: String = "ContentView", ignoresSafeArea: Bool = false) {
    self.label = label
    self.ignoresSafeArea = ignoresSafeArea
  }

  /// `.ignoresSafeArea()`.
  public func ignoringSafeArea() -> HostedContent {
    HostedContent(label: label, ignoresSafeArea: true)
  }

  /// Where SwiftUI places the root: the proposed rectangle, extended over `swiftUISafeArea` on
  /// every edge when the root ignores the safe area.
  public func frame(proposed: Rect, swiftUISafeArea: EdgeInsets) -> Rect {
    guard ignoresSafeArea else { return proposed }
    let s = swiftUISafeArea
    return Rect(
      x: proposed.minX - s.left, y: proposed.minY - s.top, width: proposed.width + s.horizontal,
      height: proposed.height + s.vertical)
  }
}
