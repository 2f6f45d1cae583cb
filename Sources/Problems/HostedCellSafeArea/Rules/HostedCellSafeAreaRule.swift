import InsetEmulation
import InsetEngine
import InsetLint

/// A cell (or header/footer, reusable view, or a cell's `UIContentView`) that puts a UIHostingController's view into itself
/// applies the window's safe area to the SwiftUI content whenever it overlaps an unsafe edge:
/// cells emerging at the screen edge while scrolling, and full-width cells in landscape, shrink
/// or shift (seed 000). The finding sits where the controller is made (in the cell, or in the
/// function or computed property that makes it for the cell), where the fix goes; the cell's
/// declaration is a related location. Code that configures a cell it did not declare counts too
/// (`CellPlacementScan`): a registration's handler or a dequeued cell that gets the controller's
/// view as a subview, or a content configuration carrying the controller
/// (`cell.contentConfiguration = ControllerConfiguration(viewController: vc)`), with that statement
/// as the related location; a controller is any class the hierarchy shows to be a
/// UIHostingController, whatever its name. A controller is in a cell only when its view (or the
/// controller, through a content configuration) reaches the cell, traced by declaration
/// (`HostingFlow`): one presented, pushed or made in an action closure is a screen, and a factory
/// elsewhere counts only when it is declared on the receiver's type (or is a free function, or a
/// `View` extension), never because it shares a name. A project view that puts a controller's view
/// into itself (`HostedRowView(rootView:)`) is a hosting view: made for a cell, it carries the
/// controller it hosts there, and so is a value declared as one however it is made (`let header:
/// FilesHeader` from a nib, a cell's outlet, through a typealias); a generic parameter made where a
/// cell's content comes from (`Block(frame:)` in `Content<Block: BlockView>`) is any class conforming
/// to its constraint, and an element of a sequence (`views.forEach { stack.addArrangedSubview($0) }`)
/// what the sequence holds. A placeholder root replaced later (`EmptyView()`, then `host.rootView =
/// …`) is no empty view. A controller made as an implicit member (`host = .init(rootView:)`)
/// is of the assigned name's declared type; a list cell's `accessories` show their custom views;
/// an extension of a UIKit cell class itself hosts in every such cell; a provider's header made
/// elsewhere is followed through declared result types (`presenter.header(for:)?.view(…)`, a
/// protocol's value reaching the classes that conform to it). Opt-outs: `safeAreaRegions = []`, a helper (any file) that
/// overrides `safeAreaInsets` in a dynamic subclass or sets `safeAreaRegions = []`,
/// `_disableSafeArea`, an initializer doing one of these (credited to its class and subclasses
/// only), or the cell overriding its own `safeAreaInsets` to `.zero`. The base class is flagged
/// once, not each subclass. `UIHostingConfiguration` is another rule.
public struct HostedCellSafeAreaRule: CollectingRule, PlanDependentFix {
  public init() {}

  /// The UIKit classes whose subclasses are reused in scrolling lists, with what a message calls them.
  static let cellBases: [String: String] = [
    "UICollectionViewCell": "cell", "UICollectionViewListCell": "cell", "UITableViewCell": "cell",
    "UICollectionReusableView": "reusable view", "UITableViewHeaderFooterView": "header/footer view",
    Self.contentViewProtocol: "cell content view",
  ]
  /// The protocol of the view a cell's content configuration makes (`makeContentView()`): a class
  /// conforming to it is the content of a cell, as a cell subclass is.
  static let contentViewProtocol = "UIContentView"
  static let problem: ProblemID = "hosted-cell-safe-area"

  /// The UIKit cell class a superclass the project does not declare stands for by its name
  /// (`InsetTableViewCell` of a design-system package is a table view cell): the project cannot
  /// show its lineage, and its name says what it is.
  static func cellBase(namedLike name: String) -> String? {
    guard !name.hasPrefix("UI") else { return nil }
    if name.hasSuffix("TableViewCell") { return "UITableViewCell" }
    if name.hasSuffix("CollectionViewCell") { return "UICollectionViewCell" }
    if name.hasSuffix("HeaderFooterView") { return "UITableViewHeaderFooterView" }
    if name.hasSuffix("ReusableView") { return "UICollectionReusableView" }
    // Another package's cell (MessageKit's `MessageContentCell`, a `SwipeCell`): a cell of a kind
    // its name does not say, named as itself. AppKit's `NS…Cell`s draw in a control; they are not views.
    if name.hasSuffix("Cell"), !name.hasPrefix("NS") { return name }
    return nil
  }

