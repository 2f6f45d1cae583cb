import InsetEngine

/// Where the strategies' code goes, and which screens each one changes.
enum LandscapeSideSafeAreaPlacement {
  static let controller = CodePlacement.members(typeName: "TitleController", inherits: "UIViewController")

  /// Every screen but `screen`, each with the reason the strategy does not reach it.
  static func only(_ screen: LandscapeSideSafeAreaWorld.Screen) -> [ContentFeature: String] {
    var result: [ContentFeature: String] = [:]
    for other in LandscapeSideSafeAreaWorld.Screen.allCases where other != screen {
      result[other.feature] = "changes the \(screen.rawValue) screen's code only, not a \(other.rawValue)"
    }
    return result
  }

  static let labelOnly = only(.label)
  static let gridsOnly = only(.flowGrid).filter {
    $0.key != LandscapeSideSafeAreaWorld.Screen.compositionalGrid.feature
  }
}
