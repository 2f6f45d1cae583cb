import InsetEngine

/// `.padding(.horizontal, 16)` (or 20, or a constant of that value declared anywhere in the
/// project) that sets a screen's content margin misses the system content margins, which vary by
/// device, orientation and container and are asymmetric next to a folding device's bar (seed 002).
///
/// A margin is screen level when it pads the root of a screen's `body` (or of the helper, branch or
/// layout-neutral wrapper the body delegates to), or the content directly inside its vertical
/// `ScrollView` or a project wrapper that is one. A view is a screen when it is used as one: a
/// hosting controller's root, a navigation destination, sheet or cover content, a tab or window,
/// a view made by UIKit or coordinator code, or the whole content of another screen; a view that
/// another view places elsewhere is a component, and its padding is its own design. Padding
/// before a shape, background or material is a component's inner padding; rows in a `List`,
/// horizontal scroll content, previews and widgets are never screens.
public struct FixedHorizontalPaddingRule: CollectingRule {
  public init() {}
  public let triggers: [StaticString] = [
    ".horizontal", "rootView", "some View", "AnyView", "HostingController", "CGFloat",
  ]

  public func collect(_ context: FileContext) -> PaddingFacts? {
    PaddingCollector(context).collect()
  }

  public func check(_ project: ProjectContext) -> [Finding] {
    let collected = project.facts(of: self)
    let graph = ScreenGraph(collected.map(\.facts))
    let constants = ConstantTable(collected)
    var findings: [Finding] = []
    for (path, facts) in collected {
      for site in facts.paddings {
        guard let points = site.literal ?? constants.value(of: site.reference, in: path),
          points == 16 || points == 20, let place = graph.screenLevel(site)
        else { continue }
        findings.append(finding(site, points: points, place: place, path: path, project: project))
      }
    }
    return findings
  }

  func finding(_ site: PaddingSite, points: Double, place: String, path: String, project: ProjectContext)
    -> Finding
  {
    let description = Self.description
    let amount = site.literal == nil ? " (\(Int(points)) pt)" : ""
    var finding = Finding(
      file: path, offset: site.offset, line: site.line, column: site.column, rule: description.id,
      severity: project.severities[description.id] ?? description.severity,
      message:
        "\(site.source)\(amount) sets the content margin of '\(site.owner)' \(place): the system content "
        + "margins vary by device, orientation and container (20 pt on large phones, 0 next to a folding "
        + "device's bar); use the container's content margins (seed 002)",
      problem: description.problem)
    if let fixing = project.fixing {
      switch fixing.plan(for: description.problem, file: path) {
      case .success(let plan):
        if let replacement = Self.replacement(for: plan), site.range.count == 2 {
          finding.edits = [
            TextEdit(
              file: path, range: site.range[0]..<site.range[1], replacement: replacement, rule: description.id
            )
          ]
          finding.fixable = true
        } else {
          finding.fixNote = "the selection (\(plan.summary)) has no one-line source edit; apply it by hand"
        }
      case .failure(let reason): finding.fixNote = reason.reason
      }
    }
    return finding
  }

  /// The modifier that replaces the fixed padding when the plan picks one strategy throughout.
  static func replacement(for plan: StrategyPlan) -> String? {
    let ids = Set(plan.chosen.map(\.id))
    guard plan.gap == nil, ids.count == 1 else { return nil }
    switch ids.first {
    case "container-content-margins": return ".contentMargins(for: .container, edges: .horizontal)"
    case "default-padding": return ".padding(.horizontal)"
    default: return nil
    }
  }
}
