import InsetEmulation
import InsetEngine

/// One self-contained HTML page for a batch (inline CSS and SVG, nothing fetched). Per problem:
/// the summary coloured by honest status, a strategy × iOS-release strip with the selection's
/// `#available` boundaries, a strategy × device heat map of the worst error, the selection and
/// its code, the strategies' cards side by side where the as-is code is worst, the picture that
/// explains the problem, and cards for strategies whose worst moment is elsewhere in the matrix.
public struct HTMLReport: BatchWriter {
  public init() {}

  public func header() -> String { "" }
  public func result(_ comparison: Comparison) -> String { "" }

  public func tail(_ aggregate: BatchAggregate) -> String {
    var out = HTMLPage.head(title: "insetfix batch report")
    out += "<h1>insetfix batch report</h1>\n"
    out += "<p>\(HTML.escape(BatchText.matrixLine(aggregate.config)))</p>\n"
    out +=
      "<nav>"
      + aggregate.config.problems.map { "<a href=\"#\(HTML.escape($0))\">\(HTML.escape($0))</a>" }
      .joined(separator: " · ") + "</nav>\n"
    out += HTMLPage.legend(units: aggregate.config.problems.map(aggregate.errorUnit(of:)))
    for problem in aggregate.config.problems {
      out += section(problem, aggregate)
    }
    return out + HTMLPage.tail
  }

  private func section(_ problem: ProblemID, _ aggregate: BatchAggregate) -> String {
    let unit = aggregate.errorUnit(of: problem)
    let featured = aggregate.featured[problem]
    let tolerance = featured?.problem.tolerance ?? 0.5
    let summaries = aggregate.summaries(for: problem)
    let selection = aggregate.selections.first { $0.problem == problem }
    var out = "<h2 id=\"\(HTML.escape(problem))\">\(HTML.escape(problem))"
    if let title = featured?.problem.title { out += ": \(HTML.escape(title))" }
    out += "</h2>\n"
    out += summaryTable(summaries, unit: unit)
    out += "<h3>Strategy × iOS release</h3>\n"
    out += ReleaseStrip(problem: problem, aggregate: aggregate, selection: selection).html
    out += "<h3>Strategy × device: worst error (\(HTML.escape(unit.symbol)))</h3>\n"
    out += DeviceHeatMap(problem: problem, aggregate: aggregate, unit: unit, tolerance: tolerance).html
    if let selection { out += HTMLPage.selection(selection) }
    if let featured {
      out +=
        "<h3>Side by side on \(HTML.escape(featured.environment.description))</h3>\n"
      out +=
        "<p class=\"note\">The environment of the matrix where the strategies differ most; each card shows that strategy's worst moment a user sees there (its caption names a larger error off screen).</p>\n"
      out += HTMLPage.cards(featured)
      out += ProblemFigure.html(featured)
      let here = Dictionary(
        featured.verdicts.map { ($0.strategy.id, $0.outcome) }, uniquingKeysWith: { a, _ in a })
      let elsewhere = summaries.filter { s in
        guard s.worstEnvironment != nil, s.worstEnvironment != featured.environment else { return false }
        let local = here[s.strategy.id] ?? nil
        return s.worstError > (local?.maxErrorPoints ?? 0) + tolerance
          || s.worstCollateral > (local?.collateralPoints ?? 0) + tolerance
      }
      if !elsewhere.isEmpty {
        out += "<h3>Strategies whose worst moment is elsewhere in the matrix</h3>\n<div class=\"cards\">\n"
        for s in elsewhere {
          out += (StrategyCard(summary: s, unit: unit, tolerance: tolerance)?.html ?? "") + "\n"
        }
        out += "</div>\n"
      }
    }
    return out
  }

  private func summaryTable(_ summaries: [BatchAggregate.Summary], unit: ErrorUnit) -> String {
    var out = "<table class=\"summary\"><tr>"
    for title in SummaryRow.header(unit: unit) { out += "<th>\(HTML.escape(title))</th>" }
    out += "</tr>\n"
    for s in summaries {
      let row = SummaryRow(s, unit: unit)
      let cells = row.cells
      out += "<tr><td><code>\(HTML.escape(cells[0]))</code></td>"
      out +=
        "<td class=\"status\" style=\"background:\(Palette.tint(row.status));color:\(Palette.color(row.status))\">\(row.status.rawValue)</td>"
      for (index, cell) in cells.enumerated().dropFirst(2) {
        let numeric = index == 2 || index == 4 || index == 6
        out += "<td\(numeric ? " class=\"num\"" : "")>\(HTML.escape(cell))</td>"
      }
      out += "</tr>\n"
    }
    return out + "</table>\n"
  }
}

/// Per problem, strategy × iOS release: where each strategy is unavailable, wrong, harmful,
/// ruled out, fixes, or is the one the selection chose; the selection's `#available` boundaries
/// are thick lines labelled with the release they test.
struct ReleaseStrip {
  let problem: ProblemID
  let aggregate: BatchAggregate
  let selection: Selection?

