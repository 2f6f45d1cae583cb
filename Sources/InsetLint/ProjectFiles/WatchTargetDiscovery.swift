#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Whether a source file belongs to a watchOS app: from the file's folder upwards, the nearest
/// folder with an `Info.plist` (any `*Info.plist`) decides, and it is a watch app's when it has
/// `WKApplication`, `WKWatchKitApp` or `WKWatchOnly` (Apple's Info.plist keys of a watchOS app).
/// A watch screen has none of the iPhone and iPad margins the device catalog measures. Answers
/// are memoised per folder until `forget()` (the language server forgets them when it reloads the
/// project, so that an Info.plist edited during a session is read again).
public enum WatchTargetDiscovery {
  public static func isWatchSource(_ path: String) -> Bool {
    answers.answer(
      from: LintConfiguration.parent(of: LintConfiguration.absolute(path)), scan: scan, none: false)
  }

  private static let answers = NearestFolderAnswers<Bool>()

  /// Drops every folder's answer: the next question reads the plists again.
  public static func forget() { answers.forget() }

  /// True or false when the folder has an Info.plist; nil when it has none.
  static func scan(_ directory: String) -> Bool? {
    guard let names = SourceLoader.entryNames(directory) else { return nil }
    let plists = names.filter { $0.hasSuffix("Info.plist") }
    guard !plists.isEmpty else { return nil }
    return plists.contains { name in
      guard let text = SourceLoader.readText(directory + "/" + name) else { return false }
      return ["<key>WKApplication</key>", "<key>WKWatchKitApp</key>", "<key>WKWatchOnly</key>"].contains {
        text.contains($0)
      }
    }
  }
}
