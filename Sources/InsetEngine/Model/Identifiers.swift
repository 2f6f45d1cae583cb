/// A stable, user-facing identifier (`hosted-cell-safe-area`, `dynamic-subclass`): also its config
/// key, CLI name and docs page. A distinct type per kind, so a strategy id can never be passed
/// where a problem id is expected; string literals still read naturally (`"dynamic-subclass"`).
public protocol Identifier: RawRepresentable, Hashable, Comparable, Sendable, ExpressibleByStringLiteral,
  CustomStringConvertible
where RawValue == String {
  init(rawValue: String)
}

extension Identifier {
  public init(stringLiteral value: String) { self.init(rawValue: value) }
  public init(_ text: String) { self.init(rawValue: text) }
  public var description: String { rawValue }
  public static func < (a: Self, b: Self) -> Bool { a.rawValue < b.rawValue }
}

/// A problem's id.
public struct ProblemID: Identifier {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
}

/// A strategy's id.
public struct StrategyID: Identifier {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
}

extension InputError {
  /// An unknown name where one of `valid` ids was expected (did-you-mean included).
  public static func unknown<I: Identifier>(
    _ kind: String, _ name: String, valid: [I], at location: String? = nil
  )
    -> InputError
  {
    unknown(kind, name, valid: valid.map(\.rawValue), at: location)
  }

  public static func unknown<I: Identifier>(_ kind: String, _ id: I, valid: [I], at location: String? = nil)
    -> InputError
  {
    unknown(kind, id.rawValue, valid: valid.map(\.rawValue), at: location)
  }
}

extension Sequence where Element: Identifier {
  /// The ids' text, joined (for messages).
  public func joined(separator: String) -> String { map(\.rawValue).joined(separator: separator) }
}

extension JSONValue {
  /// An id as a JSON string.
  public static func string<I: Identifier>(_ id: I) -> JSONValue { .string(id.rawValue) }
}
