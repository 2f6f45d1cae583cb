import InsetEmulation
import InsetEngine

/// The physical features that make a screen's edges unsafe, placed for one device in one
/// orientation, derived from the device data (home indicator, vertical bar, safe-area insets):
/// rounded corners, the sensor housing (a notch, or a Dynamic Island where the top inset is 59 pt
/// or more), the home indicator, the status bar of devices without a housing, and the folding
/// phone's bar. Sizes are Apple's published ones, rounded; they are drawn, never measured.
struct DeviceOutline {
  struct Feature {
    let label: String
    let rect: Rect
    let cornerRadius: Double
    /// Solid hardware (housing, bar) or an on-screen mark (status bar, home indicator).
    let solid: Bool

    /// Content under it is lost to the user: hardware at a side edge (the bar, the housing in
    /// landscape), where UIKit keeps content inside the margins. Not the top edge in portrait,
    /// where scrolling content passes under the housing by design, nor the home indicator.
    var hidesContent = false
  }

  let screen: Size
  let cornerRadius: Double
  let features: [Feature]

  init(device: DeviceProfile, orientation: Orientation, screen: Size) {
    self.screen = screen
    let portraitSafe = device.metrics(in: .portrait).safeArea
    let safe = device.metrics(in: orientation).safeArea
    let phone = device.portraitScreen.width < 600
    cornerRadius = device.homeIndicator ? (phone ? 0.104 * device.portraitScreen.width : 18) : 0
    var features: [Feature] = []
    // Where the device's top edge is: in landscape-left its bottom is on the left, so its top
    // (and the housing) is on the right.
    let housingSide: Edge =
      orientation == .portrait ? .top : (orientation == .landscapeLeft ? .right : .left)
    if device.hasVerticalBar {
      let left = safe.left > 0
      let width = max(safe.left, safe.right)
      features.append(
        Feature(
          label: "bar",
          rect: Rect(x: left ? 0 : screen.width - width, y: 0, width: width, height: screen.height),
          cornerRadius: 0, solid: true, hidesContent: true))
    } else if phone && device.homeIndicator && portraitSafe.top >= 44 {
      let island = portraitSafe.top >= 59
      let length = island ? 126.0 : 0.56 * device.portraitScreen.width
      let depth = island ? 37.0 : 30.0
      let inset = island ? 11.0 : 0.0
      features.append(
        Feature(
          label: island ? "Dynamic Island" : "sensor housing (notch)",
          rect: DeviceOutline.place(length: length, depth: depth, inset: inset, on: housingSide, in: screen),
          cornerRadius: island ? depth / 2 : 8, solid: true, hidesContent: orientation.isLandscape))
    } else if safe.top > 0 {
      features.append(
        Feature(
          label: "status bar", rect: Rect(x: 0, y: 0, width: screen.width, height: safe.top), cornerRadius: 0,
          solid: false))
    }
    if device.homeIndicator && safe.bottom > 0 {
      let length = phone ? (orientation == .portrait ? 134.0 : 209.0) : 315.0
      features.append(
        Feature(
          label: "home indicator",
          rect: Rect(x: (screen.width - length) / 2, y: screen.height - 8 - 5, width: length, height: 5),
          cornerRadius: 2.5, solid: true))
    }
    self.features = features
  }

  enum Edge { case top, left, right }

  /// A feature `length` long and `depth` deep, centred on an edge, `inset` in from it.
  static func place(length: Double, depth: Double, inset: Double, on edge: Edge, in screen: Size) -> Rect {
    switch edge {
    case .top: return Rect(x: (screen.width - length) / 2, y: inset, width: length, height: depth)
    case .left: return Rect(x: inset, y: (screen.height - length) / 2, width: depth, height: length)
    case .right:
      return Rect(
        x: screen.width - inset - depth, y: (screen.height - length) / 2, width: depth, height: length)
    }
  }

  /// The names of the features, for text alternatives.
  var labels: [String] { features.map(\.label) }
}
