import InsetEngine

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Finds the Swift files under the paths a user names, and reads them with the checks a linter
/// owes its users: a missing path is an input error; binary, non-UTF-8 and huge files are
/// skipped with a one-line warning, never a crash.
public enum SourceLoader {
  /// Folders never searched (their Swift is not the project's own).
  public static let skippedFolders: Set<String> = [
    ".build", ".git", ".swiftpm", "Pods", "Carthage", "DerivedData", "node_modules", "xcuserdata",
  ]

  public struct Stat: Sendable, Equatable {
    public let size: Int
    /// Modification time in nanoseconds since the epoch.
    public let mtime: Int64

    public init(size: Int, mtime: Int64) {
      self.size = size
      self.mtime = mtime
    }

    init(_ info: stat) {
      self.init(
        size: Int(info.st_size),
        mtime: Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec))
    }
  }

  /// One folder's Swift files and subfolders (names, exclusions applied), with the folder's
  /// modification time: while it is unchanged, the listing is too (adding, removing or renaming
  /// an entry changes it), so a cached listing saves reading the folder again.
  public struct Listing: Sendable, Equatable {
    public var mtime: Int64
    public var files: [String]
    public var folders: [String]
    /// Where the walk met this folder (pre-order): the cache stores listings in this order.
    public var position = 0

    public static func == (a: Listing, b: Listing) -> Bool {
      a.mtime == b.mtime && a.position == b.position && a.files == b.files && a.folders == b.folders
    }
  }

  /// Swift files under `paths` (a named file must be a `.swift` file), sorted, without
  /// duplicates; `excludes` are path components or path prefixes. Throws for a path that does
  /// not exist; a folder without Swift files is a warning. `listings` are folder listings from
  /// the cache; the listings of this walk are returned.
  public static func discover(
    _ paths: [String], excludes: [String] = [], listings: [String: Listing] = [:], jobs: Int = 1,
    stat wantsStats: Bool = true
  ) throws -> (files: [String], stats: [Stat?], warnings: [String], listings: [String: Listing]) {
    var found: [(String, Stat?)] = []
    var warnings: [String] = []
    var walked: [String: Listing] = [:]
    for path in paths {
      var info = stat()
      guard stat(path, &info) == 0 else {
        throw InputError("\(path): no such file or directory")
      }
      if (info.st_mode & S_IFMT) == S_IFDIR {
        let before = found.count
        let listed = listAll(path, excludes: excludes, cached: listings, jobs: jobs)
        walk(path, listed: listed, walked: &walked, into: &found, warnings: &warnings)
        if found.count == before { warnings.append("\(path): no Swift files in this folder") }
      } else {
        try checkNamedFile(path, mode: info.st_mode)
        found.append((path, Stat(info)))
      }
    }
    if paths.count > 1 {
      var seen = Set<String>()
      found = found.filter { seen.insert($0.0).inserted }
    }
    // Folder listings are sorted, so the walk's order is already deterministic.
    let files = found.map(\.0)
    var stats = found.map(\.1)
    if wantsStats {
      stats.withUnsafeMutableBufferPointer { buffer in
        let results = UnsafeSendable(buffer)
        // Stat calls scale with cores (the kernel does the work): split them across the jobs.
        LintRunner.parallel(files.count, jobs: jobs) { index in
          if results.value[index] == nil { results.value[index] = fileStat(files[index]) }
        }
      }
    }
    return (files, stats, warnings, walked)
  }

  /// A file named on the command line must be a regular `.swift` file: linting `README.md` or a
  /// device by mistake is an input error, not "0 findings". (Its content is checked on reading:
  /// a binary or non-UTF-8 `.swift` file is skipped and counted as skipped.)
  static func checkNamedFile(_ path: String, mode: mode_t) throws {
    guard (mode & S_IFMT) == S_IFREG else {
      throw InputError("\(path): not a regular file; expected a .swift file or a folder")
    }
    guard path.hasSuffix(".swift") else {
      throw InputError("\(path): not a Swift file; expected a .swift file or a folder")
    }
  }

  static func isExcluded(_ path: String, name: String, excludes: [String]) -> Bool {
    if name.hasPrefix(".") || skippedFolders.contains(name) || isOtherPlatformFolder(name) { return true }
    for exclude in excludes {
      if exclude == name { return true }
      let trimmed = exclude.hasSuffix("/") ? String(exclude.dropLast()) : exclude
      if path == trimmed || path.hasSuffix("/" + trimmed) || path.hasPrefix(trimmed + "/") { return true }
    }
    return false
  }

  /// Words that name a platform without a safe area or a software keyboard of its own.
  static let otherPlatformWords: Set<String> = ["macos", "osx", "tvos", "watchos", "watchkit", "visionos"]
  /// Words that say a folder is shared with iOS.
  static let sharedPlatformWords: Set<String> = ["ios", "ipados", "shared", "common", "multiplatform"]
  /// Folder names that are such a platform's target in app repositories.
  static let otherPlatformFolders: Set<String> = [
    "mac", "watchapp", "watchapp extension", "watch extension", "watchextension", "appletv",
  ]

  /// True for a folder that holds another platform's target, by the names apps give them
  /// (`Mac/`, `macOS/`, `Swiftfin tvOS/`, `Modals-macOS/`, `WatchApp/`): its code is not compiled
  /// for iOS, and linting it would mix, say, a macOS `WhatsNewView` into the iOS app's views.
  /// Only folders met below a path the user names are skipped; a path named on the command line
  /// is always linted.
  static func isOtherPlatformFolder(_ name: String) -> Bool {
    guard mayNameOtherPlatform(name) else { return false }
    let lowered = name.lowercased()
    if otherPlatformFolders.contains(lowered) { return true }
    let words = lowered.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map(String.init)
    // `Shared-iOS-macOS/`, `Common (macOS)`: code that iOS compiles too.
    if words.contains(where: sharedPlatformWords.contains) { return false }
    // Xcode's names for a watch target: `Sample Watch App/`, `Sample Watch Extension/`, `SampleWatchApp/`.
    if zip(words, words.dropFirst()).contains(where: { $0 == "watch" && ($1 == "app" || $1 == "extension") })
      || lowered.hasSuffix("watchapp") || lowered.hasSuffix("watchkitapp")
    {
      return true
    }
    return words.contains(where: otherPlatformWords.contains)
  }

  /// What every name `isOtherPlatformFolder` is true for spells, in some case.
  static let otherPlatformStems: [[UInt8]] = ["mac", "watch", "appletv", "osx", "tvos", "visionos"].map {
    Array($0.utf8)
  }

  /// False for an ASCII name that spells none of `otherPlatformStems` in any case: most names,
  /// which then need no lowercasing and splitting into words (every Swift file's name is asked).
  static func mayNameOtherPlatform(_ name: String) -> Bool {
    var name = name
    return name.withUTF8 { bytes in
      if bytes.contains(where: { $0 >= 0x80 }) { return true }
      // One pass over the name: a stem is tried only where a byte is its first letter (the
      // stems and starts tried one by one cost a few thousand instructions a name).
      let stems = otherPlatformStems
      let firstLetters = otherPlatformFirstLetters
      for start in bytes.indices {
        // `| 0x20` lowercases an ASCII letter, and makes a letter of no other byte.
        let first = bytes[start] | 0x20
        guard first >= UInt8(ascii: "a"), first <= UInt8(ascii: "z"),
          firstLetters & (1 << UInt32(first - UInt8(ascii: "a"))) != 0
        else { continue }
        for stem in stems where stem[0] == first && bytes.count - start >= stem.count {
          var k = 1
          while k < stem.count, bytes[start + k] | 0x20 == stem[k] { k += 1 }
          if k == stem.count { return true }
        }
      }
      return false
    }
  }

  /// The first letters of `otherPlatformStems`, as bits (`a` the lowest).
  static let otherPlatformFirstLetters: UInt32 = otherPlatformStems.reduce(0) {
    $0 | 1 << UInt32($1[0] - UInt8(ascii: "a"))
  }

  static func join(_ directory: String, _ name: String) -> String {
    directory == "." ? name : (directory.hasSuffix("/") ? directory + name : directory + "/" + name)
  }

  /// Every folder under `root`, listed: one `stat` per folder tells whether its cached listing
  /// still holds; otherwise the folder is read. Folders are independent, so `jobs` threads take
  /// them from one queue (nil: the folder could not be read).
  static func listAll(_ root: String, excludes: [String], cached: [String: Listing], jobs: Int)
    -> [String: Listing?]
  {
    let queue = FolderQueue(root)
    let work: @Sendable (Int) -> Void = { _ in
      while let directory = queue.next() {
        var listing: Listing?
        var info = stat()
        if stat(directory, &info) == 0 {
          let mtime = Stat(info).mtime
          if let known = cached[directory], known.mtime == mtime {
            listing = known
          } else {
            listing = list(directory, mtime: mtime, excludes: excludes)
          }
        }
        queue.finish(directory, listing, children: listing?.folders.map { join(directory, $0) } ?? [])
      }
    }
    LintRunner.parallel(max(1, jobs), jobs: jobs, work)
    return queue.results
  }

  /// Walks the listings from `directory` in order (a folder's files, then its folders, by name).
  static func walk(
    _ directory: String, listed: [String: Listing?], walked: inout [String: Listing],
    into files: inout [(String, Stat?)], warnings: inout [String]
  ) {
    guard let listing = listed[directory] ?? nil else {
      warnings.append("\(directory): cannot read this folder")
      return
    }
    var placed = listing
    placed.position = walked.count
    walked[directory] = placed
    for name in listing.files { files.append((join(directory, name), nil)) }
    for name in listing.folders {
      walk(join(directory, name), listed: listed, walked: &walked, into: &files, warnings: &warnings)
    }
  }

  /// The names in a folder (`.` and `..` included), or nil when it cannot be opened: what the
  /// project-file readers look through for Info.plists and projects.
  static func entryNames(_ directory: String) -> [String]? {
    guard let handle = opendir(directory) else { return nil }
    defer { closedir(handle) }
    var names: [String] = []
    while let entry = readdir(handle) {
      names.append(
        withUnsafePointer(to: &entry.pointee.d_name) {
          $0.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
        })
    }
    return names
  }

  static func list(_ directory: String, mtime: Int64, excludes: [String]) -> Listing? {
    guard let handle = opendir(directory) else { return nil }
    defer { closedir(handle) }
    var listing = Listing(mtime: mtime, files: [], folders: [], position: 0)
    while let entry = readdir(handle) {
      let name = withUnsafePointer(to: &entry.pointee.d_name) {
        $0.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
      }
      if name == "." || name == ".." { continue }
      var type = Int32(entry.pointee.d_type)
      // Most entries are neither folders nor Swift files (assets, resources): no path for them.
      if type == Int32(DT_REG) && !name.hasSuffix(".swift") { continue }
      let path = join(directory, name)
      if type == Int32(DT_UNKNOWN) || type == Int32(DT_LNK) {
        var info = stat()
        // Symbolic links to folders are not followed (no cycles); links to files are.
        let status = type == Int32(DT_LNK) ? lstat(path, &info) : stat(path, &info)
        guard status == 0 else { continue }
        if (info.st_mode & S_IFMT) == S_IFLNK {
          var target = stat()
          guard stat(path, &target) == 0, (target.st_mode & S_IFMT) == S_IFREG else { continue }
          type = Int32(DT_REG)
        } else {
          type = (info.st_mode & S_IFMT) == S_IFDIR ? Int32(DT_DIR) : Int32(DT_REG)
        }
      }
      if type == Int32(DT_DIR) {
        if !isExcluded(path, name: name, excludes: excludes) { listing.folders.append(name) }
      } else if type == Int32(DT_REG), name.hasSuffix(".swift"),
        !isExcluded(path, name: name, excludes: excludes)
      {
        listing.files.append(name)
      }
    }
    listing.files.sort()
    listing.folders.sort()
    return listing
  }

  public static func fileStat(_ path: String) -> Stat? {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    return Stat(info)
  }

  /// Why a file was not linted.
  public enum Skip: Error, Sendable, Equatable, CustomStringConvertible {
    case unreadable(String)
    case tooLarge(Int, limit: Int)
    case binary
    case notUTF8(offset: Int)

    public var description: String {
      switch self {
      case .unreadable(let reason): return "cannot read: \(reason)"
      case .tooLarge(let size, let limit):
        return "skipped: \(size) bytes is more than the \(limit)-byte limit (--max-file-size)"
      case .binary: return "skipped: binary file (contains NUL bytes)"
      case .notUTF8(let offset): return "skipped: not UTF-8 text (invalid byte at offset \(offset))"
      }
    }
  }

  /// Reads and tokenizes one file.
  public static func load(_ path: String, maxSize: Int) -> Result<SourceFile, Skip> {
    var stat: Stat?
    return readValid(path, maxSize: maxSize, stat: &stat).map { SourceFile(path: path, adopting: $0) }
  }

  /// Reads one file and checks it is text (UTF-8, no NUL): the bytes, in a fresh allocation the
  /// caller owns.
  public static func readValid(_ path: String, maxSize: Int, stat: inout Stat?) -> Result<
    UnsafeMutableBufferPointer<UInt8>, Skip
  > {
    switch readBytes(path, maxSize: maxSize, stat: &stat) {
    case .failure(let skip): return .failure(skip)
    case .success(let buffer):
      if let problem = validate(UnsafeBufferPointer(buffer)) {
        buffer.baseAddress?.deallocate()
        return .failure(problem)
      }
      return .success(buffer)
    }
  }

  /// The file's bytes in a fresh allocation (the caller owns it).
  public static func readBytes(_ path: String, maxSize: Int) -> Result<
    UnsafeMutableBufferPointer<UInt8>, Skip
  > {
    var stat: Stat?
    return readBytes(path, maxSize: maxSize, stat: &stat)
  }

  /// The file's bytes in a fresh allocation (the caller owns it); `stat` gets the size and mtime
  /// of the file read. A regular file is read up to the size it had when opened: no second read
  /// to meet the end (syscalls are most of what reading thousands of small files costs).
  public static func readBytes(_ path: String, maxSize: Int, stat opened: inout Stat?) -> Result<
    UnsafeMutableBufferPointer<UInt8>, Skip
  > {
    let descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else { return .failure(.unreadable(String(cString: strerror(errno)))) }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else {
      return .failure(.unreadable(String(cString: strerror(errno))))
    }
    guard (info.st_mode & S_IFMT) != S_IFDIR else { return .failure(.unreadable("is a directory")) }
    opened = Stat(info)
    let size = Int(info.st_size)
    let regular = (info.st_mode & S_IFMT) == S_IFREG && size > 0
    guard size <= maxSize else { return .failure(.tooLarge(size, limit: maxSize)) }
    var capacity = max(size, 1)
    var buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: capacity)
    var count = 0
    while true {
      if count == capacity {
        // The file grew while we read it (or stat lied, as /proc does): grow the buffer.
        guard capacity < maxSize else {
          buffer.deallocate()
          return .failure(.tooLarge(count, limit: maxSize))
        }
        let bigger = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: capacity * 2)
        bigger.baseAddress!.update(from: buffer.baseAddress!, count: count)
        buffer.deallocate()
        buffer = bigger
        capacity *= 2
      }
      let got = read(descriptor, buffer.baseAddress! + count, capacity - count)
      if got < 0 {
        if errno == EINTR { continue }
        buffer.deallocate()
        return .failure(.unreadable(String(cString: strerror(errno))))
      }
      if got == 0 { break }
      count += got
      if regular && count == size { break }
    }
    return .success(UnsafeMutableBufferPointer(rebasing: buffer[0..<count]))
  }

  /// The text of a regular file (project files, manifests), nil when it is missing, not a regular
  /// file (a FIFO is opened without blocking and refused), larger than `maxSize`, binary or not
  /// UTF-8. No Foundation: a lint reads these on its critical path.
  public static func readText(_ path: String, maxSize: Int = 64 << 20) -> String? {
    let descriptor = open(path, O_RDONLY | O_NONBLOCK)
    guard descriptor >= 0 else { return nil }
    var info = stat()
    let regular = fstat(descriptor, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG
    close(descriptor)
    guard regular, case .success(let buffer) = readBytes(path, maxSize: maxSize) else { return nil }
    defer { buffer.baseAddress?.deallocate() }
    guard validate(UnsafeBufferPointer(buffer)) == nil else { return nil }
    return String(decoding: buffer, as: UTF8.self)
  }

  /// NUL bytes mean binary; anything else must be valid UTF-8. ASCII is checked eight bytes at a time.
  public static func validate(_ bytes: UnsafeBufferPointer<UInt8>) -> Skip? {
    guard let base = bytes.baseAddress else { return nil }
    let raw = UnsafeRawPointer(base)
    let count = bytes.count
    var i = 0
    while i < count {
      if i + 8 <= count {
        let word = raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)
        if word & 0x8080_8080_8080_8080 == 0 {
          if (word &- 0x0101_0101_0101_0101) & ~word & 0x8080_8080_8080_8080 != 0 { return .binary }
          i += 8
          continue
        }
      }
      let byte = base[i]
      if byte == 0 { return .binary }
      if byte < 0x80 {
        i += 1
        continue
      }
      let length: Int
      let minimum: UInt32
      var scalar: UInt32
      switch byte {
      case 0xC2...0xDF:
        length = 2
        scalar = UInt32(byte & 0x1F)
        minimum = 0x80
      case 0xE0...0xEF:
        length = 3
        scalar = UInt32(byte & 0x0F)
        minimum = 0x800
      case 0xF0...0xF4:
        length = 4
        scalar = UInt32(byte & 0x07)
        minimum = 0x10000
      default: return .notUTF8(offset: i)
      }
      guard i + length <= count else { return .notUTF8(offset: i) }
      for k in 1..<length {
        let continuation = base[i + k]
        guard continuation & 0xC0 == 0x80 else { return .notUTF8(offset: i) }
        scalar = (scalar << 6) | UInt32(continuation & 0x3F)
      }
      if scalar < minimum || scalar > 0x10FFFF || (0xD800...0xDFFF).contains(scalar) {
        return .notUTF8(offset: i)
      }
      i += length
    }
    return nil
  }
}

/// The folders still to list, shared by the listing threads: a thread waits while others may
/// yet find folders, and all stop when none is left.
final class FolderQueue: @unchecked Sendable {
  private var pending: [String]
  private var inFlight = 0
  private(set) var results: [String: SourceLoader.Listing?] = [:]
  private let lock = PlainLock()

  init(_ root: String) { pending = [root] }

  /// The next folder to list, or nil when every folder is listed.
  func next() -> String? {
    lock.locked {
      while pending.isEmpty {
        if inFlight == 0 { return nil }
        lock.wait()
      }
      inFlight += 1
      return pending.removeLast()
    }
  }

  func finish(_ folder: String, _ listing: SourceLoader.Listing?, children: [String]) {
    lock.locked {
      results[folder] = .some(listing)
      pending += children
      inFlight -= 1
      lock.broadcast()
    }
  }
}
