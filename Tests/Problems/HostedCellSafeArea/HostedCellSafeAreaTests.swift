import InsetEmulation
import InsetEngine
import XCTest

@testable import InsetProblems

/// `hosted-cell-safe-area`: every claim of seeds/000_e467fd89df5436b1.txt (seed 000), one
/// strategy per test, through the public pipeline; the verdicts come out of the emulation.
final class HostedCellSafeAreaTests: XCTestCase {
  let problem: ProblemID = "hosted-cell-safe-area"
  let pipeline = Pipeline(registry: BuiltInProblems.registry())

  func environment(
    _ orientation: Orientation = .portrait, os: OSVersion = "17.0", device: String = "iphone-15-pro"
  ) throws -> Environment {
    Environment(device: try DeviceCatalog.builtIn.device(device), orientation: orientation, os: os)
  }

  func scenario(_ override: String? = nil) throws -> PreparedScenario {
    try pipeline.scenario(
      for: problem, override: override.map { try JSONCursor.parse($0, file: "test.json") })
  }

  func verdict(_ id: StrategyID, _ env: Environment, scenario: PreparedScenario? = nil) throws -> Verdict {
    let comparison = try pipeline.compare(scenario ?? self.scenario(), in: env, strategies: [id])
    return try XCTUnwrap(comparison.verdicts.first)
  }

  func details(_ id: StrategyID, _ env: Environment) throws -> JSONValue {
    try pipeline.outcome(of: id, in: env, scenario: scenario()).details
  }

  func number(_ value: JSONValue?) -> Double? {
    if case .number(let number)? = value { return number }
    return nil
  }

  // MARK: Registration

  func test_plugin_registersTheProblemAndEveryStrategyOfIssue2() throws {
    let ids = try pipeline.registry.strategies(for: problem).map(\.id)
    XCTAssertEqual(
      ids,
      [
        "hosting-controller", "ignores-safe-area", "safe-area-regions", "dynamic-subclass", "swizzle",
        "private-disable-safe-area", "hosting-configuration", "hosting-configuration-zero-margins",
        "uikit-cell",
        "official-or-dynamic-subclass",
      ])
    XCTAssertEqual(
      try pipeline.registry.strategies(for: problem).filter(\.isBaseline).map(\.id), ["hosting-controller"])
    XCTAssertTrue(try pipeline.registry.problem(problem).source.contains("safeAreaRegions"))
  }

  /// Sources are printed by `list` and JSON reports: they cite public documents a user can read,
  /// never the project's internal notes.
  func test_everyProblemAndStrategy_citesAPublicSource_notAnInternalPath() throws {
    let registry = BuiltInProblems.registry()
    for problem in registry.problems {
      XCTAssertFalse(problem.source.isEmpty, problem.id.rawValue)
      XCTAssertFalse(
        problem.source.contains("seeds/") || problem.source.hasSuffix(".txt"), problem.id.rawValue)
      for strategy in try registry.strategies(for: problem.id) {
        XCTAssertFalse(strategy.source.isEmpty, strategy.id.rawValue)
        XCTAssertFalse(
          strategy.source.contains("seeds/") || strategy.source.contains(".txt"), strategy.id.rawValue)
      }
    }
  }

  // MARK: Seed 000 claims

  func test_asIsHostingController_losesPointsInCellsAtTheEdges_seed000() throws {
    let v = try verdict("hosting-controller", environment(os: "16.0"))
    XCTAssertFalse(v.fixed)
    XCTAssertGreaterThan(try XCTUnwrap(v.outcome).maxErrorPoints, 0)
    XCTAssertTrue(try pipeline.compare(scenario(), in: environment()).detected)
  }

  func test_cellsLaidOutInsideTheSafeRegion_areRight_seed000() throws {
    let inside = try details("hosting-controller", environment())["insideSafeRegion"]
    XCTAssertGreaterThan(try XCTUnwrap(number(inside?["cellsMeasured"])), 0)
    XCTAssertEqual(number(inside?["cellsWrong"]), 0)
  }

