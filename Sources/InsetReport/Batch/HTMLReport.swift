import InsetEmulation
import InsetEngine

/// One self-contained HTML page (inline CSS and SVG, nothing fetched): the matrix, a summary
/// table per problem, the selection with its code, and for every strategy a picture of the
/// emulated layout at its worst moment, so a reviewer sees why a strategy fails.
public struct HTMLReport: BatchWriter {
  public init() {}

  public func header() -> String { "" }
  public func result(_ comparison: Comparison) -> String { "" }

  public func tail(_ aggregate: BatchAggregate) -> String {
    var out = """
      <!DOCTYPE html>
      <html lang="en"><head><meta charset="utf-8"><title>insetfix batch report</title>
      <style>
      body{font:14px/1.45 -apple-system,system-ui,sans-serif;margin:24px;color:#1d1d1f;background:#fff}
      h1{font-size:22px}h2{font-size:18px;margin-top:32px;border-bottom:1px solid #ddd;padding-bottom:4px}
      table{border-collapse:collapse;margin:8px 0}td,th{border:1px solid #ddd;padding:3px 8px;text-align:left}
      th{background:#f5f5f7}td.num{text-align:right;font-variant-numeric:tabular-nums}
      .ok{color:#1a7f37;font-weight:600}.bad{color:#c62828;font-weight:600}
      .grid{display:flex;flex-wrap:wrap;gap:16px}.card{border:1px solid #ddd;border-radius:8px;padding:8px;width:220px}
      .card h3{font-size:13px;margin:0 0 4px;font-family:ui-monospace,monospace}.card p{font-size:12px;margin:4px 0}
      pre{background:#f5f5f7;padding:8px;border-radius:6px;overflow:auto}
      .legend span{display:inline-block;margin-right:12px;font-size:12px}
      </style></head><body>
      <h1>insetfix batch report</h1>

      """
    out += "<p>\(HTML.escape(BatchText.matrixLine(aggregate.config)))</p>\n"
    out += """
      <p class="legend"><span style="color:#c62828">■ unsafe area</span><span style="color:#1565c0">□ container</span>\
      <span style="color:#2e7d32">■ content</span><span style="color:#ef6c00">┅ expected</span>\
      <span style="color:#757575">■ marker</span></p>

      """
    for problem in aggregate.config.problems {
      out += "<h2 id=\"\(HTML.escape(problem))\">\(HTML.escape(problem))</h2>\n"
      out +=
        "<table><tr><th>strategy</th><th>cells run</th><th>fixed</th><th>share fixed</th><th>worst error (pt)</th>"
      out += "<th>worst at</th><th>first OS</th></tr>\n"
      let summaries = aggregate.summaries(for: problem)
      for s in summaries {
        let cls = s.cellsRun > 0 && s.fixed == s.cellsRun ? "ok" : "bad"
        out +=
          "<tr><td><code>\(HTML.escape(s.strategy.id))</code></td><td class=\"num\">\(s.cellsRun)/\(s.cells)</td>"
        out +=
          "<td class=\"num\">\(s.fixed)</td><td class=\"num \(cls)\">\(BatchText.percent(s.shareFixed))</td>"
        out += "<td class=\"num\">\(s.cellsRun > 0 ? s.worstError.points : "–")</td>"
        out += "<td>\(HTML.escape(s.worstEnvironment?.description ?? "–"))</td>"
        out += "<td>\(HTML.escape(s.firstAvailableOS?.description ?? "never"))</td></tr>\n"
      }
      out += "</table>\n"
      if let selection = aggregate.selections.first(where: { $0.problem == problem }) {
        out +=
          "<p><b>Selection over the matrix's iOS versions from \(selection.deploymentTarget):</b></p><ul>\n"
        for line in selection.lines { out += "<li>\(HTML.escape(line))</li>\n" }
        out += "</ul>\n"
        if let code = selection.code { out += "<pre><code>\(HTML.escape(code))</code></pre>\n" }
      }
      out += "<div class=\"grid\">\n"
      for s in summaries {
        out += "<div class=\"card\"><h3>\(HTML.escape(s.strategy.id))</h3>\n"
        if let snapshot = s.worstSnapshot {
          out += SnapshotSVG.render(snapshot, width: 200) + "\n"
          out +=
            "<p>worst: <b>\(s.worstError.points) pt</b> on \(HTML.escape(s.worstEnvironment?.description ?? ""))</p>\n"
          out += "<p>\(HTML.escape(snapshot.caption))</p>\n"
        } else if s.cellsRun == 0 {
          out +=
            "<p>never available in this matrix (\(HTML.escape(s.strategy.availability.description)))</p>\n"
        } else {
          out += "<p>worst: \(s.worstError.points) pt (no picture)</p>\n"
        }
        out += "</div>\n"
      }
      out += "</div>\n"
    }
    out += "</body></html>\n"
    return out
  }
}

/// Draws a `Snapshot` as inline SVG: the screen, its unsafe edges, and the labelled shapes.
public enum SnapshotSVG {
  public static func render(_ snapshot: Snapshot, width: Double) -> String {
    let screen = snapshot.screen
    let scale = width / max(screen.width, 1)
    let height = screen.height * scale
    func r(_ rect: Rect) -> String {
      "x=\"\((rect.minX * scale).points)\" y=\"\((rect.minY * scale).points)\" width=\"\((rect.width * scale).points)\" height=\"\((rect.height * scale).points)\""
    }
    var out =
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width.points)\" height=\"\(height.points)\" "
    out +=
      "viewBox=\"0 0 \(width.points) \(height.points)\" role=\"img\" aria-label=\"\(HTML.escape(snapshot.caption))\">"
    out +=
      "<rect \(r(Rect(origin: .zero, size: screen))) fill=\"#fafafa\" stroke=\"#333\" stroke-width=\"1\"/>"
    let u = snapshot.unsafe
    let unsafeRects = [
      Rect(x: 0, y: 0, width: screen.width, height: u.top),
      Rect(x: 0, y: screen.height - u.bottom, width: screen.width, height: u.bottom),
      Rect(x: 0, y: 0, width: u.left, height: screen.height),
      Rect(x: screen.width - u.right, y: 0, width: u.right, height: screen.height),
    ]
    for rect in unsafeRects where !rect.isEmpty {
      out += "<rect \(r(rect)) fill=\"#c62828\" fill-opacity=\"0.18\"/>"
    }
    for shape in snapshot.shapes {
      let style: String
      switch shape.role {
      case .container: style = "fill=\"none\" stroke=\"#1565c0\" stroke-width=\"1.5\""
      case .content: style = "fill=\"#2e7d32\" fill-opacity=\"0.35\" stroke=\"#2e7d32\" stroke-width=\"1\""
      case .expected: style = "fill=\"none\" stroke=\"#ef6c00\" stroke-width=\"1.5\" stroke-dasharray=\"4 3\""
      case .marker: style = "fill=\"#757575\" fill-opacity=\"0.3\" stroke=\"#757575\" stroke-width=\"0.5\""
      }
      out += "<rect \(r(shape.rect)) \(style)><title>\(HTML.escape(shape.label)) \(shape.rect)</title></rect>"
    }
    out += "</svg>"
    return out
  }
}

enum HTML {
  static func escape(_ text: String) -> String {
    var out = ""
    for ch in text {
      switch ch {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      default: out.append(ch)
      }
    }
    return out
  }
}
