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
    return try suggestions(for: findings, options, try configuration(options), memo: memo)
  }

  func suggestions(
    for findings: [Finding], _ options: LintOptions, _ configuration: LintConfiguration, memo: SelectionMemo
  ) throws -> [SuggestionGroup: [Suggestion]] {
    offered(try suggestionQuestions(findings, options, configuration), configuration, memo: memo)
  }

  /// The answers to `questions`, from `memo` or measured into it.
  func offered(
    _ questions: [(group: SuggestionGroup, question: MemoQuestion)], _ configuration: LintConfiguration,
    memo: SelectionMemo
  ) -> [SuggestionGroup: [Suggestion]] {
    var result: [SuggestionGroup: [Suggestion]] = [:]
    for (group, question) in questions {
      let offered = Suggestion.decodeList(
        memo.value(question.key) ?? measure(question, configuration, into: memo))
      if !offered.isEmpty { result[group] = offered }
    }
    return result
  }

  /// What a report's suggestions ask: one question per group of findings of one rule whose apps
  /// run on the same devices and orientations, from the group's lowest deployment target on (so
  /// every file's range is covered).
  func suggestionQuestions(
    _ findings: [Finding], _ options: LintOptions, _ configuration: LintConfiguration
  ) throws -> [(group: SuggestionGroup, question: MemoQuestion)] {
    guard !findings.isEmpty else { return [] }
    let judged = try judging(findings, options, configuration)
    var groups: [SuggestionGroup: (environments: ProjectEnvironments, target: OSVersion)] = [:]
    for finding in findings {
      let (target, environments) = judged[finding.file]!
      let group = SuggestionGroup(finding)
      let lowest = groups[group].map { min($0.target, target.version) } ?? target.version
      groups[group] = (environments, lowest)
    }
    return groups.sorted(by: { $0.key.rule < $1.key.rule }).compactMap { group, judgedOn in
      guard let rule = rules.rules.first(where: { $0.description.id == group.rule })?.description else {
        return nil
      }
      return (
        group,
        MemoQuestion(.suggestions(rule), from: judgedOn.target, judgedOn.environments.set, configuration)
      )
    }
  }

  /// `question` measured on every core, and kept in `memo`.
  func measure(_ question: MemoQuestion, _ configuration: LintConfiguration, into memo: SelectionMemo)
    -> String
  {
    let measured = answer(question, configuration, pipeline: pipeline)
    memo.store(question.key, measured)
    return measured
  }
}

extension LintRunner {
  /// Settles `fixable` for rules whose edit depends on the selected strategy: with the plan `fix`
  /// would use for each finding's file (same policy, environments and deployment target), a
  /// finding stays fixable only when that plan gets a source edit; otherwise it says why.
  public func settleFixable(_ findings: [Finding], _ options: LintOptions) throws -> [Finding] {
    let memo = SelectionMemo(directory: options.memoDirectory)
    defer { memo.save() }
    return try settleFixable(findings, options, try configuration(options), memo: memo)
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
    let board = AnswerBoard()
    catalogSource.warmer = SuggestionWarmer(memo: memo, order: order, board: board) { [self] stopped in
      _ = DeviceCatalog.builtIn.devices.count
      _ = pipeline
      guard let targets, let sample, !stopped() else { return }
      warm(
        configuration, target: targets.target(for: sample).version,
        environments: targets.environments(for: sample).set, memo: memo, order: order,
        board: board, stopped: stopped)
    }
  }

  /// The warmer's work: each rule of `order`'s suggestions, then the plans of the rules whose
  /// fix depends on its plan, measured one environment at a time on the calling thread, each
  /// answer stored in `memo` under the key the report asks, unless `board` says another thread
  /// took it. An answer is stored only when, once it is complete, `stopped` still says false and
  /// the board still wants it: neither turns back, so such an answer was never cut short.
  func warm(
    _ configuration: LintConfiguration, target: OSVersion, environments: EnvironmentSet, memo: SelectionMemo,
    order: WarmingOrder, board: AnswerBoard = AnswerBoard(), stopped: @escaping @Sendable () -> Bool
  ) {
    var serial = pipeline
    serial.parallel = false
    let descriptions = rules.rules.map(\.description)
    while let id = order.next(), let rule = descriptions.first(where: { $0.id == id }) {
      guard !stopped() else { return }
      let question = MemoQuestion(.suggestions(rule), from: target, environments, configuration)
      take(question, configuration, pipeline: serial, memo: memo, board: board, stopped: stopped)
    }
    // The casts scan the executable's conformances: here, off the lint's path.
    for rule in rules.rules.compactMap({ $0 as? any PlanDependentFix }) {
      guard !stopped() else { return }
      let question = MemoQuestion(.fixable(rule), from: target, environments, configuration)
      take(question, configuration, pipeline: serial, memo: memo, board: board, stopped: stopped)
    }
  }

