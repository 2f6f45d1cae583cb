import XCTest

@testable import InsetLSP

final class DocumentSyncTests: XCTestCase {
  func change(_ startLine: Int, _ startCharacter: Int, _ endLine: Int, _ endCharacter: Int, _ text: String)
    -> Document.Change
  {
    Document.Change(
      range: (
        Position(line: startLine, character: startCharacter), Position(line: endLine, character: endCharacter)
      ),
      text: text)
  }

  func test_positionsCountUTF16Units_anEmojiIsTwo() {
    let document = Document(uri: "u", version: 1, text: "let 😀 = 1\nnext")
    // "let " is 4 units, the emoji 2: "=" at 7 in UTF-16, 9 bytes in.
    XCTAssertEqual(document.offset(of: Position(line: 0, character: 7)), 9)
    XCTAssertEqual(document.position(of: 9), Position(line: 0, character: 7))
    XCTAssertEqual(document.position(of: 9, encoding: .utf8), Position(line: 0, character: 9))
    XCTAssertEqual(document.position(of: 9, encoding: .utf32), Position(line: 0, character: 6))
  }

  func test_aPositionInsideASurrogatePair_fallsToTheCharacterStart() {
    let document = Document(uri: "u", version: 1, text: "a😀b")
    XCTAssertEqual(document.offset(of: Position(line: 0, character: 2)), 1)
    XCTAssertEqual(document.offset(of: Position(line: 0, character: 3)), 5)
  }

  func test_pastTheLineEnd_isTheLineEnd_pastTheLastLine_isTheEnd() {
    let document = Document(uri: "u", version: 1, text: "ab\r\ncd")
    XCTAssertEqual(document.offset(of: Position(line: 0, character: 99)), 2)
    XCTAssertEqual(document.offset(of: Position(line: 9, character: 0)), 6)
  }

  func test_crLfAndLoneCr_endLines() {
    let document = Document(uri: "u", version: 1, text: "a\r\nb\rc\nd")
    XCTAssertEqual(document.lineStarts, [0, 3, 5, 7])
    XCTAssertEqual(document.position(of: 5), Position(line: 2, character: 0))
  }

  func test_incrementalChanges_applyInOrder_eachOnTheTextTheLastLeft() {
    var document = Document(uri: "u", version: 1, text: "struct A {\n  var x = 16\n}\n")
    document.apply(
      [change(1, 10, 1, 12, "20"), change(1, 6, 1, 7, "width"), change(2, 1, 2, 1, " // end")], version: 2)
    XCTAssertEqual(document.text, "struct A {\n  var width = 20\n} // end\n")
    XCTAssertEqual(document.version, 2)
  }

  func test_incrementalChangesWithEmoji_useUTF16Columns() {
    var document = Document(uri: "u", version: 1, text: "Text(\"😀\").padding(16)\n")
    // "Text(\"" is 6 units, the emoji 2, "\").padding(" 11: the 16 starts at 19.
    document.apply([change(0, 19, 0, 21, "20")], version: 2)
    XCTAssertEqual(document.text, "Text(\"😀\").padding(20)\n")
  }

  func test_aFullChange_replacesTheText() {
    var document = Document(uri: "u", version: 1, text: "old")
    document.apply([Document.Change(text: "new\ntext")], version: 5)
    XCTAssertEqual(document.text, "new\ntext")
    XCTAssertEqual(document.lineStarts, [0, 4])
  }

  func test_changesToAClosedDocument_areRefused() {
    var store = DocumentStore()
    XCTAssertFalse(store.change("file:///nope.swift", version: 2, changes: [Document.Change(text: "x")]))
    store.open(Document(uri: "file:///a.swift", version: 1, text: ""))
    XCTAssertTrue(store.change("file:///a.swift", version: 2, changes: [Document.Change(text: "x")]))
    XCTAssertEqual(store.close("file:///a.swift")?.text, "x")
    XCTAssertNil(store["file:///a.swift"])
  }

  func test_theFindingRange_isTheWordOrMemberAtItsOffset() {
    let document = Document(uri: "u", version: 1, text: "view.padding(.horizontal, 16)")
    XCTAssertEqual(LanguageServer.range(at: 4, in: document), 4..<12)
    XCTAssertEqual(LanguageServer.range(at: 13, in: document), 13..<24)
    XCTAssertEqual(LanguageServer.range(at: 12, in: document), 12..<13)
  }
}
