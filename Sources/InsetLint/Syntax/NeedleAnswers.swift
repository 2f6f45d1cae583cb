/// `SourceFile.contains` answers by the needle's address, in an open-addressed table: a file is
/// seeded with the answers for every trigger word (a hundred-odd, from `NeedleSet`) and asked
/// again and again by the rules, and a scan of a list of that many answers cost more per question
/// than most of the searches it saved.
struct NeedleAnswers {
  /// Slots of (needle address, answer); a nil address is an empty slot. A power of two, at most
  /// half full.
  private var slots: [(key: UnsafeRawPointer?, found: Bool)]
  private var count = 0

  init(_ known: [(UnsafeRawPointer, Bool)]) {
    var capacity = 16
    while capacity < 2 * known.count + 2 { capacity *= 2 }
    slots = Array(repeating: (nil, false), count: capacity)
    for (key, found) in known { insert(key, found) }
  }

  /// The answer kept for the needle at `key`, if any.
  func answer(_ key: UnsafeRawPointer) -> Bool? {
    let mask = slots.count - 1
    var slot = Self.hash(key) & mask
    while let held = slots[slot].key {
      if held == key { return slots[slot].found }
      slot = (slot + 1) & mask
    }
    return nil
  }

  /// Keeps `found` for the needle at `key` (the first answer kept for a needle stays).
  mutating func insert(_ key: UnsafeRawPointer, _ found: Bool) {
    if 2 * (count + 1) > slots.count {
      let old = slots
      slots = Array(repeating: (nil, false), count: 2 * old.count)
      count = 0
      for slot in old { if let held = slot.key { insert(held, slot.found) } }
    }
    let mask = slots.count - 1
    var slot = Self.hash(key) & mask
    while let held = slots[slot].key {
      if held == key { return }
      slot = (slot + 1) & mask
    }
    slots[slot] = (key, found)
    count += 1
  }

  /// The address's bits mixed (Fibonacci hashing), the high ones first: needles are string
  /// constants a few bytes apart.
  @inline(__always) private static func hash(_ key: UnsafeRawPointer) -> Int {
    let mixed = UInt(bitPattern: Int(bitPattern: key)) &* 0x9E37_79B9_7F4A_7C15
    return Int(bitPattern: mixed >> 32)
  }
}
