import Dispatch
import InsetEmulation
import InsetEngine

/// A finding's suggestions, measured: of the candidates its rule names (`RuleDescription.suggests`),
/// the strategies the pipeline finds usable (available, compatible with the content, allowed by
/// the policy, fixing the problem without collateral damage) in every environment of the
/// deployment range: every known OS release from the target on, on every device of the
/// environments in its family's orientations. A strategy measured wrong anywhere
/// (`ignores-safe-area`; `uikit-layout-margins` in landscape) is never offered.
public struct MeasuredSuggestions: Sendable {
  public let pipeline: Pipeline
  public let policy: Policy
  public let scenarios: [ProblemID: JSONCursor]
  public let environments: EnvironmentSet

  public init(
    registry: Registry, policy: Policy, scenarios: [ProblemID: JSONCursor] = [:], environments: EnvironmentSet
  ) {
    self.init(
      pipeline: Pipeline(registry: registry), policy: policy, scenarios: scenarios, environments: environments
    )
  }

  /// With a pipeline shared with other measurements (its outcome cache).
  public init(
    pipeline: Pipeline, policy: Policy, scenarios: [ProblemID: JSONCursor] = [:], environments: EnvironmentSet
  ) {
    self.pipeline = pipeline
    self.policy = policy
    self.scenarios = scenarios
    self.environments = environments
  }

  public init(
    registry: Registry, policy: Policy, scenarios: [ProblemID: JSONCursor] = [:], devices: [DeviceProfile],
    orientations: [Orientation] = Orientation.allCases
  ) {
    self.init(
      registry: registry, policy: policy, scenarios: scenarios,
      environments: EnvironmentSet(devices: devices, orientations: orientations))
  }

  /// What `rule` offers from `deploymentTarget` on, best ranked first.
  public func suggestions(for rule: RuleDescription, deploymentTarget: OSVersion) -> [Suggestion] {
    let registry = pipeline.registry
    guard rule.suggests != .none, registry.problemIDs.contains(rule.problem),
      let strategies = try? registry.strategies(for: rule.problem)
    else { return [] }
    guard let scenario = try? pipeline.scenario(for: rule.problem, override: scenarios[rule.problem]) else {
      return []
    }
    // Only what the policy and the content allow can be usable: nothing else is measured.
    var candidates = strategies.filter {
      !$0.isBaseline && pipeline.isEligible($0, scenario: scenario, policy: policy)
    }.map(\.id)
    if case .strategies(let scope) = rule.suggests { candidates = candidates.filter(scope.contains) }
    guard !candidates.isEmpty else { return [] }
    let from = max(deploymentTarget, rule.flaggedAPIIntroduced ?? deploymentTarget)
    var usable = Set(candidates)
    var order: [StrategyID] = []
    // One release per span in which no measurement or availability can change (the spans
    // `select` judges); every layout of the set at each, in `JudgingOrder`, a chunk of
    // environments at a time (`JudgingOrder.chunkSize`).
    let releases =
      (try? pipeline.releaseSpans(
        for: rule.problem, devices: environments.devices, from: from, strategies: candidates))?.map(\.0)
      ?? OSRelease.range(from: from)
    for os in releases where !usable.isEmpty {
      let all = JudgingOrder.arrange(
        environments.devices.flatMap { device in
          environments.orientations(of: device).map { Environment(device: device, orientation: $0, os: os) }
        })
      do {
        try JudgingOrder.chunks(of: all, cores: Pipeline.cores, while: { !usable.isEmpty }) { chunk in
          let strategies = strategies.map(\.id).filter(usable.contains)
          usable.formIntersection(
            try pipeline.usable(scenario, in: chunk, policy: policy, strategies: strategies))
          // The order is the ranking in the first environment, whose outcomes are now measured.
          if order.isEmpty, let first = chunk.first {
            order = try pipeline.compare(scenario, in: first, policy: policy, strategies: strategies).verdicts
              .map(\.strategy.id)
          }
        }
      } catch {
        return []
      }
    }
    return order.filter(usable.contains).compactMap { id in
      strategies.first { $0.id == id }.map {
        Suggestion(strategy: $0.id, summary: $0.summary, availability: $0.availability.description)
      }
    }
  }
}

/// Which suggestions a finding shows: its rule's, judged on its file's environments (nil: the
/// finding was not stamped with any, and they were found again).
public struct SuggestionGroup: Sendable, Hashable {
  public let rule: RuleID
  /// What the environments are made of, not their devices: a report keys every finding, and
  /// hashing families and orientations needs no device catalog.
  public let environments: ProjectEnvironments.Identity?

