import InsetEmulation
import XCTest

/// The SwiftUI layout model of seed 002 (`seeds/002_fb503c2b2ddefea1.txt`): the container in the
/// safe area, nested padding, the container content-margin guide, GeometryProxy reads, the
/// navigation title, and the UIKit root view's layout margins.
final class SwiftUILayoutTests: XCTestCase {
  /// A 20-pt device in portrait (iPhone 15 Pro numbers: 393 x 852, safe area 59 / 34).
  let portrait20 = SwiftUIContainer(
    screen: Size(width: 393, height: 852), safeArea: EdgeInsets(top: 59, bottom: 34), systemMargins: .both(20)
  )

  private func read(at nesting: Double, in container: SwiftUIContainer) -> EdgeInsets {
    var value = EdgeInsets.all(-1)
    let reader = LayoutNode.geometryReader("reader") { proxy in
      value = proxy.contentMargins(for: .container, edges: .horizontal)
      return .leaf("row", height: 44)
    }
    _ = container.layout(LayoutNode.wrapper("enclosing", reader).padding(.all, nesting))
    return value
  }

  func test_geometryProxy_reads20AtTopLevel_12InsidePadding8_0InsidePadding30_seed002() {
    XCTAssertEqual(read(at: 0, in: portrait20), EdgeInsets(left: 20, right: 20))
    XCTAssertEqual(read(at: 8, in: portrait20), EdgeInsets(left: 12, right: 12))
    XCTAssertEqual(read(at: 30, in: portrait20), EdgeInsets(left: 0, right: 0))
  }

  func test_geometryProxy_readsZeroInsideAnAppliedContainerContentMargin_seed002() {
    var value = EdgeInsets.all(-1)
    let reader = LayoutNode.geometryReader("reader") { proxy in
      value = proxy.contentMargins(for: .container, edges: .horizontal)
      return .leaf("row", height: 44)
    }
    _ = portrait20.layout(reader.contentMargins(for: .container, edges: .horizontal))
    XCTAssertEqual(value, .zero)
  }

  func test_geometryProxy_returnsZeroOnEdgesNotRequested_seed002() {
    var value = EdgeInsets.all(-1)
    let reader = LayoutNode.geometryReader("reader") { proxy in
      value = proxy.contentMargins(for: .container, edges: .leading)
      return .leaf("row", height: 44)
    }
    _ = portrait20.layout(reader)
    XCTAssertEqual(value, EdgeInsets(left: 20, right: 0))
  }

  func test_geometryProxy_readsAreLoggedWithTheirNesting() {
    let log = MarginReadLog()
    let reader = LayoutNode.geometryReader("reader") { proxy in
      _ = proxy.contentMargins(for: .container, edges: .horizontal)
      return .leaf("row", height: 44)
    }
    _ = portrait20.layout(LayoutNode.wrapper("enclosing", reader).padding(.all, 8), log: log)
    XCTAssertEqual(log.reads.count, 1)
    XCTAssertEqual(log.reads.first?.reader, "reader")
    XCTAssertEqual(log.reads.first?.nesting.left, 8)
    XCTAssertEqual(log.reads.first?.value, EdgeInsets(left: 12, right: 12))
  }

  func test_containerContentMargins_bringsTheRowToTheMarginAtAnyShallowerNesting_seed002() {
    for nesting in [0.0, 8, 12, 19] {
      let row = LayoutNode.leaf("row", height: 44).contentMargins(for: .container, edges: .horizontal)
      let pass = portrait20.layout(LayoutNode.wrapper("enclosing", row).padding(.all, nesting))
      XCTAssertEqual(pass.placement("row")?.frame.minX, 20, "nesting \(nesting)")
      XCTAssertEqual(pass.placement("row")?.frame.maxX, 393 - 20, "nesting \(nesting)")
    }
  }

  func test_modifierOrder_paddingOutsideContentMarginsIsAbsorbed_paddingInsideAddsToIt() {
    let outer = LayoutNode.leaf("row", height: 44).contentMargins(for: .container, edges: .horizontal)
      .padding(.horizontal, 8)
    XCTAssertEqual(portrait20.layout(outer).placement("row")?.frame.minX, 20)
    let inner = LayoutNode.leaf("row", height: 44).padding(.horizontal, 8)
      .contentMargins(for: .container, edges: .horizontal)
    XCTAssertEqual(portrait20.layout(inner).placement("row")?.frame.minX, 28)
  }

