import InsetEngine

/// What a rule is, for users and for the test that walks every rule: id (also the config key
/// and the suppression name), one-line summary, the rationale with its source document, the
/// engine problem whose strategies the finding suggests, default severity, and examples.
public struct RuleDescription: Sendable {
  public let id: String
  public let summary: String
  public let rationale: String
  public let problem: ProblemID
  public let severity: Severity
  /// Code that must trigger the rule (at each `↓` when markers are given).
  public let triggering: [Example]
  /// Code that must not trigger it.
  public let nonTriggering: [Example]

  public init(
    id: String, summary: String, rationale: String, problem: ProblemID, severity: Severity = .warning,
    triggering: [Example], nonTriggering: [Example]
  ) {
    self.id = id
    self.summary = summary
    self.rationale = rationale
    self.problem = problem
    self.severity = severity
    self.triggering = triggering
    self.nonTriggering = nonTriggering
  }
}

/// A rule example, SwiftLint-style. `↓` marks where a finding is expected. Several files model
/// cross-file cases (a superclass or a helper declared elsewhere). `fixed` is the expected text
/// of the first file after `fix`; `plan` is the strategy choice the fix works from.
public struct Example: Sendable {
  public let files: [(name: String, code: String)]
  public let fixed: String?
  public let plans: [StrategyPlan]
  public let sourceLine: UInt

  public init(_ code: String, fixed: String? = nil, plans: [StrategyPlan] = [], line: UInt = #line) {
    self.init(files: [("Example.swift", code)], fixed: fixed, plans: plans, line: line)
  }

  public init(
    files: [(name: String, code: String)], fixed: String? = nil, plans: [StrategyPlan] = [],
    line: UInt = #line
  ) {
    self.files = files
    self.fixed = fixed
    self.plans = plans
    self.sourceLine = line
  }

  public static let marker: Character = "↓"

  /// The files with markers removed, and the byte offsets the markers stood at, per file.
  public var cleaned: [(name: String, code: String, markers: [Int])] {
    files.map { name, code in
      var text = ""
      var markers: [Int] = []
      for character in code {
        if character == Example.marker {
          markers.append(text.utf8.count)
        } else {
          text.append(character)
        }
      }
      return (name, text, markers)
    }
  }
}

/// A source rule. `check` runs once per file, on its tokens and index, and reports findings,
/// findings that depend on other files, and facts for project rules. It must be pure: the cache
/// replays its output for unchanged files.
public protocol Rule: Sendable {
  var description: RuleDescription { get }
  /// The file must contain one of these byte strings for the rule to look at it (a memchr/memcmp
  /// pre-filter; most files of an app contain none).
  var triggers: [StaticString] { get }
  func check(_ context: FileContext)
}

/// A rule that needs every file at once (a superclass or a helper declared in another file).
public protocol ProjectRule: Rule {
  func check(_ project: ProjectContext) -> [Finding]
}
