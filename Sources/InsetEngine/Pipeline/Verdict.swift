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
  public let reasons: [String]
  /// 1 = best; assigned by the comparison.
  public internal(set) var rank: Int = 0

  /// The measured error is within tolerance on the thing the problem is about.
  public var fixed: Bool { outcome.map { $0.maxErrorPoints <= tolerance } ?? false }
  /// Fixes it without harming anything else.
  public var clean: Bool { fixed && (outcome?.collateralPoints ?? 0) <= tolerance }
  /// Can be chosen: runs here, carries the content, the policy allows it, fixes cleanly.
  public var usable: Bool { available && compatible && allowed && clean }
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
}
