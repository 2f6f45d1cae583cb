import InsetTestSupport
import Foundation
import InsetLint
import XCTest

/// `insetfix fix` end to end, on the built executable, with the built-in registry and policy.
final class FixCommandTests: XCTestCase {
  let app = Support.fixtures + "/Lint/App"

  /// A SwiftPM-shaped project with the seed's cell, deploying to `platform`.
  func makePackage(_ platform: String, _ name: String = #function) -> String {
    let folder = Support.temporaryFolder(name)
    Support.write(
      """
      // swift-tools-version:5.9
      import PackageDescription
      let package = Package(name: "App", platforms: [\(platform)], targets: [.target(name: "App")])
      """, to: folder + "/Package.swift")
    Support.write(
      Support.read(app + "/HostingCollectionViewCell.swift"), to: folder + "/Sources/App/Cells/Cell.swift")
    Support.write(Support.read(app + "/BaseCell.swift"), to: folder + "/Sources/App/BaseCell.swift")
    return folder
  }

  func test_dryRun_printsAUnifiedDiff_andWritesNothing() {
    let folder = makePackage(".iOS(\"16.4\")")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let before = Support.read(folder + "/Sources/App/Cells/Cell.swift")
    let result = Support.cli(["fix", "Sources", "--dry-run"], in: folder)
    XCTAssertEqual(result.status, 0, result.stderr)
    XCTAssertTrue(
      result.stdout.hasPrefix(
        "--- a/Sources/App/Cells/Cell.swift\n+++ b/Sources/App/Cells/Cell.swift\n@@ -7,6 +7,7 @@"),
      result.stdout)
    XCTAssertTrue(result.stdout.contains("\n+    controller.safeAreaRegions = []\n"), result.stdout)
    XCTAssertTrue(result.stderr.contains("would change 1 file"), result.stderr)
    XCTAssertEqual(Support.read(folder + "/Sources/App/Cells/Cell.swift"), before)
  }

  func test_deploymentTarget16_4FromPackageSwift_insertsSafeAreaRegionsWhereEachControllerIsMade() {
    let folder = makePackage(".iOS(\"16.4\"), .macOS(.v13)")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let result = Support.cli(["fix", "Sources"], in: folder)
    XCTAssertEqual(result.status, 0, result.stderr)
    let fixed = Support.read(folder + "/Sources/App/Cells/Cell.swift")
    XCTAssertTrue(
      fixed.contains(
        "    let controller = UIHostingController(rootView: view)\n    controller.safeAreaRegions = []\n"))
    XCTAssertTrue(
      fixed.contains(
        "    let host = UIHostingController(rootView: PhotoView(photo: photo))\n    host.safeAreaRegions = []\n"
      ))
    XCTAssertFalse(FileManager.default.fileExists(atPath: folder + "/Sources/App/InsetfixSafeArea.swift"))
    XCTAssertEqual(Support.cli(["lint", "Sources"], in: folder).stdout, "", "nothing left to find")
  }

  func
    test_deploymentTarget15_writesTheCompositeInPlace_andTheHelperOncePerModule_andASecondFixChangesNothing()
  {
    let folder = makePackage(".iOS(.v15)")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let first = Support.cli(["fix", "Sources"], in: folder)
    XCTAssertEqual(first.status, 0, first.stderr)
    let cell = Support.read(folder + "/Sources/App/Cells/Cell.swift")
    let base = Support.read(folder + "/Sources/App/BaseCell.swift")
    XCTAssertTrue(
      cell.contains(
        "    if #available(iOS 16.4, *) {\n        controller.safeAreaRegions = []\n    } else {\n"), cell)
    let helpers = [cell, base].filter { $0.contains("func disableSafeArea()") }
    XCTAssertEqual(helpers.count, 1, "one copy of the support code in the module")
    XCTAssertFalse(FileManager.default.fileExists(atPath: folder + "/Sources/App/InsetfixSafeArea.swift"))
    let second = Support.cli(["fix", "Sources"], in: folder)
    XCTAssertTrue(second.stderr.contains("changed 0 files"), second.stderr)
    XCTAssertEqual(
      [
        Support.read(folder + "/Sources/App/Cells/Cell.swift"),
        Support.read(folder + "/Sources/App/BaseCell.swift"),
      ],
      [cell, base])
    if let failures = Support.swiftcParseFailures([("Cell.swift", cell), ("BaseCell.swift", base)]) {
      XCTAssertEqual(failures, [])
    }
  }

  func test_deploymentTargetOption_winsOverPackageSwift() {
    let folder = makePackage(".iOS(.v15)")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let forced = Support.cli(["fix", "Sources", "--dry-run", "--deployment-target", "17.0"], in: folder)
    XCTAssertTrue(forced.stdout.contains("+    controller.safeAreaRegions = []"), forced.stdout)
    XCTAssertEqual(Support.cli(["fix", "Sources", "--deployment-target", "16"], in: folder).status, 2)
  }

