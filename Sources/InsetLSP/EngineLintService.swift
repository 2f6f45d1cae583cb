import InsetEmulation
import InsetEngine
import InsetLint
import InsetReport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The lint engine behind `LintService`: the project's analyses kept in memory (from the last
/// lint's cache), one file re-analysed per change, then the project pass over all of them.
/// Fixes are the engine's own edits under the plan `fix` uses (and under each measured
/// suggestion preferred), so a quick fix writes exactly what `insetfix fix` would.
/// The server's folder becomes the workspace folder and files are linted as `lint` run there
/// names them (relative paths), so both share one cache.
public final class EngineLintService: LintService {
  private let runner: LintRunner
  private var root: String?
  private var settings = LintSettings()
  private var configuration = LintConfiguration()
  private var linter = Linter(rules: [])
  private var targets = DeploymentTargetDiscovery(override: nil, configured: nil)
  private var order: [String] = []
  private var analyses: [String: FileAnalysis] = [:]
  private var open: [String: [UInt8]] = [:]
  private var findings: [Finding]?
  private var planners: [String: RegistryPlanner] = [:]
  private var suggestionMemo: [String: [Suggestion]] = [:]
  /// The last project pass's facts: the next pass re-reads only the files changed since.
  private let passMemo = ProjectPassMemo()
  /// Per set of support-code needles: each file's stat when read, and whether it holds one.
  private var hostScan: [String: [String: (SourceLoader.Stat, Bool)]] = [:]

  public init(runner: LintRunner) { self.runner = runner }

  public func load(root: String?, settings: LintSettings) throws -> LoadReport {
    self.root = root
    self.settings = settings
    if let root, chdir(root) != 0 { throw InputError("lsp: cannot enter the workspace folder \(root)") }
    var options = lintOptions()
    configuration = try runner.configuration(options)
    linter = Linter(rules: runner.rules.rules, settings: configuration.rules)
    targets = DeploymentTargetDiscovery(
      override: options.deploymentTarget, configured: configuration.deploymentTarget,
      configFile: configuration.path)
    planners = [:]
    suggestionMemo = [:]
    passMemo.reset()
    // What the targets' plists said is read again: one may have been edited since the last load.
    WatchTargetDiscovery.forget()
    SupportedOrientationsDiscovery.forget()
    InterfaceBuilderConstraints.forget()
    ObjectiveCWindowHelpers.forget()
    findings = nil
    guard root != nil else {
      order = []
      analyses = [:]
      for path in open.keys { reanalyze(path) }
      return LoadReport(files: 0, fromCache: 0, warnings: [])
    }
    options.paths = ["."]
    let project: ProjectAnalyses
    do { project = try runner.projectAnalyses(options, configuration: configuration) } catch {
      // A folder with no Swift files yet is a project to grow, not an error.
      project = ProjectAnalyses(files: [], analyses: [], warnings: ["\(error)"], fromCache: 0)
    }
    order = project.files
    analyses = [:]
    // Facts decoded once here, not on every project pass.
    for analysis in project.analyses { analyses[analysis.path] = linter.decodingFacts(analysis) }
    for path in open.keys { reanalyze(path) }
    return LoadReport(files: project.files.count, fromCache: project.fromCache, warnings: project.warnings)
  }

  func lintOptions() -> LintOptions {
    var options = LintOptions()
    options.configPath = settings.configPath
    options.useCache = settings.useCache
    options.cacheDirectory = settings.cacheDirectory
    options.deploymentTarget = settings.deploymentTarget.flatMap { try? OSVersion(parsing: $0) }
    return options
  }

  /// The engine's name for an absolute path: relative to the workspace folder inside it.
  func local(_ path: String) -> String {
    guard let root else { return path }
    let prefix = root.hasSuffix("/") ? root : root + "/"
    return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
  }

  func absolute(_ path: String) -> String {
    // A document without a file (`untitled:`) keeps its URI as its name.
    guard let root, !path.hasPrefix("/"), !path.contains(":") else { return path }
    return (root.hasSuffix("/") ? root : root + "/") + path
  }

  public func setContents(_ path: String, _ bytes: [UInt8]?) {
    let name = local(path)
    open[name] = bytes
    reanalyze(name)
  }

