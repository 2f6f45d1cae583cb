import Foundation
import InsetEmulation
import InsetEngine
import XCTest

@testable import InsetLint
@testable import InsetProblems

final class SuggestionWarmerTests: XCTestCase {
  static let app = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/Lint/App").path

  var options: LintOptions {
    var options = LintOptions()
    options.paths = [Self.app]
    options.useCache = false
    options.deploymentTarget = "15.0"
    return options
  }

  func suggestions(warmed: Bool) throws -> (findings: [Finding], suggestions: [SuggestionGroup: [Suggestion]])
  {
    let runner = LintRunner(catalog: BuiltInProblems.catalog())
    var options = options
    options.preparesSuggestions = warmed
    let run = try runner.lint(options)
    return try runner.settledWithSuggestions(run.findings, options)
  }

  func test_aLintWhoseSuggestionsWereWarmedWhileItRan_reportsWhatAnUnwarmedOneReports() throws {
    let warmed = try suggestions(warmed: true)
    let plain = try suggestions(warmed: false)
    XCTAssertFalse(plain.suggestions.isEmpty, "the fixture app has findings with suggestions")
    XCTAssertEqual(warmed.suggestions, plain.suggestions)
    XCTAssertEqual(warmed.findings.map(\.fixNote), plain.findings.map(\.fixNote))
  }

  /// The warmer's work, run here on the test's thread until `stopped` turns true after `checks`
  /// questions: what it leaves in its memo.
  func warmed(
    stoppingAfter checks: Int, _ runner: LintRunner, target: OSVersion, environments: EnvironmentSet
  )
    throws -> SelectionMemo
  {
    final class Countdown: @unchecked Sendable {
      let lock = NSLock()
      var left: Int
      init(_ left: Int) { self.left = left }
      func tick() -> Bool {
        lock.lock()
        defer { lock.unlock() }
        left -= 1
        return left < 0
      }
    }
    let countdown = Countdown(checks)
    let memo = SelectionMemo(directory: nil)
    let suggesting = runner.rules.rules.map(\.description).filter { $0.suggests != .none }
    runner.warm(
      try runner.configuration(options), target: target, environments: environments, memo: memo,
      order: WarmingOrder(suggesting.map(\.id)), stopped: { countdown.tick() })
    return memo
  }

  func test_aWarmerStoppedPartWay_keepsOnlyTheAnswersItCompleted_eachAsAFullMeasurementGivesIt() throws {
    let runner = LintRunner(catalog: BuiltInProblems.catalog())
    let configuration = try runner.configuration(options)
    let target = OSVersion(15, 0)
    let environments = ProjectEnvironments.all.set
    let suggesting = runner.rules.rules.map(\.description).filter { $0.suggests != .none }
    let full = MeasuredSuggestions(
      pipeline: Pipeline(registry: runner.registry), policy: configuration.policy, environments: environments)
    var kept: [Int] = []
    for checks in [3, 60, 600, 1_000_000] {
      let memo = try warmed(stoppingAfter: checks, runner, target: target, environments: environments)
      var count = 0
      for rule in suggesting {
        let key = LintRunner.memoKey(.suggestions, rule, from: target, configuration, environments)
        guard let stored = memo.value(key) else { continue }
        count += 1
        XCTAssertEqual(
          Suggestion.decodeList(stored), full.suggestions(for: rule, deploymentTarget: target),
          "\(rule.id), stopped after \(checks) checks")
      }
      kept.append(count)
    }
    XCTAssertLessThan(kept.first!, suggesting.count, "stopped early, it cannot have answered every rule")
    XCTAssertEqual(kept.last!, suggesting.count, "never stopped, it answers every rule")
    XCTAssertEqual(kept, kept.sorted(), "stopped later, it keeps at least as much")
  }

  func test_theReport_readsWhatTheWarmerCompleted_andMeasuresNothingAgain() throws {
    let runner = LintRunner(catalog: BuiltInProblems.catalog())
    let run = try runner.lint(options)
    let configuration = try runner.configuration(options)
    let discovery = try runner.discovery(options, configuration)
    let file = try XCTUnwrap(run.findings.first?.file)
    let memo = try warmed(
      stoppingAfter: .max, runner, target: discovery.target(for: file).version,
      environments: discovery.environments(for: file).set)
    let measured = runner.pipeline.cache!.misses
    XCTAssertGreaterThan(measured, 0)
    let offered = try runner.suggestions(for: run.findings, options, memo: memo)
    XCTAssertFalse(offered.isEmpty)
    XCTAssertEqual(runner.pipeline.cache!.misses, measured, "every answer was read from the warmer's memo")
  }

  func test_anAnswerBoard_givesEachKeyOnce_andOnceTheReportSaysWhatItNeeds_nothingElse() {
    let board = AnswerBoard()
    XCTAssertTrue(board.claim("a"))
    XCTAssertFalse(board.claim("a"), "taken once, by the first to ask")
    XCTAssertTrue(board.wants("b"), "before the report speaks, every key is wanted")
    board.need(only: ["a", "c"])
    XCTAssertFalse(board.wants("b"))
    XCTAssertFalse(board.claim("b"), "not needed: nobody measures it")
    XCTAssertTrue(board.wants("a"), "taken and needed: its measurement goes on")
    XCTAssertTrue(board.claim("c"))
  }

  func test_aWarmerToldPartWayWhatTheReportNeeds_dropsTheAnswerUnderWay_andStoresOnlyNeededFullAnswers()
    throws
  {
    let runner = LintRunner(catalog: BuiltInProblems.catalog())
    let configuration = try runner.configuration(options)
    let target = OSVersion(15, 0)
    let environments = ProjectEnvironments.all.set
    let suggesting = runner.rules.rules.map(\.description).filter { $0.suggests != .none }
    let key = { (rule: RuleDescription) in
      LintRunner.memoKey(.suggestions, rule, from: target, configuration, environments)
    }
    let keys = suggesting.map(key)
    let needed = try XCTUnwrap(suggesting.last.map(key))
    let memo = SelectionMemo(directory: nil)
    let board = AnswerBoard()
    final class Clock: @unchecked Sendable {
      let lock = NSLock()
      var ticks = 0
      var storedBefore: Set<String>?
    }
    let clock = Clock()
    runner.warm(
      configuration, target: target, environments: environments, memo: memo,
      order: WarmingOrder(suggesting.map(\.id)), board: board,
      stopped: {
        clock.lock.lock()
        defer { clock.lock.unlock() }
        clock.ticks += 1
        if clock.ticks == 40 {
          clock.storedBefore = Set(keys.filter { memo.value($0) != nil })
          board.need(only: [needed])
        }
        return false
      })
    let before = try XCTUnwrap(clock.storedBefore, "the report spoke while the warmer worked")
    XCTAssertLessThan(before.count, suggesting.count - 1, "it spoke before the warmer was done")
    let stored = Set(keys.filter { memo.value($0) != nil })
    XCTAssertEqual(stored, before.union([needed]), "after that, only the needed answer is added")
    let full = MeasuredSuggestions(
      pipeline: Pipeline(registry: runner.registry), policy: configuration.policy, environments: environments)
    for rule in suggesting where stored.contains(key(rule)) {
      XCTAssertEqual(
        Suggestion.decodeList(memo.value(key(rule))!), full.suggestions(for: rule, deploymentTarget: target),
        rule.id.rawValue)
    }
  }
}
