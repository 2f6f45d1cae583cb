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
