import Foundation
import InsetEmulation
import InsetEngine
import InsetTestSupport
import XCTest

@testable import InsetLint

/// Which devices and orientations a finding is judged on: the project's (`TARGETED_DEVICE_FAMILY`,
/// the Info.plist's or the build settings' supported orientations), read where the deployment
/// target is read; every device and orientation when the project says nothing. `lint`'s
/// suggestions and `fix`'s plan judge on the same ones, and the JSON names them.
final class ProjectEnvironmentsTests: XCTestCase {
  let photo = Support.fixtures + "/Lint/App/PhotoView.swift"

  /// An Xcode project whose one target `App` compiles `App/View.swift` (the fixture's padded
  /// SwiftUI view) with `settings`; `base` names an `.xcconfig` the target is based on.
  func makeProject(
    _ settings: String, base: String? = nil, infoPlist: String? = nil, _ name: String = #function
  ) -> String {
    let folder = Support.temporaryFolder(name)
    let reference = base.map { _ in
      "X = {isa = PBXFileReference; path = Target.xcconfig; sourceTree = \"<group>\"; };"
    }
    Support.write(
      """
      {
        objects = {
          M = {isa = PBXGroup; children = (R, \(base == nil ? "" : "X, ")); sourceTree = "<group>"; };
          R = {isa = PBXFileReference; path = App/View.swift; sourceTree = "<group>"; };
          \(reference ?? "")
          B = {isa = PBXBuildFile; fileRef = R; };
          S = {isa = PBXSourcesBuildPhase; files = (B, ); };
          T = {isa = PBXNativeTarget; buildConfigurationList = L; buildPhases = (S, ); name = App; };
          L = {isa = XCConfigurationList; buildConfigurations = (C, ); };
          C = {isa = XCBuildConfiguration; \(base == nil ? "" : "baseConfigurationReference = X; ")buildSettings = {IPHONEOS_DEPLOYMENT_TARGET = 16.0; \(settings) }; name = Release; };
          PL = {isa = XCConfigurationList; buildConfigurations = (PC, ); };
          PC = {isa = XCBuildConfiguration; buildSettings = {TARGETED_DEVICE_FAMILY = 1; }; name = Release; };
          P = {isa = PBXProject; buildConfigurationList = PL; mainGroup = M; targets = (T, ); };
        };
        rootObject = P;
      }
      """, to: folder + "/App.xcodeproj/project.pbxproj")
    if let base { Support.write(base, to: folder + "/Target.xcconfig") }
    if let infoPlist { Support.write(infoPlist, to: folder + "/App/Info.plist") }
    Support.write(Support.read(photo), to: folder + "/App/View.swift")
    return folder
  }

  func plist(_ entries: [String: [String]]) -> String {
    var body = ""
    for (key, values) in entries.sorted(by: { $0.key < $1.key }) {
      body += "  <key>\(key)</key>\n  <array>\n"
      for value in values { body += "    <string>\(value)</string>\n" }
      body += "  </array>\n"
    }
    return """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0">
      <dict>
      \(body)</dict>
      </plist>
      """
  }

  func environments(_ folder: String) -> ProjectEnvironments {
    DeploymentTargetDiscovery(override: nil, configured: nil).environments(for: folder + "/App/View.swift")
  }

  let iPads = DeviceCatalog.builtIn.devices.filter { $0.family == .iPad }.map(\.id)
  let iPhones = DeviceCatalog.builtIn.devices.filter { $0.family == .iPhone }.map(\.id)

  func test_anIPadOnlyTarget_isJudgedOnEveryIPad_andNoIPhone() {
    let folder = makeProject("TARGETED_DEVICE_FAMILY = 2;")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let found = environments(folder)
    XCTAssertFalse(iPads.isEmpty)
    XCTAssertEqual(
      found.devices.map(\.id), iPads, "the target's own setting beats the project's iPhone default")
    XCTAssertEqual(found.orientations[.iPad], Orientation.allCases)
    XCTAssertTrue(found.source.hasPrefix("TARGETED_DEVICE_FAMILY in "), found.source)
    XCTAssertTrue(found.source.hasSuffix("App.xcodeproj (target App)"), found.source)
  }

