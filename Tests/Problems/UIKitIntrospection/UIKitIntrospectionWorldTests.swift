@testable import InsetProblems
import InsetEmulation
import XCTest

/// The wrapper hierarchy of `.background(helper).compositingGroup()` (seed 001,
/// seeds/001_068f94fd2065e863.txt) and the UIKit objects behind SwiftUI controls.
final class UIKitIntrospectionWorldTests: XCTestCase {
  let screenSize = Size(width: 393, height: 852)
  let safeArea = EdgeInsets(top: 59, bottom: 34)

  func screen(_ control: SwiftUIControl, os: OSVersion = "17.0") -> UIKitIntrospectionWorld {
    UIKitIntrospectionWorld(control: control, os: os, screen: screenSize, safeArea: safeArea)
  }

  /// seed 001: the group holds the extractor (background) first and the SwiftUI view last.
  func test_group_holdsTheHelperHostFirst_andTheControlHostLast_seed001() {
    let screen = self.screen(.textField)
    screen.run(extraWrapperLayers: 0)
    XCTAssertTrue(screen.group.subviews.first === screen.helperHost)
    XCTAssertTrue(screen.group.subviews.last === screen.controlHost)
    let helper = screen.helperHost.uiView!
    XCTAssertTrue(helper.superview?.superview === screen.group)
    XCTAssertTrue(screen.controlHost.subviews.first === screen.controlHost.uikitView)
    XCTAssertEqual(screen.controlHost.uikitView?.className, "UITextField")
  }

  /// seed 001's fixed path from the helper reaches the UIKit view when nothing is inserted.
  func test_seedPath_fromTheHelper_reachesTheUIKitView_seed001() {
    for control in [SwiftUIControl.textField, .slider, .list, .scrollView] {
      let screen = self.screen(control)
      screen.run(extraWrapperLayers: 0)
      let found = screen.helperHost.uiView?.superview?.superview?.subviews.last?.subviews.first
      XCTAssertNotNil(found, "\(control)")
      XCTAssertTrue(found === screen.controlHost.uikitView, "\(control)")
    }
  }

  /// DESIGN.md §5: List is a UITableView before iOS 16 and a UICollectionView from 16, both scroll views.
  func test_list_isBackedByUITableViewBefore16_andUICollectionViewFrom16() {
    XCTAssertEqual(SwiftUIControl.list.backingClassName(on: "15.7"), "UITableView")
    XCTAssertEqual(SwiftUIControl.list.backingClassName(on: "16.0"), "UICollectionView")
    let host = screen(.list, os: "16.0").controlHost
    XCTAssertTrue(host.uikitView is ScrollView)
    XCTAssertTrue(host.uikitView?.isa.isKind(of: "UIScrollView") ?? false)
  }

  /// seed 001: a pure SwiftUI view has no UIKit view at the bottom.
  func test_text_isDrawn_withNoUIKitViewAnywhereInItsHost_seed001() {
    let screen = self.screen(.text)
    screen.run(extraWrapperLayers: 0)
    XCTAssertNil(screen.backingObject)
    XCTAssertNil(screen.controlHost.uikitView)
    XCTAssertTrue(screen.controlHost.subviews.isEmpty)
    XCTAssertEqual(screen.controlHost.className, "CGDrawingView")
  }

  /// While `makeUIView` runs, the helper has no superview; a main-queue block sees the mounted tree.
  func test_makeUIView_runsBeforeTheHelperIsInTheHierarchy_theMainQueueAfter() {
    let screen = self.screen(.slider)
    var superviewDuringMake: View?? = .none
    var groupSeenAsync: View?
    let make = screen.helperHost.makeUIView
    screen.helperHost.makeUIView = { context in
      let view = make(context)
      superviewDuringMake = .some(view.superview)
      context.mainQueue.async { groupSeenAsync = view.superview?.superview }
      return view
    }
    screen.run(extraWrapperLayers: 0)
    XCTAssertEqual(superviewDuringMake.map { $0 == nil }, true)
    XCTAssertTrue(groupSeenAsync === screen.group)
    XCTAssertEqual(screen.mainQueue.pendingCount, 0)
    XCTAssertEqual(screen.mainQueue.executedCount, 1)
  }

  /// An update's wrapper layers go between the group and the control's host; the background stays first.
  func test_wrapperLayers_goBetweenTheGroupAndTheControlHost() {
    let screen = self.screen(.textField)
    screen.run(extraWrapperLayers: 2)
    XCTAssertEqual(screen.group.wrapperLayers.count, 2)
    XCTAssertTrue(screen.group.subviews.first === screen.helperHost)
    XCTAssertTrue(screen.group.subviews.last === screen.group.wrapperLayers[0])
    XCTAssertTrue(screen.group.wrapperLayers[1].superview === screen.group.wrapperLayers[0])
    XCTAssertTrue(screen.controlHost.superview === screen.group.wrapperLayers[1])
    XCTAssertEqual(screen.controlHost.uikitView?.frameInWindow, screen.group.frameInWindow)
  }

  /// seed 001's NavigationStack: the helper's `next` chain leads to the UINavigationController,
  /// whose view holds the content.
  func test_navigationController_isInTheHelpersResponderChain_seed001() {
    let screen = self.screen(.navigationStack)
    screen.run(extraWrapperLayers: 1)
    let navigation = screen.navigationController!
    XCTAssertEqual(navigation.className, "UINavigationController")
    XCTAssertTrue(screen.group.ancestors.contains { $0 === navigation.view })
    var link = screen.helperHost.uiView?.next
    var reached = false
    while let current = link {
      if case .viewController(let controller) = current, controller === navigation { reached = true }
      link = current.next
    }
    XCTAssertTrue(reached)
    XCTAssertTrue(screen.backingObject?.isSameObject(as: .viewController(navigation)) ?? false)
  }

  /// Pushing makes the controller a child and shows its view in a wrapper inside the transition view.
  func test_navigationController_push_showsTheNewTopViewInAWrapper() {
    let runtime = Runtime()
    let root = ViewController(runtime: runtime)
    let navigation = NavigationController(
      runtime: runtime, rootViewController: root, frame: Rect(x: 0, y: 0, width: 390, height: 700))
    let second = ViewController(runtime: runtime)
    navigation.pushViewController(second)
    XCTAssertTrue(navigation.topViewController === second)
    XCTAssertEqual(navigation.viewControllers.count, 2)
    XCTAssertEqual(navigation.transitionView.subviews.count, 1)
    XCTAssertEqual(second.view.superview?.className, "UIViewControllerWrapperView")
    XCTAssertNil(root.view.superview)
    XCTAssertEqual(navigation.navigationBarHeight, 44)
  }

  /// A neighbour of the same kind sits above the control: same class, another instance.
  func test_neighbour_isTheSameClass_butAnotherInstance() {
    let screen = self.screen(.textField)
    let neighbour = screen.neighbour?.uikitView
    XCTAssertEqual(neighbour?.className, "UITextField")
    XCTAssertFalse(neighbour === screen.controlHost.uikitView)
    XCTAssertFalse(Responder.view(neighbour!).isSameObject(as: screen.backingObject!))
  }
}