  /// Words of a file that may host, opt out or make a hosting controller for a cell (`Supplementary`:
  /// a supplementary registration or dequeue; `viewFor`: a header, footer or supplementary view
  /// provider, whose view may come from another file).
  static let hostingWords: [StaticString] = [
    "HostingController", "rootView", "safeArea", "Cell", "HeaderFooterView", "ReusableView", "Supplementary",
    "viewFor", "UIContentView",
  ]
  /// Also `…Controller(`: a function returning a controller may make a project subclass of
  /// UIHostingController whose name does not say so.
  /// And `Subview` (`addSubview`, `addArrangedSubview`): a `UIView` extension elsewhere may add the
  /// view a cell hands it, and a view class that adds a project view to itself may carry the
  /// controller that view hosts; and
  /// `protocol`: a requirement's declared result types a call on what another call returns.
  public let triggers: [StaticString] = hostingWords + ["Controller(", "Subview", "protocol"]

  public func collect(_ context: FileContext) -> HostedCellFacts? {
    guard Self.hostingWords.contains(where: context.file.contains) else {
      // Only a factory (one declared to return a controller or view), a view extension that adds
      // what it is given, or a view class (or an extension of one) that adds a project view to
      // itself (which may host a controller: the project pass knows) can matter here.
      let factories = context.file.contains("Controller(") ? HostingScan.factories(context) : []
      let extensions =
        context.file.contains("Subview")
        ? HostingScan.facts(context).filter {
          ($0.isExtension && $0.placed?.arguments != nil)
            || $0.placed?.uses.contains { $0.name == "init" && $0.isCall && $0.owner != nil } == true
        } : []
      // A protocol's requirements type the calls made on its values in other files.
      let returnTypes =
        context.file.contains("protocol") && context.file.contains("->")
        ? HostingScan.returnTypes(context, protocolsOnly: true) : []
      return factories.isEmpty && extensions.isEmpty && returnTypes.isEmpty
        ? nil
        : HostedCellFacts(
          hosting: extensions, helpers: [], factories: factories, genericUsages: [], returnTypes: returnTypes)
    }
    let hosting = HostingScan.facts(context)
    let helpers =
      context.file.contains("safeArea") || context.file.contains("init") ? HostingScan.helpers(context) : []
    let factories =
      context.file.contains("rootView") || context.file.contains("HostingController")
        || context.file.contains("Controller(")
      ? HostingScan.factories(context) : []
    let usages = context.file.contains("Cell<") ? HostingScan.genericCellUsages(context.file) : []
    let providers = context.file.contains("viewFor") ? HostingScan.providers(context) : []
    let placements = CellPlacementScan.placements(context)
    let returnTypes = context.file.contains("->") ? HostingScan.returnTypes(context) : []
    guard
      !hosting.isEmpty || !helpers.isEmpty || !factories.isEmpty || !usages.isEmpty || !providers.isEmpty
        || !placements.isEmpty || !returnTypes.isEmpty
    else { return nil }
    return HostedCellFacts(
      hosting: hosting, helpers: helpers, factories: factories, genericUsages: usages, providers: providers,
      placements: placements, returnTypes: returnTypes)
  }

  /// Where a flagged controller is made or stored, for one cell or several sharing a factory.
  struct Site {
    let path: String
    let position: SourcePosition
    /// The creation, when the controller is made here (nil: only stored here).
    let creation: HostingCreation?
  }

  /// A cell that hosts without opting out, with where its controllers are made.
  struct Flagged {
    let name: String
    let kind: String
    let cellBase: String
    let declaration: (file: String, fact: TypeFact)
    let sites: [Site]
    /// An extension of the UIKit class itself (`extension UITableViewCell`): every such cell.
    var isExtension = false
  }

  /// The cells to flag, and the SwiftUI views they host (for `ignores-safe-area-in-cell`).
  typealias Judgement = (
    flagged: [Flagged], hostedViews: [String: [Flagged]],
    providers: [(path: String, provider: ProviderFact, sites: [Site])],
    placements: [(path: String, placement: CellPlacementFact, sites: [Site])]
  )

  /// The judgement of this project pass, made once for every rule that reads it.
  func judge(_ project: ProjectContext) -> Judgement { project.fact(HostedCells.self).judgement }

