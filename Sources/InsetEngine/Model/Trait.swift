/// What kind of change a strategy is, and what risk it carries. Policies allow or forbid traits;
/// ranking prefers lower risk among strategies that fix the problem.
public enum Trait: String, CaseIterable, Sendable, Hashable, Comparable {
  /// Uses only documented public API.
  case publicAPI = "public-api"
  /// Touches private API (App Review risk, may break in any release).
  case privateAPI = "private-api"
  /// Changes classes or methods at run time (swizzling, dynamic subclassing).
  case runtimeHack = "runtime-hack"
  /// Affects code beyond the call site (every instance of a class, the whole app).
  case globalSideEffect = "global-side-effect"
  /// Replaces the component instead of fixing it (a rewrite or a change of embedding API).
  case rewrite

  /// Relative cost used to rank working strategies: lower is preferred.
  public var risk: Int {
    switch self {
    case .publicAPI: return 0
    case .runtimeHack: return 2
    case .rewrite: return 3
    case .privateAPI: return 4
    case .globalSideEffect: return 5
    }
  }

  public static func < (a: Trait, b: Trait) -> Bool { a.rawValue < b.rawValue }
}

/// A feature of the content a scenario hosts (e.g. `navigation-link`) that some strategies
/// cannot carry. Problems define their own; a scenario lists the ones present.
public struct ContentFeature: RawRepresentable, Hashable, Sendable, Comparable, ExpressibleByStringLiteral {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public init(stringLiteral value: String) { rawValue = value }
  public static func < (a: ContentFeature, b: ContentFeature) -> Bool { a.rawValue < b.rawValue }
}
