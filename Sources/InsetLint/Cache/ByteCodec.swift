import InsetEmulation
import InsetEngine

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Appends varints and length-prefixed strings.
struct ByteWriter {
  var bytes: [UInt8] = []

  mutating func int(_ value: Int) {
    var zigzag = UInt64(bitPattern: Int64((value << 1) ^ (value >> 63)))
    while zigzag >= 0x80 {
      bytes.append(UInt8(zigzag & 0x7F) | 0x80)
      zigzag >>= 7
    }
    bytes.append(UInt8(zigzag))
  }

  mutating func string(_ value: String) {
    int(value.utf8.count)
    bytes.append(contentsOf: value.utf8)
  }

  mutating func strings(_ values: [String]) {
    int(values.count)
    for value in values { string(value) }
  }

  mutating func optional(_ value: String?) {
    int(value == nil ? 0 : 1)
    if let value { string(value) }
  }

  mutating func bool(_ value: Bool) { bytes.append(value ? 1 : 0) }
}

struct CacheFormatError: Error {}

/// Reads what `ByteWriter` wrote; throws on truncation instead of trapping.
struct ByteReader {
  var bytes: ArraySlice<UInt8>

  init(_ bytes: ArraySlice<UInt8>) { self.bytes = bytes }

  mutating func int() throws -> Int {
    var result: UInt64 = 0
    var shift: UInt64 = 0
    while true {
      guard let byte = bytes.popFirst(), shift < 64 else { throw CacheFormatError() }
      result |= UInt64(byte & 0x7F) << shift
      if byte < 0x80 { break }
      shift += 7
    }
    return Int(Int64(bitPattern: result >> 1) ^ -Int64(bitPattern: result & 1))
  }

  mutating func take(_ count: Int) throws -> ArraySlice<UInt8> {
    guard count >= 0, count <= bytes.count else { throw CacheFormatError() }
    let slice = bytes.prefix(count)
    bytes = bytes.dropFirst(count)
    return slice
  }

  mutating func string() throws -> String { String(decoding: try take(try int()), as: UTF8.self) }

  mutating func strings() throws -> [String] {
    let count = try int()
    guard count >= 0 && count <= bytes.count else { throw CacheFormatError() }
    return try (0..<count).map { _ in try string() }
  }

  mutating func optional() throws -> String? { try int() == 0 ? nil : try string() }

  /// A string list's elements as byte ranges of the underlying array (no strings made).
  mutating func ranges() throws -> [Range<Int>] {
    let count = try int()
    guard count >= 0 && count <= bytes.count else { throw CacheFormatError() }
    var result: [Range<Int>] = []
    result.reserveCapacity(count)
    for _ in 0..<count {
      let length = try int()
      let slice = try take(length)
      result.append(slice.startIndex..<slice.endIndex)
    }
    return result
  }

  mutating func bool() throws -> Bool {
    guard let byte = bytes.popFirst() else { throw CacheFormatError() }
    return byte != 0
  }

  mutating func list<T>(_ item: (inout ByteReader) throws -> T) throws -> [T] {
    let count = try int()
    guard count >= 0 && count <= bytes.count else { throw CacheFormatError() }
    var result: [T] = []
    result.reserveCapacity(count)
    for _ in 0..<count { result.append(try item(&self)) }
    return result
  }
}

