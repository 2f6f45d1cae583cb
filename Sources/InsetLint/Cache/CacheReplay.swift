#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension LintCache {
  /// The cached rerun's fast path. When the last run linted the folder `root` alone, walks its
  /// stored listings front to back: one `stat` per folder (an unchanged mtime means an unchanged
  /// listing) and one per file, with paths built in a byte buffer from the stored names, no
  /// strings made. If every folder is unchanged and the run key (every file's path, size and
  /// mtime) matches, returns the last run's findings and warnings; otherwise nil, and the caller
  /// takes the general path.
  public func replayIfUnchanged(root: String, jobs: Int) -> (
    findings: [Finding], warnings: [String], files: Int
  )? {
    guard runKey != 0, let first = rawListings.first, first.path == root else { return nil }
    var trace = PhaseTrace()
    defer { trace.finish() }
    // Folder and file stats, split across threads by folder; each file's hash lands in its own
    // slot, and a folder whose mtime moved marks the replay as missed.
    var starts: [Int] = []
    var total = 0
    for listing in rawListings {
      starts.append(total)
      total += listing.files.count
    }
    let offsets = starts
    var hashes = [UInt64](repeating: 0, count: total)
    var moved = [Bool](repeating: false, count: rawListings.count)
    let listings = rawListings
    let data = runData
    hashes.withUnsafeMutableBufferPointer { hashBuffer in
      moved.withUnsafeMutableBufferPointer { movedBuffer in
        let out = UnsafeSendable((hashBuffer, movedBuffer))
        LintRunner.parallel(listings.count, jobs: jobs) { index in
          let listing = listings[index]
          var info = stat()
          guard stat(listing.path, &info) == 0, SourceLoader.Stat(info).mtime == listing.mtime else {
            out.value.1[index] = true
            return
          }
          let prefix = LintCache.joinPrefix(Array(listing.path.utf8))
          guard prefix.count < 4000 else {
            out.value.1[index] = true
            return
          }
          let path = UnsafeMutablePointer<UInt8>.allocate(capacity: 4096)
          defer { path.deallocate() }
          path.update(from: prefix, count: prefix.count)
          data.withUnsafeBufferPointer { bytes in
            for (k, name) in listing.files.enumerated() where prefix.count + name.count < 4095 {
              let nameBytes = UnsafeBufferPointer(rebasing: bytes[name])
              (path + prefix.count).update(from: nameBytes.baseAddress!, count: name.count)
              path[prefix.count + name.count] = 0
              let status = path.withMemoryRebound(to: CChar.self, capacity: 4096) { stat($0, &info) }
              let fileStat = status == 0 ? SourceLoader.Stat(info) : nil
              out.value.0[offsets[index] + k] = LintCache.fileHash(
                prefix: UnsafeBufferPointer(start: path, count: prefix.count), name: nameBytes, stat: fileStat
              )
            }
          }
        }
      }
    }
    trace.mark("stats")
    guard !moved.contains(true) else { return nil }
    var key = LintCache.fnvBasis
    for hash in hashes { key = LintCache.fold(key, hash) }
    trace.mark("key")
    guard key == runKey else { return nil }
    return (runFindings, runWarnings, total)
  }

  /// The bytes `SourceLoader.join(directory, name)` puts before `name`.
  static func joinPrefix(_ directory: [UInt8]) -> [UInt8] {
    if directory == [0x2E] { return [] }  // "."
    if directory.last == 0x2F { return directory }  // ends with "/"
    return directory + [0x2F]
  }
}
