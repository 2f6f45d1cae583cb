@testable import InsetProblems
import InsetEmulation
import XCTest

/// Scroll view KVO and content insets (core), the collection view's visible-cell bookkeeping and
/// reuse, and the hosted-cell world's scroll trace.
final class HostedCellSafeAreaWorldTests: XCTestCase {
  let runtime = Runtime()
  let screen = Size(width: 393, height: 852)
  let insets = EdgeInsets(top: 59, bottom: 34)
  /// Views hold their superview weakly, as UIKit does: the test keeps its windows.
  var windows: [Window] = []

  func makeCollectionView(itemCount: Int = 40) -> (Window, CollectionView) {
    let window = Window(runtime: runtime, screen: screen, safeArea: insets)
    let collection = CollectionView(
      runtime: runtime, frame: window.bounds, layout: .init(itemHeight: 180, spacing: 8))
    window.addSubview(collection)
    collection.register(forCellWithReuseIdentifier: "cell") {
      CollectionViewCell(runtime: $0, reuseIdentifier: "cell")
    }
    collection.cellProvider = { $0.dequeueReusableCell(withReuseIdentifier: "cell", for: $1) }
    collection.reloadData(itemCount: itemCount)
    windows.append(window)
    return (window, collection)
  }

  // MARK: ScrollView (core)

  func test_contentOffsetObservers_areToldEveryChangeOnce() {
    let scroll = ScrollView(runtime: runtime, frame: Rect(x: 0, y: 0, width: 100, height: 100))
    var seen: [Double] = []
    scroll.observeContentOffset { _, offset in seen.append(offset.y) }
    scroll.contentOffset = Point(x: 0, y: 10)
    scroll.contentOffset = Point(x: 0, y: 10)
    scroll.contentOffset = Point(x: 0, y: 25)
    XCTAssertEqual(seen, [10, 25])
    XCTAssertEqual(scroll.offsetObserverCount, 1)
  }

  func test_contentOffset_movesTheBoundsOrigin() {
    let scroll = ScrollView(runtime: runtime, frame: Rect(x: 0, y: 0, width: 100, height: 100))
    scroll.contentOffset = Point(x: 0, y: 40)
    XCTAssertEqual(scroll.bounds, Rect(x: 0, y: 40, width: 100, height: 100))
  }

  func test_verticalScrollView_adjustsOnlyTopAndBottomForTheSafeArea() {
    let window = Window(
      runtime: runtime, screen: screen.transposed, safeArea: EdgeInsets(left: 59, bottom: 21, right: 59))
    let scroll = ScrollView(runtime: runtime, frame: window.bounds)
    window.addSubview(scroll)
    XCTAssertEqual(scroll.adjustedContentInset, EdgeInsets(bottom: 21))
    scroll.contentInsetAdjustmentBehavior = .always
    XCTAssertEqual(scroll.adjustedContentInset, EdgeInsets(left: 59, bottom: 21, right: 59))
    scroll.contentInsetAdjustmentBehavior = .never
    XCTAssertEqual(scroll.adjustedContentInset, .zero)
  }

  func test_restingOffset_isMinusTheAdjustedTopInset() {
    let (_, collection) = makeCollectionView()
    XCTAssertEqual(collection.restingOffset, Point(x: 0, y: -59))
  }

  // MARK: CollectionView

  func test_itemFrames_areFullWidthWithSpacing() {
    let (_, collection) = makeCollectionView()
    XCTAssertEqual(collection.frameOfItem(2), Rect(x: 0, y: 376, width: 393, height: 180))
    XCTAssertEqual(collection.contentSize.height, 40 * 180 + 39 * 8)
  }

  func test_layout_makesCellsOnlyForItemsInTheVisibleRegion() {
    let (_, collection) = makeCollectionView()
    collection.contentOffset = collection.restingOffset
    collection.layoutIfNeeded()
    // Visible content region -59...793: items 0 (0...180) to 4 (752...932).
    XCTAssertEqual(collection.visibleItems.map(\.index), [0, 1, 2, 3, 4])
    XCTAssertEqual(collection.cellsCreated, 5)
    XCTAssertEqual(collection.subviews.count, 5)
  }

  func test_changingTheOffset_marksTheLayoutNeededThroughKVO() {
    let (_, collection) = makeCollectionView()
    collection.layoutIfNeeded()
    XCTAssertFalse(collection.needsLayout)
    collection.contentOffset = Point(x: 0, y: 100)
    XCTAssertTrue(collection.needsLayout)
  }

  func test_scrolling_reusesCellsThatLeft() {
    let (_, collection) = makeCollectionView()
    collection.contentOffset = collection.restingOffset
    collection.layoutIfNeeded()
    let first = collection.visibleItems[0].cell
    collection.contentOffset = Point(x: 0, y: 400)
    collection.layoutIfNeeded()
    XCTAssertEqual(collection.visibleItems.map(\.index), [2, 3, 4, 5, 6])
    XCTAssertTrue(collection.visibleItems.contains { $0.cell === first })
    XCTAssertNil(collection.subviews.first { $0 === first && first.frame.minY < 376 })
    XCTAssertEqual(collection.cellsCreated, 5)
  }

