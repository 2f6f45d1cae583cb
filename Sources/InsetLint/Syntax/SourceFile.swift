#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A Swift file's bytes with its tokens, comments and matched brackets. Immutable once made; the
/// bytes are owned (one allocation) so that rules compare token text without making strings.
public final class SourceFile: @unchecked Sendable {
  /// The path as given (relative paths stay relative: reports print what the user typed).
  public let path: String
  public let bytes: UnsafeMutableBufferPointer<UInt8>
  public let tokens: [Token]
  public let comments: [Comment]
  /// Set when tokenization stopped early or brackets do not pair up: rules see what did
  /// tokenize, `fix` leaves the file alone.
  public let failure: TokenizationFailure?
  /// For each bracket token, the index of its partner; -1 for other tokens and unmatched brackets.
  public let partner: [Int32]
  public let hasBOM: Bool
  public let usesCRLF: Bool

  /// Takes ownership of `buffer` (allocated with `UnsafeMutableBufferPointer.allocate`; its
  /// count is the file's length). `known` are `contains` answers already found on these bytes.
  public convenience init(
    path: String, adopting buffer: UnsafeMutableBufferPointer<UInt8>, known: [(UnsafeRawPointer, Bool)] = []
  ) {
    self.init(path: path, adopting: buffer, known: known, positions: nil)
  }

  /// `init(path:adopting:known:)` with `known` in the order of a `NeedleSet`'s answers, found
  /// through its `positions`.
  init(
    path: String, adopting buffer: UnsafeMutableBufferPointer<UInt8>, known: [(UnsafeRawPointer, Bool)],
    positions: NeedlePositions?
  ) {
    containsAnswers = NeedleAnswers(known, positions: positions)
    self.path = path
    bytes = buffer
    let source = UnsafeBufferPointer(buffer)
    let output = Tokenizer.tokenize(source)
    tokens = output.tokens
    comments = output.comments
    let (partner, unmatched) = SourceFile.matchBrackets(output.tokens)
    self.partner = partner
    var failure = output.failure
    if failure == nil, let unmatched {
      failure = TokenizationFailure(reason: .unbalancedBrackets, offset: Int(output.tokens[unmatched].start))
    }
    self.failure = failure
    hasBOM = source.count >= 3 && source[0] == 0xEF && source[1] == 0xBB && source[2] == 0xBF
    var crlf = false
    if let base = source.baseAddress, source.count > 0, let lfPointer = memchr(base, 0x0A, source.count) {
      let offset = UnsafeRawPointer(lfPointer) - UnsafeRawPointer(base)
      crlf = offset > 0 && source[offset - 1] == 0x0D
    }
    usesCRLF = crlf
  }