  public init(rule: RuleID, environments: ProjectEnvironments?) {
    self.rule = rule
    self.environments = environments?.identity
  }

  public init(_ finding: Finding) { self.init(rule: finding.rule, environments: finding.environments) }
}

extension LintRunner {
  /// The measured suggestions for a run's findings, by rule and environments: each group of
  /// findings of one rule whose apps run on the same devices and orientations is judged there
  /// (the environments `fix` plans on), from the group's lowest deployment target (so every
  /// file's range is covered).
  public func suggestions(for findings: [Finding], _ options: LintOptions) throws -> [SuggestionGroup:
    [Suggestion]]
  {
    let memo = SelectionMemo(directory: options.memoDirectory)
    defer { memo.save() }
    return try suggestions(for: findings, options, memo: memo)
  }

  func suggestions(for findings: [Finding], _ options: LintOptions, memo: SelectionMemo) throws
    -> [SuggestionGroup: [Suggestion]]
  {
    guard !findings.isEmpty else { return [:] }
    let configuration = try configuration(options)
    let judged = try judging(findings, options, configuration)
    var groups: [SuggestionGroup: (environments: ProjectEnvironments, target: OSVersion)] = [:]
    for finding in findings {
      let (target, environments) = judged[finding.file]!
      let group = SuggestionGroup(finding)
      let lowest = groups[group].map { min($0.target, target.version) } ?? target.version
      groups[group] = (environments, lowest)
    }
    var result: [SuggestionGroup: [Suggestion]] = [:]
    for (group, (judgedOn, target)) in groups.sorted(by: { $0.key.rule < $1.key.rule }) {
      let environments = judgedOn.set
      guard let rule = rules.rules.first(where: { $0.description.id == group.rule })?.description else {
        continue
      }
      let key = Self.memoKey(.suggestions, rule, from: target, configuration, environments)
      let offered: [Suggestion]
      if let stored = memo.value(key) {
        offered = Suggestion.decodeList(stored)
      } else {
        offered = MeasuredSuggestions(
          pipeline: pipeline, policy: configuration.policy, scenarios: configuration.scenarios,
          environments: environments
        ).suggestions(for: rule, deploymentTarget: target)
        memo.store(key, Suggestion.encodeList(offered))
      }
      if !offered.isEmpty { result[group] = offered }
    }
    return result
  }
}

extension LintRunner {
  /// Settles `fixable` for rules whose edit depends on the selected strategy: with the plan `fix`
  /// would use for each finding's file (same policy, environments and deployment target), a
  /// finding stays fixable only when that plan gets a source edit; otherwise it says why.
  public func settleFixable(_ findings: [Finding], _ options: LintOptions) throws -> [Finding] {
    let memo = SelectionMemo(directory: options.memoDirectory)
    defer { memo.save() }
    return try settleFixable(findings, options, memo: memo)
  }

  /// Starts making what `settledWithSuggestions` reads, on a thread of its own while a run
  /// analyses (`LintOptions.preparesSuggestions`): the device catalog and the pipeline, then
  /// the measurements of every suggesting rule, then the plans of every rule whose fix depends on
  /// its plan, for the deployment target and environments of `sample` (a file of the largest
  /// folder, where a large app's findings usually are), into the pipeline's outcome cache
  /// (`SuggestionWarmer`). A run replayed whole does not call it: its report is usually
  /// remembered.
  public func prepareSuggestions(
    _ options: LintOptions, _ configuration: LintConfiguration, targets: DeploymentTargetDiscovery?,
    sample: String?
  ) {
    // The report reads the answers it completes from this memo (`settledWithSuggestions`).
    let memo = SelectionMemo(directory: options.memoDirectory)
    let order = WarmingOrder(rules.rules.map(\.description).filter { $0.suggests != .none }.map(\.id))
    catalogSource.warmer = SuggestionWarmer(memo: memo, order: order) { [self] stopped in
      _ = DeviceCatalog.builtIn.devices.count
      _ = pipeline
      guard let targets, let sample, !stopped() else { return }
      warm(
        configuration, target: targets.target(for: sample).version,
        environments: targets.environments(for: sample).set, memo: memo, order: order, stopped: stopped)
    }
  }

