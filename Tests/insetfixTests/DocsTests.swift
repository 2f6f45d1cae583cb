import Foundation
import XCTest

@testable import InsetProblems

/// `docs/` is generated (`insetfix docs --output docs`): it must match what the code generates
/// now, cite public sources only, and be where findings and `insetfix rules` point.
final class DocsTests: XCTestCase {
  let docs = CLI.packageRoot.appendingPathComponent("docs")

  func read(_ path: String) -> String {
    (try? String(contentsOf: docs.appendingPathComponent(path), encoding: .utf8)) ?? ""
  }

  /// One generation checks both: a copy of docs/ with one page edited by hand is stale in that
  /// page alone (any other page named means docs/ itself is stale).
  func test_docsFolder_isWhatTheGeneratorMakesNow_andCheckNamesAStalePageAndTheCommand() throws {
    let copy = try CLI.temporaryDirectory().appendingPathComponent("docs")
    defer { try? FileManager.default.removeItem(at: copy.deletingLastPathComponent()) }
    try FileManager.default.copyItem(at: docs, to: copy)
    try "edited by hand\n".write(
      to: copy.appendingPathComponent("rules/hosted-cell-safe-area.md"), atomically: true, encoding: .utf8)
    let result = try CLI.run(["docs", "--check", copy.path, "--jobs", "2"])
    XCTAssertEqual(result.status, 1)
    XCTAssertTrue(result.stderr.contains("swift run insetfix docs --output docs"), result.stderr)
    XCTAssertTrue(
      result.stderr.contains("(rules/hosted-cell-safe-area.md)"),
      "docs/ is stale; regenerate it with `swift run insetfix docs --output docs`.\n\(result.stderr)")
  }

  func test_everyProblemPage_measuresEveryStrategy_andCitesPublicSources_neverInternalNotes() throws {
    let problems = try FileManager.default.contentsOfDirectory(
      atPath: docs.appendingPathComponent("problems").path)
    XCTAssertEqual(problems.count, 5)
    for page in problems {
      let text = read("problems/" + page)
      XCTAssertTrue(text.contains("## Strategies, measured"), page)
      let sources = text.components(separatedBy: "## Sources\n\n").last ?? ""
      XCTAssertTrue(
        sources.contains("](https://") || sources.contains("](http://"), "\(page) cites no source")
    }
    for folder in ["rules", "problems"] {
      for page in try FileManager.default.contentsOfDirectory(
        atPath: docs.appendingPathComponent(folder).path)
      {
        let text = read(folder + "/" + page).lowercased()
        XCTAssertFalse(text.contains("seed"), "\(folder)/\(page) mentions internal notes")
      }
    }
  }

  func test_rulesCommand_printsARulesPage_andListsEveryRule() throws {
    let page = try CLI.run(["rules", "fixed-horizontal-padding"])
    XCTAssertEqual(page.status, 0)
    XCTAssertEqual(page.stdout, read("rules/fixed-horizontal-padding.md"))
    let list = try CLI.run(["rules"])
    for page in try FileManager.default.contentsOfDirectory(atPath: docs.appendingPathComponent("rules").path)
    {
      XCTAssertTrue(list.stdout.contains(page.replacingOccurrences(of: ".md", with: "")), page)
    }
    assertInputError(try CLI.run(["rules", "no-such-rule"]), contains: ["unknown rule 'no-such-rule'"])
    assertInputError(try CLI.run(["rules", "a", "b"]), contains: ["expected at most one rule id"])
  }

  func test_findingLinks_inJSONAndSARIF_pointAtPagesThatExist() throws {
    let app = CLI.packageRoot.appendingPathComponent("Tests/Fixtures/Lint/App").path
    let json = try CLI.run(["lint", app, "--reporter", "json", "--no-cache"]).stdout
    let sarif = try CLI.run(["lint", app, "--reporter", "sarif", "--no-cache"]).stdout
    let links = (json + sarif).components(separatedBy: "\"").filter {
      ($0.hasPrefix("https://") || $0.hasPrefix("file://")) && $0.contains("/docs/")
    }
    XCTAssertGreaterThan(links.count, 10)
    for link in Set(links) {
      let page = link.components(separatedBy: "/docs/").last ?? ""
      XCTAssertFalse(read(page).isEmpty, "\(link) names no page in docs/")
    }
  }

  func test_docsWithoutExactlyOneOfOutputOrCheck_isAUsageError() throws {
    assertInputError(try CLI.run(["docs"]), contains: ["--output DIR or --check DIR"])
    assertInputError(
      try CLI.run(["docs", "--output", "a", "--check", "b"]), contains: ["--output DIR or --check DIR"])
  }
}
