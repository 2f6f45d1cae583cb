/// The imports a fixed file needs itself: a file cannot see a type that only another file of the
/// module imports, so a changed file that names `UIHostingController` (the edit or the support
/// code `fix` put there) imports SwiftUI, which on iOS brings UIKit and the Objective-C runtime
/// the support code calls.
enum FixImports {
  /// What a changed file needs, with the module whose import provides it.
  static let needs: [(name: [UInt8], module: String)] = [(Array("UIHostingController".utf8), "SwiftUI")]

  /// `bytes` with `import SwiftUI` added after its last top-level import (or before its first line
  /// of code), keeping its line endings; nil when nothing is missing.
  static func adding(to bytes: [UInt8]) -> [UInt8]? {
    let text = String(decoding: bytes, as: UTF8.self)
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let crlf = lines.first?.hasSuffix("\r") ?? false
    func imported(_ line: String) -> String? {
      var words = line.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" })
      while let first = words.first, first.hasPrefix("@") { words.removeFirst() }
      guard words.count >= 2, words[0] == "import" else { return nil }
      // `import struct SwiftUI.View` imports from SwiftUI too, but not the module: count it out.
      return words.count == 2 ? String(words[1]) : nil
    }
    let modules = Set(lines.compactMap(imported))
    let missing = needs.filter { need in
      !modules.contains(need.module) && contains(bytes, need.name)
    }.map(\.module)
    guard !missing.isEmpty else { return nil }
    // After the last import at column 0; without one, after the leading comments and blank lines.
    var at = 0
    if let last = lines.lastIndex(where: { !$0.hasPrefix(" ") && !$0.hasPrefix("\t") && imported($0) != nil })
    {
      at = last + 1
    } else {
      while at < lines.count - 1 {
        let line = lines[at].drop { $0 == " " || $0 == "\t" || $0 == "\u{FEFF}" }
        guard line.isEmpty || line == "\r" || line.hasPrefix("//") else { break }
        at += 1
      }
    }
    var inserted = missing.sorted().map { "import " + $0 + (crlf ? "\r" : "") }
    if at == 0 || imported(lines[at - 1]) == nil { inserted.append(crlf ? "\r" : "") }
    // A byte order mark stays first.
    if at == 0, let first = lines.first, first.hasPrefix("\u{FEFF}") {
      lines[0] = String(first.dropFirst())
      inserted[0] = "\u{FEFF}" + inserted[0]
    }
    lines.insert(contentsOf: inserted, at: at)
    return Array(lines.joined(separator: "\n").utf8)
  }

  static func contains(_ bytes: [UInt8], _ word: [UInt8]) -> Bool {
    guard bytes.count >= word.count else { return false }
    var i = 0
    while i <= bytes.count - word.count {
      if bytes[i] == word[0], Array(bytes[i..<i + word.count]) == word { return true }
      i += 1
    }
    return false
  }
}
