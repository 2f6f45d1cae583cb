import Foundation
import InsetLint
import InsetTestSupport
import XCTest

@testable import InsetProblems

/// `landscape-side-safe-area`'s examples (10+ each way), and the portrait-only trap read from
/// Info.plist and build settings the way the deployment target is read.
final class LandscapeSideSafeAreaRuleTests: XCTestCase {
  func test_examples_triggerAtTheirMarkers_andFixToParsableSwift() {
    RuleExamples.verify(LandscapeSideSafeAreaRule(), minimumExamples: 10)
  }

  private let label = """
    final class ScoreController: UIViewController {
        let score = UILabel()
        override func viewDidLoad() {
            super.viewDidLoad()
            score.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16).isActive = true
        }
    }
    """

  private func lint(in folder: String) -> [Finding] {
    let path = folder + "/App/Screens/ScoreController.swift"
    try? FileManager.default.createDirectory(
      atPath: folder + "/App/Screens", withIntermediateDirectories: true)
    try? label.write(toFile: path, atomically: true, encoding: .utf8)
    return Support.lint([(path, label)], rules: [LandscapeSideSafeAreaRule()])
  }

  private func folder(_ name: String) -> String {
    NSTemporaryDirectory() + "insetfix-orientations-\(getpid())-\(name)"
  }

  func test_anInfoPlistListingOnlyPortrait_silencesTheRule() throws {
    let root = folder("plist")
    defer { try? FileManager.default.removeItem(atPath: root) }
    try FileManager.default.createDirectory(atPath: root + "/App", withIntermediateDirectories: true)
    try """
    <plist><dict><key>UISupportedInterfaceOrientations</key><array><string>UIInterfaceOrientationPortrait</string></array>
    <key>UISupportedInterfaceOrientations~ipad</key><array><string>UIInterfaceOrientationLandscapeLeft</string></array></dict></plist>
    """.write(toFile: root + "/App/Info.plist", atomically: true, encoding: .utf8)
    XCTAssertEqual(lint(in: root).count, 0)
  }

  func test_buildSettingsAllowingLandscape_keepTheRule() throws {
    let root = folder("pbxproj")
    defer { try? FileManager.default.removeItem(atPath: root) }
    try FileManager.default.createDirectory(
      atPath: root + "/App.xcodeproj", withIntermediateDirectories: true)
    try """
    buildSettings = {
      INFOPLIST_KEY_UISupportedInterfaceOrientations_iPhone = "UIInterfaceOrientationPortrait UIInterfaceOrientationLandscapeLeft";
    };
    """.write(toFile: root + "/App.xcodeproj/project.pbxproj", atomically: true, encoding: .utf8)
    XCTAssertEqual(lint(in: root).count, 1)
  }

  func test_anInfoPlistFileNamedByTheProject_thatListsOnlyPortrait_silencesTheRule() throws {
    let root = folder("infoplistfile")
    defer { try? FileManager.default.removeItem(atPath: root) }
    try FileManager.default.createDirectory(
      atPath: root + "/App.xcodeproj", withIntermediateDirectories: true)
    try FileManager.default.createDirectory(atPath: root + "/Support", withIntermediateDirectories: true)
    try "INFOPLIST_FILE = \"$(SRCROOT)/Support/App-Info.plist\";".write(
      toFile: root + "/App.xcodeproj/project.pbxproj", atomically: true, encoding: .utf8)
    try
      "<key>UISupportedInterfaceOrientations</key><array><string>UIInterfaceOrientationPortrait</string></array>"
      .write(toFile: root + "/Support/App-Info.plist", atomically: true, encoding: .utf8)
    XCTAssertEqual(lint(in: root).count, 0)
  }
}
