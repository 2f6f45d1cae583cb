import InsetEmulation
import InsetEngine
import InsetReport
import XCTest

@testable import InsetProblems

/// The HTML cards draw what was measured: the error dimension in each card's SVG is the measured
/// worst error (within 0.5 pt), and a strategy with collateral damage has its victim drawn.
final class HTMLCardTests: XCTestCase {
  let pipeline = Pipeline(registry: BuiltInProblems.registry())

  /// Environments that exercise every unsafe feature: notch-less, Dynamic Island in both
  /// orientations, the folding phone's bar, an iPad.
  func environments() throws -> [Environment] { try HTMLCardTests.environments() }

  static func environments() throws -> [Environment] {
    let catalog = DeviceCatalog.builtIn
    return [
      Environment(device: try catalog.device("iphone-15-pro"), orientation: .portrait, os: "17.0"),
      Environment(device: try catalog.device("iphone-15-pro"), orientation: .landscapeLeft, os: "15.0"),
      Environment(device: try catalog.device("iphone-duo-closed"), orientation: .portrait, os: "27.1"),
      Environment(device: try catalog.device("iphone-se-3"), orientation: .landscapeRight, os: "16.4"),
      Environment(device: try catalog.device("ipad-pro-11"), orientation: .portrait, os: "18.0"),
    ]
  }

  /// Every problem in every environment, measured once for all the tests here.
  static let shared: Result<[Comparison], Error> = Result { try measureAll() }

  func comparisons() throws -> [Comparison] { try HTMLCardTests.shared.get() }

  static func measureAll() throws -> [Comparison] {
    let pipeline = Pipeline(registry: BuiltInProblems.registry())
    var out: [Comparison] = []
    for problem in pipeline.registry.problemIDs {
      let scenario = try pipeline.scenario(for: problem)
      for environment in try environments() { out.append(try pipeline.compare(scenario, in: environment)) }
    }
    return out
  }

  func test_everyCard_drawsTheMeasuredWorstErrorAsADimension_withinHalfAPoint() throws {
    var checked = 0
    for comparison in try comparisons() where comparison.problem.errorUnit.isDistance {
      let html = HTMLCompareRenderer().render([CompareReport(comparison: comparison, selection: nil)])
      for verdict in comparison.verdicts {
        let card = try XCTUnwrap(SVGProbe.card(verdict.strategy.id, in: html), verdict.strategy.id.rawValue)
        let context = "\(verdict.strategy.id) on \(comparison.environment)"
        guard let outcome = verdict.outcome else {
          XCTAssertNil(SVGProbe.svg("snapshot", in: card), context)
          continue
        }
        let snapshot = try XCTUnwrap(SVGProbe.svg("snapshot", in: card), context)
        let drawn = SVGProbe.dimensionLength(in: snapshot)
        if outcome.maxErrorPoints > 0.05 {
          let length = try XCTUnwrap(drawn, "no dimension drawn for \(context)")
          XCTAssertEqual(length, outcome.maxErrorPoints, accuracy: 0.5, context)
          checked += 1
        } else {
          XCTAssertNil(drawn, "a dimension drawn for a right layout: \(context)")
        }
      }
    }
    XCTAssertGreaterThan(checked, 20, "too few wrong strategies to check anything")
  }

  func test_strategiesWithCollateral_drawTheVictimWithItsDisplacement() throws {
    var victims = 0
    for comparison in try comparisons() {
      let html = HTMLCompareRenderer().render([CompareReport(comparison: comparison, selection: nil)])
      for verdict in comparison.verdicts {
        let card = try XCTUnwrap(SVGProbe.card(verdict.strategy.id, in: html))
        let collateral = verdict.outcome?.collateralPoints ?? 0
        let victim = SVGProbe.svg("victim", in: card)
        if collateral > verdict.tolerance {
          let svg = try XCTUnwrap(victim, "\(verdict.strategy.id): no victim drawn")
          let length = try XCTUnwrap(SVGProbe.dimensionLength(in: svg))
          XCTAssertEqual(length, collateral, accuracy: 0.5)
          victims += 1
        } else {
          XCTAssertNil(victim, "\(verdict.strategy.id) has no collateral but a victim is drawn")
        }
      }
    }
    XCTAssertGreaterThan(victims, 0, "swizzle's collateral damage is never drawn")
  }

