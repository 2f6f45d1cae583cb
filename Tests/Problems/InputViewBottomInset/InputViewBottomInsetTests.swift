import InsetEmulation
import InsetEngine
@testable import InsetProblems
import XCTest

/// `input-view-bottom-inset` through the public pipeline. Seed: seeds/003_374923b8662ba8b9.txt.
final class InputViewBottomInsetTests: XCTestCase {
  private let pipeline = Pipeline(registry: BuiltInProblems.registry())
  private let problem: ProblemID = "input-view-bottom-inset"

  private func environment(_ device: String, _ orientation: Orientation = .portrait) throws -> Environment {
    Environment(device: try DeviceCatalog.builtIn.device(device), orientation: orientation, os: "17.0")
  }

  private func scenario(_ members: [(String, JSONValue)]) throws -> PreparedScenario {
    try pipeline.scenario(for: problem, override: JSONCursor(.object(members), file: "test.json"))
  }

  private func run(
    _ strategy: StrategyID, at moment: String = "view-did-appear", rotateTo: JSONValue = nil,
    device: String = "iphone-15-pro", orientation: Orientation = .portrait
  ) throws -> Outcome {
    let scenario = try scenario([("firstResponderAt", .string(moment)), ("rotateTo", rotateTo)])
    return try pipeline.outcome(of: strategy, in: try environment(device, orientation), scenario: scenario)
  }

  /// errorPoints per state name (positive: overlap with the unsafe bottom; negative: extra gap).
  private func errors(_ outcome: Outcome) -> [String: Double] {
    guard case .array(let states)? = outcome.details["states"] else { return [:] }
    var result: [String: Double] = [:]
    for state in states {
      if case .string(let name)? = state["name"], case .number(let error)? = state["errorPoints"] {
        result[name] = error
      }
    }
    return result
  }

  private func didMoveToWindowCount(_ outcome: Outcome) -> Int {
    guard case .array(let events)? = outcome.details["events"] else { return -1 }
    return events.filter { $0 == .string("input view moved to window (didMoveToWindow)") }.count
  }

  // MARK: Seed claims, first show

  func test_none_overlapsTheHomeIndicatorByTheBottomInset_onIphone15ProPortrait_seed003() throws {
    let outcome = try run("none")
    XCTAssertEqual(errors(outcome)["first-show"], 34)
    XCTAssertEqual(outcome.maxErrorPoints, 34)
  }

  func test_injectedViewController_isWrongBy34_whenFirstResponderIsSetInViewDidLoad_seed003() throws {
    let outcome = try run("injected-view-controller", at: "view-did-load")
    XCTAssertEqual(
      errors(outcome)["first-show"], 34, "the controller's view is in no window yet: inset read as 0")
  }

  func test_injectedViewController_isRight_whenFirstResponderIsSetInViewDidAppear_seed003() throws {
    let outcome = try run("injected-view-controller", at: "view-did-appear")
    XCTAssertEqual(errors(outcome)["first-show"], 0)
    XCTAssertEqual(outcome.maxErrorPoints, 0)
  }

  func test_windowDidMove_isRightAtFirstShow_whicheverMomentSetsTheFirstResponder_seed003() throws {
    for moment in ["view-did-load", "view-did-appear"] {
      let outcome = try run("window-did-move", at: moment)
      XCTAssertEqual(outcome.maxErrorPoints, 0, moment)
    }
  }

  // MARK: Seed claims, rotation portrait -> landscape-left (bottom inset 34 -> 21)

  func test_rotationToLandscapeLeft_none_overlapsBy21_seed003() throws {
    let outcome = try run("none", rotateTo: "landscape-left")
    XCTAssertEqual(errors(outcome)["after-rotation-to-landscape-left"], 21)
  }

  func test_rotationToLandscapeLeft_injectedFromViewDidAppear_keepsTheCachedPortraitInset_13ptGap_seed003()
    throws
  {
    let outcome = try run("injected-view-controller", at: "view-did-appear", rotateTo: "landscape-left")
    XCTAssertEqual(errors(outcome)["first-show"], 0)
    XCTAssertEqual(errors(outcome)["after-rotation-to-landscape-left"], -13)
    XCTAssertEqual(
      outcome.details["intrinsicSizeQueries"], 1, "rotation does not invalidate the intrinsic size")
    XCTAssertEqual(outcome.details["worstState"], "after-rotation-to-landscape-left")
  }

  func test_rotationToLandscapeLeft_injectedFromViewDidLoad_stillOverlapsBy21_seed003() throws {
    let outcome = try run("injected-view-controller", at: "view-did-load", rotateTo: "landscape-left")
    XCTAssertEqual(errors(outcome)["after-rotation-to-landscape-left"], 21)
    XCTAssertEqual(outcome.maxErrorPoints, 34)
  }

  func
    test_rotationToLandscapeLeft_windowDidMove_keeps34_13ptGap_becauseDidMoveToWindowIsNotCalledAgain_seed003()
    throws
  {
    let outcome = try run("window-did-move", rotateTo: "landscape-left")
    XCTAssertEqual(errors(outcome)["first-show"], 0)
    XCTAssertEqual(errors(outcome)["after-rotation-to-landscape-left"], -13)
    XCTAssertEqual(didMoveToWindowCount(outcome), 1)
  }

  func test_rotationFromLandscapeLeftToPortrait_windowDidMove_keeps21_overlapsTheHomeIndicatorBy13_seed003()
    throws
  {
    let outcome = try run("window-did-move", rotateTo: "portrait", orientation: .landscapeLeft)
    XCTAssertEqual(errors(outcome), ["first-show": 0, "after-rotation-to-portrait": 13])
  }

