import Foundation
import XCTest

#if canImport(Glibc)
  import Glibc
#endif

/// Runs every case of `BadInputCatalogue` against the built `insetfix`, as a user would, each in a
/// fresh working folder, several at a time. A case passes when the exit code is the expected one;
/// for exit 2, standard output is empty and standard error is exactly one `insetfix: error:` line
/// holding the expected fragment (otherwise standard error holds it); nothing looks like a crash;
/// and the working folder and cache folder hold exactly what they held before.
final class BadInputCatalogueTests: XCTestCase {
  func test_theCatalogue_coversEveryCommandWithAtLeast80Cases() {
    let cases = BadInputCatalogue.cases
    XCTAssertGreaterThanOrEqual(cases.count, 80)
    for command in ["compare", "batch", "lint", "fix", "list"] {
      XCTAssertGreaterThanOrEqual(cases.filter { $0.command == command }.count, 5, command)
    }
  }

  func test_everyBadInput_isRefusedInOneLine_withItsExitCode_leavingNothingBehind() throws {
    let cases = BadInputCatalogue.cases
    let root = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let failures = Failures()
    let workers = 4
    DispatchQueue.concurrentPerform(iterations: workers) { worker in
      for index in stride(from: worker, to: cases.count, by: workers) {
        let problems = CatalogueRun.check(cases[index], in: root.appendingPathComponent("case\(index)"))
        for problem in problems {
          failures.add("case \(index) `insetfix \(cases[index].args.joined(separator: " "))`: \(problem)")
        }
      }
    }
    for failure in failures.all.sorted() { XCTFail(failure) }
  }

  /// The catalogue's runner must itself be able to fail: a case that expects the wrong fragment is
  /// reported, and so is a run that leaves a file behind.
  func test_theRunner_reportsAWrongMessage_andAFileLeftBehind() throws {
    let root = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let wrong = CatalogueRun.check(BadInput("list", "no such fragment"), in: root.appendingPathComponent("a"))
    XCTAssertTrue(wrong.contains { $0.contains("no such fragment") }, "\(wrong)")
    let written = CatalogueRun.check(
      BadInput(
        "lint A.swift --write-baseline b.json", [("A.swift", .text("let x = 1\n"))], exit: 0, "0 findings"),
      in: root.appendingPathComponent("b"))
    XCTAssertTrue(written.contains { $0.contains("b.json") }, "\(written)")
  }
}

/// One case, run and checked.
enum CatalogueRun {
  static let crashMarks = [
    "Fatal error", "Stack dump", "Backtrace", "Current stack trace", "Segmentation fault",
  ]

