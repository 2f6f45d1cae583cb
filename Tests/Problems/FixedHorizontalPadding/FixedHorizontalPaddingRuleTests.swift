@testable import InsetProblems
import InsetTestSupport
import InsetLint
import XCTest

final class FixedHorizontalPaddingRuleTests: XCTestCase {

  let screen = """
    struct ProfileScreen: View {
      var body: some View {
        ScrollView {
          VStack { Text("Name") }
            .padding(.horizontal,   Layout.margin)
        }
      }
    }
    """

  func test_message_quotesTheSourceAsWritten_andTheValueTheConstantHoldsInAnotherFile() {
    let findings = Support.lint([
      ("Profile.swift", screen), ("Layout.swift", "enum Layout { static let margin: CGFloat = 16 }"),
    ]).filter { $0.rule == "fixed-horizontal-padding" }
    XCTAssertEqual(findings.count, 1)
    XCTAssertTrue(
      findings.first?.message.hasPrefix(
        ".padding(.horizontal, Layout.margin) (16 pt) sets the content margin of "
          + "'ProfileScreen'") ?? false, findings.first?.message ?? "no finding")
  }

  func test_aConstantThatDiffersBetweenItsDeclarations_isNotGuessed() {
    let findings = Support.lint([
      ("Profile.swift", screen.replacingOccurrences(of: "Layout.margin", with: "margin")),
      ("A.swift", "enum A { static let margin: CGFloat = 16 }"),
      ("B.swift", "enum B { static let margin: CGFloat = 8 }"),
    ]).filter { $0.rule == "fixed-horizontal-padding" }
    XCTAssertEqual(findings.map(\.message), [])
  }
}
