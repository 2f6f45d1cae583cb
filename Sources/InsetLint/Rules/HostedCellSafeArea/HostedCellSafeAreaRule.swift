import InsetEngine

/// A cell that puts a UIHostingController's view into itself applies the window's safe area to
/// the SwiftUI content whenever the cell overlaps an unsafe edge: cells emerging at the screen
/// edge while scrolling, and full-width cells in landscape, shrink or shift (seed 000).
/// Opt-outs: `safeAreaRegions = []`, a helper (any file) that overrides `safeAreaInsets` in a
/// dynamic subclass or sets `safeAreaRegions = []`, `_disableSafeArea`, a convenience initializer
/// doing one of these, or the cell overriding its own `safeAreaInsets` to `.zero`.
/// The base class is flagged once, not each subclass. `UIHostingConfiguration` is another rule.
public struct HostedCellSafeAreaRule: CollectingRule {
  public init() {}

  static let cellBases: Set<String> = [
    "UICollectionViewCell", "UITableViewCell", "UICollectionReusableView", "UITableViewHeaderFooterView",
  ]
  static let problem: ProblemID = "hosted-cell-safe-area"

  public let triggers: [StaticString] = ["HostingController", "rootView", "safeArea", "Cell"]

  public func collect(_ context: FileContext) -> HostedCellFacts? {
    let hosting = HostingScan.facts(context)
    let helpers =
      context.file.contains("safeArea") || context.file.contains("init") ? HostingScan.helpers(context) : []
    let usages = context.file.contains("Cell<") ? HostingScan.genericCellUsages(context.file) : []
    guard !hosting.isEmpty || !helpers.isEmpty || !usages.isEmpty else { return nil }
    return HostedCellFacts(hosting: hosting, helpers: helpers, genericUsages: usages)
  }

  /// A cell that hosts without opting out, with what it creates.
  struct Flagged {
    let name: String
    let cellBase: String
    let declaration: (file: String, fact: TypeFact)
    let creations: [(String, HostingCreation)]
  }

  /// The cells to flag, and the SwiftUI views they host (for `ignores-safe-area-in-cell`).
  func judge(_ project: ProjectContext) -> (
    flagged: [Flagged], hostedViews: Set<String>, helpers: [HelperFact]
  ) {
    let hierarchy = project.hierarchy
    let collected = project.facts(of: self)
    var facts: [String: [(path: String, fact: HostingFact)]] = [:]
    var helpers: [HelperFact] = []
    for (path, file) in collected {
      for fact in file.hosting { facts[fact.typeName, default: []].append((path, fact)) }
      helpers += file.helpers
    }
    // Hosting controller types: UIHostingController and its subclasses in any file (asked only
    // for the few names that appear in hosting facts).
    var memo: [String: Bool] = [:]
    func isHosting(_ name: String) -> Bool {
      if let known = memo[name] { return known }
      let answer = hierarchy.inherits(name, fromAny: ["UIHostingController"])
      memo[name] = answer
      return answer
    }
    // Helpers that can opt a controller out: free functions, and methods of hosting controllers,
    // view controllers, views or types named for it (a cell's own method is in its facts).
    helpers = helpers.filter { helper in
      guard let owner = helper.owner else { return true }
      return isHosting(owner) || ["UIViewController", "UIView"].contains(owner)
        || owner.hasFragment("SafeArea")
        || owner.hasFragment("Hosting")
    }
    // Names of helpers that opt out, directly or by calling one that does (to a fixed point).
    var optOutNames = Set(helpers.filter { $0.optOut != nil && $0.name != "init" }.map(\.name))
    var grew = true
    while grew {
      grew = false
      for helper in helpers where helper.name != "init" && !optOutNames.contains(helper.name) {
        if helper.calls.contains(where: optOutNames.contains) {
          optOutNames.insert(helper.name)
          grew = true
        }
      }
    }
    let optOutInits = helpers.filter { helper in
      helper.name == "init" && (helper.owner.map(isHosting) ?? false)
        && (helper.optOut != nil || helper.calls.contains(where: optOutNames.contains))
    }.map(\.labels)
    // A hosting controller subclass that opts out in its own body (an extension of
    // UIHostingController with a helper method opts nothing out until the helper is called).
    let optedOutControllers = Set(
      facts.keys.filter { name in
        name != "UIHostingController" && isHosting(name)
          && (facts[name] ?? []).contains {
            !$0.fact.isExtension
              && ($0.fact.optOut != nil || $0.fact.calledMethods.contains(where: optOutNames.contains))
          }
      })
    func optsOut(_ fact: HostingFact) -> Bool {
      fact.optOut != nil || fact.calledMethods.contains(where: optOutNames.contains)
    }

    var flagged: [Flagged] = []
    for name in facts.keys.sorted() {
      guard let entry = hierarchy.classes[name] else { continue }
      let ancestors = hierarchy.ancestors(of: name)
      guard let cellBase = ([name] + ancestors).first(where: Self.cellBases.contains), name != cellBase else {
        continue
      }
      let own = facts[name] ?? []
      let created = own.flatMap { item in
        item.fact.creations.filter { isHosting($0.callee) }.map { (item.path, $0) }
      }
      let stores = own.contains { $0.fact.storedTypes.contains(where: isHosting) }
      guard !created.isEmpty || stores else { continue }
      let inherited = ancestors.flatMap { facts[$0] ?? [] }
      guard own.contains(where: \.fact.addsSubview) || inherited.contains(where: \.fact.addsSubview) else {
        continue
      }
      if own.contains(where: { optsOut($0.fact) }) || inherited.contains(where: { optsOut($0.fact) }) {
        continue
      }
      if !created.isEmpty
        && created.allSatisfy({
          optedOutControllers.contains($0.1.callee) || optOutInits.contains($0.1.labels)
        })
      {
        continue
      }
      flagged.append(
        Flagged(name: name, cellBase: cellBase, declaration: (entry.file, entry.fact), creations: created))
    }
    // The views they host: `rootView: PhotoView()`, or a generic parameter bound where the
    // cell is used (`HostingCell<PhotoView>`).
    var hostedViews: Set<String> = []
    let usages = collected.flatMap(\.facts.genericUsages)
    for cell in flagged {
      for (_, creation) in cell.creations {
        guard let root = creation.rootView else { continue }
        if let position = cell.declaration.fact.genericParameters.firstIndex(of: root) {
          for usage in usages where usage.name == cell.name && position < usage.arguments.count {
            hostedViews.insert(usage.arguments[position])
          }
        } else {
          hostedViews.insert(root)
        }
      }
    }
    return (flagged, hostedViews, helpers)
  }

