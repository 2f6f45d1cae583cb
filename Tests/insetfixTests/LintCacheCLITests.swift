import Foundation
import InsetLint
import XCTest

/// The lint cache under the conditions an editor and CI create: two runs at once on one tree and
/// one cache folder, and a cache file damaged after it was written. (Kills at random moments are
/// `scripts/kill-check.sh`.)
final class LintCacheCLITests: XCTestCase {
  /// A tree of the lint fixtures, `copies` times over, and the report of an uncached run.
  private func tree(copies: Int) throws -> (root: URL, reference: String) {
    let root = try CLI.temporaryDirectory()
    let fixtures = CLI.packageRoot.appendingPathComponent("Tests/Fixtures/Lint/App")
    for copy in 0..<copies {
      let folder = root.appendingPathComponent("tree/m\(copy)")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      for name in try FileManager.default.contentsOfDirectory(atPath: fixtures.path) {
        try FileManager.default.copyItem(
          at: fixtures.appendingPathComponent(name), to: folder.appendingPathComponent(name))
      }
    }
    let reference = try CLI.run(["lint", "tree", "--reporter", "json", "--no-cache"], in: root)
    XCTAssertFalse(reference.stdout.isEmpty)
    return (root, reference.stdout)
  }

  private func lintProcess(_ root: URL, output: String) throws -> Process {
    let process = Process()
    process.executableURL = CLI.executable
    process.arguments = [
      "lint", "tree", "--reporter", "json", "--cache-dir", "cache", "--output", output, "--quiet",
    ]
    process.currentDirectoryURL = root
    try process.run()
    return process
  }

  func test_twoLintRunsAtOnce_onOneTreeAndCache_bothReportCorrectly_andLeaveAValidCache() throws {
    let (root, reference) = try tree(copies: 20)
    defer { try? FileManager.default.removeItem(at: root) }
    let first = try lintProcess(root, output: "a.json")
    let second = try lintProcess(root, output: "b.json")
    first.waitUntilExit()
    second.waitUntilExit()
    for name in ["a.json", "b.json"] {
      let report = try String(contentsOf: root.appendingPathComponent(name), encoding: .utf8)
      XCTAssertEqual(report, reference, name)
    }
    let after = try CLI.run(["lint", "tree", "--reporter", "json", "--cache-dir", "cache"], in: root)
    XCTAssertEqual(after.stdout, reference)
    let files = try FileManager.default.contentsOfDirectory(
      atPath: CLI.packageRoot.appendingPathComponent("Tests/Fixtures/Lint/App").path
    ).filter { $0.hasSuffix(".swift") }.count
    XCTAssertTrue(after.stderr.contains("(\(20 * files) from cache)"), after.stderr)
  }

  func test_aDamagedCacheFile_isIgnored_notTrusted() throws {
    let (root, reference) = try tree(copies: 2)
    defer { try? FileManager.default.removeItem(at: root) }
    let args = ["lint", "tree", "--reporter", "json", "--cache-dir", "cache"]
    XCTAssertEqual(try CLI.run(args, in: root).stdout, reference)
    let cache = root.appendingPathComponent("cache")
    let files = try FileManager.default.contentsOfDirectory(atPath: cache.path).filter {
      $0.hasPrefix("lint-")
    }
    XCTAssertEqual(files.count, 3, "the run, the analyses and the report: \(files)")
    // Change one letter of a stored finding message in every cache file, as a bad disk would.
    for name in files {
      let url = cache.appendingPathComponent(name)
      var bytes = [UInt8](try Data(contentsOf: url))
      let needle = Array("safe".utf8)
      guard let at = (0..<(bytes.count - needle.count)).first(where: { Array(bytes[$0..<$0 + 4]) == needle })
      else {
        continue
      }
      bytes[at] = UInt8(ascii: "S")
      try Data(bytes).write(to: url)
    }
    let rerun = try CLI.run(args, in: root)
    XCTAssertEqual(rerun.stdout, reference)
    XCTAssertTrue(rerun.stderr.contains("(0 from cache)"), rerun.stderr)
  }

