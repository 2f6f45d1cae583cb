import XCTest

@testable import InsetLint

/// The name ids and word sets the data-flow walks ask instead of hashing token texts: they must
/// answer exactly as comparing the texts would.
final class NameTableTests: XCTestCase {
  func test_tokensSpellingOneName_shareAnId_andOtherNamesDoNot() {
    let file = SourceFile(path: "A.swift", text: "let frame = view.frame; let height = frame.height")
    let names = NameTable(file)
    let frames = (0..<file.count).filter { file.text($0) == "frame" }
    XCTAssertEqual(frames.count, 3)
    let ids = Set(frames.map { names.id(ofToken: $0) })
    XCTAssertEqual(ids.count, 1)
    XCTAssertEqual(ids.first, names.id(of: "frame"), "a name asked for by its text has its tokens' id")
    XCTAssertNotEqual(names.id(of: "height"), names.id(of: "frame"))
  }

  func test_aTokenPastEitherEnd_hasTheIdOfTheEmptyName() {
    let file = SourceFile(path: "A.swift", text: "view")
    let names = NameTable(file)
    XCTAssertEqual(names.id(ofToken: -1), names.id(of: ""))
    XCTAssertEqual(names.id(ofToken: file.count), names.id(of: ""))
  }

  func test_aNameSet_holdsExactlyTheIdsPutIntoIt_acrossWordBoundaries() {
    let file = SourceFile(path: "A.swift", text: "")
    let names = NameTable(file)
    // More than 64 names, so that the set's bits span several words.
    let all = (0..<150).map { "name\($0)" }
    let chosen = all.enumerated().filter { $0.offset % 7 == 0 || $0.offset == 64 }.map(\.element)
    let set = names.set(chosen)
    for name in all {
      XCTAssertEqual(set.contains(names.id(of: name)), chosen.contains(name), name)
    }
    XCTAssertFalse(set.isEmpty)
    XCTAssertTrue(NameSet().isEmpty)
  }

  func test_twoNameSets_areDisjointOnlyWhenNoIdIsInBoth() {
    let names = NameTable(SourceFile(path: "A.swift", text: ""))
    let locals = names.set(["frame", "height", "inset"])
    XCTAssertTrue(locals.isDisjoint(with: names.set(["bounds", "name70"])))
    XCTAssertFalse(locals.isDisjoint(with: names.set(["bounds", "inset"])))
  }

  func test_tokenIsInAWordSet_answersAsComparingWithEachWord() {
    let words: [StaticString] = ["frame", "bounds", "height", "width", "constant", "inset", "origin"]
    let set = WordSet(words)
    let file = SourceFile(
      path: "A.swift",
      text: "view.frame.origin.y = bounds.height - insets.bottom; c.constant = w + width + frames + x")
    for index in -1...file.count {
      XCTAssertEqual(
        file.tokenIs(index, in: set), file.tokenIs(index, oneOf: words), "token \(index): \(file.text(index))"
      )
    }
  }

  func test_tokensOfOneSpelling_shareTheIdOfTheirText_whicheverIsAskedFirst() {
    let file = SourceFile(path: "A.swift", text: "a.height = b.height + height; let c = heights")
    let heights = (0..<file.count).filter { file.text($0) == "height" }
    XCTAssertEqual(heights.count, 3)
    let names = NameTable(file)
    let id = names.id(ofToken: heights[1])
    XCTAssertEqual(names.id(ofToken: heights[0]), id)
    XCTAssertEqual(names.id(of: "height"), id)
    XCTAssertNotEqual(names.id(ofToken: file.count - 1), id, "`heights` is another name")
    let byTextFirst = NameTable(file)
    let named = byTextFirst.id(of: "height")
    XCTAssertEqual(byTextFirst.id(ofToken: heights[2]), named)
    XCTAssertEqual(byTextFirst.id(ofToken: heights[0]), named)
  }

  func test_manyNames_keepOneIdEach_asTheTableGrows() {
    let text =
      (0..<300).map { "let v\($0) = w\($0)" }.joined(separator: "\n") + "\n"
      + (0..<300).map { "v\($0)" }.joined(separator: "\n")
    let file = SourceFile(path: "A.swift", text: text)
    let names = NameTable(file)
    var ids: [String: Int32] = [:]
    for j in 0..<file.count where file.kind(j) == .identifier {
      let id = names.id(ofToken: j)
      if let known = ids[file.text(j)] {
        XCTAssertEqual(id, known, file.text(j))
      } else {
        ids[file.text(j)] = id
      }
      XCTAssertEqual(names.id(of: file.text(j)), id)
    }
    XCTAssertEqual(ids.count, 601)
    XCTAssertEqual(Set(ids.values).count, ids.count)
  }

  func test_tokenSpellings_isTrueForTheFirstTokenOfEachSpellingOnly() {
    let file = SourceFile(path: "A.swift", text: "Text(a); Spacer(); Text(b); Texts(c); Spacer()")
    var spellings = TokenSpellings(file)
    let firsts = (0..<file.count).filter { file.kind($0) == .identifier && spellings.insert(token: $0) }
    XCTAssertEqual(firsts.map { file.text($0) }, ["Text", "a", "Spacer", "b", "Texts", "c"])
    // Past 16 spellings, the slots grow and keep what was inserted.
    let many = SourceFile(path: "B.swift", text: (0..<40).map { "n\($0)" }.joined(separator: " ") + " n3 n39")
    var more = TokenSpellings(many)
    let inserted = (0..<many.count).filter { more.insert(token: $0) }
    XCTAssertEqual(inserted, Array(0..<40))
  }

  func test_customClasses_areTheNamesOfEveryCustomClassAttribute_followedByAByte() {
    func classes(_ text: String) -> Set<String> {
      var text = text
      return text.withUTF8 { InterfaceBuilderConstraints.customClasses(in: $0) }
    }
    XCTAssertEqual(
      classes(#"<a customClass="One" x="1"/><b customClass="Two"/><c customClass="One"/> customClass=""#),
      ["One", "Two"])
    XCTAssertEqual(classes(#"<a customClass="Open"#), ["Open"], "an unclosed value runs to the end")
    XCTAssertEqual(classes(#"<a customClass=""#), [], "no byte after the marker: no name")
    XCTAssertEqual(classes(""), [])
  }
}
