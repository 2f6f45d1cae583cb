@testable import InsetProblems
import InsetTestSupport
import Foundation
import InsetLint
import InsetReport
import XCTest

/// The rule contract: rule-owned facts survive the cache's coder, and a rule reading another
/// rule's facts works with that rule switched off.
final class RuleContractTests: XCTestCase {
  enum Shape: Codable, Equatable {
    case none
    case circle(radius: Double)
    case named(String, sides: Int?)
  }

  struct Facts: Codable, Equatable {
    var names: [String]
    var optional: String?
    var absent: Int?
    var nested: [[UInt8]]
    var shapes: [Shape]
    var flags: [String: Bool]
    var negative: Int
  }

  func test_factCoder_roundTripsStructsOptionalsEnumsWithPayloadsAndDictionaries() throws {
    let facts = Facts(
      names: ["a", "ü"], optional: "x", absent: nil, nested: [[1, 255], []],
      shapes: [.none, .circle(radius: 2.5), .named("hex", sides: 6), .named("blob", sides: nil)],
      flags: ["on": true, "off": false], negative: -42)
    XCTAssertEqual(try FactCoder.decode(Facts.self, from: FactCoder.encode(facts)), facts)
  }

  func test_factCoder_rejectsTruncatedBytes_insteadOfTrapping() throws {
    let bytes = try FactCoder.encode(Facts(names: ["abc"], nested: [], shapes: [], flags: [:], negative: 1))
    XCTAssertThrowsError(try FactCoder.decode(Facts.self, from: Array(bytes.dropLast(3))))
  }