  var html: String {
    let releases = aggregate.config.osVersions.sorted()
    let summaries = aggregate.summaries(for: problem)
    let strategies = summaries.map(\.strategy)
    let cells = Dictionary(summaries.map { ($0.strategy.id, $0.byRelease) }, uniquingKeysWith: { a, _ in a })
    // The release each matrix column starts a new segment at, if any.
    var boundary: [OSVersion: OSVersion] = [:]
    for segment in (selection?.segments ?? []).dropFirst() {
      if let column = releases.first(where: { $0 >= segment.from }), boundary[column] == nil {
        boundary[column] = segment.from
      }
    }
    func chosen(_ id: StrategyID, _ os: OSVersion) -> Bool {
      selection?.segments.contains { $0.from <= os && os <= $0.to && $0.choice == .strategy(id) } ?? false
    }
    func edge(_ os: OSVersion) -> String { boundary[os] != nil ? "border-left:3px solid #1f2328;" : "" }
    var out = "<table class=\"strip\" aria-label=\"strategy by iOS release\"><tr><th></th>"
    for os in releases {
      out += "<th class=\"release\" style=\"\(edge(os))\">"
      if let from = boundary[os] { out += "<span class=\"boundary\">#available(iOS \(from), *)</span>" }
      out += "<span class=\"os\">\(os)</span></th>"
    }
    out += "</tr>\n"
    for strategy in strategies {
      out += "<tr><th><code>\(HTML.escape(strategy.id))</code></th>"
      for os in releases {
        guard let status = cells[strategy.id]?[os]?.status else {
          out += "<td style=\"\(edge(os))\" title=\"no device of the matrix runs iOS \(os)\">·</td>"
          continue
        }
        if chosen(strategy.id, os) {
          out +=
            "<td style=\"\(edge(os))background:\(Palette.color(.fixedUsable));color:#fff\" title=\"chosen for iOS \(os)\">★</td>"
        } else {
          out +=
            "<td style=\"\(edge(os))background:\(Palette.tint(status));color:\(Palette.color(status))\" title=\"\(status.rawValue) on iOS \(os): \(HTML.escape(status.meaning))\">\(ReleaseStrip.symbol(status))</td>"
        }
      }
      out += "</tr>\n"
    }
    out += "</table>\n<p class=\"note\">Each cell folds every device and orientation of the matrix that runs "
    out += "that release (the worst status wins): ★ chosen by the selection there; "
    out += VerdictStatus.allCases.map { "\(ReleaseStrip.symbol($0)) \($0.rawValue)" }.joined(separator: ", ")
    out +=
      "; · no matrix device runs that release. Thick lines are the selection's <code>#available</code> boundaries.</p>\n"
    return out
  }

  static func symbol(_ status: VerdictStatus) -> String {
    switch status {
    case .fixedUsable: return "✓"
    case .fixedRuledOut: return "○"
    case .harmful: return "⚠"
    case .wrong: return "✗"
    case .unavailable: return "–"
    }
  }
}

/// Per problem, strategy × device: the worst error anywhere on that device (every orientation
/// and release), in the problem's unit; darker red is worse, green is within tolerance.
struct DeviceHeatMap {
  let problem: ProblemID
  let aggregate: BatchAggregate
  let unit: ErrorUnit
  let tolerance: Double

  var html: String {
    let devices = aggregate.config.devices
    let summaries = aggregate.summaries(for: problem)
    let strategies = summaries.map(\.strategy)
    let cells = Dictionary(summaries.map { ($0.strategy.id, $0.byDevice) }, uniquingKeysWith: { a, _ in a })
    let highest = cells.values.flatMap { $0.values.compactMap(\.worstError) }.max() ?? 0
    var out = "<table class=\"heat\" aria-label=\"worst error by strategy and device\"><tr><th></th>"
    // Device names stand on end, so that a full matrix of devices fits the page's width.
    for device in devices { out += "<th class=\"device\"><span>\(HTML.escape(device.id))</span></th>" }
    out += "</tr>\n"
    for strategy in strategies {
      out += "<tr><th><code>\(HTML.escape(strategy.id))</code></th>"
      for device in devices {
        guard let cell = cells[strategy.id]?[device.id], let error = cell.worstError else {
          out += "<td style=\"background:#f6f8fa;color:#8c959f\" title=\"not run on \(device.id)\">n/a</td>"
          continue
        }
        // Green only where it fixes every environment of the device and may be chosen; harmful and
        // ruled out keep their own colours whatever the error, wrong is red by how wrong.
        let status = cell.runStatus ?? (error <= tolerance ? .fixedUsable : .wrong)
        var background = Palette.tint(status)
        var ink = Palette.color(status)
        if status == .wrong {
          let share = highest > 0 ? min(1, error / highest) : 1
          let light = Int(92 - share * 40)
          background = "hsl(355,75%,\(light)%)"
          // Red on dark red cannot be read.
          if light < 72 { ink = "#fff" }
        }
        let harm = (cell.worstCollateral ?? 0) > tolerance ? " ⚠" : ""
        let mark = status == .fixedRuledOut ? " ⊘" : ""
        out +=
          "<td class=\"num\" style=\"background:\(background);color:\(ink)\" title=\"\(strategy.id) on \(device.id): \(status.rawValue) (\(HTML.escape(status.meaning))); worst \(error.points) \(HTML.escape(unit.symbol))\(harm.isEmpty ? "" : ", collateral \((cell.worstCollateral ?? 0).points) pt")\">\(error.points)\(harm)\(mark)</td>"
      }
      out += "</tr>\n"
    }
    out += "</table>\n<p style=\"font-size:12px;color:#57606a\">Numbers in \(HTML.escape(unit.symbol)); "
    out +=
      "green = fixes every environment of that device and may be chosen; blue ⊘ = fixes it but the policy "
      + "or content rules it out; purple ⚠ = fixes it but damages something else on that device (collateral); "
      + "red = still wrong, darker is worse (tolerance \(tolerance.points)).</p>\n"
    return out
  }
}
