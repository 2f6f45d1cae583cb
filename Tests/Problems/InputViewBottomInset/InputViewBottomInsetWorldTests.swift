@testable import InsetProblems
import InsetEmulation
import XCTest

/// The input-view emulation (seed 003's world): input view sizing, the keyboard host, the
/// first-responder lifecycle, safe-area callbacks and rotation.
final class InputViewBottomInsetWorldTests: XCTestCase {
  /// A Face ID phone like the iPhone 15 Pro: bottom inset 34 in portrait, 21 in landscape.
  private let faceID = DeviceProfile(
    id: "face-id-phone", name: "Face ID phone", portraitScreen: Size(width: 393, height: 852),
    homeIndicator: true,
    metrics: [
      .portrait: OrientationMetrics(
        safeArea: EdgeInsets(top: 59, bottom: 34), systemMargins: .both(16)),
      .landscapeLeft: OrientationMetrics(
        safeArea: EdgeInsets(left: 59, bottom: 21, right: 59), systemMargins: .both(0)),
      .landscapeRight: OrientationMetrics(
        safeArea: EdgeInsets(left: 59, bottom: 21, right: 59), systemMargins: .both(0)),
    ])

  private func lifecycle(_ moment: InputViewBottomInsetWorld.FirstResponderMoment = .viewDidAppear)
    -> InputViewBottomInsetWorld
  {
    InputViewBottomInsetWorld(device: faceID, orientation: .portrait, contentHeight: 200, firstResponderAt: moment)
  }

  func test_host_placesTheInputViewFullWidthOnTheScreensBottomEdge_withItsInitialFrameHeight() {
    let world = lifecycle()
    world.present()
    XCTAssertTrue(world.inputView.window === world.host.window)
    XCTAssertEqual(world.inputView.frameInWindow, Rect(x: 0, y: 652, width: 393, height: 200))
    XCTAssertEqual(world.inputView.contentView.frameInWindow, Rect(x: 0, y: 652, width: 393, height: 200))
  }

  func test_inputViewsOwnSafeArea_isItsOverlapWithTheHomeIndicatorArea() {
    let world = lifecycle()
    world.present()
    XCTAssertEqual(world.inputView.safeAreaInsets, EdgeInsets(bottom: 34))
  }

  func test_controllersView_hasZeroInsetsInViewDidLoad_andTheWindowsInsetsOnceInTheWindow() {
    let world = lifecycle(.viewDidLoad)
    XCTAssertEqual(world.controller.view.safeAreaInsets, .zero)
    world.present()
    XCTAssertEqual(world.controller.view.safeAreaInsets.bottom, 34)
  }

  func test_intrinsicSize_isReadAtFirstResponderTime_andKeptUntilInvalidated() {
    let world = lifecycle(.viewDidLoad)
    var reads = 0
    world.inputView.intrinsicContentSizeOverride = { view in
      reads += 1
      return Size(width: InputView.noIntrinsicMetric, height: view.contentHeight + 10)
    }
    world.present()
    world.rotate(to: .landscapeLeft)
    XCTAssertEqual(reads, 1)
    XCTAssertEqual(world.inputView.frame.height, 210)
    world.inputView.invalidateIntrinsicContentSize()
    world.host.layout()
    XCTAssertEqual(reads, 2)
    XCTAssertEqual(world.host.intrinsicSizeQueries, 2)
  }

  func test_selfSizing_takesContentPlusBottomConstant_reEvaluatedAtEachLayout() {
    let world = lifecycle()
    world.inputView.allowsSelfSizing = true
    world.present()
    XCTAssertEqual(world.inputView.frame.height, 200)
    world.inputView.bottomConstraint?.constant = 30
    XCTAssertTrue(world.inputView.needsLayout)
    world.host.layout()
    XCTAssertEqual(world.inputView.frame.height, 230)
    XCTAssertEqual(world.inputView.contentView.frame, Rect(x: 0, y: 0, width: 393, height: 200))
  }

  func test_contentWithoutBottomConstraint_keepsItsOwnHeightAtTheTop() {
    let world = lifecycle()
    world.inputView.bottomConstraint = nil
    world.inputView.intrinsicContentSizeOverride = { _ in Size(width: -1, height: 260) }
    world.present()
    XCTAssertEqual(world.inputView.contentView.frame, Rect(x: 0, y: 0, width: 393, height: 200))
  }

  func test_didMoveToWindow_firesOnceAtShow_andNotOnRotation() {
    let world = lifecycle()
    var windows: [Window?] = []
    world.inputView.didMoveToWindowHandlers.append { windows.append($0.window) }
    world.present()
    world.rotate(to: .landscapeLeft)
    XCTAssertEqual(windows.count, 1)
    XCTAssertTrue(windows.first! === world.host.window)
  }

  func test_safeAreaInsetsDidChange_isDeliveredAtFirstLayout_andWhenRotationChangesTheInsets() {
    let world = lifecycle()
    var seen: [Double] = []
    world.inputView.safeAreaInsetsDidChangeHandlers.append { seen.append($0.safeAreaInsets.bottom) }
    world.present()
    world.rotate(to: .landscapeLeft)
    world.rotate(to: .landscapeRight)
    XCTAssertEqual(seen, [34, 21])
  }

  func test_rotation_turnsBothWindowsAndResizesTheControllersView() {
    let world = lifecycle()
    world.present()
    world.rotate(to: .landscapeLeft)
    for window in [world.appWindow, world.host.window] {
      XCTAssertEqual(window.bounds.size, Size(width: 852, height: 393))
      XCTAssertEqual(window.safeAreaInsets, EdgeInsets(left: 59, bottom: 21, right: 59))
    }
    XCTAssertEqual(world.controller.view.frame, Rect(x: 0, y: 0, width: 852, height: 393))
    XCTAssertEqual(world.inputView.frameInWindow.maxY, 393)
    XCTAssertEqual(world.orientation, .landscapeLeft)
  }

  func test_layoutLoopThatNeverSettles_isCutOffAndReported() {
    let world = lifecycle()
    world.inputView.allowsSelfSizing = true
    world.inputView.layoutSubviewsHandlers.append { $0.bottomConstraint?.constant += 1 }
    world.present()
    XCTAssertEqual(world.events.last, "layout did not settle after 8 passes")
  }

  func test_events_followUIKitsOrder_whenTheFirstResponderIsSetInViewDidLoad() {
    let world = lifecycle(.viewDidLoad)
    world.present()
    XCTAssertEqual(
      Array(world.events.prefix(7)),
      [
        "init", "viewDidLoad (view in a window: false)", "becomeFirstResponder",
        "intrinsicContentSize queried: height none", "controller's view moved to window",
        "viewDidAppear (view safeAreaInsets.bottom 34)", "input view moved to window (didMoveToWindow)",
      ])
  }
}
