import InsetEmulation
import InsetEngine

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What insetfix needs from an `.xcodeproj`: which native targets compile a Swift file, and each
/// target's `IPHONEOS_DEPLOYMENT_TARGET` (its own build settings, the `.xcconfig` they are based
/// on, then the project's settings and `.xcconfig`). Files reach a target through its Sources
/// build phase or through a folder Xcode keeps in sync (`PBXFileSystemSynchronizedRootGroup`).
public struct XcodeProject: Sendable {
  public struct Target: Sendable, Equatable {
    public let name: String
    /// The lowest iOS deployment target over the target's configurations, with the file that set it.
    public let deploymentTarget: (version: OSVersion, file: String)?
    /// The build settings that say which devices and orientations the app runs in
    /// (`runSettingKeys`), each with its value in every configuration that sets it and the file
    /// (project or `.xcconfig`) that set it.
    public let runSettings: [String: [(value: String, file: String)]]
    /// The Swift package products the target links (`packageProductDependencies`), by name: a
    /// local package's code runs in the apps that link it.
    public let packageProducts: [String]
    /// A unit- or UI-test bundle (`productType` `…bundle.unit-test`, `…bundle.ui-testing`): it
    /// runs the code it compiles inside a test host, so where the app runs is not its to say.
    public let isTestBundle: Bool

    public init(
      name: String, deploymentTarget: (version: OSVersion, file: String)?,
      runSettings: [String: [(value: String, file: String)]] = [:], packageProducts: [String] = [],
      isTestBundle: Bool = false
    ) {
      self.name = name
      self.deploymentTarget = deploymentTarget
      self.runSettings = runSettings
      self.packageProducts = packageProducts
      self.isTestBundle = isTestBundle
    }

    static let testProductTypes: Set<String> = [
      "com.apple.product-type.bundle.unit-test", "com.apple.product-type.bundle.ui-testing",
    ]

    /// The setting that says the target builds for other platforms only, with where it was set
    /// (`SUPPORTED_PLATFORMS = "appletvos appletvsimulator"`, `SDKROOT = macosx`,
    /// `TARGETED_DEVICE_FAMILY = 3`), nil when it may build for iOS or says nothing: a tvOS,
    /// macOS, watchOS or visionOS target's code never runs on an iPhone or iPad. Xcode's
    /// `SUPPORTED_PLATFORMS` decides first (a multiplatform target with `SDKROOT = auto` lists
    /// `iphoneos` there), then `SDKROOT`, then the device family numbers (3 Apple TV, 4 Apple
    /// Watch, 7 Apple Vision; 1 and 2 are iPhone and iPad).
    public var otherPlatformsOnly: String? {
      func said(_ key: String, _ settings: [(value: String, file: String)]) -> String {
        let values = Set(settings.map(\.value)).sorted().joined(separator: ", ")
        let files = Set(settings.map { DeploymentTarget.shown($0.file) }).sorted().joined(separator: ", ")
        return "\(key) \(values) in \(files) (target \(name))"
      }
      if let platforms = runSettings["SUPPORTED_PLATFORMS"], !platforms.isEmpty {
        let iOS = platforms.contains { $0.value.split(separator: " ").contains { $0.hasPrefix("iphone") } }
        return iOS ? nil : said("SUPPORTED_PLATFORMS", platforms)
      }
      if let roots = runSettings["SDKROOT"], !roots.isEmpty {
        let other = roots.allSatisfy { root in
          let words = root.value.split(separator: " ")
          return !words.isEmpty && words.allSatisfy { Self.otherPlatformSDKs.contains(String($0)) }
        }
        return other ? said("SDKROOT", roots) : nil
      }
      if let families = runSettings["TARGETED_DEVICE_FAMILY"], !families.isEmpty {
        let numbers = families.flatMap { $0.value.split(whereSeparator: { $0 == "," || $0 == " " }) }
        let other = !numbers.isEmpty && numbers.allSatisfy { ["3", "4", "7"].contains($0) }
        return other ? said("TARGETED_DEVICE_FAMILY", families) : nil
      }
      return nil
    }

    /// The SDKs of platforms that are not iOS (`SDKROOT`): `auto` and `iphoneos` may build for iOS.
    static let otherPlatformSDKs: Set<String> = [
      "appletvos", "appletvsimulator", "macosx", "watchos", "watchsimulator", "xros", "xrsimulator",
    ]

