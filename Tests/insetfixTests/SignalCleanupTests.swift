import Foundation
import XCTest

#if canImport(Glibc)
  import Glibc
#endif

/// SIGINT and SIGTERM during a run that is writing a file: the process ends by that signal, the
/// temporary file it was writing is gone, and the old report is still there, whole.
final class SignalCleanupTests: XCTestCase {
  func test_batchInterruptedBySIGINTorSIGTERM_removesItsTemporaryReport_andKeepsTheOldOne() throws {
    for signal in [SIGINT, SIGTERM] {
      let directory = try CLI.temporaryDirectory()
      defer { try? FileManager.default.removeItem(at: directory) }
      // The whole matrix: long enough to be caught writing.
      let config = try CLI.write(#"{"matrix": {}}"#, to: "batch.json", in: directory)
      let report = try CLI.write("the old report\n", to: "out.jsonl", in: directory)
      let process = Process()
      process.executableURL = CLI.executable
      process.arguments = ["batch", config, "--output", report, "--quiet", "--jobs", "1"]
      process.standardOutput = FileHandle.nullDevice
      process.standardError = FileHandle.nullDevice
      try process.run()
      var temporaries: [String] = []
      let deadline = Date().addingTimeInterval(60)
      while temporaries.isEmpty && process.isRunning && Date() < deadline {
        usleep(10_000)
        temporaries = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter {
          $0.hasPrefix(".out.jsonl.insetfix-")
        }
      }
      XCTAssertFalse(temporaries.isEmpty, "batch never started writing its report")
      kill(process.processIdentifier, signal)
      process.waitUntilExit()
      XCTAssertEqual(process.terminationReason, .uncaughtSignal, "signal \(signal)")
      XCTAssertEqual(process.terminationStatus, signal)
      let left = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
      XCTAssertEqual(left, ["batch.json", "out.jsonl"], "signal \(signal) left temporaries behind")
      XCTAssertEqual(try String(contentsOfFile: report, encoding: .utf8), "the old report\n")
    }
  }
}
