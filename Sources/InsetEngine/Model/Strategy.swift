import InsetEmulation

/// One documented fix (or documented non-fix) for a problem: a plugin. Its verdict is never
/// stated here: the pipeline applies it to a fresh emulated world and measures.
public protocol Strategy<Target>: Sendable {
  associatedtype Target: Problem

  var id: StrategyID { get }
  /// One line, printed by `insetfix list strategies` and in reports.
  var summary: String { get }
  /// The source document it comes from.
  var source: String { get }
  var availability: Availability { get }
  var traits: Set<Trait> { get }
  /// Content it cannot carry, with the reason (e.g. `navigation-link`: "not wired to a navigation controller").
  var unsupportedContent: [ContentFeature: String] { get }
  /// True for the as-is code that every comparison starts from.
  var isBaseline: Bool { get }
  /// The Swift code this strategy stands for, at the call site.
  var code: String { get }
  /// Where `code` goes in the user's source; composites and selections compose by it, so that
  /// what they print parses there.
  var placement: CodePlacement { get }
  /// Where `fix` writes `code` relative to the finding, or nil when it is no mechanical edit (a
  /// rewrite, a private API). The edit's text is `code` itself (a modifier chain: its modifiers).
  var editAnchor: SourceEdit.Anchor? { get }
  /// Declarations the call site needs (helpers, extensions), placed at file scope; empty when none.
  var supportCode: String { get }
  /// For a composite: the parts it switches between, newest first, each with the OS it needs.
  var branches: [CompositeBranch] { get }

  /// Does to the emulated world exactly what the real fix does to UIKit/SwiftUI.
  func apply(to world: inout Target.World, in environment: Environment)
}

extension Strategy {
  public var unsupportedContent: [ContentFeature: String] { [:] }
  public var isBaseline: Bool { false }
  public var branches: [CompositeBranch] { [] }
  public var supportCode: String { "" }
  public var placement: CodePlacement { .statements }
  public var editAnchor: SourceEdit.Anchor? { nil }

  /// What `fix` writes for this strategy: its own code at `editAnchor`.
  public var edit: SourceEdit? { editAnchor.map { SourceEdit($0, code: code, placement: placement) } }
}

/// One arm of a composite: from `introduced` on, this strategy's code. `placement` nil is the
/// "nothing needed" arm of a selection, which fits any placement.
public struct CompositeBranch: Sendable {
  public let strategyID: StrategyID
  public let introduced: OSVersion?
  public let code: String
  public let placement: CodePlacement?
  public let supportCode: String

  public init(
    strategyID: StrategyID, introduced: OSVersion?, code: String, placement: CodePlacement? = .statements,
    supportCode: String = ""
  ) {
    self.strategyID = strategyID
    self.introduced = introduced
    self.code = code
    self.placement = placement
    self.supportCode = supportCode
  }
}

/// "The official API where it exists, a fallback below": a strategy built from two others,
/// switching on the environment's OS exactly as an `#available` check does.
public struct CompositeStrategy<P: Problem>: Strategy {
  public typealias Target = P
  public let id: StrategyID
  public let summary: String
  public let source: String
  public let switchVersion: OSVersion
  public let newer: any Strategy<P>
  public let older: any Strategy<P>
  /// True for a strategy that is `newer` (`older`), value for value: then the composite's
  /// measurement on a release is that strategy's, shared (`Registry`). Always false for
  /// branches that are not `Equatable`, which are measured inside the composite.
  let isNewer: @Sendable (any Strategy) -> Bool
  let isOlder: @Sendable (any Strategy) -> Bool

  public init<Newer: Strategy, Older: Strategy>(
    id: StrategyID, summary: String, source: String, from switchVersion: OSVersion,
    use newer: Newer,
    else older: Older
  ) where Newer.Target == P, Older.Target == P {
    self.init(
      id: id, summary: summary, source: source, from: switchVersion, newer: newer, older: older,
      isNewer: { _ in false }, isOlder: { _ in false })
  }

  /// Branches that can be compared with the registered strategies of their ids.
  public init<Newer: Strategy & Equatable, Older: Strategy & Equatable>(
    id: StrategyID, summary: String, source: String, from switchVersion: OSVersion,
    use newer: Newer,
    else older: Older
  ) where Newer.Target == P, Older.Target == P {
    self.init(
      id: id, summary: summary, source: source, from: switchVersion, newer: newer, older: older,
      isNewer: { ($0 as? Newer) == newer }, isOlder: { ($0 as? Older) == older })
  }

  private init(
    id: StrategyID, summary: String, source: String, from switchVersion: OSVersion, newer: any Strategy<P>,
    older: any Strategy<P>, isNewer: @escaping @Sendable (any Strategy) -> Bool,
    isOlder: @escaping @Sendable (any Strategy) -> Bool
  ) {
    self.id = id
    self.summary = summary
    self.source = source
    self.switchVersion = switchVersion
    self.newer = newer
    self.older = older
    self.isNewer = isNewer
    self.isOlder = isOlder
  }

  public var availability: Availability {
    older.availability.union(Availability(introduced: switchVersion, obsoleted: newer.availability.obsoleted))
  }
  public var traits: Set<Trait> { newer.traits.union(older.traits) }
  public var unsupportedContent: [ContentFeature: String] {
    newer.unsupportedContent.merging(older.unsupportedContent) { a, _ in a }
  }
  public var branches: [CompositeBranch] {
    [
      CompositeBranch(
        strategyID: newer.id, introduced: switchVersion, code: newer.code, placement: newer.placement,
        supportCode: newer.supportCode),
      CompositeBranch(
        strategyID: older.id, introduced: nil, code: older.code, placement: older.placement,
        supportCode: older.supportCode),
    ]
  }
  private var composed: PlacedCode {
    AvailabilityCode.compose(branches, name: AvailabilityCode.typeName(id.rawValue))
  }
  public var code: String { composed.code }
  public var supportCode: String { composed.supportCode }
  public var placement: CodePlacement { composed.placement }
  /// Both arms' statements after the controller is made compose into one `#available` edit.
  public var editAnchor: SourceEdit.Anchor? {
    newer.editAnchor == .afterCreation && older.editAnchor == .afterCreation && placement == .statements
      ? .afterCreation : nil
  }

  public func apply(to world: inout P.World, in environment: Environment) {
    if environment.os >= switchVersion {
      newer.apply(to: &world, in: environment)
    } else {
      older.apply(to: &world, in: environment)
    }
  }
}
