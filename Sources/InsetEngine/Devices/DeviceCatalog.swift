import InsetEmulation

/// The device profiles the engine knows, read from `devices.json` beside this file (compiled in).
public struct DeviceCatalog: Sendable {
  public let devices: [DeviceProfile]

  public init(devices: [DeviceProfile]) { self.devices = devices }

  /// The built-in catalog.
  public static let builtIn: DeviceCatalog = {
    do {
      return try DeviceCatalog.decode(
        JSONCursor.parse(String(decoding: PackageResources.devices_json, as: UTF8.self), file: "devices.json")
      )
    } catch {
      preconditionFailure("embedded devices.json is invalid: \(error)")
    }
  }()

  public var ids: [String] { devices.map(\.id) }

  /// The device with this id (or alias); the error lists the valid ids.
  /// `location` names where the id came from (`compare: --device`).
  public func device(_ id: String) throws -> DeviceProfile { try device(id, at: nil) }

  public func device(_ id: String, at location: String?) throws -> DeviceProfile {
    if let device = devices.first(where: { $0.id == id }) { return device }
    throw InputError.unknown("device", id, valid: ids, at: location)
  }

  /// Reads `{"devices": [{id, name, screen, homeIndicator, verticalBar, family, orientations, source, …}]}`;
  /// `family` ("iphone" or "ipad") is required: which devices an app runs on is decided by it.
  public static func decode(_ json: JSONCursor) throws -> DeviceCatalog {
    var root = try json.object()
    let list = try root.required("devices").array(nonEmpty: true)
    try root.finish()
    var devices: [DeviceProfile] = []
    for item in list {
      var reader = try item.object()
      let id = try reader.required("id").string()
      let kebab = id.split(separator: "-", omittingEmptySubsequences: false)
        .allSatisfy { !$0.isEmpty && $0.allSatisfy { $0.isASCII && ($0.isLowercase || $0.isNumber) } }
      guard kebab else {
        throw item.error("device id '\(id)' is not kebab-case")
      }
      if devices.contains(where: { $0.id == id }) { throw item.error("duplicate device id '\(id)'") }
      let name = try reader.required("name").string()
      _ = try reader.optional("aliases")?.array().map { try $0.string() }
      var screen = try reader.required("screen").object()
      let size = Size(
        width: try screen.required("width").positive(), height: try screen.required("height").positive())
      try screen.finish()
      let home = try reader.optional("homeIndicator")?.bool() ?? false
      let bar = try reader.optional("verticalBar")?.bool() ?? false
      let family = try reader.required("family").enum(DeviceFamily.self)
      var orientations = try reader.required("orientations").object()
      var metrics: [Orientation: OrientationMetrics] = [:]
      for orientation in Orientation.allCases {
        metrics[orientation] = try decodeMetrics(orientations.required(orientation.rawValue))
      }
      try orientations.finish()
      let source = try reader.optional("source")?.string() ?? ""
      var firstOS = OSVersion(13, 0)
      var lastOS: OSVersion?
      if let os = reader.optional("os") {
        var range = try os.object()
        firstOS = try range.required("from").osVersion()
        lastOS = try range.optional("to")?.osVersion()
        try range.finish()
      }
      _ = try reader.optional("inferred")?.array().map { try $0.string() }
      try reader.finish()
      devices.append(
        DeviceProfile(
          id: id, name: name, portraitScreen: size, homeIndicator: home, hasVerticalBar: bar,
          family: family, metrics: metrics,
          source: source, firstOS: firstOS, lastOS: lastOS))
    }
    return DeviceCatalog(devices: devices)
  }

  private static func decodeMetrics(_ json: JSONCursor) throws -> OrientationMetrics {
    var reader = try json.object()
    var safe = try reader.required("safeArea").object()
    let insets = EdgeInsets(
      top: try safe.required("top").nonNegative(), left: try safe.required("left").nonNegative(),
      bottom: try safe.required("bottom").nonNegative(), right: try safe.required("right").nonNegative())
    try safe.finish()
    let system = try margins(reader.required("systemMargins"))
    try reader.finish()
    return OrientationMetrics(safeArea: insets, systemMargins: system)
  }

  private static func margins(_ json: JSONCursor) throws -> HorizontalMargins {
    var reader = try json.object()
    let result = HorizontalMargins(
      left: try reader.required("left").nonNegative(), right: try reader.required("right").nonNegative())
    try reader.finish()
    return result
  }
}
