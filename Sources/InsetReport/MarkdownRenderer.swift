import Foundation
import InsetEmulation
import InsetEngine

/// GitHub-flavoured Markdown: a heading per problem, a table, the reasons and the fix.
public struct MarkdownRenderer: Renderer {
  public init() {}

  public func render(_ reports: [CompareReport]) -> String {
    reports.map(renderOne).joined(separator: "\n")
  }

  static func cell(_ text: String) -> String { text.replacingOccurrences(of: "|", with: "\\|") }

  private func renderOne(_ report: CompareReport) -> String {
    let c = report.comparison
    var out = "## \(c.problem.id): \(c.problem.title)\n\n"
    out +=
      "Environment: **\(c.environment.device.name)** (`\(c.environment.device.id)`), \(c.environment.orientation.rawValue), iOS \(c.environment.os). "
    out += "As-is code: **\(c.detected ? "defect" : "right")**. Source: \(c.problem.source).\n\n"
    let shared = c.sharedNotes
    if !shared.isEmpty {
      out += "Whatever the strategy: " + shared.joined(separator: "; ") + ".\n\n"
    }
    let header = VerdictRow.tableHeader(unit: c.problem.errorUnit) + ["why"]
    out += "| " + header.joined(separator: " | ") + " |\n"
    out += "|" + String(repeating: "---|", count: header.count) + "\n"
    for row in VerdictRow.rows(of: c, sharedShownAbove: shared) {
      var cells = row.tableCells
      cells[1] = "`\(row.strategy.id)`" + (row.strategy.isBaseline ? " (as-is)" : "")
      cells.append(row.reasons.map(\.description).joined(separator: "; "))
      out += "| " + cells.map(MarkdownRenderer.cell).joined(separator: " | ") + " |\n"
    }
    out += "\n" + VerdictRow.markLegend + "\n"
    if let selection = report.selection {
      out += "\n### Selection from iOS \(selection.deploymentTarget)\n\n"
      out += "_\(selection.judgedOn)_\n\n"
      for line in selection.lines { out += "- " + line + "\n" }
      if let code = selection.code { out += "\n```swift\n\(code)\n```\n" }
    }
    return out
  }
}