  /// The warmer's work: each rule of `order`'s suggestions, then the plans of the rules whose
  /// fix depends on its plan, measured one environment at a time on the calling thread, each
  /// answer stored in `memo` under the key the report asks. An answer is stored only when
  /// `stopped` still says false once it is complete: `stopped` never turns false again, so such
  /// an answer was never cut short.
  func warm(
    _ configuration: LintConfiguration, target: OSVersion, environments: EnvironmentSet, memo: SelectionMemo,
    order: WarmingOrder, stopped: @escaping @Sendable () -> Bool
  ) {
    var serial = pipeline
    serial.parallel = false
    // Stopped between measurements: after `finish` it takes at most one more.
    serial.stopped = stopped
    let measured = MeasuredSuggestions(
      pipeline: serial, policy: configuration.policy, scenarios: configuration.scenarios,
      environments: environments)
    let descriptions = rules.rules.map(\.description)
    while let id = order.next(), let rule = descriptions.first(where: { $0.id == id }) {
      guard !stopped() else { return }
      let key = Self.memoKey(.suggestions, rule, from: target, configuration, environments)
      guard memo.value(key) == nil else { continue }
      let offered = measured.suggestions(for: rule, deploymentTarget: target)
      if !stopped() { memo.store(key, Suggestion.encodeList(offered)) }
    }
    // The casts scan the executable's conformances: here, off the lint's path. The planner is
    // the warmer's own: a plan cut short is not kept.
    let planned = rules.rules.compactMap { $0 as? any PlanDependentFix }
    let planner = RegistryPlanner(
      pipeline: serial, policy: configuration.policy, devices: ProjectEnvironments.all.devices,
      scenarios: configuration.scenarios)
    var strategies: [StrategyID: StrategyInfo] = [:]
    for info in registry.strategyInfos { strategies[info.id] = info }
    for rule in planned {
      guard !stopped() else { return }
      let key = Self.memoKey(.fixable, rule.description, from: target, configuration, environments)
      guard memo.value(key) == nil else { continue }
      let plan = planner.plan(
        for: rule.description.problem, deploymentTarget: target, environments: environments)
      let note = Self.fixableNote(rule, under: plan, strategies: strategies)
      if !stopped() { memo.store(key, note) }
    }
  }

  /// Both, sharing one memo and one pipeline: what a JSON or Markdown report adds. One after the
  /// other, each measuring on every core: the plans and the suggestions judge the same strategies
  /// in the same environments, so the second mostly reads what the first measured (run side by
  /// side, one waited for the other's measurements). The memo is the warmer's, holding every
  /// answer it completed during the lint.
  public func settledWithSuggestions(_ findings: [Finding], _ options: LintOptions) throws -> (
    findings: [Finding], suggestions: [SuggestionGroup: [Suggestion]]
  ) {
    let warmer = catalogSource.warmer
    warmer?.finish()
    catalogSource.warmer = nil
    // With the answers the warmer completed (it stores nothing it did not finish).
    let memo =
      warmer.map(\.memo).flatMap { $0.directory == options.memoDirectory ? $0 : nil }
      ?? SelectionMemo(directory: options.memoDirectory)
    defer { memo.save() }
    let settled = try settleFixable(findings, options, memo: memo)
    return (settled, try suggestions(for: findings, options, memo: memo))
  }

  func settleFixable(_ findings: [Finding], _ options: LintOptions, memo: SelectionMemo) throws -> [Finding] {
    // Only the rules with fixable findings are asked whether they depend on the plan: a failed
    // protocol cast scans every conformance of the executable.
    var fixableRules: [RuleID] = []
    for finding in findings where finding.fixable && !fixableRules.contains(finding.rule) {
      fixableRules.append(finding.rule)
    }
    let dependent = rules.rules.filter { fixableRules.contains($0.description.id) }
      .compactMap { $0 as? any PlanDependentFix }
    guard !dependent.isEmpty else { return findings }
    let configuration = try configuration(options)
    let judged = try judging(findings, options, configuration)
    // Made on the first question the memo cannot answer (a cached run asks none).
    var planner: RegistryPlanner?
    var strategies: [StrategyID: StrategyInfo] = [:]
    /// One answer per rule, deployment target and environments, however many findings share it.
    struct Question: Hashable {
      let rule: RuleID
      let target: OSVersion
      let environments: ProjectEnvironments.Identity
    }
    var answered: [Question: String] = [:]
    return findings.map { finding in
      guard finding.fixable, let rule = dependent.first(where: { $0.description.id == finding.rule }) else {
        return finding
      }
      let (target, environments) = judged[finding.file]!
      let question = Question(rule: finding.rule, target: target.version, environments: environments.identity)
      // "" = fixable; otherwise the note saying why not.
      let note: String
      if let known = answered[question] {
        note = known
      } else {
        let key = Self.memoKey(
          .fixable, rule.description, from: target.version, configuration, environments.set)
        if let stored = memo.value(key) {
          note = stored
        } else {
          if planner == nil {
            planner = RegistryPlanner(
              pipeline: pipeline, policy: configuration.policy, devices: ProjectEnvironments.all.devices,
              scenarios: configuration.scenarios)
            for info in registry.strategyInfos { strategies[info.id] = info }
          }
          note = Self.fixableNote(
            rule,
            under: planner!.plan(
              for: rule.description.problem, deploymentTarget: target.version, environments: environments.set),
            strategies: strategies)
          memo.store(key, note)
        }
        answered[question] = note
      }
      var settled = finding
      if !note.isEmpty {
        settled.fixable = false
        settled.fixNote = note
      }
      return settled
    }
  }
}

