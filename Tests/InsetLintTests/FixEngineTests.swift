import InsetEmulation
import InsetEngine
import InsetLint
import InsetTestSupport
import XCTest

@testable import InsetProblems

/// The fix machinery without the CLI: strategy plans to edits, the applier, the fixed point.
final class FixEngineTests: XCTestCase {
  typealias Segment = StrategyPlan.Segment
  let problem: ProblemID = "hosted-cell-safe-area"

  func plan(_ segments: [Segment], from target: OSVersion = "15.0") -> StrategyPlan {
    StrategyPlan(problem: problem, deploymentTarget: target, segments: segments)
  }

  let strategies: [StrategyID: StrategyInfo] = Dictionary(
    uniqueKeysWithValues: Support.builtIn.strategyInfos.map { ($0.id, $0) })

  func planned(_ segments: [Segment], from target: OSVersion = "15.0") -> Result<PlannedEdit, PlanUnavailable>
  {
    PlannedEdit.make(for: plan(segments, from: target), strategies: strategies)
  }

  func test_officialAPIOverTheWholeRange_isTheStrategysOwnStatement_withNoSupportCode_seed000() throws {
    let segments = [Segment(from: "16.4", to: "27.1", choice: .strategy("safe-area-regions"))]
    let edit = try planned(segments, from: "16.4").get()
    XCTAssertEqual(edit.anchor, .afterCreation)
    XCTAssertEqual(edit.text, strategies["safe-area-regions"]!.code)
    XCTAssertEqual(edit.supportCode, "")
  }

  func
    test_dynamicSubclassBelow16_4ThenOfficialAPI_isBothStatementsUnderAvailable_andTheSubclassHelper_seed000()
    throws
  {
    let segments = [
      Segment(from: "15.0", to: "16.3", choice: .strategy("dynamic-subclass")),
      Segment(from: "16.4", to: "27.1", choice: .strategy("safe-area-regions")),
    ]
    let edit = try planned(segments).get()
    XCTAssertEqual(
      edit.text,
      "if #available(iOS 16.4, *) {\n    controller.safeAreaRegions = []\n} else {\n    controller.disableSafeArea()\n}"
    )
    XCTAssertEqual(edit.supportCode, strategies["dynamic-subclass"]!.supportCode)
    let composite = try planned([
      Segment(from: "15.0", to: "27.1", choice: .strategy("official-or-dynamic-subclass"))
    ]).get()
    XCTAssertEqual(composite.text, edit.text, "the composite strategy is the same #available switch")
    XCTAssertEqual(composite.supportCode, edit.supportCode)
  }

  func test_theReceiverIsRenamedToTheUsersVariable_andContinuationLinesIndented() throws {
    let segments = [
      Segment(from: "15.0", to: "16.3", choice: .strategy("dynamic-subclass")),
      Segment(from: "16.4", to: "27.1", choice: .strategy("safe-area-regions")),
    ]
    let edit = try planned(segments).get()
    XCTAssertEqual(
      edit.text(receiver: "self.host?", indent: "  "),
      "if #available(iOS 16.4, *) {\n      self.host?.safeAreaRegions = []\n  } else {\n      self.host?.disableSafeArea()\n  }"
    )
    XCTAssertEqual(
      PlannedEdit.rename("controller", to: "c", in: "controller.x = self.controller; controllers"),
      "c.x = self.controller; controllers")
  }

  func test_strategiesWithoutASourceEdit_andGapsInTheRange_areNamedNotApplied() {
    let privateAPI = [Segment(from: "15.0", to: "27.1", choice: .strategy("private-disable-safe-area"))]
    XCTAssertEqual(
      planned(privateAPI).failureReason,
      "the selected strategy (private-disable-safe-area) has no mechanical source edit; apply it by hand")
    let gap = [
      Segment(from: "15.0", to: "16.3", choice: .unresolved(reason: "the policy forbids runtime hacks")),
      Segment(from: "16.4", to: "27.1", choice: .strategy("safe-area-regions")),
    ]
    XCTAssertEqual(
      planned(gap).failureReason, "no usable strategy for iOS 15.0–16.3: the policy forbids runtime hacks")
    let nothing = [Segment(from: "15.0", to: "27.1", choice: .notNeeded)]
    XCTAssertNotNil(planned(nothing).failureReason)
  }

