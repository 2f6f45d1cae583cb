import InsetLint

/// How `window-safe-area-read` follows a window or its insets by declaration: into the closures and
/// key paths a window expression is mapped with, to bare uses of a helper declared at file scope or
/// in an extension, and from an environment value's default to the views that read it.
extension WindowSafeAreaReadRule {
  /// Where the base of `chain` (the tokens before a `.safeAreaInsets` at `token`) comes from besides
  /// itself: the initializer of the local it names, and, when it starts from a closure's parameter
  /// (`.map { $0.safeAreaInsets.top }`, `.compactMap { ($0 as? UIWindowScene)?.keyWindow?… }`) or is
  /// a key path (`.map(\.safeAreaInsets)`), the receiver the closure or key path is applied to (and
  /// that receiver's local initializer).
  /// Locals are followed through up to `localHops` bindings (`let scenes = UIApplication.shared
  /// .connectedScenes`, `let scene = scenes.first as? UIWindowScene`, `guard let window =
  /// scene?.windows.first`).
  static func origins(of chain: Range<Int>, at token: Int, _ file: SourceFile) -> [Range<Int>] {
    var result: [Range<Int>] = []
    func follow(_ start: Range<Int>) {
      var current = start
      for _ in 0..<localHops {
        guard let binding = localBinding(of: current, file) else { return }
        result.append(binding)
        current = binding
      }
    }
    follow(chain)
    if let receiver = appliedReceiver(of: chain, at: token, file) {
      result.append(receiver)
      follow(receiver)
    }
    return result
  }

  static let localHops = 4

  /// True when the chain, or where its base comes from, is a global window expression.
  static func readsGlobal(_ chain: Range<Int>, at token: Int, _ file: SourceFile) -> Bool {
    isGlobal(chain, file) || origins(of: chain, at: token, file).contains { isGlobal($0, file) }
  }

  /// The receiver a closure or key path holding the chain is applied to: `windows.first(where:
  /// \.isKeyWindow).map { $0.safeAreaInsets.top }` → `windows.first(where: \.isKeyWindow)`. Nil when
  /// the chain does not start from the closure's parameter.
  static func appliedReceiver(of chain: Range<Int>, at token: Int, _ file: SourceFile) -> Range<Int>? {
    if chain.count <= 1, file.kind(token - 1) == .dot, file.kind(token - 2) == .unknown,
      file.text(token - 2) == "\\"
    {
      return enclosingParen(of: token - 2, file).flatMap { calleeReceiver(of: $0, file) }
    }
    guard let open = ViewContent.enclosingBrace(of: token, in: file), isClosure(open, file) else {
      return nil
    }
    let parameters = closureParameters(open, file)
    guard
      chain.contains(where: { j in
        file.kind(j) == .identifier
          && (file.text(j).hasPrefix("$") || parameters.contains(file.text(j)))
      })
    else { return nil }
    if file.kind(open - 1) == .identifier, file.kind(open - 2) == .dot {
      return Expressions.chainStart(file, beforeDot: open - 2)..<(open - 2)
    }
    return enclosingParen(of: open, file).flatMap { calleeReceiver(of: $0, file) }
  }

  /// Where the value read at `token` is judged: at the read, or, when the read is the whole body of a
  /// closure applied to a window (`keyWindow.map { $0.safeAreaInsets.top } ?? 0`), where that
  /// closure's value goes: the statement the closure is written in.
  static func valueToken(of chain: Range<Int>, at token: Int, _ file: SourceFile) -> Int {
    guard let open = ViewContent.enclosingBrace(of: token, in: file), let close = file.match(open),
      appliedReceiver(of: chain, at: token, file) != nil
    else { return token }
    let start = Expressions.closureHeaderEnd(file, open: open) ?? open + 1
    let end = Expressions.statementEnd(file, from: start)
    return chain.lowerBound <= start && end >= close ? open : token
  }

