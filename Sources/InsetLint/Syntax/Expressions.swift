/// A postfix chain read from the tokens: a primary (`List`, `UIHostingConfiguration`,
/// `controller`), its call arguments and trailing closures, then `.name(args) { closure }` links:
/// how SwiftUI modifier chains and UIKit member calls look to a tokenizer.
public struct Chain: Sendable, Equatable {
  public struct Link: Sendable, Equatable {
    /// The `.` token.
    public let dot: Int
    /// The name token after the dot.
    public let name: Int
    /// The `(` of the call, if any.
    public let arguments: Int?
    /// The `{` of each trailing closure.
    public let closures: [Int]
    /// One past the link's last token.
    public let end: Int
  }

  /// The first token of the primary.
  public let start: Int
  /// The primary's name token (the last identifier of a dotted name).
  public let primary: Int
  public let primaryArguments: Int?
  public let primaryClosures: [Int]
  public let links: [Link]
  /// One past the last token.
  public let end: Int

  /// The links named `name`.
  public func links(named name: StaticString, in file: SourceFile) -> [Link] {
    links.filter { file.tokenIs($0.name, name) }
  }
}

/// Expression-level reading helpers over a tokenized file.
public enum Expressions {
  /// The call whose argument list holds token `i`, as the index of its name.
  public static func enclosingCall(of i: Int, _ file: SourceFile) -> Int? {
    var j = i - 1
    var depth = 0
    while j >= 0 {
      switch file.kind(j) {
      case .closeParen, .closeBracket, .closeBrace: depth += 1
      case .openParen, .openBracket:
        if depth == 0 {
          var k = j - 1
          if file.kind(j) == .openBracket, file.kind(k) == .openParen { k -= 1 }
          return file.kind(k) == .identifier ? k : nil
        }
        depth -= 1
      case .openBrace:
        if depth == 0 { return nil }
        depth -= 1
      default: break
      }
      j -= 1
    }
    return nil
  }

  /// The tokens of a function's return type (after `->`, before the body), if it declares one.
  public static func returnType(of function: FunctionDecl, in file: SourceFile) -> Range<Int>? {
    guard let body = function.bodyOpen else { return nil }
    var j = function.nameToken + 1
    if file.tokenIs(j, "<"), let end = Expressions.genericArgumentsEnd(file, at: j) { j = end }
    guard file.kind(j) == .openParen, let close = file.match(j) else { return nil }
    j = close + 1
    while j < body {
      if file.tokenIs(j, "->") { return (j + 1)..<body }
      j += 1
    }
    return nil
  }

  /// True when the token at `index` continues the previous line's expression rather than
  /// starting a new statement (`.modifier` on its own line, a binary operator, `else`).
  static func continues(_ file: SourceFile, at index: Int) -> Bool {
    let token = file.tokens[index]
    switch token.kind {
    case .dot: return true
    case .operator:
      let text = file.text(index)
      return text != "!" && text != "&" && text != "-" && text != "++" && text != "--"
    case .identifier:
      return file.tokenIs(index, "else") || file.tokenIs(index, "catch")
    default:
      break
    }
    if index > 0 {
      let previous = file.tokens[index - 1]
      if previous.kind == .operator || previous.kind == .comma || previous.kind == .dot
        || previous.kind == .colon
      {
        return true
      }
    }
    return false
  }

  /// One past the last token of the statement or expression starting at `start`: it ends at a
  /// new line that does not continue it, a `;`, a top-level `,`, or a bracket closing a group
  /// opened before `start`.
  public static func statementEnd(_ file: SourceFile, from start: Int) -> Int {
    var j = start
    while j < file.count {
      let token = file.tokens[j]
      if j > start && token.startsLine && !continues(file, at: j) { return j }
      switch token.kind {
      case .closeBrace, .closeParen, .closeBracket, .semicolon, .comma:
        return j
      case .openBrace, .openParen, .openBracket:
        guard let close = file.match(j) else { return j }
        j = close + 1
      default:
        j += 1
      }
    }
    return j
  }

