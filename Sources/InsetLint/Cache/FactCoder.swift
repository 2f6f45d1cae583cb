#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A compact binary form for rule facts (`Codable` values), so the cache stores each rule's facts
/// per file without the engine knowing their types, and without Foundation (whose load time the
/// cached rerun cannot afford). Self-describing: objects keep their keys, so synthesized
/// `Codable` of structs, optionals, dictionaries and enums with associated values round-trip.
///
/// Encoding streams straight into bytes as the value's `encode(to:)` runs, with no tree in
/// between: a cold lint encodes the facts of thousands of files on its critical path. Containers
/// close when their parent is written to again, which is how synthesized `Codable` uses them;
/// writing into a container after a sibling was opened throws `FactCoder.Misuse`.
///
/// Layout: a value is a tag (0 null, 1 false, 2 true, 3 int, 4 unsigned, 5 double, 6 string,
/// 7 list, 8 object) and its payload. A list's items end with tag 9; an object's entries are
/// (key length + 1, key bytes, value) and end with 0. Numbers are zigzag varints.
public enum FactCoder {
  /// An `encode(to:)` that wrote into a container after leaving it (legal `Codable`, but not
  /// something a stream can hold).
  public struct Misuse: Error, CustomStringConvertible {
    public var description: String {
      "facts must be encoded container by container (a container was written to after a sibling was opened)"
    }
  }

  public static func encode<T: Encodable>(_ value: T) throws -> [UInt8] {
    if let writable = value as? any FactWritable {
      var output = FactOutput()
      writable.write(&output)
      return output.take()
    }
    return try encodeWithCodable(value)
  }

  /// `encode` through `Encodable` alone (what a `FactWritable` writer is checked against).
  static func encodeWithCodable<T: Encodable>(_ value: T) throws -> [UInt8] {
    let stream = FactStream()
    try stream.encodeValue(value, depth: 0, path: [])
    stream.close(from: 0)
    return stream.writer.bytes
  }

  public static func decode<T: Decodable>(_ type: T.Type, from bytes: [UInt8]) throws -> T {
    let input = FactInput(bytes)
    if let readable = T.self as? any FactReadable.Type {
      var end = 0
      let value = try readable.init(facts: input, at: &end)
      guard end == bytes.count else { throw CacheFormatError() }
      return value as! T
    }
    return try decodeWithCodable(type, from: bytes)
  }

  /// `decode` through `Decodable` alone, even for a type that reads its own bytes (what a
  /// `FactReadable` reader is checked against).
  static func decodeWithCodable<T: Decodable>(_ type: T.Type, from bytes: [UInt8]) throws -> T {
    let input = FactInput(bytes)
    var end = 0
    try input.skip(&end)
    guard end == bytes.count else { throw CacheFormatError() }
    return try input.decodeValue(type, at: 0, path: [])
  }
}

/// `value` as `U`, which the caller has checked is its very type (`T.self == U.self`): a copy,
/// without the dynamic cast that `as!` costs on a type known only at run time.
@inline(__always) func same<T, U>(_ value: T) -> U {
  withUnsafePointer(to: value) { UnsafeRawPointer($0).load(as: U.self) }
}

enum FactTag {
  static let null: UInt8 = 0
  static let no: UInt8 = 1
  static let yes: UInt8 = 2
  static let int: UInt8 = 3
  static let uint: UInt8 = 4
  static let double: UInt8 = 5
  static let string: UInt8 = 6
  static let list: UInt8 = 7
  static let object: UInt8 = 8
  static let end: UInt8 = 9
}

// MARK: - Encoding

/// The bytes written so far and the containers still open, innermost last.
final class FactStream {
  var writer = ByteWriter()
  /// Open containers: their id, the encoder slot that opened them, and whether a list.
  private var open: [(id: Int, slot: Int, isList: Bool)] = []
  private var nextID = 0

  func newID() -> Int {
    nextID += 1
    return nextID
  }

  /// Closes every container at stack index `depth` or deeper.
  func close(from depth: Int) {
    while open.count > depth {
      writer.bytes.append(open.removeLast().isList ? FactTag.end : 0)
    }
  }

