import InsetEmulation
import InsetEngine

/// The scene of `landscape-side-safe-area`: a view controller's root view filling the window,
/// a full-bleed background image, and one screen's text content laid out against the references
/// the code names (the view's edges, its safe-area or margins guide, a section inset reference, a
/// SwiftUI safe-area choice). Strategies change those references; `layout()` places the text.
public final class LandscapeSideSafeAreaWorld {
  public enum Screen: String, CaseIterable, Sendable {
    /// A UILabel pinned to the root view's leading and trailing anchors.
    case label
    /// A vertical UICollectionViewFlowLayout grid of text cells.
    case flowGrid = "flow-grid"
    /// A vertical compositional-layout section of text cells.
    case compositionalGrid = "compositional-grid"
    /// SwiftUI: an HStack of Text with horizontal padding.
    case swiftUIRow = "swiftui-row"

    /// The content feature a strategy may not address.
    public var feature: ContentFeature { ContentFeature(rawValue: rawValue) }
  }

  public let device: DeviceProfile
  public let os: OSVersion
  public private(set) var orientation: Orientation
  public let screen: Screen
  public let margin: Double
  public let window: Window
  public let controller: ViewController
  public let root: LayoutMarginsView
  public let background: View
  public let label: View
  public let grid: ScrollView
  /// The hosting view of the SwiftUI row (fills the root view).
  public let hosting: View
  /// The configuration default of compositional layouts (`.automatic` sections follow it).
  let compositionalDefault: SectionInsetReference

  // What the code says; strategies change these.
  /// The guide the label's leading and trailing constraints are made against.
  public var labelGuide: LayoutGuide = .edges
  /// Flow layout `sectionInsetReference`.
  public var flowReference: SectionInsetReference = .contentInset
  /// Compositional section `contentInsetsReference`; nil is `.automatic`.
  public var compositionalReference: SectionInsetReference?
  /// SwiftUI: the text's container ignores the horizontal safe area (`.ignoresSafeArea()`).
  public var rowIgnoresHorizontalSafeArea = true
  /// SwiftUI: the row's background extends under the housing (only the background ignores).
  public var rowBackgroundIgnores = false

  // Laid out by `layout()`, in window coordinates.
  public private(set) var textFrames: [(name: String, frame: Rect)] = []
  public private(set) var backgroundFrames: [(name: String, frame: Rect)] = []

  public init(
    device: DeviceProfile, orientation: Orientation, os: OSVersion, scenario: LandscapeSideSafeAreaScenario,
    compositionalDefault: SectionInsetReference
  ) {
    self.device = device
    self.orientation = orientation
    self.os = os
    screen = scenario.screen
    margin = scenario.margin
    self.compositionalDefault = compositionalDefault
    let runtime = Runtime()
    window = Window(
      runtime: runtime, screen: device.screenSize(in: orientation),
      safeArea: device.metrics(in: orientation).safeArea)
    root = LayoutMarginsView(runtime: runtime, os: os)
    controller = ViewController(runtime: runtime, view: root)
    background = View(runtime: runtime, className: "UIImageView")
    label = View(runtime: runtime, className: "UILabel")
    grid = ScrollView(runtime: runtime, className: "UICollectionView")
    hosting = View(runtime: runtime, className: "_UIHostingView")
    controller.systemMinimumLayoutMargins = device.metrics(in: orientation).systemMargins
    window.rootViewController = controller
    root.addSubview(background)
    switch screen {
    case .label: root.addSubview(label)
    case .flowGrid, .compositionalGrid: root.addSubview(grid)
    case .swiftUIRow: root.addSubview(hosting)
    }
  }

  /// The device turns: new window, new margins, layout again.
  public func rotate(to target: Orientation) {
    orientation = target
    window.turn(to: device.screenSize(in: target), safeArea: device.metrics(in: target).safeArea)
    controller.systemMinimumLayoutMargins = device.metrics(in: target).systemMargins
    root.frame = window.bounds
    layout()
  }

  /// Places the background and the screen's text as the code's references say.
  public func layout() {
    root.frame = window.bounds
    let bounds = root.bounds
    background.frame = bounds
    backgroundFrames = [("background image (full bleed)", background.frameInWindow)]
    let rowY = root.safeAreaInsets.top + 24
    switch screen {
    case .label:
      let guide = root.frame(of: labelGuide)
      label.frame = Rect(x: guide.minX + margin, y: rowY, width: guide.width - 2 * margin, height: 24)
      textFrames = [("title label", label.frameInWindow)]
    case .flowGrid, .compositionalGrid:
      grid.frame = bounds
      let reference: SectionInsetReference
      if screen == .flowGrid {
        reference = flowReference
      } else if os < OSVersion(14, 0) {
        // Before iOS 14 a section has no reference: its insets count from the content inset.
        reference = .contentInset
      } else {
        reference = compositionalReference ?? compositionalDefault
      }
      let extent = grid.sectionItemsExtent(
        inset: EdgeInsets(left: margin, right: margin), reference: reference)
      let row = Rect(x: extent.minX, y: rowY, width: extent.maxX - extent.minX, height: 44)
      textFrames = [("first row of cells", grid.convertToWindow(row))]
    case .swiftUIRow:
      hosting.frame = bounds
      let safe = hosting.safeAreaFrame
      let container =
        rowIgnoresHorizontalSafeArea
        ? Rect(x: 0, y: safe.minY, width: bounds.width, height: safe.height) : safe
      let text = Rect(x: container.minX + margin, y: rowY, width: container.width - 2 * margin, height: 24)
      textFrames = [("row text", hosting.convertToWindow(text))]
      if rowBackgroundIgnores || rowIgnoresHorizontalSafeArea {
        backgroundFrames.append(
          (
            "row background",
            hosting.convertToWindow(Rect(x: 0, y: rowY - 8, width: bounds.width, height: 40))
          ))
      }
    }
  }
}
