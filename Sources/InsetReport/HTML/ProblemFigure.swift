import InsetEmulation
import InsetEngine

/// The picture that explains one problem across its strategies, drawn from the figures their
/// measurements recorded: a trace (expected against actual, one line per strategy), the measured
/// moments side by side, or per-side edges against their reference.
enum ProblemFigure {
  static func html(_ comparison: Comparison) -> String {
    let measured = comparison.verdicts.compactMap { v in v.outcome?.figure.map { (v.strategy.id, $0) } }
    guard let first = measured.first?.1 else { return "" }
    switch first {
    case .trace(let x, let y, _):
      let series = measured.compactMap { id, figure -> (String, [TraceSample])? in
        if case .trace(_, _, let samples) = figure { return (id.rawValue, samples) }
        return nil
      }
      var verdicts: [String: Verdict] = [:]
      for verdict in comparison.verdicts { verdicts[verdict.strategy.id.rawValue] = verdict }
      return trace(series, x: x, y: y, environment: comparison.environment, verdicts: verdicts)
    case .moments:
      return moments(measured, comparison: comparison)
    case .edges:
      let series = measured.compactMap { id, figure -> (String, [EdgeSample])? in
        if case .edges(let edges) = figure { return (id.rawValue, edges) }
        return nil
      }
      return edges(series, environment: comparison.environment)
    }
  }

  // MARK: trace

  /// One small chart per strategy, all on the same scale: the expected value (dashed) and the
  /// strategy's (solid) over the trace, so that lines never hide each other.
  static func trace(
    _ series: [(String, [TraceSample])], x: String, y: String, environment: Environment,
    verdicts: [String: Verdict] = [:]
  ) -> String {
    guard let reference = series.first?.1, !reference.isEmpty else { return "" }
    let all = series.flatMap { $0.1.flatMap { [$0.expected, $0.actual] } }
    let lowY = min(0, all.min() ?? 0)
    let highY = max(1, all.max() ?? 1)
    let lowX = reference.map(\.x).min() ?? 0
    let highX = max(lowX + 1, reference.map(\.x).max() ?? 1)
    let (w, h, left, bottom, top, right) = (300.0, 164.0, 40.0, 26.0, 34.0, 8.0)
    let plotW = w - left - right
    let plotH = h - top - bottom
    func px(_ v: Double) -> Double { left + (v - lowX) / (highX - lowX) * plotW }
    func py(_ v: Double) -> Double { top + (1 - (v - lowY) / (highY - lowY)) * plotH }
    func path(_ points: [(Double, Double)]) -> String {
      points.enumerated().map { i, p in "\(i == 0 ? "M" : "L")\(px(p.0).points) \(py(p.1).points)" }.joined(
        separator: " ")
    }
    let title =
      "Header offset against the list's scroll offset over the scroll trace (\(environment.description))"
    var out = "<figure class=\"chart\"><div class=\"cards\">"
    var caption: [String] = []
    for (id, samples) in series {
      let worst = samples.map { abs($0.actual - $0.expected) }.max() ?? 0
      // The line is coloured by the strategy's verdict, not by tracking alone: a header that
      // follows the scroll but slides under the bar is still wrong (its measured error says by how
      // much), and a harmful or ruled-out one is not green.
      let verdict = verdicts[id]
      let status = verdict?.status ?? (worst > 0.5 ? .wrong : .fixedUsable)
      let color = status == .fixedUsable ? Palette.content : Palette.color(status)
      let measured = verdict?.outcome?.maxErrorPoints ?? worst
      let label =
        measured > worst + 0.5
        ? "tracks within \(worst.points) pt; \(status.rawValue): off by \(measured.points) pt"
        : "off by up to \(worst.points) pt"
          + (status == .fixedUsable || status == .wrong ? "" : " (\(status.rawValue))")
      let chartTitle = "\(id): header offset vs scroll offset, \(label)"
      out += "<svg class=\"trace\" data-strategy=\"\(HTML.escape(id))\" xmlns=\"http://www.w3.org/2000/svg\" "
      out +=
        "width=\"\(w.points)\" height=\"\(h.points)\" viewBox=\"0 0 \(w.points) \(h.points)\" role=\"img\">"
      out += "<title>\(HTML.escape(chartTitle))</title>"
      out +=
        "<rect x=\"\(left.points)\" y=\"\(top.points)\" width=\"\(plotW.points)\" height=\"\(plotH.points)\" fill=\"#f6f8fa\"/>"
      for tick in ticks(lowY, highY) {
        out +=
          "<line x1=\"\(left.points)\" x2=\"\((left + plotW).points)\" y1=\"\(py(tick).points)\" y2=\"\(py(tick).points)\" stroke=\"#d0d7de\"/>"
        out +=
          "<text x=\"\((left - 4).points)\" y=\"\((py(tick) + 4).points)\" font-size=\"10\" text-anchor=\"end\">\(tick.points)</text>"
      }
      out +=
        "<text x=\"\(left.points)\" y=\"14\" font-size=\"12\" font-weight=\"700\" font-family=\"monospace\">\(HTML.escape(id))</text>"
      out +=
        "<text x=\"\(left.points)\" y=\"28\" font-size=\"11\" fill=\"\(color)\">\(HTML.escape(label))</text>"
      out +=
        "<text x=\"\((left + plotW / 2).points)\" y=\"\((h - 6).points)\" font-size=\"10\" text-anchor=\"middle\">\(HTML.escape(x))</text>"
      out +=
        "<path d=\"\(path(samples.map { ($0.x, $0.expected) }))\" fill=\"none\" stroke=\"#1f2328\" stroke-width=\"2.5\" stroke-dasharray=\"5 4\"><title>expected: the list's scroll offset</title></path>"
      out +=
        "<path d=\"\(path(samples.map { ($0.x, $0.actual) }))\" fill=\"none\" stroke=\"\(color)\" stroke-width=\"2\"><title>\(HTML.escape(id)): tracked header offset</title></path>"
      out += "</svg>"
      caption.append("\(id): \(label)")
    }
    out +=
      "</div><figcaption>\(HTML.escape(title)), y in points: dashed = the list's scroll offset (where the "
    out +=
      "header should be), solid = the header offset each strategy produced, coloured by its verdict (green only when it fixes "
    out +=
      "the problem here and may be chosen; red when wrong, whether in tracking or by sliding under the bar). "
    out +=
      "This is tracking only: a header that follows but slides under the navigation bar shows on its card. "
    out += HTML.escape(caption.joined(separator: "; ")) + ".</figcaption></figure>\n"
    return out
  }