  /// The analysis of `name` from the editor's text, else from disk; a file gone from both leaves.
  private func reanalyze(_ name: String) {
    findings = nil
    passMemo.noteChanged(name)
    if let bytes = open[name] {
      let source = bytes.withUnsafeBufferPointer { SourceFile(path: name, bytes: $0) }
      analyses[name] = linter.analyze(source)
    } else {
      var stat: SourceLoader.Stat?
      switch SourceLoader.readValid(name, maxSize: LintOptions().maxFileSize, stat: &stat) {
      case .success(let buffer): analyses[name] = linter.analyze(path: name, adopting: buffer)
      case .failure(.unreadable):
        analyses[name] = nil
        order.removeAll { $0 == name }
        return
      case .failure(let skip):
        var skipped = FileAnalysis(path: name)
        skipped.skipped = skip.description
        analyses[name] = skipped
      }
    }
    if !order.contains(name) { order.append(name) }
  }

  public func filesChanged(_ paths: [String]) throws {
    let project = [
      ".insetfix.json", "Package.swift", "project.yml", "Project.swift", ".pbxproj", ".xcconfig",
      "Info.plist",
    ]
    if paths.contains(where: { path in project.contains { path.hasSuffix($0) } }) {
      _ = try load(root: root, settings: settings)
      return
    }
    for path in paths where path.hasSuffix(".swift") {
      let name = local(path)
      if open[name] == nil { reanalyze(name) }
    }
  }

  /// The project pass over every file, run once per change.
  private func currentFindings() -> [Finding] {
    if let findings { return findings }
    let all = order.compactMap { analyses[$0] }.filter { $0.skipped == nil }
    // As `lint` settles them: code below the file's deployment target, and code that only other
    // platforms' targets compile, run nowhere the file's app runs.
    let combined = linter.combine(all, jobs: LintRunner.processorCount, memo: passMemo).filter {
      $0.holds(atDeploymentTarget: targets.target(for: $0.file).version)
        && !targets.environments(for: $0.file).runsOnNoIOSDevice
    }
    findings = combined
    return combined
  }

  public func diagnostics(for paths: [String]) -> [String: [LintDiagnostic]] {
    let wanted = Set(paths.map(local))
    var result: [String: [LintDiagnostic]] = [:]
    for path in paths { result[path] = [] }
    for finding in currentFindings() where wanted.contains(finding.file) {
      result[absolute(finding.file), default: []].append(diagnostic(finding))
    }
    return result
  }

  func diagnostic(_ finding: Finding) -> LintDiagnostic {
    LintDiagnostic(
      file: absolute(finding.file), offset: finding.offset, rule: finding.rule.rawValue,
      severity: finding.severity == .error ? .error : .warning, message: finding.message,
      documentation: DocumentationLinks.rule(finding.rule),
      related: finding.related.map {
        LintLocation(file: absolute($0.file), offset: $0.offset, message: $0.message)
      },
      fixNote: finding.fixNote)
  }

  public func fixes(for diagnostic: LintDiagnostic) -> [LintFix] {
    let name = local(diagnostic.file)
    guard
      let finding = currentFindings().first(where: {
        $0.file == name && $0.offset == diagnostic.offset && $0.rule.rawValue == diagnostic.rule
      }), let bytes = open[name] ?? SourceLoader.readText(name).map({ Array($0.utf8) })
    else { return [] }
    var fixes: [LintFix] = []
    let target = targets.target(for: name).version
    let environments = targets.environments(for: name)
    let rule = runner.rules.rule(finding.rule)
    let problem: ProblemID = rule?.description.problem ?? ""
    // The policy's plan, judged on the file's environments as `fix` judges it: what `fix` writes.
    let policy = planner(configuration.policy)
    let judged = environments.summary + " from iOS \(target)"
    var variants: [(planner: any StrategyPlanner, title: String)] = []
    if rule is any PlanDependentFix,
      case .success(let plan) = policy.plan(
        for: problem, deploymentTarget: target, environments: environments.set)
    {
      variants.append((policy, describe(plan) + " — measured on " + judged))
      // Each measured suggestion as the plan for the whole range: what `fix` writes when the policy
      // selects it (`"prefer": [id]`).
      for suggestion in suggestions(rule!.description, target, environments.set) {
        let single = StrategyPlan(
          problem: problem, deploymentTarget: target,
          segments: [.init(from: target, to: OSRelease.latest, choice: .strategy(suggestion.strategy))])
        variants.append(
          (
            FixedPlanner([single]),
            "Use `\(suggestion.strategy)`: \(suggestion.summary) — measured on " + judged
          ))
      }
    } else {
      variants.append((policy, "Fix \(finding.rule) as `insetfix fix` does"))
    }
    var seen: [[FileEdit]] = []
    for (index, variant) in variants.enumerated() {
      let (edits, note) = fixEdits(finding, bytes: bytes, planner: variant.planner)
      guard !seen.contains(edits) else { continue }
      seen.append(edits)
      if edits.isEmpty {
        // The policy's own plan has no edit: say why once; a suggestion without one is left out.
        if index == 0, let note = note ?? finding.fixNote {
          fixes.append(LintFix(title: variant.title, edits: [], disabledReason: note))
        }
        continue
      }
      fixes.append(LintFix(title: variant.title, isPreferred: index == 0, edits: edits))
    }
    fixes.append(suppression(finding, bytes: bytes))
    return fixes
  }

