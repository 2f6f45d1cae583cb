import InsetLint

/// Which screens may turn under a root controller that locks the app to portrait except while it
/// presents certain controllers (`return presentedViewController is GalleryController ?
/// .allButUpsideDown : .portrait`).
///
/// UIKit asks "the root view controller or the topmost presented view controller that fills the
/// window" for its supported orientations (Apple, `UIViewController.supportedInterfaceOrientations`).
/// So under such a root the screens that turn are the exceptions it names, the controllers
/// presented full screen (`modalPresentationStyle = .fullScreen`: they fill the window and answer
/// for themselves, `.allButUpsideDown` on an iPhone unless they lock), and what those show: their
/// navigation root and the controllers they push. A sheet fills no window and stays portrait.
extension LandscapeSideSafeAreaRule {
  /// The exceptions of a mask body that returns `.portrait` unless the presented controller is one
  /// of some types; nil for any other body.
  static func presentedExceptions(_ body: Range<Int>, _ file: SourceFile) -> [String]? {
    guard body.contains(where: { file.tokenIs($0, "presentedViewController") }) else { return nil }
    var exceptions: [String] = []
    for j in body where (file.tokenIs(j, "is") || (file.tokenIs(j, "as") && file.tokenIs(j + 1, "?"))) {
      let type = file.tokenIs(j, "is") ? j + 1 : j + 2
      guard Expressions.isUpperCamel(file, type),
        ((body.lowerBound)..<j).reversed().prefix(6).contains(where: {
          file.tokenIs($0, "presentedViewController")
        })
      else { continue }
      exceptions.append(file.text(type))
    }
    // The mask otherwise: a `.portrait` return (or the `: .portrait` of a conditional).
    let portrait = body.contains { j in
      file.tokenIs(j, "portrait") && file.kind(j - 1) == .dot && file.kind(j + 1) != .dot
    }
    return portrait && !exceptions.isEmpty ? exceptions : nil
  }

  /// `modalPresentationStyle = .fullScreen` in a controller's own code (its own style) or on a local
  /// or member holding a controller made here (`let flow = BackupController()`): the types presented
  /// so that they fill the window.
  static func fullScreenTypes(_ context: FileContext) -> [String] {
    let file = context.file
    guard file.contains("modalPresentationStyle") else { return [] }
    var result: [String] = []
    for j in 0..<file.count
    where file.tokenIs(j, "modalPresentationStyle") && file.tokenIs(j + 1, "=") && file.kind(j + 2) == .dot
      && file.tokenIs(j + 3, "fullScreen")
    {
      if file.kind(j - 1) != .dot || file.tokenIs(j - 2, "self") {
        if let type = context.index.enclosingType(of: j) { result.append(context.index.types[type].name) }
      } else if file.kind(j - 2) == .identifier, let type = madeType(of: file.text(j - 2), at: j, context) {
        result.append(type)
      }
    }
    return result
  }

  /// What each controller of this file shows inside it: `[from, to]` for a controller pushed here
  /// (`pushViewController(Next(), …)`) and a navigation root (`super.init(rootViewController:
  /// intro)`, `UINavigationController(rootViewController: Intro())`).
  static func shownControllers(_ context: FileContext) -> [[String]] {
    let file = context.file
    guard file.contains("ViewController") else { return [] }
    var result: [[String]] = []
    for j in 0..<file.count where file.kind(j) == .identifier {
      let value: Int
      if file.tokenIs(j, oneOf: ["pushViewController", "show", "showDetailViewController"]),
        file.kind(j + 1) == .openParen
      {
        value = j + 2
      } else if file.tokenIs(j, "rootViewController"), file.kind(j + 1) == .colon,
        file.kind(j - 1) == .openParen
      {
        value = j + 2
      } else if file.tokenIs(j, "setViewControllers"), file.kind(j + 1) == .openParen,
        file.kind(j + 2) == .openBracket
      {
        value = j + 3
      } else if file.tokenIs(j, "return"), Expressions.isUpperCamel(file, j + 1),
        let function = context.index.enclosingFunction(of: j), let open = function.bodyOpen,
        let arrow = (function.nameToken..<open).first(where: { file.tokenIs($0, "->") }),
        ((arrow + 1)..<open).contains(where: { file.token($0, contains: "ViewController") })
      {
        // A factory of pages or screens (`func controller(for:) -> UIViewController { return Page() }`).
        value = j + 1
      } else {
        continue
      }
      guard let owner = context.index.enclosingType(of: j) else { continue }
      var shown: String?
      if Expressions.isUpperCamel(file, value), file.kind(value + 1) == .openParen {
        shown = file.text(value)
      } else if file.kind(value) == .identifier {
        shown = madeType(of: file.text(value), at: j, context)
      }
      if let shown { result.append([context.index.types[owner].name, shown]) }
    }
    return result
  }

  /// The project type a name holds: its declared type, or the type its initializer makes.
  static func madeType(of name: String, at token: Int, _ context: FileContext) -> String? {
    if let type = context.declaredType(of: name), type.first?.isUppercase == true { return type }
    let file = context.file
    for variable in context.index.variables where variable.name == name {
      guard let value = variable.initializer,
        let first = value.first(where: { file.kind($0) == .identifier }),
        Expressions.isUpperCamel(file, first), file.kind(first + 1) == .openParen
      else { continue }
      return file.text(first)
    }
    return nil
  }

  /// The controllers that may turn under presented-exception roots: the exceptions, the
  /// full-screen presented types, and (to a fixed point) what those show.
  static func turningUnderPresentingRoot(
    exceptions: Set<String>, fullScreen: Set<String>, shown: [[String]]
  ) -> Set<String> {
    var turning = exceptions.union(fullScreen)
    var changed = true
    while changed {
      changed = false
      for edge in shown where edge.count == 2 && turning.contains(edge[0]) && !turning.contains(edge[1]) {
        turning.insert(edge[1])
        changed = true
      }
    }
    return turning
  }
}
