import InsetLint
import XCTest

/// One test walks every rule's examples (SwiftLint-style): triggering examples fire exactly at
/// their `↓` markers, non-triggering ones stay quiet, fixes produce the expected text, a second
/// fix changes nothing, and every example and every fixed file passes `swiftc -parse`.
final class RuleExamplesTests: XCTestCase {
  func
    test_everyRule_triggersAtItsMarkers_isQuietOnItsNonTriggeringExamples_andFixesIdempotentlyToParsableSwift()
  {
    var toParse: [(label: String, code: String)] = []
    for rule in RuleCatalog.all {
      let description = rule.description
      let id = description.id
      XCTAssertFalse(description.triggering.isEmpty, "\(id) has no triggering example")
      XCTAssertFalse(description.nonTriggering.isEmpty, "\(id) has no non-triggering example")
      for example in description.triggering {
        let files = example.cleaned
        let findings = Support.lint(files.map { ($0.name, $0.code) }).filter { $0.rule == id }
        let expected = files.flatMap { file in file.markers.map { "\(file.name)@\($0)" } }.sorted()
        if expected.isEmpty {
          XCTAssertFalse(findings.isEmpty, "\(id): example at line \(example.sourceLine) does not trigger")
        } else {
          XCTAssertEqual(
            findings.map { "\($0.file)@\($0.offset)" }.sorted(), expected,
            "\(id): example at line \(example.sourceLine) triggers elsewhere: \(findings.map(\.message))")
        }
        let (outcome, texts) = Support.fix(
          files.map { ($0.name, $0.code) }, rules: [rule], plans: example.plans)
        XCTAssertEqual(outcome.nonConverging, [], "\(id): fix does not converge (line \(example.sourceLine))")
        if let fixed = example.fixed {
          XCTAssertEqual(
            texts[files[0].name], fixed, "\(id): fixed text of the example at line \(example.sourceLine)")
          let again = Support.fix(texts.map { ($0.key, $0.value) }, rules: [rule], plans: example.plans)
          XCTAssertEqual(again.outcome.changed.keys.sorted(), [], "\(id): a second fix changes something")
        }
        for file in files { toParse.append(("\(id) line \(example.sourceLine) \(file.name)", file.code)) }
        for (path, text) in texts where outcome.changed[path] != nil {
          toParse.append(("\(id) line \(example.sourceLine) fixed \(path)", text))
        }
      }
      for example in description.nonTriggering {
        let files = example.cleaned
        let findings = Support.lint(files.map { ($0.name, $0.code) }).filter { $0.rule == id }
        XCTAssertEqual(
          findings.map(\.message), [], "\(id): non-triggering example at line \(example.sourceLine)")
        for file in files { toParse.append(("\(id) line \(example.sourceLine) \(file.name)", file.code)) }
      }
    }
    guard let failures = Support.swiftcParseFailures(toParse) else {
      print("swiftc not found: skipping the parse check")
      return
    }
    XCTAssertEqual(failures, [])
  }
}
