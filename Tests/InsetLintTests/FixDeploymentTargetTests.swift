import Foundation
import InsetTestSupport
import XCTest

@testable import InsetLint

/// Where the deployment target comes from: the flag, the config, then the nearest project file
/// (Package.swift, the Xcode target that compiles the file and its .xcconfig, XcodeGen, Tuist).
final class FixDeploymentTargetTests: XCTestCase {
  let xcode = Support.fixtures + "/XcodeApp"

  func target(_ file: String) -> DeploymentTarget {
    DeploymentTargetDiscovery(override: nil, configured: nil).target(for: file)
  }

  func test_theFlagWins_thenTheConfig() {
    let flagged = DeploymentTargetDiscovery(override: "17.0", configured: "16.0").target(
      for: xcode + "/App/FeedView.swift")
    XCTAssertEqual(flagged, DeploymentTarget("17.0", .flag))
    let configured = DeploymentTargetDiscovery(
      override: nil, configured: "16.4", configFile: "/p/.insetfix.json"
    )
    .target(for: xcode + "/App/FeedView.swift")
    XCTAssertEqual(configured, DeploymentTarget("16.4", .config, file: "/p/.insetfix.json"))
  }

  func test_packageManifestPlatforms_inEachSpelling() {
    XCTAssertEqual(DeploymentTargetDiscovery.packageTarget("platforms: [.iOS(.v15), .macOS(.v12)]"), "15.0")
    XCTAssertEqual(
      DeploymentTargetDiscovery.packageTarget("platforms: [.macOS(.v13), .iOS(\"16.4\")]"), "16.4")
    XCTAssertEqual(DeploymentTargetDiscovery.packageTarget("platforms: [.iOS(.v16_4)]"), "16.4")
    XCTAssertNil(DeploymentTargetDiscovery.packageTarget("platforms: [.macOS(.v13)]"))
    let found = target(Support.fixtures + "/SamplePackage/Sources/SampleApp/ProductCell.swift")
    XCTAssertEqual(found.version, "15.0")
    XCTAssertEqual(found.source, .package)
    XCTAssertTrue(found.file?.hasSuffix("SamplePackage/Package.swift") ?? false, "\(found)")
  }

  func test_xcodeProject_usesTheTargetThatCompilesTheFile_throughItsXcconfigIncludes() {
    let app = target(xcode + "/App/Feed/FeedCell.swift")
    XCTAssertEqual(app.version, "16.0", "App.xcconfig includes Common.xcconfig: 16.0, not the project's 14.0")
    XCTAssertEqual(app.source, .xcconfig)
    XCTAssertEqual(app.targets, ["App"])
    XCTAssertTrue(app.file?.hasSuffix("XcodeApp/Config/Common.xcconfig") ?? false, "\(app)")
  }

  func test_xcodeProject_aTargetsOwnSettingBeatsTheProjectDefault_notTheFirstMatchInTheFile() {
    let widget = target(xcode + "/Widget/ExtensionCell.swift")
    XCTAssertEqual(widget.version, "17.0")
    XCTAssertEqual(widget.source, .xcodeProject)
    XCTAssertEqual(widget.targets, ["Extension"])
  }

  func test_xcodeProject_aFileInTwoTargets_takesTheLowerTarget() {
    let shared = target(xcode + "/App/Shared.swift")
    XCTAssertEqual(shared.version, "16.0")
    XCTAssertEqual(shared.targets, ["App"])
  }

  func test_xcodeProject_aFileInNoTarget_takesTheProjectsLowestTarget_andNamesNone() {
    let loose = target(xcode + "/Loose/Unlisted.swift")
    XCTAssertEqual(loose.version, "16.0")
    XCTAssertEqual(loose.targets, [])
  }