  func test_defaultPadding_is16_evenWhereTheSystemMarginIs20_seed002() {
    let row = LayoutNode.leaf("row", height: 44).padding(.horizontal)
    let frame = portrait20.layout(row).placement("row")?.frame
    XCTAssertEqual(frame?.minX, 16)
    XCTAssertEqual(frame?.maxX, 393 - 16)
    XCTAssertEqual(frame?.minY, 59, "horizontal padding leaves the top alone")
  }

  func test_container_startsInsideTheSafeArea_soItsMarginsExcludeIt_seed002() {
    // iPhone 18 Pro Max landscape: safe area 62 on both sides, SwiftUI margin 16.
    let landscape = SwiftUIContainer(
      screen: Size(width: 956, height: 440), safeArea: EdgeInsets(left: 62, bottom: 21, right: 62),
      systemMargins: .both(16))
    XCTAssertEqual(landscape.frame.minX, 62)
    var value = EdgeInsets.all(-1)
    let reader = LayoutNode.geometryReader("reader") { proxy in
      value = proxy.contentMargins(for: .container, edges: .horizontal)
      return .leaf("row", height: 44)
    }
    let pass = landscape.layout(reader.contentMargins(for: .container, edges: .horizontal))
    XCTAssertEqual(pass.placement("reader")?.frame.minX, 62 + 16)
    XCTAssertEqual(value, .zero)
  }

  func test_navigationTitle_sitsOnTheMarginAndItsMirror_onTheAsymmetricClosedDuo_seed002() {
    // Closed iPhone Duo, portrait: bar (84) on the right, margin 20 on the left and 0 at the bar.
    let duo = SwiftUIContainer(
      screen: Size(width: 466, height: 678), safeArea: EdgeInsets(right: 84),
      systemMargins: HorizontalMargins(left: 20, right: 0))
    let title = NavigationTitle(in: duo)
    XCTAssertEqual(title.leadingEdge, 20)
    XCTAssertEqual(title.trailingEdge, 466 - 84)
  }

  // MARK: UIKit

  private func bridge(os: OSVersion) -> UIKitMarginsBridge {
    UIKitMarginsBridge(
      screen: Size(width: 956, height: 440), safeArea: EdgeInsets(left: 62, bottom: 21, right: 62),
      systemMinimumLayoutMargins: .both(16), os: os, log: MarginReadLog())
  }

  /// Computed, not read from a table: the controller's system minimum (16) plus the root view's
  /// own safe area (62) in landscape on the iPhone 18 Pro Max.
  func test_rootViewLayoutMargins_areTheSystemMinimumPlusTheSafeArea_78InLandscape_onEveryVersion_seed002() {
    XCTAssertEqual(bridge(os: OSVersion(27, 0)).readRootLayoutMargins(), EdgeInsets(left: 78, right: 78))
    XCTAssertEqual(bridge(os: OSVersion(27, 1)).readRootLayoutMargins(), EdgeInsets(left: 78, right: 78))
  }

  func test_rootViewLayoutMargins_leaveTheSafeAreaOut_whenInsetsLayoutMarginsFromSafeAreaIsFalse() {
    let uikit = bridge(os: OSVersion(27, 1))
    uikit.rootView.insetsLayoutMarginsFromSafeArea = false
    XCTAssertEqual(uikit.readRootLayoutMargins(), EdgeInsets(left: 16, right: 16))
  }

  func test_plainSubviewMargins_areZeroFrom27_1_unlessItPreservesTheSuperviews_releaseNote186294594() {
    for os in [OSVersion(27, 0), OSVersion(27, 1)] {
      let uikit = bridge(os: os)
      let probe = LayoutMarginsView(
        runtime: uikit.runtime, os: os, frame: Rect(x: 100, y: 0, width: 200, height: 44))
      uikit.rootView.addSubview(probe)
      XCTAssertEqual(
        probe.layoutMargins, os < OSVersion(27, 1) ? EdgeInsets(left: 8, right: 8) : .zero, "\(os)")
      let edge = LayoutMarginsView(
        runtime: uikit.runtime, os: os, frame: Rect(x: 0, y: 0, width: 956, height: 44))
      uikit.rootView.addSubview(edge)
      edge.preservesSuperviewLayoutMargins = true
      XCTAssertEqual(
        edge.layoutMargins, EdgeInsets(left: 78, right: 78), "\(os): inherited from the root view")
    }
  }
}
