import InsetEngine

/// Known findings to ignore (`--baseline FILE`), written by `--write-baseline FILE`. A finding
/// matches by file, rule and message (not line: code above it may move), as many times as the
/// baseline lists it, so a new instance of an old problem still shows.
public struct Baseline: Sendable, Equatable {
  public struct Key: Hashable, Sendable {
    public let file: String
    public let rule: RuleID
    public let message: String
  }

  public private(set) var counts: [Key: Int] = [:]

  public init(_ findings: [Finding] = []) {
    for finding in findings {
      counts[Key(file: finding.file, rule: finding.rule, message: finding.message), default: 0] += 1
    }
  }

  public static func load(_ path: String) throws -> Baseline {
    var reader = try InputFile.json(at: path).object()
    var baseline = Baseline()
    if let version = reader.optional("version"), try version.integer(in: 1...1) != 1 {
      throw version.error("unsupported baseline version")
    }
    for item in try reader.required("findings").array() {
      var object = try item.object()
      let key = Key(
        file: try object.required("file").string(), rule: RuleID(try object.required("rule").string()),
        message: try object.required("message").string())
      _ = object.optional("line")
      try object.finish()
      baseline.counts[key, default: 0] += 1
    }
    try reader.finish()
    return baseline
  }

  /// The findings not in the baseline, and how many were.
  public func filter(_ findings: [Finding]) -> (kept: [Finding], known: Int) {
    var remaining = counts
    var kept: [Finding] = []
    var known = 0
    for finding in findings {
      let key = Key(file: finding.file, rule: finding.rule, message: finding.message)
      if let count = remaining[key], count > 0 {
        remaining[key] = count - 1
        known += 1
      } else {
        kept.append(finding)
      }
    }
    return (kept, known)
  }

  public static func write(_ findings: [Finding], to path: String) throws {
    let items: [JSONValue] = findings.map { finding in
      .object([
        ("file", .string(finding.file)), ("line", .number(Double(finding.line))),
        ("rule", .string(finding.rule)),
        ("message", .string(finding.message)),
      ])
    }
    let json = JSONValue.object([("version", .number(1)), ("findings", .array(items))])
    try AtomicWriter.write(Array((json.serialized() + "\n").utf8), to: path)
  }
}
