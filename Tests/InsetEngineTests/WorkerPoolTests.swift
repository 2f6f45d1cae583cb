import Foundation
import XCTest

@testable import InsetEngine

final class WorkerPoolTests: XCTestCase {
  /// Counts per index, from any thread.
  final class Tally: @unchecked Sendable {
    private var counts: [Int]
    private let lock = NSLock()
    init(_ count: Int) { counts = Array(repeating: 0, count: count) }
    func add(_ index: Int) { lock.withLock { counts[index] += 1 } }
    var values: [Int] { lock.withLock { counts } }
  }

  func test_everyIndexRunsExactlyOnce() {
    let pool = WorkerPool(workers: 3)
    let tally = Tally(500)
    pool.perform(500) { tally.add($0) }
    XCTAssertEqual(tally.values, Array(repeating: 1, count: 500))
  }

  func test_aLoopStartedInsideALoop_runsOnItsCaller_andFinishes() {
    let pool = WorkerPool(workers: 1)
    let tally = Tally(40)
    pool.perform(4) { outer in
      pool.perform(10) { inner in tally.add(outer * 10 + inner) }
    }
    XCTAssertEqual(tally.values, Array(repeating: 1, count: 40))
  }

  func test_loopsStartedFromTwoThreadsAtOnce_bothFinish() {
    let pool = WorkerPool(workers: 1)
    let tally = Tally(200)
    DispatchQueue.concurrentPerform(iterations: 2) { half in
      pool.perform(100) { tally.add(half * 100 + $0) }
    }
    XCTAssertEqual(tally.values, Array(repeating: 1, count: 200))
  }
}
