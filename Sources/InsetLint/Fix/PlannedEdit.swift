import InsetEmulation
import InsetEngine

/// The source edit a plan calls for, made only of the selected strategies' own code and
/// `supportCode`, composed by the engine exactly as `compare` prints the selection: one strategy
/// over the whole range is its edit as is; a plan that changes strategy at some release is the
/// engine's `#available` composition (statements) or `ViewModifier` (a modifier chain). No rule
/// types strategy code of its own.
public struct PlannedEdit: Sendable, Hashable {
  public let anchor: SourceEdit.Anchor
  /// The text, naming the object made `SourceEdit.receiver`.
  public let text: String
  /// File-scope declarations the text needs ("" when none), as the selection prints them.
  public let supportCode: String

  /// The edit for `plan`, or why there is none (a gap in the range, nothing to fix, a strategy
  /// with no mechanical edit, arms that do not compose).
  public static func make(for plan: StrategyPlan, strategies: [StrategyID: StrategyInfo]) -> Result<
    PlannedEdit, PlanUnavailable
  > {
    if let gap = plan.gap { return .failure(PlanUnavailable("no usable strategy for \(gap)")) }
    let chosen = plan.chosen
    guard !chosen.isEmpty else {
      return .failure(PlanUnavailable("the policy finds nothing to fix from iOS \(plan.deploymentTarget) on"))
    }
    let missing = Set(chosen.map(\.id)).filter { strategies[$0]?.edit == nil }
    guard missing.isEmpty else {
      return .failure(
        PlanUnavailable(
          "the selected strategy (\(missing.sorted().joined(separator: ", "))) has no mechanical source edit; "
            + "apply it by hand"))
    }
    let anchors = Set(chosen.map { strategies[$0.id]!.edit!.anchor })
    guard anchors.count == 1, let anchor = anchors.first else {
      return .failure(
        PlanUnavailable(
          "the selection (\(plan.summary)) switches between edits that go to different places; apply it by hand"
        ))
    }
    // The branches exactly as the engine's `Selection` composes them for `compare`.
    let branches = plan.segments.reversed().compactMap { segment in
      CompositeBranch.arm(for: segment.choice, from: segment.from) { strategies[$0] }
    }
    let placed = AvailabilityCode.compose(branches, name: AvailabilityCode.typeName(plan.problem.rawValue))
    let fits: Bool
    switch anchor {
    case .afterCreation: fits = placed.placement == .statements
    case .replacingModifier: fits = placed.placement == .modifiers
    case .member, .fileScope: fits = branches.count == 1
    }
    guard fits else {
      return .failure(
        PlanUnavailable(
          "the selection (\(plan.summary)) composes to \(placed.placement.name), not an edit "
            + "\(anchor.rawValue); apply it by hand"))
    }
    return .success(
      PlannedEdit(
        anchor: anchor, text: SourceEdit(anchor, code: placed.code, placement: placed.placement).text,
        supportCode: placed.supportCode))
  }

  /// The text with the object made called `receiver`, each line after the first indented by
  /// `indent`, lines joined with `newline`.
  public func text(receiver: String, indent: String = "", newline: String = "\n") -> String {
    let renamed = Self.rename(SourceEdit.receiver, to: receiver, in: text)
    return renamed.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map { index, line in
      index == 0 || line.isEmpty ? String(line) : indent + line
    }.joined(separator: newline)
  }

  /// Replaces the identifier `name` (not a member `.name`, not part of a longer word).
  public static func rename(_ name: String, to replacement: String, in text: String) -> String {
    guard name != replacement else { return text }
    let characters = Array(text)
    let target = Array(name)
    var out = ""
    var index = 0
    func isWord(_ c: Character) -> Bool { c.isLetter || c.isNumber || c == "_" }
    while index < characters.count {
      if index + target.count <= characters.count, Array(characters[index..<index + target.count]) == target,
        index == 0 || (!isWord(characters[index - 1]) && characters[index - 1] != "."),
        index + target.count == characters.count || !isWord(characters[index + target.count])
      {
        out += replacement
        index += target.count
      } else {
        out.append(characters[index])
        index += 1
      }
    }
    return out
  }
}