  /// Compatibility mode runs an iPhone app on an iPad in an iPhone-sized window: an iPhone's
  /// layout, so iPads are not judged.
  func test_anIPhoneOnlyTarget_isJudgedOnIPhonesOnly_notOnTheIPadsThatRunItInCompatibilityMode() {
    let folder = makeProject("TARGETED_DEVICE_FAMILY = 1;")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    XCTAssertEqual(environments(folder).devices.map(\.id), iPhones)
  }

  func test_theFamily_isReadFromTheTargetsXcconfig_likeTheDeploymentTarget() {
    let folder = makeProject("", base: "TARGETED_DEVICE_FAMILY = 1,2 // both\n")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let found = environments(folder)
    XCTAssertEqual(found.families, [.iPhone, .iPad], "the target's .xcconfig beats the project's setting")
    XCTAssertTrue(found.source.contains("Target.xcconfig"), found.source)
  }

  func test_aPortraitOnlyInfoPlist_isJudgedInPortraitOnly_andItsIPadKey_onIPads() {
    let folder = makeProject(
      "TARGETED_DEVICE_FAMILY = \"1,2\"; INFOPLIST_FILE = \"$(SRCROOT)/App/Info.plist\";",
      infoPlist: plist([
        "UISupportedInterfaceOrientations": ["UIInterfaceOrientationPortrait"],
        "UISupportedInterfaceOrientations~ipad": [
          "UIInterfaceOrientationPortrait", "UIInterfaceOrientationPortraitUpsideDown",
          "UIInterfaceOrientationLandscapeLeft",
        ],
      ]))
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let found = environments(folder)
    XCTAssertEqual(found.orientations[.iPhone], [.portrait])
    XCTAssertEqual(found.orientations[.iPad], [.portrait, .landscapeLeft], "upside down is not emulated")
    let set = found.set
    let iPhone = try! DeviceCatalog.builtIn.device("iphone-15-pro")
    XCTAssertEqual(
      set.environments(at: "17.0").filter { $0.device == iPhone }.map(\.orientation), [.portrait])
  }

  /// A unit-test bundle that compiles the app's file beside the app: its Info.plist lists no
  /// orientations, and the app's portrait lock still holds (a social app's settings menu).
  func test_aTestBundleCompilingTheAppsFile_doesNotWidenTheAppsOrientations() {
    let folder = Support.temporaryFolder(#function)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    Support.write(
      """
      {
        objects = {
          M = {isa = PBXGroup; children = (R, ); sourceTree = "<group>"; };
          R = {isa = PBXFileReference; path = App/View.swift; sourceTree = "<group>"; };
          B = {isa = PBXBuildFile; fileRef = R; };
          BT = {isa = PBXBuildFile; fileRef = R; };
          S = {isa = PBXSourcesBuildPhase; files = (B, ); };
          ST = {isa = PBXSourcesBuildPhase; files = (BT, ); };
          T = {isa = PBXNativeTarget; buildConfigurationList = L; buildPhases = (S, ); name = App; productType = "com.apple.product-type.application"; };
          U = {isa = PBXNativeTarget; buildConfigurationList = LT; buildPhases = (ST, ); name = UnitTests; productType = "com.apple.product-type.bundle.unit-test"; };
          L = {isa = XCConfigurationList; buildConfigurations = (C, ); };
          C = {isa = XCBuildConfiguration; buildSettings = {IPHONEOS_DEPLOYMENT_TARGET = 16.0; INFOPLIST_FILE = App/Info.plist; }; name = Release; };
          LT = {isa = XCConfigurationList; buildConfigurations = (CT, ); };
          CT = {isa = XCBuildConfiguration; buildSettings = {IPHONEOS_DEPLOYMENT_TARGET = 15.0; INFOPLIST_FILE = UnitTests/Info.plist; }; name = Release; };
          PL = {isa = XCConfigurationList; buildConfigurations = (PC, ); };
          PC = {isa = XCBuildConfiguration; buildSettings = {TARGETED_DEVICE_FAMILY = 1; }; name = Release; };
          P = {isa = PBXProject; buildConfigurationList = PL; mainGroup = M; targets = (T, U, ); };
        };
        rootObject = P;
      }
      """, to: folder + "/App.xcodeproj/project.pbxproj")
    Support.write(
      plist(["UISupportedInterfaceOrientations": ["UIInterfaceOrientationPortrait"]]),
      to: folder + "/App/Info.plist")
    Support.write(plist([:]), to: folder + "/UnitTests/Info.plist")
    Support.write(Support.read(photo), to: folder + "/App/View.swift")
    XCTAssertEqual(environments(folder).orientations[.iPhone], [.portrait])
    let target = DeploymentTargetDiscovery(override: nil, configured: nil).target(
      for: folder + "/App/View.swift")
    XCTAssertEqual(target.version, OSVersion(16, 0), "the app's target, not the test bundle's lower one")
  }