  fileprivate func judgeAnew(_ project: ProjectContext) -> Judgement {
    let hierarchy = project.hierarchy
    let collected = project.facts(of: self)
    var facts: [String: [(path: String, fact: HostingFact)]] = [:]
    var helpers: [HelperFact] = []
    var factories: [String: [(path: String, fact: FactoryFact)]] = [:]
    var returnTypes: [String: [String: String]] = [:]
    for (path, file) in collected {
      for fact in file.hosting { facts[fact.typeName, default: []].append((path, fact)) }
      for fact in file.returnTypes where returnTypes[fact.owner]?[fact.name] == nil {
        returnTypes[fact.owner, default: [:]][fact.name] = fact.type
      }
      helpers += file.helpers
      for factory in file.factories { factories[factory.name, default: []].append((path, factory)) }
    }
    // Hosting controller types: UIHostingController and its subclasses in any file.
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
        || owner.hasFragment("SafeArea") || owner.hasFragment("Hosting")
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
    // Initializers that opt out, by the class they belong to (an extension's: the extended class).
    let optOutInits: [(owner: String, labels: [String])] = helpers.compactMap { helper in
      guard helper.name == "init", let owner = helper.owner, isHosting(owner),
        helper.optOut != nil || helper.calls.contains(where: optOutNames.contains)
      else { return nil }
      return (owner, helper.labels)
    }
    // Hosting controller subclasses that opt out in their own body.
    let optedOutControllers = Set(
      facts.keys.filter { name in
        name != "UIHostingController" && isHosting(name)
          && (facts[name] ?? []).contains {
            !$0.fact.isExtension
              && ($0.fact.optOut != nil || $0.fact.calledMethods.contains(where: optOutNames.contains))
          }
      })
    /// The class itself and its superclasses: an opt-out applies to a class and its subclasses.
    func lineage(_ name: String) -> [String] { [name] + hierarchy.ancestors(of: name) }
    /// The UIKit cell class `name` is or inherits from, if any: through the project's classes, else
    /// named by the undeclared class its known lineage ends in; a cell content view
    /// (`UIContentView`) when it or a superclass conforms to that protocol.
    func cellBase(of name: String) -> String? {
      let lineage = lineage(name)
      if let known = lineage.first(where: { Self.cellBases[$0] != nil }) { return known }
      if lineage.contains(where: {
        hierarchy.classes[$0]?.inherits.contains(Self.contentViewProtocol) == true
      }) {
        return Self.contentViewProtocol
      }
      guard let root = lineage.last, root != name, hierarchy.classes[root] == nil else { return nil }
      return Self.cellBase(namedLike: root)
    }
    // A view class (not a cell) that puts a hosting controller's view into itself is a hosting
    // view: making one (`HostedRow(rootView: …)`) where a cell's content comes from is making
    // the controller it hosts. Its initializers are factories of what it places, whether the
    // class's body or an extension of it places the controller (`extension PageHolder { func
    // setError(…) { addSubview(UIHostingController(rootView: ErrorView()).view) } }`); an
    // extension of a class the project does not declare (`extension UIView`) makes no view a
    // hosting one.
    let cellClasses = Set(Self.cellBases.keys)
    /// What a project view class places into itself, by the facts of its body and extensions: a
    /// cell's is read as a cell's, and an extension of a class the project does not declare has none.
    func placedFlows(_ name: String, _ items: [(path: String, fact: HostingFact)]) -> [(
      path: String, fact: HostingFact, placed: PlacedFlow
    )] {
      guard !hierarchy.inherits(name, fromAny: cellClasses), cellBase(of: name) == nil else { return [] }
      return items.compactMap { item in
        guard !item.fact.isExtension || hierarchy.classes[name] != nil, let placed = item.fact.placed else {
          return nil
        }
        return (item.path, item.fact, placed)
      }
    }
    for (name, items) in facts {
      for (path, fact, placed) in placedFlows(name, items) {
        guard !placed.creations.isEmpty else { continue }
        let component = FactoryFact(
          owner: name, name: "init", creations: placed.creations, optOut: fact.optOut,
          calledMethods: fact.calledMethods)
        factories["init", default: []].append((path, component))
      }
    }
    // A view class that puts a hosting view into itself (`let icon = IconView()`, then
    // `addSubview(icon)`) carries that view's controller as well: a cell holding a row that holds
    // an icon hosts the icon's controller. Followed to a fixed point, a few levels at most.
    var carriers = Set(factories["init"]?.compactMap(\.fact.owner) ?? [])
    var carrying: Set<[String]> = []
    for _ in 0..<4 {
      var added: [(path: String, fact: FactoryFact)] = []
      for (name, items) in facts {
        for (_, _, placed) in placedFlows(name, items) {
          for use in placed.uses where use.name == "init" && use.isCall {
            guard let owner = use.owner, owner != name, carriers.contains(owner),
              carrying.insert([name, owner]).inserted
            else { continue }
            for item in factories["init"] ?? [] where item.fact.owner == owner {
              var fact = item.fact
              fact.owner = name
              added.append((item.path, fact))
            }
          }
        }
      }
      guard !added.isEmpty else { break }
      for item in added {
        factories["init", default: []].append(item)
        if let owner = item.fact.owner { carriers.insert(owner) }
      }
    }
    func optedOut(_ creation: HostingCreation) -> Bool {
      let classes = lineage(creation.callee)
      if classes.contains(where: optedOutControllers.contains) { return true }
      return optOutInits.contains {
        classes.contains($0.owner) && Self.calls(creation.labels, init: $0.labels)
      }
    }
    func optsOut(_ fact: HostingFact) -> Bool {
      fact.optOut != nil || fact.calledMethods.contains(where: optOutNames.contains)
    }
    func hostingSites(_ path: String, _ creations: [HostingCreation]) -> [Site] {
      // A lone spinner or empty view is centred: the safe area moves it, and nothing of it meets
      // the host's edges.
      creations.filter { isHosting($0.callee) && !optedOut($0) && !$0.spinnerOnly }.map {
        Site(path: path, position: $0.position, creation: $0)
      }
    }
    /// The factories these uses may be, by declaration: a factory of that name (a function for a
    /// call, a computed property for a read) declared on the receiver's type or a superclass of
    /// it, a free function for a bare call, or a SwiftUI `View` extension read on a receiver whose
    /// type is not known. Two unrelated members that share a name are never linked.
    func madeBy(_ uses: [MemberUse]) -> [(path: String, fact: FactoryFact)] {
      var result: [(path: String, fact: FactoryFact)] = []
      var keys: Set<String> = []
      for var use in uses {
        // A receiver that another call returns: typed by that member's declared result.
        if use.owner == nil, let through = use.through, through.count == 2 {
          use.owner = lineage(through[0]).lazy.compactMap { returnTypes[$0]?[through[1]] }.first
        }
        for item in factories[use.name] ?? [] where item.fact.isProperty != use.isCall {
          let linked: Bool
          if let owner = item.fact.owner {
            if let type = use.owner {
              // Declared on the type or a superclass; or, for a project protocol (no project class,
              // nor a framework type), implemented by a class that conforms to it.
              linked =
                lineage(type).contains(owner)
                || (hierarchy.classes[type] == nil && !Expressions.isFrameworkTypeName(type)
                  && hierarchy.classes[owner]?.inherits.contains(type) == true)
            } else {
              linked = owner == "View" && !use.bare
            }
          } else {
            linked = use.bare
          }
          if linked, keys.insert("\(item.path)@\(item.fact.name)@\(item.fact.owner ?? "")").inserted {
            result.append(item)
          }
        }
      }
      return result
    }
    func makesHosting(_ factory: FactoryFact) -> Bool {
      factory.creations.contains { isHosting($0.callee) }
    }
    func factoryOptsOut(_ factory: FactoryFact) -> Bool {
      factory.optOut != nil || factory.calledMethods.contains(where: optOutNames.contains)
    }

    var flagged: [Flagged] = []
    for name in facts.keys.sorted() {
      guard let entry = hierarchy.classes[name] else { continue }
      let ancestors = hierarchy.ancestors(of: name)
      guard let cellBase = cellBase(of: name), name != cellBase else { continue }
      let own = facts[name] ?? []
      let inherited = ancestors.flatMap { facts[$0] ?? [] }
      // Calls on itself whose method (its own, a superclass's, a UIView extension's) adds the argument.
      let placingTypes = lineage(name) + ["UIView"]
      func placing(_ item: (path: String, fact: HostingFact)) -> [PlacedCall] {
        (item.fact.placed?.calls ?? []).filter { call in
          placingTypes.contains { type in
            (facts[type] ?? []).contains { $0.fact.placed?.arguments?.contains(call.argument) == true }
          }
        }
      }
      let placedCalls = own.flatMap(placing)
      guard
        own.contains(where: \.fact.addsSubview) || inherited.contains(where: \.fact.addsSubview)
          || !placedCalls.isEmpty
      else {
        continue
      }
      if own.contains(where: { optsOut($0.fact) }) || inherited.contains(where: { optsOut($0.fact) }) {
        continue
      }
      // Only controllers whose view reaches a view the cell adds to itself are in the cell.
      let created = own.flatMap { item in
        ((item.fact.placed?.creations ?? []) + placing(item).flatMap(\.creations)).filter {
          isHosting($0.callee)
        }
        .map { (item.path, $0) }
      }
      var sites: [Site]
      if !created.isEmpty {
        sites = created.filter { !optedOut($0.1) }.map {
          Site(path: $0.0, position: $0.1.position, creation: $0.1)
        }
        if sites.isEmpty { continue }
      } else {
        // Made by a function the cell calls or a computed property it reads.
        let made = madeBy(own.flatMap { $0.fact.placed?.uses ?? [] } + placedCalls.flatMap(\.uses))
        let making = made.filter { item in
          makesHosting(item.fact) && !factoryOptsOut(item.fact) && item.fact.owner.map { $0 != name } ?? true
        }
        let anyMade = made.contains { makesHosting($0.fact) }
        sites = making.flatMap { hostingSites($0.path, $0.fact.creations) }
        // A controller reached through two views that both hold its hosting view is one site.
        var keys: Set<String> = []
        sites = sites.filter { keys.insert("\($0.path)@\($0.position.offset)").inserted }
        if sites.isEmpty {
          // Stored but made elsewhere, unseen: the stored property is where to look.
          guard !anyMade else { continue }
          let stored = own.flatMap { item in
            item.fact.stored.filter { member in
              isHosting(member.type) && own.contains { $0.fact.placed?.stored.contains(member.name) == true }
            }
            .map { (item.path, $0) }
          }
          guard let first = stored.first else { continue }
          sites = [Site(path: first.0, position: first.1.position, creation: nil)]
        }
      }
      flagged.append(
        Flagged(
          name: name, kind: Self.cellBases[cellBase] ?? "cell", cellBase: cellBase,
          declaration: (entry.file, entry.fact), sites: sites))
    }
    // An extension of a UIKit cell class itself (`extension UITableViewCell { func host(…) }`)
    // puts the controller's view into whichever cell calls it.
    for base in Self.cellBases.keys.sorted() {
      for (path, fact) in facts[base] ?? [] where fact.isExtension && !optsOut(fact) {
        guard let position = fact.position else { continue }
        let made = (fact.placed?.creations ?? []).filter { isHosting($0.callee) && !optedOut($0) }
        var sites = made.map { Site(path: path, position: $0.position, creation: $0) }
        for item in madeBy(fact.placed?.uses ?? [])
        where makesHosting(item.fact) && !factoryOptsOut(item.fact) {
          sites += hostingSites(item.path, item.fact.creations)
        }
        guard !sites.isEmpty else { continue }
        let declaration = TypeFact(
          name: base, inherits: [], genericParameters: [], offset: position.offset, line: position.line,
          column: position.column)
        flagged.append(
          Flagged(
            name: base, kind: Self.cellBases[base] ?? "cell", cellBase: base,
            declaration: (path, declaration),
            sites: sites, isExtension: true))
      }
    }
    // The views they host: `rootView: PhotoView()`, or a generic parameter bound where the
    // cell is used (`HostingCell<PhotoView>`).
    var hostedViews: [String: [Flagged]] = [:]
    let usages = collected.flatMap(\.facts.genericUsages)
    for cell in flagged {
      for site in cell.sites {
        guard let root = site.creation?.rootView else { continue }
        if let position = cell.declaration.fact.genericParameters.firstIndex(of: root) {
          for usage in usages where usage.name == cell.name && position < usage.arguments.count {
            hostedViews[usage.arguments[position], default: []].append(cell)
          }
        } else {
          hostedViews[root, default: []].append(cell)
        }
      }
    }
    // Headers, footers and supplementary views built in the method that returns them.
    var providers: [(path: String, provider: ProviderFact, sites: [Site])] = []
    for (path, file) in collected {
      for provider in file.providers
      where provider.optOut == nil && !provider.calledMethods.contains(where: optOutNames.contains) {
        var sites = hostingSites(path, provider.creations)
        // Made by what its returned value calls or reads elsewhere (a header builder's method).
        for item in madeBy(provider.uses ?? []) where makesHosting(item.fact) && !factoryOptsOut(item.fact) {
          sites += hostingSites(item.path, item.fact.creations)
        }
        if !sites.isEmpty { providers.append((path, provider, sites)) }
      }
    }
    // Views and content configurations that cell-configuring code puts into a cell.
    var placements: [(path: String, placement: CellPlacementFact, sites: [Site])] = []
    for (path, file) in collected {
      for placement in file.placements
      where placement.optOut == nil && !placement.calledMethods.contains(where: optOutNames.contains) {
        // A cell type named there (or the class whose own body it is) that opts out itself.
        if let type = placement.cellType,
          lineage(type).contains(where: { (facts[$0] ?? []).contains { optsOut($0.fact) } })
        {
          continue
        }
        if placement.context == "class" || placement.context == "made cell" {
          guard let type = placement.cellType, cellBase(of: type) != nil else { continue }
        }
        // Passed to a method of the cell's class: only when that method adds the argument to the cell.
        if let argument = placement.argument {
          guard let type = placement.cellType,
            lineage(type).contains(where: { name in
              (facts[name] ?? []).contains { $0.fact.placed?.arguments?.contains(argument) == true }
            })
          else { continue }
        }
        var sites = hostingSites(path, placement.creations)
        for item in madeBy(placement.uses)
        where makesHosting(item.fact) && !factoryOptsOut(item.fact) {
          sites += hostingSites(item.path, item.fact.creations)
        }
        var keys: Set<String> = []
        sites = sites.filter { keys.insert("\($0.path)@\($0.position.offset)").inserted }
        if !sites.isEmpty { placements.append((path, placement, sites)) }
      }
    }
    return (flagged, hostedViews, providers, placements)
  }

