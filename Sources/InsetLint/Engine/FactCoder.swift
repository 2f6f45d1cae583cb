/// A compact binary form for rule facts (`Codable` values), so the cache stores each rule's facts
/// per file without the engine knowing their types, and without Foundation (whose load time the
/// cached rerun cannot afford). Self-describing: objects keep their keys, so synthesized
/// `Codable` of structs, optionals and enums with associated values round-trip.
public enum FactCoder {
  public static func encode<T: Encodable>(_ value: T) throws -> [UInt8] {
    let root = EncodingNode()
    try value.encode(to: FactEncoder(node: root, codingPath: []))
    var writer = ByteWriter()
    root.value.write(&writer)
    return writer.bytes
  }

  public static func decode<T: Decodable>(_ type: T.Type, from bytes: [UInt8]) throws -> T {
    var reader = ByteReader(bytes[...])
    let value = try FactValue.read(&reader)
    return try T(from: FactDecoder(value: value, codingPath: []))
  }
}

/// The tree both sides of the coder work on.
indirect enum FactValue {
  case null
  case bool(Bool)
  case int(Int64)
  case uint(UInt64)
  case double(Double)
  case string(String)
  case array([FactValue])
  case object([(String, FactValue)])

  func write(_ w: inout ByteWriter) {
    switch self {
    case .null: w.int(0)
    case .bool(let value): w.int(value ? 2 : 1)
    case .int(let value):
      w.int(3)
      w.int(Int(value))
    case .uint(let value):
      w.int(4)
      w.int(Int(Int64(bitPattern: value)))
    case .double(let value):
      w.int(5)
      w.int(Int(Int64(bitPattern: value.bitPattern)))
    case .string(let value):
      w.int(6)
      w.string(value)
    case .array(let items):
      w.int(7)
      w.int(items.count)
      for item in items { item.write(&w) }
    case .object(let entries):
      w.int(8)
      w.int(entries.count)
      for (key, item) in entries {
        w.string(key)
        item.write(&w)
      }
    }
  }

  static func read(_ r: inout ByteReader) throws -> FactValue {
    switch try r.int() {
    case 0: return .null
    case 1: return .bool(false)
    case 2: return .bool(true)
    case 3: return .int(Int64(try r.int()))
    case 4: return .uint(UInt64(bitPattern: Int64(try r.int())))
    case 5: return .double(Double(bitPattern: UInt64(bitPattern: Int64(try r.int()))))
    case 6: return .string(try r.string())
    case 7: return .array(try r.list { try FactValue.read(&$0) })
    case 8:
      return .object(
        try r.list { r in
          let key = try r.string()
          return (key, try FactValue.read(&r))
        })
    default: throw CacheFormatError()
    }
  }
}

/// Where an encoder container writes: filled in as the container is used.
final class EncodingNode {
  enum Content {
    case unset
    case value(FactValue)
    case keyed([(String, EncodingNode)])
    case unkeyed([EncodingNode])
  }
  var content = Content.unset

  var value: FactValue {
    switch content {
    case .unset: return .object([])
    case .value(let value): return value
    case .keyed(let entries): return .object(entries.map { ($0.0, $0.1.value) })
    case .unkeyed(let items): return .array(items.map(\.value))
    }
  }

  func child(forKey key: String) -> EncodingNode {
    let node = EncodingNode()
    if case .keyed(var entries) = content {
      entries.removeAll { $0.0 == key }
      entries.append((key, node))
      content = .keyed(entries)
    } else {
      content = .keyed([(key, node)])
    }
    return node
  }

  func appendChild() -> EncodingNode {
    let node = EncodingNode()
    if case .unkeyed(let items) = content {
      content = .unkeyed(items + [node])
    } else {
      content = .unkeyed([node])
    }
    return node
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

struct FactEncoder: Encoder {
  let node: EncodingNode
  let codingPath: [any CodingKey]
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    if case .keyed = node.content {} else { node.content = .keyed([]) }
    return KeyedEncodingContainer(KeyedFactEncoder<Key>(node: node, codingPath: codingPath))
  }

  func unkeyedContainer() -> any UnkeyedEncodingContainer {
    if case .unkeyed = node.content {} else { node.content = .unkeyed([]) }
    return UnkeyedFactEncoder(node: node, codingPath: codingPath)
  }

  func singleValueContainer() -> any SingleValueEncodingContainer {
    SingleFactEncoder(node: node, codingPath: codingPath)
  }
}

/// Scalars as tree values; anything else through its own `encode(to:)`.
private func encodeValue<T: Encodable>(_ value: T, into node: EncodingNode, path: [any CodingKey]) throws {
  switch value {
  case let value as Bool: node.content = .value(.bool(value))
  case let value as String: node.content = .value(.string(value))
  // Lists of names are most of what rules collect: straight to the tree, the same value the
  // generic unkeyed path makes, without a node per element.
  case let value as [String]: node.content = .value(.array(value.map { .string($0) }))
  case let value as Double: node.content = .value(.double(value))
  case let value as Float: node.content = .value(.double(Double(value)))
  case let value as Int: node.content = .value(.int(Int64(value)))
  case let value as Int8: node.content = .value(.int(Int64(value)))
  case let value as Int16: node.content = .value(.int(Int64(value)))
  case let value as Int32: node.content = .value(.int(Int64(value)))
  case let value as Int64: node.content = .value(.int(value))
  case let value as UInt: node.content = .value(.uint(UInt64(value)))
  case let value as UInt8: node.content = .value(.uint(UInt64(value)))
  case let value as UInt16: node.content = .value(.uint(UInt64(value)))
  case let value as UInt32: node.content = .value(.uint(UInt64(value)))
  case let value as UInt64: node.content = .value(.uint(value))
  default: try value.encode(to: FactEncoder(node: node, codingPath: path))
  }
}

struct KeyedFactEncoder<Key: CodingKey>: KeyedEncodingContainerProtocol {
  let node: EncodingNode
  let codingPath: [any CodingKey]

