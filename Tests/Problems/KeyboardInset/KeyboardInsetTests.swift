import Foundation
import InsetEmulation
import InsetEngine
import InsetTestSupport
import XCTest

@testable import InsetProblems

/// `keyboard-inset`: the public reports' numbers, reproduced by running each strategy on the
/// emulated keyboard.
final class KeyboardInsetTests: XCTestCase {
  let problem: ProblemID = "keyboard-inset"

  func outcome(
    _ strategy: StrategyID, device: String = "iphone-15-pro", _ orientation: Orientation = .portrait,
    os: OSVersion = "17.0", scenario: String? = nil, assumptions: Assumptions = .standard
  ) throws -> Outcome {
    let pipeline = Pipeline(registry: BuiltInProblems.registry(), assumptions: assumptions)
    let env = Environment(device: try DeviceCatalog.builtIn.device(device), orientation: orientation, os: os)
    let prepared = try pipeline.scenario(
      for: problem, override: scenario.map { try JSONCursor.parse($0, file: "test.json") })
    return try pipeline.outcome(of: strategy, in: env, scenario: prepared)
  }

  func state(_ outcome: Outcome, _ name: String) -> (gap: Double, overlap: Double)? {
    guard case .array(let states)? = outcome.details["states"] else { return nil }
    for state in states where state["name"] == .string(name) {
      if case .number(let gap)? = state["gap"], case .number(let overlap)? = state["overlap"] {
        return (gap, overlap)
      }
    }
    return nil
  }

  func test_plugin_registersTheProblemAndItsStrategies_baselineFirst() throws {
    let ids = try BuiltInProblems.registry().strategies(for: problem).map(\.id)
    XCTAssertEqual(
      ids,
      [
        "raw-end-frame-height", "subtract-bottom-safe-area", "keyboard-layout-guide", "convert-and-intersect",
        "additional-safe-area-from-overlap", "composite-guide-else-intersect",
      ])
  }

  /// square/Listable #100 (iPhone 11 against iPhone 8): a 34 pt strip above the keyboard on a Face
  /// ID phone in portrait, none on a home-button phone; the safe-area subtraction fixes both.
  func test_faceIDPhonePortrait_rawHeightLeavesA34PointGap_homeButtonPhoneNone_listable100() throws {
    XCTAssertEqual(state(try outcome("raw-end-frame-height"), "shown-docked")?.gap, 34)
    XCTAssertEqual(state(try outcome("raw-end-frame-height", device: "iphone-se-3"), "shown-docked")?.gap, 0)
    XCTAssertEqual(try outcome("subtract-bottom-safe-area").maxErrorPoints, 0)
    XCTAssertEqual(state(try outcome("raw-end-frame-height"), "hidden")?.gap, 0)
  }

  func test_faceIDPhoneLandscape_rawHeightLeavesA21PointGap_listable100() throws {
    XCTAssertEqual(try outcome("raw-end-frame-height", .landscapeLeft).maxErrorPoints, 21)
    var above = Assumptions.standard
    above[flag: KeyboardGeometry.landscapeCoversBand.id, default: true] = false
    XCTAssertEqual(try outcome("raw-end-frame-height", .landscapeLeft, assumptions: above).maxErrorPoints, 0)
  }

  /// The error is the band, whatever the keyboard's height (the heights are assumptions).
  func test_theDoubleCount_doesNotDependOnTheKeyboardHeight() throws {
    for height in [260.0, 336, 400] {
      var a = Assumptions.standard
      a[points: KeyboardGeometry.faceIDPortrait.id, default: 336] = height
      a[points: KeyboardGeometry.homeButtonPortrait.id, default: 260] = height - 40
      a[points: KeyboardGeometry.phoneLandscape.id, default: 188] = height - 150
      XCTAssertEqual(try outcome("raw-end-frame-height", assumptions: a).maxErrorPoints, 34)
      XCTAssertEqual(try outcome("raw-end-frame-height", .landscapeRight, assumptions: a).maxErrorPoints, 21)
      XCTAssertEqual(
        try outcome("raw-end-frame-height", device: "iphone-se-3", assumptions: a).maxErrorPoints, 0)
    }
  }

  func test_iPadFullScreen_rawHeightDoubleCountsThe20PointBand() throws {
    let docked = #"{"keyboardModes": ["docked"]}"#
    XCTAssertEqual(
      try outcome("raw-end-frame-height", device: "ipad-pro-11", scenario: docked).maxErrorPoints, 20)
    XCTAssertEqual(
      try outcome("raw-end-frame-height", device: "ipad-10-2", scenario: docked).maxErrorPoints, 0)
    var noBand = Assumptions.standard
    noBand[flag: KeyboardGeometry.padCoversBand.id, default: true] = false
    XCTAssertEqual(
      try outcome("raw-end-frame-height", device: "ipad-pro-11", scenario: docked, assumptions: noBand)
        .maxErrorPoints, 0)
    XCTAssertEqual(
      try outcome("raw-end-frame-height", device: "ipad-pro-11", .landscapeLeft, scenario: docked)
        .maxErrorPoints, 20)
  }

