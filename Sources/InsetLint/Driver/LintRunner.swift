import Dispatch
import InsetEmulation
import InsetEngine

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What `lint` and `fix` are asked to do.
public struct LintOptions: Sendable {
  public var paths: [String] = ["."]
  public var configPath: String?
  public var useCache = true
  public var cacheDirectory: String?
  public var jobs = LintRunner.processorCount
  public var maxFileSize = 8 << 20
  public var deploymentTarget: OSVersion?
  /// The one device the strategy selection is judged on; nil judges it on every known device, in
  /// every orientation, as `compare` does.
  public var device: String?
  /// True when the report will measure suggestions: a run that cannot be replayed whole starts
  /// building what they read (`prepareSuggestions`) while it analyses. A replayed run does not,
  /// since its report is usually remembered.
  public var preparesSuggestions = false
  /// True when the process exits once the run is reported (the `insetfix` command line): the
  /// run's analyses and its project pass's facts stay with the runner, for the exit to free at
  /// once, rather than being freed fact by fact as `lint` returns (about 100 M instructions on a
  /// large app).
  public var keepsAnalyses = false

  public init() {}
}

/// A finished `lint`: findings in report order, warnings about files, counts.
public struct LintRun: Sendable {
  public var findings: [Finding]
  public var warnings: [String]
  public var files: Int
  public var fromCache: Int
  public var configuration: LintConfiguration
  /// Files found but not linted (binary, not UTF-8, too large, unreadable): not in `files`.
  public var skipped = 0
  /// Where a report of these findings may be remembered, and whether this run was replayed whole
  /// from the cache (only then is a remembered report read); nil without a cache.
  public var reportMemo: ReportMemo.Place?
}

/// A finished `fix`, not yet written.
public struct FixRun: Sendable {
  public var outcome: FixOutcome
  public var warnings: [String]
  public var files: Int
  /// Files not read (binary, not UTF-8, too large, unreadable): never fixed.
  public var skipped = 0
}

/// Runs lint and fix over paths: config, discovery, cache, parallel per-file pass, project pass.
public struct LintRunner: Sendable {
  public static let version = "0.1.0"
  let catalogSource: CatalogSource

  /// The catalog (problems, strategies, rules) is built on first use.
  public init(catalog: @escaping @Sendable () -> Catalog) { catalogSource = CatalogSource(catalog) }

  /// One pipeline for the runner's measurements, so that lint's suggestions, its fixable settling
  /// and fix's plans, judged on the same environments, measure each outcome once.
  public var pipeline: Pipeline { catalogSource.pipeline }

  public init(catalog: Catalog) { self.init(catalog: { catalog }) }

  public var catalog: Catalog { catalogSource.value }
  public var registry: Registry { catalog.registry }
  public var rules: RuleSet { catalog.rules }

