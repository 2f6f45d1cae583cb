/// Questions several rules ask of a file: whether it belongs to a test target, and what type a
/// name was declared with.
extension FileContext {
  /// True for files of test targets: a folder named like a test target (`AppTests/`, `UITests/`,
  /// `SnapshotTests/`, Quick's `Specs/`; a plain `Tests/` folder of fixtures is not one), a file
  /// importing XCTest or Quick, or one importing the app `@testable` (only tests may).
  public var isTestFile: Bool {
    if let known = isTestStorage { return known }
    let test =
      file.contains("import XCTest") && imports("XCTest")
      || file.contains("import SnapshotTesting") && imports("SnapshotTesting")
      || file.contains("@testable import")
      || file.contains("import Quick") && imports("Quick")
      || file.path.utf8.split(separator: UInt8(ascii: "/")).dropLast().contains { folder in
        folder.count > 5
          && (folder.suffix(5).elementsEqual("Tests".utf8) || folder.suffix(5).elementsEqual("Specs".utf8))
      }
    isTestStorage = test
    return test
  }

  /// `import Quick`, not `import QuickLook` (a preview controller in app code); `import XCTest`,
  /// not `import XCTestDynamicOverlay` (the Composable Architecture's dependencies, in app code).
  private func imports(_ module: StaticString) -> Bool {
    (0..<max(file.count - 1, 0)).contains { file.tokenIs($0, "import") && file.tokenIs($0 + 1, module) }
  }

  /// The methods this file declares in `extension UIView`, with their body (between the braces)
  /// and their first parameter's internal name: the project's layout helpers
  /// (`func pin(to other: UIView)`), which rules read to learn what a call of them constrains.
  public func viewExtensionMethods() -> [(function: FunctionDecl, body: Range<Int>, firstParameter: String)] {
    var result: [(function: FunctionDecl, body: Range<Int>, firstParameter: String)] = []
    for function in index.functions where function.kind == .function {
      guard let owner = function.owner, index.types[owner].kind == .extension,
        index.types[owner].name == "UIView", let open = function.bodyOpen, let close = function.bodyClose,
        file.kind(function.nameToken + 1) == .openParen, let paramsClose = file.match(function.nameToken + 1),
        let colon = ((function.nameToken + 2)..<paramsClose).first(where: { file.kind($0) == .colon }),
        file.kind(colon - 1) == .identifier
      else { continue }
      result.append((function, (open + 1)..<close, file.text(colon - 1)))
    }
    return result
  }

  /// The declared type of a member or local named `name` in this file (`= UILabel()`, `: UILabel`).
  /// A member annotated as a plain `UIView` but made by a closure is what the closure makes
  /// (`lazy var banner: UIView = { let banner = AnnouncementView() … }()`): the annotation only
  /// hides the type.
  public func declaredType(of name: String) -> String? {
    for variable in index.variables where variable.name == name {
      if let type = variable.typeRange, let first = type.first(where: { file.kind($0) == .identifier }) {
        if file.tokenIs(first, "UIView"), let initializer = variable.initializer,
          let first = initializer.first, file.kind(first) == .openBrace,
          let made = madeType(in: initializer)
        {
          return made
        }
        return file.text(first)
      }
      if let initializer = variable.initializer, let made = madeType(in: initializer) { return made }
    }
    return nil
  }

  /// The first type an initializer makes or reads a member of (`UILabel()`, `Theme.shared`).
  private func madeType(in initializer: Range<Int>) -> String? {
    for j in initializer where file.kind(j) == .identifier && Expressions.isUpperCamel(file, j) {
      if file.kind(j + 1) == .openParen || file.kind(j + 1) == .dot { return file.text(j) }
    }
    return nil
  }
}
