import InsetEmulation
import InsetEngine

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What the last run knew, in one binary file per (inputs, config, tool) fingerprint:
/// - the run itself: a key over every file's path, size and mtime, with the final findings and
///   warnings, replayed whole when nothing changed;
/// - folder listings with their mtimes, so unchanged folders are not read again;
/// - each file's analysis keyed by path, size and mtime, so an unchanged file is not even read.
/// A damaged or foreign cache file is ignored, never an error: each file ends with a checksum of
/// everything before it, so a truncated or overwritten file is never trusted. Files are replaced by
/// rename, so a reader (another `lint` at the same time) sees a whole old or a whole new file.
public final class LintCache: @unchecked Sendable {
  static let magic: [UInt8] = Array("IFXLINT13".utf8)

  /// The run file (run key, findings, warnings, folder listings): small, read every time.
  public let path: String
  /// The entries file (one analysis per file): read only when some file changed.
  public let entriesPath: String
  let fingerprint: String
  /// Folder listings by path, decoded from `rawListings` on first use.
  public var listings: [String: SourceLoader.Listing] {
    get {
      if let decoded = decodedListings { return decoded }
      var result: [String: SourceLoader.Listing] = [:]
      for raw in rawListings {
        result[raw.path] = SourceLoader.Listing(
          mtime: raw.mtime, files: raw.files.map { String(decoding: runData[$0], as: UTF8.self) },
          folders: raw.folders.map { String(decoding: runData[$0], as: UTF8.self) }, position: result.count)
      }
      decodedListings = result
      return result
    }
    set { decodedListings = newValue }
  }
  private var decodedListings: [String: SourceLoader.Listing]?
  /// The run file's folder listings in walk order, names left as byte ranges of `runData`, for
  /// the allocation-free replay (`replayIfUnchanged`).
  var rawListings: [(path: String, mtime: Int64, files: [Range<Int>], folders: [Range<Int>])] = []
  var runData: [UInt8] = []
  var runKey: UInt64 = 0
  var runFindings: [Finding] = []
  var runWarnings: [String] = []
  /// The deployment targets of the run's findings, with what they were read from.
  var runTargets: StoredTargets?
  private var entriesParsed = false
  private var entries: [String: (stat: SourceLoader.Stat, blob: ArraySlice<UInt8>)] = [:]
  private var updated: [String: (stat: SourceLoader.Stat, blob: [UInt8])] = [:]
  private var dirty = false

  /// Opens (or starts) the cache file for `fingerprint` in `directory`.
  public init(directory: String, fingerprint: String) {
    self.fingerprint = fingerprint
    let stem = directory + "/lint-" + LintCache.hex(LintCache.fnv1a(Array(fingerprint.utf8)))
    path = stem + ".run"
    entriesPath = stem + ".entries"
    load()
  }

  /// The key of a run: every file's path, size and mtime. Each file gets a 64-bit FNV-1a hash;
  /// the key folds them in order (so the per-file part can be computed in parallel).
  public static func runKey(_ files: [String], _ stats: [SourceLoader.Stat?]) -> UInt64 {
    var key = fnvBasis
    for (file, stat) in zip(files, stats) {
      var path = file
      let hash = path.withUTF8 {
        fileHash(prefix: UnsafeBufferPointer(start: nil, count: 0), name: $0, stat: stat)
      }
      key = fold(key, hash)
    }
    return key
  }

  static let fnvBasis: UInt64 = 0xcbf2_9ce4_8422_2325
  static let fnvPrime: UInt64 = 0x100_0000_01b3

  /// The hash of one file: its path (`prefix` + `name`), size and mtime.
  @inline(__always) static func fileHash(
    prefix: UnsafeBufferPointer<UInt8>, name: UnsafeBufferPointer<UInt8>, stat: SourceLoader.Stat?
  ) -> UInt64 {
    var hash = fnvBasis
    for byte in prefix { hash = (hash ^ UInt64(byte)) &* fnvPrime }
    for byte in name { hash = (hash ^ UInt64(byte)) &* fnvPrime }
    hash = (hash ^ UInt64(bitPattern: Int64(stat?.size ?? -1))) &* fnvPrime
    return (hash ^ UInt64(bitPattern: stat?.mtime ?? -1)) &* fnvPrime
  }

  @inline(__always) static func fold(_ key: UInt64, _ hash: UInt64) -> UInt64 {
    (key ^ hash) &* fnvPrime &+ 1
  }

  /// The last run's findings and warnings, when it saw exactly these files.
  public func replay(_ key: UInt64) -> (findings: [Finding], warnings: [String])? {
    guard key == runKey, key != 0 else { return nil }
    return (runFindings, runWarnings)
  }

