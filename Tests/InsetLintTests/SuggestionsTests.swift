import InsetEmulation
import InsetEngine
import InsetLint
@testable import InsetProblems
import XCTest

/// Suggestions are measured: of a rule's candidates, only strategies the pipeline finds fixing
/// the problem in every environment of the range are offered.
final class SuggestionsTests: XCTestCase {
  static let measured = MeasuredSuggestions(
    registry: BuiltInProblems.registry(), policy: .default,
    devices: [try! DeviceCatalog.builtIn.device("iphone-15-pro")])

  func offered(_ rule: any Rule, from target: OSVersion) -> [StrategyID] {
    Self.measured.suggestions(for: rule.description, deploymentTarget: target).map(\.strategy)
  }

  func test_aHostedCell_isNeverOfferedIgnoresSafeArea_andFromIOS15_onlyWhatWorksBelow16_4_seed000() {
    let offered = offered(HostedCellSafeAreaRule(), from: "15.0")
    XCTAssertFalse(offered.contains("ignores-safe-area"), "\(offered)")
    XCTAssertFalse(offered.contains("safe-area-regions"), "unavailable below 16.4: \(offered)")
    XCTAssertTrue(offered.contains("official-or-dynamic-subclass"), "\(offered)")
  }

  func test_fixedPadding_isNeverOfferedUIKitLayoutMargins_whichIsWrongInLandscape_seed002() {
    XCTAssertFalse(offered(FixedHorizontalPaddingRule(), from: "27.1").contains("uikit-layout-margins"))
  }

  func test_hostingConfigurationMargins_offersMarginStrategies_notControllerOptOuts() {
    XCTAssertEqual(
      offered(HostingConfigurationMarginsRule(), from: "15.0"), ["hosting-configuration-zero-margins"])
  }

  func test_aRuleWithoutAnEngineStrategy_offersNothing() {
    XCTAssertEqual(offered(SafeAreaInsetHorizontalScrollHeightRule(), from: "17.0"), [])
  }
}
