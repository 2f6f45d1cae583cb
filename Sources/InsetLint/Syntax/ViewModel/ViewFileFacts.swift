/// What one file contributes to the project view model.
public struct ViewFileFacts: Codable, Sendable, Equatable {
  /// Every type (or extension) that declares view members, by name; `extension View` members are
  /// the project's own modifiers (their `slot("self")` is the modified view).
  public var types: [ViewTypeDeclaration]
  /// Views made a screen outside view code: `UIHostingController(rootView: X())`, a
  /// `UIHostingController<X>` subclass, a coordinator making `X` for a controller.
  public var presented: [String]
  /// Number constants: `static let margin: CGFloat = 16`, stored-property defaults, file-level lets.
  public var constants: [ViewConstant]
  /// Upper-camel names this file makes (`X(` or `X {`) outside previews: a view nobody makes is
  /// presented from somewhere the index cannot see.
  public var made: [String]
  /// Upper-camel names made inside previews (`#Preview`, `PreviewProvider`): a view made there and
  /// nowhere else is a preview harness, not a screen.
  public var previewMade: [String] = []
  /// Upper-camel names this file names outside previews without making them (`X.self`,
  /// `X.init`, a type annotation, a generic argument; not a declaration's own name): a view made
  /// nowhere but named somewhere may be presented from there; one named nowhere is never shown.
  public var mentioned: [String] = []
  /// A WidgetKit file: its views are widgets, never app screens.
  public var isWidgetFile: Bool
  /// Values of a project type held by a name (`static let phone: Metrics = .init(margin: 16)`,
  /// `var metrics: Metrics`): a stored property read through one resolves to the argument of its
  /// label.
  public var instances: [ViewInstance] = []
  /// Initializers that store numbers (`init(margin: CGFloat = 16) { self.margin = margin }`): what
  /// an instance built through one holds.
  public var initializers: [ViewInitializer] = []

  public init(
    types: [ViewTypeDeclaration], presented: [String], constants: [ViewConstant], made: [String],
    isWidgetFile: Bool
  ) {
    self.types = types
    self.presented = presented
    self.constants = constants
    self.made = made
    self.isWidgetFile = isWidgetFile
  }
}

public struct ViewTypeDeclaration: Codable, Sendable, Equatable {
  public enum Kind: String, Codable, Sendable {
    /// A `View` (or a type extended with view members: an extension of one).
    case view
    /// A `ViewModifier`: its `body` member is `body(content:)`.
    case modifier
    /// `extension View`: every member is a modifier of the project.
    case viewExtension
    /// An `App`: its `body` holds the `WindowGroup`s.
    case app
    /// A `PreviewProvider`, a type of a widget file or one compiled into debug builds only
    /// (`#if DEBUG`): never an app screen.
    case preview
    /// Any other type with view members (a coordinator's `makeView()`).
    case other
  }
  public var name: String
  public var kind: Kind
  /// Stored properties whose type is one of the type's generic parameters (or a closure making
  /// one), in declaration order: where a caller's trailing closures and view arguments land.
  public var slots: [String]
  public var members: [ViewMember]
  public var offset: Int
  public var line: Int
  /// A `private` or `fileprivate` type at file scope: only its own file sees it, so two files
  /// may each declare one of the same name (a `SettingsSection` per settings screen).
  public var filePrivate: Bool
  /// What a struct without a `body` of its own conforms to (`struct HomeView: MVIView`): a
  /// project protocol whose extension gives `body` (`extension MVIView { var body: some View {
  /// view.onAppear { … } } }`) makes it a view laid out by that body.
  public var protocols: [String]

  public init(
    name: String, kind: Kind, slots: [String], members: [ViewMember], offset: Int, line: Int,
    filePrivate: Bool = false, protocols: [String] = []
  ) {
    self.name = name
    self.kind = kind
    self.slots = slots
    self.members = members
    self.offset = offset
    self.line = line
    self.filePrivate = filePrivate
    self.protocols = protocols
  }
}

/// `var body: some View { … }`, `func row(_ x: X) -> some View { … }`, `@ViewBuilder var header`.
public struct ViewMember: Codable, Sendable, Equatable {
  public var name: String
  /// A function's argument labels (`_` for none); nil for a property.
  public var labels: [String]?
  public var nodes: [ViewNode]
  public var line: Int
  /// A function's parameters by their names inside it, in order, each with its default value as
  /// written (`edges: Edge.Set = .all`), `.unknown` when it has none: what a modifier the
  /// project declares (`func edgePadding(_ edges: Edge.Set = .all)`) applies with at a call that
  /// leaves an argument out.
  public var parameters: [String]? = nil
  public var defaults: [ValueExpression]? = nil

