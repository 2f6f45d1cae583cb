import Foundation
import XCTest

/// Where output goes and how it is labelled: `batch` says where it wrote, the shipped batch
/// configs write nothing into the repository by default, `list devices` names the inset edges.
final class OutputPlacesTests: XCTestCase {
  func test_batchWithAnOutputFile_saysOnStandardErrorWhereItWrote() throws {
    let directory = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let config = try CLI.write(
      """
      {"matrix": {"devices": ["iphone-15-pro"], "orientations": ["portrait"], "os": ["17.0"],
       "problems": ["hosted-cell-safe-area"]}, "output": {"format": "csv", "path": "out.csv"}}
      """, to: "batch.json", in: directory)
    let result = try CLI.run(["batch", config, "--quiet"])
    XCTAssertEqual(result.status, 0, result.stderr)
    XCTAssertEqual(result.stderr, "", "--quiet says nothing")
    let loud = try CLI.run(["batch", config])
    XCTAssertEqual(loud.stderr, "insetfix: wrote \(directory.appendingPathComponent("out.csv").path)\n")
  }

  func test_shippedBatchConfigs_writeToStandardOutput_soNothingLandsInTheRepository() throws {
    let folder = CLI.packageRoot.appendingPathComponent("Configs/batch")
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
      $0.hasSuffix(".json")
    }
    XCTAssertFalse(files.isEmpty)
    for file in files {
      let data = try Data(contentsOf: folder.appendingPathComponent(file))
      let json = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any])
      XCTAssertNil((json["output"] as? [String: Any])?["path"], "\(file) writes a file next to itself")
    }
  }

  func test_listDevices_labelsTheInsetEdges() throws {
    let result = try CLI.run(["list", "devices"])
    XCTAssertEqual(result.status, 0)
    let header = String(result.stdout.split(separator: "\n").first ?? "")
    XCTAssertTrue(header.contains("safe area portrait (top/left/bottom/right)"), header)
    XCTAssertTrue(header.contains("safe area landscape-left (top/left/bottom/right)"), header)
  }

  /// `face-id-phones.json` holds what its name says: iPhones with a home indicator (Face ID), no SE,
  /// no iPad.
  func test_faceIDPhonesBatch_listsOnlyFaceIDIPhones() throws {
    let url = CLI.packageRoot.appendingPathComponent("Configs/batch/face-id-phones.json")
    let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
    let devices = try XCTUnwrap((json["matrix"] as? [String: Any])?["devices"] as? [String])
    let catalog = CLI.packageRoot.appendingPathComponent("Sources/InsetEngine/Devices/devices.json")
    let known = try XCTUnwrap(
      (JSONSerialization.jsonObject(with: Data(contentsOf: catalog)) as? [String: Any])?["devices"]
        as? [[String: Any]])
    for id in devices {
      let device = try XCTUnwrap(known.first { $0["id"] as? String == id }, id)
      XCTAssertTrue(id.hasPrefix("iphone-"), id)
      XCTAssertFalse(id.contains("-se"), id)
      XCTAssertEqual(device["homeIndicator"] as? Bool, true, id)
    }
  }

  func test_listDevices_showsEveryOrientation_andListAssumptionsExists() throws {
    let devices = try CLI.run(["list", "devices"])
    XCTAssertTrue(
      devices.stdout.contains("safe area landscape-right (top/left/bottom/right)"), devices.stdout)
    let assumptions = try CLI.run(["list", "assumptions"])
    XCTAssertEqual(assumptions.status, 0, assumptions.stderr)
    XCTAssertTrue(
      assumptions.stdout.split(separator: "\n").contains {
        $0.hasPrefix("hosting-configuration-margins ") && $0.contains("points (default 8)")
      }, assumptions.stdout)
    let usage = try CLI.run(["--help"])
    XCTAssertTrue(usage.stdout.contains("\n  docs "), usage.stdout)
  }

  func test_docsOutput_writesAssumptionsMD_equalToTheShippedOne() throws {
    let directory = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let result = try CLI.run(["docs", "--output", directory.path])
    XCTAssertEqual(result.status, 0, result.stderr)
    let written = try String(contentsOf: directory.appendingPathComponent("assumptions.md"), encoding: .utf8)
    let shipped = try String(
      contentsOf: CLI.packageRoot.appendingPathComponent("docs/assumptions.md"), encoding: .utf8)
    XCTAssertEqual(written, shipped)
  }
}

/// `fix --dry-run` writes nothing, so its notes point at the files as they are: the lines `lint`
/// reports, not the lines of the fixed text.
final class FixDryRunNoteTests: XCTestCase {
  func test_dryRunNotes_pointAtTheUnchangedFile_likeLint() throws {
    let directory = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = try CLI.write(
      """
      import SwiftUI
      import UIKit

      final class Cell: UICollectionViewCell {
        func configure(with view: AnyView) {
          let controller = UIHostingController(rootView: view)
          contentView.addSubview(controller.view)
        }
      }

      struct Row: View {
        var body: some View {
          Text("a").padding(.horizontal, 16)
        }
      }

      """, to: "Cell.swift", in: directory)
    let lint = try CLI.run(["lint", file, "--deployment-target", "15.0", "--no-cache"])
    let padding = try XCTUnwrap(
      lint.stdout.split(separator: "\n").first { $0.hasSuffix("[fixed-horizontal-padding]") }, lint.stdout)
    let position = padding.split(separator: ":").prefix(3).joined(separator: ":")
    let dry = try CLI.run(["fix", file, "--dry-run", "--deployment-target", "15.0"])
    XCTAssertTrue(dry.stdout.contains("+    if #available(iOS 16.4, *) {"), dry.stdout)
    let note = try XCTUnwrap(
      dry.stderr.split(separator: "\n").first { $0.hasSuffix("[fixed-horizontal-padding]") }, dry.stderr)
    XCTAssertTrue(note.hasPrefix(position + ": note: not fixed"), "\(note) vs lint \(position)")
  }
}
