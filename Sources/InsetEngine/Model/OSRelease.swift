import InsetEmulation

/// The iOS releases the engine knows, minor releases included: what `{"from", "to"}` ranges
/// expand over and where a deployment range's selection is evaluated.
public enum OSRelease {
  public static let all: [OSVersion] = {
    let minors: [(Int, Int)] = [(13, 7), (14, 8), (15, 8), (16, 7), (17, 7), (18, 7), (26, 6), (27, 1)]
    return minors.flatMap { major, last in (0...last).map { OSVersion(major, $0) } }
  }()

  public static var latest: OSVersion { all.last! }
  public static var oldest: OSVersion { all.first! }

  /// Known releases in `from...to`.
  public static func range(from: OSVersion, to: OSVersion = latest) -> [OSVersion] {
    all.filter { $0 >= from && $0 <= to }
  }

  /// The known release just before `version`, for printing closed ranges ("13.0–16.3").
  public static func predecessor(of version: OSVersion) -> OSVersion? { all.last { $0 < version } }
}

/// Checks on OS versions a user gives: an environment's OS and a deployment target must be a
/// release the engine knows; a range's ends must lie within the known releases. The engine models
/// minor releases only, so a patch release counts as its minor release: `16.4.1` is taken as
/// `16.4` (it behaves as 16.4 in every measurement), and `13.8` or `99.0` are refused.
extension OSRelease {
  /// The known release `version` stands for (its patch dropped), or an error naming the known ones.
  public static func known(_ version: OSVersion) throws(UnknownReleaseError) -> OSVersion {
    let minor = OSVersion(version.major, version.minor)
    guard all.contains(minor) else { throw UnknownReleaseError(version: version, inRange: false) }
    return minor
  }

  /// A range end: any version from the oldest to the latest known release (its patch dropped).
  public static func withinRange(_ version: OSVersion) throws(UnknownReleaseError) -> OSVersion {
    let minor = OSVersion(version.major, version.minor)
    guard minor >= oldest, minor <= latest else { throw UnknownReleaseError(version: version, inRange: true) }
    return minor
  }
}

/// A version outside what the engine knows; the message names the known releases.
public struct UnknownReleaseError: Error, CustomStringConvertible, Equatable {
  public let version: OSVersion
  /// True when a range end was checked (only the bounds matter), false for a single release.
  public let inRange: Bool

  public var description: String {
    let span = "\(OSRelease.oldest)–\(OSRelease.latest)"
    if inRange { return "iOS \(version) is outside the known releases \(span) (see insetfix list os)" }
    let sameMajor = OSRelease.all.filter { $0.major == version.major }
    if let first = sameMajor.first, let last = sameMajor.last {
      return "unknown iOS release \(version): the known iOS \(version.major) releases are \(first)–\(last) "
        + "(see insetfix list os)"
    }
    var majors: [Int] = []
    for release in OSRelease.all where !majors.contains(release.major) { majors.append(release.major) }
    return "unknown iOS release \(version): the known releases are \(span), majors "
      + majors.map(String.init).joined(separator: ", ") + " (see insetfix list os)"
  }
}

extension JSONCursor {
  /// A string naming a known release (see `OSRelease.known`).
  public func knownRelease() throws -> OSVersion {
    let version = try osVersion()
    do { return try OSRelease.known(version) } catch { throw self.error(error.description) }
  }

  /// A string naming a range end within the known releases (see `OSRelease.withinRange`).
  public func releaseInRange() throws -> OSVersion {
    let version = try osVersion()
    do { return try OSRelease.withinRange(version) } catch { throw self.error(error.description) }
  }
}
