import Foundation
import InsetEngine
import InsetLint
import InsetReport

/// `insetfix lint [PATH…]`: finds inset problems in Swift source; prints them with a reporter.
enum LintCommand: Command {
  static let name = "lint"
  static let summary = "find safe-area and inset problems in Swift source"
  static var help: String {
    """
    USAGE: insetfix lint [PATH…] [options]

    Lints the Swift files under each PATH (default: the current folder) with these rules:
    \(CLI.catalog().rules.rules.map { "  \($0.description.id.rawValue.padding(toLength: 42, withPad: " ", startingAt: 0))\($0.description.summary)" }.joined(separator: "\n"))

    OPTIONS:
      --reporter R            xcode | json | sarif | github-actions | markdown | checkstyle | junit |
                              codeclimate | sonarqube (default: xcode)
      --config FILE           config to use (default: the nearest .insetfix.json above the first PATH)
      --deployment-target X.Y first iOS version the app supports, stamped on each finding (default:
                              .insetfix.json, else the nearest Package.swift, .xcodeproj target,
                              .xcconfig, project.yml or Project.swift, else 15.0 with a warning)
      --strict                exit 1 on any finding, warnings included, or any skipped file
      --baseline FILE         ignore the findings recorded in FILE
      --write-baseline FILE   record the current findings in FILE
      --jobs N                files analysed in parallel (default: the number of cores)
      --no-cache              read and analyse every file
      --cache-dir DIR         cache folder (default: $XDG_CACHE_HOME/insetfix or ~/.cache/insetfix)
      --output FILE           write the report to FILE (atomically) instead of standard output
      --stamp FILE            also write the report as comments in FILE, a Swift file that compiles
                              to nothing (the declared output of the build-tool plugin)
      --max-file-size BYTES   skip larger files (default: 8388608)
      --quiet                 no warnings or summary on standard error
      -h, --help              show this help

    Suppress a finding with // insetfix:disable:next RULE (or :this, or disable … enable).

    EXIT CODES: 0 no findings at error severity; 1 findings at error severity (any with --strict);
    2 usage or input error.
    """
  }

  static let valued = [
    "reporter", "config", "baseline", "write-baseline", "jobs", "cache-dir", "output", "stamp",
    "max-file-size", "deployment-target",
  ]

  static func run(_ argv: [String]) throws -> Int32 {
    let args = try Arguments(argv, command: name, valued: valued, booleans: ["strict", "no-cache", "quiet"])
    if args.wantsHelp {
      print(help)
      return 0
    }
    let reporter = ReporterKind(
      rawValue: try args.choice("reporter", ReporterKind.allCases.map(\.rawValue), default: "xcode"))!
    // Lazy: a cached lint never builds the registry; plugins were validated at start-up.
    let runner = LintRunner(catalog: CLI.catalog())
    // Inputs and destinations are checked before the run, so a mistake in them costs nothing.
    let baseline = try args.value("baseline").map(Baseline.load)
    for option in ["output", "stamp", "write-baseline"] {
      if let path = args.value(option) { try checkWritable(path, option: option) }
    }
    try checkNotOverInputs(args)
    var isFolder: ObjCBool = false
    if let cache = args.value("cache-dir"),
      FileManager.default.fileExists(atPath: cache, isDirectory: &isFolder),
      !isFolder.boolValue
    {
      throw InputError("lint: --cache-dir: \(cache) is a file, expected a folder")
    }
    var lintOptions = try options(args, command: name)
    lintOptions.preparesSuggestions = reporter.showsSuggestions
    // The runner is kept until the process exits: so are its analyses.
    lintOptions.keepsAnalyses = CLI.exitsAfterCommand
    var trace = PhaseTrace()
    let run = try runner.lint(lintOptions)
    defer { CLI.keepUntilExit(runner, run) }
    trace.mark("lint")
    DocumentationLinks.configured = run.configuration.docsBaseURL
    var findings = run.findings
    var known = 0
    if let baseline { (findings, known) = baseline.filter(findings) }
    if let path = args.value("write-baseline") { try Baseline.write(findings, to: path) }
    // A run replayed whole from the cache prints the report it printed last time, when nothing
    // else the report reads changed.
    let memo = run.reportMemo.map {
      ReportMemo(
        $0, reporter: reporter.rawValue,
        inputs: [ReportMemo.fileInput(args.value("baseline")), DocumentationLinks.base, LintRunner.version])
    }
    let rendered: [UInt8]
    let counts: ReportMemo.Counts
    if let remembered = memo?.load() {
      (rendered, counts) = remembered
      trace.mark("report remembered")
    } else {
      // `fixable` is shown by the JSON and Markdown reports: settle it against the plan `fix` uses.
      var suggestions: [SuggestionGroup: [Suggestion]] = [:]
      if reporter.showsSuggestions {
        (findings, suggestions) = try runner.settledWithSuggestions(findings, lintOptions)
        trace.mark("suggestions")
        trace.note {
          let cache = runner.pipeline.cache
          return "outcomes measured: \(cache?.misses ?? 0), reused: \(cache?.hits ?? 0)"
        }
      }
      let report = LintReport(
        findings: findings,
        suggestions: suggestions,
        filesLinted: run.files,
        toolVersion: LintRunner.version, rules: runner.rules)
      rendered = Array(reporter.render(report).utf8)
      counts = ReportMemo.Counts(findings: findings.count, errors: report.errors, warnings: report.warnings)
      trace.mark("render")
      memo?.store(rendered, counts: counts)
    }
    if let stamp = args.value("stamp") {
      try AtomicWriter.write(
        Array(LintStamp.swiftSource(String(decoding: rendered, as: UTF8.self)).utf8), to: stamp)
    }
    if let output = args.value("output") {
      try AtomicWriter.write(rendered, to: output)
    } else {
      FileHandle.standardOutput.write(Data(rendered))
    }
    trace.mark("write")
    trace.finish()
    if !args.flag("quiet") {
      for warning in run.warnings { CLI.warn(warning) }
      var line = "\(counts.findings) finding\(counts.findings == 1 ? "" : "s") (\(counts.errors) error"
      line +=
        "\(counts.errors == 1 ? "" : "s"), \(counts.warnings) warning\(counts.warnings == 1 ? "" : "s")) in "
      line += "\(run.files) file\(run.files == 1 ? "" : "s") (\(run.fromCache) from cache)"
      if run.skipped > 0 { line += "; \(run.skipped) file\(run.skipped == 1 ? "" : "s") skipped" }
      if known > 0 { line += "; \(known) in the baseline" }
      FileHandle.standardError.write(Data(("insetfix: " + line + "\n").utf8))
    }
    if args.value("write-baseline") != nil { return 0 }
    return counts.errors > 0 || (args.flag("strict") && (counts.findings > 0 || run.skipped > 0)) ? 1 : 0
  }

