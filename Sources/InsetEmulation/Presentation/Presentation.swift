/// How a view controller is shown, and so where its root view lies: the window's frame on the
/// screen (a Split View column is a window narrower than the screen) and the root view's frame in
/// that window (a sheet does not span it). Apple, `UIModalPresentationStyle.formSheet` / `.pageSheet`:
/// on iPhone in portrait sheets adapt to a card with part of the background visible; in landscape
/// (compact height) they cover the screen. Sheet sizes are not published: they are the named
/// assumptions `form-sheet-width`, `form-sheet-height`, `page-sheet-width`, `sheet-top-margin` and
/// `split-view-divider` (`Metrics(_:splitFraction:)`), shared by every problem that presents.
public struct Presentation: Sendable, Hashable {
  public enum Style: String, CaseIterable, Sendable {
    case fullScreen = "full-screen"
    case pageSheet = "page-sheet"
    case formSheet = "form-sheet"
    /// The app in one column of iPad Split View (full height, part of the width).
    case splitView = "split-view"
  }

  /// The sizes the layout takes as given.
  public struct Metrics: Sendable, Hashable {
    /// An iPad form sheet's size (centred).
    public var formSheet: Size
    /// An iPad page sheet's width; it runs from `sheetTopMargin` below the top safe area to the
    /// screen's bottom.
    public var pageSheetWidth: Double
    /// The gap above a sheet card (iPad page sheet, iPhone portrait sheet), below the top safe area.
    public var sheetTopMargin: Double
    /// The app's share of the screen width in Split View, and the divider between the apps.
    public var splitFraction: Double
    public var splitDivider: Double

    public init(
      formSheet: Size, pageSheetWidth: Double, sheetTopMargin: Double, splitFraction: Double,
      splitDivider: Double
    ) {
      self.formSheet = formSheet
      self.pageSheetWidth = pageSheetWidth
      self.sheetTopMargin = sheetTopMargin
      self.splitFraction = splitFraction
      self.splitDivider = splitDivider
    }

    /// The sizes a run assumes (`--assume` changes them); `splitFraction` is the scenario's.
    public init(_ assumptions: Assumptions, splitFraction: Double = 0.5) {
      self.init(
        formSheet: Size(width: assumptions.formSheetWidth, height: assumptions.formSheetHeight),
        pageSheetWidth: assumptions.pageSheetWidth, sheetTopMargin: assumptions.sheetTopMargin,
        splitFraction: splitFraction, splitDivider: assumptions.splitViewDivider)
    }
  }

  public let style: Style
  /// The window's frame in screen coordinates.
  public let windowFrame: Rect
  /// The presented root view's frame in the window.
  public let rootFrame: Rect

  /// Lays `style` out on a screen: `isPad` chooses between the iPad sheet sizes and the iPhone
  /// adaptations; `safeArea` is the screen's.
  public init(_ style: Style, screen: Size, safeArea: EdgeInsets, isPad: Bool, metrics: Metrics) {
    self.style = style
    let full = Rect(origin: .zero, size: screen)
    let landscapePhone = !isPad && screen.width > screen.height
    switch style {
    case .fullScreen:
      windowFrame = full
      rootFrame = full
    case .splitView:
      let width =
        isPad ? ((screen.width - metrics.splitDivider) * metrics.splitFraction).rounded(.down) : screen.width
      windowFrame = Rect(x: 0, y: 0, width: width, height: screen.height)
      rootFrame = Rect(x: 0, y: 0, width: width, height: screen.height)
    case .formSheet where isPad:
      windowFrame = full
      let size = Size(
        width: min(metrics.formSheet.width, screen.width),
        height: min(metrics.formSheet.height, screen.height))
      rootFrame = Rect(
        x: ((screen.width - size.width) / 2).rounded(.down),
        y: ((screen.height - size.height) / 2).rounded(.down),
        width: size.width, height: size.height)
    case .pageSheet where isPad:
      windowFrame = full
      let width = min(metrics.pageSheetWidth, screen.width)
      let top = safeArea.top + metrics.sheetTopMargin
      rootFrame = Rect(
        x: ((screen.width - width) / 2).rounded(.down), y: top, width: width, height: screen.height - top)
    case .formSheet, .pageSheet:
      windowFrame = full
      if landscapePhone {
        rootFrame = full
      } else {
        let top = safeArea.top + metrics.sheetTopMargin
        rootFrame = Rect(x: 0, y: top, width: screen.width, height: screen.height - top)
      }
    }
  }

  /// The root view's frame on the screen.
  public var rootFrameInScreen: Rect { rootFrame.offsetBy(dx: windowFrame.minX, dy: windowFrame.minY) }
}
