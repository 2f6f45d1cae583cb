import InsetEmulation

/// Orders verdicts and picks a strategy: usable first; among those, the policy's preference,
/// then lower risk, then smaller error; unusable ones after, fixed before unfixed. The error (in
/// the problem's unit) and the collateral damage (in points) are compared one after the other,
/// never added: a missed lookup and a point are not the same thing.
public struct Ranking: Sendable {
  public let policy: Policy

  public init(policy: Policy) { self.policy = policy }

  private func preferenceIndex(_ id: StrategyID) -> Int {
    policy.prefer.firstIndex(of: id) ?? policy.prefer.count
  }

  func rank(_ verdicts: [Verdict]) -> [Verdict] {
    // Each verdict's key is made once, not at every comparison of the sort.
    let keyed = verdicts.map { (key: key($0), verdict: $0) }
    let sorted = keyed.sorted { a, b in
      if a.key != b.key { return a.key.lexicographicallyPrecedes(b.key) }
      return a.verdict.strategy.id < b.verdict.strategy.id
    }
    return sorted.enumerated().map { index, entry in
      var ranked = entry.verdict
      ranked.rank = index + 1
      return ranked
    }
  }

  private func key(_ v: Verdict) -> [Double] {
    return [
      v.usable ? 0 : 1,
      v.clean ? 0 : (v.fixed ? 1 : 2),
      v.available ? 0 : 1,
      v.strategy.isBaseline ? 1 : 0,
      Double(preferenceIndex(v.strategy.id)),
      Double(v.strategy.risk),
      v.strategy.branches.isEmpty ? 0 : 1,
      v.outcome?.maxErrorPoints ?? .infinity,
      v.outcome?.collateralPoints ?? .infinity,
    ]
  }

  /// The one strategy usable in every comparison (same problem, same OS, several devices or
  /// orientations), best by this ranking; `.notNeeded` when the as-is code is right everywhere.
  public func choose(across comparisons: [Comparison]) -> Choice {
    var accumulator = ChoiceAccumulator()
    for comparison in comparisons { accumulator.add(comparison) }
    return accumulator.choice(policy: policy)
  }

  fileprivate func candidateKey(_ info: StrategyInfo, worst: ChoiceAccumulator.Worst?) -> [Double] {
    [
      Double(preferenceIndex(info.id)), Double(info.risk), info.branches.isEmpty ? 0 : 1,
      worst?.error ?? .infinity, worst?.collateral ?? .infinity,
    ]
  }
}

/// Folds comparisons of one problem at one OS version (many devices and orientations) into the
/// little a selection needs, so that batch runs can choose without keeping every comparison.
public struct ChoiceAccumulator: Sendable {
  private var detected = false
  private var order: [StrategyInfo] = []
  private var usableEverywhere: [StrategyID: Bool] = [:]
  private var workingEverywhere: [StrategyID: Bool] = [:]
  private var blockers: [StrategyID: [Reason]] = [:]
  private var worst: [StrategyID: Worst] = [:]

  /// The largest error (problem's unit) and collateral (points) seen, kept apart.
  struct Worst: Sendable {
    var error = 0.0
    var collateral = 0.0
  }

  public init() {}

  public mutating func add(_ comparison: Comparison) {
    detected = detected || comparison.detected
    for verdict in comparison.verdicts where !verdict.strategy.isBaseline {
      let id = verdict.strategy.id
      if usableEverywhere[id] == nil {
        order.append(verdict.strategy)
        usableEverywhere[id] = true
        workingEverywhere[id] = true
      }
      usableEverywhere[id] = usableEverywhere[id]! && verdict.usable
      workingEverywhere[id] = workingEverywhere[id]! && verdict.available && verdict.clean
      for reason in verdict.why where reason.rulesOut && !(blockers[id] ?? []).contains(reason) {
        blockers[id, default: []].append(reason)
      }
      var w = worst[id] ?? Worst()
      w.error = max(w.error, verdict.outcome?.maxErrorPoints ?? .infinity)
      w.collateral = max(w.collateral, verdict.outcome?.collateralPoints ?? .infinity)
      worst[id] = w
    }
  }

  public func choice(policy: Policy) -> Choice {
    guard detected else { return .notNeeded }
    let ranking = Ranking(policy: policy)
    let sorted = order.sorted { a, b in
      let ka = ranking.candidateKey(a, worst: worst[a.id])
      let kb = ranking.candidateKey(b, worst: worst[b.id])
      return ka != kb ? ka.lexicographicallyPrecedes(kb) : a.id < b.id
    }
    if let best = sorted.first(where: { usableEverywhere[$0.id] == true }) { return .strategy(best.id) }
    let blocked = sorted.filter { workingEverywhere[$0.id] == true }
    if blocked.isEmpty {
      return .unresolved(reason: "no strategy fixes the problem in every environment")
    }
    let why = blocked.map {
      "\($0.id) (" + (blockers[$0.id] ?? []).map(\.description).joined(separator: "; ") + ")"
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
