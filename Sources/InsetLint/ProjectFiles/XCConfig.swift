import InsetEmulation
import InsetEngine

/// `.xcconfig` files: `KEY = value` lines (later ones win, `KEY[sdk=iphoneos*]` counts), and
/// `#include "other.xcconfig"` / `#include? "…"` relative to the including file.
enum XCConfig {
  /// The value in effect after reading `path` and its includes, with the file that set it.
  static func deploymentTarget(_ path: String, read: (String) -> String?) -> (OSVersion, String)? {
    var value: (OSVersion, String)?
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
        guard line.hasPrefix("IPHONEOS_DEPLOYMENT_TARGET"), let equals = line.firstIndex(of: "=") else {
          continue
        }
        let key = line[..<equals].filter { $0 != " " && $0 != "\t" }
        guard key == "IPHONEOS_DEPLOYMENT_TARGET" || key.hasPrefix("IPHONEOS_DEPLOYMENT_TARGET[") else {
          continue
        }
        var text = line[line.index(after: equals)...]
        if let comment = text.range(of: "//") { text = text[..<comment.lowerBound] }
        let trimmed = text.filter { $0 != " " && $0 != "\t" && $0 != ";" && $0 != "\"" && $0 != "\r" }
        if let version = try? OSVersion(parsing: trimmed) { value = (version, path) }
      }
    }
    visit(path)
    return value
  }
}
