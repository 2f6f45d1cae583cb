import InsetEmulation
import InsetEngine
import InsetLint

/// The input of `uikit-introspection` (seed 001): which SwiftUI control wears the helper, and how
/// many wrapper layers a SwiftUI update inserts between the compositing group and the control.
public struct UIKitIntrospectionScenario: Sendable, Equatable {
  public var control: SwiftUIControl
  public var extraWrapperLayers: Int

  public init(control: SwiftUIControl, extraWrapperLayers: Int) {
    self.control = control
    self.extraWrapperLayers = extraWrapperLayers
  }

  /// True when the seed's closure reads the extracted view's `next` responder rather than the view
  /// itself (its NavigationStack example: `view.next as? UINavigationController`).
  public var seedClosureReadsNextResponder: Bool { control == .navigationStack }

  static let maxWrapperLayers = 32

  /// Reads `{"control": "text-field" | …, "extraWrapperLayers": 0…32}`.
  public static func decode(_ json: JSONCursor) throws -> UIKitIntrospectionScenario {
    var reader = try json.object()
    let controlCursor = try reader.required("control")
    let name = try controlCursor.string()
    guard let control = SwiftUIControl(rawValue: name) else {
      throw InputError.unknown(
        "control", name, valid: SwiftUIControl.allCases.map(\.rawValue),
        at: "\(controlCursor.file): \(controlCursor.path)")
    }
    let layers = try reader.required("extraWrapperLayers").integer(in: 0...maxWrapperLayers)
    try reader.finish()
    return UIKitIntrospectionScenario(control: control, extraWrapperLayers: layers)
  }
}
