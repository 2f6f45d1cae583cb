/// A hand-written Swift tokenizer over UTF-8 bytes, in the spirit of SwiftFormat's: one pass, no
/// allocation per token beyond the token array, no `String` until a rule asks for a token's text.
///
/// It knows string literals (single-line, `"""` multi-line, raw `#"…"#` with any number of `#`,
/// interpolations with nested strings and comments), nested block comments, `#/…/#` regex
/// literals, attributes, `#`-keywords and operators. An unterminated string, comment or regex ends
/// tokenization at its start and is reported as a `TokenizationFailure`; the tokens before it stay
/// usable, so a rule can still look at the part of the file that did tokenize.
public enum Tokenizer {
  public struct Output: Sendable {
    public var tokens: [Token]
    public var comments: [Comment]
    public var failure: TokenizationFailure?
  }

  /// Deepest string-in-interpolation nesting accepted before giving up (guards the stack).
  static let maxNesting = 64

  public static func tokenize(_ bytes: UnsafeBufferPointer<UInt8>) -> Output {
    guard let base = bytes.baseAddress, !bytes.isEmpty else {
      return Output(tokens: [], comments: [], failure: nil)
    }
    var scanner = Scanner(p: base, n: bytes.count)
    scanner.run()
    return Output(tokens: scanner.takeTokens(), comments: scanner.comments, failure: scanner.failure)
  }

  public static func tokenize(_ text: String) -> Output {
    var copy = text
    return copy.withUTF8 { tokenize($0) }
  }
}

// Byte constants, named for reading.
private let quote: UInt8 = 0x22  // "
private let hash: UInt8 = 0x23  // #
private let slash: UInt8 = 0x2F  // /
private let star: UInt8 = 0x2A  // *
private let backslash: UInt8 = 0x5C  // \
private let lf: UInt8 = 0x0A
private let cr: UInt8 = 0x0D
private let openParen: UInt8 = 0x28
private let closeParen: UInt8 = 0x29
private let dotByte: UInt8 = 0x2E
private let backtick: UInt8 = 0x60

/// Character classes, one byte per byte value: 1 identifier start, 2 identifier body,
/// 4 operator character, 8 horizontal whitespace.
nonisolated(unsafe) private let characterClasses: UnsafePointer<UInt8> = {
  let table = UnsafeMutablePointer<UInt8>.allocate(capacity: 256)
  for value in 0..<256 {
    let c = UInt8(value)
    var bits: UInt8 = 0
    if isIdentifierStart(c) { bits |= 1 }
    if isIdentifierBody(c) { bits |= 2 }
    if isOperatorChar(c) { bits |= 4 }
    if c == 0x20 || c == 0x09 || c == 0x0B || c == 0x0C || c == 0x00 { bits |= 8 }
    table[value] = bits
  }
  return UnsafePointer(table)
}()

@inline(__always) private func isIdentifierStart(_ c: UInt8) -> Bool {
  (c >= 0x61 && c <= 0x7A) || (c >= 0x41 && c <= 0x5A) || c == 0x5F || c >= 0x80
}

@inline(__always) private func isIdentifierBody(_ c: UInt8) -> Bool {
  isIdentifierStart(c) || (c >= 0x30 && c <= 0x39)
}

@inline(__always) private func isDigit(_ c: UInt8) -> Bool { c >= 0x30 && c <= 0x39 }

/// `/ = - + ! * % < > & | ^ ~ ?` (the dot is handled apart: it only joins an operator that starts with one).
@inline(__always) private func isOperatorChar(_ c: UInt8) -> Bool {
  switch c {
  case 0x2F, 0x3D, 0x2D, 0x2B, 0x21, 0x2A, 0x25, 0x3C, 0x3E, 0x26, 0x7C, 0x5E, 0x7E, 0x3F: return true
  default: return false
  }
}

private struct Scanner {
  let p: UnsafePointer<UInt8>
  let n: Int
  let classes = characterClasses
  var i = 0
  var atLineStart = true
  /// Tokens in a buffer grown by hand (no uniqueness check per append), copied out at the end.
  var buffer: UnsafeMutablePointer<Token>
  var count = 0
  var capacity: Int
  var comments: [Comment] = []
  var failure: TokenizationFailure?

