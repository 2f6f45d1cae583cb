/// The structural index of one file, built in one pass over its tokens: type declarations with
/// their inheritance, functions, variables. Rules ask it where things are; expressions (calls,
/// member assignments, modifier chains, closures) are read on demand from the tokens around a
/// place, with `SourceFile.match` to jump over bracketed groups.
/// A class of constants rather than a struct: rules ask a file's context for its index hundreds of
/// thousands of times a lint, and each copy of a struct of eleven arrays retained and released each.
public final class SyntaxIndex: Sendable {
  public let types: [TypeDecl]
  public let functions: [FunctionDecl]
  public let variables: [VariableDecl]

  static let modifierWordList: [StaticString] = [
    "public", "private", "fileprivate", "internal", "open", "package", "static", "class", "final",
    "override", "convenience", "required", "mutating", "nonmutating", "lazy", "weak", "unowned", "dynamic",
    "optional", "indirect", "nonisolated", "isolated", "consuming", "borrowing", "distributed",
    "prefix", "postfix", "infix",
  ]
  static let modifierWords = Set(modifierWordList.map(\.description))
  /// `modifierWords`, matched against a token's bytes: every declaration's modifiers are read, and a
  /// string made of each word before them only to be hashed cost more than the rest of the read.
  static let modifierWordSet = WordSet(modifierWordList)

  /// `typesOnly`: the type declarations alone (functions and variables left out), for a file
  /// read only for the classes it declares.
  public init(_ file: SourceFile, typesOnly: Bool = false) {
    var builder = Builder(file: file, typesOnly: typesOnly)
    builder.run()
    types = builder.types
    functions = builder.functions
    variables = builder.variables
    let types = builder.types
    let functions = builder.functions
    typeNesting = BodyNesting(types.indices.map { ($0, types[$0].bodyOpen, types[$0].bodyClose) })
    functionNesting = BodyNesting(
      functions.indices.compactMap { k in
        functions[k].bodyOpen.flatMap { open in functions[k].bodyClose.map { (k, open, $0) } }
      })
  }

  /// The bodies of the types and functions, nested, for a lookup in logarithmic time (nil when
  /// the braces do not nest, where the scan below answers).
  let typeNesting: BodyNesting?
  let functionNesting: BodyNesting?

  /// The innermost type whose body holds `token`.
  /// (Rules ask this for many tokens: the declarations' fields are read in place, not copied.)
  public func enclosingType(of token: Int) -> Int? {
    if let typeNesting { return typeNesting.innermost(holding: token) }
    var best: Int?
    var bestOpen = Int.min
    for index in types.indices {
      let open = types[index].bodyOpen
      guard token > open, token < types[index].bodyClose, best == nil || bestOpen <= open else { continue }
      best = index
      bestOpen = open
    }
    return best
  }

  /// The innermost function whose body holds `token`.
  public func enclosingFunction(of token: Int) -> FunctionDecl? {
    if let functionNesting { return functionNesting.innermost(holding: token).map { functions[$0] } }
    var best: Int?
    var bestOpen = Int.min
    for index in functions.indices {
      guard let open = functions[index].bodyOpen, let close = functions[index].bodyClose, token > open,
        token < close, best == nil || bestOpen <= open
      else { continue }
      best = index
      bestOpen = open
    }
    return best.map { functions[$0] }
  }

  /// Types declared with this name (and extensions of it) in this file.
  public func types(named name: String) -> [TypeDecl] { types.filter { $0.name == name } }
}

/// Declaration bodies (brace pairs) sorted by their opening brace, each with the innermost body
/// around it: the innermost body holding a token is found by a binary search and a walk outwards,
/// not a scan of every declaration (a generated file declares thousands).
struct BodyNesting: Sendable {
  private let declarations: [Int]
  private let opens: [Int]
  private let closes: [Int]
  private let parents: [Int]

  /// Nil when two bodies overlap without one holding the other (unbalanced braces).
  init?(_ bodies: [(declaration: Int, open: Int, close: Int)]) {
    let sorted = bodies.filter { $0.open < $0.close }.sorted { $0.open < $1.open }
    var parents: [Int] = []
    var stack: [Int] = []
    parents.reserveCapacity(sorted.count)
    for (position, body) in sorted.enumerated() {
      while let top = stack.last, sorted[top].close < body.open { stack.removeLast() }
      if let top = stack.last, body.close >= sorted[top].close { return nil }
      parents.append(stack.last ?? -1)
      stack.append(position)
    }
    declarations = sorted.map(\.declaration)
    opens = sorted.map(\.open)
    closes = sorted.map(\.close)
    self.parents = parents
  }

