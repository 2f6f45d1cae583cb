/// What one project pass leaves for the next in a long-lived session (the language server, which
/// re-lints one file per edit): the project facts it made and the per-file facts it decoded, and
/// the files whose analyses changed since. A fact that can be brought up to date
/// (`IncrementalProjectFact`) is then re-made from its previous value and the changed files only,
/// and decoded facts are reused for every other file; anything else is made anew. A one-off
/// `lint` has no memo.
public final class ProjectPassMemo: @unchecked Sendable {
  private let lock = PlainLock()
  private var facts: [String: Any] = [:]
  private var decoded: [String: Any] = [:]
  /// Nil until a pass has run (or after `reset`): everything is new.
  private var changed: Set<String>?
  private var record = Record()

  /// What the last pass took from the one before: the facts it brought up to date (by type
  /// name) and the rules whose per-file facts it reused for unchanged files.
  public struct Record: Sendable, Equatable {
    public var updatedFacts: Set<String> = []
    public var reusedFactsOf: Set<String> = []
  }

  public var lastPass: Record { lock.locked { record } }

  public init() {}

  /// The analysis of `path` changed (edited, added or removed) after the last pass.
  public func noteChanged(_ path: String) { lock.locked { _ = changed?.insert(path) } }

  /// Forget everything: the next pass makes every fact anew (a new configuration, a reload).
  public func reset() {
    lock.locked {
      facts = [:]
      decoded = [:]
      changed = nil
    }
  }

  /// The files changed since the last pass (nil: all of them), and a fresh record for this pass.
  func beginPass() -> Set<String>? {
    lock.locked {
      defer {
        changed = []
        record = Record()
      }
      return changed
    }
  }

  func noteUpdated(fact name: String) { lock.locked { _ = record.updatedFacts.insert(name) } }
  func noteReused(factsOf rule: String) { lock.locked { _ = record.reusedFactsOf.insert(rule) } }
  func previousFact(_ key: String) -> Any? { lock.locked { facts[key] } }
  func storeFact(_ value: Any, _ key: String) { lock.locked { facts[key] = value } }
  /// The previous pass's decoded facts of rule `id`, taken out (so that the caller holds the only
  /// reference and updates them in place).
  func takeDecoded(_ id: String) -> Any? { lock.locked { decoded.removeValue(forKey: id) } }
  func storeDecoded(_ value: Any, _ id: String) { lock.locked { decoded[id] = value } }
}

/// A project fact that can be brought up to date from the previous pass's value when only some
/// files changed. The result must equal the fact made from scratch (`init(_:)`) on the same
/// project; a test of each conforming type checks that on edits.
public protocol IncrementalProjectFact: ProjectFact {
  init(updating previous: Self, in project: ProjectContext, changed: Set<String>)
}
