import Foundation
import InsetTestSupport
import XCTest

/// An edit inside an expression is laid out like the code around it: the wrapping closure puts one
/// statement per line, indented one step (the file's own step) in from the line that holds it.
final class FixLayoutTests: XCTestCase {
  func test_aControllerMadeInsideAnExpression_isWrappedOneStatementPerLine_inTheFilesIndentation() throws {
    let folder = NSTemporaryDirectory() + "insetfix-layout-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let source = """
      import SwiftUI
      import UIKit

      final class Cell: UICollectionViewCell {
        private lazy var host = UIHostingController(rootView: AnyView(EmptyView()))

        func configure() {
          contentView.addSubview(host.view)
        }
      }

      """
    try source.write(toFile: folder + "/Cell.swift", atomically: true, encoding: .utf8)
    let run = Support.cli(["fix", "Cell.swift", "--deployment-target", "17.0", "--quiet"], in: folder)
    XCTAssertLessThan(run.status, 2, run.stderr)
    let fixed = try String(contentsOfFile: folder + "/Cell.swift", encoding: .utf8)
    XCTAssertTrue(
      fixed.contains(
        """
          private lazy var host = {
            let controller = UIHostingController(rootView: AnyView(EmptyView()))
            controller.safeAreaRegions = []
            return controller
          }()
        """), fixed)
    XCTAssertFalse(fixed.contains("; return controller"), fixed)
  }
}
