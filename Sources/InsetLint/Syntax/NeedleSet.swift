#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Words looked for in every file (the rules' trigger words, `class`, the suppression prefix),
/// found in one `memchr` pass per anchor byte rather than one pass per word: most words are in
/// no file, so each costs a whole pass, and many share their rarest byte (`V` of `rootView`,
/// `AnyView`, `inputView`…). The answers are those `SourceFile.contains` gives, and seed it.
struct NeedleSet: Sendable {
  struct Needle: @unchecked Sendable {
    let start: UnsafePointer<UInt8>
    let length: Int
    /// Where the group's byte sits in the word.
    let anchor: Int
    /// The word's address: `SourceFile.contains` keeps answers by it.
    var key: UnsafeRawPointer { UnsafeRawPointer(start) }
  }

  /// Words by anchor byte (each word's rarest byte), in first-seen order.
  let groups: [(byte: UInt8, needles: [Needle])]

  init(_ words: [StaticString]) {
    var groups: [(byte: UInt8, needles: [Needle])] = []
    var seen = Set<UnsafeRawPointer>()
    for word in words
    where word.utf8CodeUnitCount > 0 && seen.insert(UnsafeRawPointer(word.utf8Start)).inserted {
      let bytes = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
      var anchor = 0
      for k in bytes.indices where SourceFile.rarity(bytes[k]) > SourceFile.rarity(bytes[anchor]) {
        anchor = k
      }
      let needle = Needle(start: word.utf8Start, length: bytes.count, anchor: anchor)
      if let group = groups.firstIndex(where: { $0.byte == bytes[anchor] }) {
        groups[group].needles.append(needle)
      } else {
        groups.append((bytes[anchor], [needle]))
      }
    }
    self.groups = groups
    ordered = groups.flatMap(\.needles)
    followers = groups.map { group in
      // A word whose rarest byte is its last has no byte after it to test.
      guard group.needles.allSatisfy({ $0.anchor + 1 < $0.length }) else { return nil }
      var follows = [Bool](repeating: false, count: 256)
      for needle in group.needles { follows[Int(needle.start[needle.anchor + 1])] = true }
      return follows
    }
    preceders = zip(groups, followers).map { group, follows in
      guard follows == nil, group.needles.allSatisfy({ $0.anchor > 0 }) else { return nil }
      var precedes = [Bool](repeating: false, count: 256)
      for needle in group.needles { precedes[Int(needle.start[needle.anchor - 1])] = true }
      return precedes
    }
  }

  /// For each group, the bytes that follow its byte in its words (nil when a word ends with it):
  /// most places a group's byte stands are in no word of the group, and the byte after it says so
  /// without comparing each word.
  let followers: [[Bool]?]

  /// For each group without `followers`, the bytes that come before its byte in its words (nil
  /// when a word starts with it): `padding` and `ottom` end with their rarest byte, which stands
  /// in thousands of places a file that has neither.
  let preceders: [[Bool]?]

  /// The words in the order `answers` gives them.
  let ordered: [Needle]

  /// Where `word`'s answer sits in what `answers` returns.
  func position(of word: StaticString) -> Int? {
    ordered.firstIndex { $0.key == UnsafeRawPointer(word.utf8Start) }
  }

  /// Whether each word occurs in `bytes`, as `SourceFile.contains` answers.
  func answers(in bytes: UnsafeBufferPointer<UInt8>) -> [(UnsafeRawPointer, Bool)] {
    var result: [(UnsafeRawPointer, Bool)] = []
    result.reserveCapacity(total)
    let count = bytes.count
    for (position, group) in groups.enumerated() {
      let needles = group.needles
      let follows = followers[position]
      let precedes = preceders[position]
      let first = result.count
      for needle in needles { result.append((needle.key, false)) }
      guard let base = bytes.baseAddress else { continue }
      var missing = needles.count
      var offset = 0
      while missing > 0, offset < count, let hit = memchr(base + offset, Int32(group.byte), count - offset) {
        let at = UnsafeRawPointer(hit) - UnsafeRawPointer(base)
        if let follows, at + 1 < count, !follows[Int(base[at + 1])] {
          offset = at + 1
          continue
        }
        if let precedes, at > 0, !precedes[Int(base[at - 1])] {
          offset = at + 1
          continue
        }
        for k in 0..<needles.count where !result[first + k].1 {
          let needle = needles[k]
          let start = at - needle.anchor
          if start >= 0, start + needle.length <= count, base[start] == needle.start[0],
            base[start + needle.length - 1] == needle.start[needle.length - 1],
            memcmp(base + start, needle.start, needle.length) == 0
          {
            result[first + k].1 = true
            missing -= 1
          }
        }
        offset = at + 1
      }
    }
    return result
  }

  /// How many words there are.
  var total: Int { ordered.count }
}
