import InsetEmulation

/// What the engine knows of a strategy without its type: id, problem, availability, traits...
public struct StrategyInfo: Sendable {
  public let id: StrategyID
  public let problem: ProblemID
  public let summary: String
  public let source: String
  public let availability: Availability
  public let traits: Set<Trait>
  public let unsupportedContent: [ContentFeature: String]
  public let isBaseline: Bool
  public let code: String
  public let supportCode: String
  public let placement: CodePlacement
  /// What `fix` writes for this strategy (nil: no mechanical edit).
  public let edit: SourceEdit?
  public let branches: [CompositeBranch]

  init(_ strategy: any Strategy, problem: ProblemID) {
    id = strategy.id
    self.problem = problem
    summary = strategy.summary
    source = strategy.source
    availability = strategy.availability
    traits = strategy.traits
    unsupportedContent = strategy.unsupportedContent
    isBaseline = strategy.isBaseline
    code = strategy.code
    supportCode = strategy.supportCode
    placement = strategy.placement
    edit = strategy.edit
    branches = strategy.branches
  }

  /// Sum of trait risks: the ranking's tie-breaker among working strategies.
  public var risk: Int { traits.map(\.risk).reduce(0, +) }
}

/// What the engine knows of a problem without its type.
public struct ProblemInfo: Sendable {
  public let id: ProblemID
  public let title: String
  public let source: String
  public let summary: String
  public let tolerance: Double
  public let errorUnit: ErrorUnit
  public let assumptions: [Assumption]
  public let references: [Reference]
}

/// A scenario decoded for one problem (defaults merged with the user's overrides), ready to run
/// in any environment.
public struct PreparedScenario: @unchecked Sendable {
  public let problem: ProblemID
  /// The complete scenario as JSON (defaults + overrides), echoed in reports.
  public let json: JSONValue
  /// The scenario's compact JSON text: its identity in measurement caches.
  public let key: String
  /// `key.hashValue`, once.
  let keyHash: Int
  public let contentFeatures: Set<ContentFeature>
  let decoded: Any
}

/// The problems and strategies the engine can run. Built-ins register themselves through
/// `InsetStrategies`; a third party conforms to `Strategy` and calls `register`.
public struct Registry: Sendable {
  private var slots: [any ProblemSlotProtocol] = []
  /// The slots' problem ids, in the same order: every measurement looks its problem up, and
  /// asking each slot for its `info` copied a whole `ProblemInfo` per slot.
  private var ids: [ProblemID] = []

  public init() {}

  /// Registers a problem; its id must be new.
  public mutating func register<P: Problem>(_ problem: P) throws {
    guard !ids.contains(problem.id) else {
      throw InputError("problem '\(problem.id)' is already registered")
    }
    // A shared assumption must mean one thing: the same default wherever it is declared.
    let known = assumptions
    for assumption in problem.assumptions {
      if let other = known.first(where: { $0.id == assumption.id }),
        Assumptions.standard.value(of: other) != Assumptions.standard.value(of: assumption)
      {
        throw InputError(
          "problem '\(problem.id)' declares assumption '\(assumption.id)' with another default than an earlier declaration"
        )
      }
    }
    slots.append(ProblemSlot(problem: problem))
    ids.append(problem.id)
  }

  /// Registers a strategy for its problem, which must be registered first; ids are unique.
  public mutating func register<S: Strategy>(_ strategy: S) throws {
    guard let index = slots.firstIndex(where: { $0.accepts(S.Target.self) }) else {
      throw InputError("strategy '\(strategy.id)': its problem is not registered")
    }
    if let clash = strategyInfos.first(where: { $0.id == strategy.id }) {
      throw InputError("strategy '\(strategy.id)' is already registered for problem '\(clash.problem)'")
    }
    slots[index] = try slots[index].adding(strategy)
  }

  public var problems: [ProblemInfo] { slots.map(\.info) }

  /// Every modelling assumption of a run: the generic emulation's, then each problem's, each id
  /// once (two problems may share one, the iPad form sheet's size, say: same id, same default).
  public var assumptions: [Assumption] {
    var seen: Set<String> = []
    return (Assumption.emulation + slots.flatMap(\.info.assumptions)).filter { seen.insert($0.id).inserted }
  }
  public var problemIDs: [ProblemID] { ids }

  /// Every strategy, grouped by problem in registration order.
  public var strategyInfos: [StrategyInfo] { slots.flatMap(\.strategyInfos) }

  public func strategies(for problem: ProblemID) throws -> [StrategyInfo] { try slot(problem).strategyInfos }

  public func problem(_ id: ProblemID) throws -> ProblemInfo { try slot(id).info }

  func slot(_ id: ProblemID) throws -> any ProblemSlotProtocol {
    guard let index = ids.firstIndex(of: id) else {
      throw InputError.unknown("problem", id, valid: problemIDs)
    }
    return slots[index]
  }

}

/// The type-erased face of a problem with its strategies.
protocol ProblemSlotProtocol: Sendable {
  var info: ProblemInfo { get }
  var strategyInfos: [StrategyInfo] { get }
  func accepts(_ type: Any.Type) -> Bool
  func adding<S: Strategy>(_ strategy: S) throws -> any ProblemSlotProtocol
  func prepare(_ override: JSONCursor?) throws -> PreparedScenario
  func run(_ strategyID: StrategyID, in environment: Environment, scenario: PreparedScenario) -> Outcome
  /// Which span of releases `os` falls in for this strategy, where no measurement can change
  /// inside a span; nil when the problem does not declare its breakpoints.
  func osSpan(of strategyID: StrategyID, on os: OSVersion) -> Int?
  /// The releases at which the problem's world changes (nil: unknown, any release may differ).
  var osBreakpoints: [OSVersion]? { get }
  /// The registered strategy whose `apply` runs when `strategyID` runs on `os`: a composite's
  /// branch, where the branch is the very strategy registered under its id; else itself.
  func measuredAs(_ strategyID: StrategyID, on os: OSVersion) -> StrategyID
}

