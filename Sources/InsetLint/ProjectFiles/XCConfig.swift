import InsetEmulation
import InsetEngine

/// `.xcconfig` files: `KEY = value` lines (later ones win, `KEY[sdk=iphoneos*]` counts), and
/// `#include "other.xcconfig"` / `#include? "…"` relative to the including file.
enum XCConfig {
  /// The value in effect after reading `path` and its includes, with the file that set it.
  static func deploymentTarget(_ path: String, read: (String) -> String?) -> (OSVersion, String)? {
    setting("IPHONEOS_DEPLOYMENT_TARGET", in: path, read: read) { try? OSVersion(parsing: $0) }
  }

  /// The last value of `key` that `parse` accepts, after reading `path` and its includes, with the
  /// file that set it. Quotes, `;` and `//` comments are dropped; inner spaces are kept.
  /// `files`: the files already read, shared by the questions one project asks (every target asks
  /// for several keys in every configuration, often of the same files).
  static func setting<Value>(
    _ key: String, in path: String, read: (String) -> String?, files: Files? = nil, parse: (String) -> Value?
  ) -> (Value, String)? {
    let files = files ?? Files()
    var value: (Value, String)?
    var seen: Set<String> = []
    func visit(_ path: String) {
      guard seen.insert(path).inserted, let lines = files.lines(of: path, read: read) else { return }
      for line in lines {
        switch line {
        case .include(let included): visit(XcodeProject.join(LintConfiguration.parent(of: path), included))
        case .assignment(let left, let name, let text):
          guard left.hasPrefix(key), name == key || name.hasPrefix(key + "["), let parsed = parse(text) else {
            continue
          }
          value = (parsed, path)
        }
      }
    }
    visit(path)
    return value
  }

  /// A line that matters: an include, or `KEY = value` (the text before `=`, the key without its
  /// spaces, the value cleaned as `setting` returns it).
  enum Line {
    case include(String)
    case assignment(left: Substring, name: String, value: String)
  }

  /// `.xcconfig` files read and split into lines once.
  final class Files {
    private var parsed: [String: [Line]?] = [:]

    func lines(of path: String, read: (String) -> String?) -> [Line]? {
      if let known = parsed[path] { return known }
      let lines = read(path).map(XCConfig.lines)
      parsed[path] = .some(lines)
      return lines
    }
  }

  static func lines(_ text: String) -> [Line] {
    var lines: [Line] = []
    for raw in text.split(whereSeparator: \.isNewline) {
      let line = raw.drop(while: { $0 == " " || $0 == "\t" })
      if line.hasPrefix("#include") {
        guard let open = line.firstIndex(of: "\""),
          let close = line[line.index(after: open)...].firstIndex(of: "\"")
        else { continue }
        lines.append(.include(String(line[line.index(after: open)..<close])))
        continue
      }
      guard let equals = line.firstIndex(of: "=") else { continue }
      let name = String(line[..<equals].filter { $0 != " " && $0 != "\t" })
      var text = line[line.index(after: equals)...]
      if let comment = text.range(of: "//") { text = text[..<comment.lowerBound] }
      let trimmed = String(text.filter { $0 != ";" && $0 != "\"" && $0 != "\r" })
        .split(whereSeparator: { $0 == " " || $0 == "\t" }).joined(separator: " ")
      lines.append(.assignment(left: line[..<equals], name: name, value: trimmed))
    }
    return lines
  }
}
