import InsetEmulation
import InsetEngine

/// A finding's suggestions, measured: of the candidates its rule names (`RuleDescription.suggests`),
/// the strategies the pipeline finds usable (available, compatible with the content, allowed by
/// the policy, fixing the problem without collateral damage) in every environment of the
/// deployment range: every known OS release from the target on, on the device in portrait and
/// both landscape orientations. A strategy measured wrong anywhere (`ignores-safe-area`;
/// `uikit-layout-margins` in landscape) is never offered.
public struct MeasuredSuggestions: Sendable {
  public let pipeline: Pipeline
  public let policy: Policy
  public let scenarios: [ProblemID: JSONCursor]
  public let devices: [DeviceProfile]
  public let orientations: [Orientation]
  /// The device `compare` shows by default.
  public static let defaultDevice = "iphone-15-pro"

  public init(
    registry: Registry, policy: Policy, scenarios: [ProblemID: JSONCursor] = [:], devices: [DeviceProfile],
    orientations: [Orientation] = Orientation.allCases
  ) {
    pipeline = Pipeline(registry: registry)
    self.policy = policy
    self.scenarios = scenarios
    self.devices = devices
    self.orientations = orientations
  }

  /// What `rule` offers from `deploymentTarget` on, best ranked first.
  public func suggestions(for rule: RuleDescription, deploymentTarget: OSVersion) -> [Suggestion] {
    let registry = pipeline.registry
    guard rule.suggests != .none, registry.problemIDs.contains(rule.problem),
      let strategies = try? registry.strategies(for: rule.problem)
    else { return [] }
    var candidates = strategies.filter { !$0.isBaseline }.map(\.id)
    if case .strategies(let scope) = rule.suggests { candidates = candidates.filter(scope.contains) }
    guard !candidates.isEmpty,
      let scenario = try? pipeline.scenario(for: rule.problem, override: scenarios[rule.problem])
    else { return [] }
    let from = max(deploymentTarget, rule.flaggedAPIIntroduced ?? deploymentTarget)
    var usable = Set(candidates)
    var order: [StrategyID] = []
    for os in OSRelease.range(from: from) where !usable.isEmpty {
      for device in devices {
        for orientation in orientations {
          let environment = Environment(device: device, orientation: orientation, os: os)
          guard
            let comparison = try? pipeline.compare(
              scenario, in: environment, policy: policy, strategies: Array(usable))
          else { return [] }
          let fixing = Set(comparison.verdicts.filter(\.usable).map(\.strategy.id))
          usable.formIntersection(fixing)
          if order.isEmpty { order = comparison.verdicts.map(\.strategy.id) }
        }
      }
    }
    return order.filter(usable.contains).compactMap { id in
      strategies.first { $0.id == id }.map {
        Suggestion(strategy: $0.id, summary: $0.summary, availability: $0.availability.description)
      }
    }
  }

  /// Suggestions for every rule that has findings, by rule id.
  public func suggestions(for findings: [Finding], rules: [any Rule], deploymentTarget: OSVersion)
    -> [RuleID: [Suggestion]]
  {
    var result: [RuleID: [Suggestion]] = [:]
    for id in Set(findings.map(\.rule)).sorted() {
      guard let rule = rules.first(where: { $0.description.id == id }) else { continue }
      let offered = suggestions(for: rule.description, deploymentTarget: deploymentTarget)
      if !offered.isEmpty { result[id] = offered }
    }
    return result
  }
}