  /// Makes container `id` (at index `depth`) the innermost open one again.
  func resume(_ id: Int, depth: Int) throws {
    guard depth < open.count, open[depth].id == id else { throw FactCoder.Misuse() }
    close(from: depth + 1)
  }

  /// The container the encoder `slot` opened at `depth`, or a new one.
  func container(slot: Int, depth: Int, isList: Bool) throws -> Int {
    if depth < open.count, open[depth].slot == slot, open[depth].isList == isList {
      close(from: depth + 1)
      return open[depth].id
    }
    guard open.count == depth else { throw FactCoder.Misuse() }
    writer.bytes.append(isList ? FactTag.list : FactTag.object)
    let id = newID()
    open.append((id, slot, isList))
    return id
  }

  func key(_ key: some CodingKey) {
    let text = key.stringValue
    writer.int(text.utf8.count + 1)
    writer.bytes.append(contentsOf: text.utf8)
  }

  /// Writes `value` as the next value at stack index `depth`: scalars directly, anything else
  /// through its own `encode(to:)` (an empty object when it writes nothing).
  func encodeValue<T: Encodable>(_ value: T, depth: Int, path: @autoclosure () -> [any CodingKey]) throws {
    // Metadata comparisons, not dynamic casts: `T` is only known at run time here.
    if T.self == String.self {
      string(same(value))
    } else if T.self == Int.self {
      signed(Int64(same(value) as Int))
    } else if T.self == Bool.self {
      writer.bytes.append(same(value) as Bool ? FactTag.yes : FactTag.no)
    } else if T.self == [String].self {
      writer.bytes.append(FactTag.list)
      for item in same(value) as [String] { string(item) }
      writer.bytes.append(FactTag.end)
    } else if T.self == Double.self {
      double(same(value))
    } else if T.self == Float.self {
      double(Double(same(value) as Float))
    } else if T.self == Int8.self {
      signed(Int64(same(value) as Int8))
    } else if T.self == Int16.self {
      signed(Int64(same(value) as Int16))
    } else if T.self == Int32.self {
      signed(Int64(same(value) as Int32))
    } else if T.self == Int64.self {
      signed(same(value))
    } else if T.self == UInt.self {
      unsigned(UInt64(same(value) as UInt))
    } else if T.self == UInt8.self {
      unsigned(UInt64(same(value) as UInt8))
    } else if T.self == UInt16.self {
      unsigned(UInt64(same(value) as UInt16))
    } else if T.self == UInt32.self {
      unsigned(UInt64(same(value) as UInt32))
    } else if T.self == UInt64.self {
      unsigned(same(value))
    } else {
      let start = writer.bytes.count
      try value.encode(to: StreamEncoder(stream: self, depth: depth, slot: newID(), codingPath: path()))
      close(from: depth)
      if writer.bytes.count == start { writer.bytes += [FactTag.object, 0] }
    }
  }

  func string(_ value: String) {
    writer.bytes.append(FactTag.string)
    writer.int(value.utf8.count)
    writer.bytes.append(contentsOf: value.utf8)
  }

  func signed(_ value: Int64) {
    writer.bytes.append(FactTag.int)
    writer.int(Int(value))
  }

  func unsigned(_ value: UInt64) {
    writer.bytes.append(FactTag.uint)
    writer.int(Int(Int64(bitPattern: value)))
  }

  func double(_ value: Double) {
    writer.bytes.append(FactTag.double)
    writer.int(Int(Int64(bitPattern: value.bitPattern)))
  }
}

struct FactCodingKey: CodingKey {
  var stringValue: String
  var intValue: Int?
  init(stringValue: String) { self.stringValue = stringValue }
  init(intValue: Int) {
    stringValue = "\(intValue)"
    self.intValue = intValue
  }
}

