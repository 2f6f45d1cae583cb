import Foundation
import InsetEmulation

/// The project's insetfix config (`--config FILE`, default `insetfix.json` beside this file): policy,
/// deployment target and per-problem scenario overrides. `batch` reads its matrix and output on
/// top of this (see `BatchConfig`).
public struct Config: Sendable {
  public var policy: Policy
  public var deploymentTarget: OSVersion
  /// Scenario overrides by problem id, laid over the embedded defaults.
  public var scenarios: [ProblemID: JSONCursor]

  public init(
    policy: Policy = .default, deploymentTarget: OSVersion = "15.0", scenarios: [ProblemID: JSONCursor] = [:]
  ) {
    self.policy = policy
    self.deploymentTarget = deploymentTarget
    self.scenarios = scenarios
  }

  /// The embedded default config.
  public static func builtIn(registry: Registry) -> Config {
    do {
      var reader = try JSONCursor.parse(String(decoding: PackageResources.insetfix_json, as: UTF8.self), file: "insetfix.json")
        .object()
      return try decodeShared(&reader, registry: registry)
    } catch {
      preconditionFailure("embedded insetfix.json is invalid: \(error)")
    }
  }

  /// Reads a config object; `extraKeys` lets a caller (batch) read more keys before `finish()`.
  public static func decode(
    _ json: JSONCursor, registry: Registry, extraKeys: (inout JSONObjectReader) throws -> Void = { _ in }
  ) throws -> Config {
    var reader = try json.object()
    let config = try decodeShared(&reader, registry: registry)
    try extraKeys(&reader)
    try reader.finish()
    return config
  }

  static func decodeShared(_ reader: inout JSONObjectReader, registry: Registry) throws -> Config {
    var config = Config()
    if let policy = reader.optional("policy") {
      config.policy = try Policy.decode(policy, knownStrategies: registry.strategyInfos.map(\.id))
    }
    if let target = reader.optional("deploymentTarget") {
      config.deploymentTarget = try target.knownRelease()
    }
    if let scenarios = reader.optional("scenarios") {
      config.scenarios = try decodeScenarios(scenarios, registry: registry)
    }
    return config
  }

  /// Reads `{"<problem-id>": {inline scenario} | "path/to/scenario.json"}`; relative paths are
  /// relative to the file the object is in.
  public static func decodeScenarios(_ json: JSONCursor, registry: Registry) throws -> [ProblemID: JSONCursor]
  {
    var result: [ProblemID: JSONCursor] = [:]
    var map = try json.object()
    for key in map.keys {
      let problem = ProblemID(key)
      guard registry.problemIDs.contains(problem) else {
        throw InputError.unknown("problem", key, valid: registry.problemIDs, at: "\(json.file): \(json.path)")
      }
      let value = map.optional(key)!
      if case .string(let path) = value.value {
        let base = URL(fileURLWithPath: json.file).deletingLastPathComponent()
        let resolved = path.hasPrefix("/") ? path : base.appendingPathComponent(path).path
        result[problem] = try InputFile.json(at: resolved)
      } else {
        _ = try value.object()
        result[problem] = value
      }
    }
    try map.finish()
    return result
  }
}