  init(p: UnsafePointer<UInt8>, n: Int) {
    self.p = p
    self.n = n
    capacity = n / 4 + 16
    buffer = UnsafeMutablePointer<Token>.allocate(capacity: capacity)
  }

  /// The tokens, as an array; frees the buffer.
  mutating func takeTokens() -> [Token] {
    let result = Array(UnsafeBufferPointer(start: buffer, count: count))
    buffer.deallocate()
    count = 0
    return result
  }

  /// The byte at `j`, or 0 past the end (0 matches nothing special).
  @inline(__always) func at(_ j: Int) -> UInt8 { j < n ? p[j] : 0 }

  @inline(__always) mutating func emit(_ kind: TokenKind, _ start: Int, _ end: Int) {
    if count == capacity {
      let bigger = UnsafeMutablePointer<Token>.allocate(capacity: capacity * 2)
      bigger.moveInitialize(from: buffer, count: count)
      buffer.deallocate()
      buffer = bigger
      capacity *= 2
    }
    (buffer + count).initialize(
      to: Token(start: UInt32(start), end: UInt32(end), kind: kind, flags: atLineStart ? Token.startsLine : 0)
    )
    count += 1
    atLineStart = false
  }

  mutating func run() {
    // A UTF-8 byte order mark is not part of the source.
    if n >= 3 && p[0] == 0xEF && p[1] == 0xBB && p[2] == 0xBF { i = 3 }
    while i < n && failure == nil {
      let c = p[i]
      switch c {
      case 0x20, 0x09, 0x0B, 0x0C, 0x00:
        i += 1
        while i < n && classes[Int(p[i])] & 8 != 0 { i += 1 }
      case lf, cr:
        atLineStart = true
        i += 1
        // Indentation: a run of spaces and tabs.
        while i < n && classes[Int(p[i])] & 8 != 0 { i += 1 }
      case slash:
        let next = at(i + 1)
        if next == slash {
          lineComment()
        } else if next == star {
          blockComment()
        } else if let end = bareRegexEnd() {
          emit(.regex, i, end)
          i = end
        } else {
          operatorRun()
        }
      case quote:
        let start = i
        if let end = string(at: i, hashes: 0, depth: 0) {
          emit(.string, start, end)
          i = end
        }
      case hash:
        pound()
      case 0x40:  // @
        let start = i
        var j = i + 1
        while j < n && isIdentifierBody(p[j]) { j += 1 }
        emit(j > i + 1 ? .attribute : .unknown, start, j)
        i = j
      case openParen: single(.openParen)
      case closeParen: single(.closeParen)
      case 0x7B: single(.openBrace)
      case 0x7D: single(.closeBrace)
      case 0x5B: single(.openBracket)
      case 0x5D: single(.closeBracket)
      case 0x2C: single(.comma)
      case 0x3A: single(.colon)
      case 0x3B: single(.semicolon)
      case dotByte:
        let next = at(i + 1)
        if next == dotByte || (isOperatorChar(next) && next != slash) {
          operatorRun()
        } else {
          single(.dot)
        }
      case backtick:
        var j = i + 1
        while j < n && p[j] != backtick && p[j] != lf && p[j] != cr { j += 1 }
        if j < n && p[j] == backtick {
          emit(.identifier, i, j + 1)
          i = j + 1
        } else {
          single(.unknown)
        }
      case 0x24:  // $0, $name
        var j = i + 1
        while j < n && isIdentifierBody(p[j]) { j += 1 }
        emit(.identifier, i, j)
        i = j
      default:
        let cls = classes[Int(c)]
        if cls & 1 != 0 {
          var j = i + 1
          while j < n && classes[Int(p[j])] & 2 != 0 { j += 1 }
          emit(.identifier, i, j)
          i = j
        } else if isDigit(c) {
          number()
        } else if cls & 4 != 0 {
          operatorRun()
        } else {
          single(.unknown)
        }
      }
    }
  }

