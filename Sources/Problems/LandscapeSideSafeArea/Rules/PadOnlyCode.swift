import InsetLint

/// Code that runs on an iPad only, which has no side safe area: a site there is no landscape
/// defect, however it pins its view.
extension LandscapeSideSafeAreaRule {
  /// Inside `if UIDevice.current.userInterfaceIdiom == .pad { … }`, or after `guard … idiom == .pad
  /// else { return }`, in the function around `token` (the whole file when there is none).
  static func inPadOnlyCode(_ token: Int, _ context: FileContext) -> Bool {
    let file = context.file
    let start = context.index.enclosingFunction(of: token)?.bodyOpen ?? 0
    // The braces enclosing the token, each after the condition of its `if`.
    var depth = 0
    var k = token - 1
    while k > start {
      defer { k -= 1 }
      guard file.kind(k) == .openBrace || file.kind(k) == .closeBrace else { continue }
      if file.kind(k) == .closeBrace {
        depth += 1
        continue
      }
      if depth > 0 {
        depth -= 1
        continue
      }
      var c = k - 1
      while c > max(0, k - 16), !file.tokenIs(c, "if"), file.kind(c) != .openBrace,
        file.kind(c) != .closeBrace
      {
        c -= 1
      }
      if file.tokenIs(c, "if"), comparesIdiomToPad(c..<k, file) { return true }
    }
    // An early exit for anything but an iPad before the token.
    guard start > 0 else { return false }
    for g in (start + 1)..<token where file.tokenIs(g, "guard") {
      guard
        let otherwise = (g..<token).first(where: {
          file.tokenIs($0, "else") && file.kind($0 + 1) == .openBrace
        })
      else { continue }
      if comparesIdiomToPad(g..<otherwise, file) { return true }
    }
    return false
  }

  /// `UIDevice.current.userInterfaceIdiom == .pad` (or `idiom == .pad`) among the tokens `range`.
  static func comparesIdiomToPad(_ range: Range<Int>, _ file: SourceFile) -> Bool {
    range.contains(where: { file.tokenIs($0, "userInterfaceIdiom") || file.tokenIs($0, "idiom") })
      && range.contains(where: { file.tokenIs($0, "==") })
      && range.contains(where: { file.tokenIs($0, "pad") && file.kind($0 - 1) == .dot })
  }
}
