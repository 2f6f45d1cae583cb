import Foundation
import FoundationXML
import InsetEngine
import InsetLint
import InsetReport
import InsetTestSupport
import XCTest

/// The CI reporters, checked against the structure their public format documents require:
/// JUnit XML (testsuites/testsuite/testcase/failure), GitLab Code Quality (Code Climate issues)
/// and SonarQube's generic issue import (10.3+).
final class LintReporterTests: XCTestCase {
  let report = LintReport(
    findings: [
      Finding(
        file: "Sources/App/Cell & Friends.swift", offset: 0, line: 5, column: 7,
        rule: "hosted-cell-safe-area",
        severity: .error, message: "'PhotoCell' hosts SwiftUI <content> \"as-is\"",
        problem: "hosted-cell-safe-area",
        fixable: true),
      Finding(
        file: "Sources/App/Cell & Friends.swift", offset: 0, line: 9, column: 7,
        rule: "hosted-cell-safe-area",
        severity: .error, message: "'PhotoCell' hosts SwiftUI <content> \"as-is\"",
        problem: "hosted-cell-safe-area"),
      Finding(
        file: "Sources/App/PhotoView.swift", offset: 0, line: 3, column: 1, rule: "fixed-horizontal-padding",
        severity: .warning, message: "fixed padding", problem: "fixed-horizontal-padding"),
    ], filesLinted: 4, toolVersion: "test", rules: RuleSet(Support.rules))

  func json(_ text: String) -> Any? { try? JSONSerialization.jsonObject(with: Data(text.utf8)) }

  func test_junit_isWellFormedXML_withOneFailingTestCasePerFinding_groupedInASuitePerFile() throws {
    let document = try XMLDocument(xmlString: ReporterKind.junit.render(report))
    let root = try XCTUnwrap(document.rootElement())
    XCTAssertEqual(root.name, "testsuites")
    XCTAssertEqual(root.attribute(forName: "tests")?.stringValue, "3")
    XCTAssertEqual(root.attribute(forName: "failures")?.stringValue, "3")
    let suites = root.elements(forName: "testsuite")
    XCTAssertEqual(
      suites.map { $0.attribute(forName: "name")?.stringValue },
      [
        "Sources/App/Cell & Friends.swift", "Sources/App/PhotoView.swift",
      ])
    XCTAssertEqual(suites[0].attribute(forName: "tests")?.stringValue, "2")
    let cases = suites.flatMap { $0.elements(forName: "testcase") }
    XCTAssertEqual(cases.count, 3)
    XCTAssertTrue(cases.allSatisfy { $0.elements(forName: "failure").count == 1 })
    let failure = cases[0].elements(forName: "failure")[0]
    XCTAssertEqual(
      failure.attribute(forName: "message")?.stringValue, "'PhotoCell' hosts SwiftUI <content> \"as-is\"")
    XCTAssertTrue(failure.stringValue?.contains("docs/rules/hosted-cell-safe-area.md") ?? false)
  }

  /// GitHub's workflow commands: `%`, CR and LF are escaped in the message, and `:` and `,` too in
  /// properties (docs.github.com, "Workflow commands for GitHub Actions").
  func test_githubActions_escapesAMessagesLineBreaksAndPercent_andAPathsColonsAndCommas() {
    let finding = Finding(
      file: "Sources/A:B, C.swift", offset: 0, line: 2, column: 3, rule: "fixed-horizontal-padding",
      severity: .warning, message: "100% wrong\r\nsee é below\nhere", problem: "fixed-horizontal-padding")
    let text = ReporterKind.githubActions.render(
      LintReport(findings: [finding], filesLinted: 1, toolVersion: "test", rules: RuleSet(Support.rules)))
    XCTAssertEqual(
      text,
      "::warning file=Sources/A%3AB%2C C.swift,line=2,col=3,title=fixed-horizontal-padding::"
        + "100%25 wrong%0D%0Asee é below%0Ahere\n")
  }

  func test_markdownCells_escapePipes_andPutLineBreaksOnOneLine() {
    let finding = Finding(
      file: "App.swift", offset: 0, line: 1, column: 1, rule: "fixed-horizontal-padding", severity: .warning,
      message: "a | b\r\nc — d", problem: "fixed-horizontal-padding")
    let text = ReporterKind.markdown.render(
      LintReport(findings: [finding], filesLinted: 1, toolVersion: "test", rules: RuleSet(Support.rules)))
    XCTAssertTrue(text.contains("| a \\| b  c — d |\n"), text)
  }

  func test_markupEscape_replacesTheFiveXMLCharacters_andKeepsEveryOtherCharacter() {
    XCTAssertEqual(
      Markup.escape("ü <a & 'b'> \"ç\" 🙂", apostrophe: true),
      "ü &lt;a &amp; &apos;b&apos;&gt; &quot;ç&quot; 🙂")
    XCTAssertEqual(Markup.escape("'kept' as is"), "'kept' as is")
  }

