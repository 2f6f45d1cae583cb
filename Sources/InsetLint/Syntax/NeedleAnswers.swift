/// `SourceFile.contains` answers by the needle's address. A file is seeded with the answers for
/// every trigger word (a hundred-odd, in `NeedleSet` order) and asked again and again by the
/// rules: a scan of a list of that many answers cost more per question than most of the searches
/// it saved. The seeded answers are found through `NeedlePositions`, made once per needle set;
/// the few needles asked later are kept in a list of their own.
struct NeedleAnswers {
  private let positions: NeedlePositions?
  private let known: [(UnsafeRawPointer, Bool)]
  /// Answers found after the file was made, and seeded ones without positions.
  private var later: [(UnsafeRawPointer, Bool)]

  /// `known`: answers in the order `positions` gives the needles (any order without positions).
  init(_ known: [(UnsafeRawPointer, Bool)], positions: NeedlePositions? = nil) {
    self.positions = positions
    self.known = positions == nil ? [] : known
    later = positions == nil ? known : []
  }

  /// The answer kept for the needle at `key`, if any.
  func answer(_ key: UnsafeRawPointer) -> Bool? {
    if let position = positions?.position(of: key), position < known.count, known[position].0 == key {
      return known[position].1
    }
    for (held, found) in later where held == key { return found }
    return nil
  }

  /// Keeps `found` for the needle at `key` (asked only when no answer is kept).
  mutating func insert(_ key: UnsafeRawPointer, _ found: Bool) {
    later.append((key, found))
  }
}

/// Each needle's position in a `NeedleSet`'s answers, by the needle's address, in an
/// open-addressed table (a power of two of slots, at most half full): made once per needle set,
/// shared by every file it answers for.
struct NeedlePositions: @unchecked Sendable {
  /// (needle address, position); a nil address is an empty slot.
  private let slots: [(key: UnsafeRawPointer?, position: Int)]

  init(_ keys: [UnsafeRawPointer]) {
    var capacity = 16
    while capacity < 2 * keys.count + 2 { capacity *= 2 }
    var slots: [(key: UnsafeRawPointer?, position: Int)] = Array(repeating: (nil, 0), count: capacity)
    for (position, key) in keys.enumerated() {
      var slot = Self.hash(key) & (capacity - 1)
      while let held = slots[slot].key, held != key { slot = (slot + 1) & (capacity - 1) }
      // (The first position of a needle listed twice stays.)
      if slots[slot].key == nil { slots[slot] = (key, position) }
    }
    self.slots = slots
  }

  /// The position of the needle at `key`, or nil when it is not in the set.
  func position(of key: UnsafeRawPointer) -> Int? {
    let mask = slots.count - 1
    var slot = Self.hash(key) & mask
    while let held = slots[slot].key {
      if held == key { return slots[slot].position }
      slot = (slot + 1) & mask
    }
    return nil
  }

  /// The address's bits mixed (Fibonacci hashing), the high ones kept: needles are string
  /// constants a few bytes apart.
  @inline(__always) private static func hash(_ key: UnsafeRawPointer) -> Int {
    let mixed = UInt(bitPattern: Int(bitPattern: key)) &* 0x9E37_79B9_7F4A_7C15
    return Int(bitPattern: mixed >> 32)
  }
}
