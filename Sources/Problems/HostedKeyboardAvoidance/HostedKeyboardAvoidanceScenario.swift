import InsetEmulation
import InsetEngine

/// The input of `hosted-keyboard-avoidance` (default: `hosted-keyboard-avoidance.json` beside it).
public struct HostedKeyboardAvoidanceScenario: Sendable, Hashable {
  /// Where UIKit puts a hosting controller's view.
  public enum Placement: String, CaseIterable, Sendable {
    /// A bar pinned to `view.bottomAnchor`; UIKit leaves it where it is (the keyboard covers it).
    case bottomBar = "bottom-bar"
    /// A bar UIKit keeps on the keyboard with `keyboardLayoutGuide`.
    case guidedBar = "guided-bar"
    /// Hosted rows stacked from the top safe area, as cells are.
    case cells
  }

  /// The SwiftUI root the host shows.
  public enum Root: String, CaseIterable, Sendable {
    case flexible
    case fixed
    /// Flexible, and holding the focused `TextField`.
    case textField = "text-field"
  }

  public var placements: [Placement]
  public var roots: [Root]
  public var barHeight: Double
  public var rootHeight: Double
  public var cellHeight: Double
  public var cellCount: Int
  public var controlScreen: Bool
  /// How the UIKit screen holding the hosts is shown: full screen, or an iPad form or page sheet
  /// the keyboard covers only in part (sizes: the named sheet assumptions).
  public var presentation: Presentation.Style
  /// Also turn the device (portrait ⇄ landscape) with the keyboard up and measure after the turn.
  public var rotateWithKeyboardUp: Bool

  public init(
    placements: [Placement] = Placement.allCases, roots: [Root] = Root.allCases, barHeight: Double = 80,
    rootHeight: Double = 44, cellHeight: Double = 120, cellCount: Int = 8, controlScreen: Bool = true,
    presentation: Presentation.Style = .fullScreen, rotateWithKeyboardUp: Bool = false
  ) {
    self.presentation = presentation
    self.rotateWithKeyboardUp = rotateWithKeyboardUp
    self.placements = placements
    self.roots = roots
    self.barHeight = barHeight
    self.rootHeight = rootHeight
    self.cellHeight = cellHeight
    self.cellCount = cellCount
    self.controlScreen = controlScreen
  }

  /// Reads `{placements, roots, barHeight, rootHeight, cellHeight, cellCount, controlScreen,
  /// presentation?, rotateWithKeyboardUp?, description?}`.
  public static func decode(_ json: JSONCursor) throws -> HostedKeyboardAvoidanceScenario {
    var reader = try json.object()
    _ = try reader.optional("description")?.string()
    var s = HostedKeyboardAvoidanceScenario()
    s.placements = try reader.required("placements").array(nonEmpty: true).map { try $0.enum(Placement.self) }
    s.roots = try reader.required("roots").array(nonEmpty: true).map { try $0.enum(Root.self) }
    s.barHeight = try reader.required("barHeight").points(in: 1...10_000)
    let rootCursor = try reader.required("rootHeight")
    s.rootHeight = try rootCursor.points(in: 1...10_000)
    guard s.rootHeight <= s.barHeight else {
      throw rootCursor.error(
        "expected at most barHeight (\(s.barHeight.points)), found \(s.rootHeight.points)")
    }
    s.cellHeight = try reader.required("cellHeight").points(in: 1...10_000)
    s.cellCount = try reader.required("cellCount").integer(in: 0...1_000)
    s.controlScreen = try reader.required("controlScreen").bool()
    if let presentation = reader.optional("presentation") {
      s.presentation = try presentation.enum(Presentation.Style.self)
    }
    if let rotate = reader.optional("rotateWithKeyboardUp") { s.rotateWithKeyboardUp = try rotate.bool() }
    try reader.finish()
    return s
  }
}
