import InsetEmulation
import InsetEngine

/// The input of `keyboard-inset` (default: `keyboard-inset.json` beside it): what avoids the
/// keyboard (a scroll view scrolled to its end, or a control pinned to the bottom), how the
/// screen is presented, and which keyboard modes the run goes through.
public struct KeyboardInsetScenario: Sendable, Hashable {
  public enum Receiver: String, CaseIterable, Sendable {
    /// A scroll view filling the view, scrolled to the end: its last row must end at the keyboard.
    case scrollView = "scroll-view"
    /// A control pinned to the bottom: it must sit on the keyboard.
    case pinnedControl = "pinned-control"
  }

  public enum Adjustment: String, CaseIterable, Sendable {
    case automatic, never
  }

  public enum Anchor: String, CaseIterable, Sendable {
    /// `safeAreaLayoutGuide.bottomAnchor`.
    case safeArea = "safe-area"
    /// `view.bottomAnchor`.
    case view
  }

  public var receiver: Receiver
  /// The scroll view's `contentInsetAdjustmentBehavior`.
  public var adjustment: Adjustment
  /// What the pinned control's bottom is constrained to.
  public var pinnedTo: Anchor
  public var presentation: Presentation.Style
  /// The app's share of the width in Split View.
  public var splitFraction: Double
  /// The keyboard modes shown in turn (iPad only: undocked, floating); the keyboard hides at the end.
  public var keyboardModes: [Keyboard.Mode]
  public var rows: Int
  public var rowHeight: Double
  public var controlHeight: Double
  /// Also turn the device (portrait ⇄ landscape) with the docked keyboard up and measure after the turn.
  public var rotateWithKeyboardUp = false

  public init(
    receiver: Receiver = .scrollView, adjustment: Adjustment = .automatic, pinnedTo: Anchor = .safeArea,
    presentation: Presentation.Style = .fullScreen, splitFraction: Double = 0.5,
    keyboardModes: [Keyboard.Mode] = [.docked, .undocked, .floating], rows: Int = 40, rowHeight: Double = 44,
    controlHeight: Double = 50
  ) {
    self.receiver = receiver
    self.adjustment = adjustment
    self.pinnedTo = pinnedTo
    self.presentation = presentation
    self.splitFraction = splitFraction
    self.keyboardModes = keyboardModes
    self.rows = rows
    self.rowHeight = rowHeight
    self.controlHeight = controlHeight
  }

  /// Reads `{receiver, adjustment, pinnedTo, presentation, splitFraction, keyboardModes, rows,
  /// rowHeight, controlHeight, description?}`; every error names the JSON path.
  public static func decode(_ json: JSONCursor) throws -> KeyboardInsetScenario {
    var reader = try json.object()
    _ = try reader.optional("description")?.string()
    var s = KeyboardInsetScenario()
    s.receiver = try reader.required("receiver").enum(Receiver.self)
    s.adjustment = try reader.required("adjustment").enum(Adjustment.self)
    s.pinnedTo = try reader.required("pinnedTo").enum(Anchor.self)
    s.presentation = try reader.required("presentation").enum(Presentation.Style.self)
    s.splitFraction = try reader.required("splitFraction").points(in: 0.25...0.75)
    let modes = try reader.required("keyboardModes").array(nonEmpty: true)
    if let rotate = reader.optional("rotateWithKeyboardUp") { s.rotateWithKeyboardUp = try rotate.bool() }
    s.keyboardModes = try modes.map { cursor in
      let mode = try cursor.enum(Keyboard.Mode.self)
      guard mode != .hidden else {
        throw cursor.error("'hidden' is not a mode to show (the run hides the keyboard at the end)")
      }
      return mode
    }
    s.rows = try reader.required("rows").integer(in: 1...10_000)
    s.rowHeight = try reader.required("rowHeight").points(in: 1...10_000)
    s.controlHeight = try reader.required("controlHeight").points(in: 1...10_000)
    try reader.finish()
    return s
  }
}
