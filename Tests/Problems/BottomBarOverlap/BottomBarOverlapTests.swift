import Foundation
import InsetEmulation
import InsetEngine
import InsetTestSupport
import XCTest

@testable import InsetProblems

/// `bottom-bar-overlap` through the public pipeline, and vultisig's numbers through the CLI.
final class BottomBarOverlapTests: XCTestCase {
  private static let registry = BuiltInProblems.registry()
  private let problem: ProblemID = "bottom-bar-overlap"

  private func outcome(
    _ strategy: StrategyID, _ members: [(String, JSONValue)] = [], device: String = "iphone-15-pro",
    orientation: Orientation = .portrait, assume: (inout Assumptions) -> Void = { _ in }
  ) throws -> Outcome {
    let scenario = try Pipeline(registry: Self.registry).scenario(
      for: problem, override: JSONCursor(.object(members), file: "test.json"))
    let environment = Environment(
      device: try DeviceCatalog.builtIn.device(device), orientation: orientation, os: "17.0")
    var assumptions = Assumptions.standard
    assume(&assumptions)
    return try Pipeline(registry: Self.registry, assumptions: assumptions).outcome(
      of: strategy, in: environment, scenario: scenario)
  }

  private let still: [(String, JSONValue)] = [("contentSizeChange", .null), ("rotate", .bool(false))]

  func test_overlay_hidesTheWholeBar_onEveryFamily() throws {
    for device in ["iphone-se-3", "iphone-15-pro", "ipad-pro-11", "iphone-duo-open"] {
      XCTAssertEqual(try outcome("overlay-as-is", still, device: device).maxErrorPoints, 64, device)
    }
    XCTAssertEqual(try outcome("overlay-as-is", still, orientation: .landscapeLeft).maxErrorPoints, 64)
  }

  func test_fixedSpacer_reservesTooMuch_forASmallerBar_by14() throws {
    XCTAssertEqual(try outcome("fixed-bottom-spacer", still).maxErrorPoints, 14)
  }

  func test_largerText_growsTheBar_andTheFixedSpacerHidesTheLastRow() throws {
    let grown: [(String, JSONValue)] = [
      ("contentSizeChange", .string("accessibility-extra-large")), ("rotate", .bool(false)),
    ]
    // 64 + (40 - 17) x 1.2 = 91.6 pt against 78 reserved.
    XCTAssertEqual(try outcome("fixed-bottom-spacer", grown).maxErrorPoints, 14, accuracy: 0.01)
    guard case .array(let states)? = try outcome("fixed-bottom-spacer", grown).details["states"] else {
      return XCTFail("no states")
    }
    XCTAssertEqual(states.last?["hidden"], .number(13.6))
    let steeper: (inout Assumptions) -> Void = {
      if case .points(let path) = BottomBarOverlapProblem.barGrowth.kind { $0[keyPath: path] = 2 }
    }
    XCTAssertEqual(
      try outcome("fixed-bottom-spacer", grown, assume: steeper).maxErrorPoints, 32, accuracy: 0.01)
    XCTAssertEqual(try outcome("safe-area-inset-bar", grown, assume: steeper).maxErrorPoints, 0)
    XCTAssertEqual(try outcome("safe-area-padding-bar-height", grown).maxErrorPoints, 27.6, accuracy: 0.01)
  }

  func test_manualContentInset_countsTheBandTwice_whenTheBarRunsToTheScreenEdge() throws {
    let band: [(String, JSONValue)] =
      still + [("barPlacement", .string("screen-bottom")), ("barHeight", .number(98))]
    XCTAssertEqual(try outcome("manual-content-inset", band).maxErrorPoints, 34)
    XCTAssertEqual(try outcome("additional-safe-area-insets", still).maxErrorPoints, 0)
  }

  func test_fixes_areRightAtEveryMoment_onEveryFamily() throws {
    for device in ["iphone-se-3", "iphone-15-pro", "ipad-pro-11", "iphone-duo-open"] {
      for strategy: StrategyID in [
        "safe-area-inset-bar", "additional-safe-area-insets", "vstack-instead-of-overlay",
        "manual-content-inset",
      ] {
        XCTAssertEqual(try outcome(strategy, device: device).maxErrorPoints, 0, "\(strategy) on \(device)")
      }
    }
  }

  func test_dynamicTypeBodySizes_areThePublishedTable() {
    XCTAssertEqual(
      ContentSizeCategory.allCases.map(\.bodyPointSize), [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53])
  }

  /// vultisig/vultisig-ios PR #4346: the bar's top sat 104 pt above the screen bottom in a stack
  /// that ignores the safe area, and a 78 pt spacer protected the content: 26 pt stayed hidden.
  func test_vultisig4346_fixedSpacerHides26_throughTheCLI() throws {
    let folder = NSTemporaryDirectory() + "insetfix-vultisig-\(getpid())"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let file = folder + "/vultisig.json"
    try """
    {"barHeight": 104, "barPlacement": "screen-bottom", "contentIgnoresSafeArea": true,
     "contentSizeChange": null, "rotate": false, "fixedSpacer": 78}
    """.write(toFile: file, atomically: true, encoding: .utf8)
    for device in ["iphone-se-3", "iphone-15-pro"] {
      let result = Support.cli([
        "compare", "--problem", "bottom-bar-overlap", "--device", device, "--scenario", file,
      ])
      XCTAssertEqual(result.status, 0, result.stderr)
      let row = result.stdout.split(separator: "\n").first { $0.contains(" fixed-bottom-spacer ") }
      XCTAssertNotNil(row?.range(of: #"no\s+26\s"#, options: .regularExpression), "\(device): \(row ?? "")")
      XCTAssertTrue(result.stdout.contains("26 pt of the last row stay under the 104 pt bar"))
    }
  }
}