  @inline(__always) mutating func single(_ kind: TokenKind) {
    emit(kind, i, i + 1)
    i += 1
  }

  mutating func lineComment() {
    let start = i
    var j = i + 2
    while j < n && p[j] != lf && p[j] != cr { j += 1 }
    comments.append(Comment(start: UInt32(start), end: UInt32(j), isBlock: false))
    i = j
  }

  /// Nested `/* /* */ */`; a newline inside counts as a line break between tokens.
  mutating func blockComment() {
    let start = i
    guard let (end, sawNewline) = skipBlockComment(from: i) else {
      failure = TokenizationFailure(reason: .unterminatedComment, offset: start)
      return
    }
    comments.append(Comment(start: UInt32(start), end: UInt32(end), isBlock: true))
    if sawNewline { atLineStart = true }
    i = end
  }

  /// The offset past the block comment opening at `start`, and whether it spans lines; nil if it never closes.
  func skipBlockComment(from start: Int) -> (Int, Bool)? {
    var depth = 1
    var j = start + 2
    var sawNewline = false
    while j < n {
      let c = p[j]
      if c == star && at(j + 1) == slash {
        depth -= 1
        j += 2
        if depth == 0 { return (j, sawNewline) }
      } else if c == slash && at(j + 1) == star {
        depth += 1
        j += 2
      } else {
        if c == lf || c == cr { sawNewline = true }
        j += 1
      }
    }
    return nil
  }

  mutating func operatorRun() {
    let start = i
    var j = i
    let dotted = p[i] == dotByte
    while j < n {
      let c = p[j]
      if c == slash && j > start && (at(j + 1) == slash || at(j + 1) == star) { break }
      if isOperatorChar(c) || (dotted && c == dotByte) {
        j += 1
      } else {
        break
      }
    }
    emit(.operator, start, j)
    i = j
  }

  mutating func number() {
    let start = i
    var j = i
    let hex = p[i] == 0x30 && (at(i + 1) == 0x78 || at(i + 1) == 0x58)
    while j < n {
      let c = p[j]
      if isIdentifierBody(c) {
        j += 1
      } else if c == dotByte && isDigit(at(j + 1)) {
        j += 1
      } else if (c == 0x2B || c == 0x2D) && j > start {
        let previous = p[j - 1] | 0x20  // lower-case
        if (previous == 0x70) || (!hex && previous == 0x65) { j += 1 } else { break }
      } else {
        break
      }
    }
    emit(.number, start, j)
    i = j
  }

  /// `#if`, `#"raw"#`, `##"""…"""##`, `#/regex/#`.
  mutating func pound() {
    let start = i
    var j = i
    while j < n && p[j] == hash { j += 1 }
    let hashes = j - i
    let next = at(j)
    if next == quote {
      if let end = string(at: j, hashes: hashes, depth: 0) {
        emit(.string, start, end)
        i = end
      }
    } else if next == slash {
      regex(start: start, body: j + 1, hashes: hashes)
    } else if hashes == 1 && isIdentifierStart(next) {
      var k = j + 1
      while k < n && isIdentifierBody(p[k]) { k += 1 }
      emit(.pound, start, k)
      i = k
    } else {
      emit(.unknown, start, j)
      i = j
    }
  }

  /// The end of a bare regex literal (`/\{([^}]+)\}/`, Swift 5.7) starting at `i`, or nil where
  /// the `/` is the division operator. As in SE-0354: a literal stands where an expression starts
  /// (after an opening bracket, a separator, an operator or `return`-like keyword), does not begin
  /// with a space, and closes on its own line; escapes and character classes hide a `/`.
  func bareRegexEnd() -> Int? {
    let next = at(i + 1)
    guard next != 0x20, next != 0x09, next != lf, next != cr, next != 0, next != slash else { return nil }
    if count > 0 {
      let previous = buffer[count - 1]
      switch previous.kind {
      case .openParen, .openBracket, .openBrace, .comma, .colon, .semicolon:
        break
      case .operator:
        // `a /b/ c` reads as division when the operator hugs its left operand (`x!/y/`).
        guard Int(previous.end) < i else { return nil }
      case .identifier:
        let length = Int(previous.end - previous.start)
        let keyword = UnsafeBufferPointer(start: p + Int(previous.start), count: length)
        guard Self.regexKeywords.contains(where: { $0.elementsEqual(keyword) }) else { return nil }
      default:
        return nil
      }
    }
    var j = i + 1
    var classDepth = 0
    while j < n {
      let c = p[j]
      if c == lf || c == cr { return nil }
      if c == backslash {
        j += 2
        continue
      }
      if c == 0x5B {
        classDepth += 1
      } else if c == 0x5D && classDepth > 0 {
        classDepth -= 1
      } else if c == slash && classDepth == 0 {
        return j + 1
      }
      j += 1
    }
    return nil
  }