/// The encoder one value's `encode(to:)` is given: its containers open at `depth`.
struct StreamEncoder: Encoder {
  let stream: FactStream
  let depth: Int
  /// Identifies this value: asking twice for its container gives the same one.
  let slot: Int
  let codingPath: [any CodingKey]
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    let id = try? stream.container(slot: slot, depth: depth, isList: false)
    return KeyedEncodingContainer(
      StreamKeyedEncoder<Key>(stream: stream, id: id ?? -1, depth: depth, codingPath: codingPath))
  }

  func unkeyedContainer() -> any UnkeyedEncodingContainer {
    let id = try? stream.container(slot: slot, depth: depth, isList: true)
    return StreamUnkeyedEncoder(stream: stream, id: id ?? -1, depth: depth, codingPath: codingPath)
  }

  func singleValueContainer() -> any SingleValueEncodingContainer { StreamSingleEncoder(encoder: self) }
}

struct StreamKeyedEncoder<Key: CodingKey>: KeyedEncodingContainerProtocol {
  let stream: FactStream
  /// -1 when the container could not be opened: every write throws.
  let id: Int
  let depth: Int
  let codingPath: [any CodingKey]

  private func begin(_ key: Key) throws {
    try stream.resume(id, depth: depth)
    stream.key(key)
  }

  mutating func encodeNil(forKey key: Key) throws {
    try begin(key)
    stream.writer.bytes.append(FactTag.null)
  }

  mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
    try begin(key)
    try stream.encodeValue(value, depth: depth + 1, path: codingPath + [key])
  }

  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key)
    -> KeyedEncodingContainer<NestedKey>
  {
    let id = try? { () throws -> Int in
      try begin(key)
      return try stream.container(slot: stream.newID(), depth: depth + 1, isList: false)
    }()
    return KeyedEncodingContainer(
      StreamKeyedEncoder<NestedKey>(
        stream: stream, id: id ?? -1, depth: depth + 1, codingPath: codingPath + [key]))
  }

  mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
    let id = try? { () throws -> Int in
      try begin(key)
      return try stream.container(slot: stream.newID(), depth: depth + 1, isList: true)
    }()
    return StreamUnkeyedEncoder(
      stream: stream, id: id ?? -1, depth: depth + 1, codingPath: codingPath + [key])
  }

  mutating func superEncoder() -> any Encoder {
    superEncoder(forKey: Key(stringValue: "super")!)
  }

  mutating func superEncoder(forKey key: Key) -> any Encoder {
    // The super value is written in place, as the value of `key`.
    if (try? begin(key)) == nil {
      return StreamEncoder(stream: stream, depth: -1, slot: -1, codingPath: codingPath + [key])
    }
    return StreamEncoder(
      stream: stream, depth: depth + 1, slot: stream.newID(), codingPath: codingPath + [key])
  }
}

struct StreamUnkeyedEncoder: UnkeyedEncodingContainer {
  let stream: FactStream
  let id: Int
  let depth: Int
  let codingPath: [any CodingKey]
  private(set) var count = 0

  init(stream: FactStream, id: Int, depth: Int, codingPath: [any CodingKey]) {
    self.stream = stream
    self.id = id
    self.depth = depth
    self.codingPath = codingPath
  }

  private mutating func begin() throws {
    try stream.resume(id, depth: depth)
    count += 1
  }

  mutating func encodeNil() throws {
    try begin()
    stream.writer.bytes.append(FactTag.null)
  }

  mutating func encode<T: Encodable>(_ value: T) throws {
    try begin()
    let index = count - 1
    try stream.encodeValue(value, depth: depth + 1, path: codingPath + [FactCodingKey(intValue: index)])
  }

  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
    -> KeyedEncodingContainer<NestedKey>
  {
    let id = try? { () throws -> Int in
      try begin()
      return try stream.container(slot: stream.newID(), depth: depth + 1, isList: false)
    }()
    return KeyedEncodingContainer(
      StreamKeyedEncoder<NestedKey>(stream: stream, id: id ?? -1, depth: depth + 1, codingPath: codingPath))
  }

  mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
    let id = try? { () throws -> Int in
      try begin()
      return try stream.container(slot: stream.newID(), depth: depth + 1, isList: true)
    }()
    return StreamUnkeyedEncoder(stream: stream, id: id ?? -1, depth: depth + 1, codingPath: codingPath)
  }

  mutating func superEncoder() -> any Encoder {
    if (try? begin()) == nil {
      return StreamEncoder(stream: stream, depth: -1, slot: -1, codingPath: codingPath)
    }
    return StreamEncoder(stream: stream, depth: depth + 1, slot: stream.newID(), codingPath: codingPath)
  }
}

struct StreamSingleEncoder: SingleValueEncodingContainer {
  let encoder: StreamEncoder
  var codingPath: [any CodingKey] { encoder.codingPath }

  /// A single value may be written only where nothing of this value is yet open.
  private func check() throws {
    guard encoder.depth >= 0 else { throw FactCoder.Misuse() }
    encoder.stream.close(from: encoder.depth)
  }

  mutating func encodeNil() throws {
    try check()
    encoder.stream.writer.bytes.append(FactTag.null)
  }

  mutating func encode<T: Encodable>(_ value: T) throws {
    try check()
    try encoder.stream.encodeValue(value, depth: encoder.depth, path: encoder.codingPath)
  }
}

// MARK: - Decoding

/// Encoded facts, read in place: containers index their entries' byte offsets, values are made
/// only when asked for.
final class FactInput {
  let bytes: [UInt8]

  init(_ bytes: [UInt8]) { self.bytes = bytes }

  func byte(_ position: inout Int) throws -> UInt8 {
    guard position < bytes.count else { throw CacheFormatError() }
    defer { position += 1 }
    return bytes[position]
  }

  func varint(_ position: inout Int) throws -> Int {
    var result: UInt64 = 0
    var shift: UInt64 = 0
    while true {
      let byte = try byte(&position)
      guard shift < 64 else { throw CacheFormatError() }
      result |= UInt64(byte & 0x7F) << shift
      if byte < 0x80 { break }
      shift += 7
    }
    return Int(Int64(bitPattern: result >> 1) ^ -Int64(bitPattern: result & 1))
  }

  /// The byte range of a length-prefixed run at `position`.
  func run(_ position: inout Int) throws -> Range<Int> {
    let length = try varint(&position)
    guard length >= 0, length <= bytes.count - position else { throw CacheFormatError() }
    defer { position += length }
    return position..<position + length
  }

  func text(_ range: Range<Int>) -> String {
    bytes.withUnsafeBufferPointer {
      String(decoding: UnsafeBufferPointer(rebasing: $0[range]), as: UTF8.self)
    }
  }

  /// Moves `position` past the value that starts there.
  func skip(_ position: inout Int, depth: Int = 0) throws {
    guard depth < 256 else { throw CacheFormatError() }
    switch try byte(&position) {
    case FactTag.null, FactTag.no, FactTag.yes: return
    case FactTag.int, FactTag.uint, FactTag.double: _ = try varint(&position)
    case FactTag.string: _ = try run(&position)
    case FactTag.list:
      while true {
        guard position < bytes.count else { throw CacheFormatError() }
        if bytes[position] == FactTag.end {
          position += 1
          return
        }
        try skip(&position, depth: depth + 1)
      }
    case FactTag.object:
      while true {
        let keyLength = try varint(&position)
        if keyLength == 0 { return }
        guard keyLength > 0, keyLength - 1 <= bytes.count - position else { throw CacheFormatError() }
        position += keyLength - 1
        try skip(&position, depth: depth + 1)
      }
    default: throw CacheFormatError()
    }
  }

  func mismatch(_ type: Any.Type, _ path: [any CodingKey]) -> DecodingError {
    .typeMismatch(type, .init(codingPath: path, debugDescription: "stored value does not fit"))
  }

  func isNull(at position: Int) -> Bool { position < bytes.count && bytes[position] == FactTag.null }