  func test_rotationToLandscapeLeft_windowTracking_followsTheInsetTo21_seed003() throws {
    let outcome = try run("window-tracking", at: "view-did-load", rotateTo: "landscape-left")
    XCTAssertEqual(errors(outcome), ["first-show": 0, "after-rotation-to-landscape-left": 0])
  }

  func test_windowTracking_isRightOnEveryDeviceOrientationMomentAndRotation_seed003() throws {
    for device in DeviceCatalog.builtIn.ids {
      for start in Orientation.allCases {
        for moment in ["view-did-load", "view-did-appear"] {
          for target in [JSONValue.null] + Orientation.allCases.map({ JSONValue.string($0.rawValue) }) {
            let outcome = try run(
              "window-tracking", at: moment, rotateTo: target, device: device, orientation: start)
            XCTAssertEqual(outcome.maxErrorPoints, 0, "\(device) \(start) \(moment) -> \(target)")
          }
        }
      }
    }
  }

  // MARK: Seed claims, home-button phone

  func test_onAHomeButtonPhone_theAsIsInputViewIsRightInEveryState_nothingNeeded_seed003() throws {
    let outcome = try run("none", at: "view-did-load", rotateTo: "landscape-left", device: "iphone-se-3")
    XCTAssertEqual(errors(outcome), ["first-show": 0, "after-rotation-to-landscape-left": 0])
    let comparison = try pipeline.compare(
      try pipeline.scenario(for: problem), in: try environment("iphone-se-3"))
    XCTAssertFalse(comparison.detected)
    let selection = try pipeline.select(
      try pipeline.scenario(for: problem), devices: [try DeviceCatalog.builtIn.device("iphone-se-3")],
      orientations: [.portrait], policy: .default, deploymentTarget: "17.0")
    XCTAssertEqual(selection.segments.map(\.choice), [.notNeeded])
  }

  // MARK: Comparison, details, picture

  func test_defaultScenarioOnIphone15Pro_detectsTheProblem_andRanksWindowTrackingFirst() throws {
    let comparison = try pipeline.compare(
      try pipeline.scenario(for: problem), in: try environment("iphone-15-pro"))
    XCTAssertTrue(comparison.detected)
    XCTAssertEqual(comparison.best?.strategy.id, "window-tracking")
    XCTAssertEqual(comparison.verdicts.filter(\.fixed).map(\.strategy.id), ["window-tracking"])
  }

  func test_details_listEachStateWithExpectedAppliedAndError() throws {
    let outcome = try run("none", rotateTo: "landscape-left")
    guard case .array(let states)? = outcome.details["states"], let first = states.first else {
      return XCTFail("no states")
    }
    XCTAssertEqual(first["name"], "first-show")
    XCTAssertEqual(first["expectedBottomInset"], 34)
    XCTAssertEqual(first["appliedBottomInset"], 0)
    XCTAssertEqual(first["errorPoints"], 34)
    XCTAssertEqual(outcome.details["worstState"], "first-show")
    XCTAssertEqual(
      outcome.notes.first, "first-show: content overlaps the unsafe bottom (home indicator) by 34 pt")
  }

  func test_worstSnapshot_showsInputViewContentExpectedAndHomeIndicator() throws {
    let snapshot = try XCTUnwrap(try run("none").worst)
    XCTAssertEqual(snapshot.screen, Size(width: 393, height: 852))
    XCTAssertEqual(
      snapshot.shapes.map(\.label), ["input view", "content", "expected content", "home indicator"])
    XCTAssertEqual(snapshot.shapes[1].rect, Rect(x: 0, y: 636, width: 393, height: 216))
    XCTAssertEqual(snapshot.shapes[2].rect, Rect(x: 0, y: 602, width: 393, height: 216))
    XCTAssertEqual(snapshot.shapes[3].rect, Rect(x: 0, y: 818, width: 393, height: 34))
  }

  func test_nullRotateTo_measuresTheFirstShowOnly() throws {
    XCTAssertEqual(Array(errors(try run("window-did-move", rotateTo: nil)).keys), ["first-show"])
  }

  // MARK: Bad input (issue 3, "Also")

  func test_unknownOrientationInRotateTo_isAnInputErrorNamingThePathAndTheChoices() {
    XCTAssertThrowsError(try scenario([("rotateTo", "landscape")])) { error in
      let message = (error as? InputError)?.message ?? ""
      XCTAssertTrue(message.hasPrefix("test.json: $.rotateTo: unknown orientation 'landscape'"), message)
      XCTAssertTrue(message.hasSuffix("valid: portrait, landscape-left, landscape-right"), message)
    }
  }

  func test_unknownFirstResponderMoment_isAnInputErrorNamingThePathAndTheChoices() {
    XCTAssertThrowsError(try scenario([("firstResponderAt", "view-will-appear")])) { error in
      let message = (error as? InputError)?.message ?? ""
      XCTAssertTrue(message.hasPrefix("test.json: $.firstResponderAt: unknown lifecycle moment"), message)
      XCTAssertTrue(message.hasSuffix("valid: view-did-load, view-did-appear"), message)
    }
  }

  func test_negativeContentHeight_isAnInputErrorNamingThePath() {
    XCTAssertThrowsError(try scenario([("contentHeight", -10)])) { error in
      XCTAssertEqual(
        (error as? InputError)?.message,
        "test.json: $.contentHeight: expected a number greater than 0, found -10")
    }
  }

  func test_unknownScenarioKey_isAnInputErrorSuggestingTheNearestKey() {
    XCTAssertThrowsError(try scenario([("rotateto", "portrait")])) { error in
      XCTAssertTrue(
        ((error as? InputError)?.message ?? "").contains("unknown key 'rotateto' (did you mean 'rotateTo'?)"))
    }
  }
}
