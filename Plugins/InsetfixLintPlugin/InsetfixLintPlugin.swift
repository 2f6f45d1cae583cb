import Foundation
import PackagePlugin

/// Build-tool plugin: lints each Swift target during the build. `insetfix lint --reporter xcode`
/// prints `file:line:column: warning: …` diagnostics, which Xcode and SwiftPM show; findings at
/// error severity fail the build. It writes only into the plugin's work directory: the cache, and
/// the declared output, `InsetfixLint_<Target>.swift`, the report as comments: a Swift file
/// compiles to nothing, whereas any other file type would become a resource of the target.
/// The command reruns only when a source changes.
@main
struct InsetfixLintPlugin: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
    guard let module = target as? SourceModuleTarget else { return [] }
    let sources = module.sourceFiles(withSuffix: "swift").map(\.url)
    guard !sources.isEmpty else { return [] }
    let work = context.pluginWorkDirectoryURL
    let report = work.appendingPathComponent("InsetfixLint_\(target.name).swift")
    return [
      .buildCommand(
        displayName: "insetfix lint \(target.name)",
        executable: try context.tool(named: "insetfix").url,
        arguments: [
          "lint", "--reporter", "xcode", "--stamp", report.path, "--cache-dir",
          work.appendingPathComponent("cache").path,
        ] + sources.map(\.path),
        inputFiles: sources,
        outputFiles: [report])
    ]
  }
}
