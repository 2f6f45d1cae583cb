import Foundation
import XCTest

final class CompareCLITests: XCTestCase {
  func test_bareCompareShowsTheHostedCellComparisonWithASelection() throws {
    let result = try CLI.run(["compare"])
    XCTAssertEqual(result.status, 0, result.stderr)
    XCTAssertTrue(result.stdout.contains("hosted-cell-safe-area"))
    XCTAssertTrue(result.stdout.contains("safe-area-regions"))
    XCTAssertTrue(result.stdout.contains("selection from iOS"))
  }

  /// On the folding phone in landscape the list lays every cell under the bar, whatever the
  /// hosting strategy: the table and the Markdown say so once, above the strategies, and keep
  /// each strategy's own reasons on its line.
  func test_aNoteEveryStrategyShares_isPrintedOnceAboveTheStrategies() throws {
    let args = [
      "compare", "--problem", "hosted-cell-safe-area", "--device", "iphone-duo-closed", "--orientation",
      "landscape-right",
    ]
    for format in ["table", "markdown"] {
      let output = try CLI.run(args + ["--format", format]).stdout
      XCTAssertEqual(
        output.components(separatedBy: "the cells themselves reach under the side unsafe areas").count - 1, 1,
        format)
      XCTAssertTrue(output.lowercased().contains("whatever the strategy"), format)
      XCTAssertTrue(output.contains("policy forbids private API"), format)
    }
  }

  func test_anEnvironmentWhereStrategiesDiffer_hasNoSharedNote() throws {
    let output = try CLI.run(["compare", "--problem", "hosted-cell-safe-area", "--device", "iphone-15-pro"])
      .stdout
    XCTAssertFalse(output.contains("whatever the strategy"))
  }

  func test_jsonOutputIsByteIdenticalAcrossRuns() throws {
    let args = [
      "compare", "--problem", "all", "--format", "json", "--device", "iphone-duo-closed", "--os", "17.0",
    ]
    let first = try CLI.run(args)
    let second = try CLI.run(args)
    XCTAssertEqual(first.status, 0, first.stderr)
    XCTAssertEqual(first.stdout, second.stdout)
  }