extension FileAnalysis {
  func encode(_ w: inout ByteWriter) {
    w.int(findings.count)
    for finding in findings { finding.encode(&w) }
    w.int(conditional.count)
    for item in conditional {
      item.finding.encode(&w)
      switch item.condition {
      case .inherits(let type, let bases):
        w.int(0)
        w.string(type)
        w.strings(bases)
      }
    }
    w.int(classes.count)
    for fact in classes {
      w.string(fact.name)
      w.strings(fact.inherits)
      w.strings(fact.genericParameters)
      w.int(fact.offset)
      w.int(fact.line)
      w.int(fact.column)
    }
    w.int(facts.count)
    for item in facts {
      w.string(item.rule.rawValue)
      w.int(item.bytes.count)
      w.bytes += item.bytes
    }
    w.int(suppressions.count)
    for suppression in suppressions {
      w.string(suppression.scope.rawValue)
      w.strings(suppression.rules)
      w.int(suppression.line)
      w.int(suppression.column)
      w.int(suppression.offset)
      w.int(suppression.endLine ?? -1)
    }
    w.int(olderSystems.count)
    for code in olderSystems {
      w.int(code.bytes.lowerBound)
      w.int(code.bytes.upperBound)
      w.string(code.below.description)
    }
    w.optional(failure)
    w.optional(skipped)
  }

  static func decode(_ r: inout ByteReader, path: String) throws -> FileAnalysis {
    var analysis = FileAnalysis(path: path)
    analysis.findings = try r.list { try Finding.decode(&$0, file: path) }
    analysis.conditional = try r.list { r in
      let finding = try Finding.decode(&r, file: path)
      switch try r.int() {
      case 0: return ConditionalFinding(finding, when: .inherits(type: try r.string(), from: try r.strings()))
      default: throw CacheFormatError()
      }
    }
    analysis.classes = try r.list { r in
      TypeFact(
        name: try r.string(), inherits: try r.strings(), genericParameters: try r.strings(),
        offset: try r.int(),
        line: try r.int(), column: try r.int())
    }
    analysis.facts = try r.list { r in
      let rule = RuleID(try r.string())
      return RuleFacts(rule: rule, bytes: Array(try r.take(try r.int())))
    }
    analysis.suppressions = try r.list { r in
      guard let scope = Suppression.Scope(rawValue: try r.string()) else { throw CacheFormatError() }
      let rules = try r.strings()
      let line = try r.int()
      let column = try r.int()
      let offset = try r.int()
      let end = try r.int()
      return Suppression(
        scope: scope, rules: rules, line: line, column: column, offset: offset, endLine: end < 0 ? nil : end)
    }
    analysis.olderSystems = try r.list { r in
      let start = try r.int()
      let end = try r.int()
      guard start <= end, let below = try? OSVersion(parsing: try r.string()) else {
        throw CacheFormatError()
      }
      return OlderSystemsCode(bytes: start..<end, below: below)
    }
    analysis.failure = try r.optional()
    analysis.skipped = try r.optional()
    return analysis
  }
}

extension Finding {
  func encode(_ w: inout ByteWriter) {
    w.int(offset)
    w.int(line)
    w.int(column)
    w.string(rule.rawValue)
    w.string(severity.rawValue)
    w.string(message)
    w.optional(problem?.rawValue)
    w.bool(fixable)
    w.optional(fixNote)
    w.int(related.count)
    for place in related {
      w.string(place.file)
      w.int(place.offset)
      w.int(place.line)
      w.int(place.column)
      w.string(place.message)
    }
    w.optional(holdsBelow?.description)
  }

  static func decode(_ r: inout ByteReader, file: String) throws -> Finding {
    let offset = try r.int()
    let line = try r.int()
    let column = try r.int()
    let rule = RuleID(try r.string())
    guard let severity = Severity(rawValue: try r.string()) else { throw CacheFormatError() }
    var finding = Finding(
      file: file, offset: offset, line: line, column: column, rule: rule, severity: severity,
      message: try r.string(),
      problem: (try r.optional() as String?).map(ProblemID.init), fixable: try r.bool(),
      fixNote: try r.optional())
    finding.related = try r.list { r in
      RelatedLocation(
        file: try r.string(), offset: try r.int(), line: try r.int(), column: try r.int(),
        message: try r.string())
    }
    finding.holdsBelow = try (r.optional() as String?).map { try OSVersion(parsing: $0) }
    return finding
  }
}
