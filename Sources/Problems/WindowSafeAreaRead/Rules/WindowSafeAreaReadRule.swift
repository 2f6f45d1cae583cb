import InsetEmulation
import InsetEngine
import InsetLint

/// Safe-area insets that reach a layout value (a frame, a constraint constant, a content inset,
/// `additionalSafeAreaInsets`, SwiftUI padding, frame or offset) from "the" window rather than the
/// view: `UIApplication.shared.keyWindow`, `UIApplication.shared.windows…`, anything through
/// `connectedScenes`, the app delegate's window, or a project helper (a function or property in
/// any file) that returns one of these, a stored `UIWindow` member (an app context's `mainWindow`),
/// or a helper handed such a window that returns a length from its insets; or the view's own
/// insets read once (an initializer, `loadView`, `viewDidLoad`, `awakeFromNib`, a stored
/// property) in a type that never reads them
/// again in `viewSafeAreaInsetsDidChange`, `safeAreaInsetsDidChange`, `viewDidLayoutSubviews`,
/// `layoutSubviews` or `viewWillTransition`. A read that only feeds a comparison (a device-class
/// flag), a log, or no layout value is fine; so are UI tests and macOS code.
public struct WindowSafeAreaReadRule: CollectingRule {
  public init() {}
  public let triggers: [StaticString] = [
    "safeAreaInsets", "connectedScenes", "keyWindow", "windows", "Window",
  ]

  public struct Read: Codable, Sendable, Equatable {
    public var offset: Int
    public var line: Int
    public var column: Int
    /// `global` (a global window expression in the chain), `own-once`, or `through` (a helper).
    public var kind: String
    /// Identifiers and called names in the read's chain (helpers are resolved across files).
    public var through: [String]
    public var text: String
    public var place: String
  }

  public struct Facts: Codable, Sendable, Equatable {
    public var reads: [Read] = []
    /// Functions and properties whose body returns a global window, scene or their insets.
    public var providers: [String] = []
    /// Functions and properties declared to return a window, a scene or insets, with the names
    /// their body reads: a provider when one of those is (`var firstKeyWindow: UIWindow? {
    /// foregroundSceneWindows.first(where: \.isKeyWindow) }`), resolved across files.
    public var forwarders: [String: [String]] = [:]
    /// Functions that take a window and return a length from its insets (`footerHeight(window:)`):
    /// a call that passes them a global window reads that window's insets.
    public var windowReaders: [String] = []
  }

  static let rereaders: Set<String> = [
    "viewSafeAreaInsetsDidChange", "safeAreaInsetsDidChange", "viewDidLayoutSubviews", "layoutSubviews",
    "viewWillTransition", "viewWillLayoutSubviews",
  ]
  static let onceFunctions: Set<String> = ["init", "viewDidLoad", "loadView", "awakeFromNib"]
  static let sinkWords: [StaticString] = [
    "frame", "origin", "CGRect", "CGPoint", "constant", "contentInset", "additionalSafeAreaInsets", "padding",
    "offset", "height", "width", "y", "x", "scrollIndicatorInsets", "verticalScrollIndicatorInsets", "inset",
    "position", "center", "bottomInset", "topInset", "spacing", "defaultValue", "contentEdgeInsets",
    "titleEdgeInsets", "imageEdgeInsets", "contentInsets", "layoutMargins", "directionalLayoutMargins",
  ]
  static let logWords: [StaticString] = [
    "print", "NSLog", "os_log", "debugPrint", "log", "logger", "Logger", "DDLogInfo",
  ]

  /// True when tokens `range` hold a global window expression.
  static func isGlobal(_ range: Range<Int>, _ file: SourceFile) -> Bool {
    var application = false
    for j in range {
      if file.tokenIs(j, "connectedScenes") { return true }
      if file.tokenIs(j, "UIApplication")
        || (file.tokenIs(j, "shared") && file.tokenIs(j - 2, "UIApplication"))
      {
        application = true
      }
      if application,
        file.tokenIs(j, "keyWindow") || file.tokenIs(j, "windows") || file.tokenIs(j, "delegate")
      {
        return true
      }
    }
    return false
  }

