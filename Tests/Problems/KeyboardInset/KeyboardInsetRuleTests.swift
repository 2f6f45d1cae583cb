import InsetLint
import InsetTestSupport
import XCTest

@testable import InsetProblems

final class KeyboardInsetRuleTests: XCTestCase {
  func test_examples_triggerAtTheirMarkers_andParse() {
    RuleExamples.verify(KeyboardInsetRule(), minimumExamples: 10)
  }

  func test_findingsSuggestTheProblemsStrategies() {
    XCTAssertEqual(KeyboardInsetRule.description.problem, "keyboard-inset")
  }

  private func lines(_ files: [(String, String)]) -> [Int] {
    Support.lint(files, rules: [KeyboardInsetRule()]).map(\.line)
  }

  func test_aTernaryChoosingTheKeyboardHeight_carriesItIntoTheInset() {
    let source = """
      final class FavoritesOverlay: UIViewController {
          let collectionView = UICollectionView()
          var barAtBottom = false
          @objc func keyboardDidShow(notification: NSNotification) {
              guard let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
              let bottomInset = barAtBottom == true ? 0 : frame.size.height - 44
              collectionView.contentInset = UIEdgeInsets(top: 0, left: 0, bottom: bottomInset, right: 0)
          }
      }
      """
    XCTAssertEqual(lines([("/p/FavoritesOverlay.swift", source)]), [7])
  }

  func test_aConvertedFrameWhoseHeightIsUsed_isStillTheFullKeyboardHeight() {
    let source = """
      final class OnboardingController: UIViewController {
          let scrollView = UIScrollView()
          @objc func keyboardWillShow(_ notification: Notification) {
              guard var frame = notification.userInfo?[UIResponder.keyboardFrameBeginUserInfoKey] as? CGRect else { return }
              frame = view.convert(frame, from: nil)
              scrollView.contentInset.bottom = frame.size.height + 20
          }
      }
      """
    XCTAssertEqual(lines([("/p/OnboardingController.swift", source)]), [6])
  }

  func test_aConvertedFrameWhoseTopIsUsed_isNotAFinding() {
    let source = """
      final class OnboardingController: UIViewController {
          let scrollView = UIScrollView()
          @objc func keyboardWillShow(_ notification: Notification) {
              guard let end = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
              let local = view.convert(end, from: nil)
              scrollView.contentInset.bottom = max(0, view.bounds.height - local.minY)
          }
      }
      """
    XCTAssertEqual(lines([("/p/OnboardingController.swift", source)]), [])
  }

  func test_aWrappersRawFrameMember_readInAFunctionThatTalksToTheKeyboard_isAFinding() {
    let wrapper = """
      extension NSNotification {
          var endFrame: CGRect? {
              return (userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
          }
      }
      """
    let controller = """
      final class WebController: UIViewController {
          let webView = WKWebView()
          var keyboardManager: KeyboardManager?
          override func viewDidLoad() {
              super.viewDidLoad()
              let recalculate: (KeyboardNotification) -> Void = { [weak self] notification in
                  self?.webView.scrollView.contentInset.bottom = notification.endFrame.height
              }
              keyboardManager?.on(event: .didShow, do: recalculate)
          }
      }
      """
    XCTAssertEqual(
      lines([("/p/NSNotification+Keyboard.swift", wrapper), ("/p/WebController.swift", controller)]), [7])
  }
}