    /// The settings `runSettings` reads: the device family, the generated Info.plist's
    /// orientation keys (all devices, then iPhone and iPad only), the Info.plist file, and the
    /// platforms the target builds for.
    public static let runSettingKeys = [
      "TARGETED_DEVICE_FAMILY", "INFOPLIST_KEY_UISupportedInterfaceOrientations",
      "INFOPLIST_KEY_UISupportedInterfaceOrientations_iPhone",
      "INFOPLIST_KEY_UISupportedInterfaceOrientations_iPad",
      "INFOPLIST_FILE", "SUPPORTED_PLATFORMS", "SDKROOT",
    ]

    public static func == (a: Target, b: Target) -> Bool {
      a.name == b.name && a.packageProducts == b.packageProducts && a.isTestBundle == b.isTestBundle
        && a.deploymentTarget?.version == b.deploymentTarget?.version
        && a.deploymentTarget?.file == b.deploymentTarget?.file
        && a.runSettings.mapValues { $0.map { $0.value + "\u{1}" + $0.file } }
          == b.runSettings.mapValues { $0.map { $0.value + "\u{1}" + $0.file } }
    }
  }

  /// `…/App.xcodeproj/project.pbxproj`.
  public let path: String
  public let targets: [Target]
  /// The file references and groups reached from the main group, with their parents.
  let tree: ProjectTree
  /// File reference → indices into `targets` of the targets whose Sources phase lists it.
  let members: [ObjectID: [Int]]
  /// Synchronized folders (absolute, no trailing slash) → target indices, with excluded files.
  let folders: [(folder: String, target: Int, excluded: Set<String>)]
  /// The local Swift packages the project references (absolute folders).
  public var localPackages: [String] = []

  /// The targets that compile `file` (an absolute path), by name order. A test bundle that
  /// compiles an app's source file beside the app (rather than importing its module) is left out
  /// when another target compiles it: the app's settings say where the code runs, and a test
  /// bundle's Info.plist, which lists no orientations, would read as every orientation.
  public func owners(of file: String) -> [Target] {
    let all = allOwners(of: file)
    let shipped = all.filter { !$0.isTestBundle }
    return shipped.isEmpty ? all : shipped
  }

  /// Every target that compiles `file`, test bundles included, by name order.
  private func allOwners(of file: String) -> [Target] {
    var indices = Set<Int>()
    let name =
      file.utf8.lastIndex(of: UInt8(ascii: "/")).map { String(file[file.utf8.index(after: $0)...]) } ?? file
    // Xcode resolves a reference on a case-insensitive file system (a group's `Checkin` is the
    // folder `CheckIn` on a Mac): the path is compared as the file system there would.
    let lowered = file.lowercased()
    for reference in tree.references(named: name) {
      guard let path = tree.absolutePath(of: reference), path == file || path.lowercased() == lowered else {
        continue
      }
      indices.formUnion(members[reference] ?? [])
    }
    for entry in folders where file.hasPrefix(entry.folder + "/") {
      let relative = String(file.dropFirst(entry.folder.count + 1))
      if !entry.excluded.contains(relative) { indices.insert(entry.target) }
    }
    return indices.sorted().map { targets[$0] }.sorted { $0.name < $1.name }
  }

  /// Reads `project.pbxproj` at `path`; `read` returns a file's text (nil when unreadable).
  /// Paths are made only where asked for: a large app lists thousands of files, and one finding
  /// needs the path of the few references named like its file.
  public static func load(_ path: String, read: (String) -> String?) -> XcodeProject? {
    // A project is a function of the files its load reads: a second discovery (the orientation
    // rules' own) reads them again through its `read`, and the parse is reused when every text is
    // the same, byte for byte. A large app's project takes about as long to parse as a tenth of
    // its Swift files.
    if let known = loaded.locked({ loadedProjects[path] }),
      known.reads.allSatisfy({ same(read($0.path), $0.text) })
    {
      return known.project
    }
    var reads: [(path: String, text: String?)] = []
    let project = parse(path) { file in
      let text = read(file)
      reads.append((file, text))
      return text
    }
    loaded.locked { loadedProjects[path] = (reads, project) }
    return project
  }