  /// Floating and undocked keyboards cover nothing the view must avoid (the guide's default);
  /// the raw height insets by the whole frame (freshOS/KeyboardLayoutGuide #37).
  func test_undockedAndFloatingKeyboards_rawHeightInsetsContentNothingCovers() throws {
    let raw = try outcome("raw-end-frame-height", device: "ipad-pro-11")
    XCTAssertEqual(state(raw, "shown-undocked")?.gap, 333)
    XCTAssertEqual(state(raw, "shown-floating")?.gap, 260)
    let fixes: [StrategyID] = [
      "convert-and-intersect", "keyboard-layout-guide", "additional-safe-area-from-overlap",
    ]
    for fix in fixes {
      XCTAssertEqual(try outcome(fix, device: "ipad-pro-11").maxErrorPoints, 0, "\(fix)")
    }
    var willHide = Assumptions.standard
    willHide[flag: KeyboardGeometry.undockedPostsWillHide.id, default: false] = true
    let hidden = try outcome("raw-end-frame-height", device: "ipad-pro-11", assumptions: willHide)
    XCTAssertEqual(state(hidden, "shown-undocked")?.gap, 0)
  }

  func test_iPadFormSheet_rawAndSubtractedHeightsLeaveADeadStrip_convertAndIntersectIsRight() throws {
    let sheet = #"{"presentation": "form-sheet", "keyboardModes": ["docked"]}"#
    // Sheet 287...907 on a 1194 pt screen; keyboard top 861: 46 pt covered of 333.
    XCTAssertEqual(
      try outcome("raw-end-frame-height", device: "ipad-pro-11", scenario: sheet).maxErrorPoints, 287)
    XCTAssertEqual(
      try outcome("subtract-bottom-safe-area", device: "ipad-pro-11", scenario: sheet).maxErrorPoints, 287)
    XCTAssertEqual(
      try outcome("convert-and-intersect", device: "ipad-pro-11", scenario: sheet).maxErrorPoints, 0)
    XCTAssertEqual(
      try outcome("keyboard-layout-guide", device: "ipad-pro-11", scenario: sheet).maxErrorPoints, 0)
    var moves = Assumptions.standard
    moves[flag: KeyboardGeometry.sheetMovesWithKeyboard.id, default: false] = true
    let raised = try outcome(
      "convert-and-intersect", device: "ipad-pro-11", scenario: sheet, assumptions: moves)
    XCTAssertEqual(raised.maxErrorPoints, 0)
    XCTAssertEqual(
      try outcome("raw-end-frame-height", device: "ipad-pro-11", scenario: sheet, assumptions: moves)
        .maxErrorPoints, 333)
  }

  func test_sheets_layTheViewOutWhereTheAssumptionsSay() throws {
    let env = Environment(
      device: try DeviceCatalog.builtIn.device("ipad-pro-11"), orientation: .portrait, os: "17.0")
    let metrics = Presentation.Metrics(env.assumptions)
    let page = Presentation(
      .pageSheet, screen: env.screen, safeArea: env.safeArea, isPad: true, metrics: metrics)
    XCTAssertEqual(page.rootFrame, Rect(x: 65, y: 34, width: 704, height: 1160))
    let split = Presentation(
      .splitView, screen: env.screen, safeArea: env.safeArea, isPad: true, metrics: metrics)
    XCTAssertEqual(split.windowFrame, Rect(x: 0, y: 0, width: 412, height: 1194))
    let phone = Presentation(
      .formSheet, screen: Size(width: 393, height: 852), safeArea: EdgeInsets(top: 59, bottom: 34),
      isPad: false, metrics: metrics)
    XCTAssertEqual(phone.rootFrame, Rect(x: 0, y: 69, width: 393, height: 783))
    // A Split View column: the raw height is right full height; the guide too.
    let column = #"{"presentation": "split-view", "keyboardModes": ["docked"]}"#
    XCTAssertEqual(
      try outcome("raw-end-frame-height", device: "ipad-pro-11", scenario: column).maxErrorPoints, 20)
    XCTAssertEqual(
      try outcome("keyboard-layout-guide", device: "ipad-pro-11", scenario: column).maxErrorPoints, 0)
  }

