import Dispatch
import InsetEmulation
import InsetEngine

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The iOS deployment target a file was judged with, and where it came from: every finding
/// carries one, so a team sees which setting decided the fix.
public struct DeploymentTarget: Sendable, Equatable, CustomStringConvertible {
  public enum Source: String, Sendable, CaseIterable {
    case flag = "--deployment-target"
    case config = ".insetfix.json"
    case package = "Package.swift"
    case xcodeProject = "xcodeproj"
    case xcconfig
    case xcodeGen = "project.yml"
    case tuist = "Project.swift"
    /// Nothing found: the built-in default, announced with a warning.
    case fallback = "default"
  }

  public let version: OSVersion
  public let source: Source
  /// The file the version was read from (nil for the flag and the default).
  public let file: String?
  /// The Xcode target(s) that compile the file, when an `.xcodeproj` decided.
  public let targets: [String]

  /// `file` is shown relative to the current folder when it lies inside it.
  public init(_ version: OSVersion, _ source: Source, file: String? = nil, targets: [String] = []) {
    self.version = version
    self.source = source
    let here = LintConfiguration.absolute(".") + "/"
    self.file = file.map { $0.hasPrefix(here) ? String($0.dropFirst(here.count)) : $0 }
    self.targets = targets
  }

  /// `iOS 16.0 (from Config/Common.xcconfig, target App)`, `iOS 17.0 (--deployment-target)`.
  public var description: String {
    var text = "iOS \(version) (" + (file.map { "from " + $0 } ?? source.rawValue)
    if !targets.isEmpty {
      text += ", target\(targets.count == 1 ? "" : "s") " + targets.joined(separator: ", ")
    }
    return text + ")"
  }
}

/// The iOS deployment target of each file, from where teams keep it, first found wins:
/// `--deployment-target`; `.insetfix.json` `deploymentTarget`; then, from the file's folder
/// upwards, the nearest `Package.swift` (`platforms: [.iOS(.v15)]`, `.iOS("16.4")`), `.xcodeproj`
/// (the `IPHONEOS_DEPLOYMENT_TARGET` of the targets that compile the file, their `.xcconfig`, the
/// project's), XcodeGen `project.yml` (`deploymentTarget`, `options.deploymentTarget`) or Tuist
/// `Project.swift` (`deploymentTargets: .iOS("17.0")`); else 15.0, which `lint`/`fix` warn about.
public final class DeploymentTargetDiscovery: @unchecked Sendable {
  public let override: OSVersion?
  public let configured: OSVersion?
  /// The config file that set `configured`, for the finding's source.
  public let configFile: String?
  public static let fallback: OSVersion = "15.0"
  private var memo: [String: FolderProjects] = [:]
  /// `environments(for:)` by folder of the file.
  var environmentMemo: [String: ProjectEnvironments] = [:]
  /// What a project's targets say about devices and orientations, by project and targets: every
  /// file the same targets own reads the same settings and Info.plists.
  var readingMemo: [String: EnvironmentReading] = [:]
  /// `embeddingApps(of:)` by package folder (nil inside: no app links it).
  var embeddingMemo: [String: EnvironmentReading?] = [:]
  private var consultedPaths: [String: SourceLoader.Stat?] = [:]
  let lock = PlainLock()

  /// Every file and folder the answers so far depend on, with its size and mtime when it was
  /// read (nil: it did not exist). While none of them changes, the answers hold: the cache keeps
  /// them with the run, and a rerun needs no project file parsed.
  public var consulted: [(path: String, stat: SourceLoader.Stat?)] {
    lock.locked { consultedPaths.sorted { $0.key < $1.key }.map { ($0.key, $0.value) } }
  }

  /// True when every path in `consulted` still has the size and mtime it had.
  public static func unchanged(_ consulted: [(path: String, stat: SourceLoader.Stat?)]) -> Bool {
    consulted.allSatisfy { SourceLoader.fileStat($0.path) == $0.stat }
  }

  /// `device`: the `--device` flag, judged instead of the families' devices (`environments(for:)`).
  public init(
    override: OSVersion?, configured: OSVersion?, configFile: String? = nil, device: DeviceProfile? = nil
  ) {
    self.override = override
    self.configured = configured
    self.configFile = configFile
    self.device = device
  }

  /// The device `--device` names, if any.
  public let device: DeviceProfile?

