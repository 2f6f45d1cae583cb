import Foundation
import PackagePlugin

/// Command plugin: `swift package insetfix lint [options]` and
/// `swift package --allow-writing-to-package-directory insetfix fix [options]`, over every
/// non-test Swift target of the package (or `--target NAME`, repeatable). Other options go to
/// `insetfix` unchanged (`--reporter json`, `--dry-run`, `--deployment-target 16.0`…).
@main
struct InsetfixCommandPlugin: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    var extractor = ArgumentExtractor(arguments)
    let names = extractor.extractOption(named: "target")
    var rest = extractor.remainingArguments
    guard let subcommand = rest.first, ["lint", "fix"].contains(subcommand) else {
      Diagnostics.error("usage: swift package insetfix lint|fix [--target NAME]… [insetfix options]")
      return
    }
    rest.removeFirst()
    let targets =
      try names.isEmpty
      ? context.package.targets.filter { ($0 as? SourceModuleTarget)?.kind != .test }
      : context.package.targets(named: names)
    // The targets' Swift files (a target's folder URL needs tools 6.1; its file list does not).
    let folders = targets.compactMap { $0 as? SourceModuleTarget }.flatMap {
      $0.sourceFiles(withSuffix: "swift").map(\.url.path)
    }
    guard !folders.isEmpty else {
      Diagnostics.error("no Swift targets to \(subcommand)")
      return
    }
    let process = Process()
    process.executableURL = try context.tool(named: "insetfix").url
    process.currentDirectoryURL = context.package.directoryURL
    var options = rest
    if subcommand == "lint" && !rest.contains("--cache-dir") && !rest.contains("--no-cache") {
      options += ["--cache-dir", context.pluginWorkDirectoryURL.appendingPathComponent("cache").path]
    }
    process.arguments = [subcommand] + options + folders
    try process.run()
    process.waitUntilExit()
    switch process.terminationStatus {
    case 0: break
    case 1: Diagnostics.error("insetfix \(subcommand): findings at error severity remain")
    default: Diagnostics.error("insetfix \(subcommand) failed (exit \(process.terminationStatus))")
    }
  }
}
