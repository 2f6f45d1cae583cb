import InsetEngine

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes a file so that a reader never sees half of it: a temporary file beside it, the old
/// file's permission bits copied over, then a rename. A failure leaves the old file intact.
public enum AtomicWriter {
  public static func write(_ bytes: [UInt8], to path: String, createDirectories: Bool = false) throws {
    let slash = path.lastIndex(of: "/")
    let directory = slash.map { String(path[..<$0]) } ?? "."
    if createDirectories { try makeDirectories(directory.isEmpty ? "/" : directory) }
    var existing = stat()
    let exists = stat(path, &existing) == 0
    // A device or pipe (`/dev/null`, `/dev/stdout`, a FIFO) is written in place: renaming a file
    // over it would replace the device itself.
    if exists, (existing.st_mode & S_IFMT) != S_IFREG, (existing.st_mode & S_IFMT) != S_IFDIR {
      return try writeInPlace(bytes, to: path)
    }
    let mode: mode_t = exists ? existing.st_mode & 0o7777 : 0o644
    var template = Array(((directory.isEmpty ? "" : directory + "/") + ".insetfix-XXXXXX").utf8CString)
    let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    guard descriptor >= 0 else { throw failure(path, "cannot create a temporary file in \(directory)") }
    let temporary = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
    var written = 0
    let ok = bytes.withUnsafeBufferPointer { buffer -> Bool in
      while written < buffer.count {
        let result = systemWrite(descriptor, buffer.baseAddress! + written, buffer.count - written)
        if result < 0 {
          if errno == EINTR { continue }
          return false
        }
        written += result
      }
      return true
    }
    let errorText = String(cString: strerror(errno))
    fchmod(descriptor, mode)
    close(descriptor)
    guard ok else {
      unlink(temporary)
      throw failure(path, errorText)
    }
    guard rename(temporary, path) == 0 else {
      let reason = String(cString: strerror(errno))
      unlink(temporary)
      throw failure(path, reason)
    }
  }

  private static func writeInPlace(_ bytes: [UInt8], to path: String) throws {
    let descriptor = open(path, O_WRONLY)
    guard descriptor >= 0 else { throw failure(path, String(cString: strerror(errno))) }
    defer { close(descriptor) }
    var written = 0
    while written < bytes.count {
      let result = bytes.withUnsafeBufferPointer {
        systemWrite(descriptor, $0.baseAddress! + written, $0.count - written)
      }
      if result < 0 {
        if errno == EINTR { continue }
        throw failure(path, String(cString: strerror(errno)))
      }
      written += result
    }
  }

  private static func systemWrite(_ fd: Int32, _ buffer: UnsafePointer<UInt8>, _ count: Int) -> Int {
    #if canImport(Glibc)
      Glibc.write(fd, buffer, count)
    #else
      Darwin.write(fd, buffer, count)
    #endif
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
