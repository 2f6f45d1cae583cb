import InsetEmulation
import XCTest

/// Where `Presentation` puts a presented root view, under the shared sheet assumptions
/// (`form-sheet-width`, `form-sheet-height`, `page-sheet-width`, `sheet-top-margin`,
/// `split-view-divider`).
final class PresentationTests: XCTestCase {
  /// iPad Pro 11in in portrait, iPhone 15 Pro in portrait.
  let pad = Size(width: 834, height: 1194)
  let padSafeArea = EdgeInsets(top: 24, bottom: 20)
  let phone = Size(width: 393, height: 852)
  let phoneSafeArea = EdgeInsets(top: 59, bottom: 34)
  let standard = Presentation.Metrics(.standard)

  func test_iPadFormSheet_isTheAssumedSize_centredOnTheScreen() {
    let sheet = Presentation(.formSheet, screen: pad, safeArea: padSafeArea, isPad: true, metrics: standard)
    XCTAssertEqual(sheet.rootFrame, Rect(x: 147, y: 287, width: 540, height: 620))
  }

  func test_iPadPageSheet_isTheAssumedWidth_fromTheTopMarginToTheBottom() {
    let sheet = Presentation(.pageSheet, screen: pad, safeArea: padSafeArea, isPad: true, metrics: standard)
    XCTAssertEqual(sheet.rootFrame, Rect(x: 65, y: 34, width: 704, height: 1160))
  }

  func test_iPhoneSheetInPortrait_startsTheTopMarginBelowTheSafeArea() {
    for style in [Presentation.Style.pageSheet, .formSheet] {
      let sheet = Presentation(style, screen: phone, safeArea: phoneSafeArea, isPad: false, metrics: standard)
      XCTAssertEqual(sheet.rootFrame, Rect(x: 0, y: 69, width: 393, height: 783), style.rawValue)
    }
  }

  func test_iPhoneSheetInLandscape_coversTheScreen() {
    let landscape = Size(width: 852, height: 393)
    let sheet = Presentation(
      .pageSheet, screen: landscape, safeArea: EdgeInsets(left: 59, bottom: 21, right: 59), isPad: false,
      metrics: standard)
    XCTAssertEqual(sheet.rootFrame, Rect(origin: .zero, size: landscape))
  }

  func test_splitViewColumn_isTheAppsShareOfTheWidthLessTheDivider() {
    let split = Presentation(.splitView, screen: pad, safeArea: padSafeArea, isPad: true, metrics: standard)
    XCTAssertEqual(split.windowFrame, Rect(x: 0, y: 0, width: 412, height: 1194))
  }

  func test_metrics_takeTheRunsChangedAssumptions() {
    var changed = Assumptions.standard
    changed.formSheetWidth = 700
    changed.sheetTopMargin = 0
    let metrics = Presentation.Metrics(changed, splitFraction: 0.3)
    XCTAssertEqual(metrics.formSheet, Size(width: 700, height: 620))
    XCTAssertEqual(metrics.sheetTopMargin, 0)
    XCTAssertEqual(metrics.splitFraction, 0.3)
  }
}
