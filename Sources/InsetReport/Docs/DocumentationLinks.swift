import InsetEngine
import InsetLint

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where a finding's documentation lives: `<base>/rules/<rule>.md` and
/// `<base>/problems/<problem>.md`, the pages `insetfix docs` generates and `insetfix rules RULE`
/// prints. SARIF `helpUri`, the JSON `docs` field and the CI reporters link there. The base is, in
/// order: the `INSETFIX_DOCS_URL` environment variable; `docsBaseURL` in `.insetfix.json`; the
/// `docs/` folder shipped with this executable (`PREFIX/share/insetfix/docs` once installed, the
/// package's `docs/` in a source build), as a `file://` URL.
public enum DocumentationLinks {
  public static let environmentVariable = "INSETFIX_DOCS_URL"

  /// `docsBaseURL` of the config in use (set by `lint` and `fix` before they render).
  nonisolated(unsafe) public static var configured: String?

  /// The base in use, without a trailing slash.
  public static var base: String {
    if let value = getenv(environmentVariable).map({ String(cString: $0) }), !value.isEmpty {
      return trimmed(value)
    }
    if let configured { return trimmed(configured) }
    return shipped
  }

  /// The `docs/` folder shipped with the executable, as a `file://` URL; `docs` (relative to the
  /// insetfix package) when none is found.
  public static let shipped: String = {
    var buffer = [CChar](repeating: 0, count: 4096)
    let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
    guard length > 0 else { return "docs" }
    let executable = String(decoding: buffer[0..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    var folder = String(executable[..<(executable.lastIndex(of: "/") ?? executable.startIndex)])
    // Installed: PREFIX/bin/insetfix beside PREFIX/share/insetfix/docs.
    let installed = folder + "/../share/insetfix/docs"
    if let real = realFolder(installed, holding: "rules") { return "file://" + real }
    // A source build: .build/<triple>/<configuration>/insetfix, below the package's docs/.
    while !folder.isEmpty {
      if let real = realFolder(folder + "/docs", holding: "rules"),
        access(folder + "/Package.swift", F_OK) == 0
      {
        return "file://" + real
      }
      folder = String(folder[..<(folder.lastIndex(of: "/") ?? folder.startIndex)])
    }
    return "docs"
  }()

  private static func realFolder(_ path: String, holding child: String) -> String? {
    guard access(path + "/" + child, F_OK) == 0, let pointer = realpath(path, nil) else { return nil }
    defer { free(pointer) }
    return String(cString: pointer)
  }

  private static func trimmed(_ url: String) -> String {
    var url = url
    while url.hasSuffix("/") { url.removeLast() }
    return url
  }

  /// The path of a rule's page inside `docs/`.
  public static func rulePath(_ rule: RuleID) -> String { "rules/\(rule).md" }

  /// The path of a problem's page inside `docs/`.
  public static func problemPath(_ problem: ProblemID) -> String { "problems/\(problem).md" }

  public static func rule(_ rule: RuleID) -> String { base + "/" + rulePath(rule) }

  public static func problem(_ problem: ProblemID) -> String { base + "/" + problemPath(problem) }
}
