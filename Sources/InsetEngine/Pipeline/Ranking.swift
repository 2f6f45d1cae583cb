/// Orders verdicts and picks a strategy: usable first; among those, the policy's preference,
/// then lower risk, then smaller error; unusable ones after, fixed before unfixed.
public struct Ranking: Sendable {
  public let policy: Policy

  public init(policy: Policy) { self.policy = policy }

  private func preferenceIndex(_ id: StrategyID) -> Int {
    policy.prefer.firstIndex(of: id) ?? policy.prefer.count
  }

  func rank(_ verdicts: [Verdict]) -> [Verdict] {
    let sorted = verdicts.sorted { a, b in
      let ka = key(a)
      let kb = key(b)
      if ka != kb { return ka.lexicographicallyPrecedes(kb) }
      return a.strategy.id < b.strategy.id
    }
    return sorted.enumerated().map { index, verdict in
      var ranked = verdict
      ranked.rank = index + 1
      return ranked
    }
  }

  private func key(_ v: Verdict) -> [Double] {
    let error = v.outcome.map { $0.maxErrorPoints + $0.collateralPoints } ?? .infinity
    return [
      v.usable ? 0 : 1,
      v.clean ? 0 : (v.fixed ? 1 : 2),
      v.available ? 0 : 1,
      v.strategy.isBaseline ? 1 : 0,
      Double(preferenceIndex(v.strategy.id)),
      Double(v.strategy.risk),
      v.strategy.branches.isEmpty ? 0 : 1,
      error,
    ]
  }

  /// The one strategy usable in every comparison (same problem, same OS, several devices or
  /// orientations), best by this ranking; `.notNeeded` when the as-is code is right everywhere.
  public func choose(across comparisons: [Comparison]) -> Choice {
    guard comparisons.contains(where: \.detected) else { return .notNeeded }
    guard let first = comparisons.first else { return .notNeeded }
    let candidates = first.verdicts.filter { verdict in
      !verdict.strategy.isBaseline
        && comparisons.allSatisfy { c in
          c.verdicts.first { $0.strategy.id == verdict.strategy.id }?.usable ?? false
        }
    }
    if let best = candidates.first { return .strategy(best.strategy.id) }
    // Explain: which strategies would have worked but for the policy or content?
    let blocked = first.verdicts.filter { v in
      !v.strategy.isBaseline
        && comparisons.allSatisfy { c in
          c.verdicts.first { $0.strategy.id == v.strategy.id }.map { $0.available && $0.clean } ?? false
        }
    }
    if blocked.isEmpty {
      return .unresolved(
        reason: "no strategy fixes the problem on iOS \(first.environment.os) in every environment")
    }
    let why = blocked.map { v in
      "\(v.strategy.id) ("
        + v.reasons.filter { $0.hasPrefix("policy") || $0.hasPrefix("content") }.joined(separator: "; ")
        + ")"
    }
    return .unresolved(
      reason: "the policy and content rule out every working strategy: " + why.joined(separator: ", "))
  }
}

/// What the policy picks for one OS version.
public enum Choice: Sendable, Equatable {
  /// The as-is code is right in every environment: nothing to do.
  case notNeeded
  case strategy(StrategyID)
  /// Nothing usable; the reason says what ruled the working strategies out.
  case unresolved(reason: String)
}
