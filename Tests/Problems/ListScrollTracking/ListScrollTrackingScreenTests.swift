@testable import InsetProblems
import InsetEmulation
import XCTest

/// The List emulation behind `list-scroll-tracking` (seed 004).
final class ListScrollTrackingScreenTests: XCTestCase {
  /// iPhone 15 Pro: 393x852, safe area 59 top / 34 bottom in portrait, 59 left/right in landscape.
  let phone = DeviceProfile(
    id: "test-phone", name: "Test phone", portraitScreen: Size(width: 393, height: 852), homeIndicator: true,
    metrics: [
      .portrait: OrientationMetrics(
        safeArea: EdgeInsets(top: 59, bottom: 34), systemMargins: .both(16)),
      .landscapeLeft: OrientationMetrics(
        safeArea: EdgeInsets(left: 59, bottom: 21, right: 59), systemMargins: .both(0)),
      .landscapeRight: OrientationMetrics(
        safeArea: EdgeInsets(left: 59, bottom: 21, right: 59), systemMargins: .both(0)),
    ])

  private func screen(os: OSVersion = OSVersion(17, 5), orientation: Orientation = .portrait) -> ListScrollTrackingScreen {
    ListScrollTrackingScreen(device: phone, orientation: orientation, os: os, rowCount: 40, rowHeight: 44, headerHeight: 52)
  }

  func test_listIsBackedByATableViewBefore16_andACollectionViewFrom16() {
    let old = screen(os: OSVersion(15, 0))
    XCTAssertEqual(old.scrollView.className, "UITableView")
    XCTAssertEqual(old.scrollView.visibleCells.first?.className, "UITableViewCell")
    let new = screen(os: OSVersion(16, 0))
    XCTAssertEqual(new.scrollView.className, "UICollectionView")
    XCTAssertEqual(new.scrollView.visibleCells.first?.className, "UICollectionViewListCell")
    XCTAssertTrue(new.scrollView.visibleCells.first!.isa.isKind(of: "UICollectionViewCell"))
  }

  func test_listRestsBelowStatusBarLargeTitleBarAndTheInsetHeader() {
    let list = screen()
    XCTAssertEqual(list.bar.frame, Rect(x: 0, y: 59, width: 393, height: 96))
    XCTAssertEqual(list.scrollView.adjustedContentInset.top, 59 + 96 + 52)
    XCTAssertEqual(list.scrollView.contentOffset.y, -(59 + 96 + 52))
    XCTAssertEqual(list.headerHost.frameInWindow, Rect(x: 0, y: 155, width: 393, height: 52))
    XCTAssertEqual(list.scrollView.cell(forRow: 0)?.frameInWindow.minY, 207)
  }

  func test_sectionHeaderPlacement_dropsTheInset_andPutsTheHeaderInsideTheScrollView() {
    let list = screen()
    list.placeHeaderInSection(leading: 16, trailing: 16)
    XCTAssertEqual(list.scrollView.contentOffset.y, -(59 + 96))
    XCTAssertTrue(list.header.ancestors.contains { $0 === list.scrollView })
    XCTAssertEqual(list.header.frameInWindow, Rect(x: 16, y: 155, width: 361, height: 52))
    XCTAssertEqual(list.scrollView.sectionHeader?.className, "UICollectionReusableView")
  }

  func test_largeTitleCollapsesPointForPoint_thenTheBarStaysCompact() {
    let list = screen()
    list.appear()
    list.scroll(toDistance: 30)
    XCTAssertEqual(list.bar.frame.height, 44 + 22)
    list.scroll(toDistance: 300)
    XCTAssertEqual(list.bar.frame.height, 44)
    list.scroll(toDistance: -20)
    XCTAssertEqual(list.bar.frame.height, 44 + 72, "pulling down stretches the large title")
  }

  func test_phoneInLandscape_hasNoLargeTitle_anda32PointBar() {
    let list = screen(orientation: .landscapeLeft)
    XCTAssertFalse(list.bar.showsLargeTitle)
    XCTAssertEqual(list.bar.frame.height, 32)
    XCTAssertEqual(list.scrollView.contentOffset.y, -(32 + 52))
  }

  func test_sectionHeader_isCoveredByTheBarOnceTheTitleHasCollapsed() {
    let list = screen()
    list.placeHeaderInSection(leading: 16, trailing: 16)
    list.appear()
    list.scroll(toDistance: 52)
    XCTAssertEqual(list.headerOcclusion, 0, "the header follows the collapsing title")
    list.scroll(toDistance: 72)
    XCTAssertEqual(list.headerOcclusion, 20)
    list.scroll(toDistance: 120)
    XCTAssertEqual(list.headerOcclusion, 52)
  }

