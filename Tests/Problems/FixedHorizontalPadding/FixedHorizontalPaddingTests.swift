import InsetEmulation
import InsetEngine
import XCTest

@testable import InsetProblems

/// `fixed-horizontal-padding`, through the public pipeline. Every claim cites seed 002
/// (`seeds/002_fb503c2b2ddefea1.txt`).
final class FixedHorizontalPaddingTests: XCTestCase {
  let pipeline = Pipeline(registry: BuiltInProblems.registry())
  let problem: ProblemID = "fixed-horizontal-padding"

  private func environment(_ device: String, _ orientation: Orientation = .portrait, os: OSVersion = "27.1")
    throws -> Environment
  {
    Environment(device: try DeviceCatalog.builtIn.device(device), orientation: orientation, os: os)
  }

  private func scenario(enclosingPadding: Double? = nil) throws -> PreparedScenario {
    let override = enclosingPadding.map {
      JSONCursor(.object([("enclosingPadding", .number($0))]), file: "test-scenario.json")
    }
    return try pipeline.scenario(for: problem, override: override)
  }

  private func outcome(_ strategy: StrategyID, _ environment: Environment, enclosingPadding: Double? = nil)
    throws -> Outcome
  {
    try pipeline.outcome(
      of: strategy, in: environment, scenario: scenario(enclosingPadding: enclosingPadding))
  }

  private func number(_ value: JSONValue?) -> Double? {
    if case .number(let number)? = value { return number }
    return nil
  }

  /// `details.<side>.<key>`, e.g. `edge(outcome, "leading", "actual")`.
  private func edge(_ outcome: Outcome, _ side: String, _ key: String) -> Double? {
    number(outcome.details[side]?[key])
  }

  // MARK: 16 vs 20

  func test_fixed16_isFourPointsShortOfTheTitle_onA20PointDevice_seed002() throws {
    let result = try outcome("fixed-16", environment("iphone-15-pro"))
    XCTAssertEqual(number(result.details["systemMargins"]?["leading"]), 20)
    XCTAssertEqual(edge(result, "leading", "expected"), 20)
    XCTAssertEqual(edge(result, "leading", "actual"), 16)
    XCTAssertEqual(edge(result, "leading", "error"), 4)
    XCTAssertEqual(edge(result, "trailing", "error"), 4)
    XCTAssertEqual(result.maxErrorPoints, 4)
    XCTAssertTrue(result.notes.contains { $0.contains("4 pt short") }, "\(result.notes)")
  }

  func test_fixed16_linesUpWithTheTitle_onA16PointDevice_seed002() throws {
    let result = try outcome("fixed-16", environment("iphone-se-3"))
    XCTAssertEqual(edge(result, "leading", "expected"), 16)
    XCTAssertEqual(result.maxErrorPoints, 0)
  }

  func test_defaultPadding_is16Everywhere_soItIsAlso4PointsShortOnA20PointDevice_seed002() throws {
    let result = try outcome("default-padding", environment("iphone-18-pro-max"))
    XCTAssertEqual(number(result.details["padding"]?["leading"]), 16)
    XCTAssertEqual(edge(result, "leading", "error"), 4)
  }

  func test_fixed16IsTheDetectedBaseline_onA20PointDevice_andNotOnA16PointDevice_seed002() throws {
    let twenty = try pipeline.compare(scenario(), in: environment("iphone-15-pro"))
    XCTAssertTrue(twenty.detected)
    let sixteen = try pipeline.compare(scenario(), in: environment("iphone-se-3"))
    XCTAssertFalse(sixteen.detected)
  }

  // MARK: iPhone Duo

  func test_closedDuo_hasZeroMarginNextToTheBar_andTwentyOpposite_swappedByRotation_seed002() throws {
    let portrait = try outcome("container-content-margins", environment("iphone-duo-closed", .portrait))
    XCTAssertEqual(number(portrait.details["systemMargins"]?["leading"]), 20)
    XCTAssertEqual(number(portrait.details["systemMargins"]?["trailing"]), 0)
    XCTAssertEqual(number(portrait.details["safeArea"]?["right"]), 84, "the bar is on the right in portrait")
    let landscape = try outcome("container-content-margins", environment("iphone-duo-closed", .landscapeLeft))
    XCTAssertEqual(number(landscape.details["systemMargins"]?["leading"]), 0)
    XCTAssertEqual(number(landscape.details["systemMargins"]?["trailing"]), 20)
    XCTAssertEqual(
      number(landscape.details["safeArea"]?["left"]), 84, "the bar is on the left in landscape-left")
  }

