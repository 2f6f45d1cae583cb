import InsetEmulation
import InsetEngine

/// The policy's choice of strategies for one problem over a deployment range, as the fix
/// generators read it: consecutive OS segments, each with a strategy (or nothing needed, or no
/// usable one). Made from the engine's `Selection`, or written directly in tests and examples.
public struct StrategyPlan: Sendable, Equatable {
  public struct Segment: Sendable, Equatable {
    public let from: OSVersion
    public let to: OSVersion
    public let choice: Choice

    public init(from: OSVersion, to: OSVersion, choice: Choice) {
      self.from = from
      self.to = to
      self.choice = choice
    }
  }

  public let problem: ProblemID
  public let deploymentTarget: OSVersion
  public let segments: [Segment]

  public init(problem: ProblemID, deploymentTarget: OSVersion, segments: [Segment]) {
    self.problem = problem
    self.deploymentTarget = deploymentTarget
    self.segments = segments
  }

  public init(_ selection: Selection) {
    self.init(
      problem: selection.problem, deploymentTarget: selection.deploymentTarget,
      segments: selection.segments.map { Segment(from: $0.from, to: $0.to, choice: $0.choice) })
  }

  /// A plan that uses `strategies` from each version on (ascending), for examples and tests:
  /// `.using(["dynamic-subclass": "15.0", "safe-area-regions": "16.4"], problem: …)`.
  public static func using(
    _ strategies: [(StrategyID, OSVersion)], problem: ProblemID, to last: OSVersion = OSRelease.latest
  ) -> StrategyPlan {
    let sorted = strategies.sorted { $0.1 < $1.1 }
    var segments: [Segment] = []
    for (index, (id, from)) in sorted.enumerated() {
      let next = index + 1 < sorted.count ? sorted[index + 1].1 : nil
      let to = next.flatMap { OSRelease.predecessor(of: $0) } ?? last
      segments.append(Segment(from: from, to: to, choice: .strategy(id)))
    }
    return StrategyPlan(problem: problem, deploymentTarget: sorted.first?.1 ?? "15.0", segments: segments)
  }

  /// The strategies chosen somewhere in the range, newest segment first, with the version each starts at.
  public var chosen: [(id: StrategyID, from: OSVersion)] {
    segments.reversed().compactMap { segment in
      if case .strategy(let id) = segment.choice { return (id, segment.from) }
      return nil
    }
  }

  /// Why the plan cannot become a fix (a segment with no usable strategy), or nil.
  public var gap: String? {
    for segment in segments {
      if case .unresolved(let reason) = segment.choice {
        return "iOS \(segment.from)–\(segment.to): \(reason)"
      }
    }
    return nil
  }

  /// True when no segment needs a change.
  public var nothingNeeded: Bool { segments.allSatisfy { $0.choice == .notNeeded } }

  public var summary: String {
    segments.map { segment in
      let range = segment.from == segment.to ? "\(segment.from)" : "\(segment.from)–\(segment.to)"
      switch segment.choice {
      case .strategy(let id): return "iOS \(range): \(id)"
      case .notNeeded: return "iOS \(range): nothing needed"
      case .unresolved: return "iOS \(range): none usable"
      }
    }.joined(separator: "; ")
  }
}

/// Where fix generators get plans from: the engine (`RegistryPlanner`) or fixed plans in tests.
public protocol StrategyPlanner: Sendable {
  /// The plan for `problem` from `deploymentTarget` on, or a reason why there is none.
  func plan(for problem: ProblemID, deploymentTarget: OSVersion) -> Result<StrategyPlan, PlanUnavailable>
  /// The same, judged on `environments` (the file's app's devices and orientations).
  func plan(for problem: ProblemID, deploymentTarget: OSVersion, environments: EnvironmentSet) -> Result<
    StrategyPlan, PlanUnavailable
  >
}

extension StrategyPlanner {
  /// Plans that do not depend on environments (fixed plans) ignore them.
  public func plan(for problem: ProblemID, deploymentTarget: OSVersion, environments: EnvironmentSet)
    -> Result<
      StrategyPlan, PlanUnavailable
    >
  {
    plan(for: problem, deploymentTarget: deploymentTarget)
  }
}

public struct PlanUnavailable: Error, Sendable, Equatable, CustomStringConvertible {
  public let reason: String
  public init(_ reason: String) { self.reason = reason }
  public var description: String { reason }
}

/// Plans given up front (tests, examples): the first plan for the problem whose target is the
/// requested one, else the first for the problem.
public struct FixedPlanner: StrategyPlanner {
  public let plans: [StrategyPlan]
  public init(_ plans: [StrategyPlan]) { self.plans = plans }

  public func plan(for problem: ProblemID, deploymentTarget: OSVersion) -> Result<
    StrategyPlan, PlanUnavailable
  > {
    let candidates = plans.filter { $0.problem == problem }
    if let exact = candidates.first(where: { $0.deploymentTarget == deploymentTarget }) {
      return .success(exact)
    }
    if let any = candidates.first { return .success(any) }
    return .failure(PlanUnavailable("no plan for \(problem)"))
  }
}
