import InsetEmulation
import InsetEngine
import XCTest

@testable import InsetProblems

/// `landscape-side-safe-area` through the public pipeline: the brief's figures per device, the
/// sensor side, and the compositional configuration assumption.
final class LandscapeSideSafeAreaTests: XCTestCase {
  private static let registry = BuiltInProblems.registry()
  private let problem: ProblemID = "landscape-side-safe-area"

  private func outcome(
    _ strategy: StrategyID, screen: String = "label", device: String = "iphone-15-pro",
    orientation: Orientation = .landscapeLeft, os: OSVersion = "17.0",
    assume: (inout Assumptions) -> Void = { _ in }
  ) throws -> Outcome {
    let scenario = try Pipeline(registry: Self.registry).scenario(
      for: problem, override: JSONCursor(.object([("screen", .string(screen))]), file: "test.json"))
    let environment = Environment(
      device: try DeviceCatalog.builtIn.device(device), orientation: orientation, os: os)
    var assumptions = Assumptions.standard
    assume(&assumptions)
    return try Pipeline(registry: Self.registry, assumptions: assumptions).outcome(
      of: strategy, in: environment, scenario: scenario)
  }

  func test_viewEdgePins_goUnderTheHousing_byInsetMinusMargin_perDevice() throws {
    let expected: [(String, Double)] = [
      ("iphone-15-pro", 43), ("iphone-14-pro", 43), ("iphone-16-pro", 46), ("iphone-12", 31),
      ("iphone-x", 28),
      ("iphone-se-3", 0), ("ipad-pro-11", 0), ("iphone-duo-open", 68),
    ]
    for (device, points) in expected {
      XCTAssertEqual(try outcome("pin-to-view-edges", device: device).maxErrorPoints, points, device)
      XCTAssertEqual(
        try outcome("pin-to-view-edges", screen: "flow-grid", device: device).maxErrorPoints, points, device)
    }
  }

  func test_portrait_hasNoSideInsets_untilTheDeviceTurns() throws {
    guard
      case .array(let states)? = try outcome("pin-to-view-edges", orientation: .portrait).details["states"]
    else {
      return XCTFail("no states")
    }
    XCTAssertEqual(states.first?["left"]?["overlap"], .number(0))
    XCTAssertEqual(states.last?["left"]?["overlap"], .number(43))
  }

  func test_inLandscapeLeft_theHousingIsOnTheRight() throws {
    guard case .array(let states)? = try outcome("pin-to-view-edges").details["states"] else {
      return XCTFail()
    }
    XCTAssertEqual(states.first?["sensorSide"], .string("right"))
    XCTAssertEqual(states.last?["sensorSide"], .string("left"))
  }

  func test_fixes_keepTextInTheSafeArea_onEveryFamily() throws {
    let fixes: [(StrategyID, String)] = [
      ("pin-to-safe-area", "label"), ("pin-to-layout-margins", "label"),
      ("section-inset-reference-safe-area", "flow-grid"), ("inset-adjustment-always", "flow-grid"),
      ("compositional-content-insets-reference", "compositional-grid"),
      ("ignores-vertical-only", "swiftui-row"),
      ("background-only-ignores", "swiftui-row"),
    ]
    for device in ["iphone-se-3", "iphone-15-pro", "ipad-pro-11", "iphone-duo-open"] {
      for (strategy, screen) in fixes {
        XCTAssertEqual(
          try outcome(strategy, screen: screen, device: device).maxErrorPoints, 0, "\(strategy) on \(device)")
      }
      XCTAssertEqual(
        try outcome("pin-to-view-edges", screen: "swiftui-row", device: device).maxErrorPoints,
        try outcome("pin-to-view-edges", device: device).maxErrorPoints, device)
    }
  }

  func test_compositionalSections_dependOnTheConfigurationDefault() throws {
    XCTAssertEqual(try outcome("pin-to-view-edges", screen: "compositional-grid").maxErrorPoints, 0)
    XCTAssertEqual(
      try outcome("pin-to-view-edges", screen: "compositional-grid", device: "iphone-x", os: "13.0")
        .maxErrorPoints, 28)
    let contentInset: (inout Assumptions) -> Void = {
      if case .flag(let path) = LandscapeSideSafeAreaProblem.compositionalDefaultIsSafeArea.kind {
        $0[keyPath: path] = false
      }
    }
    XCTAssertEqual(
      try outcome("pin-to-view-edges", screen: "compositional-grid", assume: contentInset).maxErrorPoints, 43)
    XCTAssertEqual(
      try outcome(
        "compositional-content-insets-reference", screen: "compositional-grid", assume: contentInset
      )
      .maxErrorPoints, 0)
  }
}
