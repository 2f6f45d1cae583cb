import InsetEmulation
import InsetEngine

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One file as a rule sees it: tokens, index (built on first use), and where to report.
public final class FileContext {
  public let file: SourceFile
  /// Non-nil when fixing: rules then attach edits to their findings.
  public let fixing: FixSettings?
  public private(set) var analysis: FileAnalysis
  /// (Its access is not checked at run time: a file's context is used by the one thread
  /// analysing the file, and rules read the index hundreds of thousands of times a lint.)
  @exclusivity(unchecked) private var indexStorage: SyntaxIndex?
  /// `isTestFile`, once found (several rules ask).
  var isTestStorage: Bool?

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

  /// Where each name asked for is spelled, in token order, searched for in the file's bytes on its
  /// first ask: a rule that follows names through a long type looks up each name's uses instead
  /// of rescanning the type's body for every name it meets, and a file is asked about far fewer
  /// names than it spells (a table of every identifier made a string of each).
  private var identifierPositions: [String: [Int]] = [:]

  /// The identifier tokens spelled `name` inside `range`, in order.
  public func positions(of name: String, in range: Range<Int>) -> ArraySlice<Int> {
    let all: [Int]
    if let known = identifierPositions[name] {
      all = known
    } else {
      all = file.identifiers(spelled: name)
      identifierPositions[name] = all
    }
    let start = Self.firstIndex(in: all, notBelow: range.lowerBound)
    let end = Self.firstIndex(in: all, notBelow: range.upperBound)
    return all[start..<max(start, end)]
  }

  /// The first index of sorted `values` whose value is `bound` or more (binary search).
  private static func firstIndex(in values: [Int], notBelow bound: Int) -> Int {
    var low = 0
    var high = values.count
    while low < high {
      let middle = (low + high) / 2
      if values[middle] < bound { low = middle + 1 } else { high = middle }
    }
    return low
  }

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
  /// The threads the pass runs on: a project fact that holds up the rules may use them too.
  public let jobs: Int
  private let decodedFacts = DecodedFacts()
  /// The previous pass's facts (a language-server session), and the files changed since it
  /// (nil: no previous pass, or unknown changes).
  private let memo: ProjectPassMemo?
  private let changed: Set<String>?
  /// Where each rule's facts are: per rule, the analyses that hold some, in analysis order, each
  /// with the place of the first of its facts that is the rule's. `facts(of:)` visits only those:
  /// a large app has thousands of analyses, a rule's facts are in a few hundred of them, and a
  /// dozen rules and project facts each read theirs (a scan of every analysis for each cost a
  /// sixth of the project pass).
  private let factPlaces: FactPlaces

  public init(
    analyses: [FileAnalysis], sources: [String: SourceFile] = [:], fixing: FixSettings? = nil,
    severities: [RuleID: Severity] = [:], memo: ProjectPassMemo? = nil, jobs: Int = 1
  ) {
    self.analyses = analyses
    self.jobs = jobs
    self.sources = sources
    self.fixing = fixing
    self.severities = severities
    self.memo = memo
    changed = memo?.beginPass()
    hierarchy = ClassHierarchy(analyses)
    factPlaces = FactPlaces(analyses)
  }

  /// A finding of `rule`: the one way rules report, from a file (`FileContext.report`) or from the
  /// project pass alike. Its severity is the configured one, else the rule's; the engine then
  /// applies suppressions to both the same way.
  public func finding(
    _ rule: RuleDescription, file: String, offset: Int, line: Int, column: Int, _ message: String,
    fixable: Bool = false, fixNote: String? = nil
  ) -> Finding {
    Finding(
      file: file, offset: offset, line: line, column: column, rule: rule.id,
      severity: severities[rule.id] ?? rule.severity, message: message, problem: rule.problem,
      fixable: fixable,
      fixNote: fixNote)
  }

  /// Makes the project fact of type `F` now, unless it is made or being made: the project pass
  /// starts the facts rules declare (`CollectingRule.projectFacts`) before the rules.
  func prepare<F: ProjectFact>(_ type: F.Type) { _ = fact(F.self) }

  /// The project fact of type `F`, made once per project pass however many rules read it. Rules
  /// checked at once on several threads wait for a fact another is making.
  public func fact<F: ProjectFact>(_ type: F.Type = F.self) -> F {
    // Keyed by the type itself, so the value stored under the key is always an `F`.
    let key = "fact:" + String(reflecting: F.self)
    return decodedFacts.once(key) {
      var made: F?
      if let memo, let changed, let previous = memo.previousFact(key) as? F,
        let incremental = F.self as? any IncrementalProjectFact.Type
      {
        made = Self.update(incremental, previous, self, changed) as? F
        if made != nil { memo.noteUpdated(fact: String(describing: F.self)) }
      }
      let fact = made ?? F(self)
      memo?.storeFact(fact, key)
      return fact
    } as! F
  }

  private static func update<G: IncrementalProjectFact>(
    _ type: G.Type, _ previous: Any, _ project: ProjectContext, _ changed: Set<String>
  ) -> Any? {
    (previous as? G).map { G(updating: $0, in: project, changed: changed) }
  }

