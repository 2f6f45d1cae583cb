import InsetEmulation
import InsetEngine

/// One strategy in one environment as every renderer shows it. The table, Markdown, JSON, JSON
/// Lines, CSV and HTML renderers all read this one model, so a field is named, formatted and
/// labelled with its unit in one place.
public struct VerdictRow: Sendable {
  public let problem: ProblemID
  public let environment: Environment
  public let strategy: StrategyInfo
  public let rank: Int
  public let status: VerdictStatus
  public let available: Bool
  public let compatible: Bool
  public let allowed: Bool
  public let fixed: Bool
  public let usable: Bool
  /// In `errorUnit`; nil when the strategy did not run.
  public let error: Double?
  public let errorUnit: ErrorUnit
  /// Always points, whatever the problem's unit.
  public let collateral: Double?
  public private(set) var reasons: [Reason]
  public let details: JSONValue

  public init(_ verdict: Verdict, in comparison: Comparison) {
    problem = comparison.problem.id
    environment = comparison.environment
    strategy = verdict.strategy
    rank = verdict.rank
    status = verdict.status
    available = verdict.available
    compatible = verdict.compatible
    allowed = verdict.allowed
    fixed = verdict.fixed
    usable = verdict.usable
    error = verdict.outcome?.maxErrorPoints
    errorUnit = comparison.problem.errorUnit
    collateral = verdict.outcome?.collateralPoints
    reasons = verdict.why
    details = verdict.outcome?.details ?? .null
  }

  /// Every row of a comparison, best first.
  public static func rows(of comparison: Comparison) -> [VerdictRow] {
    comparison.verdicts.map { VerdictRow($0, in: comparison) }
  }

  /// The rows without the notes every strategy shares (`Comparison.sharedNotes`), for a report
  /// that prints those once above them.
  public static func rows(of comparison: Comparison, sharedShownAbove shared: [String]) -> [VerdictRow] {
    rows(of: comparison).map { row in
      var row = row
      row.reasons.removeAll { reason in
        if case .measured(let note) = reason { return shared.contains(note) }
        return false
      }
      return row
    }
  }

  public var name: String { strategy.id.rawValue + (strategy.isBaseline ? " (as-is)" : "") }
  public var traits: [String] { strategy.traits.sorted().map(\.rawValue) }
  public var availabilityText: String { available ? "yes" : strategy.availability.description }

  /// The error with its unit ("34 pt", "1 lookup defects"), or "–" when it did not run.
  public var errorText: String { error.map { "\($0.points) \(errorUnit.symbol)" } ?? "–" }
  public var collateralText: String { collateral.map { "\($0.points) pt" } ?? "–" }

  /// The status as a short mark for plain text (colour-free).
  public var mark: String {
    switch status {
    case .fixedUsable: return "FIXED"
    case .fixedRuledOut: return "fixed*"
    case .harmful: return "harm"
    case .wrong: return "no"
    case .unavailable: return "n/a"
    }
  }

  /// The legend for `mark`, one line.
  public static let markLegend =
    "result: FIXED = fixes it and can be chosen; fixed* = fixes it but the content or policy rules it out;"
    + " harm = fixes it but damages something else; no = still wrong; n/a = API missing on this OS"

  // MARK: JSON

  /// The verdict object of `compare --format json` and of JSONL `result` lines.
  public var json: [(String, JSONValue)] {
    [
      ("id", .string(strategy.id)),
      ("rank", JSONValue(rank)),
      ("baseline", .bool(strategy.isBaseline)),
      ("status", .string(status.rawValue)),
      ("available", .bool(available)),
      ("compatible", .bool(compatible)),
      ("allowed", .bool(allowed)),
      ("fixed", .bool(fixed)),
      ("usable", .bool(usable)),
      ("maxError", JSONValue(error)),
      ("errorUnit", .string(errorUnit.symbol)),
      ("collateralPoints", JSONValue(collateral)),
      ("availability", .string(strategy.availability.description)),
      ("traits", .array(traits.map { .string($0) })),
      (
        "reasons",
        .array(
          reasons.map { .object([("kind", .string($0.kind.rawValue)), ("text", .string($0.description))]) })
      ),
      ("details", details),
    ]
  }