  /// The declaration whose body holds `token` (strictly between its braces), innermost first.
  func innermost(holding token: Int) -> Int? {
    // The last body opening before the token, then outwards until one closes after it.
    var low = 0
    var high = opens.count
    while low < high {
      let middle = (low + high) / 2
      if opens[middle] < token { low = middle + 1 } else { high = middle }
    }
    var position = low - 1
    while position >= 0, closes[position] <= token { position = parents[position] }
    return position >= 0 ? declarations[position] : nil
  }
}

private struct Builder {
  let file: SourceFile
  var types: [TypeDecl] = []
  var functions: [FunctionDecl] = []
  var variables: [VariableDecl] = []
  /// Open type bodies (indices into `types`), innermost last.
  var typeStack: [Int] = []
  /// Close-brace indices of open function bodies, innermost last.
  var functionStack: [Int] = []
  /// Open braces, innermost last: a variable is a member when the innermost one is its type's body.
  var braceStack: [Int] = []

  let typesOnly: Bool

  init(file: SourceFile, typesOnly: Bool) {
    self.file = file
    self.typesOnly = typesOnly
  }

  mutating func run() {
    let tokens = file.tokens
    var i = 0
    while i < tokens.count {
      while let top = typeStack.last, types[top].bodyClose <= i { typeStack.removeLast() }
      while let top = functionStack.last, top <= i { functionStack.removeLast() }
      let token = tokens[i]
      guard token.kind == .identifier else {
        if token.kind == .openBrace {
          braceStack.append(i)
        } else if token.kind == .closeBrace, !braceStack.isEmpty {
          braceStack.removeLast()
        }
        i += 1
        continue
      }
      let first = file.bytes[Int(token.start)]
      if typesOnly && first != 0x63 {  // only `class` is asked for
        i += 1
        continue
      }
      switch first {
      case 0x63, 0x73, 0x65, 0x70, 0x61:  // c s e p a: class struct enum extension protocol actor
        if let kind = typeKind(at: i), let declared = typeDecl(kind, at: i) {
          types.append(declared)
          typeStack.append(types.count - 1)
          i = declared.nameToken + 1
          continue
        }
      case 0x66, 0x69:  // f i: func init
        if file.tokenIs(i, "func") || file.tokenIs(i, "init") {
          if let declared = function(at: i) {
            functions.append(declared)
            if let close = declared.bodyClose { functionStack.append(close) }
          }
        }
      default: break
      }
      if first == 0x76 || first == 0x6C {  // v l: var let
        if file.tokenIs(i, "var") || file.tokenIs(i, "let") { variable(at: i) }
      }
      if first == 0x73 && file.tokenIs(i, "subscript"), let declared = function(at: i) {
        functions.append(declared)
      }
      i += 1
    }
  }

  func typeKind(at i: Int) -> TypeDecl.Kind? {
    let kind: TypeDecl.Kind
    if file.tokenIs(i, "class") {
      kind = .class
    } else if file.tokenIs(i, "struct") {
      kind = .struct
    } else if file.tokenIs(i, "enum") {
      kind = .enum
    } else if file.tokenIs(i, "extension") {
      kind = .extension
    } else if file.tokenIs(i, "protocol") {
      kind = .protocol
    } else if file.tokenIs(i, "actor") {
      kind = .actor
    } else {
      return nil
    }
    // `x.class`, `class func`, `class var`: not declarations.
    if i > 0 && file.kind(i - 1) == .dot { return nil }
    guard file.kind(i + 1) == .identifier else { return nil }
    if kind == .class || kind == .actor {
      let next = file.text(i + 1)
      if SyntaxIndex.modifierWords.contains(next)
        || ["func", "var", "let", "subscript", "init"].contains(next)
      {
        return nil
      }
    }
    return kind
  }

  /// Skips a generic clause starting at `i` (a `<` operator token); returns the index after it and
  /// the identifiers directly inside (parameters or arguments, at depth 1).
  func genericClause(at i: Int) -> (end: Int, names: [String]) {
    var depth = 0
    var j = i
    var names: [String] = []
    var expectName = true
    while j < file.count {
      let token = file.tokens[j]
      if token.kind == .operator {
        var last: UInt8 = 0
        for byte in UnsafeBufferPointer(rebasing: file.bytes[token.range]) {
          if byte == 0x3C { depth += 1 } else if byte == 0x3E { depth -= 1 }
          last = byte
        }
        if depth <= 0 { return (j + 1, names) }
        expectName = last == 0x3C
      } else if token.kind == .comma {
        if depth == 1 { expectName = true }
      } else if token.kind == .identifier {
        if depth == 1 && expectName { names.append(file.text(j)) }
        expectName = false
      } else if token.kind == .openParen || token.kind == .openBracket {
        j = file.match(j) ?? j
      } else if token.kind == .openBrace || token.kind == .closeBrace || token.kind == .closeParen {
        return (j, names)
      }
      j += 1
    }
    return (j, names)
  }

