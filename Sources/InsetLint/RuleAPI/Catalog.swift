import InsetEngine

/// What a package adds to insetfix: problems, their strategies and lint rules. The built-in
/// problems are plugins too, registered the same way (`BuiltInProblems.plugins`); a team's own
/// `insetfix` passes its plugins beside them (see `Examples/`).
public protocol Plugin: Sendable {
  /// Registers everything the plugin adds: a problem before its strategies and rules.
  func register(in catalog: inout Catalog) throws
}

/// Everything a run of insetfix works from: the engine's problems and strategies, and the lint
/// rules. The lint engine, configuration, suppressions, reporters, suggestions and docs read the
/// rules they are handed here, never a global list.
public struct Catalog: Sendable {
  public private(set) var registry = Registry()
  public private(set) var rules = RuleSet()

  public init() {}

  /// A catalog of `plugins`, in order; a plugin that clashes with an earlier one, or a rule that
  /// names a problem or strategy nobody registered, is an input error.
  public init(plugins: [any Plugin]) throws {
    for plugin in plugins { try install(plugin) }
  }

  public mutating func install(_ plugin: any Plugin) throws {
    let rulesBefore = rules.rules.count
    try plugin.register(in: &self)
    for rule in rules.rules[rulesBefore...] { try validate(rule.description) }
  }

  public mutating func register<P: Problem>(_ problem: P) throws { try registry.register(problem) }

  public mutating func register<S: Strategy>(_ strategy: S) throws { try registry.register(strategy) }

  /// Registers a lint rule; its id must be new. Its problem and suggested strategies are checked
  /// when its plugin has registered everything.
  public mutating func register(rule: any Rule) throws {
    let id = rule.description.id
    guard id != RuleSet.unusedSuppression, rules.rule(id) == nil else {
      throw InputError("rule '\(id)' is already registered")
    }
    rules.append(rule)
  }

  /// A rule's links into the registry: a typo in `problem:` or `suggests:` would otherwise yield
  /// no suggestions without a word.
  func validate(_ description: RuleDescription) throws {
    let strategies: [StrategyInfo]
    do { strategies = try registry.strategies(for: description.problem) } catch {
      throw InputError(
        "rule '\(description.id)' names problem '\(description.problem)', which is not registered")
    }
    guard case .strategies(let named) = description.suggests else { return }
    for id in named where !strategies.contains(where: { $0.id == id }) {
      throw InputError(
        "rule '\(description.id)' suggests strategy '\(id)', which problem '\(description.problem)' does not have"
      )
    }
  }
}

/// The lint rules of a run, in registration order, and the ids a config or a suppression may name.
public struct RuleSet: Sendable {
  public private(set) var rules: [any Rule] = []

  public init(_ rules: [any Rule] = []) { self.rules = rules }

  /// Reported by the engine for a `// insetfix:disable` that suppressed nothing or names no rule.
  public static let unusedSuppression: RuleID = "unused-suppression"

  /// Every id a config or a suppression may name.
  public var ids: [RuleID] { rules.map(\.description.id) + [Self.unusedSuppression] }

  public var descriptions: [RuleDescription] { rules.map(\.description) }

  public func rule(_ id: RuleID) -> (any Rule)? { rules.first { $0.description.id == id } }

  /// The default severity of a rule (the engine's own rule warns).
  public func defaultSeverity(of id: RuleID) -> Severity { rule(id)?.description.severity ?? .warning }

  mutating func append(_ rule: any Rule) { rules.append(rule) }
}