  /// The names a closure's header declares (`{ window, _ in`), empty for `$0` closures.
  static func closureParameters(_ open: Int, _ file: SourceFile) -> [String] {
    guard let end = Expressions.closureHeaderEnd(file, open: open) else { return [] }
    return ((open + 1)..<(end - 1)).compactMap { j in
      file.kind(j) == .identifier && !file.tokenIs(j, "in") ? file.text(j) : nil
    }
  }

  /// The `(` of the argument list `token` sits in, within its statement.
  static func enclosingParen(of token: Int, _ file: SourceFile) -> Int? {
    var j = token - 1
    while j >= 0 {
      switch file.kind(j) {
      case .closeParen, .closeBracket, .closeBrace:
        guard let open = file.match(j), open < j else { return nil }
        j = open - 1
      case .openParen: return j
      case .openBrace, .openBracket, .semicolon: return nil
      default: j -= 1
      }
    }
    return nil
  }

  /// `receiver` in `receiver.name(` for the `(` at `paren`.
  static func calleeReceiver(of paren: Int, _ file: SourceFile) -> Range<Int>? {
    guard file.kind(paren - 1) == .identifier, file.kind(paren - 2) == .dot else { return nil }
    return Expressions.chainStart(file, beforeDot: paren - 2)..<(paren - 2)
  }

  /// The names each function of a file declares (its parameters, locals and closure parameters),
  /// found once per function asked about: a bare name one of them declares is that local, not
  /// another file's helper.
  final class FunctionNames {
    private let context: FileContext
    private let innermost: [Int32]
    private var names: [Int: Set<String>] = [:]

    init(_ context: FileContext) {
      self.context = context
      let functions = context.index.functions
      var innermost = [Int32](repeating: -1, count: context.file.count)
      // Outer functions first, so that a nested function's tokens end up its own.
      for k in functions.indices.sorted(by: { (functions[$0].bodyOpen ?? 0) < (functions[$1].bodyOpen ?? 0) })
      {
        guard let open = functions[k].bodyOpen, let close = functions[k].bodyClose, open < close else {
          continue
        }
        for j in open..<close { innermost[j] = Int32(k) }
      }
      self.innermost = innermost
    }

    /// True when the function around `token` declares `name`.
    func declares(_ name: String, at token: Int) -> Bool {
      let k = Int(innermost[token])
      guard k >= 0 else { return false }
      if let known = names[k] { return known.contains(name) }
      let file = context.file
      let function = context.index.functions[k]
      var found: Set<String> = []
      if let open = function.bodyOpen, let close = function.bodyClose {
        for j in function.nameToken..<open where file.kind(j + 1) == .colon && file.kind(j) == .identifier {
          found.insert(file.text(j))
        }
        for j in open..<close where file.kind(j) == .identifier {
          if file.tokenIs(j + 1, "in") || file.tokenIs(j - 1, "let") || file.tokenIs(j - 1, "var") {
            found.insert(file.text(j))
          }
        }
      }
      names[k] = found
      return found.contains(name)
    }
  }

  /// The edges of an insets value (`insets.top`): a bare name before one may be an insets helper.
  static let edgeWords: [StaticString] = ["top", "bottom", "left", "right", "leading", "trailing"]

  /// The keywords most often met where a bare name could stand, passed over before any lookup.
  /// (A `WordSet`: asked of every value-shaped name of a file, compared by length first.)
  static let commonKeywords = WordSet([
    "self", "let", "var", "return", "if", "guard", "else", "in", "case", "true", "false", "nil", "try",
    "await",
  ])

  /// Words that are never a helper's name.
  static let keywords: Set<String> = [
    "self", "Self", "super", "true", "false", "nil", "let", "var", "in", "return", "if", "else", "guard",
    "case",
    "switch", "for", "while", "func", "init", "try", "await", "as", "is", "some", "any", "where", "default",
    "break", "continue", "throw", "inout", "static", "do", "catch", "repeat", "defer", "get", "set",
    "newValue", "oldValue", "willSet", "didSet", "async", "throws", "rethrows", "lazy", "weak", "unowned",
    "private", "fileprivate", "public", "internal", "open", "final", "override", "mutating", "nonmutating",
    "import", "struct", "class", "enum", "extension", "protocol", "typealias", "actor", "subscript", "deinit",
    "convenience", "required", "indirect", "associatedtype", "operator", "precedencegroup", "fallthrough",
    "consuming", "borrowing", "each", "macro",
  ]