  public func storeRun(_ key: UInt64, findings: [Finding], warnings: [String]) {
    runKey = key
    runFindings = findings
    runWarnings = warnings
    dirty = true
  }

  public func storeListings(_ listings: [String: SourceLoader.Listing]) {
    if listings != self.listings {
      self.listings = listings
      dirty = true
    }
  }

  /// Drops the run (its listings stay): the next run analyses again.
  func forgetRun() {
    runKey = 0
    runTargets = nil
  }

  /// The deployment targets stamped on the run's findings (one per finding, in order), the
  /// warnings that gave, and every project file and folder they were read from.
  struct StoredTargets {
    /// The current folder and the `--deployment-target` flag they were found with.
    var key: String
    var consulted: [(path: String, stat: SourceLoader.Stat?)]
    var targets: [DeploymentTarget?]
    var warnings: [String]
    /// The environments stamped on the findings, one per finding.
    var environments: [ProjectEnvironments?] = []
  }

  /// The stored deployment targets for the run just replayed, when they were found with `key`
  /// and none of the files they were read from changed.
  func replayTargets(key: String) -> StoredTargets? {
    guard let stored = runTargets, stored.key == key, stored.targets.count == runFindings.count,
      stored.environments.count == runFindings.count,
      DeploymentTargetDiscovery.unchanged(stored.consulted)
    else { return nil }
    return stored
  }

  func storeTargets(_ targets: StoredTargets) {
    runTargets = targets
    dirty = true
  }

