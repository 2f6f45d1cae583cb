#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes a file so that a reader never sees half of it: a temporary file beside it, the old
/// file's permission bits copied over, then a rename. A failure leaves the old file intact, and so
/// does SIGINT or SIGTERM: the temporaries of the writes under way are removed before the process
/// ends (`Temporaries`). The one way insetfix writes a file (reports, caches, baselines, fixed
/// sources, docs).
public enum AtomicWriter {
  public static func write(_ bytes: [UInt8], to path: String, createDirectories: Bool = false) throws {
    let file = try AtomicFile(path, createDirectories: createDirectories)
    do {
      try file.write(bytes)
      try file.commit()
    } catch {
      file.abandon()
      throw error
    }
  }

  static func makeDirectories(_ directory: String) throws {
    var info = stat()
    if stat(directory, &info) == 0 { return }
    if let slash = directory.lastIndex(of: "/"), slash != directory.startIndex {
      try makeDirectories(String(directory[..<slash]))
    }
    guard mkdir(directory, 0o755) == 0 || errno == EEXIST else {
      throw failure(directory, "cannot create folder: \(String(cString: strerror(errno)))")
    }
  }

  static func failure(_ path: String, _ reason: String) -> InputError {
    InputError("\(path): cannot write: \(reason)")
  }
}

/// A file written in parts (a batch report streams its lines) and put in place whole by
/// `commit()`, or never (`abandon()`, or a signal).
public final class AtomicFile {
  public let path: String
  private var descriptor: Int32
  private var temporary: Temporaries.Slot?
  private let mode: mode_t

  /// `removingAbandoned`: first delete the temporaries of earlier writes of this same file whose
  /// process is gone (killed with SIGKILL, which no handler sees). Its temporaries are then named
  /// `.NAME.insetfix-PID-XXXXXX`; otherwise `.insetfix-XXXXXX`.
  public init(_ path: String, createDirectories: Bool = false, removingAbandoned: Bool = false) throws {
    self.path = path
    let slash = path.lastIndex(of: "/")
    let directory = slash.map { String(path[..<$0]) } ?? "."
    let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
    if createDirectories { try AtomicWriter.makeDirectories(directory.isEmpty ? "/" : directory) }
    var existing = stat()
    let exists = stat(path, &existing) == 0
    // A device or pipe (`/dev/null`, `/dev/stdout`, a FIFO) is written in place: renaming a file
    // over it would replace the device itself.
    if exists, (existing.st_mode & S_IFMT) != S_IFREG, (existing.st_mode & S_IFMT) != S_IFDIR {
      descriptor = open(path, O_WRONLY)
      guard descriptor >= 0 else { throw AtomicWriter.failure(path, String(cString: strerror(errno))) }
      temporary = nil
      mode = 0
      return
    }
    mode = exists ? existing.st_mode & 0o7777 : 0o644
    let folder = directory.isEmpty ? "" : directory + "/"
    let stem = removingAbandoned ? "." + name + ".insetfix-\(getpid())-" : ".insetfix-"
    if removingAbandoned {
      Self.removeAbandoned(in: directory.isEmpty ? "/" : directory, prefix: "." + name + ".insetfix-")
    }
    // Registered before it exists, so that a signal between mkstemp and the registration cannot
    // leave it behind; the slot is filled in by mkstemp itself.
    let slot = try Temporaries.reserve(folder + stem + "XXXXXX")
    descriptor = mkstemp(slot.path)
    guard descriptor >= 0 else {
      let reason = String(cString: strerror(errno))
      Temporaries.release(slot)
      throw AtomicWriter.failure(path, "cannot create a temporary file in \(directory): \(reason)")
    }
    temporary = slot
  }

  public func write(_ bytes: [UInt8]) throws {
    var written = 0
    while written < bytes.count {
      let result = bytes.withUnsafeBufferPointer {
        AtomicFile.systemWrite(descriptor, $0.baseAddress! + written, $0.count - written)
      }
      if result < 0 {
        if errno == EINTR { continue }
        throw AtomicWriter.failure(path, String(cString: strerror(errno)))
      }
      written += result
    }
  }

  public func write(_ text: String) throws { try write(Array(text.utf8)) }

