import Foundation

/// Folders a test process made in the temporary folder, removed when it exits: a run of the
/// suite leaves nothing behind (it made hundreds of folders a run).
public enum TemporaryDirectories {
  nonisolated(unsafe) private static var paths: [String] = []
  private static let lock = NSLock()
  private static let installed: Void = { atexit { TemporaryDirectories.removeAll() } }()

  /// Removes `path` and what it holds when the process exits.
  public static func removeAtExit(_ path: String) {
    _ = installed
    lock.lock()
    defer { lock.unlock() }
    if !paths.contains(path) { paths.append(path) }
  }

  static func removeAll() {
    lock.lock()
    let all = paths
    lock.unlock()
    for path in all { try? FileManager.default.removeItem(atPath: path) }
  }
}