  /// True when a declared type names a window, a scene or insets (`UIWindow?`, `[UIWindow]`).
  static func namesWindow(_ range: Range<Int>, _ file: SourceFile) -> Bool {
    range.contains { file.tokenIs($0, oneOf: ["UIWindow", "UIWindowScene", "UIScene", "UIEdgeInsets"]) }
  }

  /// True for a stored member holding a window (`var mainWindow: UIWindow?` on an app context or a
  /// manager): whoever reads its insets later reads that window's, not their own view's. `window`
  /// itself is left out: it is also the name of every view's own window.
  static func isStoredWindow(_ variable: VariableDecl, _ file: SourceFile) -> Bool {
    guard variable.isMember, variable.bodyOpen == nil, variable.name != "window",
      let type = variable.typeRange
    else { return false }
    return type.contains { file.tokenIs($0, "UIWindow") }
  }

  /// The distinct names a body reads (the members and helpers it may forward).
  static func names(in range: Range<Int>, _ file: SourceFile) -> [String] {
    var seen: Set<String> = []
    var result: [String] = []
    for j in range where file.kind(j) == .identifier && !Expressions.isUpperCamel(file, j) {
      let name = file.text(j)
      if seen.insert(name).inserted { result.append(name) }
    }
    return result
  }

  /// The providers of every file, and the forwarders that read one (to a fixed point).
  static func providers(_ all: [(path: String, facts: Facts)]) -> Set<String> {
    var providers = Set(all.flatMap(\.facts.providers))
    var forwarders: [String: [String]] = [:]
    for (_, facts) in all { forwarders.merge(facts.forwarders) { a, b in a + b } }
    var grew = true
    while grew {
      grew = false
      for (name, reads) in forwarders
      where !providers.contains(name) && reads.contains(where: providers.contains) {
        providers.insert(name)
        grew = true
      }
    }
    return providers
  }

  /// The statement around `token` (its tokens), within the innermost braces.
  static func statement(around token: Int, _ file: SourceFile) -> Range<Int> {
    var start = token
    while start > 0 {
      let previous = start - 1
      if file.kind(previous) == .openBrace || file.kind(previous) == .closeBrace
        || file.kind(previous) == .semicolon
      {
        break
      }
      if file.tokens[start].startsLine && !continuesBack(file, start) { break }
      start -= 1
    }
    return start..<Expressions.statementEnd(file, from: start)
  }

  private static func continuesBack(_ file: SourceFile, _ index: Int) -> Bool {
    let kind = file.kind(index)
    if kind == .dot || kind == .closeParen { return true }
    if let previous = file.kind(index - 1),
      previous == .operator || previous == .comma || previous == .dot
        || previous == .colon || previous == .openParen || previous == .openBracket
    {
      return true
    }
    return kind == .operator
  }

  /// True when the statement uses the value for layout (and not only in a comparison or a log).
  static func isSink(_ range: Range<Int>, value: Int, _ file: SourceFile) -> Bool {
    if range.contains(where: { j in
      logWords.contains { file.tokenIs(j, $0) } && file.kind(j + 1) == .openParen
    }) {
      return false
    }
    // `return contentHeight > screenHeight - inset`: the statement makes a flag, whatever it reads.
    if isComparison(range, file) { return false }
    // `x.safeAreaInsets.bottom > 0`: a device-class flag.
    var j = value + 1
    while j < range.upperBound,
      file.kind(j) == .dot || file.kind(j) == .identifier
        || (file.kind(j) == .operator && file.text(j).allSatisfy { $0 == "?" || $0 == "!" })
    {
      j += 1
    }
    if j < range.upperBound, file.kind(j) == .operator {
      let op = file.text(j)
      if [">", "<", ">=", "<=", "==", "!="].contains(op) { return false }
    }
    if j + 1 < range.upperBound, file.tokenIs(j, "??"), file.kind(j + 1) == .number,
      j + 2 < range.upperBound, file.kind(j + 2) == .operator,
      [">", "<", ">=", "<=", "==", "!="].contains(file.text(j + 2))
    {
      return false
    }
    if range.contains(where: { file.tokenIs($0, "cornerRadius") }) { return false }
    return range.contains { k in sinkWords.contains { file.tokenIs(k, $0) } }
  }