  private static func ticks(_ low: Double, _ high: Double) -> [Double] {
    let span = high - low
    let raw = span / 5
    let magnitude = pow10(log10(max(raw, 1e-9)))
    let step = [1.0, 2, 5, 10].map { $0 * magnitude }.first { $0 >= raw } ?? raw
    var out: [Double] = []
    var v = (low / step).rounded(.up) * step
    while v <= high + 1e-9 {
      out.append(v)
      v += step
    }
    return out
  }

  private static func pow10(_ e: Double) -> Double {
    var r = 1.0
    if e >= 0 { for _ in 0..<Int(e) { r *= 10 } } else { for _ in 0..<Int(-e) { r /= 10 } }
    return r
  }

  private static func log10(_ v: Double) -> Double {
    var e = 0.0
    var x = v
    while x >= 10 {
      x /= 10
      e += 1
    }
    while x < 1 {
      x *= 10
      e -= 1
    }
    return e
  }

  // MARK: moments

  static func moments(_ measured: [(StrategyID, Figure)], comparison: Comparison) -> String {
    let unit = comparison.problem.errorUnit
    var out = "<figure class=\"chart\"><table class=\"moments\"><caption>Every measured moment, per strategy "
    out += "(\(HTML.escape(comparison.environment.description)))</caption>"
    for (id, figure) in measured {
      guard case .moments(let snapshots) = figure else { continue }
      out += "<tr><th><code>\(HTML.escape(id))</code></th>"
      for snapshot in snapshots {
        let orientation = snapshot.orientation ?? comparison.environment.orientation
        let value = snapshot.dimension?.value ?? 0
        out +=
          "<td>"
          + SnapshotSVG.render(
            snapshot, device: comparison.environment.device, orientation: orientation, unit: unit,
            width: orientation.isLandscape ? 220 : 120, cssClass: "moment",
            title: "\(id): \(snapshot.caption)")
        out +=
          "<div style=\"font-size:11px;max-width:220px\">\(HTML.escape(snapshot.caption)) (\(value.points) \(unit.symbol))</div></td>"
      }
      out += "</tr>"
    }
    return out + "</table></figure>\n"
  }