  /// A cached rerun replays each finding's deployment target while the project files it was read
  /// from are unchanged, and reads them again when one changes or another flag asks.
  func test_aCachedRerun_readsTheDeploymentTargetAgain_whenAProjectFileChanges() throws {
    let (root, _) = try tree(copies: 1)
    defer { try? FileManager.default.removeItem(at: root) }
    let manifest = root.appendingPathComponent("tree/Package.swift")
    func write(_ version: String) throws {
      try
        "// swift-tools-version:5.9\nlet package = Package(name: \"T\", platforms: [.iOS(\"\(version)\")])\n"
        .write(to: manifest, atomically: true, encoding: .utf8)
    }
    func versions(_ extra: [String] = []) throws -> Set<String> {
      let run = try CLI.run(["lint", "tree", "--reporter", "json", "--cache-dir", "cache"] + extra, in: root)
      let report = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
      let findings = report?["findings"] as? [[String: Any]] ?? []
      XCTAssertFalse(findings.isEmpty)
      return Set(findings.compactMap { ($0["deploymentTarget"] as? [String: Any])?["version"] as? String })
    }
    try write("16.0")
    XCTAssertEqual(try versions(), ["16.0"])
    XCTAssertEqual(try versions(), ["16.0"], "replayed")
    try write("17.0")
    XCTAssertEqual(try versions(), ["17.0"], "the manifest changed: read again")
    XCTAssertEqual(try versions(["--deployment-target", "18.0"]), ["18.0"], "the flag decides")
    XCTAssertEqual(try versions(), ["17.0"], "and the next run without it reads the manifest")
  }

  /// A finding judged with a project file (a landscape finding, with the orientations an
  /// Info.plist lists) is not replayed once that file says otherwise, although no Swift file changed.
  func test_aCachedRerun_judgesAgain_whenAnInfoPlistNowListsPortraitOnly() throws {
    let root = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let fixtures = CLI.packageRoot.appendingPathComponent("Tests/Fixtures/Lint/App")
    try FileManager.default.copyItem(at: fixtures, to: root.appendingPathComponent("tree"))
    func landscapeFindings() throws -> Int {
      let run = try CLI.run(["lint", "tree", "--cache-dir", "cache"], in: root)
      return run.stdout.components(separatedBy: "[landscape-side-safe-area]").count - 1
    }
    XCTAssertEqual(try landscapeFindings(), 1)
    XCTAssertEqual(try landscapeFindings(), 1, "replayed")
    try CLI.portraitOnlyInfoPlist.write(
      to: root.appendingPathComponent("tree/Info.plist"), atomically: true, encoding: .utf8)
    XCTAssertEqual(try landscapeFindings(), 0, "a portrait-only app has no landscape finding, cached or not")
  }