  public static var processorCount: Int { max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))) }

  public func configuration(_ options: LintOptions) throws -> LintConfiguration {
    if let path = options.configPath { return try LintConfiguration.load(path, catalog: catalog) }
    if let found = LintConfiguration.discover(from: options.paths.first ?? ".") {
      return try LintConfiguration.load(found, catalog: catalog)
    }
    return LintConfiguration()
  }

  func discover(
    _ options: LintOptions, _ configuration: LintConfiguration,
    listings: [String: SourceLoader.Listing] = [:],
    stat: Bool = true
  ) throws -> ([String], [SourceLoader.Stat?], [String], [String: SourceLoader.Listing]) {
    let (files, stats, warnings, walked) = try SourceLoader.discover(
      options.paths, excludes: configuration.excludes, listings: listings, jobs: options.jobs, stat: stat)
    guard !files.isEmpty else {
      throw InputError("no Swift files found in \(options.paths.joined(separator: ", "))")
    }
    return (files, stats, warnings, walked)
  }

  /// Runs `body(index)` for `0..<count` on `jobs` threads (each index once). Threads take runs
  /// of indices from a shared counter, so one thread slowed by large files (or by the machine)
  /// does not leave the others idle at the end.
  /// Threads start at once (plain pthreads: a fresh process has no warm dispatch pool, and the
  /// cached rerun's few milliseconds of `stat` calls would be over before one joined in).
  static func parallel(_ count: Int, jobs: Int, _ body: @Sendable (Int) -> Void) {
    let workers = max(1, min(jobs, count))
    if workers == 1 {
      for index in 0..<count { body(index) }
      return
    }
    withoutActuallyEscaping(body) { body in
      final class Work: @unchecked Sendable {
        let body: (Int) -> Void
        let count: Int
        let chunk: Int
        private var next = 0
        private let lock = PlainLock()

        init(_ body: @escaping (Int) -> Void, count: Int, workers: Int) {
          self.body = body
          self.count = count
          chunk = max(1, min(16, count / (workers * 32)))
        }

        func take() -> Range<Int>? {
          lock.locked {
            guard next < count else { return nil }
            let start = next
            next = min(count, next + chunk)
            return start..<next
          }
        }

        func run() {
          while let range = take() {
            for index in range { body(index) }
          }
        }
      }
      let work = Work(body, count: count, workers: workers)
      // A thread that cannot be made leaves its share to the others.
      let threads = (1..<workers).compactMap { _ in PlainThread.start { work.run() } }
      work.run()
      for thread in threads { pthread_join(thread, nil) }
    }
  }

  public func lint(_ options: LintOptions) throws -> LintRun {
    let configuration = try configuration(options)
    let targets = try discovery(options, configuration)
    var (run, cache, saving) = try lintFindings(options, configuration: configuration, targets: targets)
    var trace = PhaseTrace()
    // A replayed run replays its deployment targets too, while no project file they were read
    // from changed (parsing a large app's project files costs more than the rest of the rerun).
    let key =
      LintConfiguration.absolute(".") + "\u{1}" + (options.deploymentTarget?.description ?? "-") + "\u{1}"
      + (options.device ?? "-")
    if saving == nil, let replayed = cache, replayed.replayTargets(key: key) == nil {
      // A project file the findings were judged with changed (an Info.plist now lists portrait
      // only), or the options did: the replayed findings may be stale, so the project pass runs
      // again on the cached analyses.
      (run, cache, saving) = try lintFindings(
        options, configuration: configuration, targets: targets, replaying: false)
      trace.mark("replay refused: project files changed")
    }
    if saving == nil, let cache, let stored = cache.replayTargets(key: key) {
      for index in run.findings.indices {
        run.findings[index].deploymentTarget = stored.targets[index]
        run.findings[index].environments = stored.environments[index]
      }
      run.warnings += stored.warnings
      trace.mark("deployment targets replayed")
    } else {
      Self.readTargets(of: run.findings, with: targets, roots: options.paths, jobs: options.jobs)
      let warnings = Self.annotate(&run.findings, with: targets)
      run.warnings += warnings
      trace.mark("deployment targets")
      if let cache {
        cache.storeTargets(
          LintCache.StoredTargets(
            key: key,
            consulted: targets.consulted + InterfaceBuilderConstraints.consulted
              + SupportedOrientationsDiscovery.consulted + ObjectiveCWindowHelpers.consulted,
            targets: run.findings.map(\.deploymentTarget),
            warnings: warnings, environments: run.findings.map(\.environments)))
        if saving == nil { try? cache.saveRun() }
      }
    }
    if let cache, let identity = cache.runIdentity() {
      let stem = cache.path.hasSuffix(".run") ? String(cache.path.dropLast(4)) : cache.path
      run.reportMemo = ReportMemo.Place(stem: stem, identity: identity, replayed: saving == nil)
    }
    // Findings that hold only below a release are settled now that each file's target is known
    // (after the cache stored them, so a changed target settles them again).
    // So are findings in code that only other platforms' targets compile (a tvOS app's files).
    run.findings.removeAll {
      !$0.holds(atDeploymentTarget: $0.deploymentTarget?.version)
        || $0.environments?.runsOnNoIOSDevice == true
    }
    run.warnings += saving?.finish() ?? []
    trace.mark("cache save")
    trace.finish()
    return run
  }

  /// The project-file discovery of a run: deployment targets and environments, with the
  /// options' `--device`.
  func discovery(_ options: LintOptions, _ configuration: LintConfiguration) throws
    -> DeploymentTargetDiscovery
  {
    DeploymentTargetDiscovery(
      override: options.deploymentTarget, configured: configuration.deploymentTarget,
      configFile: configuration.path,
      device: try options.device.map { try DeviceCatalog.builtIn.device($0, at: "--device") })
  }

  /// Reads the deployment targets of the findings' files on `jobs` threads, one file per top
  /// folder (a module's project is usually there), before `annotate` asks for them one by one: the
  /// projects of an app's modules are parsed side by side. Only the memo of `targets` changes, and
  /// its answers do not depend on the order they were asked in (as with `TargetPrefetch`).
  static func readTargets(
    of findings: [Finding], with targets: DeploymentTargetDiscovery, roots: [String], jobs: Int
  ) {
    var seen: Set<String> = []
    let files = TargetPrefetch.byFolder(
      findings.map(\.file).filter { seen.insert($0).inserted }, roots: roots)
    guard files.count > 1 else { return }
    parallel(files.count, jobs: jobs) { _ = targets.target(for: files[$0]) }
  }

  /// Stamps every finding with its file's deployment target and environments; one warning when
  /// any file fell back to the default deployment target.
  static func annotate(_ findings: inout [Finding], with targets: DeploymentTargetDiscovery) -> [String] {
    var defaulted = 0
    var seen: [String: (DeploymentTarget, ProjectEnvironments)] = [:]
    for index in findings.indices {
      let file = findings[index].file
      let (target, environments) = seen[file] ?? (targets.target(for: file), targets.environments(for: file))
      if seen[file] == nil {
        seen[file] = (target, environments)
        if target.source == .fallback { defaulted += 1 }
      }
      findings[index].deploymentTarget = target
      findings[index].environments = environments
    }
    guard defaulted > 0 else { return [] }
    return [
      "no deployment target found for \(defaulted) file\(defaulted == 1 ? "" : "s") with findings (no "
        + "--deployment-target, .insetfix.json \"deploymentTarget\", Package.swift platforms, .xcodeproj or "
        + ".xcconfig IPHONEOS_DEPLOYMENT_TARGET, project.yml or Project.swift): assuming iOS "
        + "\(DeploymentTargetDiscovery.fallback)"
    ]
  }

  /// The findings of a lint, and the cache save still under way (nil when nothing is saved), in
  /// named phases: open the cache → replay the whole run if nothing changed → discover → look up
  /// cached analyses → analyse the rest → store them → the project pass → store the run. The
  /// analyses are written on another thread while the project pass runs.
  func lintFindings(
    _ options: LintOptions, configuration: LintConfiguration, targets: DeploymentTargetDiscovery? = nil,
    replaying: Bool = true
  ) throws -> (LintRun, LintCache?, CacheSaving?) {
    var trace = PhaseTrace()
    defer { trace.finish() }
    let cache = openCache(options, configuration)
    trace.mark("config+cache load")
    if replaying, let cache, options.paths.count == 1,
      let replay = cache.replayIfUnchanged(root: options.paths[0], jobs: options.jobs)
    {
      trace.mark("replay")
      return (
        LintRun(
          findings: replay.findings, warnings: replay.warnings, files: replay.files, fromCache: replay.files,
          configuration: configuration), cache, nil
      )
    }
    trace.mark("fast replay missed")
    // With nothing stored, no file can be replayed: each file's size and mtime come from reading
    // it, not from a `stat` of its own.
    let known = cache.map { !$0.isEmpty } ?? false
    let (files, discoveredStats, discoveryWarnings, listings) = try discover(
      options, configuration, listings: cache?.listings ?? [:], stat: known)
    var stats = discoveredStats
    trace.mark("discover\(known ? "+stat" : "")")
    if replaying, let cache, known,
      let replay = replayRun(cache, files: files, stats: stats, listings: listings)
    {
      trace.mark("replay")
      return (
        LintRun(
          findings: replay.findings, warnings: discoveryWarnings + replay.warnings, files: files.count,
          fromCache: files.count, configuration: configuration), cache, nil
      )
    }
    var linter = Linter(rules: rules.rules, settings: configuration.rules)
    // Facts are encoded for the cache alone.
    linter.encodesFacts = cache != nil
    let lookup = Self.cachedAnalyses(files, stats: stats, in: known ? cache : nil)
    var analyses = lookup.analyses
    let misses = lookup.misses
    trace.mark("cache lookup")
    // The folder with the most files is where a large app's findings usually are: its project
    // files are read while the files are analysed, and its suggestions measured.
    let largest = TargetPrefetch.largestFolder(misses.map { files[$0] }, roots: options.paths)
    if options.preparesSuggestions {
      prepareSuggestions(options, configuration, targets: targets, sample: largest.first)
    }
    let early = targets.map { TargetPrefetch($0, files: largest) }
    let encoded = Self.analyse(
      misses, of: files, into: &analyses, stats: &stats, linter: linter, options: options,
      encoding: cache != nil)
    early?.stop()
    trace.mark("analyze \(misses.count)")
    let (linted, warnings) = Self.results(analyses, files: files)
    catalogSource.warmer?.order.prefer(Self.rulesWithFactsOrFindings(linted))
    let saving = cache.map { cache in
      for index in misses {
        if let stat = stats[index] { cache.store(encoded: encoded[index], path: files[index], stat: stat) }
      }
      return CacheSaving(cache)
    }
    trace.mark("cache store")
    let findings = projectPass(linted, linter: linter, targets: targets, options: options)
    let skipped = linted.filter { $0.skipped != nil }.count
    trace.mark("project pass")
    if options.keepsAnalyses { catalogSource.keep(analyses, linted, encoded) }
    if let cache, let saving {
      cache.storeListings(listings)
      // A run with skipped files is not replayed whole (the replay knows no skip count); its
      // files' analyses, skips included, are still cached one by one.
      if skipped == 0 {
        cache.storeRun(LintCache.runKey(files, stats), findings: findings, warnings: warnings)
      } else {
        cache.forgetRun()
      }
      saving.runReady()
    }
    return (
      LintRun(
        findings: findings, warnings: discoveryWarnings + warnings,
        files: linted.count - skipped, fromCache: files.count - misses.count, configuration: configuration,
        skipped: skipped), cache, saving
    )
  }
  /// The cache of this configuration and binary, unless the run asked for none.
  func openCache(_ options: LintOptions, _ configuration: LintConfiguration) -> LintCache? {
    guard options.useCache else { return nil }
    return LintCache(
      directory: options.cacheDirectory ?? LintCache.defaultDirectory(),
      fingerprint: fingerprint(options, configuration))
  }

  /// The stored findings of a run over exactly these files at these sizes and times, if any.
  func replayRun(
    _ cache: LintCache, files: [String], stats: [SourceLoader.Stat?], listings: [String: SourceLoader.Listing]
  ) -> (findings: [Finding], warnings: [String])? {
    guard let replay = cache.replay(LintCache.runKey(files, stats)) else { return nil }
    cache.storeListings(listings)
    if cache.needsSaving { try? cache.save() }
    return (replay.findings, replay.warnings)
  }

  /// Each file's cached analysis where its size and time still match (nil elsewhere), and the
  /// indices of the files to analyse.
  static func cachedAnalyses(_ files: [String], stats: [SourceLoader.Stat?], in cache: LintCache?)
    -> (analyses: [FileAnalysis?], misses: [Int])
  {
    var analyses = [FileAnalysis?](repeating: nil, count: files.count)
    var misses: [Int] = []
    for (index, file) in files.enumerated() {
      if let cache, let stat = stats[index], let cached = cache.analysis(for: file, stat: stat) {
        analyses[index] = cached
      } else {
        misses.append(index)
      }
    }
    return (analyses, misses)
  }

  /// The per-file pass over `misses`, in parallel: each file read, analysed and, with `encoding`,
  /// encoded for the cache on its worker. Returns the encodings by file index (empty without).
  static func analyse(
    _ misses: [Int], of files: [String], into analyses: inout [FileAnalysis?],
    stats: inout [SourceLoader.Stat?],
    linter: Linter, options: LintOptions, encoding: Bool
  ) -> [[UInt8]] {
    let maxSize = options.maxFileSize
    var encoded = [[UInt8]](repeating: [], count: encoding ? files.count : 0)
    analyses.withUnsafeMutableBufferPointer { analysisBuffer in
      stats.withUnsafeMutableBufferPointer { statBuffer in
        encoded.withUnsafeMutableBufferPointer { encodedBuffer in
          let results = UnsafeSendable((analysisBuffer, statBuffer, encodedBuffer))
          LintRunner.parallel(misses.count, jobs: options.jobs) { k in
            let index = misses[k]
            var opened: SourceLoader.Stat?
            let analysis: FileAnalysis
            switch SourceLoader.readValid(files[index], maxSize: maxSize, stat: &opened) {
            case .success(let buffer): analysis = linter.analyze(path: files[index], adopting: buffer)
            case .failure(let skip):
              var skipped = FileAnalysis(path: files[index])
              skipped.skipped = skip.description
              analysis = skipped
            }
            if results.value.1[index] == nil { results.value.1[index] = opened }
            if !results.value.2.isEmpty {
              var writer = ByteWriter()
              analysis.encode(&writer)
              results.value.2[index] = writer.bytes
            }
            results.value.0[index] = analysis
          }
        }
      }
    }
    return encoded
  }

  /// The analyses in file order, and a warning per file skipped or only partly tokenized.
  static func results(_ analyses: [FileAnalysis?], files: [String]) -> (
    linted: [FileAnalysis], warnings: [String]
  ) {
    var warnings: [String] = []
    var linted: [FileAnalysis] = []
    for index in files.indices {
      guard let analysis = analyses[index] else { continue }
      if let skipped = analysis.skipped {
        warnings.append("\(files[index]): \(skipped)")
      } else if let failure = analysis.failure {
        warnings.append("\(files[index]): \(failure); linted as far as it tokenized, fix leaves it alone")
      }
      linted.append(analysis)
    }
    return (linted, warnings)
  }

  /// The rules with a finding or a fact in some file: the likely ones to end with findings.
  static func rulesWithFactsOrFindings(_ analyses: [FileAnalysis]) -> Set<RuleID> {
    var rules: Set<RuleID> = []
    for analysis in analyses {
      for facts in analysis.facts { rules.insert(facts.rule) }
      for finding in analysis.findings { rules.insert(finding.rule) }
      for conditional in analysis.conditional { rules.insert(conditional.finding.rule) }
    }
    return rules
  }

  /// The project pass over the files that were read; meanwhile another thread reads the project
  /// files the findings' deployment targets will most likely come from.
  func projectPass(
    _ linted: [FileAnalysis], linter: Linter, targets: DeploymentTargetDiscovery?, options: LintOptions
  ) -> [Finding] {
    let prefetch = targets.map {
      TargetPrefetch($0, files: TargetPrefetch.likely(linted, roots: options.paths))
    }
    defer { prefetch?.stop() }
    return linter.combine(
      linted.filter { $0.skipped == nil }, jobs: options.jobs,
      keep: options.keepsAnalyses ? { catalogSource.keep($0) } : nil)
  }

  /// Lints and fixes in memory; `write` puts the result on disk.
  public func fix(_ options: LintOptions) throws -> FixRun {
    let configuration = try configuration(options)
    var (files, _, warnings, _) = try discover(options, configuration)
    let targets = try discovery(options, configuration)
    let planner = RegistryPlanner(
      pipeline: pipeline, policy: configuration.policy, devices: ProjectEnvironments.all.devices,
      scenarios: configuration.scenarios)
    if let helper = configuration.helperFile, SourceLoader.fileStat(helper) == nil,
      targets.module(of: helper).kind != .swiftPM
    {
      warnings.append(
        "\(helper): helperFile does not exist, and insetfix creates files only in a SwiftPM target folder (a "
          + "new file in an Xcode project is in no target): support code goes into the files that need it")
    }
    var contents: [String: [UInt8]] = [:]
    var loaded: [String] = []
    var skipped = 0
    for file in files {
      switch SourceLoader.readBytes(file, maxSize: options.maxFileSize) {
      case .failure(let skip):
        warnings.append("\(file): \(skip)")
        skipped += 1
      case .success(let buffer):
        if let problem = SourceLoader.validate(UnsafeBufferPointer(buffer)) {
          warnings.append("\(file): \(problem)")
          skipped += 1
        } else if let reason = Self.notWritable(file) {
          // Never replaced: a rename would drop the mode or the owner the file was given.
          warnings.append("\(file): skipped: \(reason); not fixed")
          skipped += 1
        } else {
          contents[file] = Array(buffer)
          loaded.append(file)
        }
        buffer.baseAddress?.deallocate()
      }
    }
    files = loaded
    let fixing = FixSettings(
      planner: planner, deploymentTarget: { targets.target(for: $0).version },
      strategies: registry.strategyInfos, module: { targets.module(of: $0) },
      helperFile: configuration.helperFile.map { Self.sameForm($0, as: files) },
      environments: { targets.environments(for: $0).set })
    let session = FixSession(
      linter: Linter(rules: rules.rules, settings: configuration.rules), fixing: fixing, jobs: options.jobs)
    var outcome = session.run(contents)
    for (path, bytes) in outcome.changed {
      if let imported = FixImports.adding(to: bytes) { outcome.changed[path] = imported }
    }
    warnings += Self.annotate(&outcome.remaining, with: targets)
    for (file, reason) in outcome.skipped.sorted(by: { $0.key < $1.key }) {
      warnings.append("\(file): \(reason); not fixed (the file does not tokenize cleanly)")
    }
    return FixRun(outcome: outcome, warnings: warnings, files: files.count, skipped: skipped)
  }

  /// Why `fix` may not replace `path`, or nil: a file without its owner's write permission (mode
  /// 444), one owned by another user (replacing it would change its owner), or one whose folder
  /// does not let us create the new version beside it.
  static func notWritable(_ path: String) -> String? {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    if info.st_mode & 0o200 == 0 || access(path, W_OK) != 0 {
      return "read-only (mode \(String(info.st_mode & 0o777, radix: 8)))"
    }
    if info.st_uid != geteuid() { return "owned by another user (uid \(info.st_uid))" }
    let folder = path.lastIndex(of: "/").map { String(path[..<$0]) } ?? "."
    if access(folder.isEmpty ? "/" : folder, W_OK) != 0 { return "its folder \(folder) is not writable" }
    return nil
  }

  /// `path` (absolute, from the config) written the way the discovered files are: relative to
  /// the current folder when they are.
  static func sameForm(_ path: String, as files: [String]) -> String {
    let here = LintConfiguration.absolute(".") + "/"
    guard let first = files.first, !first.hasPrefix("/"), path.hasPrefix(here) else { return path }
    return String(path.dropFirst(here.count))
  }

  /// Writes the fixed files atomically, keeping each file's permissions.
  /// Files that declare support code go first: a `fix` killed part-way then leaves calls only
  /// where their helper is already declared, and a rerun finishes the job.
  public func write(_ outcome: FixOutcome) throws {
    let marker = Array("// insetfix:support ".utf8)
    func declaresSupport(_ bytes: [UInt8]) -> Bool {
      guard bytes.count >= marker.count else { return false }
      return (0...(bytes.count - marker.count)).contains { start in
        bytes[start] == marker[0] && Array(bytes[start..<start + marker.count]) == marker
      }
    }
    let ordered = outcome.changed.sorted { a, b in
      let (first, second) = (declaresSupport(a.value), declaresSupport(b.value))
      return first != second ? first : a.key < b.key
    }
    for (path, bytes) in ordered {
      try AtomicWriter.write(bytes, to: path, createDirectories: outcome.originals[path] == .some(nil))
    }
  }

  /// What makes a cached analysis valid: the tool (its version and this very executable), the
  /// config file's text, the rule settings and the size limit.
  func fingerprint(_ options: LintOptions, _ configuration: LintConfiguration) -> String {
    let executable = ExecutableIdentity.current()
    let roots = options.paths.map(LintConfiguration.absolute).sorted().joined(separator: ",")
    return [
      "insetlint \(Self.version)", executable, configuration.path ?? "-", configuration.text,
      configuration.rules.fingerprint, "\(options.maxFileSize)", roots,
    ].joined(separator: "\u{1}")
  }
}

/// Builds the catalog once, on first use, whichever thread asks first (the suggestions' warmer
/// may, while the lint starts).
final class CatalogSource: @unchecked Sendable {
  private let make: @Sendable () -> Catalog
  private var made: Catalog?
  private let making = PlainLock()
  /// The run's `SuggestionWarmer`, until the report takes it.
  var warmer: SuggestionWarmer? {
    get { lock.locked { startedWarmer } }
    set { lock.locked { startedWarmer = newValue } }
  }
  private var startedWarmer: SuggestionWarmer?
  /// What a run asked to keep (`LintOptions.keepsAnalyses`), as long as the runner lives.
  private var kept: [Any] = []

  init(_ make: @escaping @Sendable () -> Catalog) { self.make = make }

  func keep(_ values: Any...) { lock.locked { kept += values } }

  var value: Catalog {
    making.locked {
      if let made { return made }
      let built = make()
      made = built
      return built
    }
  }

  private var madePipeline: Pipeline?
  private let lock = PlainLock()

  var pipeline: Pipeline {
    let registry = value.registry
    return lock.locked {
      if let madePipeline { return madePipeline }
      let built = Pipeline(registry: registry)
      madePipeline = built
      return built
    }
  }
}
