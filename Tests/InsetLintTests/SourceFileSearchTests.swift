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

  func test_containsInBytes_searchesOnlyTheRange() {
    let body = file.text.utf8.count / 2..<file.text.utf8.count
    XCTAssertTrue(file.contains("addSubview", inBytes: body))
    XCTAssertFalse(file.contains("final class", inBytes: body))
  }
}
