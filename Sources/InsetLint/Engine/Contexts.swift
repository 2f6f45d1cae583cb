import InsetEmulation
import InsetEngine

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What a fix generator needs besides the code: the strategy plans, each file's deployment
/// target, the strategies' own edits, which module compiles a file, and the config's `helperFile`.
public struct FixSettings: Sendable {
  public let planner: any StrategyPlanner
  public let deploymentTarget: @Sendable (String) -> OSVersion
  /// The registry's strategies by id: their `edit` and `supportCode` are what `fix` writes.
  public let strategies: [StrategyID: StrategyInfo]
  public let module: @Sendable (String) -> CodeModule
  public let helperFile: String?

  public init(
    planner: any StrategyPlanner, deploymentTarget: @escaping @Sendable (String) -> OSVersion,
    strategies: [StrategyInfo] = [], module: @escaping @Sendable (String) -> CodeModule = CodeModule.fromPath,
    helperFile: String? = nil
  ) {
    self.planner = planner
    self.deploymentTarget = deploymentTarget
    var byID: [StrategyID: StrategyInfo] = [:]
    for info in strategies { byID[info.id] = info }
    self.strategies = byID
    self.module = module
    self.helperFile = helperFile
  }

  public func plan(for problem: ProblemID, file: String) -> Result<StrategyPlan, PlanUnavailable> {
    planner.plan(for: problem, deploymentTarget: deploymentTarget(file))
  }

  /// The edit the plan for `problem` calls for at `file`, from the strategies' own edits.
  public func edit(for problem: ProblemID, file: String) -> Result<PlannedEdit, PlanUnavailable> {
    plan(for: problem, file: file).flatMap { PlannedEdit.make(for: $0, strategies: strategies) }
  }
}

/// One file as a rule sees it: tokens, index (built on first use), and where to report.
public final class FileContext {
  public let file: SourceFile
  /// Non-nil when fixing: rules then attach edits to their findings.
  public let fixing: FixSettings?
  public private(set) var analysis: FileAnalysis
  private var indexStorage: SyntaxIndex?

  public init(file: SourceFile, fixing: FixSettings?) {
    self.file = file
    self.fixing = fixing
    analysis = FileAnalysis(path: file.path)
  }

  public var index: SyntaxIndex {
    if let indexStorage { return indexStorage }
    let built = SyntaxIndex(file)
    indexStorage = built
    return built
  }

  public var wantsFixes: Bool { fixing != nil }

  public func finding(
    _ rule: RuleDescription, at offset: Int, _ message: String, edits: [TextEdit] = [], fixable: Bool = false,
    fixNote: String? = nil
  ) -> Finding {
    let (line, column) = file.location(of: offset)
    return Finding(
      file: file.path, offset: offset, line: line, column: column, rule: rule.id, severity: rule.severity,
      message: message, problem: rule.problem, edits: edits, fixable: fixable, fixNote: fixNote)
  }

  public func report(
    _ rule: RuleDescription, at offset: Int, _ message: String, edits: [TextEdit] = [], fixable: Bool = false,
    fixNote: String? = nil
  ) {
    analysis.findings.append(
      finding(rule, at: offset, message, edits: edits, fixable: fixable, fixNote: fixNote))
  }

  public func report(
    _ rule: RuleDescription, at offset: Int, _ message: String, when condition: ConditionalFinding.Condition
  ) {
    analysis.conditional.append(ConditionalFinding(finding(rule, at: offset, message), when: condition))
  }

  func record(_ update: (inout FileAnalysis) -> Void) { update(&analysis) }

  /// The offset of token `index`'s first byte.
  public func offset(_ index: Int) -> Int { Int(file.tokens[index].start) }
}

/// Every file's analysis at once, for project rules; when fixing, the sources too.
public struct ProjectContext: Sendable {
  public let analyses: [FileAnalysis]
  public let hierarchy: ClassHierarchy
  /// Loaded sources by path (fixing only).
  public let sources: [String: SourceFile]
  public let fixing: FixSettings?
  /// The configured severity per rule id (defaults when absent).
  public let severities: [RuleID: Severity]
  private let decodedFacts = DecodedFacts()