  /// The keys a bare name at `token` may stand for when it names a helper declared elsewhere
  /// (`.offset(bottomPadding * 2 / 3)` with `var bottomPadding: CGFloat { … }` at file scope in
  /// another file, or a member of an extension): nil when the name is declared here (a local, a
  /// parameter, a closure's parameter, a member of the type it is used in, or a declaration at
  /// file scope in this file, whose reads the name flow of this file follows).
  /// An upper-camel name standing alone as a value (`height: NavigationBarHeight)`, `- TopInset`):
  /// a global constant of the project's. A type used in an expression goes on with `.`, `(`, `<`,
  /// `[` or `{` (`UIEdgeInsets.zero`, `CGSize(…)`), and a helper key is never a type's name.
  static func isUpperCamelValue(_ file: SourceFile, _ token: Int) -> Bool {
    guard Expressions.isUpperCamel(file, token) else { return false }
    let next = file.kind(token + 1)
    return next != .dot && next != .openParen && next != .openBracket && next != .openBrace
      && !file.tokenIs(token + 1, "<")
  }

  static func bareHelperUse(
    at token: Int, _ context: FileContext, fileScope: Set<String>, checkScope: Bool
  ) -> [String]? {
    let file = context.file
    guard file.kind(token) == .identifier, file.kind(token - 1) != .dot, file.kind(token + 1) != .openParen,
      file.kind(token + 1) != .colon, file.kind(token + 1) != .openBrace, !file.tokenIs(token + 1, "="),
      !Expressions.isUpperCamel(file, token) || isUpperCamelValue(file, token)
    else { return nil }
    let name = file.text(token)
    guard !name.hasPrefix("$"), !name.hasPrefix("`"), !keywords.contains(name), !fileScope.contains(name),
      file.kind(token - 1) != .unknown, file.kind(token - 1) != .attribute
    else { return nil }
    let index = context.index
    let type = index.enclosingType(of: token)
    var keys = [name, "*." + name]
    if let type { keys.insert(index.types[type].name + "." + name, at: 0) }
    guard checkScope else { return keys }
    if let type {
      let typeName = index.types[type].name
      let member: (Int?) -> Bool = { owner in owner.map { index.types[$0].name == typeName } ?? false }
      if index.variables.contains(where: { $0.isMember && $0.name == name && member($0.owner) })
        || index.functions.contains(where: { $0.name == name && member($0.owner) })
      {
        return nil
      }
    }
    if isDeclaredLocally(name, before: token, context) { return nil }
    return keys
  }

  /// True when `name` is declared before `token` in its function (a local, a parameter, a closure's
  /// parameter, a loop or pattern variable), or in the closures around it at file scope.
  static func isDeclaredLocally(_ name: String, before token: Int, _ context: FileContext) -> Bool {
    let file = context.file
    var start = 0
    if let function = context.index.enclosingFunction(of: token), let open = function.bodyOpen {
      // The parameters: `(_ label name: Type, …)` before the body.
      for j in function.nameToken..<open where file.kind(j + 1) == .colon && file.text(j) == name {
        return true
      }
      start = open
    } else if let variable = context.index.variables.first(where: { v in
      v.bodyOpen.flatMap { o in v.bodyClose.map { (o..<$0).contains(token) } } ?? false
    }), let open = variable.bodyOpen {
      start = open
    } else if let type = context.index.enclosingType(of: token) {
      start = context.index.types[type].bodyOpen
    }
    var j = token - 1
    while j > start {
      if file.kind(j) == .identifier, file.text(j) == name {
        let before = j - 1
        if file.tokenIs(before, "let") || file.tokenIs(before, "var") || file.tokenIs(before, "for")
          || file.tokenIs(j + 1, "in") || (file.kind(before) == .comma && file.kind(j + 1) == .comma)
          || (file.kind(before) == .openParen && file.tokenIs(before - 1, "let"))
        {
          return true
        }
      }
      j -= 1
    }
    // The parameters of the closures around the name.
    var brace = ViewContent.enclosingBrace(of: token, in: file)
    while let open = brace, open > start {
      if isClosure(open, file), closureParameters(open, file).contains(name) { return true }
      brace = ViewContent.enclosingBrace(of: open, in: file)
    }
    return false
  }

