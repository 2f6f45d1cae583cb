import InsetEmulation
import InsetEngine
@testable import InsetProblems
import XCTest

/// The engine reuses a measurement across releases between a problem's declared breakpoints.
/// These tests measure every known release without the cache and check that nothing changes
/// inside a span, so an undeclared OS dependence in an emulated world cannot hide.
final class OSBreakpointTests: XCTestCase {
  let uncached = Pipeline(registry: BuiltInProblems.registry(), cache: nil)
  let cached = Pipeline(registry: BuiltInProblems.registry())

  func fingerprint(_ outcome: Outcome) -> String {
    "\(outcome.maxErrorPoints)|\(outcome.collateralPoints)|\(outcome.notes)|\(outcome.details.serialized(pretty: false))|"
      + (outcome.worst?.caption ?? "")
  }

  func test_everyBuiltInProblemDeclaresItsBreakpoints() {
    for problem in BuiltInProblems.registry().problems {
      XCTAssertNotNil(try? uncached.scenario(for: problem.id), problem.id.rawValue)
    }
  }

  func test_cachedMeasurementsEqualFreshOnesAtEveryRelease() throws {
    let environments = [
      Environment(
        device: try DeviceCatalog.builtIn.device("iphone-15-pro"), orientation: .landscapeLeft, os: "13.0"),
      Environment(
        device: try DeviceCatalog.builtIn.device("iphone-duo-closed"), orientation: .portrait, os: "13.0"),
    ]
    for problem in uncached.registry.problemIDs {
      let scenario = try uncached.scenario(for: problem)
      for info in try uncached.registry.strategies(for: problem) {
        for base in environments {
          for os in OSRelease.all where info.availability.contains(os) {
            let env = base.with(os: os)
            let fresh = try uncached.outcome(of: info.id, in: env, scenario: scenario)
            let reused = try cached.outcome(of: info.id, in: env, scenario: scenario)
            XCTAssertEqual(fingerprint(fresh), fingerprint(reused), "\(problem) \(info.id) \(env)")
          }
        }
      }
    }
  }
}
