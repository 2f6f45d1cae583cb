import InsetLint

/// A button pinned flush to both sides of the view (a bottom bar's full-width button, an invisible
/// touch strip) is a bar, not content near a side: a button centres its title and image in its
/// bounds (`contentHorizontalAlignment` is `.center` unless set, Apple's `UIControl`
/// documentation), so its background reaches the sides, as a background may, and what it shows
/// stays in the middle. So does one flush to one side and at least half the view's width
/// (`widthAnchor` at a multiplier of 0.5 or more). A button inset from a side keeps its own edge
/// (a rounded control's border) near the housing and stays a finding; so does one whose content is
/// aligned to a side.
extension LandscapeSideSafeAreaRule {
  static let leadingSides: Set<String> = ["leading", "left", "leadingAnchor", "leftAnchor"]
  static let trailingSides: Set<String> = ["trailing", "right", "trailingAnchor", "rightAnchor"]

  /// True when `element`, a button (`UIButton` or a class named as one), is pinned flush to both of
  /// the view's sides, or flush to one and half its width or more, with anchors or SnapKit, and its
  /// content is not aligned to a side.
  static func isFlushButtonBar(_ element: String, type: String?, _ context: FileContext) -> Bool {
    guard let type, type == "UIButton" || type.hasSuffix("Button") else { return false }
    let file = context.file
    guard !file.contains(text: "\(element).contentHorizontalAlignment") else { return false }
    var flush = (leading: false, trailing: false)
    var wide = false
    for j in 0..<file.count where file.kind(j) == .identifier && file.text(j) == element {
      guard file.kind(j - 1) != .dot || file.tokenIs(j - 2, "self"), file.kind(j + 1) == .dot else {
        continue
      }
      // `button.leadingAnchor.constraint(equalTo: view.leadingAnchor)` (a constant of 0 or none).
      if file.tokenIs(j + 4, "constraint"), file.tokenIs(j + 6, "equalTo"), let close = file.match(j + 5) {
        let side = file.text(j + 2)
        var a = j + 8
        if file.tokenIs(a, "self"), file.kind(a + 1) == .dot { a += 2 }
        guard file.tokenIs(a, "view"), file.kind(a + 1) == .dot, file.text(a + 2) == side else { continue }
        let rest = (a + 3)..<close
        if side == "widthAnchor" {
          if let m = rest.first(where: { file.tokenIs($0, "multiplier") }),
            let value = literalMagnitude((m + 2)..<close, file), value >= 0.5
          {
            wide = true
          }
          continue
        }
        let plain =
          rest.isEmpty
          || (file.tokenIs(rest.lowerBound + 1, "constant")
            && literalMagnitude((rest.lowerBound + 3)..<close, file) == 0)
        guard plain else { continue }
        if leadingSides.contains(side) { flush.leading = true }
        if trailingSides.contains(side) { flush.trailing = true }
      }
    }
    // SnapKit: `make.leading.trailing.equalToSuperview()`, `$0.left.right.equalTo(view)`.
    for j in 2..<max(2, file.count) {
      guard let (pinned, open, close) = SnapKitClosures.closure(atSnp: j, file), pinned == element else {
        continue
      }
      let parameter = closureParameter(open, close, file)
      for t in (open + 1)..<close
      where file.text(t) == parameter && file.kind(t - 1) != .dot && file.kind(t + 1) == .dot {
        guard snapPin(at: t, before: close, file) != nil, isFlushSnapPin(at: t, before: close, file) else {
          continue
        }
        var k = t + 1
        while file.kind(k) == .dot, file.kind(k + 1) == .identifier, file.kind(k + 2) != .openParen {
          let attribute = file.text(k + 1)
          if leadingSides.contains(attribute) { flush.leading = true }
          if trailingSides.contains(attribute) { flush.trailing = true }
          if ["edges", "horizontalEdges", "directionalEdges", "directionalHorizontalEdges"].contains(
            attribute)
          {
            flush = (true, true)
          }
          k += 2
        }
      }
    }
    return (flush.leading && flush.trailing) || (wide && (flush.leading || flush.trailing))
  }

  /// True when the SnapKit pin starting at `t` is to the superview or the view with no offset or
  /// inset after it (or one of 0).
  static func isFlushSnapPin(at t: Int, before end: Int, _ file: SourceFile) -> Bool {
    var k = t + 1
    while file.kind(k) == .dot, file.kind(k + 1) == .identifier, file.kind(k + 2) != .openParen { k += 2 }
    guard file.kind(k) == .dot, file.kind(k + 2) == .openParen, let close = file.match(k + 2) else {
      return false
    }
    let arguments = (k + 3)..<close
    if file.tokenIs(k + 1, "equalTo"), literalMagnitude(arguments, file) != nil { return false }
    var m = close + 1
    while file.kind(m) == .dot, file.kind(m + 1) == .identifier, file.kind(m + 2) == .openParen,
      let after = file.match(m + 2)
    {
      if file.tokenIs(m + 1, oneOf: ["offset", "inset"]), literalMagnitude((m + 3)..<after, file) != 0 {
        return false
      }
      m = after + 1
    }
    return true
  }
}
