import InsetEmulation
import InsetEngine
import XCTest

final class ConfigTests: XCTestCase {
  func test_embeddedConfigsMatchTheFilesInConfigs() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Configs")
    let files = try FileManager.default.subpathsOfDirectory(atPath: root.path).filter {
      $0.hasSuffix(".json")
    }.sorted()
    XCTAssertEqual(files, EmbeddedConfigs.files.keys.sorted(), "run scripts/embed-configs.sh")
    for file in files {
      let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
      XCTAssertEqual(
        EmbeddedConfigs.files[file].map { $0 + "\n" } ?? "", text.hasSuffix("\n") ? text : text + "\n",
        "Configs/\(file) differs from the embedded copy: run scripts/embed-configs.sh")
    }
  }

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
}
