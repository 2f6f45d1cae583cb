import InsetEmulation

/// The `#available` check a statement runs under: code in `if #available(iOS 16.4, *) { … }`, or
/// after `guard #available(iOS 16.4, *) else { … }` in the same block, runs only from that release
/// on, so what it sets does not hold on older systems.
public struct AvailabilityGuard: Sendable, Equatable {
  /// The iOS release the guarded code needs.
  public let version: OSVersion
  /// The tokens after the `else` of an `if #available` (a block or an `else if` chain), when
  /// there is one: where the code for older systems goes.
  public let elseBody: Range<Int>?

  /// The innermost `#available` check that token `index` runs under, or nil.
  public static func enclosing(_ index: Int, in file: SourceFile) -> AvailabilityGuard? {
    Expressions.firstEnclosing(index, in: file) { open in
      guard file.kind(open) == .openBrace else { return nil }
      return guardedBlock(opening: open, file) ?? guardStatement(in: open, before: index, file)
    }
  }

  /// The release of the `if #available(iOS X, *)` whose `else` branch token `index` is in (an
  /// `else if` block or the last `else` of its chain included), or nil: that code runs only on
  /// systems older than X.
  public static func olderSystemsBranch(around index: Int, in file: SourceFile) -> OSVersion? {
    Expressions.firstEnclosing(index, in: file) { open in
      guard file.kind(open) == .openBrace else { return nil }
      var first = open
      while let previous = previousBlock(of: first, file) { first = previous }
      guard first != open else { return nil }
      return guardedBlock(opening: first, file)?.version
    }
  }

  /// Every stretch of the file that runs only on systems older than a release: the `else` of
  /// `if #available(iOS X, *)` (an `else if` chain included), the `else` block of
  /// `guard #available(iOS X, *) else { … }`, and the body of `if #unavailable(iOS X)`. Only a
  /// check of `#available` alone counts: `if #available(iOS X, *), flag { } else { … }` runs its
  /// `else` on new systems too. Byte ranges, for the runner to match findings against.
  public static func olderSystemsCode(in file: SourceFile) -> [OlderSystemsCode] {
    var found: [OlderSystemsCode] = []
    func bytes(_ tokens: ClosedRange<Int>) -> Range<Int> {
      Int(file.tokens[tokens.lowerBound].start)..<Int(file.tokens[tokens.upperBound].end)
    }
    for j in 0..<file.count where file.kind(j + 1) == .openParen {
      guard file.tokenIs(j, "#available") || file.tokenIs(j, "#unavailable"),
        let close = file.match(j + 1), close > j + 1,
        file.kind(close + 1) == .openBrace || file.tokenIs(close + 1, "else"),
        let version = iOSVersion(from: j + 1, to: close, file)
      else { continue }
      if file.tokenIs(j, "#unavailable") {
        guard file.tokenIs(j - 1, "if"), file.kind(close + 1) == .openBrace, let end = file.match(close + 1),
          end > close + 1
        else { continue }
        found.append(OlderSystemsCode(bytes: bytes((close + 1)...end), below: version))
      } else if file.tokenIs(j - 1, "guard") {
        guard file.tokenIs(close + 1, "else"), file.kind(close + 2) == .openBrace,
          let end = file.match(close + 2),
          end > close + 2
        else { continue }
        found.append(OlderSystemsCode(bytes: bytes((close + 2)...end), below: version))
      } else if file.tokenIs(j - 1, "if"), let body = guardedBlock(opening: close + 1, file)?.elseBody,
        !body.isEmpty
      {
        found.append(OlderSystemsCode(bytes: bytes(body.lowerBound...body.upperBound), below: version))
      }
    }
    return found
  }

