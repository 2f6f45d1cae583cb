import InsetEmulation
import InsetEngine
import InsetLint

/// A fixed horizontal padding that sets the distance between the screen's edge and visible
/// content misses the system content margins, which vary by device, orientation and container and
/// are asymmetric next to a folding device's bar (seed 002).
///
/// Decided by geometry on the project view model (`MarginGeometry`): the padded view spans the
/// screen's width at that place (no ancestor up to the screen's root insets it, is a horizontal
/// `ScrollView`, a `List` row, or has a fixed or maximum width). Then it is a finding wherever it
/// sits: on a screen's content container, on each child of its stack padded separately, on the
/// first and last child of a row a `Spacer` stretches across it (their outer side), on the
/// outer padding of a full-width component, in a `.safeAreaInset` bar. Padding inside a
/// component's own background, border or clip, in rows, horizontal scrolls, previews and widgets is
/// not. Every way of writing it counts: `.padding(.horizontal, N)`, `[.leading, .trailing]`, a
/// leading and trailing pair, one side alone (that side's edge; not a separator's indent),
/// `EdgeInsets`, the project's own modifiers, named constants.
public struct FixedHorizontalPaddingRule: CollectingRule {
  public init() {}
  public let triggers: [StaticString] = ["padding"]
  public var reads: [any CollectingRule] { ProjectViewModel.collectors }
  public var projectFacts: [any ProjectFact.Type] { [ProjectViewModel.self] }

  public func collect(_ context: FileContext) -> Bool? { nil }

  public func check(_ project: ProjectContext) -> [Finding] {
    let model = project.fact(ProjectViewModel.self)
    // What an amount misses is the same sentence for every site padded by it on the same sides.
    struct Padded: Hashable {
      let amounts: [Double]
      let leading: Bool
      let trailing: Bool
    }
    var misses: [Padded: String] = [:]
    return MarginGeometry(model: model).sites().map { site in
      let key = Padded(
        amounts: [site.leading > 0 ? site.leading : site.trailing] + site.alternatives,
        leading: site.leading > 0,
        trailing: site.trailing > 0)
      if misses[key] == nil {
        misses[key] = Self.misses(key.amounts, leading: key.leading, trailing: key.trailing)
      }
      return finding(site, misses: misses[key]!, project: project)
    }
  }

  /// The system margins a fixed amount misses on the padded sides, per device and orientation of
  /// the catalog; for the amounts a condition picks between (`wide ? 20 : 16`), a case is missed
  /// only where the margin is none of them.
  static func misses(_ amounts: [Double], leading: Bool = true, trailing: Bool = true) -> String {
    let picked = Set(amounts)
    var wrong: [Double: [String]] = [:]
    var cases = 0
    var missed = 0
    for device in DeviceCatalog.builtIn.devices {
      for orientation in Orientation.allCases {
        cases += 1
        let margins = device.metrics(in: orientation).systemMargins
        let sides = (leading ? [margins.left] : []) + (trailing ? [margins.right] : [])
        var here: Set<Double> = []
        for side in sides where !picked.contains(side) { here.insert(side) }
        if !here.isEmpty { missed += 1 }
        for value in here { wrong[value, default: []].append("\(device.id) \(orientation.rawValue)") }
      }
    }
    guard missed > 0 else {
      return amounts.count > 1
        ? "one of them matches the system margin on every device measured"
        : "it matches the system margin on every device measured"
    }
    let parts = wrong.keys.sorted(by: >).map { value -> String in
      let places = wrong[value]!
      let example = places.prefix(2).joined(separator: ", ")
      let kind = value == 0 ? " (next to a folding device's bar)" : ""
      return "\(value.points) pt\(kind) on \(places.count) (\(example)\(places.count > 2 ? ", …" : ""))"
    }
    let subject = amounts.count > 1 ? "whichever it picks, it misses it" : "it misses it"
    return "the system margin is \(parts.joined(separator: "; ")): \(subject) in \(missed) of \(cases) "
      + "device/orientation cases"
  }

  /// `.padding(.horizontal, 16)`, `.padding([.leading, .trailing], 16)`: a padding of the two
  /// horizontal edges and nothing else, which the container margins replace whole.
  static func padsBothSidesOnly(_ use: ViewModifierUse) -> Bool {
    guard use.arguments.count == 2, use.arguments[0].label == nil, let edges = use.arguments[0].value else {
      return false
    }
    switch edges {
    case .implicitMember("horizontal"): return true
    case .list(let items):
      return Set(
        items.compactMap { item -> String? in
          if case .implicitMember(let name) = item { return name }
          return nil
        }) == ["leading", "trailing"] && items.count == 2
    default: return false
    }
  }

  func finding(_ site: MarginGeometry.Site, misses: String, project: ProjectContext) -> Finding {
    let description = Self.description
    let offset: String
    if site.trailing == 0 {
      offset = "\(site.leading.points) pt from the screen's leading edge"
    } else if site.leading == 0 {
      offset = "\(site.trailing.points) pt from the screen's trailing edge"
    } else if site.leading == site.trailing {
      offset = "\(site.leading.points) pt from the screen's edges"
    } else {
      offset =
        "\(site.leading.points) pt leading, \(site.trailing.points) pt trailing from the screen's edges"
    }
    let picked =
      site.alternatives.isEmpty
      ? ""
      : " (or \(site.alternatives.map { "\($0.points) pt" }.joined(separator: " or ")): a condition picks)"
    let through = site.applied.source == site.modifier.source ? "" : " (through \(site.applied.source))"
    let screen =
      site.screen == site.owner
      ? "" : site.screen.hasPrefix("content ") ? " (\(site.screen))" : " on the screen '\(site.screen)'"
    var finding = project.finding(
      description, file: site.path, offset: site.modifier.offset, line: site.modifier.line,
      column: site.modifier.column,
      "\(site.modifier.source)\(through) puts the content of '\(site.owner)'\(screen) \(offset)\(picked) "
        + "(the padded view spans the screen's width there); "
        + misses
        + ". Before iOS 27.1 no measured fix: no strategy lines it up there, keep "
        + "it; from iOS 27.1 `.contentMargins(for: .container, edges: .horizontal)` puts it on the system margin"
    )
    if let fixing = project.fixing {
      // The selected strategy's own edit, when it replaces this modifier.
      switch fixing.edit(for: description.problem, file: site.path) {
      case .success(let edit)
      where edit.anchor == .replacingModifier && edit.supportCode.isEmpty && site.applied == site.modifier
        && site.modifier.range.count == 2 && !Self.padsBothSidesOnly(site.modifier):
        // It pads other edges too (`.padding(20)`, `EdgeInsets(top: 10, …)`) or one side only:
        // replacing it would change what the strategy was not measured on.
        finding.fixNote =
          "\(site.modifier.source) also sets insets the container margins do not replace (vertical edges or "
          + "one side): keep those and add `.contentMargins(for: .container, edges: .horizontal)` by hand"
      case .success(let edit)
      where edit.anchor == .replacingModifier && edit.supportCode.isEmpty && site.applied == site.modifier
        && site.modifier.range.count == 2:
        finding.edits = [
          TextEdit(
            file: site.path, range: site.modifier.range[0]..<site.modifier.range[1], replacement: edit.text,
            rule: description.id)
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