  /// The projects loaded in this process, by path, with the files their load read (in order).
  nonisolated(unsafe) private static var loadedProjects:
    [String: (reads: [(path: String, text: String?)], project: XcodeProject?)] = [:]
  private static let loaded = PlainLock()

  /// True when both texts are missing, or both have the same bytes.
  static func same(_ a: String?, _ b: String?) -> Bool {
    guard var a, var b else { return a == nil && b == nil }
    return a.withUTF8 { x in
      b.withUTF8 { y in
        x.count == y.count && (x.count == 0 || memcmp(x.baseAddress!, y.baseAddress!, x.count) == 0)
      }
    }
  }

  /// `load` without the memo.
  static func parse(_ path: String, read: (String) -> String?) -> XcodeProject? {
    guard let text = read(path), let document = try? PlistDocument(text),
      let objectList = document.root["objects"]?.dictionary,
      let rootID = document.root["rootObject"]?.objectID
    else { return nil }
    var objects: [ObjectID: PlistNode] = [:]
    let entries = objectList.entries
    objects.reserveCapacity(entries.count)
    for (key, value) in entries {
      if let id = key.objectID { objects[id] = value }
    }
    guard let project = objects[rootID]?.dictionary else { return nil }
    let projectFolder = LintConfiguration.parent(of: LintConfiguration.parent(of: path))
    var base = projectFolder
    if let dir = project["projectDirPath"]?.string, !dir.isEmpty { base = join(projectFolder, dir) }
    let tree = ProjectTree(objects: objects, mainGroup: project["mainGroup"]?.objectID, base: base)

    // One build setting of one configuration list, per configuration: the configuration's own
    // value, else the `.xcconfig` it is based on (a file reference, or (Xcode 16) a path inside a
    // synchronized folder).
    let configFiles = XCConfig.Files()
    func setting<Value>(
      _ key: String, _ configurationList: ObjectID?, named: String?, parse: (String) -> Value?
    ) -> [(name: String, value: (Value, String)?)] {
      guard let list = configurationList.flatMap({ objects[$0]?.dictionary }) else { return [] }
      return (list["buildConfigurations"]?.array ?? []).compactMap { id in
        guard let configuration = id.objectID.flatMap({ objects[$0]?.dictionary }) else { return nil }
        let name = configuration["name"]?.string ?? ""
        if named != nil && name != named { return nil }
        if let node = configuration["buildSettings"]?.dictionary?[key],
          let text = node.string ?? node.array.map({ $0.compactMap(\.string).joined(separator: " ") }),
          let value = parse(text)
        {
          return (name, (value, path))
        }
        var base = configuration["baseConfigurationReference"]?.objectID.flatMap { tree.absolutePath(of: $0) }
        if base == nil,
          let anchor = configuration["baseConfigurationReferenceAnchor"]?.objectID.flatMap({
            tree.absolutePath(of: $0)
          }),
          let relative = configuration["baseConfigurationReferenceRelativePath"]?.string
        {
          base = join(anchor, relative)
        }
        if let file = base,
          let found = XCConfig.setting(key, in: file, read: read, files: configFiles, parse: parse)
        {
          return (name, found)
        }
        return (name, nil)
      }
    }
    let projectList = project["buildConfigurationList"]?.objectID
    // A target's value of `key` in each of its configurations: its own, else the project's
    // configuration of the same name.
    func resolved<Value>(_ key: String, _ target: PlistNode, parse: (String) -> Value?) -> [(Value, String)] {
      setting(key, target["buildConfigurationList"]?.objectID, named: nil, parse: parse).compactMap { own in
        own.value
          ?? setting(key, projectList, named: own.name, parse: parse).first(where: { $0.value != nil })?.value
      }
    }
    var targets: [Target] = []
    var members: [ObjectID: [Int]] = [:]
    var folders: [(String, Int, Set<String>)] = []
    for targetNode in project["targets"]?.array ?? [] {
      guard let id = targetNode.objectID, let target = objects[id]?.dictionary,
        target["isa"]?.isString("PBXNativeTarget") == true
      else { continue }
      let lowest = resolved("IPHONEOS_DEPLOYMENT_TARGET", target) { try? OSVersion(parsing: $0) }
        .min { $0.0 < $1.0 }.map { (version: $0.0, file: $0.1) }
      var runSettings: [String: [(value: String, file: String)]] = [:]
      for key in Target.runSettingKeys {
        let values = resolved(key, target) { $0.isEmpty ? nil : $0 }
        if !values.isEmpty { runSettings[key] = values.map { (value: $0.0, file: $0.1) } }
      }
      let index = targets.count
      let products = (target["packageProductDependencies"]?.array ?? []).compactMap { node in
        node.objectID.flatMap { objects[$0]?.dictionary }?["productName"]?.string
      }
      targets.append(
        Target(
          name: target["name"]?.string ?? targetNode.string ?? "", deploymentTarget: lowest,
          runSettings: runSettings, packageProducts: products,
          isTestBundle: target["productType"]?.string.map(Target.testProductTypes.contains) ?? false))
      for phaseID in target["buildPhases"]?.array ?? [] {
        guard let phase = phaseID.objectID.flatMap({ objects[$0]?.dictionary }),
          phase["isa"]?.isString("PBXSourcesBuildPhase") == true
        else { continue }
        for buildFile in phase["files"]?.array ?? [] {
          guard let reference = buildFile.objectID.flatMap({ objects[$0]?.dictionary })?["fileRef"]?.objectID
          else { continue }
          members[reference, default: []].append(index)
        }
      }
      let targetID = targetNode.string ?? ""
      for groupNode in target["fileSystemSynchronizedGroups"]?.array ?? [] {
        guard let groupID = groupNode.objectID, let folder = tree.absolutePath(of: groupID),
          let group = objects[groupID]?.dictionary
        else { continue }
        var excluded: Set<String> = []
        for exceptionID in group["exceptions"]?.array ?? [] {
          guard let exception = exceptionID.objectID.flatMap({ objects[$0]?.dictionary }),
            exception["target"]?.isString(targetID) == true
          else { continue }
          for file in exception["membershipExceptions"]?.array ?? [] {
            if let file = file.string { excluded.insert(file) }
          }
        }
        folders.append((folder, index, excluded))
      }
    }
    // `XCLocalSwiftPackageReference`s: the folders of the local packages the project builds.
    let localPackages = (project["packageReferences"]?.array ?? []).compactMap { node -> String? in
      guard let reference = node.objectID.flatMap({ objects[$0]?.dictionary }),
        reference["isa"]?.isString("XCLocalSwiftPackageReference") == true,
        let relative = reference["relativePath"]?.string
      else { return nil }
      return join(projectFolder, relative)
    }
    return XcodeProject(
      path: path, targets: targets, tree: tree, members: members, folders: folders,
      localPackages: localPackages)
  }

