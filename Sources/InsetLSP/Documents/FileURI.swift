/// `file://` URIs and paths (RFC 8089): percent-encoding both ways, `file:///C:/…` left to
/// platforms that have drive letters. Other schemes (`untitled:`) have no path.
public enum FileURI {
  /// The path of a `file:` URI, or nil for any other scheme or a malformed one.
  public static func path(_ uri: String) -> String? {
    guard uri.hasPrefix("file://") else { return nil }
    var rest = Substring(uri.dropFirst("file://".count))
    // An authority ("file://localhost/…") other than empty or localhost is not ours to read.
    if !rest.hasPrefix("/") {
      guard let slash = rest.firstIndex(of: "/"), rest[..<slash] == "localhost" else { return nil }
      rest = rest[slash...]
    }
    if let end = rest.firstIndex(where: { $0 == "?" || $0 == "#" }) { rest = rest[..<end] }
    return percentDecoded(rest)
  }

  public static func uri(_ path: String) -> String {
    var out = "file://"
    let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~/!$&'()*+,;=@".utf8)
    for byte in path.utf8 {
      if allowed.contains(byte) {
        out.unicodeScalars.append(Unicode.Scalar(byte))
      } else {
        out +=
          "%" + String(byte >> 4, radix: 16, uppercase: true) + String(byte & 0xF, radix: 16, uppercase: true)
      }
    }
    return out
  }

  /// `%xx` decoded; a `%` not followed by two hex digits stays as it is.
  static func percentDecoded(_ text: Substring) -> String? {
    var bytes: [UInt8] = []
    let utf8 = Array(text.utf8)
    var index = 0
    while index < utf8.count {
      if utf8[index] == UInt8(ascii: "%"), index + 2 < utf8.count, let high = hex(utf8[index + 1]),
        let low = hex(utf8[index + 2])
      {
        bytes.append(high << 4 | low)
        index += 3
      } else {
        bytes.append(utf8[index])
        index += 1
      }
    }
    let decoded = String(decoding: bytes, as: UTF8.self)
    return decoded.utf8.elementsEqual(bytes) ? decoded : nil
  }

  static func hex(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
    default: return nil
    }
  }
}
