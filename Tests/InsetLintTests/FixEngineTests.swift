import InsetEmulation
import InsetEngine
import InsetLint
import XCTest

/// The fix machinery without the CLI: strategy plans to edits, the applier, the fixed point.
final class FixEngineTests: XCTestCase {
  typealias Segment = StrategyPlan.Segment
  let problem = "hosted-cell-safe-area"

  func plan(_ segments: [Segment], from target: OSVersion = "15.0") -> StrategyPlan {
    StrategyPlan(problem: problem, deploymentTarget: target, segments: segments)
  }

  func test_officialAPIOverTheWholeRange_isAnInlineSafeAreaRegionsAssignment_seed000() {
    let segments = [Segment(from: "16.4", to: "27.1", choice: .strategy("safe-area-regions"))]
    XCTAssertEqual(try HostedCellFix.mechanism(for: plan(segments, from: "16.4")).get(), .officialAPI)
  }

  func test_dynamicSubclassBelow16_4ThenOfficialAPI_isTheGeneratedCompositeHelper_seed000() {
    let segments = [
      Segment(from: "15.0", to: "16.3", choice: .strategy("dynamic-subclass")),
      Segment(from: "16.4", to: "27.1", choice: .strategy("safe-area-regions")),
    ]
    XCTAssertEqual(try HostedCellFix.mechanism(for: plan(segments)).get(), .helper(officialFrom: "16.4"))
    let composite = [Segment(from: "15.0", to: "27.1", choice: .strategy("official-or-dynamic-subclass"))]
    XCTAssertEqual(try HostedCellFix.mechanism(for: plan(composite)).get(), .helper(officialFrom: "16.4"))
    let subclassOnly = [Segment(from: "15.0", to: "27.1", choice: .strategy("dynamic-subclass"))]
    XCTAssertEqual(try HostedCellFix.mechanism(for: plan(subclassOnly)).get(), .helper(officialFrom: nil))
    XCTAssertFalse(HostedCellFix.helperSource(officialFrom: nil).contains("#available"))
  }

  func test_strategiesWithoutASourceEdit_andGapsInTheRange_areNamedNotApplied() {
    let privateAPI = [Segment(from: "15.0", to: "27.1", choice: .strategy("private-disable-safe-area"))]
    XCTAssertEqual(
      HostedCellFix.mechanism(for: plan(privateAPI)).failureReason,
      "the selected strategy (private-disable-safe-area) has no mechanical source edit; apply it by hand")
    let gap = [
      Segment(from: "15.0", to: "16.3", choice: .unresolved(reason: "the policy forbids runtime hacks")),
      Segment(from: "16.4", to: "27.1", choice: .strategy("safe-area-regions")),
    ]
    XCTAssertEqual(
      HostedCellFix.mechanism(for: plan(gap)).failureReason,
      "no usable strategy for iOS 15.0–16.3: the policy forbids runtime hacks")
    let nothing = [Segment(from: "15.0", to: "27.1", choice: .notNeeded)]
    XCTAssertNotNil(HostedCellFix.mechanism(for: plan(nothing)).failureReason)
  }

  func test_helperGoesIntoTheSwiftPMTargetFolder_elseBesideTheFile() {
    XCTAssertEqual(
      HostedCellFix.helperPath(near: "Pkg/Sources/App/Cells/Cell.swift"),
      "Pkg/Sources/App/InsetfixSafeArea.swift")
    XCTAssertEqual(HostedCellFix.helperPath(near: "App/Cells/Cell.swift"), "App/Cells/InsetfixSafeArea.swift")
    XCTAssertEqual(HostedCellFix.helperPath(near: "Cell.swift"), "InsetfixSafeArea.swift")
  }

  func test_oneGeneratedHelperPerModule_sharedOutsideSwiftPM_perTargetInside_andNoneWhereOneExists() {
    let cell = { (name: String) in
      """
      class \(name): UICollectionViewCell {
        func show(_ view: AnyView) {
          let host = UIHostingController(rootView: view)
          contentView.addSubview(host.view)
        }
      }
      """
    }
    let composite = StrategyPlan.using([("official-or-dynamic-subclass", "15.0")], problem: problem)
    let rules: [any Rule] = [HostedCellSafeAreaRule()]
    let xcode = Support.fix(
      [
        ("App/Feed/FeedCell.swift", cell("FeedCell")), ("App/Profile/ProfileCell.swift", cell("ProfileCell")),
      ],
      rules: rules, plans: [composite])
    XCTAssertEqual(
      xcode.outcome.changed.keys.sorted(),
      ["App/Feed/FeedCell.swift", "App/Feed/InsetfixSafeArea.swift", "App/Profile/ProfileCell.swift"])
    let swiftPM = Support.fix(
      [("Sources/A/Cells/ACell.swift", cell("ACell")), ("Sources/B/BCell.swift", cell("BCell"))],
      rules: rules, plans: [composite])
    XCTAssertEqual(
      swiftPM.outcome.changed.keys.filter { $0.hasSuffix("InsetfixSafeArea.swift") }.sorted(),
      ["Sources/A/InsetfixSafeArea.swift", "Sources/B/InsetfixSafeArea.swift"])
    let existing = Support.fix(
      [
        ("Sources/A/ACell.swift", cell("ACell")),
        ("Sources/A/Help.swift", HostedCellFix.helperSource(officialFrom: "16.4")),
      ],
      rules: rules, plans: [composite])
    XCTAssertEqual(existing.outcome.changed.keys.sorted(), ["Sources/A/ACell.swift"])
    XCTAssertTrue(existing.texts["Sources/A/ACell.swift"]!.contains("host.insetfixDisableSafeArea()"))
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
      "a.swift": Array("x.contentConfiguration = UIHostingConfiguration { Text(\"restless\") }".utf8)
    ]
    )
    XCTAssertEqual(outcome.nonConverging, ["restless"])
    XCTAssertEqual(outcome.passes, 4)
    let text = String(decoding: outcome.changed["a.swift"] ?? [], as: UTF8.self)
    XCTAssertTrue(
      text.hasPrefix(
        "x.contentConfiguration = UIHostingConfiguration { Text(\"restless\") }.margins(.all, 0)"), text)
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

  func test_deploymentTargets_areReadFromPackageManifestsAndXcodeProjects() {
    XCTAssertEqual(DeploymentTargetDiscovery.packageTarget("platforms: [.iOS(.v15), .macOS(.v12)]"), "15.0")
    XCTAssertEqual(
      DeploymentTargetDiscovery.packageTarget("platforms: [.macOS(.v13), .iOS(\"16.4\")]"), "16.4")
    XCTAssertEqual(DeploymentTargetDiscovery.packageTarget("platforms: [.iOS(.v16_4)]"), "16.4")
    XCTAssertNil(DeploymentTargetDiscovery.packageTarget("platforms: [.macOS(.v13)]"))
    XCTAssertEqual(
      DeploymentTargetDiscovery.xcodeTarget(
        "IPHONEOS_DEPLOYMENT_TARGET = 17.0;\nIPHONEOS_DEPLOYMENT_TARGET = 16.0;"), "16.0")
    XCTAssertEqual(
      DeploymentTargetDiscovery(override: "17.0", configured: "16.0").target(for: "x.swift").source,
      "--deployment-target")
    XCTAssertEqual(
      DeploymentTargetDiscovery(override: nil, configured: "16.0").target(for: "x.swift").version, "16.0")
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