  public init(
    analyses: [FileAnalysis], sources: [String: SourceFile] = [:], fixing: FixSettings? = nil,
    severities: [RuleID: Severity] = [:]
  ) {
    self.analyses = analyses
    self.sources = sources
    self.fixing = fixing
    self.severities = severities
    hierarchy = ClassHierarchy(analyses)
  }

  /// `make()` once per project pass and `key`: a judgement one rule makes and another reads too
  /// (hosted cells for `ignores-safe-area-in-cell`) is made once.
  /// Rules checked at once on several threads wait for a judgement another is making.
  public func shared<T>(_ key: String, _ make: () -> T) -> T {
    decodedFacts.once("shared:" + key) { make() } as! T
  }

  /// What `rule` collected, file by file (files without facts left out), in analysis order.
  /// Decoded once per project pass: a rule that reads another's facts (and the rule itself) share
  /// the decoding.
  public func facts<R: CollectingRule>(of rule: R) -> [(path: String, facts: R.FileFacts)] {
    let id = R.description.id
    if let decoded = decodedFacts.value(for: id.rawValue) as? [(path: String, facts: R.FileFacts)] { return decoded }
    var result: [(path: String, facts: R.FileFacts)] = []
    for analysis in analyses {
      guard let stored = analysis.facts.first(where: { $0.rule == id }) else { continue }
      if let facts = stored.collected as? R.FileFacts {
        result.append((analysis.path, facts))
      } else if let facts = try? FactCoder.decode(R.FileFacts.self, from: stored.bytes) {
        result.append((analysis.path, facts))
      }
    }
    decodedFacts.store(result, for: id.rawValue)
    return result
  }
}

/// Facts decoded during one project pass, by rule id. Rules may run on several threads; a value
/// decoded twice by a race is the same value.
final class DecodedFacts: @unchecked Sendable {
  private let lock = PlainLock()
  private var values: [String: Any] = [:]

  func value(for id: String) -> Any? { lock.locked { values[id] } }
  func store(_ value: Any, for id: String) { lock.locked { values[id] = value } }

  /// The value stored under `id`, made by `make` the first time; a second caller waits for it
  /// (one lock for every such value: there are few, and they do not nest).
  private let making = PlainLock()
  func once(_ id: String, _ make: () -> Any) -> Any {
    making.locked {
      if let known = value(for: id) { return known }
      let made = make()
      store(made, for: id)
      return made
    }
  }
}

/// A plain mutex (no Foundation, no dispatch queue).
final class PlainLock: @unchecked Sendable {
  private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
  init() { pthread_mutex_init(mutex, nil) }
  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deallocate()
  }

  func locked<T>(_ body: () throws -> T) rethrows -> T {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    return try body()
  }
}

/// Classes by name with what they inherit from, across every scanned file.
public struct ClassHierarchy: Sendable {
  /// name → (inherits, file, fact); the first declaration of a name wins.
  public let classes: [String: (inherits: [String], file: String, fact: TypeFact)]

  init(_ analyses: [FileAnalysis]) {
    var classes: [String: (inherits: [String], file: String, fact: TypeFact)] = [:]
    for analysis in analyses {
      for fact in analysis.classes where classes[fact.name] == nil {
        classes[fact.name] = (fact.inherits, analysis.path, fact)
      }
    }
    self.classes = classes
  }

  /// The superclass chain of `name` (itself excluded), as far as it is known; the first
  /// inherited name of each class is taken as its superclass.
  public func ancestors(of name: String) -> [String] {
    var chain: [String] = []
    var current = name
    var seen: Set<String> = [name]
    while let entry = classes[current], let parent = entry.inherits.first, !seen.contains(parent) {
      chain.append(parent)
      seen.insert(parent)
      current = parent
    }
    return chain
  }

  /// True when `name` is one of `bases` or inherits from one, through classes of any file.
  /// A class's whole inheritance clause counts at the first step (`class X: NSObject, Proto`).
  public func inherits(_ name: String, fromAny bases: Set<String>) -> Bool {
    if bases.contains(name) { return true }
    if let direct = classes[name]?.inherits, direct.contains(where: bases.contains) { return true }
    return ancestors(of: name).contains(where: bases.contains)
  }
}
