import Foundation
import XCTest

/// `insetfix model` on the fixture app: the view model's figures, the findings of the rules that
/// read it, and the screens' view trees.
final class ModelCLITests: XCTestCase {
  let app = CLI.packageRoot.appendingPathComponent("Tests/Fixtures/Lint/App").path

  func test_model_printsTheViewModelsFigures_forTheFixtureApp() throws {
    let result = try CLI.run(["model", app])
    XCTAssertEqual(result.status, 0, result.stderr)
    XCTAssertTrue(result.stdout.hasPrefix("view model of 7 Swift files\n"), result.stdout)
    let screens = result.stdout.split(separator: "\n").first { $0.hasPrefix("  screens ") }
    // Four: `PhotoView` is hosted only in a collection view cell, a row, not a screen.
    XCTAssertEqual(screens?.split(separator: " ").last, "4", result.stdout)
  }

  func test_model_countsTheFindingsOfEachRuleReadingIt_asLintReportsThem() throws {
    let lint = try CLI.run(["lint", app, "--reporter", "json", "--no-cache", "--quiet"])
    let report = try XCTUnwrap(
      JSONSerialization.jsonObject(with: Data(lint.stdout.utf8)) as? [String: Any], lint.stdout)
    let findings = try XCTUnwrap(report["findings"] as? [[String: Any]])
    let padding = findings.filter { $0["rule"] as? String == "fixed-horizontal-padding" }.count
    XCTAssertGreaterThan(padding, 0)
    let result = try CLI.run(["model", app])
    XCTAssertTrue(
      result.stdout.contains("  fixed-horizontal-padding: \(padding) finding\(padding == 1 ? "" : "s")\n"),
      result.stdout)
  }

  func test_modelScreens_printsEachScreenWithItsViewsModifiersAndLines() throws {
    let result = try CLI.run(["model", app, "--screens"])
    XCTAssertEqual(result.status, 0, result.stderr)
    XCTAssertTrue(
      result.stdout.contains("screen unplaced SettingsScreen (\(app)/PhotoView.swift)\n"), result.stdout)
    XCTAssertTrue(
      result.stdout.contains("\n  ScrollView  line 15\n    VStack .padding  line 16\n"), result.stdout)
  }

  func test_model_withoutScreens_printsNoViewTree() throws {
    let result = try CLI.run(["model", app])
    XCTAssertFalse(result.stdout.contains("\nscreen "), result.stdout)
  }

  func test_modelJSON_holdsTheStatisticsTheRulesAndTheScreensViews() throws {
    let result = try CLI.run(["model", app, "--screens", "--reporter", "json"])
    XCTAssertEqual(result.status, 0, result.stderr)
    let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    XCTAssertEqual(json["files"] as? Int, 7)
    XCTAssertEqual((json["statistics"] as? [String: Any])?["screens"] as? Int, 4)
    let rules = try XCTUnwrap(json["rules"] as? [[String: Any]])
    XCTAssertTrue(rules.contains { $0["rule"] as? String == "fixed-horizontal-padding" })
    let screens = try XCTUnwrap(json["screens"] as? [[String: Any]])
    let settings = try XCTUnwrap(screens.first { $0["name"] as? String == "SettingsScreen" })
    let views = try XCTUnwrap(settings["views"] as? [[String: Any]])
    XCTAssertEqual(views.first?["view"] as? String, "ScrollView")
    XCTAssertEqual(views.first?["line"] as? Int, 15)
  }

  func test_model_leavesOutWhatTheConfigExcludes() throws {
    let folder = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    _ = try CLI.write(
      "import SwiftUI\nstruct A: View { var body: some View { Text(\"a\") } }\n", to: "A.swift", in: folder)
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("Generated"), withIntermediateDirectories: true)
    _ = try CLI.write(
      "import SwiftUI\nstruct B: View { var body: some View { Text(\"b\") } }\n", to: "Generated/B.swift",
      in: folder)
    _ = try CLI.write(#"{"exclude": ["Generated"]}"#, to: ".insetfix.json", in: folder)
    let result = try CLI.run(["model", folder.path])
    XCTAssertEqual(result.status, 0, result.stderr)
    XCTAssertTrue(result.stdout.hasPrefix("view model of 1 Swift file\n"), result.stdout)
  }
}
