import Foundation
import InsetEngine
import InsetLint
import InsetReport

/// `insetfix fix [PATH…]`: applies the mechanical fixes, with the strategy the registry and
/// policy select for the deployment target (the choice `compare` shows).
enum FixCommand: Command {
  static let name = "fix"
  static let summary = "apply the selected strategy's fix to Swift source"
  static let help = """
    USAGE: insetfix fix [PATH…] [options]

    Fixes what `insetfix lint` finds where a safe mechanical edit exists, writing the code of the
    strategy the policy selects for the file's deployment target (what `compare` prints): for
    hosted-cell-safe-area from iOS 16.4 `controller.safeAreaRegions = []`; below, an #available
    switch to a per-instance dynamic subclass whose helper goes once per module into the first file
    that needs it (or the config's "helperFile"; a new file only in a SwiftPM target folder). Other
    findings are listed with the reason they were left alone. Fixes repeat until nothing changes;
    writes are atomic and keep line endings, byte order marks and permissions; files that do not
    tokenize are left alone.

    OPTIONS:
      --dry-run                 print a unified diff and write nothing
      --deployment-target X.Y   first iOS version the app supports (default: .insetfix.json, else the
                                nearest Package.swift, .xcodeproj target that compiles the file, its
                                .xcconfig, project.yml or Project.swift, else 15.0 with a warning)
      --device ID               judge the strategy selection on this device only (default: every
                                known device, every orientation)
      --reporter R              format of the findings left (default: xcode)
      --config FILE             config to use (default: the nearest .insetfix.json)
      --strict                  exit 1 if any finding is left or any file was skipped
      --max-file-size BYTES     skip larger files (default: 8388608)
      --quiet                   no warnings or notes on standard error
      -h, --help                show this help

    EXIT CODES: 0 nothing left at error severity; 1 findings at error severity left (any with
    --strict) or a rule's fixes do not converge; 2 usage or input error.
    """

  static func run(_ argv: [String]) throws -> Int32 {
    let args = try Arguments(
      argv, command: name,
      valued: ["deployment-target", "device", "reporter", "config", "max-file-size", "jobs"],
      booleans: ["dry-run", "strict", "quiet"])
    if args.wantsHelp {
      print(help)
      return 0
    }
    let reporter = ReporterKind(
      rawValue: try args.choice("reporter", ReporterKind.allCases.map(\.rawValue), default: "xcode"))!
    var options = try LintCommand.options(args, command: name)
    if let device = args.value("device") { options.device = device }
    let runner = LintRunner(catalog: CLI.catalog())
    let run = try runner.fix(options)
    DocumentationLinks.configured = try runner.configuration(options).docsBaseURL
    let outcome = run.outcome
    let quiet = args.flag("quiet")
    if args.flag("dry-run") {
      var diff = ""
      for path in outcome.changed.keys.sorted() {
        let old = outcome.originals[path].flatMap { $0 }.map { String(decoding: $0, as: UTF8.self) }
        diff += UnifiedDiff.diff(
          old: old, new: String(decoding: outcome.changed[path]!, as: UTF8.self), path: path)
      }
      FileHandle.standardOutput.write(Data(diff.utf8))
    } else {
      try runner.write(outcome)
    }
    var left = outcome.remaining
    if args.flag("dry-run"), !outcome.changed.isEmpty {
      // Nothing was written: the notes point at the files as they are, as `lint` would.
      left = try positionsBeforeTheFix(
        left, changed: Set(outcome.changed.keys), runner: runner, options: options)
    }
    let report = LintReport(
      findings: left,
      suggestions: reporter.showsSuggestions ? try runner.suggestions(for: left, options) : [:],
      filesLinted: run.files,
      toolVersion: LintRunner.version, rules: runner.rules)
    if !args.flag("dry-run") { FileHandle.standardOutput.write(Data(reporter.render(report).utf8)) }
    if !quiet {
      for warning in run.warnings { CLI.warn(warning) }
      for finding in left {
        let why = finding.fixNote ?? "no mechanical fix for this rule"
        let target = finding.deploymentTarget.map { " [\($0)]" } ?? ""
        FileHandle.standardError.write(
          Data(
            "\(finding.file):\(finding.line):\(finding.column): note: not fixed: \(why)\(target) [\(finding.rule)]\n"
              .utf8))
      }
      let verb = args.flag("dry-run") ? "would change" : "changed"
      var summary =
        "insetfix: \(verb) \(outcome.changed.count) file\(outcome.changed.count == 1 ? "" : "s") in "
        + "\(outcome.passes) pass\(outcome.passes == 1 ? "" : "es"); \(left.count) finding\(left.count == 1 ? "" : "s") left"
      if run.skipped > 0 { summary += "; \(run.skipped) file\(run.skipped == 1 ? "" : "s") skipped" }
      FileHandle.standardError.write(Data((summary + "\n").utf8))
    }
    if !outcome.nonConverging.isEmpty {
      CLI.fail(
        "fixes did not converge for rule(s): \(outcome.nonConverging.joined(separator: ", ")); fixed files were still \(args.flag("dry-run") ? "computed" : "written") up to the last pass"
      )
      return 1
    }
    return report.errors > 0 || (args.flag("strict") && (!left.isEmpty || run.skipped > 0)) ? 1 : 0
  }

  /// Findings left in files the dry run changed, moved to where `lint` finds them in the unchanged
  /// files: the same rule and message, in order. A finding the unchanged file does not have keeps
  /// its place.
  static func positionsBeforeTheFix(
    _ findings: [Finding], changed: Set<String>, runner: LintRunner, options: LintOptions
  ) throws -> [Finding] {
    guard findings.contains(where: { changed.contains($0.file) }) else { return findings }
    // The same paths as the fix (a rule reads other files: a superclass, a factory).
    var before: [String: [Finding]] = [:]
    for finding in try runner.lint(options).findings where changed.contains(finding.file) {
      before[finding.file, default: []].append(finding)
    }
    return findings.map { finding in
      guard changed.contains(finding.file),
        let index = before[finding.file]?.firstIndex(where: {
          $0.rule == finding.rule && $0.message == finding.message
        })
      else { return finding }
      let original = before[finding.file]!.remove(at: index)
      var moved = finding
      moved.line = original.line
      moved.column = original.column
      moved.offset = original.offset
      moved.related = original.related
      return moved
    }
  }
}
