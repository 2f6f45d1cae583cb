/// Inline suppressions: `// insetfix:disable RULE…` (to a matching `// insetfix:enable RULE…` or
/// the end of the file), `// insetfix:disable:next RULE…`, `// insetfix:disable:this RULE…`.
/// `all` names every rule. Text after ` - ` is a free reason.
public enum Suppressions {
  static let prefix: StaticString = "insetfix:"

  public static func parse(_ file: SourceFile) -> [Suppression] {
    guard file.contains(prefix) else { return [] }
    var result: [Suppression] = []
    var enables: [(line: Int, rules: [String])] = []
    for comment in file.comments where !comment.isBlock {
      var text = Substring(file.text(in: Int(comment.start)..<Int(comment.end)).dropFirst(2))
      text = text.drop(while: { $0 == " " || $0 == "/" })
      guard text.hasPrefix("insetfix:") else { continue }
      if let reason = text.range(of: " - ") { text = text[..<reason.lowerBound] }
      let words = text.split(separator: " ").map(String.init)
      guard let directive = words.first else { continue }
      let rules = Array(words.dropFirst())
      let (line, column) = file.location(of: Int(comment.start))
      switch directive {
      case "insetfix:enable":
        enables.append((line, rules))
      case "insetfix:support":
        // The marker `fix` writes above the support code it places: not a suppression.
        continue
      case "insetfix:disable", "insetfix:disable:next", "insetfix:disable:this":
        let scope = Suppression.Scope(rawValue: String(directive.dropFirst("insetfix:".count)))!
        result.append(
          Suppression(
            scope: scope, rules: rules, line: line, column: column, offset: Int(comment.start), endLine: nil))
      default:
        result.append(
          Suppression(
            scope: .thisLine, rules: ["?" + directive], line: line, column: column,
            offset: Int(comment.start),
            endLine: nil))
      }
    }
    for index in result.indices where result[index].scope == .region {
      let start = result[index].line
      let names = Set(result[index].rules)
      result[index].endLine =
        enables.first { $0.line > start && (names.isSubset(of: Set($0.rules)) || $0.rules.contains("all")) }?
        .line
    }
    return result
  }
}