  /// "`safe-area-regions` on iOS 16.4+, `dynamic-subclass` below", or one strategy and its summary.
  func describe(_ plan: StrategyPlan) -> String {
    let summaries = Dictionary(
      runner.registry.strategyInfos.map { ($0.id, $0.summary) }, uniquingKeysWith: { a, _ in a })
    let chosen = plan.segments.compactMap { segment -> (StrategyID, StrategyPlan.Segment)? in
      if case .strategy(let id) = segment.choice { return (id, segment) }
      return nil
    }
    if chosen.count == 1, let (id, _) = chosen.first {
      return "Use `\(id)`: \(summaries[id] ?? "")"
    }
    let parts = chosen.reversed().enumerated().map { index, item -> String in
      let (id, segment) = item
      if index == 0 { return "`\(id)` on iOS \(segment.from)+" }
      if index == chosen.count - 1 { return "`\(id)` below" }
      return "`\(id)` on iOS \(segment.from)–\(segment.to)"
    }
    return "Use " + parts.joined(separator: ", ")
  }

  func suggestions(_ rule: RuleDescription, _ target: OSVersion, _ environments: EnvironmentSet)
    -> [Suggestion]
  {
    let key = "\(rule.id)@\(target)@\(environments.key)"
    if let known = suggestionMemo[key] { return known }
    let measured = MeasuredSuggestions(
      registry: runner.registry, policy: configuration.policy, scenarios: configuration.scenarios,
      environments: environments)
    let offered = measured.suggestions(for: rule, deploymentTarget: target)
    suggestionMemo[key] = offered
    return offered
  }

  /// The planner `fix` uses (judging each file on its environments), with `policy`.
  func planner(_ policy: Policy) -> RegistryPlanner {
    let key = policy.prefer.map(\.rawValue).joined(separator: ",")
    if let known = planners[key] { return known }
    let made = RegistryPlanner(
      registry: runner.registry, policy: policy, devices: DeviceCatalog.builtIn.devices,
      orientations: Orientation.allCases, scenarios: configuration.scenarios)
    planners[key] = made
    return made
  }

  /// The edits `fix` attaches to `finding` under `planner`: the file analysed for fixing, the
  /// project pass over every analysis with the sources a fix may touch (the file, and the files
  /// that may already hold the support code it needs).
  func fixEdits(_ finding: Finding, bytes: [UInt8], planner: any StrategyPlanner) -> ([FileEdit], String?) {
    let name = finding.file
    let targets = self.targets
    let helper = configuration.helperFile.map(local)
    let fixing = FixSettings(
      planner: planner, deploymentTarget: { targets.target(for: $0).version },
      strategies: runner.registry.strategyInfos, module: { targets.module(of: $0) }, helperFile: helper,
      environments: { targets.environments(for: $0).set })
    let source = bytes.withUnsafeBufferPointer { SourceFile(path: name, bytes: $0) }
    var sources = [name: source]
    if let problem = runner.rules.rule(finding.rule)?.description.problem,
      case .success(let edit) = fixing.edit(for: problem, file: name), !edit.supportCode.isEmpty
    {
      for host in supportHosts(edit.supportCode, besides: name) {
        if let text = open[host].map({ String(decoding: $0, as: UTF8.self) }) ?? SourceLoader.readText(host) {
          sources[host] = SourceFile(path: host, text: text)
        }
      }
      if let helper, sources[helper] == nil, let text = SourceLoader.readText(helper) {
        sources[helper] = SourceFile(path: helper, text: text)
      }
    }
    var all = analyses
    all[name] = linter.analyze(source, fixing: fixing)
    let combined = linter.combine(
      order.compactMap { all[$0] }.filter { $0.skipped == nil }, sources: sources, fixing: fixing)
    guard
      let fixed = combined.first(where: {
        $0.offset == finding.offset && $0.rule == finding.rule && $0.file == name
      })
    else { return ([], nil) }
    var result: [FileEdit] = []
    var byFile: [String: [TextEdit]] = [:]
    for edit in fixed.edits { byFile[edit.file, default: []].append(edit) }
    for (file, edits) in byFile.sorted(by: { $0.key < $1.key }) {
      // In the order `fix` applies them; an edit `fix` would defer to its next pass is left out.
      let original = file == name ? bytes : (sources[file].map { Array($0.bytes) } ?? [])
      for edit in FixApplier.apply(edits, to: original).applied {
        result.append(
          FileEdit(file: absolute(file), range: edit.range, text: edit.replacement, creates: edit.createsFile)
        )
      }
    }
    return (result, fixed.fixNote)
  }

