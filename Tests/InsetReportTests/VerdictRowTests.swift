import InsetEmulation
import InsetEngine
import InsetReport
import XCTest

@testable import InsetProblems

/// One row model for every format: typed reasons, statuses, and the problem's error unit.
final class VerdictRowTests: XCTestCase {
  let pipeline = Pipeline(registry: BuiltInProblems.registry())

  func comparison(_ problem: ProblemID, os: OSVersion = "15.0") throws -> Comparison {
    let env = Environment(
      device: try DeviceCatalog.builtIn.device("iphone-15-pro"), orientation: .portrait, os: os)
    return try pipeline.compare(pipeline.scenario(for: problem), in: env)
  }

  func row(_ id: StrategyID, _ c: Comparison) throws -> VerdictRow {
    try XCTUnwrap(VerdictRow.rows(of: c).first { $0.strategy.id == id })
  }

  func test_reasonsAreTyped_unavailablePolicyAndCollateral() throws {
    let c = try comparison("hosted-cell-safe-area")
    XCTAssertEqual(try row("safe-area-regions", c).reasons.map(\.kind), [.unavailable])
    let swizzle = try row("swizzle", c).reasons.map(\.kind)
    XCTAssertTrue(swizzle.contains(.policyTrait) && swizzle.contains(.collateral), "\(swizzle)")
    XCTAssertEqual(try row("swizzle", c).status, .harmful)
    XCTAssertEqual(try row("private-disable-safe-area", c).status, .fixedRuledOut)
  }

  func test_introspectionErrors_areLabelledLookupDefects_inEveryFormat() throws {
    let c = try comparison("uikit-introspection")
    let report = CompareReport(comparison: c, selection: nil)
    XCTAssertTrue(TableRenderer().render([report]).contains("error (lookup defects)"))
    XCTAssertTrue(MarkdownRenderer().render([report]).contains("error (lookup defects)"))
    XCTAssertTrue(HTMLCompareRenderer().render([report]).contains("error (lookup defects)"))
    XCTAssertTrue(JSONRenderer().render([report]).contains("\"errorUnit\": \"lookup defects\""))
    let csv = CSVWriter().header() + CSVWriter().result(c)
    XCTAssertTrue(csv.contains(",lookup defects,"))
    XCTAssertFalse(TableRenderer().render([report]).contains("error (pt)"))
  }

  func test_jsonAndCSV_carryTheSameFieldsFromTheRow() throws {
    let c = try comparison("hosted-cell-safe-area")
    let line = JSONLWriter().result(c).split(separator: "\n").first { $0.contains("\"id\":\"swizzle\"") }
    let json = try XCTUnwrap(line)
    XCTAssertTrue(json.contains("\"status\":\"harmful\""))
    XCTAssertTrue(
      json.contains("{\"kind\":\"collateral\",\"text\":\"collateral damage: 59 pt elsewhere in the app\"}"))
    let csv = CSVWriter().result(c).split(separator: "\n").first { $0.contains(",swizzle,") }
    XCTAssertTrue(try XCTUnwrap(csv).contains(",harmful,"))
    XCTAssertEqual(CSVWriter().header().split(separator: ",").count, VerdictRow.csvColumns.count)
  }
}
