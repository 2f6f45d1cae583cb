import InsetEmulation
import XCTest

/// Safe-area propagation in the core `View`: a view's insets are the part of its bounds the
/// superview's unsafe area covers (clamped to its size), plus its controller's additional insets.
final class SafeAreaTests: XCTestCase {
  let runtime = Runtime()
  let screen = Size(width: 393, height: 852)
  let deviceInsets = EdgeInsets(top: 59, bottom: 34)

  func makeWindow() -> Window { Window(runtime: runtime, screen: screen, safeArea: deviceInsets) }

  func test_window_reportsTheDeviceInsets() {
    XCTAssertEqual(makeWindow().safeAreaInsets, deviceInsets)
  }

  func test_fullScreenSubview_inheritsTheWindowInsets() {
    let window = makeWindow()
    let view = View(runtime: runtime, frame: window.bounds)
    window.addSubview(view)
    XCTAssertEqual(view.safeAreaInsets, deviceInsets)
  }

  func test_viewInsideTheSafeRegion_hasNoInsets() {
    let window = makeWindow()
    let view = View(runtime: runtime, frame: Rect(x: 0, y: 100, width: 393, height: 200))
    window.addSubview(view)
    XCTAssertEqual(view.safeAreaInsets, .zero)
  }

  func test_viewStraddlingTheTopEdge_getsOnlyItsOverlap() {
    let window = makeWindow()
    let view = View(runtime: runtime, frame: Rect(x: 0, y: 40, width: 393, height: 100))
    window.addSubview(view)
    XCTAssertEqual(view.safeAreaInsets, EdgeInsets(top: 19))
  }

  func test_insetsAreClampedToTheViewsSize() {
    let window = makeWindow()
    let view = View(runtime: runtime, frame: Rect(x: 0, y: 830, width: 393, height: 10))
    window.addSubview(view)
    XCTAssertEqual(view.safeAreaInsets, EdgeInsets(top: 0, bottom: 10))
  }

  func test_additionalSafeAreaInsets_addToTheRootViewsInsets() {
    let window = makeWindow()
    let controller = ViewController(runtime: runtime)
    controller.additionalSafeAreaInsets = EdgeInsets(left: 5)
    window.rootViewController = controller
    XCTAssertEqual(controller.view.safeAreaInsets, EdgeInsets(top: 59, left: 5, bottom: 34))
  }

  /// Regression: the content offset of a scroll view was counted twice, so a cell well inside the
  /// safe region of a scrolled collection view got a bottom inset.
  func test_childOfAScrolledScrollView_getsInsetsFromItsOnScreenPosition() {
    let window = makeWindow()
    let scroll = ScrollView(runtime: runtime, frame: window.bounds)
    window.addSubview(scroll)
    let inside = View(runtime: runtime, frame: Rect(x: 0, y: 564, width: 393, height: 180))
    let emerging = View(runtime: runtime, frame: Rect(x: 0, y: 752, width: 393, height: 180))
    scroll.addSubview(inside)
    scroll.addSubview(emerging)
    scroll.contentOffset = Point(x: 0, y: -59)
    XCTAssertEqual(inside.frameInWindow, Rect(x: 0, y: 623, width: 393, height: 180))
    XCTAssertEqual(inside.safeAreaInsets, .zero)
    // On screen 811...991; the safe region ends at 852 - 34 = 818.
    XCTAssertEqual(emerging.safeAreaInsets, EdgeInsets(bottom: 173))
  }

  func test_scrollingAViewUnderTheStatusBar_growsItsTopInset() {
    let window = makeWindow()
    let scroll = ScrollView(runtime: runtime, frame: window.bounds)
    window.addSubview(scroll)
    let view = View(runtime: runtime, frame: Rect(x: 0, y: 0, width: 393, height: 180))
    scroll.addSubview(view)
    scroll.contentOffset = Point(x: 0, y: -59)
    XCTAssertEqual(view.safeAreaInsets, .zero)
    scroll.contentOffset = Point(x: 0, y: 41)
    XCTAssertEqual(view.safeAreaInsets, EdgeInsets(top: 100))
  }

  func test_landscapeInsets_reachFullWidthViewsOnTheLeftAndRight() {
    let window = Window(
      runtime: runtime, screen: screen.transposed, safeArea: EdgeInsets(left: 59, bottom: 21, right: 59))
    let view = View(runtime: runtime, frame: Rect(x: 0, y: 100, width: 852, height: 100))
    window.addSubview(view)
    XCTAssertEqual(view.safeAreaInsets, EdgeInsets(left: 59, right: 59))
  }

  func test_safeAreaFrame_isTheBoundsMinusTheInsets() {
    let window = makeWindow()
    XCTAssertEqual(window.safeAreaFrame, Rect(x: 0, y: 59, width: 393, height: 759))
  }
}
