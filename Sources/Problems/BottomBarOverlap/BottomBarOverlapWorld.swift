import InsetEmulation
import InsetEngine

/// The scene of `bottom-bar-overlap`: a container controller filling the window, a content
/// controller whose root view is a vertically scrolling list, and a custom bar laid over the
/// list's bottom. The bar's height grows with the text size; where it sits depends on the
/// placement. A strategy changes what feeds the list's bottom inset (the content controller's
/// additional safe area, the list's content inset, a spacer row) or where the list ends, at the
/// lifecycle moments it names on the container (`lifecycle`).
public final class BottomBarOverlapWorld {
  public let device: DeviceProfile
  public let window: Window
  public let container: ViewController
  public let content: ViewController
  public let list: ScrollView
  public let bar: View
  public let lifecycle: Lifecycle
  public let rows: Int
  public let rowHeight: Double
  public let placement: BottomBarOverlapScenario.BarPlacement
  /// The bar's height at the default text size, and how much it grows per point of Body text.
  let baseBarHeight: Double
  let growthPerTextPoint: Double
  public private(set) var contentSize: ContentSizeCategory
  public private(set) var orientation: Orientation
  /// The constant the fixed-spacer strategy reserves (scenario `fixedSpacer`).
  public let fixedSpacer: Double

  /// A trailing spacer in the list's content (a fixed-height `Color.clear`), in points.
  public var spacer: Double = 0
  /// True when the bar takes its own space below the list (a stack, or a constraint to its top).
  public var listEndsAtBar = false
  /// True when the bar is in the list's safe area (SwiftUI `safeAreaInset`): it sits above the
  /// bottom unsafe edge, whatever the placement.
  public var barInSafeArea = false

  public init(
    device: DeviceProfile, orientation: Orientation, scenario: BottomBarOverlapScenario,
    growthPerTextPoint: Double
  ) {
    self.device = device
    self.orientation = orientation
    let runtime = Runtime()
    window = Window(
      runtime: runtime, screen: device.screenSize(in: orientation),
      safeArea: device.metrics(in: orientation).safeArea)
    container = ViewController(runtime: runtime)
    list = ScrollView(runtime: runtime, className: "UITableView")
    content = ViewController(runtime: runtime, view: list)
    bar = View(runtime: runtime)
    bar.accessibilityIdentifier = "bar"
    lifecycle = Lifecycle(controller: container)
    rows = scenario.rows
    rowHeight = scenario.rowHeight
    placement = scenario.barPlacement
    baseBarHeight = scenario.barHeight
    self.growthPerTextPoint = growthPerTextPoint
    contentSize = scenario.contentSize
    fixedSpacer = scenario.fixedSpacer
    if scenario.contentIgnoresSafeArea { list.contentInsetAdjustmentBehavior = .never }
  }

  /// The bar's height at the current text size (its content grows with Body text).
  public var barHeight: Double { baseBarHeight + contentSize.bodyGrowth * growthPerTextPoint }

  /// Init, viewDidLoad, into the window, first layout.
  public func present() {
    lifecycle.load()
    container.addChild(content)
    container.view.addSubview(list)
    container.view.addSubview(bar)
    lifecycle.move(into: window, frame: window.bounds)
    layout()
  }

  /// The user picks another text size: the bar grows, and UIKit lays the screen out again.
  public func changeContentSize(to category: ContentSizeCategory) {
    contentSize = category
    layout()
  }

  /// The device turns: new window size and insets, the container follows, layout.
  public func rotate(to target: Orientation) {
    orientation = target
    window.turn(to: device.screenSize(in: target), safeArea: device.metrics(in: target).safeArea)
    container.view.frame = window.bounds
    lifecycle.rotate()
    layout()
  }

  /// One layout pass: the bar at its place, the list filling the container (or ending at the
  /// bar), then the container's `viewDidLayoutSubviews` (strategies read the bar there), then the
  /// list's content size.
  public func layout() {
    let bounds = container.view.bounds
    let safeBottom = container.view.safeAreaInsets.bottom
    let height = barHeight
    if placement == .safeArea || barInSafeArea {
      bar.frame = Rect(x: 0, y: bounds.height - safeBottom - height, width: bounds.width, height: height)
    } else {
      bar.frame = Rect(x: 0, y: bounds.height - height, width: bounds.width, height: height)
    }
    list.frame = listEndsAtBar ? Rect(x: 0, y: 0, width: bounds.width, height: bar.frame.minY) : bounds
    lifecycle.layout()
    list.contentSize = Size(width: bounds.width, height: Double(rows) * rowHeight + spacer)
  }

  /// Where the bar's top is, from the screen's bottom edge: what the last row must clear.
  public var barExtent: Double { window.bounds.height - bar.frameInWindow.minY }

  /// Scrolls the list to its end (the largest offset UIKit allows) and returns the last real row's
  /// frame in window coordinates.
  public func scrollToEnd() -> Rect {
    let inset = list.adjustedContentInset
    let end = max(-inset.top, list.contentSize.height + inset.bottom - list.bounds.height)
    list.contentOffset = Point(x: 0, y: end)
    let rowsHeight = Double(rows) * rowHeight
    return list.convertToWindow(
      Rect(x: 0, y: rowsHeight - rowHeight, width: list.bounds.width, height: rowHeight))
  }

  /// True when the content is taller than the list can show at once (it scrolls at all).
  public var scrolls: Bool {
    let inset = list.adjustedContentInset
    return list.contentSize.height + inset.top + inset.bottom > list.bounds.height
  }
}