  func test_fixed16_missesBothEdgesOfTheClosedDuo_inBothOrientations_seed002() throws {
    let portrait = try outcome("fixed-16", environment("iphone-duo-closed", .portrait))
    XCTAssertEqual(edge(portrait, "leading", "error"), 4)
    XCTAssertEqual(edge(portrait, "trailing", "error"), 16)
    let landscape = try outcome("fixed-16", environment("iphone-duo-closed", .landscapeLeft))
    XCTAssertEqual(edge(landscape, "leading", "error"), 16)
    XCTAssertEqual(edge(landscape, "trailing", "error"), 4)
  }

  func test_containerContentMargins_isExactOnBothEdgesOfTheClosedDuo_inBothOrientations_seed002() throws {
    for orientation in [Orientation.portrait, .landscapeLeft] {
      let result = try outcome("container-content-margins", environment("iphone-duo-closed", orientation))
      XCTAssertEqual(edge(result, "leading", "error"), 0, "\(orientation)")
      XCTAssertEqual(edge(result, "trailing", "error"), 0, "\(orientation)")
    }
  }

  // MARK: UIKit vs SwiftUI

  func test_uikitLayoutMargins_count78AgainstSwiftUI16_inLandscapeOn18ProMax_seed002() throws {
    let result = try outcome("uikit-layout-margins", environment("iphone-18-pro-max", .landscapeLeft))
    XCTAssertEqual(number(result.details["valueRead"]?["leading"]), 78)
    XCTAssertEqual(number(result.details["systemMargins"]?["leading"]), 16)
    XCTAssertEqual(edge(result, "leading", "expected"), 62 + 16)
    XCTAssertEqual(edge(result, "leading", "actual"), 62 + 78)
    XCTAssertEqual(edge(result, "leading", "error"), 62, "the safe area, counted twice")
    XCTAssertEqual(result.maxErrorPoints, 62)
  }

  func test_uikitLayoutMargins_read84NextToTheDuosBar_whereSwiftUIHasZero_seed002() throws {
    let result = try outcome("uikit-layout-margins", environment("iphone-duo-closed", os: "27.1"))
    XCTAssertEqual(number(result.details["valueRead"]?["trailing"]), 84)
    XCTAssertEqual(number(result.details["systemMargins"]?["trailing"]), 0)
    XCTAssertEqual(edge(result, "trailing", "error"), 84)
  }

  // MARK: Where the proxy is read

  func test_geometryReadAtTop_isWrongInsidePadding_readInPlaceIsRight_seed002() throws {
    let device = try environment("iphone-15-pro")
    let atTop = try outcome("geometry-read-at-top", device, enclosingPadding: 8)
    XCTAssertEqual(number(atTop.details["valueRead"]?["leading"]), 20, "read at the top level")
    XCTAssertEqual(edge(atTop, "leading", "actual"), 8 + 20, "padded twice")
    XCTAssertEqual(edge(atTop, "leading", "error"), 8)
    let inPlace = try outcome("geometry-read-in-place", device, enclosingPadding: 8)
    XCTAssertEqual(number(inPlace.details["valueRead"]?["leading"]), 12, "the remaining margin")
    XCTAssertEqual(inPlace.maxErrorPoints, 0)
  }

  func test_geometryReadAtTop_isRightAtTheScreenLevel_seed002() throws {
    let result = try outcome("geometry-read-at-top", environment("iphone-15-pro"), enclosingPadding: 0)
    XCTAssertEqual(result.maxErrorPoints, 0)
  }

  func test_containerContentMargins_addsNothingInsidePadding30_andIsRightThere_seed002() throws {
    let result = try outcome("container-content-margins", environment("iphone-15-pro"), enclosingPadding: 30)
    XCTAssertEqual(number(result.details["padding"]?["leading"]), 0)
    XCTAssertEqual(result.maxErrorPoints, 0)
    let fixed = try outcome("fixed-16", environment("iphone-15-pro"), enclosingPadding: 30)
    XCTAssertEqual(fixed.maxErrorPoints, 16, "any padding inside .padding(30) is too much")
  }

  // MARK: Versions

  func test_containerContentMargins_isUnavailableOn27_0_andAvailableOn27_1_seed002() throws {
    let old = try pipeline.compare(scenario(), in: environment("iphone-15-pro", os: "27.0"))
    let onOld = try XCTUnwrap(old.verdicts.first { $0.strategy.id == "container-content-margins" })
    XCTAssertFalse(onOld.available)
    XCTAssertNil(onOld.outcome)
    let new = try pipeline.compare(scenario(), in: environment("iphone-15-pro", os: "27.1"))
    let onNew = try XCTUnwrap(new.verdicts.first { $0.strategy.id == "container-content-margins" })
    XCTAssertTrue(onNew.available)
    XCTAssertTrue(onNew.fixed)
  }

