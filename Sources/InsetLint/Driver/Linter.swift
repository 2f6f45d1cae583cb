import InsetEngine

/// Which rules run and how loud they are (from `.insetfix.json`'s `rules`).
public struct RuleSettings: Sendable, Equatable {
  public var disabled: Set<RuleID>
  public var severities: [RuleID: Severity]

  public init(disabled: Set<RuleID> = [], severities: [RuleID: Severity] = [:]) {
    self.disabled = disabled
    self.severities = severities
  }

  /// The configured severity of a rule, else its default.
  public func severity(of rule: RuleID, in rules: RuleSet) -> Severity {
    severities[rule] ?? rules.defaultSeverity(of: rule)
  }

  /// A stable text for cache keys.
  public var fingerprint: String {
    disabled.sorted().joined(separator: ",") + "|"
      + severities.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value.rawValue)" }.joined(separator: ",")
  }
}

/// The two passes: `analyze` one file (pure, cacheable), then `combine` every file's analysis
/// into findings: project rules, conditions resolved across files, suppressions, severities.
public struct Linter: Sendable {
  /// The enabled rules: their findings are reported.
  public let rules: [any Rule]
  /// The rules that look at files: the enabled ones, and every rule whose facts an enabled one
  /// reads (its own findings are not reported).
  let collectors: [any Rule]
  public let settings: RuleSettings
  /// Every rule of the run, enabled or not: the ids a suppression may name.
  public let known: RuleSet
  /// False when no one reads the per-file facts' bytes (a lint that keeps no cache): the facts
  /// are then kept only as collected, which is what the project pass reads, and not encoded
  /// (a sixteenth of a cold lint's work). Analyses made so compare equal whatever their facts.
  public var encodesFacts = true

  public init(rules: [any Rule], settings: RuleSettings = RuleSettings()) {
    self.settings = settings
    known = RuleSet(rules)
    let enabled = rules.filter { !settings.disabled.contains($0.description.id) }
    var collectors = enabled
    var pending = enabled
    while let rule = pending.popLast() {
      guard let collecting = rule as? any CollectingRule else { continue }
      for read in collecting.reads
      where !collectors.contains(where: { $0.description.id == read.description.id }) {
        collectors.append(read)
        pending.append(read)
      }
    }
    self.rules = enabled
    self.collectors = collectors
    let needles = NeedleSet(["class", Suppressions.prefix] + collectors.flatMap(\.triggers))
    self.needles = needles
    // Every word is in the set: its position is known.
    classAnswer = needles.position(of: "class")!
    suppressionAnswer = needles.position(of: Suppressions.prefix)!
    triggerAnswers = collectors.map { $0.triggers.map { needles.position(of: $0)! } }
  }

  /// The words every file is searched for before it is tokenized.
  let needles: NeedleSet
  /// Where the answers for `class`, the suppression prefix and each collector's triggers sit in
  /// what `needles` answers: looked up by position, not searched for, in every file.
  let classAnswer: Int
  let suppressionAnswer: Int
  let triggerAnswers: [[Int]]

  /// The per-file pass on a file's bytes (adopted, as `SourceFile` does). Most files of an app
  /// trigger no rule, declare no class and hold no suppression: they are not tokenized at all, and
  /// their analysis is empty (a file no rule reads is not reported for failing to tokenize).
  public func analyze(path: String, adopting buffer: UnsafeMutableBufferPointer<UInt8>) -> FileAnalysis {
    let answers = needles.answers(in: UnsafeBufferPointer(buffer))
    let triggered = collectors.indices.filter { rule in triggerAnswers[rule].contains { answers[$0].1 } }
    guard answers[classAnswer].1 || answers[suppressionAnswer].1 || !triggered.isEmpty else {
      buffer.baseAddress?.deallocate()
      return FileAnalysis(path: path)
    }
    return analyze(
      SourceFile(path: path, adopting: buffer, known: answers, positions: needles.positions), fixing: nil,
      triggered: triggered.map { collectors[$0] })
  }

  /// The per-file pass.
  public func analyze(_ file: SourceFile, fixing: FixSettings? = nil) -> FileAnalysis {
    analyze(
      file, fixing: fixing,
      triggered: collectors.filter { rule in rule.triggers.contains(where: { file.contains($0) }) })
  }

