import Dispatch
import InsetEmulation
import InsetEngine

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Phase timings on standard error when `INSETFIX_TRACE` is set (for the benchmark).
package struct PhaseTrace {
  package init() {}
  let enabled = getenv("INSETFIX_TRACE") != nil
  var last = PhaseTrace.now()
  var lines: [String] = []

  static func now() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
  }

  package mutating func mark(_ phase: String) {
    guard enabled else { return }
    let time = PhaseTrace.now()
    lines.append("\(phase): \(Int((time - last) * 1_000_000)) us")
    last = time
  }

  /// A figure beside the phases ("outcomes measured 812"), computed only when tracing.
  package mutating func note(_ text: () -> String) {
    guard enabled else { return }
    lines.append(text())
  }

  package func finish() {
    guard enabled else { return }
    let text = Array(("trace: " + lines.joined(separator: ", ") + "\n").utf8)
    _ = text.withUnsafeBufferPointer { write(2, $0.baseAddress, $0.count) }
  }
}