  /// A tvOS app's target beside the iOS one (Xcode's `SDKROOT = appletvos`, device family 3):
  /// its code runs on no iPhone or iPad, and the JSON finding would have claimed every device.
  func test_aFileOnlyATvOSTargetCompiles_runsOnNoIPhoneOrIPad() {
    let folder = makeProject("SDKROOT = appletvos; TARGETED_DEVICE_FAMILY = 3;")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let found = environments(folder)
    XCTAssertTrue(found.runsOnNoIOSDevice)
    XCTAssertTrue(found.source.hasPrefix("SDKROOT appletvos in "), found.source)
    XCTAssertTrue(found.source.hasSuffix("App.xcodeproj (target App)"), found.source)
  }

  func test_aMacTargetsSupportedPlatforms_overrideTheProjectsIPhoneSDK() {
    let folder = makeProject("SUPPORTED_PLATFORMS = macosx;")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    XCTAssertTrue(environments(folder).runsOnNoIOSDevice)
  }

  func test_aMultiplatformTargetThatListsIPhoneOS_runsOnIOS() {
    let folder = makeProject("SDKROOT = auto; SUPPORTED_PLATFORMS = \"iphoneos iphonesimulator macosx\";")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    XCTAssertEqual(environments(folder).families, [.iPhone])
  }

