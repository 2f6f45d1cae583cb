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
    return try lintCommand(
      target: target.name, sources: module.sourceFiles(withSuffix: "swift").map(\.url),
      tool: context.tool(named: "insetfix").url, workDirectory: context.pluginWorkDirectoryURL)
  }

  func lintCommand(target: String, sources: [URL], tool: URL, workDirectory: URL) -> [Command] {
    guard !sources.isEmpty else { return [] }
    let report = workDirectory.appendingPathComponent("InsetfixLint_\(target).swift")
    return [
      .buildCommand(
        displayName: "insetfix lint \(target)",
        executable: tool,
        arguments: [
          "lint", "--reporter", "xcode", "--stamp", report.path, "--cache-dir",
          workDirectory.appendingPathComponent("cache").path,
        ] + sources.map(\.path),
        inputFiles: sources,
        outputFiles: [report])
    ]
  }
}

#if canImport(XcodeProjectPlugin)
  import XcodeProjectPlugin

  /// The same for an Xcode project's target (Build Phases > Run Build Tool Plug-ins): its Swift
  /// source files, linted as a package target's are.
  extension InsetfixLintPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
      let sources = target.inputFiles.filter { $0.type == .source && $0.url.pathExtension == "swift" }.map(
        \.url)
      return try lintCommand(
        target: target.displayName, sources: sources, tool: context.tool(named: "insetfix").url,
        workDirectory: context.pluginWorkDirectoryURL)
    }
  }
#endif
