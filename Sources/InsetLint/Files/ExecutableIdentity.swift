#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Which `insetfix` binary is running: its path, size and modification time. A cached analysis is
/// valid only for the binary that made it, so a rebuilt tool (changed rules) never replays old
/// findings: on Linux the path comes from `/proc/self/exe`, on macOS from
/// `_NSGetExecutablePath`, elsewhere from `argv[0]` looked up on `PATH`.
public enum ExecutableIdentity {
  /// `path:size:mtime` of the running executable, or "unknown".
  public static func current() -> String {
    guard let path = runningExecutablePath() else { return "unknown" }
    return identity(of: path) ?? "unknown"
  }

  /// `path:size:mtime` of the file at `path` (symbolic links resolved), or nil.
  public static func identity(of path: String) -> String? {
    let real = realPath(path) ?? path
    guard let stat = SourceLoader.fileStat(real) else { return nil }
    return "\(real):\(stat.size):\(stat.mtime)"
  }

  static func runningExecutablePath() -> String? {
    #if os(Linux)
      var buffer = [CChar](repeating: 0, count: 4096)
      let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
      if length > 0 {
        return String(decoding: buffer[0..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
      }
    #elseif canImport(Darwin)
      var size = UInt32(4096)
      var buffer = [CChar](repeating: 0, count: Int(size))
      if _NSGetExecutablePath(&buffer, &size) == 0 { return String(cString: buffer) }
    #endif
    return resolve(
      argv0: CommandLine.arguments.first ?? "", path: getenv("PATH").map { String(cString: $0) } ?? "")
  }

  /// Where a shell would have found `argv0`: as given when it holds a slash, else the first
  /// executable of that name on `path`.
  public static func resolve(argv0: String, path: String) -> String? {
    guard !argv0.isEmpty else { return nil }
    if argv0.contains("/") { return argv0 }
    for folder in path.split(separator: ":") {
      let candidate = "\(folder)/\(argv0)"
      if access(candidate, X_OK) == 0 { return candidate }
    }
    return nil
  }

  static func realPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }
}
