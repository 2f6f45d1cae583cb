import InsetEngine

/// One comparison with the selection over the deployment range: what `compare` prints.
public struct CompareReport: Sendable {
  public let comparison: Comparison
  public let selection: Selection?
  public init(comparison: Comparison, selection: Selection?) {
    self.comparison = comparison
    self.selection = selection
  }
}

/// Turns comparison reports into text. One renderer per output format.
public protocol Renderer: Sendable {
  func render(_ reports: [CompareReport]) -> String
}

/// The formats `compare` offers, by name.
public enum CompareFormat: String, CaseIterable, Sendable {
  case table, json, markdown, html

  public var renderer: any Renderer {
    switch self {
    case .table: return TableRenderer()
    case .json: return JSONRenderer()
    case .markdown: return MarkdownRenderer()
    case .html: return HTMLCompareRenderer()
    }
  }
}

/// `--format json`: one object for one problem, `{"environment", "problems": [...]}` for several.
public struct JSONRenderer: Renderer {
  public init() {}
  public func render(_ reports: [CompareReport]) -> String {
    if reports.count == 1 {
      return ComparisonJSON.object(reports[0].comparison, selection: reports[0].selection).serialized() + "\n"
    }
    let environment = reports.first?.comparison.environment.json ?? .null
    let value: JSONValue = .object([
      ("environment", environment),
      ("problems", .array(reports.map { ComparisonJSON.object($0.comparison, selection: $0.selection) })),
    ])
    return value.serialized() + "\n"
  }
}