  /// Puts the file in place (a rename over the old one, which keeps its permission bits).
  public func commit() throws {
    guard descriptor >= 0 else { return }
    defer { descriptor = -1 }
    guard let temporary else {
      close(descriptor)
      return
    }
    fchmod(descriptor, mode)
    close(descriptor)
    guard rename(temporary.path, path) == 0 else {
      let reason = String(cString: strerror(errno))
      unlink(temporary.path)
      Temporaries.release(temporary)
      self.temporary = nil
      throw AtomicWriter.failure(path, reason)
    }
    Temporaries.release(temporary)
    self.temporary = nil
  }

  /// Removes the temporary file; the old file, if any, stays as it was.
  public func abandon() {
    if descriptor >= 0 { close(descriptor) }
    descriptor = -1
    if let temporary {
      unlink(temporary.path)
      Temporaries.release(temporary)
    }
    temporary = nil
  }

  deinit { abandon() }

  /// Temporaries named `PREFIX<pid>-XXXXXX` whose process is gone.
  static func removeAbandoned(in directory: String, prefix: String) {
    guard let handle = opendir(directory) else { return }
    defer { closedir(handle) }
    while let entry = readdir(handle) {
      let name = withUnsafePointer(to: &entry.pointee.d_name) {
        $0.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
      }
      guard name.hasPrefix(prefix) else { continue }
      let rest = name.dropFirst(prefix.count)
      guard let dash = rest.firstIndex(of: "-"), let id = Int32(rest[..<dash]), id != getpid(),
        kill(id, 0) != 0, errno == ESRCH
      else { continue }
      unlink(directory + "/" + name)
    }
  }

  static func systemWrite(_ fd: Int32, _ buffer: UnsafePointer<UInt8>, _ count: Int) -> Int {
    #if canImport(Glibc)
      Glibc.write(fd, buffer, count)
    #else
      Darwin.write(fd, buffer, count)
    #endif
  }
}

/// The temporary files of the writes under way, removed when SIGINT or SIGTERM ends the process
/// (then the signal's default action runs, so the exit status still says which signal it was).
/// A fixed table of C strings, so the handler only reads memory and calls `unlink`, both safe in a
/// signal handler.
public enum Temporaries {
  struct Slot {
    let index: Int
    let path: UnsafeMutablePointer<CChar>
  }

  static let capacity = 256
  nonisolated(unsafe) static let table: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?> = {
    let table = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(capacity: capacity)
    table.initialize(repeating: nil, count: capacity)
    return table
  }()
  nonisolated(unsafe) static var lock: UnsafeMutablePointer<pthread_mutex_t> = {
    let lock = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    pthread_mutex_init(lock, nil)
    return lock
  }()
  nonisolated(unsafe) static var installed = false

  /// A slot holding `template`; waits while every slot is taken (more than 256 writes at once).
  static func reserve(_ template: String) throws -> Slot {
    let path = strdup(template)!
    while true {
      pthread_mutex_lock(lock)
      if !installed {
        installed = true
        for signal in [SIGINT, SIGTERM, SIGHUP] { installHandler(signal) }
      }
      for index in 0..<capacity where table[index] == nil {
        table[index] = path
        pthread_mutex_unlock(lock)
        return Slot(index: index, path: path)
      }
      pthread_mutex_unlock(lock)
      sched_yield()
    }
  }

  static func release(_ slot: Slot) {
    pthread_mutex_lock(lock)
    table[slot.index] = nil
    pthread_mutex_unlock(lock)
    free(slot.path)
  }

  /// How many temporaries are registered now (tests).
  public static var count: Int {
    pthread_mutex_lock(lock)
    defer { pthread_mutex_unlock(lock) }
    return (0..<capacity).filter { table[$0] != nil }.count
  }

  private static func installHandler(_ number: Int32) {
    let previous = signal(number, temporariesSignalHandler)
    // A signal the parent set to be ignored (nohup, a background shell job) stays ignored.
    if let previous, unsafeBitCast(previous, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self) {
      signal(number, SIG_IGN)
    }
  }
}

/// Removes every registered temporary, then lets the signal do what it would have done.
private func temporariesSignalHandler(_ number: Int32) {
  for index in 0..<Temporaries.capacity {
    if let path = Temporaries.table[index] { unlink(path) }
  }
  signal(number, SIG_DFL)
  raise(number)
}
