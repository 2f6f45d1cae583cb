/// The lexical class of a token. Keywords are identifiers: rules compare their text, since
/// most Swift keywords (`override`, `convenience`, `some`) are contextual anyway.
public enum TokenKind: UInt8, Sendable {
  /// A name, keyword, backticked name or `$0`.
  case identifier
  case number
  /// A whole string literal, interpolations included (`"a\(b)"`, `#"…"#`, `"""…"""`).
  case string
  /// `#/…/#` regex literal.
  case regex
  /// `@name`.
  case attribute
  /// `#if`, `#available`, `#selector`, `#Preview`…
  case pound
  /// A run of operator characters (`?`, `!`, `==`, `...`, `->`, `<`, `>>`).
  case `operator`
  /// A lone `.` (member access).
  case dot
  case comma
  case colon
  case semicolon
  case openParen
  case closeParen
  case openBrace
  case closeBrace
  case openBracket
  case closeBracket
  /// Anything else (a stray backslash, a lone backtick).
  case unknown
}

/// One token: its kind and byte range in the file. 12 bytes, so a file's tokens fit in cache.
public struct Token: Sendable, Equatable {
  public var start: UInt32
  public var end: UInt32
  public var kind: TokenKind
  /// `Token.startsLine`: a newline (or the file start) lies between the previous token and this one.
  public var flags: UInt8

  public static let startsLine: UInt8 = 1

  public var startsLine: Bool { flags & Token.startsLine != 0 }
  public var range: Range<Int> { Int(start)..<Int(end) }
}

/// A comment: its byte range and whether it is a `/* */` block.
public struct Comment: Sendable, Equatable {
  public var start: UInt32
  public var end: UInt32
  public var isBlock: Bool
}

/// Why a file did not tokenize cleanly: what was left open and where it started.
public struct TokenizationFailure: Error, Sendable, Equatable, CustomStringConvertible {
  public enum Reason: String, Sendable {
    case unterminatedString = "unterminated string literal"
    case unterminatedComment = "unterminated block comment"
    case unterminatedRegex = "unterminated regex literal"
    case unbalancedBrackets = "unbalanced brackets"
  }
  public let reason: Reason
  /// Byte offset where the unterminated construct starts.
  public let offset: Int

  public var description: String { reason.rawValue }
}
