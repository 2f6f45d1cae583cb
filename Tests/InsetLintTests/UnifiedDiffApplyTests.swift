import InsetTestSupport
import Foundation
import InsetLint
import XCTest

/// `fix --dry-run` prints a patch that real tools apply: `git apply` and `patch -p1`, from the
/// folder it ran in, give the same files as `fix` itself, paths with spaces and a missing final
/// newline included.
final class UnifiedDiffApplyTests: XCTestCase {
  let app = Support.fixtures + "/Lint/App"

  /// A SwiftPM package deploying to iOS 15 (so the fix also adds support code), whose cell lives
  /// in a folder and a file with spaces in their names and ends without a newline.
  func makeProject(_ name: String = #function) -> String {
    let folder = Support.temporaryFolder(name)
    Support.write(
      """
      // swift-tools-version:5.9
      import PackageDescription
      let package = Package(name: "App", platforms: [.iOS(.v15)], targets: [.target(name: "My App")])
      """, to: folder + "/Package.swift")
    var cell = Support.read(app + "/HostingCollectionViewCell.swift")
    while cell.hasSuffix("\n") { cell.removeLast() }
    Support.write(cell, to: folder + "/Sources/My App/Photo Cell.swift")
    Support.write(Support.read(app + "/BaseCell.swift"), to: folder + "/Sources/My App/BaseCell.swift")
    return folder
  }

  func copy(_ folder: String, _ suffix: String) -> String {
    let target = folder + "-" + suffix
    try? FileManager.default.removeItem(atPath: target)
    try? FileManager.default.copyItem(atPath: folder, toPath: target)
    return target
  }

  /// Every file under `folder`, by relative path.
  func contents(_ folder: String) -> [String: String] {
    var result: [String: String] = [:]
    let enumerator = FileManager.default.enumerator(atPath: folder)
    while let path = enumerator?.nextObject() as? String {
      var isDirectory: ObjCBool = false
      if FileManager.default.fileExists(atPath: folder + "/" + path, isDirectory: &isDirectory),
        !isDirectory.boolValue
      {
        result[path] = Support.read(folder + "/" + path)
      }
    }
    return result
  }

  func test_dryRunPatch_appliesWithGitApplyAndPatchP1_toTheFilesFixWrites() throws {
    let git = try XCTUnwrap(Support.toolPath("git"), "git is needed for this test")
    let patch = try XCTUnwrap(Support.toolPath("patch"), "patch is needed for this test")
    let original = makeProject()
    let fixed = copy(original, "fixed")
    let viaGit = copy(original, "git")
    let viaPatch = copy(original, "patch")
    defer {
      for folder in [original, fixed, viaGit, viaPatch] {
        try? FileManager.default.removeItem(atPath: folder)
      }
    }

    let dryRun = Support.cli(["fix", "Sources", "--dry-run"], in: original)
    XCTAssertEqual(dryRun.status, 0, dryRun.stderr)
    XCTAssertTrue(dryRun.stdout.contains("--- a/Sources/My App/Photo Cell.swift\t\n"), dryRun.stdout)
    XCTAssertTrue(dryRun.stdout.contains("\\ No newline at end of file\n"), dryRun.stdout)
    XCTAssertEqual(Support.cli(["fix", "Sources"], in: fixed).status, 0)
    XCTAssertNotEqual(contents(fixed), contents(original), "the fix changed something")

    let patchFile = original + ".patch"
    Support.write(dryRun.stdout, to: patchFile)
    defer { try? FileManager.default.removeItem(atPath: patchFile) }
    let applied = Support.run(git, ["apply", "--verbose", patchFile], in: viaGit)
    XCTAssertEqual(applied.status, 0, applied.output)
    XCTAssertEqual(contents(viaGit), contents(fixed))
    let patched = Support.run(patch, ["-p1", "--batch", "--input", patchFile], in: viaPatch)
    XCTAssertEqual(patched.status, 0, patched.output)
    XCTAssertEqual(contents(viaPatch).filter { !$0.key.hasSuffix(".orig") }, contents(fixed))
  }

  func test_dryRunPaths_areRelativeToTheCurrentFolder_whetherTheArgumentIsRelativeOrAbsolute() {
    let folder = makeProject()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let relative = Support.cli(["fix", "Sources", "--dry-run"], in: folder).stdout
    let absolute = Support.cli(["fix", folder + "/Sources", "--dry-run"], in: folder).stdout
    XCTAssertTrue(relative.contains("+++ b/Sources/My App/Photo Cell.swift\t\n"), relative)
    XCTAssertEqual(absolute, relative)
  }

  func test_fileNames_areWrittenAsGitWritesThem() {
    XCTAssertEqual(
      UnifiedDiff.diff(old: "a\n", new: "b\n", path: "/p/x y.swift", relativeTo: "/p"),
      "--- a/x y.swift\t\n+++ b/x y.swift\t\n@@ -1,1 +1,1 @@\n-a\n+b\n")
    XCTAssertTrue(
      UnifiedDiff.diff(old: "a\n", new: "b\n", path: "/p/q\"t.swift", relativeTo: "/p/sub")
        .hasPrefix("--- \"a/../q\\\"t.swift\"\n+++ \"b/../q\\\"t.swift\"\n"))
  }

  func test_aLastLineLosingOrGainingItsNewline_isMarkedOnTheSideWithoutOne() {
    XCTAssertEqual(
      UnifiedDiff.diff(old: "a\nb", new: "a\nb\n", path: "f", relativeTo: "/"),
      "--- a/f\n+++ b/f\n@@ -1,2 +1,2 @@\n a\n-b\n\\ No newline at end of file\n+b\n")
  }

  func test_changesFarApart_getSeparateHunks_andCloseOnesShareOne() {
    let old = (1...30).map { "\($0)" }.joined(separator: "\n") + "\n"
    let far = old.replacingOccurrences(of: "\n5\n", with: "\nfive\n").replacingOccurrences(
      of: "\n25\n", with: "\nX\n")
    XCTAssertEqual(
      UnifiedDiff.diff(old: old, new: far, path: "f", relativeTo: "/").components(separatedBy: "\n@@ ").count,
      3)
    let near = old.replacingOccurrences(of: "\n5\n", with: "\nfive\n").replacingOccurrences(
      of: "\n12\n", with: "\nX\n")
    XCTAssertEqual(
      UnifiedDiff.diff(old: old, new: near, path: "f", relativeTo: "/").components(separatedBy: "\n@@ ")
        .count, 2)
  }
}
