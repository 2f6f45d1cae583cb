import InsetEmulation
import InsetEngine

/// What one project (or one folder's Info.plist) says about where the app runs: the families,
/// the orientations per family, and where each was read. Nil parts say nothing.
struct EnvironmentReading {
  var families: Set<DeviceFamily>?
  var orientations: [DeviceFamily: [Orientation]] = [:]
  /// Where the families were read.
  var familySources: [String] = []
  /// Where each family's orientations were read.
  var orientationSources: [DeviceFamily: [String]] = [:]

  var isEmpty: Bool { families == nil && orientations.isEmpty }

  /// Fills what `self` does not say from `other`. Families said beat "other platforms only" (no
  /// family), which beats nothing said: an iOS app that links the same package says where its
  /// code runs.
  mutating func complete(with other: EnvironmentReading) {
    func weight(_ families: Set<DeviceFamily>?) -> Int { families.map { $0.isEmpty ? 1 : 2 } ?? 0 }
    if let theirs = other.families, weight(theirs) > weight(families) {
      families = theirs
      familySources = other.familySources
    }
    for (family, list) in other.orientations where orientations[family] == nil {
      orientations[family] = list
      orientationSources[family] = other.orientationSources[family] ?? []
    }
  }

  mutating func noteFamily(_ source: String) {
    if !familySources.contains(source) { familySources.append(source) }
  }

  mutating func note(_ source: String, for family: DeviceFamily) {
    if !(orientationSources[family] ?? []).contains(source) {
      orientationSources[family, default: []].append(source)
    }
  }

  /// Where the parts judged on `families` were read: the families first, then the orientations.
  func sources(for families: [DeviceFamily]) -> [String] {
    var result = familySources
    for family in families {
      for source in orientationSources[family] ?? [] where !result.contains(source) { result.append(source) }
    }
    return result
  }

  /// XcodeGen: `TARGETED_DEVICE_FAMILY: "1,2"` and
  /// `INFOPLIST_KEY_UISupportedInterfaceOrientations[_iPhone|_iPad]: …` in any `settings`.
  static func xcodeGen(_ text: String, file: String) -> EnvironmentReading? {
    var reading = EnvironmentReading()
    let shown = DeploymentTarget.shown(file)
    func values(_ key: String) -> [String] {
      text.split(whereSeparator: \.isNewline).compactMap { line in
        let trimmed = line.drop(while: { $0 == " " || $0 == "\t" })
        guard trimmed.hasPrefix(key + ":") else { return nil }
        var value = trimmed.dropFirst(key.count + 1)
        if let hash = value.firstIndex(of: "#") { value = value[..<hash] }
        return value.filter { $0 != "\"" && $0 != "'" }.trimmingSpaces
      }
    }
    for value in values("TARGETED_DEVICE_FAMILY") {
      if let families = ProjectEnvironments.families(value) {
        reading.families = (reading.families ?? []).union(families)
        reading.noteFamily("TARGETED_DEVICE_FAMILY in \(shown)")
      }
    }
    for family in DeviceFamily.allCases {
      for key in ProjectEnvironments.orientationKeys(family).settings {
        let lists = values(key).compactMap {
          ProjectEnvironments.orientations($0.split(separator: " "))
        }
        guard !lists.isEmpty else { continue }
        reading.orientations[family] = Orientation.allCases.filter { o in lists.contains { $0.contains(o) } }
        reading.note("\(key) in \(shown)", for: family)
        break
      }
    }
    return reading.isEmpty ? nil : reading
  }

