import InsetEmulation
import InsetEngine

/// The JSON shape of `compare`: one object per problem (environment, verdicts, selection).
/// Keys are fixed and ordered, so the same input gives byte-identical output.
public enum ComparisonJSON {
  public static func object(_ comparison: Comparison, selection: Selection?) -> JSONValue {
    var members: [(String, JSONValue)] = [
      ("problem", .string(comparison.problem.id)),
      ("title", .string(comparison.problem.title)),
      ("source", .string(comparison.problem.source)),
      ("errorUnit", .string(comparison.problem.errorUnit.symbol)),
      ("environment", comparison.environment.json),
      ("detected", .bool(comparison.detected)),
      ("scenario", comparison.scenario.json),
      ("strategies", .array(VerdictRow.rows(of: comparison).map { .object($0.json) })),
    ]
    if let selection { members.append(("selection", self.selection(selection))) }
    return .object(members)
  }

  public static func selection(_ s: Selection) -> JSONValue {
    .object([
      ("deploymentTarget", .string(s.deploymentTarget.description)),
      ("complete", .bool(s.isComplete)),
      (
        "judgedOn",
        .object([
          ("devices", .array(s.devices.map { .string($0) })),
          ("orientations", .array(s.orientations.map { .string($0.rawValue) })),
          ("releases", .array(s.releases.map { .string($0.description) })),
          // Releases none of `devices` runs, judged on the known devices that run them.
          (
            "standIns",
            .array(
              s.standIns.map {
                .object([
                  ("from", .string($0.from.description)), ("to", .string($0.to.description)),
                  ("devices", .array($0.devices.map { .string($0) })),
                ])
              })
          ),
          ("summary", .string(s.judgedOn)),
        ])
      ),
      ("uncovered", .array(s.uncovered.map { .string(Selection.range($0)) })),
      (
        "segments",
        .array(
          s.segments.map { segment in
            var members: [(String, JSONValue)] = [
              ("from", .string(segment.from.description)), ("to", .string(segment.to.description)),
            ]
            switch segment.choice {
            case .strategy(let id):
              members += [("status", "strategy"), ("strategy", .string(id))]
            case .notNeeded:
              members += [("status", "not-needed"), ("strategy", .null)]
            case .unresolved(let reason):
              members += [("status", "none"), ("strategy", .null), ("reason", .string(reason))]
            }
            return .object(members)
          })
      ),
      ("placement", JSONValue(s.placed?.placement.name)),
      ("code", JSONValue(s.code)),
    ])
  }
}
