import Foundation
import InsetLint
import InsetTestSupport
import XCTest

/// A constraint outlet's bottom pin, read from the storyboard or xib that connects it.
final class InterfaceBuilderConstraintsTests: XCTestCase {
  /// A scene of `LoginController` whose `buttonBottom` outlet is the constraint `C1`; `pin` is the
  /// constraint as Interface Builder writes it, inside the root view's constraints.
  private func storyboard(_ constraints: String, subviews: String = "") -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
      <scenes>
        <!--Login-->
        <scene sceneID="S1">
          <objects>
            <viewController id="VC" customClass="LoginController" customModule="App" sceneMemberID="viewController">
              <view key="view" contentMode="scaleToFill" id="ROOT">
                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                <subviews>
                  <button opaque="NO" id="BTN"><rect key="frame" x="16" y="700" width="361" height="50"/></button>
                  \(subviews)
                </subviews>
                <viewLayoutGuide key="safeArea" id="SAFE"/>
                <constraints>
                  \(constraints)
                </constraints>
              </view>
              <connections>
                <outlet property="buttonBottom" destination="C1" id="O1"/>
              </connections>
            </viewController>
          </objects>
        </scene>
      </scenes>
    </document>
    """
  }

  private func pin(_ document: String, name: String = "Main.storyboard") -> InterfaceBuilderConstraints
    .BottomPin?
  {
    let folder = Support.temporaryFolder(name + "\(document.hashValue)")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    Support.write("// a manifest marks the project's folder\n", to: folder + "/Package.swift")
    Support.write(document, to: folder + "/App/Base.lproj/" + name)
    Support.write("final class LoginController {}\n", to: folder + "/App/LoginController.swift")
    InterfaceBuilderConstraints.forget()
    return InterfaceBuilderConstraints.bottomPin(
      outlet: "buttonBottom", ofClass: "LoginController", nearSourceAt: folder + "/App/LoginController.swift")
  }

  func test_anOutletToTheSafeAreasBottom_pinsToTheSafeArea() {
    let document = storyboard(
      #"<constraint firstItem="SAFE" firstAttribute="bottom" secondItem="BTN" secondAttribute="bottom" constant="20" id="C1"/>"#
    )
    XCTAssertEqual(pin(document), .safeArea)
  }

  func test_anOutletToTheRootViewsBottom_pinsToTheView() {
    let document = storyboard(
      #"<constraint firstAttribute="bottom" secondItem="BTN" secondAttribute="bottom" constant="20" id="C1"/>"#
    )
    XCTAssertEqual(pin(document), .view)
  }

  func test_anOutletInsideACard_followsTheCardsOwnBottomConstraintUp() {
    let card = """
      <view contentMode="scaleToFill" id="CARD">
        <subviews><stackView id="STACK"/></subviews>
        <constraints>
          <constraint firstAttribute="bottom" secondItem="STACK" secondAttribute="bottom" constant="36" id="C1"/>
        </constraints>
      </view>
      """
    let toView = storyboard(
      #"<constraint firstAttribute="bottom" secondItem="CARD" secondAttribute="bottom" id="C2"/>"#,
      subviews: card)
    XCTAssertEqual(pin(toView), .view)
    let toSafeArea = storyboard(
      #"<constraint firstItem="SAFE" firstAttribute="bottom" secondItem="CARD" secondAttribute="bottom" id="C2"/>"#,
      subviews: card)
    XCTAssertEqual(pin(toSafeArea), .safeArea)
  }

  func test_anOutletThatIsNoBottomConstraint_isUnknown() {
    let document = storyboard(#"<constraint firstAttribute="height" constant="50" id="C1"/>"#)
    XCTAssertNil(pin(document))
  }

  func test_aXibsFilesOwnerOutlet_isReadLikeAScenes() {
    let xib = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
        <objects>
          <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="LoginController">
            <connections>
              <outlet property="buttonBottom" destination="C1" id="O1"/>
              <outlet property="view" destination="ROOT" id="O2"/>
            </connections>
          </placeholder>
          <view contentMode="scaleToFill" id="ROOT">
            <subviews><button id="BTN"/></subviews>
            <viewLayoutGuide key="safeArea" id="SAFE"/>
            <constraints>
              <constraint firstItem="SAFE" firstAttribute="bottom" secondItem="BTN" secondAttribute="bottom" id="C1"/>
            </constraints>
          </view>
        </objects>
      </document>
      """
    XCTAssertEqual(pin(xib, name: "LoginController.xib"), .safeArea)
  }
}
