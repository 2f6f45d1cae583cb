@testable import InsetProblems
import InsetTestSupport
import InsetLint
import XCTest

/// Walks one rule's examples (SwiftLint-style): triggering examples fire exactly at their `↓`
/// markers, non-triggering ones stay quiet, fixes produce the expected text, a second fix changes
/// nothing, and every example and every fixed file passes `swiftc -parse`. Every message names the rule.
enum RuleExamples {
  static func verify(
    _ rule: any Rule, minimumExamples: Int = 8, file: StaticString = #filePath, line: UInt = #line
  ) {
    let description = rule.description
    let id = description.id
    var toParse: [(label: String, code: String)] = []
    XCTAssertGreaterThanOrEqual(
      description.triggering.count, minimumExamples, "\(id): too few triggering examples", file: file,
      line: line)
    XCTAssertGreaterThanOrEqual(
      description.nonTriggering.count, minimumExamples, "\(id): too few non-triggering examples", file: file,
      line: line)
    for text in [description.summary, description.rationale] {
      XCTAssertNil(
        text.range(of: "seed"), "\(id): user-facing text names an internal source", file: file, line: line)
    }
    for example in description.triggering {
      let files = example.cleaned
      let findings = Support.lint(files.map { ($0.name, $0.code) }).filter { $0.rule == id }
      for finding in findings {
        XCTAssertNil(
          finding.message.range(of: "seed"), "\(id): message names an internal source: \(finding.message)",
          file: file, line: line)
      }
      let expected = files.flatMap { file in file.markers.map { "\(file.name)@\($0)" } }.sorted()
      if expected.isEmpty {
        XCTAssertFalse(
          findings.isEmpty, "\(id): example at line \(example.sourceLine) does not trigger", file: file,
          line: line)
      } else {
        XCTAssertEqual(
          findings.map { "\($0.file)@\($0.offset)" }.sorted(), expected,
          "\(id): example at line \(example.sourceLine) triggers elsewhere: \(findings.map(\.message))",
          file: file, line: line)
      }
      let (outcome, texts) = Support.fix(
        files.map { ($0.name, $0.code) }, rules: [rule], plans: example.plans)
      XCTAssertEqual(
        outcome.nonConverging, [], "\(id): fix does not converge (line \(example.sourceLine))", file: file,
        line: line)
      if let fixed = example.fixed {
        XCTAssertEqual(
          texts[files[0].name], fixed, "\(id): fixed text of the example at line \(example.sourceLine)",
          file: file, line: line)
        let again = Support.fix(texts.map { ($0.key, $0.value) }, rules: [rule], plans: example.plans)
        XCTAssertEqual(
          again.outcome.changed.keys.sorted(), [], "\(id): a second fix changes something", file: file,
          line: line)
      }
      for source in files { toParse.append(("\(id) line \(example.sourceLine) \(source.name)", source.code)) }
      for (path, text) in texts where outcome.changed[path] != nil {
        toParse.append(("\(id) line \(example.sourceLine) fixed \(path)", text))
      }
    }
    for example in description.nonTriggering {
      let files = example.cleaned
      let findings = Support.lint(files.map { ($0.name, $0.code) }).filter { $0.rule == id }
      XCTAssertEqual(
        findings.map(\.message), [], "\(id): non-triggering example at line \(example.sourceLine)",
        file: file,
        line: line)
      for source in files { toParse.append(("\(id) line \(example.sourceLine) \(source.name)", source.code)) }
    }
    guard let failures = Support.swiftcParseFailures(toParse) else {
      print("swiftc not found: skipping the parse check")
      return
    }
    XCTAssertEqual(failures, [], file: file, line: line)
  }
}

/// SwiftLint's generated rule tests, as one walk: every registered rule's examples, each failure
/// naming its rule and the example's line.
final class RuleExamplesTests: XCTestCase {
  func test_everyRegisteredRule_triggersAtItsMarkers_staysQuietOtherwise_andFixesToParsableSwift() {
    XCTAssertFalse(Support.rules.isEmpty)
    for rule in Support.rules { RuleExamples.verify(rule) }
  }
}
