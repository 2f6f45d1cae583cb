#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where a run may write its report: never over one of its own inputs, and a report never over
/// Swift source. Paths are compared as the file system resolves them (symbolic links, `.` and
/// `..`), so `./App.swift`, `sub/../App.swift` and a link to it are the same file.
public enum OutputPath {
  /// One input of the run: its path and what it is ("a linted file", "the config", …).
  public struct Input: Sendable {
    public let path: String
    public let role: String
    public init(_ path: String, _ role: String) {
      self.path = path
      self.role = role
    }
  }

  /// Refuses `path` (given as `option`, e.g. "lint: --output") when it is one of `inputs`, an
  /// `.insetfix.json`, (unless `swiftAllowed`) a `.swift` file, or a read-only file.
  public static func check(_ path: String, option: String, inputs: [Input], swiftAllowed: Bool = false)
    throws
  {
    // Devices and pipes are written in place, never replaced: `/dev/stdout` stays allowed.
    var info = stat()
    if stat(path, &info) == 0, (info.st_mode & S_IFMT) != S_IFREG, (info.st_mode & S_IFMT) != S_IFDIR {
      return
    }
    let target = real(path)
    for input in inputs where real(input.path) == target {
      throw InputError(
        "\(option): \(path) is \(input.role) of this run; refusing to write the report over it (nothing written)"
      )
    }
    let name = target.split(separator: "/").last.map(String.init) ?? target
    if name == ".insetfix.json" {
      throw InputError(
        "\(option): \(path) is an insetfix config; refusing to write the report over it (nothing written)")
    }
    if !swiftAllowed, name.lowercased().hasSuffix(".swift") {
      throw InputError(
        "\(option): \(path) is a Swift source file; refusing to write a report over it (nothing written)")
    }
    if stat(path, &info) == 0, info.st_mode & 0o222 == 0 {
      throw InputError(
        "\(option): \(path) is read-only (mode \(String(info.st_mode & 0o777, radix: 8))); refusing to replace it (nothing written)"
      )
    }
  }

  /// The path a write would reach: the file's real path when it exists, else its folder's real
  /// path and its name (a dangling link is replaced itself, so it stays as it is).
  public static func real(_ path: String) -> String {
    if let resolved = resolve(path) { return resolved }
    let slash = path.lastIndex(of: "/")
    let folder = slash.map { $0 == path.startIndex ? "/" : String(path[..<$0]) } ?? "."
    let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
    guard let base = resolve(folder) else { return path }
    return (base == "/" ? "" : base) + "/" + name
  }

  private static func resolve(_ path: String) -> String? {
    guard let pointer = realpath(path, nil) else { return nil }
    defer { free(pointer) }
    return String(cString: pointer)
  }
}