  /// The block before the block opening at `open` in an `if … { } else if … { } else { }` chain.
  static func previousBlock(of open: Int, _ file: SourceFile) -> Int? {
    if file.tokenIs(open - 1, "else"), file.kind(open - 2) == .closeBrace { return file.match(open - 2) }
    // `} else if condition {`: back over the condition to its `if`.
    var j = open - 1
    while j > 2 {
      switch file.kind(j) {
      case .closeParen, .closeBracket:
        guard let partner = file.match(j), partner < j else { return nil }
        j = partner - 1
        continue
      case .openBrace, .closeBrace, .openParen, .openBracket: return nil
      default: break
      }
      if file.tokenIs(j, "if") { break }
      j -= 1
    }
    guard file.tokenIs(j, "if"), file.tokenIs(j - 1, "else"), file.kind(j - 2) == .closeBrace else {
      return nil
    }
    return file.match(j - 2)
  }

  /// `if #available(iOS X, *) {` whose body opens at `brace`.
  static func guardedBlock(opening brace: Int, _ file: SourceFile) -> AvailabilityGuard? {
    guard file.kind(brace - 1) == .closeParen, let open = file.match(brace - 1),
      file.tokenIs(open - 1, "#available"), file.tokenIs(open - 2, "if"),
      let version = iOSVersion(from: open, to: brace - 1, file)
    else { return nil }
    guard let close = file.match(brace), file.tokenIs(close + 1, "else") else {
      return AvailabilityGuard(version: version, elseBody: nil)
    }
    return AvailabilityGuard(
      version: version, elseBody: elseChain(from: close + 2, file).map { (close + 2)..<$0 })
  }

  /// The end of what follows an `else` at `start`: a block, or an `if … { } else …` chain.
  static func elseChain(from start: Int, _ file: SourceFile) -> Int? {
    var j = start
    while j < file.count {
      switch file.kind(j) {
      case .openParen, .openBracket:
        guard let close = file.match(j), close > j else { return nil }
        j = close + 1
      case .openBrace:
        guard let close = file.match(j), close > j else { return nil }
        guard file.tokenIs(close + 1, "else") else { return close }
        j = close + 2
      default:
        j += 1
      }
    }
    return nil
  }

  /// A `guard #available(iOS X, *) else { … }` directly in the block opening at `brace`, before `index`.
  static func guardStatement(in brace: Int, before index: Int, _ file: SourceFile) -> AvailabilityGuard? {
    var j = brace + 1
    while j < index {
      if file.kind(j) == .openBrace || file.kind(j) == .openParen || file.kind(j) == .openBracket {
        guard let close = file.match(j), close > j else { return nil }
        j = close + 1
        continue
      }
      if file.tokenIs(j, "guard"), file.tokenIs(j + 1, "#available"), file.kind(j + 2) == .openParen,
        let close = file.match(j + 2), close < index,
        let version = iOSVersion(from: j + 2, to: close, file)
      {
        return AvailabilityGuard(version: version, elseBody: nil)
      }
      j += 1
    }
    return nil
  }

  /// The release after `iOS` in an availability list (`(iOS 16.4, *)`, `(iOS 16, macOS 13, *)`).
  static func iOSVersion(from open: Int, to close: Int, _ file: SourceFile) -> OSVersion? {
    for k in (open + 1)..<max(open + 1, close) where file.tokenIs(k, "iOS") && file.kind(k + 1) == .number {
      let text = file.text(k + 1)
      return try? OSVersion(parsing: text.contains(".") ? text : text + ".0")
    }
    return nil
  }
}

/// Code that runs only on systems older than `below` (see `AvailabilityGuard.olderSystemsCode`):
/// a finding there does not hold where the deployment target is `below` or later.
public struct OlderSystemsCode: Sendable, Equatable {
  public var bytes: Range<Int>
  public var below: OSVersion

  public init(bytes: Range<Int>, below: OSVersion) {
    self.bytes = bytes
    self.below = below
  }

  /// Code that runs on no release of the app (a preview, `PreviewCode`): a finding there holds
  /// below iOS 0, that is nowhere.
  public static let noRelease = OSVersion(0)
}