  /// The project files found in one folder.
  struct FolderProjects {
    var hasManifest = false
    var package: (OSVersion, String)?
    var xcode: [XcodeProject] = []
    var xcodeGen: (OSVersion, String)?
    var tuist: (OSVersion, String)?
    /// What `project.yml` / `Project.swift` say about devices and orientations.
    var xcodeGenRuns: EnvironmentReading?
    var tuistRuns: EnvironmentReading?
    /// The folder's `*Info.plist` files.
    var infoPlists: [String] = []
    /// The folder's workspaces (`*.xcworkspace/contents.xcworkspacedata`).
    var workspaces: [String] = []
    /// The folder holds a CocoaPods spec (`*.podspec`): its pod's rules say what compiles there.
    var hasPodspec = false
  }

  /// The target for `file` and where it came from.
  public func target(for file: String) -> DeploymentTarget {
    if let override { return DeploymentTarget(override, .flag) }
    if let configured { return DeploymentTarget(configured, .config, file: configFile) }
    let absolute = XcodeProject.normalize(LintConfiguration.absolute(file))
    var directory = LintConfiguration.parent(of: absolute)
    // A project that does not list the file still beats the default: its lowest target.
    var unowned: DeploymentTarget?
    while true {
      let found = projects(in: directory)
      if let (version, manifest) = found.package {
        return DeploymentTarget(version, .package, file: manifest)
      }
      for project in found.xcode {
        let owners = project.owners(of: absolute)
        let candidates = owners.isEmpty ? project.targets : owners
        let decided = candidates.compactMap { target in target.deploymentTarget.map { (target.name, $0) } }
        guard let lowest = decided.min(by: { $0.1.version < $1.1.version }) else { continue }
        let names = decided.filter { $0.1.version == lowest.1.version }.map(\.0)
        let source: DeploymentTarget.Source = lowest.1.file.hasSuffix(".xcconfig") ? .xcconfig : .xcodeProject
        let result = DeploymentTarget(
          lowest.1.version, source, file: lowest.1.file, targets: owners.isEmpty ? [] : names)
        if !owners.isEmpty { return result }
        if unowned == nil { unowned = result }
      }
      if let (version, path) = found.xcodeGen { return DeploymentTarget(version, .xcodeGen, file: path) }
      if let (version, path) = found.tuist { return DeploymentTarget(version, .tuist, file: path) }
      let up = LintConfiguration.parent(of: directory)
      if up == directory { return unowned ?? DeploymentTarget(Self.fallback, .fallback) }
      directory = up
    }
  }

  /// The module that compiles `file`: the SwiftPM target folder under the nearest
  /// `Package.swift`, else the targets of the nearest `.xcodeproj` that lists it, else the folder.
  public func module(of file: String) -> CodeModule {
    let absolute = XcodeProject.normalize(LintConfiguration.absolute(file))
    var directory = LintConfiguration.parent(of: absolute)
    var unlisted: String?
    while true {
      let found = projects(in: directory)
      if found.hasManifest {
        let rest = absolute.dropFirst(directory.count + 1).split(separator: "/")
        if rest.count >= 3, rest[0] == "Sources" {
          return CodeModule(.swiftPM, root: directory + "/Sources/" + rest[1])
        }
      }
      for project in found.xcode {
        let owners = project.owners(of: absolute)
        if !owners.isEmpty { return CodeModule(.xcode, root: project.path, targets: Set(owners.map(\.name))) }
        if unlisted == nil { unlisted = project.path }
      }
      let up = LintConfiguration.parent(of: directory)
      if up == directory { break }
      directory = up
    }
    if let unlisted { return CodeModule(.xcode, root: unlisted, targets: ["(in no target)"]) }
    return CodeModule(.folder, root: "")
  }

  func projects(in directory: String) -> FolderProjects {
    if let known = lock.locked({ memo[directory] }) { return known }
    // The folder's own mtime changes when a project is added to it or removed.
    let stat = SourceLoader.fileStat(directory)
    lock.locked { consultedPaths[directory] = stat }
    let found = Self.scan(directory, read: read)
    lock.locked { memo[directory] = found }
    return found
  }

  /// True when the project files of `directory` have been scanned already (`projects(in:)`).
  func scanned(_ directory: String) -> Bool { lock.locked { memo[directory] != nil } }

  /// Reads a project file, noting its size and mtime first (a change after the stat shows on the
  /// next run).
  func read(_ path: String) -> String? {
    let stat = SourceLoader.fileStat(path)
    lock.locked { consultedPaths[path] = stat }
    return stat == nil ? nil : Self.read(path)
  }

  static func read(_ path: String) -> String? { SourceLoader.readText(path) }