  /// What went wrong, one sentence each (empty when the case passed).
  static func check(_ input: BadInput, in folder: URL) -> [String] {
    let work = folder.appendingPathComponent("work")
    let cache = folder.appendingPathComponent("cache")
    do {
      try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
      try FileManager.default.createDirectory(at: cache, withIntermediateDirectories: true)
      try make(input.files, in: work)
    } catch {
      return ["could not set up: \(error)"]
    }
    let before = snapshot(work)
    guard let (status, crashed, stdout, stderr) = run(input.args, in: work, cache: cache, logs: folder) else {
      return ["did not finish within 60 s"]
    }
    var problems: [String] = []
    if crashed { problems.append("killed by a signal") }
    for mark in crashMarks where stderr.contains(mark) {
      problems.append("printed a crash (\(mark)): \(stderr)")
    }
    if status != input.exit { problems.append("exit \(status), expected \(input.exit); stderr: \(stderr)") }
    if input.exit == 2 {
      if !stdout.isEmpty { problems.append("printed on standard output: \(stdout.prefix(200))") }
      let lines = stderr.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.isEmpty }
      if lines.count != 1 || !stderr.hasPrefix("insetfix: error: ") {
        problems.append("expected one `insetfix: error:` line, got: \(stderr)")
      }
    }
    if !stderr.contains(input.message) { problems.append("'\(input.message)' not in: \(stderr)") }
    let after = snapshot(work)
    for name in Set(after.keys).union(before.keys).sorted() where before[name] != after[name] {
      problems.append("left \(name) \(before[name] == nil ? "behind" : "changed")")
    }
    if input.exit == 2, let left = try? FileManager.default.contentsOfDirectory(atPath: cache.path),
      !left.isEmpty
    {
      problems.append("wrote to the cache folder: \(left)")
    }
    return problems
  }

  static func make(_ files: [(String, BadInput.Content)], in work: URL) throws {
    for (name, content) in files {
      let url = work.appendingPathComponent(name)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      switch content {
      case .text(let text): try Data(text.utf8).write(to: url)
      case .bytes(let bytes): try Data(bytes).write(to: url)
      case .folder: try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
      case .fifo: guard mkfifo(url.path, 0o644) == 0 else { throw CocoaError(.fileWriteUnknown) }
      case .link(let target):
        try FileManager.default.createSymbolicLink(atPath: url.path, withDestinationPath: target)
      case .readOnly(let text):
        try Data(text.utf8).write(to: url)
        guard chmod(url.path, 0o444) == 0 else { throw CocoaError(.fileWriteUnknown) }
      }
    }
  }

  /// Every entry under `folder` by relative path: its type and, for regular files, its bytes.
  static func snapshot(_ folder: URL) -> [String: String] {
    var result: [String: String] = [:]
    guard let names = FileManager.default.subpaths(atPath: folder.path) else { return result }
    for name in names {
      let path = folder.appendingPathComponent(name).path
      let type = (try? FileManager.default.attributesOfItem(atPath: path))?[.type] as? FileAttributeType
      if type == .typeRegular {
        let data = FileManager.default.contents(atPath: path) ?? Data()
        var info = stat()
        _ = stat(path, &info)
        // Mode and owner too: a file replaced by a rename can lose either.
        result[name] =
          "file \(data.count) \(data.hashValue) mode \(String(info.st_mode & 0o7777, radix: 8)) uid \(info.st_uid)"
      } else {
        result[name] = type?.rawValue ?? "?"
      }
    }
    return result
  }

  /// Runs the executable with output in files (no pipe to fill), the cache folder set, and a
  /// deadline; nil when it did not finish.
  static func run(_ args: [String], in work: URL, cache: URL, logs: URL) -> (
    Int32, Bool, String, String
  )? {
    let process = Process()
    process.executableURL = CLI.executable
    process.arguments = args
    process.currentDirectoryURL = work
    var environment = ProcessInfo.processInfo.environment
    environment["INSETFIX_CACHE_DIR"] = cache.path
    process.environment = environment
    let out = logs.appendingPathComponent("stdout")
    let err = logs.appendingPathComponent("stderr")
    _ = FileManager.default.createFile(atPath: out.path, contents: nil)
    _ = FileManager.default.createFile(atPath: err.path, contents: nil)
    guard let outHandle = try? FileHandle(forWritingTo: out),
      let errHandle = try? FileHandle(forWritingTo: err)
    else { return nil }
    process.standardOutput = outHandle
    process.standardError = errHandle
    process.standardInput = FileHandle.nullDevice
    do { try process.run() } catch { return nil }
    let deadline = Date().addingTimeInterval(60)
    while process.isRunning && Date() < deadline { usleep(5_000) }
    if process.isRunning {
      process.terminate()
      process.waitUntilExit()
      return nil
    }
    process.waitUntilExit()
    try? outHandle.close()
    try? errHandle.close()
    let stdout = String(decoding: FileManager.default.contents(atPath: out.path) ?? Data(), as: UTF8.self)
    let stderr = String(decoding: FileManager.default.contents(atPath: err.path) ?? Data(), as: UTF8.self)
    return (process.terminationStatus, process.terminationReason == .uncaughtSignal, stdout, stderr)
  }
}

/// Failure messages collected from several threads.
final class Failures: @unchecked Sendable {
  private let lock = NSLock()
  private var items: [String] = []
  func add(_ item: String) { lock.withLock { items.append(item) } }
  var all: [String] { lock.withLock { items } }
}
