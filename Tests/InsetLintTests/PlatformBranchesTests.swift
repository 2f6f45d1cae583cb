import InsetLint
import XCTest

/// Which code a file compiles for iOS, as its `#if` platform branches say.
final class PlatformBranchesTests: XCTestCase {
  /// Whether the token spelling `word` (its first occurrence) is compiled for iOS.
  func onIOS(_ word: String, in text: String) -> Bool? {
    let file = SourceFile(path: "A.swift", text: text)
    let token = (0..<file.count).first { file.text($0) == word }!
    return PlatformBranches(file).onIOS(token)
  }

  func test_anIOSBranch_isCompiled_andItsElseIsNot() {
    let text = "#if os(iOS)\nlet phone = 1\n#else\nlet other = 2\n#endif"
    XCTAssertEqual(onIOS("phone", in: text), true)
    XCTAssertEqual(onIOS("other", in: text), false)
  }

  func test_otherPlatformsBranch_isNotCompiled_andItsElseIs() {
    let text = "#if os(macOS) || os(tvOS)\nlet mac = 1\n#else\nlet phone = 2\n#endif"
    XCTAssertEqual(onIOS("mac", in: text), false)
    XCTAssertEqual(onIOS("phone", in: text), true)
  }

  func test_aConditionNamingIOSAmongOthers_isCompiled() {
    XCTAssertEqual(onIOS("shared", in: "#if os(iOS) || os(macOS)\nlet shared = 1\n#endif"), true)
  }

  func test_aNegatedOtherPlatform_isCompiled_andAnInnerBranchStillDecides() {
    let text = "#if !os(tvOS)\nlet outer = 1\n#if os(macOS)\nlet inner = 2\n#endif\n#endif"
    XCTAssertEqual(onIOS("outer", in: text), true)
    XCTAssertEqual(onIOS("inner", in: text), false)
  }

  func test_conditionsThatAreNoPlatform_decideNothing() {
    XCTAssertNil(onIOS("debug", in: "#if DEBUG\nlet debug = 1\n#endif"))
    XCTAssertNil(onIOS("plain", in: "let plain = 1"))
  }

  func test_aChainReadsPostfixMembersInsideIfBlocks_andItsEndIsAfterTheBlock() {
    let text =
      "list\n  #if !os(tvOS)\n  .background(.card)\n  #else\n  .focusable()\n  #endif\n  .padding(16)\nlet next = 1"
    let file = SourceFile(path: "A.swift", text: text)
    let chain = Expressions.chain(file, at: 0)!
    XCTAssertEqual(chain.links.map { file.text($0.name) }, ["background", "focusable", "padding"])
    XCTAssertTrue(file.tokenIs(chain.end, "let"))
  }

  func test_anIfBlockOfStatementsAfterAnExpression_isNotPartOfItsChain() {
    let text = "view.layoutIfNeeded()\n#if DEBUG\nprint(1)\n#endif"
    let file = SourceFile(path: "A.swift", text: text)
    let chain = Expressions.chain(file, at: 0)!
    XCTAssertEqual(chain.links.map { file.text($0.name) }, ["layoutIfNeeded"])
    XCTAssertTrue(file.tokenIs(chain.end, "#if"))
  }
}
