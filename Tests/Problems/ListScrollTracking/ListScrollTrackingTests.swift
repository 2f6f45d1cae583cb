import InsetEmulation
import InsetEngine
@testable import InsetProblems
import XCTest

/// `list-scroll-tracking`: every claim of seed 004 (`seeds/004_5f552517d4fe761f.txt`), measured
/// through the public pipeline.
final class ListScrollTrackingTests: XCTestCase {
  let problem: ProblemID = "list-scroll-tracking"
  let pipeline = Pipeline(registry: BuiltInProblems.registry())

  private func environment(
    _ os: String, _ orientation: Orientation = .portrait, device: String = "iphone-15-pro"
  ) throws -> Environment {
    Environment(
      device: try DeviceCatalog.builtIn.device(device), orientation: orientation,
      os: try OSVersion(parsing: os))
  }

  private func scenario(_ override: String? = nil) throws -> PreparedScenario {
    try pipeline.scenario(
      for: problem, override: override.map { try JSONCursor.parse($0, file: "test.json") })
  }

  private func outcome(_ strategy: StrategyID, _ environment: Environment, _ override: String? = nil) throws
    -> Outcome
  {
    try pipeline.outcome(of: strategy, in: environment, scenario: scenario(override))
  }

  private func number(_ outcome: Outcome, _ key: String) -> Double? {
    if case .number(let value)? = outcome.details[key] { return value }
    return nil
  }

  private func string(_ outcome: Outcome, _ key: String) -> String? {
    if case .string(let value)? = outcome.details[key] { return value }
    return nil
  }

  private func bool(_ outcome: Outcome, _ key: String) -> Bool? {
    if case .bool(let value)? = outcome.details[key] { return value }
    return nil
  }

  private let trace: [Double] = [0, 20, 50, 90, 140, 200, 270, 350, 430, 350, 270, 230, 180, 120, 60, 20, 0]

  func test_everyStrategyOfTheIssueIsRegistered_withTheStaticInsetAsBaseline_seed004() throws {
    let infos = try pipeline.registry.strategies(for: problem)
    XCTAssertEqual(
      Set(infos.map(\.id)),
      [
        "section-header", "static-safe-area-inset", "preference-key", "first-row-geometry",
        "scroll-geometry-change",
        "kvo-superview", "kvo-sibling-search", "scroll-offset-helper",
      ])
    XCTAssertEqual(infos.filter(\.isBaseline).map(\.id), ["static-safe-area-inset"])
    XCTAssertEqual(infos.first { $0.id == "scroll-geometry-change" }?.availability.description, "18.0+")
  }

  func test_listIsATableViewBeforeiOS16_andACollectionViewFrom16_seed004() throws {
    XCTAssertEqual(
      string(try outcome("static-safe-area-inset", environment("15.0")), "backingClass"), "UITableView")
    XCTAssertEqual(
      string(try outcome("static-safe-area-inset", environment("15.8")), "backingClass"), "UITableView")
    XCTAssertEqual(
      string(try outcome("static-safe-area-inset", environment("16.0")), "backingClass"), "UICollectionView")
    // The seed's iOS 17 tracker finds "the UICollectionView inside the List".
    XCTAssertEqual(
      string(try outcome("kvo-sibling-search", environment("17.5")), "observedScrollView"), "UICollectionView"
    )
    XCTAssertEqual(
      string(try outcome("kvo-sibling-search", environment("15.0")), "observedScrollView"), "UITableView")
  }

  func test_headerInSafeAreaInsetWithoutTracking_staysPut_soTheProblemIsDetected_seed004() throws {
    let comparison = try pipeline.compare(scenario(), in: environment("17.5"))
    XCTAssertTrue(comparison.detected)
    let baseline = try outcome("static-safe-area-inset", environment("17.5"))
    XCTAssertEqual(number(baseline, "maxTrackingError"), trace.max())
    XCTAssertEqual(number(baseline, "headerOcclusion"), 0)
    XCTAssertEqual(bool(baseline, "trackerFound"), false)
  }

