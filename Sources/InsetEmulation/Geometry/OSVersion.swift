/// An iOS release, `major.minor[.patch]`. Parsed strictly: `17`, `17.a` and `-1.0` are errors.
public struct OSVersion: Hashable, Comparable, Sendable, CustomStringConvertible {
  public let major: Int
  public let minor: Int
  public let patch: Int

  public init(_ major: Int, _ minor: Int = 0, _ patch: Int = 0) {
    self.major = major
    self.minor = minor
    self.patch = patch
  }

  /// Parses `major.minor[.patch]`; throws `OSVersionError` naming what was expected.
  public init(parsing text: String) throws {
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    guard (2...3).contains(parts.count),
      let numbers = Optional(
        parts.compactMap { part -> Int? in
          // No leading zeros: `013.0` or `17.00` is not how a release is written.
          guard !part.isEmpty, part.count <= 4, part.allSatisfy({ $0.isASCII && $0.isNumber }),
            part.count == 1 || part.first != "0"
          else {
            return nil
          }
          return Int(part)
        }),
      numbers.count == parts.count
    else { throw OSVersionError(text: text) }
    self.init(numbers[0], numbers[1], numbers.count == 3 ? numbers[2] : 0)
  }

  public static func < (a: OSVersion, b: OSVersion) -> Bool {
    (a.major, a.minor, a.patch) < (b.major, b.minor, b.patch)
  }

  /// `16.4`, or `16.4.1` when there is a patch.
  public var description: String { patch == 0 ? "\(major).\(minor)" : "\(major).\(minor).\(patch)" }
}

extension OSVersion: ExpressibleByStringLiteral {
  /// For literals in code only; user text goes through `init(parsing:)`.
  public init(stringLiteral value: String) {
    do { try self.init(parsing: value) } catch { preconditionFailure("bad OS version literal \(value)") }
  }
}

public struct OSVersionError: Error, CustomStringConvertible, Equatable {
  public let text: String
  public var description: String {
    "invalid OS version '\(text)': expected major.minor[.patch], e.g. 16.4 or 17.0.1"
  }
}