struct ProblemSlot<P: Problem>: ProblemSlotProtocol {
  let problem: P
  /// Each targets `P` (checked when added).
  var strategies: [any Strategy] = []
  /// Built once per strategy at registration: comparisons read them for every environment.
  private(set) var strategyInfos: [StrategyInfo] = []
  /// Per composite, the branches that are registered strategies (`measuredAs`).
  private var composites: [StrategyID: CompositeBranches] = [:]

  struct CompositeBranches {
    let switchVersion: OSVersion
    let newer: StrategyID?
    let older: StrategyID?
  }

  init(problem: P) { self.problem = problem }

  var info: ProblemInfo {
    ProblemInfo(
      id: problem.id, title: problem.title, source: problem.source, summary: problem.summary,
      tolerance: problem.tolerance, errorUnit: problem.errorUnit, assumptions: problem.assumptions,
      references: problem.references)
  }

  func accepts(_ type: Any.Type) -> Bool { type == P.self }

  func adding<S: Strategy>(_ strategy: S) throws -> any ProblemSlotProtocol {
    guard S.Target.self == P.self else {
      throw InputError("strategy '\(strategy.id)' does not target problem '\(problem.id)'")
    }
    // Boxed as `any Strategy`, with the conformance the compiler knows: a cast to
    // `any Strategy<P>` would look it up at run time, a scan of every conformance in the
    // executable for each strategy at start-up.
    let typed: any Strategy = strategy
    var copy = self
    copy.strategies.append(typed)
    copy.strategyInfos.append(StrategyInfo(typed, problem: problem.id))
    copy.composites = Self.composites(of: copy.strategies)
    return copy
  }

  /// A composite runs one branch's `apply` on each release, so its measurement there is that
  /// branch's: shared with the registered strategy of the branch's id when the two are one value
  /// (`CompositeStrategy.isNewer`), measured on its own otherwise.
  static func composites(of strategies: [any Strategy]) -> [StrategyID: CompositeBranches] {
    var result: [StrategyID: CompositeBranches] = [:]
    for strategy in strategies {
      guard let composite = strategy as? CompositeStrategy<P> else { continue }
      func registered(_ id: StrategyID, _ same: (any Strategy) -> Bool) -> StrategyID? {
        strategies.contains { $0.id == id && same($0) } ? id : nil
      }
      result[composite.id] = CompositeBranches(
        switchVersion: composite.switchVersion, newer: registered(composite.newer.id, composite.isNewer),
        older: registered(composite.older.id, composite.isOlder))
    }
    return result
  }

  func measuredAs(_ strategyID: StrategyID, on os: OSVersion) -> StrategyID {
    guard let branches = composites[strategyID],
      let branch = os >= branches.switchVersion ? branches.newer : branches.older
    else { return strategyID }
    return measuredAs(branch, on: os)
  }

  func prepare(_ override: JSONCursor?) throws -> PreparedScenario {
    let defaults = try JSONCursor.parse(
      problem.defaultScenarioJSON, file: "\(problem.id).json (default scenario)")
    let merged: JSONCursor
    if let override {
      merged = JSONCursor(
        defaults.value.merged(with: override.value), file: override.file, path: override.path)
    } else {
      merged = defaults
    }
    let scenario = try problem.decodeScenario(merged)
    let key = merged.value.serialized(pretty: false)
    return PreparedScenario(
      problem: problem.id, json: merged.value, key: key, keyHash: key.hashValue,
      contentFeatures: problem.contentFeatures(of: scenario),
      decoded: scenario)
  }

  var osBreakpoints: [OSVersion]? { problem.osBreakpoints }

  func osSpan(of strategyID: StrategyID, on os: OSVersion) -> Int? {
    guard let breakpoints = problem.osBreakpoints,
      let strategy = strategyInfos.first(where: { $0.id == strategyID })
    else { return nil }
    // Counted without building the list: every verdict asks.
    var span = 0
    for bound in breakpoints where bound <= os { span += 1 }
    for bound in [strategy.availability.introduced, strategy.availability.obsoleted] {
      if let bound, bound <= os { span += 1 }
    }
    for branch in strategy.branches {
      if let bound = branch.introduced, bound <= os { span += 1 }
    }
    return span
  }

  func run(_ strategyID: StrategyID, in environment: Environment, scenario: PreparedScenario) -> Outcome {
    guard let strategy = strategies.first(where: { $0.id == strategyID }),
      let decoded = scenario.decoded as? P.Scenario
    else { preconditionFailure("run: unknown strategy \(strategyID) or scenario of another problem") }
    var world = problem.makeWorld(in: environment, scenario: decoded)
    Self.apply(strategy, to: &world, in: environment)
    return problem.measure(world, in: environment, scenario: decoded)
  }
  /// Runs a strategy of `P`'s (its world is `P.World`, the same type: the casts only name it).
  private static func apply<S: Strategy>(_ strategy: S, to world: inout P.World, in environment: Environment)
  {
    guard var own = world as? S.Target.World else { preconditionFailure("a strategy of another problem") }
    strategy.apply(to: &own, in: environment)
    world = own as! P.World
  }

}
