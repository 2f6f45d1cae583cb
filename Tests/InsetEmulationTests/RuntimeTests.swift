import InsetEmulation
import XCTest

/// The emulated Objective-C runtime: dispatch along the class chain, `object_setClass`,
/// class pairs allocated once by name, method swizzling seen by every instance.
final class RuntimeTests: XCTestCase {
  let runtime = Runtime()

  func test_builtInClasses_formTheUIKitChain() {
    XCTAssertTrue(runtime["UICollectionView"].isSubclass(of: runtime["UIScrollView"]))
    XCTAssertTrue(runtime["_UIHostingView"].isKind(of: "UIView"))
    XCTAssertFalse(runtime["_UIHostingView"].isKind(of: "UIScrollView"))
  }

  func test_allocateClassPair_returnsNilWhenTheNameIsTaken() {
    let base = runtime["_UIHostingView"]
    XCTAssertNotNil(runtime.allocateClassPair(superclass: base, name: "_UIHostingView_IgnoreSafeArea"))
    XCTAssertNil(runtime.allocateClassPair(superclass: base, name: "_UIHostingView_IgnoreSafeArea"))
    XCTAssertEqual(runtime.allocatedClassCount, 1)
    XCTAssertNotNil(runtime.classNamed("_UIHostingView_IgnoreSafeArea"))
  }

  func test_methodAddedToASubclass_changesOnlyInstancesSetToIt() {
    let screen = Window(
      runtime: runtime, screen: Size(width: 393, height: 852), safeArea: EdgeInsets(top: 59))
    let a = View(runtime: runtime, className: "_UIHostingView", frame: screen.bounds)
    let b = View(runtime: runtime, className: "_UIHostingView", frame: screen.bounds)
    screen.addSubview(a)
    screen.addSubview(b)
    let subclass = runtime.allocateClassPair(superclass: a.isa, name: "_UIHostingView_IgnoreSafeArea")!
    runtime.addMethod(.safeAreaInsets, to: subclass) { _ in .zero }
    a.isa = subclass
    XCTAssertEqual(a.safeAreaInsets, .zero)
    XCTAssertEqual(b.safeAreaInsets, EdgeInsets(top: 59))
    XCTAssertEqual(runtime.swizzleCount, 0)
  }

  func test_swizzle_changesEveryInstanceOfTheClassAndItsSubclasses() {
    let screen = Window(
      runtime: runtime, screen: Size(width: 393, height: 852), safeArea: EdgeInsets(top: 59))
    let host = View(runtime: runtime, className: "_UIHostingView", frame: screen.bounds)
    let plain = View(runtime: runtime, frame: screen.bounds)
    screen.addSubview(host)
    screen.addSubview(plain)
    let subclass = runtime.allocateClassPair(superclass: runtime["_UIHostingView"], name: "MyHostingView")!
    let sub = View(runtime: runtime, className: subclass.name, frame: screen.bounds)
    screen.addSubview(sub)
    runtime.swizzle(.safeAreaInsets, on: runtime["_UIHostingView"]) { _ in .zero }
    XCTAssertEqual(host.safeAreaInsets, .zero)
    XCTAssertEqual(sub.safeAreaInsets, .zero)
    XCTAssertEqual(plain.safeAreaInsets, EdgeInsets(top: 59))
    XCTAssertEqual(runtime.swizzleCount, 1)
  }

  func test_geometricInsets_ignoreTheDispatchedOverride() {
    let screen = Window(
      runtime: runtime, screen: Size(width: 393, height: 852), safeArea: EdgeInsets(top: 59))
    let host = View(runtime: runtime, className: "_UIHostingView", frame: screen.bounds)
    screen.addSubview(host)
    runtime.swizzle(.safeAreaInsets, on: runtime["_UIHostingView"]) { _ in .zero }
    XCTAssertEqual(host.geometricSafeAreaInsets, EdgeInsets(top: 59))
  }

  func test_separateRuntimes_doNotShareClasses() {
    _ = runtime.allocateClassPair(superclass: runtime["UIView"], name: "Generated")
    XCTAssertNil(Runtime().classNamed("Generated"))
  }
}
