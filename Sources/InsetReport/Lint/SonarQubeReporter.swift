import InsetEngine
import InsetLint

/// SonarQube's generic issue import format (10.3 and later), read through
/// `sonar.externalIssuesReportPaths`: `rules` (one per rule that fired, with its clean-code
/// attribute and impact) and `issues` (`ruleId`, `primaryLocation` with a 1-based line and a
/// 0-based column).
enum SonarQubeReporter {
  static func render(_ report: LintReport) -> String {
    var fired: [RuleID] = []
    for finding in report.findings where !fired.contains(finding.rule) { fired.append(finding.rule) }
    let rules: [JSONValue] = fired.sorted().map { id in
      let description = report.rules.rule(id)?.description
      let severity = report.findings.first { $0.rule == id }?.severity ?? .warning
      return .object([
        ("id", .string(id)),
        ("name", .string(description?.summary ?? "An insetfix:disable comment that suppresses nothing")),
        (
          "description", .string("\(description?.summary ?? id.rawValue). See \(DocumentationLinks.rule(id))")
        ),
        ("engineId", .string("insetfix")),
        ("cleanCodeAttribute", .string("LOGICAL")),
        ("type", .string("BUG")),
        ("severity", .string(severity == .error ? "MAJOR" : "MINOR")),
        (
          "impacts",
          .array([
            .object([
              ("softwareQuality", .string("RELIABILITY")),
              ("severity", .string(severity == .error ? "HIGH" : "MEDIUM")),
            ])
          ])
        ),
      ])
    }
    let issues: [JSONValue] = report.findings.map { finding in
      .object([
        ("ruleId", .string(finding.rule)),
        (
          "primaryLocation",
          .object([
            ("message", .string(finding.message)),
            ("filePath", .string(finding.file)),
            (
              "textRange",
              .object([
                ("startLine", .number(Double(finding.line))),
                ("startColumn", .number(Double(max(0, finding.column - 1)))),
              ])
            ),
          ])
        ),
      ])
    }
    return JSONValue.object([("rules", .array(rules)), ("issues", .array(issues))]).serialized() + "\n"
  }
}
