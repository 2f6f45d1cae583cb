import InsetEmulation
import InsetEngine

/// Writes a batch run in one format: a header, the result rows as blocks arrive (streamed), and
/// a tail built from the aggregate (summaries, selections, pictures).
public protocol BatchWriter: Sendable {
  func header() -> String
  /// The rows of one cell; called on worker threads, so it must not depend on call order.
  func result(_ comparison: Comparison) -> String
  func tail(_ aggregate: BatchAggregate) -> String
}

extension BatchConfig.OutputFormat {
  public var writer: any BatchWriter {
    switch self {
    case .jsonl: return JSONLWriter()
    case .csv: return CSVWriter()
    case .markdown: return MarkdownBatchWriter()
    case .html: return HTMLReport()
    }
  }
}

/// JSON Lines: `result` lines (one per environment × problem × strategy, the same fields as
/// `compare`), then `summary` lines per problem × strategy, then `selection` lines per problem.
public struct JSONLWriter: BatchWriter {
  public init() {}
  public func header() -> String { "" }

  public func result(_ comparison: Comparison) -> String {
    var out = ""
    for row in VerdictRow.rows(of: comparison) {
      let line: JSONValue = .object(
        [("kind", "result"), ("problem", .string(row.problem)), ("environment", row.environment.json)]
          + row.json)
      out += line.serialized(pretty: false) + "\n"
    }
    return out
  }

  public func tail(_ aggregate: BatchAggregate) -> String {
    var out = ""
    for s in aggregate.summaries {
      let row = SummaryRow(s, unit: aggregate.errorUnit(of: s.problem))
      let line: JSONValue = .object([("kind", "summary"), ("problem", .string(s.problem))] + row.json)
      out += line.serialized(pretty: false) + "\n"
    }
    for selection in aggregate.selections {
      guard case .object(let fields) = ComparisonJSON.selection(selection) else { continue }
      let line: JSONValue = .object(
        [("kind", "selection"), ("problem", .string(selection.problem))] + fields)
      out += line.serialized(pretty: false) + "\n"
    }
    return out
  }
}

/// CSV (RFC 4180): one row per result; reasons joined with "; ".
public struct CSVWriter: BatchWriter {
  public init() {}
  public func header() -> String { VerdictRow.csvColumns.joined(separator: ",") + "\n" }

  public func result(_ c: Comparison) -> String {
    VerdictRow.rows(of: c).map { $0.csvFields.map(CSVWriter.escape).joined(separator: ",") + "\n" }.joined()
  }

  public func tail(_ aggregate: BatchAggregate) -> String { "" }

  static func escape(_ field: String) -> String {
    guard field.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return field }
    return "\"" + field.split(separator: "\"", omittingEmptySubsequences: false).joined(separator: "\"\"")
      + "\""
  }
}

/// Markdown: per problem a summary table and the selection (result rows would be too many).
public struct MarkdownBatchWriter: BatchWriter {
  public init() {}
  public func header() -> String { "# insetfix batch\n\n" }
  public func result(_ comparison: Comparison) -> String { "" }

  public func tail(_ aggregate: BatchAggregate) -> String {
    var out = BatchText.matrixLine(aggregate.config) + "\n"
    for problem in aggregate.config.problems {
      out += "\n## \(problem)\n\n"
      let unit = aggregate.errorUnit(of: problem)
      let header = SummaryRow.header(unit: unit)
      out += "| " + header.joined(separator: " | ") + " |\n"
      out += "|" + String(repeating: "---|", count: header.count) + "\n"
      for s in aggregate.summaries(for: problem) {
        var cells = SummaryRow(s, unit: unit).cells
        cells[0] = "`\(s.strategy.id)`" + (s.strategy.isBaseline ? " (as-is)" : "")
        out += "| " + cells.map(MarkdownRenderer.cell).joined(separator: " | ") + " |\n"
      }
      if let selection = aggregate.selections.first(where: { $0.problem == problem }) {
        out += "\nSelection from iOS \(selection.deploymentTarget) (\(selection.judgedOn)):\n\n"
        for line in selection.lines { out += "- " + line + "\n" }
        if let code = selection.code { out += "\n```swift\n\(code)\n```\n" }
      }
    }
    return out
  }
}

extension BatchAggregate {
  /// The unit of a problem's errors (points unless the problem says otherwise).
  func errorUnit(of problem: ProblemID) -> ErrorUnit {
    featured[problem]?.problem.errorUnit ?? .points
  }
}

enum BatchText {
  static func percent(_ share: Double) -> String { (share * 100).rounded().points + "%" }

  static func matrixLine(_ c: BatchConfig) -> String {
    "Matrix: \(c.devices.count) devices × \(c.orientations.count) orientations × \(c.osVersions.count) OS versions"
      + " × \(c.problems.count) problems; deployment target iOS \(c.deploymentTarget)."
  }
}
