/// What a team allows and prefers: turns a comparison into a selection. The defaults follow the
/// seeds: runtime hacks and rewrites are acceptable when nothing public works; private API
/// and app-wide side effects are not.
public struct Policy: Sendable, Equatable {
  public var allowPrivateAPI: Bool
  public var allowRuntimeHacks: Bool
  public var allowRewrites: Bool
  public var allowGlobalSideEffects: Bool
  /// Strategy ids to prefer, best first, among those that work.
  public var prefer: [StrategyID]

  public init(
    allowPrivateAPI: Bool = false, allowRuntimeHacks: Bool = true, allowRewrites: Bool = true,
    allowGlobalSideEffects: Bool = false, prefer: [StrategyID] = []
  ) {
    self.allowPrivateAPI = allowPrivateAPI
    self.allowRuntimeHacks = allowRuntimeHacks
    self.allowRewrites = allowRewrites
    self.allowGlobalSideEffects = allowGlobalSideEffects
    self.prefer = prefer
  }

  public static let `default` = Policy()

  /// Why the policy rules a set of traits out, or nil when it allows them.
  public func objection(to traits: Set<Trait>) -> String? {
    var reasons: [String] = []
    if traits.contains(.privateAPI) && !allowPrivateAPI {
      reasons.append("private API (allowPrivateAPI is false)")
    }
    if traits.contains(.runtimeHack) && !allowRuntimeHacks {
      reasons.append("runtime hack (allowRuntimeHacks is false)")
    }
    if traits.contains(.rewrite) && !allowRewrites { reasons.append("rewrite (allowRewrites is false)") }
    if traits.contains(.globalSideEffect) && !allowGlobalSideEffects {
      reasons.append("global side effect (allowGlobalSideEffects is false)")
    }
    return reasons.isEmpty ? nil : "policy forbids " + reasons.joined(separator: ", ")
  }

  /// Reads `{"allowPrivateAPI": …, "allowRuntimeHacks": …, "allowRewrites": …,
  /// "allowGlobalSideEffects": …, "prefer": [ids]}`; unknown keys and ids are errors.
  public static func decode(_ json: JSONCursor, knownStrategies: [StrategyID]) throws -> Policy {
    var reader = try json.object()
    var policy = Policy()
    if let value = reader.optional("allowPrivateAPI") { policy.allowPrivateAPI = try value.bool() }
    if let value = reader.optional("allowRuntimeHacks") { policy.allowRuntimeHacks = try value.bool() }
    if let value = reader.optional("allowRewrites") { policy.allowRewrites = try value.bool() }
    if let value = reader.optional("allowGlobalSideEffects") {
      policy.allowGlobalSideEffects = try value.bool()
    }
    if let value = reader.optional("prefer") {
      policy.prefer = try value.array().map { item in
        let id = StrategyID(try item.string())
        guard knownStrategies.contains(id) else {
          throw InputError.unknown("strategy", id, valid: knownStrategies, at: "\(item.file): \(item.path)")
        }
        return id
      }
    }
    try reader.finish()
    return policy
  }
}
