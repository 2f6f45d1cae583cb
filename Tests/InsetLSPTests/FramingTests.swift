import InsetEngine
import XCTest

@testable import InsetLSP

final class FramingTests: XCTestCase {
  func frame(_ body: String) -> [UInt8] { FrameWriter.frame(body) }

  func test_framesSplitAcrossReadsAndSeveralInOneRead_comeOutWhole() {
    let bytes = frame(#"{"a":1}"#) + frame(#"{"b":"é"}"#)
    for split in 0...bytes.count {
      var decoder = FrameDecoder()
      var frames: [Frame] = []
      decoder.feed(bytes[0..<split])
      while let frame = decoder.next() { frames.append(frame) }
      decoder.feed(bytes[split...])
      while let frame = decoder.next() { frames.append(frame) }
      XCTAssertEqual(
        frames, [.body(Array(#"{"a":1}"#.utf8)), .body(Array(#"{"b":"é"}"#.utf8))], "split at \(split)")
    }
  }

  func test_contentLengthCountsBytesNotCharacters() {
    XCTAssertEqual(String(decoding: frame("é"), as: UTF8.self), "Content-Length: 2\r\n\r\né")
  }

  func test_otherHeadersAndAnyCase_areAccepted() {
    var decoder = FrameDecoder()
    decoder.feed(
      Array("content-length: 2\r\nContent-Type: application/vscode-jsonrpc; charset=utf-8\r\n\r\n{}".utf8))
    XCTAssertEqual(decoder.next(), .body(Array("{}".utf8)))
  }

  func test_aHeaderWithoutLength_isReported_andTheNextFrameStillArrives() {
    var decoder = FrameDecoder()
    decoder.feed(Array("Content-Type: x\r\n\r\n{\"lost\":1}".utf8) + frame("{}"))
    guard case .malformed = decoder.next() else { return XCTFail("expected a malformed frame") }
    XCTAssertEqual(decoder.next(), .body(Array("{}".utf8)))
    XCTAssertNil(decoder.next())
  }

  func test_aBadLength_isReported() {
    var decoder = FrameDecoder()
    decoder.feed(Array("Content-Length: -4\r\n\r\n".utf8) + frame("[]"))
    guard case .malformed(let reason) = decoder.next() else { return XCTFail("expected a malformed frame") }
    XCTAssertTrue(reason.contains("not a length"), reason)
    XCTAssertEqual(decoder.next(), .body(Array("[]".utf8)))
  }

  func test_anOversizedBody_isSkipped() {
    var decoder = FrameDecoder()
    let huge = FrameDecoder.maxBody + 1
    decoder.feed(Array("Content-Length: \(huge)\r\n\r\n".utf8))
    guard case .malformed = decoder.next() else { return XCTFail("expected a malformed frame") }
    decoder.feed([UInt8](repeating: 0x20, count: huge))
    decoder.feed(frame("{}"))
    XCTAssertEqual(decoder.next(), .body(Array("{}".utf8)))
  }

  func test_messages_decodeAsRequestsNotificationsAndResponses() {
    let request = RPCMessage.decode(Array(#"{"jsonrpc":"2.0","id":3,"method":"shutdown"}"#.utf8)).message
    XCTAssertEqual(try request.get(), .request(id: 3, method: "shutdown", params: .null))
    let note = RPCMessage.decode(Array(#"{"jsonrpc":"2.0","method":"exit"}"#.utf8)).message
    XCTAssertEqual(try note.get(), .notification(method: "exit", params: .null))
    let response = RPCMessage.decode(Array(#"{"jsonrpc":"2.0","id":"a","result":null}"#.utf8)).message
    XCTAssertEqual(try response.get(), .response(id: "a", result: .null, error: nil))
  }

  func test_badBodies_getTheJSONRPCErrorCodes() {
    func code(_ body: String) -> Int? {
      if case .failure(let invalid) = RPCMessage.decode(Array(body.utf8)).message { return invalid.code }
      return nil
    }
    XCTAssertEqual(code("{"), RPCError.parseError)
    XCTAssertEqual(code("[1]"), RPCError.invalidRequest)
    XCTAssertEqual(code(#"{"id":1}"#), RPCError.invalidRequest)
    XCTAssertEqual(code(#"{"id":1,"method":3}"#), RPCError.invalidRequest)
  }

  func test_invalidUTF8_isRepairedAndSaid() {
    let body = Array(#"{"method":"x","params":{"t":""#.utf8) + [0xFF, 0xFE] + Array(#""}}"#.utf8)
    let (message, repaired) = RPCMessage.decode(body)
    XCTAssertTrue(repaired)
    XCTAssertEqual(
      try message.get(), .notification(method: "x", params: .object([("t", "\u{FFFD}\u{FFFD}")])))
  }

  func test_fileURIs_roundTripPathsWithSpacesAndUnicode() {
    let path = "/tmp/My App/Café #1.swift"
    XCTAssertEqual(FileURI.uri(path), "file:///tmp/My%20App/Caf%C3%A9%20%231.swift")
    XCTAssertEqual(FileURI.path(FileURI.uri(path)), path)
    XCTAssertEqual(FileURI.path("file://localhost/a/b.swift"), "/a/b.swift")
    XCTAssertNil(FileURI.path("untitled:Untitled-1"))
  }
}
