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
    for verdict in comparison.verdicts {
      guard case .object(let fields) = ComparisonJSON.verdict(verdict) else { continue }
      let line: JSONValue = .object(
        [
          ("kind", "result"), ("problem", .string(comparison.problem.id)),
          ("environment", comparison.environment.json),
        ]
          + fields)
      out += line.serialized(pretty: false) + "\n"
    }
    return out
  }

  public func tail(_ aggregate: BatchAggregate) -> String {
    var out = ""
    for s in aggregate.summaries {
      let line: JSONValue = .object([
        ("kind", "summary"), ("problem", .string(s.problem)), ("strategy", .string(s.strategy.id)),
        ("cells", JSONValue(s.cells)), ("cellsRun", JSONValue(s.cellsRun)), ("fixed", JSONValue(s.fixed)),
        ("usable", JSONValue(s.usable)), ("shareFixed", .number(s.shareFixed)),
        ("worstErrorPoints", s.cellsRun > 0 ? .number(s.worstError) : .null),
        ("worstEnvironment", s.worstEnvironment?.json ?? .null),
        ("firstAvailableOS", JSONValue(s.firstAvailableOS?.description)),
      ])
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
  static let columns = [
    "problem", "device", "orientation", "os", "strategy", "rank", "available", "compatible", "allowed",
    "fixed",
    "usable", "maxErrorPoints", "collateralPoints", "traits", "reasons",
  ]

  public func header() -> String { CSVWriter.columns.joined(separator: ",") + "\n" }

  public func result(_ c: Comparison) -> String {
    var out = ""
    for v in c.verdicts {
      let fields = [
        c.problem.id, c.environment.device.id, c.environment.orientation.rawValue,
        c.environment.os.description,
        v.strategy.id, String(v.rank), String(v.available), String(v.compatible), String(v.allowed),
        String(v.fixed),
        String(v.usable), v.outcome.map { $0.maxErrorPoints.points } ?? "",
        v.outcome.map { $0.collateralPoints.points } ?? "",
        v.strategy.traits.sorted().map(\.rawValue).joined(separator: " "),
        v.reasons.joined(separator: "; "),
      ]
      out += fields.map(CSVWriter.escape).joined(separator: ",") + "\n"
    }
    return out
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
      out += "| strategy | cells run | fixed | share fixed | worst error (pt) | worst at | first OS |\n"
      out += "|---|---|---|---|---|---|---|\n"
      for s in aggregate.summaries(for: problem) {
        let cells: [String] = [
          "`\(s.strategy.id)`", "\(s.cellsRun)/\(s.cells)", String(s.fixed), BatchText.percent(s.shareFixed),
          s.cellsRun > 0 ? s.worstError.points : "–", s.worstEnvironment?.description ?? "–",
          s.firstAvailableOS?.description ?? "never",
        ]
        out += "| " + cells.joined(separator: " | ") + " |\n"
      }
      if let selection = aggregate.selections.first(where: { $0.problem == problem }) {
        out += "\nSelection from iOS \(selection.deploymentTarget):\n\n"
        for line in selection.lines { out += "- " + line + "\n" }
        if let code = selection.code { out += "\n```swift\n\(code)\n```\n" }
      }
    }
    return out
  }
}

enum BatchText {
  static func percent(_ share: Double) -> String { (share * 100).rounded().points + "%" }

  static func matrixLine(_ c: BatchConfig) -> String {
    "Matrix: \(c.devices.count) devices × \(c.orientations.count) orientations × \(c.osVersions.count) OS versions"
      + " × \(c.problems.count) problems; deployment target iOS \(c.deploymentTarget)."
  }
}
