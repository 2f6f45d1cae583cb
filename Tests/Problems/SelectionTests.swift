import InsetEmulation
import InsetEngine
import XCTest

@testable import InsetProblems

/// A selection is a claim over the whole deployment range: judged per release on every device
/// that runs it and every orientation, switching at the strategies' exact availability, and
/// naming what it does not cover.
final class SelectionTests: XCTestCase {
  let registry = BuiltInProblems.registry()
  lazy var pipeline = Pipeline(registry: registry)

  private func batch(_ json: String) throws -> BatchRunner {
    let config = try BatchConfig.decode(JSONCursor.parse(json, file: "test-batch.json"), registry: registry)
    return try BatchRunner(pipeline: pipeline, config: config)
  }

  private func select(
    _ problem: ProblemID, devices: [String]? = nil, orientations: [Orientation] = Orientation.allCases,
    from target: OSVersion, policy: Policy = .default
  ) throws -> Selection {
    let catalog = DeviceCatalog.builtIn
    return try pipeline.select(
      pipeline.scenario(for: problem),
      devices: try devices.map { try $0.map(catalog.device) } ?? catalog.devices,
      orientations: orientations, policy: policy, deploymentTarget: target)
  }

  func test_batchSelection_switchesAtTheAPIsExactRelease_notAtTheMatrixsSampledReleases() throws {
    let runner = try batch(
      """
      {"matrix": {"os": ["16.0", "17.0", "18.0"], "problems": ["hosted-cell-safe-area"]},
       "deploymentTarget": "15.0"}
      """)
    let selection = try XCTUnwrap(runner.selections().first)
    XCTAssertEqual(selection.segments.first?.from, "15.0", "iOS 15.x is covered although the matrix skips it")
    XCTAssertEqual(selection.segments.last?.to, OSRelease.latest)
    let official = try XCTUnwrap(selection.segments.first { $0.choice == .strategy("safe-area-regions") })
    XCTAssertEqual(official.from, "16.4", "safeAreaRegions is iOS 16.4+")
    XCTAssertTrue(selection.code?.contains("#available(iOS 16.4, *)") ?? false, selection.code ?? "nil")
    XCTAssertTrue(selection.isComplete)
  }

  func test_batchSelection_isJudgedOnEveryMatrixDeviceRunningTheRelease_notOnlyTheSampledOnes() throws {
    // iOS 16.0 in this matrix runs on the iPhone 8 only (no home indicator); the selection still
    // judges 16.0 on every matrix device that runs it, so the defect there is not missed.
    let runner = try batch(
      """
      {"matrix": {"devices": ["iphone-8", "iphone-15-pro", "iphone-x"], "os": ["16.0", "17.0"],
                  "problems": ["hosted-cell-safe-area"]},
       "deploymentTarget": "15.0"}
      """)
    let selection = try XCTUnwrap(runner.selections().first)
    XCTAssertFalse(
      selection.segments.contains { $0.choice == .notNeeded }, selection.lines.joined(separator: "\n"))
    XCTAssertEqual(selection.devices, ["iphone-8", "iphone-15-pro", "iphone-x"])
  }

  /// A deployment target the named device cannot run (the closed Duo runs 27.1 and later): the
  /// releases before are judged on the known devices that run them, named as stand-ins, so the
  /// selection is complete and its code has the branches a 15.0 app needs.
  func test_selection_judgesTheReleasesNoNamedDeviceRunsOnTheDevicesThatRunThem_andNamesThem() throws {
    let selection = try select("hosted-cell-safe-area", devices: ["iphone-duo-closed"], from: "15.0")
    XCTAssertTrue(selection.isComplete, selection.lines.joined(separator: "\n"))
    XCTAssertEqual(selection.uncovered.map(Selection.range), [])
    XCTAssertTrue(selection.code?.contains("if #available(iOS 16.4, *)") ?? false, selection.code ?? "nil")
    XCTAssertEqual(selection.standIns.first?.from, "15.0")
    XCTAssertEqual(selection.standIns.last?.to, "27.0")
    XCTAssertFalse(selection.standIns.contains { $0.devices.contains("iphone-duo-closed") })
    XCTAssertTrue(selection.judgedOn.contains("which iphone-duo-closed does not run"), selection.judgedOn)
  }

  func test_selection_statesTheDevicesOrientationsAndReleasesItWasJudgedOn() throws {
    let selection = try select(
      "hosted-cell-safe-area", devices: ["iphone-x", "iphone-15-pro"], orientations: [.portrait], from: "16.0"
    )
    XCTAssertEqual(selection.devices, ["iphone-x", "iphone-15-pro"])
    XCTAssertEqual(selection.orientations, [.portrait])
    XCTAssertEqual(
      selection.releases, ["16.0", "16.4", "17.0"], "16.4: safeAreaRegions; 17.0: the iPhone X's last is 16.7"
    )
  }

  /// `uikit-layout-margins` reads 20 in portrait (right) but 75 in landscape on an iPhone 15 Pro
  /// (the safe area counted twice, seed 002): judged on portrait alone it looked like a fix.
  func test_layoutMarginsStrategy_isNeverSelected_becauseLandscapeMeasuresItWrong_seed002() throws {
    let portraitOnly = try select(
      "fixed-horizontal-padding", devices: ["iphone-15-pro"], orientations: [.portrait], from: "17.0")
    XCTAssertTrue(
      portraitOnly.segments.contains { $0.choice == .strategy("uikit-layout-margins") },
      portraitOnly.lines.joined(separator: "\n"))
    let everywhere = try select("fixed-horizontal-padding", from: "15.0")
    XCTAssertFalse(
      everywhere.segments.contains { $0.choice == .strategy("uikit-layout-margins") },
      everywhere.lines.joined(separator: "\n"))
    XCTAssertEqual(everywhere.segments.last?.choice, .strategy("container-content-margins"))
  }

  func test_aSegmentNoAllowedStrategyFixes_namesTheStrategyThePolicyRulesOut() throws {
    let noHacks = Policy(allowRuntimeHacks: false, allowRewrites: false)
    let selection = try select(
      "hosted-cell-safe-area", devices: ["iphone-15-pro"], from: "17.0", policy: noHacks)
    XCTAssertTrue(selection.isComplete, "16.4+ has the official API")
    let older = try select("hosted-cell-safe-area", devices: ["iphone-x"], from: "15.0", policy: noHacks)
    let gap = try XCTUnwrap(older.uncovered.first)
    XCTAssertEqual(Selection.range(gap), "iOS 15.0–15.8")
    XCTAssertEqual(
      older.uncovered.map(Selection.range), ["iOS 15.0–15.8", "iOS 16.0–16.3"],
      "the gap up to the official API (the releases the iPhone X does not run are judged on the devices that do)"
    )
    guard case .unresolved(let reason) = gap.choice else { return XCTFail() }
    XCTAssertTrue(reason.contains("dynamic-subclass"), reason)
  }
}
