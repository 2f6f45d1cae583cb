/// A strategy's change to the user's source, as data: where it goes relative to the finding and
/// the text, which is the strategy's own `code`. `fix` writes exactly this text (and the
/// strategy's `supportCode`); `compare` prints the code, so what was measured is what is written.
public struct SourceEdit: Sendable, Equatable {
  public enum Anchor: String, Sendable, CaseIterable {
    /// Statements right after the object the finding is about is made; `receiver` names it.
    case afterCreation = "right after the controller is made"
    /// Replaces the modifier the finding points at, in the same chain.
    case replacingModifier = "in place of the flagged modifier"
    /// A member of the type the finding is in.
    case member = "as a member of the flagged type"
    /// A file-scope declaration.
    case fileScope = "at file scope"
  }

  /// The name the text uses for the object made (`fix` renames it to the user's variable).
  public static let receiver = "controller"

  public let anchor: Anchor
  public let text: String

  public init(_ anchor: Anchor, _ text: String) {
    self.anchor = anchor
    self.text = text
  }

  /// A strategy's `code` as an edit: the whole code, or for a modifier chain the modifiers (the
  /// leading view lines only show where they go).
  public init(_ anchor: Anchor, code: String, placement: CodePlacement) {
    self.init(anchor, placement == .modifiers ? AvailabilityCode.splitModifiers(code).chain : code)
  }
}