  public var projectFacts: [any ProjectFact.Type] { [HostedCells.self] }

  public func check(_ project: ProjectContext) -> [Finding] {
    let judgement = judge(project)
    // One finding per place a controller is made or stored; cells sharing a factory are related.
    var order: [String] = []
    var bySite: [String: (site: Site, cells: [Flagged])] = [:]
    for cell in judgement.flagged {
      for site in cell.sites {
        let key = "\(site.path)@\(site.position.offset)"
        if bySite[key] == nil {
          order.append(key)
          bySite[key] = (site, [])
        }
        bySite[key]!.cells.append(cell)
      }
    }
    var creations: [(String, HostingCreation)?] = []
    var findings: [Finding] = order.map { key in
      let (site, cells) = bySite[key]!
      creations.append(site.creation.map { (site.path, $0) })
      let what = site.creation == nil ? "The hosting controller stored here" : Self.made(site)
      let shown = cells.map {
        $0.isExtension ? "any '\($0.name)' it is called on" : "the \($0.kind) '\($0.name)'"
      }
      .joined(separator: ", ")
      let nouns = Set(cells.map(\.kind)).sorted().joined(separator: " or ")
      var message =
        "\(what) is shown in \(shown) without opting out of the safe area: when the \(nouns) overlaps an "
        + "unsafe screen edge (scrolling under the status bar or home indicator, full width in landscape), "
        + "its SwiftUI content shrinks or shifts"
      message +=
        site.creation == nil ? "; opt the controller out where it is made" : "; opt this controller out"
      var finding = project.finding(
        description, file: site.path, offset: site.position.offset, line: site.position.line,
        column: site.position.column, message, fixable: site.creation != nil)
      finding.related = cells.map { cell in
        RelatedLocation(
          file: cell.declaration.file, offset: cell.declaration.fact.offset, line: cell.declaration.fact.line,
          column: cell.declaration.fact.column,
          message: cell.isExtension
            ? "an extension of '\(cell.name)' puts the controller's view into the \(cell.kind) it is called on"
            : cell.cellBase == Self.contentViewProtocol
              ? "'\(cell.name)' (a UIContentView, the view a cell's content configuration shows) puts the "
                + "controller's view into itself"
              : "'\(cell.name)' (a \(cell.cellBase) subclass) puts the controller's view into itself")
      }
      return finding
    }
    // A controller already reported (a cell class, a provider) gets the new place as related.
    var reported: [String: Int] = [:]
    for (index, key) in order.enumerated() { reported[key] = index }
    func report(_ site: Site, _ message: String, related: RelatedLocation) {
      let key = "\(site.path)@\(site.position.offset)"
      if let index = reported[key] {
        if !findings[index].related.contains(related) { findings[index].related.append(related) }
        return
      }
      reported[key] = findings.count
      creations.append(site.creation.map { (site.path, $0) })
      var finding = project.finding(
        description, file: site.path, offset: site.position.offset, line: site.position.line,
        column: site.position.column, message, fixable: site.creation != nil)
      finding.related = [related]
      findings.append(finding)
    }
    let hazard =
      "overlaps an unsafe screen edge (scrolling under the status bar or home indicator, full width in "
      + "landscape), its SwiftUI content shrinks or shifts; opt this controller out"
    for (path, provider, sites) in judgement.providers {
      for site in sites {
        report(
          site,
          "\(Self.made(site)) is shown in the \(provider.kind) that '\(provider.signature)' returns, without opting "
            + "out of the safe area: when the \(provider.kind) \(hazard)",
          related: RelatedLocation(
            file: path, offset: provider.position.offset, line: provider.position.line,
            column: provider.position.column,
            message: "'\(provider.signature)' returns the \(provider.kind) that holds the controller's view"))
      }
    }
    for (path, placement, sites) in judgement.placements {
      let (noun, code) = Self.describe(placement, hierarchy: project.hierarchy)
      var how =
        placement.via == "view"
        ? "has its view added to a \(noun) by \(code)"
        : "is shown in a \(noun) through a content configuration set by \(code)"
      let what =
        placement.via == "view" ? "the controller's view" : "a content configuration carrying the controller"
      var doing: String
      if let argument = placement.argument, let type = placement.cellType {
        let method = argument.name + "(" + argument.labels.map { $0 + ":" }.joined() + ")"
        how = "is passed to '\(type).\(method)', which adds it to the \(noun), by \(code)"
        doing =
          (code.prefix(1).uppercased() + code.dropFirst())
          + " passes it to '\(method)' of the \(noun) '\(type)', which adds it to itself"
      } else if placement.context == "class", let type = placement.cellType {
        doing =
          "'\(type)'" + (placement.via == "view" ? " adds \(what) to itself" : " sets \(what) on itself")
      } else {
        let cell = placement.cellType.map { " '\($0)'" } ?? ""
        doing =
          (code.prefix(1).uppercased() + code.dropFirst())
          + (placement.via == "view"
            ? " adds \(what) to the \(noun)\(cell)" : " sets \(what) on the \(noun)\(cell)")
      }
      for site in sites {
        report(
          site,
          "\(Self.made(site)) \(how), without opting out of the safe area: when the \(noun) \(hazard)",
          related: RelatedLocation(
            file: path, offset: placement.position.offset, line: placement.position.line,
            column: placement.position.column, message: doing))
      }
    }
    if let fixing = project.fixing { fix(&findings, creations, project: project, fixing: fixing) }
    return findings
  }

