import InsetEngine

/// A class declared in some file: what the project pass needs to follow inheritance across files.
public struct TypeFact: Sendable, Equatable {
  public var name: String
  public var inherits: [String]
  public var genericParameters: [String]
  public var offset: Int
  public var line: Int
  public var column: Int

  public init(
    name: String, inherits: [String], genericParameters: [String], offset: Int, line: Int, column: Int
  ) {
    self.name = name
    self.inherits = inherits
    self.genericParameters = genericParameters
    self.offset = offset
    self.line = line
    self.column = column
  }
}

/// One rule's facts about one file, in `FactCoder` form: the engine stores and caches them
/// without knowing their type; the rule (or one that reads its facts) decodes them.
public struct RuleFacts: Sendable, Equatable {
  public var rule: RuleID
  /// The facts in `FactCoder` form (empty from a linter that does not encode facts: `collected`
  /// holds them then).
  public var bytes: [UInt8]
  /// The facts as the rule collected them, when this analysis was made in this process rather
  /// than read from the cache: the project pass then reads them without decoding `bytes` (the
  /// same value: `FactCoder` round-trips). Not part of equality.
  var collected: (any Sendable)?

  public init(rule: RuleID, bytes: [UInt8]) {
    self.rule = rule
    self.bytes = bytes
  }

  init(rule: RuleID, bytes: [UInt8], collected: any Sendable) {
    self.init(rule: rule, bytes: bytes)
    self.collected = collected
  }

  public static func == (a: RuleFacts, b: RuleFacts) -> Bool { a.rule == b.rule && a.bytes == b.bytes }

  /// The same facts as a cache replay holds them: bytes only.
  var stored: RuleFacts { RuleFacts(rule: rule, bytes: bytes) }
}

/// An inline `// insetfix:disable…` comment.
public struct Suppression: Sendable, Equatable {
  public enum Scope: String, Sendable {
    /// From the comment to a matching `enable` (or the end of the file).
    case region = "disable"
    case nextLine = "disable:next"
    case thisLine = "disable:this"
  }
  public var scope: Scope
  /// Rule ids, or ["all"].
  public var rules: [String]
  public var line: Int
  public var column: Int
  public var offset: Int
  /// For `region`: the line of the matching `enable`, if any.
  public var endLine: Int?

  public init(scope: Scope, rules: [String], line: Int, column: Int, offset: Int, endLine: Int?) {
    self.scope = scope
    self.rules = rules
    self.line = line
    self.column = column
    self.offset = offset
    self.endLine = endLine
  }

  public func covers(line findingLine: Int, rule: RuleID) -> Bool {
    guard rules.contains(rule.rawValue) || rules.contains("all") else { return false }
    switch scope {
    case .thisLine: return findingLine == line
    case .nextLine: return findingLine == line + 1
    case .region: return findingLine >= line && findingLine <= (endLine ?? Int.max)
    }
  }
}

/// Everything the per-file pass learns about one file. It depends on the file's bytes and the
/// rule set only, so the cache can replay it without reading the file.
public struct FileAnalysis: Sendable, Equatable {
  public var path: String
  public var findings: [Finding] = []
  public var conditional: [ConditionalFinding] = []
  public var classes: [TypeFact] = []
  /// Facts collected by `CollectingRule`s, one entry per rule that had any, in rule order.
  public var facts: [RuleFacts] = []
  public var suppressions: [Suppression] = []
  /// The stretches that run only on systems older than a release (`else` of `if #available`): a
  /// finding in one holds only below that release, whoever reported it.
  public var olderSystems: [OlderSystemsCode] = []
  /// Set when the file did not tokenize cleanly: linted as far as it went, never fixed.
  public var failure: String?
  /// Set when the file was not analysed at all (binary, not UTF-8, too large): the reason.
  public var skipped: String?

  public init(path: String) { self.path = path }
}
