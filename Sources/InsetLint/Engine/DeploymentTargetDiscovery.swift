import Dispatch
import InsetEmulation
import InsetEngine

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The iOS deployment target of each file: `--deployment-target` wins; then the config's
/// `deploymentTarget`; then the nearest `Package.swift` (`platforms: [.iOS(.v15)]`,
/// `.iOS("16.4")`) or `.xcodeproj` (the lowest `IPHONEOS_DEPLOYMENT_TARGET` of its targets) in
/// the file's folder or above; else 15.0.
public final class DeploymentTargetDiscovery: @unchecked Sendable {
  public let override: OSVersion?
  public let configured: OSVersion?
  public static let fallback: OSVersion = "15.0"
  private var memo: [String: (OSVersion, String)?] = [:]
  private let lock = DispatchQueue(label: "insetfix.deployment-target")

  public init(override: OSVersion?, configured: OSVersion?) {
    self.override = override
    self.configured = configured
  }

  /// The target for `file` and where it came from.
  public func target(for file: String) -> (version: OSVersion, source: String) {
    if let override { return (override, "--deployment-target") }
    if let configured { return (configured, "config") }
    var directory = LintConfiguration.parent(of: LintConfiguration.absolute(file))
    while true {
      if let found = lock.sync(execute: { () -> (OSVersion, String)?? in memo[directory] }) {
        if let found { return found }
      } else {
        let found = Self.project(in: directory)
        lock.sync { memo[directory] = .some(found) }
        if let found { return found }
      }
      let up = LintConfiguration.parent(of: directory)
      if up == directory { return (Self.fallback, "default") }
      directory = up
    }
  }

  /// A `Package.swift` or `*.xcodeproj/project.pbxproj` in `directory` that names an iOS target.
  static func project(in directory: String) -> (OSVersion, String)? {
    let manifest = directory + "/Package.swift"
    if let text = try? InputFile.text(at: manifest), let version = packageTarget(text) {
      return (version, manifest)
    }
    guard let handle = opendir(directory) else { return nil }
    defer { closedir(handle) }
    var projects: [String] = []
    while let entry = readdir(handle) {
      let name = withUnsafePointer(to: &entry.pointee.d_name) {
        $0.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
      }
      if name.hasSuffix(".xcodeproj") { projects.append(directory + "/" + name + "/project.pbxproj") }
    }
    for project in projects.sorted() {
      if let text = try? InputFile.text(at: project), let version = xcodeTarget(text) {
        return (version, project)
      }
    }
    return nil
  }

  /// `.iOS(.v15)`, `.iOS(.v16_4)`, `.iOS("16.4")` in a manifest's platforms.
  public static func packageTarget(_ text: String) -> OSVersion? {
    guard let range = text.range(of: ".iOS(") else { return nil }
    let rest = text[range.upperBound...].prefix(32)
    guard let close = rest.firstIndex(of: ")") else { return nil }
    var argument = rest[..<close].trimmingCharacters(in: " \"")
    if argument.hasPrefix(".v") {
      argument = String(argument.dropFirst(2)).replacingOccurrences(of: "_", with: ".")
    }
    if !argument.contains(".") { argument += ".0" }
    return try? OSVersion(parsing: argument)
  }

  /// The lowest `IPHONEOS_DEPLOYMENT_TARGET = X;` of a project.
  public static func xcodeTarget(_ text: String) -> OSVersion? {
    var lowest: OSVersion?
    var search = text[...]
    while let range = search.range(of: "IPHONEOS_DEPLOYMENT_TARGET = ") {
      let value = search[range.upperBound...].prefix(while: { $0 != ";" && $0 != "\n" })
      if let version = try? OSVersion(parsing: value.trimmingCharacters(in: " \"")) {
        lowest = lowest.map { min($0, version) } ?? version
      }
      search = search[range.upperBound...]
    }
    return lowest
  }
}

extension StringProtocol {
  fileprivate func trimmingCharacters(in set: String) -> String {
    String(self.drop(while: { set.contains($0) }).reversed().drop(while: { set.contains($0) }).reversed())
  }

  fileprivate func replacingOccurrences(of target: String, with replacement: String) -> String {
    split(separator: Character(target), omittingEmptySubsequences: false).joined(separator: replacement)
  }
}
