import Dispatch
import Foundation
import InsetEmulation

/// environment + scenario -> fresh world per candidate -> apply -> measure -> verdict -> rank,
/// and, over a deployment range, a selection per OS version with its `#available` code.
public struct Pipeline: Sendable {
  public let registry: Registry
  /// Reuses measurements across releases that cannot differ (see `Problem.osBreakpoints`);
  /// nil measures every time.
  public let cache: OutcomeCache?
  /// The modelling assumptions every environment is run under (see `Registry.assumptions`).
  public let assumptions: Assumptions
  /// False runs the measurements of several environments on the calling thread alone (a
  /// background warmer's, which must not take the cores its caller's lint uses).
  public var parallel = true
  /// Asked before each environment of a serial `compare(_:in:)`, and before each measurement of a
  /// serial `outcomes(of:scenario:)`: true stops it with `Pipeline.Stopped` (a warmer whose
  /// measurements are no longer wanted).
  public var stopped: (@Sendable () -> Bool)?

  /// Thrown by a serial `compare(_:in:)` or `outcomes(of:scenario:)` once `stopped` says so.
  public struct Stopped: Error {}

  public init(registry: Registry, cache: OutcomeCache? = OutcomeCache(), assumptions: Assumptions = .standard)
  {
    self.registry = registry
    self.cache = cache
    self.assumptions = assumptions
  }

  /// Decodes a scenario for `problem`: the embedded default, overlaid with `override` if given.
  public func scenario(for problem: ProblemID, override: JSONCursor? = nil) throws -> PreparedScenario {
    try registry.slot(problem).prepare(override)
  }

  /// Runs one strategy on a fresh world and measures it (no policy, no availability check).
  public func outcome(of strategy: StrategyID, in given: Environment, scenario: PreparedScenario) throws
    -> Outcome
  {
    var environment = given
    environment.assumptions = assumptions
    let slot = try registry.slot(scenario.problem)
    // A composite is measured as the branch it runs on this release.
    let measured = slot.measuredAs(strategy, on: environment.os)
    guard let cache, let span = slot.osSpan(of: measured, on: environment.os) else {
      return slot.run(measured, in: environment, scenario: scenario)
    }
    let key = OutcomeCache.Key(
      strategy: measured, scenario: scenario.key, scenarioHash: scenario.keyHash,
      device: environment.device.id,
      orientation: environment.orientation, span: span, assumptions: assumptions)
    return cache.outcome(for: key) { slot.run(measured, in: environment, scenario: scenario) }
  }

