#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Words looked for in every file (the rules' trigger words, `class`, the suppression prefix),
/// found in one pass over the bytes, grouped by anchor byte, rather than one pass per word: most
/// words are in no file, so each costs a whole pass, and many share their rarest byte (`V` of
/// `rootView`, `AnyView`, `inputView`…). The answers are those `SourceFile.contains` gives, and seed it.
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
    precondition(groups.count < 255, "a group's number must fit a byte")
    var table = [UInt8](repeating: 0, count: 256)
    for (position, group) in groups.enumerated() { table[Int(group.byte)] = UInt8(position + 1) }
    anchorTable = table
    var firsts: [Int] = []
    var next = 0
    for group in groups {
      firsts.append(next)
      next += group.needles.count
    }
    firsts.append(next)
    self.firsts = firsts
    sizes = groups.map { $0.needles.count }
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
    var near: [UInt8] = []
    for (follows, precedes) in zip(followers, preceders) {
      near += (follows ?? precedes ?? [Bool](repeating: false, count: 256)).map { $0 ? 1 : 0 }
      near.append(follows != nil ? 1 : precedes != nil ? 2 : 0)
    }
    nearBytes = near
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
  /// One pass over the bytes for all groups (a table says which group a byte anchors): a pass per
  /// group stopped at every place its byte stands, and a `memchr` call per place cost more than
  /// the byte scan; a group whose words are all found leaves the table.
  func answers(in bytes: UnsafeBufferPointer<UInt8>) -> [(UnsafeRawPointer, Bool)] {
    var result: [(UnsafeRawPointer, Bool)] = []
    result.reserveCapacity(total)
    for needle in ordered { result.append((needle.key, false)) }
    guard let base = bytes.baseAddress, !groups.isEmpty else { return result }
    let count = bytes.count
    var missing = sizes
    var groupsLeft = groups.count
    var table = anchorTable
    table.withUnsafeMutableBufferPointer { table in
      result.withUnsafeMutableBufferPointer { result in
        ordered.withUnsafeBufferPointer { ordered in
          nearBytes.withUnsafeBufferPointer { near in
            firsts.withUnsafeBufferPointer { firsts in
              var at = 0
              while at < count {
                let entry = Int(table[Int(base[at])])
                if entry == 0 {
                  at += 1
                  continue
                }
                let position = entry - 1
                defer { at += 1 }
                // The byte after (or before) the group's byte in its words, when it tells.
                let side = near[position * 257 + 256]
                if side == 1, at + 1 < count, near[position * 257 + Int(base[at + 1])] == 0 { continue }
                if side == 2, at > 0, near[position * 257 + Int(base[at - 1])] == 0 { continue }
                let first = firsts[position]
                for k in first..<firsts[position + 1] where !result[k].1 {
                  let needle = ordered[k]
                  let start = at - needle.anchor
                  if start >= 0, start + needle.length <= count, base[start] == needle.start[0],
                    base[start + needle.length - 1] == needle.start[needle.length - 1],
                    memcmp(base + start, needle.start, needle.length) == 0
                  {
                    result[k].1 = true
                    missing[position] -= 1
                  }
                }
                if missing[position] == 0 {
                  table[Int(base[at])] = 0
                  groupsLeft -= 1
                  if groupsLeft == 0 { break }
                }
              }
            }
          }
        }
      }
    }
    return result
  }

  /// For each byte, 1 + the group it anchors (0: none).
  let anchorTable: [UInt8]

  /// Where each group's first answer sits in what `answers` returns (and, last, how many).
  let firsts: [Int]

  /// How many words each group has.
  let sizes: [Int]

  /// `followers` (or else `preceders`) flattened, 257 entries a group: 256 for the bytes, then
  /// whether the group has followers (1), preceders (2) or neither (0).
  let nearBytes: [UInt8]

  /// How many words there are.
  var total: Int { ordered.count }
}
