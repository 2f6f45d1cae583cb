import Foundation
import InsetEmulation
import InsetEngine
import XCTest

@testable import InsetProblems

/// Every modelling assumption is named, documented, pinned by a test, and can be changed to show
/// which verdicts hang on it.
final class AssumptionTests: XCTestCase {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  private func outcome(_ strategy: StrategyID, _ problem: ProblemID, _ assumptions: Assumptions) throws
    -> Outcome
  {
    let pipeline = Pipeline(registry: BuiltInProblems.registry(), assumptions: assumptions)
    let env = Environment(
      device: try DeviceCatalog.builtIn.device("iphone-15-pro"), orientation: .portrait, os: "27.1")
    return try pipeline.outcome(of: strategy, in: env, scenario: pipeline.scenario(for: problem))
  }

  func test_everyAssumption_isDocumented_withItsIdStatementAndSource() throws {
    let doc = try String(contentsOf: Self.root.appendingPathComponent("docs/assumptions.md"), encoding: .utf8)
    for assumption in BuiltInProblems.registry().assumptions {
      XCTAssertTrue(doc.contains("`\(assumption.id)`"), "docs/assumptions.md lacks \(assumption.id)")
      XCTAssertTrue(
        doc.contains(assumption.statement), "docs/assumptions.md: \(assumption.id)'s statement differs")
    }
  }

  func test_everyAssumption_namesATestThatExists() throws {
    let tests = try FileManager.default.subpathsOfDirectory(
      atPath: Self.root.appendingPathComponent("Tests").path
    )
    .filter { $0.hasSuffix(".swift") }
    .map { try String(contentsOf: Self.root.appendingPathComponent("Tests/" + $0), encoding: .utf8) }
    .joined()
    for assumption in BuiltInProblems.registry().assumptions {
      let parts = assumption.test.split(separator: ".")
      XCTAssertEqual(parts.count, 2, assumption.id)
      XCTAssertTrue(tests.contains("class \(parts[0])"), "\(assumption.id): no test class \(parts[0])")
      XCTAssertTrue(tests.contains("func \(parts[1])("), "\(assumption.id): no test \(assumption.test)")
    }
  }

  func test_idsAreUnique_andKebabCase() {
    let ids = BuiltInProblems.registry().assumptions.map(\.id)
    XCTAssertEqual(Set(ids).count, ids.count)
    for id in ids { XCTAssertNil(id.range(of: "[^a-z0-9-]", options: .regularExpression), id) }
  }

  func test_hostingConfigurationWithZeroDefaultMargins_wouldFixTheCells_seed000() throws {
    XCTAssertEqual(try outcome("hosting-configuration", "hosted-cell-safe-area", .standard).maxErrorPoints, 8)
    var zero = Assumptions.standard
    zero.hostingConfigurationMargins = 0
    XCTAssertEqual(try outcome("hosting-configuration", "hosted-cell-safe-area", zero).maxErrorPoints, 0)
  }

  func test_aDefaultPaddingOf20_wouldMakeDefaultPaddingRightOnA20PointDevice_seed002() throws {
    XCTAssertEqual(try outcome("default-padding", "fixed-horizontal-padding", .standard).maxErrorPoints, 4)
    var twenty = Assumptions.standard
    twenty.defaultPadding = 20
    XCTAssertEqual(try outcome("default-padding", "fixed-horizontal-padding", twenty).maxErrorPoints, 0)
  }

  func test_preferencesDeliveredWhileScrolling_wouldMakeThePreferenceKeyExact_seed004() throws {
    XCTAssertGreaterThan(try outcome("preference-key", "list-scroll-tracking", .standard).maxErrorPoints, 100)
    var onScroll = Assumptions.standard
    onScroll.listPreferencesOnlyOnUpdate = false
    XCTAssertEqual(try outcome("preference-key", "list-scroll-tracking", onScroll).maxErrorPoints, 0)
  }

