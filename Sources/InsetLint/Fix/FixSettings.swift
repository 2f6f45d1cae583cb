import InsetEmulation
import InsetEngine

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What a fix generator needs besides the code: the strategy plans, each file's deployment
/// target, the strategies' own edits, which module compiles a file, and the config's `helperFile`.
public struct FixSettings: Sendable {
  public let planner: any StrategyPlanner
  public let deploymentTarget: @Sendable (String) -> OSVersion
  /// The registry's strategies by id: their `edit` and `supportCode` are what `fix` writes.
  public let strategies: [StrategyID: StrategyInfo]
  public let module: @Sendable (String) -> CodeModule
  public let helperFile: String?
  /// Each file's environments (`DeploymentTargetDiscovery.environments(for:)`); nil: the
  /// planner's own.
  public let environments: @Sendable (String) -> EnvironmentSet?

  public init(
    planner: any StrategyPlanner, deploymentTarget: @escaping @Sendable (String) -> OSVersion,
    strategies: [StrategyInfo] = [], module: @escaping @Sendable (String) -> CodeModule = CodeModule.fromPath,
    helperFile: String? = nil, environments: @escaping @Sendable (String) -> EnvironmentSet? = { _ in nil }
  ) {
    self.planner = planner
    self.deploymentTarget = deploymentTarget
    self.environments = environments
    var byID: [StrategyID: StrategyInfo] = [:]
    for info in strategies { byID[info.id] = info }
    self.strategies = byID
    self.module = module
    self.helperFile = helperFile
  }

  public func plan(for problem: ProblemID, file: String) -> Result<StrategyPlan, PlanUnavailable> {
    guard let environments = environments(file) else {
      return planner.plan(for: problem, deploymentTarget: deploymentTarget(file))
    }
    return planner.plan(for: problem, deploymentTarget: deploymentTarget(file), environments: environments)
  }

  /// The edit the plan for `problem` calls for at `file`, from the strategies' own edits.
  public func edit(for problem: ProblemID, file: String) -> Result<PlannedEdit, PlanUnavailable> {
    plan(for: problem, file: file).flatMap { PlannedEdit.make(for: $0, strategies: strategies) }
  }
}

extension FixSettings {
  /// The selected strategy's edit for a finding that is fixed right after the controller is made
  /// (where both hosted problems put theirs), or nil: the finding then says why it is not fixable.
  public func afterCreationEdit(for problem: ProblemID, _ finding: inout Finding) -> PlannedEdit? {
    switch edit(for: problem, file: finding.file) {
    case .success(let edit) where edit.anchor == .afterCreation:
      return edit
    case .success(let edit):
      finding.fixNote = "the selected strategy's edit goes \(edit.anchor.rawValue); apply it by hand"
      finding.fixable = false
    case .failure(let reason):
      finding.fixNote = reason.reason
      finding.fixable = false
    }
    return nil
  }
}