  /// Measures `question` on `pipeline` into `memo`, when the memo lacks it and `board` gives it to
  /// this thread; stopped between measurements (after a stop it takes at most one more), and
  /// stored only if never stopped.
  func take(
    _ question: MemoQuestion, _ configuration: LintConfiguration, pipeline: Pipeline, memo: SelectionMemo,
    board: AnswerBoard, stopped: @escaping @Sendable () -> Bool = { false }
  ) {
    guard memo.value(question.key) == nil, board.claim(question.key) else { return }
    let cut: @Sendable () -> Bool = { stopped() || !board.wants(question.key) }
    var pipeline = pipeline
    pipeline.stopped = cut
    let value = answer(question, configuration, pipeline: pipeline)
    if !cut() { memo.store(question.key, value) }
  }

  /// What the memo keeps for `question`, measured on `pipeline`: the suggestions' list, or the
  /// fixable note under the plan `fix` would use.
  func answer(_ question: MemoQuestion, _ configuration: LintConfiguration, pipeline: Pipeline) -> String {
    switch question.kind {
    case .suggestions(let rule):
      return Suggestion.encodeList(
        MeasuredSuggestions(
          pipeline: pipeline, policy: configuration.policy, scenarios: configuration.scenarios,
          environments: question.environments
        ).suggestions(for: rule, deploymentTarget: question.target))
    case .fixable(let rule):
      var strategies: [StrategyID: StrategyInfo] = [:]
      for info in registry.strategyInfos { strategies[info.id] = info }
      let planner = RegistryPlanner(
        pipeline: pipeline, policy: configuration.policy, devices: ProjectEnvironments.all.devices,
        scenarios: configuration.scenarios)
      let plan = planner.plan(
        for: rule.description.problem, deploymentTarget: question.target, environments: question.environments)
      return Self.fixableNote(rule, under: plan, strategies: strategies)
    }
  }

  /// Both, sharing one memo and one pipeline: what a JSON or Markdown report adds. The memo is
  /// the warmer's, holding every answer it completed during the lint; what it still lacks is
  /// measured by this thread and the warmer side by side (`shareRemaining`), then read. One
  /// after the other, the plans and the suggestions judge the same strategies in the same
  /// environments, so the second mostly reads what the first measured.
  public func settledWithSuggestions(_ findings: [Finding], _ options: LintOptions) throws -> (
    findings: [Finding], suggestions: [SuggestionGroup: [Suggestion]]
  ) {
    let warmer = catalogSource.warmer
    catalogSource.warmer = nil
    // With the answers the warmer completed (it stores nothing it did not finish).
    let shared = warmer.flatMap { $0.memo.directory == options.memoDirectory ? $0 : nil }
    let memo = shared?.memo ?? SelectionMemo(directory: options.memoDirectory)
    defer { memo.save() }
    let configuration = try configuration(options)
    let fixable = try fixableQuestions(findings, options, configuration)
    let suggesting = try suggestionQuestions(findings, options, configuration)
    if let shared, shared.measuresBeside {
      shareRemaining(
        (fixable ?? []).compactMap { $0 } + suggesting.map(\.question), configuration, memo: memo,
        with: shared)
    } else {
      warmer?.share(needing: [])
    }
    return (
      settled(findings, by: fixable, configuration, memo: memo),
      offered(suggesting, configuration, memo: memo)
    )
  }

