import InsetEmulation
import InsetEngine
import InsetLint
import InsetTestSupport
import XCTest

@testable import InsetProblems

/// A strategy has two truths: the code a user receives and the `apply` the emulation measures.
/// Each problem's lint rules tie them from the other side: the as-is code, placed where its
/// placement says, is what the rules find; the code of every strategy the pipeline measures as
/// fixing leaves them quiet.
final class StrategyCodeAgainstRuleTests: XCTestCase {
  /// Where a problem's snippets go to be what its rules read, and why they cannot stand alone.
  static func standing(_ problem: ProblemID, _ placed: String) -> [(name: String, code: String)] {
    let header = "import SwiftUI\nimport UIKit\n\n"
    switch problem {
    case "fixed-horizontal-padding":
      // A padding misses the margin only on a screen: the modifier chain's view is shown by a
      // hosting controller (the rule's definition of screen content).
      return [
        ("Snippet.swift", header + placed),
        ("Screen.swift", header + "let screen = UIHostingController(rootView: InsetfixPlacementContext())\n"),
      ]
    case "uikit-introspection":
      // The walk runs in the helper view's `makeUIView` (the `.viewExtractor` helper of the seed),
      // from the helper's own view.
      return [
        (
          "Snippet.swift",
          header + "struct ViewExtractHelper: UIViewRepresentable {\n  var result: (UIView) -> Void\n"
            + "  func makeUIView(context: Context) -> UIView {\n    let view = UIView(frame: .zero)\n"
            + placed
            + "\n    return view\n  }\n  func updateUIView(_ uiView: UIView, context: Context) {}\n}\n"
        )
      ]
    default:
      return [("Snippet.swift", header + placed)]
    }
  }

  /// As-is code no rule can find by itself, and what the problem's rules find instead.
  static let asIsNotAlone: [StrategyID: (reason: String, foundInstead: StrategyID?)] = [
    // An input view with no inset code has nothing to read; the rule finds the measured-wrong
    // read of the inset in `intrinsicContentSize`.
    "none": ("no code to read", "injected-view-controller"),
    // Its snippets are fragments of one List body (the header's modifiers, the section's, the
    // List's); the rules read the List they sit in, which the snippets leave out.
    "static-safe-area-inset": ("fragments of a List body", nil),
  ]

  func test_theAsIsCode_triggersItsProblemsRules_andEveryMeasuredFix_leavesThemQuiet() throws {
    let catalog = BuiltInProblems.catalog()
    let pipeline = Pipeline(registry: catalog.registry)
    let environment = Environment(
      device: try DeviceCatalog.builtIn.device("iphone-15-pro"), orientation: .portrait, os: OSRelease.latest)
    var checked = 0
    for problem in catalog.registry.problems {
      let rules = catalog.rules.rules.filter { $0.description.problem == problem.id }
      guard !rules.isEmpty else { continue }
      let ids = Set(rules.map(\.description.id))
      let comparison = try pipeline.compare(try pipeline.scenario(for: problem.id), in: environment)
      for verdict in comparison.verdicts {
        let info = verdict.strategy
        let placed = info.placement.context(for: info.code, supportCode: info.supportCode)
        let findings = Support.lint(Self.standing(problem.id, placed), rules: rules).filter {
          ids.contains($0.rule)
        }
        let asIs = info.isBaseline ? Self.asIsNotAlone[info.id] : nil
        if info.isBaseline && asIs == nil
          || Self.asIsNotAlone.values.contains(where: { $0.foundInstead == info.id })
        {
          XCTAssertFalse(
            findings.isEmpty, "\(problem.id): the code of '\(info.id)' triggers none of \(ids.sorted())")
          checked += 1
        } else if verdict.fixed && verdict.available {
          XCTAssertEqual(
            findings.map(\.message), [],
            "\(problem.id): '\(info.id)' is measured as fixing, yet its code is flagged")
          checked += 1
        }
      }
    }
    XCTAssertGreaterThan(checked, 5)
  }
}