  /// The statements directly inside the braces `open`…its partner, as token ranges.
  public static func statements(_ file: SourceFile, inBraces open: Int) -> [Range<Int>] {
    guard let close = file.match(open) else { return [] }
    var result: [Range<Int>] = []
    var j = open + 1
    // A closure's `x, y in` header is not a statement.
    if let header = closureHeaderEnd(file, open: open) { j = header }
    while j < close {
      let kind = file.tokens[j].kind
      if kind == .semicolon || kind == .comma {
        j += 1
        continue
      }
      let end = max(statementEnd(file, from: j), j + 1)
      result.append(j..<min(end, close))
      j = end
    }
    return result
  }

  /// For a statement of a `switch` that starts with `case …:` or `default:`, the index after the
  /// label's colon (brackets in the pattern skipped), before `end`; nil for any other statement.
  public static func caseLabelEnd(_ file: SourceFile, at start: Int, before end: Int) -> Int? {
    guard file.tokenIs(start, "case") || file.tokenIs(start, "default") else { return nil }
    var head = start
    while head < end && file.kind(head) != .colon {
      if let partner = file.match(head), partner > head { head = partner }
      head += 1
    }
    return head + 1
  }

  /// The index after `in` when the closure opening at `open` has a parameter header.
  public static func closureHeaderEnd(_ file: SourceFile, open: Int) -> Int? {
    guard let close = file.match(open) else { return nil }
    var j = open + 1
    while j < close {
      let token = file.tokens[j]
      if token.kind == .identifier && file.tokenIs(j, "in") { return j + 1 }
      if token.startsLine && j > open + 1 { return nil }
      switch token.kind {
      case .identifier, .comma, .colon, .dot, .attribute: j += 1
      case .operator where file.tokenIs(j, "->") || file.text(j).allSatisfy({ "<>?!".contains($0) }): j += 1
      case .openParen, .openBracket:
        guard let end = file.match(j) else { return nil }
        j = end + 1
      default: return nil
      }
    }
    return nil
  }

  /// Reads the chain starting at `start` (an identifier, or `.` for an implicit member).
  public static func chain(_ file: SourceFile, at start: Int) -> Chain? {
    guard start < file.count else { return nil }
    var j = start
    var primary = start
    if file.kind(j) == .dot { j += 1 }
    guard file.kind(j) == .identifier || file.kind(j) == .number || file.kind(j) == .string else {
      return nil
    }
    primary = j
    j += 1
    // Dotted type names `SwiftUI.List`: fold only uppercase components into the primary.
    while file.kind(j) == .dot, file.kind(j + 1) == .identifier, isUpperCamel(file, j + 1),
      isUpperCamel(file, primary)
    {
      primary = j + 1
      j += 2
    }
    if file.kind(j) == .operator, file.bytes[Int(file.tokens[j].start)] == 0x3C, !file.tokens[j].startsLine {
      // Generic arguments `UIHostingController<Content>(`.
      let end = genericArgumentsEnd(file, at: j)
      if let end, file.kind(end) == .openParen { j = end }
    }
    var arguments: Int?
    if file.kind(j) == .openParen, !file.tokens[j].startsLine, let close = file.match(j) {
      arguments = j
      j = close + 1
    }
    var closures: [Int] = []
    j = trailingClosures(file, from: j, into: &closures)
    var links: [Chain.Link] = []
    // Open `#if` blocks of postfix members (`#if os(iOS) .background(.card) #endif`): their links
    // are the chain's, each branch's; readers that care keep the branch that compiles for iOS.
    var postfixBlocks = 0
    while j < file.count {
      if file.kind(j) == .pound {
        if file.tokenIs(j, "#if"), Self.lineAfter(file, j).map({ file.kind($0) == .dot }) == true {
          postfixBlocks += 1
          j = Self.lineAfter(file, j)!
          continue
        }
        if postfixBlocks > 0, file.tokenIs(j, "#elseif") || file.tokenIs(j, "#else") {
          j = Self.lineAfter(file, j) ?? file.count
          continue
        }
        if postfixBlocks > 0, file.tokenIs(j, "#endif") {
          postfixBlocks -= 1
          j += 1
          continue
        }
      }
      var k = j
      // Postfix `?` / `!` before a member access.
      while file.isUnwrap(k) { k += 1 }
      guard file.kind(k) == .dot, file.kind(k + 1) == .identifier || file.kind(k + 1) == .number else {
        break
      }
      let dot = k
      let name = k + 1
      k += 2
      var linkArguments: Int?
      if file.kind(k) == .openParen, !file.tokens[k].startsLine, let close = file.match(k) {
        linkArguments = k
        k = close + 1
      }
      var linkClosures: [Int] = []
      k = trailingClosures(file, from: k, into: &linkClosures)
      links.append(Chain.Link(dot: dot, name: name, arguments: linkArguments, closures: linkClosures, end: k))
      j = k
    }
    return Chain(
      start: start, primary: primary, primaryArguments: arguments, primaryClosures: closures, links: links,
      end: j)
  }

