import InsetEmulation
import InsetEngine

/// The input of `window-safe-area-read`: which window setups to run, and whether the device
/// turns after the first layout.
public struct WindowSafeAreaReadScenario: Sendable, Equatable {
  public let setups: [WindowSafeAreaReadWorld.Setup]
  public let rotate: Bool

  public init(setups: [WindowSafeAreaReadWorld.Setup], rotate: Bool) {
    self.setups = setups
    self.rotate = rotate
  }

  /// Reads `{"setups": ["full-screen", "sheet"], "rotate": true}`.
  public static func decode(_ json: JSONCursor) throws -> WindowSafeAreaReadScenario {
    var reader = try json.object()
    _ = reader.optional("description")
    let setups = try reader.required("setups").array(nonEmpty: true).map {
      try $0.enum(WindowSafeAreaReadWorld.Setup.self)
    }
    let rotate = try reader.optional("rotate")?.bool() ?? true
    try reader.finish()
    return WindowSafeAreaReadScenario(setups: setups, rotate: rotate)
  }
}
