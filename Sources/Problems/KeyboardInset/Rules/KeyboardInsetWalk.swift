import InsetEmulation
import InsetEngine
import InsetLint

/// One pass over a function (or member) body of `keyboard-inset`: which names hold a value taken
/// from the keyboard frame (its origins), which assignments it reaches, which members it is stored
/// in and which of the file's functions it is handed to.
struct KeyboardInsetWalk {
  var sinks: [KeyboardInsetFacts.Sink] = []
  var memberStores: [String: Set<String>] = [:]
  var calls: [(function: String, label: String, position: Int, origins: Set<String>)] = []
  var sanitized = false

  static let flagOperators: Set<String> = ["==", "!=", ">", "<", ">=", "<=", "&&", "||", "!"]

  init(
    scope: KeyboardInsetRule.Scope, context: FileContext, members: Set<String>, functions: Set<String>,
    initial: [String: Set<String>]
  ) {
    let file = context.file
    var taint = initial
    sanitized = KeyboardInsetRule.sanitizes(scope.range, file)
    let scopeMentionsKeyboard = scope.range.contains {
      file.kind($0) == .identifier && file.token($0, contains: "eyboard")
    }
    func origins(_ range: Range<Int>) -> Set<String> {
      var found: Set<String> = []
      if KeyboardInsetRule.mentionsKey(range, file) { found.insert("key") }
      for j in range where file.kind(j) == .identifier {
        if file.kind(j - 1) == .dot, !file.tokenIs(j - 2, "self") { continue }
        if let origin = taint[file.text(j)] { found.formUnion(origin) }
      }
      return found
    }
    /// True when the expression, at its top level, compares or negates (a flag, not a length).
    /// In `condition ? a : b` the value is the branches: the condition's comparison is no flag.
    func isFlag(_ range: Range<Int>) -> Bool {
      var k = range.lowerBound
      while k < range.upperBound {
        if let partner = file.match(k), partner > k {
          k = partner + 1
          continue
        }
        if file.tokenIs(k, "?"), file.kind(k) == .operator, k > range.lowerBound,
          file.tokens[k].start > file.tokens[k - 1].end
        {
          return isFlag((k + 1)..<range.upperBound)
        }
        k += 1
      }
      k = range.lowerBound
      while k < range.upperBound {
        if let partner = file.match(k), partner > k {
          k = partner + 1
          continue
        }
        if file.kind(k) == .operator, Self.flagOperators.contains(file.text(k)) { return true }
        k += 1
      }
      return false
    }
    var j = scope.range.lowerBound
    while j < scope.range.upperBound {
      defer { j += 1 }
      // Closure parameters of a call to a type (`KeyboardObserver { frame in … }`).
      if file.kind(j) == .openBrace, let header = Expressions.closureHeaderEnd(file, open: j),
        let callee = Self.callee(ofClosureAt: j, file), Expressions.isUpperCamel(file, callee)
      {
        var k = j + 1
        while k < header - 1 {
          if file.kind(k) == .openBracket, let close = file.match(k) {
            k = close + 1
            continue
          }
          if file.kind(k) == .identifier, !file.tokenIs(k, oneOf: ["self", "weak", "unowned", "in", "_"]),
            file.kind(k - 1) != .colon
          {
            taint[file.text(k), default: []].insert("closure:" + file.text(callee))
          }
          k += 1
        }
      }
      // `let x = …`, `guard let x = …`, `var x: T = …`.
      if file.tokenIs(j, "let") || file.tokenIs(j, "var"), file.kind(j + 1) == .identifier {
        let end = Expressions.statementEnd(file, from: j)
        if let eq = ((j + 2)..<end).first(where: { file.tokenIs($0, "=") }) {
          let value = (eq + 1)..<Expressions.statementEnd(file, from: eq + 1)
          let found = origins(value)
          if !found.isEmpty, !isFlag(value) { taint[file.text(j + 1)] = found }
        }
        continue
      }
      // A call of one of the file's functions with the value as an argument.
      if file.kind(j) == .identifier, file.kind(j + 1) == .openParen, functions.contains(file.text(j)),
        file.kind(j - 1) != .dot || file.tokenIs(j - 2, "self")
          || (file.tokenIs(j - 3, "self") && file.kind(j - 2) == .operator)
      {
        for (position, argument) in Expressions.arguments(file, open: j + 1).enumerated() {
          let found = origins(argument.value)
          if !found.isEmpty, !isFlag(argument.value) {
            calls.append((file.text(j), argument.label ?? "_", position, found))
          }
        }
      }
      guard file.kind(j) == .operator, file.tokenIs(j, oneOf: ["=", "+=", "-="]) else { continue }
      var start = j - 1
      while start > scope.range.lowerBound, !file.tokens[start].startsLine,
        file.kind(start - 1) != .openBrace,
        file.kind(start - 1) != .semicolon, !file.tokenIs(start - 1, "in")
      {
        start -= 1
      }
      guard start < j, !file.tokenIs(start, oneOf: ["let", "var", "guard", "if", "case", "while"]) else {
        continue
      }
      let value = (j + 1)..<Expressions.statementEnd(file, from: j + 1)
      let lhs = file.text(in: Int(file.tokens[start].start)..<Int(file.tokens[j - 1].end)).filter {
        !$0.isWhitespace
      }
      let found = isFlag(value) ? [] : origins(value)
      let kind: String?
      var receiverEnd = j - 1
      if lhs.hasSuffix("contentInset.bottom")
        || (lhs.hasSuffix("contentInset") && value.contains { file.tokenIs($0, "bottom") })
      {
        kind = "content-inset"
        receiverEnd = (start..<j).last { file.tokenIs($0, "contentInset") }! - 1
      } else if lhs.hasSuffix("crollIndicatorInsets.bottom") || lhs.hasSuffix("crollIndicatorInsets") {
        kind = "indicator-inset"
        receiverEnd = (start..<j).last { file.token($0, endsWith: "crollIndicatorInsets") }! - 1
      } else if lhs.hasSuffix(".constant") {
        kind = "constant"
        receiverEnd = j - 2
      } else if lhs.contains("additionalSafeAreaInsets") {
        kind = "additional-safe-area"
      } else if lhs.hasSuffix("frame.origin.y") || lhs.hasSuffix("center.y") {
        kind = "frame"
      } else {
        kind = nil
      }
      guard let kind else {
        // A stored member (`keyboardHeight = frame.height`, `self.height = …`) or a local reassigned.
        let simple = lhs.split(separator: ".")
        if simple.count == 1 || (simple.count == 2 && simple[0] == "self") {
          let name = String(simple.last!)
          if !found.isEmpty {
            if members.contains(name), taint[name] == nil || simple.count == 2 {
              memberStores[name, default: []].formUnion(found)
            } else {
              taint[name] = found
            }
          }
        }
        continue
      }
      let reads = value.filter { file.kind($0) == .identifier }.map { file.text($0) }
      // The value names the keyboard, or the function it is in does (`keyboardManager.on(…) {
      // note in inset = note.endFrame.height }`): a carrier member read here is the keyboard's.
      let mentions =
        value.contains { file.kind($0) == .identifier && file.token($0, contains: "eyboard") }
        || scopeMentionsKeyboard
      guard !found.isEmpty || mentions else { continue }
      let offset = context.offset(start)
      let (line, column) = file.location(of: offset)
      let text = file.text(in: Int(file.tokens[start].start)..<Int(file.tokens[value.upperBound - 1].end))
      sinks.append(
        KeyboardInsetFacts.Sink(
          kind: kind, receiver: KeyboardInsetRule.receiver(endingBefore: receiverEnd, file) ?? lhs,
          text: text,
          offset: offset, line: line, column: column, origins: found.sorted(),
          reads: Array(Set(reads)).sorted(),
          sanitized: false, typeName: nil, scope: scope.range.lowerBound, mentionsKeyboard: mentions))
    }
  }

  /// The name of the call a closure opening at `open` is an argument (or trailing closure) of.
  static func callee(ofClosureAt open: Int, _ file: SourceFile) -> Int? {
    let before = open - 1
    if file.kind(before) == .identifier { return before }
    if file.kind(before) == .closeParen, let paren = file.match(before), file.kind(paren - 1) == .identifier {
      return paren - 1
    }
    // A labelled argument `call(label: { … })`.
    var j = before
    var depth = 0
    while j >= 0 {
      switch file.kind(j) {
      case .closeParen, .closeBracket, .closeBrace: depth += 1
      case .openParen:
        if depth == 0 { return file.kind(j - 1) == .identifier ? j - 1 : nil }
        depth -= 1
      case .openBracket: depth -= 1
      case .openBrace:
        if depth == 0 { return nil }
        depth -= 1
      default: break
      }
      j -= 1
    }
    return nil
  }
}
