import InsetEmulation

extension Assumptions {
  /// The standard assumptions with `ID=VALUE` changes applied (`--assume`, comma-separated);
  /// an unknown id, a fixed assumption or a bad value is an input error naming the choices.
  public static func parse(_ text: String, catalog: [Assumption], at place: String = "--assume") throws
    -> Assumptions
  {
    var assumptions = Assumptions.standard
    for item in text.split(separator: ",", omittingEmptySubsequences: false) {
      let parts = item.split(separator: "=", maxSplits: 1).map(String.init)
      guard parts.count == 2, !parts[0].isEmpty else {
        throw InputError("\(place): expected ID=VALUE, found '\(item)'")
      }
      let adjustable = catalog.filter { if case .fixed = $0.kind { false } else { true } }.map(\.id)
      guard let assumption = catalog.first(where: { $0.isNamed(parts[0]) }) else {
        throw InputError.unknown("assumption", parts[0], valid: adjustable, at: place)
      }
      if case .fixed = assumption.kind {
        throw InputError(
          "\(place): '\(assumption.id)' is built into the device data or the emulation and cannot be changed; "
            + "adjustable: " + adjustable.joined(separator: ", "))
      }
      if let expected = assumption.set(parts[1], in: &assumptions) {
        throw InputError(
          "\(place): \(assumption.id): expected \(expected), found '\(parts[1])'; adjustable: "
            + adjustable.joined(separator: ", "))
      }
    }
    return assumptions
  }
}

/// Which conclusions hang on an assumption: the verdicts and selections of a run under changed
/// assumptions set against the same run under the standard ones, as one line per change.
public enum AssumptionImpact {
  /// Strategies whose verdict in the environment differs (status, or error beyond tolerance).
  public static func flips(standard: Comparison, changed: Comparison) -> [String] {
    changed.verdicts.compactMap { verdict in
      guard let before = standard.verdicts.first(where: { $0.strategy.id == verdict.strategy.id }) else {
        return nil
      }
      guard before.status != verdict.status else { return nil }
      return
        "\(verdict.strategy.id) in \(changed.environment): \(before.status.rawValue) -> \(verdict.status.rawValue)"
        + errorChange(before, verdict)
    }
  }

  /// Segments of the selection that differ.
  public static func flips(standard: Selection, changed: Selection) -> [String] {
    guard standard.lines != changed.lines else { return [] }
    let gone = standard.lines.filter { !changed.lines.contains($0) }.map { "selection was: \($0)" }
    let new = changed.lines.filter { !standard.lines.contains($0) }.map { "selection now: \($0)" }
    return gone + new
  }

  /// Strategies whose share of fixed cells in a batch differs.
  public static func flips(standard: BatchAggregate, changed: BatchAggregate) -> [String] {
    var lines: [String] = []
    for summary in changed.summaries {
      guard
        let before = standard.summaries.first(where: {
          $0.problem == summary.problem && $0.strategy.id == summary.strategy.id
        }), before.fixed != summary.fixed || before.usable != summary.usable
      else { continue }
      lines.append(
        "\(summary.problem) \(summary.strategy.id): fixed in \(before.fixed) -> \(summary.fixed) of "
          + "\(summary.cellsRun) cells, usable in \(before.usable) -> \(summary.usable)")
    }
    for selection in changed.selections {
      guard let before = standard.selections.first(where: { $0.problem == selection.problem }) else {
        continue
      }
      lines += flips(standard: before, changed: selection).map { "\(selection.problem) \($0)" }
    }
    return lines
  }

  private static func errorChange(_ before: Verdict, _ after: Verdict) -> String {
    guard let a = before.outcome?.maxErrorPoints, let b = after.outcome?.maxErrorPoints, a != b else {
      return ""
    }
    return " (error \(a.points) -> \(b.points))"
  }
}
