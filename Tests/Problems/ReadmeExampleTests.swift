import Foundation
import InsetEmulation
import InsetEngine
import InsetProblems
import XCTest

// README-EXAMPLE-BEGIN
/// Our team's fix: the cell subclass overrides `safeAreaInsets` to return `.zero`, so nothing
/// inside the cell (the hosting view included) sees its overlap with the screen edges.
struct ZeroCellInsetsStrategy: Strategy {
  typealias Target = HostedCellSafeAreaProblem
  let id: StrategyID = "zero-cell-insets"
  let summary = "The cell subclass overrides safeAreaInsets to return .zero"
  let source = "our wiki"
  let availability = Availability.always
  let traits: Set<Trait> = [.publicAPI]
  let code = "override var safeAreaInsets: UIEdgeInsets { .zero }  // in HostingCell"

  /// Acts on the emulated world as the override acts on UIKit: every configured cell becomes an
  /// instance of a subclass whose `safeAreaInsets` getter returns zero.
  func apply(to world: inout HostedCellSafeAreaWorld, in environment: Environment) {
    world.onConfigureCell.append { cell in
      let subclass = cell.runtime.declareClass("HostingCell", superclass: cell.isa)
      cell.runtime.addMethod(.safeAreaInsets, to: subclass) { _ in .zero }
      cell.isa = subclass
    }
  }
}

func compareWithOurStrategy() throws -> Comparison {
  var registry = BuiltInProblems.registry()
  try registry.register(ZeroCellInsetsStrategy())
  let pipeline = Pipeline(registry: registry)
  let scenario = try pipeline.scenario(for: "hosted-cell-safe-area")
  let device = try DeviceCatalog.builtIn.device("iphone-15-pro")
  let comparison = try pipeline.compare(
    scenario, in: Environment(device: device, orientation: .portrait, os: "17.0"))
  for verdict in comparison.verdicts {
    print(
      verdict.rank, verdict.strategy.id, verdict.fixed ? "fixed" : "not fixed", verdict.reasons.first ?? "")
  }
  return comparison
}
// README-EXAMPLE-END

final class ReadmeExampleTests: XCTestCase {
  func test_readmeExample_registersACustomStrategy_andTheEmulationFindsItFixesTheCells() throws {
    let comparison = try compareWithOurStrategy()
    let ours = try XCTUnwrap(comparison.verdicts.first { $0.strategy.id == "zero-cell-insets" })
    XCTAssertTrue(ours.usable, "\(ours.reasons)")
    XCTAssertEqual(ours.outcome?.collateralPoints, 0)
    let baseline = try XCTUnwrap(comparison.verdicts.first { $0.strategy.isBaseline })
    XCTAssertFalse(baseline.fixed)
  }

  func test_readmeShowsExactlyTheCodeThisTestRuns() throws {
    let here = URL(fileURLWithPath: #filePath)
    let root = here.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
    let source = try String(contentsOf: here, encoding: .utf8)
    let begin = try XCTUnwrap(source.range(of: "// README-EXAMPLE-BEGIN\n"))
    let end = try XCTUnwrap(source.range(of: "// README-EXAMPLE-END"))
    let example = String(source[begin.upperBound..<end.lowerBound])
    XCTAssertTrue(
      readme.contains(
        "```swift\nimport InsetEmulation\nimport InsetEngine\nimport InsetProblems\n\n" + example + "```"),
      "README.md's library example must be the code between the markers in this file")
  }
}
