import InsetEmulation
import InsetEngine

/// What a rule is, for users and for the test that walks every rule: id (also the config key
/// and the suppression name), one-line summary, the rationale with its source document, the
/// engine problem whose strategies the finding suggests, default severity, and examples.
public struct RuleDescription: Sendable {
  public let id: RuleID
  public let summary: String
  public let rationale: String
  public let problem: ProblemID
  public let severity: Severity
  /// Code that must trigger the rule (at each `↓` when markers are given).
  public let triggering: [Example]
  /// Code that must not trigger it.
  public let nonTriggering: [Example]
  /// Which of the problem's strategies are candidates for a finding's suggestions; the pipeline
  /// then keeps those it measures as fixing the problem over the deployment range.
  public let suggests: SuggestionScope
  /// The release the flagged API first exists in (`UIHostingConfiguration`: 16.0): code using it
  /// runs from there on, so suggestions are measured from there when the target is lower.
  public let flaggedAPIIntroduced: OSVersion?

  public init(
    id: RuleID, summary: String, rationale: String, problem: ProblemID, severity: Severity = .warning,
    suggests: SuggestionScope = .problemStrategies, flaggedAPIIntroduced: OSVersion? = nil,
    triggering: [Example], nonTriggering: [Example]
  ) {
    self.flaggedAPIIntroduced = flaggedAPIIntroduced
    self.id = id
    self.summary = summary
    self.rationale = rationale
    self.problem = problem
    self.severity = severity
    self.suggests = suggests
    self.triggering = triggering
    self.nonTriggering = nonTriggering
  }
}

/// The candidates a rule's findings may suggest: what the flagged code can turn into.
public enum SuggestionScope: Sendable, Equatable {
  /// Every strategy of the rule's problem.
  case problemStrategies
  /// Only these strategies of the problem (the ones that change the flagged construct).
  case strategies([StrategyID])
  /// No engine strategy stands for this rule's fix (the message says what to do).
  case none
}

/// A rule example, SwiftLint-style. `↓` marks where a finding is expected. Several files model
/// cross-file cases (a superclass or a helper declared elsewhere). `fixed` is the expected text
/// of the first file after `fix`; `plan` is the strategy choice the fix works from.
public struct Example: Sendable {
  public let files: [(name: String, code: String)]
  public let fixed: String?
  public let plans: [StrategyPlan]
  public let sourceLine: UInt
  /// The deployment target the example is linted with, for findings that depend on it (nil:
  /// unknown, so every system counts).
  public let deploymentTarget: OSVersion?

  public init(
    _ code: String, fixed: String? = nil, plans: [StrategyPlan] = [], deploymentTarget: OSVersion? = nil,
    line: UInt = #line
  ) {
    self.init(
      files: [("Example.swift", code)], fixed: fixed, plans: plans, deploymentTarget: deploymentTarget,
      line: line)
  }

  public init(
    files: [(name: String, code: String)], fixed: String? = nil, plans: [StrategyPlan] = [],
    deploymentTarget: OSVersion? = nil, line: UInt = #line
  ) {
    self.files = files
    self.fixed = fixed
    self.plans = plans
    self.deploymentTarget = deploymentTarget
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

/// A source rule. `check` runs once per file, on its tokens and index, and reports findings
/// (and findings that hold only if a class in another file inherits from something). It must be
/// pure: the cache replays its output for unchanged files. `description` is static: built once.
public protocol Rule: Sendable {
  static var description: RuleDescription { get }
  /// The file must contain one of these byte strings for the rule to look at it (a memchr/memcmp
  /// pre-filter; most files of an app contain none).
  var triggers: [StaticString] { get }
  func check(_ context: FileContext)
}

/// A judgement over the whole project that more than one rule reads (which hosting controllers end
/// up in cells, say): made once per project pass from rules' per-file facts and read by its type
/// (`project.fact(HostedCells.self)`), never by calling another rule. A rule that reads it lists
/// the fact's `collectors` in its `reads`, so their facts are collected even when they are off.
public protocol ProjectFact: Sendable {
  /// The collecting rules whose per-file facts it is made from.
  static var collectors: [any CollectingRule] { get }
  init(_ project: ProjectContext)
}

/// A rule whose mechanical fix depends on the strategy the policy selects (`fix` edits only for
/// some strategies): `lint` asks it, with the plan `fix` would use, whether its findings really
/// get an edit, so `fixable` never promises one that `fix` will not make.
public protocol PlanDependentFix: Rule {
  /// True when `fix` makes a source edit for this rule's fixable findings under `plan`.
  func edits(under plan: StrategyPlan, strategies: [StrategyID: StrategyInfo]) -> Bool
}

extension Rule {
  public var description: RuleDescription { Self.description }
}

/// A rule that needs every file at once (SwiftLint's `CollectingRule`): per file it collects its
/// own typed facts (`collect`, cached per file with the rest of the analysis), then judges them
/// across the project (`check(_ project:)`, which reads them with `project.facts(of:)`). It may
/// read other rules' facts too: it names those rules in `reads`, and the engine collects their
/// facts even when they are switched off.
public protocol CollectingRule: Rule {
  associatedtype FileFacts: Codable & Sendable
  /// This file's facts, or nil when it has none.
  func collect(_ context: FileContext) -> FileFacts?
  /// Rules whose facts `check(_ project:)` reads besides its own.
  var reads: [any CollectingRule] { get }
  /// The project facts `check(_ project:)` reads on every pass, whatever the facts say: the
  /// project pass starts making them first, each on a thread of its own, and checks the rules that
  /// wait for none meanwhile. (A fact read only now and then is left out: it is made when read.)
  var projectFacts: [any ProjectFact.Type] { get }
  func check(_ project: ProjectContext) -> [Finding]
}

extension CollectingRule {
  public var reads: [any CollectingRule] { [] }
  public var projectFacts: [any ProjectFact.Type] { [] }
  public func check(_ context: FileContext) {}

  /// `collect`, in the form the analysis stores, the collected value kept alongside (nil: no
  /// facts, or facts that would not encode). Without `encoding` (nothing will read the bytes: a
  /// run that keeps no cache) the bytes are left empty. Encoding fails only for an `encode(to:)`
  /// that misuses its containers, which no synthesized or `FactWritable` encoding does.
  func collectFacts(_ context: FileContext, encoding: Bool = true) -> RuleFacts? {
    guard let facts = collect(context) else { return nil }
    guard encoding else { return RuleFacts(rule: Self.description.id, bytes: [], collected: facts) }
    guard let bytes = try? FactCoder.encode(facts) else { return nil }
    return RuleFacts(rule: Self.description.id, bytes: bytes, collected: facts)
  }
}

/// A rule's id: also its config key and the name a suppression uses.
public struct RuleID: Identifier {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
}
