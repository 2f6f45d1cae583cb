import Foundation
import InsetEmulation
import InsetEngine
import XCTest

@testable import InsetProblems

/// The code a user takes away parses where it goes: every strategy's code in its declared
/// placement, and every problem's selection for the deployment targets teams use, checked with
/// `swiftc -parse` (one invocation per test, every snippet a file).
final class GeneratedCodeParsesTests: XCTestCase {
  static let deploymentTargets: [OSVersion] = ["13.0", "15.0", "16.4", "17.0", "27.1"]

  private func swiftc() throws -> URL {
    let candidates =
      [ProcessInfo.processInfo.environment["SWIFTC"], "/opt/swift/usr/bin/swiftc", "/usr/bin/swiftc"]
      .compactMap { $0 }
    guard let path = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
      throw XCTSkip("no swiftc found (set SWIFTC)")
    }
    return URL(fileURLWithPath: path)
  }

  /// Writes each snippet to its own file and parses them all; fails with swiftc's diagnostics.
  private func assertParses(
    _ snippets: [(name: String, source: String)], file: StaticString = #filePath, line: UInt = #line
  )
    throws
  {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent(
        "insetfix-parse-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    var paths: [String] = []
    for (index, snippet) in snippets.enumerated() {
      let url = directory.appendingPathComponent(String(format: "%03d-", index) + snippet.name + ".swift")
      try ("import SwiftUI\nimport UIKit\n\n" + snippet.source).write(
        to: url, atomically: true, encoding: .utf8)
      paths.append(url.path)
    }
    let process = Process()
    process.executableURL = try swiftc()
    process.arguments = ["-parse"] + paths
    // The driver leaves a folder in TMPDIR each time: here, in the folder removed after.
    process.environment = ProcessInfo.processInfo.environment.merging(["TMPDIR": directory.path]) { $1 }
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = Pipe()
    try process.run()
    let output = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    XCTAssertEqual(process.terminationStatus, 0, "swiftc -parse failed:\n\(output)", file: file, line: line)
  }

  func test_everyStrategysCode_parsesInItsPlacement_withItsSupportCode() throws {
    let registry = BuiltInProblems.registry()
    let snippets = registry.strategyInfos.map { info in
      (name: info.id.rawValue, source: info.placement.context(for: info.code, supportCode: info.supportCode))
    }
    XCTAssertFalse(snippets.isEmpty)
    try assertParses(snippets)
  }

  func test_everyProblemsSelection_parsesInItsPlacement_forEveryDeploymentTarget() throws {
    let registry = BuiltInProblems.registry()
    let pipeline = Pipeline(registry: registry)
    let permissive = Policy(
      allowPrivateAPI: true, allowRuntimeHacks: true, allowRewrites: true, allowGlobalSideEffects: true)
    var snippets: [(name: String, source: String)] = []
    for problem in registry.problemIDs {
      let scenario = try pipeline.scenario(for: problem)
      for target in Self.deploymentTargets {
        for (label, policy) in [("default", Policy.default), ("permissive", permissive)] {
          let selection = try pipeline.select(
            scenario, devices: DeviceCatalog.builtIn.devices, orientations: Orientation.allCases,
            policy: policy,
            deploymentTarget: target)
          guard let placed = selection.placed else { continue }
          snippets.append(
            (
              name: "\(problem)-\(target)-\(label)",
              source: placed.placement.context(for: placed.code, supportCode: placed.supportCode)
            ))
        }
      }
    }
    XCTAssertGreaterThanOrEqual(snippets.count, 15, "most problems have a complete selection somewhere")
    try assertParses(snippets)
  }

  /// Members cannot sit in an `if #available`: a members composite becomes one type per branch.
  func test_membersBranches_composeIntoOneTypePerBranch_thatParses() throws {
    let registry = BuiltInProblems.registry()
    let infos = try registry.strategies(for: "input-view-bottom-inset")
    let tracking = try XCTUnwrap(infos.first { $0.id == "window-tracking" })
    let injected = try XCTUnwrap(infos.first { $0.id == "injected-view-controller" })
    let placed = AvailabilityCode.compose(
      [
        CompositeBranch(
          strategyID: tracking.id, introduced: "16.4", code: tracking.code, placement: tracking.placement),
        CompositeBranch(
          strategyID: injected.id, introduced: nil, code: injected.code, placement: injected.placement),
      ], name: "InputFix")
    XCTAssertEqual(placed.placement, .fileScope)
    XCTAssertTrue(
      placed.code.contains("@available(iOS 16.4, *)\nclass AccessoryInputView_iOS16_4: UIInputView"))
    XCTAssertFalse(placed.code.contains("if #available("))
    try assertParses([(name: "members", source: placed.placement.context(for: placed.code))])
  }

  /// A modifier chain cannot sit in an `if`: a modifiers composite becomes a `ViewModifier`.
  func test_modifierBranches_composeIntoAViewModifier_thatParses() throws {
    let info = try XCTUnwrap(
      BuiltInProblems.registry().strategyInfos.first { $0.id == "content-margins-or-padding" })
    XCTAssertEqual(info.placement, .modifiers)
    XCTAssertTrue(info.code.hasSuffix(".modifier(ContentMarginsOrPaddingModifier())"), info.code)
    XCTAssertTrue(info.supportCode.contains("struct ContentMarginsOrPaddingModifier: ViewModifier"))
    try assertParses([
      (name: "modifiers", source: info.placement.context(for: info.code, supportCode: info.supportCode))
    ])
  }

  /// Branches of different placements compose as statements; declarations move to file scope.
  func test_mixedBranches_moveDeclarationsToFileScope_andParse() throws {
    let infos = try BuiltInProblems.registry().strategies(for: "hosted-cell-safe-area")
    let config = try XCTUnwrap(infos.first { $0.id == "hosting-configuration-zero-margins" })
    let cell = try XCTUnwrap(infos.first { $0.id == "uikit-cell" })
    let placed = AvailabilityCode.compose(
      [
        CompositeBranch(
          strategyID: config.id, introduced: "16.0", code: config.code, placement: config.placement),
        CompositeBranch(strategyID: cell.id, introduced: nil, code: cell.code, placement: cell.placement),
      ], name: "Mixed")
    XCTAssertEqual(placed.placement, .statements)
    XCTAssertTrue(placed.supportCode.contains("class PureUIKitCell"))
    try assertParses(
      [(name: "mixed", source: placed.placement.context(for: placed.code, supportCode: placed.supportCode))])
  }

  /// What a user receives builds with Apple's frameworks alone: no strategy's code imports or
  /// calls a third-party layout library (SnapKit's `snp`, say), so it is the code `apply` models.
  func test_everyStrategysCode_usesAppleFrameworksOnly() {
    let apple: Set<String> = ["SwiftUI", "UIKit", "Foundation", "ObjectiveC", "Combine"]
    for info in BuiltInProblems.registry().strategyInfos {
      let text = info.code + "\n" + info.supportCode
      for line in text.split(separator: "\n")
      where line.trimmingCharacters(in: .whitespaces).hasPrefix("import ") {
        let module = line.trimmingCharacters(in: .whitespaces).dropFirst("import ".count)
        XCTAssertTrue(apple.contains(String(module)), "\(info.id) imports \(module)")
      }
      for thirdParty in [".snp.", "snp.makeConstraints", "SnapKit", "Masonry", "PureLayout"] {
        XCTAssertFalse(text.contains(thirdParty), "\(info.id)'s code uses \(thirdParty)")
      }
    }
  }
}