  func test_cellsEmergingAtAnEdge_areWrong_seed000() throws {
    let atEdge = try details("hosting-controller", environment())["atUnsafeEdge"]
    let measured = try XCTUnwrap(number(atEdge?["cellsMeasured"]))
    XCTAssertGreaterThan(measured, 0)
    XCTAssertEqual(number(atEdge?["cellsWrong"]), measured)
  }

  /// Seed 000: "the cell's frame is right, but the content inside is smaller". On the world: the
  /// fifth cell at rest reaches 811...991 on an 852 pt screen whose safe region ends at 818.
  func test_cellEmergingAtTheBottomEdge_keepsItsFrameButItsContentLosesTheOverlap_seed000() throws {
    let env = try environment()
    let prepared = HostedCellSafeAreaProblem()
    let world = prepared.makeWorld(
      in: env,
      scenario: HostedCellSafeAreaScenario(cellHeight: 180, cellSpacing: 8, itemCount: 40, scrollTrace: [0]))
    world.scroll(toDistance: 0)
    let cell = try XCTUnwrap(world.visibleCells.first { $0.index == 4 }?.cell)
    XCTAssertEqual(cell.frameInWindow, Rect(x: 0, y: 811, width: 393, height: 180))
    XCTAssertEqual(cell.displayedContentFrameInWindow, Rect(x: 0, y: 811, width: 393, height: 7))
    let first = try XCTUnwrap(world.visibleCells.first { $0.index == 0 }?.cell)
    XCTAssertEqual(first.displayedContentFrameInWindow, first.frameInWindow)
  }

  func test_landscape_putsFullWidthCellsUnderTheSensorHousing_seed000() throws {
    let d = try details("hosting-controller", environment(.landscapeLeft))
    XCTAssertEqual(number(d["maxLostPerEdge"]?["left"]), 59)
    XCTAssertEqual(number(d["maxLostPerEdge"]?["right"]), 59)
    XCTAssertEqual(number(d["insideSafeRegion"]?["cellsMeasured"]), 0)
    XCTAssertEqual(number(d["cellsWrong"]), number(d["cellsMeasured"]))
  }

  func test_ignoresSafeArea_doesNotHelp_seed000() throws {
    let env = try environment()
    let v = try verdict("ignores-safe-area", env)
    XCTAssertFalse(v.fixed)
    XCTAssertEqual(
      v.outcome?.maxErrorPoints,
      try pipeline.outcome(of: "hosting-controller", in: env, scenario: scenario()).maxErrorPoints)
  }

  func test_safeAreaRegions_isUnavailableBelow16_4_seed000() throws {
    let v = try verdict("safe-area-regions", environment(os: "16.3"))
    XCTAssertFalse(v.available)
    XCTAssertNil(v.outcome)
    XCTAssertTrue(v.reasons.contains { $0.contains("16.4") })
  }

  func test_safeAreaRegions_fixesTheCellsFrom16_4_seed000() throws {
    for os: OSVersion in ["16.4", "17.0", "18.0"] {
      let v = try verdict("safe-area-regions", environment(os: os))
      XCTAssertTrue(v.usable, "iOS \(os)")
    }
  }

  func test_dynamicSubclass_fixesTheCellsOnEveryOS_seed000() throws {
    for os in OSRelease.all where os.minor == 0 || os == "16.3" {
      let v = try verdict("dynamic-subclass", environment(os: os))
      XCTAssertTrue(v.fixed, "iOS \(os)")
      XCTAssertEqual(v.outcome?.collateralPoints, 0, "iOS \(os)")
    }
  }

  func test_dynamicSubclass_generatesOneClassForEveryCellAndLeavesTheControlAlone_seed000() throws {
    let d = try details("dynamic-subclass", environment())
    XCTAssertGreaterThan(try XCTUnwrap(number(d["cellsConfigured"])), 5)
    XCTAssertEqual(number(d["generatedClasses"]), 1)
    XCTAssertEqual(d["hostingViewClasses"], ["_UIHostingView_IgnoreSafeArea"])
    XCTAssertEqual(number(d["controlContentError"]), 0)
  }

