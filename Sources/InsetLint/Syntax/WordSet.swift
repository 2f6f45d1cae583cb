#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A fixed list of words, grouped by length, for `SourceFile.tokenIs(_:in:)`: a token is compared
/// with the few words of its own length, not with every word in turn (the layout words of
/// `window-safe-area-read` are 34, asked of every name of a layout line).
public struct WordSet: Sendable {
  /// The words of each length, at that index.
  @usableFromInline let byLength: [[StaticString]]

  public init(_ words: [StaticString]) {
    var byLength: [[StaticString]] = Array(
      repeating: [], count: (words.map(\.utf8CodeUnitCount).max() ?? 0) + 1)
    for word in words { byLength[word.utf8CodeUnitCount].append(word) }
    self.byLength = byLength
  }
}

extension SourceFile {
  /// True when token `index` exists and its text is one of `words`: `tokenIs(_:oneOf:)` with the
  /// words sorted by length beforehand.
  @inlinable public func tokenIs(_ index: Int, in words: WordSet) -> Bool {
    guard index >= 0 && index < tokens.count else { return false }
    let token = tokens[index]
    let length = Int(token.end &- token.start)
    guard length < words.byLength.count else { return false }
    for word in words.byLength[length]
    where memcmp(bytes.baseAddress! + Int(token.start), word.utf8Start, length) == 0 {
      return true
    }
    return false
  }
}
