import Dispatch
import InsetEmulation
import InsetEngine

/// Plans from the engine: the problem's default scenario (with the config's overrides), run
/// through `Pipeline.select` on the file's environments (else the devices and orientations given
/// here), with the team's policy: the same choice `insetfix compare` shows. Memoized per
/// (problem, target, environments).
public final class RegistryPlanner: StrategyPlanner, @unchecked Sendable {
  public let pipeline: Pipeline
  public let policy: Policy
  public let devices: [DeviceProfile]
  public let orientations: [Orientation]
  public let scenarios: [ProblemID: JSONCursor]
  private var memo: [String: Result<StrategyPlan, PlanUnavailable>] = [:]
  private let lock = PlainLock()

  public convenience init(
    registry: Registry, policy: Policy, devices: [DeviceProfile],
    orientations: [Orientation] = Orientation.allCases,
    scenarios: [ProblemID: JSONCursor] = [:]
  ) {
    self.init(
      pipeline: Pipeline(registry: registry), policy: policy, devices: devices, orientations: orientations,
      scenarios: scenarios)
  }

  /// With a pipeline shared with other measurements (its outcome cache).
  public init(
    pipeline: Pipeline, policy: Policy, devices: [DeviceProfile],
    orientations: [Orientation] = Orientation.allCases,
    scenarios: [ProblemID: JSONCursor] = [:]
  ) {
    self.pipeline = pipeline
    self.policy = policy
    self.devices = devices
    self.orientations = orientations
    self.scenarios = scenarios
  }

  public func plan(for problem: ProblemID, deploymentTarget: OSVersion) -> Result<
    StrategyPlan, PlanUnavailable
  > {
    plan(
      for: problem, deploymentTarget: deploymentTarget,
      environments: EnvironmentSet(devices: devices, orientations: orientations))
  }

  public func plan(for problem: ProblemID, deploymentTarget: OSVersion, environments: EnvironmentSet)
    -> Result<
      StrategyPlan, PlanUnavailable
    >
  {
    let key = "\(problem)@\(deploymentTarget)@\(environments.key)"
    if let known = lock.locked({ memo[key] }) { return known }
    let result = compute(problem, deploymentTarget, environments)
    lock.locked { memo[key] = result }
    return result
  }

  private func compute(_ problem: ProblemID, _ target: OSVersion, _ environments: EnvironmentSet) -> Result<
    StrategyPlan, PlanUnavailable
  > {
    let registry = pipeline.registry
    guard registry.problemIDs.contains(problem) else {
      return .failure(
        PlanUnavailable("problem '\(problem)' is not registered in this build, so no strategy is selected"))
    }
    let candidates = ((try? registry.strategies(for: problem)) ?? []).filter { !$0.isBaseline }
    guard !candidates.isEmpty else {
      return .failure(PlanUnavailable("no strategies are registered for '\(problem)' in this build"))
    }
    do {
      let scenario = try pipeline.scenario(for: problem, override: scenarios[problem])
      let selection = try pipeline.select(
        scenario, environments: environments, policy: policy, deploymentTarget: target)
      return .success(StrategyPlan(selection))
    } catch {
      return .failure(PlanUnavailable("selecting a strategy for '\(problem)' failed: \(error)"))
    }
  }

  /// The strategies of a problem, side by side, for a finding's suggestions.
  public static func suggestions(_ registry: Registry) -> [ProblemID: [Suggestion]] {
    var result: [ProblemID: [Suggestion]] = [:]
    for problem in registry.problemIDs {
      result[problem] = ((try? registry.strategies(for: problem)) ?? []).filter { !$0.isBaseline }.map {
        Suggestion(strategy: $0.id, summary: $0.summary, availability: $0.availability.description)
      }
    }
    return result
  }
}

/// One strategy offered with a finding (ESLint's suggestions): id, summary, availability.
public struct Suggestion: Sendable, Equatable {
  public let strategy: StrategyID
  public let summary: String
  public let availability: String

  public init(strategy: StrategyID, summary: String, availability: String) {
    self.strategy = strategy
    self.summary = summary
    self.availability = availability
  }
}