  func test_xcodeProject_synchronizedFolders_andTheirMembershipExceptions() {
    let project = """
      {
        objects = {
          M = {isa = PBXGroup; children = (S, ); sourceTree = "<group>"; };
          S = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (E, ); path = Sources; sourceTree = "<group>"; };
          E = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (Mac/Only.swift, ); target = T; };
          T = {isa = PBXNativeTarget; buildConfigurationList = L; fileSystemSynchronizedGroups = (S, ); name = Phone; };
          L = {isa = XCConfigurationList; buildConfigurations = (C, ); };
          C = {isa = XCBuildConfiguration; buildSettings = {IPHONEOS_DEPLOYMENT_TARGET = "16.4"; }; name = Release; };
          P = {isa = PBXProject; mainGroup = M; targets = (T, ); };
        };
        rootObject = P;
      }
      """
    let parsed = XcodeProject.load("/r/App.xcodeproj/project.pbxproj") { _ in project }
    XCTAssertEqual(parsed?.owners(of: "/r/Sources/Feed/Cell.swift").map(\.name), ["Phone"])
    XCTAssertEqual(parsed?.owners(of: "/r/Sources/Mac/Only.swift").map(\.name), [])
    XCTAssertEqual(parsed?.targets.first?.deploymentTarget?.version, "16.4")
  }

  /// Two files of one name in different groups: only the one a target's Sources phase lists is
  /// compiled by it (references are found by name, then compared by their whole path).
  func test_xcodeProject_sameFileNameInTwoGroups_onlyTheListedOneIsOwned() {
    let project = """
      {
        objects = {
          0123456789ABCDEF01234567 = {isa = PBXGroup; children = (G1, G2, ); sourceTree = "<group>"; };
          G1 = {isa = PBXGroup; children = (R1, ); path = Feed; sourceTree = "<group>"; };
          G2 = {isa = PBXGroup; children = (R2, ); path = "Old Feed"; sourceTree = "<group>"; };
          R1 = {isa = PBXFileReference; path = Cell.swift; sourceTree = "<group>"; };
          R2 = {isa = PBXFileReference; path = Cell.swift; sourceTree = "<group>"; };
          B1 = {isa = PBXBuildFile; fileRef = R1 /* Cell.swift */; };
          S = {isa = PBXSourcesBuildPhase; files = (B1 /* Cell.swift in Sources */, ); };
          T = {isa = PBXNativeTarget; buildConfigurationList = L; buildPhases = (S, ); name = App; };
          L = {isa = XCConfigurationList; buildConfigurations = (C, ); };
          C = {isa = XCBuildConfiguration; buildSettings = {IPHONEOS_DEPLOYMENT_TARGET = 17.0; }; name = Debug; };
          P = {isa = PBXProject; mainGroup = 0123456789ABCDEF01234567; targets = (T, ); };
        };
        rootObject = P;
      }
      """
    let parsed = XcodeProject.load("/r/App.xcodeproj/project.pbxproj") { _ in project }
    XCTAssertEqual(parsed?.owners(of: "/r/Feed/Cell.swift").map(\.name), ["App"])
    XCTAssertEqual(parsed?.owners(of: "/r/Old Feed/Cell.swift").map(\.name), [])
    XCTAssertEqual(parsed?.owners(of: "/r/Cell.swift").map(\.name), [])
  }

  /// A reference whose folder differs from the disk's only in case (`Checkin` for `CheckIn`):
  /// Xcode resolves it on a Mac's case-insensitive file system, so its target compiles the file.
  func test_xcodeProject_aReferenceDifferingOnlyInCase_isOwnedByItsTarget() {
    let project = """
      {
        objects = {
          M = {isa = PBXGroup; children = (R, ); sourceTree = "<group>"; };
          R = {isa = PBXFileReference; name = Events.swift; path = App/Checkin/Events.swift; sourceTree = SOURCE_ROOT; };
          B = {isa = PBXBuildFile; fileRef = R /* Events.swift */; };
          S = {isa = PBXSourcesBuildPhase; files = (B /* Events.swift in Sources */, ); };
          T = {isa = PBXNativeTarget; buildConfigurationList = L; buildPhases = (S, ); name = App; };
          L = {isa = XCConfigurationList; buildConfigurations = (C, ); };
          C = {isa = XCBuildConfiguration; buildSettings = {IPHONEOS_DEPLOYMENT_TARGET = 15.0; }; name = Debug; };
          P = {isa = PBXProject; mainGroup = M; targets = (T, ); };
        };
        rootObject = P;
      }
      """
    let parsed = XcodeProject.load("/r/App.xcodeproj/project.pbxproj") { _ in project }
    XCTAssertEqual(parsed?.owners(of: "/r/App/CheckIn/Events.swift").map(\.name), ["App"])
    XCTAssertEqual(parsed?.owners(of: "/r/App/Other/Events.swift").map(\.name), [])
  }