  public init(
    name: String, labels: [String]? = nil, nodes: [ViewNode], line: Int, parameters: [String]? = nil,
    defaults: [ValueExpression]? = nil
  ) {
    self.name = name
    self.labels = labels
    self.nodes = nodes
    self.line = line
    self.parameters = parameters
    self.defaults = defaults
  }

  /// True when a call with these labels (`_` for none) can call it: its labels in order, the ones
  /// left out defaulted.
  public func accepts(_ used: [String]) -> Bool {
    guard let labels else { return used.isEmpty }
    var remaining = labels[...]
    for label in used {
      guard let found = remaining.firstIndex(of: label) else { return false }
      remaining = remaining[(found + 1)...]
    }
    return true
  }
}

public struct ViewConstant: Codable, Sendable, Equatable {
  /// The owner an enum case's number is kept under: the enum and the property that gives it
  /// (`Dimension|value`), never a type's name.
  public static func caseOwner(_ type: String, _ property: String) -> String { type + "|" + property }
  public static func isCaseOwner(_ owner: String) -> Bool { owner.utf8.contains(UInt8(ascii: "|")) }

  public var name: String
  public var owner: String?
  public var value: ValueExpression
  /// Whether the declaration is compiled for iOS, when an `#if` around it says (`#if os(iOS)`:
  /// true; `#if os(macOS)`, or the `#else` of `#if os(iOS)`: false); nil when no platform
  /// condition decides.
  public var onIOS: Bool?
  /// A function of numbers (`static func grid(_ n: Int) -> CGFloat { CGFloat(n) * 4 }`): its
  /// parameters' names, which `value` reads; nil for a constant.
  public var parameters: [String]?

  public init(
    name: String, owner: String?, value: ValueExpression, onIOS: Bool? = nil, parameters: [String]? = nil
  ) {
    self.name = name
    self.owner = owner
    self.value = value
    self.onIOS = onIOS
    self.parameters = parameters
  }
}

/// A value of a type held by a name: `static let phone: Metrics = .init(margin: 16)` (built here,
/// with its labelled arguments), `static var current: Metrics { switch … { case …: return
/// Metrics(margin: 16) … } }` (one instance per value the body returns), or `var metrics:
/// Metrics` (of a type, built elsewhere).
public struct ViewInstance: Codable, Sendable, Equatable {
  public var name: String
  public var owner: String?
  /// The type of the value: the annotation, the type called, or the owner for `.init(…)`/`Self(…)`.
  public var type: String
  /// True when the declaration builds the value (its `labels` and `values` are all it is given).
  public var built: Bool
  /// The labelled arguments it is built with (`margin: 16`), in order.
  public var labels: [String]
  public var values: [ValueExpression]
  /// As `ViewConstant.onIOS`: the `#if` platform branch the declaration or the returned value is in.
  public var onIOS: Bool?

  public init(
    name: String, owner: String?, type: String, built: Bool, labels: [String] = [],
    values: [ValueExpression] = [], onIOS: Bool? = nil
  ) {
    self.name = name
    self.owner = owner
    self.type = type
    self.built = built
    self.labels = labels
    self.values = values
    self.onIOS = onIOS
  }
}

/// An initializer of `owner` and the numbers it stores: `init(spacing s: CGFloat = 8, …) {
/// self.margin = s * 2; self.gap = 4 }` has labels ["spacing"], parameters ["s"], defaults [8],
/// and stores `margin` ← `s * 2`, `gap` ← 4.
public struct ViewInitializer: Codable, Sendable, Equatable {
  public var owner: String
  public var labels: [String]
  /// Each parameter's name inside the body.
  public var parameters: [String]
  /// Each parameter's default value (`.unknown` when it has none).
  public var defaults: [ValueExpression]
  /// The stored properties the body assigns, and the values it assigns them.
  public var properties: [String]
  public var values: [ValueExpression]

  public init(
    owner: String, labels: [String], parameters: [String], defaults: [ValueExpression], properties: [String],
    values: [ValueExpression]
  ) {
    self.owner = owner
    self.labels = labels
    self.parameters = parameters
    self.defaults = defaults
    self.properties = properties
    self.values = values
  }
}
