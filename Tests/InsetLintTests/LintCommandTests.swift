import Foundation
import FoundationXML
import InsetLint
import InsetTestSupport
import XCTest

/// `insetfix lint` end to end, on the built executable.
final class LintCommandTests: XCTestCase {
  let app = Support.fixtures + "/Lint/App"
  let clean = Support.fixtures + "/Lint/Clean"

  func test_lintOfTheFixtureApp_findsEveryRule_andExitsOneForTheErrorFindings() {
    let result = Support.cli(["lint", app, "--reporter", "json", "--no-cache"])
    XCTAssertEqual(result.status, 1, result.stderr)
    let findings = Support.json(result.stdout)["findings"] as? [[String: Any]] ?? []
    let rules = Set(findings.compactMap { $0["rule"] as? String })
    XCTAssertEqual(rules, Set(Support.rules.map(\.description.id.rawValue)))
    let cells = findings.filter { $0["rule"] as? String == "hosted-cell-safe-area" }.compactMap {
      $0["message"] as? String
    }
    XCTAssertEqual(cells.count, 2, "the seed's cell and the one whose superclass is in another file")
    XCTAssertTrue(cells.contains { $0.contains("'PhotoCell'") })
    XCTAssertTrue(result.stderr.contains("17 findings (2 errors, 15 warnings) in 7 files"), result.stderr)
  }

  /// The Xcode reporter prints each related location after its finding as a `note:` line, as
  /// compilers do, so that "puts the controller's view into itself" says where.
  func test_xcodeReporter_printsRelatedLocationsAsNotes_afterTheirFinding() {
    let result = Support.cli([
      "lint", app + "/HostingCollectionViewCell.swift", app + "/BaseCell.swift", "--no-cache",
    ])
    let lines = result.stdout.split(separator: "\n").map(String.init)
    let finding = lines.firstIndex {
      $0.hasSuffix("[hosted-cell-safe-area]") && $0.contains(":9:22: error: ")
    }
    XCTAssertNotNil(finding, result.stdout)
    guard let finding, finding + 1 < lines.count else { return }
    XCTAssertTrue(
      lines[finding + 1].hasSuffix(
        "HostingCollectionViewCell.swift:5:7: note: 'HostingCollectionViewCell' (a UICollectionViewCell subclass) puts the controller's view into itself"
      ), lines[finding + 1])
  }

  func test_jsonFindings_carryTheDocumentedFields_andTheProblemsStrategiesAsSuggestions() {
    let result = Support.cli([
      "lint", app + "/HostingCollectionViewCell.swift", app + "/BaseCell.swift", "--reporter", "json",
    ])
    let findings = Support.json(result.stdout)["findings"] as? [[String: Any]] ?? []
    let first = findings.first ?? [:]
    for key in ["file", "line", "column", "rule", "severity", "message", "problem", "fixable", "suggestions"]
    {
      XCTAssertNotNil(first[key], "missing \(key)")
    }
    // Where the fix goes: the line that makes the controller; the cell is a related location.
    XCTAssertEqual(first["line"] as? Int, 9)
    XCTAssertEqual(first["column"] as? Int, 22)
    XCTAssertEqual((first["related"] as? [[String: Any]])?.first?["line"] as? Int, 5)
    let suggestions = (first["suggestions"] as? [[String: Any]] ?? []).compactMap {
      $0["strategy"] as? String
    }
    // Measured over the deployment range: what works below iOS 16.4 too, never the non-fix.
    XCTAssertTrue(suggestions.contains("official-or-dynamic-subclass"), "\(suggestions)")
    XCTAssertFalse(suggestions.contains("ignores-safe-area"), "\(suggestions)")
  }

