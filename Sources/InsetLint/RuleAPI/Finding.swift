import InsetEmulation
import InsetEngine

/// How loud a finding is. `error` findings make `lint` exit 1; with `--strict`, warnings do too.
public enum Severity: String, Sendable, CaseIterable, Comparable {
  case warning
  case error

  public static func < (a: Severity, b: Severity) -> Bool { a == .warning && b == .error }
}

/// One place in one file where a rule fired: data, so reporters, baselines, suppressions and the
/// cache treat every rule alike.
public struct Finding: Sendable, Equatable {
  public var file: String
  /// Byte offset in the file (where suppressions and fixes look).
  public var offset: Int
  public var line: Int
  public var column: Int
  public var rule: RuleID
  public var severity: Severity
  public var message: String
  /// The engine problem this finding is an instance of: its strategies are the suggestions.
  public var problem: ProblemID?
  /// The mechanical fix, if the rule has one here (computed only when fixing).
  public var edits: [TextEdit]
  /// True when `insetfix fix` can change this finding (reported by `lint` too).
  public var fixable: Bool
  /// Why no mechanical fix applies, when the rule could not make one (the fix command prints it).
  public var fixNote: String?
  /// The deployment target the file was judged with and where it came from (set by the runner).
  public var deploymentTarget: DeploymentTarget?
  /// The devices and orientations the file's app runs in, where that was read (set by the
  /// runner): what the finding's suggestions and its fix are judged on.
  public var environments: ProjectEnvironments?
  /// Other places that make the finding (a cell's declaration for a controller made elsewhere):
  /// SARIF `relatedLocations`; a suppression comment at any of them silences the finding too.
  public var related: [RelatedLocation] = []
  /// The release from which the finding no longer holds (code that fixes it runs only there,
  /// behind `if #available`), or nil when it holds on every system. Rules cannot see the
  /// deployment target; the runner drops the finding where the file's target is at least this.
  public var holdsBelow: OSVersion?

  public init(
    file: String, offset: Int, line: Int, column: Int, rule: RuleID, severity: Severity, message: String,
    problem: ProblemID? = nil, edits: [TextEdit] = [], fixable: Bool = false, fixNote: String? = nil
  ) {
    self.file = file
    self.offset = offset
    self.line = line
    self.column = column
    self.rule = rule
    self.severity = severity
    self.message = message
    self.problem = problem
    self.edits = edits
    self.fixable = fixable || !edits.isEmpty
    self.fixNote = fixNote
  }

  /// True unless the file's deployment target (nil: unknown, so every system) is at least
  /// `holdsBelow`: then no system the file runs on has the problem.
  public func holds(atDeploymentTarget target: OSVersion?) -> Bool {
    guard let holdsBelow, let target else { return true }
    return target < holdsBelow
  }

  /// Report order: file, line, column, rule.
  public static func ordered(_ a: Finding, _ b: Finding) -> Bool {
    if a.file != b.file { return a.file < b.file }
    if a.line != b.line { return a.line < b.line }
    if a.column != b.column { return a.column < b.column }
    return a.rule < b.rule
  }
}

/// A place in the code that belongs to a finding besides its own, with what it is.
public struct RelatedLocation: Sendable, Equatable, Codable {
  public var file: String
  public var offset: Int
  public var line: Int
  public var column: Int
  public var message: String

  public init(file: String, offset: Int, line: Int, column: Int, message: String) {
    self.file = file
    self.offset = offset
    self.line = line
    self.column = column
    self.message = message
  }
}

/// A finding that holds only if a class declared in another file makes it so (a class inherits
/// from `UIInputView` through a superclass elsewhere). The project pass decides.
public struct ConditionalFinding: Sendable, Equatable {
  public enum Condition: Sendable, Equatable {
    /// `type` inherits, directly or through classes in other files, from one of `bases`.
    case inherits(type: String, from: [String])
  }
  public var finding: Finding
  public var condition: Condition

  public init(_ finding: Finding, when condition: Condition) {
    self.finding = finding
    self.condition = condition
  }
}