  /// The trap of the brief: a `.never` scroll view on a full-screen phone wants the raw height;
  /// the subtraction hides 34 pt under the keyboard there.
  func test_neverAdjustedScrollView_rawHeightIsRight_subtractionHides34() throws {
    let never = #"{"adjustment": "never"}"#
    XCTAssertEqual(try outcome("raw-end-frame-height", scenario: never).maxErrorPoints, 0)
    let subtracted = try outcome("subtract-bottom-safe-area", scenario: never)
    XCTAssertEqual(state(subtracted, "shown-docked")?.overlap, 34)
  }

  func test_pinnedControl_toTheSafeArea_doubleCounts_toTheViewBottom_isRightFullScreen_rxKeyboard84() throws {
    let safe = #"{"receiver": "pinned-control", "pinnedTo": "safe-area"}"#
    let viewBottom = #"{"receiver": "pinned-control", "pinnedTo": "view"}"#
    XCTAssertEqual(try outcome("raw-end-frame-height", scenario: safe).maxErrorPoints, 34)
    XCTAssertEqual(try outcome("raw-end-frame-height", scenario: viewBottom).maxErrorPoints, 0)
    XCTAssertEqual(try outcome("keyboard-layout-guide", scenario: safe).maxErrorPoints, 0)
    XCTAssertEqual(try outcome("additional-safe-area-from-overlap", scenario: safe).maxErrorPoints, 0)
  }

  func test_composite_usesTheGuideFrom15_andIntersectsBelow() throws {
    XCTAssertEqual(try outcome("composite-guide-else-intersect", os: "13.0").maxErrorPoints, 0)
    XCTAssertEqual(
      try outcome("composite-guide-else-intersect", device: "ipad-pro-11", os: "15.0").maxErrorPoints, 0)
  }

  /// The 34 pt of square/Listable #100 and the 21 pt in landscape, through the built binary.
  func test_cli_printsThe34And21PointDoubleCount_listable100() throws {
    func error(_ device: String, _ orientation: String) throws -> Double? {
      let run = Support.cli([
        "compare", "--problem", "keyboard-inset", "--device", device, "--orientation", orientation,
        "--strategies", "raw-end-frame-height", "--format", "json",
      ])
      XCTAssertEqual(run.status, 0, run.stderr)
      let json = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
      let strategies = json?["strategies"] as? [[String: Any]]
      return strategies?.first?["maxError"] as? Double
    }
    XCTAssertEqual(try error("iphone-15-pro", "portrait"), 34)
    XCTAssertEqual(try error("iphone-15-pro", "landscape-left"), 21)
    XCTAssertEqual(try error("iphone-se-3", "portrait"), 0)
  }

  /// Turned to landscape with the keyboard up (the keyboard reports its landscape frame with
  /// willChangeFrame): the raw height's double count becomes the 21 pt landscape band, measured
  /// after the turn; the guide and the conversion stay right through it.
  func test_rotationWithTheKeyboardUp_rawHeightGapBecomesTheLandscapeBand_guideStaysRight() throws {
    let turn = #"{"rotateWithKeyboardUp": true, "keyboardModes": ["docked"]}"#
    let raw = try outcome("raw-end-frame-height", scenario: turn)
    XCTAssertEqual(state(raw, "shown-docked")?.gap, 34)
    XCTAssertEqual(state(raw, "rotated-shown-docked")?.gap, 21)
    XCTAssertEqual(state(raw, "rotated-hidden")?.gap, 0)
    for strategy: StrategyID in [
      "keyboard-layout-guide", "convert-and-intersect", "subtract-bottom-safe-area",
    ] {
      XCTAssertEqual(
        try state(outcome(strategy, scenario: turn), "rotated-shown-docked")?.gap, 0, "\(strategy)")
    }
  }

  /// An iPad form sheet (form-sheet-width/height, 540 x 620, centred) turned to landscape: 107...727
  /// on the 834 pt screen under a keyboard 398 + 20 pt tall (keyboard-height-ipad-landscape,
  /// openradar 38117524): the raw height (418) leaves the content 107 pt short of the keyboard.
  func test_iPadFormSheetTurnedToLandscape_rawHeightLeavesA107PointStrip_convertAndIntersectIsRight() throws {
    let turn = #"{"rotateWithKeyboardUp": true, "keyboardModes": ["docked"], "presentation": "form-sheet"}"#
    let raw = try outcome("raw-end-frame-height", device: "ipad-pro-11", scenario: turn)
    XCTAssertEqual(state(raw, "rotated-shown-docked")?.gap, 107)
    let converted = try outcome("convert-and-intersect", device: "ipad-pro-11", scenario: turn)
    XCTAssertEqual(state(converted, "rotated-shown-docked")?.gap, 0)
  }
}
