import InsetEngine

/// The last report rendered for a run, beside the run in the lint cache: a rerun that the cache
/// replays whole, with the same reporter and report inputs, writes the remembered bytes instead
/// of settling, measuring suggestions and rendering again (what made the JSON and SARIF reports
/// of a cached lint slower than the default one). One file per run and reporter, replaced
/// atomically; its first line is the key, the counts the summary line and exit code use, and a
/// checksum of the report (a damaged memo is rendered again, never printed).
public struct ReportMemo: Sendable {
  /// Where a run's reports are remembered, and what they depend on.
  public struct Place: Sendable, Equatable {
    /// The lint cache's run file, whose name the memo files extend.
    public let stem: String
    /// What the run's findings are a function of (`LintCache.runIdentity`).
    public let identity: String
    /// True when the run was replayed whole from the cache: only then is a memo read (a run that
    /// analysed again may have found what a remembered report does not say).
    public let replayed: Bool
  }

  /// The numbers the summary line and the exit code read, as the rendering run counted them.
  public struct Counts: Sendable, Equatable {
    public var findings: Int
    public var errors: Int
    public var warnings: Int

    public init(findings: Int, errors: Int, warnings: Int) {
      self.findings = findings
      self.errors = errors
      self.warnings = warnings
    }
  }

  static let header = "insetfix report memo 1"

  let path: String
  let key: String
  let readable: Bool

  /// The memo of `place`'s run rendered by `reporter`, keyed by the run and by `inputs`: what
  /// else the report reads (the baseline, the documentation links, the engine).
  public init(_ place: Place, reporter: String, inputs: [String]) {
    path = place.stem + "." + reporter + ".report"
    key = SelectionMemo.key([place.identity, reporter, SelectionMemo.engine] + inputs)
    readable = place.replayed
  }

  /// The identity of the file at `path` for a key: its path, size and mtime (nil: none).
  public static func fileInput(_ path: String?) -> String {
    guard let path else { return "-" }
    let stat = SourceLoader.fileStat(path)
    return path + " " + (stat.map { "\($0.size) \($0.mtime)" } ?? "missing")
  }

  /// The remembered report and its counts, when the memo holds this key.
  public func load() -> (report: [UInt8], counts: Counts)? {
    guard readable, case .success(let buffer) = SourceLoader.readBytes(path, maxSize: 1 << 30) else {
      return nil
    }
    defer { buffer.baseAddress?.deallocate() }
    let bytes = UnsafeBufferPointer(buffer)
    guard let newline = bytes.firstIndex(of: UInt8(ascii: "\n")) else { return nil }
    let fields = String(decoding: UnsafeBufferPointer(rebasing: bytes[..<newline]), as: UTF8.self)
      .split(separator: "\t", omittingEmptySubsequences: false)
    let report = Array(bytes[(newline + 1)...])
    guard fields.count == 6, fields[0] == Self.header, fields[1] == key,
      let findings = Int(fields[2]), let errors = Int(fields[3]), let warnings = Int(fields[4]),
      fields[5] == String(LintCache.checksum(report[...]), radix: 16)
    else { return nil }
    return (report, Counts(findings: findings, errors: errors, warnings: warnings))
  }

  /// Remembers `report`; a failure only costs the next run a rendering.
  public func store(_ report: [UInt8], counts: Counts) {
    let sum = String(LintCache.checksum(report[...]), radix: 16)
    var bytes = Array(
      "\(Self.header)\t\(key)\t\(counts.findings)\t\(counts.errors)\t\(counts.warnings)\t\(sum)\n".utf8)
    bytes.append(contentsOf: report)
    try? AtomicWriter.write(bytes, to: path, createDirectories: true)
  }
}
