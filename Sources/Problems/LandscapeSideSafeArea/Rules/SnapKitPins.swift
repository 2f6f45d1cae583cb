import InsetLint

/// SnapKit's constraint closures (`label.snp.makeConstraints { make in make.left.equalTo(20) }`),
/// the same pins as anchors written another way. SnapKit reads a bare constant and
/// `equalToSuperview()` against the superview's attribute (SnapKit's documentation, "Usage"), so
/// those pin the element to the controller's view only when this file adds it to `view`; the view
/// itself (`equalTo(view)`, `equalTo(self.view.snp.leading)`) is pinned to wherever it is added.
/// A safe-area or margins guide (`view.safeAreaLayoutGuide`, `view.snp.leftMargin`) is silent. In a
/// view that adds the element to itself, those pins are to the view's own edge (`.cell` sites).
extension LandscapeSideSafeAreaRule {
  static let snapSides: Set<String> = [
    "left", "right", "leading", "trailing", "edges", "horizontalEdges", "directionalEdges",
    "directionalHorizontalEdges",
  ]

  func snapKitSites(_ context: FileContext) -> [Site] {
    let file = context.file
    guard file.contains(".snp.") else { return [] }
    // The views this file adds to the controller's view (`view.addSubview(label)`,
    // `self.view.addSubview(self.label)`).
    var added: Set<String> = []
    for j in 2..<max(2, file.count)
    where file.tokenIs(j, "addSubview") && file.kind(j - 1) == .dot && file.tokenIs(j - 2, "view")
      && (file.kind(j - 3) != .dot || file.tokenIs(j - 4, "self")) && file.kind(j + 1) == .openParen
    {
      // A local `let view = UIView()` (a picker row's view) is not the controller's.
      if file.kind(j - 3) != .dot, let function = context.index.enclosingFunction(of: j),
        context.index.variables.contains(where: {
          $0.name == "view" && !$0.isMember && $0.nameToken > (function.bodyOpen ?? Int.max)
            && $0.nameToken < j
        })
      {
        continue
      }
      var k = j + 2
      if file.tokenIs(k, "self"), file.kind(k + 1) == .dot { k += 2 }
      if file.kind(k) == .identifier, file.kind(k + 1) == .closeParen { added.insert(file.text(k)) }
    }
    // The views a view adds to itself (`addSubview(button)`, `self.addSubview(self.button)`): a
    // superview pin is to its own edge, a finding where that view spans the screen (a keyboard bar).
    var addedToSelf: Set<String> = []
    for j in 1..<max(1, file.count) {
      guard let name = Self.addedToSelf(at: j, file), let owner = context.index.enclosingType(of: j),
        !context.index.types[owner].inherits.contains(where: Self.controllers.contains)
      else { continue }
      addedToSelf.insert(name)
    }
    var result: [Site] = []
    for j in 2..<max(2, file.count) {
      guard let (element, open, close) = SnapKitClosures.closure(atSnp: j, file) else { continue }
      if element == "view" || element == "self" || element == "contentView" { continue }
      let parameter = Self.closureParameter(open, close, file)
      let type = Self.elementType(of: element, at: j - 2, context)
      // As for anchors: a stack laying its views out in its margins, or holding only full-bleed views.
      if Self.arrangesInMargins(element, context) { continue }
      if type == "UIStackView", Self.arrangesOnlyFullBleedViews(element, context) { continue }
      if Self.isFlushButtonBar(element, type: type, context) { continue }
      for t in (open + 1)..<close
      where file.text(t) == parameter && file.kind(t - 1) != .dot && file.kind(t + 1) == .dot {
        // A view pinning what it adds to itself may name itself (`equalTo(self)`, `equalTo(snp.leading)`).
        let ownView = addedToSelf.contains(element) && !added.contains(element)
        guard
          let toSuperview = Self.snapPin(at: t, before: close, file)
            ?? (ownView ? Self.snapPin(at: t, before: close, file, ownView: true) : nil)
        else { continue }
        if toSuperview, !added.contains(element) {
          guard addedToSelf.contains(element) else { continue }
          var found = site(.cell, at: t, element: element, elementType: type, context)
          found.snapKit = true
          result.append(found)
          continue
        }
        var found = site(.anchor, at: t, element: element, elementType: type, context)
        found.snapKit = true
        result.append(found)
      }
    }
    return result
  }

  /// The closure's parameter (`make`, `(make) -> Void`), or `$0`.
  static func closureParameter(_ open: Int, _ close: Int, _ file: SourceFile) -> String {
    let head = (open + 1)..<min(close, open + 10)
    guard let keyword = head.first(where: { file.tokenIs($0, "in") }),
      let name = ((open + 1)..<keyword).first(where: { file.kind($0) == .identifier })
    else { return "$0" }
    return file.text(name)
  }

  /// The view a view adds to itself at token `j` (`addSubview(button)`, `self.addSubview(self.button)`).
  static func addedToSelf(at j: Int, _ file: SourceFile) -> String? {
    guard file.tokenIs(j, "addSubview"), file.kind(j - 1) != .dot || file.tokenIs(j - 2, "self"),
      file.kind(j + 1) == .openParen
    else { return nil }
    var k = j + 2
    if file.tokenIs(k, "self"), file.kind(k + 1) == .dot { k += 2 }
    return file.kind(k) == .identifier && file.kind(k + 1) == .closeParen ? file.text(k) : nil
  }