  /// What `rule` collected, file by file (files without facts left out), in analysis order.
  /// Decoded once per project pass: a rule that reads another's facts (and the rule itself) share
  /// the decoding.
  public func facts<R: CollectingRule>(of rule: R) -> [(path: String, facts: R.FileFacts)] {
    let id = R.description.id
    if let decoded = decodedFacts.value(for: id.rawValue) as? [(path: String, facts: R.FileFacts)] {
      return decoded
    }
    func decode(_ facts: RuleFacts) -> R.FileFacts? {
      if let collected = facts.collected as? R.FileFacts { return collected }
      return try? FactCoder.decode(R.FileFacts.self, from: facts.bytes)
    }
    func decode(_ analysis: FileAnalysis) -> R.FileFacts? {
      guard let at = analysis.facts.firstIndex(where: { $0.rule == id }) else { return nil }
      return decode(analysis.facts[at])
    }
    var result: [(path: String, facts: R.FileFacts)]? = nil
    if let changed, var previous = memo?.takeDecoded(id.rawValue) as? [(path: String, facts: R.FileFacts)] {
      result =
        Self.replace(in: &previous, analyses, changed: changed, decode)
        ? previous : Self.merge(previous, analyses, changed: Array(changed), decode)
      if result != nil { memo?.noteReused(factsOf: id.rawValue) }
    }
    if result == nil {
      result = factPlaces.places(of: id).compactMap { place in
        decode(analyses[place.analysis].facts[place.fact]).map { (analyses[place.analysis].path, $0) }
      }
    }
    let facts = result!
    decodedFacts.store(facts, for: id.rawValue)
    memo?.storeDecoded(facts, id.rawValue)
    return facts
  }

  /// The previous pass's facts with each changed file's replaced where it stands, in place (the
  /// usual edit: a file that had facts still has them). False, with `list` unchanged, when a
  /// changed file gains or loses its facts.
  private static func replace<Facts>(
    in list: inout [(path: String, facts: Facts)], _ analyses: [FileAnalysis], changed: Set<String>,
    _ decode: (FileAnalysis) -> Facts?
  ) -> Bool {
    var replacements: [(at: Int, facts: Facts)] = []
    for path in changed {
      let at = list.firstIndex { $0.path == path }
      let facts = analyses.first { $0.path == path }.flatMap(decode)
      guard let at, let facts else {
        if at == nil && facts == nil { continue }  // no facts before or after
        return false
      }
      replacements.append((at, facts))
    }
    for (at, facts) in replacements { list[at].facts = facts }
    return true
  }

  /// The previous pass's facts with the changed files' read again in their place, in analysis
  /// order (both lists follow it); nil when the previous list does not fit these analyses.
  private static func merge<Facts>(
    _ previous: [(path: String, facts: Facts)], _ analyses: [FileAnalysis], changed: [String],
    _ decode: (FileAnalysis) -> Facts?
  ) -> [(path: String, facts: Facts)]? {
    var merged: [(path: String, facts: Facts)] = []
    merged.reserveCapacity(previous.count + changed.count)
    var next = 0
    for analysis in analyses {
      while next < previous.count && changed.contains(previous[next].path) { next += 1 }
      if changed.contains(analysis.path) {
        if let facts = decode(analysis) { merged.append((analysis.path, facts)) }
      } else if next < previous.count && previous[next].path == analysis.path {
        merged.append(previous[next])
        next += 1
      }
    }
    while next < previous.count && changed.contains(previous[next].path) { next += 1 }
    return next == previous.count ? merged : nil
  }

  /// The files changed since the previous pass of a session, or nil when every file is new.
  public var changedSincePreviousPass: Set<String>? { changed }
}

/// Where each rule's facts sit in a project pass's analyses: for each rule, the analyses holding
/// some, in analysis order, and the place of the first of its facts that is the rule's (the one
/// `ProjectContext.facts(of:)` reads).
struct FactPlaces: Sendable {
  private var places: [RuleID: [(analysis: Int, fact: Int)]] = [:]

  init(_ analyses: [FileAnalysis]) {
    for a in analyses.indices {
      let facts = analyses[a].facts
      for k in facts.indices where !facts[..<k].contains(where: { $0.rule == facts[k].rule }) {
        places[facts[k].rule, default: []].append((a, k))
      }
    }
  }

  /// The analyses holding `rule`'s facts, in order, with the place of its (first) facts in each.
  func places(of rule: RuleID) -> [(analysis: Int, fact: Int)] { places[rule] ?? [] }
}

/// Facts decoded during one project pass, by rule id. Rules may run on several threads; a value
/// decoded twice by a race is the same value.
final class DecodedFacts: @unchecked Sendable {
  private let lock = PlainLock()
  private var values: [String: Any] = [:]

  func value(for id: String) -> Any? { lock.locked { values[id] } }
  func store(_ value: Any, for id: String) { lock.locked { values[id] = value } }

  /// The ids whose value a thread is making now.
  private var making: Set<String> = []

  /// The value stored under `id`, made by `make` the first time; a second caller of the same id
  /// waits for it, while values of other ids are made at the same time on other threads (the
  /// project pass makes the view model and the hosted cells side by side).
  func once(_ id: String, _ make: () -> Any) -> Any {
    let known: Any? = lock.locked {
      while true {
        if let known = values[id] { return known }
        guard making.contains(id) else {
          making.insert(id)
          return nil
        }
        lock.wait()
      }
    }
    if let known { return known }
    let made = make()
    lock.locked {
      values[id] = made
      making.remove(id)
      lock.broadcast()
    }
    return made
  }
}