  /// The per-file pass for the rules whose trigger words the file holds.
  func analyze(_ file: SourceFile, fixing: FixSettings?, triggered: [any Rule]) -> FileAnalysis {
    let context = FileContext(file: file, fixing: fixing)
    if file.contains("class") {
      // A file no rule looks into is read for its classes alone.
      let types = triggered.isEmpty ? SyntaxIndex(file, typesOnly: true).types : context.index.types
      let classes = types.filter { $0.kind == .class }.map { type -> TypeFact in
        let offset = context.offset(type.nameToken)
        let (line, column) = file.location(of: offset)
        return TypeFact(
          name: type.name, inherits: type.inherits, genericParameters: type.genericParameters, offset: offset,
          line: line, column: column)
      }
      context.record { $0.classes = classes }
    }
    var facts: [RuleFacts] = []
    for rule in triggered {
      rule.check(context)
      if let collecting = rule as? any CollectingRule,
        let collected = collecting.collectFacts(context, encoding: encodesFacts)
      {
        facts.append(collected)
      }
    }
    let suppressions = Suppressions.parse(file)
    var older =
      file.contains("#available") || file.contains("#unavailable")
      ? AvailabilityGuard.olderSystemsCode(in: file) : []
    // Preview code runs in Xcode's canvas only: it holds on no release of the app.
    if file.contains("#Preview") || file.contains("PreviewProvider") {
      older += PreviewCode.ranges(file, types: context.index.types).map { tokens in
        OlderSystemsCode(
          bytes: Int(file.tokens[tokens.lowerBound].start)..<Int(file.tokens[tokens.upperBound].end),
          below: OlderSystemsCode.noRelease)
      }
    }
    context.record {
      $0.facts = facts
      $0.suppressions = suppressions
      $0.olderSystems = older
      if let failure = file.failure {
        let (line, column) = file.location(of: failure.offset)
        $0.failure = "\(failure.reason.rawValue) at \(line):\(column)"
      }
    }
    return context.analysis
  }

  /// The project pass: every finding of the run, suppressed ones removed, unused suppressions
  /// reported, severities from the settings, in report order.
  /// A session that lints again and again (the language server) passes its `memo`, so facts are
  /// brought up to date from the previous pass rather than made anew. A process that exits after
  /// the pass passes `keep`, which is handed the pass's project facts to keep until then, rather
  /// than have them freed one by one as the pass returns.
  public func combine(
    _ analyses: [FileAnalysis], sources: [String: SourceFile] = [:], fixing: FixSettings? = nil,
    jobs: Int = 1,
    memo: ProjectPassMemo? = nil, keep: ((Any) -> Void)? = nil
  )
    -> [Finding]
  {
    let project = ProjectContext(analyses: analyses, sources: sources, fixing: fixing, memo: memo, jobs: jobs)
    defer { keep?(project) }
    var byFile: [String: [Finding]] = [:]
    for analysis in analyses { byFile[analysis.path] = analysis.findings }
    for analysis in analyses {
      for conditional in analysis.conditional {
        switch conditional.condition {
        case .inherits(let type, let bases):
          if project.hierarchy.inherits(type, fromAny: Set(bases)) {
            byFile[analysis.path, default: []].append(conditional.finding)
          }
        }
      }
    }
    // Project rules are independent (one reading another's judgement waits for it): each on
    // its own thread, their findings gathered in rule order.
    let collecting = rules.compactMap { $0 as? any CollectingRule }
    let (facts, order) = Self.projectPassOrder(collecting)
    var checked = [[Finding]](repeating: [], count: collecting.count)
    checked.withUnsafeMutableBufferPointer { buffer in
      let results = UnsafeSendable(buffer)
      LintRunner.parallel(facts.count + order.count, jobs: jobs) { task in
        guard task >= facts.count else { return project.prepare(facts[task]) }
        let index = order[task - facts.count]
        results.value[index] = collecting[index].check(project)
      }
    }
    for findings in checked {
      for finding in findings { byFile[finding.file, default: []].append(finding) }
    }
    // Code that runs only before a release (the `else` of `if #available`) is dead where the
    // deployment target is that release or later: a finding there holds only below it.
    for analysis in analyses where !analysis.olderSystems.isEmpty {
      guard var findings = byFile[analysis.path] else { continue }
      for index in findings.indices {
        let offset = findings[index].offset
        for code in analysis.olderSystems where code.bytes.contains(offset) {
          findings[index].holdsBelow = min(findings[index].holdsBelow ?? code.below, code.below)
        }
      }
      byFile[analysis.path] = findings
    }
    // A suppression silences a finding at its own line or at any of its related locations.
    var suppressions: [String: [Suppression]] = [:]
    for analysis in analyses where !analysis.suppressions.isEmpty {
      suppressions[analysis.path] = analysis.suppressions
    }
    var used: [String: Set<Int>] = [:]
    func suppressed(_ finding: Finding) -> Bool {
      guard !suppressions.isEmpty else { return false }
      let places = [(finding.file, finding.line)] + finding.related.map { ($0.file, $0.line) }
      for (file, line) in places {
        if let index = suppressions[file]?.firstIndex(where: { $0.covers(line: line, rule: finding.rule) }) {
          used[file, default: []].insert(index)
          return true
        }
      }
      return false
    }
    var result: [Finding] = []
    for analysis in analyses {
      // Fixing knows each file's deployment target: a finding that holds only below it is gone.
      let findings = byFile[analysis.path] ?? []
      // Code that only other platforms' targets compile runs on no iPhone or iPad.
      if !findings.isEmpty, fixing?.environments(analysis.path)?.devices.isEmpty == true { continue }
      let target = findings.contains { $0.holdsBelow != nil } ? fixing?.deploymentTarget(analysis.path) : nil
      for finding in findings where !suppressed(finding) {
        guard !settings.disabled.contains(finding.rule), finding.holds(atDeploymentTarget: target) else {
          continue
        }
        var adjusted = finding
        adjusted.severity = settings.severity(of: finding.rule, in: known)
        result.append(adjusted)
      }
    }
    for analysis in analyses where !analysis.suppressions.isEmpty {
      result += unusedSuppressions(
        analysis.suppressions, used: used[analysis.path] ?? [], file: analysis.path)
    }
    return result.sorted(by: Finding.ordered)
  }

