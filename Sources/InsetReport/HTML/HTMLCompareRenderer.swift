import InsetEmulation
import InsetEngine

/// `compare --format html`: one self-contained page with, per problem, the answer first (the
/// selection over the deployment range and its code), then the verdict table, then the cards side
/// by side (as-is first) drawn at each strategy's worst moment a user sees, and the picture that
/// explains the problem.
public struct HTMLCompareRenderer: Renderer {
  public init() {}

  public func render(_ reports: [CompareReport]) -> String {
    var out = HTMLPage.head(title: "insetfix compare")
    out += "<h1>insetfix compare</h1>\n"
    out += HTMLPage.legend(units: reports.map(\.comparison.problem.errorUnit))
    for report in reports {
      let c = report.comparison
      out +=
        "<h2 id=\"\(HTML.escape(c.problem.id))\">\(HTML.escape(c.problem.id)): \(HTML.escape(c.problem.title))</h2>\n"
      out +=
        "<p>\(HTML.escape(c.environment.device.name)) (<code>\(HTML.escape(c.environment.device.id))</code>), "
      out +=
        "\(c.environment.orientation.rawValue), iOS \(c.environment.os). As-is code: <b>\(c.detected ? "defect" : "right")</b>.</p>\n"
      if let selection = report.selection { out += HTMLPage.selection(selection) }
      let shared = c.sharedNotes
      if !shared.isEmpty {
        out += "<p><b>Whatever the strategy:</b> \(HTML.escape(shared.joined(separator: "; "))).</p>\n"
      }
      out += HTMLPage.verdictTable(
        VerdictRow.rows(of: c, sharedShownAbove: shared), unit: c.problem.errorUnit)
      out += HTMLPage.cards(c)
      out += ProblemFigure.html(c)
    }
    return out + HTMLPage.tail
  }
}
