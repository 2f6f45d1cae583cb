/// Every built-in source rule, in the order `insetfix lint --help` lists them. Each lives in its
/// own folder, `Rules/<RuleName>/`: the rule, its facts, its examples and its fix glue; the engine
/// names none of them (a rule that needs other files is a `CollectingRule`).
public enum RuleCatalog {
  public static let all: [any Rule] = [
    HostedCellSafeAreaRule(),
    HostingConfigurationMarginsRule(),
    IgnoresSafeAreaInCellRule(),
    InputViewBottomInsetRule(),
    FixedHorizontalPaddingRule(),
    ListPreferenceScrollOffsetRule(),
    ScrollGeometryModifierOrderRule(),
    SafeAreaInsetHorizontalScrollHeightRule(),
    FragileViewExtractionRule(),
  ]

  /// Reported by the engine for a `// insetfix:disable` that suppressed nothing or names no rule.
  public static let unusedSuppression = "unused-suppression"

  /// Every id a config or a suppression may name.
  public static var ids: [String] { all.map(\.description.id) + [unusedSuppression] }

  public static func rule(_ id: String) -> (any Rule)? { all.first { $0.description.id == id } }
}
