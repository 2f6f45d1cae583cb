#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Words looked for in every file (the rules' trigger words, `class`, the suppression prefix),
/// found in one pass over the bytes, grouped by anchor byte, rather than one pass per word: most
/// words are in no file, so each costs a whole pass, and many share their rarest byte (`V` of
/// `rootView`, `AnyView`, `inputView`…). The answers are those `SourceFile.contains` gives, and seed it.
/// Words of `ShiftTable.shortest` bytes or more (every trigger word today) are found by skipping
/// (`ShiftTable`); the byte-by-byte group scan is left to shorter ones.
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
    positions = NeedlePositions(ordered.map(\.key))
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
    // The group scan looks for the short words only: the shift table finds the others.
    var shortTable = table
    var shortSizes = sizes
    for (position, group) in groups.enumerated() {
      shortSizes[position] = group.needles.filter { $0.length < ShiftTable.shortest }.count
      if shortSizes[position] == 0 { shortTable[Int(group.byte)] = 0 }
    }
    shortAnchorTable = shortTable
    self.shortSizes = shortSizes
    hasShortWords = shortSizes.contains { $0 > 0 }
    shiftTable = ShiftTable(ordered)
  }

  /// `anchorTable` and `sizes` for the words shorter than `ShiftTable.shortest` (the others are
  /// left out: the shift table finds them).
  let shortAnchorTable: [UInt8]
  let shortSizes: [Int]
  let hasShortWords: Bool
  /// The words of `ShiftTable.shortest` bytes or more; nil when there are none.
  let shiftTable: ShiftTable?

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

  /// Where each word's answer sits in what `answers` returns, by the word's address: handed to
  /// every file made from the answers, so that its `contains` finds them without a search.
  let positions: NeedlePositions

  /// Where `word`'s answer sits in what `answers` returns.
  func position(of word: StaticString) -> Int? {
    ordered.firstIndex { $0.key == UnsafeRawPointer(word.utf8Start) }
  }

  /// Whether each word occurs in `bytes`, as `SourceFile.contains` answers: the long words by the
  /// shift table, the short ones (if any) by `scanShortWords`.
  func answers(in bytes: UnsafeBufferPointer<UInt8>) -> [(UnsafeRawPointer, Bool)] {
    var result: [(UnsafeRawPointer, Bool)] = []
    result.reserveCapacity(total)
    for needle in ordered { result.append((needle.key, false)) }
    guard let base = bytes.baseAddress, !groups.isEmpty else { return result }
    if hasShortWords { scanShortWords(base, bytes.count, &result) }
    if let shiftTable {
      result.withUnsafeMutableBufferPointer { result in
        ordered.withUnsafeBufferPointer { ordered in
          shiftTable.search(base, bytes.count, ordered, result)
        }
      }
    }
    return result
  }

  /// The words shorter than `ShiftTable.shortest`, in one pass over the bytes for all groups (a
  /// table says which group a byte anchors): a pass per group stopped at every place its byte
  /// stands, and a `memchr` call per place cost more than the byte scan; a group whose short words
  /// are all found leaves the table.
  private func scanShortWords(
    _ base: UnsafePointer<UInt8>, _ count: Int, _ result: inout [(UnsafeRawPointer, Bool)]
  ) {
    var missing = shortSizes
    var groupsLeft = shortSizes.filter { $0 > 0 }.count
    var table = shortAnchorTable
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
                for k in first..<firsts[position + 1]
                where !result[k].1 && ordered[k].length < ShiftTable.shortest {
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

/// The words of `shortest` bytes or more, found by skipping through the bytes (Wu–Manber, on
/// two-byte blocks): a window as long as the shortest such word slides along, and the two bytes
/// that end it say how far it may move before a part of a word could fill it. Why: the byte scan
/// looked at every byte, and most trigger words' rarest byte is a common lower-case letter, so it
/// cost 17 instructions a byte of Swift (360 M of a 7.2 G cold lint of woocommerce-ios); this
/// moves 2.6 bytes a step, and 140 M in all. Each word stands in the table by its part of `window`
/// bytes whose blocks are rarest in Swift (`ight` of `height` rather than `heig`): blocks of common
/// letters (`er`, `nt`, `at`) would hold the window back and stop it for a candidate every few
/// steps (about one step in ten stops so).
struct ShiftTable: Sendable {
  /// Words shorter than this are left to the byte scan: a window of 3 could move 2 bytes at most.
  static let shortest = 4

  /// The window: the shortest word's length.
  let window: Int
  /// For each block (its two bytes read as a little-endian `UInt16`), how far the window may move
  /// when it ends with the block: `window - 1` for a block in no word's part.
  let shifts: [UInt8]
  /// For each block, the first word (its place in the answers) whose part ends with it, -1 for
  /// none; `nextWord` chains the others.
  let firstWord: [Int16]
  let nextWord: [Int16]
  /// Where each word's part starts in the word.
  let partStart: [Int]

  init?(_ words: [NeedleSet.Needle]) {
    let lengths = words.map(\.length).filter { $0 >= Self.shortest }
    guard let window = lengths.min(), words.count < Int(Int16.max) else { return nil }
    self.window = window
    func block(_ bytes: UnsafePointer<UInt8>, _ end: Int) -> Int {
      Int(bytes[end - 1]) | Int(bytes[end]) << 8
    }
    var shifts = [UInt8](repeating: UInt8(min(window - 1, 255)), count: 65536)
    var firstWord = [Int16](repeating: -1, count: 65536)
    var nextWord = [Int16](repeating: -1, count: words.count)
    var partStart = [Int](repeating: 0, count: words.count)
    for (k, word) in words.enumerated().reversed() where word.length >= Self.shortest {
      // The part whose blocks are met least often in Swift, a block nearer the part's end (a
      // smaller move) counting for more: a block's frequency is its bytes' (`rarity` is -10·log2).
      var best = 0
      var bestCost = Double.infinity
      for start in 0...(word.length - window) {
        var cost = 0.0
        for end in 1..<window {
          let rarity =
            SourceFile.rarity(word.start[start + end - 1]) + SourceFile.rarity(word.start[start + end])
          cost += Double(end) * pow(2, -Double(rarity) / 10)
        }
        if cost < bestCost {
          best = start
          bestCost = cost
        }
      }
      partStart[k] = best
      let part = word.start + best
      for end in 1..<window {
        shifts[block(part, end)] = min(shifts[block(part, end)], UInt8(min(window - 1 - end, 255)))
      }
      let last = block(part, window - 1)
      nextWord[k] = firstWord[last]
      firstWord[last] = Int16(k)
    }
    self.shifts = shifts
    self.firstWord = firstWord
    self.nextWord = nextWord
    self.partStart = partStart
  }

  /// Sets the answer of each word of the table that occurs in the bytes (the others' are left).
  func search(
    _ base: UnsafePointer<UInt8>, _ count: Int, _ words: UnsafeBufferPointer<NeedleSet.Needle>,
    _ result: UnsafeMutableBufferPointer<(UnsafeRawPointer, Bool)>
  ) {
    var left = words.reduce(0) { $0 + ($1.length >= Self.shortest ? 1 : 0) }
    let bytes = UnsafeRawPointer(base)
    shifts.withUnsafeBufferPointer { shifts in
      firstWord.withUnsafeBufferPointer { firstWord in
        nextWord.withUnsafeBufferPointer { nextWord in
          partStart.withUnsafeBufferPointer { partStart in
            // The window's last byte.
            var end = window - 1
            while end < count {
              let block = Int(
                UInt16(littleEndian: bytes.loadUnaligned(fromByteOffset: end - 1, as: UInt16.self)))
              let shift = Int(shifts[block])
              if shift != 0 {
                end += shift
                continue
              }
              var k = Int(firstWord[block])
              while k >= 0 {
                let word = words[k]
                let start = end - window + 1 - partStart[k]
                if !result[k].1, start >= 0, start + word.length <= count, base[start] == word.start[0],
                  memcmp(base + start, word.start, word.length) == 0
                {
                  result[k].1 = true
                  left -= 1
                }
                k = Int(nextWord[k])
              }
              if left == 0 { return }
              end += 1
            }
          }
        }
      }
    }
  }
}