  mutating func encodeNil(forKey key: Key) throws {
    node.child(forKey: key.stringValue).content = .value(.null)
  }

  mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
    try encodeValue(value, into: node.child(forKey: key.stringValue), path: codingPath + [key])
  }

  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key)
    -> KeyedEncodingContainer<NestedKey>
  {
    let child = node.child(forKey: key.stringValue)
    child.content = .keyed([])
    return KeyedEncodingContainer(KeyedFactEncoder<NestedKey>(node: child, codingPath: codingPath + [key]))
  }

  mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
    let child = node.child(forKey: key.stringValue)
    child.content = .unkeyed([])
    return UnkeyedFactEncoder(node: child, codingPath: codingPath + [key])
  }

  mutating func superEncoder() -> any Encoder {
    FactEncoder(node: node.child(forKey: "super"), codingPath: codingPath)
  }

  mutating func superEncoder(forKey key: Key) -> any Encoder {
    FactEncoder(node: node.child(forKey: key.stringValue), codingPath: codingPath + [key])
  }
}

struct UnkeyedFactEncoder: UnkeyedEncodingContainer {
  let node: EncodingNode
  let codingPath: [any CodingKey]
  var count: Int {
    if case .unkeyed(let items) = node.content { return items.count }
    return 0
  }

  mutating func encodeNil() throws { node.appendChild().content = .value(.null) }

  mutating func encode<T: Encodable>(_ value: T) throws {
    try encodeValue(value, into: node.appendChild(), path: codingPath + [FactCodingKey(intValue: count)])
  }

  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
    -> KeyedEncodingContainer<NestedKey>
  {
    let child = node.appendChild()
    child.content = .keyed([])
    return KeyedEncodingContainer(KeyedFactEncoder<NestedKey>(node: child, codingPath: codingPath))
  }

  mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
    let child = node.appendChild()
    child.content = .unkeyed([])
    return UnkeyedFactEncoder(node: child, codingPath: codingPath)
  }

  mutating func superEncoder() -> any Encoder {
    FactEncoder(node: node.appendChild(), codingPath: codingPath)
  }
}

struct SingleFactEncoder: SingleValueEncodingContainer {
  let node: EncodingNode
  let codingPath: [any CodingKey]

  mutating func encodeNil() throws { node.content = .value(.null) }
  mutating func encode<T: Encodable>(_ value: T) throws {
    try encodeValue(value, into: node, path: codingPath)
  }
}

struct FactDecoder: Decoder {
  let value: FactValue
  let codingPath: [any CodingKey]
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  func mismatch(_ expected: String) -> DecodingError {
    .typeMismatch(Any.self, .init(codingPath: codingPath, debugDescription: "expected \(expected)"))
  }

  func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
    guard case .object(let entries) = value else { throw mismatch("an object") }
    var byKey: [String: FactValue] = [:]
    for (key, item) in entries { byKey[key] = item }
    return KeyedDecodingContainer(
      KeyedFactDecoder<Key>(entries: byKey, order: entries.map(\.0), codingPath: codingPath))
  }

  func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
    guard case .array(let items) = value else { throw mismatch("an array") }
    return UnkeyedFactDecoder(items: items, codingPath: codingPath)
  }

  func singleValueContainer() throws -> any SingleValueDecodingContainer { self }
}

