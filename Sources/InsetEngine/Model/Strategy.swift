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
  /// The Swift code this strategy stands for, at the call site (statements). A strategy with an
  /// `edit` takes the edit's text (the default), so the code shown is the code `fix` writes.
  var code: String { get }
  /// The source edit `fix` makes for this strategy, or nil when it is no mechanical edit (a
  /// rewrite, a private API, a helper the user must place).
  var edit: SourceEdit? { get }
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
  public var edit: SourceEdit? { nil }
  public var code: String { edit?.text ?? "" }
}

/// One arm of a composite: from `introduced` on, this strategy's code.
public struct CompositeBranch: Sendable {
  public let strategyID: StrategyID
  public let introduced: OSVersion?
  public let code: String

  public init(strategyID: StrategyID, introduced: OSVersion?, code: String) {
    self.strategyID = strategyID
    self.introduced = introduced
    self.code = code
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

  public init(
    id: StrategyID, summary: String, source: String, from switchVersion: OSVersion,
    use newer: any Strategy<P>,
    else older: any Strategy<P>
  ) {
    self.id = id
    self.summary = summary
    self.source = source
    self.switchVersion = switchVersion
    self.newer = newer
    self.older = older
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
      CompositeBranch(strategyID: newer.id, introduced: switchVersion, code: newer.code),
      CompositeBranch(strategyID: older.id, introduced: nil, code: older.code),
    ]
  }
  public var code: String { AvailabilityCode.branches(branches) }
  /// Both arms' statements after the controller is made, switched by `#available`: the same text
  /// as `code`. Arms of another kind (modifiers, members) do not compose into one edit here.
  public var edit: SourceEdit? {
    guard let a = newer.edit, let b = older.edit, a.anchor == .afterCreation, b.anchor == .afterCreation
    else {
      return nil
    }
    return SourceEdit(.afterCreation, code)
  }
  public var supportCode: String { AvailabilityCode.joinSupport([newer.supportCode, older.supportCode]) }

  public func apply(to world: inout P.World, in environment: Environment) {
    if environment.os >= switchVersion {
      newer.apply(to: &world, in: environment)
    } else {
      older.apply(to: &world, in: environment)
    }
  }
}

/// Writes `if #available(iOS X, *) { … } else { … }` chains.
public enum AvailabilityCode {
  /// File-scope declarations of several strategies, each once, in order.
  public static func joinSupport(_ parts: [String]) -> String {
    var seen: [String] = []
    for part in parts where !part.isEmpty && !seen.contains(part) { seen.append(part) }
    return seen.joined(separator: "\n\n")
  }

  /// Branches newest first; the last one (introduced nil or lowest) becomes the `else`.
  public static func branches(_ branches: [CompositeBranch]) -> String {
    guard branches.count > 1 else { return branches.first?.code ?? "" }
    var out = ""
    for (i, branch) in branches.enumerated() {
      let body = branch.code.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }
        .joined(separator: "\n")
      if i == branches.count - 1 {
        out += " else {\n\(body)\n}"
      } else {
        let check = "if #available(iOS \(branch.introduced?.description ?? "13.0"), *) {\n\(body)\n}"
        out += i == 0 ? check : " else " + check
      }
    }
    return out
  }
}
