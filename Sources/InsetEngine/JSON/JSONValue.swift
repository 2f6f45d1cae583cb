import InsetEmulation

/// A JSON value with object keys kept in order, so that output is byte-identical run to run.
public enum JSONValue: Sendable, Equatable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([JSONValue])
  case object([(String, JSONValue)])

  public static func == (a: JSONValue, b: JSONValue) -> Bool {
    switch (a, b) {
    case (.null, .null): return true
    case (.bool(let x), .bool(let y)): return x == y
    case (.number(let x), .number(let y)): return x == y
    case (.string(let x), .string(let y)): return x == y
    case (.array(let x), .array(let y)): return x == y
    case (.object(let x), .object(let y)):
      return x.count == y.count && zip(x, y).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
    default: return false
    }
  }

  /// The value under `key` of an object, if any.
  public subscript(key: String) -> JSONValue? {
    guard case .object(let members) = self else { return nil }
    return members.last { $0.0 == key }?.1
  }

  /// The JSON type name used in error messages.
  public var typeName: String {
    switch self {
    case .null: return "null"
    case .bool: return "boolean"
    case .number: return "number"
    case .string: return "string"
    case .array: return "array"
    case .object: return "object"
    }
  }

  /// Deep merge: objects merge key by key (the override wins, new keys are appended); anything
  /// else is replaced. Used to lay a user's partial scenario over the defaults.
  public func merged(with override: JSONValue) -> JSONValue {
    guard case .object(var base) = self, case .object(let over) = override else { return override }
    for (key, value) in over {
      if let index = base.firstIndex(where: { $0.0 == key }) {
        base[index].1 = base[index].1.merged(with: value)
      } else {
        base.append((key, value))
      }
    }
    return .object(base)
  }
}

extension JSONValue: ExpressibleByStringLiteral, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral,
  ExpressibleByBooleanLiteral, ExpressibleByArrayLiteral, ExpressibleByNilLiteral
{
  public init(stringLiteral value: String) { self = .string(value) }
  public init(floatLiteral value: Double) { self = .number(value) }
  public init(integerLiteral value: Int) { self = .number(Double(value)) }
  public init(booleanLiteral value: Bool) { self = .bool(value) }
  public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
  public init(nilLiteral: ()) { self = .null }
}

extension JSONValue {
  public init(_ value: Double?) { self = value.map { .number($0) } ?? .null }
  public init(_ value: String?) { self = value.map { .string($0) } ?? .null }
  public init(_ value: Int) { self = .number(Double(value)) }
  public init(_ value: Bool) { self = .bool(value) }
  public init(_ rect: Rect) {
    self = .object([
      ("x", .number(rect.minX)), ("y", .number(rect.minY)), ("width", .number(rect.width)),
      ("height", .number(rect.height)),
    ])
  }
  public init(_ insets: EdgeInsets) {
    self = .object([
      ("top", .number(insets.top)), ("left", .number(insets.left)), ("bottom", .number(insets.bottom)),
      ("right", .number(insets.right)),
    ])
  }
}
