import InsetLint
import InsetTestSupport
import XCTest

@testable import InsetProblems

/// A view shown with the keyboard (a `UIInputView`, an `inputAccessoryView`) spans the screen's
/// width: a control pinned to its own edge sits under the sensor housing in landscape, while one
/// pinned to its safe area, a system toolbar or an ordinary view's own edge does not count.
final class LandscapeKeyboardBarTests: XCTestCase {
  private func lint(_ files: [(String, String)]) -> [Finding] {
    Support.lint(files.map { (name: $0.0, code: $0.1) }, rules: [LandscapeSideSafeAreaRule()])
  }

  private func bar(_ declaration: String, pin: String) -> String {
    """
    \(declaration) {
        let colonButton = UIButton()
        func setUp() {
            addSubview(colonButton)
            colonButton.translatesAutoresizingMaskIntoConstraints = false
            \(pin)
        }
    }
    """
  }

  func test_aButtonPinnedToAnInputViewsOwnEdge_isAFinding() {
    let source = bar(
      "final class ValueAccessory: UIInputView",
      pin: "colonButton.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 7).isActive = true")
    let findings = lint([("/p/ValueAccessory.swift", source)])
    XCTAssertEqual(findings.map(\.line), [6])
    XCTAssertTrue(findings.first?.message.contains("shown with the keyboard") == true)
  }

  func test_aSnapKitConstantOnAnInputViewsOwnButton_isAFinding() {
    let source = bar(
      "final class ValueAccessory: UIInputView",
      pin: "colonButton.snp.makeConstraints { make in make.left.equalTo(7); make.top.equalTo(4) }")
    XCTAssertEqual(lint([("/p/ValueAccessory.swift", source)]).map(\.line), [6])
  }

  func test_aPlainViewHandedOutAsAnotherFilesInputAccessoryView_isAKeyboardBar() {
    let source = bar(
      "final class FormatBar: UIView",
      pin: "colonButton.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -8).isActive = true")
    let editor = """
      final class EditorController: UIViewController {
          let textView = UITextView()
          let formatBar = FormatBar()
          override func viewDidLoad() {
              super.viewDidLoad()
              textView.inputAccessoryView = formatBar
          }
      }
      """
    XCTAssertEqual(lint([("/p/FormatBar.swift", source), ("/p/Editor.swift", editor)]).map(\.line), [6])
  }

  func test_theSameViewNeverShownWithTheKeyboard_isNotAFinding() {
    let source = bar(
      "final class FormatBar: UIView",
      pin: "colonButton.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -8).isActive = true")
    XCTAssertEqual(lint([("/p/FormatBar.swift", source)]).count, 0)
  }

  func test_aFewControlsCentredOnTheBarAndKeptAMinimumDistanceFromItsSides_isNotAFinding() {
    let source = bar(
      "final class ValueAccessory: UIInputView",
      pin: """
        colonButton.leadingAnchor.constraint(greaterThanOrEqualTo: leadingAnchor, constant: 20).isActive = true
                colonButton.centerXAnchor.constraint(equalTo: centerXAnchor).isActive = true
        """)
    XCTAssertEqual(lint([("/p/ValueAccessory.swift", source)]).count, 0)
  }

  func test_aButtonPinnedToTheInputViewsSafeArea_isNotAFinding() {
    let source = bar(
      "final class ValueAccessory: UIInputView",
      pin:
        "colonButton.leadingAnchor.constraint(equalTo: safeAreaLayoutGuide.leadingAnchor, constant: 7).isActive = true"
    )
    XCTAssertEqual(lint([("/p/ValueAccessory.swift", source)]).count, 0)
  }

  func test_aViewAGetterReturnsAsTheInputAccessoryView_isAKeyboardBar() {
    let source = bar(
      "final class SmartKeysView: UIView",
      pin: "colonButton.leadingAnchor.constraint(equalTo: leadingAnchor).isActive = true")
    let composer = """
      final class Composer: UITextView {
          let keys = SmartKeysView()
          override var inputAccessoryView: UIView? { return keys }
      }
      """
    XCTAssertEqual(
      lint([("/p/SmartKeysView.swift", source), ("/p/Composer.swift", composer)]).map(\.line), [6])
  }
}
