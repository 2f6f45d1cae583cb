/// The imports a fixed file needs itself: a file cannot see a type that only another file of the
/// module imports, so a changed file that names `UIHostingController` (the edit or the support
/// code `fix` put there) imports SwiftUI, which on iOS brings UIKit and the Objective-C runtime
/// the support code calls.
enum FixImports {
  /// What a changed file needs, with the module whose import provides it.
  static let needs: [(name: [UInt8], module: String)] = [(Array("UIHostingController".utf8), "SwiftUI")]

  /// `bytes` with `import SwiftUI` added after its last top-level import (or after its leading
  /// comments), in the file's own line ending; every other byte as it was. Nil when nothing is
  /// missing.
  static func adding(to bytes: [UInt8]) -> [UInt8]? {
    // Lines as byte ranges, each with its terminator.
    var lines: [Range<Int>] = []
    var start = 0
    for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
      lines.append(start..<index + 1)
      start = index + 1
    }
    if start < bytes.count { lines.append(start..<bytes.count) }
    func text(_ range: Range<Int>) -> Substring {
      let line = Substring(String(decoding: bytes[range], as: UTF8.self))
      return line.drop { $0 == "\u{FEFF}" }
    }
    func imported(_ line: Substring) -> String? {
      var words = line.split(whereSeparator: {
        $0 == " " || $0 == "\t" || $0 == "\r" || $0 == "\n" || $0 == "\r\n"
      })
      while let first = words.first, first.hasPrefix("@") { words.removeFirst() }
      // `import struct SwiftUI.View` imports one declaration, not the module.
      guard words.count == 2, words[0] == "import" else { return nil }
      return String(words[1])
    }
    let modules = Set(lines.compactMap { imported(text($0)) })
    let missing = needs.filter { !modules.contains($0.module) && contains(bytes, $0.name) }.map(\.module)
    guard !missing.isEmpty else { return nil }
    let crlf = lines.first.map { $0.count >= 2 && bytes[$0.upperBound - 2] == UInt8(ascii: "\r") } ?? false
    let newline = crlf ? "\r\n" : "\n"
    var block = missing.sorted().map { "import " + $0 + newline }.joined()
    let offset: Int
    if let last = lines.lastIndex(where: { line in
      let t = text(line)
      return !t.hasPrefix(" ") && !t.hasPrefix("\t") && imported(t) != nil
    }) {
      offset = lines[last].upperBound
      if bytes[offset - 1] != UInt8(ascii: "\n") { block = newline + block }
    } else {
      // After the leading comments and blank lines, then a blank line before the code.
      var index = 0
      while index < lines.count {
        let t = text(lines[index]).drop { $0 == " " || $0 == "\t" }
        guard t.isEmpty || t == "\n" || t == "\r\n" || t.hasPrefix("//") else { break }
        index += 1
      }
      offset = index < lines.count ? lines[index].lowerBound : bytes.count
      block += newline
      // A byte order mark stays first.
      if offset == 0, bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
        return [0xEF, 0xBB, 0xBF] + Array(block.utf8) + bytes.dropFirst(3)
      }
    }
    return Array(bytes[..<offset]) + Array(block.utf8) + Array(bytes[offset...])
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