extension LintRunner {
  /// What the memo remembers of a rule: its suggestions, or whether its findings are fixable.
  enum MemoAnswer: String {
    case suggestions, fixable
  }

  /// Where the memo keeps `answer` for `rule` from `target` on in `environments`.
  static func memoKey(
    _ answer: MemoAnswer, _ rule: RuleDescription, from target: OSVersion, _ configuration: LintConfiguration,
    _ environments: EnvironmentSet
  ) -> String {
    SelectionMemo.key(
      [answer.rawValue, rule.id.rawValue, target.description]
        + SelectionMemo.context(
          problem: rule.problem, policy: configuration.policy, scenarios: configuration.scenarios,
          environments: environments))
  }

  /// "" when `fix` makes a source edit for `rule` under `plan`; otherwise the note saying why not.
  static func fixableNote(
    _ rule: any PlanDependentFix, under plan: Result<StrategyPlan, PlanUnavailable>,
    strategies: [StrategyID: StrategyInfo]
  ) -> String {
    switch plan {
    case .success(let plan) where rule.edits(under: plan, strategies: strategies): return ""
    case .success(let plan):
      return "the selected strategy (\(plan.summary)) has no mechanical source edit; apply it by hand"
    case .failure(let reason): return reason.reason
    }
  }

  /// What each finding's file is judged with: its deployment target and its environments, the
  /// ones `lint` stamped on it, else found again exactly as `fix` finds them
  /// (`DeploymentTargetDiscovery`). Lint's suggestions, its fixable settling and fix's plans all
  /// read these.
  func judging(_ findings: [Finding], _ options: LintOptions, _ configuration: LintConfiguration)
    throws -> [String: (target: DeploymentTarget, environments: ProjectEnvironments)]
  {
    var result: [String: (target: DeploymentTarget, environments: ProjectEnvironments)] = [:]
    var discovery: DeploymentTargetDiscovery?
    for finding in findings where result[finding.file] == nil {
      if let target = finding.deploymentTarget, let environments = finding.environments {
        result[finding.file] = (target, environments)
        continue
      }
      if discovery == nil { discovery = try self.discovery(options, configuration) }
      result[finding.file] = (
        finding.deploymentTarget ?? discovery!.target(for: finding.file),
        finding.environments ?? discovery!.environments(for: finding.file)
      )
    }
    return result
  }
}

extension LintOptions {
  /// Where the measured answers are remembered: the cache folder, unless `--no-cache`.
  var memoDirectory: String? { useCache ? (cacheDirectory ?? LintCache.defaultDirectory()) : nil }
}

extension Suggestion {
  /// `strategy␂summary␂availability` joined by `␁`, for the memo.
  static func encodeList(_ list: [Suggestion]) -> String {
    list.map { [$0.strategy.rawValue, $0.summary, $0.availability].joined(separator: "\u{2}") }
      .joined(separator: "\u{1}")
  }

  static func decodeList(_ text: String) -> [Suggestion] {
    text.split(separator: "\u{1}").compactMap { item in
      let parts = item.split(separator: "\u{2}", omittingEmptySubsequences: false).map(String.init)
      guard parts.count == 3 else { return nil }
      return Suggestion(strategy: StrategyID(parts[0]), summary: parts[1], availability: parts[2])
    }
  }
}
