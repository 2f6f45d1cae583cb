import InsetEmulation

extension JSONValue {
  /// Serialises deterministically: keys in insertion order, numbers rounded to 1/1000 pt and
  /// printed without a trailing `.0`, two-space indentation when `pretty`.
  public func serialized(pretty: Bool = true) -> String {
    var out = ""
    out.reserveCapacity(1 << 16)
    write(into: &out, indent: 0, pretty: pretty)
    return out
  }

  private func write(into out: inout String, indent: Int, pretty: Bool) {
    switch self {
    case .null: out += "null"
    case .bool(let value): out += value ? "true" : "false"
    case .number(let value): out += value.isFinite ? value.points : "null"
    case .string(let value): JSONValue.writeString(value, into: &out)
    case .array(let items):
      if items.isEmpty {
        out += "[]"
        return
      }
      if pretty && items.allSatisfy({ $0.isScalar }) {
        out += "["
        for (i, item) in items.enumerated() {
          if i > 0 { out += ", " }
          item.write(into: &out, indent: indent, pretty: pretty)
        }
        out += "]"
        return
      }
      out += "["
      for (i, item) in items.enumerated() {
        if i > 0 { out += "," }
        newline(&out, indent + 1, pretty)
        item.write(into: &out, indent: indent + 1, pretty: pretty)
      }
      newline(&out, indent, pretty)
      out += "]"
    case .object(let members):
      if members.isEmpty {
        out += "{}"
        return
      }
      out += "{"
      for (i, (key, value)) in members.enumerated() {
        if i > 0 { out += "," }
        newline(&out, indent + 1, pretty)
        JSONValue.writeString(key, into: &out)
        out += pretty ? ": " : ":"
        value.write(into: &out, indent: indent + 1, pretty: pretty)
      }
      newline(&out, indent, pretty)
      out += "}"
    }
  }

  private var isScalar: Bool {
    switch self {
    case .array, .object: return false
    default: return true
    }
  }

  private func newline(_ out: inout String, _ indent: Int, _ pretty: Bool) {
    guard pretty else { return }
    out +=
      indent < Self.newlines.count ? Self.newlines[indent] : "\n" + String(repeating: "  ", count: indent)
  }

  /// A newline and the indentation of each depth, made once (a report writes one per line).
  private static let newlines: [String] = (0..<32).map { "\n" + String(repeating: "  ", count: $0) }

  static func writeString(_ value: String, into out: inout String) {
    out += "\""
    // Fast path: nothing to escape (the usual case for ids, reasons and keys).
    if !value.utf8.contains(where: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C }) {
      out += value
      out += "\""
      return
    }
    for scalar in value.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      default:
        if scalar.value < 0x20 {
          let hex = String(scalar.value, radix: 16)
          out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    out += "\""
  }
}