  func test_applier_takesEditsInOrder_andDefersOverlappingOnesToTheNextPass() {
    let text = Array("abcdef".utf8)
    let edits = [
      TextEdit(file: "f", range: 1..<3, replacement: "X", rule: "a"),
      TextEdit(file: "f", range: 2..<4, replacement: "Y", rule: "b"),
      TextEdit(file: "f", range: 5..<5, replacement: "!", rule: "c"),
      TextEdit(file: "f", range: 5..<5, replacement: "?", rule: "d"),
      TextEdit(file: "f", range: 5..<5, replacement: "!", rule: "c"),
      TextEdit(file: "f", range: 9..<12, replacement: "out of range", rule: "e"),
    ]
    let result = FixApplier.apply(edits, to: text)
    XCTAssertEqual(String(decoding: result.bytes, as: UTF8.self), "aXde!f")
    XCTAssertEqual(result.deferred.map(\.rule), ["b", "d", "e"])
  }

  /// A rule whose fix never settles: it appends to the line every pass.
  struct RestlessRule: Rule {
    let triggers: [StaticString] = ["restless"]
    func check(_ context: FileContext) {
      let end = context.file.bytes.count
      context.report(
        description, at: 0, "restless",
        edits: [.insert(" restless", at: end, in: context.file.path, rule: "restless")])
    }
    static let description = RuleDescription(
      id: "restless", summary: "", rationale: "", problem: "none", triggering: [], nonTriggering: [])
  }

  func test_fixesThatNeverReachAFixedPoint_stopAtThePassLimit_andNameTheRule() {
    let session = FixSession(
      linter: Linter(rules: [RestlessRule(), HostingConfigurationMarginsRule()]),
      fixing: Support.fixSettings([]),
      maxPasses: 3)
    let outcome = session.run([
      "a.swift": Array(
        "x.contentConfiguration = UIHostingConfiguration { Text(\"restless\").background(.yellow) }".utf8)
    ]
    )
    XCTAssertEqual(outcome.nonConverging, ["restless"])
    XCTAssertEqual(outcome.passes, 4)
    let text = String(decoding: outcome.changed["a.swift"] ?? [], as: UTF8.self)
    XCTAssertTrue(
      text.hasPrefix(
        "x.contentConfiguration = UIHostingConfiguration { Text(\"restless\").background(.yellow) }.margins(.all, 0)"
      ), text)
  }

  func test_unifiedDiff_showsHunksWithContext_andNewFiles() {
    let old = (1...12).map { "line \($0)" }.joined(separator: "\n") + "\n"
    let new = old.replacingOccurrences(of: "line 6\n", with: "line 6\ninserted\n")
    XCTAssertEqual(
      UnifiedDiff.diff(old: old, new: new, path: "f.swift"),
      "--- a/f.swift\n+++ b/f.swift\n@@ -4,6 +4,7 @@\n line 4\n line 5\n line 6\n+inserted\n line 7\n line 8\n line 9\n"
    )
    XCTAssertEqual(
      UnifiedDiff.diff(old: nil, new: "a\n", path: "n.swift"),
      "--- /dev/null\n+++ b/n.swift\n@@ -0,0 +1,1 @@\n+a\n")
  }

  func test_aRegistryWithoutTheProblem_saysSoInsteadOfFixing() {
    let planner = RegistryPlanner(
      registry: Registry(), policy: .default, devices: [try! DeviceCatalog.builtIn.device("iphone-15-pro")])
    XCTAssertEqual(
      planner.plan(for: problem, deploymentTarget: "15.0").failureReason,
      "problem 'hosted-cell-safe-area' is not registered in this build, so no strategy is selected")
  }
}

extension Result where Failure == PlanUnavailable {
  var failureReason: String? {
    if case .failure(let reason) = self { return reason.reason }
    return nil
  }
}
