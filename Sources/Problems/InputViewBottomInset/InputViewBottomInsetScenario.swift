import InsetEmulation
import InsetEngine
import InsetLint

/// The input of `input-view-bottom-inset`: how tall the custom input view's content is, where
/// the app sets the first responder, and whether the device turns while the keyboard is up.
public struct InputViewBottomInsetScenario: Sendable, Equatable {
  /// Height of the app's content (keys, toolbar), in points, without any safe area.
  public let contentHeight: Double
  public let firstResponderAt: InputViewBottomInsetWorld.FirstResponderMoment
  /// The orientation the device turns to once the keyboard is shown; nil for no rotation.
  public let rotateTo: Orientation?

  public init(
    contentHeight: Double, firstResponderAt: InputViewBottomInsetWorld.FirstResponderMoment, rotateTo: Orientation?
  ) {
    self.contentHeight = contentHeight
    self.firstResponderAt = firstResponderAt
    self.rotateTo = rotateTo
  }

  /// Reads `{"contentHeight": 216, "firstResponderAt": "view-did-appear", "rotateTo": "landscape-left"}`;
  /// `rotateTo` may be null or absent.
  public static func decode(_ json: JSONCursor) throws -> InputViewBottomInsetScenario {
    var reader = try json.object()
    let height = try reader.required("contentHeight").positive()
    let moment = try choice(
      reader.required("firstResponderAt"), kind: "lifecycle moment",
      InputViewBottomInsetWorld.FirstResponderMoment.self)
    var rotation: Orientation?
    if let value = reader.optional("rotateTo"), value.value != .null {
      rotation = try choice(value, kind: "orientation", Orientation.self)
    }
    try reader.finish()
    return InputViewBottomInsetScenario(contentHeight: height, firstResponderAt: moment, rotateTo: rotation)
  }

  /// A name from a closed set; the error names the path and lists the valid names.
  private static func choice<E: RawRepresentable & CaseIterable>(_ json: JSONCursor, kind: String, _: E.Type)
    throws
    -> E where E.RawValue == String
  {
    let text = try json.string()
    guard let value = E(rawValue: text) else {
      throw InputError.unknown(
        kind, text, valid: E.allCases.map(\.rawValue), at: "\(json.file): \(json.path)")
    }
    return value
  }
}