  func test_fixedFiles_keepCRLFLineEndings_theByteOrderMark_andPermissions() throws {
    let folder = makePackage(".iOS(\"16.4\")")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = folder + "/Sources/App/Cells/Cell.swift"
    let crlf =
      "\u{FEFF}"
      + Support.read(path).split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\r\n")
    try Data(crlf.utf8).write(to: URL(fileURLWithPath: path))
    try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: path)
    let result = Support.cli(["fix", "Sources"], in: folder)
    XCTAssertEqual(result.status, 0, result.stderr)
    let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
    XCTAssertEqual(Array(bytes.prefix(3)), [0xEF, 0xBB, 0xBF])
    let text = String(decoding: bytes, as: UTF8.self)
    XCTAssertTrue(
      text.contains("UIHostingController(rootView: view)\r\n    controller.safeAreaRegions = []\r\n"), text)
    XCTAssertFalse(text.replacingOccurrences(of: "\r\n", with: "").contains("\n"), "no bare line feed")
    let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
    XCTAssertEqual(mode, 0o640)
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder + "/Sources/App/Cells")
    XCTAssertEqual(leftovers, ["Cell.swift"], "no temporary file left behind")
  }

  func test_otherRulesMechanicalFixes_applyWhateverTheTarget_andUnfixableFindingsSayWhy() {
    let folder = Support.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    Support.write(Support.read(app + "/Tracking.swift"), to: folder + "/Tracking.swift")
    Support.write(Support.read(app + "/PhotoView.swift"), to: folder + "/PhotoView.swift")
    let result = Support.cli(["fix", folder, "--deployment-target", "18.0"])
    let tracking = Support.read(folder + "/Tracking.swift")
    let order = ["List(todos)", ".onScrollGeometryChange", ".safeAreaInset"].map {
      tracking.range(of: $0)!.lowerBound
    }
    XCTAssertEqual(order, order.sorted(), "onScrollGeometryChange now comes before safeAreaInset")
    XCTAssertTrue(Support.read(folder + "/PhotoView.swift").contains("}.margins(.all, 0)"))
    XCTAssertTrue(result.stderr.contains("note: not fixed: the height is yours to choose"), result.stderr)
    XCTAssertTrue(
      result.stderr.contains("[iOS 18.0 (--deployment-target)] [input-view-bottom-inset]"), result.stderr)
    if let failures = Support.swiftcParseFailures([
      ("Tracking.swift", tracking), ("PhotoView.swift", Support.read(folder + "/PhotoView.swift")),
    ]) {
      XCTAssertEqual(failures, [])
    }
  }

  func test_aPolicyWithoutRuntimeHacks_changesTheSelection_andTheFindingNamesTheStrategyToApplyByHand() {
    let folder = makePackage(".iOS(.v15)")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    Support.write(#"{"policy": {"allowRuntimeHacks": false}}"#, to: folder + "/.insetfix.json")
    let before = Support.read(folder + "/Sources/App/Cells/Cell.swift")
    let result = Support.cli(["fix", "Sources"], in: folder)
    XCTAssertEqual(result.status, 1, "the cells are still findings at error severity")
    XCTAssertTrue(result.stderr.contains("note: not fixed: the selected strategy ("), result.stderr)
    XCTAssertTrue(
      result.stderr.contains("apply it by hand [iOS 15.0 (from Package.swift)] [hosted-cell-safe-area]"),
      result.stderr)
    XCTAssertEqual(Support.read(folder + "/Sources/App/Cells/Cell.swift"), before)
  }

  func test_lintSaysFixable_onlyWhenFixWouldEdit_underThePolicysSelection() {
    let folder = makePackage(".iOS(.v15)")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    func hostedCellFixable() -> [Bool] {
      let result = Support.cli(["lint", "Sources", "--reporter", "json", "--no-cache"], in: folder)
      let findings = Support.json(result.stdout)["findings"] as? [[String: Any]] ?? []
      return findings.filter { $0["rule"] as? String == "hosted-cell-safe-area" }.compactMap {
        $0["fixable"] as? Bool
      }
    }
    let byDefault = hostedCellFixable()
    XCTAssertFalse(byDefault.isEmpty)
    XCTAssertTrue(
      byDefault.allSatisfy { $0 }, "the default policy selects the generated helper: \(byDefault)")
    Support.write(#"{"policy": {"allowRuntimeHacks": false}}"#, to: folder + "/.insetfix.json")
    let withoutHacks = hostedCellFixable()
    XCTAssertTrue(withoutHacks.allSatisfy { !$0 }, "no mechanical edit for the selection: \(withoutHacks)")
  }
}
