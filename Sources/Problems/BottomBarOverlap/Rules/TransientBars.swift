import InsetLint

/// Bars that are not there when the list is scrolled to its end, so hide no last row: a control
/// that scrolls to the latest rows (shown while they are off screen, SwiftUI's `ScrollViewProxy
/// .scrollTo(_:anchor:)`), and a bar whose height is zero unless something is going on
/// (`.frame(height: keyboardVisible ? 38 : 0)`, `.frame(height: queued.count * 38)`), the same as
/// the bar under an `if` the rule already leaves alone; and a toast whose flag a timer clears
/// (`DispatchQueue.main.asyncAfter(deadline: .now() + 3) { showBadge = false }`), which covers the
/// last row for a moment, not at the end of scrolling.
extension BottomBarOverlapRule {
  /// True when the bar in `range` (or the member or the function of this file it names first)
  /// scrolls its list: `proxy.scrollTo(…)`, or a call named `scrollTo…` / `scrollDown…`.
  static func scrollsToEnd(_ range: Range<Int>, _ context: FileContext) -> Bool {
    let file = context.file
    func scrolls(_ range: Range<Int>) -> Bool {
      range.contains { j in
        file.kind(j) == .identifier && file.kind(j + 1) == .openParen
          && (file.token(j, startsWith: "scrollTo") || file.token(j, startsWith: "scrollDown"))
      }
    }
    if scrolls(range) { return true }
    guard let first = range.first, let open = calledBody(at: first, context), let close = file.match(open)
    else {
      return false
    }
    return scrolls(open..<close)
  }

  /// The body's `{` of what the token names in this file: a computed member, a method without
  /// parameters, or a function called with arguments (`edgeFade(.bottom)`).
  static func calledBody(at token: Int, _ context: FileContext) -> Int? {
    if let open = memberBodyOpen(named: token, context) { return open }
    let file = context.file
    guard file.kind(token) == .identifier, file.kind(token + 1) == .openParen, file.kind(token - 1) != .dot,
      !Expressions.isUpperCamel(file, token)
    else { return nil }
    let name = file.text(token)
    let matching = context.index.functions.filter {
      $0.kind == .function && $0.name == name && $0.bodyOpen != nil
    }
    return matching.count == 1 ? matching[0].bodyOpen : nil
  }

  /// True when the content the function or member at `token` makes is only a decoration
  /// (`func edgeFade(_ edge: Edge) -> some View { LinearGradient(…) }`) or shown only sometimes.
  static func namesDecorationOrConditional(_ token: Int, _ context: FileContext) -> Bool {
    let file = context.file
    guard let open = calledBody(at: token, context),
      var shown = Expressions.statements(file, inBraces: open).first?.lowerBound
    else { return false }
    if file.tokenIs(shown, "return") { shown += 1 }
    return isDecorationOrConditional(at: shown, file)
  }

  /// True when the content starting at `start` is a decoration (a gradient, a colour, `EmptyView`)
  /// or shown only sometimes: an `if` or a `switch`, or a `Group` that only holds one.
  static func isDecorationOrConditional(at start: Int, _ file: SourceFile) -> Bool {
    if decorations.contains(where: { file.tokenIs(start, $0) }) { return true }
    if file.tokenIs(start, "if") || file.tokenIs(start, "switch") { return true }
    guard file.tokenIs(start, "Group"), let group = Expressions.chain(file, at: start)?.primaryClosures.first
    else { return false }
    let inner = Expressions.statements(file, inBraces: group)
    return inner.count == 1
      && (file.tokenIs(inner[0].lowerBound, "if") || file.tokenIs(inner[0].lowerBound, "switch"))
  }

  /// True when the bar in `range` (its chain `bar`) is gone at the end of scrolling: a
  /// scroll-to-latest control, a bar of no height unless in use, a toast a timer dismisses.
  static func isGoneAtEnd(_ range: Range<Int>, _ bar: Chain?, _ context: FileContext) -> Bool {
    scrollsToEnd(range, context) || bar.map { collapsesToZero($0, context.file) } == true
      || isTimedToast(range, context.file)
  }

