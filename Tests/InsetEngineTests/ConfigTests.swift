import InsetEmulation
import InsetEngine
@testable import InsetProblems
import XCTest

final class ConfigTests: XCTestCase {
  func test_catalogHasTheRequiredDevicesInEveryOrientation() throws {
    let catalog = DeviceCatalog.builtIn
    XCTAssertGreaterThanOrEqual(catalog.devices.count, 20)
    for id in ["iphone-15-pro", "iphone-se-3", "ipad-pro-11", "iphone-18-pro-max", "iphone-duo-closed"] {
      let device = try catalog.device(id)
      XCTAssertEqual(device.metrics.count, 3, id)
    }
  }

  func test_closedDuoHasTheBarOnOneEdgeAndRotationSwapsIt_seed002() throws {
    let duo = try DeviceCatalog.builtIn.device("iphone-duo-closed")
    XCTAssertEqual(duo.metrics(in: .portrait).systemMargins, HorizontalMargins(left: 20, right: 0))
    XCTAssertEqual(duo.metrics(in: .landscapeLeft).systemMargins, HorizontalMargins(left: 0, right: 20))
  }

  func test_unknownDeviceSuggestsTheNearestAndListsTheValidIDs() {
    XCTAssertThrowsError(try DeviceCatalog.builtIn.device("iphone-15-pr")) { error in
      let text = "\(error)"
      XCTAssertTrue(
        text.hasPrefix("unknown device 'iphone-15-pr' (did you mean 'iphone-15-pro'?); valid: iphone-se-1, "),
        text)
    }
  }

