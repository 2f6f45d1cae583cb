import Foundation
import InsetEmulation

/// A batch run's configuration: the matrix to expand, the policy and deployment target, and
/// where to write. Read from JSON with every error naming the file and JSON path.
public struct BatchConfig: Sendable {
  public enum OutputFormat: String, CaseIterable, Sendable { case jsonl, csv, markdown, html }

  public var devices: [DeviceProfile]
  public var orientations: [Orientation]
  public var osVersions: [OSVersion]
  public var problems: [ProblemID]
  /// Nil = every strategy of each problem.
  public var strategies: [StrategyID]?
  public var scenarios: [ProblemID: JSONCursor]
  public var policy: Policy
  public var deploymentTarget: OSVersion
  public var format: OutputFormat
  /// Nil = standard output.
  public var outputPath: String?

  public static func decode(_ json: JSONCursor, registry: Registry, catalog: DeviceCatalog = .builtIn) throws
    -> BatchConfig
  {
    var matrix: JSONCursor?
    var output: JSONCursor?
    let base = try Config.decode(json, registry: registry) { reader in
      matrix = reader.optional("matrix")
      output = reader.optional("output")
    }
    var m = try (matrix ?? JSONCursor(.object([]), file: json.file, path: "$.matrix")).object()
    let devices =
      try m.optional("devices").map { try listOrAll($0, all: catalog.ids, kind: "device") } ?? catalog.ids
    let orientationNames =
      try m.optional("orientations").map {
        try $0.array(nonEmpty: true).map { try $0.oneOf(Orientation.allCases.map(\.rawValue)) }
      } ?? Orientation.allCases.map(\.rawValue)
    let os = try m.optional("os").map(decodeOS) ?? OSRelease.all
    let problems =
      try m.optional("problems").map { try listOrAll($0, all: registry.problemIDs, kind: "problem") }
      ?? registry.problemIDs
    let validStrategies = try problems.flatMap { try registry.strategies(for: $0) }.map(\.id)
    let strategies = try m.optional("strategies").flatMap { cursor -> [StrategyID]? in
      if case .string("all") = cursor.value { return nil }
      return try listOrAll(cursor, all: validStrategies, kind: "strategy")
    }
    var scenarios = base.scenarios
    if let inline = m.optional("scenarios") {
      for (key, value) in try Config.decodeScenarios(inline, registry: registry) { scenarios[key] = value }
    }
    try m.finish()
    var format = OutputFormat.jsonl
    var path: String?
    if let output {
      var o = try output.object()
      if let f = o.optional("format") { format = try f.enum(OutputFormat.self) }
      if let given = try o.optional("path")?.string() {
        // Relative to the config file, like scenario paths; `--output` on the command line is
        // relative to the working directory.
        let base = URL(fileURLWithPath: json.file).deletingLastPathComponent()
        path = given.hasPrefix("/") ? given : base.appendingPathComponent(given).path
      }
      try o.finish()
    }
    return BatchConfig(
      devices: try devices.map { try catalog.device($0) },
      orientations: orientationNames.map { Orientation(rawValue: $0)! },
      osVersions: os, problems: problems, strategies: strategies, scenarios: scenarios, policy: base.policy,
      deploymentTarget: base.deploymentTarget, format: format, outputPath: path)
  }

  /// `"all"` or a non-empty list of known ids (unknown ids name the nearest valid one).
  static func listOrAll(_ cursor: JSONCursor, all: [String], kind: String) throws -> [String] {
    if case .string("all") = cursor.value { return all }
    if case .string = cursor.value {
      throw cursor.error("expected \"all\" or a list of \(kind) ids")
    }
    var seen: [String] = []
    for item in try cursor.array(nonEmpty: true) {
      let id = try item.string()
      guard all.contains(id) else {
        throw InputError.unknown(kind, id, valid: all, at: "\(item.file): \(item.path)")
      }
      if !seen.contains(id) { seen.append(id) }
    }
    return seen
  }

  /// A list of versions, or `{"from": "13.0", "to": "27.1"}` over the known releases.
  static func decodeOS(_ cursor: JSONCursor) throws -> [OSVersion] {
    if case .object = cursor.value {
      var range = try cursor.object()
      let fromCursor = try range.required("from")
      let from = try fromCursor.osVersion()
      let to = try range.optional("to")?.osVersion() ?? OSRelease.latest
      try range.finish()
      guard from <= to else { throw fromCursor.error("'from' \(from) is later than 'to' \(to)") }
      let versions = OSRelease.range(from: from, to: to)
      guard !versions.isEmpty else {
        throw cursor.error(
          "no known iOS release between \(from) and \(to); known: \(OSRelease.oldest)–\(OSRelease.latest)")
      }
      return versions
    }
    var versions: [OSVersion] = []
    for item in try cursor.array(nonEmpty: true) {
      let version = try item.osVersion()
      if !versions.contains(version) { versions.append(version) }
    }
    return versions
  }
}
