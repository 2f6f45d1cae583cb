import Foundation

/// Threads kept for the pipeline's many short parallel loops: a selection measures a few dozen
/// outcomes between two prunings, hundreds of times, and a dispatch pool's workers woke too late
/// to take their share of loops that short (the calling thread ran two thirds of them). The
/// workers wait on a condition and start as soon as a loop is published; the caller works too.
/// One loop runs at a time: a loop started while another runs (from another thread, or nested
/// inside one) runs on its caller's thread alone.
final class WorkerPool: @unchecked Sendable {
  static let shared = WorkerPool(workers: ProcessInfo.processInfo.activeProcessorCount - 1)

  private final class Loop {
    let body: (Int) -> Void
    let count: Int
    var next = 0
    var done = 0
    init(_ body: @escaping (Int) -> Void, count: Int) {
      self.body = body
      self.count = count
    }
  }

  private let workers: Int
  private let condition = NSCondition()
  private let gate = NSLock()
  private var loop: Loop?
  private var generation = 0
  private var started = false

  init(workers: Int) { self.workers = max(0, workers) }

  /// Runs `body(index)` for every index of `0..<count`, each once, and returns when all are done.
  /// `body` escapes: a worker may still hold the finished loop when this returns.
  func perform(_ count: Int, _ body: @escaping (Int) -> Void) {
    guard count > 1, workers > 0, gate.try() else {
      for index in 0..<count { body(index) }
      return
    }
    defer { gate.unlock() }
    startWorkers()
    let loop = Loop(body, count: count)
    condition.lock()
    self.loop = loop
    generation += 1
    condition.broadcast()
    condition.unlock()
    run(loop)
    condition.lock()
    while loop.done < loop.count { condition.wait() }
    self.loop = nil
    condition.unlock()
  }

  private func startWorkers() {
    guard !started else { return }
    started = true
    for _ in 0..<workers {
      let thread = Thread { [self] in work() }
      thread.start()
    }
  }

  private func work() {
    var seen = 0
    condition.lock()
    while true {
      while loop == nil || generation == seen { condition.wait() }
      seen = generation
      let current = loop!
      condition.unlock()
      run(current)
      condition.lock()
    }
  }

  /// Takes indices until none is left.
  private func run(_ loop: Loop) {
    while true {
      condition.lock()
      let index = loop.next
      guard index < loop.count else {
        condition.unlock()
        return
      }
      loop.next += 1
      condition.unlock()
      loop.body(index)
      condition.lock()
      loop.done += 1
      if loop.done == loop.count { condition.broadcast() }
      condition.unlock()
    }
  }
}
