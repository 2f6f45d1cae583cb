import Foundation
import InsetEmulation
import InsetLint
import InsetProblems
import InsetTestSupport
import XCTest

/// Code that runs only on systems older than a release (`else` of `if #available`) is dead where
/// the deployment target is that release or later: whatever rule reports it, `lint` drops it there.
final class OlderSystemsCodeTests: XCTestCase {
  func stretches(_ code: String) -> [(text: String, below: String)] {
    let file = SourceFile(path: "/p/A.swift", text: code)
    return AvailabilityGuard.olderSystemsCode(in: file).map {
      (String(decoding: Array(code.utf8)[$0.bytes], as: UTF8.self), $0.below.description)
    }
  }

  func test_theElseOfAnAvailabilityCheck_runsOnlyBelowItsRelease() {
    let found = stretches("if #available(iOS 13, *) { a() } else { b() }")
    XCTAssertEqual(found.map(\.text), ["{ b() }"])
    XCTAssertEqual(found.map(\.below), ["13.0"])
  }

  func test_anElseIfChain_isOlderSystemsCodeToItsEnd() {
    let found = stretches("if #available(iOS 15, *) { a() } else if flag { b() } else { c() }")
    XCTAssertEqual(found.map(\.text), ["if flag { b() } else { c() }"])
  }

  func test_theElseOfAGuard_andTheBodyOfAnUnavailabilityCheck_runOnlyBelowTheirRelease() {
    let found = stretches(
      "func f() { guard #available(iOS 14.5, *) else { b(); return }; a() }\nif #unavailable(iOS 16) { c() }")
    XCTAssertEqual(found.map(\.text), ["{ b(); return }", "{ c() }"])
    XCTAssertEqual(found.map(\.below), ["14.5", "16.0"])
  }

  func test_aCheckCombinedWithAnotherCondition_hasNoOlderSystemsCode() {
    XCTAssertTrue(stretches("if #available(iOS 13, *), flag { a() } else { b() }").isEmpty)
    XCTAssertTrue(stretches("if #available(iOS 13, *) { a() }").isEmpty)
  }

  static let statusBar = """
    final class Banner: UIView {
        override func layoutSubviews() {
            super.layoutSubviews()
            if #available(iOS 13, *) {
                label.frame.origin.y = safeAreaInsets.top
            } else {
                label.frame.origin.y = UIApplication.shared.keyWindow!.safeAreaInsets.top
            }
        }
    }
    """

  func test_aFindingInTheElseOfAnAvailabilityCheck_holdsOnlyBelowItsRelease() {
    let files = [("/p/Banner.swift", Self.statusBar)]
    let below = Support.lint(files, deploymentTarget: OSVersion(12, 0)).filter {
      $0.rule.rawValue == "window-safe-area-read"
    }
    XCTAssertEqual(below.map(\.line), [7], "iOS 12 runs the global window read")
    XCTAssertEqual(below.first?.holdsBelow, OSVersion(13, 0))
    let from = Support.lint(files, deploymentTarget: OSVersion(13, 0)).filter {
      $0.rule.rawValue == "window-safe-area-read"
    }
    XCTAssertEqual(from.map(\.line), [], "no system the app runs on reaches the else")
  }

  func test_olderSystemsCode_survivesTheCache() {
    let root = Support.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: root) }
    Support.write(Self.statusBar, to: root + "/Sources/App/Banner.swift")
    func lint(_ target: String) -> [Int] {
      Support.lintFindings(in: root, deploymentTarget: target).filter {
        $0["rule"] as? String == "window-safe-area-read"
      }.compactMap { $0["line"] as? Int }
    }
    XCTAssertEqual(lint("12.0"), [7])
    XCTAssertEqual(lint("13.0"), [])
    XCTAssertEqual(lint("12.0"), [7], "the cached run is settled again")
  }

  /// The same global window read in a preview: Xcode's canvas runs it, the app never does.
  static let preview = """
    import SwiftUI
    struct Banner: View {
        var body: some View { Text("Hi") }
    }
    #Preview {
        Banner()
            .padding(.top, UIApplication.shared.keyWindow!.safeAreaInsets.top)
    }
    struct Banner_Previews: PreviewProvider {
        static var previews: some View {
            Banner().padding(.top, UIApplication.shared.keyWindow!.safeAreaInsets.top)
        }
    }
    """

  func test_previewCode_isCodeThatRunsOnNoRelease() {
    let file = SourceFile(path: "/p/Banner.swift", text: Self.preview)
    let found = PreviewCode.ranges(file, types: SyntaxIndex(file).types)
    XCTAssertEqual(found.count, 2)
  }

  func test_aFindingInAPreview_isReportedAtNoDeploymentTarget() {
    let files = [("/p/Banner.swift", Self.preview)]
    let previewed = Support.lint(files, deploymentTarget: OSVersion(12, 0)).filter {
      $0.rule.rawValue == "window-safe-area-read"
    }
    XCTAssertEqual(previewed.map(\.line), [], "a preview runs in Xcode only")
    let inApp = Self.preview.replacingOccurrences(of: "#Preview {", with: "func shown() -> some View {")
      .replacingOccurrences(of: ": PreviewProvider", with: "")
    let shown = Support.lint([("/p/Banner.swift", inApp)], deploymentTarget: OSVersion(12, 0)).filter {
      $0.rule.rawValue == "window-safe-area-read"
    }
    XCTAssertEqual(shown.map(\.line), [7, 11], "the same reads in the app's code")
  }
}