  func test_swizzle_fixesTheCellsButDamagesTheFullScreenHostingController_seed000() throws {
    let v = try verdict("swizzle", environment())
    XCTAssertTrue(v.fixed)
    XCTAssertGreaterThan(try XCTUnwrap(v.outcome).collateralPoints, 0)
    XCTAssertFalse(v.usable)
    XCTAssertTrue(v.strategy.traits.isSuperset(of: [.runtimeHack, .globalSideEffect]))
    XCTAssertEqual(number(v.outcome?.details["swizzledMethods"]), 1)
  }

  func test_privateDisableSafeArea_fixesTheCellsButIsPrivateAPI_seed000() throws {
    let v = try verdict("private-disable-safe-area", environment(os: "16.0"))
    XCTAssertTrue(v.clean)
    XCTAssertTrue(v.strategy.traits.contains(.privateAPI))
    XCTAssertFalse(v.allowed, "the default policy forbids private API")
  }

  func test_hostingConfiguration_isAvailableFrom16_0_seed000() throws {
    XCTAssertFalse(try verdict("hosting-configuration", environment(os: "15.8")).available)
    XCTAssertTrue(try verdict("hosting-configuration", environment(os: "16.0")).available)
  }

  func test_hostingConfiguration_insetsTheContentByItsDefaultMargins_seed000() throws {
    let v = try verdict("hosting-configuration", environment(os: "16.0"))
    XCTAssertFalse(v.fixed)
    XCTAssertEqual(v.outcome?.maxErrorPoints, 8)
    XCTAssertEqual(v.outcome?.details["worstCell"]?["cause"], "hosting-configuration-margins")
    XCTAssertTrue(v.reasons.contains { $0.contains("margins") })
  }

  func test_hostingConfigurationWithZeroMargins_fixesTheCells_seed000() throws {
    let v = try verdict("hosting-configuration-zero-margins", environment(os: "16.0"))
    XCTAssertTrue(v.usable)
    XCTAssertEqual(v.outcome?.maxErrorPoints, 0)
  }

  func test_pureUIKitCell_hasNoSafeAreaProblemButIsARewrite_seed000() throws {
    let v = try verdict("uikit-cell", environment(.landscapeRight, os: "15.0"))
    XCTAssertTrue(v.clean)
    XCTAssertTrue(v.strategy.traits.contains(.rewrite))
    XCTAssertEqual(v.outcome?.details["hostingViewClasses"], [])
  }

  func test_officialOrDynamicSubclass_switchesAt16_4_seed000() throws {
    let below = try details("official-or-dynamic-subclass", environment(os: "16.3"))
    let above = try details("official-or-dynamic-subclass", environment(os: "16.4"))
    XCTAssertEqual(number(below["generatedClasses"]), 1)
    XCTAssertEqual(number(above["generatedClasses"]), 0)
    for os: OSVersion in ["15.0", "16.3", "16.4", "17.0"] {
      XCTAssertTrue(try verdict("official-or-dynamic-subclass", environment(os: os)).usable, "iOS \(os)")
    }
    let info = try XCTUnwrap(
      pipeline.registry.strategies(for: problem).first { $0.id == "official-or-dynamic-subclass" })
    XCTAssertTrue(info.code.contains("if #available(iOS 16.4, *)"))
  }

