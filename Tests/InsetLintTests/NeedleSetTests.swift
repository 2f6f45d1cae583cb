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

  /// Words of four bytes or more only, so every answer comes from the skipping search.
  static let longWords: [StaticString] = [
    "padding", "height", "ottom", "View", "Cell", "keyboardFrame", "safeAreaInsets", "contentInset",
    "UIHostingController", ".constant",
  ]

  func test_longWordsFoundBySkipping_answerAsOneSearchPerWord_onRandomTexts() {
    // Texts made of the words' own pieces, so near misses (a word cut short, one byte changed)
    // and words overlapping each other and the text's edges are common. A fixed seed keeps a
    // failure reproducible.
    var generator = SplitMix(seed: 0x5EED)
    let pieces =
      Self.longWords.map { "\($0)" } + ["pad", "heigh", "Vie", "ell", "safeArea", "Insets", " ", "\n", "x"]
    let set = NeedleSet(Self.longWords)
    for _ in 0..<2_000 {
      var text = ""
      for _ in 0..<Int.random(in: 0...12, using: &generator) {
        var piece = pieces.randomElement(using: &generator)!
        if Bool.random(using: &generator), !piece.isEmpty {
          // Cut it short at either end.
          piece = String(
            piece.dropFirst(Int.random(in: 0...1, using: &generator)).dropLast(
              Int.random(in: 0...1, using: &generator)))
        }
        text += piece
      }
      var copy = text
      let (found, searched) = copy.withUTF8 { bytes in
        let found = set.answers(in: bytes)
        return (
          Self.longWords.map { word in found.first { $0.0 == UnsafeRawPointer(word.utf8Start) }!.1 },
          Self.longWords.map { SourceFile.find($0, in: bytes, from: 0) != nil }
        )
      }
      XCTAssertEqual(found, searched, text)
    }
  }

  func test_aFileSeededWithTheSetsAnswers_answersContainsAsOneSearch_forWordsInTheSetAndOthers() {
    let set = NeedleSet(Self.words)
    let texts = ["let a = AnyView(x) // Cell<Int>", "", "class V", "safeArea.horizontal insetfix:"]
    let others: [StaticString] = ["AnyView(x)", "absent", "let", "V", "Cell<Int>"]
    for text in texts {
      var copy = text
      let buffer = copy.withUTF8 { utf8 -> UnsafeMutableBufferPointer<UInt8> in
        let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: max(utf8.count, 1))
        if utf8.count > 0 { buffer.baseAddress!.update(from: utf8.baseAddress!, count: utf8.count) }
        return UnsafeMutableBufferPointer(rebasing: buffer[0..<utf8.count])
      }
      let answers = set.answers(in: UnsafeBufferPointer(buffer))
      let seeded = SourceFile(path: "A.swift", adopting: buffer, known: answers, positions: set.positions)
      let plain = SourceFile(path: "B.swift", text: text)
      for word in Self.words + others {
        // Asked twice: the second answer is the one kept.
        XCTAssertEqual(seeded.contains(word), plain.contains(word), "\(text): \(word)")
        XCTAssertEqual(seeded.contains(word), plain.contains(word), "\(text): \(word)")
      }
    }
  }

}

/// A small seeded generator: the same texts on every run.
struct SplitMix: RandomNumberGenerator {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
