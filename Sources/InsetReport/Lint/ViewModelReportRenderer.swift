import InsetEngine
import InsetLint

/// `insetfix model`'s output: the view model's figures, the findings of the rules that read it,
/// and with `screens` each screen's view tree, as text or JSON.
public enum ViewModelReportRenderer {
  public static func text(_ report: ViewModelReport, screens: Bool) -> String {
    var out = "view model of \(report.files) Swift file\(report.files == 1 ? "" : "s")"
    if !report.skipped.isEmpty {
      out += " (\(report.skipped.count) skipped: \(report.skipped.joined(separator: ", ")))"
    }
    out += "\n"
    let width = report.counts.map(\.label.count).max() ?? 0
    for count in report.counts {
      out += "  " + count.label.padding(toLength: width, withPad: " ", startingAt: 0) + "  \(count.value)\n"
    }
    if !report.rules.isEmpty {
      out += "rules that read it:\n"
      for rule in report.rules {
        out += "  \(rule.rule.rawValue): \(rule.findings) finding\(rule.findings == 1 ? "" : "s")\n"
      }
    }
    guard screens else { return out }
    for screen in report.screens {
      out += "screen \(screen.kind) \(screen.name) (\(screen.path))\n"
      for line in screen.lines {
        let modifiers = line.modifiers.isEmpty ? "" : " ." + line.modifiers.joined(separator: " .")
        out +=
          String(repeating: "  ", count: line.depth + 1) + "\(line.view)\(modifiers)  line \(line.line)\n"
      }
    }
    return out
  }

  public static func json(_ report: ViewModelReport, screens: Bool) -> String {
    var fields: [(String, JSONValue)] = [
      ("files", .number(Double(report.files))),
      ("skipped", .array(report.skipped.map { .string($0) })),
      ("statistics", .object(report.counts.map { ($0.key, .number(Double($0.value))) })),
      (
        "rules",
        .array(
          report.rules.map {
            .object([("rule", .string($0.rule.rawValue)), ("findings", .number(Double($0.findings)))])
          })
      ),
    ]
    if screens {
      fields.append(
        (
          "screens",
          .array(
            report.screens.map { screen in
              .object([
                ("kind", .string(screen.kind)), ("name", .string(screen.name)),
                ("path", .string(screen.path)),
                (
                  "views",
                  .array(
                    screen.lines.map {
                      .object([
                        ("depth", .number(Double($0.depth))), ("view", .string($0.view)),
                        ("modifiers", .array($0.modifiers.map { .string($0) })),
                        ("line", .number(Double($0.line))),
                      ])
                    })
                ),
              ])
            })
        ))
    }
    return JSONValue.object(fields).serialized() + "\n"
  }
}