  // MARK: edges

  static func edges(_ series: [(String, [EdgeSample])], environment: Environment) -> String {
    let values = series.flatMap { $0.1.flatMap { [$0.expected, $0.actual] } }
    let high = max(1, values.max() ?? 1)
    let rowH = 18.0
    // The label column is as wide as the longest "strategy · side" label (11 px text, about
    // 6.2 px a character), so that no label runs into the plot.
    let longest = series.flatMap { id, edges in edges.map { "\(id) · \($0.side)".count } }.max() ?? 0
    let (left, right) = (max(230.0, 6.2 * Double(longest) + 12), 30.0)
    let w = left + 410
    let h = Double(series.count * 2) * rowH + 40
    func px(_ v: Double) -> Double { left + v / high * (w - left - right) }
    let title = "Content edge against the navigation title's edge, per side (\(environment.description))"
    var out =
      "<figure class=\"chart\"><svg class=\"edges\" xmlns=\"http://www.w3.org/2000/svg\" width=\"\(w.points)\" "
    out +=
      "height=\"\(h.points)\" viewBox=\"0 0 \(w.points) \(h.points)\" role=\"img\"><title>\(HTML.escape(title))</title>"
    for tick in ticks(0, high) {
      out +=
        "<line x1=\"\(px(tick).points)\" x2=\"\(px(tick).points)\" y1=\"4\" y2=\"\((h - 22).points)\" stroke=\"#d0d7de\"/>"
      out +=
        "<text x=\"\(px(tick).points)\" y=\"\((h - 8).points)\" font-size=\"11\" text-anchor=\"middle\">\(tick.points)</text>"
    }
    var y = 14.0
    var caption: [String] = []
    for (id, edges) in series {
      for edge in edges {
        let wrong = abs(edge.actual - edge.expected) > 0.5
        out +=
          "<text x=\"4\" y=\"\((y + 4).points)\" font-size=\"11\">\(HTML.escape(id)) · \(edge.side)</text>"
        out +=
          "<line x1=\"\(px(min(edge.expected, edge.actual)).points)\" x2=\"\(px(max(edge.expected, edge.actual)).points)\" y1=\"\(y.points)\" y2=\"\(y.points)\" stroke=\"\(Palette.dimension)\" stroke-width=\"3\"/>"
        out +=
          "<line x1=\"\(px(edge.expected).points)\" x2=\"\(px(edge.expected).points)\" y1=\"\((y - 7).points)\" y2=\"\((y + 7).points)\" stroke=\"\(Palette.expected)\" stroke-width=\"2\" stroke-dasharray=\"3 2\"><title>\(HTML.escape(edge.reference)): \(edge.expected.points) pt</title></line>"
        out +=
          "<circle cx=\"\(px(edge.actual).points)\" cy=\"\(y.points)\" r=\"4\" fill=\"\(wrong ? Palette.unsafe : Palette.content)\"><title>content edge: \(edge.actual.points) pt</title></circle>"
        y += rowH
        caption.append("\(id) \(edge.side): \(edge.actual.points) pt vs \(edge.expected.points) pt")
      }
    }
    out +=
      "</svg><figcaption>\(HTML.escape(title)), in points from the screen edge: dashed = the title's edge, "
    out +=
      "dot = the content's edge (red when off). " + HTML.escape(caption.joined(separator: "; "))
      + ".</figcaption></figure>\n"
    return out
  }
}
