import Foundation
import InsetEmulation

/// Measurements already taken, keyed by everything a measurement depends on: strategy, scenario,
/// device, orientation, and the span of releases between the problem's breakpoints. Shared by
/// the threads of a batch; bounded, so memory does not grow with the matrix.
public final class OutcomeCache: @unchecked Sendable {
  struct Key: Hashable {
    let strategy: StrategyID
    let scenario: String
    let device: String
    let orientation: Orientation
    let span: Int
    let assumptions: Assumptions
  }

  private var entries: [Key: Outcome] = [:]
  private let lock = NSLock()
  private let capacity: Int
  public private(set) var hits = 0
  public private(set) var misses = 0

  public init(capacity: Int = 20_000) { self.capacity = capacity }

  func outcome(for key: Key) -> Outcome? {
    lock.lock()
    defer { lock.unlock() }
    if let outcome = entries[key] {
      hits += 1
      return outcome
    }
    misses += 1
    return nil
  }

  func store(_ outcome: Outcome, for key: Key) {
    lock.lock()
    defer { lock.unlock() }
    if entries.count >= capacity { entries.removeAll(keepingCapacity: true) }
    entries[key] = outcome
  }
}
