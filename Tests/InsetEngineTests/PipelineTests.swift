import InsetEmulation
import InsetEngine
import XCTest

final class PipelineTests: XCTestCase {
  let faceID = try! DeviceCatalog.builtIn.device("iphone-15-pro")
  let homeButton = try! DeviceCatalog.builtIn.device("iphone-se-3")

  func env(_ device: DeviceProfile, _ os: OSVersion = "17.0") -> Environment {
    Environment(device: device, orientation: .portrait, os: os)
  }

  func test_verdictsComeFromMeasuringTheAppliedStrategy() throws {
    let pipeline = Pipeline(
      registry: try toyRegistry([ToySafeAreaStrategy(), ToyFixedStrategy(id: "fixed-20", offset: 20)]))
    let scenario = try pipeline.scenario(for: "toy-top-inset")
    let comparison = try pipeline.compare(scenario, in: env(faceID))
    let byID = Dictionary(uniqueKeysWithValues: comparison.verdicts.map { ($0.strategy.id, $0) })
    XCTAssertEqual(byID["as-is"]?.outcome?.maxErrorPoints, 20, "label height fully under a 59 pt top inset")
    XCTAssertEqual(byID["safe-top"]?.fixed, true)
    XCTAssertEqual(byID["fixed-20"]?.outcome?.maxErrorPoints, 20, "20 pt is not enough under a 59 pt inset")
    XCTAssertTrue(comparison.detected)
  }

  func test_sameStrategyIsRightOnOneDeviceAndWrongOnAnother() throws {
    let pipeline = Pipeline(registry: try toyRegistry([ToyFixedStrategy(id: "fixed-20", offset: 20)]))
    let scenario = try pipeline.scenario(for: "toy-top-inset")
    XCTAssertEqual(
      try pipeline.outcome(of: "fixed-20", in: env(homeButton), scenario: scenario).maxErrorPoints, 0)
    XCTAssertGreaterThan(
      try pipeline.outcome(of: "fixed-20", in: env(faceID), scenario: scenario).maxErrorPoints, 0)
  }

  func test_unavailableStrategyIsNotRunAndSaysWhichVersionItNeeds() throws {
    var late = ToySafeAreaStrategy()
    late.availability = .since("16.4")
    let pipeline = Pipeline(registry: try toyRegistry([late]))
    let scenario = try pipeline.scenario(for: "toy-top-inset")
    let verdict = try XCTUnwrap(
      try pipeline.compare(scenario, in: env(faceID, "16.0")).verdicts.first { $0.strategy.id == "safe-top" })
    XCTAssertFalse(verdict.available)
    XCTAssertNil(verdict.outcome)
    XCTAssertFalse(verdict.fixed)
    XCTAssertTrue(verdict.reasons.contains { $0.contains("16.4") }, "\(verdict.reasons)")
  }