  /// The value of a condition binding (`if let x = v {`, `guard let x = v else`, `if let a = v,
  /// let b = w`) within `range`, the tokens after its `=`: it ends before the body, the `else` or
  /// the next condition (brackets skipped).
  public static func conditionValue(_ file: SourceFile, in range: Range<Int>) -> Range<Int> {
    var k = range.lowerBound
    while k < range.upperBound, file.kind(k) != .openBrace, file.kind(k) != .comma, !file.tokenIs(k, "else") {
      if let partner = file.match(k), partner > k { k = partner }
      k += 1
    }
    return range.lowerBound..<k
  }

  /// The first token on a line after the line of token `j` (the end of a directive's condition).
  static func lineAfter(_ file: SourceFile, _ j: Int) -> Int? {
    var k = j + 1
    while k < file.count, !file.tokens[k].startsLine { k += 1 }
    return k < file.count ? k : nil
  }

  /// `{ … }` and labelled `label: { … }` trailing closures from `j`; returns the index after them.
  static func trailingClosures(_ file: SourceFile, from start: Int, into closures: inout [Int]) -> Int {
    var j = start
    if file.kind(j) == .openBrace, !file.tokens[j].startsLine, let close = file.match(j) {
      closures.append(j)
      j = close + 1
      while file.kind(j) == .identifier, file.kind(j + 1) == .colon, file.kind(j + 2) == .openBrace,
        let close = file.match(j + 2)
      {
        closures.append(j + 2)
        j = close + 1
      }
    }
    return j
  }

  /// The index after the generic argument clause starting at the `<` token `start`, or nil when
  /// it is a comparison (it meets something a type cannot hold).
  public static func genericArgumentsEnd(_ file: SourceFile, at start: Int) -> Int? {
    var depth = 0
    var j = start
    while j < file.count {
      let token = file.tokens[j]
      switch token.kind {
      case .operator:
        for byte in UnsafeBufferPointer(rebasing: file.bytes[token.range]) {
          switch byte {
          case 0x3C: depth += 1
          case 0x3E: depth -= 1
          case 0x3F, 0x21, 0x2E: break  // ? ! . in `Int?`, `Foo.Bar`
          default: if byte != 0x2D { return nil }  // `->` in function types
          }
        }
        if depth == 0 { return j + 1 }
      case .identifier, .dot, .comma, .colon: break
      case .openParen, .openBracket:
        guard let close = file.match(j) else { return nil }
        j = close
      default: return nil
      }
      j += 1
    }
    return nil
  }

  /// True for a framework type's name (`UIScreen`, `NSValue`, `CGRect`, `CALayer`): three capitals,
  /// a prefix Apple's frameworks use and an app's own types rarely do.
  public static func isFrameworkTypeName(_ name: String) -> Bool {
    name.utf8.prefix(3).count == 3 && name.utf8.prefix(3).allSatisfy { $0 >= 0x41 && $0 <= 0x5A }
  }

  /// The edges and sizes a layout operator constrains (`$0.bottom == …`, `view.width <= …`).
  static let constrainedAttributes: Set<String> = [
    "top", "bottom", "leading", "trailing", "left", "right", "height", "width", "centerX", "centerY",
    "center", "edges", "size", "horizontalEdges", "verticalEdges", "firstBaseline", "lastBaseline",
  ]