  /// XcodeGen: the source folders of the spec's application targets (`type: application`), as
  /// `sources: App`, `sources: [App]` or a list of `- App` / `- path: App` items. A target that
  /// only hosts tests (its name holds `Test`) ships to nobody and is left out.
  static func xcodeGenAppSources(_ text: String) -> [String] {
    let lines = text.split(whereSeparator: \.isNewline).map(String.init)
    guard let start = lines.firstIndex(where: { $0.hasPrefix("targets:") }) else { return [] }
    func indent(_ line: String) -> Int { line.prefix { $0 == " " }.count }
    func strip(_ value: Substring) -> String {
      var value = value
      if let hash = value.firstIndex(of: "#") { value = value[..<hash] }
      return value.filter { $0 != "\"" && $0 != "'" && $0 != "[" && $0 != "]" }.trimmingSpaces
    }
    var result: [String] = []
    var index = start + 1
    while index < lines.count {
      let line = lines[index]
      if !line.isEmpty, indent(line) == 0, !line.hasPrefix("#") { break }
      // A target: its name at the first indent under `targets:`.
      guard line.hasSuffix(":") || line.contains(": #"), indent(line) > 0, !line.trimmingSpaces.hasPrefix("-")
      else {
        index += 1
        continue
      }
      let level = indent(line)
      let name = strip(line.trimmingSpaces.split(separator: ":").first ?? "")
      var end = index + 1
      while end < lines.count, lines[end].trimmingSpaces.isEmpty || indent(lines[end]) > level { end += 1 }
      let block = lines[(index + 1)..<end]
      let application = block.contains { $0.trimmingSpaces == "type: application" }
      if application, !name.contains("Test") {
        var sources: [String] = []
        var inSources = false
        var sourcesLevel = 0
        // The column of an `excludes:`/`includes:` key whose list items are patterns, not sources.
        var patterns: Int?
        for entry in block {
          let trimmed = entry.trimmingSpaces
          if let column = patterns {
            if trimmed.hasPrefix("- "), indent(entry) >= column { continue }
            patterns = nil
          }
          for key in ["excludes:", "includes:"] {
            if trimmed == "- " + key { patterns = indent(entry) + 2 }
            if trimmed == key { patterns = indent(entry) }
          }
          if patterns != nil { continue }
          if trimmed.hasPrefix("sources:") {
            inSources = true
            sourcesLevel = indent(entry)
            let inline = strip(trimmed.dropFirst("sources:".count))
            if !inline.isEmpty { sources += inline.split(separator: ",").map { strip($0) } }
            continue
          }
          guard inSources else { continue }
          if !trimmed.isEmpty, indent(entry) <= sourcesLevel, !trimmed.hasPrefix("-") {
            inSources = false; continue
          }
          if trimmed.hasPrefix("- path:") {
            sources.append(strip(trimmed.dropFirst("- path:".count)))
          } else if trimmed.hasPrefix("path:") {
            sources.append(strip(trimmed.dropFirst("path:".count)))
          } else if trimmed.hasPrefix("- "), !trimmed.contains(":") {
            sources.append(strip(trimmed.dropFirst(2)))
          }
        }
        // Folders only (`path: App/Cert/server.der` is a file).
        for source in sources
        where !source.isEmpty && !(source.split(separator: "/").last ?? "").contains(".")
          && !result.contains(source)
        {
          result.append(source)
        }
      }
      index = end
    }
    return result
  }

  /// The `Info.plist` (path and text) of each application target of an XcodeGen spec in
  /// `directory`, in its sources' folder or their `Supporting Files`.
  static func xcodeGenAppInfoPlists(_ spec: String, in directory: String, read: (String) -> String?) -> [(
    path: String, text: String
  )] {
    xcodeGenAppSources(spec).compactMap { source in
      for candidate in ["/Info.plist", "/Supporting Files/Info.plist"] {
        let path = directory + "/" + source + candidate
        if let text = read(path) { return (path, text) }
      }
      return nil
    }
  }

  /// Tuist: a target's `destinations:` (`.iOS` is iPhone and iPad; `[.iPhone]`, `[.iPad]`).
  static func tuist(_ text: String, file: String) -> EnvironmentReading? {
    var families: Set<DeviceFamily> = []
    var search = text[...]
    while let key = search.range(of: "destinations:") {
      let window = search[key.upperBound...].prefix(120)
      let value = window.prefix { $0 != "\n" }
      if value.contains(".iOS") || value.contains(".iPhone") { families.insert(.iPhone) }
      if value.contains(".iOS") || value.contains(".iPad") { families.insert(.iPad) }
      search = search[key.upperBound...]
    }
    guard !families.isEmpty else { return nil }
    return EnvironmentReading(
      families: families, familySources: ["destinations in \(DeploymentTarget.shown(file))"])
  }
}

extension DeploymentTargetDiscovery {
  /// The devices and orientations `file`'s app runs in, read where its deployment target is
  /// read, nearest first: the `.xcodeproj` targets that compile the file (`TARGETED_DEVICE_FAMILY`
  /// and the orientation keys of their `INFOPLIST_FILE`, else of their `INFOPLIST_KEY_…` build
  /// settings, each from the target's settings, its `.xcconfig`, then the project's), XcodeGen's
  /// `project.yml`, Tuist's `Project.swift`, and a folder's `*Info.plist`; a `Package.swift` with
  /// an iOS platform ends the search (a package does not say where its app runs: the Xcode
  /// targets near it that link its products do, `embeddingApps`). Several targets
  /// compiling the file: every family and orientation any of them runs in. Nothing said: every
  /// device and orientation (`ProjectEnvironments.all`). `--device` replaces the devices only.
  public func environments(for file: String) -> ProjectEnvironments {
    let absolute = XcodeProject.normalize(LintConfiguration.absolute(file))
    if let known = lock.locked({ environmentMemo[absolute] }) { return known }
    let found = discoverEnvironments(absolute)
    lock.locked { environmentMemo[absolute] = found }
    return found
  }

