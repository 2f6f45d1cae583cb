/// How a client counts the `character` of a position: UTF-16 code units (LSP's default), UTF-8
/// bytes or Unicode scalars, as negotiated in `initialize` (`general.positionEncodings`).
public enum PositionEncoding: String, Sendable, CaseIterable {
  case utf16 = "utf-16"
  case utf8 = "utf-8"
  case utf32 = "utf-32"
}

/// A line and a character in it, both zero-based, as LSP sends them.
public struct Position: Equatable, Sendable {
  public var line: Int
  public var character: Int
  public init(line: Int, character: Int) {
    self.line = line
    self.character = character
  }
}

/// One text document as the editor has it: its bytes (UTF-8) and where each line starts.
/// Lines end at "\n", "\r\n" or a lone "\r", as LSP counts them.
public struct Document: Sendable, Equatable {
  public let uri: String
  public private(set) var version: Int
  public private(set) var bytes: [UInt8]
  public private(set) var lineStarts: [Int]

  public init(uri: String, version: Int, text: String) {
    self.init(uri: uri, version: version, bytes: Array(text.utf8))
  }

  public init(uri: String, version: Int, bytes: [UInt8]) {
    self.uri = uri
    self.version = version
    self.bytes = bytes
    lineStarts = Self.lineStarts(bytes)
  }

  public var text: String { String(decoding: bytes, as: UTF8.self) }

  static func lineStarts(_ bytes: [UInt8]) -> [Int] {
    var starts = [0]
    var index = 0
    let count = bytes.count
    while index < count {
      let byte = bytes[index]
      if byte == 0x0A {
        starts.append(index + 1)
      } else if byte == 0x0D {
        if index + 1 < count, bytes[index + 1] == 0x0A { index += 1 }
        starts.append(index + 1)
      }
      index += 1
    }
    return starts
  }

  /// The end of line `line`'s text (before its line break).
  func lineEnd(_ line: Int) -> Int {
    guard line + 1 < lineStarts.count else { return bytes.count }
    var end = lineStarts[line + 1]
    if end > 0, bytes[end - 1] == 0x0A { end -= 1 }
    if end > 0, bytes[end - 1] == 0x0D { end -= 1 }
    return end
  }

  /// The byte offset of a position. A line past the end is the end of the document; a character
  /// past the end of its line is the end of the line (LSP); a position inside a character (half of
  /// a surrogate pair) is the start of that character.
  public func offset(of position: Position, encoding: PositionEncoding = .utf16) -> Int {
    guard position.line >= 0 else { return 0 }
    guard position.line < lineStarts.count else { return bytes.count }
    let start = lineStarts[position.line]
    let end = lineEnd(position.line)
    var offset = start
    var units = 0
    while offset < end, units < position.character {
      let (length, width) = Self.scalar(at: offset, in: bytes, encoding: encoding)
      if units + width > position.character { break }
      units += width
      offset += length
    }
    return offset
  }

  /// The position of a byte offset (clamped to the document).
  public func position(of offset: Int, encoding: PositionEncoding = .utf16) -> Position {
    let offset = max(0, min(offset, bytes.count))
    var low = 0
    var high = lineStarts.count - 1
    while low < high {
      let mid = (low + high + 1) / 2
      if lineStarts[mid] <= offset { low = mid } else { high = mid - 1 }
    }
    let end = min(offset, lineEnd(low))
    var index = lineStarts[low]
    var units = 0
    while index < end {
      let (length, width) = Self.scalar(at: index, in: bytes, encoding: encoding)
      if index + length > end { break }
      units += width
      index += length
    }
    return Position(line: low, character: units)
  }

  /// The byte length of the UTF-8 sequence at `offset` and its width in `encoding`'s units.
  /// Bytes that are not valid UTF-8 count as one unit each.
  @inline(__always)
  static func scalar(at offset: Int, in bytes: [UInt8], encoding: PositionEncoding) -> (Int, Int) {
    let lead = bytes[offset]
    let length: Int
    switch lead {
    case 0..<0x80: length = 1
    case 0xC0..<0xE0: length = 2
    case 0xE0..<0xF0: length = 3
    case 0xF0..<0xF8: length = 4
    default: length = 1
    }
    guard length > 1, offset + length <= bytes.count,
      (1..<length).allSatisfy({ bytes[offset + $0] & 0xC0 == 0x80 })
    else { return (1, 1) }
    switch encoding {
    case .utf8: return (length, length)
    case .utf32: return (length, 1)
    case .utf16: return (length, length == 4 ? 2 : 1)
    }
  }

  /// A change from `didChange`: the whole text (no range), or a range replaced.
  public struct Change: Sendable, Equatable {
    public var range: (start: Position, end: Position)?
    public var text: String

    public init(range: (start: Position, end: Position)? = nil, text: String) {
      self.range = range
      self.text = text
    }

    public static func == (a: Change, b: Change) -> Bool {
      a.text == b.text && a.range?.start == b.range?.start && a.range?.end == b.range?.end
    }
  }

  /// Applies changes in order (each range is in the text the previous change left), then takes
  /// the new version.
  public mutating func apply(_ changes: [Change], version: Int, encoding: PositionEncoding = .utf16) {
    for change in changes {
      guard let range = change.range else {
        bytes = Array(change.text.utf8)
        lineStarts = Self.lineStarts(bytes)
        continue
      }
      var start = offset(of: range.start, encoding: encoding)
      var end = offset(of: range.end, encoding: encoding)
      if end < start { swap(&start, &end) }
      bytes.replaceSubrange(start..<end, with: Array(change.text.utf8))
      lineStarts = Self.lineStarts(bytes)
    }
    self.version = version
  }
}

/// The open documents, by URI.
public struct DocumentStore: Sendable {
  public private(set) var documents: [String: Document] = [:]

  public init() {}

  public subscript(uri: String) -> Document? { documents[uri] }

  public mutating func open(_ document: Document) { documents[document.uri] = document }

  /// False when the document is not open.
  @discardableResult
  public mutating func change(
    _ uri: String, version: Int, changes: [Document.Change], encoding: PositionEncoding = .utf16
  ) -> Bool {
    guard documents[uri] != nil else { return false }
    documents[uri]!.apply(changes, version: version, encoding: encoding)
    return true
  }

  @discardableResult
  public mutating func close(_ uri: String) -> Document? { documents.removeValue(forKey: uri) }

  public var uris: [String] { documents.keys.sorted() }
}