  /// Judges one strategy: availability, content, policy, then a measured run.
  public func verdict(
    for strategy: StrategyInfo, in environment: Environment, scenario: PreparedScenario, policy: Policy,
    tolerance: Double
  ) throws -> Verdict {
    var why: [Reason] = []
    let available = strategy.availability.contains(environment.os)
    if !available { why.append(.unavailable(requires: strategy.availability, on: environment.os)) }
    let clashes =
      scenario.contentFeatures.isEmpty
      ? []
      : scenario.contentFeatures.sorted().compactMap { feature in
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

  /// `compare` in each environment, measured on every core: each strategy in each environment is
  /// a task of its own, so that one environment with many strategies to measure does not keep
  /// the other cores waiting. Measurements go through the cache, so a problem that declares its
  /// breakpoints is measured first and compared after; another is compared an environment per task.
  public func compare(
    _ scenario: PreparedScenario, in environments: [Environment], policy: Policy = .default,
    strategies only: [StrategyID]? = nil
  ) throws -> [Comparison] {
    guard parallel else {
      return try environments.map { environment in
        if stopped?() == true { throw Stopped() }
        return try compare(scenario, in: environment, policy: policy, strategies: only)
      }
    }
    guard cache != nil, try registry.slot(scenario.problem).osBreakpoints != nil else {
      let slots = ResultSlots<Comparison>(count: environments.count)
      WorkerPool.shared.perform(environments.count) { index in
        slots.set(
          index, Result { try compare(scenario, in: environments[index], policy: policy, strategies: only) })
      }
      return try slots.values()
    }
    let candidates = try registry.strategies(for: scenario.problem).filter { only?.contains($0.id) ?? true }
    let tasks = environments.flatMap { environment in
      candidates.filter { $0.availability.contains(environment.os) }.map { ($0.id, environment) }
    }
    _ = try outcomes(of: tasks, scenario: scenario)
    let compared = ResultSlots<Comparison>(count: environments.count)
    WorkerPool.shared.perform(environments.count) { index in
      compared.set(
        index, Result { try compare(scenario, in: environments[index], policy: policy, strategies: only) })
    }
    return try compared.values()
  }

  /// Each (strategy, environment) measured as a task of its own: on every core, or on the calling
  /// thread when `parallel` is false, asking `stopped` before each (`Pipeline.Stopped`).
  func outcomes(of tasks: [(StrategyID, Environment)], scenario: PreparedScenario) throws -> [Outcome] {
    let slots = ResultSlots<Outcome>(count: tasks.count)
    let measure = { (index: Int) in
      slots.set(index, Result { try outcome(of: tasks[index].0, in: tasks[index].1, scenario: scenario) })
    }
    if parallel {
      WorkerPool.shared.perform(tasks.count, measure)
    } else {
      for index in tasks.indices {
        if stopped?() == true { throw Stopped() }
        measure(index)
      }
    }
    return try slots.values()
  }

  /// The cores a selection or a suggestion measures a chunk of environments on (at least two:
  /// a chunk is also the unit of pruning).
  public static let cores = max(2, ProcessInfo.processInfo.activeProcessorCount)

  /// The policy's choice for every known release from `deploymentTarget` on. Each release is
  /// judged on every device of `devices` that runs it, in every orientation of `orientations`:
  /// a strategy is chosen only where it was measured fixing all of them. Releases are judged one
  /// span at a time, a span being the releases between two boundaries (the problem's OS
  /// breakpoints, the strategies' availability, the devices' first and last releases), inside
  /// which no measurement or availability can differ; a problem that declares no breakpoints is
  /// judged at every known release.
  public func select(
    _ scenario: PreparedScenario, devices: [DeviceProfile], orientations: [Orientation], policy: Policy,
    deploymentTarget: OSVersion, strategies only: [StrategyID]? = nil
  ) throws -> Selection {
    try select(
      scenario, environments: EnvironmentSet(devices: devices, orientations: orientations), policy: policy,
      deploymentTarget: deploymentTarget, strategies: only)
  }

  /// The same, with each device judged in the orientations of its family (`EnvironmentSet`).
  public func select(
    _ scenario: PreparedScenario, environments set: EnvironmentSet, policy: Policy,
    deploymentTarget: OSVersion, strategies only: [StrategyID]? = nil
  ) throws -> Selection {
    let devices = set.devices
    // Releases from the deployment target on that none of the named devices runs are still
    // releases the app ships to: they are judged on the known devices that run them, and the
    // selection says so, so that its code covers the whole deployment range.
    let known = DeviceCatalog.builtIn.devices
    let unrun = OSRelease.range(from: deploymentTarget).filter { release in
      !devices.contains { $0.runs(release) }
    }
    let standIns = known.filter { device in
      !devices.contains { $0.id == device.id } && unrun.contains(where: device.runs)
    }
    let spans = try releaseSpans(
      for: scenario.problem, devices: devices + standIns, from: deploymentTarget, strategies: only)
    var judged: [Selection.Judged] = []
    for (from, to) in spans {
      var running = devices.filter { $0.runs(from) }
      var substituted: [String] = []
      if running.isEmpty {
        running = standIns.filter { $0.runs(from) }
        substituted = running.map(\.id)
      }
      guard !running.isEmpty else {
        judged.append(
          Selection.Judged(
            from: from, to: to, choice: .unresolved(reason: "no known device runs these releases")))
        continue
      }
      let environments = JudgingOrder.arrange(
        running.flatMap { device in
          set.orientations(of: device).map { Environment(device: device, orientation: $0, os: from) }
        })
      let all = try registry.strategies(for: scenario.problem).filter { only?.contains($0.id) ?? true }
      // What the policy or the content rules out cannot be chosen: it is measured only when
      // nothing else works, to say what would.
      let eligible = all.filter { $0.isBaseline || isEligible($0, scenario: scenario, policy: policy) }
      var choice = try self.choice(scenario, in: environments, policy: policy, strategies: eligible.map(\.id))
      if case .unresolved = choice, eligible.count < all.count {
        choice = try self.choice(scenario, in: environments, policy: policy, strategies: all.map(\.id))
      }
      judged.append(Selection.Judged(from: from, to: to, choice: choice, standIns: substituted))
    }
    return Selection(
      problem: scenario.problem, deploymentTarget: deploymentTarget, judged: judged,
      devices: devices.map(\.id), orientations: set.allOrientations, registry: registry)
  }

  /// True when the policy allows `strategy` and the scenario's content does not rule it out:
  /// only then can a measurement make it usable.
  public func isEligible(_ strategy: StrategyInfo, scenario: PreparedScenario, policy: Policy) -> Bool {
    policy.objection(to: strategy.traits) == nil
      && !scenario.contentFeatures.contains { strategy.unsupportedContent[$0] != nil }
  }

  /// The policy's choice among `candidates` for one release span, judged in `environments` in
  /// order. A strategy measured wrong (or missing) in one environment cannot be chosen for the
  /// span, nor named as blocked by the policy: it is not measured in the span's other
  /// environments. The as-is code is measured until it shows the defect somewhere.
  func choice(
    _ scenario: PreparedScenario, in environments: [Environment], policy: Policy,
    strategies candidates: [StrategyID]
  ) throws -> Choice {
    var accumulator = ChoiceAccumulator()
    var alive = candidates
    // Environments run a chunk at a time on every core; pruning happens between chunks.
    try JudgingOrder.chunks(of: environments, cores: Pipeline.cores, while: { !alive.isEmpty }) { chunk in
      for comparison in try compare(scenario, in: chunk, policy: policy, strategies: alive) {
        accumulator.add(comparison)
        let dropped = Set(
          comparison.verdicts.filter {
            $0.strategy.isBaseline ? comparison.detected : !($0.available && $0.clean)
          }
          .map(\.strategy.id))
        alive.removeAll { dropped.contains($0) }
      }
    }
    return accumulator.choice(policy: policy)
  }

  /// The release spans from `deploymentTarget` to the newest known release, each as (first,
  /// last): boundaries at the problem's breakpoints, every candidate's availability (and its
  /// branches'), and each device's first release and the release after its last.
  public func releaseSpans(
    for problem: ProblemID, devices: [DeviceProfile], from deploymentTarget: OSVersion,
    strategies only: [StrategyID]?
  ) throws -> [(OSVersion, OSVersion)] {
    let known = OSRelease.range(from: deploymentTarget)
    var starts: Set<OSVersion> = [deploymentTarget]
    if let breakpoints = try registry.slot(problem).osBreakpoints {
      starts.formUnion(breakpoints)
      for info in try registry.strategies(for: problem) where only?.contains(info.id) ?? true {
        starts.formUnion([info.availability.introduced, info.availability.obsoleted].compactMap { $0 })
        starts.formUnion(info.branches.compactMap(\.introduced))
      }
      for device in devices {
        starts.insert(device.firstOS)
        if let last = device.lastOS, let next = OSRelease.all.first(where: { $0 > last }) {
          starts.insert(next)
        }
      }
    } else {
      starts.formUnion(known)
    }
    let latest = max(OSRelease.latest, deploymentTarget)
    let ordered = starts.filter { $0 >= deploymentTarget && $0 <= latest }.sorted()
    return ordered.enumerated().map { index, start in
      let next = index + 1 < ordered.count ? ordered[index + 1] : nil
      let last = known.last { release in release >= start && next.map { release < $0 } ?? true } ?? start
      return (start, last)
    }
  }
}
