import Foundation
import PackagePlugin

/// What both command plugins do: run `insetfix <subcommand>` from the project's folder over the
/// Swift files of the chosen targets (`--target NAME`, repeatable; every non-test target when
/// none is named) and pass every other option through (`--reporter json`, `--dry-run`,
/// `--deployment-target 16.0`…). The two plugins differ only in the subcommand and in the
/// permission they declare: `insetfix-lint` reads, `insetfix-fix` asks to write.
///
/// A package that ships its own `insetfix` (an executable product whose target depends on
/// `InsetfixCLI`, registering the team's problems, strategies and rules beside the built-in ones,
/// see `Examples/TeamPlugin`) gets that one: the plugin builds it and runs it instead of the
/// built-in tool, so the team's rules and strategies show up here too.
/// (This file is shared: `Plugins/InsetfixFixCommand/InsetfixCommand.swift` is a symlink to it.)
protocol InsetfixCommand: CommandPlugin {
  static var subcommand: String { get }
}

extension InsetfixCommand {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    var extractor = ArgumentExtractor(arguments)
    let names = extractor.extractOption(named: "target")
    let targets =
      try names.isEmpty
      ? context.package.targets.filter { ($0 as? SourceModuleTarget)?.kind != .test }
      : context.package.targets(named: names)
    // The targets' Swift files (a target's folder URL needs tools 6.1; its file list does not).
    let files = targets.compactMap { $0 as? SourceModuleTarget }.flatMap {
      $0.sourceFiles(withSuffix: "swift").map(\.url.path)
    }
    try run(
      tool: teamTool(context) ?? context.tool(named: "insetfix").url, in: context.package.directoryURL,
      workDirectory: context.pluginWorkDirectoryURL, files: files, options: extractor.remainingArguments)
  }

  /// The package's own `insetfix`, built: the first executable product whose main target
  /// depends on the `InsetfixCLI` product; nil when there is none.
  func teamTool(_ context: PluginContext) throws -> URL? {
    let own = context.package.products(ofType: ExecutableProduct.self).first { product in
      product.mainTarget.dependencies.contains { dependency in
        if case .product(let library) = dependency { return library.name == "InsetfixCLI" }
        return false
      }
    }
    guard let own else { return nil }
    let result = try packageManager.build(.product(own.name), parameters: .init(configuration: .debug))
    guard result.succeeded, let tool = result.builtArtifacts.first(where: { $0.kind == .executable }) else {
      Diagnostics.error(
        "insetfix: building the package's own insetfix (\(own.name)) failed:\n\(result.logText)")
      throw TeamToolError.buildFailed(own.name)
    }
    Diagnostics.remark("insetfix: using the package's own insetfix, \(own.name)")
    return tool.url
  }

  func run(tool: URL, in directory: URL, workDirectory: URL, files: [String], options: [String]) throws {
    let subcommand = Self.subcommand
    guard !files.isEmpty else {
      Diagnostics.error("insetfix-\(subcommand): no Swift files in the chosen targets")
      return
    }
    var arguments = [subcommand] + options
    if subcommand == "lint" && !options.contains("--cache-dir") && !options.contains("--no-cache") {
      arguments += ["--cache-dir", workDirectory.appendingPathComponent("cache").path]
    }
    let process = Process()
    process.executableURL = tool
    process.currentDirectoryURL = directory
    process.arguments = arguments + files
    // SwiftPM joins a command plugin's standard error to its standard output, so the tool's
    // standard error (summary, warnings, notes) is passed on as diagnostics, which SwiftPM prints
    // on standard error: standard output carries the report (or the patch) alone.
    let errors = Pipe()
    process.standardError = errors
    try process.run()
    let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    for line in text.split(separator: "\n") { Self.forward(String(line)) }
    switch process.terminationStatus {
    case 0: break
    case 1: Diagnostics.error("insetfix \(subcommand): findings at error severity remain")
    default: Diagnostics.error("insetfix \(subcommand) failed (exit \(process.terminationStatus))")
    }
  }
}

enum TeamToolError: Error {
  case buildFailed(String)
}

extension InsetfixCommand {
  /// One line of the tool's standard error as the diagnostic of its level.
  static func forward(_ line: String) {
    if line.contains(" error: ") || line.hasPrefix("error: ") {
      Diagnostics.error(line)
    } else if line.contains(" warning: ") || line.hasPrefix("warning: ") {
      Diagnostics.warning(line)
    } else {
      Diagnostics.progress(line)
    }
  }
}

#if canImport(XcodeProjectPlugin)
  import XcodeProjectPlugin

  /// The same over an Xcode project: the Swift sources of the targets Xcode passes with
  /// `--target` (every target when none), from the project's folder.
  extension InsetfixCommand {
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
      var extractor = ArgumentExtractor(arguments)
      let names = extractor.extractOption(named: "target")
      let files = context.xcodeProject.targets.filter { names.isEmpty || names.contains($0.displayName) }
        .flatMap { target in
          target.inputFiles.filter { $0.type == .source && $0.url.pathExtension == "swift" }.map(\.url.path)
        }
      try run(
        tool: context.tool(named: "insetfix").url, in: context.xcodeProject.directoryURL,
        workDirectory: context.pluginWorkDirectoryURL, files: files, options: extractor.remainingArguments)
    }
  }
#endif
