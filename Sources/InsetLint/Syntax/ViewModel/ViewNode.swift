/// The SwiftUI view code of one file as data: every view expression of a `body`, a helper
/// property or function, a `ViewModifier`'s `body(content:)` or a `View` extension's modifier,
/// read from the tokens once and cached with the file's other facts. `ProjectViewModel` resolves
/// these nodes across files (helpers, the project's containers and modifiers, constants).
public struct ViewNode: Codable, Sendable, Equatable {
  public enum Head: Codable, Sendable, Equatable {
    /// `VStack { … }`, `SettingsView(model: m)`: a type made here (the name as written).
    case call(String)
    /// `header`, `makeRow()`, `self.footer`: a member of the enclosing type (or a local), to
    /// resolve by name in that type.
    case member(String)
    /// A stored property of the enclosing view whose type is generic (`content`, `content()`,
    /// `label`): the view a caller passes in; in a modifier, `content` (or `self`) is the modified view.
    case slot(String)
    /// `if`/`else`, `switch` or `#if`: one entry of `children` per branch.
    case branch
    /// Anything else (a literal, an operator expression).
    case other
  }

  public var head: Head
  /// The call's arguments (views passed as arguments are in their `views`).
  public var arguments: [ViewArgument]
  /// Trailing closures of the primary (and a branch's branches), as statement lists. A labelled
  /// trailing closure carries its label in `closureLabels` (nil for the first, unlabelled one).
  public var children: [[ViewNode]]
  public var closureLabels: [String?]
  /// The modifiers, in source order (innermost first).
  public var modifiers: [ViewModifierUse]
  /// Byte offset of the node's first token.
  public var offset: Int
  public var line: Int

  public init(
    head: Head, arguments: [ViewArgument] = [], children: [[ViewNode]] = [], closureLabels: [String?] = [],
    modifiers: [ViewModifierUse] = [], offset: Int, line: Int
  ) {
    self.head = head
    self.arguments = arguments
    self.children = children
    self.closureLabels = closureLabels
    self.modifiers = modifiers
    self.offset = offset
    self.line = line
  }

  public var callName: String? {
    if case .call(let name) = head { return name }
    return nil
  }

  /// The view a caller passes in (`content` of a modifier, a generic property).
  public var isSlot: Bool {
    if case .slot = head { return true }
    return false
  }
}

/// One argument of a call or modifier: its label, its value read as a number expression when it
/// is one, and the views it makes (`destination: DetailView()`, `content: { … }`).
public struct ViewArgument: Codable, Sendable, Equatable {
  public var label: String?
  public var value: ValueExpression?
  public var views: [ViewNode]

  public init(label: String?, value: ValueExpression?, views: [ViewNode] = []) {
    self.label = label
    self.value = value
    self.views = views
  }
}

/// `.padding(.horizontal, 16)`: a modifier as written.
public struct ViewModifierUse: Codable, Sendable, Equatable {
  public var name: String
  public var arguments: [ViewArgument]
  /// Its trailing closures' statements (`.sheet { … }`, `.safeAreaInset(edge: .bottom) { … }`).
  public var closures: [[ViewNode]]

  /// The views it lays out: its trailing closures, and a closure passed as its `content:`
  /// argument (`.overlay(alignment: .bottom, content: { Toolbar() })`).
  public var contents: [[ViewNode]] {
    closures + arguments.filter { $0.label == "content" && !$0.views.isEmpty }.map(\.views)
  }
  /// Its `contents` and the views passed to it without a label: what an overlay lays over the view
  /// in either form (`.overlay { bar }`, `.overlay(bar, alignment: .bottom)`).
  public var laidViews: [[ViewNode]] {
    contents + arguments.filter { $0.label == nil }.map(\.views)
  }
  /// The source from its `.` to its end, on one line.
  public var source: String
  /// Byte offset and line of its name token; byte range of the whole modifier (from the dot).
  public var offset: Int
  public var line: Int
  public var column: Int
  public var range: [Int]

  public init(
    name: String, arguments: [ViewArgument], closures: [[ViewNode]], source: String, offset: Int, line: Int,
    column: Int, range: [Int]
  ) {
    self.name = name
    self.arguments = arguments
    self.closures = closures
    self.source = source
    self.offset = offset
    self.line = line
    self.column = column
    self.range = range
  }
}

