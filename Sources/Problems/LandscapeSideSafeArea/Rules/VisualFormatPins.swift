import Foundation
import InsetLint

extension LandscapeSideSafeAreaRule {
  /// `NSLayoutConstraint.constraints(withVisualFormat: "H:|-16-[label]-16-|", …, views: ["label":
  /// titleLabel])` on a view this file adds to the controller's `view`: in the visual format
  /// language `|` is the superview's edge, not its safe area (Apple, "Visual Format Language",
  /// Auto Layout Guide), so the view's side sits a fixed distance from the screen's edge. A
  /// spacing as wide as any landscape housing (44 pt) keeps it clear.
  func visualFormatSites(_ context: FileContext) -> [Site] {
    let file = context.file
    guard file.contains("withVisualFormat") else { return [] }
    let added = Self.addedToControllerView(file)
    guard !added.isEmpty else { return [] }
    var result: [Site] = []
    for i in 0..<file.count
    where file.tokenIs(i, "withVisualFormat") && file.kind(i + 1) == .colon && file.kind(i + 2) == .string {
      // `constraints(withVisualFormat: …, views: …)`: the format is the call's first argument.
      guard file.kind(i - 1) == .openParen, let close = file.match(i - 1) else { continue }
      for name in Self.edgePinnedNames(inVisualFormat: file.text(i + 2)) {
        guard let element = Self.visualFormatView(named: name, in: (i + 3)..<close, context),
          added.contains(element)
        else { continue }
        let declared = context.index.variables.first { $0.name == element }?.nameToken ?? i
        let type = Self.elementType(of: element, at: declared, context)
        // As with anchors: a view laid out in its margins, or a stack of maps, images and lists.
        if Self.arrangesInMargins(element, context) { continue }
        if type == "UIStackView", Self.arrangesOnlyFullBleedViews(element, context) { continue }
        result.append(site(.anchor, at: i, element: element, elementType: type, context))
      }
    }
    return result
  }

  /// The names a horizontal visual format pins to the superview's leading or trailing edge
  /// (`H:|-16-[label]`, `[button]|`), with a spacing narrower than any landscape housing.
  static func edgePinnedNames(inVisualFormat literal: String) -> [String] {
    let format = literal.trimmingCharacters(in: CharacterSet(charactersIn: "\""))
    guard format.hasPrefix("H:") else { return [] }
    var names: [String] = []
    let body = format.dropFirst(2)
    // `|-N-[name`, `|[name`, `|-(N)-[name`: the first view after the leading edge.
    if body.hasPrefix("|"), let open = body.firstIndex(of: "["), let close = body[open...].firstIndex(of: "]")
    {
      let spacing = body[body.index(after: body.startIndex)..<open]
      let name = body[body.index(after: open)..<close].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
      if clearsHousing(spacing) == false, !name.isEmpty { names.append(String(name)) }
    }
    // `name]-N-|`, `name]|`: the last view before the trailing edge.
    if body.hasSuffix("|"), let close = body.lastIndex(of: "]"), let open = body[..<close].lastIndex(of: "[")
    {
      let spacing = body[body.index(after: close)..<body.index(before: body.endIndex)]
      let name = body[body.index(after: open)..<close].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
      if clearsHousing(spacing) == false, !name.isEmpty, !names.contains(String(name)) {
        names.append(String(name))
      }
    }
    return names
  }

  /// Whether a visual-format spacing (`-16-`, `-(20)-`, empty, `-` for the standard 8 pt) keeps a
  /// view clear of a landscape housing: a literal of 44 pt or more does; a named metric is unknown.
  static func clearsHousing(_ spacing: Substring) -> Bool? {
    let digits = spacing.filter { $0.isNumber || $0 == "." }
    if spacing.isEmpty || spacing == "-" { return false }
    guard !digits.isEmpty, spacing.allSatisfy({ $0.isNumber || "-().@<>=".contains($0) }) else { return nil }
    return (Double(digits) ?? 0) >= 44
  }

  /// The view a visual format's name stands for, from the call's `views:` dictionary literal
  /// (`["label": titleLabel]`, `["label": self.titleLabel]`) or a local dictionary it names.
  static func visualFormatView(named name: String, in arguments: Range<Int>, _ context: FileContext)
    -> String?
  {
    let file = context.file
    guard let label = arguments.first(where: { file.tokenIs($0, "views") && file.kind($0 + 1) == .colon })
    else {
      return nil
    }
    var dictionary = label + 2
    if file.kind(dictionary) == .identifier, file.kind(dictionary + 1) != .openParen,
      let variable = context.index.variables.last(where: {
        $0.name == file.text(dictionary) && $0.nameToken < dictionary
      }), let start = variable.initializer?.lowerBound
    {
      dictionary = start
    }
    guard file.kind(dictionary) == .openBracket, let end = file.match(dictionary) else { return nil }
    for k in dictionary..<end where file.kind(k) == .string && file.text(k) == "\"\(name)\"" {
      guard file.kind(k + 1) == .colon else { continue }
      var last = k + 2
      while file.kind(last + 1) == .dot, file.kind(last + 2) == .identifier { last += 2 }
      return file.kind(last) == .identifier ? file.text(last) : nil
    }
    return nil
  }
}
