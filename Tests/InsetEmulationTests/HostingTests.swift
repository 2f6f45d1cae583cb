import InsetEmulation
import XCTest

/// Hosting views, controllers and configurations: where the SwiftUI root ends up.
final class HostingTests: XCTestCase {
  let runtime = Runtime()
  let screen = Size(width: 393, height: 852)
  /// Views hold their superview weakly, as UIKit does: the test keeps its windows.
  var windows: [Window] = []

  /// A hosting controller's view placed at `frame` in a window with the iPhone 15 Pro insets.
  func hostedView(at frame: Rect, content: HostedContent = HostedContent()) -> (Window, HostingController) {
    let window = Window(runtime: runtime, screen: screen, safeArea: EdgeInsets(top: 59, bottom: 34))
    let controller = HostingController(runtime: runtime, rootView: content)
    controller.view.frame = frame
    window.addSubview(controller.view)
    controller.hostingView.layoutSubviews()
    windows.append(window)
    return (window, controller)
  }

  let straddlingTop = Rect(x: 0, y: 9, width: 393, height: 180)

  func test_hostingView_isA_UIHostingView() {
    let controller = HostingController(runtime: runtime, rootView: HostedContent())
    XCTAssertEqual(controller.view.className, "_UIHostingView")
    XCTAssertEqual(controller.className, "UIHostingController")
    XCTAssertTrue(controller.view === controller.hostingView)
  }

  func test_contentIsUnsetBeforeLayout() {
    XCTAssertNil(HostingView(runtime: runtime, rootContent: HostedContent()).contentFrame)
  }

  func test_hostingView_laysTheRootOutInsideItsSafeAreaInsets() {
    let (_, controller) = hostedView(at: straddlingTop)
    XCTAssertEqual(controller.hostingView.contentFrame, Rect(x: 0, y: 50, width: 393, height: 130))
  }

  func test_viewInsideTheSafeRegion_getsTheWholeBounds() {
    let (_, controller) = hostedView(at: Rect(x: 0, y: 300, width: 393, height: 180))
    XCTAssertEqual(controller.hostingView.contentFrameInWindow, Rect(x: 0, y: 300, width: 393, height: 180))
  }

  func test_ignoresSafeArea_hasNoSwiftUISafeAreaToIgnoreInsideAHostingView() {
    let plain = hostedView(at: straddlingTop).1.hostingView.contentFrame
    let ignoring = hostedView(at: straddlingTop, content: HostedContent().ignoringSafeArea()).1.hostingView
      .contentFrame
    XCTAssertEqual(plain, ignoring)
  }

  func test_ignoresSafeArea_growsOverASwiftUISafeArea() {
    let content = HostedContent().ignoringSafeArea()
    XCTAssertEqual(
      content.frame(
        proposed: Rect(x: 0, y: 10, width: 100, height: 50), swiftUISafeArea: EdgeInsets(top: 10)),
      Rect(x: 0, y: 0, width: 100, height: 60))
  }

  func test_emptySafeAreaRegions_letTheRootFillTheView() {
    let (_, controller) = hostedView(at: straddlingTop)
    controller.safeAreaRegions = []
    controller.hostingView.layoutSubviews()
    XCTAssertEqual(controller.hostingView.contentFrame, Rect(x: 0, y: 0, width: 393, height: 180))
    XCTAssertEqual(controller.hostingView.safeAreaRegions, [])
  }

  func test_keyboardRegionAlone_doesNotHonourTheContainerSafeArea() {
    let (_, controller) = hostedView(at: straddlingTop)
    controller.safeAreaRegions = .keyboard
    controller.hostingView.layoutSubviews()
    XCTAssertEqual(controller.hostingView.appliedSafeAreaInsets, .zero)
  }

  func test_privateDisableSafeAreaFlag_setByKVC_letsTheRootFillTheView() {
    let (_, controller) = hostedView(at: straddlingTop)
    controller.hostingView.setValue(true, forKey: "_disableSafeArea")
    controller.hostingView.layoutSubviews()
    XCTAssertTrue(controller.hostingView.disablesSafeArea)
    XCTAssertEqual(controller.hostingView.contentFrame?.height, 180)
    controller.hostingView.setValue(false, forKey: "_disableSafeArea")
    XCTAssertFalse(controller.hostingView.disablesSafeArea)
  }

  func test_layout_readsSafeAreaInsetsThroughTheRuntime() {
    let (_, controller) = hostedView(at: straddlingTop)
    runtime.swizzle(.safeAreaInsets, on: runtime["_UIHostingView"]) { _ in .zero }
    controller.hostingView.layoutSubviews()
    XCTAssertEqual(controller.hostingView.contentFrame?.height, 180)
  }

  func test_additionalSafeAreaInsets_areAppliedToo() {
    let (_, controller) = hostedView(at: Rect(x: 0, y: 300, width: 393, height: 180))
    controller.additionalSafeAreaInsets = EdgeInsets(left: 10)
    controller.hostingView.layoutSubviews()
    XCTAssertEqual(controller.hostingView.contentFrame, Rect(x: 10, y: 0, width: 383, height: 180))
  }

  // MARK: HostingConfiguration

  func configuredCell(_ configuration: HostingConfiguration, frame: Rect) -> CollectionViewCell {
    let window = Window(runtime: runtime, screen: screen, safeArea: EdgeInsets(top: 59, bottom: 34))
    let cell = CollectionViewCell(runtime: runtime, reuseIdentifier: "cell")
    cell.contentConfiguration = configuration
    cell.frame = frame
    window.addSubview(cell)
    cell.layoutSubviews()
    windows.append(window)
    return cell
  }

  func test_configuration_defaultMarginsAreUIKitsDefaultEightPoints() {
    XCTAssertEqual(HostingConfiguration(content: HostedContent()).margins, .all(8))
    XCTAssertEqual(HostingConfiguration(content: HostedContent()).margins(0).margins, .zero)
  }

  func test_configuration_insetsTheContentByItsMarginsButNotByTheSafeArea() throws {
    let cell = configuredCell(HostingConfiguration(content: HostedContent()), frame: straddlingTop)
    let host = try XCTUnwrap(cell.contentView.subviews.first as? HostingView)
    XCTAssertEqual(host.contentFrameInWindow, Rect(x: 8, y: 17, width: 377, height: 164))
    XCTAssertFalse(host.safeAreaInsets.isZero, "the cell does overlap the status bar")
  }

  func test_configurationWithZeroMargins_fillsTheCell() throws {
    let cell = configuredCell(HostingConfiguration(content: HostedContent()).margins(0), frame: straddlingTop)
    let host = try XCTUnwrap(cell.contentView.subviews.first as? HostingView)
    XCTAssertEqual(host.contentFrameInWindow, straddlingTop)
  }
}
