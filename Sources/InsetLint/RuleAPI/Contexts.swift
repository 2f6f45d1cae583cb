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

  /// The project fact of type `F`, made once per project pass however many rules read it. Rules
  /// checked at once on several threads wait for a fact another is making.
  public func fact<F: ProjectFact>(_ type: F.Type = F.self) -> F {
    // Keyed by the type itself, so the value stored under the key is always an `F`.
    decodedFacts.once("fact:" + String(reflecting: F.self)) { F(self) } as! F
  }

  /// What `rule` collected, file by file (files without facts left out), in analysis order.
  /// Decoded once per project pass: a rule that reads another's facts (and the rule itself) share
  /// the decoding.
  public func facts<R: CollectingRule>(of rule: R) -> [(path: String, facts: R.FileFacts)] {
    let id = R.description.id
    if let decoded = decodedFacts.value(for: id.rawValue) as? [(path: String, facts: R.FileFacts)] {
      return decoded
    }
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