  static func scan(_ directory: String, read: (String) -> String?) -> FolderProjects {
    var found = FolderProjects()
    let manifest = directory + "/Package.swift"
    if let text = read(manifest) {
      found.hasManifest = true
      if let version = packageTarget(text) { found.package = (version, manifest) }
    }
    let xcodeGen = directory + "/project.yml"
    if let text = read(xcodeGen) {
      if let version = xcodeGenTarget(text) { found.xcodeGen = (version, xcodeGen) }
      found.xcodeGenRuns = EnvironmentReading.xcodeGen(text, file: xcodeGen)
      if found.xcodeGenRuns?.orientations.isEmpty ?? true {
        // No orientation setting: XcodeGen takes the first Info.plist in each target's sources
        // (ProjectSpec, "INFOPLIST_FILE: If it doesn't exist your sources will be searched for
        // Info.plist files").
        for (plist, plistText) in EnvironmentReading.xcodeGenAppInfoPlists(text, in: directory, read: read) {
          var reading = found.xcodeGenRuns ?? EnvironmentReading()
          reading.complete(with: Self.plistReading(plistText, file: plist))
          found.xcodeGenRuns = reading
        }
      }
    }
    let tuist = directory + "/Project.swift"
    if let text = read(tuist) {
      if let version = tuistTarget(text) { found.tuist = (version, tuist) }
      found.tuistRuns = EnvironmentReading.tuist(text, file: tuist)
    }
    guard let names = SourceLoader.entryNames(directory) else { return found }
    var projects: [String] = []
    for name in names {
      if name.hasSuffix(".xcodeproj") { projects.append(directory + "/" + name + "/project.pbxproj") }
      if name.hasSuffix("Info.plist") { found.infoPlists.append(directory + "/" + name) }
      if name.hasSuffix(".podspec") { found.hasPodspec = true }
      if name.hasSuffix(".xcworkspace") {
        found.workspaces.append(directory + "/" + name + "/contents.xcworkspacedata")
      }
    }
    found.infoPlists.sort()
    found.workspaces.sort()
    found.xcode = projects.sorted().compactMap { XcodeProject.load($0, read: read) }
    return found
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

  /// XcodeGen: the lowest iOS `deploymentTarget` of `options` and the targets, written as
  /// `deploymentTarget: "16.0"` or as a map `deploymentTarget:` / `  iOS: 16.0`.
  public static func xcodeGenTarget(_ text: String) -> OSVersion? {
    let lines = text.split(whereSeparator: \.isNewline).map { line -> Substring in
      guard let hash = line.firstIndex(of: "#") else { return line }
      return line[..<hash]
    }
    var lowest: OSVersion?
    func take(_ value: Substring) {
      if let version = try? OSVersion(parsing: value.trimmingCharacters(in: " \t\"'")) {
        lowest = lowest.map { min($0, version) } ?? version
      }
    }
    for (index, line) in lines.enumerated() {
      guard let key = line.range(of: "deploymentTarget:") else { continue }
      let indent = line.prefix(while: { $0 == " " }).count
      let value = line[key.upperBound...]
      if !value.trimmingCharacters(in: " \t").isEmpty {
        take(value)
        continue
      }
      for next in lines[(index + 1)...] {
        guard next.prefix(while: { $0 == " " }).count > indent else { break }
        let entry = next.drop(while: { $0 == " " })
        if entry.hasPrefix("iOS:") { take(entry.dropFirst(4)) }
      }
    }
    return lowest
  }

  /// Tuist: the lowest `.iOS("17.0")` (or `.iOS(targetVersion: "15.0", …)`) given as a target's
  /// `deploymentTargets:` / `deploymentTarget:`.
  public static func tuistTarget(_ text: String) -> OSVersion? {
    var lowest: OSVersion?
    var search = text[...]
    while let key = search.range(of: "deploymentTarget") {
      let window = search[key.upperBound...].prefix(160)
      if let call = window.range(of: ".iOS("), let open = window[call.upperBound...].firstIndex(of: "\"") {
        let rest = window[window.index(after: open)...]
        if let close = rest.firstIndex(of: "\""),
          let version = try? OSVersion(parsing: String(rest[..<close]))
        {
          lowest = lowest.map { min($0, version) } ?? version
        }
      }
      search = search[key.upperBound...]
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

extension DeploymentTarget {
  /// `{"version": "16.0", "source": "xcodeproj", "file": "…", "targets": ["App"]}` for reports.
  public var json: JSONValue {
    var members: [(String, JSONValue)] = [
      ("version", .string(version.description)), ("source", .string(source.rawValue)),
    ]
    if let file { members.append(("file", .string(file))) }
    if !targets.isEmpty { members.append(("targets", .array(targets.map(JSONValue.string)))) }
    return .object(members)
  }
}
