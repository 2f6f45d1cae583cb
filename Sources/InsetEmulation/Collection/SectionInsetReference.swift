/// What a collection layout's section insets are measured from.
/// - Flow layouts: `UICollectionViewFlowLayout.sectionInsetReference` (iOS 11), default
///   `.fromContentInset` (Apple). "The minimum value of this property is always the collection
///   view's contentInset": a section never starts inside the adjusted content inset.
/// - Compositional layouts: `NSCollectionLayoutSection.contentInsetsReference` (iOS 14), default
///   `.automatic` = the layout configuration's reference (Apple); which one that is, is an
///   assumption of the problem that uses it.
public enum SectionInsetReference: String, CaseIterable, Sendable {
  case contentInset = "content-inset"
  case safeArea = "safe-area"
  case layoutMargins = "layout-margins"
}

extension ScrollView {
  /// The horizontal extent (in the scroll view's own frame coordinates, content scrolled to its
  /// horizontal rest) of a section's items laid out with `inset` measured from `reference`.
  public func sectionItemsExtent(inset: EdgeInsets, reference: SectionInsetReference) -> (
    minX: Double, maxX: Double
  ) {
    let adjusted = adjustedContentInset
    var left = adjusted.left
    var right = adjusted.right
    switch reference {
    case .contentInset: break
    case .safeArea:
      left = max(left, safeAreaInsets.left)
      right = max(right, safeAreaInsets.right)
    case .layoutMargins:
      let margins = frame(of: .layoutMargins)
      left = max(left, margins.minX - bounds.minX)
      right = max(right, bounds.maxX - margins.maxX)
    }
    return (left + inset.left, bounds.width - right - inset.right)
  }
}
