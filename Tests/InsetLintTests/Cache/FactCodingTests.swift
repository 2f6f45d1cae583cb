import Foundation
import InsetTestSupport
import XCTest

@testable import InsetLint

/// The view facts' one-pass readers and writers (`FactReadable`, `FactWritable`) read exactly
/// what `Decodable` reads from the bytes the cache stores and write exactly the bytes `Encodable`
/// writes, for every case of every type; damaged bytes are refused.
final class FactCodingTests: XCTestCase {
  /// Every case of `ViewNode.Head` and `ValueExpression`, nil and non-nil optionals, nested lists.
  let everyCase: ViewFileFacts = {
    let values: [ValueExpression] = [
      .number(16.5), .name(["Layout", "margin"]), .implicitMember("large"), .list([.number(1), .unknown]),
      .binary("*", .number(2), .name(["spacing"])), .negated(.number(4)),
      .call("max", ["of", nil], [.number(8), .conditional(.number(1), .number(2))]),
      .conditional(.name(["a"]), .number(0)), .text(9), .unknown,
    ]
    let arguments = values.enumerated().map { index, value in
      ViewArgument(
        label: index.isMultiple(of: 2) ? "l\(index)" : nil, value: index == 3 ? nil : value,
        views: index == 1 ? [ViewNode(head: .other, offset: 1, line: 1)] : [])
    }
    let modifier = ViewModifierUse(
      name: "padding", arguments: arguments, closures: [[ViewNode(head: .branch, offset: 3, line: 2)], []],
      source: ".padding(.horizontal, 16) é", offset: 10, line: 4, column: 7, range: [10, 35])
    let node = ViewNode(
      head: .call("VStack"), arguments: arguments,
      children: [
        [
          ViewNode(head: .member("body"), offset: 20, line: 5),
          ViewNode(head: .slot("content"), offset: 21, line: 5),
        ]
      ],
      closureLabels: [nil, "footer"], modifiers: [modifier], offset: 12, line: 3)
    let members = [
      ViewMember(name: "body", nodes: [node], line: 3),
      ViewMember(name: "row", labels: ["item", ""], nodes: [], line: 9),
    ]
    var facts = ViewFileFacts(
      types: [
        ViewTypeDeclaration(
          name: "Screen", kind: .view, slots: ["content"], members: members, offset: 0, line: 1),
        ViewTypeDeclaration(name: "Pad", kind: .modifier, slots: [], members: [], offset: 90, line: 12),
      ],
      presented: ["Sheet"],
      constants: [
        ViewConstant(name: "margin", owner: "Layout", value: .number(20)),
        ViewConstant(name: "gap", owner: nil, value: values[4]),
        ViewConstant(name: "inset", owner: "Row", value: .number(16), onIOS: false),
      ],
      made: ["Screen", "Row"], isWidgetFile: true)
    facts.previewMade = ["Screen"]
    facts.instances = [
      ViewInstance(
        name: "phone", owner: "Metrics", type: "Metrics", built: true, labels: ["margin", "gap"],
        values: [.number(16), values[4]], onIOS: true),
      ViewInstance(name: "metrics", owner: nil, type: "Metrics", built: false),
    ]
    facts.initializers = [
      ViewInitializer(
        owner: "Metrics", labels: ["base", "_"], parameters: ["b", "gap"], defaults: [.unknown, .number(4)],
        properties: ["margin"], values: [.binary("*", .name(["b"]), .number(2))])
    ]
    return facts
  }()

  func test_everyCaseOfEveryViewFactType_isWrittenAsEncodableWritesIt() throws {
    XCTAssertEqual(try FactCoder.encode(everyCase), try FactCoder.encodeWithCodable(everyCase))
  }

  func test_everyCaseOfEveryViewFactType_readsBackAsDecodableReadsIt() throws {
    let bytes = try FactCoder.encode(everyCase)
    let read = try FactCoder.decode(ViewFileFacts.self, from: bytes)
    XCTAssertEqual(read, everyCase)
    XCTAssertEqual(read, try FactCoder.decodeWithCodable(ViewFileFacts.self, from: bytes))
  }

  func test_theFixtureAppsViewFacts_areWrittenAndReadAsCodableDoes() throws {
    let folder = Support.fixtures + "/Lint"
    let files = FileManager.default.enumerator(atPath: folder)!.compactMap { $0 as? String }
      .filter { $0.hasSuffix(".swift") }
    var types = 0
    for file in files {
      let text = try String(contentsOfFile: folder + "/" + file, encoding: .utf8)
      let context = FileContext(file: SourceFile(path: file, text: text), fixing: nil)
      guard let facts = ViewModelCollector().collect(context) else { continue }
      let bytes = try FactCoder.encode(facts)
      XCTAssertEqual(bytes, try FactCoder.encodeWithCodable(facts), file)
      XCTAssertEqual(try FactCoder.decode(ViewFileFacts.self, from: bytes), facts, file)
      XCTAssertEqual(try FactCoder.decodeWithCodable(ViewFileFacts.self, from: bytes), facts, file)
      types += facts.types.count
    }
    XCTAssertGreaterThan(types, 5, "the fixtures declare views")
  }

  func test_truncatedOrAlteredBytes_areAFormatError_neverAValue() throws {
    let bytes = try FactCoder.encode(everyCase)
    for cut in [1, bytes.count / 3, bytes.count / 2, bytes.count - 1] {
      XCTAssertThrowsError(
        try FactCoder.decode(ViewFileFacts.self, from: Array(bytes[..<cut])), "cut at \(cut)")
    }
    XCTAssertThrowsError(try FactCoder.decode(ViewFileFacts.self, from: bytes + [0]), "a byte more")
    XCTAssertThrowsError(try FactCoder.decode(ViewFileFacts.self, from: try FactCoder.encode(["types": 1])))
  }
}