  func isOpenAngle(_ i: Int) -> Bool {
    file.kind(i) == .operator && file.bytes[Int(file.tokens[i].start)] == 0x3C
  }

  func typeDecl(_ kind: TypeDecl.Kind, at i: Int) -> TypeDecl? {
    var j = i + 1
    var name = file.text(j)
    j += 1
    // Dotted extension names: keep the last component.
    while file.kind(j) == .dot && file.kind(j + 1) == .identifier {
      name = file.text(j + 1)
      j += 2
    }
    let nameToken = j - 1
    var generics: [String] = []
    if isOpenAngle(j) {
      let clause = genericClause(at: j)
      generics = clause.names
      j = clause.end
    }
    var inherits: [String] = []
    var arguments: [[String]] = []
    if file.kind(j) == .colon {
      j += 1
      var current: String?
      var currentArgs: [String] = []
      while j < file.count {
        let kind = file.tokens[j].kind
        if kind == .openBrace || file.tokenIs(j, "where") { break }
        if kind == .identifier {
          current = file.text(j)
          currentArgs = []
        } else if isOpenAngle(j) {
          let clause = genericClause(at: j)
          currentArgs = clause.names
          j = clause.end
          continue
        } else if kind == .comma {
          if let current { inherits.append(current) }
          arguments.append(currentArgs)
          current = nil
        } else if kind == .openParen {
          j = file.match(j) ?? j
        } else if kind != .dot && kind != .operator {
          break
        }
        j += 1
      }
      if let current {
        inherits.append(current)
        arguments.append(currentArgs)
      }
    }
    // The body: the next `{` (after a possible `where` clause).
    while j < file.count && file.tokens[j].kind != .openBrace {
      let kind = file.tokens[j].kind
      if kind == .closeBrace || kind == .semicolon { return nil }
      if kind == .openParen || kind == .openBracket { j = file.match(j) ?? j }
      j += 1
    }
    guard j < file.count, let close = file.match(j) else { return nil }
    return TypeDecl(
      kind: kind, name: name, nameToken: nameToken, genericParameters: generics, inherits: inherits,
      inheritedArguments: arguments, bodyOpen: j, bodyClose: close, parent: typeStack.last)
  }

  /// Modifiers and attributes written before the declaration keyword at `i`.
  /// A set of words declarations were given before (`@State private`) is taken from
  /// `ModifierSets`: an app's declarations repeat a few of them, and a set made and hashed for each
  /// cost more than the rest of reading the declaration. Other words (a rare attribute) make their
  /// set anew.
  func modifiers(before i: Int) -> Set<String> {
    var words: UInt64 = 0
    var j = i - 1
    while j >= 0 {
      let token = file.tokens[j]
      if token.kind == .closeParen, let open = file.match(j), open > 0, file.kind(open - 1) == .identifier {
        j = open - 1
        continue
      }
      guard token.kind == .attribute || token.kind == .identifier else { break }
      let word = ModifierSets.word(j, file)
      // A modifier word as an identifier, an attribute as one: any other attribute makes its set
      // anew (below), any other word ends the modifiers.
      guard word >= 0, (token.kind == .attribute) == (word >= ModifierSets.modifierWordCount) else {
        if token.kind == .attribute { return readModifiers(before: i) }
        break
      }
      words |= 1 << UInt64(word)
      j -= 1
    }
    if words == 0 { return [] }
    return ModifierSets.set(words)
  }

  /// `modifiers(before:)` read anew: each attribute and modifier word's text in a set.
  func readModifiers(before i: Int) -> Set<String> {
    var result: Set<String> = []
    var j = i - 1
    while j >= 0 {
      let token = file.tokens[j]
      if token.kind == .closeParen, let open = file.match(j), open > 0, file.kind(open - 1) == .identifier {
        // `private(set)`, `@available(...)`
        j = open - 1
        continue
      }
      if token.kind == .attribute {
        result.insert(file.text(j))
      } else if token.kind == .identifier, file.tokenIs(j, in: SyntaxIndex.modifierWordSet) {
        result.insert(file.text(j))
      } else {
        break
      }
      j -= 1
    }
    return result
  }

