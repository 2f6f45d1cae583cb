import Foundation
import InsetEmulation
import InsetLint

/// Shared helpers for the InsetLint tests.
enum Support {
  /// Lints in-memory files with every rule (or `rules`).
  static func lint(_ files: [(name: String, code: String)], rules: [any Rule] = RuleCatalog.all) -> [Finding]
  {
    let linter = Linter(rules: rules)
    let analyses = files.map { linter.analyze(SourceFile(path: $0.name, text: $0.code)) }
    return linter.combine(analyses)
  }

  static func fixSettings(_ plans: [StrategyPlan], target: OSVersion = "15.0") -> FixSettings {
    FixSettings(planner: FixedPlanner(plans), deploymentTarget: { _ in target })
  }

  /// Runs `fix` in memory; returns the outcome and every file's final text.
  static func fix(_ files: [(name: String, code: String)], rules: [any Rule], plans: [StrategyPlan])
    -> (outcome: FixOutcome, texts: [String: String])
  {
    var input: [String: [UInt8]] = [:]
    for (name, code) in files { input[name] = Array(code.utf8) }
    let session = FixSession(linter: Linter(rules: rules), fixing: fixSettings(plans))
    let outcome = session.run(input)
    var texts: [String: String] = [:]
    for (name, code) in files { texts[name] = code }
    for (path, bytes) in outcome.changed { texts[path] = String(decoding: bytes, as: UTF8.self) }
    return (outcome, texts)
  }

  /// `swiftc -parse` on each text (one process per file: a lone file may hold top-level code).
  /// Returns the diagnostics of the files that fail, or nil when swiftc is not installed.
  static func swiftcParseFailures(_ texts: [(label: String, code: String)]) -> [String]? {
    guard let swiftc = toolPath("swiftc") else { return nil }
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "insetfix-parse-\(getpid())")
    try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    var failures: [String] = []
    for (index, item) in texts.enumerated() {
      let url = directory.appendingPathComponent("main\(index).swift")
      try? item.code.write(to: url, atomically: true, encoding: .utf8)
      let (status, output) = run(swiftc, ["-parse", url.path])
      if status != 0 { failures.append("\(item.label):\n\(output)") }
    }
    return failures
  }

  static func toolPath(_ name: String) -> String? {
    for directory in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
      let candidate = "\(directory)/\(name)"
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    return nil
  }

  @discardableResult
  static func run(
    _ executable: String, _ arguments: [String], in directory: String? = nil, input: String? = nil
  )
    -> (status: Int32, output: String)
  {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    if let input {
      let inputPipe = Pipe()
      process.standardInput = inputPipe
      inputPipe.fileHandleForWriting.write(Data(input.utf8))
      try? inputPipe.fileHandleForWriting.close()
    }
    do { try process.run() } catch { return (-1, "\(error)") }
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }
}