  func test_xcodeGen_optionsAndTargetDeploymentTargets_lowestWins() {
    let found = target(Support.fixtures + "/ProjectFiles/XcodeGen/Sources/GenView.swift")
    XCTAssertEqual(found.version, "16.0")
    XCTAssertEqual(found.source, .xcodeGen)
    XCTAssertEqual(
      DeploymentTargetDiscovery.xcodeGenTarget("targets:\n  A:\n    deploymentTarget: 17.0\n"), "17.0")
    XCTAssertNil(DeploymentTargetDiscovery.xcodeGenTarget("options:\n  deploymentTarget:\n    macOS: 13.0\n"))
  }

  func test_tuist_deploymentTargetsIOS() {
    let found = target(Support.fixtures + "/ProjectFiles/Tuist/Sources/TuistView.swift")
    XCTAssertEqual(found.version, "16.4")
    XCTAssertEqual(found.source, .tuist)
    XCTAssertEqual(
      DeploymentTargetDiscovery.tuistTarget(
        "deploymentTarget: .iOS(targetVersion: \"15.0\", devices: .iphone)"), "15.0")
  }

  func test_nothingFound_isTheDefault_andLintWarnsOnStandardError_andJSONCarriesTheSource() {
    let folder = Support.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    Support.write(
      "import SwiftUI\nstruct Screen: View {\n  var body: some View { Text(\"a\").padding(.horizontal, 16) }\n}\n",
      to: folder + "/Screen.swift")
    XCTAssertEqual(target(folder + "/Screen.swift"), DeploymentTarget("15.0", .fallback))
    let result = Support.cli(["lint", ".", "--no-cache", "--reporter", "json"], in: folder)
    XCTAssertTrue(result.stderr.contains("warning: no deployment target found for 1 file"), result.stderr)
    let findings = Support.json(result.stdout)["findings"] as? [[String: Any]] ?? []
    XCTAssertEqual(findings.count, 1, result.stdout)
    let stamped = findings.first?["deploymentTarget"] as? [String: String]
    XCTAssertEqual(stamped, ["version": "15.0", "source": "default"])
    let flagged = Support.cli(
      ["lint", ".", "--no-cache", "--reporter", "json", "--deployment-target", "16.4"], in: folder)
    XCTAssertFalse(flagged.stderr.contains("no deployment target found"), flagged.stderr)
    XCTAssertTrue(flagged.stdout.contains("\"source\": \"--deployment-target\""), flagged.stdout)
  }
}

final class ProjectPathTests: XCTestCase {
  /// Project files hold paths with `.`, `..` and doubled slashes; the fast check for an already
  /// normal path must agree with the full normalisation.
  func test_normalize_resolvesDotsAndDoubledSlashes_andKeepsNormalPathsAsTheyAre() {
    let cases: [(String, String)] = [
      ("/a/b/c.swift", "/a/b/c.swift"), ("/a/./b/../c.swift", "/a/c.swift"), ("a//b", "a/b"),
      ("/a/b/", "/a/b"), ("../x.swift", "../x.swift"), ("/", "/"), ("/a/.hidden/b", "/a/.hidden/b"),
      ("/a/..b/c", "/a/..b/c"),
    ]
    for (path, normal) in cases {
      XCTAssertEqual(XcodeProject.normalize(path), normal, path)
    }
  }
}
