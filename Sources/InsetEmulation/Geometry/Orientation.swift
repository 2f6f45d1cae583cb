/// Interface orientation, as UIInterfaceOrientation names it: in `landscape-left` the device's
/// bottom (home button or indicator) is on the left and its sensor housing on the right.
public enum Orientation: String, CaseIterable, Sendable, Hashable {
  case portrait
  case landscapeLeft = "landscape-left"
  case landscapeRight = "landscape-right"

  public var isLandscape: Bool { self != .portrait }
}