/// A value as written, for numbers and edge sets: a literal, a name (resolved through the
/// project's constants), simple arithmetic, `.horizontal`, `[.leading, .trailing]`, or a call
/// with labelled arguments (`EdgeInsets(top: 0, leading: 16, …)`).
public indirect enum ValueExpression: Codable, Sendable, Equatable {
  case number(Double)
  /// `Layout.margin`, `margin`, `.infinity` read as `["infinity"]` with `implicit`.
  case name([String])
  /// `.horizontal`, `.leading`, `.infinity`: an implicit member.
  case implicitMember(String)
  case list([ValueExpression])
  case binary(String, ValueExpression, ValueExpression)
  case negated(ValueExpression)
  case call(String, [String?], [ValueExpression])
  /// `compact ? 350 : width`: the two values a condition picks between.
  case conditional(ValueExpression, ValueExpression)
  /// `"Try again"`: a string literal, by its length in bytes between the quotes (how wide a
  /// title can grow).
  case text(Int)
  case unknown
}

extension ValueExpression {
  /// The value with `self.name` replaced where `bound` gives `name` a value.
  public func bindingSelf(_ bound: [String: ValueExpression]) -> ValueExpression {
    switch self {
    case .name(let parts) where parts.count == 2 && parts[0] == "self":
      return bound[parts[1]] ?? self
    case .list(let items): return .list(items.map { $0.bindingSelf(bound) })
    case .binary(let op, let a, let b): return .binary(op, a.bindingSelf(bound), b.bindingSelf(bound))
    case .negated(let value): return .negated(value.bindingSelf(bound))
    case .call(let name, let labels, let values):
      return .call(name, labels, values.map { $0.bindingSelf(bound) })
    case .conditional(let a, let b): return .conditional(a.bindingSelf(bound), b.bindingSelf(bound))
    default: return self
    }
  }

  /// The value with the names `bound` gives values for replaced by them (a modifier's parameters
  /// by a call's arguments).
  public func binding(_ bound: [String: ValueExpression]) -> ValueExpression {
    switch self {
    case .name(let parts) where parts.count == 1:
      return bound[parts[0]] ?? self
    case .list(let items): return .list(items.map { $0.binding(bound) })
    case .binary(let op, let a, let b): return .binary(op, a.binding(bound), b.binding(bound))
    case .negated(let value): return .negated(value.binding(bound))
    case .call(let name, let labels, let values): return .call(name, labels, values.map { $0.binding(bound) })
    case .conditional(let a, let b): return .conditional(a.binding(bound), b.binding(bound))
    default: return self
    }
  }
}

extension ViewModifierUse {
  /// True when the modifier's source holds `text`: rules ask it of every background and overlay
  /// on every screen walk, where Foundation's `contains` costs a bridge per call.
  public func sourceContains(_ text: StaticString) -> Bool { Self.bytes(of: source, contain: text) }

  /// True when the modifier's source holds `word` as a whole name (`Circle()`, `in: Capsule()`),
  /// not inside a longer one (`AuthCircle()`, a project view).
  public func sourceContainsWord(_ word: StaticString) -> Bool {
    Self.bytes(of: source, contain: word, wholeName: true)
  }

  /// True when the modifier's name holds `text` (`ultraThinMaterial`-style project modifiers).
  public func nameContains(_ text: StaticString) -> Bool { Self.bytes(of: name, contain: text) }

  /// `wholeName`: only where no letter, digit or `_` touches the match on either side.
  static func bytes(of string: String, contain text: StaticString, wholeName: Bool = false) -> Bool {
    let needle = UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount)
    guard let first = needle.first else { return true }
    func isNamePart(_ byte: UInt8) -> Bool {
      (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
        || byte == 0x5F
    }
    var string = string
    return string.withUTF8 { bytes in
      guard bytes.count >= needle.count else { return false }
      var at = 0
      while at <= bytes.count - needle.count {
        if bytes[at] == first {
          var k = 1
          while k < needle.count && bytes[at + k] == needle[k] { k += 1 }
          if k == needle.count,
            !wholeName
              || ((at == 0 || !isNamePart(bytes[at - 1]))
                && (at + k == bytes.count || !isNamePart(bytes[at + k])))
          {
            return true
          }
        }
        at += 1
      }
      return false
    }
  }
}