/// A scalar from the tree, or anything else through its own `init(from:)`.
private func decodeValue<T: Decodable>(_ type: T.Type, from value: FactValue, path: [any CodingKey]) throws
  -> T
{
  func fail() -> DecodingError {
    .typeMismatch(T.self, .init(codingPath: path, debugDescription: "stored value does not fit"))
  }
  func integer<I: FixedWidthInteger>(_: I.Type) throws -> I {
    switch value {
    case .int(let number): guard let result = I(exactly: number) else { throw fail() }; return result
    case .uint(let number): guard let result = I(exactly: number) else { throw fail() }; return result
    default: throw fail()
    }
  }
  switch type {
  case is Bool.Type:
    guard case .bool(let flag) = value else { throw fail() }
    return flag as! T
  case is String.Type:
    guard case .string(let text) = value else { throw fail() }
    return text as! T
  case is [String].Type:
    guard case .array(let items) = value else { throw fail() }
    var names: [String] = []
    names.reserveCapacity(items.count)
    for item in items {
      guard case .string(let text) = item else { throw fail() }
      names.append(text)
    }
    return names as! T
  case is Double.Type:
    guard case .double(let number) = value else { throw fail() }
    return number as! T
  case is Float.Type:
    guard case .double(let number) = value else { throw fail() }
    return Float(number) as! T
  case is Int.Type: return try integer(Int.self) as! T
  case is Int8.Type: return try integer(Int8.self) as! T
  case is Int16.Type: return try integer(Int16.self) as! T
  case is Int32.Type: return try integer(Int32.self) as! T
  case is Int64.Type: return try integer(Int64.self) as! T
  case is UInt.Type: return try integer(UInt.self) as! T
  case is UInt8.Type: return try integer(UInt8.self) as! T
  case is UInt16.Type: return try integer(UInt16.self) as! T
  case is UInt32.Type: return try integer(UInt32.self) as! T
  case is UInt64.Type: return try integer(UInt64.self) as! T
  default: return try T(from: FactDecoder(value: value, codingPath: path))
  }
}

extension FactDecoder: SingleValueDecodingContainer {
  func decodeNil() -> Bool {
    if case .null = value { return true }
    return false
  }

  func decode<T: Decodable>(_ type: T.Type) throws -> T {
    try decodeValue(type, from: value, path: codingPath)
  }
}

struct KeyedFactDecoder<Key: CodingKey>: KeyedDecodingContainerProtocol {
  let entries: [String: FactValue]
  let order: [String]
  let codingPath: [any CodingKey]

  var allKeys: [Key] { order.compactMap { Key(stringValue: $0) } }

  func contains(_ key: Key) -> Bool { entries[key.stringValue] != nil }

  func entry(_ key: Key) throws -> FactValue {
    guard let value = entries[key.stringValue] else {
      throw DecodingError.keyNotFound(key, .init(codingPath: codingPath, debugDescription: "not stored"))
    }
    return value
  }

  func decodeNil(forKey key: Key) throws -> Bool {
    if case .null = try entry(key) { return true }
    return false
  }

  func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
    try decodeValue(type, from: try entry(key), path: codingPath + [key])
  }

  func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
    -> KeyedDecodingContainer<NestedKey>
  {
    try FactDecoder(value: try entry(key), codingPath: codingPath + [key]).container(keyedBy: type)
  }

  func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
    try FactDecoder(value: try entry(key), codingPath: codingPath + [key]).unkeyedContainer()
  }

  func superDecoder() throws -> any Decoder {
    FactDecoder(value: entries["super"] ?? .null, codingPath: codingPath)
  }

  func superDecoder(forKey key: Key) throws -> any Decoder {
    FactDecoder(value: try entry(key), codingPath: codingPath + [key])
  }
}

struct UnkeyedFactDecoder: UnkeyedDecodingContainer {
  let items: [FactValue]
  let codingPath: [any CodingKey]
  var currentIndex = 0

  init(items: [FactValue], codingPath: [any CodingKey]) {
    self.items = items
    self.codingPath = codingPath
  }

  var count: Int? { items.count }
  var isAtEnd: Bool { currentIndex >= items.count }

  mutating func next() throws -> FactValue {
    guard !isAtEnd else {
      throw DecodingError.valueNotFound(
        Any.self, .init(codingPath: codingPath, debugDescription: "past the end of the list"))
    }
    defer { currentIndex += 1 }
    return items[currentIndex]
  }

  mutating func decodeNil() throws -> Bool {
    guard !isAtEnd, case .null = items[currentIndex] else { return false }
    currentIndex += 1
    return true
  }

  mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
    let path = codingPath + [FactCodingKey(intValue: currentIndex)]
    return try decodeValue(type, from: try next(), path: path)
  }

  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws
    -> KeyedDecodingContainer<NestedKey>
  {
    try FactDecoder(value: try next(), codingPath: codingPath).container(keyedBy: type)
  }

  mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
    try FactDecoder(value: try next(), codingPath: codingPath).unkeyedContainer()
  }

  mutating func superDecoder() throws -> any Decoder {
    FactDecoder(value: try next(), codingPath: codingPath)
  }
}