  /// The environment values this file declares, keyed by the length helper that holds each default:
  /// `SafeAreaInsetsKey.defaultValue` → `safeAreaInsets` for `var safeAreaInsets { self[SafeAreaInsetsKey.self] }`
  /// in an `extension EnvironmentValues`, and `EnvironmentValues.name` → `name` for an `@Entry var name = …`.
  static func environmentValues(_ context: FileContext) -> [String: String] {
    let file = context.file
    let index = context.index
    var result: [String: String] = [:]
    for variable in index.variables where variable.isMember {
      guard let owner = variable.owner, index.types[owner].name == "EnvironmentValues" else { continue }
      if variable.modifiers.contains("@Entry") {
        result["EnvironmentValues." + variable.name] = variable.name
      }
      guard let open = variable.bodyOpen, let close = variable.bodyClose else { continue }
      for j in open..<close
      where file.tokenIs(j, "self") && file.kind(j + 1) == .openBracket && file.kind(j + 2) == .identifier
        && file.kind(j + 3) == .dot && file.tokenIs(j + 4, "self")
      {
        result[file.text(j + 2) + ".defaultValue"] = variable.name
      }
    }
    return result
  }

  /// The environment values this file reads (`@Environment(\.safeAreaInsets) var insets`), each with
  /// whether a use of it here reaches a layout value (`.padding(.top, insets.top)`) rather than only
  /// a flag (`.if(insets.bottom == 0)`).
  static func environmentReaders(_ context: FileContext, memo: LayoutMemo) -> [String: Bool] {
    let file = context.file
    var result: [String: Bool] = [:]
    for i in 0..<file.count where file.kind(i) == .attribute && file.tokenIs(i, "@Environment") {
      guard file.kind(i + 1) == .openParen, let close = file.match(i + 1), close == i + 5,
        file.kind(i + 2) == .unknown, file.kind(i + 3) == .dot, file.kind(i + 4) == .identifier
      else { continue }
      let value = file.text(i + 4)
      var j = close + 1
      while j < file.count, !file.tokenIs(j, "var"), !file.tokenIs(j, "let"), j < close + 6 { j += 1 }
      guard file.tokenIs(j, "var") || file.tokenIs(j, "let"), file.kind(j + 1) == .identifier else {
        continue
      }
      let local = file.text(j + 1)
      let laysOut = memo.uses(of: local, file).contains { use in
        use != j + 1 && use != i + 4 && file.kind(use + 1) != .colon
          && reachesLayout(use, context, memo: memo)
      }
      result[value] = (result[value] ?? false) || laysOut
    }
    return result
  }
  /// SwiftUI modifiers whose arguments are lengths they lay the view out with.
  static let swiftUILayoutModifiers: [StaticString] = ["padding", "frame", "offset", "position"]

  /// `@AppStorage("key") var name`: a stored default this file declares, its name's and attribute's
  /// tokens, and the body of the type that declares it (another type of the file may declare the
  /// same name: only uses in this body are its).
  struct StoredDefault {
    let key: String
    let name: Int
    let attribute: Int
    let scope: Range<Int>?
  }

