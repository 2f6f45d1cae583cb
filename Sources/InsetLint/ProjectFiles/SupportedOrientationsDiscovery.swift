import Dispatch
import InsetEmulation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Whether the app that compiles a file lets an iPhone turn to landscape: what the file's
/// environments say (`DeploymentTargetDiscovery.environments(for:)`: no iPhone in an iPad-only
/// app; the iPhone orientations its targets list), else, read the way the deployment target is
/// read: from the file's folder upwards, the nearest
/// folder that has an `Info.plist` (any `*Info.plist`) with `UISupportedInterfaceOrientations`
/// (or its `~iphone` variant), or an `.xcodeproj` whose build settings set
/// `INFOPLIST_KEY_UISupportedInterfaceOrientations[~iphone]` or name an `INFOPLIST_FILE` that does,
/// or an XcodeGen `project.yml` whose application targets' sources hold such an `Info.plist`, or a
/// Tuist or Xcode workspace (`Workspace.swift`, `*.xcworkspace`) whose application Info.plists do.
/// The iPad-only key (`~ipad`) is ignored: iPads have no side insets. Answers are memoised per
/// folder until `forget()`, which the language server calls when it reloads the project. (A cached lint is not replayed once a project file its findings were
/// judged with changed: `LintRunner.lint`.)
public enum SupportedOrientationsDiscovery {
  /// true: some iPhone landscape orientation is listed; false: the keys list only portrait;
  /// nil: nothing found (UIKit then allows every orientation the app's windows support).
  public static func iPhoneLandscape(forSourceAt path: String) -> Bool? {
    // What the findings' environments say comes first, so that the rule and the environments its
    // suggestions are judged on agree: an iPad-only app has no iPhone landscape.
    let environments = projects.environments(for: path)
    if !environments.families.contains(.iPhone) { return false }
    if environments.statesOrientations(of: .iPhone) {
      return environments.orientations[.iPhone]?.contains(where: \.isLandscape) ?? true
    }
    let directory = LintConfiguration.parent(of: XcodeProject.normalize(LintConfiguration.absolute(path)))
    return answers.answer(from: directory, scan: { scan($0).map(Answer.init) }, none: Answer(value: nil))
      .value
  }

  /// The device families the app that compiles the file targets, as its findings' environments
  /// name them (both when nothing says).
  public static func families(forSourceAt path: String) -> [DeviceFamily] {
    projects.environments(for: path).families
  }

  /// The project files the answers so far were read from, with their size and mtime: a cached
  /// lint is replayed only while none of them changed (`LintRunner`).
  public static var consulted: [(path: String, stat: SourceLoader.Stat?)] {
    lock.locked { reading }?.consulted ?? []
  }

  /// True when Xcode projects above the file list no target that compiles it
  /// (`DeploymentTargetDiscovery.isCompiled`).
  public static func compiledByNoTarget(_ path: String) -> Bool {
    projects.isCompiled(path) == false
  }

  /// The project files read, as `lint` reads them for environments (until `forget()`).
  private static var projects: DeploymentTargetDiscovery {
    lock.locked {
      if let reading { return reading }
      let fresh = DeploymentTargetDiscovery(override: nil, configured: nil)
      reading = fresh
      return fresh
    }
  }
  nonisolated(unsafe) private static var reading: DeploymentTargetDiscovery?
  private static let lock = PlainLock()

  /// A folder's answer; `value` nil: its files say nothing about orientations.
  struct Answer: Sendable { let value: Bool? }
  private static let answers = NearestFolderAnswers<Answer>()

  /// Drops every folder's answer and the project files read: the next question reads them again.
  public static func forget() {
    answers.forget()
    lock.locked { reading = nil }
  }

  /// The answer of one folder's plists and projects, or nil when they say nothing.
  static func scan(_ directory: String) -> Bool? {
    guard let names = SourceLoader.entryNames(directory) else { return nil }
    var answers: [Bool] = []
    for name in names.sorted() where name.hasSuffix("Info.plist") {
      if let text = SourceLoader.readText(directory + "/" + name), let answer = plistAnswer(text) {
        answers.append(answer)
      }
    }
    for name in names.sorted() where name.hasSuffix(".xcodeproj") {
      guard let text = SourceLoader.readText(directory + "/" + name + "/project.pbxproj") else { continue }
      if let answer = buildSettingsAnswer(text) { answers.append(answer) }
      for file in infoPlistFiles(text) {
        let full = file.hasPrefix("/") ? file : directory + "/" + file
        if let plist = SourceLoader.readText(full), let answer = plistAnswer(plist) { answers.append(answer) }
      }
    }
    // XcodeGen: an application target without orientation settings takes the first Info.plist
    // in its sources.
    if names.contains("project.yml"), let spec = SourceLoader.readText(directory + "/project.yml") {
      for (_, text) in EnvironmentReading.xcodeGenAppInfoPlists(
        spec, in: directory, read: { SourceLoader.readText($0) })
      {
        if let answer = plistAnswer(text) { answers.append(answer) }
      }
    }
    // A Tuist or Xcode workspace whose feature modules sit beside the app, not under it
    // (`Modules/Feature/…` and `App/Targets/App/Info.plist`): the modules run in the apps the
    // workspace builds, so their application Info.plists decide.
    if answers.isEmpty,
      names.contains("Workspace.swift") || names.contains(where: { $0.hasSuffix(".xcworkspace") })
    {
      answers = workspaceApplicationAnswers(directory)
    }
    if answers.isEmpty { return nil }
    return answers.contains(true)
  }

