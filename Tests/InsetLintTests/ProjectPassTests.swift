import Dispatch
import InsetTestSupport
import XCTest

@testable import InsetLint

/// How the project pass finds each rule's facts and orders its work.
final class ProjectPassTests: XCTestCase {
  private func analysis(_ path: String, _ rules: [RuleID]) -> FileAnalysis {
    var analysis = FileAnalysis(path: path)
    analysis.facts = rules.enumerated().map { RuleFacts(rule: $1, bytes: [UInt8($0)]) }
    return analysis
  }

  func test_factPlaces_listTheAnalysesHoldingARulesFacts_inOrder_withTheFirstOfThem() {
    let places = FactPlaces([
      analysis("A.swift", ["a", "b"]),
      analysis("B.swift", []),
      analysis("C.swift", ["b", "b", "a"]),
      analysis("D.swift", ["c"]),
    ])
    XCTAssertEqual(places.places(of: "a").map { [$0.analysis, $0.fact] }, [[0, 0], [2, 2]])
    XCTAssertEqual(
      places.places(of: "b").map { [$0.analysis, $0.fact] }, [[0, 1], [2, 0]],
      "a second fact of the same rule in one analysis is not read")
    XCTAssertEqual(places.places(of: "c").map { [$0.analysis, $0.fact] }, [[3, 0]])
    XCTAssertTrue(places.places(of: "d").isEmpty)
  }

  /// `facts(of:)` reads the same facts, in the same order, as a scan of every analysis did.
  func test_factsOfARule_areThoseOfTheAnalysesThatHoldThem_inAnalysisOrder() throws {
    let linter = Linter(rules: Support.rules)
    let paths = try FileManager.default.contentsOfDirectory(atPath: Support.fixtures + "/Lint/App").sorted()
    let analyses = try paths.map { name -> FileAnalysis in
      let path = Support.fixtures + "/Lint/App/" + name
      return try XCTUnwrap(try? SourceLoader.load(path, maxSize: 1 << 20).get()).map { linter.analyze($0) }!
    }
    let project = ProjectContext(analyses: analyses)
    let collector = ViewModelCollector()
    let read = project.facts(of: collector).map(\.path)
    let scanned = analyses.filter { $0.facts.contains { $0.rule == ViewModelCollector.description.id } }.map(
      \.path)
    XCTAssertFalse(scanned.isEmpty)
    XCTAssertEqual(read, scanned)
  }

  func test_theProjectPass_startsDeclaredFactsFirst_thenRulesThatWaitForNone() {
    let rules = Support.rules.compactMap { $0 as? any CollectingRule }
    let (facts, order) = Linter.projectPassOrder(rules)
    XCTAssertTrue(facts.contains { $0 == ProjectViewModel.self })
    XCTAssertEqual(order.sorted(), Array(rules.indices), "every rule is checked once")
    let firstWaiting = order.firstIndex { !rules[$0].projectFacts.isEmpty } ?? order.endIndex
    XCTAssertTrue(order[firstWaiting...].allSatisfy { !rules[$0].projectFacts.isEmpty })
  }
}

extension ProjectPassTests {
  /// Two project facts are made side by side: one being made does not hold up another (the view
  /// model and the hosted cells start together), and each is made once however many ask.
  func test_factsOfDifferentKinds_areMadeAtTheSameTime_andEachOnce() {
    let facts = DecodedFacts()
    let bMade = DispatchSemaphore(value: 0)
    let counts = PlainLock()
    nonisolated(unsafe) var made: [String: Int] = [:]
    nonisolated(unsafe) var aSawB = false
    let thread = PlainThread.start {
      _ = facts.once("a") {
        // Waits for `b`, made on the other thread meanwhile (one lock for all ids would hang here).
        aSawB = bMade.wait(timeout: .now() + 10) == .success
        counts.locked { made["a", default: 0] += 1 }
        return "A"
      }
    }
    let b = facts.once("b") {
      counts.locked { made["b", default: 0] += 1 }
      bMade.signal()
      return "B"
    }
    if let thread { pthread_join(thread, nil) }
    XCTAssertEqual(b as? String, "B")
    XCTAssertTrue(aSawB)
    XCTAssertEqual(facts.once("a") { "again" } as? String, "A")
    XCTAssertEqual(made, ["a": 1, "b": 1])
  }

  func test_parallelMap_keepsTheOrderOfItsItems() {
    let items = Array(0..<1_000)
    XCTAssertEqual(ProjectViewModel.parallelMap(items, jobs: 3) { $0 * 2 }, items.map { $0 * 2 })
    XCTAssertEqual(ProjectViewModel.parallelMap([7], jobs: 3) { $0 + 1 }, [8])
    XCTAssertEqual(ProjectViewModel.parallelMap([Int](), jobs: 3) { $0 }, [])
  }
}
