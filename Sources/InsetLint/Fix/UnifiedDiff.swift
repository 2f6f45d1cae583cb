import Foundation

/// A unified diff (`--- a/x`, `+++ b/x`, `@@ -l,n +l,n @@`) between two texts, three lines of
/// context: what `fix --dry-run` prints, so that `git apply` and `patch -p1` take it from the
/// current folder. Paths are made relative to that folder and written the way git writes them
/// (a trailing tab after a name with a space, C-style quotes around one with a quote, backslash or
/// control character); a last line without a newline gets git's `\ No newline at end of file`.
/// Common leading and trailing lines are trimmed before an LCS over the rest, so a few edits in a
/// long file stay cheap.
public enum UnifiedDiff {
  static let context = 3

  public static func diff(
    old: String?, new: String, path: String,
    relativeTo directory: String = FileManager.default.currentDirectoryPath
  ) -> String {
    let a = old.map(lines) ?? []
    let b = lines(new)
    var prefix = 0
    while prefix < a.count && prefix < b.count && a[prefix] == b[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < a.count - prefix && suffix < b.count - prefix
      && a[a.count - 1 - suffix] == b[b.count - 1 - suffix]
    {
      suffix += 1
    }
    // Operations over the whole file: (" ", line) kept, ("-", line) removed, ("+", line) added.
    var operations: [(Character, String)] = a[..<prefix].map { (" ", $0) }
    operations += middle(Array(a[prefix..<(a.count - suffix)]), Array(b[prefix..<(b.count - suffix)]))
    operations += a[(a.count - suffix)...].map { (" ", $0) }
    let name = relativePath(path, to: directory)
    var out = "--- \(old == nil ? "/dev/null" : header("a/" + name))\n+++ \(header("b/" + name))\n"
    for hunk in hunks(operations) {
      let oldStart = operations[..<hunk.lowerBound].filter { $0.0 != "+" }.count
      let newStart = operations[..<hunk.lowerBound].filter { $0.0 != "-" }.count
      let body = operations[hunk]
      let oldCount = body.filter { $0.0 != "+" }.count
      let newCount = body.filter { $0.0 != "-" }.count
      out +=
        "@@ -\(oldCount == 0 ? oldStart : oldStart + 1),\(oldCount) +\(newCount == 0 ? newStart : newStart + 1),\(newCount) @@\n"
      for (kind, line) in body {
        out += line.hasSuffix("\n") ? "\(kind)\(line)" : "\(kind)\(line)\n\\ No newline at end of file\n"
      }
    }
    return out
  }

  /// The ranges of `operations` each hunk covers: every change with `context` lines around it,
  /// changes closer than twice that sharing one hunk.
  static func hunks(_ operations: [(Character, String)]) -> [Range<Int>] {
    let changes = operations.indices.filter { operations[$0].0 != " " }
    var result: [Range<Int>] = []
    var index = 0
    while index < changes.count {
      let first = changes[index]
      var last = first
      while index + 1 < changes.count && changes[index + 1] - last <= 2 * context + 1 {
        index += 1
        last = changes[index]
      }
      result.append(max(0, first - context)..<min(operations.count, last + context + 1))
      index += 1
    }
    return result
  }

  /// Lines with their newline: a last line without one differs from the same text with one, so
  /// the diff changes it and marks it.
  static func lines(_ text: String) -> [String] {
    var result: [String] = []
    var current = ""
    for character in text {
      current.append(character)
      if character == "\n" || character == "\r\n" {
        result.append(current)
        current = ""
      }
    }
    if !current.isEmpty { result.append(current) }
    return result
  }

  /// `path` relative to `directory` (`..` where it lies outside), `/`-separated.
  static func relativePath(_ path: String, to directory: String) -> String {
    let absolute = path.hasPrefix("/") ? path : directory + "/" + path
    let target = components(absolute)
    let base = components(directory)
    var common = 0
    while common < target.count && common < base.count && target[common] == base[common] { common += 1 }
    let ups = Array(repeating: "..", count: base.count - common)
    return (ups + target[common...]).joined(separator: "/")
  }

  /// A path's components with `.` and `..` resolved lexically.
  static func components(_ path: String) -> [String] {
    var result: [String] = []
    for part in path.split(separator: "/") {
      switch part {
      case ".": continue
      case "..": if !result.isEmpty { result.removeLast() }
      default: result.append(String(part))
      }
    }
    return result
  }

  /// A `---`/`+++` file name as git writes it: C-quoted when it holds a quote, a backslash or a
  /// control character; followed by a tab when it holds a space, so the name's end is unambiguous
  /// to `patch`.
  static func header(_ name: String) -> String {
    if name.unicodeScalars.contains(where: { $0 == "\"" || $0 == "\\" || $0.value < 0x20 || $0.value == 0x7f }
    ) {
      var quoted = "\""
      for scalar in name.unicodeScalars {
        switch scalar {
        case "\"": quoted += "\\\""
        case "\\": quoted += "\\\\"
        case "\t": quoted += "\\t"
        case "\n": quoted += "\\n"
        case "\r": quoted += "\\r"
        default:
          if scalar.value < 0x20 || scalar.value == 0x7f {
            quoted += "\\" + String(scalar.value, radix: 8).leftPadded(to: 3)
          } else {
            quoted.unicodeScalars.append(scalar)
          }
        }
      }
      return quoted + "\""
    }
    return name.contains(" ") ? name + "\t" : name
  }

  static func middle(_ a: [String], _ b: [String]) -> [(Character, String)] {
    guard !a.isEmpty, !b.isEmpty, a.count * b.count <= 4_000_000 else {
      return a.map { ("-", $0) } + b.map { ("+", $0) }
    }
    // LCS lengths from the end.
    var table = [[Int32]](repeating: [Int32](repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in stride(from: a.count - 1, through: 0, by: -1) {
      for j in stride(from: b.count - 1, through: 0, by: -1) {
        table[i][j] = a[i] == b[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
      }
    }
    var result: [(Character, String)] = []
    var i = 0
    var j = 0
    while i < a.count || j < b.count {
      if i < a.count && j < b.count && a[i] == b[j] {
        result.append((" ", a[i]))
        i += 1
        j += 1
      } else if i < a.count && (j == b.count || table[i + 1][j] >= table[i][j + 1]) {
        result.append(("-", a[i]))
        i += 1
      } else {
        result.append(("+", b[j]))
        j += 1
      }
    }
    return result
  }
}

extension String {
  fileprivate func leftPadded(to width: Int) -> String {
    String(repeating: "0", count: max(0, width - count)) + self
  }
}
