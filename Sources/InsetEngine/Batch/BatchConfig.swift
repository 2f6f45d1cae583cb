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
    let problemsCursor = m.optional("problems")
    var problems =
      try problemsCursor.map {
        try listOrAll($0, all: registry.problemIDs.map(\.rawValue), kind: "problem").map(ProblemID.init)
      }
      ?? registry.problemIDs
    let validStrategies = try problems.flatMap { try registry.strategies(for: $0) }.map(\.id)
    let strategiesCursor = m.optional("strategies")
    let strategies = try strategiesCursor.flatMap { cursor -> [StrategyID]? in
      if case .string("all") = cursor.value { return nil }
      return try listOrAll(cursor, all: validStrategies.map(\.rawValue), kind: "strategy").map(StrategyID.init)
    }
    if let strategies, let strategiesCursor {
      problems = try problemsKept(
        problems, explicit: problemsCursor != nil, strategies: strategies, at: strategiesCursor,
        registry: registry)
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
    let config = BatchConfig(
      devices: try devices.map { try catalog.device($0) },
      orientations: orientationNames.map { Orientation(rawValue: $0)! },
      osVersions: os, problems: problems, strategies: strategies, scenarios: scenarios, policy: base.policy,
      deploymentTarget: base.deploymentTarget, format: format, outputPath: path)
    try config.checkNotEmpty(json, deploymentTargetGiven: json.value["deploymentTarget"] != nil)
    return config
  }

  /// With a `strategies` filter, the problems that keep at least one strategy. When the problems
  /// were listed, each must keep one (a listed problem with nothing to run is a mistake); when
  /// they were not, the filter picks them.
  static func problemsKept(
    _ problems: [ProblemID], explicit: Bool, strategies: [StrategyID], at cursor: JSONCursor,
    registry: Registry
  ) throws -> [ProblemID] {
    var kept: [ProblemID] = []
    for problem in problems {
      let own = try registry.strategies(for: problem).map(\.id)
      if own.contains(where: strategies.contains) {
        kept.append(problem)
      } else if explicit {
        throw cursor.error(
          "no strategy of problem '\(problem)' is listed, so it would run nothing; list one of "
            + own.joined(separator: ", ") + " or leave it out of matrix.problems")
      }
    }
    return kept
  }

  /// A matrix with no (device, OS) cell, or no cell from the deployment target on (so no
  /// selection), is an input error that says which device runs which releases.
  func checkNotEmpty(_ json: JSONCursor, deploymentTargetGiven: Bool) throws {
    let cells = devices.flatMap { device in osVersions.filter(device.runs).map { (device, $0) } }
    let listed = osVersions.map(\.description).joined(separator: ", ")
    func runs(_ device: DeviceProfile) -> String {
      "\(device.id) runs "
        + (device.lastOS.map { "\(device.firstOS)–\($0)" } ?? "\(device.firstOS) and later")
    }
    let ranges = devices.prefix(6).map(runs).joined(separator: "; ") + (devices.count > 6 ? "; …" : "")
    guard !cells.isEmpty else {
      throw InputError(
        "\(json.file): $.matrix: no device runs any listed iOS release (\(listed)), so the matrix is empty: "
          + ranges)
    }
    guard cells.contains(where: { $0.1 >= deploymentTarget }) else {
      let source = deploymentTargetGiven ? "" : " (the default; set deploymentTarget)"
      throw InputError(
        "\(json.file): $.deploymentTarget: \(deploymentTarget)\(source) is later than every release the "
          + "matrix runs (\(listed)), so no selection covers anything: " + ranges)
    }
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
      let from = try fromCursor.releaseInRange()
      let to = try range.optional("to")?.releaseInRange() ?? OSRelease.latest
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
      let version = try item.knownRelease()
      if !versions.contains(version) { versions.append(version) }
    }
    return versions
  }
}
