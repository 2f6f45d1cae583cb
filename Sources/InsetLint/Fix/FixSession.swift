/// Applies one file's edits: sorted by position; an edit that overlaps one already taken (or
/// inserts at the same offset) waits for the next pass, when the rules have looked again.
public enum FixApplier {
  public static func apply(_ edits: [TextEdit], to bytes: [UInt8]) -> (
    bytes: [UInt8], applied: [TextEdit], deferred: [TextEdit]
  ) {
    var unique: [TextEdit] = []
    for edit in edits where !unique.contains(edit) { unique.append(edit) }
    let sorted = unique.sorted {
      ($0.range.lowerBound, $0.range.upperBound, $0.rule, $0.replacement)
        < ($1.range.lowerBound, $1.range.upperBound, $1.rule, $1.replacement)
    }
    var applied: [TextEdit] = []
    var deferred: [TextEdit] = []
    for edit in sorted {
      guard edit.range.lowerBound >= 0, edit.range.upperBound <= bytes.count else {
        deferred.append(edit)
        continue
      }
      if applied.contains(where: { $0.overlaps(edit) }) {
        deferred.append(edit)
      } else {
        applied.append(edit)
      }
    }
    var output: [UInt8] = []
    output.reserveCapacity(bytes.count + applied.reduce(0) { $0 + $1.replacement.utf8.count })
    var cursor = 0
    for edit in applied {
      output.append(contentsOf: bytes[cursor..<edit.range.lowerBound])
      output.append(contentsOf: Array(edit.replacement.utf8))
      cursor = edit.range.upperBound
    }
    output.append(contentsOf: bytes[cursor...])
    return (output, applied, deferred)
  }
}

/// What `fix` did, in memory: nothing is written here.
public struct FixOutcome: Sendable {
  /// Final contents of every file that changed or was created.
  public var changed: [String: [UInt8]] = [:]
  /// Original contents of changed files (nil for created ones).
  public var originals: [String: [UInt8]?] = [:]
  public var passes = 0
  /// Rules still proposing edits when the pass limit was reached.
  public var nonConverging: [RuleID] = []
  /// Findings left after fixing (lint of the fixed code), fix notes included.
  public var remaining: [Finding] = []
  /// Files that had fixes but did not tokenize cleanly: left alone, with the reason.
  public var skipped: [String: String] = [:]
}

/// Lint, apply the edits, lint the changed files again… until no rule proposes an edit (a fixed
/// point) or `maxPasses` is reached, which names the rules that do not converge.
public struct FixSession: Sendable {
  public let linter: Linter
  public let fixing: FixSettings
  public let maxPasses: Int
  /// Threads for the per-file pass.
  public let jobs: Int

  public init(linter: Linter, fixing: FixSettings, maxPasses: Int = 8, jobs: Int = 1) {
    self.linter = linter
    self.fixing = fixing
    self.maxPasses = maxPasses
    self.jobs = jobs
  }

  /// `files`: path → bytes of every file of the project (fixes may span files).
  public func run(_ files: [String: [UInt8]]) -> FixOutcome {
    var outcome = FixOutcome()
    var current = files
    var sources: [String: SourceFile] = [:]
    var analyses: [String: FileAnalysis] = [:]
    var dirty = Set(files.keys)
    var pass = 0
    while true {
      pass += 1
      let paths = dirty.sorted()
      let contents = paths.map { current[$0] ?? [] }
      var results = [(SourceFile, FileAnalysis)?](repeating: nil, count: paths.count)
      let (linter, fixing) = (self.linter, self.fixing)
      results.withUnsafeMutableBufferPointer { buffer in
        let out = UnsafeSendable(buffer)
        LintRunner.parallel(paths.count, jobs: jobs) { index in
          let source = contents[index].withUnsafeBufferPointer { SourceFile(path: paths[index], bytes: $0) }
          out.value[index] = (source, linter.analyze(source, fixing: fixing))
        }
      }
      for (index, path) in paths.enumerated() {
        sources[path] = results[index]!.0
        analyses[path] = results[index]!.1
      }
      let findings = linter.combine(
        analyses.keys.sorted().map { analyses[$0]! }, sources: sources, fixing: fixing)
      var edits: [String: [TextEdit]] = [:]
      for edit in findings.flatMap(\.edits) {
        if edit.createsFile {
          if current[edit.file] == nil { edits[edit.file, default: []].append(edit) }
          continue
        }
        if let failure = sources[edit.file]?.failure {
          let (line, column) = sources[edit.file]!.location(of: failure.offset)
          outcome.skipped[edit.file] = "\(failure.reason.rawValue) at \(line):\(column)"
          continue
        }
        edits[edit.file, default: []].append(edit)
      }
      if edits.isEmpty || pass > maxPasses {
        outcome.remaining = findings
        outcome.passes = pass
        if !edits.isEmpty {
          outcome.nonConverging = Array(Set(edits.values.flatMap { $0.map(\.rule) })).sorted()
        }
        break
      }
      dirty = []
      for (path, fileEdits) in edits.sorted(by: { $0.key < $1.key }) {
        let before = current[path] ?? []
        let result = FixApplier.apply(fileEdits, to: before)
        guard !result.applied.isEmpty, result.bytes != before || current[path] == nil else { continue }
        if outcome.originals[path] == nil { outcome.originals[path] = files[path] }
        current[path] = result.bytes
        dirty.insert(path)
      }
      if dirty.isEmpty {
        outcome.remaining = findings
        outcome.passes = pass
        outcome.nonConverging = Array(Set(edits.values.flatMap { $0.map(\.rule) })).sorted()
        break
      }
    }
    for path in outcome.originals.keys { outcome.changed[path] = current[path] }
    return outcome
  }
}