  func test_sectionHeader_scrollsWithTheRows_butUnderTheNavigationBar_seed004() throws {
    let measured = try outcome("section-header", environment("17.5"))
    XCTAssertEqual(number(measured, "maxTrackingError"), 0)
    // Once the 52-pt large title has collapsed the whole 52-pt header slides under the bar.
    XCTAssertEqual(number(measured, "headerOcclusion"), 52)
    XCTAssertGreaterThan(measured.maxErrorPoints, 0.5)
    // In landscape there is no large title: the header goes under the 32-pt bar at once.
    let landscape = try outcome("section-header", environment("17.5", .landscapeLeft))
    XCTAssertEqual(number(landscape, "headerOcclusion"), 32)
  }

  func test_preferenceKeyInsideTheList_isDeliveredOnce_thenStale_seed004() throws {
    let measured = try outcome("preference-key", environment("17.5"))
    XCTAssertEqual(number(measured, "preferenceDeliveries"), 1)
    XCTAssertEqual(bool(measured, "trackerFound"), true)
    XCTAssertEqual(number(measured, "firstStaleFrame"), 1, "stale from the first frame that scrolls")
    XCTAssertEqual(number(measured, "framesOff"), Double(trace.filter { $0 > 0.5 }.count))
    XCTAssertEqual(number(measured, "maxTrackingError"), trace.max())
  }

  func test_firstRowGeometry_tracksUntilTheRowIsRecycled_thenJumpsWhenItReturns_seed004() throws {
    let measured = try outcome("first-row-geometry", environment("17.5"))
    // Row 0 (44 pt) rests below status bar 59 + bar 96 + header 52: its cell is reused once
    // the list has scrolled 207 + 44 pt.
    let recycledAt = trace.firstIndex { $0 >= 207 + 44 }!
    XCTAssertEqual(number(measured, "firstStaleFrame"), Double(recycledAt))
    // It came back at frame 11 (230 pt) while the header was stuck at 200: 30 pt down while
    // the content moved 40 pt up.
    XCTAssertEqual(number(measured, "glitches"), 1)
    XCTAssertEqual(number(measured, "largestGlitch"), 70)
    XCTAssertEqual(number(measured, "maxTrackingError"), 430 - 200)
    XCTAssertTrue(measured.notes.contains { $0.contains("row 0's cell was reused") })
  }

  func test_firstRowGeometry_isExactWhileTheRowStaysOnScreen_seed004() throws {
    let short = #"{"scrollTrace": [0, 30, 90, 150, 90, 30, 0]}"#
    let measured = try outcome("first-row-geometry", environment("17.5"), short)
    XCTAssertEqual(number(measured, "maxTrackingError"), 0)
    XCTAssertEqual(number(measured, "glitches"), 0)
  }

  func test_scrollGeometryChange_isExactWhenWrittenBeforeSafeAreaInset_seed004() throws {
    let measured = try outcome("scroll-geometry-change", environment("18.0"))
    XCTAssertEqual(string(measured, "observedScrollView"), "UICollectionView")
    XCTAssertEqual(number(measured, "maxTrackingError"), 0)
    XCTAssertEqual(number(measured, "framesOff"), 0)
    XCTAssertFalse(measured.notes.contains { $0.contains("Multiple scroll views") })
  }