  /// What the stored run's findings are a function of, or nil when no whole run is stored: the
  /// cache file (the config and the tool), the run key (every source file's path, size and
  /// mtime), the options the deployment targets were found with, and every project file they
  /// were read from, with its size and mtime. Two runs with one identity have the same findings.
  /// A 64-bit FNV-1a hash over them, made without building strings: a large app's targets are
  /// read from hundreds of folders, and a replayed run asks this every time.
  func runIdentity() -> String? {
    guard runKey != 0, let stored = runTargets else { return nil }
    var hash = LintCache.fnvBasis
    func mix(_ text: String) {
      var text = text
      text.withUTF8 { bytes in
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* LintCache.fnvPrime }
      }
      hash = (hash ^ 0xFF) &* LintCache.fnvPrime
    }
    func mix(_ number: Int64) { hash = (hash ^ UInt64(bitPattern: number)) &* LintCache.fnvPrime }
    mix(path)
    mix(Int64(bitPattern: runKey))
    mix(stored.key)
    for (file, stat) in stored.consulted {
      mix(file)
      mix(Int64(stat?.size ?? -1))
      mix(stat?.mtime ?? -1)
    }
    return String(hash, radix: 16)
  }

  /// The stored analysis of `file` if its size and mtime are unchanged.
  public func analysis(for file: String, stat: SourceLoader.Stat) -> FileAnalysis? {
    parseEntries()
    guard let entry = entries[file], entry.stat == stat else { return nil }
    var reader = ByteReader(entry.blob)
    guard let analysis = try? FileAnalysis.decode(&reader, path: file) else { return nil }
    updated[file] = (stat, Array(entry.blob))
    return analysis
  }

  public func store(_ analysis: FileAnalysis, stat: SourceLoader.Stat) {
    var writer = ByteWriter()
    analysis.encode(&writer)
    store(encoded: writer.bytes, path: analysis.path, stat: stat)
  }

  /// Stores an analysis already encoded (`FileAnalysis.encode`), as the lint workers do.
  func store(encoded: [UInt8], path: String, stat: SourceLoader.Stat) {
    updated[path] = (stat, encoded)
    dirty = true
  }

  /// True when nothing is stored for this fingerprint: no run, no entries file.
  var isEmpty: Bool { runKey == 0 && rawListings.isEmpty && access(entriesPath, F_OK) != 0 }

  /// True when something changed since the cache was read (new analyses, a run, listings, or
  /// entries of files that are gone).
  public var needsSaving: Bool { dirty || (entriesParsed && entries.count != updated.count) }

  /// Writes the cache (a temporary file, then a rename). Entries of files not seen in this run
  /// are dropped.
  public func save() throws {
    parseEntries()
    try saveEntries()
    try saveRun()
  }

  /// Writes the entries file: every analysis of this run. Reads only what `store` wrote, so it
  /// may run on another thread once the analyses are stored.
  func saveEntries() throws {
    var entries = ByteWriter()
    entries.bytes += LintCache.magic
    entries.string(fingerprint)
    entries.int(updated.count)
    for (file, entry) in updated.sorted(by: { $0.key < $1.key }) {
      entries.string(file)
      entries.int(entry.stat.size)
      entries.int(Int(entry.stat.mtime))
      entries.int(entry.blob.count)
      entries.bytes += entry.blob
    }
    LintCache.seal(&entries.bytes)
    try AtomicWriter.write(entries.bytes, to: entriesPath, createDirectories: true)
  }

  /// Writes the run file (run key, findings, warnings, listings); after `saveEntries`, so a run
  /// file never points at entries older than itself.
  func saveRun() throws {
    var writer = ByteWriter()
    writer.bytes += LintCache.magic
    writer.string(fingerprint)
    writer.int(Int(Int64(bitPattern: runKey)))
    writer.int(runFindings.count)
    for finding in runFindings {
      writer.string(finding.file)
      finding.encode(&writer)
    }
    writer.strings(runWarnings)
    // In walk order, so that a replay reads them front to back.
    writer.int(listings.count)
    for (folder, listing) in listings.sorted(by: { $0.value.position < $1.value.position }) {
      writer.string(folder)
      writer.int(Int(listing.mtime))
      writer.strings(listing.files)
      writer.strings(listing.folders)
    }
    if let stored = runTargets, stored.targets.count == runFindings.count {
      writer.int(1)
      writer.string(stored.key)
      writer.int(stored.consulted.count)
      for (path, stat) in stored.consulted {
        writer.string(path)
        writer.int(stat?.size ?? -1)
        writer.int(Int(stat?.mtime ?? -1))
      }
      for target in stored.targets {
        guard let target else {
          writer.int(0)
          continue
        }
        writer.int(1)
        writer.string(target.version.description)
        writer.string(target.source.rawValue)
        writer.optional(target.file)
        writer.strings(target.targets)
      }
      writer.strings(stored.warnings)
      writer.int(stored.environments.count)
      for environments in stored.environments {
        guard let environments else {
          writer.int(0)
          continue
        }
        writer.int(1)
        writer.strings(environments.families.map(\.rawValue))
        // A stated list is never empty: empty is "not stated" (every orientation).
        for family in environments.families {
          let stated = environments.statesOrientations(of: family)
          writer.strings(stated ? (environments.orientations[family] ?? []).map(\.rawValue) : [])
        }
        writer.optional(environments.device?.id)
        writer.strings(environments.sources)
      }
    } else {
      writer.int(0)
    }
    LintCache.seal(&writer.bytes)
    try AtomicWriter.write(writer.bytes, to: path, createDirectories: true)
    LintCache.removeAbandoned(in: String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)]))
  }

  /// Appends the checksum `open` verifies.
  static func seal(_ bytes: inout [UInt8]) {
    var sum = checksum(bytes[...])
    for _ in 0..<8 {
      bytes.append(UInt8(truncatingIfNeeded: sum))
      sum >>= 8
    }
  }

  /// FNV-1a over 8-byte words (then the tail bytes): cheap enough for every read of the run file.
  static func checksum(_ bytes: ArraySlice<UInt8>) -> UInt64 {
    var hash = fnvBasis ^ UInt64(bytes.count)
    bytes.withUnsafeBytes { raw in
      var i = 0
      while i + 8 <= raw.count {
        hash = (hash ^ raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)) &* fnvPrime
        i += 8
      }
      while i < raw.count {
        hash = (hash ^ UInt64(raw[i])) &* fnvPrime
        i += 1
      }
    }
    return hash
  }

  /// Temporary files of saves that were killed before their rename (`AtomicWriter` names them
  /// `.insetfix-XXXXXX`) are deleted once they are an hour old: no live save takes that long.
  static func removeAbandoned(in directory: String) {
    guard !directory.isEmpty, let handle = opendir(directory) else { return }
    defer { closedir(handle) }
    var now = timespec()
    clock_gettime(CLOCK_REALTIME, &now)
    while let entry = readdir(handle) {
      let name = withUnsafePointer(to: &entry.pointee.d_name) {
        $0.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
      }
      guard name.hasPrefix(".insetfix-"), name.count == ".insetfix-XXXXXX".count else { continue }
      var info = stat()
      let file = directory + "/" + name
      if lstat(file, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, info.st_mtim.tv_sec < now.tv_sec - 3600
      {
        unlink(file)
      }
    }
  }

  /// The bytes after the magic and a matching fingerprint, or nil (`data` gets the whole file).
  func open(_ file: String, data: inout [UInt8]) -> ArraySlice<UInt8>? {
    guard case .success(let buffer) = SourceLoader.readBytes(file, maxSize: 1 << 30) else { return nil }
    data = Array(buffer)
    buffer.baseAddress?.deallocate()
    let body = data.count - 8
    guard body > LintCache.magic.count, Array(data[0..<LintCache.magic.count]) == LintCache.magic else {
      return nil
    }
    var stored: UInt64 = 0
    for byte in data[body...].reversed() { stored = stored << 8 | UInt64(byte) }
    guard stored == LintCache.checksum(data[..<body]) else { return nil }
    var reader = ByteReader(data[LintCache.magic.count..<body])
    guard (try? reader.string()) == fingerprint else { return nil }
    return reader.bytes
  }

  private func load() {
    guard let bytes = open(path, data: &runData) else { return }
    var reader = ByteReader(bytes)
    do {
      let key = UInt64(bitPattern: Int64(try reader.int()))
      let findings = try reader.list { r in
        let file = try r.string()
        return try Finding.decode(&r, file: file)
      }
      let warnings = try reader.strings()
      var raw: [(path: String, mtime: Int64, files: [Range<Int>], folders: [Range<Int>])] = []
      let count = try reader.int()
      for _ in 0..<max(0, count) {
        let folder = try reader.string()
        let mtime = Int64(try reader.int())
        raw.append((folder, mtime, try reader.ranges(), try reader.ranges()))
      }
      var stored: StoredTargets?
      if try reader.int() == 1 {
        let targetKey = try reader.string()
        let consulted = try reader.list { r -> (path: String, stat: SourceLoader.Stat?) in
          let path = try r.string()
          let size = try r.int()
          let mtime = try r.int()
          return (path, size < 0 ? nil : SourceLoader.Stat(size: size, mtime: Int64(mtime)))
        }
        var targets: [DeploymentTarget?] = []
        for _ in findings {
          guard try reader.int() == 1 else {
            targets.append(nil)
            continue
          }
          guard let version = try? OSVersion(parsing: try reader.string()),
            let source = DeploymentTarget.Source(rawValue: try reader.string())
          else { throw CacheFormatError() }
          targets.append(
            DeploymentTarget(version, source, file: try reader.optional(), targets: try reader.strings()))
        }
        stored = StoredTargets(
          key: targetKey, consulted: consulted, targets: targets, warnings: try reader.strings())
        for _ in 0..<(try reader.int()) {
          guard try reader.int() == 1 else {
            stored?.environments.append(nil)
            continue
          }
          let families = try reader.strings().map { name in
            guard let family = DeviceFamily(rawValue: name) else { throw CacheFormatError() }
            return family
          }
          var orientations: [DeviceFamily: [Orientation]] = [:]
          for family in families {
            let list = try reader.strings().map { name in
              guard let orientation = Orientation(rawValue: name) else { throw CacheFormatError() }
              return orientation
            }
            if !list.isEmpty { orientations[family] = list }
          }
          let device = try reader.optional().map { id in
            guard let device = try? DeviceCatalog.builtIn.device(id) else { throw CacheFormatError() }
            return device
          }
          stored?.environments.append(
            ProjectEnvironments(
              families: families, orientations: orientations, device: device, sources: try reader.strings()))
        }
      }
      (runKey, runFindings, runWarnings, rawListings, runTargets) = (key, findings, warnings, raw, stored)
    } catch {
      return
    }
  }

  /// Reads the stored entries once (those still valid are copied into this run's as they are
  /// looked up): before `saveEntries`, on the thread that looked analyses up.
  func parseEntries() {
    guard !entriesParsed else { return }
    entriesParsed = true
    var data: [UInt8] = []
    guard let bytes = open(entriesPath, data: &data) else { return }
    var reader = ByteReader(bytes)
    do {
      let count = try reader.int()
      for _ in 0..<max(0, count) {
        let file = try reader.string()
        let size = try reader.int()
        let mtime = try reader.int()
        let length = try reader.int()
        let blob = try reader.take(length)
        entries[file] = (SourceLoader.Stat(size: size, mtime: Int64(mtime)), blob)
      }
    } catch {
      entries = [:]
    }
  }

  static func fnv1a(_ bytes: [UInt8]) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes {
      hash ^= UInt64(byte)
      hash = hash &* 0x100_0000_01b3
    }
    return hash
  }

  static func hex(_ value: UInt64) -> String {
    let digits = String(value, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }

  /// Where caches live: `$INSETFIX_CACHE_DIR`, `$XDG_CACHE_HOME/insetfix`, `~/.cache/insetfix`,
  /// else `.build/insetfix-cache`.
  public static func defaultDirectory() -> String {
    if let explicit = environment("INSETFIX_CACHE_DIR"), !explicit.isEmpty { return explicit }
    if let xdg = environment("XDG_CACHE_HOME"), !xdg.isEmpty { return xdg + "/insetfix" }
    if let home = environment("HOME"), !home.isEmpty { return home + "/.cache/insetfix" }
    return ".build/insetfix-cache"
  }

  static func environment(_ name: String) -> String? { getenv(name).map { String(cString: $0) } }
}