  func function(at i: Int) -> FunctionDecl? {
    let kind: FunctionDecl.Kind
    var name: String
    var j = i + 1
    if file.tokenIs(i, "func") {
      guard j < file.count, file.tokens[j].kind == .identifier || file.tokens[j].kind == .operator else {
        return nil
      }
      kind = .function
      name = file.text(j)
      j += 1
    } else if file.tokenIs(i, "init") {
      // `super.init(`, `Foo.init(`, `self.init(` are calls.
      if i > 0 && file.kind(i - 1) == .dot { return nil }
      kind = .initializer
      name = "init"
      if file.kind(j) == .operator { j += 1 }  // init? init!
    } else {
      kind = .subscript
      name = "subscript"
    }
    if isOpenAngle(j) { j = genericClause(at: j).end }
    guard file.kind(j) == .openParen, let close = file.match(j) else { return nil }
    let labels = parameterLabels(open: j, close: close)
    j = close + 1
    // Effects, return type and where clause up to the body; a new line that starts another
    // declaration means there is no body (a protocol requirement).
    var bodyOpen: Int?
    while j < file.count {
      let token = file.tokens[j]
      if token.kind == .openBrace {
        bodyOpen = j
        break
      }
      if token.kind == .closeBrace || token.kind == .semicolon { break }
      if token.startsLine && token.kind == .identifier
        && !(file.tokenIs(j, "where") || file.tokenIs(j, "throws") || file.tokenIs(j, "async")
          || file.tokenIs(j, "rethrows"))
      {
        if j > 0, file.kind(j - 1) != .operator, file.kind(j - 1) != .colon, file.kind(j - 1) != .comma {
          break
        }
      }
      if token.kind == .attribute { break }
      if token.kind == .openParen || token.kind == .openBracket { j = file.match(j) ?? j }
      j += 1
    }
    let bodyClose = bodyOpen.flatMap { file.match($0) }
    return FunctionDecl(
      kind: kind, name: name, labels: labels, modifiers: modifiers(before: i),
      nameToken: i + (kind == .function ? 1 : 0),
      bodyOpen: bodyClose == nil ? nil : bodyOpen, bodyClose: bodyClose,
      owner: typeStack.last)
  }

  /// External labels of a parameter clause `(a b: T, _ c: U, d: V = x)`.
  func parameterLabels(open: Int, close: Int) -> [String] {
    var labels: [String] = []
    var j = open + 1
    var expectLabel = true
    while j < close {
      let token = file.tokens[j]
      switch token.kind {
      case .comma:
        expectLabel = true
      case .identifier where expectLabel:
        labels.append(file.text(j))
        expectLabel = false
      case .attribute:
        break
      case .openParen, .openBracket, .openBrace:
        j = file.match(j) ?? j
        expectLabel = false
      case .operator where isOpenAngle(j):
        j = genericClause(at: j).end - 1
      default:
        expectLabel = false
      }
      j += 1
    }
    return labels
  }

  mutating func variable(at i: Int) {
    // `case let .x(y)`, `let (a, b)`: patterns, not simple declarations.
    guard file.kind(i + 1) == .identifier else { return }
    if i > 0 && file.kind(i - 1) == .dot { return }
    let nameToken = i + 1
    var j = i + 2
    var typeRange: Range<Int>?
    var initializer: Range<Int>?
    var bodyOpen: Int?
    var bodyClose: Int?
    if file.kind(j) == .colon {
      let start = j + 1
      j = start
      var angle = 0
      while j < file.count {
        let token = file.tokens[j]
        if token.kind == .operator {
          let text = file.text(j)
          if text == "=" && angle == 0 { break }
          for byte in text.utf8 {
            if byte == 0x3C { angle += 1 } else if byte == 0x3E { angle -= 1 }
          }
        } else if token.kind == .openBrace || token.kind == .closeBrace || token.kind == .semicolon {
          break
        } else if token.kind == .comma && angle <= 0 {
          break
        } else if token.startsLine && j > start && angle <= 0 {
          break
        } else if token.kind == .openParen || token.kind == .openBracket {
          j = file.match(j) ?? j
        }
        j += 1
      }
      typeRange = start..<j
    }
    if file.kind(j) == .operator && file.tokenIs(j, "=") {
      let start = j + 1
      let end = Expressions.statementEnd(file, from: start)
      initializer = start..<end
      j = end
    } else if file.kind(j) == .openBrace, let close = file.match(j) {
      bodyOpen = j
      bodyClose = close
    }
    let owner = typeStack.last
    let isMember = owner.map { braceStack.last == types[$0].bodyOpen } ?? false
    variables.append(
      VariableDecl(
        name: file.text(nameToken), nameToken: nameToken, isLet: file.tokenIs(i, "let"),
        modifiers: modifiers(before: i), typeRange: typeRange, initializer: initializer, bodyOpen: bodyOpen,
        bodyClose: bodyClose, owner: owner, isMember: isMember, isFileScope: braceStack.isEmpty))
  }
}