  func test_junit_ofACleanRun_isOnePassingTestCase() throws {
    let clean = LintReport(findings: [], filesLinted: 3, toolVersion: "test", rules: RuleSet(Support.rules))
    let document = try XMLDocument(xmlString: ReporterKind.junit.render(clean))
    let cases = try document.nodes(forXPath: "/testsuites/testsuite/testcase")
    XCTAssertEqual(cases.count, 1)
    XCTAssertEqual(try document.nodes(forXPath: "//failure").count, 0)
  }

  func test_codeClimate_isAnArrayOfIssues_withTheFieldsGitLabRequires_andUniqueStableFingerprints() throws {
    let text = ReporterKind.codeclimate.render(report)
    let issues = try XCTUnwrap(json(text) as? [[String: Any]])
    XCTAssertEqual(issues.count, 3)
    for issue in issues {
      XCTAssertNotNil(issue["description"] as? String)
      XCTAssertNotNil(issue["check_name"] as? String)
      XCTAssertTrue(
        ["info", "minor", "major", "critical", "blocker"].contains(issue["severity"] as? String ?? ""))
      let location = try XCTUnwrap(issue["location"] as? [String: Any])
      XCTAssertNotNil(location["path"] as? String)
      XCTAssertNotNil((location["lines"] as? [String: Any])?["begin"] as? Int)
    }
    let fingerprints = issues.compactMap { $0["fingerprint"] as? String }
    XCTAssertEqual(Set(fingerprints).count, 3, "two identical findings still get distinct fingerprints")
    XCTAssertEqual(issues.map { $0["severity"] as? String }, ["major", "major", "minor"])
    XCTAssertEqual(ReporterKind.codeclimate.render(report), text, "deterministic")
  }

  func test_codeClimateFingerprint_ignoresTheLine_soAFindingKeepsItsIdentityWhenCodeMoves() throws {
    var moved = report
    moved.findings[2].line += 10
    let before = try XCTUnwrap(json(ReporterKind.codeclimate.render(report)) as? [[String: Any]])
    let after = try XCTUnwrap(json(ReporterKind.codeclimate.render(moved)) as? [[String: Any]])
    XCTAssertEqual(before[2]["fingerprint"] as? String, after[2]["fingerprint"] as? String)
  }

  func test_sonarQube_hasARulePerFiredRule_andIssuesWithOneBasedLinesAndZeroBasedColumns() throws {
    let root = try XCTUnwrap(json(ReporterKind.sonarqube.render(report)) as? [String: Any])
    let rules = try XCTUnwrap(root["rules"] as? [[String: Any]])
    XCTAssertEqual(
      rules.compactMap { $0["id"] as? String }, ["fixed-horizontal-padding", "hosted-cell-safe-area"])
    for rule in rules {
      for key in ["id", "name", "description", "engineId", "cleanCodeAttribute"] {
        XCTAssertNotNil(rule[key] as? String, "rule.\(key)")
      }
      let impacts = try XCTUnwrap(rule["impacts"] as? [[String: Any]])
      XCTAssertTrue(
        ["MAINTAINABILITY", "RELIABILITY", "SECURITY"].contains(
          impacts[0]["softwareQuality"] as? String ?? ""))
      XCTAssertTrue(["LOW", "MEDIUM", "HIGH"].contains(impacts[0]["severity"] as? String ?? ""))
    }
    let issues = try XCTUnwrap(root["issues"] as? [[String: Any]])
    XCTAssertEqual(issues.count, 3)
    let ids = Set(rules.compactMap { $0["id"] as? String })
    XCTAssertTrue(issues.allSatisfy { ids.contains($0["ruleId"] as? String ?? "") })
    let location = try XCTUnwrap(issues[0]["primaryLocation"] as? [String: Any])
    XCTAssertEqual(location["filePath"] as? String, "Sources/App/Cell & Friends.swift")
    let range = try XCTUnwrap(location["textRange"] as? [String: Any])
    XCTAssertEqual(range["startLine"] as? Int, 5)
    XCTAssertEqual(range["startColumn"] as? Int, 6)
  }

  func test_lintOfTheFixtureApp_rendersItsSeventeenFindingsInEveryCIFormat() throws {
    let app = Support.fixtures + "/Lint/App"
    func run(_ reporter: String) -> String { Support.cli(["lint", app, "--reporter", reporter]).stdout }
    let junit = try XMLDocument(xmlString: run("junit"))
    XCTAssertEqual(try junit.nodes(forXPath: "//testcase/failure").count, 17)
    XCTAssertEqual((json(run("codeclimate")) as? [Any])?.count, 17)
    XCTAssertEqual(((json(run("sonarqube")) as? [String: Any])?["issues"] as? [Any])?.count, 17)
  }
}