  /// False when `file` lies under Xcode projects none of whose targets compiles it (a stale copy
  /// left beside the one the app builds), true when one does, nil when nothing can tell: no
  /// project above it, or a `Package.swift`, podspec, `project.yml` or `Project.swift` on the way
  /// up, whose own rules may compile it.
  public func isCompiled(_ file: String) -> Bool? {
    let absolute = XcodeProject.normalize(LintConfiguration.absolute(file))
    var directory = LintConfiguration.parent(of: absolute)
    var sawProject = false
    while true {
      let found = projects(in: directory)
      if found.hasManifest || found.hasPodspec || found.xcodeGenRuns != nil || found.tuistRuns != nil {
        return nil
      }
      for project in found.xcode where !project.targets.isEmpty {
        if !project.owners(of: absolute).isEmpty { return true }
        sawProject = true
      }
      let up = LintConfiguration.parent(of: directory)
      if up == directory { break }
      directory = up
    }
    return sawProject ? false : nil
  }

  private func discoverEnvironments(_ absolute: String) -> ProjectEnvironments {
    var directory = LintConfiguration.parent(of: absolute)
    var reading = EnvironmentReading()
    var unowned: EnvironmentReading?
    search: while true {
      let found = projects(in: directory)
      if found.package != nil {
        // A package says nothing about where it runs, but the app of this repository that links
        // it does.
        if let apps = embeddingApps(of: directory) { reading.complete(with: apps) }
        break
      }
      for project in found.xcode {
        let owners = project.owners(of: absolute)
        let said = said(by: project, targets: owners.isEmpty ? project.targets : owners)
        if !owners.isEmpty {
          reading.complete(with: said)
          break search
        }
        // A file no target compiles is not known to be another platform's.
        if unowned == nil, !said.isEmpty, said.families != [] { unowned = said }
      }
      if let spec = found.xcodeGenRuns ?? found.tuistRuns {
        reading.complete(with: spec)
        break
      }
      if reading.orientations.isEmpty {
        for plist in found.infoPlists {
          guard let text = read(plist) else { continue }
          reading.complete(with: Self.plistReading(text, file: plist))
        }
      }
      let up = LintConfiguration.parent(of: directory)
      if up == directory { break }
      directory = up
    }
    if let unowned { reading.complete(with: unowned) }
    var families = reading.families.map { DeviceFamily.allCases.filter($0.contains) } ?? DeviceFamily.allCases
    // Code that runs on no iPhone or iPad (only other platforms' targets compile it) is not
    // judged on `--device` either.
    let device = families.isEmpty ? nil : self.device
    if let device { families = [device.family] }
    var sources = reading.sources(for: families)
    if device != nil { sources.insert("--device", at: 0) }
    return ProjectEnvironments(
      families: families, orientations: reading.orientations, device: device, sources: sources)
  }

  /// What the app targets that link the local package at `package` say: targets of an Xcode
  /// project that references the package (`XCLocalSwiftPackageReference`), in one of the package's
  /// parent folders (three up) or their subfolders, or of a project listed in a workspace there
  /// that lists the package, whose `packageProductDependencies` name one of the package's
  /// libraries. Nil when none does.
  private func embeddingApps(of package: String) -> EnvironmentReading? {
    if let known = lock.locked({ embeddingMemo[package] }) { return known }
    let found = findEmbeddingApps(of: package)
    lock.locked { embeddingMemo[package] = found }
    return found
  }