  /// True when a call written with `labels` reaches the initializer declared with `declared`: the
  /// same labels, or some of them in order with the rest left to their defaults
  /// (`UIHostingController(rootView: row, ignoreSafeArea: true)` for `init(rootView:ignoreSafeArea:
  /// disableKeyboardNotification:)`). A call naming no label of the project's own
  /// (`UIHostingController(rootView: row)`) is the system's initializer.
  static func calls(_ labels: [String], init declared: [String]) -> Bool {
    if labels == declared { return true }
    guard labels.contains(where: { $0 != "rootView" && $0 != "_" }) else { return false }
    var rest = declared[...]
    for label in labels {
      guard let found = rest.firstIndex(of: label) else { return false }
      rest = rest[(found + 1)...]
    }
    return true
  }

  /// The controller a finding is about, for messages: the call as written, or the stored property.
  static func made(_ site: Site) -> String {
    guard let creation = site.creation else { return "The hosting controller made here" }
    return HostingScan.isHostingNamed(creation)
      ? "'\(creation.text)'" : "'\(creation.text)' (a UIHostingController subclass)"
  }

  /// What a placement puts the controller into, and the code that does it, for messages.
  static func describe(_ placement: CellPlacementFact, hierarchy: ClassHierarchy) -> (
    noun: String, code: String
  ) {
    switch placement.context {
    case "cell registration": return ("cell", "the handler of a cell registration")
    case "supplementary registration":
      return ("supplementary view", "the handler of a supplementary registration")
    case "dequeued cell": return ("cell", "the code that dequeues the cell")
    case "displayed cell": return ("cell", "the code that reaches the cell on screen")
    case "made cell":
      let type = placement.cellType ?? "cell"
      let base = ([type] + hierarchy.ancestors(of: type)).first { cellBases[$0] != nil }
      return (base.flatMap { cellBases[$0] } ?? "cell", "the code that makes the \(type)")
    case "dequeued header/footer view": return ("header/footer view", "the code that dequeues the view")
    case "dequeued supplementary view": return ("supplementary view", "the code that dequeues the view")
    default:
      let type = placement.cellType ?? "cell"
      let base = ([type] + hierarchy.ancestors(of: type)).first { cellBases[$0] != nil }
      return (base.flatMap { cellBases[$0] } ?? "cell", "'\(type)' itself")
    }
  }

