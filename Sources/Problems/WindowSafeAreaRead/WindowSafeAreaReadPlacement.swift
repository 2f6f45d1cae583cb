import InsetEngine

/// Where the strategies' members go: the screen's view controller.
enum WindowSafeAreaReadPlacement {
  static let controller = CodePlacement.members(typeName: "BannerController", inherits: "UIViewController")
}