  static func storedDefaults(_ context: FileContext) -> [StoredDefault] {
    let file = context.file
    var result: [StoredDefault] = []
    for i in 0..<file.count where file.kind(i) == .attribute && file.tokenIs(i, "@AppStorage") {
      guard file.kind(i + 1) == .openParen, file.kind(i + 2) == .string, let close = file.match(i + 1) else {
        continue
      }
      var j = close + 1
      while j < min(file.count, close + 8), !file.tokenIs(j, "var"), !file.tokenIs(j, "let") { j += 1 }
      guard file.tokenIs(j, "var"), file.kind(j + 1) == .identifier else { continue }
      let literal = file.text(i + 2)
      guard literal.count >= 2 else { continue }
      let scope = context.index.variables.first { $0.nameToken == j + 1 }?.owner.map {
        context.index.types[$0].bodyOpen..<context.index.types[$0].bodyClose
      }
      result.append(
        StoredDefault(key: String(literal.dropFirst().dropLast()), name: j + 1, attribute: i, scope: scope))
    }
    return result
  }

  /// The keys of the stored defaults this file assigns a safe-area inset (`savedBottom =
  /// proxy.safeAreaInsets.bottom`, or a local holding one): a copy of one view's insets that other
  /// views read back, each with the assignment as a read.
  static func storedInsetWrites(
    _ context: FileContext, _ defaults: [StoredDefault], memo: LayoutMemo
  ) -> [Read] {
    let file = context.file
    var result: [Read] = []
    let variables = context.index.variables
    func readsInsets(_ range: Range<Int>) -> Bool {
      range.contains { j in
        if file.tokenIs(j, "safeAreaInsets") { return true }
        // A local holding a read (`let bottomEdge = proxy.safeAreaInsets.bottom`).
        guard file.kind(j) == .identifier, file.kind(j - 1) != .dot else { return false }
        return variables.contains { v in
          !v.isMember && v.nameToken < j && file.text(v.nameToken) == file.text(j)
            && (v.initializer.map { r in r.contains { file.tokenIs($0, "safeAreaInsets") } } ?? false)
        }
      }
    }
    for stored in defaults {
      let name = file.text(stored.name)
      for use in memo.uses(of: name, file) where use != stored.name && stored.scope?.contains(use) ?? true {
        // `let name = name` (a condition list's binding) declares a local: no write of the default.
        guard file.tokenIs(use + 1, "="), !file.tokenIs(use - 1, "let"), !file.tokenIs(use - 1, "var"),
          file.kind(use - 1) != .dot || file.tokenIs(use - 2, "self")
        else { continue }
        let statement = memo.statement(around: use)
        guard use + 2 < statement.upperBound, readsInsets((use + 2)..<statement.upperBound) else { continue }
        let offset = context.offset(statement.lowerBound)
        let (line, column) = file.location(of: offset)
        result.append(
          Read(
            offset: offset, line: line, column: column, kind: "stored-write", through: [stored.key],
            text: file.joinedLines(in: offset..<Int(file.tokens[statement.upperBound - 1].end)), place: name))
      }
    }
    return result
  }

  /// The stored defaults this file lays out with (`.padding(.bottom, bottomEdge)`), each as a read
  /// at its declaration: a finding when another file stores a safe-area inset under its key.
  static func storedInsetReads(
    _ context: FileContext, _ defaults: [StoredDefault], memo: LayoutMemo
  ) -> [Read] {
    let file = context.file
    var result: [Read] = []
    for stored in defaults {
      let name = file.text(stored.name)
      let laysOut = memo.uses(of: name, file).contains { use in
        guard use != stored.name, stored.scope?.contains(use) ?? true, file.kind(use + 1) != .colon,
          !file.tokenIs(use + 1, "=")
        else { return false }
        // An argument of a layout modifier (`.padding(.bottom, bottomEdge == 0 ? 13 : bottomEdge)`),
        // however long the view expression the modifier ends.
        if let call = Expressions.enclosingCall(of: use, file), file.kind(call - 1) == .dot,
          file.tokenIs(call, oneOf: swiftUILayoutModifiers)
        {
          return true
        }
        return reachesLayout(use, context, memo: memo)
      }
      guard laysOut else { continue }
      let offset = context.offset(stored.attribute)
      let (line, column) = file.location(of: offset)
      result.append(
        Read(
          offset: offset, line: line, column: column, kind: "stored-read", through: [stored.key], text: name,
          place: stored.key))
    }
    return result
  }
}