  func test_swizzleVictim_isTheFullScreenHostingController_59ptOnTheDynamicIslandSide_seed000() throws {
    let env = try environments()[1]
    let comparison = try pipeline.compare(
      pipeline.scenario(for: "hosted-cell-safe-area"), in: env, strategies: ["swizzle"])
    let html = HTMLCompareRenderer().render([CompareReport(comparison: comparison, selection: nil)])
    let victim = try XCTUnwrap(SVGProbe.svg("victim", in: try XCTUnwrap(SVGProbe.card("swizzle", in: html))))
    XCTAssertTrue(victim.contains("full-screen hosting controller"))
    XCTAssertEqual(try XCTUnwrap(SVGProbe.dimensionLength(in: victim)), 59, accuracy: 0.5)
  }

  func test_everyPicture_hasATitle_andItsCardATextAlternativeWithTheNumbers() throws {
    for comparison in try comparisons() {
      let html = HTMLCompareRenderer().render([CompareReport(comparison: comparison, selection: nil)])
      for svg in SVGProbe.all("<svg", in: html) {
        XCTAssertTrue(svg.contains("<title>"), "an SVG without a title in \(comparison.problem.id)")
      }
      for verdict in comparison.verdicts where verdict.outcome != nil {
        let card = try XCTUnwrap(SVGProbe.card(verdict.strategy.id, in: html))
        let caption = try XCTUnwrap(card.range(of: "<figcaption>")).upperBound
        let unit = comparison.problem.errorUnit.symbol
        XCTAssertTrue(
          card[caption...].contains("error \(verdict.outcome!.maxErrorPoints.points) \(unit)"),
          "\(verdict.strategy.id): the caption lacks the number")
      }
    }
  }

  func test_deviceOutline_drawsTheDynamicIsland_theNotch_theBar_andTheHomeIndicator() throws {
    let catalog = DeviceCatalog.builtIn
    let cases: [(String, Orientation, [String])] = [
      ("iphone-15-pro", .portrait, ["Dynamic Island", "home indicator"]),
      ("iphone-x", .landscapeLeft, ["sensor housing (notch)", "home indicator"]),
      ("iphone-duo-closed", .portrait, ["bar"]),
      ("iphone-se-3", .portrait, ["status bar"]),
    ]
    for (id, orientation, features) in cases {
      let env = Environment(device: try catalog.device(id), orientation: orientation, os: "27.1")
      let comparison = try pipeline.compare(
        pipeline.scenario(for: "fixed-horizontal-padding"), in: env, strategies: ["fixed-16"])
      let html = HTMLCompareRenderer().render([CompareReport(comparison: comparison, selection: nil)])
      let snapshot = try XCTUnwrap(SVGProbe.svg("snapshot", in: html))
      let drawn = SVGProbe.all("<rect class=\"feature\"", in: snapshot).compactMap(SVGProbe.title)
      XCTAssertEqual(drawn, features, "\(id) \(orientation)")
    }
  }

  func test_housingSitsOnTheRight_inLandscapeLeft() throws {
    let env = Environment(
      device: try DeviceCatalog.builtIn.device("iphone-15-pro"), orientation: .landscapeLeft, os: "27.1")
    let comparison = try pipeline.compare(
      pipeline.scenario(for: "fixed-horizontal-padding"), in: env, strategies: ["fixed-16"])
    let html = HTMLCompareRenderer().render([CompareReport(comparison: comparison, selection: nil)])
    let island = try XCTUnwrap(
      SVGProbe.all("<rect class=\"feature\"", in: html).first { $0.contains("Dynamic Island") })
    XCTAssertGreaterThan(try XCTUnwrap(SVGProbe.number("x", in: island)), env.screen.width / 2)
  }
}

/// Reads back what the renderer drew: cards, SVGs, dimension lines.
enum SVGProbe {
  static func card(_ id: StrategyID, in html: String) -> Substring? {
    guard let start = html.range(of: "<figure class=\"card\" data-strategy=\"\(id)\"") else { return nil }
    guard let end = html[start.upperBound...].range(of: "</figure>") else { return nil }
    return html[start.lowerBound..<end.upperBound]
  }