  /// Files that may already declare support code (its marker, or a name it declares): the
  /// placement then finds them and adds no second copy. Read once per file and modification.
  func supportHosts(_ supportCode: String, besides file: String) -> [String] {
    var needles = ["insetfix:support"]
    for line in supportCode.split(separator: "\n") {
      let words = line.split(separator: " ")
      for (index, word) in words.enumerated() where index + 1 < words.count {
        guard ["func", "struct", "class", "enum"].contains(word) else { continue }
        let name = words[index + 1].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        if !name.isEmpty { needles.append("\(word) \(name)") }
      }
    }
    let key = needles.joined(separator: "\u{1}")
    let patterns = needles.map { Array($0.utf8) }
    // A byte search (memchr, then memcmp): most files of an app hold none of the needles.
    func holds(_ bytes: UnsafeRawBufferPointer) -> Bool {
      patterns.contains { pattern in
        guard let base = bytes.baseAddress, let first = pattern.first, pattern.count <= bytes.count else {
          return false
        }
        let last = bytes.count - pattern.count
        var start = 0
        while start <= last, let hit = memchr(base + start, Int32(first), last - start + 1) {
          if memcmp(hit, pattern, pattern.count) == 0 { return true }
          start = base.distance(to: UnsafeRawPointer(hit)) + 1
        }
        return false
      }
    }
    var memo = hostScan[key] ?? [:]
    var hosts: [String] = []
    for path in order where path != file {
      if let bytes = open[path] {
        if bytes.withUnsafeBytes(holds) { hosts.append(path) }
        continue
      }
      guard let stat = SourceLoader.fileStat(path) else { continue }
      if let (seen, found) = memo[path], seen == stat {
        if found { hosts.append(path) }
        continue
      }
      var found = false
      if case .success(let buffer) = SourceLoader.readBytes(path, maxSize: LintOptions().maxFileSize) {
        found = holds(UnsafeRawBufferPointer(buffer))
        buffer.baseAddress?.deallocate()
      }
      memo[path] = (stat, found)
      if found { hosts.append(path) }
    }
    hostScan[key] = memo
    return hosts
  }

  /// `// insetfix:disable:next RULE` above the finding's line, indented like it.
  func suppression(_ finding: Finding, bytes: [UInt8]) -> LintFix {
    var start = min(finding.offset, bytes.count)
    while start > 0, bytes[start - 1] != 0x0A, bytes[start - 1] != 0x0D { start -= 1 }
    var indentEnd = start
    while indentEnd < bytes.count, bytes[indentEnd] == 0x20 || bytes[indentEnd] == 0x09 { indentEnd += 1 }
    let indent = String(decoding: bytes[start..<indentEnd], as: UTF8.self)
    let newline =
      bytes.contains(0x0D) && bytes.firstIndex(of: 0x0A).map { $0 > 0 && bytes[$0 - 1] == 0x0D } == true
      ? "\r\n" : "\n"
    return LintFix(
      title: "Disable \(finding.rule) for this line", kind: .suppression,
      edits: [
        FileEdit(
          file: absolute(finding.file), range: start..<start,
          text: "\(indent)// insetfix:disable:next \(finding.rule)\(newline)")
      ])
  }
}
