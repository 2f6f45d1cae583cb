import InsetLint
import InsetTestSupport
import XCTest

@testable import InsetProblems

final class FragileViewExtractionRuleTests: XCTestCase {
  func walks(_ files: [(name: String, code: String)]) -> [Finding] {
    Support.lint(files, rules: [FragileViewExtractionRule()])
  }
}

extension FragileViewExtractionRuleTests {
  func test_aWalkDownIntoHostedSwiftUI_isReportedAsDownward() {
    let findings = walks([
      (
        "Pager.swift",
        """
        struct Pager: UIViewRepresentable {
          func makeUIView(context: Context) -> UIScrollView {
            let scroll = UIScrollView()
            scroll.addSubview(UIHostingController(rootView: Page()).view)
            return scroll
          }
          func updateUIView(_ scroll: UIScrollView, context: Context) {
            scroll.subviews[0].subviews.last?.isHidden = true
          }
        }
        """
      )
    ])
    XCTAssertEqual(findings.count, 1)
    XCTAssertTrue(
      findings.first?.message.contains("down from the view of") == true, findings.first?.message ?? "")
  }

  func test_aWalkDownThroughARepresentablesOwnUIKitViews_isNotReported() {
    let findings = walks([
      (
        "Stars.swift",
        """
        struct Stars: UIViewRepresentable {
          func makeUIView(context: Context) -> UIView {
            let container = UIView()
            container.addSubview(UIStackView(arrangedSubviews: [UIImageView(), UIImageView()]))
            return container
          }
          func updateUIView(_ view: UIView, context: Context) {
            view.subviews.first?.subviews.last?.isHidden = true
          }
        }
        """
      )
    ])
    XCTAssertEqual(findings.map(\.message), [])
  }
}
