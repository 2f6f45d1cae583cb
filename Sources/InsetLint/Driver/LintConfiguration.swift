import InsetEmulation
import InsetEngine

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `.insetfix.json` as `lint` and `fix` read it: the shared config (policy, deploymentTarget,
/// scenarios, decoded by the engine's `Config`) plus `rules` and `exclude`:
///
///     {"deploymentTarget": "16.0",
///      "policy": {"allowRuntimeHacks": true},
///      "rules": {"fixed-horizontal-padding": "off", "fragile-view-extraction": "error",
///                "hosted-cell-safe-area": {"enabled": true, "severity": "warning"}},
///      "exclude": ["Generated", "Sources/Legacy/"],
///      "helperFile": "Sources/App/InsetfixSupport.swift",
///      "docsBaseURL": "https://example.com/insetfix/docs"}
///
/// Every error names the file and JSON path; unknown rule ids suggest the nearest one.
public struct LintConfiguration: Sendable {
  public static let fileName = ".insetfix.json"

  public var rules = RuleSettings()
  public var policy = Policy.default
  /// Only when the file sets it (otherwise the project files decide).
  public var deploymentTarget: OSVersion?
  public var scenarios: [ProblemID: JSONCursor] = [:]
  public var excludes: [String] = []
  /// Where `fix` puts support code (absolute), instead of the first file of each module that needs it.
  public var helperFile: String?
  /// Where the reports' `docs` links point (`DocumentationLinks`): an http(s) or file URL of a
  /// folder holding `rules/` and `problems/`.
  public var docsBaseURL: String?
  /// The file read, if any.
  public var path: String?
  /// The file's text, for cache keys.
  public var text = ""

  public init() {}

  /// The nearest `.insetfix.json` in `start` or its ancestors (`start` may be a file).
  public static func discover(from start: String) -> String? {
    var directory = absolute(start)
    var info = stat()
    if stat(directory, &info) == 0, (info.st_mode & S_IFMT) != S_IFDIR {
      directory = parent(of: directory)
    }
    while true {
      let candidate = directory == "/" ? "/" + fileName : directory + "/" + fileName
      if access(candidate, F_OK) == 0 { return candidate }
      let up = parent(of: directory)
      if up == directory { return nil }
      directory = up
    }
  }

  public static func load(_ path: String, catalog: Catalog) throws -> LintConfiguration {
    try decode(InputFile.text(at: path), path: path, catalog: catalog)
  }

  /// Decodes the text of a config file; `path` names it in errors and relative paths.
  public static func decode(_ text: String, path: String, catalog: Catalog) throws -> LintConfiguration {
    let json = try JSONCursor.parse(text, file: path)
    var configuration = LintConfiguration()
    configuration.path = path
    configuration.text = text
    var rulesCursor: JSONCursor?
    var excludeCursor: JSONCursor?
    var helperCursor: JSONCursor?
    var docsCursor: JSONCursor?
    let shared = try Config.decode(json, registry: catalog.registry) { reader in
      rulesCursor = reader.optional("rules")
      excludeCursor = reader.optional("exclude")
      helperCursor = reader.optional("helperFile")
      docsCursor = reader.optional("docsBaseURL")
    }
    configuration.policy = shared.policy
    configuration.scenarios = shared.scenarios
    if json.value["deploymentTarget"] != nil { configuration.deploymentTarget = shared.deploymentTarget }
    if let rulesCursor { configuration.rules = try decodeRules(rulesCursor, ids: catalog.rules.ids) }
    if let excludeCursor { configuration.excludes = try excludeCursor.array().map { try $0.string() } }
    if let docsCursor {
      let url = try docsCursor.string()
      guard ["https://", "http://", "file://"].contains(where: url.hasPrefix), url.count > 8 else {
        throw InputError(
          "\(path): \(docsCursor.path): expected an https://, http:// or file:// URL of the docs folder, got '\(InputError.shown(url))'"
        )
      }
      configuration.docsBaseURL = url
    }
    if let helperCursor {
      let file = try helperCursor.string()
      guard file.hasSuffix(".swift"), !file.hasSuffix("/.swift") else {
        throw InputError(
          "\(path): \(helperCursor.path): expected the path of a .swift file for fix's support code, got '\(file)'"
        )
      }
      let folder = parent(of: absolute(path))
      configuration.helperFile = XcodeProject.normalize(file.hasPrefix("/") ? file : folder + "/" + file)
    }
    return configuration
  }

  static func decodeRules(_ cursor: JSONCursor, ids: [RuleID]) throws -> RuleSettings {
    var reader = try cursor.object()
    var settings = RuleSettings()
    for name in reader.keys {
      let key = RuleID(name)
      guard ids.contains(key) else {
        throw InputError.unknown("rule", key, valid: ids, at: "\(cursor.file): \(cursor.path)")
      }
      let value = reader.optional(name)!
      switch value.value {
      case .bool(let enabled):
        if !enabled { settings.disabled.insert(key) }
      case .string:
        let level = try value.oneOf(["off", "warning", "error"])
        if level == "off" {
          settings.disabled.insert(key)
        } else {
          settings.severities[key] = Severity(rawValue: level)
        }
      default:
        var object = try value.object()
        if let enabled = object.optional("enabled"), try !enabled.bool() { settings.disabled.insert(key) }
        if let severity = object.optional("severity") {
          settings.severities[key] = Severity(rawValue: try severity.oneOf(["warning", "error"]))
        }
        try object.finish()
      }
    }
    try reader.finish()
    return settings
  }

  static func absolute(_ path: String) -> String {
    if path.hasPrefix("/") { return path }
    var buffer = [CChar](repeating: 0, count: 4096)
    let cwd =
      getcwd(&buffer, buffer.count).map { _ in
        buffer.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
      } ?? "."
    return path == "." ? cwd : cwd + "/" + path
  }

  /// (The slash is found among the path's UTF-8 bytes: a search by `Character` breaks the path into
  /// grapheme clusters, and discovery asks for thousands of parents.)
  static func parent(of path: String) -> String {
    guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "." }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }
}
