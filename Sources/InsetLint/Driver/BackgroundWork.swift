import Dispatch
import InsetEmulation
import InsetEngine

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A cache save that overlaps the end of the run: the entries file (every file's analysis) is
/// written on its own thread as soon as the analyses are stored; the run file (findings, warnings,
/// listings) follows once the run is known, and only after the entries file, so a run file never
/// points at entries older than itself.
final class CacheSaving: @unchecked Sendable {
  private let cache: LintCache
  private var thread: pthread_t?
  private var entriesError: (any Error)?
  private var runIsReady = false

  init(_ cache: LintCache) {
    self.cache = cache
    cache.parseEntries()
    thread = PlainThread.start { [self] in writeEntries() }
    if thread == nil { writeEntries() }
  }

  private func writeEntries() {
    do { try cache.saveEntries() } catch { entriesError = error }
  }

  /// The run's findings are stored: the run file may follow the entries.
  func runReady() { runIsReady = true }

  /// Waits for the entries file, then writes the run file; warnings for what could not be saved.
  func finish() -> [String] {
    if let thread {
      pthread_join(thread, nil)
      self.thread = nil
    }
    if let entriesError { return ["cache not saved: \(entriesError)"] }
    guard runIsReady else { return [] }
    do { try cache.saveRun() } catch { return ["cache not saved: \(error)"] }
    return []
  }
}

/// Reads project files on its own thread while the project pass runs, by asking the deployment
/// target of likely files: those with findings of their own, then one file of each top folder
/// of the linted tree, the folders with the most files that have rule facts first (a large app's
/// main project is usually where the findings are). Only the memo of `targets` changes, and its
/// answers do not depend on the order they were asked in: findings are the same, sooner.
final class TargetPrefetch: @unchecked Sendable {
  private let targets: DeploymentTargetDiscovery
  private let files: [String]
  private var thread: pthread_t?
  private var stopped = false
  private let lock = PlainLock()

  init(_ targets: DeploymentTargetDiscovery, files: [String]) {
    self.targets = targets
    self.files = files
    guard !files.isEmpty else { return }
    thread = PlainThread.start { [self] in run() }
  }

  private func run() {
    for file in files {
      guard !lock.locked({ stopped }) else { return }
      _ = targets.target(for: file)
    }
  }

  /// Asks the thread to stop after the file it is on, and waits for it.
  func stop() {
    lock.locked { stopped = true }
    if let thread { pthread_join(thread, nil) }
    thread = nil
  }

  /// Files with findings, then one file of the top folder (under the root it was found in) with
  /// the most files with facts. Only that folder is guessed: a guess at every other top folder
  /// parsed the project files of modules that usually end with no finding (on woocommerce-ios six
  /// of its eight projects, 1.3 MB, about 2% of a cold lint's instructions), on a third thread
  /// beside the project pass's two, and `stop` waited for the parse under way. The projects of
  /// the findings' other folders are read once the findings are known (`LintRunner.readTargets`).
  static func likely(_ analyses: [FileAnalysis], roots: [String]) -> [String] {
    let first = analyses.filter { $0.skipped == nil && !($0.findings.isEmpty && $0.conditional.isEmpty) }
    let rest = analyses.filter {
      $0.skipped == nil && $0.findings.isEmpty && $0.conditional.isEmpty && !$0.facts.isEmpty
    }
    return first.map(\.path) + byFolder(rest.map(\.path), roots: roots).prefix(1)
  }

  /// One file of the top folder with the most files.
  static func largestFolder(_ files: [String], roots: [String]) -> [String] {
    Array(byFolder(files, roots: roots).prefix(1))
  }

  /// One file per top folder under its root, the folders with most files first.
  static func byFolder(_ files: [String], roots: [String]) -> [String] {
    var folders: [String: (count: Int, file: String)] = [:]
    var order: [String] = []
    let plainRoots = roots.map(isPlain)
    for path in files {
      let found = roots.firstIndex { path.hasPrefix($0 == "." ? "" : $0 + "/") }
      let root = found.map { roots[$0] } ?? ""
      let whole = root == "." || root.isEmpty
      // Each Character a byte (nearly every path): the same folder, read from the path's bytes in
      // place, without walking its Characters (a few thousand instructions a path, twice a lint
      // over every file).
      var bytes = path
      let plainFolder =
        (found.map { plainRoots[$0] } ?? true)
        ? bytes.withUTF8 { utf8 -> String? in
          guard utf8.allSatisfy({ $0 < 0x80 && $0 != UInt8(ascii: "\r") }) else { return nil }
          let start = min(whole ? 0 : root.utf8.count + 1, utf8.count)
          var end = start
          while end < utf8.count, utf8[end] != UInt8(ascii: "/") { end += 1 }
          return String(decoding: UnsafeBufferPointer(rebasing: utf8[start..<end]), as: UTF8.self)
        } : nil
      let folder = plainFolder ?? String(path.dropFirst(whole ? 0 : root.count + 1).prefix { $0 != "/" })
      if folders[folder] == nil { order.append(folder) }
      folders[folder, default: (0, path)].count += 1
    }
    return order.sorted { folders[$0]!.count > folders[$1]!.count }.map { folders[$0]!.file }
  }

  /// True when each of the text's Characters is one byte: ASCII with no carriage return (`\r\n`
  /// is one Character).
  static func isPlain(_ text: String) -> Bool {
    text.utf8.allSatisfy { $0 < 0x80 && $0 != UInt8(ascii: "\r") }
  }
}

/// Work that may use only a core nothing else wants: measuring a report's suggestions and plans
/// while the lint that finds them runs, keeping each answer it completes in `memo`, which the
/// report then reads instead of judging that rule again. On Linux its thread is `SCHED_IDLE`, so
/// the lint's own threads never wait for it. Once the lint is done, `share` gives it a normal
/// priority and the keys the report still needs (`board`): it then measures only those, side by
/// side with the report's thread, each answer once, and `wait` returns when it is done. Elsewhere,
/// with no idle class as plain, the work is told to stop from the start: it builds only what it
/// makes before its first check (the catalog and the pipeline).
final class SuggestionWarmer: @unchecked Sendable {
  private let lock = PlainLock()
  private var done = false
  private var thread: pthread_t?
  private let finished = DispatchSemaphore(value: 0)
  /// Where `work` keeps the answers it completes, for the report to read.
  let memo: SelectionMemo
  /// The rules `work` judges, in the order it takes them.
  let order: WarmingOrder
  /// Which answers are taken, and which the report needs.
  let board: AnswerBoard
  /// Whether the work runs on a thread of its own that can measure beside the report's (set
  /// once, in `init`; a `var` because the thread's closure holds `self` before it is known).
  private(set) var measuresBeside = false

  /// Runs `work` on the idle thread; `work` asks its argument whether to stop.
  init(
    memo: SelectionMemo, order: WarmingOrder, board: AnswerBoard,
    _ work: @escaping (_ stopped: @escaping @Sendable () -> Bool) -> Void
  ) {
    self.memo = memo
    self.order = order
    self.board = board
    #if os(Linux)
      let started = PlainThread.start { [self] in
        var parameters = sched_param()
        _ = pthread_setschedparam(pthread_self(), Self.idlePolicy, &parameters)
        work { false }
        lock.locked { done = true }
        finished.signal()
      }
      if let started {
        // Detached: its handle stays valid while it runs, and `share` reaches it only then.
        lock.locked { thread = started }
        measuresBeside = true
        pthread_detach(started)
      } else {
        finished.signal()
      }
    #else
      PlainThread.detach { [finished] in
        work { true }
        finished.signal()
      }
    #endif
  }

  #if os(Linux)
    /// `SCHED_IDLE` and `SCHED_OTHER` (linux/sched.h), which Glibc's module does not export.
    static let idlePolicy: Int32 = 5
    static let normalPolicy: Int32 = 0
  #endif

  /// The lint is done and the report needs `keys`: the work measures only those from now on
  /// (dropping, unstored, an answer under way that the report does not need), at the priority
  /// of the report's own thread, so that neither waits on a starved measurement.
  func share(needing keys: Set<String>) {
    board.need(only: keys)
    lock.locked {
      #if os(Linux)
        if !done, let thread {
          var parameters = sched_param()
          _ = pthread_setschedparam(thread, Self.normalPolicy, &parameters)
        }
      #endif
    }
  }

  /// Returns once the work is done: every answer it took is in `memo`, or was dropped.
  func wait() {
    finished.wait()
    finished.signal()
  }
}

/// The answers a warmer and a report measure side by side: each is taken by one of them only
/// (`claim`), and once the report says which it needs (`need`), no other is taken, and one under
/// way is no longer wanted, so its work stops.
final class AnswerBoard: @unchecked Sendable {
  private let lock = PlainLock()
  private var taken: Set<String> = []
  private var needed: Set<String>?

  /// True for the first caller that asks for `key`, while it is wanted.
  func claim(_ key: String) -> Bool {
    lock.locked { (needed?.contains(key) ?? true) && taken.insert(key).inserted }
  }

  /// Whether `key` is still wanted: every key is, until the report says which it needs.
  func wants(_ key: String) -> Bool { lock.locked { needed?.contains(key) ?? true } }

  func need(only keys: Set<String>) { lock.locked { needed = keys } }
}

/// The order a warmer judges rules in: as registered until the lint knows which rules have facts
/// or findings somewhere (`prefer`, once every file is analysed), those first from then on. A rule
/// with neither seldom ends with a finding, so its suggestions seldom reach the report. Only the
/// order changes, never what is measured for a rule, so a wrong guess costs time alone.
final class WarmingOrder: @unchecked Sendable {
  private let lock = PlainLock()
  private var remaining: [RuleID]
  private var likely: Set<RuleID> = []

  init(_ rules: [RuleID]) { remaining = rules }

  func prefer(_ rules: Set<RuleID>) { lock.locked { likely = rules } }

  /// The next rule to judge, each once.
  func next() -> RuleID? {
    lock.locked {
      guard let index = remaining.firstIndex(where: likely.contains) ?? remaining.indices.first else {
        return nil
      }
      return remaining.remove(at: index)
    }
  }
}
