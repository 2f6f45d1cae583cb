import Foundation
import InsetEmulation
import InsetEngine
import InsetTestSupport
import XCTest

@testable import InsetProblems

/// `hosted-keyboard-avoidance`: a hosting view's keyboard region, measured per placement and root.
final class HostedKeyboardAvoidanceTests: XCTestCase {
  let problem: ProblemID = "hosted-keyboard-avoidance"

  func outcome(
    _ strategy: StrategyID, device: String = "iphone-15-pro", os: OSVersion = "17.0", scenario: String? = nil,
    assumptions: Assumptions = .standard
  ) throws -> Outcome {
    let pipeline = Pipeline(registry: BuiltInProblems.registry(), assumptions: assumptions)
    let env = Environment(device: try DeviceCatalog.builtIn.device(device), orientation: .portrait, os: os)
    let prepared = try pipeline.scenario(
      for: problem, override: scenario.map { try JSONCursor.parse($0, file: "test.json") })
    return try pipeline.outcome(of: strategy, in: env, scenario: prepared)
  }

  func bar(_ root: String) -> String { #"{"placements": ["bottom-bar"], "roots": ["\#(root)"]}"# }

  /// The brief's figures: an 80 pt bar to the screen's bottom, 34 pt container: a flexible root's
  /// bottom moves up 46 pt, a centred 44 pt root 23; on a home-button phone 80 and 40.
  func test_bottomBarOnAFaceIDPhone_flexibleRootShrinks46_centredRootMoves23() throws {
    XCTAssertEqual(try outcome("hosting-as-is", scenario: bar("flexible")).maxErrorPoints, 46)
    XCTAssertEqual(try outcome("hosting-as-is", scenario: bar("fixed")).maxErrorPoints, 23)
    XCTAssertEqual(
      try outcome("hosting-as-is", device: "iphone-se-3", scenario: bar("flexible")).maxErrorPoints, 80)
    XCTAssertEqual(
      try outcome("hosting-as-is", device: "iphone-se-3", scenario: bar("fixed")).maxErrorPoints, 40)
    var sum = Assumptions.standard
    sum[flag: HostedKeyboardAvoidanceProblem.regionsAdd.id, default: false] = true
    // A bar taller than the keyboard: 336 - 34 = 302 pt by max, 336 by a sum.
    let tall = #"{"placements": ["bottom-bar"], "roots": ["flexible"], "barHeight": 400}"#
    XCTAssertEqual(try outcome("hosting-as-is", scenario: tall).maxErrorPoints, 302)
    XCTAssertEqual(try outcome("hosting-as-is", scenario: tall, assumptions: sum).maxErrorPoints, 336)
  }

  func test_guidedBar_doesNotMoveOnceUIKitHasMovedIt() throws {
    let guided = #"{"placements": ["guided-bar"]}"#
    XCTAssertEqual(try outcome("hosting-as-is", scenario: guided).maxErrorPoints, 0)
  }

  func test_safeAreaRegionsContainer_fixesEveryPlacement_andLeavesTheFormAvoiding() throws {
    let fixed = try outcome("safe-area-regions-container")
    XCTAssertEqual(fixed.maxErrorPoints, 0)
    XCTAssertEqual(fixed.collateralPoints, 0)
    XCTAssertGreaterThan(try outcome("hosting-as-is").maxErrorPoints, 0)
  }

  /// `[]` drops the container too: the bar's content goes under the home indicator.
  func test_safeAreaRegionsNone_putsTheBarUnderTheHomeIndicator() throws {
    XCTAssertEqual(try outcome("safe-area-regions-none", scenario: bar("flexible")).maxErrorPoints, 34)
    XCTAssertEqual(try outcome("safe-area-regions-none", device: "iphone-se-3").maxErrorPoints, 0)
  }

  func test_privateHook_perInstanceFixes_globalSwizzleBreaksTheForm_steipete() throws {
    let subclass = try outcome("keyboard-hook-dynamic-subclass")
    XCTAssertEqual(subclass.maxErrorPoints, 0)
    XCTAssertEqual(subclass.collateralPoints, 0)
    let swizzle = try outcome("keyboard-hook-global-swizzle")
    XCTAssertEqual(swizzle.maxErrorPoints, 0)
    // The form no longer ends at the keyboard (336 - 34 = 302 pt off).
    XCTAssertEqual(swizzle.collateralPoints, 302)
  }

  func test_ignoresKeyboardInside_doesNothingOnAFixedRoot_openillumi() throws {
    XCTAssertEqual(try outcome("ignores-keyboard-inside", scenario: bar("fixed")).maxErrorPoints, 23)
    XCTAssertEqual(try outcome("ignores-keyboard-inside", scenario: bar("flexible")).maxErrorPoints, 0)
  }

  func test_flexibleRootIgnoringTheKeyboard_failsOnlyWithAFocusedTextField_expo41302() throws {
    XCTAssertEqual(try outcome("flexible-root-ignores-keyboard", scenario: bar("fixed")).maxErrorPoints, 0)
    XCTAssertEqual(
      try outcome("flexible-root-ignores-keyboard", scenario: bar("text-field")).maxErrorPoints, 46)
    var respected = Assumptions.standard
    respected[flag: HostedKeyboardAvoidanceProblem.focusedFieldAvoids.id, default: true] = false
    XCTAssertEqual(
      try outcome("flexible-root-ignores-keyboard", scenario: bar("text-field"), assumptions: respected)
        .maxErrorPoints, 0)
  }

  func test_composite_isTheRegionsFrom16_4_andTheHookBelow() throws {
    XCTAssertEqual(try outcome("composite-regions-else-subclass", os: "15.0").maxErrorPoints, 0)
    XCTAssertEqual(try outcome("composite-regions-else-subclass", os: "16.4").maxErrorPoints, 0)
  }

  func test_uikitRewrite_doesNotMove() throws {
    XCTAssertEqual(try outcome("uikit-bar").maxErrorPoints, 0)
  }

  /// An iPad form sheet (assumptions form-sheet-width/height, 540 x 620, centred: 287...907 on
  /// the 1194 pt ipad-pro-11 screen) with the docked keyboard (keyboard-height-ipad-portrait,
  /// 313 pt, openradar 38117524, plus the 20 pt band: top at 861) over only 46 pt of the 80 pt bar:
  /// the host avoids just that overlap.
  func test_iPadFormSheet_keyboardOverlapsTheBarBy46_asIsMovesThatFar_regionsContainerHolds() throws {
    let sheet = #"{"placements": ["bottom-bar"], "roots": ["flexible"], "presentation": "form-sheet"}"#
    let fixedRoot = #"{"placements": ["bottom-bar"], "roots": ["fixed"], "presentation": "form-sheet"}"#
    XCTAssertEqual(try outcome("hosting-as-is", device: "ipad-pro-11", scenario: sheet).maxErrorPoints, 46)
    XCTAssertEqual(
      try outcome("hosting-as-is", device: "ipad-pro-11", scenario: fixedRoot).maxErrorPoints, 23)
    XCTAssertEqual(
      try outcome("safe-area-regions-container", device: "ipad-pro-11", scenario: sheet).maxErrorPoints, 0)
  }

  /// A form sheet ends above the home-indicator band, so dropping every region (`[]`) costs
  /// nothing there; a page sheet reaches the screen's bottom and loses the 20 pt band as full screen does.
  func test_safeAreaRegionsNone_isHarmlessInAFormSheet_butNotInAPageSheet() throws {
    func none(_ presentation: String) throws -> Double {
      try outcome(
        "safe-area-regions-none", device: "ipad-pro-11",
        scenario: #"{"placements": ["bottom-bar"], "presentation": "\#(presentation)"}"#
      ).maxErrorPoints
    }
    XCTAssertEqual(try none("form-sheet"), 0)
    XCTAssertEqual(try none("page-sheet"), 20)
  }

  /// Turned to landscape with the keyboard up, the keyboard reports its landscape frame
  /// (keyboard-height-phone-landscape, 188 pt, inferred, plus the 21 pt band): the 80 pt bar then
  /// loses 80 - 21 = 59 pt, measured after the turn; the opt-out holds through it.
  func test_rotationWithTheKeyboardUp_asIsAvoidsTheLandscapeKeyboard_regionsContainerHolds() throws {
    let turn = #"{"placements": ["bottom-bar"], "roots": ["flexible"], "rotateWithKeyboardUp": true}"#
    let asIs = try outcome("hosting-as-is", scenario: turn)
    XCTAssertEqual(asIs.maxErrorPoints, 59)
    XCTAssertEqual(asIs.details["worst"]?["state"], "rotated-keyboard-shown")
    XCTAssertEqual(try outcome("safe-area-regions-container", scenario: turn).maxErrorPoints, 0)
    XCTAssertEqual(try outcome("keyboard-hook-dynamic-subclass", scenario: turn).maxErrorPoints, 0)
  }

  /// An iPad form sheet turned to landscape stays centred (form-sheet-moves-with-keyboard: false):
  /// 107...727 on the 834 pt screen, under a keyboard whose top is at 416
  /// (keyboard-height-ipad-landscape, 398 pt, openradar 38117524, plus 20): the whole bar is covered.
  func test_iPadFormSheetTurnedToLandscape_keyboardCoversTheWholeBar_asIsLoses80() throws {
    let turn =
      #"{"placements": ["bottom-bar"], "roots": ["flexible"], "presentation": "form-sheet", "rotateWithKeyboardUp": true}"#
    XCTAssertEqual(try outcome("hosting-as-is", device: "ipad-pro-11", scenario: turn).maxErrorPoints, 80)
    XCTAssertEqual(
      try outcome("safe-area-regions-container", device: "ipad-pro-11", scenario: turn).maxErrorPoints, 0)
  }
}
