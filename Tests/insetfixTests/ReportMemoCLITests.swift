import Foundation
import XCTest

/// A rerun the cache replays whole prints the report it rendered last time, and only while that
/// report is still the one a fresh run would print: a changed source file, project file,
/// baseline or memo file is rendered again.
final class ReportMemoCLITests: XCTestCase {
  private var root: URL!

  override func setUpWithError() throws {
    root = try CLI.temporaryDirectory()
    try FileManager.default.copyItem(
      at: CLI.packageRoot.appendingPathComponent("Tests/Fixtures/Lint/App"),
      to: root.appendingPathComponent("tree"))
    // Made first: a folder created beside the tree later would change a folder the deployment
    // targets were read from, and the next run would judge again rather than replay.
    try FileManager.default.createDirectory(
      at: root.appendingPathComponent("cache"), withIntermediateDirectories: true)
  }

  override func tearDownWithError() throws { try? FileManager.default.removeItem(at: root) }

  private func lint(_ reporter: String, _ extra: [String] = []) throws -> (report: String, remembered: Bool) {
    let run = try CLI.run(
      ["lint", "tree", "--reporter", reporter, "--cache-dir", "cache"] + extra, in: root,
      environment: ["INSETFIX_TRACE": "1"])
    return (run.stdout, run.stderr.contains("report remembered"))
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
      ["lint", "tree", "--reporter", reporter, "--cache-dir", fresh.path] + extra, in: root,
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
      let second = try lint(reporter)
      XCTAssertTrue(second.remembered, "\(reporter): the replayed run reuses the report")
      XCTAssertEqual(second.report, first.report, reporter)
      XCTAssertEqual(second.report, try uncached(reporter), reporter)
    }
  }

  func test_aChangedSourceFile_isReportedAfresh() throws {
    _ = try lint("json")
    _ = try lint("json")
    let file = root.appendingPathComponent("tree/PhotoView.swift")
    try (try String(contentsOf: file, encoding: .utf8) + "\n// edited\n").write(
      to: file, atomically: true, encoding: .utf8)
    let after = try lint("json")
    XCTAssertFalse(after.remembered)
    XCTAssertEqual(after.report, try uncached("json"))
  }

  /// A run of another reporter can store new deployment targets for the same source files (an
  /// Info.plist changed): the JSON report remembered from before must not come back.
  func test_aProjectFileChangedDuringAnotherReportersRun_isNotHiddenByAnOlderRememberedReport() throws {
    let before = try lint("json")
    XCTAssertTrue(before.report.contains("landscape-side-safe-area"))
    try CLI.portraitOnlyInfoPlist.write(
      to: root.appendingPathComponent("tree/Info.plist"), atomically: true, encoding: .utf8)
    _ = try lint("xcode")
    let after = try lint("json")
    XCTAssertFalse(after.report.contains("\"landscape-side-safe-area\""), after.report)
    XCTAssertEqual(after.report, try uncached("json"))
  }

  func test_aChangedBaseline_isAppliedAgain() throws {
    let baseline = root.appendingPathComponent("baseline.json").path
    _ = try CLI.run(["lint", "tree", "--no-cache", "--write-baseline", baseline], in: root)
    _ = try lint("json", ["--baseline", baseline])
    let known = try lint("json", ["--baseline", baseline])
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
