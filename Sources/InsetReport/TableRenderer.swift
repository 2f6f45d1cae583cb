import InsetEmulation
import InsetEngine

/// The terminal table: one row per strategy, best first, then the selection and its code.
public struct TableRenderer: Renderer {
  public init() {}

  public func render(_ reports: [CompareReport]) -> String {
    reports.map(renderOne).joined(separator: "\n")
  }

  private func renderOne(_ report: CompareReport) -> String {
    let c = report.comparison
    var out = "\(c.problem.id): \(c.problem.title)\n"
    out +=
      "environment: \(c.environment.device.name) (\(c.environment.device.id)), \(c.environment.orientation.rawValue), iOS \(c.environment.os)"
    out += " | as-is: \(c.detected ? "DEFECT" : "right")\n\n"
    let shared = c.sharedNotes
    let rows = VerdictRow.rows(of: c, sharedShownAbove: shared)
    out += TextTable([VerdictRow.tableHeader(unit: c.problem.errorUnit)] + rows.map(\.tableCells)).render()
    out += "\n" + VerdictRow.markLegend + "\n"
    if !shared.isEmpty {
      out += "\nwhatever the strategy:\n"
      for note in shared { out += "  " + note + "\n" }
    }
    let noted = rows.filter { !$0.reasons.isEmpty }
    if !noted.isEmpty {
      out += "\nwhy:\n"
      for row in noted {
        out += "  \(row.strategy.id): " + row.reasons.map(\.description).joined(separator: "; ") + "\n"
      }
    }
    if let selection = report.selection {
      out += "\nselection from iOS \(selection.deploymentTarget):\n"
      out += "  (\(selection.judgedOn))\n"
      for line in selection.lines { out += "  " + line + "\n" }
      if let code = selection.code {
        out +=
          "\ncode:\n"
          + code.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }.joined(
            separator: "\n") + "\n"
      }
    }
    return out
  }
}

/// Left-aligned columns separated by two spaces, with a rule under the header.
struct TextTable {
  let rows: [[String]]
  init(_ rows: [[String]]) { self.rows = rows }

  func render() -> String {
    guard let header = rows.first else { return "" }
    let widths = header.indices.map { i in rows.map { $0[i].count }.max() ?? 0 }
    func line(_ row: [String]) -> String {
      row.enumerated().map { i, cell in
        i == row.count - 1 ? cell : cell.padding(toLength: widths[i], withPad: " ", startingAt: 0)
      }.joined(separator: "  ")
    }
    var out = line(header) + "\n"
    out += widths.map { String(repeating: "-", count: $0) }.joined(separator: "  ") + "\n"
    for row in rows.dropFirst() { out += line(row) + "\n" }
    return out
  }
}