  private func findEmbeddingApps(of package: String) -> EnvironmentReading? {
    guard let manifest = read(package + "/Package.swift") else { return nil }
    let products = Set(Self.libraryProducts(manifest))
    guard !products.isEmpty else { return nil }
    var embedding: [XcodeProject] = []
    var folder = package
    for _ in 0..<3 {
      let up = LintConfiguration.parent(of: folder)
      if up == folder { break }
      folder = up
      let found = projects(in: folder)
      embedding += found.xcode.filter { $0.localPackages.contains(package) }
      // An app project beside the package (`App/App.xcodeproj` next to `packages/`).
      for name in SourceLoader.entryNames(folder) ?? []
      where !name.hasPrefix(".") && !SourceLoader.skippedFolders.contains(name) && !name.contains(".") {
        let sub = folder + "/" + name
        guard sub != package, !package.hasPrefix(sub + "/"), mayReference(package, projectsIn: sub) else {
          continue
        }
        embedding += projects(in: sub).xcode.filter { $0.localPackages.contains(package) }
      }
      for workspace in found.workspaces {
        guard let text = read(workspace) else { continue }
        let locations = Self.workspaceLocations(text).map { XcodeProject.join(folder, $0) }
        guard locations.contains(package) else { continue }
        for location in locations where location.hasSuffix(".xcodeproj") {
          if let project = XcodeProject.load(location + "/project.pbxproj", read: read) {
            embedding.append(project)
          }
        }
      }
    }
    var reading = EnvironmentReading()
    for project in embedding {
      let linking = project.targets.filter { !products.isDisjoint(with: $0.packageProducts) }
      if !linking.isEmpty { reading.complete(with: said(by: project, targets: linking)) }
    }
    return reading.isEmpty ? nil : reading
  }

  /// False when no Xcode project directly in `folder` names the package's folder: three folders up
  /// from a package is often a folder of many checkouts, whose projects need no parsing to be
  /// ruled out (a reference's path ends with the package's folder name).
  private func mayReference(_ package: String, projectsIn folder: String) -> Bool {
    if scanned(folder) { return true }
    let name = String(package.split(separator: "/").last ?? "")
    return (SourceLoader.entryNames(folder) ?? []).contains { entry in
      entry.hasSuffix(".xcodeproj") && read(folder + "/" + entry + "/project.pbxproj")?.contains(name) == true
    }
  }

  /// The library products a manifest declares (`.library(name: "WalletCore", …)`).
  static func libraryProducts(_ manifest: String) -> [String] {
    var names: [String] = []
    var rest = manifest[...]
    while let range = rest.range(of: ".library(") {
      rest = rest[range.upperBound...]
      let head = rest.prefix(200)
      guard let name = head.range(of: "name:") else { continue }
      let after = head[name.upperBound...].drop { $0 == " " || $0 == "\n" }
      guard after.first == "\"" else { continue }
      names.append(String(after.dropFirst().prefix { $0 != "\"" }))
    }
    return names
  }

  /// The `location = "group:…"` / `"container:…"` paths a workspace lists, relative to its folder.
  static func workspaceLocations(_ text: String) -> [String] {
    var paths: [String] = []
    var rest = text[...]
    while let range = rest.range(of: "location = \"") {
      rest = rest[range.upperBound...]
      let value = rest.prefix { $0 != "\"" }
      for scheme in ["group:", "container:"] where value.hasPrefix(scheme) {
        paths.append(String(value.dropFirst(scheme.count)))
      }
    }
    return paths
  }

  /// What `targets` of `project` say: the families any of them targets and, per family, the
  /// orientations any of them supports (a target that says nothing supports every one).
  private func said(by project: XcodeProject, targets: [XcodeProject.Target]) -> EnvironmentReading {
    let key = ([project.path] + targets.map(\.name)).joined(separator: "\u{0}")
    if let known = lock.locked({ readingMemo[key] }) { return known }
    let reading = reading(of: project, targets: targets)
    lock.locked { readingMemo[key] = reading }
    return reading
  }

