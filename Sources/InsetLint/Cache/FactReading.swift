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
