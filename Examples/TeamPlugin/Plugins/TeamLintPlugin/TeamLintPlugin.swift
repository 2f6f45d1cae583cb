import Foundation
import PackagePlugin

/// insetfix's build-tool plugin, pointed at the team's `insetfix-team`: lints each target during
/// the build with the built-in rules and the team's. (A build-tool plugin runs only the tools it
/// depends on, so a team with its own rules declares this small plugin next to its executable.)
@main
struct TeamLintPlugin: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
    guard let module = target as? SourceModuleTarget else { return [] }
    let sources = module.sourceFiles(withSuffix: "swift").map(\.url)
    guard !sources.isEmpty else { return [] }
    let work = context.pluginWorkDirectoryURL
    let report = work.appendingPathComponent("InsetfixLint_\(target.name).swift")
    return [
      .buildCommand(
        displayName: "insetfix-team lint \(target.name)",
        executable: try context.tool(named: "insetfix-team").url,
        arguments: [
          "lint", "--reporter", "xcode", "--stamp", report.path, "--cache-dir",
          work.appendingPathComponent("cache").path,
        ]
          + sources.map(\.path),
        inputFiles: sources, outputFiles: [report])
    ]
  }
}
