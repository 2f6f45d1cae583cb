import InsetEmulation
import InsetEngine

/// The page shell shared by the batch report and `compare --format html`: inline CSS, nothing
/// fetched, text selectable; and the legend that explains every colour and mark.
enum HTMLPage {
  static func head(title: String) -> String {
    """
    <!DOCTYPE html>
    <html lang="en"><head><meta charset="utf-8"><title>\(HTML.escape(title))</title>
    <style>
    body{font:14px/1.45 -apple-system,system-ui,"DejaVu Sans",sans-serif;margin:24px;color:#1f2328;background:#fff;max-width:1500px}
    h1{font-size:22px}h2{font-size:19px;margin-top:36px;border-bottom:1px solid #d0d7de;padding-bottom:4px}
    h3{font-size:14px;margin:18px 0 6px}
    table{border-collapse:collapse;margin:8px 0}td,th{border:1px solid #d0d7de;padding:3px 8px;text-align:left;vertical-align:top}
    th{background:#f6f8fa}td.num{text-align:right;font-variant-numeric:tabular-nums}
    .status{font-weight:600;white-space:nowrap}
    .cards{display:flex;flex-wrap:wrap;gap:14px;align-items:flex-start}
    .card{border:1px solid #d0d7de;border-top:5px solid #8c959f;border-radius:8px;padding:8px;margin:0;width:264px}
    .card h3{font-size:13px;margin:0 0 2px}.card .env{font-size:11px;color:#57606a;margin-bottom:4px}
    .card figcaption{font-size:12px;margin-top:4px}.card .context{font-size:11px;color:#57606a;text-transform:uppercase}
    .badge{color:#fff;border-radius:10px;padding:0 7px;font-size:11px;font-weight:600;white-space:nowrap;display:inline-block}
    .na{width:190px;height:120px;display:flex;align-items:center;justify-content:center;text-align:center;background:#f6f8fa;color:#57606a;font-size:12px;border-radius:6px}
    .victim-label{font-size:11px;color:#8250df;font-weight:600;margin-top:6px}
    pre{background:#f6f8fa;padding:8px;border-radius:6px;overflow:auto}
    .legend{display:flex;flex-wrap:wrap;gap:6px 18px;font-size:12px;background:#f6f8fa;padding:8px;border-radius:6px}
    .legend span{white-space:nowrap}.swatch{display:inline-block;width:12px;height:12px;border-radius:2px;vertical-align:-2px;margin-right:4px}
    figure.chart{margin:8px 0}figure.chart figcaption{font-size:12px;color:#57606a}
    .strip td,.heat td{text-align:center;font-size:12px}.heat td{min-width:34px;padding:3px 4px}
    .heat th.device{vertical-align:bottom;padding:4px 2px;font-weight:400;font-size:11px}
    .heat th.device span{writing-mode:vertical-rl;transform:rotate(180deg);display:inline-block;white-space:nowrap}
    .strip td{width:22px;padding:2px 0}.strip th.release{vertical-align:bottom;padding:2px 0;font-weight:400;font-size:11px}
    .strip th.release span{writing-mode:vertical-rl;transform:rotate(180deg);display:inline-block}
    .strip .boundary{font-family:ui-monospace,monospace;font-weight:700;font-size:10px}
    .note{font-size:12px;color:#57606a}
    </style></head><body>

    """
  }

  static let tail = "</body></html>\n"

  /// Every colour and mark, explained once per page.
  static func legend(units: [ErrorUnit]) -> String {
    var out = "<div class=\"legend\" role=\"note\"><b>Status</b>"
    for status in VerdictStatus.allCases {
      out +=
        "<span><i class=\"swatch\" style=\"background:\(Palette.color(status))\"></i><b>\(status.rawValue)</b>: \(HTML.escape(status.meaning))</span>"
    }
    out += "</div><div class=\"legend\" role=\"note\"><b>Pictures</b>"
    let marks: [(String, String)] = [
      ("background:\(Palette.unsafe);opacity:.3", "unsafe region (outside the safe area)"),
      ("background:#1d1d1f", "hardware: sensor housing, Dynamic Island, bar, home indicator"),
      ("border:2px solid \(Palette.container)", "container (cell, input view, list, screen)"),
      ("background:\(Palette.content);opacity:.5", "where the content is"),
      ("border:2px dashed \(Palette.expected)", "where it should be"),
      ("background:\(Palette.dimension)", "the measured error, as a dimension line"),
      (
        "background:\(Palette.lost);opacity:.55",
        "what the user loses: where the content should be and is not, or content under the bar or a side housing"
      ),
      ("background:#8c959f;opacity:.4", "other views (navigation bar, rows, status bar)"),
    ]
    for (style, text) in marks {
      out += "<span><i class=\"swatch\" style=\"\(style)\"></i>\(HTML.escape(text))</span>"
    }
    for unit in units where unit != .points {
      out += "<span><b>\(HTML.escape(unit.symbol))</b>: \(HTML.escape(unit.meaning))</span>"
    }
    out += "<span>collateral is always in points</span></div>\n"
    return out
  }

  /// The verdict table of one comparison, coloured by status.
  static func verdictTable(_ rows: [VerdictRow], unit: ErrorUnit) -> String {
    var out = "<table><tr>"
    for title in VerdictRow.tableHeader(unit: unit) + ["why"] { out += "<th>\(HTML.escape(title))</th>" }
    out += "</tr>\n"
    for row in rows {
      let cells = row.tableCells
      out += "<tr>"
      for (index, cell) in cells.enumerated() {
        if index == 2 {
          out +=
            "<td class=\"status\" style=\"background:\(Palette.tint(row.status));color:\(Palette.color(row.status))\">\(row.status.rawValue)</td>"
        } else {
          out +=
            "<td\(index == 0 || index == 3 || index == 4 ? " class=\"num\"" : "")>\(HTML.escape(cell))</td>"
        }
      }
      out += "<td>\(HTML.escape(row.reasons.map(\.description).joined(separator: "; ")))</td></tr>\n"
    }
    return out + "</table>\n"
  }

  /// Cards side by side: the as-is card first, then the ranking's order.
  static func cards(_ comparison: Comparison) -> String {
    let rows = VerdictRow.rows(of: comparison)
    let ordered =
      zip(rows, comparison.verdicts).filter { $0.0.strategy.isBaseline }
      + zip(rows, comparison.verdicts).filter { !$0.0.strategy.isBaseline }
    var out = "<div class=\"cards\">\n"
    for (row, verdict) in ordered {
      out += StrategyCard(row, outcome: verdict.outcome, tolerance: verdict.tolerance).html + "\n"
    }
    return out + "</div>\n"
  }

  static func selection(_ selection: Selection) -> String {
    var out = "<p><b>Selection from iOS \(selection.deploymentTarget):</b> "
    out += "<span class=\"note\">\(HTML.escape(selection.judgedOn))</span></p><ul>\n"
    for line in selection.lines { out += "<li>\(HTML.escape(line))</li>\n" }
    out += "</ul>\n"
    if let code = selection.code { out += "<pre><code>\(HTML.escape(code))</code></pre>\n" }
    return out
  }
}