  /// SnapKit's margin attributes (`make.leading.equalTo(snp.leadingMargin)`): a view that lays its
  /// content out in its layout margins, which hold the side safe area.
  static let snapMargins: [StaticString] = [
    "leftMargin", "rightMargin", "leadingMargin", "trailingMargin", "margins", "horizontalEdgesMargins",
    "directionalMargins", "directionalHorizontalEdgesMargins",
  ]

  /// In a view's own body (`range`), the first text or control it adds to itself and pins with
  /// SnapKit to its own side (`titleLabel.snp.makeConstraints { $0.leading.equalToSuperview()
  /// .offset(16) }`, `equalTo(self)`, `equalTo(self.snp.leading)`): the anchors'
  /// `titleLabel.leadingAnchor.constraint(equalTo: leadingAnchor)` written with SnapKit. The token
  /// of the element's name, or nil (also for a view that pins anything to its margins).
  static func snapKitOwnSidePin(in range: Range<Int>, _ context: FileContext) -> Int? {
    let file = context.file
    guard file.contains(".snp."), !range.contains(where: { file.tokenIs($0, oneOf: snapMargins) }) else {
      return nil
    }
    let added = Set(range.compactMap { addedToSelf(at: $0, file) })
    for j in range {
      guard let (element, open, close) = SnapKitClosures.closure(atSnp: j, file), range.contains(close),
        added.contains(element), let type = context.declaredType(of: element), contentClasses.contains(type)
      else { continue }
      let parameter = closureParameter(open, close, file)
      for t in (open + 1)..<close
      where file.text(t) == parameter && file.kind(t - 1) != .dot && file.kind(t + 1) == .dot {
        if snapPin(at: t, before: close, file, ownView: true) == true { return j - 2 }
      }
    }
    return nil
  }

  /// `make.left.right.equalTo(view)`: a side pinned to the view's edge (false) or to the
  /// superview's (a constant, `equalToSuperview()`: true); nil for anything else. `ownView`: the
  /// closure is in the superview's own body, where `equalTo(self)` and `equalTo(snp.leading)` pin
  /// to the superview too.
  static func snapPin(at t: Int, before end: Int, _ file: SourceFile, ownView: Bool = false) -> Bool? {
    var attributes: [String] = []
    var k = t + 1
    while k + 1 < end, file.kind(k) == .dot, file.kind(k + 1) == .identifier, file.kind(k + 2) != .openParen {
      attributes.append(file.text(k + 1))
      k += 2
    }
    guard attributes.contains(where: snapSides.contains), file.kind(k) == .dot,
      file.kind(k + 2) == .openParen,
      let argumentsClose = file.match(k + 2)
    else { return nil }
    let method = file.text(k + 1)
    let arguments = (k + 3)..<argumentsClose
    // `.offset(60)` / `.inset(50)` after the pin: clear of any housing (the side insets are 44 to 62 pt).
    var m = argumentsClose + 1
    while file.kind(m) == .dot, file.kind(m + 1) == .identifier, file.kind(m + 2) == .openParen,
      let after = file.match(m + 2)
    {
      if Self.literalMagnitude((m + 3)..<after, file).map({ $0 >= 44 }) == true { return nil }
      m = after + 1
    }
    switch method {
    case "equalToSuperview":
      return arguments.isEmpty ? true : nil
    case "equalTo":
      if let value = literalMagnitude(arguments, file) { return value < 44 ? true : nil }
      var a = arguments.lowerBound
      if ownView {
        // `equalTo(self)`, `equalTo(self.snp.leading)`, `equalTo(snp.leading)`.
        if file.tokenIs(a, "self"), a + 1 == arguments.upperBound { return true }
        var b = a
        if file.tokenIs(b, "self"), file.kind(b + 1) == .dot { b += 2 }
        if file.tokenIs(b, "snp"), file.kind(b + 1) == .dot, snapSides.contains(file.text(b + 2)),
          b + 3 == arguments.upperBound
        {
          return true
        }
        return nil
      }
      if file.tokenIs(a, "self"), file.kind(a + 1) == .dot { a += 2 }
      guard file.tokenIs(a, "view") else { return nil }
      if a + 1 == arguments.upperBound { return false }
      // `view.snp.leading`: the view's own edge, not its margins or a guide.
      if file.kind(a + 1) == .dot, file.tokenIs(a + 2, "snp"), file.kind(a + 3) == .dot,
        snapSides.contains(file.text(a + 4)), a + 5 == arguments.upperBound
      {
        return false
      }
      return nil
    default:
      return nil
    }
  }

  /// A number literal, maybe negative (`-20`, `16.0`): its magnitude.
  static func literalMagnitude(_ range: Range<Int>, _ file: SourceFile) -> Double? {
    var a = range.lowerBound
    if file.kind(a) == .operator, file.tokenIs(a, "-") { a += 1 }
    guard a + 1 == range.upperBound, file.kind(a) == .number else { return nil }
    return Double(file.text(a).replacingOccurrences(of: "_", with: ""))
  }
}
