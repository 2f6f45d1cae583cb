import InsetEngine
import InsetLint

/// What a reporter renders: the findings of a run, in report order, with the strategies each
/// finding's problem offers.
public struct LintReport: Sendable {
  public var findings: [Finding]
  /// By rule and environments: what each rule's findings offer where their apps run, as measured
  /// (`MeasuredSuggestions`).
  public var suggestions: [SuggestionGroup: [Suggestion]]
  public var filesLinted: Int
  public var toolVersion: String
  /// The rules of the run (SARIF lists them; SonarQube names the ones that fired).
  public var rules: RuleSet

  public init(
    findings: [Finding], suggestions: [SuggestionGroup: [Suggestion]] = [:], filesLinted: Int,
    toolVersion: String,
    rules: RuleSet
  ) {
    self.rules = rules
    self.findings = findings
    self.suggestions = suggestions
    self.filesLinted = filesLinted
    self.toolVersion = toolVersion
  }

  /// What `finding` offers.
  public func suggestions(for finding: Finding) -> [Suggestion] {
    suggestions[SuggestionGroup(finding)] ?? []
  }

  public var errors: Int { findings.filter { $0.severity == .error }.count }
  public var warnings: Int { findings.count - errors }
}

/// The output formats of `lint` and `fix`.
public enum ReporterKind: String, CaseIterable, Sendable {
  case xcode
  case json
  case sarif
  case githubActions = "github-actions"
  case markdown
  case checkstyle
  case junit
  case codeclimate
  case sonarqube

  /// True for the formats that list each finding's strategies.
  public var showsSuggestions: Bool { self == .json || self == .markdown }

  public func render(_ report: LintReport) -> String {
    switch self {
    case .xcode: return XcodeReporter.render(report)
    case .json: return JSONReporter.render(report)
    case .sarif: return SARIFReporter.render(report)
    case .githubActions: return GitHubActionsReporter.render(report)
    case .markdown: return MarkdownReporter.render(report)
    case .checkstyle: return CheckstyleReporter.render(report)
    case .junit: return JUnitReporter.render(report)
    case .codeclimate: return CodeClimateReporter.render(report)
    case .sonarqube: return SonarQubeReporter.render(report)
    }
  }
}

/// `path:line:column: warning: message [rule]`, as compilers print (Xcode and SwiftPM show these),
/// each related location after it as a `path:line:column: note: message` line, as compilers print
/// the places a diagnostic refers to.
enum XcodeReporter {
  static func render(_ report: LintReport) -> String {
    var out = ""
    for finding in report.findings {
      out +=
        "\(finding.file):\(finding.line):\(finding.column): \(finding.severity.rawValue): \(finding.message) [\(finding.rule)]\n"
      for place in finding.related {
        out += "\(place.file):\(place.line):\(place.column): note: \(place.message)\n"
      }
    }
    return out
  }
}

/// `{"findings": [{"file", "line", "column", "rule", "severity", "message", "problem", "fixable",
/// "deploymentTarget", "environments", "suggestions"}], "summary": {...}}`, deterministic.
enum JSONReporter {
  static func render(_ report: LintReport) -> String {
    let findings: [JSONValue] = report.findings.map { finding in
      var members: [(String, JSONValue)] = [
        ("file", .string(finding.file)), ("line", .number(Double(finding.line))),
        ("column", .number(Double(finding.column))), ("rule", .string(finding.rule)),
        ("severity", .string(finding.severity.rawValue)), ("message", .string(finding.message)),
        ("problem", finding.problem.map(JSONValue.string) ?? .null), ("fixable", .bool(finding.fixable)),
      ]
      if let note = finding.fixNote { members.append(("fixNote", .string(note))) }
      if let target = finding.deploymentTarget { members.append(("deploymentTarget", target.json)) }
      if let environments = finding.environments { members.append(("environments", environments.json)) }
      if !finding.related.isEmpty {
        members.append(
          (
            "related",
            .array(
              finding.related.map {
                .object([
                  ("file", .string($0.file)), ("line", .number(Double($0.line))),
                  ("column", .number(Double($0.column))), ("message", .string($0.message)),
                ])
              })
          ))
      }
      members.append(("docs", .string(DocumentationLinks.rule(finding.rule))))
      let offered = report.suggestions(for: finding)
      members.append(
        (
          "suggestions",
          .array(
            offered.map {
              .object([
                ("strategy", .string($0.strategy)), ("summary", .string($0.summary)),
                ("availability", .string($0.availability)),
              ])
            })
        ))
      return .object(members)
    }
    let summary = JSONValue.object([
      ("files", .number(Double(report.filesLinted))), ("findings", .number(Double(report.findings.count))),
      ("errors", .number(Double(report.errors))), ("warnings", .number(Double(report.warnings))),
    ])
    return JSONValue.object([("findings", .array(findings)), ("summary", summary)]).serialized() + "\n"
  }
}