  /// Writes into its first nested container after opening a second: legal `Codable`, but not
  /// something the streaming coder can hold.
  struct Interleaved: Encodable {
    enum Keys: String, CodingKey { case first, second, value }
    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: Keys.self)
      var first = container.nestedContainer(keyedBy: Keys.self, forKey: .first)
      var second = container.nestedContainer(keyedBy: Keys.self, forKey: .second)
      try second.encode(1, forKey: .value)
      try first.encode(2, forKey: .value)
    }
  }

  func test_factCoder_refusesAContainerWrittenAfterASiblingWasOpened_insteadOfWritingWrongBytes() {
    XCTAssertThrowsError(try FactCoder.encode(Interleaved())) { error in
      XCTAssertTrue(error is FactCoder.Misuse)
    }
  }

  func test_factCoder_writesAValueThatEncodesNothing_asAnEmptyObject() throws {
    struct Nothing: Codable, Equatable {}
    XCTAssertEqual(
      try FactCoder.decode([Nothing].self, from: FactCoder.encode([Nothing(), Nothing()])).count, 2)
  }

  /// The project pass reads facts collected in this run as they are, and facts from the cache
  /// decoded: both must give the same findings, for every rule's examples.
  func test_everyRulesExamples_findTheSame_fromDecodedFacts_asFromFactsCollectedInTheRun() {
    let linter = Linter(rules: Support.rules)
    for rule in Support.rules {
      for example in rule.description.triggering + rule.description.nonTriggering {
        let analyses = example.cleaned.map { linter.analyze(SourceFile(path: $0.name, text: $0.code)) }
        let fromCache = analyses.map { analysis -> FileAnalysis in
          var copy = analysis
          copy.facts = analysis.facts.map { RuleFacts(rule: $0.rule, bytes: $0.bytes) }
          return copy
        }
        XCTAssertEqual(
          linter.combine(fromCache), linter.combine(analyses),
          "\(rule.description.id), example line \(example.sourceLine)")
      }
    }
  }

  func test_aRuleReadingAnotherRulesFacts_stillFires_whenThatRuleIsOff_seed000() {
    let files = [
      ("PhotoView.swift", "struct PhotoView: View { var body: some View { Color.red.ignoresSafeArea() } }"),
      (
        "PhotoCell.swift",
        """
        class PhotoCell: UICollectionViewCell {
          func show() {
            let host = UIHostingController(rootView: PhotoView())
            contentView.addSubview(host.view)
          }
        }
        """
      ),
    ]
    let linter = Linter(rules: Support.rules, settings: RuleSettings(disabled: ["hosted-cell-safe-area"]))
    let findings = linter.combine(files.map { linter.analyze(SourceFile(path: $0.0, text: $0.1)) })
    XCTAssertEqual(findings.map(\.rule), ["ignores-safe-area-in-cell"])
  }

  func test_collectedFacts_areCachedWithTheFile_andReplayTheSameFindings() throws {
    let folder = Support.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = folder + "/Cell.swift"
    Support.write(
      """
      class PhotoCell: UICollectionViewCell {
        let host = UIHostingController(rootView: PhotoView())
        func show() { contentView.addSubview(host.view) }
      }
      """, to: path)
    let linter = Linter(rules: Support.rules)
    let analysis = try XCTUnwrap(try? SourceLoader.load(path, maxSize: 1 << 20).get()).map {
      linter.analyze($0)
    }!
    XCTAssertTrue(analysis.facts.map(\.rule).contains("hosted-cell-safe-area"))
    let cache = LintCache(directory: folder + "/cache", fingerprint: "test")
    cache.store(analysis, stat: SourceLoader.fileStat(path)!)
    try cache.save()
    let replayed = try XCTUnwrap(
      LintCache(directory: folder + "/cache", fingerprint: "test").analysis(
        for: path, stat: SourceLoader.fileStat(path)!))
    XCTAssertEqual(linter.combine([replayed]), linter.combine([analysis]))
    XCTAssertEqual(linter.combine([replayed]).map(\.rule), ["hosted-cell-safe-area"])
  }

  static let hostedCell = """
    class PhotoCell: UICollectionViewCell {
      func show() {
        let host = UIHostingController(rootView: PhotoView())
        contentView.addSubview(host.view)
      }
    }
    """

  func test_aHostedCellFinding_sitsWhereTheControllerIsMade_withTheCellAsARelatedLocation_seed000() {
    let findings = Support.lint([("Cell.swift", Self.hostedCell)]).filter {
      $0.rule == "hosted-cell-safe-area"
    }
    XCTAssertEqual(findings.map(\.line), [3])
    XCTAssertEqual(findings.first?.related.map(\.line), [1])
    XCTAssertFalse(findings.first?.message.contains("seed") ?? true)
  }

  func test_aSuppressionAtTheRelatedLocation_silencesTheFinding_andCountsAsUsed() {
    let atCell = "// insetfix:disable:next hosted-cell-safe-area\n" + Self.hostedCell
    XCTAssertEqual(Support.lint([("Cell.swift", atCell)]).map(\.rule), [])
    let lines = Self.hostedCell.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let atCreation = (lines[0..<2] + ["    // insetfix:disable:next hosted-cell-safe-area"] + lines[2...])
      .joined(separator: "\n")
    XCTAssertEqual(Support.lint([("Cell.swift", atCreation)]).map(\.rule), [])
  }

  func test_sarif_listsRelatedLocations() {
    let findings = Support.lint([("Cell.swift", Self.hostedCell)])
    let sarif = Support.json(
      ReporterKind.sarif.render(LintReport(findings: findings, filesLinted: 1, toolVersion: "test", rules: RuleSet(Support.rules))))
    let result = ((sarif["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])?.first ?? [:]
    let related = result["relatedLocations"] as? [[String: Any]] ?? []
    let region = ((related.first?["physicalLocation"] as? [String: Any])?["region"] as? [String: Any]) ?? [:]
    XCTAssertEqual(region["startLine"] as? Int, 1)
  }

  /// Inputs the project fuzzer found (Fuzz/Regressions/project), replayed as it reads them: facts
  /// of a Swift file, with one byte damaged, decode to facts whose encoding is a fixed point (a
  /// damaged number once decoded as NaN, which the first harness compared by value).
  func test_everyKeptProjectFuzzInput_decodesToFactsThatEncodeToThemselves() throws {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Fuzz/Regressions/project")
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    XCTAssertFalse(names.isEmpty)
    func fixedPoint<T: Codable>(_ type: T.Type, _ bytes: [UInt8], _ name: String) {
      guard let facts = try? FactCoder.decode(type, from: bytes) else { return }
      let encoded = try? FactCoder.encode(facts)
      XCTAssertNotNil(encoded, name)
      let again = encoded.flatMap { try? FactCoder.decode(type, from: $0) }.flatMap {
        try? FactCoder.encode($0)
      }
      XCTAssertEqual(again, encoded, name)
    }
    let linter = Linter(rules: Support.rules)
    for name in names {
      let input = [UInt8](try Data(contentsOf: folder.appendingPathComponent(name)))
      guard let mode = input.first else { continue }
      let bytes = Array(input.dropFirst())
      switch mode % 3 {
      case 0:
        let text = String(decoding: bytes, as: UTF8.self)
        _ = XcodeProject.load("/r/App.xcodeproj/project.pbxproj") { $0.hasSuffix(".pbxproj") ? text : nil }
      case 1:
        fixedPoint(HostedCellFacts.self, bytes, name)
        fixedPoint(ViewFileFacts.self, bytes, name)
      default:
        let source = bytes.withUnsafeBufferPointer { SourceFile(path: "A.swift", bytes: $0) }
        for stored in linter.analyze(source).facts where !stored.bytes.isEmpty {
          var damaged = stored.bytes
          damaged[damaged.count / 2] ^= bytes.first ?? 0x5A
          fixedPoint(HostedCellFacts.self, damaged, name)
          fixedPoint(ViewFileFacts.self, damaged, name)
        }
      }
    }
  }
}