  /// True when the tokens from `start` spell a constraint written with a layout operator: a view's
  /// edge or size, then `==`, `<=` or `>=` (MacaroonUIKit and SnapKit operator extensions'
  /// `$0.bottom == theme.padding + inset`, Cartography's `view.top == superview.top + 20`,
  /// Anchorage's `label.leadingAnchor == view.leadingAnchor + 16`). Swift warns about a bare
  /// comparison whose result is unused, so a statement that is one lays something out.
  public static func isConstraintOperatorStatement(at start: Int, _ file: SourceFile) -> Bool {
    guard file.kind(start) == .identifier else { return false }
    var k = start
    while file.kind(k + 1) == .dot, file.kind(k + 2) == .identifier { k += 2 }
    guard k > start, file.kind(k + 1) == .operator else { return false }
    let op = file.text(k + 1)
    guard op == "==" || op == "<=" || op == ">=" else { return false }
    let attribute = file.text(k)
    return constrainedAttributes.contains(attribute) || attribute.hasSuffix("Anchor")
  }

  public static func isUpperCamel(_ file: SourceFile, _ index: Int) -> Bool {
    guard file.kind(index) == .identifier else { return false }
    return startsUpperCamel(file.bytes[Int(file.tokens[index].start)])
  }

  /// An ASCII capital: how a type's or a view's name starts.
  @inline(__always) static func startsUpperCamel(_ byte: UInt8) -> Bool { byte >= 0x41 && byte <= 0x5A }

  /// The tokens `isUpperCamel` holds for, in order, found in one pass over the tokens: the view
  /// model's reader looks for the views a file makes among them, three times a file, and asking
  /// every token each time cost more than the looking.
  public static func upperCamelTokens(_ file: SourceFile) -> [Int] {
    var found: [Int] = []
    file.tokens.withUnsafeBufferPointer { tokens in
      for (j, token) in tokens.enumerated()
      where token.kind == .identifier && startsUpperCamel(file.bytes[Int(token.start)]) {
        found.append(j)
      }
    }
    return found
  }

  /// True for a name written in capitals with an underscore (`SAFEAREA_BOTTOM_HEIGHT`,
  /// `STATUS_BAR_HEIGHT`): an old-style global function or constant, never a type.
  public static func isScreamingSnake(_ file: SourceFile, _ index: Int) -> Bool {
    guard file.kind(index) == .identifier else { return false }
    var underscore = false
    for byte in file.bytes[Int(file.tokens[index].start)..<Int(file.tokens[index].end)] {
      if byte >= 0x61 && byte <= 0x7A { return false }
      if byte == 0x5F { underscore = true }
    }
    return underscore && isUpperCamel(file, index)
  }

  /// The first token of the chain that the `.` at `dot` belongs to, walking back over calls,
  /// closures, subscripts and member accesses.
  public static func chainStart(_ file: SourceFile, beforeDot dot: Int) -> Int {
    var j = dot - 1
    var start = dot
    while j >= 0 {
      let token = file.tokens[j]
      switch token.kind {
      case .operator where file.isUnwrap(j):
        j -= 1
        continue
      case .closeParen, .closeBracket:
        guard let open = file.match(j) else { return start }
        j = open - 1
        continue
      case .closeBrace:
        guard let open = file.match(j) else { return start }
        start = open
        j = open - 1
        // A labelled trailing closure `} label: {`.
        if file.kind(j) == .colon, file.kind(j - 1) == .identifier, file.kind(j - 2) == .closeBrace {
          j -= 2
        }
        continue
      case .identifier, .number, .string:
        start = j
        if file.kind(j - 1) == .dot {
          j -= 2
          continue
        }
        if file.kind(j - 1) == .operator, file.tokens[j - 1].end == token.start,
          file.bytes[Int(file.tokens[j - 1].start)] == 0x3C
        {
          return start
        }
        return start
      case .operator where file.bytes[Int(token.start)] == 0x3E:
        // `Type<Arg>(…)`: step back over the generic arguments.
        var k = j
        var depth = 0
        while k >= 0 {
          if file.kind(k) == .operator {
            for byte in file.text(k).utf8 {
              if byte == 0x3E { depth += 1 } else if byte == 0x3C { depth -= 1 }
            }
            if depth == 0 { break }
          }
          k -= 1
        }
        j = k - 1
        continue
      case .dot:
        // Implicit member `.padding()` at the head of a chain.
        return j
      default:
        return start
      }
    }
    return start
  }