  private func reading(of project: XcodeProject, targets all: [XcodeProject.Target]) -> EnvironmentReading {
    var reading = EnvironmentReading()
    // A target that builds for other platforms only (the tvOS app beside the iOS one) says nothing
    // about where iOS code runs; when every target is one, the code runs on no iPhone or iPad.
    let targets = all.filter { $0.otherPlatformsOnly == nil }
    if targets.isEmpty, !all.isEmpty {
      reading.families = []
      for target in all { target.otherPlatformsOnly.map { reading.noteFamily($0) } }
      return reading
    }
    let folder = LintConfiguration.parent(of: LintConfiguration.parent(of: project.path))
    let names = targets.map(\.name).joined(separator: ", ")
    let suffix = targets.isEmpty ? "" : " (target\(targets.count == 1 ? "" : "s") \(names))"
    var families: [Set<DeviceFamily>?] = []
    for target in targets {
      let values = (target.runSettings["TARGETED_DEVICE_FAMILY"] ?? []).compactMap { setting in
        ProjectEnvironments.families(setting.value).map { ($0, setting.file) }
      }
      families.append(values.isEmpty ? nil : values.reduce(into: Set()) { $0.formUnion($1.0) })
      for (_, file) in values {
        reading.noteFamily("TARGETED_DEVICE_FAMILY in \(DeploymentTarget.shown(file))\(suffix)")
      }
    }
    if families.contains(where: { $0 != nil }) {
      reading.families = families.reduce(into: Set()) { $0.formUnion($1 ?? Set(DeviceFamily.allCases)) }
    }
    for family in DeviceFamily.allCases {
      let keys = ProjectEnvironments.orientationKeys(family)
      var lists: [[Orientation]?] = []
      for target in targets {
        var list: [Orientation]?
        plists: for setting in target.runSettings["INFOPLIST_FILE"] ?? [] {
          guard let named = Self.infoPlistPath(setting.value, projectFolder: folder),
            let path = SourceLoader.fileStat(named) == nil ? Self.matchingCase(named, under: folder) : named,
            let text = read(path)
          else {
            continue
          }
          for key in keys.plist {
            if let found = ProjectEnvironments.plistOrientations(text, key: key) {
              list = Orientation.allCases.filter { (list ?? []).contains($0) || found.contains($0) }
              reading.note("\(key) in \(DeploymentTarget.shown(path))", for: family)
              continue plists
            }
          }
        }
        if list == nil {
          for key in keys.settings {
            let values = (target.runSettings[key] ?? []).compactMap { setting in
              ProjectEnvironments.orientations(setting.value.split(separator: " ")).map { ($0, setting.file) }
            }
            guard !values.isEmpty else { continue }
            list = Orientation.allCases.filter { o in values.contains { $0.0.contains(o) } }
            for (_, file) in values {
              reading.note("\(key) in \(DeploymentTarget.shown(file))\(suffix)", for: family)
            }
            break
          }
        }
        lists.append(list)
      }
      if lists.contains(where: { $0 != nil }) {
        reading.orientations[family] = Orientation.allCases.filter { o in
          lists.contains { $0?.contains(o) ?? true }
        }
      }
    }
    return reading
  }

  /// The orientations a folder's Info.plist lists, per family.
  static func plistReading(_ text: String, file: String) -> EnvironmentReading {
    var reading = EnvironmentReading()
    for family in DeviceFamily.allCases {
      for key in ProjectEnvironments.orientationKeys(family).plist {
        guard let found = ProjectEnvironments.plistOrientations(text, key: key) else { continue }
        reading.orientations[family] = found
        reading.note("\(key) in \(DeploymentTarget.shown(file))", for: family)
        break
      }
    }
    return reading
  }

  /// The file `path` names under `folder`, each of its components matched without regard to case
  /// when no entry has its exact spelling (`xdrip/Supporting Files/Info.plist` for the folder
  /// `xDrip`): Xcode projects are made on case-insensitive disks, and build there. Nil when some
  /// component matches no entry, or more than one.
  static func matchingCase(_ path: String, under folder: String) -> String? {
    guard path.hasPrefix(folder + "/") else { return nil }
    var resolved = folder
    for component in path.dropFirst(folder.count + 1).split(separator: "/") {
      guard let entries = SourceLoader.entryNames(resolved) else { return nil }
      if entries.contains(String(component)) {
        resolved += "/" + component
        continue
      }
      let matches = entries.filter { $0.lowercased() == component.lowercased() }
      guard matches.count == 1 else { return nil }
      resolved += "/" + matches[0]
    }
    return resolved
  }

  /// An `INFOPLIST_FILE` value as a path: relative to the project's folder, `$(SRCROOT)/` and
  /// `$(PROJECT_DIR)/` dropped; nil when it names other build variables.
  static func infoPlistPath(_ value: String, projectFolder: String) -> String? {
    var path = value
    for prefix in ["$(SRCROOT)/", "${SRCROOT}/", "$(PROJECT_DIR)/", "${PROJECT_DIR}/"]
    where path.hasPrefix(prefix) {
      path.removeFirst(prefix.count)
    }
    guard !path.isEmpty, !path.contains("$") else { return nil }
    return XcodeProject.join(projectFolder, path)
  }
}

extension DeploymentTarget {
  /// `path` as findings show it: relative to the current folder when inside it; a project file as
  /// its `.xcodeproj`.
  static func shown(_ path: String) -> String {
    var path = path
    if path.hasSuffix(".xcodeproj/project.pbxproj") { path.removeLast("/project.pbxproj".count) }
    let here = LintConfiguration.absolute(".") + "/"
    return path.hasPrefix(here) ? String(path.dropFirst(here.count)) : path
  }
}

extension StringProtocol {
  fileprivate var trimmingSpaces: String {
    String(
      drop(while: { $0 == " " || $0 == "\t" }).reversed().drop(while: { $0 == " " || $0 == "\t" }).reversed())
  }
}
