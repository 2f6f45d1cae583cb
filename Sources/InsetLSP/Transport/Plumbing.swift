import InsetLint

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What the reader thread hands the server, in arrival order.
enum Incoming: Sendable {
  case message(RPCMessage)
  case invalid(RPCMessage.Invalid)
  case malformed(String)
  case end
}

/// A queue between the reader thread and the server's loop.
final class MessageQueue: @unchecked Sendable {
  private var items: [Incoming] = []
  private var head = 0
  private let lock = PlainLock()
  private var cancelled: Set<String> = []

  func push(_ item: Incoming) {
    lock.locked {
      items.append(item)
      lock.broadcast()
    }
  }

  /// The next item; when `wait` is false and nothing is queued, nil at once.
  func pop(wait: Bool) -> Incoming? {
    lock.locked {
      while head == items.count {
        guard wait else { return nil }
        lock.wait()
      }
      let item = items[head]
      head += 1
      if head > 1024 {
        items.removeFirst(head)
        head = 0
      }
      return item
    }
  }

  /// `$/cancelRequest` arrived for `id` (a request still queued is answered as cancelled).
  func cancel(_ id: String) {
    _ = lock.locked { cancelled.insert(id) }
  }

  func takeCancelled(_ id: String) -> Bool {
    lock.locked { cancelled.remove(id) != nil }
  }
}

/// The opt-in log (`insetfix lsp --log FILE`): one line per event, with a monotonic time.
public final class ServerLog: @unchecked Sendable {
  private let descriptor: Int32
  private let lock = PlainLock()
  private let started = ServerLog.now()

  /// Nil when the file cannot be opened for appending.
  public init?(path: String) {
    descriptor = open(path, O_WRONLY | O_CREAT | O_APPEND, 0o644)
    guard descriptor >= 0 else { return nil }
  }

  deinit { close(descriptor) }

  public static func now() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
  }

  public func write(_ line: String) {
    let elapsed = Int((Self.now() - started) * 1000)
    let bytes = Array("[\(elapsed) ms] \(line)\n".utf8)
    lock.locked { _ = bytes.withUnsafeBytes { systemWrite(descriptor, $0.baseAddress, $0.count) } }
  }
}

/// `write(2)` (inside `ServerLog` the name is its own method's).
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
  write(descriptor, bytes, count)
}

/// Exits the server when the client's process is gone (the `processId` of `initialize`), so an
/// editor that crashes leaves no server behind: polled with `kill(pid, 0)`.
enum ParentWatch {
  static func start(
    pid: Int32, every seconds: Double, log: ServerLog?, exit leave: @escaping @Sendable () -> Void
  ) {
    PlainThread.detach {
      while true {
        usleep(UInt32(seconds * 1_000_000))
        if kill(pid, 0) != 0 && errno == ESRCH {
          log?.write("client process \(pid) is gone: exiting")
          leave()
        }
      }
    }
  }
}
