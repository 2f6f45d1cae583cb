import Foundation
import XCTest

/// A rerun the cache replays whole prints the report it rendered last time, and only while that
/// report is still the one a fresh run would print: a changed source file, project file,
/// baseline or memo file is rendered again.
final class ReportMemoCLITests: XCTestCase {
  private var root: URL!

  /// The fixture app as a SwiftPM package's target: the manifest stops the search for project
  /// files at `root`, so the folders above it (the busy temporary folder, where other tests make
  /// folders) are not what its deployment targets were read from, and a rerun replays.
  override func setUpWithError() throws {
    root = try CLI.temporaryDirectory()
    try FileManager.default.createDirectory(
      at: root.appendingPathComponent("Sources"), withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      at: CLI.packageRoot.appendingPathComponent("Tests/Fixtures/Lint/App"),
      to: root.appendingPathComponent("Sources/App"))
    try """
    // swift-tools-version:5.9
    import PackageDescription

    let package = Package(name: "App", platforms: [.iOS(.v15)], targets: [.target(name: "App")])

    """.write(to: root.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
    // Made first, like every folder a test writes in: a folder created in `root` later would
    // change a folder the deployment targets were read from.
    for folder in ["cache", "inputs"] {
      try FileManager.default.createDirectory(
        at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
    }
  }

  override func tearDownWithError() throws { try? FileManager.default.removeItem(at: root) }

  private struct Lint {
    var report: String
    var remembered: Bool
    /// Replayed whole from the cache (only such a run reads a remembered report).
    var replayed: Bool
  }

  private func lint(_ reporter: String, _ extra: [String] = []) throws -> Lint {
    let run = try CLI.run(
      ["lint", "Sources/App", "--reporter", reporter, "--cache-dir", "cache"] + extra, in: root,
      environment: ["INSETFIX_TRACE": "1"])
    return Lint(
      report: run.stdout, remembered: run.stderr.contains("report remembered"),
      replayed: run.stderr.contains("deployment targets replayed"))
  }

  /// The first of a few runs that the cache replays whole (a run after one that judged again
  /// replays; retried in case something else touched a folder the targets were read from).
  private func replayedLint(_ reporter: String, _ extra: [String] = []) throws -> Lint {
    for _ in 0..<8 {
      let run = try lint(reporter, extra)
      if run.replayed { return run }
    }
    XCTFail("\(reporter): no run was replayed in 8")
    return try lint(reporter, extra)
  }

  /// The report of a run that analyses and renders afresh: a cache folder of its own, outside the
  /// tree, with only the measured suggestions of the main one copied in (measuring again would
  /// only take longer; the selection memo has tests of its own).
  private func uncached(_ reporter: String, _ extra: [String] = []) throws -> String {
    let fresh = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: fresh) }
    let selections = root.appendingPathComponent("cache/selections.memo")
    if FileManager.default.fileExists(atPath: selections.path) {
      try FileManager.default.copyItem(at: selections, to: fresh.appendingPathComponent("selections.memo"))
    }
    let run = try CLI.run(
      ["lint", "Sources/App", "--reporter", reporter, "--cache-dir", fresh.path] + extra, in: root,
      environment: ["INSETFIX_TRACE": "1"])
    XCTAssertTrue(run.stderr.contains("(0 from cache)"), run.stderr)
    XCTAssertFalse(run.stderr.contains("report remembered"))
    return run.stdout
  }

  func test_aReplayedRun_printsTheRememberedReport_identicalToAnUncachedRun_inEveryReporterThatMeasures()
    throws
  {
    for reporter in ["json", "markdown", "sarif"] {
      let first = try lint(reporter)
      XCTAssertFalse(first.remembered, reporter)
      let second = try replayedLint(reporter)
      XCTAssertTrue(second.remembered, "\(reporter): the replayed run reuses the report")
      XCTAssertEqual(second.report, first.report, reporter)
      XCTAssertEqual(second.report, try uncached(reporter), reporter)
    }
  }

  func test_aChangedSourceFile_isReportedAfresh() throws {
    _ = try lint("json")
    _ = try lint("json")
    let file = root.appendingPathComponent("Sources/App/PhotoView.swift")
    try (try String(contentsOf: file, encoding: .utf8) + "\n// edited\n").write(
      to: file, atomically: true, encoding: .utf8)
    let after = try lint("json")
    XCTAssertFalse(after.remembered)
    XCTAssertEqual(after.report, try uncached("json"))
  }

  /// A run of another reporter can store new deployment targets for the same source files (an
  /// Info.plist changed): the JSON report remembered from before must not come back when the
  /// JSON run after it is replayed (tried again from the start while that run was not replayed).
  func test_aProjectFileChangedDuringAnotherReportersRun_isNotHiddenByAnOlderRememberedReport() throws {
    let plist = root.appendingPathComponent("Sources/App/Info.plist")
    var exercised = false
    for _ in 0..<4 where !exercised {
      try? FileManager.default.removeItem(at: plist)
      let before = try lint("json")
      XCTAssertTrue(before.report.contains("landscape-side-safe-area"))
      try CLI.portraitOnlyInfoPlist.write(to: plist, atomically: true, encoding: .utf8)
      _ = try lint("xcode")
      let after = try lint("json")
      XCTAssertFalse(after.report.contains("\"landscape-side-safe-area\""), after.report)
      XCTAssertEqual(after.report, try uncached("json"))
      exercised = after.replayed
    }
    XCTAssertTrue(exercised, "no JSON run after the xcode run was replayed")
  }

  func test_aChangedBaseline_isAppliedAgain() throws {
    let baseline = root.appendingPathComponent("inputs/baseline.json").path
    _ = try CLI.run(["lint", "Sources/App", "--no-cache", "--write-baseline", baseline], in: root)
    _ = try lint("json", ["--baseline", baseline])
    let known = try replayedLint("json", ["--baseline", baseline])
    XCTAssertTrue(known.remembered)
    XCTAssertEqual(known.report, try uncached("json", ["--baseline", baseline]))
    // The same path, now recording nothing: every finding is back.
    try "{\"version\": 1, \"findings\": []}\n".write(toFile: baseline, atomically: true, encoding: .utf8)
    let after = try lint("json", ["--baseline", baseline])
    XCTAssertFalse(after.remembered)
    XCTAssertEqual(after.report, try uncached("json"))
    XCTAssertNotEqual(after.report, known.report)
  }

  func test_aDamagedMemoFile_isRenderedAgain_neverPrinted() throws {
    let reference = try lint("json").report
    let cache = root.appendingPathComponent("cache")
    let memo = try XCTUnwrap(
      FileManager.default.contentsOfDirectory(atPath: cache.path).first { $0.hasSuffix(".json.report") })
    let path = cache.appendingPathComponent(memo).path
    var bytes = try XCTUnwrap(FileManager.default.contents(atPath: path))
    bytes[bytes.count - 10] ^= 0x20
    try bytes.write(to: URL(fileURLWithPath: path))
    let after = try lint("json")
    XCTAssertFalse(after.remembered)
    XCTAssertEqual(after.report, reference)
  }
}
