import InsetEmulation
import InsetEngine

/// One strategy's card: its status, the emulated layout at its worst moment a user sees drawn to
/// scale, the victim of its collateral damage, and a text alternative with the numbers.
struct StrategyCard {
  let strategy: StrategyInfo
  let status: VerdictStatus
  let environment: Environment
  let worst: Snapshot?
  let victim: Snapshot?
  /// Where the victim was measured (in a batch, not always where the worst error was).
  let victimEnvironment: Environment
  let error: Double?
  let collateral: Double?
  let unit: ErrorUnit
  let tolerance: Double
  let reasons: [String]
  /// A heading above the card's title ("worst across the matrix"), if any.
  let context: String?

  init(_ row: VerdictRow, outcome: Outcome?, tolerance: Double, context: String? = nil) {
    strategy = row.strategy
    status = row.status
    environment = row.environment
    worst = outcome?.worst
    victim = outcome?.collateral
    victimEnvironment = row.environment
    error = row.error
    collateral = row.collateral
    unit = row.errorUnit
    self.tolerance = tolerance
    reasons = row.reasons.map(\.description)
    self.context = context
  }

  /// The card of a strategy's worst moment over a whole batch; nil when it never ran.
  init?(summary s: BatchAggregate.Summary, unit: ErrorUnit, tolerance: Double) {
    guard let worstEnvironment = s.worstEnvironment else { return nil }
    strategy = s.strategy
    status = s.status
    environment = worstEnvironment
    worst = s.worstSnapshot
    victim = s.worstCollateral > tolerance ? s.collateralSnapshot : nil
    victimEnvironment = s.worstCollateralEnvironment ?? worstEnvironment
    error = s.worstError
    collateral = s.worstCollateral
    self.unit = unit
    self.tolerance = tolerance
    reasons = []
    context = "worst across the matrix"
  }

  static func svgWidth(for size: Size) -> Double { size.width > size.height ? 264 : 170 }

  var html: String {
    let color = Palette.color(status)
    var out =
      "<figure class=\"card\" data-strategy=\"\(HTML.escape(strategy.id))\" data-status=\"\(status.rawValue)\" style=\"border-top-color:\(color)\">"
    if let context { out += "<div class=\"context\">\(HTML.escape(context))</div>" }
    out += "<h3><code>\(HTML.escape(strategy.id))</code>"
    if strategy.isBaseline { out += " <small>(as-is)</small>" }
    out += " <span class=\"badge\" style=\"background:\(color)\">\(status.rawValue)</span></h3>"
    out += "<div class=\"env\">\(HTML.escape(subtitle))</div>"
    let title = "\(strategy.id) on \(environment.description): \(numbers)"
    if let worst {
      let orientation = worst.orientation ?? environment.orientation
      out += SnapshotSVG.render(
        worst, device: environment.device, orientation: orientation, unit: unit,
        width: StrategyCard.svgWidth(for: worst.screen), cssClass: "snapshot", title: title)
    } else if status == .unavailable {
      out +=
        "<div class=\"na\">not run: \(HTML.escape(strategy.availability.description)) only, this is iOS \(environment.os)</div>"
    }
    if let victim, let collateral, collateral > tolerance {
      out += "<div class=\"victim-label\">collateral damage, drawn on the victim"
      if victimEnvironment != environment { out += " (\(HTML.escape(victimEnvironment.description)))" }
      out += ":</div>"
      out += SnapshotSVG.render(
        victim, device: victimEnvironment.device,
        orientation: victim.orientation ?? victimEnvironment.orientation,
        unit: .points, width: StrategyCard.svgWidth(for: victim.screen) * 0.8, cssClass: "victim",
        title: "collateral of \(strategy.id): \(collateral.points) pt on \(victim.caption)")
    }
    out += "<figcaption><b>\(HTML.escape(numbers))</b>"
    if let caption = worst?.caption { out += "<br>drawn: \(HTML.escape(caption))" }
    for part in hiddenContent {
      out +=
        "<br>content under the \(HTML.escape(part.feature)): \(part.depth.points) pt, where nobody sees it"
    }
    if let victim, let collateral, collateral > tolerance {
      out += "<br>victim: \(HTML.escape(victim.caption))"
    }
    if !reasons.isEmpty {
      out += "<details><summary>why</summary><ul>"
      for reason in reasons { out += "<li>\(HTML.escape(reason))</li>" }
      out += "</ul></details>"
    }
    out += "</figcaption></figure>"
    return out
  }

  /// The environment, and the orientation the picture is in when a rotation during the
  /// measurement put the worst moment in another one.
  var subtitle: String {
    guard let drawn = worst?.orientation, drawn != environment.orientation else {
      return environment.description
    }
    return "\(environment.description) · drawn in \(drawn.rawValue), where its worst moment is"
  }

  /// The drawn content's parts under hardware, with how deep they reach under it.
  var hiddenContent: [(feature: String, depth: Double)] {
    guard let worst else { return [] }
    let outline = DeviceOutline(
      device: environment.device, orientation: worst.orientation ?? environment.orientation,
      screen: worst.screen)
    return SnapshotSVG.hidden(in: worst, outline: outline).map {
      ($0.feature, min($0.rect.width, $0.rect.height))
    }
  }

  /// The numbers, each with its unit.
  var numbers: String {
    guard let error else { return "not run (\(strategy.availability.description))" }
    var text = "error \(error.points) \(unit.symbol)"
    if let collateral, collateral > 0 { text += ", collateral \(collateral.points) pt" }
    return text
  }
}
