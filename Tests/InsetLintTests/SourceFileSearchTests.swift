import InsetLint
import XCTest

/// The byte searches rules use instead of making a string of a file.
final class SourceFileSearchTests: XCTestCase {
  let file = SourceFile(
    path: "A.swift",
    text: """
      final class A: UIViewController {
        let title = UILabel()
        override func viewDidLoad() {
          title.numberOfLines = 0
          view.addSubview(title)
        }
      }
      """)

  func test_tokensSpelledAlike_hashAlike_andAsTheirTextsUTF8Does() {
    let titles = (0..<file.count).filter { file.text($0) == "title" }
    XCTAssertEqual(titles.count, 3)
    XCTAssertEqual(Set(titles.map { file.bytesHash(ofToken: $0) }).count, 1)
    var text = "title"
    XCTAssertEqual(text.withUTF8 { SourceFile.fnv1a($0) }, file.bytesHash(ofToken: titles[0]))
    XCTAssertNotEqual(file.bytesHash(ofToken: titles[0]), file.bytesHash(ofToken: 0))
  }

  func test_containsText_findsANeedleMadeAtRunTime() {
    let name = "title"
    XCTAssertTrue(file.contains(text: "\(name).numberOfLines = 0"))
  }

  func test_containsText_isFalseForAnAbsentNeedle_andOneLongerThanTheFile() {
    XCTAssertFalse(file.contains(text: "title.textAlignment = .center"))
    XCTAssertFalse(file.contains(text: String(repeating: "a", count: 10_000)))
  }

  func test_containsText_findsANeedleAtTheFilesEnd() {
    XCTAssertTrue(file.contains(text: "  }\n}"))
  }

  func test_joinedLines_dropsEachLinesIndentation_andJoinsThePieces() {
    let source = SourceFile(
      path: "B.swift", text: "let host = UIHostingController(\n    rootView: Row()\n  )")
    let all = 0..<source.text.utf8.count
    XCTAssertEqual(
      source.joinedLines(in: all, separator: " "), "let host = UIHostingController( rootView: Row() )")
    XCTAssertEqual(source.joinedLines(in: all), "let host = UIHostingController(rootView: Row())")
  }

  func test_joinedLines_treatsCRLFAsOneBreak() {
    let source = SourceFile(path: "C.swift", text: "a(\r\n  b)")
    XCTAssertEqual(source.joinedLines(in: 0..<source.text.utf8.count, separator: " "), "a( b)")
  }

  func test_identifiersSpelled_areTheIdentifierTokensOfExactlyThatText_inOrder() {
    let source = SourceFile(
      path: "D.swift",
      text: """
        let inset = insets.bottom + inset // inset
        print("inset", subinset, inset)
        """)
    let expected = (0..<source.count).filter { source.kind($0) == .identifier && source.text($0) == "inset" }
    XCTAssertEqual(expected.count, 3)
    XCTAssertEqual(source.identifiers(spelled: "inset"), expected)
    XCTAssertEqual(source.identifiers(spelled: "absent"), [])
    XCTAssertEqual(source.identifiers(spelled: ""), [])
  }

  func test_positionsOf_areTheNamesIdentifierTokensInsideTheRange_inOrder() {
    let context = FileContext(
      file: SourceFile(path: "E.swift", text: "host = a; host.view = b // host\nlet x = \"host\"; host = c"),
      fixing: nil)
    let all = context.positions(of: "host", in: 0..<context.file.count)
    XCTAssertEqual(all.map { context.file.text($0) }, ["host", "host", "host"])
    XCTAssertEqual(Array(context.positions(of: "host", in: (all[0] + 1)..<all[2])), [all[1]])
    XCTAssertTrue(context.positions(of: "guest", in: 0..<context.file.count).isEmpty)
  }

  func test_upperCamelTokens_areTheTokensIsUpperCamelHoldsFor_inOrder() {
    let source = SourceFile(
      path: "G.swift",
      text: """
        struct Row: View { var body: some View { HStack { Text("Hi") ; _Private() } } }
        let x = A.B(c: Éclair(), d: #Preview, e: `Tick`)
        """)
    let expected = (0..<source.count).filter { Expressions.isUpperCamel(source, $0) }
    XCTAssertEqual(expected.map { source.text($0) }, ["Row", "View", "View", "HStack", "Text", "A", "B"])
    XCTAssertEqual(Expressions.upperCamelTokens(source), expected)
    XCTAssertEqual(Expressions.upperCamelTokens(SourceFile(path: "H.swift", text: "")), [])
  }

  func test_containsInBytes_searchesOnlyTheRange() {
    let body = file.text.utf8.count / 2..<file.text.utf8.count
    XCTAssertTrue(file.contains("addSubview", inBytes: body))
    XCTAssertFalse(file.contains("final class", inBytes: body))
  }

