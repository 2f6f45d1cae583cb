import InsetEmulation
import InsetEngine
import XCTest

@testable import InsetProblems

/// Selections and suggestions judge a device that lays out exactly as another (`JudgingOrder`)
/// once, for both: that holds only while no problem's world reads more of a device than its
/// layout. This measures every strategy of every problem on such pairs of devices.
final class SameLayoutTests: XCTestCase {
  func test_devicesThatShareALayout_measureAlike_forEveryStrategyOfEveryProblem() throws {
    let devices = DeviceCatalog.builtIn.devices
    // Each device against the first of its layout.
    let pairs = Dictionary(grouping: devices, by: \.layout).values.flatMap { same in
      same.dropFirst().map { (same[0], $0) }
    }
    XCTAssertFalse(pairs.isEmpty, "the catalog has devices that share a layout")
    let registry = BuiltInProblems.registry()
    let pipeline = Pipeline(registry: registry, cache: nil)
    for (a, b) in pairs {
      let os = max(a.firstOS, b.firstOS)
      for problem in registry.problemIDs {
        let scenario = try pipeline.scenario(for: problem)
        for strategy in try registry.strategies(for: problem) where strategy.availability.contains(os) {
          for orientation in Orientation.allCases {
            let first = try pipeline.outcome(
              of: strategy.id, in: Environment(device: a, orientation: orientation, os: os),
              scenario: scenario)
            let second = try pipeline.outcome(
              of: strategy.id, in: Environment(device: b, orientation: orientation, os: os),
              scenario: scenario)
            let place = "\(problem) \(strategy.id) \(orientation.rawValue): \(a.id) against \(b.id)"
            XCTAssertEqual(first.maxErrorPoints, second.maxErrorPoints, place)
            XCTAssertEqual(first.collateralPoints, second.collateralPoints, place)
            XCTAssertEqual(
              first.notes.map { $0.replacingOccurrences(of: a.id, with: "<device>") },
              second.notes.map { $0.replacingOccurrences(of: b.id, with: "<device>") }, place)
          }
        }
      }
    }
  }
}
