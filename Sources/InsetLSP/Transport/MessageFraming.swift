#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One frame of the base protocol: `Content-Length: N\r\n` (other headers allowed), a blank line,
/// then N bytes of JSON. What a reader can get out of the byte stream.
public enum Frame: Equatable, Sendable {
  /// A body, as sent (its UTF-8 is not checked here).
  case body([UInt8])
  /// A header block without a usable `Content-Length`: the reason (the stream resynchronises at
  /// the next `Content-Length:` header).
  case malformed(String)
}

/// Splits a byte stream into frames. Fed bytes as they arrive; frames come out whole, so a
/// message split across reads (or several in one read) is handled the same way.
public struct FrameDecoder: Sendable {
  /// A declared body larger than this is refused (and skipped): 256 MiB.
  public static let maxBody = 256 << 20
  private var buffer: [UInt8] = []
  private var start = 0
  /// Bytes of a refused body still to be dropped.
  private var skipping = 0

  public init() {}

  public mutating func feed(_ bytes: some Collection<UInt8>) { buffer.append(contentsOf: bytes) }

  /// The next complete frame, or nil when more bytes are needed.
  public mutating func next() -> Frame? {
    defer { compact() }
    if skipping > 0 {
      let drop = min(skipping, buffer.count - start)
      start += drop
      skipping -= drop
      if skipping > 0 { return nil }
    }
    // The header block ends at the first blank line ("\r\n\r\n", or "\n\n" from sloppy clients).
    guard let (headerEnd, bodyStart) = headerBlock() else { return nil }
    var length: Int?
    var problem: String?
    // Lines split on bytes: "\r\n" is one Character, so a String split on "\n" would miss it.
    let lines = buffer[start..<headerEnd].split(whereSeparator: { $0 == 0x0A || $0 == 0x0D })
    for line in lines.map({ Substring(String(decoding: $0, as: UTF8.self)) }) {
      guard let colon = line.firstIndex(of: ":") else {
        problem = "header line without ':' (\(line.prefix(40)))"
        continue
      }
      let name = line[..<colon].trimmingSpaces.lowercased()
      let value = line[line.index(after: colon)...].trimmingSpaces
      if name == "content-length" {
        if let number = Int(value), number >= 0 {
          length = number
        } else {
          problem = "Content-Length is not a length: '\(value.prefix(40))'"
        }
      }
    }
    guard let length else {
      // Drop the header block up to the next "Content-Length:" (a body sent without a header
      // would otherwise be read as header lines forever).
      start = resync(after: start + 1) ?? bodyStart
      return .malformed(problem ?? "no Content-Length header")
    }
    guard length <= Self.maxBody else {
      start = bodyStart
      skipping = length
      return .malformed("Content-Length \(length) is over the \(Self.maxBody)-byte limit; body skipped")
    }
    guard buffer.count - bodyStart >= length else { return nil }
    let body = Array(buffer[bodyStart..<bodyStart + length])
    start = bodyStart + length
    return .body(body)
  }

  /// Bytes held for a frame not yet complete.
  public var pending: Int { buffer.count - start }

  private func headerBlock() -> (end: Int, bodyStart: Int)? {
    var index = start
    while index < buffer.count {
      if buffer[index] == 0x0A {
        if index + 1 < buffer.count, buffer[index + 1] == 0x0A { return (index, index + 2) }
        if index + 2 < buffer.count, buffer[index + 1] == 0x0D, buffer[index + 2] == 0x0A {
          return (index > start && buffer[index - 1] == 0x0D ? index - 1 : index, index + 3)
        }
      }
      index += 1
    }
    return nil
  }

  /// The offset of the next "Content-Length:" (any case) at or after `from`, if one has arrived.
  private func resync(after from: Int) -> Int? {
    let needle = Array("content-length:".utf8)
    var index = from
    while index + needle.count <= buffer.count {
      // ASCII lower case: `| 0x20` leaves '-' and ':' as they are.
      if needle.indices.allSatisfy({ buffer[index + $0] | 0x20 == needle[$0] }) { return index }
      index += 1
    }
    return nil
  }

  private mutating func compact() {
    if start > 0 && (start == buffer.count || start > 1 << 16) {
      buffer.removeFirst(start)
      start = 0
    }
  }
}

extension Substring {
  fileprivate var trimmingSpaces: Substring {
    var text = self
    while let first = text.first, first == " " || first == "\t" { text = text.dropFirst() }
    while let last = text.last, last == " " || last == "\t" { text = text.dropLast() }
    return text
  }
}

/// Writes frames to a file descriptor, one whole frame at a time (several threads may send).
public final class FrameWriter: @unchecked Sendable {
  private let descriptor: Int32
  private var lock = pthread_mutex_t()
  /// Called with each body written (the log).
  public var onWrite: ((String) -> Void)?

  public init(descriptor: Int32) {
    self.descriptor = descriptor
    pthread_mutex_init(&lock, nil)
  }

  public static func frame(_ body: String) -> [UInt8] {
    let bytes = Array(body.utf8)
    return Array("Content-Length: \(bytes.count)\r\n\r\n".utf8) + bytes
  }

  /// False when the peer is gone (the write failed).
  @discardableResult
  public func send(_ body: String) -> Bool {
    let bytes = Self.frame(body)
    pthread_mutex_lock(&lock)
    defer { pthread_mutex_unlock(&lock) }
    onWrite?(body)
    var written = 0
    while written < bytes.count {
      let result = bytes.withUnsafeBytes { raw in
        write(descriptor, raw.baseAddress! + written, raw.count - written)
      }
      if result < 0 {
        if errno == EINTR { continue }
        return false
      }
      written += result
    }
    return true
  }
}