  /// The value at `position`: scalars read here, anything else through its own `init(from:)`.
  func decodeValue<T: Decodable>(_ type: T.Type, at position: Int, path: @autoclosure () -> [any CodingKey])
    throws -> T
  {
    var at = position
    func integer<I: FixedWidthInteger>(_: I.Type) throws -> I {
      switch try byte(&at) {
      case FactTag.int:
        guard let result = I(exactly: Int64(try varint(&at))) else { throw mismatch(T.self, path()) }
        return result
      case FactTag.uint:
        let stored = UInt64(bitPattern: Int64(try varint(&at)))
        guard let result = I(exactly: stored) else { throw mismatch(T.self, path()) }
        return result
      default: throw mismatch(T.self, path())
      }
    }
    func double() throws -> Double {
      guard try byte(&at) == FactTag.double else { throw mismatch(T.self, path()) }
      return Double(bitPattern: UInt64(bitPattern: Int64(try varint(&at))))
    }
    func string() throws -> String {
      guard try byte(&at) == FactTag.string else { throw mismatch(T.self, path()) }
      return text(try run(&at))
    }
    if T.self == String.self { return same(try string()) }
    if T.self == Int.self { return same(try integer(Int.self)) }
    if T.self == Bool.self {
      switch try byte(&at) {
      case FactTag.yes: return same(true)
      case FactTag.no: return same(false)
      default: throw mismatch(T.self, path())
      }
    }
    if T.self == [String].self {
      guard try byte(&at) == FactTag.list else { throw mismatch(T.self, path()) }
      var names: [String] = []
      while true {
        guard at < bytes.count else { throw CacheFormatError() }
        if bytes[at] == FactTag.end { break }
        names.append(try string())
      }
      return same(names)
    }
    if T.self == Double.self { return same(try double()) }
    if T.self == Float.self { return same(Float(try double())) }
    if T.self == Int8.self { return same(try integer(Int8.self)) }
    if T.self == Int16.self { return same(try integer(Int16.self)) }
    if T.self == Int32.self { return same(try integer(Int32.self)) }
    if T.self == Int64.self { return same(try integer(Int64.self)) }
    if T.self == UInt.self { return same(try integer(UInt.self)) }
    if T.self == UInt8.self { return same(try integer(UInt8.self)) }
    if T.self == UInt16.self { return same(try integer(UInt16.self)) }
    if T.self == UInt32.self { return same(try integer(UInt32.self)) }
    if T.self == UInt64.self { return same(try integer(UInt64.self)) }
    return try T(from: StreamDecoder(input: self, position: position, codingPath: path()))
  }
}

/// The decoder one value's `init(from:)` is given.
struct StreamDecoder: Decoder {
  let input: FactInput
  let position: Int
  let codingPath: [any CodingKey]
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
    var at = position
    guard try input.byte(&at) == FactTag.object else {
      throw DecodingError.typeMismatch(
        [String: Any].self, .init(codingPath: codingPath, debugDescription: "expected an object"))
    }
    var entries: [(key: Range<Int>, value: Int)] = []
    while true {
      let keyLength = try input.varint(&at)
      if keyLength == 0 { break }
      guard keyLength > 0, keyLength - 1 <= input.bytes.count - at else { throw CacheFormatError() }
      let key = at..<at + keyLength - 1
      at += keyLength - 1
      entries.append((key, at))
      try input.skip(&at)
    }
    return KeyedDecodingContainer(
      StreamKeyedDecoder<Key>(input: input, entries: entries, codingPath: codingPath))
  }

  func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
    var at = position
    guard try input.byte(&at) == FactTag.list else {
      throw DecodingError.typeMismatch(
        [Any].self, .init(codingPath: codingPath, debugDescription: "expected a list"))
    }
    return StreamUnkeyedDecoder(input: input, position: at, codingPath: codingPath)
  }

  func singleValueContainer() throws -> any SingleValueDecodingContainer { self }
}

extension StreamDecoder: SingleValueDecodingContainer {
  func decodeNil() -> Bool { input.isNull(at: position) }

  func decode<T: Decodable>(_ type: T.Type) throws -> T {
    try input.decodeValue(type, at: position, path: codingPath)
  }
}

