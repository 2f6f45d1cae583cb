/// A unified diff (`--- a/x`, `+++ b/x`, `@@ -l,n +l,n @@`) between two texts, three lines of
/// context: what `fix --dry-run` prints. Common leading and trailing lines are trimmed before an
/// LCS over the rest, so a few edits in a long file stay cheap.
public enum UnifiedDiff {
  public static func diff(old: String?, new: String, path: String) -> String {
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
    let middleA = Array(a[prefix..<(a.count - suffix)])
    let middleB = Array(b[prefix..<(b.count - suffix)])
    // Operations over the whole file: (" ", line) kept, ("-", line) removed, ("+", line) added.
    var operations: [(Character, String)] = a[..<prefix].map { (" ", $0) }
    operations += middle(middleA, middleB)
    operations += a[(a.count - suffix)...].map { (" ", $0) }
    var out = "--- \(old == nil ? "/dev/null" : "a/" + path)\n+++ b/\(path)\n"
    var index = 0
    while index < operations.count {
      guard operations[index].0 != " " else {
        index += 1
        continue
      }
      // A hunk: from 3 lines before this change to 3 lines after the last change within reach.
      let start = max(0, index - 3)
      var end = index
      var lastChange = index
      while end < operations.count && end <= lastChange + 6 {
        if operations[end].0 != " " { lastChange = end }
        end += 1
      }
      end = min(operations.count, lastChange + 4)
      let oldStart = operations[..<start].filter { $0.0 != "+" }.count
      let newStart = operations[..<start].filter { $0.0 != "-" }.count
      let hunk = operations[start..<end]
      let oldCount = hunk.filter { $0.0 != "+" }.count
      let newCount = hunk.filter { $0.0 != "-" }.count
      out +=
        "@@ -\(oldCount == 0 ? oldStart : oldStart + 1),\(oldCount) +\(newCount == 0 ? newStart : newStart + 1),\(newCount) @@\n"
      for (kind, line) in hunk { out += "\(kind)\(line)\n" }
      index = end
    }
    return out
  }

  static func lines(_ text: String) -> [String] {
    var result = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if result.last == "" { result.removeLast() }
    return result
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
