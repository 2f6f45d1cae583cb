import InsetEmulation

extension Pipeline {
  /// Which of `candidates` are usable in every environment of `environments`: available there,
  /// carrying the content, allowed by the policy and measured fixing the problem cleanly, exactly
  /// as their verdicts in `compare` would say (`Verdict.usable`). The same measurements as
  /// `compare(_:in:)` takes (each strategy in each environment where it exists, a task each:
  /// `outcomes(of:scenario:)`), but no verdict, reason or ranking is built: a
  /// suggestion asks only this of every environment after its first, thousands of times a run.
  public func usable(
    _ scenario: PreparedScenario, in environments: [Environment], policy: Policy,
    strategies candidates: [StrategyID]
  ) throws -> Set<StrategyID> {
    let tolerance = try registry.problem(scenario.problem).tolerance
    let strategies = try registry.strategies(for: scenario.problem).filter {
      candidates.contains($0.id) && isEligible($0, scenario: scenario, policy: policy)
    }
    // Unavailable in one environment: not usable there, so never usable everywhere.
    let everywhere = strategies.filter { info in environments.allSatisfy { info.availability.contains($0.os) }
    }
    let tasks = environments.flatMap { environment in everywhere.map { ($0.id, environment) } }
    var usable = Set(everywhere.map(\.id))
    for (task, outcome) in zip(tasks, try outcomes(of: tasks, scenario: scenario))
    where outcome.maxErrorPoints > tolerance || outcome.collateralPoints > tolerance {
      usable.remove(task.0)
    }
    return usable
  }
}