  public func check(_ project: ProjectContext) -> [Finding] {
    let judgement = judge(project)
    var findings = judgement.flagged.map { cell in
      Finding(
        file: cell.declaration.file, offset: cell.declaration.fact.offset, line: cell.declaration.fact.line,
        column: cell.declaration.fact.column, rule: Self.description.id,
        severity: project.severities[Self.description.id] ?? Self.description.severity,
        message: "'\(cell.name)' puts a UIHostingController's view into a \(cell.cellBase) with no safe-area "
          + "opt-out: cells that overlap an unsafe screen edge lose that part of their SwiftUI content (seed 000)",
        problem: Self.problem, fixable: !cell.creations.isEmpty)
    }
    if let fixing = project.fixing { fix(&findings, judgement.flagged, project: project, fixing: fixing) }
    return findings
  }

  /// The selected strategies' own edit right after each controller is made, and their support
  /// code once per module (`SupportPlacement`).
  func fix(_ findings: inout [Finding], _ flagged: [Flagged], project: ProjectContext, fixing: FixSettings) {
    var planned: [Int: PlannedEdit] = [:]
    for (index, cell) in flagged.enumerated() {
      guard !cell.creations.isEmpty else {
        findings[index].fixNote =
          "the controller is made outside the cell: opt it out of the safe area where it is made"
        continue
      }
      switch fixing.edit(for: Self.problem, file: findings[index].file) {
      case .success(let edit) where edit.anchor == .afterCreation: planned[index] = edit
      case .success(let edit):
        findings[index].fixNote =
          "the selected strategy's edit goes \(edit.anchor.rawValue); apply it by hand"
        findings[index].fixable = false
      case .failure(let reason):
        findings[index].fixNote = reason.reason
        findings[index].fixable = false
      }
    }
    // Files that need each support code, placed together so each module gets it once.
    var needing: [PlannedEdit: [String]] = [:]
    for (index, edit) in planned where !edit.supportCode.isEmpty {
      needing[edit, default: []] += flagged[index].creations.map(\.0)
    }
    var supportEdits: [String: [TextEdit]] = [:]
    var supportNotes: [String: String] = [:]
    for (edit, files) in needing.sorted(by: { $0.key.supportCode < $1.key.supportCode }) {
      let placement = SupportPlacement(
        support: edit, rule: Self.description.id, sources: project.sources, layout: fixing.module,
        helperFile: fixing.helperFile)
      let placed = placement.place(Array(Set(files)).sorted())
      for text in placed.edits { supportEdits[text.file, default: []].append(text) }
      supportNotes.merge(placed.notes) { a, _ in a }
    }
    var attached: Set<String> = []
    for (index, edit) in planned.sorted(by: { $0.key < $1.key }) {
      let creations = flagged[index].creations
      if let note = creations.lazy.compactMap({ supportNotes[$0.0] }).first {
        findings[index].fixNote = note
        if supportEdits[creations[0].0] == nil {
          findings[index].fixable = false
          continue
        }
      }
      var edits: [TextEdit] = []
      for (path, creation) in creations {
        guard let source = project.sources[path] else { continue }
        edits += CreationEdits.edits(creationAt: creation.offset, in: source, rule: Self.description.id) {
          receiver, indent in edit.text(receiver: receiver, indent: indent, newline: source.newline)
        }
      }
      // Support edits ride with the finding whose file they go into; edits to another file (the
      // config's helperFile) with the first finding fixed.
      for (file, fileEdits) in supportEdits where !attached.contains(file) {
        let ownerless = !planned.keys.contains { flagged[$0].creations.contains { $0.0 == file } }
        guard creations.contains(where: { $0.0 == file }) || (ownerless && index == planned.keys.min()) else {
          continue
        }
        edits += fileEdits
        attached.insert(file)
      }
      findings[index].edits = edits
      findings[index].fixable = !edits.isEmpty
    }
  }

  public static let description = RuleDescription(
    id: "hosted-cell-safe-area",
    summary: "A cell hosts a UIHostingController without opting it out of the safe area",
    rationale: """
      UIHostingController applies the window's safe area to its SwiftUI content. In a cell that
      overlaps an unsafe edge (emerging at the screen edge while scrolling; full width in
      landscape) the content shrinks or shifts although the cell frame is right, and
      `.ignoresSafeArea()` inside the view does not help (seed 000). Opt the controller out:
      `safeAreaRegions = []` (iOS 16.4+) or a per-instance dynamic subclass below.
      """,
    problem: Self.problem, severity: .error,
    triggering: HostedCellSafeAreaExamples.triggering,
    nonTriggering: HostedCellSafeAreaExamples.nonTriggering)
}
