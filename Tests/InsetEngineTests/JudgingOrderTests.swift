import InsetEmulation
import InsetEngine
import XCTest

final class JudgingOrderTests: XCTestCase {
  func environments(_ ids: [String], _ orientations: [Orientation] = Orientation.allCases) throws
    -> [Environment]
  {
    try ids.flatMap { id in
      let device = try DeviceCatalog.builtIn.device(id)
      return orientations.map { Environment(device: device, orientation: $0, os: "18.0") }
    }
  }

  func test_theFirstEnvironmentStaysFirst() throws {
    let all = try environments(["iphone-12", "ipad-pro-11", "iphone-se-3"])
    XCTAssertEqual(JudgingOrder.arrange(all).first?.description, all[0].description)
  }

  func test_devicesThatShareALayout_areJudgedOnce_perOrientationAndRelease() throws {
    // The iPhone 15 and iPhone 15 Pro have one screen, one safe area and one set of margins.
    let twins = try environments(["iphone-15", "iphone-15-pro"])
    let arranged = JudgingOrder.arrange(twins)
    XCTAssertEqual(arranged.map(\.description), try environments(["iphone-15"]).map(\.description))
    let releases =
      twins + twins.map { Environment(device: $0.device, orientation: $0.orientation, os: "17.0") }
    XCTAssertEqual(JudgingOrder.arrange(releases).count, 6, "three orientations on each of two releases")
  }

  func test_everyKindOfEnvironment_comesBeforeTheSecondOfAny() throws {
    let all = try environments(
      [
        "iphone-12", "iphone-12-mini", "iphone-14-pro", "iphone-se-3", "iphone-8-plus", "ipad-pro-11",
        "ipad-10-2",
      ])
    let arranged = JudgingOrder.arrange(all)
    // Kinds: family, home indicator and bar, in each orientation (3 phone kinds here: Face ID,
    // home button; iPad: Face ID-style, home button), 4 × 3 = 12.
    func kind(_ environment: Environment) -> String {
      "\(environment.device.family) \(environment.device.homeIndicator) \(environment.device.hasVerticalBar) "
        + environment.orientation.rawValue
    }
    let kinds = Set(all.map(kind))
    XCTAssertEqual(Set(arranged.prefix(kinds.count).map(kind)), kinds)
    XCTAssertEqual(arranged.count, all.count)
  }
}
