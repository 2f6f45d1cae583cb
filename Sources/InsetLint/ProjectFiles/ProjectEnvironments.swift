import InsetEmulation
import InsetEngine

/// The devices and orientations a file's app runs in, and where that was read: `lint` judges a
/// finding's suggestions and `fix` selects its strategy on exactly these (`EnvironmentSet`).
///
/// Devices come from the families the app targets (`TARGETED_DEVICE_FAMILY`: "1" iPhone, "2" iPad,
/// "1,2" both). An iPhone-only app still installs on an iPad, where it runs in compatibility mode
/// in an iPhone-sized window; it is judged on iPhones only (the window is an iPhone's). An iPad-only
/// app does not install on an iPhone. Orientations come from the Info.plist
/// (`UISupportedInterfaceOrientations`, its `~iphone` / `~ipad` variants) or the generated
/// Info.plist's build settings (`INFOPLIST_KEY_UISupportedInterfaceOrientations[_iPhone|_iPad]`);
/// upside-down portrait is not emulated and is left out. What the project does not say is
/// every device and every orientation, as UIKit allows when the keys are absent.
public struct ProjectEnvironments: Sendable, Equatable, CustomStringConvertible {
  /// The families judged, in `DeviceFamily` order.
  public let families: [DeviceFamily]
  /// Per family, the orientations judged.
  public let orientations: [DeviceFamily: [Orientation]]
  /// The families whose orientations the project states (the others: every orientation).
  public let statedOrientations: Set<DeviceFamily>
  /// The one device `--device` names, instead of the families' devices.
  public let device: DeviceProfile?
  /// Where each part was read, in reading order; empty when the project says nothing.
  public let sources: [String]

  public init(
    families: [DeviceFamily], orientations: [DeviceFamily: [Orientation]], device: DeviceProfile? = nil,
    sources: [String] = []
  ) {
    self.families = DeviceFamily.allCases.filter(families.contains)
    var ordered: [DeviceFamily: [Orientation]] = [:]
    for family in self.families {
      let list = orientations[family] ?? Orientation.allCases
      ordered[family] = Orientation.allCases.filter(list.contains)
    }
    self.orientations = ordered
    statedOrientations = Set(self.families.filter { orientations[$0] != nil })
    self.device = device
    self.sources = sources
  }

  /// True when only targets of other platforms (tvOS, macOS, watchOS, visionOS) compile the
  /// file: it runs on no iPhone or iPad, so no finding holds there.
  public var runsOnNoIOSDevice: Bool { families.isEmpty }

  /// True when the project lists `family`'s orientations.
  public func statesOrientations(of family: DeviceFamily) -> Bool { statedOrientations.contains(family) }

  /// Every device, every orientation: what a project that says nothing runs on.
  public static let all = ProjectEnvironments(families: DeviceFamily.allCases, orientations: [:])

  /// The devices judged: the `--device` one, else every known device of the families.
  public var devices: [DeviceProfile] {
    if let device { return [device] }
    let wanted = Set(families)
    if wanted.count == DeviceFamily.allCases.count { return DeviceCatalog.builtIn.devices }
    return wanted.count == 1 ? Self.catalogDevices[families[0]] ?? [] : []
  }

  /// The catalog's devices of each family, picked once (a report asks for each finding's).
  private static let catalogDevices: [DeviceFamily: [DeviceProfile]] = Dictionary(
    uniqueKeysWithValues: DeviceFamily.allCases.map { family in
      (family, DeviceCatalog.builtIn.devices.filter { $0.family == family })
    })

  /// What decides the environment set: the families (or the one device) and their orientations.
  public struct Identity: Sendable, Hashable {
    let families: [DeviceFamily]
    let orientations: [DeviceFamily: [Orientation]]
    let device: String?
  }

  public var identity: Identity {
    Identity(families: families, orientations: orientations, device: device?.id)
  }

  /// What the engine judges: each device in its family's orientations.
  public var set: EnvironmentSet { EnvironmentSet(devices: devices, orientations: orientations) }

  /// `"TARGETED_DEVICE_FAMILY in App.xcodeproj (target App)"`, or what nothing found means.
  public var source: String {
    sources.isEmpty
      ? "the project does not say: every device, every orientation" : sources.joined(separator: "; ")
  }

  /// `iPhone (portrait), iPad (portrait, landscape-left, landscape-right) (from …)`.
  public var description: String {
    let parts = families.map { family -> String in
      let name = device.map(\.id) ?? (family == .iPhone ? "iPhone" : "iPad")
      return name + " (" + (orientations[family] ?? []).map(\.rawValue).joined(separator: ", ") + ")"
    }
    return parts.joined(separator: ", ") + " (" + source + ")"
  }