  func test_policyRejectsUnknownKeysAndUnknownStrategyIDs() throws {
    let typo = try JSONCursor.parse(#"{"allowPrivateApi": true}"#, file: "p.json")
    XCTAssertThrowsError(try Policy.decode(typo, knownStrategies: ["a"])) { error in
      XCTAssertTrue(
        "\(error)".hasPrefix("p.json: $: unknown key 'allowPrivateApi' (did you mean 'allowPrivateAPI'?)"),
        "\(error)")
    }
    let unknown = try JSONCursor.parse(#"{"prefer": ["zzz"]}"#, file: "p.json")
    XCTAssertThrowsError(try Policy.decode(unknown, knownStrategies: ["a"])) { error in
      XCTAssertEqual("\(error)", "p.json: $.prefer[0]: unknown strategy 'zzz'; valid: a")
    }
  }

  func test_knownReleasesRunFrom13To27_1InOrder() {
    XCTAssertEqual(OSRelease.oldest, "13.0")
    XCTAssertEqual(OSRelease.latest, "27.1")
    XCTAssertEqual(OSRelease.all, OSRelease.all.sorted())
    XCTAssertTrue(OSRelease.all.contains("16.4"))
  }

  // Known releases only.

  func test_aPatchRelease_isTakenAsItsMinorRelease() throws {
    XCTAssertEqual(try OSRelease.known(OSVersion(parsing: "16.4.1")), "16.4")
    XCTAssertEqual(try OSRelease.known(OSVersion(parsing: "27.1")), "27.1")
  }

  func test_anUnknownMinorRelease_isRefusedNamingItsMajorsKnownReleases() {
    XCTAssertThrowsError(try OSRelease.known("13.8")) { error in
      XCTAssertEqual(
        "\(error)", "unknown iOS release 13.8: the known iOS 13 releases are 13.0–13.7 (see insetfix list os)"
      )
    }
  }

  func test_anUnknownMajorRelease_isRefusedNamingTheKnownRange() {
    for text in ["99.0", "19.0", "12.4"] {
      XCTAssertThrowsError(try OSRelease.known(OSVersion(parsing: text))) { error in
        XCTAssertTrue("\(error)".contains("the known releases are 13.0–27.1"), "\(error)")
      }
    }
  }

  func test_aRangeEnd_mayBeAnyVersionWithinTheKnownReleases_butNotOutside() throws {
    XCTAssertEqual(try OSRelease.withinRange("19.0"), "19.0")
    XCTAssertEqual(try OSRelease.withinRange(OSVersion(parsing: "27.1.3")), "27.1")
    XCTAssertThrowsError(try OSRelease.withinRange("12.0"))
    XCTAssertThrowsError(try OSRelease.withinRange("27.2"))
  }

  func test_configDeploymentTarget_mustBeAKnownRelease_aPatchCountsAsItsMinor() throws {
    let registry = BuiltInProblems.registry()
    let patch = try Config.decode(
      JSONCursor.parse(#"{"deploymentTarget": "16.4.1"}"#, file: "c.json"), registry: registry)
    XCTAssertEqual(patch.deploymentTarget, "16.4")
    XCTAssertThrowsError(
      try Config.decode(
        JSONCursor.parse(#"{"deploymentTarget": "99.0"}"#, file: "c.json"), registry: registry)
    ) { error in
      XCTAssertTrue("\(error)".hasPrefix("c.json: $.deploymentTarget: unknown iOS release 99.0"), "\(error)")
    }
  }

  // Empty batch matrices.

  private func batch(_ text: String) throws -> BatchConfig {
    try BatchConfig.decode(JSONCursor.parse(text, file: "b.json"), registry: BuiltInProblems.registry())
  }

  func test_aBatchMatrixWithNoDeviceRunningAnyListedRelease_isRefusedSayingWhichRunsWhat() {
    XCTAssertThrowsError(try batch(#"{"matrix": {"devices": ["iphone-15-pro"], "os": ["14.0"]}}"#)) { error in
      XCTAssertEqual(
        "\(error)",
        "b.json: $.matrix: no device runs any listed iOS release (14.0), so the matrix is empty: "
          + "iphone-15-pro runs 17.0 and later")
    }
  }

  func test_aBatchMatrixWithOneRunnableCell_isAccepted() throws {
    let config = try batch(
      #"{"matrix": {"devices": ["iphone-15-pro", "iphone-8"], "os": ["16.0"]}, "deploymentTarget": "16.0"}"#)
    XCTAssertEqual(config.osVersions, ["16.0"])
  }

  func test_aDeploymentTargetLaterThanEveryCell_isRefused_forItWouldSelectNothing() {
    XCTAssertThrowsError(try batch(#"{"matrix": {"os": ["15.0", "16.0"]}, "deploymentTarget": "17.0"}"#)) {
      error in
      XCTAssertTrue("\(error)".contains("$.deploymentTarget: 17.0 is later than every release"), "\(error)")
    }
  }

  func test_aStrategyFilter_withoutProblems_picksTheProblemsItNames() throws {
    let config = try batch(#"{"matrix": {"strategies": ["swizzle", "dynamic-subclass"]}}"#)
    XCTAssertEqual(config.problems, ["hosted-cell-safe-area"])
  }

  func test_aStrategyFilter_leavingAListedProblemNothing_isRefused() {
    XCTAssertThrowsError(
      try batch(
        #"{"matrix": {"problems": ["hosted-cell-safe-area", "uikit-introspection"], "strategies": ["swizzle"]}}"#
      )
    ) { error in
      XCTAssertTrue("\(error)".contains("no strategy of problem 'uikit-introspection' is listed"), "\(error)")
    }
  }

  func test_aPatchReleaseInTheMatrix_isItsMinorRelease() throws {
    XCTAssertEqual(try batch(#"{"matrix": {"os": ["16.4.1", "16.4"]}}"#).osVersions, ["16.4"])
  }

  // Inputs the fuzzers found (Fuzz/Regressions/config): each decodes or is refused with one line.

  func test_everyKeptFuzzInput_isDecodedOrRefusedInOneLine_andItsScenariosRun() throws {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Fuzz/Regressions/config")
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    XCTAssertFalse(names.isEmpty)
    let registry = BuiltInProblems.registry()
    let pipeline = Pipeline(registry: registry, cache: nil)
    let environment = Environment(
      device: try DeviceCatalog.builtIn.device("iphone-15-pro"), orientation: .landscapeLeft, os: "16.0")
    func refusedInOneLine(_ name: String, _ body: () throws -> Void) {
      do { try body() } catch let error as InputError {
        XCTAssertFalse(error.message.contains("\n"), name)
      } catch {
        XCTFail("\(name): not an input error: \(error)")
      }
    }
    for name in names {
      let text = String(decoding: try Data(contentsOf: folder.appendingPathComponent(name)), as: UTF8.self)
      guard let json = try? JSONCursor.parse(text, file: name) else { continue }
      // What insetfix writes it reads back the same (a 1e307 once printed as "inf").
      let once = json.value.serialized(pretty: false)
      XCTAssertEqual(try? JSONParser.parse(once).serialized(pretty: false), once, name)
      refusedInOneLine(name) { _ = try Config.decode(json, registry: registry) }
      refusedInOneLine(name) { _ = try BatchConfig.decode(json, registry: registry) }
      for problem in registry.problemIDs {
        refusedInOneLine(name) {
          let scenario = try pipeline.scenario(for: problem, override: json)
          _ = try pipeline.compare(scenario, in: environment, strategies: nil)
        }
      }
    }
  }
}
