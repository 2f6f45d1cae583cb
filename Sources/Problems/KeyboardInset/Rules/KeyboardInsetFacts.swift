import InsetEmulation
import InsetEngine
import InsetLint

/// What one file says about keyboard-frame values and where they go.
public struct KeyboardInsetFacts: Codable, Sendable, Equatable {
  /// An assignment into an inset, a constant, a frame or a stored property.
  public struct Sink: Codable, Sendable, Equatable {
    /// `content-inset`, `indicator-inset`, `constant`, `additional-safe-area`, `frame` (its `origin.y`
    /// or `center.y`), `whole-frame`.
    public var kind: String
    /// The receiver as written (`tableView`, `bottomConstraint`).
    public var receiver: String
    public var text: String
    public var offset: Int
    public var line: Int
    public var column: Int
    /// Where the value comes from: `key` (the keyboard frame read in this file), `closure:T` (a
    /// closure parameter of a call to type `T`, which carries the frame if `T` reads it raw).
    public var origins: [String]
    /// Members and calls the value reads (`keyboard.height` → `height`), for flows through
    /// other files' carriers.
    public var reads: [String]
    /// True when the function converts, intersects or takes the safe area off.
    public var sanitized: Bool
    public var typeName: String?
    /// The first token of the function (or member) the assignment is in: one finding per function.
    public var scope: Int
    /// True when the assigned expression names the keyboard (`keyboard.height`), or the function
    /// it is in does.
    public var mentionsKeyboard: Bool
    /// True when the function intersects the frame with a view and takes no safe area off: the
    /// value is the keyboard's overlap, home-indicator band included.
    public var overlap = false
    /// For a constraint made or updated in place, what it pins to (as `constraints`' values).
    public var anchor: String?
    /// A call of a method declared elsewhere that may set the receiver's insets from the argument
    /// (`tableView.setBottomInset(to: height)`), as `name:label`: a sink only when some file
    /// declares such a setter (`insetSetters`).
    public var via: String? = nil
  }

  /// A SwiftUI `.padding(.bottom, x.member)` / `.offset(y: x.member)`.
  public struct Padding: Codable, Sendable, Equatable {
    public var member: String
    public var mentionsKeyboard: Bool
    public var offset: Int
    public var line: Int
    public var column: Int
    /// True when the view gives up only the keyboard region (`ignoresSafeArea(.keyboard)`).
    public var keyboardRegionOnly = false
    /// True when the view gives up its whole bottom safe area (`edgesIgnoringSafeArea(.bottom)`)
    /// and so avoids the keyboard itself: the raw height is right full screen on an iPhone only.
    public var ownAvoidance = false
    /// The value's other names that stand for a length (`57 - keyboardHeight / 2 + extra`, the
    /// chosen branches of `shown ? keyboardHeight / 2.5 : 35`), not a condition's or a comparison's.
    public var others: [String] = []
  }

  public var sinks: [Sink] = []
  /// Members (properties, functions) whose value comes unconverted from the keyboard frame, with
  /// the type they belong to.
  public var carriers: [String] = []
  /// Functions (and computed members) that return the raw frame or its height, not a flag made of
  /// it: a call of one on any value (`NotificationCenter.default.rx.keyboardHeightChanged()`)
  /// hands that on.
  public var returnCarriers: [String] = []
  /// Members assigned a value whose origins are resolved across files (`closure:T`), by name.
  public var conditionalCarriers: [String: [String]] = [:]
  /// Types whose body reads the keyboard frame without converting it (helpers that pass it on).
  public var carrierTypes: [String] = []
  /// Constraint names made here, with what they pin to (`safe-area`, `view`, `keyboard-guide`, `other`),
  /// and constraint members declared here but made where this file cannot see (`unknown`).
  public var constraints: [String: String] = [:]
  /// Scroll views set to `.never` here.
  public var neverAdjusted: [String] = []
  /// Types that use `keyboardLayoutGuide`.
  public var guideTypes: [String] = []
  public var paddings: [Padding] = []
  /// Calls of a protocol requirement declared here with a frame value, as `P.f:label`, with the
  /// value's origins: every conformer's `f` receives it.
  public var requirementCalls: [String: [String]] = [:]
  /// What each member stored here holds, as `Type.member` (a type's extensions in other files read
  /// it as `member:Type.member`).
  public var memberOrigins: [String: [String]] = [:]
  /// Methods of scroll view extensions declared here that set the receiver's content or indicator
  /// insets from a parameter (`func setBottomInset(to value: CGFloat)`), as `name:label`.
  public var insetSetters: [String] = []
  /// Functions declared here that hand a `Binding` parameter on (`func keyboardAppear(keyboardHeight:
  /// Binding<CGFloat>) -> some View { modifier(KeyboardAwareModifier(keyboardHeight: keyboardHeight)) }`),
  /// as `name:label`, with where it goes: `member:Type.member` (the binding member of the type made
  /// with it) or `binding:name:label` (another such function). A `$state` handed to the function is
  /// written with what that member is given.
  public var bindingForwards: [String: [String]] = [:]
}
