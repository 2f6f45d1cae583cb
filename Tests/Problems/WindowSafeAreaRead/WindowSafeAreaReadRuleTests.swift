import InsetLint
import InsetTestSupport
import XCTest

@testable import InsetProblems

/// `window-safe-area-read`'s examples, 10+ each way (helpers resolved across files).
final class WindowSafeAreaReadRuleTests: XCTestCase {
  func test_examples_triggerAtTheirMarkers_andStayQuietOnTheTraps() {
    RuleExamples.verify(WindowSafeAreaReadRule(), minimumExamples: 10)
  }

  private func lines(_ files: [(String, String)]) -> [Int] {
    Support.lint(files, rules: [WindowSafeAreaReadRule()]).map(\.line)
  }

  private let windows = """
    extension UIApplication {
        var foregroundSceneWindows: [UIWindow] {
            guard let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene else { return [] }
            return scene.windows
        }
        var firstKeyWindow: UIWindow? {
            return foregroundSceneWindows.first(where: \\.isKeyWindow)
        }
        var keyWindowName: String {
            return foregroundSceneWindows.first?.description ?? ""
        }
    }
    """

  func test_aHelperReturningAWindowFromAnotherHelper_isAProviderToo() {
    let bar = """
      final class OmniBar: UIView {
          var trailing = NSLayoutConstraint()
          func refreshPadding() {
              trailing.constant = 8 + (UIApplication.shared.firstKeyWindow?.safeAreaInsets.right ?? 0)
          }
      }
      """
    XCTAssertEqual(lines([("/p/UIApplication+Windows.swift", windows), ("/p/OmniBar.swift", bar)]), [4])
  }

  func test_aHelperDeclaredToReturnSomethingElse_isNoProvider() {
    let bar = """
      final class OmniBar: UIView {
          var trailing = NSLayoutConstraint()
          func refreshPadding() {
              trailing.constant = 8 + (UIApplication.shared.keyWindowName.safeAreaInsets.right ?? 0)
          }
      }
      """
    XCTAssertEqual(lines([("/p/UIApplication+Windows.swift", windows), ("/p/OmniBar.swift", bar)]), [])
  }

  func test_aWindowInsetThatOnlyFeedsAComparison_inTheStatementThatUsesIt_isNotAFinding() {
    let source = """
      enum Layout {
          static func exceedsScreen(_ contentHeight: CGFloat) -> Bool {
              let top = UIApplication.shared.connectedScenes
                  .compactMap { ($0 as? UIWindowScene)?.keyWindow }
                  .first?
                  .safeAreaInsets
                  .top ?? 0.0
              return contentHeight > UIScreen.main.bounds.size.height - top
          }
      }
      """
    XCTAssertEqual(lines([("/p/Layout.swift", source)]), [])
  }
}