  func test_parse_appliesCommaSeparatedChanges_andNamesThem() throws {
    let assumptions = try Assumptions.parse(
      "default-padding=20,list-preferences-only-on-update=false",
      catalog: BuiltInProblems.registry().assumptions)
    XCTAssertEqual(assumptions.defaultPadding, 20)
    XCTAssertFalse(assumptions.listPreferencesOnlyOnUpdate)
    XCTAssertEqual(
      assumptions.changes(in: BuiltInProblems.registry().assumptions),
      ["default-padding=20", "list-preferences-only-on-update=false"])
  }

  func test_parse_acceptsAnAliasOfASharedAssumption_andNamesItByItsId() throws {
    let assumptions = try Assumptions.parse(
      "page-sheet-top-gap=30", catalog: BuiltInProblems.registry().assumptions)
    XCTAssertEqual(assumptions.sheetTopMargin, 30)
    XCTAssertEqual(assumptions.changes(in: BuiltInProblems.registry().assumptions), ["sheet-top-margin=30"])
  }

  func test_parse_rejectsUnknownIds_badValues_andFixedAssumptions_withTheChoices() {
    for (text, expected) in [
      ("nope=1", "unknown assumption 'nope'"), ("default-padding=-3", "expected a length in points"),
      ("list-preferences-only-on-update=yes", "expected true or false"),
      ("default-padding", "expected ID=VALUE"),
      ("device-last-release=18.0", "cannot be changed"),
    ] {
      XCTAssertThrowsError(try Assumptions.parse(text, catalog: BuiltInProblems.registry().assumptions), text)
      { error in
        XCTAssertTrue("\(error)".contains(expected), "\(error)")
        XCTAssertTrue("\(error)".contains("default-padding"), "lists the adjustable ids: \(error)")
      }
    }
  }

  func test_outcomesUnderDifferentAssumptions_doNotShareACacheEntry() throws {
    let cache = OutcomeCache()
    let registry = BuiltInProblems.registry()
    let env = Environment(
      device: try DeviceCatalog.builtIn.device("iphone-15-pro"), orientation: .portrait, os: "27.1")
    let standard = Pipeline(registry: registry, cache: cache)
    var twenty = Assumptions.standard
    twenty.defaultPadding = 20
    let changed = Pipeline(registry: registry, cache: cache, assumptions: twenty)
    let scenario = try standard.scenario(for: "fixed-horizontal-padding")
    XCTAssertEqual(try standard.outcome(of: "default-padding", in: env, scenario: scenario).maxErrorPoints, 4)
    XCTAssertEqual(try changed.outcome(of: "default-padding", in: env, scenario: scenario).maxErrorPoints, 0)
  }

  func test_aProblemRedeclaringASharedAssumption_withAnotherDefault_isRefused() {
    var registry = BuiltInProblems.registry()
    XCTAssertThrowsError(try registry.register(SheetSizeProblem(width: 500))) { error in
      XCTAssertTrue("\(error)".contains("'form-sheet-width' with another default"), "\(error)")
    }
    XCTAssertNoThrow(
      try registry.register(SheetSizeProblem(width: 540)), "the same default is one shared assumption")
    XCTAssertEqual(registry.assumptions.filter { $0.id == "form-sheet-width" }.count, 1)
  }
}

/// A problem that only declares the iPad form sheet's width (for the refusal above).
private struct SheetSizeProblem: Problem {
  let width: Double
  var id: ProblemID { ProblemID("sheet-size-\(Int(width))") }
  let title = "sheet"
  let source = "test"
  let summary = "test"
  let defaultScenarioJSON = "{}"
  var assumptions: [Assumption] {
    [
      .points(
        "form-sheet-width", default: width, statement: "A form sheet's width.", source: "test",
        test: "AssumptionTests.test_aProblemRedeclaringASharedAssumption_withAnotherDefault_isRefused")
    ]
  }
  func decodeScenario(_ json: JSONCursor) throws -> Int { 0 }
  func makeWorld(in environment: Environment, scenario: Int) -> Int { 0 }
  func measure(_ world: Int, in environment: Environment, scenario: Int) -> Outcome {
    Outcome(maxErrorPoints: 0)
  }
}