  /// The project pass's work in the order threads take it: first the project facts the rules
  /// declare (a large app's view model is a third of the pass: it starts at once, on a thread of
  /// its own), then the rules that declare none, then those that do (they wait for their facts
  /// last, when there is nothing else left to do). `order` holds indices into `rules`; findings
  /// are still gathered in rule order.
  static func projectPassOrder(_ rules: [any CollectingRule]) -> (
    facts: [any ProjectFact.Type], order: [Int]
  ) {
    var facts: [any ProjectFact.Type] = []
    for rule in rules {
      for fact in rule.projectFacts where !facts.contains(where: { $0 == fact }) { facts.append(fact) }
    }
    let free = rules.indices.filter { rules[$0].projectFacts.isEmpty }
    let waiting = rules.indices.filter { !rules[$0].projectFacts.isEmpty }
    return (facts, free + waiting)
  }

  /// A finding for each suppression that suppressed nothing (or names no or an unknown rule).
  func unusedSuppressions(_ suppressions: [Suppression], used: Set<Int>, file: String) -> [Finding] {
    var kept: [Finding] = []
    let known = Set(self.known.ids)
    for (index, suppression) in suppressions.enumerated() where !used.contains(index) {
      let unknown = suppression.rules.filter { $0 != "all" && !known.contains(RuleID($0)) }
      let message: String
      if suppression.rules.isEmpty {
        message = "insetfix:\(suppression.scope.rawValue) names no rule; name one (or 'all')"
      } else if let bad = unknown.first {
        message =
          bad.hasPrefix("?")
          ? "unknown directive '\(bad.dropFirst())'; use insetfix:disable, :disable:next, :disable:this or :enable"
          : "insetfix:\(suppression.scope.rawValue) names unknown rule '\(bad)'"
            + (InputError.nearest(to: bad, in: self.known.ids.map(\.rawValue)).map {
              " (did you mean '\($0)'?)"
            } ?? "")
      } else if suppression.rules.allSatisfy({ settings.disabled.contains(RuleID($0)) }) {
        continue
      } else {
        message =
          "insetfix:\(suppression.scope.rawValue) \(suppression.rules.joined(separator: " ")) suppresses nothing"
      }
      guard !settings.disabled.contains(RuleSet.unusedSuppression) else { continue }
      kept.append(
        Finding(
          file: file, offset: suppression.offset, line: suppression.line, column: suppression.column,
          rule: RuleSet.unusedSuppression,
          severity: settings.severity(of: RuleSet.unusedSuppression, in: self.known),
          message: message))
    }
    return kept
  }
}