  func test_lint_reportsNothingInAFileOnlyATvOSTargetCompiles() {
    let tv = makeProject("SDKROOT = appletvos; TARGETED_DEVICE_FAMILY = 3;")
    let phone = makeProject("TARGETED_DEVICE_FAMILY = 1;", #function + "-phone")
    defer {
      try? FileManager.default.removeItem(atPath: tv)
      try? FileManager.default.removeItem(atPath: phone)
    }
    XCTAssertFalse(padding(lintJSON(phone)).isEmpty, "the same view in an iPhone app is a finding")
    XCTAssertEqual(lintJSON(tv).count, 0)
  }

  func test_fix_leavesAFileOnlyAMacTargetCompilesAsItWas() {
    let folder = makeProject("SUPPORTED_PLATFORMS = macosx;")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let before = Support.read(folder + "/App/View.swift")
    _ = Support.cli(["fix", "App"], in: folder)
    XCTAssertEqual(Support.read(folder + "/App/View.swift"), before)
  }

  func test_anInfoPlistPathSpelledInAnotherCase_isReadAsXcodeReadsItOnACaseInsensitiveDisk() {
    let folder = makeProject(
      "TARGETED_DEVICE_FAMILY = \"1,2\"; INFOPLIST_FILE = \"app/Info.plist\";",
      infoPlist: plist(["UISupportedInterfaceOrientations": ["UIInterfaceOrientationPortrait"]]))
    defer { try? FileManager.default.removeItem(atPath: folder) }
    XCTAssertEqual(environments(folder).orientations[.iPhone], [.portrait])
  }

  func test_theGeneratedInfoPlistsBuildSettings_giveEachFamilyItsOwnOrientations() {
    let folder = makeProject(
      "TARGETED_DEVICE_FAMILY = \"1,2\"; INFOPLIST_KEY_UISupportedInterfaceOrientations_iPhone = "
        + "UIInterfaceOrientationPortrait; INFOPLIST_KEY_UISupportedInterfaceOrientations_iPad = "
        + "\"UIInterfaceOrientationLandscapeLeft UIInterfaceOrientationLandscapeRight\";")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let found = environments(folder)
    XCTAssertEqual(found.orientations[.iPhone], [.portrait])
    XCTAssertEqual(found.orientations[.iPad], [.landscapeLeft, .landscapeRight])
  }

  func test_aFileNoProjectSpeaksFor_isJudgedOnEveryDeviceInEveryOrientation() {
    let folder = Support.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    Support.write(Support.read(photo), to: folder + "/App/View.swift")
    let found = environments(folder)
    XCTAssertEqual(found.devices.map(\.id), DeviceCatalog.builtIn.ids)
    XCTAssertEqual(found.orientations, [.iPhone: Orientation.allCases, .iPad: Orientation.allCases])
    XCTAssertEqual(found.sources, [])
  }

  func test_theDeviceFlag_replacesTheDevices_andKeepsTheProjectsOrientations() {
    let folder = makeProject(
      "INFOPLIST_KEY_UISupportedInterfaceOrientations = UIInterfaceOrientationPortrait;")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let device = try! DeviceCatalog.builtIn.device("iphone-se-3")
    let found = DeploymentTargetDiscovery(override: nil, configured: nil, device: device).environments(
      for: folder + "/App/View.swift")
    XCTAssertEqual(found.devices, [device])
    XCTAssertEqual(found.orientations[.iPhone], [.portrait])
    XCTAssertTrue(found.source.hasPrefix("--device; "), found.source)
  }

  /// The landscape-side rule asks the same project files: an iPad-only app has no iPhone in
  /// landscape, and a portrait-only `.xcconfig` leaves the iPhone in portrait.
  func test_theLandscapeQuestion_isAnsweredByTheSameEnvironments() {
    let pad = makeProject("TARGETED_DEVICE_FAMILY = 2;")
    let portrait = makeProject(
      "", base: "INFOPLIST_KEY_UISupportedInterfaceOrientations_iPhone = UIInterfaceOrientationPortrait\n")
    defer {
      try? FileManager.default.removeItem(atPath: pad)
      try? FileManager.default.removeItem(atPath: portrait)
    }
    XCTAssertEqual(
      SupportedOrientationsDiscovery.iPhoneLandscape(forSourceAt: pad + "/App/View.swift"), false)
    XCTAssertEqual(
      SupportedOrientationsDiscovery.iPhoneLandscape(forSourceAt: portrait + "/App/View.swift"), false)
  }

  /// A repository whose UI lives in a local package (`packages/Core`) and whose app project
  /// (`App/App.xcodeproj`) links the package's library; `listing` is how the package is reached:
  /// a workspace at the root listing both, or the project's local package reference.
  func makePackagedApp(_ listing: String, links product: String, _ name: String = #function) -> String {
    let folder = Support.temporaryFolder(name)
    let reference =
      listing == "reference"
      ? "LR = {isa = XCLocalSwiftPackageReference; relativePath = ../packages/Core; };" : ""
    Support.write(
      """
      {
        objects = {
          M = {isa = PBXGroup; children = (); sourceTree = "<group>"; };
          \(reference)
          D = {isa = XCSwiftPackageProductDependency; productName = \(product); };
          T = {isa = PBXNativeTarget; buildConfigurationList = L; buildPhases = (); name = App; packageProductDependencies = (D, ); };
          W = {isa = PBXNativeTarget; buildConfigurationList = L2; buildPhases = (); name = Widget; };
          L = {isa = XCConfigurationList; buildConfigurations = (C, ); };
          C = {isa = XCBuildConfiguration; buildSettings = {IPHONEOS_DEPLOYMENT_TARGET = 16.0; TARGETED_DEVICE_FAMILY = 1; INFOPLIST_KEY_UISupportedInterfaceOrientations = UIInterfaceOrientationPortrait; }; name = Release; };
          L2 = {isa = XCConfigurationList; buildConfigurations = (C2, ); };
          C2 = {isa = XCBuildConfiguration; buildSettings = {IPHONEOS_DEPLOYMENT_TARGET = 16.0; }; name = Release; };
          P = {isa = PBXProject; mainGroup = M; targets = (T, W, ); \(listing == "reference" ? "packageReferences = (LR, );" : "") };
        };
        rootObject = P;
      }
      """, to: folder + "/App/App.xcodeproj/project.pbxproj")
    if listing == "workspace" {
      Support.write(
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <Workspace version = "1.0">
           <FileRef location = "container:App/App.xcodeproj"></FileRef>
           <FileRef location = "group:packages/Core"></FileRef>
        </Workspace>
        """, to: folder + "/App.xcworkspace/contents.xcworkspacedata")
    }
    Support.write(
      """
      // swift-tools-version:5.9
      import PackageDescription
      let package = Package(
        name: "Core", platforms: [.iOS(.v16)],
        products: [.library(name: "Core", targets: ["Core"])], targets: [.target(name: "Core")])
      """, to: folder + "/packages/Core/Package.swift")
    Support.write(Support.read(photo), to: folder + "/packages/Core/Sources/Core/View.swift")
    return folder
  }

  func packageEnvironments(_ folder: String) -> ProjectEnvironments {
    DeploymentTargetDiscovery(override: nil, configured: nil).environments(
      for: folder + "/packages/Core/Sources/Core/View.swift")
  }

  func test_aLocalPackageListedInAWorkspace_runsWhereTheAppThatLinksItRuns() {
    let folder = makePackagedApp("workspace", links: "Core")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let found = packageEnvironments(folder)
    XCTAssertEqual(found.families, [.iPhone])
    XCTAssertEqual(found.orientations[.iPhone], [.portrait])
  }

  func test_aLocalPackageTheProjectReferences_runsWhereTheAppThatLinksItRuns() {
    let folder = makePackagedApp("reference", links: "Core")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    XCTAssertEqual(packageEnvironments(folder).orientations[.iPhone], [.portrait])
  }

  /// A package linked by the iOS app and by a Mac app beside it runs where the iOS app runs,
  /// whichever project is read first.
  func test_aPackageAMacAppAlsoLinks_runsWhereTheIOSAppRuns() {
    let folder = makePackagedApp("reference", links: "Core")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    Support.write(
      Support.read(folder + "/App/App.xcodeproj/project.pbxproj").replacingOccurrences(
        of:
          "TARGETED_DEVICE_FAMILY = 1; INFOPLIST_KEY_UISupportedInterfaceOrientations = UIInterfaceOrientationPortrait;",
        with: "SUPPORTED_PLATFORMS = macosx;"),
      to: folder + "/AMac/AMac.xcodeproj/project.pbxproj")
    let found = packageEnvironments(folder)
    XCTAssertEqual(found.families, [.iPhone])
    XCTAssertEqual(found.orientations[.iPhone], [.portrait])
  }

  func test_aPackageNoTargetLinks_isJudgedEverywhere() {
    let folder = makePackagedApp("workspace", links: "Other")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    XCTAssertEqual(packageEnvironments(folder).orientations[.iPhone], Orientation.allCases)
  }

  func test_xcodeGenSettings_andTuistDestinations_nameTheFamilies() {
    let spec = EnvironmentReading.xcodeGen(
      "targets:\n  App:\n    settings:\n      TARGETED_DEVICE_FAMILY: \"2\"  # iPad\n"
        + "      INFOPLIST_KEY_UISupportedInterfaceOrientations: UIInterfaceOrientationPortrait\n",
      file: "/r/project.yml")
    XCTAssertEqual(spec?.families, [.iPad])
    XCTAssertEqual(spec?.orientations[.iPad], [.portrait])
    XCTAssertNil(EnvironmentReading.xcodeGen("name: App\n", file: "/r/project.yml"))
    XCTAssertEqual(
      EnvironmentReading.tuist("destinations: [.iPhone],\n", file: "/r/Project.swift")?.families, [.iPhone])
    XCTAssertEqual(
      EnvironmentReading.tuist("destinations: .iOS,\n", file: "/r/Project.swift")?.families, [.iPhone, .iPad])
  }

  func test_anXcodeGenAppWithoutOrientationSettings_takesTheInfoPlistInItsSources() throws {
    // XcodeGen ProjectSpec: "INFOPLIST_FILE: If it doesn't exist your sources will be searched
    // for Info.plist files". A test-host application is not the shipped app.
    let root = Support.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: root) }
    Support.write(
      """
      targets:
        Wallet:
          sources:
            - path: Wallet/Cert/server.der
            - excludes:
              - Scripts
              path: Wallet
          type: application
        SnapshotTestsHostApp:
          sources:
          - path: SnapshotTestsHostApp
          type: application
        WalletKit:
          sources: [Modules/WalletKit]
          type: framework
      """, to: root + "/project.yml")
    XCTAssertEqual(
      EnvironmentReading.xcodeGenAppSources(
        try String(contentsOfFile: root + "/project.yml", encoding: .utf8)),
      ["Wallet"])
    let plist = { (orientations: String) in
      "<plist><dict><key>UISupportedInterfaceOrientations</key><array>\(orientations)</array></dict></plist>"
    }
    Support.write(plist("<string>UIInterfaceOrientationPortrait</string>"), to: root + "/Wallet/Info.plist")
    Support.write(
      plist("<string>UIInterfaceOrientationLandscapeLeft</string>"),
      to: root + "/SnapshotTestsHostApp/Info.plist")
    Support.write("struct V {}", to: root + "/Modules/Feature/Sources/Feature/V.swift")
    XCTAssertEqual(
      SupportedOrientationsDiscovery.iPhoneLandscape(
        forSourceAt: root + "/Modules/Feature/Sources/Feature/V.swift"),
      false)
  }

  func test_aTuistWorkspacesModule_takesTheOrientationsOfTheWorkspacesApps_notEveryOrientation() {
    // 3dollars-in-my-pocket-ios: feature modules under Modules/, the app's Info.plist under App/.
    let root = Support.temporaryFolder(#function)
    defer { try? FileManager.default.removeItem(atPath: root) }
    Support.write(
      "import ProjectDescription\nlet workspace = Workspace(name: \"App\")", to: root + "/Workspace.swift")
    let plist = { (orientations: String, app: Bool) in
      "<plist><dict>\(app ? "<key>UILaunchStoryboardName</key><string>Launch</string>" : "")"
        + "<key>UISupportedInterfaceOrientations</key><array>\(orientations)</array></dict></plist>"
    }
    Support.write(
      plist("<string>UIInterfaceOrientationPortrait</string>", true), to: root + "/App/Targets/App/Info.plist"
    )
    // A framework's plist says nothing about the apps that link it.
    Support.write(
      plist("<string>UIInterfaceOrientationLandscapeLeft</string>", false),
      to: root + "/Modules/Kit/Targets/Kit/Info.plist")
    let source = root + "/Modules/Feature/Targets/Feature/Sources/V.swift"
    Support.write("struct V {}", to: source)
    XCTAssertEqual(SupportedOrientationsDiscovery.iPhoneLandscape(forSourceAt: source), false)
  }

  func lintJSON(_ folder: String) -> [[String: Any]] {
    let result = Support.cli(["lint", "App", "--reporter", "json", "--no-cache"], in: folder)
    return Support.json(result.stdout)["findings"] as? [[String: Any]] ?? []
  }

  func padding(_ findings: [[String: Any]]) -> [String: Any] {
    findings.first { $0["rule"] as? String == "fixed-horizontal-padding" } ?? [:]
  }

  func test_theJSONFinding_namesItsDevicesOrientationsAndWhereTheyWereRead() {
    let folder = makeProject("TARGETED_DEVICE_FAMILY = 2;")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let named = padding(lintJSON(folder))["environments"] as? [String: Any] ?? [:]
    XCTAssertEqual(named["devices"] as? [String], iPads)
    XCTAssertEqual(
      named["orientations"] as? [String: [String]], ["ipad": Orientation.allCases.map(\.rawValue)])
    XCTAssertEqual(named["source"] as? String, "TARGETED_DEVICE_FAMILY in App.xcodeproj (target App)")
  }

  func test_aCachedRerun_replaysTheEnvironments_untilTheProjectFileChanges() {
    let folder = makeProject("TARGETED_DEVICE_FAMILY = 2;")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    func run() -> (devices: [String], stderr: String) {
      let result = Support.cli(["lint", "App", "--reporter", "json", "--cache-dir", "cache"], in: folder)
      let named = padding(Support.json(result.stdout)["findings"] as? [[String: Any]] ?? [])["environments"]
      return (((named as? [String: Any])?["devices"] as? [String]) ?? [], result.stderr)
    }
    XCTAssertEqual(run().devices, iPads)
    let replayed = run()
    XCTAssertTrue(replayed.stderr.contains("(1 from cache)"), replayed.stderr)
    XCTAssertEqual(replayed.devices, iPads)
    let project = folder + "/App.xcodeproj/project.pbxproj"
    Support.write(
      Support.read(project).replacingOccurrences(
        of: "TARGETED_DEVICE_FAMILY = 2;", with: "TARGETED_DEVICE_FAMILY = \"1,2\";"), to: project)
    XCTAssertEqual(run().devices, DeviceCatalog.builtIn.ids, "the changed project is read again")
  }

  /// Fixed side padding is right on an iPad (no side safe area: UIKit's margins are the system
  /// margins) and wrong somewhere among all devices: lint offers what fix selects, on each.
  func test_lintSuggests_whatFixSelects_onTheSameEnvironments() {
    let pad = makeProject("TARGETED_DEVICE_FAMILY = 2;")
    let none = Support.temporaryFolder()
    defer {
      try? FileManager.default.removeItem(atPath: pad)
      try? FileManager.default.removeItem(atPath: none)
    }
    Support.write(Support.read(photo), to: none + "/App/View.swift")
    func offered(_ folder: String) -> [String] {
      (padding(lintJSON(folder))["suggestions"] as? [[String: Any]] ?? []).compactMap {
        $0["strategy"] as? String
      }
    }
    func fixNote(_ folder: String) -> String {
      let result = Support.cli(["fix", "App", "--dry-run"], in: folder)
      return result.stderr.split(separator: "\n").first { $0.hasSuffix("[fixed-horizontal-padding]") }.map(
        String.init)
        ?? result.stderr
    }
    let onIPads = offered(pad)
    XCTAssertEqual(onIPads.count, 1, "\(onIPads)")
    XCTAssertTrue(fixNote(pad).contains("the selected strategy (\(onIPads.first ?? "?"))"), fixNote(pad))
    XCTAssertEqual(offered(none), [], "wrong somewhere among all devices")
    XCTAssertTrue(fixNote(none).contains("no strategy fixes the problem in every environment"), fixNote(none))
  }
}
