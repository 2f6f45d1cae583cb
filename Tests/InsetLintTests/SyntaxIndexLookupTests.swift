import InsetLint
import XCTest

/// The index answers "which declaration holds this token" for every token a rule asks about; a
/// generated file of thousands of declarations must not make each question scan them all.
final class SyntaxIndexLookupTests: XCTestCase {
  private let nested = """
    struct Outer {
      struct Inner {
        func deep() { let a = 1 }
      }
      func sibling() {
        func local() { let b = 2 }
        let c = 3
      }
      let d = 4
    }
    enum Next { case e }
    let f = 5
    """

  private func token(_ text: String, in file: SourceFile) -> Int {
    file.tokens.indices.first { file.text($0) == text }!
  }

  func test_theInnermostTypeHoldingAToken_isFound_amongNestedAndSiblingTypes() {
    let file = SourceFile(path: "t.swift", text: nested)
    let index = SyntaxIndex(file)
    func typeName(holding text: String) -> String? {
      index.enclosingType(of: token(text, in: file)).map { index.types[$0].name }
    }
    XCTAssertEqual(typeName(holding: "a"), "Inner")
    XCTAssertEqual(typeName(holding: "c"), "Outer")
    XCTAssertEqual(typeName(holding: "d"), "Outer")
    XCTAssertEqual(typeName(holding: "e"), "Next")
    XCTAssertNil(typeName(holding: "f"))
  }

  func test_theInnermostFunctionHoldingAToken_isFound_localFunctionsIncluded() {
    let file = SourceFile(path: "t.swift", text: nested)
    let index = SyntaxIndex(file)
    func functionName(holding text: String) -> String? {
      index.enclosingFunction(of: token(text, in: file))?.name
    }
    XCTAssertEqual(functionName(holding: "a"), "deep")
    XCTAssertEqual(functionName(holding: "b"), "local")
    XCTAssertEqual(functionName(holding: "c"), "sibling")
    XCTAssertNil(functionName(holding: "d"))
  }

  func test_aTypesOwnBraces_areNotInsideIt() {
    let file = SourceFile(path: "t.swift", text: "struct A { let x = 1 }")
    let index = SyntaxIndex(file)
    let open = file.tokens.indices.first { file.kind($0) == .openBrace }!
    XCTAssertNil(index.enclosingType(of: open))
    XCTAssertEqual(index.enclosingType(of: open + 1), 0)
  }

  func test_anUnclosedType_stillAnswers() {
    let file = SourceFile(
      path: "t.swift", text: "struct A {\n  func f() { let x = 1 }\nstruct B { let y = 2 }")
    let index = SyntaxIndex(file)
    XCTAssertEqual(index.enclosingFunction(of: token("x", in: file))?.name, "f")
  }

  func test_modifiers_areTheTextsOfTheWordsAndAttributesWrittenBeforeADeclaration() {
    let file = SourceFile(
      path: "m.swift",
      text: """
        struct A {
          @State private var a = 1
          private(set) var b = 2
          public static func c() {}
          @Custom fileprivate let d = 3
          @MainActor @objc dynamic var e: Int { 0 }
          var f = 4
          @State private var g = 5
        }
        """)
    let index = SyntaxIndex(file)
    func modifiers(_ name: String) -> Set<String>? {
      index.variables.first { $0.name == name }?.modifiers
        ?? index.functions.first { $0.name == name }?.modifiers
    }
    XCTAssertEqual(modifiers("a"), ["@State", "private"])
    XCTAssertEqual(modifiers("b"), ["private"])
    XCTAssertEqual(modifiers("c"), ["public", "static"])
    XCTAssertEqual(modifiers("d"), ["@Custom", "fileprivate"])
    XCTAssertEqual(modifiers("e"), ["@MainActor", "@objc", "dynamic"])
    XCTAssertEqual(modifiers("f"), [])
    XCTAssertEqual(modifiers("g"), ["@State", "private"])
  }

}
