import InsetEmulation
import InsetEngine

/// The input of `landscape-side-safe-area`: which screen, and its designed text margin.
public struct LandscapeSideSafeAreaScenario: Sendable, Equatable {
  public let screen: LandscapeSideSafeAreaWorld.Screen
  public let margin: Double

  public init(screen: LandscapeSideSafeAreaWorld.Screen, margin: Double) {
    self.screen = screen
    self.margin = margin
  }

  public static func decode(_ json: JSONCursor) throws -> LandscapeSideSafeAreaScenario {
    var reader = try json.object()
    _ = reader.optional("description")
    let screen = try reader.required("screen").enum(LandscapeSideSafeAreaWorld.Screen.self)
    let margin = try reader.optional("margin")?.nonNegative() ?? 16
    try reader.finish()
    return LandscapeSideSafeAreaScenario(screen: screen, margin: margin)
  }
}
