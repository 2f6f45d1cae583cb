@testable import InsetProblems
import InsetTestSupport
import Foundation
import InsetEngine
import InsetLint
import XCTest

/// A fix never leaves code outside a compiled target: support code goes into a file that needs
/// it, once per module; a file is created only in a SwiftPM target folder.
final class FixSupportPlacementTests: XCTestCase {
  let composite = StrategyPlan.using(
    [("official-or-dynamic-subclass", "15.0")], problem: "hosted-cell-safe-area")
  let marker = "// insetfix:support disableSafeArea()"

  func cell(_ name: String) -> String {
    """
    import SwiftUI
    import UIKit

    class \(name): UICollectionViewCell {
      func show(_ view: AnyView) {
        let host = UIHostingController(rootView: view)
        contentView.addSubview(host.view)
      }
    }

    """
  }

  /// Copies a fixture folder to a fresh temporary folder.
  func copy(_ fixture: String, _ name: String = #function) -> String {
    let folder = Support.temporaryFolder(name)
    try? FileManager.default.removeItem(atPath: folder)
    try! FileManager.default.copyItem(atPath: Support.fixtures + "/" + fixture, toPath: folder)
    return folder
  }

  func files(in folder: String) -> [String] {
    (FileManager.default.enumerator(atPath: folder)?.allObjects as? [String] ?? []).filter {
      $0.hasSuffix(".swift")
    }
    .sorted()
  }

  func count(_ needle: String, in text: String) -> Int { text.components(separatedBy: needle).count - 1 }

  func test_swiftPM_eachTargetGetsOneCopy_inTheFirstFileThatNeedsIt_andNoFileIsCreated() {
    let result = Support.fix(
      [
        ("Sources/A/Cells/ACell.swift", cell("ACell")), ("Sources/A/Cells/BCell.swift", cell("BCell")),
        ("Sources/B/CCell.swift", cell("CCell")),
      ], rules: [HostedCellSafeAreaRule()], plans: [composite])
    XCTAssertEqual(count(marker, in: result.texts["Sources/A/Cells/ACell.swift"]!), 1)
    XCTAssertEqual(count(marker, in: result.texts["Sources/A/Cells/BCell.swift"]!), 0, "same module: reused")
    XCTAssertEqual(
      count(marker, in: result.texts["Sources/B/CCell.swift"]!), 1, "another target: its own copy")
    XCTAssertEqual(
      result.outcome.changed.keys.sorted(),
      ["Sources/A/Cells/ACell.swift", "Sources/A/Cells/BCell.swift", "Sources/B/CCell.swift"])
    XCTAssertTrue(result.texts["Sources/A/Cells/BCell.swift"]!.contains("host.disableSafeArea()"))
  }

  func test_aModuleThatAlreadyHasTheHelper_isNotGivenASecondOne() {
    let first = Support.fix(
      [("Sources/A/ACell.swift", cell("ACell"))], rules: [HostedCellSafeAreaRule()], plans: [composite])
    let helperOnly = first.texts["Sources/A/ACell.swift"]!
    let result = Support.fix(
      [("Sources/A/ACell.swift", helperOnly), ("Sources/A/NewCell.swift", cell("NewCell"))],
      rules: [HostedCellSafeAreaRule()], plans: [composite])
    XCTAssertEqual(result.outcome.changed.keys.sorted(), ["Sources/A/NewCell.swift"])
    XCTAssertEqual(count(marker, in: result.texts["Sources/A/NewCell.swift"]!), 0)
    XCTAssertTrue(result.texts["Sources/A/NewCell.swift"]!.contains("host.disableSafeArea()"))
  }

  func test_xcodeProject_oneCopyPerTarget_noNewFile_eachChangedFileParses_andASecondFixChangesNothing() {
    let folder = copy("XcodeApp")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let before = files(in: folder)
    let first = Support.cli(["fix", "."], in: folder)
    XCTAssertEqual(first.status, 0, first.stderr)
    XCTAssertEqual(files(in: folder), before, "no file created in an Xcode project")
    let feed = Support.read(folder + "/App/Feed/FeedCell.swift")
    let tile = Support.read(folder + "/App/Feed/TileCell.swift")
    let widget = Support.read(folder + "/Widget/ExtensionCell.swift")
    // App deploys to 16.0 (its xcconfig): the #available switch and the helper, once in the target.
    XCTAssertTrue(feed.contains("if #available(iOS 16.4, *) {"), feed)
    XCTAssertTrue(
      tile.contains("host?.disableSafeArea()") || tile.contains("controller.disableSafeArea()"), tile)
    XCTAssertEqual(count(marker, in: feed) + count(marker, in: tile), 1)
    // The extension deploys to 17.0: the official API alone, no helper.
    XCTAssertTrue(widget.contains("    controller.safeAreaRegions = []\n"), widget)
    XCTAssertEqual(count(marker, in: widget), 0)
    if let failures = Support.swiftcParseFailures([
      ("FeedCell", feed), ("TileCell", tile), ("ExtensionCell", widget),
    ]) {
      XCTAssertEqual(failures, [])
    }
    let second = Support.cli(["fix", "."], in: folder)
    XCTAssertTrue(second.stderr.contains("changed 0 files"), second.stderr)
  }

  func test_helperFile_isCreatedInsideASwiftPMTarget() {
    let folder = copy("SamplePackage")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    Support.write(
      #"{"helperFile": "Sources/SampleApp/InsetfixSupport.swift"}"#, to: folder + "/.insetfix.json")
    let result = Support.cli(["fix", "Sources"], in: folder)
    XCTAssertEqual(result.status, 0, result.stderr)
    let helper = Support.read(folder + "/Sources/SampleApp/InsetfixSupport.swift")
    XCTAssertEqual(count(marker, in: helper), 1, helper)
    XCTAssertTrue(helper.hasPrefix("import SwiftUI\nimport UIKit\n"), helper)
    let cell = Support.read(folder + "/Sources/SampleApp/ProductCell.swift")
    XCTAssertEqual(count(marker, in: cell), 0)
    XCTAssertTrue(cell.contains("disableSafeArea()"), cell)
  }

  func
    test_helperFile_thatDoesNotExistInAnXcodeProject_isNotCreated_theCodeGoesIntoTheFile_andTheNoteSaysWhy()
  {
    let folder = copy("XcodeApp")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    Support.write(#"{"helperFile": "App/InsetfixSupport.swift"}"#, to: folder + "/.insetfix.json")
    let result = Support.cli(["fix", "."], in: folder)
    XCTAssertFalse(FileManager.default.fileExists(atPath: folder + "/App/InsetfixSupport.swift"))
    let feed = Support.read(folder + "/App/Feed/FeedCell.swift")
    XCTAssertEqual(count(marker, in: feed), 1, feed)
    XCTAssertTrue(
      result.stderr.contains("insetfix creates files only in a SwiftPM target folder"), result.stderr)
  }

  func test_helperFile_mustNameASwiftFile() {
    let folder = copy("XcodeApp")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    Support.write(#"{"helperFile": "App/"}"#, to: folder + "/.insetfix.json")
    let result = Support.cli(["fix", "."], in: folder)
    XCTAssertEqual(result.status, 2)
    XCTAssertTrue(result.stderr.contains("expected the path of a .swift file"), result.stderr)
  }
}