  /// Copies `source`.
  public convenience init(path: String, bytes source: UnsafeBufferPointer<UInt8>) {
    let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: max(source.count, 1))
    if let base = source.baseAddress, source.count > 0 {
      buffer.baseAddress!.update(from: base, count: source.count)
    }
    self.init(path: path, adopting: UnsafeMutableBufferPointer(rebasing: buffer[0..<source.count]))
  }

  public convenience init(path: String, text: String) {
    var copy = text
    let buffer = copy.withUTF8 { utf8 -> UnsafeMutableBufferPointer<UInt8> in
      let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: max(utf8.count, 1))
      if utf8.count > 0 { buffer.baseAddress!.update(from: utf8.baseAddress!, count: utf8.count) }
      return UnsafeMutableBufferPointer(rebasing: buffer[0..<utf8.count])
    }
    self.init(path: path, adopting: buffer)
  }

  deinit {
    bytes.baseAddress?.deallocate()
    textSlots?.deallocate()
  }

  /// Pairs (), {}, []; returns the partner table and the index of the first unmatched bracket, if any.
  static func matchBrackets(_ tokens: [Token]) -> ([Int32], Int?) {
    var partner = [Int32](repeating: -1, count: tokens.count)
    var stack: [Int32] = []
    var firstUnmatched: Int?
    for (index, token) in tokens.enumerated() {
      let opener: TokenKind
      switch token.kind {
      case .openParen, .openBrace, .openBracket:
        stack.append(Int32(index))
        continue
      case .closeParen: opener = .openParen
      case .closeBrace: opener = .openBrace
      case .closeBracket: opener = .openBracket
      default: continue
      }
      if let top = stack.last, tokens[Int(top)].kind == opener {
        stack.removeLast()
        partner[index] = top
        partner[Int(top)] = Int32(index)
      } else if let deeper = stack.lastIndex(where: { tokens[Int($0)].kind == opener }) {
        // Brackets left open inside (a `#if` branch, a typo): they stay unmatched.
        firstUnmatched = firstUnmatched ?? Int(stack[deeper + 1])
        let top = stack[deeper]
        stack.removeSubrange(deeper...)
        partner[index] = top
        partner[Int(top)] = Int32(index)
      } else {
        firstUnmatched = firstUnmatched ?? index
      }
    }
    if let open = stack.first { firstUnmatched = min(firstUnmatched ?? Int(open), Int(open)) }
    return (partner, firstUnmatched)
  }

  // MARK: Text

  @inlinable public var count: Int { tokens.count }

  /// The whole file as a string (invalid UTF-8 is repaired, but the driver rejects it before).
  public var text: String { String(decoding: UnsafeBufferPointer(bytes), as: UTF8.self) }

  /// Token `index`'s text, or "" past either end: rules look ahead and behind freely, and a
  /// half-typed file (an editor's every keystroke) ends where a rule expects more.
  /// Each token's text is made once: rules ask for the same names again and again, and making a
  /// string validates its bytes.
  public func text(_ index: Int) -> String {
    guard index >= 0 && index < tokens.count else { return "" }
    // Only the thread that made the file keeps texts (the per-file pass); project rules that
    // read a file from several threads at once make theirs.
    // (`==`, what `pthread_equal` does, without calling it for every text asked for.)
    guard maker == pthread_self() else { return text(in: tokens[index].range) }
    let slots: UnsafeMutablePointer<Int32>
    if let made = textSlots {
      slots = made
    } else {
      slots = .allocate(capacity: tokens.count)
      slots.initialize(repeating: 0, count: tokens.count)
      textSlots = slots
    }
    let slot = Int(slots[index])
    if slot > 0 { return tokenTexts[slot - 1] }
    let made = text(in: tokens[index].range)
    tokenTexts.append(made)
    slots[index] = Int32(tokenTexts.count)
    return made
  }

  /// Token texts made so far, by the thread that made the file, and for each token where its text
  /// is in them (its position + 1; 0: not made yet). Their access is unchecked (only the maker's
  /// thread touches them): rules ask for texts millions of times a lint, and a `[String?]` per
  /// token cost a runtime access check on every read and a runtime call per token when the file
  /// was freed, made or not.
  @exclusivity(unchecked) private var tokenTexts: [String] = []
  @exclusivity(unchecked) private var textSlots: UnsafeMutablePointer<Int32>?
  private let maker = pthread_self()

  public func text(in range: Range<Int>) -> String {
    String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
  }

  /// True when token `index` exists and its text is exactly `word`.
  /// Inlinable (as `kind`, `match` and `token(_:endsWith:)`): the rules, in another module, call
  /// these for nearly every token they look at.
  @inlinable @inline(__always) public func tokenIs(_ index: Int, _ word: StaticString) -> Bool {
    guard index >= 0 && index < tokens.count else { return false }
    let token = tokens[index]
    let length = Int(token.end &- token.start)
    guard length == word.utf8CodeUnitCount else { return false }
    return memcmp(bytes.baseAddress! + Int(token.start), word.utf8Start, length) == 0
  }

  /// FNV-1a of token `index`'s bytes: tokens spelled alike hash alike, and a token hashes as
  /// `SourceFile.fnv1a` of its text's UTF-8 does, so a name can be looked up among hashed tokens
  /// without making a string of each.
  @inlinable public func bytesHash(ofToken index: Int) -> Int {
    let token = tokens[index]
    return Self.fnv1a(UnsafeBufferPointer(rebasing: bytes[Int(token.start)..<Int(token.end)]))
  }

  /// FNV-1a of `bytes`.
  @inlinable public static func fnv1a(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
    var h: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes { h = (h ^ UInt64(byte)) &* 0x100_0000_01b3 }
    return Int(bitPattern: UInt(h))
  }

  /// True when token `index`'s text starts with `prefix`, from its bytes (no string is made).
  @inlinable @inline(__always) public func token(_ index: Int, startsWith prefix: StaticString) -> Bool {
    guard index >= 0 && index < tokens.count else { return false }
    let token = tokens[index]
    let length = prefix.utf8CodeUnitCount
    guard Int(token.end &- token.start) >= length else { return false }
    return memcmp(bytes.baseAddress! + Int(token.start), prefix.utf8Start, length) == 0
  }

  /// True when token `index` exists and its text ends with `suffix`.
  @inlinable @inline(__always) public func token(_ index: Int, endsWith suffix: StaticString) -> Bool {
    guard index >= 0 && index < tokens.count else { return false }
    let token = tokens[index]
    let length = suffix.utf8CodeUnitCount
    guard Int(token.end &- token.start) >= length else { return false }
    return memcmp(bytes.baseAddress! + Int(token.end) - length, suffix.utf8Start, length) == 0
  }

  /// True when token `index`'s text contains `fragment`.
  /// Asked of nearly every identifier by some rules (`token(j, contains: "eyboard")`): a name of a
  /// few dozen bytes is compared in place, byte by byte from the fragment's first; `find` (which
  /// looks for the fragment's rarest byte, then calls memchr) pays off on long string literals only.
  public func token(_ index: Int, contains fragment: StaticString) -> Bool {
    guard index >= 0 && index < tokens.count else { return false }
    let token = tokens[index]
    let count = Int(token.end &- token.start)
    let length = fragment.utf8CodeUnitCount
    guard length > 0, count >= length else { return false }
    // (64 bytes: longer tokens are string literals, searched by `find`.)
    guard count <= 64 else {
      return SourceFile.find(fragment, in: UnsafeBufferPointer(rebasing: bytes[token.range]), from: 0) != nil
    }
    let base = bytes.baseAddress! + Int(token.start)
    let pattern = fragment.utf8Start
    let first = pattern[0]
    for offset in 0...(count - length) where base[offset] == first {
      if memcmp(base + offset, pattern, length) == 0 { return true }
    }
    return false
  }

  /// True when token `index`'s text contains `fragment` (lowercase ASCII) in any ASCII case
  /// (`bottomSafeArea`, `SAFEAREA_BOTTOM`): a name asked of every identifier, compared in place,
  /// where lowercasing each name and searching it through Foundation cost a string per token.
  public func token(_ index: Int, containsIgnoringCase fragment: StaticString) -> Bool {
    guard index >= 0 && index < tokens.count else { return false }
    let token = tokens[index]
    let count = Int(token.end &- token.start)
    let length = fragment.utf8CodeUnitCount
    guard length > 0, count >= length else { return false }
    let base = bytes.baseAddress! + Int(token.start)
    let pattern = fragment.utf8Start
    @inline(__always) func folded(_ byte: UInt8) -> UInt8 {
      byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte
    }
    outer: for offset in 0...(count - length) where folded(base[offset]) == pattern[0] {
      for k in 1..<length where folded(base[offset + k]) != pattern[k] { continue outer }
      return true
    }
    return false
  }

  /// True when token `index` is an operator made only of `?` and `!`: an optional chain's or a
  /// forced unwrap's mark (`view?.window`, `host!.view`, `a?!`), which reads skip over.
  @inlinable public func isUnwrap(_ index: Int) -> Bool {
    guard index >= 0 && index < tokens.count, tokens[index].kind == .operator else { return false }
    let token = tokens[index]
    guard token.end > token.start else { return false }
    for offset in Int(token.start)..<Int(token.end) where bytes[offset] != 0x3F && bytes[offset] != 0x21 {
      return false
    }
    return true
  }

  /// True when token `index` is one of `words`.
  @inlinable public func tokenIs(_ index: Int, oneOf words: [StaticString]) -> Bool {
    for word in words where tokenIs(index, word) { return true }
    return false
  }

  @inlinable @inline(__always) public func kind(_ index: Int) -> TokenKind? {
    index >= 0 && index < tokens.count ? tokens[index].kind : nil
  }

  /// The partner of the bracket at `index`, or nil.
  @inlinable @inline(__always) public func match(_ index: Int) -> Int? {
    guard index >= 0 && index < partner.count else { return nil }
    let other = partner[index]
    return other >= 0 ? Int(other) : nil
  }

  /// True when the bytes contain `needle` anywhere (comments and strings included): a cheap
  /// pre-filter that lets a rule skip files that cannot trigger it.
  /// Answers are kept per needle: rules and the engine's trigger check ask for the same ones.
  public func contains(_ needle: StaticString) -> Bool {
    SourceFile.contains(needle, in: UnsafeBufferPointer(bytes), answers: &containsAnswers)
  }

  /// The source in `range` (offsets) on one line, as messages quote it: the text split at line
  /// breaks (empty pieces dropped), each piece's leading spaces and tabs dropped, the pieces joined
  /// with `separator`. Made from the bytes: no string per line.
  public func joinedLines(in range: Range<Int>, separator: String = "") -> String {
    let range = max(0, range.lowerBound)..<min(bytes.count, max(range.upperBound, 0))
    var joined: [UInt8] = []
    joined.reserveCapacity(range.count)
    var pieces = 0
    var inPiece = false
    var leading = false
    for offset in range {
      let byte = bytes[offset]
      if byte == 0x0A || byte == 0x0D {
        inPiece = false
        continue
      }
      if !inPiece {
        inPiece = true
        leading = true
        if pieces > 0 { joined.append(contentsOf: separator.utf8) }
        pieces += 1
      }
      if leading, byte == 0x20 || byte == 0x09 { continue }
      leading = false
      joined.append(byte)
    }
    return String(decoding: joined, as: UTF8.self)
  }

  /// True when the bytes contain `text`, a needle made at run time (`"\(name).numberOfLines = 0"`),
  /// searched for byte by byte without making a string of the file.
  public func contains(text needle: String) -> Bool {
    var needle = needle
    return needle.withUTF8 { pattern in
      guard let start = pattern.baseAddress, pattern.count > 0 else { return true }
      guard let base = bytes.baseAddress, bytes.count >= pattern.count else { return false }
      var anchor = 0
      for k in pattern.indices where SourceFile.rarity(pattern[k]) > SourceFile.rarity(pattern[anchor]) {
        anchor = k
      }
      let length = pattern.count
      var offset = anchor
      let last = bytes.count - length + anchor
      while offset <= last {
        guard let hit = memchr(base + offset, Int32(pattern[anchor]), last - offset + 1) else { return false }
        let at = UnsafeRawPointer(hit) - UnsafeRawPointer(base)
        if memcmp(base + (at - anchor), start, length) == 0 { return true }
        offset = at + 1
      }
      return false
    }
  }

  /// The identifier tokens whose text is exactly `name`, in order: the name's bytes searched for
  /// (memchr on its rarest byte, as `contains(text:)`), a hit kept when one token spans it exactly.
  /// A name asked of a file a few times costs a search of its bytes, not a look at every token.
  public func identifiers(spelled name: String) -> [Int] {
    var name = name
    return name.withUTF8 { pattern in
      guard let start = pattern.baseAddress, pattern.count > 0, let base = bytes.baseAddress,
        bytes.count >= pattern.count
      else { return [] }
      var anchor = 0
      for k in pattern.indices where SourceFile.rarity(pattern[k]) > SourceFile.rarity(pattern[anchor]) {
        anchor = k
      }
      let length = pattern.count
      var found: [Int] = []
      var offset = anchor
      let last = bytes.count - length + anchor
      // Hits come in order: the first token starting at or after a hit is searched for from the
      // previous hit's.
      var low = 0
      while offset <= last {
        guard let hit = memchr(base + offset, Int32(pattern[anchor]), last - offset + 1) else { break }
        let at = UnsafeRawPointer(hit) - UnsafeRawPointer(base)
        offset = at + 1
        let begin = at - anchor
        // First and last bytes inline, as `find` does: most anchor hits fail there, without a call.
        guard base[begin] == start[0], base[begin + length - 1] == start[length - 1],
          memcmp(base + begin, start, length) == 0
        else { continue }
        var high = tokens.count
        while low < high {
          let mid = (low + high) / 2
          if Int(tokens[mid].start) < begin { low = mid + 1 } else { high = mid }
        }
        guard low < tokens.count else { break }
        let token = tokens[low]
        if Int(token.start) == begin, Int(token.end) == begin + length, token.kind == .identifier {
          found.append(low)
        }
      }
      return found
    }
  }

  /// `identifiers(spelled:)` among the tokens of `range` (token indices), by a look at each of
  /// them: for a name asked about in one body, a search of the whole file's bytes costs more.
  public func identifiers(spelled name: String, in range: Range<Int>) -> [Int] {
    var name = name
    return name.withUTF8 { pattern in
      let lower = max(range.lowerBound, 0)
      let upper = min(range.upperBound, tokens.count)
      guard let start = pattern.baseAddress, pattern.count > 0, let base = bytes.baseAddress, lower < upper
      else { return [] }
      var found: [Int] = []
      for j in lower..<upper {
        let token = tokens[j]
        guard token.kind == .identifier, Int(token.end &- token.start) == pattern.count,
          base[Int(token.start)] == start[0], memcmp(base + Int(token.start), start, pattern.count) == 0
        else { continue }
        found.append(j)
      }
      return found
    }
  }

  /// True when the bytes in `range` (offsets) contain `needle`: a type's or a function's body
  /// searched without making a string of it.
  public func contains(_ needle: StaticString, inBytes range: Range<Int>) -> Bool {
    let range = max(0, range.lowerBound)..<min(bytes.count, max(range.upperBound, 0))
    guard !range.isEmpty else { return false }
    return SourceFile.find(needle, in: UnsafeBufferPointer(rebasing: bytes[range]), from: 0) != nil
  }

  /// `contains` on bytes not yet made a `SourceFile`, keeping answers in `answers`.
  static func contains(
    _ needle: StaticString, in bytes: UnsafeBufferPointer<UInt8>, answers: inout NeedleAnswers
  ) -> Bool {
    let key = UnsafeRawPointer(needle.utf8Start)
    if let known = answers.answer(key) { return known }
    let found = find(needle, in: bytes, from: 0) != nil
    answers.insert(key, found)
    return found
  }

  /// `contains` answers so far, by the needle's address (a file is read by one thread at a time,
  /// as with `lineStarts`: the access is not checked at run time, as with `tokenTexts`).
  @exclusivity(unchecked) private var containsAnswers: NeedleAnswers

  /// The first offset of `needle` at or after `from`: memchr on the needle's rarest byte (an
  /// upper-case letter, `z`, `:`… rather than `s` or `e`), then memcmp around each hit.
  public static func find(_ needle: StaticString, in bytes: UnsafeBufferPointer<UInt8>, from: Int) -> Int? {
    find(UnsafeBufferPointer(start: needle.utf8Start, count: needle.utf8CodeUnitCount), in: bytes, from: from)
  }

  /// `find` for a needle made at run time (a tag built from a key).
  public static func find(
    _ needle: UnsafeBufferPointer<UInt8>, in bytes: UnsafeBufferPointer<UInt8>, from: Int
  ) -> Int? {
    let length = needle.count
    guard length > 0, let base = bytes.baseAddress, let pattern = needle.baseAddress,
      bytes.count - from >= length
    else { return nil }
    var anchor = 0
    for k in 0..<length where rarity(pattern[k]) > rarity(pattern[anchor]) { anchor = k }
    let anchorByte = Int32(pattern[anchor])
    var offset = from + anchor
    let last = bytes.count - length + anchor  // the last offset the anchor can sit at
    while offset <= last {
      guard let hit = memchr(base + offset, anchorByte, last - offset + 1) else { return nil }
      let at = UnsafeRawPointer(hit) - UnsafeRawPointer(base)
      let start = at - anchor
      // First and last bytes inline: most anchor hits fail here, without a call.
      if base[start] == pattern[0], base[start + length - 1] == pattern[length - 1],
        memcmp(base + start, pattern, length) == 0
      {
        return start
      }
      offset = at + 1
    }
    return nil
  }

  /// How rare a byte is in Swift source (higher is rarer): -10·log2 of its frequency over
  /// 59 MB of Swift from nine public iOS apps, 255 for bytes never seen. The anchor of a search
  /// is the needle's rarest byte, so that `memchr` stops as seldom as possible.
  @inline(__always) static func rarity(_ byte: UInt8) -> Int { Int(rarityTable[Int(byte)]) }

  private static let rarityTable: [UInt8] = [
    255, 255, 255, 255, 255, 255, 255, 214, 255, 85, 53, 255, 255, 255, 255, 248,
    254, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 242, 255, 255, 255, 255,
    20, 114, 76, 117, 119, 141, 125, 125, 67, 67, 130, 128, 74, 94, 62, 73,
    91, 96, 102, 113, 112, 117, 115, 126, 122, 123, 66, 142, 115, 77, 102, 95,
    109, 79, 92, 73, 81, 87, 88, 104, 104, 75, 127, 104, 83, 82, 89, 92,
    80, 122, 82, 70, 79, 87, 85, 100, 107, 126, 136, 100, 111, 100, 189, 85,
    110, 45, 72, 53, 55, 36, 66, 64, 67, 44, 109, 81, 50, 63, 46, 45,
    61, 100, 45, 48, 41, 57, 70, 71, 85, 71, 98, 77, 137, 77, 184, 255,
    140, 195, 188, 193, 199, 197, 176, 192, 203, 194, 211, 212, 197, 199, 196, 167,
    203, 197, 177, 179, 146, 209, 195, 192, 187, 163, 193, 172, 179, 180, 212, 167,
    183, 211, 181, 197, 198, 194, 175, 208, 198, 154, 202, 210, 202, 212, 219, 202,
    201, 200, 216, 204, 202, 206, 230, 189, 167, 202, 203, 202, 210, 221, 224, 215,
    255, 255, 159, 161, 232, 232, 224, 223, 255, 212, 224, 234, 255, 255, 206, 209,
    210, 211, 255, 248, 255, 254, 255, 197, 200, 200, 255, 255, 255, 255, 255, 255,
    214, 211, 136, 188, 212, 204, 207, 214, 211, 238, 254, 254, 238, 248, 255, 168,
    167, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255,
  ]

  // MARK: Lines

  private var lineStartsStorage: [Int]?

  /// Offsets at which lines start (computed on first use: most files never need it).
  public var lineStarts: [Int] {
    if let stored = lineStartsStorage { return stored }
    var starts = [0]
    let count = bytes.count
    guard let base = bytes.baseAddress, count > 0 else {
      lineStartsStorage = starts
      return starts
    }
    if memchr(base, 0x0D, count) == nil {
      // No carriage returns (nearly every file): memchr from line feed to line feed.
      var offset = 0
      while offset < count, let hit = memchr(base + offset, 0x0A, count - offset) {
        offset = UnsafeRawPointer(hit) - UnsafeRawPointer(base) + 1
        starts.append(offset)
      }
    } else {
      var index = 0
      while index < count {
        let byte = base[index]
        if byte == 0x0A || (byte == 0x0D && (index + 1 >= count || base[index + 1] != 0x0A)) {
          starts.append(index + 1)
        }
        index += 1
      }
    }
    lineStartsStorage = starts
    return starts
  }

  /// 1-based line and UTF-8 column of a byte offset (the BOM is not counted).
  public func location(of offset: Int) -> (line: Int, column: Int) {
    let starts = lineStarts
    var low = 0
    var high = starts.count - 1
    while low < high {
      let mid = (low + high + 1) / 2
      if starts[mid] <= offset { low = mid } else { high = mid - 1 }
    }
    var column = offset - starts[low] + 1
    if low == 0 && hasBOM { column = max(1, column - 3) }
    return (low + 1, column)
  }

  /// The text of 1-based `line`, without its line break.
  public func lineText(_ line: Int) -> String {
    let starts = lineStarts
    guard line >= 1 && line <= starts.count else { return "" }
    var end = line < starts.count ? starts[line] : bytes.count
    while end > starts[line - 1] && (bytes[end - 1] == 0x0A || bytes[end - 1] == 0x0D) { end -= 1 }
    var start = starts[line - 1]
    if line == 1 && hasBOM { start = min(3, end) }
    return text(in: start..<end)
  }

  /// The leading whitespace of the line holding `offset`.
  public func indentation(at offset: Int) -> String {
    let (line, _) = location(of: offset)
    var start = lineStarts[line - 1]
    if line == 1 && hasBOM { start += 3 }
    var end = start
    while end < bytes.count && (bytes[end] == 0x20 || bytes[end] == 0x09) { end += 1 }
    return text(in: start..<end)
  }

  /// The offset of the end of the line holding `offset` (before its line break).
  public func lineEnd(after offset: Int) -> Int {
    var index = offset
    while index < bytes.count && bytes[index] != 0x0A && bytes[index] != 0x0D { index += 1 }
    return index
  }

  /// The line break this file uses.
  public var newline: String { usesCRLF ? "\r\n" : "\n" }
}

extension String {
  /// Substring test on UTF-8 bytes, without Foundation (rules ask it of identifiers often).
  public func hasFragment(_ fragment: String) -> Bool {
    var haystack = self
    var needle = fragment
    return haystack.withUTF8 { h in
      needle.withUTF8 { n in
        guard n.count <= h.count else { return false }
        guard let first = n.first else { return true }
        var i = 0
        while i + n.count <= h.count {
          if h[i] == first && memcmp(h.baseAddress! + i, n.baseAddress!, n.count) == 0 { return true }
          i += 1
        }
        return false
      }
    }
  }
}