  /// Keywords after which an expression starts.
  static let regexKeywords: [[UInt8]] = ["return", "case", "throw", "in", "where", "try", "await"].map {
    Array($0.utf8)
  }

  mutating func regex(start: Int, body: Int, hashes: Int) {
    var j = body
    while j < n {
      if p[j] == backslash {
        j += 2
        continue
      }
      if p[j] == slash && closes(at: j + 1, hashes: hashes) {
        let end = j + 1 + hashes
        emit(.regex, start, end)
        i = end
        return
      }
      j += 1
    }
    failure = TokenizationFailure(reason: .unterminatedRegex, offset: start)
  }

  /// `hashes` `#` bytes at `j`.
  @inline(__always) func closes(at j: Int, hashes: Int) -> Bool {
    if hashes == 0 { return true }
    guard j + hashes <= n else { return false }
    for k in 0..<hashes where p[j + k] != hash { return false }
    return true
  }

  /// Scans the literal whose opening quote is at `q`; returns the offset just past its end, or
  /// nil (and sets `failure`) when it does not end.
  mutating func string(at q: Int, hashes: Int, depth: Int) -> Int? {
    let literalStart = q - hashes
    guard depth < Tokenizer.maxNesting else {
      failure = TokenizationFailure(reason: .unterminatedString, offset: literalStart)
      return nil
    }
    let multiline = at(q + 1) == quote && at(q + 2) == quote
    var j = multiline ? q + 3 : q + 1
    while j < n {
      let c = p[j]
      if c == backslash {
        if closes(at: j + 1, hashes: hashes) {
          let e = j + 1 + hashes
          if at(e) == openParen {
            guard let after = interpolation(at: e + 1, depth: depth + 1) else {
              if failure == nil {
                failure = TokenizationFailure(reason: .unterminatedString, offset: literalStart)
              }
              return nil
            }
            j = after
          } else {
            j = e + 1
          }
        } else {
          j += 1
        }
      } else if c == quote {
        if multiline {
          if at(j + 1) == quote && at(j + 2) == quote && closes(at: j + 3, hashes: hashes) {
            return j + 3 + hashes
          }
          j += 1
        } else if closes(at: j + 1, hashes: hashes) {
          return j + 1 + hashes
        } else {
          j += 1
        }
      } else if !multiline && (c == lf || c == cr) {
        break
      } else {
        j += 1
      }
    }
    failure = TokenizationFailure(reason: .unterminatedString, offset: literalStart)
    return nil
  }

  /// Skips an interpolation's expression up to its closing parenthesis; returns the offset past it.
  mutating func interpolation(at start: Int, depth: Int) -> Int? {
    var parens = 1
    var j = start
    while j < n {
      let c = p[j]
      switch c {
      case openParen:
        parens += 1
        j += 1
      case closeParen:
        parens -= 1
        j += 1
        if parens == 0 { return j }
      case quote:
        guard let end = string(at: j, hashes: 0, depth: depth) else { return nil }
        j = end
      case hash:
        var k = j
        while k < n && p[k] == hash { k += 1 }
        if at(k) == quote {
          guard let end = string(at: k, hashes: k - j, depth: depth) else { return nil }
          j = end
        } else {
          j = k
        }
      case slash where at(j + 1) == star:
        guard let (end, _) = skipBlockComment(from: j) else { return nil }
        j = end
      default:
        j += 1
      }
    }
    return nil
  }
}