  /// Of `questions`, those `memo` lacks, measured on this thread, one environment at a
  /// time, beside the warmer, which from now on takes only those (`SuggestionWarmer.share`): two
  /// answers measured at once keep both cores busy, where one answer measured on both waits
  /// between its chunks. This thread takes them last first, the warmer in its order, so they
  /// seldom meet. Returns once the warmer is done: what it dropped, the report measures after.
  func shareRemaining(
    _ questions: [MemoQuestion], _ configuration: LintConfiguration, memo: SelectionMemo,
    with warmer: SuggestionWarmer
  ) {
    let missing = questions.filter { memo.value($0.key) == nil }
    warmer.share(needing: Set(missing.map(\.key)))
    var serial = pipeline
    serial.parallel = false
    for question in missing.reversed() {
      take(question, configuration, pipeline: serial, memo: memo, board: warmer.board)
    }
    warmer.wait()
  }

  func settleFixable(
    _ findings: [Finding], _ options: LintOptions, _ configuration: LintConfiguration, memo: SelectionMemo
  ) throws -> [Finding] {
    settled(findings, by: try fixableQuestions(findings, options, configuration), configuration, memo: memo)
  }

  /// `findings` with `fixable` settled by the answers to `questions` (`fixableQuestions`), from
  /// `memo` or measured into it.
  func settled(
    _ findings: [Finding], by questions: [MemoQuestion?]?, _ configuration: LintConfiguration,
    memo: SelectionMemo
  ) -> [Finding] {
    guard let questions else { return findings }
    return zip(findings, questions).map { finding, question in
      guard let question else { return finding }
      // "" = fixable; otherwise the note saying why not.
      let note = memo.value(question.key) ?? measure(question, configuration, into: memo)
      var settled = finding
      if !note.isEmpty {
        settled.fixable = false
        settled.fixNote = note
      }
      return settled
    }
  }

  /// Per finding, the question that settles whether it stays fixable (nil: its edit does not
  /// depend on the plan); nil when no finding's does. One question per rule, deployment target
  /// and environments, however many findings share it.
  func fixableQuestions(_ findings: [Finding], _ options: LintOptions, _ configuration: LintConfiguration)
    throws -> [MemoQuestion?]?
  {
    // Only the rules with fixable findings are asked whether they depend on the plan: a failed
    // protocol cast scans every conformance of the executable.
    var fixableRules: [RuleID] = []
    for finding in findings where finding.fixable && !fixableRules.contains(finding.rule) {
      fixableRules.append(finding.rule)
    }
    let dependent = rules.rules.filter { fixableRules.contains($0.description.id) }
      .compactMap { $0 as? any PlanDependentFix }
    guard !dependent.isEmpty else { return nil }
    let judged = try judging(findings, options, configuration)
    struct Asked: Hashable {
      let rule: RuleID
      let target: OSVersion
      let environments: ProjectEnvironments.Identity
    }
    var asked: [Asked: MemoQuestion] = [:]
    return findings.map { finding in
      guard finding.fixable, let rule = dependent.first(where: { $0.description.id == finding.rule }) else {
        return nil
      }
      let (target, environments) = judged[finding.file]!
      let key = Asked(rule: finding.rule, target: target.version, environments: environments.identity)
      if let known = asked[key] { return known }
      let question = MemoQuestion(.fixable(rule), from: target.version, environments.set, configuration)
      asked[key] = question
      return question
    }
  }
}

/// One answer a report reads from the memo: a rule's suggestions, or whether its findings stay
/// fixable, from a deployment target on in a set of environments, and the key it is kept under.
struct MemoQuestion {
  enum Kind {
    case suggestions(RuleDescription)
    /// Settled under the plan `fix` would use, so asked only of a rule whose edit depends on it.
    case fixable(any PlanDependentFix)
  }

  let kind: Kind
  let target: OSVersion
  let environments: EnvironmentSet
  let key: String

  init(
    _ kind: Kind, from target: OSVersion, _ environments: EnvironmentSet, _ configuration: LintConfiguration
  ) {
    self.kind = kind
    self.target = target
    self.environments = environments
    key =
      switch kind {
      case .suggestions(let rule):
        LintRunner.memoKey(.suggestions, rule, from: target, configuration, environments)
      case .fixable(let rule):
        LintRunner.memoKey(.fixable, rule.description, from: target, configuration, environments)
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
