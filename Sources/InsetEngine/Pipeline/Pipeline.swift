import InsetEmulation

/// environment + scenario -> fresh world per candidate -> apply -> measure -> verdict -> rank,
/// and, over a deployment range, a selection per OS version with its `#available` code.
public struct Pipeline: Sendable {
  public let registry: Registry
  /// Reuses measurements across releases that cannot differ (see `Problem.osBreakpoints`);
  /// nil measures every time.
  public let cache: OutcomeCache?

  public init(registry: Registry, cache: OutcomeCache? = OutcomeCache()) {
    self.registry = registry
    self.cache = cache
  }

  /// Decodes a scenario for `problem`: the embedded default, overlaid with `override` if given.
  public func scenario(for problem: ProblemID, override: JSONCursor? = nil) throws -> PreparedScenario {
    try registry.slot(problem).prepare(override)
  }

  /// Runs one strategy on a fresh world and measures it (no policy, no availability check).
  public func outcome(of strategy: StrategyID, in environment: Environment, scenario: PreparedScenario) throws
    -> Outcome
  {
    let slot = try registry.slot(scenario.problem)
    guard let cache, let span = slot.osSpan(of: strategy, on: environment.os) else {
      return slot.run(strategy, in: environment, scenario: scenario)
    }
    let key = OutcomeCache.Key(
      strategy: strategy, scenario: scenario.key, device: environment.device.id,
      orientation: environment.orientation, span: span)
    if let known = cache.outcome(for: key) { return known }
    let measured = slot.run(strategy, in: environment, scenario: scenario)
    cache.store(measured, for: key)
    return measured
  }

  /// Judges one strategy: availability, content, policy, then a measured run.
  public func verdict(
    for strategy: StrategyInfo, in environment: Environment, scenario: PreparedScenario, policy: Policy,
    tolerance: Double
  ) throws -> Verdict {
    var why: [Reason] = []
    let available = strategy.availability.contains(environment.os)
    if !available { why.append(.unavailable(requires: strategy.availability, on: environment.os)) }
    let clashes = scenario.contentFeatures.sorted().compactMap { feature in
      strategy.unsupportedContent[feature].map { Reason.contentClash(feature, $0) }
    }
    why += clashes
    let objection = policy.objection(to: strategy.traits)
    if let objection {
      let forbidden = strategy.traits.sorted().filter { policy.objection(to: [$0]) != nil }
      why.append(.policyTrait(forbidden, objection))
    }
    var outcome: Outcome?
    if available {
      let measured = try self.outcome(of: strategy.id, in: environment, scenario: scenario)
      why += measured.notes.map(Reason.measured)
      if measured.collateralPoints > tolerance { why.append(.collateral(points: measured.collateralPoints)) }
      outcome = measured
    }
    return Verdict(
      strategy: strategy, available: available, compatible: clashes.isEmpty, allowed: objection == nil,
      outcome: outcome, tolerance: tolerance, why: why)
  }

  /// Every strategy of the problem (or the listed ones) side by side, ranked.
  public func compare(
    _ scenario: PreparedScenario, in environment: Environment, policy: Policy = .default,
    strategies only: [StrategyID]? = nil
  ) throws -> Comparison {
    let info = try registry.problem(scenario.problem)
    let candidates = try registry.strategies(for: scenario.problem).filter { only?.contains($0.id) ?? true }
    let verdicts = try candidates.map {
      try verdict(for: $0, in: environment, scenario: scenario, policy: policy, tolerance: info.tolerance)
    }
    return Comparison(
      problem: info, environment: environment, scenario: scenario,
      verdicts: Ranking(policy: policy).rank(verdicts))
  }

  /// The policy's choice for every known OS release from `deploymentTarget` on, for a set of
  /// environments (device × orientation) that must all be fixed by the same strategy, merged
  /// into segments, with the Swift code that switches between them.
  public func select(
    _ scenario: PreparedScenario, devices: [DeviceProfile], orientations: [Orientation], policy: Policy,
    deploymentTarget: OSVersion, strategies only: [StrategyID]? = nil
  ) throws -> Selection {
    var choices: [(OSVersion, Choice)] = []
    for os in OSRelease.range(from: deploymentTarget) {
      var comparisons: [Comparison] = []
      for device in devices {
        for orientation in orientations {
          let env = Environment(device: device, orientation: orientation, os: os)
          comparisons.append(try compare(scenario, in: env, policy: policy, strategies: only))
        }
      }
      choices.append((os, Ranking(policy: policy).choose(across: comparisons)))
    }
    return Selection(
      problem: scenario.problem, deploymentTarget: deploymentTarget, choices: choices, registry: registry)
  }
}
