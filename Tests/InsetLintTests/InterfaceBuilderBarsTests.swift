import Foundation
import InsetLint
import InsetTestSupport
import XCTest

/// Bars a storyboard or xib lays over a list: `InterfaceBuilderConstraints.barsOverList`.
final class InterfaceBuilderBarsTests: XCTestCase {
  /// A scene of `FeedController`: a table (`LIST`, outlet `tableView`) and a floating button
  /// (`FAB`, outlet `addButton`) added after it; `constraints` are the root view's, `listExtra`
  /// goes inside the table element.
  private func scene(_ constraints: String, listAttributes: String = "", listExtra: String = "") -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
      <scenes>
        <scene sceneID="S1">
          <objects>
            <viewController id="VC" customClass="FeedController" customModule="App" sceneMemberID="viewController">
              <view key="view" contentMode="scaleToFill" id="ROOT">
                <subviews>
                  <tableView id="LIST" \(listAttributes)>\(listExtra)</tableView>
                  <button opaque="NO" id="FAB">
                    <constraints>
                      <constraint firstAttribute="height" constant="56" id="H1"/>
                    </constraints>
                  </button>
                </subviews>
                <viewLayoutGuide key="safeArea" id="SAFE"/>
                <constraints>
                  \(constraints)
                </constraints>
              </view>
              <connections>
                <outlet property="tableView" destination="LIST" id="O1"/>
                <outlet property="addButton" destination="FAB" id="O2"/>
              </connections>
            </viewController>
          </objects>
        </scene>
      </scenes>
    </document>
    """
  }

  private let listToSafeBottom =
    #"<constraint firstItem="SAFE" firstAttribute="bottom" secondItem="LIST" secondAttribute="bottom" id="C1"/>"#
  private let buttonAboveSafeBottom =
    #"<constraint firstItem="FAB" firstAttribute="bottom" secondItem="SAFE" secondAttribute="bottom" constant="-16" id="C2"/>"#

  private func bars(_ document: String, name: String = "Main.storyboard") -> [String] {
    let folder = Support.temporaryFolder(name + "\(document.hashValue)")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    Support.write("// a manifest marks the project's folder\n", to: folder + "/Package.swift")
    Support.write(document, to: folder + "/App/Base.lproj/" + name)
    Support.write("final class FeedController {}\n", to: folder + "/App/FeedController.swift")
    InterfaceBuilderConstraints.forget()
    return InterfaceBuilderConstraints.barsOverList(
      ofClass: "FeedController", nearSourceAt: folder + "/App/FeedController.swift"
    ).map { "\($0.outlet) over \($0.list)" }
  }

  func test_aButtonPinnedAboveTheSafeAreaOverATableEndingThere_isABarOverTheList() {
    XCTAssertEqual(bars(scene(listToSafeBottom + buttonAboveSafeBottom)), ["addButton over tableView"])
  }

  func test_aTableEndingAtTheButtonsTop_hasNoBarOverIt() {
    let listToButton =
      #"<constraint firstItem="FAB" firstAttribute="top" secondItem="LIST" secondAttribute="bottom" id="C1"/>"#
    XCTAssertEqual(bars(scene(listToButton + buttonAboveSafeBottom)), [])
  }

  func test_aPagingList_hasNoLastRowsUnderABar() {
    XCTAssertEqual(
      bars(scene(listToSafeBottom + buttonAboveSafeBottom, listAttributes: #"pagingEnabled="YES""#)), [])
  }

  func test_contentEndingAControlsHeightAboveTheListsBottom_keepsItsEndClear() {
    let content = #"""
      <subviews><view id="CONTENT"/></subviews>
      <constraints>
        <constraint firstAttribute="bottom" secondItem="CONTENT" secondAttribute="bottom" constant="96" id="C9"/>
      </constraints>
      """#
    XCTAssertEqual(bars(scene(listToSafeBottom + buttonAboveSafeBottom, listExtra: content)), [])
  }

  func test_aViewPinnedToTheTopAsWell_spansTheScreenAndIsNoBar() {
    let buttonToTop =
      #"<constraint firstItem="FAB" firstAttribute="top" secondItem="SAFE" secondAttribute="top" id="C3"/>"#
    XCTAssertEqual(bars(scene(listToSafeBottom + buttonAboveSafeBottom + buttonToTop)), [])
  }

  func test_aXibsFilesOwner_isReadLikeAScene() {
    let xib = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
        <objects>
          <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="FeedController">
            <connections>
              <outlet property="view" destination="ROOT" id="O0"/>
              <outlet property="addButton" destination="FAB" id="O2"/>
            </connections>
          </placeholder>
          <view contentMode="scaleToFill" id="ROOT">
            <subviews>
              <collectionView id="LIST"/>
              <button opaque="NO" id="FAB"/>
            </subviews>
            <viewLayoutGuide key="safeArea" id="SAFE"/>
            <constraints>
              \(listToSafeBottom)
              \(buttonAboveSafeBottom)
            </constraints>
          </view>
        </objects>
      </document>
      """
    XCTAssertEqual(bars(xib, name: "FeedController.xib"), ["addButton over collectionView"])
  }
}
