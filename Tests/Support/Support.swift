import Foundation
import InsetEmulation
import InsetEngine
import InsetLint
import InsetProblems

/// Shared helpers for the tests: lint and fix in memory with the built-in plugins, run the CLI.
public enum Support {
  /// The built-in strategies: their edits are what the fixes write.
  public static let builtIn = BuiltInProblems.registry()
  /// The built-in lint rules.
  public static let rules = BuiltInProblems.catalog().rules.rules

  /// Lints in-memory files with every rule (or `rules`), settled against `deploymentTarget` as
  /// `lint` settles them against each file's (nil: unknown).
  public static func lint(
    _ files: [(name: String, code: String)], rules: [any Rule] = Support.rules,
    deploymentTarget: OSVersion? = nil
  ) -> [Finding] {
    let linter = Linter(rules: rules)
    let analyses = files.map { linter.analyze(SourceFile(path: $0.name, text: $0.code)) }
    return linter.combine(analyses).filter { $0.holds(atDeploymentTarget: deploymentTarget) }
  }

  public static func fixSettings(_ plans: [StrategyPlan], target: OSVersion = "15.0") -> FixSettings {
    FixSettings(
      planner: FixedPlanner(plans), deploymentTarget: { _ in target }, strategies: builtIn.strategyInfos)
  }

  /// Runs `fix` in memory; returns the outcome and every file's final text.
  public static func fix(
    _ files: [(name: String, code: String)], rules: [any Rule], plans: [StrategyPlan],
    target: OSVersion = "15.0"
  )
    -> (outcome: FixOutcome, texts: [String: String])
  {
    var input: [String: [UInt8]] = [:]
    for (name, code) in files { input[name] = Array(code.utf8) }
    let session = FixSession(linter: Linter(rules: rules), fixing: fixSettings(plans, target: target))
    let outcome = session.run(input)
    var texts: [String: String] = [:]
    for (name, code) in files { texts[name] = code }
    for (path, bytes) in outcome.changed { texts[path] = String(decoding: bytes, as: UTF8.self) }
    return (outcome, texts)
  }

