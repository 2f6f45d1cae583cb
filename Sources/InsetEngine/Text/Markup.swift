/// Escaping for the markup formats insetfix writes (HTML, SVG, XML).
public enum Markup {
  /// `&`, `<`, `>` and `"` as entities; `'` too when `apostrophe` (XML attributes quoted either way).
  public static func escape(_ text: String, apostrophe: Bool = false) -> String {
    ByteEscape.replacing(text) { byte in
      switch byte {
      case UInt8(ascii: "&"): return "&amp;"
      case UInt8(ascii: "<"): return "&lt;"
      case UInt8(ascii: ">"): return "&gt;"
      case UInt8(ascii: "\""): return "&quot;"
      case UInt8(ascii: "'") where apostrophe: return "&apos;"
      default: return nil
      }
    }
  }
}

/// Replaces ASCII bytes of a text, scanning its UTF-8 once: a report escapes every message and
/// path it prints, and most need nothing replaced, so those are returned as they are. (Iterating
/// `Character`s made the XML and workflow-command reports ten times slower to render than the
/// lint they report on.) Only ASCII bytes are replaced, so multi-byte characters pass unchanged.
public enum ByteEscape {
  public static func replacing(_ text: String, _ replacement: (UInt8) -> StaticString?) -> String {
    var text = text
    return text.withUTF8 { bytes -> String? in
      guard let first = bytes.firstIndex(where: { $0 < 0x80 && replacement($0) != nil }) else { return nil }
      var out: [UInt8] = []
      out.reserveCapacity(bytes.count + 16)
      out.append(contentsOf: bytes[..<first])
      for byte in bytes[first...] {
        if byte < 0x80, let replaced = replacement(byte) {
          replaced.withUTF8Buffer { out.append(contentsOf: $0) }
        } else {
          out.append(byte)
        }
      }
      return String(decoding: out, as: UTF8.self)
    } ?? text
  }
}
