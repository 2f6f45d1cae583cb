import InsetLint
import InsetTestSupport
import XCTest

@testable import InsetProblems

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
      let findings = Support.lint(
        files.map { ($0.name, $0.code) }, deploymentTarget: example.deploymentTarget
      )
      .filter { $0.rule == id }
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
        files.map { ($0.name, $0.code) }, rules: [rule], plans: example.plans,
        target: example.deploymentTarget ?? "15.0")
      XCTAssertEqual(
        outcome.nonConverging, [], "\(id): fix does not converge (line \(example.sourceLine))", file: file,
        line: line)
      if let fixed = example.fixed {
        XCTAssertEqual(
          texts[files[0].name], fixed, "\(id): fixed text of the example at line \(example.sourceLine)",
          file: file, line: line)
        let again = Support.fix(
          texts.map { ($0.key, $0.value) }, rules: [rule], plans: example.plans,
          target: example.deploymentTarget ?? "15.0")
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
      let findings = Support.lint(
        files.map { ($0.name, $0.code) }, deploymentTarget: example.deploymentTarget
      )
      .filter { $0.rule == id }
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

/// An editor lints on every keystroke, so a rule meets files cut off anywhere. Every prefix of
/// every example (at each line end and in the middle of each line) is linted by every rule at once:
/// a rule that reads past the last token crashes the test process, which fails the suite.
final class HalfTypedFileTests: XCTestCase {
  func test_everyRule_lintsEveryPrefixOfEveryExample_withoutCrashing() {
    var linted = 0
    for rule in Support.rules {
      let description = rule.description
      for example in description.triggering + description.nonTriggering {
        for source in example.cleaned {
          for prefix in Self.prefixes(of: source.code) {
            _ = Support.lint([(source.name, prefix)])
            linted += 1
          }
        }
      }
    }
    XCTAssertGreaterThan(linted, Support.rules.count * 48, "every rule's examples were cut and linted")
  }

  /// Each line's end and its middle, and each of those with a string literal opened there (a
  /// tokenizer stops at an unterminated string, so the file ends in the middle of a statement).
  static func prefixes(of code: String) -> [String] {
    let bytes = Array(code.utf8)
    var cuts: [Int] = []
    var lineStart = 0
    for (i, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
      cuts.append(lineStart + (i - lineStart) / 2)
      cuts.append(i)
      lineStart = i + 1
    }
    return cuts.flatMap { cut -> [String] in
      let prefix = String(decoding: bytes[..<cut], as: UTF8.self)
      return [prefix, prefix + " = \"", prefix + "\""]
    }
  }
}
