import InsetEngine
import InsetLint

/// JUnit XML (the schema Jenkins, GitLab and Azure Pipelines read): one `<testsuite>` per file,
/// one failing `<testcase>` per finding. A clean run is one passing test case, so a CI test tab
/// shows that lint ran.
enum JUnitReporter {
  static func render(_ report: LintReport) -> String {
    let escape = CheckstyleReporter.escape
    var files: [String] = []
    for finding in report.findings where !files.contains(finding.file) { files.append(finding.file) }
    let tests = max(report.findings.count, 1)
    var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    out +=
      "<testsuites name=\"insetfix\" tests=\"\(tests)\" failures=\"\(report.findings.count)\" errors=\"0\">\n"
    if files.isEmpty {
      out += "  <testsuite name=\"insetfix lint\" tests=\"1\" failures=\"0\" errors=\"0\" skipped=\"0\">\n"
      out += "    <testcase classname=\"insetfix\" name=\"lint (\(report.filesLinted) files)\"/>\n"
      out += "  </testsuite>\n"
    }
    for file in files {
      let findings = report.findings.filter { $0.file == file }
      out +=
        "  <testsuite name=\"\(escape(file))\" tests=\"\(findings.count)\" failures=\"\(findings.count)\" "
        + "errors=\"0\" skipped=\"0\">\n"
      for finding in findings {
        let location = "\(finding.file):\(finding.line):\(finding.column)"
        out +=
          "    <testcase classname=\"\(escape(file))\" name=\"\(escape(finding.rule.rawValue)) at \(finding.line):\(finding.column)\" "
          + "file=\"\(escape(finding.file))\" line=\"\(finding.line)\">\n"
        out +=
          "      <failure type=\"\(finding.severity.rawValue)\" message=\"\(escape(finding.message))\">"
          + escape("\(location): \(finding.severity.rawValue): \(finding.message) [\(finding.rule)]")
          + "\n" + escape("docs: \(DocumentationLinks.rule(finding.rule))") + "</failure>\n"
        out += "    </testcase>\n"
      }
      out += "  </testsuite>\n"
    }
    return out + "</testsuites>\n"
  }
}