struct StreamKeyedDecoder<Key: CodingKey>: KeyedDecodingContainerProtocol {
  let input: FactInput
  /// Each entry's key bytes and the offset of its value, in stored order.
  let entries: [(key: Range<Int>, value: Int)]
  let codingPath: [any CodingKey]
  /// Where the last lookup matched: synthesized code asks for keys in stored order.
  private let hint = Hint()

  init(input: FactInput, entries: [(key: Range<Int>, value: Int)], codingPath: [any CodingKey]) {
    self.input = input
    self.entries = entries
    self.codingPath = codingPath
  }

  final class Hint {
    var next = 0
  }

  var allKeys: [Key] { entries.compactMap { Key(stringValue: input.text($0.key)) } }

  /// The value offset stored under `key`, looked for from the entry after the last match.
  func find(_ key: Key) -> Int? {
    let name = key.stringValue
    let count = entries.count
    guard count > 0 else { return nil }
    return input.bytes.withUnsafeBufferPointer { bytes -> Int? in
      var probe = name
      return probe.withUTF8 { wanted -> Int? in
        for step in 0..<count {
          let index = (hint.next + step) % count
          let range = entries[index].key
          if range.count == wanted.count,
            memcmp(bytes.baseAddress! + range.lowerBound, wanted.baseAddress!, range.count) == 0
          {
            hint.next = index + 1
            return entries[index].value
          }
        }
        return nil
      }
    }
  }

  func contains(_ key: Key) -> Bool { find(key) != nil }

  func entry(_ key: Key) throws -> Int {
    guard let position = find(key) else {
      throw DecodingError.keyNotFound(key, .init(codingPath: codingPath, debugDescription: "not stored"))
    }
    return position
  }

  func decodeNil(forKey key: Key) throws -> Bool { input.isNull(at: try entry(key)) }

  func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
    try input.decodeValue(type, at: try entry(key), path: codingPath + [key])
  }

  func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
    -> KeyedDecodingContainer<NestedKey>
  {
    try StreamDecoder(input: input, position: try entry(key), codingPath: codingPath + [key])
      .container(keyedBy: type)
  }

  func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
    try StreamDecoder(input: input, position: try entry(key), codingPath: codingPath + [key])
      .unkeyedContainer()
  }

  func superDecoder() throws -> any Decoder {
    try superDecoder(forKey: Key(stringValue: "super")!)
  }

  func superDecoder(forKey key: Key) throws -> any Decoder {
    StreamDecoder(input: input, position: try entry(key), codingPath: codingPath + [key])
  }
}

struct StreamUnkeyedDecoder: UnkeyedDecodingContainer {
  let input: FactInput
  /// The offset of the next item (or of the list's end tag).
  var position: Int
  let codingPath: [any CodingKey]
  var currentIndex = 0

  init(input: FactInput, position: Int, codingPath: [any CodingKey]) {
    self.input = input
    self.position = position
    self.codingPath = codingPath
  }

  var count: Int? { nil }
  var isAtEnd: Bool { position >= input.bytes.count || input.bytes[position] == FactTag.end }

  /// The offset of the next item; moves past it.
  mutating func next() throws -> Int {
    guard !isAtEnd else {
      throw DecodingError.valueNotFound(
        Any.self, .init(codingPath: codingPath, debugDescription: "past the end of the list"))
    }
    let start = position
    try input.skip(&position)
    currentIndex += 1
    return start
  }

  mutating func decodeNil() throws -> Bool {
    guard !isAtEnd, input.isNull(at: position) else { return false }
    position += 1
    currentIndex += 1
    return true
  }

  mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
    let index = currentIndex
    let start = try next()
    return try input.decodeValue(type, at: start, path: codingPath + [FactCodingKey(intValue: index)])
  }

  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws
    -> KeyedDecodingContainer<NestedKey>
  {
    try StreamDecoder(input: input, position: try next(), codingPath: codingPath).container(keyedBy: type)
  }

  mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
    try StreamDecoder(input: input, position: try next(), codingPath: codingPath).unkeyedContainer()
  }

  mutating func superDecoder() throws -> any Decoder {
    StreamDecoder(input: input, position: try next(), codingPath: codingPath)
  }
}
