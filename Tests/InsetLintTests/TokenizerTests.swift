import InsetLint
import XCTest

final class TokenizerTests: XCTestCase {
  private func kinds(_ text: String) -> [String] {
    let file = SourceFile(path: "t.swift", text: text)
    return file.tokens.indices.map { "\(file.tokens[$0].kind):\(file.text($0))" }
  }

  func test_interpolationWithNestedStringsAndParens_isOneStringToken() {
    let text = #"let a = "x \(f("y)", (1 + 2))) z" + b"#
    XCTAssertEqual(
      kinds(text),
      [
        "identifier:let", "identifier:a", "operator:=", #"string:"x \(f("y)", (1 + 2))) z""#, "operator:+",
        "identifier:b",
      ])
  }

  func test_rawStringsWithHashes_endOnlyAtTheirOwnDelimiter() {
    let text = ##"let a = #"she said "hi" \(x) \#(y)"# ; b"##
    XCTAssertEqual(kinds(text)[3], ##"string:#"she said "hi" \(x) \#(y)"#"##)
    XCTAssertEqual(kinds(text).last, "identifier:b")
  }

  func test_multilineStrings_spanLines() {
    let text = "let a = \"\"\"\n  one \"quoted\"\n  \\(x)\n  \"\"\"\nnext"
    let k = kinds(text)
    XCTAssertEqual(k.count, 5)
    XCTAssertEqual(k.last, "identifier:next")
    let file = SourceFile(path: "t.swift", text: text)
    XCTAssertTrue(file.tokens.last!.startsLine)
  }

  func test_nestedBlockComments_areSkippedWhole() {
    let file = SourceFile(path: "t.swift", text: "a /* one /* two */ still */ b // end\nc")
    XCTAssertEqual(file.tokens.map { file.text(in: $0.range) }, ["a", "b", "c"])
    XCTAssertEqual(file.comments.count, 2)
    XCTAssertNil(file.failure)
  }

  func test_operatorsAttributesAndPoundKeywords() {
    XCTAssertEqual(
      kinds("@MainActor x?.y!.z ?? w ... #if DEBUG a...b #endif"),
      [
        "attribute:@MainActor", "identifier:x", "operator:?", "dot:.", "identifier:y", "operator:!", "dot:.",
        "identifier:z", "operator:??", "identifier:w", "operator:...", "pound:#if", "identifier:DEBUG",
        "identifier:a", "operator:...", "identifier:b", "pound:#endif",
      ])
  }

  func test_numbersWithExponentsAndMemberAccessOnLiterals() {
    XCTAssertEqual(
      kinds("1.5e-3 0x1F 16.0 t.0"),
      [
        "number:1.5e-3", "number:0x1F", "number:16.0", "identifier:t", "dot:.", "number:0",
      ])
  }

  func test_unterminatedString_isAFailureAtItsStart() {
    let file = SourceFile(path: "t.swift", text: "let a = 1\nlet b = \"open\nlet c = 2")
    XCTAssertEqual(file.failure?.reason, .unterminatedString)
    XCTAssertEqual(file.location(of: file.failure!.offset).line, 2)
    XCTAssertEqual(file.tokens.count, 7, "tokens before the failure stay usable")
  }

  func test_unterminatedBlockComment_andMultilineString_areFailures() {
    XCTAssertEqual(SourceFile(path: "t", text: "a /* /* */").failure?.reason, .unterminatedComment)
    XCTAssertEqual(SourceFile(path: "t", text: "a = \"\"\"\nx\n").failure?.reason, .unterminatedString)
    XCTAssertEqual(SourceFile(path: "t", text: "a = \"\\(b\"").failure?.reason, .unterminatedString)
  }

  func test_unbalancedBrackets_areReported() {
    XCTAssertEqual(SourceFile(path: "t", text: "func f() { g(").failure?.reason, .unbalancedBrackets)
    let file = SourceFile(path: "t", text: "f(a[1], { b })")
    XCTAssertNil(file.failure)
    XCTAssertEqual(file.match(1), 10)
  }

  func test_byteOrderMark_isNotAToken_andColumnsIgnoreIt() {
    let file = SourceFile(path: "t", text: "\u{FEFF}let a")
    XCTAssertTrue(file.hasBOM)
    XCTAssertEqual(file.tokens.count, 2)
    XCTAssertEqual(file.location(of: Int(file.tokens[0].start)).column, 1)
  }

  func test_crlfFiles_areDetected_andLinesCounted() {
    let file = SourceFile(path: "t", text: "a\r\nb\r\nc")
    XCTAssertTrue(file.usesCRLF)
    XCTAssertEqual(file.location(of: Int(file.tokens[2].start)).line, 3)
    XCTAssertEqual(file.lineText(2), "b")
  }

  func test_regexLiteralAndDeepNesting_doNotCrash() {
    XCTAssertEqual(kinds("let r = #/a\\/b/# ; x").count, 6)
    let deep = String(repeating: "\"\\(", count: 200)
    XCTAssertNotNil(SourceFile(path: "t", text: deep).failure)
  }
  func test_bareRegexLiteralInArgumentPosition_isOneRegexToken() {
    // Swift 5.7 bare regex literals (SE-0354); a `}` inside one must not close the enclosing block.
    let text = #"for m in s.ranges(of: /\{([^}]+)\}/) { f(m) }"#
    let file = SourceFile(path: "t.swift", text: text)
    XCTAssertNil(file.failure)
    XCTAssertTrue(kinds(text).contains(#"regex:/\{([^}]+)\}/"#))
  }

  func test_slashAfterAnOperand_isDivision() {
    XCTAssertEqual(
      kinds("let h = width/2 / scale"),
      [
        "identifier:let", "identifier:h", "operator:=", "identifier:width", "operator:/", "number:2",
        "operator:/", "identifier:scale",
      ])
    XCTAssertEqual(kinds("f(a) / g(b)")[4], "operator:/")
  }

  func test_slashFollowedBySpace_isAnOperator_evenAtExpressionStart() {
    XCTAssertEqual(kinds("let op: (Int, Int) -> Int = (/ )").filter { $0.hasPrefix("regex") }, [])
  }
}