  func test_jsonHasTheDocumentedFields() throws {
    let result = try CLI.run(["compare", "--format", "json", "--os", "16.0", "--deployment-target", "13.0"])
    XCTAssertEqual(result.status, 0, result.stderr)
    let json = try XCTUnwrap(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    XCTAssertEqual(json["problem"] as? String, "hosted-cell-safe-area")
    let environment = try XCTUnwrap(json["environment"] as? [String: Any])
    XCTAssertEqual(environment["device"] as? String, "iphone-15-pro")
    XCTAssertEqual(environment["orientation"] as? String, "portrait")
    XCTAssertEqual(environment["os"] as? String, "16.0")
    let strategies = try XCTUnwrap(json["strategies"] as? [[String: Any]])
    for key in [
      "id", "available", "compatible", "allowed", "fixed", "maxError", "errorUnit", "collateralPoints",
      "traits",
      "rank",
      "reasons", "details",
    ] {
      XCTAssertTrue(strategies.allSatisfy { $0.keys.contains(key) }, key)
    }
    XCTAssertFalse(strategies.contains { $0.keys.contains("maxErrorPoints") }, "renamed maxError")
    let selection = try XCTUnwrap(json["selection"] as? [String: Any])
    XCTAssertEqual(selection["deploymentTarget"] as? String, "13.0")
    let code = try XCTUnwrap(selection["code"] as? String)
    XCTAssertTrue(code.contains("#available(iOS 16.4, *)"), code)
  }

  func test_policyForbiddingRuntimeHacksChangesTheSelection() throws {
    let dir = try CLI.temporaryDirectory()
    let config = try CLI.write(
      #"{"policy": {"allowRuntimeHacks": false}, "deploymentTarget": "15.0"}"#, to: "c.json", in: dir)
    let strict = try CLI.run(["compare", "--format", "json", "--config", config])
    let lenient = try CLI.run(["compare", "--format", "json", "--deployment-target", "15.0"])
    XCTAssertEqual(strict.status, 0, strict.stderr)
    XCTAssertNotEqual(selection(strict.stdout), selection(lenient.stdout))
    XCTAssertFalse(selection(strict.stdout).contains("dynamic-subclass"))
  }

  func test_policyRulingOutEveryWorkingStrategySaysSo() throws {
    let dir = try CLI.temporaryDirectory()
    let config = try CLI.write(
      #"{"policy": {"allowRuntimeHacks": false, "allowRewrites": false, "allowPrivateAPI": false}, "deploymentTarget": "13.0"}"#,
      to: "c.json", in: dir)
    let result = try CLI.run(["compare", "--config", config])
    XCTAssertEqual(result.status, 0, result.stderr)
    XCTAssertTrue(result.stdout.contains("rule out every working strategy"), result.stdout)
  }

  private func selection(_ json: String) -> String {
    guard let range = json.range(of: "\"selection\"") else { return "" }
    return String(json[range.lowerBound...])
  }

  func test_problemAllShowsEveryProblemInOneEnvironment() throws {
    let result = try CLI.run(["compare", "--problem", "all", "--device", "iphone-se-3"])
    XCTAssertEqual(result.status, 0, result.stderr)
    for id in [
      "hosted-cell-safe-area", "input-view-bottom-inset", "fixed-horizontal-padding", "list-scroll-tracking",
      "uikit-introspection",
    ] {
      XCTAssertTrue(result.stdout.contains(id + ":"), id)
    }
  }

  func test_everyProblemRendersInEveryFormat() throws {
    for format in ["table", "json", "markdown"] {
      let result = try CLI.run([
        "compare", "--problem", "all", "--format", format, "--deployment-target", "26.0",
      ])
      XCTAssertEqual(result.status, 0, "\(format): \(result.stderr)")
      XCTAssertTrue(result.stdout.contains("uikit-introspection"), format)
      XCTAssertTrue(result.stdout.contains("list-scroll-tracking"), format)
    }
  }

  func test_listStrategiesShowsEveryStrategyWithProblemAvailabilityAndTraits() throws {
    let result = try CLI.run(["list", "strategies"])
    XCTAssertEqual(result.status, 0, result.stderr)
    let rows = result.stdout.split(separator: "\n").dropFirst()
    XCTAssertGreaterThanOrEqual(rows.count, 30)
    let regions = try XCTUnwrap(rows.first { $0.contains("safe-area-regions") })
    XCTAssertTrue(regions.hasPrefix("hosted-cell-safe-area"))
    XCTAssertTrue(regions.contains("16.4+"))
    XCTAssertTrue(regions.contains("public-api"))
  }

  func test_listRejectsAnUnknownKind() throws {
    assertInputError(
      try CLI.run(["list", "gadgets"]), contains: ["expected one of devices, problems, strategies"])
  }

  func test_everyCommandHasHelp() throws {
    for command in ["compare", "batch", "lint", "fix", "list"] {
      let result = try CLI.run([command, "--help"])
      XCTAssertEqual(result.status, 0, command)
      XCTAssertTrue(result.stdout.contains("USAGE: insetfix \(command)"), command)
    }
  }

  func test_unknownDeviceIsAOneLineErrorListingValidIDs() throws {
    assertInputError(
      try CLI.run(["compare", "--device", "iphone-99"]),
      contains: ["unknown device 'iphone-99'", "iphone-15-pro"])
  }

  func test_unknownProblemIsAOneLineErrorListingValidIDs() throws {
    assertInputError(
      try CLI.run(["compare", "--problem", "nope"]),
      contains: ["unknown problem 'nope'", "hosted-cell-safe-area"])
  }

  func test_unknownStrategyIsAOneLineError() throws {
    assertInputError(
      try CLI.run(["compare", "--strategies", "swizle"]), contains: ["unknown strategy 'swizle'", "swizzle"])
  }

  func test_malformedOSVersionIsAOneLineError() throws {
    assertInputError(try CLI.run(["compare", "--os", "17"]), contains: ["--os", "invalid OS version '17'"])
  }

  func test_unknownOptionSuggestsTheNearest() throws {
    assertInputError(
      try CLI.run(["compare", "--devcie", "x"]), contains: ["unknown option '--devcie'", "--device"])
  }

  func test_unknownOrientationListsChoices() throws {
    assertInputError(
      try CLI.run(["compare", "--orientation", "upside-down"]), contains: ["portrait", "landscape-left"])
  }

  func test_malformedConfigNamesFileLineAndColumn() throws {
    let dir = try CLI.temporaryDirectory()
    let config = try CLI.write("{\"policy\": {\"allowPrivateAPI\": tru}}", to: "bad.json", in: dir)
    assertInputError(
      try CLI.run(["compare", "--config", config]), contains: ["bad.json:1:", "invalid JSON"])
  }

  func test_wrongTypedConfigNamesTheJSONPath() throws {
    let dir = try CLI.temporaryDirectory()
    let config = try CLI.write(#"{"policy": {"allowPrivateAPI": "yes"}}"#, to: "typed.json", in: dir)
    assertInputError(
      try CLI.run(["compare", "--config", config]),
      contains: ["typed.json: $.policy.allowPrivateAPI: expected boolean, found string"])
  }

  func test_zeroCellHeightInAScenarioIsRejected() throws {
    let dir = try CLI.temporaryDirectory()
    let scenario = try CLI.write(#"{"cellHeight": 0}"#, to: "s.json", in: dir)
    assertInputError(
      try CLI.run(["compare", "--scenario", scenario]),
      contains: ["s.json: $.cellHeight", "expected a number in 1...10000, found 0"])
  }

  func test_missingScenarioFileIsAOneLineError() throws {
    assertInputError(
      try CLI.run(["compare", "--scenario", "/nonexistent/s.json"]),
      contains: ["/nonexistent/s.json: no such file"])
  }

  func test_unknownCommandListsCommands() throws {
    assertInputError(try CLI.run(["comapre"]), contains: ["unknown command 'comapre'", "compare"])
  }

  func test_assume_rerunsUnderTheChangedAssumption_andListsTheVerdictsThatFlip() throws {
    let result = try CLI.run([
      "compare", "--problem", "fixed-horizontal-padding", "--device", "iphone-15-pro", "--orientation",
      "portrait",
      "--assume", "default-padding=20",
    ])
    XCTAssertEqual(result.status, 0, result.stderr)
    XCTAssertTrue(result.stdout.contains("under --assume default-padding=20:"), result.stdout)
    XCTAssertTrue(
      result.stdout.contains("default-padding in iphone-15-pro portrait iOS 27.1: wrong -> fixed"),
      result.stdout)
  }

  func test_assume_withAnUnknownId_isAUsageError_listingTheAdjustableIds() throws {
    let result = try CLI.run(["compare", "--assume", "margins=0"])
    XCTAssertEqual(result.status, 2)
    XCTAssertTrue(result.stderr.contains("unknown assumption 'margins'"), result.stderr)
    XCTAssertTrue(result.stderr.contains("hosting-configuration-margins"), result.stderr)
  }

  /// A 15.0 deployment target on a device that runs 17.0 and later: the releases before 17.0 are
  /// judged on the devices that run them, so the code is complete, with its #available branch.
  func test_aDeploymentTargetTheNamedDeviceCannotRun_isJudgedOnTheDevicesThatRunIt_andTheCodeIsComplete()
    throws
  {
    let result = try CLI.run([
      "compare", "--format", "json", "--device", "iphone-15-pro", "--deployment-target", "15.0",
    ])
    XCTAssertEqual(result.status, 0, result.stderr)
    let root = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    let selection = try XCTUnwrap(root["selection"] as? [String: Any])
    XCTAssertEqual(selection["complete"] as? Bool, true)
    XCTAssertTrue((selection["code"] as? String ?? "").contains("if #available(iOS 16.4, *)"), "\(selection)")
    let judged = try XCTUnwrap(selection["judgedOn"] as? [String: Any])
    let standIns = try XCTUnwrap(judged["standIns"] as? [[String: Any]])
    XCTAssertEqual(standIns.first?["from"] as? String, "15.0")
    XCTAssertEqual(standIns.last?["to"] as? String, "16.7")
    XCTAssertFalse((standIns.first?["devices"] as? [String] ?? []).contains("iphone-15-pro"))
    XCTAssertTrue((judged["summary"] as? String ?? "").contains("which iphone-15-pro does not run"))
  }

  func test_selection_statesWhatItWasJudgedOn_andItsPlacement() throws {
    let result = try CLI.run([
      "compare", "--format", "json", "--device", "iphone-15-pro", "--deployment-target", "17.0",
    ])
    XCTAssertEqual(result.status, 0, result.stderr)
    let root = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    let selection = try XCTUnwrap(root["selection"] as? [String: Any])
    let judged = try XCTUnwrap(selection["judgedOn"] as? [String: Any])
    XCTAssertEqual(judged["devices"] as? [String], ["iphone-15-pro"])
    XCTAssertEqual(judged["orientations"] as? [String], ["portrait", "landscape-left", "landscape-right"])
    XCTAssertEqual((judged["releases"] as? [String])?.first, "17.0")
    XCTAssertEqual(selection["placement"] as? String, "statements")
    XCTAssertEqual(selection["uncovered"] as? [String], [])
    XCTAssertEqual(selection["complete"] as? Bool, true)
  }

  /// The engine models minor releases: a patch release is measured, labelled and selected as its
  /// minor release (README, "Exit codes").
  func test_aPatchRelease_comparesExactlyAsItsMinorRelease() throws {
    let patch = try CLI.run([
      "compare", "--os", "16.4.1", "--deployment-target", "15.0.1", "--format", "json",
    ])
    let minor = try CLI.run(["compare", "--os", "16.4", "--deployment-target", "15.0", "--format", "json"])
    XCTAssertEqual(patch.status, 0, patch.stderr)
    XCTAssertEqual(patch.stdout, minor.stdout)
    XCTAssertTrue(patch.stdout.contains(#""os": "16.4""#))
  }

  /// uikit-introspection counts lookup defects, not points: the JSON says so beside the number.
  func test_json_namesTheErrorByItsUnit_defectsForIntrospection() throws {
    let result = try CLI.run(["compare", "--problem", "uikit-introspection", "--format", "json"])
    XCTAssertEqual(result.status, 0, result.stderr)
    let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    let strategies = try XCTUnwrap(json["strategies"] as? [[String: Any]])
    XCTAssertFalse(strategies.isEmpty)
    for row in strategies {
      XCTAssertEqual(row["errorUnit"] as? String, json["errorUnit"] as? String)
      XCTAssertNil(row["maxErrorPoints"])
      XCTAssertTrue(row.keys.contains("maxError"))
    }
    XCTAssertNotEqual(json["errorUnit"] as? String, "pt")
  }
}
