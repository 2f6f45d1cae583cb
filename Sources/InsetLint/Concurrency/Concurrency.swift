import InsetEmulation
import InsetEngine

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The lint engine's one lock: a plain mutex with a condition (no Foundation, no dispatch queue,
/// so a fresh process starts no dispatch pool for it). Shared in the package: the language server
/// uses it too.
package final class PlainLock: @unchecked Sendable {
  private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
  private let condition = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
  package init() {
    pthread_mutex_init(mutex, nil)
    pthread_cond_init(condition, nil)
  }
  deinit {
    pthread_mutex_destroy(mutex)
    pthread_cond_destroy(condition)
    mutex.deallocate()
    condition.deallocate()
  }

  package func locked<T>(_ body: () throws -> T) rethrows -> T {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    return try body()
  }

  /// Inside `locked`: releases the lock until another thread calls `broadcast`, then retakes it.
  package func wait() { pthread_cond_wait(condition, mutex) }

  /// Inside `locked`: wakes every thread waiting in `wait`.
  package func broadcast() { pthread_cond_broadcast(condition) }
}

/// A thread for a body (plain pthreads: a fresh process has no warm dispatch pool).
package enum PlainThread {
  /// Starts `body` on a new thread, to be joined with `pthread_join`; nil when no thread could
  /// be made (the caller does the work itself).
  package static func start(_ body: @escaping () -> Void) -> pthread_t? {
    final class Body {
      let run: () -> Void
      init(_ run: @escaping () -> Void) { self.run = run }
    }
    let box = Unmanaged.passRetained(Body(body))
    #if canImport(Darwin)
      var thread: pthread_t?
    #else
      var thread = pthread_t()
    #endif
    let started = pthread_create(
      &thread, nil,
      { argument in
        Unmanaged<Body>.fromOpaque(argument!).takeRetainedValue().run()
        return nil
      }, box.toOpaque())
    guard started == 0 else {
      box.release()
      return nil
    }
    return thread
  }

  /// Starts `body` on a thread nobody joins (a server's reader, a watcher).
  package static func detach(_ body: @escaping () -> Void) {
    guard let thread = start(body) else { return }
    pthread_detach(thread)
  }
}

/// Hands a buffer to `concurrentPerform` workers that each write distinct indices.
struct UnsafeSendable<T>: @unchecked Sendable {
  let value: T
  init(_ value: T) { self.value = value }
}