  /// `28 devices × 3 orientations`, or per family when they differ (`21 iPhones × 1 orientation,
  /// 7 iPads × 3 orientations`): what a code action says it was measured on.
  public var summary: String {
    func count(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }
    let devices = self.devices
    let lists = Set(families.map { orientations[$0] ?? [] })
    if lists.count == 1, let list = lists.first {
      return count(devices.count, "device") + " × " + count(list.count, "orientation")
    }
    return families.map { family in
      count(devices.filter { $0.family == family }.count, family == .iPhone ? "iPhone" : "iPad") + " × "
        + count((orientations[family] ?? []).count, "orientation")
    }.joined(separator: ", ")
  }

  /// `{"devices": [...], "orientations": {"iphone": [...], …}, "source": "…"}` for reports.
  public var json: JSONValue {
    .object([
      ("devices", .array(devices.map { .string($0.id) })),
      (
        "orientations",
        .object(families.map { ($0.rawValue, .array((orientations[$0] ?? []).map { .string($0.rawValue) })) })
      ),
      ("source", .string(source)),
    ])
  }
}

extension ProjectEnvironments {
  /// The families a `TARGETED_DEVICE_FAMILY` value names ("1", "2", "1,2"; other platforms'
  /// numbers are not iOS devices), nil when it names neither.
  public static func families(_ value: String) -> Set<DeviceFamily>? {
    let numbers = value.split(whereSeparator: { $0 == "," || $0 == " " })
    let found = Set(DeviceFamily.allCases.filter { numbers.contains(Substring($0.buildSettingValue)) })
    return found.isEmpty ? nil : found
  }

  /// The emulated orientations a space-separated list of `UIInterfaceOrientation…` names holds,
  /// nil when it holds none of them.
  public static func orientations(_ names: [Substring]) -> [Orientation]? {
    let map: [Substring: Orientation] = [
      "UIInterfaceOrientationPortrait": .portrait, "UIInterfaceOrientationLandscapeLeft": .landscapeLeft,
      "UIInterfaceOrientationLandscapeRight": .landscapeRight,
    ]
    let found = Orientation.allCases.filter { orientation in names.contains { map[$0] == orientation } }
    return found.isEmpty ? nil : found
  }

  /// The orientations an XML Info.plist lists under `key` (`UISupportedInterfaceOrientations~ipad`),
  /// nil when it has no such key or lists none that is emulated.
  public static func plistOrientations(_ text: String, key: String) -> [Orientation]? {
    guard let range = firstRange(of: "<key>" + key + "</key>", in: text[...]) else { return nil }
    let after = text[range.upperBound...]
    guard let open = firstRange(of: "<array>", in: after), let close = firstRange(of: "</array>", in: after),
      open.upperBound <= close.lowerBound,
      after[..<open.lowerBound].allSatisfy(\.isWhitespace)
    else { return nil }
    var names: [Substring] = []
    var rest = after[open.upperBound..<close.lowerBound]
    while let start = firstRange(of: "<string>", in: rest), let end = firstRange(of: "</string>", in: rest),
      start.upperBound <= end.lowerBound
    {
      names.append(rest[start.upperBound..<end.lowerBound])
      rest = rest[end.upperBound...]
    }
    return orientations(names)
  }

  /// Where `needle` (a tag) first stands in `text`, found among their UTF-8 bytes
  /// (`SourceFile.find`): Foundation's `range(of:)` made an `NSString` of the rest of the Info.plist
  /// at every call.
  static func firstRange(of needle: String, in text: Substring) -> Range<String.Index>? {
    var needle = needle
    let offset: Int?? = needle.withUTF8 { pattern in
      text.utf8.withContiguousStorageIfAvailable { SourceFile.find(pattern, in: $0, from: 0) }
    }
    switch offset {
    case .none: return text.range(of: needle)  // not contiguous UTF-8 (bridged): Foundation's search
    case .some(.none): return nil
    case .some(.some(let at)):
      let lower = text.utf8.index(text.startIndex, offsetBy: at)
      return lower..<text.utf8.index(lower, offsetBy: needle.utf8.count)
    }
  }

  /// The Info.plist keys and the generated Info.plist's build settings that hold `family`'s
  /// orientations, the family's own first.
  static func orientationKeys(_ family: DeviceFamily) -> (plist: [String], settings: [String]) {
    let base = "UISupportedInterfaceOrientations"
    return family == .iPhone
      ? ([base + "~iphone", base], ["INFOPLIST_KEY_" + base + "_iPhone", "INFOPLIST_KEY_" + base])
      : ([base + "~ipad", base], ["INFOPLIST_KEY_" + base + "_iPad", "INFOPLIST_KEY_" + base])
  }
}
