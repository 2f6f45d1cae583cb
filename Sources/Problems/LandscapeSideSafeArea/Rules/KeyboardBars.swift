import InsetLint

/// Views shown above or as the keyboard: a `UIInputView` subclass, and what a responder hands out
/// as its `inputAccessoryView` or `inputView` (`textView.inputAccessoryView = FormatBar()`,
/// `override var inputAccessoryView: UIView? { toolbar }`). The system lays such a view across the
/// screen's whole width, so in landscape its own edges are the screen's and its side safe-area
/// insets are the housing's; Apple's engineers answered openradar 34411433 that "it's your
/// responsibility to respect the input accessory view's safeAreaInsets" (a background to the
/// edges, the content laid out by the safe area). The keyboard's own keys stay clear of the
/// housing; a control pinned to the bar's edge does not.
extension LandscapeSideSafeAreaRule {
  static let keyboardViewProperties: [StaticString] = ["inputAccessoryView", "inputView"]

  /// The types this file declares as keyboard bars or hands out as one.
  static func keyboardBars(_ context: FileContext) -> [String] {
    let file = context.file
    var bars: [String] = context.index.types.filter {
      $0.kind == .class && $0.inherits.first == "UIInputView"
    }
    .map(\.name)
    guard file.contains("input") else { return bars }
    func add(_ type: String?) {
      // A system class (`UIView`, `UIToolbar`) says nothing about the project's views.
      guard let type, !type.hasPrefix("UI"), !bars.contains(type) else { return }
      bars.append(type)
    }
    // The type of what an expression starting at `j` makes or names (`FormatBar()`, `toolbar`,
    // `self.toolbar`).
    func type(at j: Int) -> String? {
      var k = j
      if file.tokenIs(k, "self"), file.kind(k + 1) == .dot { k += 2 }
      guard file.kind(k) == .identifier else { return nil }
      if Expressions.isUpperCamel(file, k) { return file.kind(k + 1) == .openParen ? file.text(k) : nil }
      return context.declaredType(of: file.text(k))
    }
    for j in 0..<file.count where keyboardViewProperties.contains(where: { file.tokenIs(j, $0) }) {
      if file.tokenIs(j + 1, "=") {
        add(type(at: j + 2))
      } else if file.tokenIs(j - 1, "var"), file.kind(j + 1) == .colon {
        // `override var inputAccessoryView: FormatBar? { … }`, or a getter returning a member.
        if file.kind(j + 2) == .identifier, !file.tokenIs(j + 2, "UIView") { add(file.text(j + 2)) }
        guard
          let open = ((j + 2)..<max(j + 2, min(file.count, j + 6))).first(where: {
            file.kind($0) == .openBrace
          }),
          let close = file.match(open)
        else { continue }
        var k = open + 1
        if file.tokenIs(k, "return") { k += 1 }
        if let made = type(at: k),
          file.kind(k + 1) == .closeBrace || file.tokenIs(k + 1, "?") || k + 1 == close
        {
          add(made)
        }
      }
    }
    return bars
  }
}
