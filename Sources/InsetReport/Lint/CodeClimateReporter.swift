import InsetEngine
import InsetLint

/// GitLab Code Quality (a subset of the Code Climate issue format): a JSON array of issues, each
/// with `description`, `check_name`, `fingerprint`, `severity` and `location.path` /
/// `location.lines.begin`. The fingerprint is stable across runs (rule, file, message and the
/// finding's rank among identical ones, not the line) so that GitLab tracks an issue as code moves.
enum CodeClimateReporter {
  static func render(_ report: LintReport) -> String {
    var seen: [String: Int] = [:]
    let issues: [JSONValue] = report.findings.map { finding in
      let key = "\(finding.rule)\u{0}\(finding.file)\u{0}\(finding.message)"
      let rank = seen[key, default: 0]
      seen[key] = rank + 1
      return .object([
        ("type", .string("issue")),
        ("check_name", .string(finding.rule)),
        ("description", .string(finding.message)),
        ("content", .object([("body", .string("See \(DocumentationLinks.rule(finding.rule))"))])),
        ("categories", .array([.string("Bug Risk")])),
        ("severity", .string(finding.severity == .error ? "major" : "minor")),
        ("fingerprint", .string(fingerprint(key + "\u{0}\(rank)"))),
        (
          "location",
          .object([
            ("path", .string(finding.file)),
            (
              "lines",
              .object([("begin", .number(Double(finding.line))), ("end", .number(Double(finding.line)))])
            ),
          ])
        ),
      ])
    }
    return JSONValue.array(issues).serialized() + "\n"
  }

  /// 64-bit FNV-1a as 16 hex digits: deterministic on every platform (Foundation on Linux has
  /// no MD5), and plenty for telling a project's findings apart.
  static func fingerprint(_ text: String) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text.utf8 {
      hash ^= UInt64(byte)
      hash = hash &* 0x0000_0100_0000_01b3
    }
    let hex = String(hash, radix: 16)
    return String(repeating: "0", count: 16 - hex.count) + hex
  }
}
