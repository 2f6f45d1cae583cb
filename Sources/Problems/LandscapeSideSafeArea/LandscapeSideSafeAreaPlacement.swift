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

  /// The label screen's code: a title label pinned to `anchors` (`view`,
  /// `view.safeAreaLayoutGuide`, …), `inset` points in from each side (none: on the anchors).
  /// One text for the three ways of pinning, so that they differ only where the strategy does.
  static func pinnedLabel(to anchors: String, inset: Int?) -> String {
    let leading = inset.map { ", constant: \($0)" } ?? ""
    let trailing = inset.map { ", constant: -\($0)" } ?? ""
    return """
      let titleLabel = UILabel()

      override func viewDidLoad() {
          super.viewDidLoad()
          view.addSubview(titleLabel)
          titleLabel.translatesAutoresizingMaskIntoConstraints = false
          NSLayoutConstraint.activate([
              titleLabel.leadingAnchor.constraint(equalTo: \(anchors).leadingAnchor\(leading)),
              titleLabel.trailingAnchor.constraint(equalTo: \(anchors).trailingAnchor\(trailing)),
          ])
      }
      """
  }
  static let gridsOnly = only(.flowGrid).filter {
    $0.key != LandscapeSideSafeAreaWorld.Screen.compositionalGrid.feature
  }
}