/// SARIF 2.1.0 with the rule catalog, for code-scanning dashboards.
enum SARIFReporter {
  static func render(_ report: LintReport) -> String {
    let rules: [JSONValue] =
      (report.rules.descriptions.map { description -> JSONValue in
        .object([
          ("id", .string(description.id)),
          ("shortDescription", .object([("text", .string(description.summary))])),
          (
            "fullDescription",
            .object([("text", .string(description.rationale.split(separator: "\n").joined(separator: " ")))])
          ),
          ("defaultConfiguration", .object([("level", .string(description.severity.rawValue))])),
          ("helpUri", .string(DocumentationLinks.rule(description.id))),
        ])
      }) + [
        .object([
          ("id", .string(RuleSet.unusedSuppression)),
          (
            "shortDescription",
            .object([("text", .string("An insetfix:disable comment that suppresses nothing"))])
          ),
          ("defaultConfiguration", .object([("level", .string("warning"))])),
          ("helpUri", .string(DocumentationLinks.rule(RuleSet.unusedSuppression))),
        ])
      ]
    func physical(_ file: String, _ line: Int, _ column: Int) -> JSONValue {
      .object([
        ("artifactLocation", .object([("uri", .string(file))])),
        (
          "region", .object([("startLine", .number(Double(line))), ("startColumn", .number(Double(column)))])
        ),
      ])
    }
    let results: [JSONValue] = report.findings.map { finding in
      var members: [(String, JSONValue)] = [
        ("ruleId", .string(finding.rule)), ("level", .string(finding.severity.rawValue)),
        ("message", .object([("text", .string(finding.message))])),
        (
          "locations",
          .array([.object([("physicalLocation", physical(finding.file, finding.line, finding.column))])])
        ),
      ]
      if !finding.related.isEmpty {
        members.append(
          (
            "relatedLocations",
            .array(
              finding.related.enumerated().map { index, place in
                .object([
                  ("id", .number(Double(index))),
                  ("physicalLocation", physical(place.file, place.line, place.column)),
                  ("message", .object([("text", .string(place.message))])),
                ])
              })
          ))
      }
      // SARIF's property bag: where the finding's fix is judged.
      if let environments = finding.environments {
        members.append(("properties", .object([("environments", environments.json)])))
      }
      return .object(members)
    }
    let driver = JSONValue.object([
      ("name", .string("insetfix")), ("version", .string(report.toolVersion)), ("rules", .array(rules)),
    ])
    return JSONValue.object([
      ("$schema", .string("https://json.schemastore.org/sarif-2.1.0.json")), ("version", .string("2.1.0")),
      ("runs", .array([.object([("tool", .object([("driver", driver)])), ("results", .array(results))])])),
    ]).serialized() + "\n"
  }
}

/// `::warning file=…,line=…,col=…,title=rule::message` workflow commands.
enum GitHubActionsReporter {
  /// What a message (`escapeData`) replaces: `%`, CR and LF.
  static func dataReplacement(_ byte: UInt8) -> StaticString? {
    switch byte {
    case UInt8(ascii: "%"): return "%25"
    case UInt8(ascii: "\r"): return "%0D"
    case UInt8(ascii: "\n"): return "%0A"
    default: return nil
    }
  }

