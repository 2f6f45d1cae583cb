import InsetEmulation
import XCTest

final class OSVersionTests: XCTestCase {
  func test_parsesMajorMinorAndPatch() throws {
    XCTAssertEqual(try OSVersion(parsing: "16.4"), OSVersion(16, 4))
    XCTAssertEqual(try OSVersion(parsing: "17.0.1"), OSVersion(17, 0, 1))
    XCTAssertEqual(OSVersion(16, 4).description, "16.4")
    XCTAssertEqual(OSVersion(17, 0, 1).description, "17.0.1")
  }

  func test_comparesNumericallyNotAlphabetically() {
    XCTAssertLessThan(OSVersion(9, 0), OSVersion(16, 4))
    XCTAssertLessThan(OSVersion(16, 4), OSVersion(16, 10))
    XCTAssertLessThan(OSVersion(16, 4), OSVersion(16, 4, 1))
  }

  func test_rejectsMalformedText() {
    for text in ["17", "17.a", "-1.0", "1.2.3.4", "", " 16.4", "16.", "16..4", "١٦.٤"] {
      XCTAssertThrowsError(try OSVersion(parsing: text), text) { error in
        XCTAssertEqual(
          "\(error)", "invalid OS version '\(text)': expected major.minor[.patch], e.g. 16.4 or 17.0.1")
      }
    }
  }
}