  /// True when `needle` occurs in `haystack`, byte for byte.
  private func bytes(_ haystack: [UInt8], contain needle: [UInt8]) -> Bool {
    guard !needle.isEmpty, haystack.count >= needle.count else { return false }
    return (0...(haystack.count - needle.count)).contains {
      Array(haystack[$0..<($0 + needle.count)]) == needle
    }
  }

  func test_identifiersSpelledIn_areTheFilesIdentifiersOfThatText_insideTheRange() {
    let source = SourceFile(
      path: "E.swift",
      text: """
        func f(inset: CGFloat) { bar.inset = inset; let x = insets + inset }
        let inset = 2
        """)
    let all = source.identifiers(spelled: "inset")
    XCTAssertEqual(all.count, 5)
    for range in [0..<source.count, 3..<12, 5..<source.count, 0..<0, -3..<2, 10..<10_000] {
      XCTAssertEqual(
        source.identifiers(spelled: "inset", in: range), all.filter { range.contains($0) }, "\(range)")
    }
    XCTAssertEqual(source.identifiers(spelled: "", in: 0..<source.count), [])
    XCTAssertEqual(source.identifiers(spelled: "absent", in: 0..<source.count), [])
  }

  func test_tokenContains_answersAsASearchOfTheTokensBytes_forNamesAndLongLiterals() {
    let literal = String(repeating: "ab", count: 50) + "Keyboard"
    let source = SourceFile(
      path: "F.swift", text: "let keyboardFrame = \"\(literal)\"; x.eyboar; k; KeyboardKeyboard")
    let fragments: [StaticString] = ["eyboard", "Keyboard", "k", "ab", "Frame", "zz", "bK", ""]
    for j in -1...source.count {
      for fragment in fragments {
        let expected =
          j >= 0 && j < source.count
          && bytes(
            Array(source.text(j).utf8),
            contain: Array(UnsafeBufferPointer(start: fragment.utf8Start, count: fragment.utf8CodeUnitCount)))
        XCTAssertEqual(source.token(j, contains: fragment), expected, "\(j) \(fragment)")
      }
    }
  }

  func test_tokenContainsIgnoringCase_answersAsLowercasingTheTokenAndSearchingIt() {
    let source = SourceFile(
      path: "F.swift",
      text: "let SAFEAREA_BOTTOM = view.safeAreaInsets.bottom - bottomSafeAreaHeight; safeArea; é_Bottom")
    let fragments: [StaticString] = ["safearea", "bottom", "safeareab", "a", "_bottom", "zz", ""]
    for j in -1...source.count {
      for fragment in fragments {
        let lowered = j >= 0 && j < source.count ? source.text(j).lowercased() : ""
        let needle = String(
          decoding: UnsafeBufferPointer(start: fragment.utf8Start, count: fragment.utf8CodeUnitCount),
          as: UTF8.self)
        let expected = !needle.isEmpty && lowered.contains(needle)
        XCTAssertEqual(source.token(j, containsIgnoringCase: fragment), expected, "\(j) \(fragment)")
      }
    }
  }

}

/// Which files are tests: rules leave them alone.
final class TestFileTests: XCTestCase {
  func isTest(_ path: String, _ text: String = "struct A {}") -> Bool {
    FileContext(file: SourceFile(path: path, text: text), fixing: nil).isTestFile
  }

  func test_aFileInATestTargetsFolder_isATest() {
    XCTAssertTrue(isTest("App/AppTests/LoginTests.swift"))
    XCTAssertTrue(isTest("SnapshotTests/Card.swift"))
  }

  func test_aPlainTestsFolderOfFixtures_andTheFilesOwnName_doNotMakeATest() {
    XCTAssertFalse(isTest("Tests/Fixtures/Card.swift"))
    XCTAssertFalse(isTest("App/Views/CardTests.swift"))
  }

  func test_aFileImportingXCTest_isATestWherever() {
    XCTAssertTrue(isTest("App/Views/Card.swift", "import XCTest\nfinal class A: XCTestCase {}"))
  }

  func test_aFileImportingQuick_isATest_butOneImportingQuickLook_isAppCode() {
    XCTAssertTrue(
      isTest("App/Specs2/Card.swift", "import Quick\nimport Nimble\nfinal class CardSpec: QuickSpec {}"))
    XCTAssertFalse(
      isTest("App/Chat/ChatViewController.swift", "import QuickLook\nimport UIKit\nfinal class C {}"))
  }

  func test_aFileImportingXCTestDynamicOverlay_isAppCode() {
    XCTAssertFalse(
      isTest("Sources/Balance/BalanceView.swift", "import SwiftUI\nimport XCTestDynamicOverlay\nstruct B {}"))
  }
}
