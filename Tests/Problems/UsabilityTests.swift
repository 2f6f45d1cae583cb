import InsetEmulation
import InsetEngine
import XCTest

@testable import InsetProblems

/// `Pipeline.usable` is the verdicts' `usable`, folded over environments, without the verdicts:
/// for every built-in problem, on each kind of device and orientation, across releases and
/// policies, it names exactly the strategies every verdict of `compare` calls usable.
final class UsabilityTests: XCTestCase {
  func test_usable_namesExactlyTheStrategiesUsableInEveryVerdictOfTheEnvironments() throws {
    let registry = BuiltInProblems.registry()
    let devices = try ["iphone-se-3", "iphone-15-pro", "ipad-pro-11"].map {
      try DeviceCatalog.builtIn.device($0)
    }
    let policies = [Policy.default, Policy(allowPrivateAPI: false, allowRuntimeHacks: false)]
    var usableSomewhere = 0
    for problem in registry.problemIDs {
      let pipeline = Pipeline(registry: registry)
      let scenario = try pipeline.scenario(for: problem)
      let ids = try registry.strategies(for: problem).map(\.id)
      for os: OSVersion in ["15.0", "17.0", "26.0"] {
        let environments = devices.filter { $0.runs(os) }.flatMap { device in
          [Orientation.portrait, .landscapeLeft].map { Environment(device: device, orientation: $0, os: os) }
        }
        for policy in policies {
          var expected = Set(ids)
          for comparison in try pipeline.compare(scenario, in: environments, policy: policy) {
            expected.formIntersection(comparison.verdicts.filter(\.usable).map(\.strategy.id))
          }
          let usable = try pipeline.usable(scenario, in: environments, policy: policy, strategies: ids)
          XCTAssertEqual(usable, expected, "\(problem) on iOS \(os)")
          usableSomewhere += usable.count
        }
      }
    }
    XCTAssertGreaterThan(usableSomewhere, 0, "some strategy is usable somewhere")
  }
}
