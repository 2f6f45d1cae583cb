import InsetEmulation
import InsetEngine
import InsetLint

/// The built-in problems, one plugin each, registered exactly as a team's package registers its
/// own (`Examples/ProblemPlugin`). Adding a problem adds one line here.
public enum BuiltInProblems {
  public static let plugins: [any Plugin] = [
    HostedCellSafeAreaPlugin(),
    InputViewBottomInsetPlugin(),
    FixedHorizontalPaddingPlugin(),
    ListScrollTrackingPlugin(),
    UIKitIntrospectionPlugin(),
    KeyboardInsetPlugin(),
    HostedKeyboardAvoidancePlugin(),
    WindowSafeAreaReadPlugin(),
    BottomBarOverlapPlugin(),
    LandscapeSideSafeAreaPlugin(),
  ]

  /// The built-in problems, strategies and rules; a failing registration is a build defect.
  public static func catalog() -> Catalog {
    do { return try Catalog(plugins: plugins) } catch {
      preconditionFailure("built-in registration failed: \(error)")
    }
  }

  /// The built-in problems and strategies.
  public static func registry() -> Registry { catalog().registry }
}
