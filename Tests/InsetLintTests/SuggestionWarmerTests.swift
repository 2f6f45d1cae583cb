import Foundation
import InsetEngine
import InsetLint
import XCTest

@testable import InsetProblems

final class SuggestionWarmerTests: XCTestCase {
  static let app = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/Lint/App").path

  func suggestions(warmed: Bool) throws -> (findings: [Finding], suggestions: [SuggestionGroup: [Suggestion]])
  {
    let runner = LintRunner(catalog: BuiltInProblems.catalog())
    var options = LintOptions()
    options.paths = [Self.app]
    options.useCache = false
    options.deploymentTarget = "15.0"
    options.preparesSuggestions = warmed
    let run = try runner.lint(options)
    return try runner.settledWithSuggestions(run.findings, options)
  }

  func test_aLintWhoseSuggestionsWereWarmedWhileItRan_reportsWhatAnUnwarmedOneReports() throws {
    let warmed = try suggestions(warmed: true)
    let plain = try suggestions(warmed: false)
    XCTAssertFalse(plain.suggestions.isEmpty, "the fixture app has findings with suggestions")
    XCTAssertEqual(warmed.suggestions, plain.suggestions)
    XCTAssertEqual(warmed.findings.map(\.fixNote), plain.findings.map(\.fixNote))
  }
}