extension LintRunner {
  /// The measured suggestions for a run's findings, on the options' device (the one `compare`
  /// shows by default when none is named: every device would cost seconds per lint), from the lowest
  /// deployment target among the files with findings (so every file's range is covered).
  public func suggestions(for findings: [Finding], _ options: LintOptions) throws -> [RuleID: [Suggestion]] {
    guard !findings.isEmpty else { return [:] }
    let configuration = try configuration(options)
    let devices = [try DeviceCatalog.builtIn.device(options.device ?? MeasuredSuggestions.defaultDevice)]
    let target = try deploymentTargets(findings, options, configuration).values.min() ?? OSRelease.oldest
    let measured = MeasuredSuggestions(
      registry: registry, policy: configuration.policy, scenarios: configuration.scenarios, devices: devices)
    let memo = SelectionMemo(directory: options.memoDirectory)
    defer { memo.save() }
    var result: [RuleID: [Suggestion]] = [:]
    for id in Set(findings.map(\.rule)).sorted() {
      guard let rule = rules.rules.first(where: { $0.description.id == id })?.description else { continue }
      let key = SelectionMemo.key(
        ["suggestions", id.rawValue, target.description]
          + SelectionMemo.context(
            problem: rule.problem, policy: configuration.policy, scenarios: configuration.scenarios,
            devices: devices, orientations: measured.orientations))
      let offered: [Suggestion]
      if let stored = memo.value(key) {
        offered = Suggestion.decodeList(stored)
      } else {
        offered = measured.suggestions(for: rule, deploymentTarget: target)
        memo.store(key, Suggestion.encodeList(offered))
      }
      if !offered.isEmpty { result[id] = offered }
    }
    return result
  }
}

extension LintRunner {
  /// Settles `fixable` for rules whose edit depends on the selected strategy: with the plan `fix`
  /// would use for each finding's file (same policy, devices and deployment target), a finding
  /// stays fixable only when that plan gets a source edit; otherwise it says why.
  public func settleFixable(_ findings: [Finding], _ options: LintOptions) throws -> [Finding] {
    let dependent = rules.rules.compactMap { $0 as? any PlanDependentFix }
    guard
      findings.contains(where: { finding in
        finding.fixable && dependent.contains { $0.description.id == finding.rule }
      })
    else { return findings }
    let configuration = try configuration(options)
    let devices =
      try options.device.map { [try DeviceCatalog.builtIn.device($0, at: "--device")] }
      ?? DeviceCatalog.builtIn.devices
    let targets = try deploymentTargets(findings, options, configuration)
    let planner = RegistryPlanner(
      registry: registry, policy: configuration.policy, devices: devices, orientations: Orientation.allCases,
      scenarios: configuration.scenarios)
    var strategies: [StrategyID: StrategyInfo] = [:]
    for info in registry.strategyInfos { strategies[info.id] = info }
    let memo = SelectionMemo(directory: options.memoDirectory)
    defer { memo.save() }
    return findings.map { finding in
      guard finding.fixable, let rule = dependent.first(where: { $0.description.id == finding.rule }) else {
        return finding
      }
      let target = targets[finding.file]!
      // "" = fixable; otherwise the note saying why not.
      let key = SelectionMemo.key(
        ["fixable", rule.description.id.rawValue, target.description]
          + SelectionMemo.context(
            problem: rule.description.problem, policy: configuration.policy,
            scenarios: configuration.scenarios, devices: devices, orientations: Orientation.allCases))
      let note: String
      if let stored = memo.value(key) {
        note = stored
      } else {
        switch planner.plan(for: rule.description.problem, deploymentTarget: target) {
        case .success(let plan) where rule.edits(under: plan, strategies: strategies):
          note = ""
        case .success(let plan):
          note = "the selected strategy (\(plan.summary)) has no mechanical source edit; apply it by hand"
        case .failure(let reason):
          note = reason.reason
        }
        memo.store(key, note)
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
  /// Each finding's file's deployment target: the one `lint` stamped on it, else found again.
  func deploymentTargets(_ findings: [Finding], _ options: LintOptions, _ configuration: LintConfiguration)
    throws -> [String: OSVersion]
  {
    var result: [String: OSVersion] = [:]
    var discovery: DeploymentTargetDiscovery?
    for finding in findings where result[finding.file] == nil {
      if let stamped = finding.deploymentTarget {
        result[finding.file] = stamped.version
        continue
      }
      if discovery == nil {
        discovery = DeploymentTargetDiscovery(
          override: options.deploymentTarget, configured: configuration.deploymentTarget)
      }
      result[finding.file] = discovery!.target(for: finding.file).version
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
