import Foundation
import XCTest

/// The reports' `docs` links point where the pages are: the `docs/` folder shipped with the
/// executable by default (the pages `insetfix rules RULE` prints), or the base a user sets with
/// `INSETFIX_DOCS_URL` or `docsBaseURL` in `.insetfix.json`. Never a placeholder.
final class DocsLinkTests: XCTestCase {
  let app = CLI.packageRoot.appendingPathComponent("Tests/Fixtures/Lint/App").path

  func findings(_ result: CLIResult) throws -> [[String: Any]] {
    let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    return try XCTUnwrap(json["findings"] as? [[String: Any]])
  }

  func test_byDefault_docsLinksAreTheShippedPages_whichExist_andHoldWhatRulesPrints() throws {
    let result = try CLI.run(["lint", app, "--reporter", "json", "--no-cache"])
    let found = try findings(result)
    XCTAssertFalse(found.isEmpty, result.stderr)
    for finding in found {
      let link = try XCTUnwrap(finding["docs"] as? String)
      XCTAssertFalse(link.contains("github.com/insetfix"), link)
      XCTAssertTrue(link.hasPrefix("file:///"), link)
      let path = String(link.dropFirst("file://".count))
      XCTAssertTrue(FileManager.default.fileExists(atPath: path), link)
      let rule = try XCTUnwrap(finding["rule"] as? String)
      XCTAssertTrue(path.hasSuffix("/docs/rules/\(rule).md"), path)
      let page = try String(contentsOfFile: path, encoding: .utf8)
      let printed = try CLI.run(["rules", rule]).stdout
      XCTAssertTrue(page.contains(printed.trimmingCharacters(in: .whitespacesAndNewlines).prefix(200)), rule)
    }
  }

  func test_theEnvironmentVariable_andTheConfigKey_setTheBase_inJSONAndSARIF() throws {
    let env = try CLI.run(
      ["lint", app, "--reporter", "json", "--no-cache"],
      environment: ["INSETFIX_DOCS_URL": "https://docs.example.com/insetfix/"])
    for finding in try findings(env) {
      let rule = try XCTUnwrap(finding["rule"] as? String)
      XCTAssertEqual(finding["docs"] as? String, "https://docs.example.com/insetfix/rules/\(rule).md")
    }
    let directory = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    try FileManager.default.copyItem(
      atPath: app + "/HostingCollectionViewCell.swift",
      toPath: directory.appendingPathComponent("A.swift").path)
    _ = try CLI.write(
      #"{"docsBaseURL": "https://intranet.example/insetfix"}"#, to: ".insetfix.json", in: directory)
    let sarif = try CLI.run(["lint", directory.path, "--reporter", "sarif", "--no-cache"])
    XCTAssertTrue(
      sarif.stdout.contains("\"helpUri\": \"https://intranet.example/insetfix/rules/"), sarif.stdout)
    XCTAssertFalse(sarif.stdout.contains("file://"))
    _ = try CLI.write(#"{"docsBaseURL": "intranet"}"#, to: ".insetfix.json", in: directory)
    let bad = try CLI.run(["lint", directory.path, "--no-cache"])
    assertInputError(bad, contains: ["$.docsBaseURL: expected an https://, http:// or file:// URL"])
  }
}
