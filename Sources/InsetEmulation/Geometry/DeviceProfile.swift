/// Which kind of device it is, as `TARGETED_DEVICE_FAMILY` names it ("1" iPhone, "2" iPad) and
/// `UIUserInterfaceIdiom` reports it: an app says which families it runs on natively.
public enum DeviceFamily: String, CaseIterable, Sendable, Hashable, Comparable {
  case iPhone = "iphone"
  case iPad = "ipad"

  /// The value `TARGETED_DEVICE_FAMILY` uses for the family.
  public var buildSettingValue: String { self == .iPhone ? "1" : "2" }

  public static func < (a: DeviceFamily, b: DeviceFamily) -> Bool {
    allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
  }
}

/// A device as the layout system sees it: screen, and per orientation the safe area and the system
/// margins (outside the safe area, excluded from it). UIKit's root-view layout margins are not
/// data: the emulation computes them. Loaded from the engine's `devices.json`.
public struct DeviceProfile: Sendable, Hashable {
  public let id: String
  public let name: String
  /// Screen size in portrait, in points.
  public let portraitScreen: Size
  public let homeIndicator: Bool
  /// True when the device has a physical bar (fold hinge / camera bar) that splits its margins.
  public let hasVerticalBar: Bool
  public let family: DeviceFamily
  public let metrics: [Orientation: OrientationMetrics]
  /// Where the numbers come from, and which are inferred.
  public let source: String
  /// The iOS releases the device can run: from the one it shipped with to the last it gets
  /// (nil = still supported). Matrices skip the other combinations.
  public let firstOS: OSVersion
  public let lastOS: OSVersion?

  public init(
    id: String, name: String, portraitScreen: Size, homeIndicator: Bool, hasVerticalBar: Bool = false,
    family: DeviceFamily = .iPhone, metrics: [Orientation: OrientationMetrics], source: String = "",
    firstOS: OSVersion = OSVersion(13, 0),
    lastOS: OSVersion? = nil
  ) {
    self.firstOS = firstOS
    self.lastOS = lastOS
    self.id = id
    self.name = name
    self.portraitScreen = portraitScreen
    self.homeIndicator = homeIndicator
    self.hasVerticalBar = hasVerticalBar
    self.family = family
    self.metrics = metrics
    self.source = source
  }

  /// Everything about the device that layout reads. Two devices with the same layout (the
  /// iPhone 15 and the iPhone 15 Pro) lay every world out alike in each orientation, so a
  /// measurement on one holds for the other; their name, sources and releases are not layout.
  public struct Layout: Sendable, Hashable {
    public let portraitScreen: Size
    public let homeIndicator: Bool
    public let hasVerticalBar: Bool
    public let family: DeviceFamily
    /// In `Orientation.allCases` order (an array hashes faster than a dictionary).
    public let metrics: [OrientationMetrics]
  }

  public var layout: Layout {
    Layout(
      portraitScreen: portraitScreen, homeIndicator: homeIndicator, hasVerticalBar: hasVerticalBar,
      family: family, metrics: Orientation.allCases.map(metrics(in:)))
  }

  /// True when the device can run this release.
  public func runs(_ os: OSVersion) -> Bool { os >= firstOS && lastOS.map { os <= $0 } ?? true }

  public func screenSize(in orientation: Orientation) -> Size {
    orientation.isLandscape ? portraitScreen.transposed : portraitScreen
  }

  /// Metrics for an orientation; every profile has all three (the catalog loader checks).
  public func metrics(in orientation: Orientation) -> OrientationMetrics {
    metrics[orientation] ?? metrics[.portrait]!
  }
}

/// What the layout system reports for one device in one orientation.
public struct OrientationMetrics: Sendable, Hashable {
  /// The window's safe-area insets.
  public let safeArea: EdgeInsets
  /// System margins, measured from the safe area (left/right physical edges): SwiftUI's container
  /// content margins, and UIKit's `systemMinimumLayoutMargins` (assumption
  /// `uikit-minimum-margins-are-system-margins`).
  public let systemMargins: HorizontalMargins

  public init(safeArea: EdgeInsets, systemMargins: HorizontalMargins) {
    self.safeArea = safeArea
    self.systemMargins = systemMargins
  }
}

/// A left/right pair of margins (physical edges).
public struct HorizontalMargins: Sendable, Hashable, CustomStringConvertible {
  public let left: Double
  public let right: Double
  public init(left: Double, right: Double) {
    self.left = left
    self.right = right
  }
  public static func both(_ value: Double) -> HorizontalMargins {
    HorizontalMargins(left: value, right: value)
  }
  public var description: String { "left \(left.points), right \(right.points)" }
}
