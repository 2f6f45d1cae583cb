import InsetTestSupport
import Foundation
import InsetEmulation
import InsetEngine
import InsetLint
@testable import InsetProblems
import XCTest

/// One strategy, one code: what `fix` writes for a strategy is the code `compare` prints for it
/// (the strategy's `code`, and a selection's `code`), byte for byte up to indentation.
final class FixStrategyCodeTests: XCTestCase {
  let registry = Support.builtIn

  /// A seed 000 cell whose controller is called `controller`, as in the strategies' code.
  let cell = """
    import SwiftUI
    import UIKit

    final class FeedCell: UICollectionViewCell {
      func configure(with view: AnyView) {
        let controller = UIHostingController(rootView: view)
        contentView.addSubview(controller.view)
      }
    }
    """

  /// A seed 002 screen with a fixed padding at the root of body.
  let screen = """
    import SwiftUI

    struct SettingsScreen: View {
      var body: some View {
        VStack(alignment: .leading) { Text("Title") }
          .padding(.horizontal, 16)
      }
    }
    """

  /// A UIKit screen with a text field and a SwiftUI bar hosted in it, its controller called
  /// `controller`.
  let bar = """
    import SwiftUI
    import UIKit

    final class CartController: UIViewController {
      let note = UITextField()
      override func viewDidLoad() {
        super.viewDidLoad()
        let controller = UIHostingController(rootView: Text("Total"))
        view.addSubview(controller.view)
      }
    }
    """

  /// Fixes the fixture of `problem` with `plan`; the file's text afterwards.
  func fixed(_ problem: ProblemID, _ plan: StrategyPlan) -> (text: String, outcome: FixOutcome) {
    let (name, code) =
      problem == "hosted-cell-safe-area"
      ? ("App/FeedCell.swift", cell)
      : problem == "hosted-keyboard-avoidance" ? ("App/CartController.swift", bar) : ("App/Screen.swift", screen)
    let result = Support.fix([(name, code)], rules: Support.rules, plans: [plan])
    return (result.texts[name]!, result.outcome)
  }

  /// The lines of `text` with their leading blanks removed, blank lines dropped.
  func lines(_ text: String) -> [String] {
    text.split(separator: "\n").map { $0.drop(while: { $0 == " " }) }.filter { !$0.isEmpty }.map(String.init)
  }

  func contains(_ text: String, _ code: String) -> Bool {
    let haystack = lines(text).joined(separator: "\n")
    return haystack.contains(lines(code).joined(separator: "\n"))
  }

  func test_everyStrategyWithAnEdit_fixWritesItsCodeAndSupportCode_asItIs() {
    let withEdits = registry.strategyInfos.filter { $0.edit != nil }
    XCTAssertEqual(
      Set(withEdits.map(\.id)),
      [
        "safe-area-regions", "dynamic-subclass", "official-or-dynamic-subclass", "container-content-margins",
        "default-padding", "safe-area-regions-container", "safe-area-regions-none", "keyboard-hook-dynamic-subclass",
        "composite-regions-else-subclass",
      ])
    for info in withEdits {
      // The edit's text is the code shown: all of it, or for a modifier chain its modifiers.
      let shown = info.placement == .modifiers ? AvailabilityCode.splitModifiers(info.code).chain : info.code
      XCTAssertEqual(shown, info.edit!.text, "\(info.id): the code shown is the edit's text")
      let from = info.availability.introduced ?? "15.0"
      let (text, outcome) = fixed(info.problem, .using([(info.id, from)], problem: info.problem))
      XCTAssertEqual(outcome.nonConverging, [], info.id.rawValue)
      XCTAssertTrue(contains(text, shown), "\(info.id): fix did not write its code:\n\(text)")
      if info.supportCode.isEmpty {
        XCTAssertFalse(text.contains("insetfix:support"), info.id.rawValue)
      } else {
        XCTAssertTrue(
          text.contains(info.supportCode), "\(info.id): the support code is written as is:\n\(text)")
      }
    }
  }

  func test_fixWritesWhatTheSelectionPrints_forTheDefaultPolicy_atEachDeploymentTarget_seed000_seed002()
    throws
  {
    let pipeline = Pipeline(registry: registry)
    var checked = 0
    for problem: ProblemID in ["hosted-cell-safe-area", "fixed-horizontal-padding"] {
      for target: OSVersion in ["15.0", "16.4", "27.1"] {
        let selection = try pipeline.select(
          pipeline.scenario(for: problem), devices: DeviceCatalog.builtIn.devices, orientations: Orientation.allCases, policy: .default,
          deploymentTarget: target)
        let plan = StrategyPlan(selection)
        guard case .success = PlannedEdit.make(for: plan, strategies: Support.fixSettings([]).strategies)
        else {
          continue  // a selection with no mechanical edit: the finding says so instead
        }
        let code = try XCTUnwrap(selection.code, "\(problem) @ \(target)")
        let (text, _) = fixed(problem, plan)
        // The selection prints the statements, then the declarations after a blank line.
        let parts = code.components(separatedBy: "\n\n")
        let placed =
          selection.placed!.placement == .modifiers
          ? AvailabilityCode.splitModifiers(parts[0]).chain : parts[0]
        XCTAssertTrue(contains(text, placed), "\(problem) @ \(target): \(placed)\nnot in\n\(text)")
        let declarations = parts.dropFirst().joined(separator: "\n\n")
        if !declarations.isEmpty {
          XCTAssertTrue(text.contains(declarations), "\(problem) @ \(target): the declarations\n\(text)")
        }
        checked += 1
      }
    }
    XCTAssertGreaterThanOrEqual(checked, 3, "selections with an edit were checked")
  }

  func test_theDynamicSubclassHelper_isTheProductionOne_reentryGuardAndOneClassReused() {
    let support = registry.strategyInfos.first { $0.id == "dynamic-subclass" }!.supportCode
    XCTAssertTrue(support.contains("guard !baseName.hasSuffix(\"_IgnoreSafeArea\") else { return }"))
    XCTAssertTrue(support.contains("if let subclass = NSClassFromString(name)"))
    XCTAssertEqual(
      support.components(separatedBy: "objc_allocateClassPair").count, 2, "allocated in one place")
  }
}
