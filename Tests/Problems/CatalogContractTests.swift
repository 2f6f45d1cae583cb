import Foundation
import InsetEmulation
import InsetEngine
import InsetLint
import XCTest

@testable import InsetProblems

/// The catalogue cannot drift from the tree: every problem folder is registered, and a strategy's
/// or a rule's id, type name and file name are one name (swift-format's "type = rule = config
/// key"); a rule that names a problem or a strategy nobody registered is refused.
final class CatalogContractTests: XCTestCase {
  static let problemsFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources/Problems")

  /// `kvo-sibling-search` and `KVOSiblingSearch` are one name: case and hyphens aside.
  static func sameName(_ id: String, _ typeName: String) -> Bool {
    id.replacingOccurrences(of: "-", with: "").lowercased() == typeName.lowercased()
  }

  static func folders() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: problemsFolder.path).filter { name in
      var isFolder: ObjCBool = false
      FileManager.default.fileExists(
        atPath: problemsFolder.appendingPathComponent(name).path, isDirectory: &isFolder)
      return isFolder.boolValue
    }.sorted()
  }

  static func folder(of problem: ProblemID) throws -> String? {
    try folders().first { sameName(problem.rawValue, $0) }
  }

  func test_everyProblemFolder_isRegistered_andEveryProblemHasAFolder() throws {
    let registered = BuiltInProblems.registry().problemIDs
    for folder in try Self.folders() {
      XCTAssertTrue(
        registered.contains { Self.sameName($0.rawValue, folder) },
        "Sources/Problems/\(folder) is not registered in BuiltInProblems.plugins")
    }
    for problem in registered {
      XCTAssertNotNil(try Self.folder(of: problem), "problem '\(problem)' has no folder of its name")
    }
  }

  func test_everyStrategy_livesInAFileOfItsName_declaringAType_ofItsName() throws {
    let registry = BuiltInProblems.registry()
    for strategy in registry.strategyInfos {
      let folder = try XCTUnwrap(try Self.folder(of: strategy.problem), "\(strategy.problem)")
      let directory = Self.problemsFolder.appendingPathComponent("\(folder)/Strategies")
      let files = try FileManager.default.contentsOfDirectory(atPath: directory.path)
      let file = files.first { Self.sameName(strategy.id.rawValue + "-strategy", String($0.dropLast(6))) }
      guard let file else {
        XCTFail(
          "strategy '\(strategy.id)': no file \(folder)/Strategies/<\(strategy.id) in UpperCamel>Strategy.swift"
        )
        continue
      }
      let typeName = String(file.dropLast(6))
      let text = try String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8)
      XCTAssertTrue(
        text.contains("struct \(typeName)") || text.contains("enum \(typeName)")
          || text.contains("extension CompositeStrategy"),
        "\(file) does not declare \(typeName)")
      XCTAssertTrue(text.contains("\"\(strategy.id)\""), "\(file) does not hold the id '\(strategy.id)'")
    }
  }

  func test_everyRule_livesInItsProblemsFolder_inAFileOfItsName() throws {
    for rule in BuiltInProblems.catalog().rules.descriptions {
      let folder = try XCTUnwrap(try Self.folder(of: rule.problem), "\(rule.problem)")
      let path = Self.problemsFolder.appendingPathComponent("\(folder)/Rules")
      let files = try FileManager.default.contentsOfDirectory(atPath: path.path)
      let file = files.first { Self.sameName(rule.id.rawValue + "-rule", String($0.dropLast(6))) }
      XCTAssertNotNil(file, "rule '\(rule.id)': no \(folder)/Rules/<\(rule.id) in UpperCamel>Rule.swift")
    }
  }

  func test_aRuleNamingAnUnregisteredProblem_isRefused() {
    struct Typo: Plugin {
      func register(in catalog: inout Catalog) throws { try catalog.register(rule: UnknownProblemRule()) }
    }
    XCTAssertThrowsError(try Catalog(plugins: BuiltInProblems.plugins + [Typo()])) { error in
      XCTAssertTrue("\(error)".contains("names problem 'hosted-cel-safe-area'"), "\(error)")
    }
  }

  func test_aRuleSuggestingAStrategyItsProblemLacks_isRefused() {
    struct Typo: Plugin {
      func register(in catalog: inout Catalog) throws {
        try catalog.register(rule: UnknownStrategyRule())
      }
    }
    XCTAssertThrowsError(try Catalog(plugins: BuiltInProblems.plugins + [Typo()])) { error in
      XCTAssertTrue("\(error)".contains("suggests strategy 'safe-area-region'"), "\(error)")
    }
  }

  func test_aSecondRuleWithAnIdAlreadyRegistered_isRefused() {
    struct Twice: Plugin {
      func register(in catalog: inout Catalog) throws { try catalog.register(rule: HostedCellSafeAreaRule()) }
    }
    XCTAssertThrowsError(try Catalog(plugins: BuiltInProblems.plugins + [Twice()]))
  }
}

/// Rules whose links are wrong, for the refusals above; they never run.
private struct UnknownProblemRule: Rule {
  static let description = RuleDescription(
    id: "misnamed-problem", summary: "", rationale: "", problem: "hosted-cel-safe-area", triggering: [],
    nonTriggering: [])
  var triggers: [StaticString] { [] }
  func check(_ context: FileContext) {}
}

private struct UnknownStrategyRule: Rule {
  static let description = RuleDescription(
    id: "misnamed-strategy", summary: "", rationale: "", problem: "hosted-cell-safe-area",
    suggests: .strategies(["safe-area-region"]), triggering: [], nonTriggering: [])
  var triggers: [StaticString] { [] }
  func check(_ context: FileContext) {}
}
