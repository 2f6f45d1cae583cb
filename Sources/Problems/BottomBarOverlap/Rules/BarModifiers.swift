import InsetLint

/// A project `ViewModifier` that lays a bar over the view it modifies
/// (`ZStack(alignment: .bottom) { content; EditBar() }`, `content.overlay(alignment: .bottom)`)
/// covers the last rows of every scrolling view it is applied to, and only those: its site holds
/// when some file applies it (`.modifier(EditTagsBottomBar(…))`, or a `View` extension function
/// wrapping it, `.editBottomBar(…)`) to a vertical `ScrollView`, `List` or `Form`.
extension BottomBarOverlapRule {
  /// What a site in a modifier's body needs: that modifier applied to a scrollable view.
  static func modifierNeed(_ type: String) -> String { "modifier:" + type }

  /// The `ViewModifier` whose `body(content:)` holds token `j`, with the content parameter's name.
  static func modifierBody(around j: Int, _ context: FileContext) -> (type: String, content: String)? {
    let index = context.index
    guard let function = index.enclosingFunction(of: j), function.name == "body",
      let owner = function.owner, index.types[owner].inherits.contains("ViewModifier"),
      let open = function.bodyOpen
    else { return nil }
    let parameters = Expressions.parameters(after: function.nameToken, before: open, context.file)
    guard parameters.count == 1 else { return nil }
    return (index.types[owner].name, parameters[0].name)
  }

  /// `View` extension functions that apply one of the project's modifiers
  /// (`func editBottomBar(…) -> some View { modifier(EditTagsBottomBar(…)) }`), as `[function, modifier]`.
  static func modifierWrappers(_ context: FileContext) -> [[String]] {
    let file = context.file
    guard file.contains("modifier(") else { return [] }
    var result: [[String]] = []
    for function in context.index.functions {
      guard let owner = function.owner, context.index.types[owner].kind == .extension,
        context.index.types[owner].name == "View", let open = function.bodyOpen,
        let close = function.bodyClose
      else { continue }
      for j in (open + 1)..<close
      where file.tokenIs(j, "modifier") && file.kind(j + 1) == .openParen
        && Expressions.isUpperCamel(file, j + 2)
      {
        result.append([function.name, file.text(j + 2)])
        break
      }
    }
    return result
  }

  /// The modifiers and functions applied here to a vertical `ScrollView`, `List` or `Form`: a
  /// `.modifier(X(…))` link names `X`, any other link its own name (kept when it wraps a modifier).
  static func modifiersOnScrollables(_ context: FileContext) -> [String] {
    let file = context.file
    var result: Set<String> = []
    for i in 0..<file.count
    where file.kind(i) == .identifier && scrollables.contains(where: { file.tokenIs(i, $0) })
      && file.kind(i - 1) != .dot
    {
      guard let chain = Expressions.chain(file, at: i), chain.primary == i, !chain.links.isEmpty,
        !ViewContent.isHorizontal(scrollView: i, file: file)
      else { continue }
      for link in chain.links {
        if file.tokenIs(link.name, "modifier"), let open = link.arguments,
          Expressions.isUpperCamel(file, open + 1)
        {
          result.insert(file.text(open + 1))
        } else if link.arguments != nil || !link.closures.isEmpty {
          result.insert(file.text(link.name))
        }
      }
    }
    return result.sorted()
  }
}
