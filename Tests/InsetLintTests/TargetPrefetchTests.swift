import XCTest

@testable import InsetLint

/// The folders a lint's project files are read for first: one file per top folder under its
/// root, the folders with most files first.
final class TargetPrefetchTests: XCTestCase {
  func test_byFolder_isOneFilePerTopFolder_mostFilesFirst() {
    let files = [
      "/app/Sources/A.swift", "/app/Widget/W.swift", "/app/Sources/Views/B.swift", "/app/Top.swift",
      "/other/Kit/K.swift", "/app/Sources/C.swift",
    ]
    XCTAssertEqual(
      TargetPrefetch.byFolder(files, roots: ["/app", "/other"]),
      ["/app/Sources/A.swift", "/app/Widget/W.swift", "/app/Top.swift", "/other/Kit/K.swift"])
    XCTAssertEqual(TargetPrefetch.largestFolder(files, roots: ["/app", "/other"]), ["/app/Sources/A.swift"])
  }

  func test_byFolder_readsPathsThatAreNotASCII_byTheirCharacters() {
    let files = ["Écrans/A.swift", "Écrans/B.swift", "Sources/C.swift", "a\r\nb/D.swift", "a\r\nb/E.swift"]
    XCTAssertEqual(
      TargetPrefetch.byFolder(files, roots: ["."]), ["Écrans/A.swift", "a\r\nb/D.swift", "Sources/C.swift"])
    XCTAssertEqual(
      TargetPrefetch.byFolder(
        ["/Café/App/A.swift", "/Café/Kit/B.swift", "/Café/App/C.swift"], roots: ["/Café"]),
      ["/Café/App/A.swift", "/Café/Kit/B.swift"])
  }
}
