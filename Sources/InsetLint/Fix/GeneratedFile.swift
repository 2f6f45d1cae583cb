/// Where files that a fix creates go (one per module, so no symbol is declared twice).
public enum GeneratedFile {
  /// The SwiftPM target folder (`…/Sources/<Target>`) a file belongs to, or nil outside one
  /// (an Xcode project: its files are taken as one module).
  public static func moduleFolder(of path: String) -> String? {
    let components = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
    guard let sources = components.lastIndex(of: "Sources"), sources + 2 < components.count else {
      return nil
    }
    return components[...(sources + 1)].joined(separator: "/")
  }

  /// Where a generated file named `name` goes for the file at `path`: its SwiftPM target
  /// folder, else the file's own folder.
  public static func path(_ name: String, near path: String) -> String {
    if let module = moduleFolder(of: path) { return module + "/" + name }
    let directory = path.split(separator: "/", omittingEmptySubsequences: false).dropLast()
    return directory.isEmpty ? name : (directory + [Substring(name)]).joined(separator: "/")
  }
}
