extension KeyboardInsetWalk {
  /// One file's origins (`key`, `closure:T`, `member:T.name`, `overlap|…`) as small ids, each
  /// spelled once: the walks hand sets of origins up every bracket of every expression and join
  /// them at each step, and hashing their strings each time was a third of `keyboard-inset`'s
  /// work. One per file and per rule pass, on one thread.
  final class OriginTable {
    /// The raw frame's origin, `key`.
    static let key: Int32 = 0

    private var ids: [String: Int32] = ["key": key]
    private var spellings: [String] = ["key"]
    /// Each origin's `overlap|` form, -1 until asked for.
    private var overlapped: [Int32] = [-1]

    /// The id of `origin`, given now if the file has not spelled it yet.
    func id(_ origin: String) -> Int32 {
      if let known = ids[origin] { return known }
      let made = Int32(spellings.count)
      ids[origin] = made
      spellings.append(origin)
      overlapped.append(-1)
      return made
    }

    /// The origins of `set`, spelled and sorted (as the facts keep them); each set sorted once:
    /// the sinks of a body and of its later rounds hand the same sets again, and sorting their
    /// long spellings (`member:Type.name`) again cost more than the rest of spelling them.
    func sorted(_ set: OriginSet) -> [String] {
      if let known = sortedSets[set] { return known }
      let made = set.ids.map { spellings[Int($0)] }.sorted()
      sortedSets[set] = made
      return made
    }
    private var sortedSets: [OriginSet: [String]] = [:]

    /// Every origin of `set` marked `overlap|` (one marked already is kept).
    func overlap(_ set: OriginSet) -> OriginSet {
      var marked = OriginSet()
      for origin in set.ids {
        var made = overlapped[Int(origin)]
        if made < 0 {
          let spelled = spellings[Int(origin)]
          made = spelled.hasPrefix("overlap|") ? origin : id("overlap|" + spelled)
          overlapped[Int(origin)] = made
        }
        marked.insert(made)
      }
      return marked
    }
  }

  /// A set of one `OriginTable`'s ids, kept as bits: a union is a few ORs, not a hash per origin.
  /// (No trailing empty word, so equal sets are equal arrays.)
  struct OriginSet: Hashable, ExpressibleByArrayLiteral {
    private var words: [UInt64] = []

    init() {}

    init(arrayLiteral ids: Int32...) {
      for id in ids { insert(id) }
    }

    var isEmpty: Bool { words.isEmpty }

    func contains(_ id: Int32) -> Bool {
      let word = Int(id) >> 6
      return word < words.count && words[word] & (1 << UInt64(id & 63)) != 0
    }

    mutating func insert(_ id: Int32) {
      let word = Int(id) >> 6
      if word >= words.count { words += Array(repeating: 0, count: word + 1 - words.count) }
      words[word] |= 1 << UInt64(id & 63)
    }

    /// `formUnion(other)`.
    mutating func absorb(_ other: OriginSet) {
      guard !other.words.isEmpty else { return }
      guard !words.isEmpty else { return self = other }
      if other.words.count > words.count {
        words += other.words[words.count...]
      }
      for k in 0..<min(words.count, other.words.count) { words[k] |= other.words[k] }
    }

    func union(_ other: OriginSet) -> OriginSet {
      var joined = self
      joined.absorb(other)
      return joined
    }

    /// The ids, ascending.
    var ids: [Int32] {
      var found: [Int32] = []
      for (k, word) in words.enumerated() {
        var rest = word
        while rest != 0 {
          found.append(Int32(k * 64 + rest.trailingZeroBitCount))
          rest &= rest - 1
        }
      }
      return found
    }
  }
}
