/// Questions about SwiftUI view code that several rules ask: which call a closure belongs to,
/// and whether some content holds a ScrollView (following a reference to a property or function
/// of the same file one level deep, as `.safeAreaInset { headerView }` does).
public enum ViewContent {
  /// The innermost `{` that contains token `index`, or nil at file level.
  public static func enclosingBrace(of index: Int, in file: SourceFile) -> Int? {
    var j = index - 1
    while j >= 0 {
      switch file.tokens[j].kind {
      case .closeBrace:
        guard let open = file.match(j) else { return nil }
        j = open - 1
      case .openBrace:
        return j
      default:
        j -= 1
      }
    }
    return nil
  }

  /// The name token of the call whose trailing closure opens at `brace` (`ScrollView` in
  /// `ScrollView(.horizontal) {`), or nil.
  public static func callOwning(brace: Int, in file: SourceFile) -> Int? {
    var j = brace - 1
    if file.kind(j) == .colon, file.kind(j - 1) == .identifier, file.kind(j - 2) == .closeBrace,
      let open = file.match(j - 2)
    {
      j = open - 1  // a labelled trailing closure: step back to the first closure
    }
    if file.kind(j) == .closeParen, let open = file.match(j) { j = open - 1 }
    if file.kind(j) == .operator, file.tokenIs(j, ">") {
      while j >= 0 && !file.tokenIs(j, "<") { j -= 1 }
      j -= 1
    }
    return file.kind(j) == .identifier ? j : nil
  }

  /// `ScrollView` tokens in `range` (with `horizontal`: only `ScrollView(.horizontal…)`), and in
  /// the bodies of same-file properties and functions that `range` names.
  public static func scrollViews(in range: Range<Int>, context: FileContext, horizontal: Bool) -> [Int] {
    let file = context.file
    var found: [Int] = []
    var followed: Set<String> = []
    func scan(_ range: Range<Int>, depth: Int) {
      for j in range where file.kind(j) == .identifier {
        if file.tokenIs(j, "ScrollView") {
          if !horizontal || isHorizontal(scrollView: j, file: file) { found.append(j) }
        } else if depth == 0, !Expressions.isUpperCamel(file, j), file.kind(j - 1) != .dot {
          let name = file.text(j)
          guard !followed.contains(name) else { continue }
          followed.insert(name)
          for variable in context.index.variables where variable.name == name {
            if let open = variable.bodyOpen, let close = variable.bodyClose { scan(open..<close, depth: 1) }
          }
          for function in context.index.functions where function.name == name {
            if let open = function.bodyOpen, let close = function.bodyClose { scan(open..<close, depth: 1) }
          }
        }
      }
    }
    scan(range, depth: 0)
    return found
  }

  /// `ScrollView(.horizontal…)` or `ScrollView([.horizontal]…)`.
  public static func isHorizontal(scrollView j: Int, file: SourceFile) -> Bool {
    guard file.kind(j + 1) == .openParen, let close = file.match(j + 1) else { return false }
    let first = Expressions.arguments(file, open: j + 1).first
    guard let value = first?.value, first?.label == nil || first?.label == "axes" else { return false }
    return value.contains { file.tokenIs($0, "horizontal") } && value.upperBound <= close
  }

  /// The tokens a modifier link covers: its arguments and trailing closures.
  public static func span(of link: Chain.Link) -> Range<Int> { (link.arguments ?? link.name)..<link.end }
}
