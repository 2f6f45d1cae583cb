/// A fact type that reads its own `FactCoder` bytes, without `Codable`'s containers: the same
/// layout its synthesized `Encodable` wrote (objects keyed by property name, a nil optional left
/// out, an enum case as an object holding `_0`, `_1`…), read in one pass. Decoding a large app's
/// view facts through `Decodable` took most of a lint that re-ran the project pass after one file
/// changed. Unknown keys are skipped; a missing one is a `CacheFormatError` (the file is analysed
/// again).
protocol FactReadable {
  init(facts input: FactInput, at position: inout Int) throws
}

extension FactInput {
  /// Calls `entry` with each key (as bytes of `bytes`) of the object at `position`, leaving
  /// `position` at the entry's value; an entry left unread is skipped.
  func object(_ position: inout Int, _ entry: (Range<Int>, inout Int) throws -> Void) throws {
    guard try byte(&position) == FactTag.object else { throw CacheFormatError() }
    while true {
      let keyLength = try varint(&position)
      if keyLength == 0 { return }
      guard keyLength > 0, keyLength - 1 <= bytes.count - position else { throw CacheFormatError() }
      let key = position..<position + keyLength - 1
      position += keyLength - 1
      var value = position
      try entry(key, &value)
      // The value's end, whether or not `entry` read it.
      try skip(&position)
    }
  }

  /// Calls `item` at each item of the list at `position`; each must read its item whole.
  func list(_ position: inout Int, _ item: (inout Int) throws -> Void) throws {
    guard try byte(&position) == FactTag.list else { throw CacheFormatError() }
    while true {
      guard position < bytes.count else { throw CacheFormatError() }
      if bytes[position] == FactTag.end {
        position += 1
        return
      }
      try item(&position)
    }
  }

  func items<T>(_ position: inout Int, _ read: (inout Int) throws -> T) throws -> [T] {
    var result: [T] = []
    try list(&position) { result.append(try read(&$0)) }
    return result
  }

  func key(_ range: Range<Int>, is name: StaticString) -> Bool {
    guard range.count == name.utf8CodeUnitCount else { return false }
    let start = name.utf8Start
    for (offset, index) in range.enumerated() where bytes[index] != start[offset] { return false }
    return true
  }

  func string(_ position: inout Int) throws -> String {
    guard try byte(&position) == FactTag.string else { throw CacheFormatError() }
    return text(try run(&position))
  }

  func optionalString(_ position: inout Int) throws -> String? {
    if isNull(at: position) {
      position += 1
      return nil
    }
    return try string(&position)
  }

  func int(_ position: inout Int) throws -> Int {
    guard try byte(&position) == FactTag.int else { throw CacheFormatError() }
    return try varint(&position)
  }

  func bool(_ position: inout Int) throws -> Bool {
    switch try byte(&position) {
    case FactTag.yes: return true
    case FactTag.no: return false
    default: throw CacheFormatError()
    }
  }

  func double(_ position: inout Int) throws -> Double {
    guard try byte(&position) == FactTag.double else { throw CacheFormatError() }
    return Double(bitPattern: UInt64(bitPattern: Int64(try varint(&position))))
  }

  func strings(_ position: inout Int) throws -> [String] { try items(&position) { try string(&$0) } }

  func read<T: FactReadable>(_: T.Type, _ position: inout Int) throws -> T {
    try T(facts: self, at: &position)
  }
}

/// A required value not found.
func present<T>(_ value: T?) throws -> T {
  guard let value else { throw CacheFormatError() }
  return value
}

/// A fact type that writes its own `FactCoder` bytes, the very bytes its synthesized `Encodable`
/// writes (`FactCodingTests` compares them): a cold lint encodes every file's view facts on its
/// critical path, and `Encodable`'s containers cost most of that. Public: a rule's facts may write
/// themselves too.
public protocol FactWritable {
  func write(_ output: inout FactOutput)
}