  /// `fix` edits only when the plan's strategies compose to an edit right after the controller
  /// is made (the official API, the generated helper); a swizzle, the private flag or a rewrite
  /// are applied by hand.
  public func edits(under plan: StrategyPlan, strategies: [StrategyID: StrategyInfo]) -> Bool {
    (try? PlannedEdit.make(for: plan, strategies: strategies).get())?.anchor == .afterCreation
  }

  /// The selected strategies' own edit right after each controller is made, and their support
  /// code once per module (`SupportPlacement`).
  func fix(
    _ findings: inout [Finding], _ creations: [(String, HostingCreation)?], project: ProjectContext,
    fixing: FixSettings
  ) {
    var planned: [Int: PlannedEdit] = [:]
    for index in findings.indices {
      guard creations[index] != nil else {
        findings[index].fixNote =
          "the controller is made where insetfix cannot see it: opt it out of the safe area where it is made"
        continue
      }
      if let edit = fixing.afterCreationEdit(for: Self.problem, &findings[index]) { planned[index] = edit }
    }
    // Files that need each support code, placed together so each module gets it once.
    var needing: [PlannedEdit: Set<String>] = [:]
    for (index, edit) in planned where !edit.supportCode.isEmpty {
      needing[edit, default: []].insert(creations[index]!.0)
    }
    var supportEdits: [String: [TextEdit]] = [:]
    var supportNotes: [String: String] = [:]
    for (edit, files) in needing.sorted(by: { $0.key.supportCode < $1.key.supportCode }) {
      let placement = SupportPlacement(
        support: edit, rule: description.id, sources: project.sources, layout: fixing.module,
        helperFile: fixing.helperFile)
      let placed = placement.place(files.sorted())
      for text in placed.edits { supportEdits[text.file, default: []].append(text) }
      supportNotes.merge(placed.notes) { a, _ in a }
    }
    // Support edits ride with the first finding in the file they go into; edits to another file
    // (the config's helperFile) with the first finding fixed.
    var attached: Set<String> = []
    let first = planned.keys.min()
    for (index, edit) in planned.sorted(by: { $0.key < $1.key }) {
      let (path, creation) = creations[index]!
      if let note = supportNotes[path] {
        findings[index].fixNote = note
        findings[index].fixable = false
        continue
      }
      guard let source = project.sources[path] else { continue }
      var edits = CreationEdits.edits(creationAt: creation.offset, in: source, rule: description.id) {
        receiver, indent in edit.text(receiver: receiver, indent: indent, newline: source.newline)
      }
      for (file, fileEdits) in supportEdits.sorted(by: { $0.key < $1.key }) where !attached.contains(file) {
        let ownerless = !planned.keys.contains { creations[$0]!.0 == file }
        guard file == path || (ownerless && index == first) else { continue }
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
      `.ignoresSafeArea()` inside the view does not help. This holds wherever the view goes into
      the cell: a cell subclass (or an extension of a UIKit cell class), a registration's
      handler, a dequeued cell, a list cell's custom accessory, a content configuration that
      shows a view controller, a header a delegate method returns. A controller the cell presents or pushes (from
      a button's action, say) is a screen, not the cell's content. Opt the controller out:
      `safeAreaRegions = []` (iOS 16.4+) or a per-instance dynamic subclass below.
      """,
    problem: Self.problem, severity: .error,
    triggering: HostedCellSafeAreaExamples.triggering,
    nonTriggering: HostedCellSafeAreaExamples.nonTriggering)
}

/// Which hosting controllers end up in cells, headers or reusable views without an opt-out, and the
/// SwiftUI views they host: judged once per project pass from `hosted-cell-safe-area`'s facts, and
/// read by `hosted-cell-safe-area` and `ignores-safe-area-in-cell`.
struct HostedCells: ProjectFact, @unchecked Sendable {
  static var collectors: [any CollectingRule] { [HostedCellSafeAreaRule()] }
  let judgement: HostedCellSafeAreaRule.Judgement

  init(_ project: ProjectContext) { judgement = HostedCellSafeAreaRule().judgeAnew(project) }
}