  /// Folders a workspace's application Info.plists are never in.
  static let ignoredFolders: Set<String> = [
    "Pods", "Carthage", "node_modules", "DerivedData", "build", "Tests",
  ]

  /// The orientation answers of the application Info.plists (those with a launch screen, a scene
  /// manifest or `LSRequiresIPhoneOS`: a framework's or an extension's has none) anywhere under
  /// `directory`, a few levels deep; folders whose names have a dot (`.xcassets`, `.lproj`) are
  /// passed over.
  static func workspaceApplicationAnswers(_ directory: String) -> [Bool] {
    var answers: [Bool] = []
    var folders: [(path: String, depth: Int)] = [(directory, 0)]
    var visited = 0
    while let (folder, depth) = folders.popLast(), visited < 5_000 {
      visited += 1
      guard let names = SourceLoader.entryNames(folder) else { continue }
      for name in names where !name.hasPrefix(".") {
        let path = folder + "/" + name
        if name.hasSuffix("Info.plist") {
          guard let text = SourceLoader.readText(path),
            ["UIApplicationSceneManifest", "UILaunchStoryboardName", "UILaunchScreen", "LSRequiresIPhoneOS"]
              .contains(where: { text.contains($0) }),
            let answer = plistAnswer(text)
          else { continue }
          answers.append(answer)
        } else if depth < 6, !name.contains("."), !ignoredFolders.contains(name) {
          folders.append((path, depth + 1))
        }
      }
    }
    return answers
  }

  /// `<key>UISupportedInterfaceOrientations</key><array>…</array>` (and `~iphone`).
  static func plistAnswer(_ text: String) -> Bool? {
    var found: Bool?
    for key in [
      "<key>UISupportedInterfaceOrientations</key>", "<key>UISupportedInterfaceOrientations~iphone</key>",
    ] {
      var rest = Substring(text)
      while let range = rest.range(of: key) {
        let after = rest[range.upperBound...]
        let end = after.range(of: "</array>")?.upperBound ?? after.endIndex
        let values = after[..<end]
        let landscape = values.contains("UIInterfaceOrientationLandscape")
        found = (found ?? false) || landscape
        rest = after[end...]
      }
    }
    return found
  }

  /// `INFOPLIST_KEY_UISupportedInterfaceOrientations = "UIInterfaceOrientationPortrait …";`.
  static func buildSettingsAnswer(_ text: String) -> Bool? {
    var found: Bool?
    for key in [
      "INFOPLIST_KEY_UISupportedInterfaceOrientations =",
      "INFOPLIST_KEY_UISupportedInterfaceOrientations_iPhone =",
    ] {
      var rest = Substring(text)
      while let range = rest.range(of: key) {
        let after = rest[range.upperBound...]
        let end = after.firstIndex(of: ";") ?? after.endIndex
        found = (found ?? false) || after[..<end].contains("Landscape")
        rest = after[end...]
      }
    }
    return found
  }

  /// The `INFOPLIST_FILE` values of a project, relative to its folder (`$(SRCROOT)/` dropped).
  static func infoPlistFiles(_ text: String) -> [String] {
    var files: [String] = []
    var rest = Substring(text)
    while let range = rest.range(of: "INFOPLIST_FILE = ") {
      let after = rest[range.upperBound...]
      let end = after.firstIndex(of: ";") ?? after.endIndex
      var value = String(after[..<end])
      while value.hasPrefix("\"") || value.hasPrefix(" ") { value.removeFirst() }
      while value.hasSuffix("\"") || value.hasSuffix(" ") { value.removeLast() }
      for prefix in ["$(SRCROOT)/", "${SRCROOT}/", "$(PROJECT_DIR)/"] where value.hasPrefix(prefix) {
        value.removeFirst(prefix.count)
      }
      if !value.isEmpty, !value.contains("$"), !files.contains(value) { files.append(value) }
      rest = after[end...]
    }
    return files
  }
}
