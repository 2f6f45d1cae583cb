/// Small integer ids for the names a file spells, each name given one on its first ask: a data-flow
/// walk that asks of nearly every name it reads whether it is a local, a member or a function hashes
/// each token's text once, not at every question (`keyboard-inset` hashed names about two million
/// times in a lint of a large app). One per file and per rule pass, on one thread: its tables'
/// access is unchecked, and the look-up of a known token inlinable, as `SourceFile`'s (asked for
/// nearly every name a walk reads).
public final class NameTable {
  public let file: SourceFile
  @exclusivity(unchecked) private var ids: [String: Int32] = [:]
  /// Each token's id, -1 until asked for.
  @usableFromInline @exclusivity(unchecked) var tokenIDs: [Int32]

  public init(_ file: SourceFile) {
    self.file = file
    tokenIDs = Array(repeating: -1, count: file.count)
  }

  /// The id of token `index`'s text (of "" past either end, as `SourceFile.text(_:)`).
  @inlinable public func id(ofToken index: Int) -> Int32 {
    if index >= 0 && index < tokenIDs.count, tokenIDs[index] >= 0 { return tokenIDs[index] }
    return intern(token: index)
  }

  /// `id(ofToken:)` the first time a token is asked for.
  @usableFromInline func intern(token index: Int) -> Int32 {
    guard index >= 0 && index < tokenIDs.count else { return id(of: "") }
    let made = id(of: file.text(index))
    tokenIDs[index] = made
    return made
  }

  /// The id of `name`, given now if the file has not asked for it yet.
  public func id(of name: String) -> Int32 {
    if let known = ids[name] { return known }
    let made = Int32(ids.count)
    ids[name] = made
    return made
  }

  /// The ids of `names`.
  public func set<Names: Sequence>(_ names: Names) -> NameSet where Names.Element == String {
    var set = NameSet()
    for name in names { set.insert(id(of: name)) }
    return set
  }
}

/// A set of one `NameTable`'s ids, kept as bits: asking costs a shift and a mask, not a hash.
public struct NameSet: Sendable {
  @usableFromInline var words: [UInt64] = []

  public init() {}

  public var isEmpty: Bool { words.allSatisfy { $0 == 0 } }

  @inlinable public func contains(_ id: Int32) -> Bool {
    let word = Int(id) >> 6
    return word < words.count && words[word] & (1 << UInt64(id & 63)) != 0
  }

  @inlinable public mutating func insert(_ id: Int32) {
    let word = Int(id) >> 6
    if word >= words.count { words += Array(repeating: 0, count: word + 1 - words.count) }
    words[word] |= 1 << UInt64(id & 63)
  }

  /// True when no id is in both sets.
  public func isDisjoint(with other: NameSet) -> Bool {
    zip(words, other.words).allSatisfy { $0 & $1 == 0 }
  }
}
