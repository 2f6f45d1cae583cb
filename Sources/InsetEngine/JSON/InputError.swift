/// A user-facing input error: one line naming where (file, JSON path or line), what was expected
/// and, for names, the valid choices. The CLI prints `description` and exits with code 2.
public struct InputError: Error, CustomStringConvertible, Equatable, Sendable {
  public let message: String
  /// Control characters a user's text may carry into the message (a key with `\n` in it, an
  /// argument with a tab) are escaped, so that the message is one line by construction.
  public init(_ message: String) {
    guard message.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
      self.message = message
      return
    }
    var line = ""
    for scalar in message.unicodeScalars {
      switch scalar {
      case "\n": line += "\\n"
      case "\r": line += "\\r"
      case "\t": line += "\\t"
      default:
        if scalar.properties.generalCategory == .control {
          line += "\\u{" + String(scalar.value, radix: 16) + "}"
        } else {
          line.unicodeScalars.append(scalar)
        }
      }
    }
    self.message = line
  }
  public var description: String { message }

  /// `unknown device 'x'; valid: a, b, c (did you mean 'b'?)`
  public static func unknown(_ kind: String, _ name: String, valid: [String], at location: String? = nil)
    -> InputError
  {
    var text = (location.map { "\($0): " } ?? "") + "unknown \(kind) '\(shown(name))'"
    if let guess = nearest(to: name, in: valid) { text += " (did you mean '\(guess)'?)" }
    text += "; valid: " + valid.joined(separator: ", ")
    return InputError(text)
  }

  /// A name as an error message quotes it: at most 80 characters, so that a stray paste or a
  /// corrupt file still gives a readable line.
  public static func shown(_ name: String) -> String {
    name.count <= 80 ? name : String(name.prefix(80)) + "…"
  }

  /// The closest candidate by edit distance, when it is close enough to be a likely typo. Names
  /// much longer than every candidate are no typo of one (and their distance costs length²).
  public static func nearest(to name: String, in candidates: [String]) -> String? {
    guard name.utf8.count <= 2 * (candidates.map(\.utf8.count).max() ?? 0) + 8 else { return nil }
    let lower = name.lowercased()
    if !lower.isEmpty,
      let extended = candidates.filter({ $0.lowercased().hasPrefix(lower) }).min(by: { $0.count < $1.count })
    {
      return extended
    }
    let scored = candidates.map { ($0, editDistance(lower, $0.lowercased())) }
    guard let best = scored.min(by: { $0.1 < $1.1 || ($0.1 == $1.1 && $0.0 < $1.0) }) else { return nil }
    return best.1 <= max(2, name.count / 3) ? best.0 : nil
  }

  static func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a)
    let b = Array(b)
    if a.isEmpty { return b.count }
    var previous = Array(0...b.count)
    for i in 1...a.count {
      var current = [i] + Array(repeating: 0, count: b.count)
      for j in stride(from: 1, through: b.count, by: 1) {
        current[j] = min(
          previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
      }
      previous = current
    }
    return previous[b.count]
  }
}