  /// A file the run will write: its folder must exist and it must not be a folder itself.
  static func checkWritable(_ path: String, option: String) throws {
    var isFolder: ObjCBool = false
    if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
      throw InputError("lint: --\(option): \(path) is a directory, expected a file")
    }
    let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
    guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else {
      throw InputError("lint: --\(option): \(path): folder \(folder) does not exist")
    }
  }

  /// The report, the stamp and the baseline written never replace what the run reads (a linted
  /// file, the config, the baseline), nor each other; only the stamp may be a Swift file, and
  /// then only a new one or one `lint` stamped before.
  static func checkNotOverInputs(_ args: Arguments) throws {
    var inputs: [OutputPath.Input] = []
    for path in args.positionals.isEmpty ? ["."] : args.positionals {
      var isFolder: ObjCBool = false
      if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue {
        inputs.append(OutputPath.Input(path, "a linted file"))
      }
    }
    if let config = args.value("config") { inputs.append(OutputPath.Input(config, "the config")) }
    if let baseline = args.value("baseline") { inputs.append(OutputPath.Input(baseline, "the baseline")) }
    var written: [OutputPath.Input] = []
    for option in ["output", "write-baseline", "stamp"] {
      guard let path = args.value(option) else { continue }
      try OutputPath.check(
        path, option: "lint: --\(option)", inputs: inputs + written, swiftAllowed: option == "stamp")
      written.append(OutputPath.Input(path, "the --\(option) file"))
      if option == "stamp", let text = try? String(contentsOfFile: path, encoding: .utf8),
        !text.isEmpty, !text.hasPrefix(LintStamp.header)
      {
        throw InputError(
          "lint: --stamp: \(path) exists and is not a stamp `lint` wrote; refusing to write over it (nothing written)"
        )
      }
    }
  }

  /// The options `lint` and `fix` share.
  static func options(_ args: Arguments, command: String) throws -> LintOptions {
    var options = LintOptions()
    if !args.positionals.isEmpty { options.paths = args.positionals }
    options.configPath = args.value("config")
    options.useCache = !args.flag("no-cache")
    options.cacheDirectory = args.value("cache-dir")
    if let jobs = try args.positiveInt("jobs") { options.jobs = jobs }
    if let size = try args.positiveInt("max-file-size") { options.maxFileSize = size }
    options.deploymentTarget = try args.osVersion("deployment-target")
    return options
  }
}
