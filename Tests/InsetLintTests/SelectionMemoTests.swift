import Foundation
import XCTest

@testable import InsetLint

/// The memo of measured answers reads back exactly what it stored, and ignores what it did not
/// write.
final class SelectionMemoTests: XCTestCase {
  func folder() throws -> String {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("memo-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    addTeardownBlock { try? FileManager.default.removeItem(atPath: path) }
    return path
  }

  func test_storedAnswers_readBackInANewMemo_textAndTabsFlattened() throws {
    let directory = try folder()
    let memo = SelectionMemo(directory: directory)
    memo.store("a", "")
    memo.store("b", "safe-area-regions\u{2}Opts the controller out\u{1}é 😀\u{2}x\u{2}iOS 16.4+")
    memo.store("c", "two\nlines\tand a tab")
    memo.save()
    let read = SelectionMemo(directory: directory)
    XCTAssertEqual(read.value("a"), "")
    XCTAssertEqual(
      read.value("b"), "safe-area-regions\u{2}Opts the controller out\u{1}é 😀\u{2}x\u{2}iOS 16.4+")
    XCTAssertEqual(read.value("c"), "two lines and a tab")
    XCTAssertNil(read.value("d"))
  }

  func test_aFileWithAnotherHeader_isIgnored() throws {
    let directory = try folder()
    try "insetfix selections memo 0\nkey\tvalue\n".write(
      toFile: directory + "/selections.memo", atomically: true, encoding: .utf8)
    XCTAssertNil(SelectionMemo(directory: directory).value("key"))
  }
}
