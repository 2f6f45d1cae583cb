import InsetEmulation

extension JSONValue {
  /// Serialises deterministically: keys in insertion order, numbers rounded to 1/1000 pt and
  /// printed without a trailing `.0`, two-space indentation when `pretty`.
  public func serialized(pretty: Bool = true) -> String {
    var out: [UInt8] = []
    out.reserveCapacity(1 << 18)
    write(into: &out, indent: 0, pretty: pretty)
    return String(decoding: out, as: UTF8.self)
  }

  /// Bytes, not a `String`: appending UTF-8 to an array is several times cheaper than to a string,
  /// and a lint report of a large app is a quarter of a megabyte.
  private func write(into out: inout [UInt8], indent: Int, pretty: Bool) {
    switch self {
    case .null: out.append(contentsOf: "null".utf8)
    case .bool(let value): out.append(contentsOf: (value ? "true" : "false").utf8)
    case .number(let value): out.append(contentsOf: (value.isFinite ? value.points : "null").utf8)
    case .string(let value): JSONValue.writeString(value, into: &out)
    case .array(let items):
      if items.isEmpty {
        out.append(contentsOf: "[]".utf8)
        return
      }
      if pretty && items.allSatisfy({ $0.isScalar }) {
        out.append(UInt8(ascii: "["))
        for (i, item) in items.enumerated() {
          if i > 0 { out.append(contentsOf: ", ".utf8) }
          item.write(into: &out, indent: indent, pretty: pretty)
        }
        out.append(UInt8(ascii: "]"))
        return
      }
      out.append(UInt8(ascii: "["))
      for (i, item) in items.enumerated() {
        if i > 0 { out.append(UInt8(ascii: ",")) }
        newline(&out, indent + 1, pretty)
        item.write(into: &out, indent: indent + 1, pretty: pretty)
      }
      newline(&out, indent, pretty)
      out.append(UInt8(ascii: "]"))
    case .object(let members):
      if members.isEmpty {
        out.append(contentsOf: "{}".utf8)
        return
      }
      out.append(UInt8(ascii: "{"))
      for (i, (key, value)) in members.enumerated() {
        if i > 0 { out.append(UInt8(ascii: ",")) }
        newline(&out, indent + 1, pretty)
        JSONValue.writeString(key, into: &out)
        out.append(contentsOf: (pretty ? ": " : ":").utf8)
        value.write(into: &out, indent: indent + 1, pretty: pretty)
      }
      newline(&out, indent, pretty)
      out.append(UInt8(ascii: "}"))
    }
  }

  private var isScalar: Bool {
    switch self {
    case .array, .object: return false
    default: return true
    }
  }

  private func newline(_ out: inout [UInt8], _ indent: Int, _ pretty: Bool) {
    guard pretty else { return }
    out.append(UInt8(ascii: "\n"))
    out.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * indent))
  }

  static func writeString(_ value: String, into out: inout [UInt8]) {
    out.append(UInt8(ascii: "\""))
    // Fast path: nothing to escape (the usual case for ids, reasons and keys). Bytes of a
    // multi-byte UTF-8 sequence are all 0x80 or more, so escaping byte by byte is exact.
    var text = value
    let plain = text.withUTF8 { bytes in
      guard !bytes.contains(where: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C }) else { return false }
      out.append(contentsOf: bytes)
      return true
    }
    if plain {
      out.append(UInt8(ascii: "\""))
      return
    }
    for byte in value.utf8 {
      switch byte {
      case UInt8(ascii: "\""): out.append(contentsOf: "\\\"".utf8)
      case UInt8(ascii: "\\"): out.append(contentsOf: "\\\\".utf8)
      case UInt8(ascii: "\n"): out.append(contentsOf: "\\n".utf8)
      case UInt8(ascii: "\r"): out.append(contentsOf: "\\r".utf8)
      case UInt8(ascii: "\t"): out.append(contentsOf: "\\t".utf8)
      case 0..<0x20:
        let hex = String(byte, radix: 16)
        out.append(contentsOf: ("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).utf8)
      default: out.append(byte)
      }
    }
    out.append(UInt8(ascii: "\""))
  }
}