  public func collect(_ context: FileContext) -> Facts? {
    let file = context.file
    if file.contains("XCUIApplication") || context.isTestFile {
      return nil
    }
    let index = context.index
    var facts = Facts()
    let macOS = Self.macOSBlocks(file)
    // Providers: members whose body or initializer holds a global window expression.
    for function in index.functions {
      if let open = function.bodyOpen, let close = function.bodyClose, Self.isGlobal(open..<close, file),
        !macOS.contains(where: { $0.contains(open) })
      {
        facts.providers.append(function.name)
      }
    }
    // A local (`guard let delegate = UIApplication.shared.delegate …` in a function) provides only
    // to its own function, where `localBinding` reads it; as a project-wide name it would make every
    // `delegate.containerView.safeAreaInsets` a window read.
    for variable in index.variables
    where variable.isMember || index.enclosingFunction(of: variable.nameToken) == nil {
      let range = variable.bodyOpen.flatMap { o in variable.bodyClose.map { o..<$0 } } ?? variable.initializer
      if let range, Self.isGlobal(range, file), !macOS.contains(where: { $0.contains(range.lowerBound) }) {
        facts.providers.append(variable.name)
      } else if let range, variable.isMember, let type = variable.typeRange, Self.namesWindow(type, file) {
        facts.forwarders[variable.name] = Self.names(in: range, file)
      } else if Self.isStoredWindow(variable, file),
        !macOS.contains(where: { $0.contains(variable.nameToken) })
      {
        facts.providers.append(variable.name)
      }
    }
    for function in index.functions {
      guard let open = function.bodyOpen, let close = function.bodyClose,
        !facts.providers.contains(function.name),
        let arrow = (function.nameToken..<open).first(where: { file.tokenIs($0, "->") }),
        Self.namesWindow((arrow + 1)..<open, file)
      else { continue }
      facts.forwarders[function.name] = Self.names(in: (open + 1)..<close, file)
    }
    facts.windowReaders = Self.windowReaders(context)
    facts.reads += Self.windowArguments(context, macOS: macOS)
    for i in 0..<file.count
    where file.tokenIs(i, "safeAreaInsets")
      || ((file.tokenIs(i, "bounds") || file.tokenIs(i, "frame")) && file.kind(i - 1) == .dot
        && file.kind(i + 1) != .openParen)
    {
      if macOS.contains(where: { $0.contains(i) }) { continue }
      let isSize = !file.tokenIs(i, "safeAreaInsets")
      if file.kind(i + 1) == .colon || file.tokenIs(i - 1, "var") || file.tokenIs(i - 1, "let") { continue }
      var start = file.kind(i - 1) == .dot ? Expressions.chainStart(file, beforeDot: i - 1) : i
      // A parenthesised primary: `(scenes.first as? UIWindowScene)?.windows…`.
      var before = start - 1
      if before >= 0, file.kind(before) == .dot { before -= 1 }
      while before >= 0, file.kind(before) == .operator,
        file.text(before).allSatisfy({ $0 == "?" || $0 == "!" })
      {
        before -= 1
      }
      if before >= 0, file.kind(before) == .closeParen, let open = file.match(before),
        file.kind(open - 1) != .identifier
      {
        start = open
      }
      let chain = start..<i
      var kind: String?
      var through: [String] = []
      if Self.isGlobal(chain, file) {
        kind = "global"
      } else if let binding = Self.localBinding(of: chain, file), Self.isGlobal(binding, file) {
        kind = "global"
      } else {
        let own =
          chain.isEmpty || file.tokenIs(start, "self") && chain.count <= 2
          || (file.tokenIs(start, "view") && chain.count <= 2)
          || (file.tokenIs(start, "self") && file.tokenIs(start + 2, "view") && chain.count <= 4)
        if own, let place = Self.oncePlace(of: i, context) {
          kind = "own-once:" + place
        } else {
          for j in chain where file.kind(j) == .identifier { through.append(file.text(j)) }
          if let binding = Self.localBinding(of: chain, file) {
            for j in binding where file.kind(j) == .identifier { through.append(file.text(j)) }
          }
          if !through.isEmpty,
            !chain.contains(where: { file.tokenIs($0, "proxy") || file.tokenIs($0, "geometry") })
          {
            kind = "through"
          }
        }
      }
      // A window's size counts only from a global window (a view's own bounds are its own).
      if isSize && kind != "global" { continue }
      guard var found = kind else { continue }
      guard Self.reachesLayout(i, context) else { continue }
      var place = ""
      if found.hasPrefix("own-once:") {
        place = String(found.dropFirst("own-once:".count))
        found = "own-once"
      }
      let offset = context.offset(start)
      let (line, column) = file.location(of: offset)
      facts.reads.append(
        Read(
          offset: offset, line: line, column: column, kind: found, through: found == "through" ? through : [],
          text: file.text(in: offset..<Int(file.tokens[i].end)).split(whereSeparator: {
            $0 == "\n" || $0 == "\r"
          })
          .map { $0.drop(while: { $0 == " " || $0 == "\t" }) }.joined(), place: place))
    }
    return facts.reads.isEmpty && facts.providers.isEmpty && facts.forwarders.isEmpty
      && facts.windowReaders.isEmpty ? nil : facts
  }