  func test_reuse_callsPrepareForReuse() {
    final class CountingCell: CollectionViewCell {
      var reuses = 0
      override func prepareForReuse() { reuses += 1 }
    }
    let (_, collection) = makeCollectionView()
    collection.register(forCellWithReuseIdentifier: "cell") {
      CountingCell(runtime: $0, reuseIdentifier: "cell")
    }
    collection.contentOffset = collection.restingOffset
    collection.layoutIfNeeded()
    collection.contentOffset = Point(x: 0, y: 2000)
    collection.layoutIfNeeded()
    // Content 2000...2852 shows items 10...15: the five queued cells come back, one is new.
    let reuses = collection.visibleItems.compactMap { ($0.cell as? CountingCell)?.reuses }.reduce(0, +)
    XCTAssertEqual(collection.visibleItems.map(\.index), Array(10...15))
    XCTAssertEqual(reuses, 5)
    XCTAssertEqual(collection.cellsCreated, 6)
  }

  func test_emptyCollection_hasNoCells() {
    let (_, collection) = makeCollectionView(itemCount: 0)
    collection.layoutIfNeeded()
    XCTAssertTrue(collection.visibleItems.isEmpty)
    XCTAssertEqual(collection.maximumContentOffset, collection.restingOffset)
  }

  // MARK: CollectionViewCell

  func test_pinnedSubview_followsTheContentViewEdges() {
    let cell = CollectionViewCell(runtime: runtime, reuseIdentifier: "cell")
    let image = View(runtime: runtime, className: "UIImageView")
    cell.contentView.addSubview(image)
    cell.pinToContentViewEdges(image)
    cell.frame = Rect(x: 0, y: 50, width: 300, height: 120)
    cell.layoutSubviews()
    XCTAssertEqual(image.frame, Rect(x: 0, y: 0, width: 300, height: 120))
  }

  func test_contentConfiguration_replacesTheContentView() {
    let cell = CollectionViewCell(runtime: runtime, reuseIdentifier: "cell")
    let original = cell.contentView
    cell.contentConfiguration = HostingConfiguration(content: HostedContent())
    XCTAssertFalse(cell.contentView === original)
    XCTAssertTrue(cell.contentView.subviews.first is HostingView)
  }

  // MARK: HostedCellSafeAreaWorld

  func makeWorld(_ safeArea: EdgeInsets? = nil, controlScreen: Bool = true) -> HostedCellSafeAreaWorld {
    HostedCellSafeAreaWorld(
      screen: screen, safeArea: safeArea ?? insets, layout: .init(itemHeight: 180, spacing: 8), itemCount: 40,
      controlScreen: controlScreen)
  }

  func test_world_laysNothingOutBeforeTheFirstScroll() {
    let world = makeWorld()
    XCTAssertTrue(world.visibleCells.isEmpty)
    XCTAssertEqual(world.cellsConfigured, 0)
  }

  func test_world_scrollDistancesCountFromTheRestingOffsetAndStopAtTheEnd() {
    let world = makeWorld()
    XCTAssertEqual(world.scroll(toDistance: 100), 100)
    XCTAssertEqual(world.collectionView.contentOffset.y, 41)
    let contentHeight: Double = 40 * 180 + 39 * 8
    let lastOffset: Double = contentHeight + 34 - 852
    XCTAssertEqual(world.scroll(toDistance: 100_000), lastOffset + 59)
  }

  func test_world_configuresAHostingControllerPerConfigure_andRunsTheHooks() {
    let world = makeWorld()
    var hooked: [HostingController] = []
    world.onConfigureCell.append { cell in hooked.append(cell.hostingController!) }
    world.scroll(toDistance: 0)
    world.scroll(toDistance: 600)
    XCTAssertEqual(world.cellsConfigured, hooked.count)
    let distinct = Set(hooked.map(ObjectIdentifier.init))
    XCTAssertEqual(distinct.count, hooked.count, "a new controller each time (seed 000's configure)")
    XCTAssertLessThan(world.collectionView.cellsCreated, world.cellsConfigured)
  }

  func test_world_reusedCellsHoldOnlyTheirNewHostingView() {
    let world = makeWorld()
    world.scroll(toDistance: 0)
    world.scroll(toDistance: 1500)
    for (_, cell) in world.visibleCells {
      XCTAssertEqual(cell.contentView.subviews.count, 1)
      XCTAssertTrue(cell.contentView.subviews.first === cell.hostingController?.view)
    }
  }

  func test_world_controlScreenIsAFullScreenHostingControllerInsideItsSafeArea() throws {
    let world = makeWorld()
    let shown = try XCTUnwrap(world.layOutControlScreen())
    XCTAssertEqual(shown, Rect(x: 0, y: 59, width: 393, height: 759))
    XCTAssertEqual(world.controlExpectedFrame, shown)
    XCTAssertNil(makeWorld(controlScreen: false).layOutControlScreen())
  }

  func test_world_uiKitCellShowsItsImageViewOverTheWholeCell() throws {
    let world = makeWorld()
    world.embedding = .uiKitCell
    world.scroll(toDistance: 0)
    let (_, cell) = try XCTUnwrap(world.visibleCells.last)
    XCTAssertNil(cell.hostingView)
    XCTAssertEqual(cell.displayedContentFrameInWindow, cell.frameInWindow)
  }
}