  func test_contentFeatureTheStrategyCannotCarryMakesItIncompatible() throws {
    var picky = ToySafeAreaStrategy()
    picky.unsupportedContent = ["navigation-link": "not wired to a navigation controller"]
    let pipeline = Pipeline(registry: try toyRegistry([picky]))
    let plain = try pipeline.scenario(for: "toy-top-inset")
    let linked = try pipeline.scenario(
      for: "toy-top-inset",
      override: JSONCursor.parse(#"{"contentFeatures": ["navigation-link"]}"#, file: "s.json"))
    let withoutLink = try XCTUnwrap(
      try pipeline.compare(plain, in: env(faceID)).verdicts.first { $0.strategy.id == "safe-top" })
    let withLink = try XCTUnwrap(
      try pipeline.compare(linked, in: env(faceID)).verdicts.first { $0.strategy.id == "safe-top" })
    XCTAssertTrue(withoutLink.usable)
    XCTAssertFalse(withLink.compatible)
    XCTAssertTrue(
      withLink.fixed, "still measured: the geometry is right, the content is what it cannot carry")
    XCTAssertFalse(withLink.usable)
    XCTAssertTrue(
      withLink.reasons.contains("content has navigation-link: not wired to a navigation controller"),
      "\(withLink.reasons)")
  }

  func test_policyForbiddingATraitMarksTheStrategyNotAllowed() throws {
    let pipeline = Pipeline(registry: try toyRegistry([ToyFixedStrategy(id: "fixed-59", offset: 59)]))
    let scenario = try pipeline.scenario(for: "toy-top-inset")
    let policy = Policy(allowRuntimeHacks: false)
    let verdict = try XCTUnwrap(
      try pipeline.compare(scenario, in: env(faceID), policy: policy).verdicts.first {
        $0.strategy.id == "fixed-59"
      })
    XCTAssertTrue(verdict.fixed)
    XCTAssertFalse(verdict.allowed)
    XCTAssertFalse(verdict.usable)
  }

  func test_rankingPutsUsableStrategiesFirstAndLowerRiskBeforeHigher() throws {
    let pipeline = Pipeline(
      registry: try toyRegistry([ToyFixedStrategy(id: "fixed-59", offset: 59), ToySafeAreaStrategy()]))
    let scenario = try pipeline.scenario(for: "toy-top-inset")
    let ids = try pipeline.compare(scenario, in: env(faceID)).verdicts.map(\.strategy.id)
    XCTAssertEqual(ids, ["safe-top", "fixed-59", "as-is"])
  }

  func test_policyPreferenceOutranksRisk() throws {
    let pipeline = Pipeline(
      registry: try toyRegistry([ToyFixedStrategy(id: "fixed-59", offset: 59), ToySafeAreaStrategy()]))
    let scenario = try pipeline.scenario(for: "toy-top-inset")
    let ids = try pipeline.compare(scenario, in: env(faceID), policy: Policy(prefer: ["fixed-59"])).verdicts
      .map(\.strategy.id)
    XCTAssertEqual(ids.first, "fixed-59")
  }

  func test_selectionSwitchesStrategyWhereTheOfficialAPIAppears() throws {
    var official = ToySafeAreaStrategy()
    official.availability = .since("16.4")
    let pipeline = Pipeline(
      registry: try toyRegistry([official, ToyFixedStrategy(id: "fixed-59", offset: 59)]))
    let scenario = try pipeline.scenario(for: "toy-top-inset")
    // The iPhone 11 runs iOS 13 on: every release from the target has a device to judge it on.
    let iPhone11 = try DeviceCatalog.builtIn.device("iphone-11")
    let selection = try pipeline.select(
      scenario, devices: [iPhone11], orientations: [.portrait], policy: .default, deploymentTarget: "15.0")
    XCTAssertEqual(selection.segments.map(\.choice), [.strategy("fixed-59"), .strategy("safe-top")])
    XCTAssertEqual(selection.segments.last?.from, "16.4")
    let code = try XCTUnwrap(selection.code)
    XCTAssertTrue(code.hasPrefix("if #available(iOS 16.4, *) {"), code)
    XCTAssertTrue(code.contains("} else {\n    label.frame.origin.y = 59"), code)
  }

  func test_selectionSaysPlainlyWhenThePolicyRulesOutEveryWorkingStrategy() throws {
    let pipeline = Pipeline(registry: try toyRegistry([ToyFixedStrategy(id: "fixed-59", offset: 59)]))
    let scenario = try pipeline.scenario(for: "toy-top-inset")
    let selection = try pipeline.select(
      scenario, devices: [faceID], orientations: [.portrait], policy: Policy(allowRuntimeHacks: false),
      deploymentTarget: "27.0")
    XCTAssertNil(selection.code)
    guard case .unresolved(let reason) = selection.segments.first?.choice else {
      return XCTFail("expected no choice")
    }
    XCTAssertTrue(reason.contains("rule out every working strategy"), reason)
    XCTAssertTrue(reason.contains("fixed-59"), reason)
  }

  func test_selectionDoesNotMeasureWhatThePolicyRulesOut_whenAnAllowedStrategyWorks() throws {
    let runs = ApplyCount()
    let pipeline = Pipeline(
      registry: try toyRegistry([
        ToySafeAreaStrategy(), ToyFixedStrategy(id: "fixed-59", offset: 59, runs: runs),
      ]))
    let scenario = try pipeline.scenario(for: "toy-top-inset")
    let selection = try pipeline.select(
      scenario, devices: [faceID], orientations: [.portrait], policy: Policy(allowRuntimeHacks: false),
      deploymentTarget: "27.0")
    XCTAssertEqual(selection.segments.map(\.choice), [.strategy("safe-top")])
    XCTAssertEqual(runs.value, 0, "a runtime hack the policy forbids is not run while safe-top works")
    _ = try pipeline.select(
      scenario, devices: [faceID], orientations: [.portrait], policy: .default, deploymentTarget: "27.0")
    XCTAssertGreaterThan(runs.value, 0, "allowed, it is measured")
  }

  func test_aComposite_isMeasuredOnce_withTheRegisteredStrategyItRunsOnARelease() throws {
    let runs = ApplyCount()
    let older = ToyFixedStrategy(id: "fixed-59", offset: 59, runs: runs)
    let composite = CompositeStrategy<ToyProblem>(
      id: "safe-top-else-fixed", summary: "", source: "engine tests", from: "16.4",
      use: ToySafeAreaStrategy(),
      else: older)
    let pipeline = Pipeline(
      registry: try toyRegistry([ToySafeAreaStrategy(), older, composite], breakpoints: []))
    let scenario = try pipeline.scenario(for: "toy-top-inset")
    let alone = try pipeline.outcome(of: "fixed-59", in: env(faceID, "15.0"), scenario: scenario)
    let asBranch = try pipeline.outcome(
      of: "safe-top-else-fixed", in: env(faceID, "15.0"), scenario: scenario)
    XCTAssertEqual(runs.value, 1, "the composite below 16.4 is fixed-59's measurement")
    XCTAssertEqual(alone.maxErrorPoints, asBranch.maxErrorPoints)
  }

  func test_aCompositeWhoseBranchDiffersFromTheRegisteredStrategyOfItsID_isMeasuredOnItsOwn() throws {
    let runs = ApplyCount()
    let registered = ToyFixedStrategy(id: "fixed", offset: 59, runs: runs)
    let composite = CompositeStrategy<ToyProblem>(
      id: "safe-top-else-fixed", summary: "", source: "engine tests", from: "16.4",
      use: ToySafeAreaStrategy(),
      else: ToyFixedStrategy(id: "fixed", offset: 20, runs: runs))
    let pipeline = Pipeline(
      registry: try toyRegistry([ToySafeAreaStrategy(), registered, composite], breakpoints: []))
    let scenario = try pipeline.scenario(for: "toy-top-inset")
    let alone = try pipeline.outcome(of: "fixed", in: env(faceID, "15.0"), scenario: scenario)
    let asBranch = try pipeline.outcome(
      of: "safe-top-else-fixed", in: env(faceID, "15.0"), scenario: scenario)
    XCTAssertEqual(runs.value, 2)
    XCTAssertEqual(alone.maxErrorPoints, 0, "59 pt clears the Face ID status bar")
    XCTAssertGreaterThan(asBranch.maxErrorPoints, 0, "the composite's own branch moves the label 20 pt")
  }

  func test_aSerialComparisonAskedToStop_measuresNoFurtherEnvironment() throws {
    let runs = ApplyCount()
    var pipeline = Pipeline(
      registry: try toyRegistry([ToyFixedStrategy(id: "fixed-59", offset: 59, runs: runs)]))
    pipeline.parallel = false
    pipeline.stopped = { runs.value > 0 }
    let scenario = try pipeline.scenario(for: "toy-top-inset")
    XCTAssertThrowsError(try pipeline.compare(scenario, in: [env(faceID), env(homeButton)])) {
      XCTAssertTrue($0 is Pipeline.Stopped)
    }
    XCTAssertEqual(runs.value, 1, "the first environment only")
  }

  func test_selectionNeedsNothingWhereTheAsIsCodeIsRight() throws {
    let pipeline = Pipeline(registry: try toyRegistry([ToySafeAreaStrategy()]))
    let scenario = try pipeline.scenario(for: "toy-top-inset")
    let selection = try pipeline.select(
      scenario, devices: [homeButton], orientations: [.landscapeLeft], policy: .default,
      deploymentTarget: "27.0")
    XCTAssertEqual(selection.segments.map(\.choice), [.notNeeded])
  }

  func test_scenarioOverrideIsLaidOverTheDefaultsAndUnknownKeysAreRejected() throws {
    let pipeline = Pipeline(registry: try toyRegistry([]))
    let override = try JSONCursor.parse(#"{"labelHeight": 80}"#, file: "s.json")
    let outcome = try pipeline.outcome(
      of: "as-is", in: env(faceID), scenario: pipeline.scenario(for: "toy-top-inset", override: override))
    XCTAssertEqual(outcome.maxErrorPoints, 59, "an 80 pt label loses the full 59 pt inset")
    let typo = try JSONCursor.parse(#"{"labelHieght": 80}"#, file: "s.json")
    XCTAssertThrowsError(try pipeline.scenario(for: "toy-top-inset", override: typo)) { error in
      XCTAssertEqual(
        "\(error)",
        "s.json: $: unknown key 'labelHieght' (did you mean 'labelHeight'?); valid keys: labelHeight, contentFeatures"
      )
    }
  }

  func test_registeringTheSameStrategyIDTwiceIsAnError() throws {
    XCTAssertThrowsError(try toyRegistry([ToySafeAreaStrategy(), ToySafeAreaStrategy()]))
  }

  func test_registeringAStrategyBeforeItsProblemIsAnError() {
    var registry = Registry()
    XCTAssertThrowsError(try registry.register(ToySafeAreaStrategy()))
  }

  func test_unknownProblemListsTheValidOnes() throws {
    let pipeline = Pipeline(registry: try toyRegistry([]))
    XCTAssertThrowsError(try pipeline.scenario(for: "toy")) { error in
      XCTAssertEqual(
        "\(error)", "unknown problem 'toy' (did you mean 'toy-top-inset'?); valid: toy-top-inset")
    }
  }
}