  // MARK: CSV

  public static let csvColumns = [
    "problem", "device", "orientation", "os", "strategy", "rank", "status", "available", "compatible",
    "allowed", "fixed", "usable", "maxError", "errorUnit", "collateralPoints", "traits", "reasons",
  ]

  public var csvFields: [String] {
    [
      problem.rawValue, environment.device.id, environment.orientation.rawValue, environment.os.description,
      strategy.id.rawValue, String(rank), status.rawValue, String(available), String(compatible),
      String(allowed),
      String(fixed), String(usable), error.map(\.points) ?? "", errorUnit.symbol,
      collateral.map(\.points) ?? "",
      traits.joined(separator: " "), reasons.map { "\($0.kind.rawValue): \($0)" }.joined(separator: "; "),
    ]
  }

  // MARK: tables (terminal, Markdown, HTML)

  /// Column titles of the human tables; the error column names the problem's unit.
  public static func tableHeader(unit: ErrorUnit) -> [String] {
    [
      "#", "strategy", "result", "error (\(unit.symbol))", "collateral (pt)", "available", "content",
      "policy", "traits",
    ]
  }

  public var tableCells: [String] {
    [
      String(rank), name, mark, error.map(\.points) ?? "–", collateral.map(\.points) ?? "–", availabilityText,
      compatible ? "yes" : "no", allowed ? "ok" : "no", traits.joined(separator: ", "),
    ]
  }
}

/// One strategy over a whole batch matrix, as the JSONL, Markdown and HTML summaries show it.
public struct SummaryRow: Sendable {
  public let summary: BatchAggregate.Summary
  public let errorUnit: ErrorUnit

  public init(_ summary: BatchAggregate.Summary, unit: ErrorUnit) {
    self.summary = summary
    self.errorUnit = unit
  }

  public var status: VerdictStatus { summary.status }
  public var ran: Bool { summary.cellsRun > 0 }
  public var errorText: String { ran ? "\(summary.worstError.points) \(errorUnit.symbol)" : "–" }
  public var collateralText: String { ran ? "\(summary.worstCollateral.points) pt" : "–" }

  /// How the cells split by status, e.g. "12 fixed, 4 harmful".
  public var statusText: String {
    VerdictStatus.allCases.compactMap { status in
      summary.statusCounts[status].map { "\($0) \(status.rawValue)" }
    }.joined(separator: ", ")
  }

  public static func header(unit: ErrorUnit) -> [String] {
    [
      "strategy", "overall", "cells run", "by status", "worst error (\(unit.symbol))", "worst at",
      "worst collateral (pt)", "first OS",
    ]
  }

  public var cells: [String] {
    let s = summary
    return [
      s.strategy.id.rawValue + (s.strategy.isBaseline ? " (as-is)" : ""), status.rawValue,
      "\(s.cellsRun)/\(s.cells)",
      statusText, ran ? s.worstError.points : "–",
      s.worstError > 0 ? s.worstEnvironment?.description ?? "–" : "–",
      ran ? s.worstCollateral.points : "–", s.firstAvailableOS?.description ?? "never",
    ]
  }

  public var json: [(String, JSONValue)] {
    let s = summary
    return [
      ("strategy", .string(s.strategy.id)), ("status", .string(status.rawValue)),
      ("cells", JSONValue(s.cells)), ("cellsRun", JSONValue(s.cellsRun)), ("fixed", JSONValue(s.fixed)),
      ("usable", JSONValue(s.usable)), ("shareFixed", .number(s.shareFixed)),
      (
        "statusCounts",
        .object(VerdictStatus.allCases.map { ($0.rawValue, JSONValue(s.statusCounts[$0] ?? 0)) })
      ),
      ("worstError", ran ? .number(s.worstError) : .null), ("errorUnit", .string(errorUnit.symbol)),
      ("worstEnvironment", s.worstEnvironment?.json ?? .null),
      ("worstCollateralPoints", ran ? .number(s.worstCollateral) : .null),
      ("worstCollateralEnvironment", s.worstCollateralEnvironment?.json ?? .null),
      ("firstAvailableOS", JSONValue(s.firstAvailableOS?.description)),
    ]
  }
}