  func test_aCachedRerun_judgesAgain_whenAStoryboardRepinsAnOutlet() throws {
    let root = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let tree = root.appendingPathComponent("tree")
    try FileManager.default.createDirectory(at: tree, withIntermediateDirectories: true)
    try "// the project's folder\n".write(
      to: tree.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
    try """
    final class SetEmailController: UIViewController {
        @IBOutlet weak var buttonConstraint: NSLayoutConstraint!
        @objc func keyboardWillShow(_ note: Notification) {
            let end = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect ?? .zero
            buttonConstraint.constant = end.height
        }
    }
    """.write(to: tree.appendingPathComponent("SetEmailController.swift"), atomically: true, encoding: .utf8)
    func pinStoryboard(to item: String) throws {
      try """
      <document><scenes><scene sceneID="S"><objects>
        <viewController id="VC" customClass="SetEmailController">
          <view key="view" id="ROOT"><subviews><button id="BTN"/></subviews><viewLayoutGuide key="safeArea" id="SAFE"/>
            <constraints><constraint firstItem="\(item)" firstAttribute="bottom" secondItem="BTN" secondAttribute="bottom" id="C1"/></constraints>
          </view>
          <connections><outlet property="buttonConstraint" destination="C1" id="O1"/></connections>
        </viewController>
      </objects></scene></scenes></document>
      """.write(to: tree.appendingPathComponent("Main.storyboard"), atomically: false, encoding: .utf8)
    }
    func message() throws -> String {
      try CLI.run(["lint", "tree", "--cache-dir", "cache"], in: root).stdout
    }
    try pinStoryboard(to: "SAFE")
    XCTAssertTrue(try message().contains("pinned to the safe area"))
    XCTAssertTrue(try message().contains("pinned to the safe area"), "replayed")
    // Written in place: the folder's listing stays as it was, only the storyboard's mtime moves.
    try pinStoryboard(to: "ROOT")
    XCTAssertTrue(try message().contains("pinned to the view's bottom"), "the storyboard is read again")
  }

  /// A rebuilt `insetfix` (other rules, other findings) must not replay the old binary's cached
  /// analyses: the cache key names the running executable by path, size and modification time.
  /// Faked here by copying the binary, linting with the copy, then changing the copy.
  func test_aChangedBinary_doesNotReplayTheCacheOfTheOldOne() throws {
    let root = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let fixtures = CLI.packageRoot.appendingPathComponent("Tests/Fixtures/Lint/App")
    try FileManager.default.copyItem(at: fixtures, to: root.appendingPathComponent("tree"))
    let tool = root.appendingPathComponent("insetfix-copy")
    try FileManager.default.copyItem(at: CLI.executable, to: tool)
    func lint() throws -> String {
      let process = Process()
      process.executableURL = tool
      process.arguments = ["lint", "tree", "--cache-dir", "cache"]
      process.currentDirectoryURL = root
      let err = Pipe()
      process.standardError = err
      process.standardOutput = Pipe()
      try process.run()
      let text = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      process.waitUntilExit()
      return text
    }
    XCTAssertTrue(try lint().contains("(0 from cache)"))
    XCTAssertFalse(try lint().contains("(0 from cache)"), "the same binary replays its cache")
    // Another build: one byte more, a later modification time.
    let handle = try FileHandle(forWritingTo: tool)
    try handle.seekToEnd()
    try handle.write(contentsOf: Data([0]))
    try handle.close()
    try FileManager.default.setAttributes(
      [.modificationDate: Date().addingTimeInterval(5)], ofItemAtPath: tool.path)
    XCTAssertTrue(try lint().contains("(0 from cache)"), "a changed binary must analyse afresh")
  }

  func test_argv0WithoutASlash_isFoundOnThePath_likeAShellWould() throws {
    let folder = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let tool = folder.appendingPathComponent("insetfix")
    XCTAssertTrue(FileManager.default.createFile(atPath: tool.path, contents: Data("#!/bin/sh\n".utf8)))
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: tool.path)
    XCTAssertEqual(
      ExecutableIdentity.resolve(argv0: "insetfix", path: "/nonexistent:\(folder.path)"), tool.path)
    XCTAssertEqual(ExecutableIdentity.resolve(argv0: "./bin/insetfix", path: ""), "./bin/insetfix")
    XCTAssertNil(ExecutableIdentity.resolve(argv0: "insetfix", path: "/nonexistent"))
  }

  /// The suggestions and fixable settling a JSON or SARIF report adds are remembered in the cache
  /// folder by what they depend on: a cached rerun reads them instead of measuring (same report),
  /// a changed policy asks again, and `--no-cache` remembers nothing.
  func test_measuredSuggestions_areMemoisedInTheCache_byWhatTheyDependOn() throws {
    let (root, reference) = try tree(copies: 1)
    defer { try? FileManager.default.removeItem(at: root) }
    let first = try CLI.run(["lint", "tree", "--reporter", "json", "--cache-dir", "cache"], in: root)
    XCTAssertEqual(first.stdout, reference)
    let memo = root.appendingPathComponent("cache/selections.memo")
    let stored = try String(contentsOf: memo, encoding: .utf8)
    XCTAssertTrue(stored.hasPrefix("insetfix selections memo 1\n"))
    let entries = stored.split(separator: "\n").count - 1
    XCTAssertGreaterThan(entries, 0)
    let again = try CLI.run(["lint", "tree", "--reporter", "json", "--cache-dir", "cache"], in: root)
    XCTAssertEqual(again.stdout, reference)
    XCTAssertEqual(try String(contentsOf: memo, encoding: .utf8), stored, "nothing measured again")
    _ = try CLI.write(#"{"policy": {"allowRuntimeHacks": false}}"#, to: "tree/.insetfix.json", in: root)
    let strict = try CLI.run(["lint", "tree", "--reporter", "json", "--cache-dir", "cache"], in: root)
    XCTAssertNotEqual(strict.stdout, reference, "no runtime hacks: other suggestions")
    XCTAssertGreaterThan(
      try String(contentsOf: memo, encoding: .utf8).split(separator: "\n").count - 1, entries)
    let none = root.appendingPathComponent("nocache")
    _ = try CLI.run(["lint", "tree", "--reporter", "json", "--no-cache", "--cache-dir", none.path], in: root)
    XCTAssertFalse(FileManager.default.fileExists(atPath: none.path))
  }
}
