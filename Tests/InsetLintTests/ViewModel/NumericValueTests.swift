import XCTest

@testable import InsetLint

/// `ValueReader.numericWhen(_:)` judges an initializer as `isNumeric(value(_:))` does, for any
/// declared type, without reading a call's arguments.
final class NumericValueTests: XCTestCase {
  let initializers = [
    "16", "1_000", "-8", "(4 + 2)", "a + 2", "spacing", "Layout.margin", "self.margin", "self",
    "compact ? 350 : width", "isPad ? 24 : 16", "UIDevice.current.userInterfaceIdiom == .pad ? \"a\" : 12",
    "override ?? 16", "base * 2", "-spacing", ".infinity", ".init()",
    ".init(top: 0, left: 8, bottom: 0, right: 8)",
    "[1, 2]", "CGFloat(12)", "CGFloat(a, b)", "Double(x)",
    "UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)",
    "EdgeInsets.init(top: 0, leading: 10, bottom: 0, trailing: 10)", "CGFloat.init(5)", ".grid(4)",
    "CGFloat.grid(4)", "Theme.grid(4)", "VStack { Text(\"a\") }", "UILabel()", "\"title\"",
    "{ 16 }()", "{ #if os(tvOS)\n 60\n #else\n 16\n #endif }()", "{ let v = UIView(); return v }()",
    "Color.red.opacity(0.5)", "foo(bar(1), baz: 2) + 3", "(a)", "a.b.c", "true",
  ]

  func test_agreesWithReadingTheValue_typedOrNot() {
    for typed in [nil, "CGFloat", "UIEdgeInsets", "String", "Int?"] as [String?] {
      for initializer in initializers {
        let file = SourceFile(path: "A.swift", text: "let x = " + initializer)
        guard let eq = (0..<file.count).first(where: { file.tokenIs($0, "=") }) else { return XCTFail() }
        let range = (eq + 1)..<file.count
        let reader = ValueReader(file: file)
        XCTAssertEqual(
          reader.numericWhen(range).holds(typed: typed),
          ViewModelReader.isNumeric(reader.value(range), typed: typed), "\(initializer) typed \(typed ?? "-")"
        )
      }
    }
  }
}
