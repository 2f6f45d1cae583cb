/// The user's preferred text size (`UIContentSizeCategory`, SwiftUI `DynamicTypeSize`), with the
/// point size of the Body text style at each: 14, 15, 16, 17 (the default, Large), 19, 21, 23, then
/// the accessibility sizes 28, 33, 40, 47, 53. Apple's pages name the categories, not the sizes;
/// the sizes are the ones `UIFont.preferredFont(forTextStyle: .body)` reports (community tables
/// generated on the simulator, gist klaas/750f489e2390389ab812; Apple HIG, Typography).
public enum ContentSizeCategory: String, CaseIterable, Sendable {
  case extraSmall = "extra-small"
  case small
  case medium
  case large
  case extraLarge = "extra-large"
  case extraExtraLarge = "extra-extra-large"
  case extraExtraExtraLarge = "extra-extra-extra-large"
  case accessibilityMedium = "accessibility-medium"
  case accessibilityLarge = "accessibility-large"
  case accessibilityExtraLarge = "accessibility-extra-large"
  case accessibilityExtraExtraLarge = "accessibility-extra-extra-large"
  case accessibilityExtraExtraExtraLarge = "accessibility-extra-extra-extra-large"

  /// The Body text style's point size at this category.
  public var bodyPointSize: Double {
    switch self {
    case .extraSmall: return 14
    case .small: return 15
    case .medium: return 16
    case .large: return 17
    case .extraLarge: return 19
    case .extraExtraLarge: return 21
    case .extraExtraExtraLarge: return 23
    case .accessibilityMedium: return 28
    case .accessibilityLarge: return 33
    case .accessibilityExtraLarge: return 40
    case .accessibilityExtraExtraLarge: return 47
    case .accessibilityExtraExtraExtraLarge: return 53
    }
  }

  /// How much larger Body text is here than at the default (Large), in points.
  public var bodyGrowth: Double { bodyPointSize - ContentSizeCategory.large.bodyPointSize }
}
