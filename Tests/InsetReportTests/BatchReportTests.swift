import InsetEmulation
import InsetEngine
import InsetReport
import XCTest

@testable import InsetProblems

/// The batch HTML report: honest summary colours, the release strip with the selection's
/// boundaries, the device heat map.
final class BatchReportTests: XCTestCase {
  static let config = """
    {"matrix": {"devices": ["iphone-se-3", "iphone-15-pro"], "orientations": ["portrait", "landscape-left"],
     "os": ["15.0", "16.0", "16.4", "17.0"], "problems": ["hosted-cell-safe-area", "uikit-introspection"],
     "strategies": "all"},
     "deploymentTarget": "15.0", "output": {"format": "html"}}
    """

  /// One batch run shared by the tests (they only read it).
  static let shared: Result<BatchAggregate, Error> = Result { try run() }

  func aggregate() throws -> BatchAggregate { try BatchReportTests.shared.get() }

  static func run() throws -> BatchAggregate {
    let pipeline = Pipeline(registry: BuiltInProblems.registry())
    let config = try BatchConfig.decode(
      JSONCursor.parse(BatchReportTests.config, file: "batch.json"), registry: pipeline.registry)
    let runner = try BatchRunner(pipeline: pipeline, config: config)
    return try runner.run(range: 0..<runner.cellCount, jobs: 1, emit: { _ in })
  }

  /// The summary row of a strategy: its overall status cell.
  func overall(_ id: String, in html: String) throws -> String {
    let row = try XCTUnwrap(html.range(of: "<tr><td><code>\(id)</code></td>"))
    let cell = html[row.upperBound...].prefix { $0 != "\n" }
    return String(cell)
  }

  func test_harmfulAndForbiddenStrategies_areNeverGreenInTheSummary() throws {
    let html = HTMLReport().tail(try aggregate())
    XCTAssertTrue(try overall("swizzle", in: html).contains(">harmful<"))
    XCTAssertTrue(try overall("private-disable-safe-area", in: html).contains(">ruled-out<"))
    XCTAssertTrue(try overall("dynamic-subclass", in: html).contains(">fixed<"))
    let green = "background:#dafbe1"
    XCTAssertFalse(try overall("swizzle", in: html).contains(green))
    XCTAssertFalse(try overall("private-disable-safe-area", in: html).contains(green))
  }

  func test_releaseStrip_marksTheChosenStrategy_andTheSelections16_4Boundary() throws {
    let html = HTMLReport().tail(try aggregate())
    XCTAssertTrue(
      html.contains("<span class=\"boundary\">#available(iOS 16.4, *)</span><span class=\"os\">16.4</span>"),
      "boundary missing")
    XCTAssertTrue(html.contains("title=\"chosen for iOS 16.4\""))
    XCTAssertTrue(html.contains("title=\"unavailable on iOS 15.0"), "safe-area-regions before 16.4")
  }

  func test_heatMap_labelsIntrospectionInLookupDefects_notPoints() throws {
    let html = HTMLReport().tail(try aggregate())
    XCTAssertTrue(html.contains("Strategy × device: worst error (lookup defects)"))
    XCTAssertTrue(html.contains("worst error (lookup defects)"))
    XCTAssertFalse(html.contains("uikit-introspection: worst error (pt)"))
  }

  func test_sideBySideCards_putTheAsIsCardFirst() throws {
    let html = HTMLReport().tail(try aggregate())
    let section = try XCTUnwrap(html.range(of: "Side by side on"))
    let first = try XCTUnwrap(
      html[section.upperBound...].range(of: "<figure class=\"card\" data-strategy=\""))
    XCTAssertTrue(html[first.upperBound...].hasPrefix("hosting-controller\""))
  }

  func test_strategyFixingWhereverItRuns_isNotCalledUnavailableOverall() throws {
    let html = HTMLReport().tail(try aggregate())
    XCTAssertTrue(try overall("safe-area-regions", in: html).contains(">fixed<"))
  }

  func test_swizzleSummary_keepsItsErrorAndItsCollateralApart() throws {
    let swizzle = try XCTUnwrap(try aggregate().summaries.first { $0.strategy.id == "swizzle" })
    XCTAssertEqual(swizzle.worstError, 0)
    XCTAssertEqual(swizzle.worstCollateral, 59, accuracy: 0.5)
    XCTAssertEqual(swizzle.worstCollateralEnvironment?.device.id, "iphone-15-pro")
  }

  func test_sameInput_givesByteIdenticalHTML() throws {
    XCTAssertEqual(HTMLReport().tail(try aggregate()), HTMLReport().tail(try BatchReportTests.run()))
  }

  /// The heat map's green means "fixes it here and may be chosen": swizzle (harmful, collateral on
  /// the control) and private-disable-safe-area (ruled out by the default policy) fix the cells
  /// with 0 error, and are not green.
  func test_heatMap_colorsHarmfulAndRuledOutStrategiesInTheirOwnColours_notGreen() throws {
    let html = HTMLReport().tail(try aggregate())
    let heat = try XCTUnwrap(html.range(of: "<table class=\"heat\"")).lowerBound
    let table = String(html[heat...]).components(separatedBy: "</table>")[0]
    func cells(_ strategy: String) -> [Substring] {
      guard
        let row = table.components(separatedBy: "<tr>").first(where: {
          $0.contains("<code>\(strategy)</code>")
        })
      else { return [] }
      return Array(row.split(separator: "<td").dropFirst())
    }
    let green = "background:#dafbe1"
    XCTAssertFalse(cells("swizzle").isEmpty)
    XCTAssertTrue(
      cells("swizzle").allSatisfy { !$0.contains(green) && $0.contains("harmful") }, "\(cells("swizzle"))")
    XCTAssertTrue(
      cells("private-disable-safe-area").allSatisfy { !$0.contains(green) && $0.contains("ruled-out") },
      "\(cells("private-disable-safe-area"))")
    XCTAssertTrue(cells("dynamic-subclass").allSatisfy { $0.contains(green) }, "\(cells("dynamic-subclass"))")
  }

  /// A full matrix has 28 devices: their names stand on end in the heat map's header, so the
  /// columns are as narrow as the numbers and the table fits the page.
  func test_heatMap_deviceNamesStandOnEnd() throws {
    let html = HTMLReport().tail(try aggregate())
    let heat = try XCTUnwrap(html.range(of: "<table class=\"heat\"")).lowerBound
    let header = String(html[heat...]).components(separatedBy: "</tr>")[0]
    XCTAssertEqual(header.components(separatedBy: "<th class=\"device\"><span>").count - 1, 2, header)
    let rule = html.components(separatedBy: ".heat th.device span{").dropFirst().first ?? ""
    XCTAssertTrue(rule.hasPrefix("writing-mode:vertical-rl"), String(rule.prefix(80)))
  }

  /// The darkest reds carry white numbers: red on dark red cannot be read.
  func test_heatMap_worstCells_haveWhiteNumbers() throws {
    let html = HTMLReport().tail(try aggregate())
    let heat = try XCTUnwrap(html.range(of: "<table class=\"heat\"")).lowerBound
    let table = String(html[heat...]).components(separatedBy: "</table>")[0]
    let darkest = table.components(separatedBy: "<td").filter { $0.contains("hsl(355,75%,52%)") }
    XCTAssertFalse(darkest.isEmpty, "no cell at the worst error")
    XCTAssertTrue(darkest.allSatisfy { $0.contains("color:#fff") }, "\(darkest)")
  }
}
