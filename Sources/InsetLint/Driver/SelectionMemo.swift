import InsetEmulation
import InsetEngine

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The measured answers a report adds to its findings (a rule's suggestions; whether the plan
/// `fix` would use edits the source), remembered in the lint cache folder by everything they
/// depend on: the engine (this executable), the rule and its problem, the policy, the scenario
/// overrides, the deployment target and the environments judged. A cached lint with the JSON or
/// SARIF reporter then measures nothing again. One file, `selections.memo`, replaced atomically.
final class SelectionMemo: @unchecked Sendable {
  /// The folder it is remembered in (nil: nowhere).
  let directory: String?
  private let path: String?
  private var entries: [String: String] = [:]
  private var order: [String] = []
  private var dirty = false
  private let lock = PlainLock()
  /// Entries kept (the newest); older ones are dropped on save.
  static let capacity = 4096

  /// `directory` nil: nothing is remembered (`--no-cache`).
  init(directory: String?) {
    self.directory = directory
    path = directory.map { $0 + "/selections.memo" }
    guard let path, case .success(let buffer) = SourceLoader.readBytes(path, maxSize: 64 << 20) else {
      return
    }
    defer { buffer.baseAddress?.deallocate() }
    // Lines `key<TAB>value`, scanned as bytes: a memo holds thousands of entries and a cached
    // lint reads it whole.
    let bytes = UnsafeBufferPointer(buffer)
    func text(_ range: Range<Int>) -> String {
      String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }
    var start = 0
    var first = true
    while start < bytes.count {
      var end = start
      var tab: Int?
      while end < bytes.count, bytes[end] != UInt8(ascii: "\n") {
        if tab == nil, bytes[end] == UInt8(ascii: "\t") { tab = end }
        end += 1
      }
      defer { start = end + 1 }
      if first {
        guard text(start..<end) == Self.header else { return }
        first = false
        continue
      }
      guard let tab else { continue }
      let key = text(start..<tab)
      if entries[key] == nil { order.append(key) }
      entries[key] = text((tab + 1)..<end)
    }
  }

  static let header = "insetfix selections memo 1"

  /// The key of a question: a 128-bit hash of its parts, in order.
  static func key(_ parts: [String]) -> String {
    let text = Array(parts.joined(separator: "\u{1}").utf8)
    func fnv(_ seed: UInt64) -> String {
      var hash = seed
      for byte in text { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
      let digits = String(hash, radix: 16)
      return String(repeating: "0", count: 16 - digits.count) + digits
    }
    return fnv(0xcbf2_9ce4_8422_2325) + fnv(0x8422_2325_cbf2_9ce4)
  }

  func value(_ key: String) -> String? { lock.locked { entries[key] } }

  func store(_ key: String, _ value: String) {
    let flat = value.replacingNewlines()
    lock.locked {
      if entries[key] == nil { order.append(key) }
      entries[key] = flat
      dirty = true
    }
  }

  /// Writes the memo when something was added; a failure only costs the next run a measurement.
  func save() {
    guard let path else { return }
    // Under the lock: a background warmer may still be storing.
    let text: String? = lock.locked {
      guard dirty else { return nil }
      dirty = false
      var text = Self.header + "\n"
      for key in order.suffix(Self.capacity) { text += key + "\t" + entries[key]! + "\n" }
      return text
    }
    guard let text else { return }
    try? AtomicWriter.write(Array(text.utf8), to: path, createDirectories: true)
  }

  /// What the engine is: this executable (its path, size and modification time) and the version.
  static let engine = "insetlint \(LintRunner.version) \(ExecutableIdentity.current())"

  /// The parts every key shares: engine, policy, the problem's scenario, environments.
  static func context(
    problem: ProblemID, policy: Policy, scenarios: [ProblemID: JSONCursor], environments: EnvironmentSet
  ) -> [String] {
    [
      engine, problem.rawValue,
      "\(policy.allowPrivateAPI) \(policy.allowRuntimeHacks) \(policy.allowRewrites) \(policy.allowGlobalSideEffects) "
        + policy.prefer.map(\.rawValue).joined(separator: ","),
      scenarios[problem].map { $0.value.serialized(pretty: false) } ?? "-",
      environments.key,
    ]
  }
}

extension String {
  fileprivate func replacingNewlines() -> String {
    String(map { $0 == "\n" || $0 == "\t" || $0 == "\r\n" || $0 == "\r" ? " " : $0 })
  }
}
