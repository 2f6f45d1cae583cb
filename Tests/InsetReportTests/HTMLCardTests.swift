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

  /// The drawn dimension is the error measured at the drawn moment; that is the worst error,
  /// or, where the worst lies mostly off screen, the worst a user sees, and then the caption
  /// says where the larger one is.
  func test_everyCard_drawsTheErrorMeasuredAtItsMoment_andNamesALargerOneOffScreen() throws {
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
        let value = outcome.worst?.dimension?.value ?? 0
        XCTAssertLessThanOrEqual(value, outcome.maxErrorPoints + 0.5, context)
        if value > 0.05 {
          let length = try XCTUnwrap(drawn, "no dimension drawn for \(context)")
          XCTAssertEqual(length, value, accuracy: 0.5, context)
          checked += 1
        } else {
          XCTAssertNil(drawn, "a dimension drawn for a right moment: \(context)")
        }
        if value < outcome.maxErrorPoints - verdict.tolerance {
          XCTAssertTrue(card.contains("the largest error, \(outcome.maxErrorPoints.points) pt"), context)
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

/// The cards draw what a user would see: the worst frame on screen, what is lost in it, the
/// orientation it is in, and labels clear of the hardware.
extension HTMLCardTests {
  func compared(_ problem: ProblemID, _ device: String, _ orientation: Orientation, os: OSVersion = "27.1")
    throws -> Comparison
  {
    let env = Environment(device: try DeviceCatalog.builtIn.device(device), orientation: orientation, os: os)
    return try pipeline.compare(pipeline.scenario(for: problem), in: env)
  }

  func test_everyCard_drawsContentThatIsAtLeastPartlyOnScreen() throws {
    var checked = 0
    for comparison in try comparisons() {
      for verdict in comparison.verdicts {
        guard let worst = verdict.outcome?.worst,
          let content = worst.shapes.first(where: { $0.role == .content })?.rect
        else { continue }
        // Content squeezed to no height still has a place, which must be on screen.
        func overlap(_ a0: Double, _ a1: Double, _ length: Double) -> Bool {
          a1 > a0 ? a0 < length && a1 > 0 : a0 >= 0 && a0 <= length
        }
        let onScreen =
          overlap(content.minX, content.maxX, worst.screen.width)
          && overlap(content.minY, content.maxY, worst.screen.height)
        XCTAssertTrue(
          onScreen, "\(verdict.strategy.id) on \(comparison.environment): \(worst.caption)")
        checked += 1
      }
    }
    XCTAssertGreaterThan(checked, 50)
  }

  /// The as-is code's worst measured cell emerges at the bottom, 180 pt short, almost all of it
  /// below the screen; the card draws the worst cell a user sees instead, mostly on screen, and
  /// names the larger one in its caption.
  func test_hostedCellAsIsCard_drawsTheWorstCellOnScreen_notOneBelowIt_seed000() throws {
    let comparison = try compared("hosted-cell-safe-area", "iphone-15-pro", .portrait)
    let verdict = try XCTUnwrap(comparison.verdicts.first { $0.strategy.id == "hosting-controller" })
    let outcome = try XCTUnwrap(verdict.outcome)
    let worst = try XCTUnwrap(outcome.worst)
    let cell = try XCTUnwrap(worst.shapes.first { $0.role == .container }?.rect)
    let onScreen = cell.intersection(Rect(origin: .zero, size: worst.screen))
    XCTAssertGreaterThan(onScreen.height, cell.height / 2, worst.caption)
    XCTAssertGreaterThan(try XCTUnwrap(worst.dimension?.value), verdict.tolerance)
    XCTAssertTrue(
      worst.caption.contains("the largest error, \(outcome.maxErrorPoints.points) pt"), worst.caption)
  }

  /// In landscape the full-width cells lose the housing's side inset: the drawn cell shows a lost
  /// strip at a side, not only the text saying so.
  func test_hostedCellAsIsCard_inLandscape_drawsTheLostSideStrip_seed000() throws {
    let comparison = try compared("hosted-cell-safe-area", "iphone-15-pro", .landscapeRight)
    let html = HTMLCompareRenderer().render([CompareReport(comparison: comparison, selection: nil)])
    let svg = try XCTUnwrap(
      SVGProbe.svg("snapshot", in: try XCTUnwrap(SVGProbe.card("hosting-controller", in: html))))
    let widths = SVGProbe.all("<rect class=\"lost\"", in: svg).compactMap { SVGProbe.number("width", in: $0) }
    XCTAssertTrue(widths.contains { abs($0 - 59) < 0.5 }, "no 59-pt side strip drawn: \(widths)")
  }

  /// On the folding phone in landscape-right a cell's content fills the cell, bar included: the
  /// card draws the part under the bar as lost and says how deep it is.
  func test_contentUnderTheFoldingPhonesBar_isDrawnAsHidden_andSaid() throws {
    let comparison = try compared("hosted-cell-safe-area", "iphone-duo-closed", .landscapeRight)
    let html = HTMLCompareRenderer().render([CompareReport(comparison: comparison, selection: nil)])
    let card = try XCTUnwrap(SVGProbe.card("safe-area-regions", in: html))
    let hidden = try XCTUnwrap(SVGProbe.all("<rect class=\"lost hidden\"", in: card).first)
    XCTAssertEqual(try XCTUnwrap(SVGProbe.number("width", in: hidden)), 84, accuracy: 0.5)
    XCTAssertTrue(card.contains("content under the bar: 84 pt"), String(card))
  }

  /// In portrait, rows scroll under the Dynamic Island by design: a cell there is not drawn
  /// as hidden content; in landscape the housing is at a side, and content under it is.
  func test_contentUnderTheIsland_isHiddenOnlyWhereTheIslandIsAtASide() throws {
    for (orientation, hidden) in [(Orientation.portrait, false), (.landscapeRight, true)] {
      let comparison = try compared("hosted-cell-safe-area", "iphone-15-pro", orientation)
      let html = HTMLCompareRenderer().render([CompareReport(comparison: comparison, selection: nil)])
      let card = try XCTUnwrap(SVGProbe.card("safe-area-regions", in: html))
      XCTAssertEqual(card.contains("content under the Dynamic Island"), hidden, "\(orientation)")
    }
  }

  /// The as-is code squeezes a cell behind the keyboard to nothing (120 pt); nobody sees that,
  /// so the card draws the worst host in view, and names the larger error.
  func test_hostedKeyboardAsIsCard_drawsAHostInView_notACellBehindTheKeyboard() throws {
    let comparison = try compared("hosted-keyboard-avoidance", "iphone-15-pro", .portrait)
    let outcome = try XCTUnwrap(comparison.verdicts.first { $0.strategy.id == "hosting-as-is" }?.outcome)
    let worst = try XCTUnwrap(outcome.worst)
    let host = try XCTUnwrap(worst.shapes.first { $0.role == .container }?.rect)
    let keyboard = try XCTUnwrap(worst.shapes.first { $0.label.hasPrefix("keyboard") }?.rect)
    XCTAssertNotEqual(host.intersection(keyboard), host, worst.caption)
    XCTAssertGreaterThan(try XCTUnwrap(worst.dimension?.value), 0.5, worst.caption)
    XCTAssertTrue(
      worst.caption.contains("the largest error, \(outcome.maxErrorPoints.points) pt"), worst.caption)
  }

  /// The per-side chart's labels ("compositional-content-insets-reference · left (sensor housing
  /// side)") end before the plot starts, at about 6.2 px a character of 11 px text.
  func test_edgesChart_labelsEndBeforeThePlot() throws {
    let comparison = try compared("landscape-side-safe-area", "iphone-15-pro", .landscapeRight)
    let html = HTMLCompareRenderer().render([CompareReport(comparison: comparison, selection: nil)])
    let chart = try XCTUnwrap(html.components(separatedBy: "<svg class=\"edges\"").dropFirst().first)
    let zero = try XCTUnwrap(SVGProbe.number("x1", in: chart))
    let labels = chart.components(separatedBy: "<text x=\"4\"").dropFirst().map {
      $0.drop { $0 != ">" }.dropFirst().prefix { $0 != "<" }
    }
    XCTAssertFalse(labels.isEmpty)
    for label in labels {
      XCTAssertLessThanOrEqual(4 + 6.2 * Double(label.count), zero, String(label))
    }
  }

  func test_cellThatIsRight_isCaptionedAsFillingTheCell_notAsAnEdge() throws {
    let comparison = try compared("hosted-cell-safe-area", "iphone-15-pro", .portrait)
    let worst = try XCTUnwrap(
      comparison.verdicts.first { $0.strategy.id == "safe-area-regions" }?.outcome?.worst)
    XCTAssertTrue(worst.caption.contains("content fills the cell (0 pt lost)"), worst.caption)
    XCTAssertFalse(worst.caption.contains("(right)"), worst.caption)
  }

  /// A card measured in portrait whose worst moment came after a rotation says that it is drawn
  /// in the other orientation.
  func test_cardSubtitle_namesTheOrientationItIsDrawnIn_afterARotation_seed003() throws {
    let comparison = try compared("input-view-bottom-inset", "iphone-15-pro", .portrait)
    let html = HTMLCompareRenderer().render([CompareReport(comparison: comparison, selection: nil)])
    var rotated = 0
    for verdict in comparison.verdicts {
      guard let drawn = verdict.outcome?.worst?.orientation else { continue }
      let card = try XCTUnwrap(SVGProbe.card(verdict.strategy.id, in: html))
      let subtitle = try XCTUnwrap(card.components(separatedBy: "<div class=\"env\">").dropFirst().first)
        .components(separatedBy: "</div>")[0]
      if drawn == .portrait {
        XCTAssertFalse(subtitle.contains("drawn in"), subtitle)
      } else {
        XCTAssertTrue(subtitle.contains("drawn in \(drawn.rawValue)"), subtitle)
        rotated += 1
      }
    }
    XCTAssertGreaterThan(rotated, 0, "no strategy's worst moment came after the rotation")
  }

  /// Every dimension label's box lies inside its picture and clears the drawn hardware (Dynamic
  /// Island, notch, bar, home indicator).
  func test_dimensionLabels_clearTheDynamicIslandAndTheBar() throws {
    var checked = 0
    for comparison in try comparisons() + [try compared("list-scroll-tracking", "iphone-15-pro", .portrait)] {
      let html = HTMLCompareRenderer().render([CompareReport(comparison: comparison, selection: nil)])
      let svgs = html.components(separatedBy: "<svg class=\"").dropFirst().map {
        $0.components(separatedBy: "</svg>")[0]
      }
      for svg in svgs where svg.hasPrefix("snapshot") || svg.hasPrefix("victim") {
        guard let label = svg.range(of: "data-box=\"") else { continue }
        let box = svg[label.upperBound...].prefix { $0 != "\"" }.split(separator: " ").compactMap {
          Double($0)
        }
        let labelBox = Rect(x: box[0], y: box[1], width: box[2], height: box[3])
        let view = try XCTUnwrap(svg.range(of: "viewBox=\""))
        let v = svg[view.upperBound...].prefix { $0 != "\"" }.split(separator: " ").compactMap { Double($0) }
        let picture = Rect(x: v[0], y: v[1], width: v[2], height: v[3])
        // Numbers in the SVG are rounded to thousandths.
        let inside =
          labelBox.minX >= picture.minX - 0.01 && labelBox.maxX <= picture.maxX + 0.01
          && labelBox.minY >= picture.minY - 0.01 && labelBox.maxY <= picture.maxY + 0.01
        XCTAssertTrue(inside, "\(comparison.problem.id) \(comparison.environment): label outside the picture")
        for feature in SVGProbe.all("<rect class=\"feature\"", in: svg) {
          let rect = Rect(
            x: SVGProbe.number("x", in: feature) ?? 0, y: SVGProbe.number("y", in: feature) ?? 0,
            width: SVGProbe.number("width", in: feature) ?? 0,
            height: SVGProbe.number("height", in: feature) ?? 0)
          XCTAssertFalse(
            rect.intersects(labelBox),
            "\(comparison.problem.id) \(comparison.environment): label over \(SVGProbe.title(feature) ?? "")")
        }
        checked += 1
      }
    }
    XCTAssertGreaterThan(checked, 20)
  }

  func test_statusBadge_neverWraps() {
    let head = HTMLCompareRenderer().render([])
    let rule =
      head.components(separatedBy: ".badge{").dropFirst().first?.components(separatedBy: "}").first ?? ""
    XCTAssertTrue(rule.contains("white-space:nowrap"), rule)
  }
}