  /// Visits the brackets that enclose token `index` (each `(`, `[` or `{` left open before it),
  /// innermost first, until `visit` answers; nil when none does, or at an unmatched bracket.
  public static func firstEnclosing<T>(_ index: Int, in file: SourceFile, _ visit: (Int) -> T?) -> T? {
    var j = index - 1
    while j >= 0 {
      switch file.kind(j) {
      case .closeBrace, .closeParen, .closeBracket:
        guard let open = file.match(j), open < j else { return nil }
        j = open - 1
        continue
      case .openBrace, .openParen, .openBracket:
        if let answer = visit(j) { return answer }
      default: break
      }
      j -= 1
    }
    return nil
  }

  /// The chain whose links include the `.` at `dot`.
  public static func chain(_ file: SourceFile, containingDot dot: Int) -> Chain? {
    chain(file, at: chainStart(file, beforeDot: dot))
  }

  /// The parameters of the declaration whose parameter list opens at `open` (`(_ n: Int, in
  /// window: UIWindow?)`): each one's own name (the name before its colon) and the tokens after
  /// the colon, its type and any default (`CGFloat = Layout.margin`).
  public static func parameters(_ file: SourceFile, open: Int) -> [(name: String, type: Range<Int>)] {
    guard let end = file.match(open) else { return [] }
    var result: [(name: String, type: Range<Int>)] = []
    var k = open + 1
    while k < end {
      if let partner = file.match(k), partner > k {
        k = partner + 1
        continue
      }
      if file.kind(k) == .colon, file.kind(k - 1) == .identifier {
        var typeEnd = k + 1
        while typeEnd < end, file.kind(typeEnd) != .comma {
          typeEnd = file.match(typeEnd).map { $0 + 1 } ?? typeEnd + 1
        }
        result.append((file.text(k - 1), (k + 1)..<typeEnd))
        // The rest up to the comma is the type and its default (`a ? b : c` holds no parameter).
        k = typeEnd
        continue
      }
      k += 1
    }
    return result
  }

  /// The argument label tokens of the call whose `(` is `open`: [(label, first value token)].
  public static func arguments(_ file: SourceFile, open: Int) -> [(label: String?, value: Range<Int>)] {
    argumentSpans(file, open: open).map { ($0.label.map { file.text($0) }, $0.value) }
  }

  /// `arguments` without strings: each label's token (nil when unlabelled) and the value's tokens,
  /// for callers that compare labels with `tokenIs` or ignore them.
  public static func argumentSpans(_ file: SourceFile, open: Int) -> [(label: Int?, value: Range<Int>)] {
    guard let close = file.match(open) else { return [] }
    // (Labelled as returned: an array of unlabelled tuples is converted element by element, each
    // a dynamic cast, when it is returned as labelled ones.)
    var result: [(label: Int?, value: Range<Int>)] = []
    var j = open + 1
    while j < close {
      var label: Int?
      if file.kind(j) == .identifier, file.kind(j + 1) == .colon {
        label = j
        j += 2
      }
      let start = j
      while j < close && file.kind(j) != .comma {
        if let partner = file.match(j), partner > j { j = partner }
        j += 1
      }
      result.append((label, start..<j))
      j += 1
    }
    return result
  }

  /// `(label name: Type, …)` after a function's name: external label, internal name and the
  /// type's first name, if it is one (`Keyboard?` → `Keyboard`).
  public static func parameters(after name: Int, before open: Int, _ file: SourceFile) -> [(
    label: String, name: String, type: String?
  )] {
    guard let paren = (name..<open).first(where: { file.kind($0) == .openParen }),
      let close = file.match(paren)
    else {
      return []
    }
    var result: [(label: String, name: String, type: String?)] = []
    var start = paren + 1
    var j = paren + 1
    while j <= close {
      if j == close || (file.kind(j) == .comma) {
        if let colon = (start..<j).first(where: { file.kind($0) == .colon }), colon > start {
          let inner = file.text(colon - 1)
          let external = colon - 1 > start ? file.text(start) : inner
          let type = ((colon + 1)..<j).first { Expressions.isUpperCamel(file, $0) }.map { file.text($0) }
          result.append((external, inner, type))
        }
        start = j + 1
      } else if let partner = file.match(j), partner > j {
        j = partner
      }
      j += 1
    }
    return result
  }
}
