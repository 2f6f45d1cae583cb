/// Escaping for XML and HTML text and attribute values, shared by the HTML report and the XML
/// lint reporters (checkstyle, JUnit).
public enum Markup {
  /// `&`, `<`, `>` and `"` as entities; `'` too when `apostrophe` (XML attributes quoted either way).
  public static func escape(_ text: String, apostrophe: Bool = false) -> String {
    var out = ""
    out.reserveCapacity(text.utf8.count)
    for character in text {
      switch character {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'" where apostrophe: out += "&apos;"
      default: out.append(character)
      }
    }
    return out
  }
}
