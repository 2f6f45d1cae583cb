import Foundation
import InsetEmulation

/// A JSON value together with where it came from (file and JSON path), so that every reading
/// error names both: `scenario.json: $.trace[2]: expected number, found string`.
public struct JSONCursor: Sendable {
  public let value: JSONValue
  public let file: String
  public let path: String

  public init(_ value: JSONValue, file: String, path: String = "$") {
    self.value = value
    self.file = file
    self.path = path
  }

  /// Parses a document, turning syntax errors into `file:line:column: message`. A leading byte
  /// order mark is ignored (RFC 8259 §8.1 allows it), so files from editors that write one read.
  public static func parse(_ text: String, file: String) throws -> JSONCursor {
    var text = text
    if text.unicodeScalars.first == "\u{FEFF}" { text.unicodeScalars.removeFirst() }
    do {
      return JSONCursor(try JSONParser.parse(text), file: file)
    } catch let error as JSONSyntaxError {
      throw InputError("\(file):\(error.line):\(error.column): invalid JSON: \(error.message)")
    }
  }

  public func error(_ message: String) -> InputError { InputError("\(file): \(path): \(message)") }

  func mismatch(_ expected: String) -> InputError {
    error("expected \(expected), found \(value.typeName)")
  }

  public func object() throws -> JSONObjectReader {
    guard case .object(let members) = value else { throw mismatch("object") }
    return JSONObjectReader(members: members, cursor: self)
  }

  public func array(nonEmpty: Bool = false) throws -> [JSONCursor] {
    guard case .array(let items) = value else { throw mismatch("array") }
    if nonEmpty && items.isEmpty { throw error("expected a non-empty array") }
    return items.enumerated().map { JSONCursor($1, file: file, path: "\(path)[\($0)]") }
  }

  public func string() throws -> String {
    guard case .string(let text) = value else { throw mismatch("string") }
    return text
  }

  public func bool() throws -> Bool {
    guard case .bool(let flag) = value else { throw mismatch("boolean") }
    return flag
  }

  public func number() throws -> Double {
    guard case .number(let number) = value else { throw mismatch("number") }
    return number
  }

  /// A number that must be greater than zero (sizes, counts, heights).
  public func positive() throws -> Double {
    let number = try number()
    guard number > 0 else { throw error("expected a number greater than 0, found \(number.points)") }
    return number
  }

  /// A number that must be zero or more (paddings, offsets that cannot be negative).
  public func nonNegative() throws -> Double {
    let number = try number()
    guard number >= 0 else { throw error("expected a number of 0 or more, found \(number.points)") }
    return number
  }

  /// A length in points within `range`: a size or offset no screen could show (or one so small that
  /// dividing by it overflows) is refused here rather than fed to the layout arithmetic.
  public func points(in range: ClosedRange<Double>) throws -> Double {
    let number = try number()
    guard range.contains(number) else {
      throw error(
        "expected a number in \(range.lowerBound.points)...\(range.upperBound.points), found \(number.points)"
      )
    }
    return number
  }

  public func integer(in range: ClosedRange<Int>) throws -> Int {
    let number = try number()
    guard number == number.rounded(), let int = Int(exactly: number), range.contains(int) else {
      throw error("expected an integer in \(range.lowerBound)...\(range.upperBound), found \(number.points)")
    }
    return int
  }

  public func osVersion() throws -> OSVersion {
    let text = try string()
    do { return try OSVersion(parsing: text) } catch let error as OSVersionError {
      throw self.error(error.description)
    }
  }

  /// A string that must be one of `choices`; the error lists them.
  public func oneOf(_ choices: [String]) throws -> String {
    let text = try string()
    guard choices.contains(text) else {
      throw InputError.unknown("value", text, valid: choices, at: "\(file): \(path)")
    }
    return text
  }

  public func `enum`<E: RawRepresentable & CaseIterable>(_ type: E.Type) throws -> E
  where E.RawValue == String {
    E(rawValue: try oneOf(E.allCases.map(\.rawValue)))!
  }
}

/// Reads an object's members by key and, at `finish()`, rejects keys nobody asked for (naming
/// the nearest known key), so that a typo never passes silently.
public struct JSONObjectReader {
  let members: [(String, JSONValue)]
  public let cursor: JSONCursor
  private var known: [String] = []

  init(members: [(String, JSONValue)], cursor: JSONCursor) {
    self.members = members
    self.cursor = cursor
  }

  public var keys: [String] { members.map(\.0) }

  /// The member under `key`, or nil when absent.
  public mutating func optional(_ key: String) -> JSONCursor? {
    known.append(key)
    guard let value = members.last(where: { $0.0 == key })?.1 else { return nil }
    let childPath =
      key.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
      ? "\(cursor.path).\(key)" : "\(cursor.path)[\"\(key)\"]"
    return JSONCursor(value, file: cursor.file, path: childPath)
  }

  /// The member under `key`; its absence is an error.
  public mutating func required(_ key: String) throws -> JSONCursor {
    guard let child = optional(key) else { throw cursor.error("missing required key '\(key)'") }
    return child
  }

  /// Throws for the first key that was never asked for.
  public func finish() throws {
    for key in keys where !known.contains(key) {
      var message = "unknown key '\(InputError.shown(key))'"
      if let guess = InputError.nearest(to: key, in: known) { message += " (did you mean '\(guess)'?)" }
      message += "; valid keys: " + known.joined(separator: ", ")
      throw cursor.error(message)
    }
  }
}
