import InsetEmulation
import InsetEngine
import InsetLint

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
/// before a clip, shaped background or material is a component's inner padding, and after one a
/// card's outer margin; rows in a `List`, horizontal scroll content, previews and widgets are never
/// screens.
public struct FixedHorizontalPaddingRule: CollectingRule {
  public init() {}
  /// View code, then (last) the type layout constants are declared with.
  public let triggers: [StaticString] = [
    ".horizontal", "rootView", "some View", "AnyView", "HostingController", "CGFloat",
  ]

  public func collect(_ context: FileContext) -> PaddingFacts? {
    let file = context.file
    let viewCode = triggers.dropLast().contains { file.contains($0) }
    // A file of layout constants only: its numbers are all it offers.
    guard viewCode else {
      let constants = PaddingCollector.numberConstants(context.index, file)
      return constants.isEmpty ? nil : PaddingFacts(paddings: [], constants: constants, usages: [], views: [])
    }
    return PaddingCollector(context).collect()
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
    var finding = project.finding(
      description, file: path, offset: site.offset, line: site.line, column: site.column,
      "\(site.source)\(amount) sets the content margin of '\(site.owner)' \(place): the system content "
        + "margins vary by device, orientation and container (20 pt on large phones, 0 next to a folding "
        + "device's bar); use the container's content margins")
    if let fixing = project.fixing {
      // The selected strategy's own edit, when it replaces this modifier.
      switch fixing.edit(for: description.problem, file: path) {
      case .success(let edit)
      where edit.anchor == .replacingModifier && edit.supportCode.isEmpty && site.range.count == 2:
        finding.edits = [
          TextEdit(
            file: path, range: site.range[0]..<site.range[1], replacement: edit.text, rule: description.id)
        ]
        finding.fixable = true
      case .success(let edit):
        finding.fixNote = "the selected strategy's edit goes \(edit.anchor.rawValue); apply it by hand"
      case .failure(let reason): finding.fixNote = reason.reason
      }
    }
    return finding
  }
}