  /// `swiftc -parse` on each text (one process per file: a lone file may hold top-level code).
  /// Returns the diagnostics of the files that fail, or nil when swiftc is not installed.
  public static func swiftcParseFailures(_ texts: [(label: String, code: String)]) -> [String]? {
    guard let swiftc = toolPath("swiftc") else { return nil }
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "insetfix-parse-\(getpid())")
    try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    final class Box: @unchecked Sendable { var failures: [String?] = [] }
    let box = Box()
    box.failures = Array(repeating: nil, count: texts.count)
    let lock = NSLock()
    DispatchQueue.concurrentPerform(iterations: texts.count) { index in
      let url = directory.appendingPathComponent("main\(index).swift")
      try? texts[index].code.write(to: url, atomically: true, encoding: .utf8)
      // The driver leaves a folder in TMPDIR each time: in this call's folder, removed after.
      let (status, output) = run(swiftc, ["-parse", url.path], environment: ["TMPDIR": directory.path])
      if status != 0 {
        lock.lock()
        box.failures[index] = "\(texts[index].label):\n\(output)"
        lock.unlock()
      }
    }
    return box.failures.compactMap { $0 }
  }

  public static func toolPath(_ name: String) -> String? {
    for directory in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
      let candidate = "\(directory)/\(name)"
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    return nil
  }

  /// The `insetfix` executable built next to the test bundle (`.build/debug/insetfix`).
  public static var insetfix: String {
    let beside = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
      .appendingPathComponent("insetfix").path
    if FileManager.default.isExecutableFile(atPath: beside) { return beside }
    return packageRoot + "/.build/debug/insetfix"
  }

  public static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent()
    .deletingLastPathComponent().path

  public static let fixtures = packageRoot + "/Tests/Fixtures"

  /// Runs `insetfix` with `arguments` in `directory`; stdout and stderr apart. The cache goes to
  /// a private folder unless the arguments say otherwise.
  public static func cli(
    _ arguments: [String], in directory: String? = nil, environment: [String: String] = [:]
  )
    -> (status: Int32, stdout: String, stderr: String)
  {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: insetfix)
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
    var env = ProcessInfo.processInfo.environment
    let cache = NSTemporaryDirectory() + "insetfix-test-cache-\(getpid())"
    TemporaryDirectories.removeAtExit(cache)
    env["INSETFIX_CACHE_DIR"] = cache
    for (key, value) in environment { env[key] = value }
    process.environment = env
    let out = Pipe()
    let errPath = NSTemporaryDirectory() + "insetfix-stderr-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
    _ = FileManager.default.createFile(atPath: errPath, contents: nil)
    defer { try? FileManager.default.removeItem(atPath: errPath) }
    guard let err = FileHandle(forWritingAtPath: errPath) else { return (-1, "", "cannot capture stderr") }
    process.standardOutput = out
    process.standardError = err
    do { try process.run() } catch { return (-1, "", "\(error)") }
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    try? err.close()
    return (process.terminationStatus, String(decoding: outData, as: UTF8.self), read(errPath))
  }

  /// A fresh folder, removed by the caller's `defer`.
  public static func temporaryFolder(_ name: String = #function) -> String {
    let clean = name.filter { $0.isLetter || $0.isNumber }
    let path =
      NSTemporaryDirectory() + "insetfix-\(clean.prefix(40))-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
    try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }

  public static func write(_ text: String, to path: String) {
    let url = URL(fileURLWithPath: path)
    try? FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try? Data(text.utf8).write(to: url)
  }

  /// An Xcode project in `folder` whose one target compiles `file`, for the given
  /// `TARGETED_DEVICE_FAMILY`.
  public static func writeProject(in folder: String, compiling file: String, family: String) {
    write(
      """
      {
        objects = {
          M = {isa = PBXGroup; children = (R, ); sourceTree = "<group>"; };
          R = {isa = PBXFileReference; path = \(file); sourceTree = "<group>"; };
          B = {isa = PBXBuildFile; fileRef = R; };
          S = {isa = PBXSourcesBuildPhase; files = (B, ); };
          T = {isa = PBXNativeTarget; buildConfigurationList = L; buildPhases = (S, ); name = App; };
          L = {isa = XCConfigurationList; buildConfigurations = (C, ); };
          C = {isa = XCBuildConfiguration; buildSettings = {IPHONEOS_DEPLOYMENT_TARGET = 16.0; TARGETED_DEVICE_FAMILY = "\(family)"; }; name = Release; };
          P = {isa = PBXProject; mainGroup = M; targets = (T, ); };
        };
        rootObject = P;
      }
      """, to: folder + "/App.xcodeproj/project.pbxproj")
  }

  /// The findings of `rules` on `source`, written as `file` (relative) in a fresh folder whose
  /// Xcode project compiles it for the given `TARGETED_DEVICE_FAMILY`.
  public static func lintInProject(
    _ file: String, _ source: String, family: String, rules: [any Rule], name: String = #function
  ) -> [Finding] {
    let folder = temporaryFolder(name + family)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    writeProject(in: folder, compiling: file, family: family)
    write(source, to: folder + "/" + file)
    return lint([(folder + "/" + file, source)], rules: rules)
  }

  /// The facts `rule` collects from each file of its examples, with the example's line: what a
  /// fact writer is checked against byte for byte.
  public static func exampleFacts<R: CollectingRule>(_ rule: R) -> [(line: Int, facts: R.FileFacts)] {
    var found: [(line: Int, facts: R.FileFacts)] = []
    for example in rule.description.triggering + rule.description.nonTriggering {
      for (name, code, _) in example.cleaned {
        let context = FileContext(file: SourceFile(path: name, text: code), fixing: nil)
        if let facts = rule.collect(context) { found.append((Int(example.sourceLine), facts)) }
      }
    }
    return found
  }

  public static func read(_ path: String) -> String {
    (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
  }

  /// `lint --reporter json` with a cache, run in `root` after its `Package.swift` sets the
  /// deployment target to `target`: the findings' JSON objects (a cached rerun settles each
  /// finding against the target again).
  public static func lintFindings(in root: String, deploymentTarget target: String) -> [[String: Any]] {
    write(
      "// swift-tools-version:5.9\nlet package = Package(name: \"App\", platforms: [.iOS(\"\(target)\")])\n",
      to: root + "/Package.swift")
    let run = cli(["lint", ".", "--reporter", "json", "--cache-dir", "cache"], in: root)
    return json(run.stdout)["findings"] as? [[String: Any]] ?? []
  }

  /// Parses JSON output.
  public static func json(_ text: String) -> [String: Any] {
    (try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? [String: Any] ?? [:]
  }

  @discardableResult
  public static func run(
    _ executable: String, _ arguments: [String], in directory: String? = nil, input: String? = nil,
    environment: [String: String] = [:]
  )
    -> (status: Int32, output: String)
  {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    if !environment.isEmpty {
      process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    }
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
