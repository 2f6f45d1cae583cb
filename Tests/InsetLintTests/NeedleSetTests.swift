import XCTest

@testable import InsetLint

/// Trigger words found in one pass per anchor byte answer as one search per word does.
final class NeedleSetTests: XCTestCase {
  static let words: [StaticString] = [
    "rootView", "AnyView", "some View", "inputView", "safeArea", "IgnoringSafeArea", ".horizontal", "class",
    "insetfix:", "Cell<", "V",
  ]

  func answers(_ text: String) -> [Bool] {
    var copy = text
    return copy.withUTF8 { bytes in
      let found = NeedleSet(Self.words).answers(in: bytes)
      return Self.words.map { word in
        found.first { $0.0 == UnsafeRawPointer(word.utf8Start) }!.1
      }
    }
  }

  func searched(_ text: String) -> [Bool] {
    var copy = text
    return copy.withUTF8 { bytes in Self.words.map { SourceFile.find($0, in: bytes, from: 0) != nil } }
  }

  func test_answersAreThoseOfOneSearchPerWord_atTheEdgesAndInBetween() {
    let texts = [
      "", "V", "rootView", "let a = AnyView(x)", "some Viewpoint", "inputVie", "nputView",
      "IgnoringSafeArea at the end: safeAre", "safeArea.horizontal", "x.horizontal", "classic",
      "// insetfix:",
      "Cell<Int> and rootView and AnyView and some View and inputView", "VVVVVrootVie",
      // The group's byte followed by a byte no word of the group has after it, then a word.
      "rootVuew AnyVxew safeAr.a .horizontaX Cell>", "AnyVxew AnyView", "insetfix;insetfix:",
    ]
    for text in texts { XCTAssertEqual(answers(text), searched(text), text) }
  }

  func test_wordsSharingAnAnchorByte_areOneGroup() {
    let set = NeedleSet(["rootView", "AnyView", "inputView", "class"])
    XCTAssertEqual(set.groups.count, 2)
    XCTAssertEqual(set.groups.first?.needles.count, 3)
  }
}
