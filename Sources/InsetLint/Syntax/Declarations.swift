/// A type declaration or extension: its name, generic parameters, what it inherits from, and
/// where its body is (token indices of the braces).
public struct TypeDecl: Sendable, Equatable {
  public enum Kind: String, Sendable { case `class`, `struct`, `enum`, `extension`, `protocol`, `actor` }
  public let kind: Kind
  /// For an extension, the extended type's last name component (`extension UIKit.UIView` → `UIView`).
  public let name: String
  public let nameToken: Int
  public let genericParameters: [String]
  /// Inherited types and conformances, generic arguments stripped (`UIHostingController`).
  public let inherits: [String]
  /// The generic arguments written on each inherited type (`UIHostingController<AnyView>` → ["AnyView"]).
  public let inheritedArguments: [[String]]
  public let bodyOpen: Int
  public let bodyClose: Int
  /// Index of the enclosing type declaration in `SyntaxIndex.types`.
  public let parent: Int?

  public func contains(token index: Int) -> Bool { index > bodyOpen && index < bodyClose }
}

/// A function, initializer or subscript with its argument labels and body.
public struct FunctionDecl: Sendable, Equatable {
  public enum Kind: String, Sendable { case function, initializer, `subscript` }
  public let kind: Kind
  /// `init` for initializers.
  public let name: String
  /// External argument labels (`_` for none): `init(rootView:ignoresSafeArea:)` → ["rootView", "ignoresSafeArea"].
  public let labels: [String]
  public let modifiers: Set<String>
  public let nameToken: Int
  public let bodyOpen: Int?
  public let bodyClose: Int?
  /// Index of the enclosing type declaration.
  public let owner: Int?
}

/// A `var` or `let`: member, local or `if let`/`guard let` binding.
public struct VariableDecl: Sendable, Equatable {
  public let name: String
  public let nameToken: Int
  public let isLet: Bool
  public let modifiers: Set<String>
  /// Token range of the type annotation, if any.
  public let typeRange: Range<Int>?
  /// Token range of the initial value, if any.
  public let initializer: Range<Int>?
  /// Braces of a computed property's (or observer's) body.
  public let bodyOpen: Int?
  public let bodyClose: Int?
  public let owner: Int?
  /// True when declared directly in a type body (a member), not inside a function.
  public let isMember: Bool
  /// True when declared outside every brace (a global): not a member, and not a local of a
  /// function, a closure or a computed property's body.
  public let isFileScope: Bool
}