  static func join(_ folder: String, _ path: String) -> String {
    if path.hasPrefix("/") { return normalize(path) }
    return normalize(folder + "/" + path)
  }

  /// Resolves `.` and `..` components.
  static func normalize(_ path: String) -> String {
    if isNormal(path) { return path }
    var parts: [Substring] = []
    // Split at the slashes among the path's UTF-8 bytes: a split by `Character` cost tens of
    // thousands of instructions a path.
    for bytes in path.utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: true) {
      let part = path[bytes.startIndex..<bytes.endIndex]
      if part == "." { continue }
      if part == "..", !parts.isEmpty, parts.last != ".." {
        parts.removeLast()
      } else {
        parts.append(part)
      }
    }
    return (path.hasPrefix("/") ? "/" : "") + parts.joined(separator: "/")
  }

  /// No empty, `.` or `..` component and no trailing slash: most paths in a project file, checked
  /// on the bytes without splitting (a large project has tens of thousands of them).
  static func isNormal(_ path: String) -> Bool {
    path.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
      var componentStart = 0
      for index in 0...bytes.count {
        guard index == bytes.count || bytes[index] == UInt8(ascii: "/") else { continue }
        let length = index - componentStart
        let isFirstOfAbsolute = index == 0
        if length == 0 && !isFirstOfAbsolute { return false }
        if length == 1 && bytes[componentStart] == UInt8(ascii: ".") { return false }
        if length == 2 && bytes[componentStart] == UInt8(ascii: ".")
          && bytes[componentStart + 1] == UInt8(ascii: ".")
        {
          return false
        }
        componentStart = index + 1
      }
      return true
    } ?? false
  }
}