  static func svg<S: StringProtocol>(_ cssClass: String, in text: S) -> Substring? {
    let s = Substring(text)
    guard let start = s.range(of: "<svg class=\"\(cssClass)\"") else { return nil }
    guard let end = s[start.upperBound...].range(of: "</svg>") else { return nil }
    return s[start.lowerBound..<end.upperBound]
  }

  /// Every element starting with `prefix`, up to its closing tag or the next element.
  static func all<S: StringProtocol>(_ prefix: String, in text: S) -> [Substring] {
    var out: [Substring] = []
    var rest = Substring(text)
    while let start = rest.range(of: prefix) {
      let tail = rest[start.upperBound...]
      let end = tail.range(of: "</rect>")?.upperBound ?? tail.range(of: "</svg>")?.upperBound ?? tail.endIndex
      out.append(rest[start.lowerBound..<end])
      rest = rest[end...]
    }
    return out
  }

  static func title<S: StringProtocol>(_ element: S) -> String? {
    guard let start = element.range(of: "<title>"), let end = element.range(of: "</title>") else {
      return nil
    }
    return String(element[start.upperBound..<end.lowerBound])
  }

  static func number<S: StringProtocol>(_ attribute: String, in element: S) -> Double? {
    guard let start = element.range(of: " \(attribute)=\"") else { return nil }
    let value = element[start.upperBound...].prefix { $0 != "\"" }
    return Double(value)
  }

  /// The drawn length of the dimension line, in the SVG's units (screen points).
  static func dimensionLength<S: StringProtocol>(in svg: S) -> Double? {
    guard let start = svg.range(of: "<line class=\"dimension\"") else { return nil }
    let line = svg[start.lowerBound...].prefix { $0 != ">" }
    guard let x1 = number("x1", in: line), let y1 = number("y1", in: line), let x2 = number("x2", in: line),
      let y2 = number("y2", in: line)
    else { return nil }
    return ((x2 - x1) * (x2 - x1) + (y2 - y1) * (y2 - y1)).squareRoot()
  }
}

extension HTMLCardTests {
  /// The list-scroll-tracking chart colours each line by the verdict: section-header tracks the
  /// scroll exactly but slides under the bar (wrong by 52 pt), so it is not drawn green and its
  /// label says how wrong it is.
  func test_traceChart_saysAndColoursTheVerdict_notTheTrackingAlone_seed004() throws {
    let pipeline = Pipeline(registry: BuiltInProblems.registry())
    let environment = try HTMLCardTests.environments()[0]
    let comparison = try pipeline.compare(pipeline.scenario(for: "list-scroll-tracking"), in: environment)
    let html = HTMLCompareRenderer().render([CompareReport(comparison: comparison, selection: nil)])
    let chart = try XCTUnwrap(
      html.components(separatedBy: "<svg class=\"trace\" data-strategy=\"section-header\"").dropFirst().first)
    let svg = chart.components(separatedBy: "</svg>")[0]
    XCTAssertTrue(svg.contains("wrong: off by 52 pt"), svg)
    XCTAssertFalse(svg.contains("stroke=\"#1a7f37\""), "section-header drawn green")
  }

  /// compare --format html puts the answer first: the selection and its code before the table and
  /// the cards.
  func test_compareHTML_putsTheSelectionFirst_thenTheTable_thenTheCards() throws {
    let pipeline = Pipeline(registry: BuiltInProblems.registry())
    let scenario = try pipeline.scenario(for: "hosted-cell-safe-area")
    let environment = try HTMLCardTests.environments()[0]
    let comparison = try pipeline.compare(scenario, in: environment)
    let selection = try pipeline.select(
      scenario, devices: [environment.device], orientations: [.portrait], policy: .default,
      deploymentTarget: "17.0")
    let html = HTMLCompareRenderer().render([CompareReport(comparison: comparison, selection: selection)])
    let code = try XCTUnwrap(html.range(of: "safeAreaRegions = []")).lowerBound
    let table = try XCTUnwrap(html.range(of: "<table")).lowerBound
    let card = try XCTUnwrap(html.range(of: "<svg")).lowerBound
    XCTAssertLessThan(code, table)
    XCTAssertLessThan(table, card)
  }
}