  func test_insetHeader_movedByHeaderOffset_isClippedToItsRegion_neverUnderTheBar() {
    let list = screen()
    list.appear()
    list.setHeaderOffset(30)
    list.scroll(toDistance: 30)
    XCTAssertEqual(list.headerDisplacement, 30)
    XCTAssertEqual(list.headerOcclusion, 0)
    XCTAssertEqual(list.headerVisibleRect.height, 22)
  }

  func test_cellsAreReused_whenRowsLeaveTheBounds() {
    let list = screen()
    XCTAssertNotNil(list.scrollView.cell(forRow: 0))
    list.appear()
    list.scroll(toDistance: 207 + 44)  // row 0's bottom edge reaches the top of the bounds
    XCTAssertNil(list.scrollView.cell(forRow: 0))
    XCTAssertGreaterThan(list.scrollView.cellsReused, 0)
    list.scroll(toDistance: 1000)
    // Never more cells than rows fit in the 852-pt bounds (19.4, so 21 when cut at both ends).
    XCTAssertLessThanOrEqual(list.scrollView.cellsCreated, 21)
    list.scroll(toDistance: 0)
    XCTAssertNotNil(list.scrollView.cell(forRow: 0))
    XCTAssertEqual(list.scrollView.visibleCells.count, list.scrollView.visibleRows.count)
  }

  func test_rowGeometryReader_readsEveryFrameWhileItsRowHasACell_andStartsOverWhenItReturns() {
    let list = screen()
    var appeared: [Double] = []
    var changed: [Double] = []
    list.list.addRowGeometryReader(
      row: 0, in: list.listScope, onAppear: { appeared.append($0) }, onChange: { changed.append($0) })
    list.appear()
    list.scroll(toDistance: 100)
    list.scroll(toDistance: 400)  // row 0's cell is reused: no reader, no call
    list.scroll(toDistance: 500)
    list.scroll(toDistance: 150)  // row 0 is back with a fresh reader
    XCTAssertEqual(appeared, [207, 57])
    XCTAssertEqual(changed, [107])
  }

  func test_preferenceFromInsideTheList_reachesItsParentWhenBuilt_notWhileScrolling() {
    let list = screen()
    var delivered: [Double] = []
    list.list.addSectionPreference(in: list.listScope) { delivered.append($0) }
    list.appear()
    for distance in stride(from: 0.0, through: 400, by: 50) { list.scroll(toDistance: distance) }
    XCTAssertEqual(delivered, [207])
    XCTAssertEqual(list.list.preferenceDeliveries, 1)
  }

  func test_backgroundTrackerHost_isASiblingBranch_notInsideTheListsScrollView() {
    let list = screen()
    let tracker = list.addOffsetTracker(at: list.modifierScope(.beforeSafeAreaInset), search: { _ in nil }) {
      _, _ in
    }
    XCTAssertTrue(tracker.searched, "it searched once it was in the window")
    XCTAssertFalse(tracker.ancestors.contains { $0 is ScrollView })
    XCTAssertTrue(tracker.superview?.className == "PlatformViewHost")
    // The tracker's host and the list's host share the List's scope.
    XCTAssertTrue(tracker.superview?.superview === list.listScope)
    XCTAssertTrue(list.scrollView.ancestors.contains { $0 === list.listScope })
  }

  func test_offsetTracker_observesWhatItsSearchFinds_withAnInitialValue() {
    let list = screen()
    var offsets: [Double] = []
    list.addOffsetTracker(at: list.listScope, search: { _ in list.scrollView }) { _, offset in
      offsets.append(offset.y)
    }
    list.appear()
    list.scroll(toDistance: 10)
    XCTAssertEqual(offsets, [-207, -197])
  }

  func test_scrollGeometryChange_bindsTheFirstScrollViewOfItsScope() {
    let before = screen()
    XCTAssertTrue(
      before.onScrollGeometryChange(
        at: before.modifierScope(.beforeSafeAreaInset), of: { $0.contentOffset.y }
      ) {
        _, _ in
      } === before.scrollView)
    XCTAssertEqual(before.console, [])
    let after = screen()
    XCTAssertTrue(
      after.onScrollGeometryChange(at: after.modifierScope(.afterSafeAreaInset), of: { $0.contentOffset.y }) {
        _, _ in
      } === after.headerScrollView)
    XCTAssertEqual(after.console, ["Multiple scroll views were found. Picking the first one to compare."])
  }

  func test_scrollGeometryChange_callsItsActionWithOldAndNewValues() {
    let list = screen()
    var calls: [[Double]] = []
    list.onScrollGeometryChange(at: list.listScope, of: { $0.contentOffset.y + $0.contentInsets.top }) {
      calls.append([$0, $1])
    }
    list.appear()
    list.scroll(toDistance: 25)
    list.scroll(toDistance: 25)
    list.scroll(toDistance: 40)
    XCTAssertEqual(calls, [[0, 25], [25, 40]])
  }
}
