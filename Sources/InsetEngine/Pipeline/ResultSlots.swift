/// Per-index results written by several threads, each index by exactly one. The storage is
/// allocated once: an array's `withUnsafeMutableBufferPointer` from several threads at once
/// is a mutation of the array each time, and they race.
final class ResultSlots<Value>: @unchecked Sendable {
  private let slots: UnsafeMutableBufferPointer<Result<Value, Error>?>
  init(count: Int) {
    slots = .allocate(capacity: count)
    slots.initialize(repeating: nil)
  }
  deinit {
    _ = slots.deinitialize()
    slots.deallocate()
  }
  func set(_ index: Int, _ value: Result<Value, Error>) { slots[index] = value }
  func values() throws -> [Value] { try slots.map { try $0!.get() } }
}