  func test_scrollGeometryChange_afterSafeAreaInset_picksTheHeadersHorizontalScrollView_seed004() throws {
    let measured = try outcome(
      "scroll-geometry-change", environment("18.0"), #"{"modifierOrder": "after-safe-area-inset"}"#)
    XCTAssertEqual(string(measured, "observedScrollView"), "UIScrollView")
    XCTAssertEqual(bool(measured, "trackerFound"), false)
    XCTAssertTrue(
      measured.notes.contains("Multiple scroll views were found. Picking the first one to compare."))
    XCTAssertEqual(number(measured, "maxTrackingError"), trace.max())
  }

  func test_scrollGeometryChange_isUnavailableBeforeiOS18_seed004() throws {
    let verdict = try pipeline.compare(scenario(), in: environment("17.5")).verdicts.first {
      $0.strategy.id == "scroll-geometry-change"
    }
    XCTAssertEqual(verdict?.available, false)
    XCTAssertNil(verdict?.outcome)
  }

  func test_superviewOnlyKVO_neverFindsTheScrollView_becauseTheBackgroundIsNotInsideIt_seed004() throws {
    for os in ["15.0", "17.5", "18.0"] {
      let measured = try outcome("kvo-superview", environment(os))
      XCTAssertEqual(bool(measured, "trackerFound"), false, os)
      XCTAssertEqual(measured.details["observedScrollView"], .null, os)
      XCTAssertTrue(
        measured.notes.contains { $0.contains("superview exists: true, UIScrollView not found") }, os)
      XCTAssertEqual(number(measured, "maxTrackingError"), trace.max(), os)
    }
  }

  func test_siblingSearchKVO_findsTheListsScrollView_andTracksEveryFrameExactly_seed004() throws {
    for (os, orientation) in [("15.0", Orientation.portrait), ("17.5", .portrait), ("17.5", .landscapeRight)]
    {
      let measured = try outcome("kvo-sibling-search", environment(os, orientation))
      XCTAssertEqual(bool(measured, "trackerFound"), true, os)
      XCTAssertEqual(number(measured, "framesOff"), 0, os)
      XCTAssertEqual(number(measured, "maxTrackingError"), 0, os)
      XCTAssertEqual(number(measured, "glitches"), 0, os)
      XCTAssertEqual(number(measured, "headerOcclusion"), 0, os)
      XCTAssertEqual(measured.maxErrorPoints, 0, os)
    }
  }

  func test_scrollOffsetHelper_usesKVOOn17_andScrollGeometryChangeFrom18_seed004() throws {
    let on17 = try outcome("scroll-offset-helper", environment("17.5"))
    let on18 = try outcome("scroll-offset-helper", environment("18.0"))
    XCTAssertEqual(string(on17, "tracker"), "kvo")
    XCTAssertEqual(string(on18, "tracker"), "scroll-geometry")
    XCTAssertEqual(on17.maxErrorPoints, 0)
    XCTAssertEqual(on18.maxErrorPoints, 0)
    let info = try pipeline.registry.strategies(for: problem).first { $0.id == "scroll-offset-helper" }!
    XCTAssertTrue(
      info.supportCode.contains("if #available(iOS 18.0, *)"), "inside the generated ViewModifier")
  }

  func test_selectionFromiOS17_isKVOBelow18_andScrollGeometryChangeFrom18_seed004() throws {
    let selection = try pipeline.select(
      scenario(), devices: [DeviceCatalog.builtIn.device("iphone-15-pro")], orientations: [.portrait],
      policy: .default, deploymentTarget: OSVersion(17, 0))
    XCTAssertEqual(
      selection.segments.map(\.choice),
      [.strategy("kvo-sibling-search"), .strategy("scroll-geometry-change")])
    XCTAssertEqual(selection.segments.last?.from, OSVersion(18, 0))
  }

  func test_outputIsDeterministic() throws {
    let env = try environment("18.0")
    let first = try pipeline.compare(scenario(), in: env).verdicts.map {
      $0.outcome?.details.serialized() ?? ""
    }
    let second = try pipeline.compare(scenario(), in: env).verdicts.map {
      $0.outcome?.details.serialized() ?? ""
    }
    XCTAssertEqual(first, second)
  }

  // MARK: Bad input

  func test_unknownModifierOrder_isAnInputErrorNamingThePathAndTheChoices() {
    XCTAssertThrowsError(try scenario(#"{"modifierOrder": "inside-safe-area-inset"}"#)) { error in
      let message = String(describing: error)
      XCTAssertTrue(error is InputError)
      XCTAssertTrue(message.contains("test.json: $.modifierOrder"), message)
      XCTAssertTrue(message.contains("before-safe-area-inset, after-safe-area-inset"), message)
    }
  }

  func test_badSizesAndTraces_areInputErrorsNamingThePath() {
    let cases: [(String, String)] = [
      (#"{"rowHeight": 0}"#, "$.rowHeight"),
      (#"{"rowCount": 2.5}"#, "$.rowCount"),
      (#"{"headerHeight": -52}"#, "$.headerHeight"),
      (#"{"scrollTrace": []}"#, "$.scrollTrace"),
      (#"{"scrollTrace": [0, "far"]}"#, "$.scrollTrace[1]"),
      (#"{"scrollTrace": [0, 1e9]}"#, "$.scrollTrace[1]"),
      (#"{"scrolTrace": [0]}"#, "did you mean 'scrollTrace'"),
    ]
    for (json, expected) in cases {
      XCTAssertThrowsError(try scenario(json), json) { error in
        XCTAssertTrue(error is InputError, json)
        XCTAssertTrue(String(describing: error).contains(expected), "\(json): \(error)")
      }
    }
  }
}
