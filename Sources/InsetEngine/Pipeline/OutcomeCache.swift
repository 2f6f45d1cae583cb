import Foundation
import InsetEmulation

/// Measurements already taken, keyed by everything a measurement depends on: strategy, scenario,
/// device, orientation, and the span of releases between the problem's breakpoints. Shared by
/// the threads of a batch, and by lint's suggestions and its fix plans, which walk the same
/// environments at the same time: a measurement another thread is taking is waited for, not
/// taken twice. Bounded, so memory does not grow with the matrix.
public final class OutcomeCache: @unchecked Sendable {
  struct Key: Hashable {
    let strategy: StrategyID
    let scenario: String
    /// `scenario`'s hash, computed once per prepared scenario: a scenario's text is long, and
    /// every verdict looks its measurement up.
    let scenarioHash: Int
    let device: String
    let orientation: Orientation
    let span: Int
    let assumptions: Assumptions

    /// Equality compares every field; the hash leaves out the long ones (the scenario's text,
    /// for its hash, and the assumptions, which one pipeline shares across its keys).
    func hash(into hasher: inout Hasher) {
      hasher.combine(strategy)
      hasher.combine(scenarioHash)
      hasher.combine(device)
      hasher.combine(orientation)
      hasher.combine(span)
    }
  }

  /// A measurement under way; `outcome` is set once, under the cache's lock.
  private final class Flight {
    var outcome: Outcome?
    /// Threads waiting for `outcome`: only then is the condition broadcast (a wake-up is a
    /// system call, and nearly every measurement has no one waiting for it).
    var waiting = 0
  }

  private var entries: [Key: Outcome] = [:]
  private var inFlight: [Key: Flight] = [:]
  private let condition = NSCondition()
  private let capacity: Int
  /// Measurements answered without running them (stored, or taken by another thread meanwhile).
  public private(set) var hits = 0
  /// Measurements run.
  public private(set) var misses = 0

  public init(capacity: Int = 20_000) { self.capacity = capacity }

  /// The outcome stored for `key`, else the one another thread is measuring, else `measure()`'s,
  /// stored.
  func outcome(for key: Key, measuring measure: () -> Outcome) -> Outcome {
    condition.lock()
    if let known = entries[key] {
      hits += 1
      condition.unlock()
      return known
    }
    if let flight = inFlight[key] {
      hits += 1
      flight.waiting += 1
      while flight.outcome == nil { condition.wait() }
      let shared = flight.outcome!
      condition.unlock()
      return shared
    }
    misses += 1
    let flight = Flight()
    inFlight[key] = flight
    condition.unlock()
    let measured = measure()
    condition.lock()
    flight.outcome = measured
    inFlight[key] = nil
    if entries.count >= capacity { entries.removeAll(keepingCapacity: true) }
    entries[key] = measured
    if flight.waiting > 0 { condition.broadcast() }
    condition.unlock()
    return measured
  }
}
