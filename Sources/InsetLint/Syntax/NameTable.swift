#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

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

  /// `id(ofToken:)` the first time a token is asked for: the id of another token of the same bytes
  /// if one was asked for (found by a hash of the bytes, no string made), else its text's.
  @usableFromInline func intern(token index: Int) -> Int32 {
    guard index >= 0 && index < tokenIDs.count else { return id(of: "") }
    let hash = file.bytesHash(ofToken: index)
    if let known = spelledAlike(index, hash) {
      tokenIDs[index] = known
      return known
    }
    let made = id(of: file.text(index))
    tokenIDs[index] = made
    keepSpelling(index, hash, made)
    return made
  }

  /// Tokens asked for, by a hash of their bytes: open-addressed slots of (hash, a token, its id),
  /// a token of -1 an empty slot; a power of two of them, at most half full. A name a walk reads
  /// at many places is interned at each, and making its string each time to hash it cost more
  /// than the rest of the walk's look-ups. (Bytes alike make the same string; strings alike may
  /// have different bytes, and are found through `ids`.)
  @exclusivity(unchecked) private var spellings: [(hash: Int, token: Int32, id: Int32)] = []
  @exclusivity(unchecked) private var spellingCount = 0

  /// The id of a token kept with the bytes of token `index`, if any.
  private func spelledAlike(_ index: Int, _ hash: Int) -> Int32? {
    guard !spellings.isEmpty else { return nil }
    let mask = spellings.count - 1
    var slot = hash & mask
    while spellings[slot].token >= 0 {
      if spellings[slot].hash == hash, file.sameBytes(Int(spellings[slot].token), index) {
        return spellings[slot].id
      }
      slot = (slot + 1) & mask
    }
    return nil
  }

  /// Keeps token `index` (of hash `hash`) as the spelling of `id`.
  private func keepSpelling(_ index: Int, _ hash: Int, _ id: Int32) {
    if 2 * (spellingCount + 1) > spellings.count {
      let old = spellings
      spellings = Array(repeating: (0, -1, 0), count: max(64, 2 * old.count))
      spellingCount = 0
      for kept in old where kept.token >= 0 { place(kept) }
    }
    place((hash, Int32(index), id))
  }

  private func place(_ entry: (hash: Int, token: Int32, id: Int32)) {
    let mask = spellings.count - 1
    var slot = entry.hash & mask
    while spellings[slot].token >= 0 { slot = (slot + 1) & mask }
    spellings[slot] = entry
    spellingCount += 1
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

/// The spellings of a file's tokens seen so far, told by their bytes alone (no string is made or
/// hashed, unlike `NameTable`'s ids): `insert` is true for the first token of each spelling.
/// Open-addressed slots of (hash, token), a token of -1 an empty slot; a power of two of them, at
/// most half full.
public struct TokenSpellings {
  public let file: SourceFile
  private var slots: [(hash: Int, token: Int32)] = []
  private var count = 0

  public init(_ file: SourceFile) { self.file = file }

  /// True when no token spelled as token `index` was inserted before it; it is now.
  public mutating func insert(token index: Int) -> Bool {
    let hash = file.bytesHash(ofToken: index)
    if 2 * (count + 1) > slots.count {
      let old = slots
      slots = Array(repeating: (0, -1), count: max(16, 2 * old.count))
      for kept in old where kept.token >= 0 { place(kept) }
    }
    let mask = slots.count - 1
    var slot = hash & mask
    while slots[slot].token >= 0 {
      if slots[slot].hash == hash, file.sameBytes(Int(slots[slot].token), index) { return false }
      slot = (slot + 1) & mask
    }
    slots[slot] = (hash, Int32(index))
    count += 1
    return true
  }

  private mutating func place(_ entry: (hash: Int, token: Int32)) {
    let mask = slots.count - 1
    var slot = entry.hash & mask
    while slots[slot].token >= 0 { slot = (slot + 1) & mask }
    slots[slot] = entry
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

extension SourceFile {
  /// True when tokens `a` and `b` have the same bytes (the name tables' spelling test).
  fileprivate func sameBytes(_ a: Int, _ b: Int) -> Bool {
    let first = tokens[a]
    let second = tokens[b]
    let length = Int(first.end &- first.start)
    guard length == Int(second.end &- second.start) else { return false }
    return length == 0
      || memcmp(bytes.baseAddress! + Int(first.start), bytes.baseAddress! + Int(second.start), length) == 0
  }
}
