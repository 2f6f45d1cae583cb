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
  static func setting<Value>(
    _ key: String, in path: String, read: (String) -> String?, parse: (String) -> Value?
  ) -> (Value, String)? {
    var value: (Value, String)?
    var seen: Set<String> = []
    func visit(_ path: String) {
      guard seen.insert(path).inserted, let text = read(path) else { return }
      for raw in text.split(whereSeparator: \.isNewline) {
        let line = raw.drop(while: { $0 == " " || $0 == "\t" })
        if line.hasPrefix("#include") {
          guard let open = line.firstIndex(of: "\""),
            let close = line[line.index(after: open)...].firstIndex(of: "\"")
          else { continue }
          let included = String(line[line.index(after: open)..<close])
          visit(XcodeProject.join(LintConfiguration.parent(of: path), included))
          continue
        }
        guard line.hasPrefix(key), let equals = line.firstIndex(of: "=") else { continue }
        let name = line[..<equals].filter { $0 != " " && $0 != "\t" }
        guard name == key || name.hasPrefix(key + "[") else { continue }
        var text = line[line.index(after: equals)...]
        if let comment = text.range(of: "//") { text = text[..<comment.lowerBound] }
        let trimmed = String(text.filter { $0 != ";" && $0 != "\"" && $0 != "\r" })
          .split(whereSeparator: { $0 == " " || $0 == "\t" }).joined(separator: " ")
        if let parsed = parse(trimmed) { value = (parsed, path) }
      }
    }
    visit(path)
    return value
  }
}