  /// Functions with a `UIWindow` parameter whose body reads that parameter's insets and that return
  /// a value (`static func footerHeight(window: UIWindow?) -> CGFloat { 72 + (window?.safeAreaInsets.bottom ?? 0) }`).
  static func windowReaders(_ context: FileContext) -> [String] {
    let file = context.file
    var result: [String] = []
    for function in context.index.functions {
      guard let open = function.bodyOpen, let close = function.bodyClose,
        let arrow = (function.nameToken..<open).first(where: { file.tokenIs($0, "->") }),
        let parameters = (function.nameToken..<arrow).first(where: { file.kind($0) == .openParen }),
        let end = file.match(parameters), end < arrow
      else { continue }
      var names: [String] = []
      var k = parameters + 1
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
          if ((k + 1)..<typeEnd).contains(where: { file.tokenIs($0, "UIWindow") }) {
            names.append(file.text(k - 1))
          }
        }
        k += 1
      }
      let readsInsets = ((open + 1)..<close).contains { j in
        file.tokenIs(j, "safeAreaInsets") && file.kind(j - 1) == .dot
          && names.contains(file.text(Expressions.chainStart(file, beforeDot: j - 1)))
      }
      if readsInsets { result.append(function.name) }
    }
    return result
  }

  /// Calls that pass a window-named value (`mainWindow`, `keyWindow`, a global window expression)
  /// and whose result reaches a layout value; the callee and the names the arguments read are kept
  /// so that `check` can tell a window reader given a global window.
  static func windowArguments(_ context: FileContext, macOS: [Range<Int>]) -> [Read] {
    let file = context.file
    var reads: [Read] = []
    for i in 0..<file.count where file.kind(i) == .identifier && file.kind(i + 1) == .openParen {
      guard !file.tokenIs(i - 1, "func"), let close = file.match(i + 1), close > i + 2,
        ((i + 2)..<close).contains(where: { j in
          file.kind(j) == .identifier && file.text(j).range(of: "window", options: .caseInsensitive) != nil
        }),
        !macOS.contains(where: { $0.contains(i) })
      else { continue }
      var through = [file.text(i)]
      for j in (i + 2)..<close where file.kind(j) == .identifier {
        through.append(file.text(j))
        if let binding = localBinding(of: j..<(j + 1), file) {
          for b in binding where file.kind(b) == .identifier { through.append(file.text(b)) }
        }
      }
      if isGlobal((i + 2)..<close, file) { through.append("UIApplication") }
      guard reachesLayout(i, context) else { continue }
      let start = file.kind(i - 1) == .dot ? Expressions.chainStart(file, beforeDot: i - 1) : i
      let offset = context.offset(start)
      let (line, column) = file.location(of: offset)
      let text = file.text(in: offset..<Int(file.tokens[close].end)).split(whereSeparator: {
        $0 == "\n" || $0 == "\r"
      })
      .map { $0.drop(while: { $0 == " " || $0 == "\t" }) }.joined()
      reads.append(
        Read(
          offset: offset, line: line, column: column, kind: "argument", through: through, text: text,
          place: ""))
    }
    return reads
  }

  /// For a chain starting at a local name: the initializer of `let name = …` / `guard let name = …`
  /// earlier in the same function.
  static func localBinding(of chain: Range<Int>, _ file: SourceFile) -> Range<Int>? {
    guard let first = chain.first, file.kind(first) == .identifier else { return nil }
    let name = file.text(first)
    var j = first - 1
    var depth = 0
    while j > 0 {
      if file.kind(j) == .closeBrace { depth += 1 }
      if file.kind(j) == .openBrace {
        if depth == 0, file.kind(j - 1) == .closeParen || file.kind(j - 1) == .identifier,
          j > 1, file.tokenIs(j - 2, "func")
        {
          return nil
        }
        depth = max(0, depth - 1)
      }
      if file.text(j) == name, file.tokenIs(j - 1, "let") || file.tokenIs(j - 1, "var"),
        let eq = bindingEquals(after: j, file)
      {
        return (eq + 1)..<Expressions.statementEnd(file, from: eq + 1)
      }
      j -= 1
    }
    return nil
  }

  /// The `=` of `let name = …` or `let name: Type = …` (the name at `name`).
  static func bindingEquals(after name: Int, _ file: SourceFile) -> Int? {
    if file.tokenIs(name + 1, "=") { return name + 1 }
    guard file.kind(name + 1) == .colon else { return nil }
    var k = name + 2
    while k < file.count, !file.tokens[k].startsLine {
      if file.tokenIs(k, "=") { return k }
      if file.kind(k) == .openBrace || file.kind(k) == .comma { return nil }
      k = file.match(k).map { $0 > k ? $0 + 1 : k + 1 } ?? k + 1
    }
    return nil
  }

  /// Where an own read happens once: a read-once function or a stored property of a type with
  /// no re-reading override.
  static func oncePlace(of token: Int, _ context: FileContext) -> String? {
    let index = context.index
    guard let typeIndex = index.enclosingType(of: token) else { return nil }
    let rereads = index.functions.contains { function in
      guard function.owner == typeIndex, rereaders.contains(function.name), let o = function.bodyOpen,
        let c = function.bodyClose
      else { return false }
      return (o..<c).contains { context.file.tokenIs($0, "safeAreaInsets") }
    }
    if rereads { return nil }
    // Views and controllers only (a SwiftUI struct's `safeAreaInsets` is its own property).
    guard index.types[typeIndex].kind == .class else { return nil }
    if let function = index.enclosingFunction(of: token) {
      guard function.owner == typeIndex, onceFunctions.contains(function.name), let open = function.bodyOpen
      else {
        return nil
      }
      // Inside a closure (a subscription, an animation), the read runs later, and again.
      var brace = ViewContent.enclosingBrace(of: token, in: context.file)
      while let current = brace, current > open {
        if isClosure(current, context.file) { return nil }
        brace = ViewContent.enclosingBrace(of: current, in: context.file)
      }
      return function.name
    }
    if index.variables.contains(where: {
      $0.owner == typeIndex && $0.isMember && $0.initializer.map { $0.contains(token) } == true
    }) {
      return "a stored property's initializer"
    }
    return nil
  }

  /// True when the value read at `token` reaches a layout value: in its own statement, or
  /// through the name it is assigned to (its uses in this file; a non-private member, an
  /// environment default or a helper's result is used elsewhere).
  static func reachesLayout(_ token: Int, _ context: FileContext) -> Bool {
    let file = context.file
    let statement = statement(around: token, file)
    // `bottom: { switch … { case …: return read } }()`: the value of a closure called on the spot
    // is the value of the statement the closure is in.
    if statement.contains(where: { file.tokenIs($0, "return") }),
      let open = invokedClosure(around: token, file),
      reachesLayout(open, context)
    {
      return true
    }
    // A comparison makes a flag (`insets.bottom > 0`), not a layout value; one in a bracket the
    // read is not in (`bottom: inset + (prompt != nil ? 24 : 0)`) compares something else.
    if comparesOnPath(to: token, in: statement, file) { return false }
    // `let name = …read…` / `name = …read…` / a member whose initializer or body is the read.
    var name: String?
    var isMember = false
    var isPrivate = true
    // A statement inside a closure that initializes a member (`lazy var button = { … }()`) is its
    // own statement, not the member's.
    if let variable = context.index.variables.first(where: { v in
      (v.initializer.map { range in
        range.contains(token)
          && !(ViewContent.enclosingBrace(of: token, in: file).map {
            range.contains($0) && isClosure($0, file)
          }
            ?? false)
      } ?? false)
        || (v.bodyOpen.flatMap { o in v.bodyClose.map { (o..<$0).contains(token) } } ?? false)
    }) {
      name = variable.name
      isMember = variable.isMember
      isPrivate = variable.modifiers.contains("private") || variable.modifiers.contains("fileprivate")
      if variable.name == "defaultValue" { return true }
    } else if let eq = statement.first(where: { file.tokenIs($0, "=") }), eq > statement.lowerBound,
      eq < token,
      file.kind(eq - 1) == .identifier
    {
      // `banner.frame.origin.y = …`, `constraint.constant = …`: the assignment is the layout value.
      if (statement.lowerBound..<eq).contains(where: { j in sinkWords.contains { file.tokenIs(j, $0) } }) {
        return true
      }
      name = file.text(eq - 1)
    }
    if let name {
      if name == "defaultValue" { return true }
      let uses = (0..<file.count).filter { j in
        file.text(j) == name && !statement.contains(j) && file.kind(j + 1) != .colon
      }
      if uses.contains(where: { isSink(self.statement(around: $0, file), value: $0, file) }) { return true }
      if isMember && !isPrivate && uses.isEmpty { return true }
      if let function = context.index.enclosingFunction(of: token), function.bodyOpen != nil,
        statement.contains(where: { file.tokenIs($0, "return") })
          || !isMember && uses.isEmpty && name == function.name
      {
        return !function.modifiers.contains("private")
      }
      return false
    }
    if isSink(statement, value: token, file) { return true }
    // The result of a helper: the helper's callers lay out with it.
    if let function = context.index.enclosingFunction(of: token), !function.modifiers.contains("private"),
      let open = function.bodyOpen,
      statement.contains(where: { file.tokenIs($0, "return") })
        || (statement.lowerBound == open + 1
          && (function.nameToken..<open).contains { file.tokenIs($0, "->") })
    {
      return !Self.onceFunctions.contains(function.name) && !Self.rereaders.contains(function.name)
    }
    return false
  }

  /// The `{` of the innermost closure around `token`, when that closure is called where it is
  /// written (`{ … }()`); nil inside any other closure or a function body (`if`, `switch` and loop
  /// bodies are looked through).
  static func invokedClosure(around token: Int, _ file: SourceFile) -> Int? {
    var brace = ViewContent.enclosingBrace(of: token, in: file)
    while let open = brace {
      if isClosure(open, file) {
        guard let close = file.match(open), file.kind(close + 1) == .openParen,
          file.kind(close + 2) == .closeParen
        else { return nil }
        return open
      }
      brace = ViewContent.enclosingBrace(of: open, in: file)
    }
    return nil
  }

  /// True when a comparison operator sits in the statement's top level or in a bracket that
  /// holds `token` (brackets beside the read are skipped).
  static func comparesOnPath(to token: Int, in range: Range<Int>, _ file: SourceFile) -> Bool {
    var k = range.lowerBound
    while k < range.upperBound {
      if let partner = file.match(k), partner > k, !(k...partner).contains(token) {
        k = partner + 1
        continue
      }
      if file.kind(k) == .operator, [">", "<", ">=", "<=", "==", "!="].contains(file.text(k)) { return true }
      k += 1
    }
    return false
  }

  /// True when the statement's value (after its `=`, if any), at its top level, is a comparison:
  /// a flag, not a length (`return a > b - inset`). A ternary's condition is not its value (`a > b ? inset : 0`).
  static func isComparison(_ range: Range<Int>, _ file: SourceFile) -> Bool {
    var compares = false
    var k = range.lowerBound
    while k < range.upperBound {
      if let partner = file.match(k), partner > k {
        k = partner + 1
        continue
      }
      if file.kind(k) == .operator {
        let op = file.text(k)
        if op == "=" || op == "+=" || op == "-=" { return isComparison((k + 1)..<range.upperBound, file) }
        if op == "?", k > range.lowerBound, file.tokens[k].start > file.tokens[k - 1].end { return false }
        if [">", "<", ">=", "<=", "==", "!="].contains(op) { compares = true }
      }
      k += 1
    }
    return compares
  }

  /// True when the `{` at `open` opens a closure, not an `if`/`guard`/loop body.
  static func isClosure(_ open: Int, _ file: SourceFile) -> Bool {
    var j = open - 1
    while j > 0, !file.tokens[j].startsLine { j -= 1 }
    if file.kind(j) == .closeBrace { return false }
    let statements: [StaticString] = [
      "if", "guard", "while", "for", "switch", "else", "do", "defer", "repeat", "case", "catch", "default",
    ]
    return !statements.contains { file.tokenIs(j, $0) }
  }

  /// Token ranges of `#if os(macOS)` blocks.
  static func macOSBlocks(_ file: SourceFile) -> [Range<Int>] {
    var blocks: [Range<Int>] = []
    var i = 0
    while i < file.count {
      if file.kind(i) == .pound, file.tokenIs(i + 1, "if") || file.tokenIs(i, "#if"),
        (i..<min(file.count, i + 6)).contains(where: {
          file.tokenIs($0, "macOS") || file.tokenIs($0, "AppKit")
        })
      {
        var j = i + 1
        while j < file.count,
          !(file.text(j) == "#endif" || file.text(j) == "#else" || file.text(j) == "#elseif"
            || (file.kind(j) == .pound && (file.tokenIs(j + 1, "endif") || file.tokenIs(j + 1, "else"))))
        {
          j += 1
        }
        blocks.append(i..<j)
        i = j
      }
      i += 1
    }
    return blocks
  }

  public func check(_ project: ProjectContext) -> [Finding] {
    let all = project.facts(of: self)
    let providers = Self.providers(all)
    let windowReaders = Set(all.flatMap(\.facts.windowReaders))
    let description = Self.description
    var findings: [Finding] = []
    for (path, facts) in all {
      for read in facts.reads {
        let message: String
        switch read.kind {
        case "global" where !read.text.hasSuffix("safeAreaInsets"):
          message =
            "'\(read.text)' sizes layout from \"the\" window, not this view: in Split View, Slide Over, a sheet or on "
            + "an external display that window is another size; use the view's own bounds where it lays out"
        case "global":
          message =
            "'\(read.text)' reads \"the\" window's insets, not this view's: another scene's or display's window, zero "
            + "during a system alert, blind to navigation bars and sheets (off by 59 pt on an iPhone 15 Pro in a page "
            + "sheet); read the view's own safeAreaInsets where it lays out, or pin to safeAreaLayoutGuide"
        case "argument":
          guard let callee = read.through.first, windowReaders.contains(callee),
            let window = read.through.dropFirst().first(where: {
              providers.contains($0) || $0 == "UIApplication"
            })
          else { continue }
          message =
            "'\(read.text)' gives '\(callee)' a global window ('\(window)'), whose insets it lays out with: not this "
            + "view's insets in another scene, a sheet or under a bar; pass the view's own safeAreaInsets"
        case "through":
          guard let helper = read.through.first(where: providers.contains) else { continue }
          message =
            "'\(read.text)' reads insets through '\(helper)', which returns a global window or scene: not this view's "
            + "insets in another scene, a sheet or under a bar; read the view's own safeAreaInsets where it lays out"
        default:
          message =
            "'\(read.text)' is read once, in \(read.place), and never again: 0 before the view is in a window (off by "
            + "59 pt on an iPhone 15 Pro), stale after a rotation; read it in viewDidLayoutSubviews or "
            + "viewSafeAreaInsetsDidChange"
        }
        findings.append(
          Finding(
            file: path, offset: read.offset, line: read.line, column: read.column, rule: description.id,
            severity: project.severities[description.id] ?? description.severity, message: message,
            problem: description.problem,
            fixNote:
              "no mechanical edit: the right read depends on where the view lays out; see the suggestions"))
      }
    }
    return findings
  }

  public static let description = RuleDescription(
    id: "window-safe-area-read",
    summary: "Safe-area insets read from a global window, or read once, feed a layout value",
    rationale: """
      UIApplication.keyWindow, windows.first and connectedScenes.first name "a" window: in another
      scene, on an external display, during a system alert or under a bar it is not this view's.
      A view's own insets are 0 until it is in a window and change on rotation. Read the view's own
      safeAreaInsets where it lays out, or constrain to safeAreaLayoutGuide.
      """,
    problem: "window-safe-area-read",
    suggests: .strategies(["own-safe-area-live", "safe-area-layout-guide", "geometry-proxy-safe-area"]),
    triggering: WindowSafeAreaReadExamples.triggering,
    nonTriggering: WindowSafeAreaReadExamples.nonTriggering)
}
