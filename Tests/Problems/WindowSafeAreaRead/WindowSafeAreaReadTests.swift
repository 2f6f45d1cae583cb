import InsetEmulation
import InsetEngine
import XCTest

@testable import InsetProblems

/// `window-safe-area-read` through the public pipeline: each setup on its own, the brief's figures,
/// and every assumption the world takes.
final class WindowSafeAreaReadTests: XCTestCase {
  private static let registry = BuiltInProblems.registry()
  private let problem: ProblemID = "window-safe-area-read"

  private func error(
    _ strategy: StrategyID, setups: [String], rotate: Bool = false, device: String = "iphone-15-pro",
    orientation: Orientation = .portrait, os: OSVersion = "17.0",
    assume: (inout Assumptions) -> Void = { _ in }
  ) throws -> Double {
    let scenario = try Pipeline(registry: Self.registry).scenario(
      for: problem,
      override: JSONCursor(
        .object([("setups", .array(setups.map { .string($0) })), ("rotate", .bool(rotate))]),
        file: "test.json"))
    let environment = Environment(
      device: try DeviceCatalog.builtIn.device(device), orientation: orientation, os: os)
    var assumptions = Assumptions.standard
    assume(&assumptions)
    return try Pipeline(registry: Self.registry, assumptions: assumptions).outcome(
      of: strategy, in: environment, scenario: scenario
    ).maxErrorPoints
  }

  private func world(
    _ setups: [String], device: String, assume: (inout Assumptions) -> Void
  ) throws -> WindowSafeAreaReadWorld {
    let problem = WindowSafeAreaReadProblem()
    var environment = Environment(
      device: try DeviceCatalog.builtIn.device(device), orientation: .portrait, os: "17.0")
    assume(&environment.assumptions)
    let world = problem.makeWorld(
      in: environment,
      scenario: WindowSafeAreaReadScenario(setups: setups.compactMap { .init(rawValue: $0) }, rotate: false))
    for item in world.cases { world.present(item) }
    return world
  }

  private func set(_ assumption: Assumption, _ value: Double) -> (inout Assumptions) -> Void {
    { if case .points(let path) = assumption.kind { $0[keyPath: path] = value } }
  }

  private func set(_ path: WritableKeyPath<Assumptions, Double>, _ value: Double) -> (inout Assumptions) ->
    Void
  {
    { $0[keyPath: path] = value }
  }

  // MARK: The brief's figures (iPhone 15 Pro: 59/0/34/0 portrait, 0/59/21/59 landscape)

  func test_keyWindowReadOnce_isStaleAfterRotation_by59OnAnIphone15Pro() throws {
    XCTAssertEqual(
      try error("key-window-read-once", setups: ["full-screen"]), 0, "right until the device turns")
    XCTAssertEqual(try error("key-window-read-once", setups: ["full-screen"], rotate: true), 59)
  }

  func test_ownViewReadOnce_inViewDidLoad_isZero_soItIsOffBy59() throws {
    XCTAssertEqual(try error("own-view-read-once", setups: ["full-screen"]), 59)
    XCTAssertEqual(try error("own-view-read-once", setups: ["full-screen"], orientation: .landscapeLeft), 59)
  }

  func test_foregroundActiveKeyWindow_readsZeroDuringASystemAlert_zlPhotoBrowser1057() throws {
    XCTAssertEqual(try error("foreground-active-key-window", setups: ["system-alert"]), 59)
    XCTAssertEqual(try error("own-safe-area-live", setups: ["system-alert"]), 0)
  }

  func test_underANavigationBar_theWindowsInsetMissesTheBarHeight() throws {
    XCTAssertEqual(try error("view-window-live", setups: ["navigation-bar"]), 44)
    let taller = set(WindowSafeAreaReadProblem.navigationBarHeight, 50)
    XCTAssertEqual(try error("view-window-live", setups: ["navigation-bar"], assume: taller), 50)
    XCTAssertEqual(try error("own-safe-area-live", setups: ["navigation-bar"], assume: taller), 0)
  }

