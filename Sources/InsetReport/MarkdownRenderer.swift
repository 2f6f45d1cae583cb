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
    out +=
      "| # | strategy | result | error (\(c.problem.errorUnit)) | collateral (pt) | available | content | policy | traits | why |\n"
    out += "|---|---|---|---|---|---|---|---|---|---|\n"
    for v in c.verdicts {
      let name: String = "`\(v.strategy.id)`" + (v.strategy.isBaseline ? " (as-is)" : "")
      let error: String = v.outcome.map { $0.maxErrorPoints.points } ?? "–"
      let collateral: String = v.outcome.map { $0.collateralPoints.points } ?? "–"
      let available: String = v.available ? "yes" : v.strategy.availability.description
      let traits: String = v.strategy.traits.sorted().map(\.rawValue).joined(separator: ", ")
      var cells: [String] = [String(v.rank), name, TableRenderer.mark(v), error, collateral, available]
      cells += [
        v.compatible ? "yes" : "no", v.allowed ? "ok" : "no", traits, v.reasons.joined(separator: "; "),
      ]
      out += "| " + cells.map(MarkdownRenderer.cell).joined(separator: " | ") + " |\n"
    }
    if let selection = report.selection {
      out += "\n### Selection from iOS \(selection.deploymentTarget)\n\n"
      out += "_\(selection.judgedOn)_\n\n"
      for line in selection.lines { out += "- " + line + "\n" }
      if let code = selection.code { out += "\n```swift\n\(code)\n```\n" }
    }
    return out
  }
}
