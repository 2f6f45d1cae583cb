/// A project's folders, walked once for every reader of files that are not Swift: the storyboards
/// and xibs (`InterfaceBuilderConstraints`) and the Objective-C implementation files
/// (`ObjectiveCWindowHelpers`) under the nearest project folder, dependency folders left out.
/// Memoised until `forget()`.
enum ProjectFolders {
  static let projectMarkers = ["Package.swift", "project.yml", "Project.swift"]
  static let skippedFolders: Set<String> = [
    "Pods", "Carthage", ".build", "DerivedData", "node_modules", ".git", "SourcePackages", "build",
  ]
  /// The suffixes the walk keeps.
  static let suffixes = [".storyboard", ".xib", ".m"]

  /// The nearest folder up from `directory` that holds a project, else `directory` itself
  /// (memoised: a large app asks from hundreds of folders, each a listing per level).
  static func root(of directory: String) -> String {
    if let known = lock.locked({ roots[directory] }) { return known }
    let found = findRoot(of: directory)
    lock.locked { roots[directory] = found }
    return found
  }

  private static func findRoot(of directory: String) -> String {
    var folder = directory
    for _ in 0..<8 {
      if let names = SourceLoader.entryNames(folder),
        names.contains(where: { $0.hasSuffix(".xcodeproj") || projectMarkers.contains($0) })
      {
        return folder
      }
      let up = LintConfiguration.parent(of: folder)
      if up == folder { break }
      folder = up
    }
    return directory
  }

  /// The files under `root` whose name ends in `suffix` (one of `suffixes`), sorted.
  static func files(under root: String, suffix: String) -> [String] {
    let listing: [String: [String]]
    if let known = lock.locked({ listings[root] }) {
      listing = known
    } else {
      listing = walk(root)
      lock.locked { listings[root] = listing }
    }
    return listing[suffix] ?? []
  }

  static func forget() {
    lock.locked {
      listings = [:]
      roots = [:]
    }
  }

  nonisolated(unsafe) private static var listings: [String: [String: [String]]] = [:]
  nonisolated(unsafe) private static var roots: [String: String] = [:]
  private static let lock = PlainLock()

  private static func walk(_ root: String) -> [String: [String]] {
    var found: [String: [String]] = [:]
    var pending = [root]
    var visited = 0
    while let folder = pending.popLast(), visited < 20_000 {
      visited += 1
      guard let names = SourceLoader.entryNames(folder) else { continue }
      // A path is made only for an entry kept (most are source files, none of these).
      for name in names where name != "." && name != ".." {
        if let suffix = suffixes.first(where: { name.hasSuffix($0) }) {
          found[suffix, default: []].append(folder + "/" + name)
        } else if !hasDot(name), !skippedFolders.contains(name) {
          pending.append(folder + "/" + name)
        } else if name.hasSuffix(".lproj") || name.hasSuffix(".bundle") {
          pending.append(folder + "/" + name)
        }
      }
    }
    return found.mapValues { $0.sorted() }
  }

  /// True when a folder entry's name holds a dot, as Foundation's `contains(".")` says: an ASCII name
  /// (nearly every one) is looked at byte for byte, the same answer there, without bridging each
  /// name of a large app's folders to a Foundation string.
  static func hasDot(_ name: String) -> Bool {
    guard name.utf8.allSatisfy({ $0 < 0x80 }) else { return name.contains(".") }
    return name.utf8.contains(UInt8(ascii: "."))
  }
}
