import InsetEmulation

/// Device profile + orientation + OS version: where a scenario is run; with the modelling
/// assumptions the emulation runs under (the standard ones unless a run changes them).
public struct Environment: Sendable, Hashable, CustomStringConvertible {
  public let device: DeviceProfile
  public let orientation: Orientation
  public let os: OSVersion
  public var assumptions: Assumptions

  public init(
    device: DeviceProfile, orientation: Orientation, os: OSVersion, assumptions: Assumptions = .standard
  ) {
    self.device = device
    self.orientation = orientation
    self.os = os
    self.assumptions = assumptions
  }

  public var screen: Size { device.screenSize(in: orientation) }
  public var metrics: OrientationMetrics { device.metrics(in: orientation) }
  public var safeArea: EdgeInsets { metrics.safeArea }

  /// The same device and OS turned to another orientation (rotation inside a scenario).
  public func rotated(to orientation: Orientation) -> Environment {
    Environment(device: device, orientation: orientation, os: os, assumptions: assumptions)
  }

  public func with(os: OSVersion) -> Environment {
    Environment(device: device, orientation: orientation, os: os, assumptions: assumptions)
  }

  public var description: String { "\(device.id) \(orientation.rawValue) iOS \(os)" }

  public var json: JSONValue {
    .object([
      ("device", .string(device.id)), ("orientation", .string(orientation.rawValue)),
      ("os", .string(os.description)),
    ])
  }
}