  func test_contentFeatures_makeTheHostingConfigurationStrategiesIncompatible_seed000() throws {
    for feature in HostedCellSafeAreaScenario.knownContentFeatures {
      let s = try scenario(#"{"contentFeatures": ["\#(feature.rawValue)"]}"#)
      let comparison = try pipeline.compare(s, in: environment())
      for v in comparison.verdicts {
        let isConfiguration = v.strategy.id.rawValue.hasPrefix("hosting-configuration")
        XCTAssertEqual(v.compatible, !isConfiguration, "\(v.strategy.id) with \(feature.rawValue)")
        if isConfiguration {
          XCTAssertTrue(v.reasons.contains { $0.contains(feature.rawValue) }, "\(v.reasons)")
        }
      }
    }
  }

  func test_defaultPolicy_selectsTheSubclassBelow16_4AndTheOfficialAPIFrom16_4_seed000() throws {
    let devices = try ["iphone-11", "iphone-15-pro"].map(DeviceCatalog.builtIn.device)
    let selection = try pipeline.select(
      scenario(), devices: devices, orientations: [.portrait, .landscapeLeft], policy: .default,
      deploymentTarget: "15.0")
    XCTAssertEqual(selection.segments.first?.choice, .strategy("dynamic-subclass"))
    XCTAssertEqual(selection.segments.last?.choice, .strategy("safe-area-regions"))
    XCTAssertEqual(selection.segments.last?.from, "16.4")
  }

  func test_sameInput_givesIdenticalDetailsJSON() throws {
    let env = try environment(.landscapeLeft, os: "16.0")
    for id in try pipeline.registry.strategies(for: problem).map(\.id) {
      let first = try pipeline.outcome(of: id, in: env, scenario: scenario()).details.serialized()
      let second = try pipeline.outcome(of: id, in: env, scenario: scenario()).details.serialized()
      XCTAssertEqual(first, second, id.rawValue)
    }
  }

  /// The worst cell measured (180 pt short) emerges at the bottom, nearly all of it below the
  /// screen; the snapshot shows the worst cell a user sees, under the Dynamic Island, with the
  /// 59 pt lost on screen as its dimension, and its caption names the larger one.
  func test_snapshot_showsTheWorstCellOnScreen_withTheErrorSeenThereAsADimension() throws {
    let outcome = try pipeline.outcome(of: "hosting-controller", in: environment(), scenario: scenario())
    let snapshot = try XCTUnwrap(outcome.worst)
    XCTAssertEqual(snapshot.screen, Size(width: 393, height: 852))
    XCTAssertEqual(snapshot.unsafe, EdgeInsets(top: 59, bottom: 34))
    XCTAssertEqual(snapshot.shapes.map(\.role), [.container, .content, .expected])
    let cell = snapshot.shapes[0].rect
    let onScreen = cell.intersection(Rect(origin: .zero, size: snapshot.screen))
    XCTAssertGreaterThan(onScreen.height, cell.height / 2)
    XCTAssertEqual(try XCTUnwrap(snapshot.dimension).length, 59, accuracy: 0.01)
    XCTAssertEqual(outcome.maxErrorPoints, 180, accuracy: 0.01)
    XCTAssertTrue(snapshot.caption.contains("the largest error, 180 pt"), snapshot.caption)
  }

  func test_swizzle_recordsTheControlScreenAsTheVictim_withItsDisplacement() throws {
    let outcome = try pipeline.outcome(of: "swizzle", in: environment(), scenario: scenario())
    let victim = try XCTUnwrap(outcome.collateral)
    XCTAssertGreaterThan(outcome.collateralPoints, 0)
    XCTAssertEqual(try XCTUnwrap(victim.dimension).length, outcome.collateralPoints, accuracy: 0.01)
  }

  func test_snapshotOfAFixedStrategy_stillShowsACellAtAnUnsafeEdge() throws {
    let outcome = try pipeline.outcome(of: "dynamic-subclass", in: environment(), scenario: scenario())
    let snapshot = try XCTUnwrap(outcome.worst)
    let cell = snapshot.shapes[0].rect
    XCTAssertLessThan(cell.minY, snapshot.unsafe.top, "the pictured cell reaches under the status bar")
    XCTAssertEqual(cell, snapshot.shapes[1].rect, "its content fills it")
  }

  // MARK: Scenario input

  func test_scrollTrace_acceptsAListOrARange() throws {
    let list = try HostedCellSafeAreaScenario.decode(
      JSONCursor.parse(
        #"{"cellHeight": 100, "cellSpacing": 0, "itemCount": 3, "scrollTrace": [0, 15]}"#, file: "s.json"))
    XCTAssertEqual(list.scrollTrace, [0, 15])
    let range = try HostedCellSafeAreaScenario.decode(
      JSONCursor.parse(
        #"{"cellHeight": 100, "cellSpacing": 0, "itemCount": 3, "scrollTrace": {"from": 10, "to": 30, "step": 10}}"#,
        file: "s.json"))
    XCTAssertEqual(range.scrollTrace, [10, 20, 30])
    XCTAssertTrue(range.controlScreen)
  }

  func assertInputError(_ override: String, mentions expected: [String], line: UInt = #line) {
    XCTAssertThrowsError(try scenario(override), line: line) { error in
      let message = String(describing: error)
      XCTAssertTrue(error is InputError, message, line: line)
      XCTAssertFalse(message.contains("\n"), message, line: line)
      for text in expected {
        XCTAssertTrue(message.contains(text), "'\(text)' not in: \(message)", line: line)
      }
    }
  }

  func test_badScenario_zeroCellHeight_namesThePath() {
    assertInputError(
      #"{"cellHeight": 0}"#,
      mentions: ["test.json", "$.cellHeight", "expected a number in 1...10000, found 0"])
  }

  func test_badScenario_negativeSpacingAndCount_nameThePath() {
    assertInputError(#"{"cellSpacing": -2}"#, mentions: ["$.cellSpacing"])
    assertInputError(#"{"itemCount": -1}"#, mentions: ["$.itemCount"])
    assertInputError(#"{"itemCount": 2.5}"#, mentions: ["$.itemCount", "integer"])
  }

  func test_badScenario_wrongTypes_nameThePathAndTheExpectedType() {
    assertInputError(#"{"cellHeight": "tall"}"#, mentions: ["$.cellHeight", "expected number, found string"])
    assertInputError(#"{"scrollTrace": "down"}"#, mentions: ["$.scrollTrace", "found string"])
    assertInputError(#"{"scrollTrace": [0, "x"]}"#, mentions: ["$.scrollTrace[1]"])
    assertInputError(#"{"controlScreen": 1}"#, mentions: ["$.controlScreen", "boolean"])
  }

  func test_badScenario_badRange_namesTheKey() {
    assertInputError(#"{"scrollTrace": {"step": 0}}"#, mentions: ["$.scrollTrace.step"])
    assertInputError(#"{"scrollTrace": {"from": 50, "to": 10}}"#, mentions: ["$.scrollTrace.to"])
    assertInputError(#"{"scrollTrace": {"to": 1000000, "step": 1}}"#, mentions: ["$.scrollTrace", "at most"])
    assertInputError(#"{"scrollTrace": []}"#, mentions: ["$.scrollTrace", "non-empty"])
  }

  func test_badScenario_unknownFeature_listsTheValidOnes() {
    assertInputError(
      #"{"contentFeatures": ["navigation-links"]}"#,
      mentions: ["$.contentFeatures[0]", "did you mean 'navigation-link'", "two-way-binding"])
  }

  func test_badScenario_misspelledKey_suggestsTheKnownOne() {
    assertInputError(
      #"{"cellHieght": 10}"#, mentions: ["unknown key 'cellHieght'", "did you mean 'cellHeight'"])
  }
}

extension HostedCellSafeAreaTests {
  /// On a folding phone in landscape the list lays its cells out under the bar: a strategy that
  /// lets the content fill its cell is right by this problem's measure (the content matches the
  /// cell), and the outcome says that the cell itself reaches under the bar, and whose job that is.
  func test_aFixedCellUnderAFoldingPhonesBar_isRight_andItsNoteSaysTheListPlacesTheCellThere() throws {
    let env = try environment(.landscapeRight, os: "17.0", device: "iphone-duo-closed")
    let v = try verdict("safe-area-regions", env)
    XCTAssertEqual(v.outcome?.maxErrorPoints, 0)
    let note = try XCTUnwrap(v.outcome?.notes.first { $0.contains("cells themselves reach under") })
    XCTAssertTrue(note.contains("landscape-side-safe-area"), note)
    XCTAssertFalse(note.contains("0 pt on the left, 0 pt"), note)
  }

  func test_cellsInsideTheSafeArea_getNoSideNote() throws {
    let v = try verdict("safe-area-regions", environment(.portrait, os: "17.0"))
    XCTAssertFalse(v.outcome?.notes.contains { $0.contains("cells themselves reach under") } ?? true)
  }
}
