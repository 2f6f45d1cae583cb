import Foundation
import InsetTestSupport
import XCTest

@testable import InsetLint

/// A file cannot see a type only another file imports: a file `fix` changes that names
/// `UIHostingController` (its edit, or the support code put there) imports SwiftUI itself.
final class FixImportsTests: XCTestCase {
  func test_aFileImportingOnlyTheAppsModules_getsImportSwiftUIAfterItsImports() throws {
    let text = "import AppCore\nimport AppUI\n\nextension UIHostingController {}\n"
    let fixed = try XCTUnwrap(FixImports.adding(to: Array(text.utf8)))
    XCTAssertEqual(
      String(decoding: fixed, as: UTF8.self),
      "import AppCore\nimport AppUI\nimport SwiftUI\n\nextension UIHostingController {}\n")
  }

  func test_aFileWithoutImports_getsItAfterItsHeaderComment_keepingCRLF() throws {
    let text = "// Header\r\n\r\nlet c = UIHostingController(rootView: v)\r\n"
    let fixed = try XCTUnwrap(FixImports.adding(to: Array(text.utf8)))
    XCTAssertEqual(
      String(decoding: fixed, as: UTF8.self),
      "// Header\r\n\r\nimport SwiftUI\r\n\r\nlet c = UIHostingController(rootView: v)\r\n")
  }

  func test_aFileThatImportsSwiftUI_orDoesNotNameTheController_isLeftAlone() {
    XCTAssertNil(
      FixImports.adding(to: Array("import SwiftUI\nlet c = UIHostingController(rootView: v)\n".utf8)))
    XCTAssertNil(FixImports.adding(to: Array("@preconcurrency import SwiftUI\nUIHostingController\n".utf8)))
    XCTAssertNil(FixImports.adding(to: Array("import UIKit\nlet x = 1\n".utf8)))
  }

  /// Every fixture, fixed for iOS 15.0 (so the support code is placed): each changed or created
  /// file that names UIHostingController imports SwiftUI, and a second fix changes nothing.
  func test_everyFixtureFixed_importsWhatItsEditsNeed() throws {
    for fixture in ["Lint/App", "SamplePackage", "XcodeApp"] {
      let copy = NSTemporaryDirectory() + "insetfix-imports-\(UUID().uuidString)"
      try FileManager.default.copyItem(atPath: Support.fixtures + "/" + fixture, toPath: copy)
      defer { try? FileManager.default.removeItem(atPath: copy) }
      let run = Support.cli(["fix", ".", "--deployment-target", "15.0", "--quiet"], in: copy)
      XCTAssertLessThan(run.status, 2, run.stderr)
      var changed = 0
      for name in FileManager.default.subpaths(atPath: copy) ?? [] where name.hasSuffix(".swift") {
        let text = try String(contentsOfFile: copy + "/" + name, encoding: .utf8)
        let original = try? String(
          contentsOfFile: Support.fixtures + "/" + fixture + "/" + name, encoding: .utf8)
        guard text != original else { continue }
        changed += 1
        if text.contains("UIHostingController") {
          XCTAssertTrue(
            text.split(separator: "\n").contains { $0.hasSuffix("import SwiftUI") }, "\(fixture)/\(name)")
        }
      }
      XCTAssertGreaterThan(changed, 0, fixture)
      let again = Support.cli(["fix", ".", "--deployment-target", "15.0"], in: copy)
      XCTAssertTrue(again.stderr.contains("changed 0 files"), again.stderr)
    }
  }
}
