import Foundation
import InsetTestSupport
import XCTest

/// Runs the built `insetfix` executable, as a user would.
struct CLIResult {
  let status: Int32
  let stdout: String
  let stderr: String
}

enum CLI {
  static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent()
    .deletingLastPathComponent()

  static var executable: URL {
    let beside = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    let candidates = [
      beside.appendingPathComponent("insetfix"),
      beside.deletingLastPathComponent().appendingPathComponent("insetfix"),
      packageRoot.appendingPathComponent(".build/debug/insetfix"),
    ]
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) } ?? candidates[2]
  }

  @discardableResult
  static func run(_ arguments: [String], in directory: URL? = nil, environment: [String: String] = [:]) throws
    -> CLIResult
  {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = directory }
    if !environment.isEmpty {
      process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    }
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    let errData = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return CLIResult(
      status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
      stderr: String(decoding: errData, as: UTF8.self))
  }

  /// A fresh temporary directory for files a test writes, removed when the tests end.
  static func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "insetfix-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    TemporaryDirectories.removeAtExit(url.path)
    return url
  }

  /// An Info.plist whose app supports portrait only.
  static let portraitOnlyInfoPlist = """
    <?xml version="1.0" encoding="UTF-8"?>
    <plist version="1.0"><dict>
    <key>UISupportedInterfaceOrientations</key>
    <array><string>UIInterfaceOrientationPortrait</string></array>
    </dict></plist>
    """

  static func write(_ text: String, to name: String, in directory: URL) throws -> String {
    let url = directory.appendingPathComponent(name)
    try text.write(to: url, atomically: true, encoding: .utf8)
    return url.path
  }
}

/// Asserts the run failed as an input error: exit 2, nothing on stdout, one line on stderr
/// containing every fragment.
func assertInputError(
  _ result: CLIResult, contains fragments: [String], file: StaticString = #filePath, line: UInt = #line
) {
  XCTAssertEqual(result.status, 2, "stderr: \(result.stderr)", file: file, line: line)
  XCTAssertEqual(result.stdout, "", file: file, line: line)
  let lines = result.stderr.split(separator: "\n")
  XCTAssertEqual(lines.count, 1, "expected one line, got: \(result.stderr)", file: file, line: line)
  for fragment in fragments {
    XCTAssertTrue(
      result.stderr.contains(fragment), "'\(fragment)' not in: \(result.stderr)", file: file, line: line)
  }
}
