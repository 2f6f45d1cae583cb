/// An emulated UIScreen: the device's own display, or an external display (AirPlay, a cable).
/// A screen has a size and the insets of its unsafe edges; scenes are placed on it.
public final class Screen {
  public enum Kind: String, Sendable {
    case device
    case external
  }

  public let kind: Kind
  public private(set) var bounds: Rect
  /// The unsafe edges of the whole screen (status bar, sensor housing, home indicator); zero on
  /// an external display (UIKit documents none there: assumption of the problem that uses it).
  public private(set) var unsafeInsets: EdgeInsets

  public init(kind: Kind, size: Size, unsafeInsets: EdgeInsets) {
    self.kind = kind
    bounds = Rect(origin: .zero, size: size)
    self.unsafeInsets = unsafeInsets
  }

  /// The device's screen in one orientation, with the device's safe area.
  public convenience init(device: DeviceProfile, orientation: Orientation) {
    self.init(
      kind: .device, size: device.screenSize(in: orientation),
      unsafeInsets: device.metrics(in: orientation).safeArea)
  }

  /// The screen after an interface rotation.
  public func turn(to size: Size, unsafeInsets: EdgeInsets) {
    bounds = Rect(origin: .zero, size: size)
    self.unsafeInsets = unsafeInsets
  }

  /// The safe-area insets of a window whose frame is `frame` on this screen: the part of it the
  /// screen's unsafe edges cover (UIKit: "the portion of the view that is covered").
  public func insets(ofWindowAt frame: Rect) -> EdgeInsets {
    let safe = bounds.inset(by: unsafeInsets)
    return EdgeInsets(
      top: min(max(0, safe.minY - frame.minY), frame.height),
      left: min(max(0, safe.minX - frame.minX), frame.width),
      bottom: min(max(0, frame.maxY - safe.maxY), frame.height),
      right: min(max(0, frame.maxX - safe.maxX), frame.width))
  }
}