  func test_composite_takesContentMarginsOn27_1_andDefaultPaddingOn27_0_seed002() throws {
    let old = try outcome("content-margins-or-padding", environment("iphone-15-pro", os: "27.0"))
    XCTAssertEqual(number(old.details["padding"]?["leading"]), 16)
    XCTAssertEqual(old.maxErrorPoints, 4)
    let new = try outcome("content-margins-or-padding", environment("iphone-15-pro", os: "27.1"))
    XCTAssertEqual(number(new.details["padding"]?["leading"]), 20)
    XCTAssertEqual(new.maxErrorPoints, 0)
    let info = try XCTUnwrap(pipeline.registry.strategyInfos.first { $0.id == "content-margins-or-padding" })
    XCTAssertTrue(info.supportCode.contains("if #available(iOS 27.1, *)"), info.supportCode)
  }

  func test_selection_findsNothingExactOn27_0_andContainerContentMarginsFrom27_1_seed002() throws {
    // A 20-pt device in both orientations: the 16-pt fallbacks are short in portrait, the UIKit
    // margins are right in portrait only (no side safe area) and double count it in landscape.
    let selection = try pipeline.select(
      scenario(), devices: [DeviceCatalog.builtIn.device("iphone-15-pro")],
      orientations: [.portrait, .landscapeLeft],
      policy: .default, deploymentTarget: "27.0")
    XCTAssertEqual(selection.segments.map(\.from), ["27.0", "27.1"])
    guard let first = selection.segments.first, case Choice.unresolved = first.choice else {
      return XCTFail("27.0: \(String(describing: selection.segments.first?.choice))")
    }
    XCTAssertEqual(selection.segments.last?.choice, .strategy("container-content-margins"))
  }

  // MARK: Registration and bad input

  func test_everyStrategyOfTheIssueIsRegistered_withFixed16AsBaseline() throws {
    let ids = try pipeline.registry.strategies(for: problem).map(\.id)
    XCTAssertEqual(
      ids,
      [
        "fixed-16", "default-padding", "container-content-margins", "geometry-read-at-top",
        "geometry-read-in-place", "uikit-layout-margins", "content-margins-or-padding",
      ])
    XCTAssertEqual(
      try pipeline.registry.strategies(for: problem).filter(\.isBaseline).map(\.id), ["fixed-16"])
  }

  func test_negativeEnclosingPadding_isAnInputErrorNamingThePath() throws {
    XCTAssertThrowsError(try scenario(enclosingPadding: -8)) { error in
      let message = "\(error)"
      XCTAssertTrue(error is InputError)
      XCTAssertTrue(message.contains("test-scenario.json: $.enclosingPadding"), message)
      XCTAssertTrue(message.contains("0 or more"), message)
    }
  }

  func test_unknownScenarioKey_isAnInputErrorNamingTheValidKeys() throws {
    let override = JSONCursor(.object([("enclosingPaddings", .number(8))]), file: "test-scenario.json")
    XCTAssertThrowsError(try pipeline.scenario(for: problem, override: override)) { error in
      XCTAssertTrue("\(error)".contains("did you mean 'enclosingPadding'"), "\(error)")
    }
  }

  func test_snapshot_showsTheTitleEdges_theExpectedFrame_andTheRow_seed002() throws {
    let result = try outcome("fixed-16", environment("iphone-15-pro"), enclosingPadding: 8)
    let shapes = try XCTUnwrap(result.worst).shapes
    XCTAssertEqual(shapes.map(\.role.rawValue), ["container", "container", "marker", "expected", "content"])
    let title = try XCTUnwrap(shapes.first { $0.role == .marker }).rect
    XCTAssertEqual(title.minX, 20)
    XCTAssertEqual(title.maxX, 393 - 20)
    XCTAssertEqual(try XCTUnwrap(shapes.first { $0.role == .content }).rect.minX, 24)
  }

  func test_sameInput_givesIdenticalDetails() throws {
    let env = try environment("iphone-duo-closed", .landscapeLeft)
    let first = try outcome("geometry-read-in-place", env, enclosingPadding: 8)
    let second = try outcome("geometry-read-in-place", env, enclosingPadding: 8)
    XCTAssertEqual(first.details, second.details)
  }
}
