import InsetEngine
import XCTest

final class JSONTests: XCTestCase {
  func test_parserKeepsObjectKeysInDocumentOrder() throws {
    let value = try JSONParser.parse(#"{"b": 1, "a": [true, null, "x"], "c": {"z": -1.5e2}}"#)
    XCTAssertEqual(value.serialized(pretty: false), #"{"b":1,"a":[true,null,"x"],"c":{"z":-150}}"#)
  }

  func test_syntaxErrorsNameLineAndColumn() {
    XCTAssertThrowsError(try JSONCursor.parse("{\n  \"a\": 1,\n  \"b\" 2\n}", file: "c.json")) { error in
      XCTAssertEqual("\(error)", "c.json:3:7: invalid JSON: expected ':' after key 'b'")
    }
  }

  func test_trailingCommaDuplicateKeyAndUnterminatedStringAreErrors() {
    for text in [#"{"a": 1,}"#, #"{"a": 1, "a": 2}"#, #"{"a": "x"#, "[1 2]", "", "01x"] {
      XCTAssertThrowsError(try JSONParser.parse(text), text)
    }
  }

  func test_stringEscapesRoundTrip() throws {
    let value = try JSONParser.parse(#"["a\"b\\c\n\u00e9\ud83d\ude00"]"#)
    XCTAssertEqual(value, .array([.string("a\"b\\c\né😀")]))
    XCTAssertEqual(try JSONParser.parse(value.serialized()), value)
  }

  func test_numbersPrintWithoutNoise() {
    XCTAssertEqual(JSONValue.number(0.1 + 0.2).serialized(), "0.3")
    XCTAssertEqual(JSONValue.number(16).serialized(), "16")
    XCTAssertEqual(JSONValue.number(-2.5).serialized(), "-2.5")
  }

  func test_wrongTypeNamesThePathAndTheExpectedType() throws {
    let cursor = try JSONCursor.parse(#"{"policy": {"prefer": [1]}}"#, file: "cfg.json")
    var root = try cursor.object()
    let prefer = try root.required("policy").object()
    var reader = prefer
    let items = try reader.required("prefer").array()
    XCTAssertThrowsError(try items[0].string()) { error in
      XCTAssertEqual("\(error)", "cfg.json: $.policy.prefer[0]: expected string, found number")
    }
  }

  func test_positiveRejectsZeroAndNegativeSizes() throws {
    let cursor = try JSONCursor.parse(#"{"h": 0, "w": -3}"#, file: "s.json")
    var reader = try cursor.object()
    XCTAssertThrowsError(try reader.required("h").positive()) { error in
      XCTAssertEqual("\(error)", "s.json: $.h: expected a number greater than 0, found 0")
    }
    XCTAssertThrowsError(try reader.required("w").nonNegative())
  }

  func test_mergeOverridesNestedKeysAndKeepsTheRest() throws {
    let base = try JSONParser.parse(#"{"a": 1, "b": {"c": 2, "d": 3}}"#)
    let merged = base.merged(with: try JSONParser.parse(#"{"b": {"d": 4}, "e": 5}"#))
    XCTAssertEqual(merged.serialized(pretty: false), #"{"a":1,"b":{"c":2,"d":4},"e":5}"#)
  }
}
