/// Answers read from the nearest folder, from a file's folder upwards, that has something to
/// say (an Info.plist, a project): every folder walked on the way shares the answer, so a
/// project's thousands of files read their folders once. Thread-safe; `forget()` drops them all
/// (the language server calls it when it reloads a project whose plists may have changed).
final class NearestFolderAnswers<Answer: Sendable>: @unchecked Sendable {
  private var answers: [String: Answer] = [:]
  private let lock = PlainLock()

  /// The answer for `directory`: the first folder up whose `scan` answers, else `none`.
  func answer(from directory: String, scan: (String) -> Answer?, none: Answer) -> Answer {
    var directory = directory
    var visited: [String] = []
    while true {
      if let known = lock.locked({ answers[directory] }) {
        store(known, for: visited)
        return known
      }
      visited.append(directory)
      if let found = scan(directory) {
        store(found, for: visited)
        return found
      }
      let up = LintConfiguration.parent(of: directory)
      if up == directory {
        store(none, for: visited)
        return none
      }
      directory = up
    }
  }

  func forget() { lock.locked { answers = [:] } }

  private func store(_ answer: Answer, for folders: [String]) {
    lock.locked { for folder in folders { answers[folder] = answer } }
  }
}