/// Bytes in the `FactCoder` layout, written directly, into a buffer of its own: a cold lint writes
/// a large app's facts byte by byte (millions of keys, tags and varints), and an array checked
/// each byte whether it was shared and had room. `FactCoder.encode` copies the bytes out and frees
/// the buffer (`take()`); nothing else makes one.
public struct FactOutput {
  private var base: UnsafeMutablePointer<UInt8>
  private var count = 0
  private var capacity: Int

  init(capacity: Int = 1024) {
    base = .allocate(capacity: capacity)
    self.capacity = capacity
  }

  /// The bytes written, the buffer freed: the output is not written to again.
  mutating func take() -> [UInt8] {
    let bytes = Array(UnsafeBufferPointer(start: base, count: count))
    base.deallocate()
    count = 0
    capacity = 0
    return bytes
  }

  @inline(__always) mutating func byte(_ value: UInt8) {
    if count == capacity { grow(1) }
    base[count] = value
    count += 1
  }

  @inline(__always) mutating func bytes(_ start: UnsafePointer<UInt8>, _ length: Int) {
    if capacity - count < length { grow(length) }
    (base + count).update(from: start, count: length)
    count += length
  }

  /// Room for `more` bytes past the ones written, at least twice the room there was.
  @inline(never) private mutating func grow(_ more: Int) {
    let grown = max(2 * capacity, count + more)
    let larger = UnsafeMutablePointer<UInt8>.allocate(capacity: grown)
    larger.moveInitialize(from: base, count: count)
    base.deallocate()
    base = larger
    capacity = grown
  }

  /// A zigzag varint, as `ByteWriter.int` writes it.
  mutating func varint(_ value: Int) {
    var zigzag = UInt64(bitPattern: Int64((value << 1) ^ (value >> 63)))
    while zigzag >= 0x80 {
      byte(UInt8(zigzag & 0x7F) | 0x80)
      zigzag >>= 7
    }
    byte(UInt8(zigzag))
  }

  /// A string's length and UTF-8 bytes, as `ByteWriter.string` writes them.
  mutating func utf8(_ value: String) {
    var value = value
    value.withUTF8 { utf8 in
      varint(utf8.count)
      if let start = utf8.baseAddress { bytes(start, utf8.count) }
    }
  }

  /// An object: `body` writes its entries (`key` then a value, each).
  public mutating func object(_ body: (inout FactOutput) -> Void) {
    byte(FactTag.object)
    body(&self)
    byte(0)
  }

  public mutating func key(_ name: StaticString) {
    varint(name.utf8CodeUnitCount + 1)
    bytes(name.utf8Start, name.utf8CodeUnitCount)
  }

  /// A key made at run time: a dictionary's.
  public mutating func key(_ name: String) {
    var name = name
    name.withUTF8 { utf8 in
      varint(utf8.count + 1)
      if let start = utf8.baseAddress { bytes(start, utf8.count) }
    }
  }

  /// A dictionary keyed by strings, as `Dictionary`'s `Encodable` writes it: an object of its
  /// entries in the dictionary's own order.
  public mutating func dictionary<T>(_ entries: [String: T], _ each: (inout FactOutput, T) -> Void) {
    object { out in
      for (name, value) in entries {
        out.key(name)
        each(&out, value)
      }
    }
  }

  public mutating func list<T>(_ items: [T], _ each: (inout FactOutput, T) -> Void) {
    byte(FactTag.list)
    for item in items { each(&self, item) }
    byte(FactTag.end)
  }

  public mutating func string(_ value: String) {
    byte(FactTag.string)
    utf8(value)
  }

  // A property as synthesized `Encodable` writes it: its key, then its value.
  public mutating func string(_ key: StaticString, _ value: String) {
    self.key(key)
    string(value)
  }
  public mutating func int(_ key: StaticString, _ value: Int) {
    self.key(key)
    int(value)
  }
  public mutating func bool(_ key: StaticString, _ value: Bool) {
    self.key(key)
    bool(value)
  }
  public mutating func strings(_ key: StaticString, _ values: [String]) {
    self.key(key)
    strings(values)
  }
  public mutating func ints(_ key: StaticString, _ values: [Int]) {
    self.key(key)
    ints(values)
  }
  public mutating func value<T: FactWritable>(_ key: StaticString, _ value: T) {
    self.key(key)
    self.value(value)
  }
  public mutating func values<T: FactWritable>(_ key: StaticString, _ values: [T]) {
    self.key(key)
    self.values(values)
  }

