/// A strategy's change to the user's source, as data: where it goes relative to the finding and
/// the text. `fix` writes exactly this text (and the strategy's `supportCode`); `compare` prints
/// it as the strategy's code, so what was measured is what is written.
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
}