  /// True when the bar's height may be zero: a `.frame(height:)` on the bar, or on the last view of
  /// the stack a spacer pushes down, whose height is a condition with a `0` arm or counts something
  /// (`queued.count * 38`).
  static func collapsesToZero(_ bar: Chain, _ file: SourceFile) -> Bool {
    func zeroHeight(_ chain: Chain) -> Bool {
      chain.links.contains { link in
        guard file.tokenIs(link.name, "frame"), let open = link.arguments else { return false }
        return Expressions.argumentSpans(file, open: open).contains { argument in
          guard let label = argument.label, file.tokenIs(label, oneOf: ["height", "maxHeight"]) else {
            return false
          }
          let value = argument.value
          let conditional =
            value.contains { file.tokenIs($0, "?") }
            && value.contains { file.kind($0) == .number && Double(file.text($0)) == 0 }
          let counted = value.contains { file.tokenIs($0, "count") && file.kind($0 - 1) == .dot }
          return conditional || counted
        }
      }
    }
    if zeroHeight(bar) { return true }
    guard pushesToBottom(bar, file), let open = bar.primaryClosures.first,
      let last = Expressions.statements(file, inBraces: open).last,
      let chain = Expressions.chain(file, at: last.lowerBound)
    else { return false }
    return zeroHeight(chain)
  }

  /// The names in `names` set to `false` or `nil` after a delay in `range`: in the closure of
  /// `asyncAfter` or `scheduledTimer`, or after `Task.sleep` in the same block.
  static func clearedAfterDelay(in range: Range<Int>, names: Set<String>, _ file: SourceFile) -> Set<String> {
    var cleared: Set<String> = []
    for k in range where file.kind(k) == .identifier {
      let block: Range<Int>
      if file.tokenIs(k, oneOf: ["asyncAfter", "scheduledTimer"]), file.kind(k + 1) == .openParen,
        let close = file.match(k + 1)
      {
        // The trailing closure, or a closure argument (`execute: { … }`, `block: { … }`).
        let end = file.kind(close + 1) == .openBrace ? (file.match(close + 1) ?? close) : close
        block = (k + 2)..<end
      } else if file.tokenIs(k, "sleep"), file.tokenIs(k - 2, "Task"),
        let open = ViewContent.enclosingBrace(of: k, in: file),
        let close = file.match(open)
      {
        block = k..<close
      } else {
        continue
      }
      for j in block where file.tokenIs(j, "=") && file.kind(j) == .operator {
        guard file.tokenIs(j + 1, oneOf: ["false", "nil"]) else { continue }
        let name = j - 1
        if file.kind(name) != .identifier { continue }
        if file.kind(name - 1) == .dot, !file.tokenIs(name - 2, "self") && !file.tokenIs(name - 2, "self?") {
          continue
        }
        if names.contains(file.text(name)) { cleared.insert(file.text(name)) }
      }
    }
    return cleared
  }

  /// The state flags a bar is shown with: `$flag` handed to it.
  static func boundFlags(in range: Range<Int>, _ file: SourceFile) -> Set<String> {
    Set(
      range.filter { file.kind($0) == .identifier && file.token($0, startsWith: "$") }.map {
        String(file.text($0).dropFirst())
      })
  }

  /// True when the bar is handed a flag (`show: $showBadge`) that a timer in this file sets to
  /// `false` or `nil`: a toast.
  static func isTimedToast(_ bar: Range<Int>, _ file: SourceFile) -> Bool {
    let flags = boundFlags(in: bar, file)
    guard !flags.isEmpty,
      file.contains("asyncAfter") || file.contains("sleep") || file.contains("scheduledTimer")
    else { return false }
    return !clearedAfterDelay(in: 0..<file.count, names: flags, file).isEmpty
  }
}
