import Dispatch
import InsetTestSupport
import XCTest

@testable import InsetLint

/// How the project pass orders its work.
final class ProjectPassTests: XCTestCase {
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
}