  /// A list of string lists (`[[String]]`: `[from, to]` pairs and the like), as `Encodable`
  /// writes it.
  public mutating func stringLists(_ key: StaticString, _ values: [[String]]) {
    self.key(key)
    list(values) { $0.strings($1) }
  }
  public mutating func dictionary<T>(
    _ key: StaticString, _ entries: [String: T], _ each: (inout FactOutput, T) -> Void
  ) {
    self.key(key)
    dictionary(entries, each)
  }

  /// An optional property as synthesized `Encodable` writes it: its key and value, or nothing at
  /// all when it is nil.
  public mutating func field<T>(
    _ key: StaticString, ifPresent value: T?, _ write: (inout FactOutput, T) -> Void
  ) {
    guard let value else { return }
    self.key(key)
    write(&self, value)
  }

  public mutating func optionalString(_ value: String?) {
    if let value { string(value) } else { byte(FactTag.null) }
  }

  public mutating func int(_ value: Int) {
    byte(FactTag.int)
    varint(value)
  }

  public mutating func bool(_ value: Bool) { byte(value ? FactTag.yes : FactTag.no) }

  public mutating func double(_ value: Double) {
    byte(FactTag.double)
    varint(Int(Int64(bitPattern: value.bitPattern)))
  }

  public mutating func strings(_ values: [String]) { list(values) { $0.string($1) } }

  public mutating func ints(_ values: [Int]) { list(values) { $0.int($1) } }

  public mutating func value<T: FactWritable>(_ value: T) { value.write(&self) }

  public mutating func values<T: FactWritable>(_ values: [T]) { list(values) { $0.value($1) } }

  /// An enum case with no payload: `{case: {}}`.
  public mutating func enumCase(_ name: StaticString) {
    caseObject(name) { _ in }
  }

  /// An enum case with one value: `{case: {_0: …}}`, `first` writing the value. (One function per
  /// payload size, not a list of closures: a list is made on the heap for every case written.)
  public mutating func enumCase(_ name: StaticString, _ first: (inout FactOutput) -> Void) {
    caseObject(name) { payload in
      payload.payloadField(0)
      first(&payload)
    }
  }

  /// An enum case with two values: `{case: {_0: …, _1: …}}`.
  public mutating func enumCase(
    _ name: StaticString, _ first: (inout FactOutput) -> Void, _ second: (inout FactOutput) -> Void
  ) {
    caseObject(name) { payload in
      payload.payloadField(0)
      first(&payload)
      payload.payloadField(1)
      second(&payload)
    }
  }

  /// An enum case with three values: `{case: {_0: …, _1: …, _2: …}}`.
  public mutating func enumCase(
    _ name: StaticString, _ first: (inout FactOutput) -> Void, _ second: (inout FactOutput) -> Void,
    _ third: (inout FactOutput) -> Void
  ) {
    caseObject(name) { payload in
      payload.payloadField(0)
      first(&payload)
      payload.payloadField(1)
      second(&payload)
      payload.payloadField(2)
      third(&payload)
    }
  }

  /// `{case: {…}}`, `payload` writing the payload object's entries.
  private mutating func caseObject(_ name: StaticString, _ payload: (inout FactOutput) -> Void) {
    object { output in
      output.key(name)
      output.object(payload)
    }
  }

  /// The key of the payload's value at `index` (`_0`, `_1`…; fewer than ten).
  private mutating func payloadField(_ index: Int) {
    varint(3)
    byte(UInt8(ascii: "_"))
    byte(UInt8(ascii: "0") + UInt8(index))
  }
}