  func test_underANavigationBar_inLandscape_theBarIsCompact() throws {
    XCTAssertEqual(try error("view-window-live", setups: ["navigation-bar"], orientation: .landscapeLeft), 32)
    let compact = set(WindowSafeAreaReadProblem.compactNavigationBarHeight, 40)
    XCTAssertEqual(
      try error("view-window-live", setups: ["navigation-bar"], orientation: .landscapeLeft, assume: compact),
      40)
  }

  func test_inAPageSheet_theWindowsTopInsetIsWrong() throws {
    XCTAssertEqual(
      try error("view-window-scene-live", setups: ["sheet"]), 59, "the sheet's root has no top inset")
    // A sheet starting at the screen's top edge would overlap the status bar and get its inset.
    let atTop = set(\.sheetTopMargin, -59)
    XCTAssertEqual(try error("view-window-scene-live", setups: ["sheet"], assume: atTop), 0)
  }

  func test_inAnIPadFormSheet_theRootViewHasNoInsets() throws {
    XCTAssertEqual(try error("view-window-live", setups: ["sheet"], device: "ipad-pro-11"), 24)
    let fullHeight = set(\.formSheetHeight, 1194)
    XCTAssertEqual(
      try error("view-window-live", setups: ["sheet"], device: "ipad-pro-11", assume: fullHeight), 0,
      "a sheet as tall as the window overlaps both unsafe edges")
    let wide = set(\.formSheetWidth, 700)
    XCTAssertEqual(
      try world(["sheet"], device: "ipad-pro-11", assume: wide).cases[0].controller.view.frame.width, 700)
  }

  func test_besideASlideOverScene_theKeyWindowIsTheOtherScenes() throws {
    XCTAssertEqual(try error("key-window-every-layout", setups: ["second-scene"], device: "ipad-pro-11"), 24)
    XCTAssertEqual(try error("connected-scenes-first", setups: ["second-scene"], device: "ipad-pro-11"), 24)
    XCTAssertEqual(try error("view-window-scene-live", setups: ["second-scene"], device: "ipad-pro-11"), 0)
    var changed = Assumptions.standard
    set(WindowSafeAreaReadProblem.slideOverWidth, 500)(&changed)
    set(WindowSafeAreaReadProblem.slideOverMargin, 20)(&changed)
    let panel = try world(["second-scene"], device: "ipad-pro-11", assume: { $0 = changed }).cases[0].app
      .scenes[1].frame
    XCTAssertEqual(panel, Rect(x: 834 - 500 - 20, y: 24 + 20, width: 500, height: 1194 - 24 - 20 - 40))
    XCTAssertEqual(
      try error("key-window-every-layout", setups: ["second-scene"], device: "iphone-15-pro"), 0,
      "no Slide Over on iPhone")
  }

  func test_onAnExternalDisplay_theDevicesKeyWindowIsRead() throws {
    XCTAssertEqual(try error("key-window-every-layout", setups: ["external-display"]), 59)
    XCTAssertEqual(try error("own-safe-area-live", setups: ["external-display"]), 0)
    let deviceInsets: (inout Assumptions) -> Void = {
      if case .flag(let path) = WindowSafeAreaReadProblem.externalDisplayInsetsZero.kind {
        $0[keyPath: path] = false
      }
    }
    XCTAssertEqual(
      try error("key-window-every-layout", setups: ["external-display"], assume: deviceInsets), 0)
  }

  func test_ownSafeAreaLive_layoutGuide_andGeometryProxy_areRightInEverySetup_onEveryFamily() throws {
    let all = WindowSafeAreaReadWorld.Setup.allCases.map(\.rawValue)
    for device in ["iphone-se-3", "iphone-15-pro", "ipad-pro-11", "iphone-duo-open"] {
      for strategy: StrategyID in [
        "own-safe-area-live", "safe-area-layout-guide", "geometry-proxy-safe-area",
      ] {
        for orientation in Orientation.allCases {
          XCTAssertEqual(
            try error(strategy, setups: all, rotate: true, device: device, orientation: orientation), 0,
            "\(strategy) on \(device) \(orientation)")
        }
      }
      XCTAssertGreaterThan(
        try error("key-window-read-once", setups: all, rotate: true, device: device), 0, device)
    }
  }
}