  func test_everyReporter_rendersTheSameFindingsInItsFormat() {
    func run(_ reporter: String) -> String { Support.cli(["lint", app, "--reporter", reporter]).stdout }
    let xcode = run("xcode")
    // Findings, each followed by its related locations as notes.
    XCTAssertTrue(
      xcode.split(separator: "\n").allSatisfy {
        $0.range(of: #"^.+\.swift:\d+:\d+: (warning|error): .+ \[[a-z-]+\]$"#, options: .regularExpression)
          != nil || $0.range(of: #"^.+\.swift:\d+:\d+: note: .+$"#, options: .regularExpression) != nil
      },
      xcode)
    let sarif = Support.json(run("sarif"))
    XCTAssertEqual(sarif["version"] as? String, "2.1.0")
    let results = ((sarif["runs"] as? [[String: Any]])?.first?["results"] as? [Any]) ?? []
    XCTAssertEqual(results.count, 17)
    let github = run("github-actions")
    XCTAssertTrue(github.hasPrefix("::error file="), github)
    XCTAssertEqual(github.split(separator: "\n").count, 17)
    XCTAssertTrue(run("markdown").contains("| File | Line | Severity | Rule | Message |"))
    let checkstyle = run("checkstyle")
    XCTAssertTrue(checkstyle.contains("<checkstyle version=\"4.3\">"))
    XCTAssertEqual(checkstyle.components(separatedBy: "<error ").count - 1, 17)
    XCTAssertNotNil(try? XMLDocument(xmlString: checkstyle), "checkstyle output is well-formed XML")
  }

  func test_warningsAloneExitZero_butStrictMakesThemFail_andACleanFolderExitsZero() {
    let warningsOnly = app + "/PhotoView.swift"
    XCTAssertEqual(Support.cli(["lint", warningsOnly]).status, 0)
    XCTAssertEqual(Support.cli(["lint", warningsOnly, "--strict"]).status, 1)
    let result = Support.cli(["lint", clean, "--strict"])
    XCTAssertEqual(result.status, 0, result.stdout + result.stderr)
    XCTAssertEqual(result.stdout, "")
  }

  func test_missingPath_isAnInputError_withExitCodeTwo() {
    let result = Support.cli(["lint", "/no/such/folder"])
    XCTAssertEqual(result.status, 2)
    XCTAssertEqual(result.stderr, "insetfix: error: /no/such/folder: no such file or directory\n")
  }

  func test_folderWithoutSwiftFiles_isAnInputError_andUnknownOptionsAndReportersAreUsageErrors() {
    let folder = Support.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    Support.write("not swift", to: folder + "/README.md")
    let empty = Support.cli(["lint", folder])
    XCTAssertEqual(empty.status, 2)
    XCTAssertTrue(empty.stderr.contains("no Swift files"), empty.stderr)
    let reporter = Support.cli(["lint", clean, "--reporter", "yaml"])
    XCTAssertEqual(reporter.status, 2)
    XCTAssertTrue(
      reporter.stderr.contains(
        "valid: xcode, json, sarif, github-actions, markdown, checkstyle, junit, codeclimate, sonarqube"),
      reporter.stderr)
    XCTAssertEqual(Support.cli(["lint", clean, "--jobs", "0"]).status, 2)
    XCTAssertEqual(Support.cli(["lint", clean, "--strcit"]).status, 2)
  }

  func test_anotherPlatformsTargetFolder_isNotSearched_butIsLintedWhenNamed() {
    let folder = Support.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let photo = Support.read(app + "/PhotoView.swift")
    Support.write(photo, to: folder + "/Modals-macOS/PhotoView.swift")
    Support.write(photo, to: folder + "/Modals-iOS/PhotoView.swift")
    Support.write(photo, to: folder + "/Shared-iOS-macOS/PhotoView.swift")
    Support.write(photo, to: folder + "/Sample Watch App/PhotoView.swift")
    let whole = Support.cli(["lint", folder, "--reporter", "json"])
    let paths = (Support.json(whole.stdout)["findings"] as? [[String: Any]] ?? []).compactMap {
      $0["file"] as? String
    }
    XCTAssertFalse(paths.isEmpty, whole.stderr)
    XCTAssertFalse(paths.contains { $0.contains("Modals-macOS") }, "\(paths)")
    XCTAssertFalse(paths.contains { $0.contains("Watch App") }, "Xcode's watch target folder: \(paths)")
    XCTAssertTrue(
      paths.contains { $0.contains("Shared-iOS-macOS") }, "a folder shared with iOS is linted: \(paths)")
    let named = Support.cli(["lint", folder + "/Modals-macOS", "--reporter", "json"])
    XCTAssertFalse((Support.json(named.stdout)["findings"] as? [Any] ?? []).isEmpty, named.stderr)
  }

  func test_binaryNonUTF8AndHugeFiles_areSkippedWithAWarning_whileTheRestIsLinted() throws {
    let folder = Support.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try Data([0x63, 0x6C, 0x61, 0x00, 0x01, 0xFF]).write(to: URL(fileURLWithPath: folder + "/Binary.swift"))
    try Data([0x6C, 0x65, 0x74, 0x20, 0x61, 0x20, 0x3D, 0x20, 0x22, 0xC3, 0x28, 0x22]).write(
      to: URL(fileURLWithPath: folder + "/Latin.swift"))
    Support.write("let big = [" + String(repeating: "1, ", count: 400) + "]\n", to: folder + "/Huge.swift")
    Support.write(Support.read(app + "/PhotoView.swift"), to: folder + "/PhotoView.swift")
    let result = Support.cli(["lint", folder, "--max-file-size", "1000", "--reporter", "json"])
    XCTAssertEqual(result.status, 0, result.stderr)
    XCTAssertTrue(result.stderr.contains("Binary.swift: skipped: binary file"), result.stderr)
    XCTAssertTrue(
      result.stderr.contains("Latin.swift: skipped: not UTF-8 text (invalid byte at offset 9)"), result.stderr
    )
    XCTAssertTrue(result.stderr.contains("Huge.swift: skipped:"), result.stderr)
    XCTAssertEqual(
      (Support.json(result.stdout)["findings"] as? [Any])?.count, 2, "PhotoView.swift is still linted")
  }

  func test_unterminatedStringAndComment_areLintedAsFarAsTheyTokenize_andFixLeavesThemAlone() {
    let folder = Support.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let broken = """
      func apply(to cell: UICollectionViewCell) {
        cell.contentConfiguration = UIHostingConfiguration { Text("Row").background(.yellow) }
      }
      let title = "never closed
      """
    Support.write(broken, to: folder + "/Broken.swift")
    Support.write("/* open /* nested */\nlet x: CGFloat = 1\n", to: folder + "/Comment.swift")
    // A file no rule reads (no rule's trigger word, no class, no suppression) is not tokenized:
    // nothing in it could be linted or fixed, so it is not reported.
    Support.write("/* open\nlet x = 1\n", to: folder + "/Unread.swift")
    let lint = Support.cli(["lint", folder])
    XCTAssertEqual(lint.status, 0, lint.stderr)
    XCTAssertTrue(lint.stderr.contains("Broken.swift: unterminated string literal at 4:13"), lint.stderr)
    XCTAssertTrue(lint.stderr.contains("Comment.swift: unterminated block comment at 1:1"), lint.stderr)
    XCTAssertFalse(lint.stderr.contains("Unread.swift"), lint.stderr)
    XCTAssertTrue(
      lint.stdout.contains("[hosting-configuration-margins]"), "the part before the string is linted")
    let fix = Support.cli(["fix", folder])
    XCTAssertTrue(
      fix.stderr.contains("Broken.swift: unterminated string literal at 4:13; not fixed"), fix.stderr)
    XCTAssertEqual(Support.read(folder + "/Broken.swift"), broken, "nothing lost")
  }

  func test_malformedConfig_isAnInputError_namingTheFileAndJSONPath() {
    let folder = Support.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    Support.write(Support.read(app + "/PhotoView.swift"), to: folder + "/PhotoView.swift")
    Support.write(#"{"rules": {"hosted-cell-safe-aera": "off"}}"#, to: folder + "/.insetfix.json")
    let typo = Support.cli(["lint", folder])
    XCTAssertEqual(typo.status, 2)
    XCTAssertTrue(
      typo.stderr.contains(
        ".insetfix.json: $.rules: unknown rule 'hosted-cell-safe-aera' (did you mean 'hosted-cell-safe-area'?)"
      ), typo.stderr)
    Support.write(#"{"rules": {"fragile-view-extraction": "loud"}}"#, to: folder + "/.insetfix.json")
    let value = Support.cli(["lint", folder])
    XCTAssertEqual(value.status, 2)
    XCTAssertTrue(
      value.stderr.contains("$.rules[\"fragile-view-extraction\"]: unknown value 'loud'"), value.stderr)
    Support.write(#"{"deploymentTarget": 16, }"#, to: folder + "/.insetfix.json")
    let syntax = Support.cli(["lint", folder])
    XCTAssertEqual(syntax.status, 2)
    XCTAssertTrue(syntax.stderr.contains(".insetfix.json:1:"), syntax.stderr)
  }

  func test_nearestConfig_turnsRulesOffAndChangesSeverity() {
    let folder = Support.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    Support.write(Support.read(app + "/PhotoView.swift"), to: folder + "/Sources/PhotoView.swift")
    Support.write(
      #"{"rules": {"fixed-horizontal-padding": "off", "hosting-configuration-margins": {"severity": "error"}}}"#,
      to: folder + "/.insetfix.json")
    let result = Support.cli(["lint", "Sources"], in: folder)
    XCTAssertEqual(result.status, 1)
    XCTAssertFalse(result.stdout.contains("fixed-horizontal-padding"))
    XCTAssertTrue(result.stdout.contains("error: UIHostingConfiguration without"), result.stdout)
    // Off, hosted-cell-safe-area still lends its facts to ignores-safe-area-in-cell.
    Support.write(Support.read(app + "/HostingCollectionViewCell.swift"), to: folder + "/Sources/Cell.swift")
    Support.write(Support.read(app + "/BaseCell.swift"), to: folder + "/Sources/BaseCell.swift")
    Support.write(#"{"rules": {"hosted-cell-safe-area": false}}"#, to: folder + "/.insetfix.json")
    let cellsOff = Support.cli(["lint", "Sources"], in: folder)
    XCTAssertFalse(cellsOff.stdout.contains("[hosted-cell-safe-area]"), cellsOff.stdout)
    XCTAssertTrue(cellsOff.stdout.contains("[ignores-safe-area-in-cell]"), cellsOff.stdout)
  }

  func test_inlineSuppressions_hideFindings_andOnesThatSuppressNothingAreReported() {
    let folder = Support.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    Support.write(
      """
      struct Screen: View {
        var body: some View {
          VStack { Text("a") }
            // insetfix:disable:next fixed-horizontal-padding - matches the design grid
            .padding(.horizontal, 16)
        }
      }
      // insetfix:disable fragile-view-extraction
      cell.contentConfiguration = UIHostingConfiguration { Text("b").background(.yellow) }  // insetfix:disable:this hosting-configuration-margins
      // insetfix:disable:next hosted-cell-safe-aera
      let b = 1
      """, to: folder + "/Screen.swift")
    let result = Support.cli(["lint", folder])
    let lines = result.stdout.split(separator: "\n").map(String.init)
    XCTAssertEqual(lines.count, 2, result.stdout)
    XCTAssertTrue(
      lines[0].contains(
        "Screen.swift:8:1: warning: insetfix:disable fragile-view-extraction suppresses nothing [unused-suppression]"
      ), lines[0])
    XCTAssertTrue(
      lines[1].contains("names unknown rule 'hosted-cell-safe-aera' (did you mean 'hosted-cell-safe-area'?)"),
      lines[1])
  }

  func test_baseline_hidesKnownFindings_butNotNewOnes() {
    let folder = Support.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    Support.write(Support.read(app + "/PhotoView.swift"), to: folder + "/PhotoView.swift")
    let write = Support.cli(["lint", ".", "--write-baseline", "baseline.json"], in: folder)
    XCTAssertEqual(write.status, 0)
    XCTAssertEqual((Support.json(Support.read(folder + "/baseline.json"))["findings"] as? [Any])?.count, 2)
    let known = Support.cli(["lint", ".", "--baseline", "baseline.json", "--strict"], in: folder)
    XCTAssertEqual(known.status, 0, known.stdout)
    XCTAssertTrue(known.stderr.contains("2 in the baseline"), known.stderr)
    Support.write(
      "cell.contentConfiguration = UIHostingConfiguration { Text(\"new\").background(.yellow) }\n",
      to: folder + "/New.swift")
    let fresh = Support.cli(["lint", ".", "--baseline", "baseline.json"], in: folder)
    XCTAssertTrue(fresh.stdout.contains("New.swift:1:29"), fresh.stdout)
    XCTAssertEqual(fresh.stdout.split(separator: "\n").count, 1)
    XCTAssertEqual(Support.cli(["lint", ".", "--baseline", "missing.json"], in: folder).status, 2)
  }

  func test_cache_replaysUnchangedFiles_reanalysesAChangedOne_andNoCacheReadsEverything() {
    let folder = Support.temporaryFolder()
    let cache = Support.temporaryFolder("cache")
    defer {
      try? FileManager.default.removeItem(atPath: folder)
      try? FileManager.default.removeItem(atPath: cache)
    }
    for name in ["PhotoView.swift", "Tracking.swift", "BaseCell.swift"] {
      Support.write(Support.read(app + "/" + name), to: folder + "/" + name)
    }
    let first = Support.cli(["lint", folder, "--cache-dir", cache])
    XCTAssertTrue(first.stderr.contains("in 3 files (0 from cache)"), first.stderr)
    let second = Support.cli(["lint", folder, "--cache-dir", cache])
    XCTAssertTrue(second.stderr.contains("in 3 files (3 from cache)"), second.stderr)
    XCTAssertEqual(second.stdout, first.stdout)
    Support.write(
      Support.read(folder + "/BaseCell.swift")
        + "\ncell.contentConfiguration = UIHostingConfiguration { Text(\"x\").background(.yellow) }\n",
      to: folder + "/BaseCell.swift")
    let third = Support.cli(["lint", folder, "--cache-dir", cache])
    XCTAssertTrue(third.stderr.contains("in 3 files (2 from cache)"), third.stderr)
    XCTAssertTrue(third.stdout.contains("BaseCell.swift:12:29"), third.stdout)
    Support.write(
      "// corrupt",
      to: try! FileManager.default.contentsOfDirectory(atPath: cache).map { cache + "/" + $0 }.first!)
    let corrupt = Support.cli(["lint", folder, "--cache-dir", cache])
    XCTAssertEqual(corrupt.stdout, third.stdout, "a damaged cache is ignored")
    let none = Support.cli(["lint", folder, "--no-cache", "--cache-dir", cache])
    XCTAssertTrue(none.stderr.contains("(0 from cache)"), none.stderr)

  }
}
