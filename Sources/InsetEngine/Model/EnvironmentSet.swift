import InsetEmulation

/// The devices a selection is judged on, each in the orientations the app supports on its family:
/// an app may turn every way on an iPad and stay in portrait on an iPhone, so the orientations
/// are per family, not one list for all devices.
public struct EnvironmentSet: Sendable, Hashable {
  public let devices: [DeviceProfile]
  /// Per family, the orientations judged; a family not listed (a device standing in for releases
  /// none of `devices` runs) is judged in `allOrientations`.
  public let orientations: [DeviceFamily: [Orientation]]

  public init(devices: [DeviceProfile], orientations: [DeviceFamily: [Orientation]]) {
    self.devices = devices
    var ordered: [DeviceFamily: [Orientation]] = [:]
    for (family, list) in orientations {
      ordered[family] = Orientation.allCases.filter(list.contains)
    }
    self.orientations = ordered
  }

  /// Every device in the same orientations.
  public init(devices: [DeviceProfile], orientations: [Orientation] = Orientation.allCases) {
    var byFamily: [DeviceFamily: [Orientation]] = [:]
    for family in DeviceFamily.allCases { byFamily[family] = orientations }
    self.init(devices: devices, orientations: byFamily)
  }

  /// Hashes the device ids and orientations only (equality still compares whole devices): a
  /// report keys its suggestions by environment set, and hashing every device's geometry for
  /// each finding cost more than the rest of a cached lint's report.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(devices.count)
    for device in devices { hasher.combine(device.id) }
    for family in DeviceFamily.allCases { hasher.combine(orientations[family]) }
  }

  /// The orientations `device` is judged in.
  public func orientations(of device: DeviceProfile) -> [Orientation] {
    orientations[device.family] ?? allOrientations
  }

  /// The orientations of every family of `devices`, in `Orientation` order.
  public var allOrientations: [Orientation] {
    let families = Set(devices.map(\.family))
    let used = orientations.filter { families.contains($0.key) }.values.flatMap { $0 }
    return Orientation.allCases.filter(used.contains)
  }

  /// Every environment at `os`: each device of `devices` that runs it, in its orientations.
  public func environments(at os: OSVersion) -> [Environment] {
    devices.filter { $0.runs(os) }.flatMap { device in
      orientations(of: device).map { Environment(device: device, orientation: $0, os: os) }
    }
  }

  /// A stable text naming the set, for memo keys: `iphone-15-pro,… | iphone:portrait | ipad:…`.
  public var key: String {
    let families = Set(devices.map(\.family)).sorted()
    return
      ([devices.map(\.id).joined(separator: ",")]
      + families.map { family in
        family.rawValue + ":"
          + orientations(of: devices.first { $0.family == family }!).map(\.rawValue)
          .joined(separator: ",")
      }).joined(separator: " | ")
  }
}
