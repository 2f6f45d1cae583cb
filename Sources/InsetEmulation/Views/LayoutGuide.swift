/// The three horizontal references UIKit constraints are made against: the view's edges
/// (`leadingAnchor`), its `safeAreaLayoutGuide`, and its `layoutMarginsGuide` (which, with
/// `insetsLayoutMarginsFromSafeArea`, the default, lies inside the safe area).
public enum LayoutGuide: String, CaseIterable, Sendable {
  case edges
  case safeArea = "safe-area"
  case layoutMargins = "layout-margins"
}

extension View {
  /// The guide's frame in this view's bounds coordinates. A view that does not compute margins
  /// (not a `LayoutMarginsView`) has UIKit's default 8 pt, measured from its safe area.
  public func frame(of guide: LayoutGuide) -> Rect {
    switch guide {
    case .edges: return bounds
    case .safeArea: return safeAreaFrame
    case .layoutMargins:
      let margins =
        (self as? LayoutMarginsView)?.layoutMargins
        ?? EdgeInsets(left: 8 + safeAreaInsets.left, right: 8 + safeAreaInsets.right)
      return bounds.inset(by: EdgeInsets(left: margins.left, right: margins.right))
    }
  }
}
