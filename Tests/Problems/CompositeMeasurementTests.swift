import InsetEmulation
import InsetEngine
import XCTest

@testable import InsetProblems

/// A composite runs one branch on each release: every built-in composite's branches are the
/// strategies registered under their ids, so its measurement is theirs, taken once.
final class CompositeMeasurementTests: XCTestCase {
  func test_everyBuiltInComposite_sharesItsBranchesMeasurements() throws {
    let registry = BuiltInProblems.registry()
    let composites = registry.strategyInfos.filter { !$0.branches.isEmpty }
    XCTAssertFalse(composites.isEmpty)
    for composite in composites {
      let scenario = try Pipeline(registry: registry).scenario(for: composite.problem)
      for branch in composite.branches {
        let cache = OutcomeCache()
        let pipeline = Pipeline(registry: registry, cache: cache)
        let os = branch.introduced ?? OSRelease.all.first { $0 >= "13.0" }!
        let device = try XCTUnwrap(DeviceCatalog.builtIn.devices.first { $0.runs(os) })
        let environment = Environment(device: device, orientation: .landscapeLeft, os: os)
        let alone = try pipeline.outcome(of: branch.strategyID, in: environment, scenario: scenario)
        let measured = cache.misses
        let asBranch = try pipeline.outcome(of: composite.id, in: environment, scenario: scenario)
        XCTAssertEqual(
          cache.misses, measured, "\(composite.id) on iOS \(os) runs \(branch.strategyID): measured once")
        XCTAssertEqual(alone.maxErrorPoints, asBranch.maxErrorPoints, "\(composite.id) on iOS \(os)")
      }
    }
  }
}
