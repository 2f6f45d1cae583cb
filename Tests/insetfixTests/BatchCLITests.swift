import Foundation
import XCTest

final class BatchCLITests: XCTestCase {
  var dir: URL!

  override func setUpWithError() throws { dir = try CLI.temporaryDirectory() }
  override func tearDownWithError() throws { try? FileManager.default.removeItem(at: dir) }

  func config(_ matrix: String, output: String = #"{"format": "jsonl"}"#, extra: String = "") throws -> String
  {
    try CLI.write(#"{"matrix": \#(matrix), "output": \#(output)\#(extra)}"#, to: "batch.json", in: dir)
  }

  let small =
    #"{"devices": ["iphone-15-pro", "iphone-se-3", "iphone-duo-closed"], "orientations": ["portrait", "landscape-left"], "os": ["16.0", "26.0", "27.1"], "problems": ["fixed-horizontal-padding", "input-view-bottom-inset"]}"#

  func test_jsonlHasResultThenSummaryThenSelectionLines() throws {
    let result = try CLI.run(["batch", try config(small), "--quiet"])
    XCTAssertEqual(result.status, 0, result.stderr)
    let kinds = result.stdout.split(separator: "\n").map { line -> String in
      let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
      return object?["kind"] as? String ?? "?"
    }
    XCTAssertEqual(kinds.first, "result")
    XCTAssertEqual(kinds.last, "selection")
    XCTAssertEqual(kinds.filter { $0 == "selection" }.count, 2)
    XCTAssertEqual(
      Array(kinds.drop(while: { $0 == "result" }).prefix(while: { $0 == "summary" })).isEmpty, false)
    // Releases each device runs: iphone-15-pro 26.0, 27.1; iphone-se-3 all three; the Duo 27.1 only.
    // × 2 orientations, × every strategy of both problems (7 + 4).
    XCTAssertEqual(kinds.filter { $0 == "result" }.count, (2 + 3 + 1) * 2 * (7 + 4))
  }

  func test_matrixSkipsReleasesADeviceCannotRun() throws {
    let result = try CLI.run(["batch", try config(small), "--quiet"])
    XCTAssertFalse(
      result.stdout.contains(#""device":"iphone-duo-closed","orientation":"portrait","os":"16.0""#))
    XCTAssertFalse(result.stdout.contains(#""device":"iphone-15-pro","orientation":"portrait","os":"16.0""#))
    XCTAssertTrue(result.stdout.contains(#""device":"iphone-se-3","orientation":"portrait","os":"16.0""#))
  }

  func test_outputIsByteIdenticalForEveryJobCount() throws {
    let path = try config(small)
    let one = try CLI.run(["batch", path, "--jobs", "1"])
    let two = try CLI.run(["batch", path, "--jobs", "2"])
    let five = try CLI.run(["batch", path, "--jobs", "5"])
    XCTAssertEqual(one.status, 0, one.stderr)
    XCTAssertEqual(one.stdout, two.stdout)
    XCTAssertEqual(one.stdout, five.stdout)
  }

  func test_shardResultLinesConcatenatedInOrderEqualTheUnshardedRun() throws {
    let path = try config(small)
    func results(_ extra: [String]) throws -> [Substring] {
      try CLI.run(["batch", path] + extra).stdout.split(separator: "\n").filter {
        $0.contains(#""kind":"result""#)
      }
    }
    let whole = try results([])
    let parts = try (1...3).flatMap { try results(["--shard", "\($0)/3"]) }
    XCTAssertEqual(whole, parts)
    XCTAssertFalse(whole.isEmpty)
  }

  func test_failOnUnfixedExitsOneWhenTheSelectionLeavesADefect() throws {
    // Portrait + landscape on a 20-pt phone at 27.0: no margin strategy is right in both.
    let gap =
      #"{"devices": ["iphone-15-pro"], "orientations": ["portrait", "landscape-left"], "os": ["27.0"], "problems": ["fixed-horizontal-padding"]}"#
    let result = try CLI.run([
      "batch", try config(gap, extra: #", "deploymentTarget": "27.0""#), "--fail-on", "unfixed",
    ])
    XCTAssertEqual(result.status, 1, result.stderr)
    let fine =
      #"{"devices": ["iphone-15-pro"], "orientations": ["portrait"], "os": ["27.1"], "problems": ["input-view-bottom-inset"]}"#
    // From 17.0, the first release the iPhone 15 Pro runs: below it no matrix device could judge.
    let clean = try CLI.run([
      "batch", try config(fine, extra: #", "deploymentTarget": "17.0""#), "--fail-on", "unfixed",
    ])
    XCTAssertEqual(clean.status, 0, clean.stderr)
  }

  func test_fileOutputIsWrittenAndNothingIsLeftBehindOnError() throws {
    let out = dir.appendingPathComponent("report.html").path
    let ok = try CLI.run(["batch", try config(small, output: #"{"format": "html", "path": "\#(out)"}"#)])
    XCTAssertEqual(ok.status, 0, ok.stderr)
    let html = try String(contentsOfFile: out, encoding: .utf8)
    XCTAssertTrue(html.hasPrefix("<!DOCTYPE html>"))
    XCTAssertTrue(html.contains("<svg"))
    XCTAssertFalse(html.contains("http://") && html.contains("<link"), "self-contained: nothing fetched")
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: dir.path).filter {
      $0.hasSuffix(".tmp")
    }
    XCTAssertEqual(leftovers, [])
  }

  /// `"path": "/dev/null"` or a named pipe must get the report written into it, never a file
  /// renamed over it (which would replace the device for every other program).
  func test_outputToANamedPipe_isWrittenIntoThePipe_andThePipeStaysAPipe() throws {
    let pipe = dir.appendingPathComponent("report.pipe").path
    XCTAssertEqual(mkfifo(pipe, 0o600), 0)
    let received = LockedData()
    let reader = Thread {
      if let handle = FileHandle(forReadingAtPath: pipe) { received.set(handle.readDataToEndOfFile()) }
    }
    reader.start()
    let result = try CLI.run([
      "batch", try config(small, output: #"{"format": "csv", "path": "report.pipe"}"#), "--quiet",
    ])
    XCTAssertEqual(result.status, 0, result.stderr)
    let deadline = Date().addingTimeInterval(30)
    while !received.done && Date() < deadline { usleep(10_000) }
    var info = stat()
    XCTAssertEqual(stat(pipe, &info), 0)
    XCTAssertEqual(info.st_mode & S_IFMT, S_IFIFO, "the pipe was replaced by a file")
    XCTAssertTrue(String(decoding: received.data, as: UTF8.self).hasPrefix("problem,device,"))
  }

  func test_csvHasAHeaderAndOneRowPerResult() throws {
    let result = try CLI.run(["batch", try config(small, output: #"{"format": "csv"}"#)])
    let lines = result.stdout.split(separator: "\n")
    XCTAssertTrue(lines.first?.hasPrefix("problem,device,orientation,os,strategy") ?? false)
    XCTAssertEqual(lines.count, 1 + (2 + 3 + 1) * 2 * (7 + 4))
  }

  // MARK: Bad config

  func test_unknownMatrixKeyIsNamedWithTheNearestKey() throws {
    let path = try config(#"{"device": ["iphone-15-pro"]}"#)
    assertInputError(
      try CLI.run(["batch", path]),
      contains: ["batch.json: $.matrix: unknown key 'device'", "did you mean 'devices'"])
  }

  func test_unknownTopLevelKeyIsNamed() throws {
    let path = try CLI.write(#"{"matrx": {}}"#, to: "b.json", in: dir)
    assertInputError(
      try CLI.run(["batch", path]), contains: ["b.json: $: unknown key 'matrx'", "did you mean 'matrix'"])
  }

  func test_wrongTypeNamesThePath() throws {
    let path = try config(#"{"orientations": "portrait"}"#)
    assertInputError(
      try CLI.run(["batch", path]), contains: ["$.matrix.orientations: expected array, found string"])
  }

  func test_emptyListIsRejected() throws {
    let path = try config(#"{"devices": []}"#)
    assertInputError(
      try CLI.run(["batch", path]), contains: ["$.matrix.devices: expected a non-empty array"])
  }

  func test_unknownDeviceIDIsNamedWithItsPath() throws {
    let path = try config(#"{"devices": ["iphone-15-pro", "pixel-8"]}"#)
    assertInputError(
      try CLI.run(["batch", path]), contains: ["$.matrix.devices[1]: unknown device 'pixel-8'"])
  }

  func test_fromLaterThanToIsRejected() throws {
    let path = try config(#"{"os": {"from": "18.0", "to": "16.0"}}"#)
    assertInputError(
      try CLI.run(["batch", path]), contains: ["$.matrix.os.from: 'from' 18.0 is later than 'to' 16.0"])
  }

  func test_unknownOutputFormatListsChoices() throws {
    let path = try config(small, output: #"{"format": "xml"}"#)
    assertInputError(try CLI.run(["batch", path]), contains: ["$.output.format", "jsonl", "html"])
  }

  func test_badConfigWritesNothing() throws {
    let out = dir.appendingPathComponent("never.jsonl").path
    let path = try config(#"{"os": ["16"]}"#, output: #"{"path": "\#(out)"}"#)
    assertInputError(try CLI.run(["batch", path]), contains: ["$.matrix.os[0]", "invalid OS version '16'"])
    XCTAssertFalse(FileManager.default.fileExists(atPath: out))
  }

  func test_badShardIsAUsageError() throws {
    assertInputError(
      try CLI.run(["batch", try config(small), "--shard", "4/3"]), contains: ["--shard", "I/N"])
  }

  func test_missingConfigFileIsAOneLineError() throws {
    assertInputError(
      try CLI.run(["batch", "/no/such/batch.json"]), contains: ["/no/such/batch.json: no such file"])
  }
}

/// Bytes handed from a reader thread to the test.
final class LockedData: @unchecked Sendable {
  private let lock = NSLock()
  private var value: Data?
  func set(_ data: Data) { lock.withLock { value = data } }
  var done: Bool { lock.withLock { value != nil } }
  var data: Data { lock.withLock { value ?? Data() } }
}