  static func escapeData(_ text: String) -> String { ByteEscape.replacing(text, dataReplacement) }

  /// `escapeData`, and `:` and `,` too (what `escapeData` writes has neither, so one pass does both).
  static func escapeProperty(_ text: String) -> String {
    ByteEscape.replacing(text) { byte in
      switch byte {
      case UInt8(ascii: ":"): return "%3A"
      case UInt8(ascii: ","): return "%2C"
      default: return dataReplacement(byte)
      }
    }
  }

  static func render(_ report: LintReport) -> String {
    report.findings.map { finding in
      "::\(finding.severity.rawValue) file=\(escapeProperty(finding.file)),line=\(finding.line),col=\(finding.column),"
        + "title=\(escapeProperty(finding.rule.rawValue))::\(escapeData(finding.message))\n"
    }.joined()
  }
}

/// A table for pull-request comments.
enum MarkdownReporter {
  static func cell(_ text: String) -> String {
    ByteEscape.replacing(text) { byte in
      switch byte {
      case UInt8(ascii: "|"): return "\\|"
      case UInt8(ascii: "\n"), UInt8(ascii: "\r"): return " "
      default: return nil
      }
    }
  }

  static func render(_ report: LintReport) -> String {
    var out = "## insetfix lint\n\n"
    out += "\(report.findings.count) finding\(report.findings.count == 1 ? "" : "s") (\(report.errors) error"
    out +=
      "\(report.errors == 1 ? "" : "s"), \(report.warnings) warning\(report.warnings == 1 ? "" : "s")) in "
    out += "\(report.filesLinted) file\(report.filesLinted == 1 ? "" : "s")\n"
    guard !report.findings.isEmpty else { return out }
    out += "\n| File | Line | Severity | Rule | Message |\n|---|---:|---|---|---|\n"
    for finding in report.findings {
      out +=
        "| \(cell(finding.file)) | \(finding.line) | \(finding.severity.rawValue) | `\(finding.rule)` | "
        + "\(cell(finding.message)) |\n"
    }
    var groups: [SuggestionGroup] = []
    var shown: [SuggestionGroup: Finding] = [:]
    for finding in report.findings.sorted(by: { $0.rule < $1.rule }) {
      let group = SuggestionGroup(finding)
      if shown[group] == nil {
        shown[group] = finding
        groups.append(group)
      }
    }
    for group in groups {
      guard let offered = report.suggestions[group], !offered.isEmpty else { continue }
      let rule = group.rule
      // A rule whose findings' apps run in different environments names them.
      let several = groups.filter { $0.rule == rule }.count > 1
      let on = several ? shown[group]!.environments.map { " on " + cell($0.description) } ?? "" : ""
      out += "\n### Strategies for `\(rule)`\(on)\n\n| Strategy | Available | Summary |\n|---|---|---|\n"
      for suggestion in offered {
        out += "| `\(suggestion.strategy)` | \(suggestion.availability) | \(cell(suggestion.summary)) |\n"
      }
    }
    return out
  }
}

/// Checkstyle XML, for Jenkins and friends.
enum CheckstyleReporter {
  static func escape(_ text: String) -> String { Markup.escape(text, apostrophe: true) }

  static func render(_ report: LintReport) -> String {
    var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<checkstyle version=\"4.3\">\n"
    var files: [String] = []
    for finding in report.findings where !files.contains(finding.file) { files.append(finding.file) }
    for file in files {
      out += "  <file name=\"\(escape(file))\">\n"
      for finding in report.findings where finding.file == file {
        out +=
          "    <error line=\"\(finding.line)\" column=\"\(finding.column)\" severity=\"\(finding.severity.rawValue)\" "
          + "message=\"\(escape(finding.message))\" source=\"insetfix.\(escape(finding.rule.rawValue))\"/>\n"
      }
      out += "  </file>\n"
    }
    return out + "</checkstyle>\n"
  }
}
