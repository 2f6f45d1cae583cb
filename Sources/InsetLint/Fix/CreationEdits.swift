/// Source edits at the place an object is made: a statement about it right after it is
/// assigned, or the making expression wrapped so the statement runs before it is used.
public enum CreationEdits {
  /// Edits at the creation whose first token starts at byte `offset`: `statement(receiver, indent)`
  /// after a `let c = …` / `c = …`, or the expression wrapped in an immediately called closure
  /// elsewhere (a stored property's initial value, an argument). `indent` is the statement's
  /// indentation, for the lines after the first of a multi-line statement.
  public static func edits(
    creationAt offset: Int, in file: SourceFile, rule: RuleID, statement: (String, String) -> String
  ) -> [TextEdit] {
    guard let creation = file.tokens.firstIndex(where: { Int($0.start) == offset }),
      let chain = Expressions.chain(file, at: creation), let open = chain.primaryArguments,
      var end = file.match(open).map({ $0 + 1 })
    else { return [] }
    if let lastClosure = chain.primaryClosures.last, let close = file.match(lastClosure) { end = close + 1 }
    let index = SyntaxIndex(file)
    let nl = file.newline
    // Assigned as made (`let c = X(…)`); not `let v = X(…).view`, whose name holds something else.
    if chain.links.isEmpty, let assigned = assignee(of: creation, in: file, index: index) {
      let statementEnd = Expressions.statementEnd(file, from: creation)
      let insertAt = Int(file.tokens[statementEnd - 1].end)
      let indent = file.indentation(at: Int(file.tokens[assigned.statementStart].start))
      let text = nl + indent + statement(assigned.receiver, indent)
      return [.insert(text, at: insertAt, in: file.path, rule: rule)]
    }
    // Laid out like the code around it: one statement per line, indented one level in from the
    // line that holds the expression (the file's own indentation unit), the closing brace back.
    let outer = file.indentation(at: Int(file.tokens[creation].start))
    let inner = outer + indentUnit(of: file)
    let expression = file.text(in: Int(file.tokens[creation].start)..<Int(file.tokens[end - 1].end))
      .split(separator: "\n", omittingEmptySubsequences: false)
      .joined(separator: "\n" + indentUnit(of: file))
    let wrapped =
      "{" + nl + inner + "let controller = " + expression + nl + inner + statement("controller", inner) + nl
      + inner + "return controller" + nl + outer + "}()"
    return [
      TextEdit(
        file: file.path, range: Int(file.tokens[creation].start)..<Int(file.tokens[end - 1].end),
        replacement: wrapped, rule: rule)
    ]
  }

  /// `let c = X(…)` (a local) or `c = X(…)` / `self.c = X(…)`: the receiver text to call on
  /// (`c?` when `c` is declared optional) and the token the statement starts at.
  static func assignee(of creation: Int, in file: SourceFile, index: SyntaxIndex)
    -> (receiver: String, statementStart: Int)?
  {
    guard creation >= 2, file.tokenIs(creation - 1, "=") else { return nil }
    // A declaration: `let c = …`, `let c: T = …`.
    if let variable = index.variables.first(where: { $0.initializer?.lowerBound == creation }) {
      guard !variable.isMember else { return nil }
      return (variable.name, variable.nameToken - 1)
    }
    // An assignment: the receiver is the dotted path before `=` on the same statement.
    var start = creation - 2
    guard file.kind(start) == .identifier else { return nil }
    let name = file.text(start)
    while start >= 2, file.kind(start - 1) == .dot, file.kind(start - 2) == .identifier { start -= 2 }
    guard
      file.tokens[start].startsLine || file.kind(start - 1) == .semicolon
        || file.kind(start - 1) == .openBrace
    else { return nil }
    var receiver = file.text(in: Int(file.tokens[start].start)..<Int(file.tokens[creation - 2].end))
    let declared = index.variables.first { $0.name == name && $0.isMember }
    if let type = declared?.typeRange, type.upperBound > type.lowerBound,
      file.text(type.upperBound - 1).hasSuffix("?")
    {
      receiver += "?"
    }
    return (receiver, start)
  }

  /// The file's indentation step: a tab when its lines are indented with tabs, else the smallest
  /// indentation its lines use (2, 3, 4…), else 4 spaces.
  static func indentUnit(of file: SourceFile) -> String {
    var smallest = Int.max
    for start in file.lineStarts {
      var end = start
      while end < file.bytes.count && file.bytes[end] == 0x20 { end += 1 }
      if end < file.bytes.count, file.bytes[end] == 0x09, end == start { return "\t" }
      let width = end - start
      // Lines of code only (a blank line or a doc comment's continuation says nothing).
      guard width > 0, end < file.bytes.count, file.bytes[end] != 0x0A, file.bytes[end] != 0x0D,
        file.bytes[end] != UInt8(ascii: "*")
      else { continue }
      smallest = min(smallest, width)
    }
    return String(repeating: " ", count: (2...8).contains(smallest) ? smallest : 4)
  }
}
