import InsetEmulation

/// Why a verdict is what it is, by kind, so that selection and renderers never sort strings by
/// their prefix.
public enum Reason: Sendable, Equatable, CustomStringConvertible {
  /// The strategy's API does not exist on the environment's OS.
  case unavailable(requires: Availability, on: OSVersion)
  /// The scenario's content has a feature the strategy cannot carry.
  case contentClash(ContentFeature, String)
  /// The policy forbids one of the strategy's traits.
  case policyTrait([Trait], String)
  /// The strategy damaged something outside the problem (points, on the victim).
  case collateral(points: Double)
  /// A finding of the measurement itself.
  case measured(String)

  public enum Kind: String, Sendable, CaseIterable {
    case unavailable, contentClash = "content-clash", policyTrait = "policy-trait", collateral, measured
  }

  public var kind: Kind {
    switch self {
    case .unavailable: return .unavailable
    case .contentClash: return .contentClash
    case .policyTrait: return .policyTrait
    case .collateral: return .collateral
    case .measured: return .measured
    }
  }

  /// True for the reasons that rule a working strategy out (not measurements).
  public var rulesOut: Bool { kind == .contentClash || kind == .policyTrait }

  public var description: String {
    switch self {
    case .unavailable(let availability, let os):
      return availability.reason(on: os) ?? "unavailable on iOS \(os)"
    case .contentClash(let feature, let why): return "content has \(feature.rawValue): \(why)"
    case .policyTrait(_, let text): return text
    case .collateral(let points): return "collateral damage: \(points.points) pt elsewhere in the app"
    case .measured(let note): return note
    }
  }
}

/// One verdict in a word, for colours and legends: only `fixedUsable` is a green light.
public enum VerdictStatus: String, Sendable, CaseIterable, Comparable {
  /// Fixes the problem cleanly, runs here, and the content and policy allow it.
  case fixedUsable = "fixed"
  /// Fixes it cleanly, but the content or the policy rules it out.
  case fixedRuledOut = "ruled-out"
  /// Fixes the problem but damages something else.
  case harmful
  /// Still wrong.
  case wrong
  /// Its API does not exist on this OS.
  case unavailable

  /// One line for legends.
  public var meaning: String {
    switch self {
    case .fixedUsable: return "fixes it here and can be chosen"
    case .fixedRuledOut: return "fixes it, but the content or the policy rules it out"
    case .harmful: return "fixes it, but damages something else (collateral)"
    case .wrong: return "still wrong here"
    case .unavailable: return "API missing on this OS"
    }
  }

  /// Worse statuses sort later (for folding many environments into one mark).
  private var severity: Int {
    switch self {
    case .fixedUsable: return 0
    case .fixedRuledOut: return 1
    case .unavailable: return 2
    case .harmful: return 3
    case .wrong: return 4
    }
  }

  public static func < (a: VerdictStatus, b: VerdictStatus) -> Bool { a.severity < b.severity }
}

/// The judgement on one strategy in one environment: measured outcome plus what the engine
/// checked before running it (availability, content, policy).
public struct Verdict: Sendable {
  public let strategy: StrategyInfo
  public let available: Bool
  public let compatible: Bool
  public let allowed: Bool
  /// Nil when the strategy could not run (its API does not exist on the OS).
  public let outcome: Outcome?
  public let tolerance: Double
  /// Why, by kind, in the order found (availability, content, policy, measurement, collateral).
  public let why: [Reason]
  /// 1 = best; assigned by the comparison.
  public internal(set) var rank: Int = 0

  public init(
    strategy: StrategyInfo, available: Bool, compatible: Bool, allowed: Bool, outcome: Outcome?,
    tolerance: Double, why: [Reason]
  ) {
    self.strategy = strategy
    self.available = available
    self.compatible = compatible
    self.allowed = allowed
    self.outcome = outcome
    self.tolerance = tolerance
    self.why = why
  }

  /// The reasons as sentences.
  public var reasons: [String] { why.map(\.description) }

  /// The measured error is within tolerance on the thing the problem is about.
  public var fixed: Bool { outcome.map { $0.maxErrorPoints <= tolerance } ?? false }
  /// Fixes it without harming anything else.
  public var clean: Bool { fixed && (outcome?.collateralPoints ?? 0) <= tolerance }
  /// Can be chosen: runs here, carries the content, the policy allows it, fixes cleanly.
  public var usable: Bool { available && compatible && allowed && clean }

  public var status: VerdictStatus {
    if !available { return .unavailable }
    if !fixed { return .wrong }
    if !clean { return .harmful }
    return usable ? .fixedUsable : .fixedRuledOut
  }
}

/// Every candidate's verdict for one scenario × environment, ranked best first.
public struct Comparison: Sendable {
  public let problem: ProblemInfo
  public let environment: Environment
  public let scenario: PreparedScenario
  public let verdicts: [Verdict]

  /// True when the as-is code shows the defect here.
  public var detected: Bool {
    verdicts.first(where: { $0.strategy.isBaseline }).map { !$0.fixed || !$0.clean } ?? false
  }

  /// The best usable verdict, if any.
  public var best: Verdict? { verdicts.first(where: \.usable) }

  /// What the measurement found the same for every strategy it ran (at least two): a fact of
  /// the environment, not of any fix (the list placing a folding phone's cells under its bar).
  /// Reports say it once, above the strategies.
  public var sharedNotes: [String] {
    let measured = verdicts.filter { $0.outcome != nil }
    guard measured.count > 1, let first = measured.first else { return [] }
    return first.outcome!.notes.filter { note in measured.allSatisfy { $0.outcome!.notes.contains(note) } }
  }
}
