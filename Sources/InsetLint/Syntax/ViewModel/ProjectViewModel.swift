/// The project's SwiftUI views as one model, built once per lint run from every file's
/// `ViewFileFacts`: view types and their members by name (extensions merged across files), the
/// project's own modifiers (`extension View` functions, `ViewModifier` types), the screens
/// (views presented by a hosting controller, a navigation link or destination, a sheet, cover or
/// popover, a tab, a window, or made where no view places them), and the number constants.
///
/// Rules walk it from `screens` and ask it to resolve what a node names: `member(_:in:)` (a
/// helper property or function), `body(of:)` (a project view made by a call, its slots bound to
/// the caller's closures), `slot(_:in:)`, `expand(_:in:)` (a project modifier, to the modifiers
/// it applies) and `number(_:in:)` (a constant, through names and arithmetic, in any file).
public final class ProjectViewModel: ProjectFact, @unchecked Sendable {
  public static var collectors: [any CollectingRule] { [ViewModelCollector()] }

  public struct Member: Sendable {
    public let name: String
    public var labels: [String]? = nil
    public let nodes: [ViewNode]
    public let path: String
    public let type: String
    /// A function's parameters and their defaults (see `ViewMember`).
    public var parameters: [String]? = nil
    public var defaults: [ValueExpression]? = nil

    /// The parameter an argument label names: by the function's argument labels, else by its own
    /// name.
    func parameter(labelled label: String) -> String? {
      guard let parameters else { return nil }
      return labels.flatMap { labels in
        labels.firstIndex(of: label).flatMap { $0 < parameters.count ? parameters[$0] : nil }
      } ?? (parameters.contains(label) ? label : nil)
    }
  }

  public struct TypeEntry: Sendable {
    public let name: String
    public internal(set) var kind: ViewTypeDeclaration.Kind
    public internal(set) var slots: [String]
    public internal(set) var members: [String: Member]
    public internal(set) var path: String
    public internal(set) var line: Int
    /// What a struct without a `body` of its own conforms to (see `inheritingBody`).
    public internal(set) var protocols: [String] = []
  }

  /// Where nodes are read: the type whose members their names refer to, the file (constants of
  /// the same file first), and the views bound to the type's slots by the caller.
  public final class Scope: Sendable {
    public let type: String
    public let path: String
    public let bindings: [String: Bound]
    /// The numbers the caller passed by label (`ToolSpotlightView(contentInsets: insets)`), each
    /// with the scope it is written in: a stored property of that name holds it here.
    public let values: [String: BoundValue]
    public init(
      type: String, path: String, bindings: [String: Bound] = [:], values: [String: BoundValue] = [:]
    ) {
      self.type = type
      self.path = path
      self.bindings = bindings
      self.values = values
    }
  }

  public struct BoundValue: Sendable {
    public let value: ValueExpression
    public let scope: Scope
  }

  public struct Bound: Sendable {
    public let nodes: [ViewNode]
    public let scope: Scope
  }

  /// A place a screen's content starts: a presented type's body, or presented nodes (a sheet's
  /// closure) in the scope they are written in.
  public struct Screen: Sendable {
    public enum Kind: String, Sendable {
      case hosted, navigation, sheet, tab, window, unplaced
    }
    public let name: String
    public let kind: Kind
    public let nodes: [ViewNode]
    public let scope: Scope
  }

  public struct Statistics: Sendable, Equatable {
    public var viewTypes = 0
    public var modifierTypes = 0
    public var viewExtensionModifiers = 0
    public var screens = 0
    public var screenTypes = 0
    public var helperBodiesFollowed = 0
    public var projectViewsFollowed = 0
    public var modifiersFollowed = 0
    public var crossFileConstants = 0
  }

  public private(set) var types: [String: TypeEntry] = [:]
  /// `extension View { func edgePadding() -> some View { … } }` by name (overloads side by side).
  public private(set) var viewExtensions: [String: [Member]] = [:]
  public private(set) var screens: [Screen] = []
  /// What the model resolved. The reach counts walk every screen again, so they are made when
  /// asked for (a report, a test), not with every model the project pass builds.
  public var statistics: Statistics {
    var result = Statistics()
    for entry in types.values {
      if entry.kind == .view { result.viewTypes += 1 }
      if entry.kind == .modifier { result.modifierTypes += 1 }
    }
    result.viewExtensionModifiers = viewExtensions.values.reduce(0) { $0 + $1.count }
    result.screens = screens.count
    result.screenTypes =
      Set(
        screens.compactMap { screen -> String? in
          if screen.kind == .hosted || screen.kind == .unplaced { return screen.name }
          if screen.nodes.count == 1, let name = screen.nodes[0].callName,
            let resolved = resolve(name, from: screen.scope.type, in: screen.scope.path),
            types[resolved]?.kind == .view
          {
            return resolved
          }
          return nil
        }
      ).count
    countReach(into: &result)
    return result
  }
  private var constants: [String: [(path: String, owner: String?, value: ValueExpression, onIOS: Bool?)]] =
    [:]
  /// Functions of numbers (`static func grid(_ n: Int) -> CGFloat`) by name: their parameters and
  /// the expression they return.
  private var numberFunctions:
    [String: [(path: String, owner: String?, parameters: [String], value: ValueExpression, onIOS: Bool?)]] =
      [:]
  /// Instances by the name holding them, the built ones by their type, and the initializers that
  /// store numbers by their type: made once per pass, read by `number` at every use.
  /// Keyed by the owning type and the name (`Self.key`): a name like `viewModel` is declared by
  /// hundreds of types.
  private var instances: [String: [(path: String, instance: ViewInstance)]] = [:]
  private var builtInstances: [String: [(path: String, instance: ViewInstance)]] = [:]
  /// The types each member name is declared with anywhere (`dimension` → `DimensionsProtocol`):
  /// what a member read through a holder the model cannot follow (`Theme.shared.dimension`) holds
  /// when every declaration of that name agrees.
  private var typesByName: [String: Set<String>] = [:]
  private var initializers: [String: [ViewInitializer]] = [:]
  private var index = Index()

  public convenience init(_ project: ProjectContext) {
    self.init(project.facts(of: ViewModelCollector()), jobs: project.jobs)
  }

  /// `jobs`: the threads the screens of every type are read on (the project pass's, when it made
  /// the model: the model holds up the rules that read it, while the other threads run out of
  /// work).
  public init(_ collected: [(path: String, facts: ViewFileFacts)], jobs: Int = 1) {
    update(from: nil, collected, changed: nil, jobs: jobs)
  }

  /// The model of the previous pass brought up to date: only what the `changed` files add or take
  /// away is read again (the language server re-lints one file per edit). It equals the model
  /// built from scratch on the same facts. It takes over `previous`'s tables, leaving it empty:
  /// a pass's model is read by that pass only.
  init(
    updating previous: ProjectViewModel, _ collected: [(path: String, facts: ViewFileFacts)],
    changed: Set<String>, jobs: Int = 1
  ) {
    update(from: previous, collected, changed: changed, jobs: jobs)
  }

  /// What each file added, kept so that the next pass re-reads only the files that changed.
  private struct Index {
    var paths: [String] = []
    /// Each path's place in analysis order: merges follow it, as a build from scratch does.
    var positions: [String: Int] = [:]
    var parts: [String: ViewFileFacts] = [:]
    /// Per name, the files declaring (or extending) the type, the `extension View` member or the
    /// constant, in analysis order.
    var typeFiles: [String: [String]] = [:]
    var extensionFiles: [String: [String]] = [:]
    var constantFiles: [String: [String]] = [:]
    /// How many files make or present each name (a name is made while one file still does).
    var presented: [String: Int] = [:]
    var made: [String: Int] = [:]
    var previewMade: [String: Int] = [:]
    var mentioned: [String: Int] = [:]
    /// The project has an `App` or presents a view from a hosting controller (see `screensOf`).
    var showsEntries = false
    var widgetPaths: Set<String> = []
    var sortedTypes: [String] = []
    /// Nested types by their last name (`RootView` → `Home.RootView`, `Settings.RootView`).
    var nested: [String: [String]] = [:]
    /// File-private types by their written name (`SettingsSection` → one key per file).
    var privateTypes: [String: [String]] = [:]
    /// The files of the other declarations of a type declared with a body in several files (one
    /// per module), each the key `privateKey(name, file)`.
    var variants: [String: [String]] = [:]
    var declared: Set<String> = []
    var presenting: Set<String> = ProjectViewModel.presentingModifiers
    /// The screens each type gives: itself (hosted or unplaced), and what its members present.
    var typeScreens: [String: Screen] = [:]
    var presentationScreens: [String: [Screen]] = [:]
    /// What the project's `extension View` helpers present themselves (a router's
    /// `navigationDestination(for:) { switch … }` behind `.routingProvided`), by helper name.
    var extensionScreens: [String: [Screen]] = [:]
    /// What each type's members bind to a container's presented slot, and those containers.
    var slotScreens: [String: [Screen]] = [:]
    var presentedSlots: [String: [String]] = [:]
    var apps: [String] = []
    /// The types that conform to something without a `body` of their own (`struct HomeView:
    /// MVIView`): merged again when a protocol they name changes.
    var conformers: Set<String> = []
  }

  private func update(
    from previous: ProjectViewModel?, _ collected: [(path: String, facts: ViewFileFacts)],
    changed: Set<String>?, jobs: Int
  ) {
    // The previous model's tables are taken over, not copied: a copy of a table one entry of which
    // changes would copy every entry. The previous model is left empty.
    var index = Index()
    if let previous {
      swap(&index, &previous.index)
      swap(&types, &previous.types)
      swap(&viewExtensions, &previous.viewExtensions)
      swap(&constants, &previous.constants)
      swap(&instances, &previous.instances)
      swap(&builtInstances, &previous.builtInstances)
      swap(&typesByName, &previous.typesByName)
      swap(&initializers, &previous.initializers)
    }
    let paths = collected.map(\.path)
    if paths != index.paths {
      index.paths = paths
      index.positions = Dictionary(paths.enumerated().map { ($1, $0) }, uniquingKeysWith: { a, _ in a })
    }
    let positions = index.positions
    var facts: [String: ViewFileFacts] = [:]
    let changedPaths: [String]
    if let changed {
      changedPaths = changed.sorted()
      for path in changedPaths { if let at = positions[path] { facts[path] = collected[at].facts } }
    } else {
      changedPaths = paths
      for (path, part) in collected { facts[path] = part }
    }
    var affectedTypes: Set<String> = []
    var affectedExtensions: Set<String> = []
    var affectedConstants: Set<String> = []
    var instancesChanged = previous == nil
    var placementChanged: Set<String> = []
    // A model made from scratch reads every file once, in analysis order: each file's names go at
    // the end of their lists (a list of hundreds of files, for a name like `padding`, was searched
    // at every insertion), and every type's screens are read again whatever placement changed.
    let fromScratch = previous == nil && changed == nil
    func count(_ names: [String], _ counts: inout [String: Int], _ delta: Int) {
      // Each name once, in any order (the counts and the set of changes do not depend on it): the
      // lists are sorted and without repeats already (`ViewModelReader.sortedUnique`), told by a
      // look at each neighbour rather than a set made of every name.
      let unique = zip(names, names.dropFirst()).allSatisfy { $0 < $1 } ? names : Array(Set(names))
      for name in unique {
        let now = counts[name, default: 0] + delta
        if now <= 0 { counts[name] = nil } else { counts[name] = now }
        if !fromScratch, now == 0 || now == delta { placementChanged.insert(name) }
      }
    }
    func files(_ names: Set<String>, _ table: inout [String: [String]], _ path: String, add: Bool) {
      if fromScratch {
        for name in names { table[name, default: []].append(path) }
        return
      }
      for name in names {
        var list = table[name] ?? []
        list.removeAll { $0 == path }
        if add {
          let position = positions[path] ?? Int.max
          let at = list.firstIndex { (positions[$0] ?? Int.max) > position } ?? list.endIndex
          list.insert(path, at: at)
        }
        table[name] = list.isEmpty ? nil : list
      }
    }
    for path in changedPaths {
      let old = index.parts[path]
      let new = facts[path]
      if old == new { continue }
      if old?.instances != new?.instances || old?.initializers != new?.initializers {
        instancesChanged = true
      }
      for (part, sign) in [(old, -1), (new, 1)] {
        guard let part else { continue }
        let typeNames = Set(
          part.types.filter { $0.kind != .viewExtension }.map { Self.key(of: $0, in: path) })
        let extensionNames = Set(
          part.types.filter { $0.kind == .viewExtension }.flatMap { $0.members.map(\.name) })
        let constantNames = Set(part.constants.map(\.name))
        files(typeNames, &index.typeFiles, path, add: sign > 0)
        files(extensionNames, &index.extensionFiles, path, add: sign > 0)
        files(constantNames, &index.constantFiles, path, add: sign > 0)
        affectedTypes.formUnion(typeNames)
        affectedExtensions.formUnion(extensionNames)
        affectedConstants.formUnion(constantNames)
        count(part.presented, &index.presented, sign)
        count(part.made, &index.made, sign)
        count(part.previewMade, &index.previewMade, sign)
        count(part.mentioned, &index.mentioned, sign)
      }
      index.parts[path] = new
      if new?.isWidgetFile == true { index.widgetPaths.insert(path) } else { index.widgetPaths.remove(path) }
    }

    // A struct whose body comes from a protocol a changed file declares or extends is merged
    // again too: the body it took may have changed.
    for name in index.conformers where types[name]?.protocols.contains(where: affectedTypes.contains) == true
    {
      affectedTypes.insert(name)
    }
    // Types, `extension View` members and constants named by a changed file, merged again from
    // every file that declares them, in analysis order.
    var declaredChanged = false
    for name in affectedTypes {
      let paths = Self.compiled(index.typeFiles[name] ?? [])
      // A view declared with a body in several files (one per module) is one type per
      // declaration: the last keeps the name, each other its file's key (`resolve` picks the
      // nearest for a reference).
      let groups = Self.declarationGroups(name, paths, index.parts)
      let variants = groups.dropLast().map { $0[0] }
      if index.variants[name] ?? [] != variants {
        for old in index.variants[name] ?? [] { types[Self.privateKey(name, old)] = nil }
        index.variants[name] = variants.isEmpty ? nil : variants
        declaredChanged = true
      }
      for group in groups.dropLast() {
        types[Self.privateKey(name, group[0])] = Self.merge(
          name, as: Self.privateKey(name, group[0]), group, index.parts)
      }
      let entry = Self.merge(name, groups.last ?? paths, index.parts)
      if entry?.protocols.isEmpty == false {
        index.conformers.insert(name)
      } else {
        index.conformers.remove(name)
      }
      if (types[name] == nil) != (entry == nil) { declaredChanged = true }
      types[name] = entry
      if entry?.kind == .app {
        if !index.apps.contains(name) { index.apps.append(name) }
      } else {
        index.apps.removeAll { $0 == name }
      }
    }
    // A struct that takes its body from a project protocol's extension, merged from its own
    // declarations above, is given that body once every protocol is merged.
    for name in affectedTypes where index.conformers.contains(name) {
      types[name] = types[name].map(inheritingBody)
    }
    for name in affectedExtensions {
      var members: [Member] = []
      for path in index.extensionFiles[name] ?? [] {
        for declaration in index.parts[path]?.types ?? [] where declaration.kind == .viewExtension {
          for member in declaration.members where member.name == name {
            members.append(
              Member(
                name: name, labels: member.labels, nodes: member.nodes, path: path, type: "View",
                parameters: member.parameters, defaults: member.defaults))
          }
        }
      }
      viewExtensions[name] = members.isEmpty ? nil : members
    }
    for name in affectedConstants {
      var values: [(path: String, owner: String?, value: ValueExpression, onIOS: Bool?)] = []
      var functions:
        [(path: String, owner: String?, parameters: [String], value: ValueExpression, onIOS: Bool?)] =
          []
      for path in index.constantFiles[name] ?? [] {
        for constant in index.parts[path]?.constants ?? [] where constant.name == name {
          if let parameters = constant.parameters {
            functions.append((path, constant.owner, parameters, constant.value, constant.onIOS))
          } else {
            values.append((path, constant.owner, constant.value, constant.onIOS))
          }
        }
      }
      constants[name] = values.isEmpty ? nil : values
      numberFunctions[name] = functions.isEmpty ? nil : functions
    }
    // Instances and initializers, read again from every file in analysis order when a changed file
    // adds or takes away one (a name like `viewModel` is typed in hundreds of files: kept per file,
    // its list would be searched at every insertion).
    if instancesChanged {
      instances = [:]
      builtInstances = [:]
      typesByName = [:]
      initializers = [:]
      for path in index.paths {
        guard let part = index.parts[path] else { continue }
        for instance in part.instances {
          instances[Self.key(instance.owner, instance.name), default: []].append((path, instance))
          if instance.owner != nil { typesByName[instance.name, default: []].insert(instance.type) }
          if instance.built { builtInstances[instance.type, default: []].append((path, instance)) }
        }
        for initializer in part.initializers {
          initializers[initializer.owner, default: []].append(initializer)
        }
      }
    }
    if declaredChanged || previous == nil {
      index.sortedTypes = types.keys.sorted()
      index.nested = [:]
      index.privateTypes = [:]
      for name in index.sortedTypes {
        if name.utf8.contains(Self.privateMarkByte) {
          index.privateTypes[Self.writtenName(name), default: []].append(name)
        } else if name.utf8.contains(UInt8(ascii: ".")) {
          index.nested[Self.lastName(name), default: []].append(name)
        }
      }
    }
    index.apps.sort {
      (positions[types[$0]?.path ?? ""] ?? 0) < (positions[types[$1]?.path ?? ""] ?? 0)
    }

    // The project's own modifiers that present what they are given (`.bottomSheet { … }` built on
    // `.sheet`, or on a `ViewModifier` type whose body presents: `modifier(PlatformSheet(…))`):
    // their trailing closures at a use site are screen content too.
    var presenting = index.presenting
    if !affectedExtensions.isEmpty || !affectedTypes.isEmpty || previous == nil {
      presenting = Self.presentingModifiers
      for (name, helpers) in viewExtensions
      where helpers.contains(where: { Self.presents($0.nodes) || appliesPresentingModifier($0.nodes) }) {
        presenting.insert(name)
      }
    }
    // Screens: a view presented outside view code, or made nowhere; what view code presents.
    // Names are part of a presented screen's name, and presenting modifiers decide what presents:
    // when either changes, every type's presentations are read again.
    // A project that shows where its screens come from (an `App`, a view of its own that a
    // hosting controller or a coordinator presents) shows every screen it has somewhere: there a
    // view no code names is never shown. A fragment (a file linted alone, a snippet) may be shown
    // from anywhere.
    let showsEntries =
      !index.apps.isEmpty || index.presented.keys.contains { types[$0]?.kind == .view }
    let rereadAll =
      previous == nil || declaredChanged || presenting != index.presenting
      || showsEntries != index.showsEntries
    index.presenting = presenting
    index.showsEntries = showsEntries
    if declaredChanged || previous == nil {
      index.declared = Set(types.keys.map(Self.writtenName)).union(index.nested.keys)
    }
    let declared = index.declared
    func screens(of name: String) {
      let (screen, found) = screensOf(name, index)
      index.typeScreens[name] = screen
      index.presentationScreens[name] = found.isEmpty ? nil : found
    }
    // What the type `name` gives: itself as a screen (hosted or unplaced), and what its members
    // present. Reads the model and `index`, changes neither: the types are read on several threads.
    func screensOf(_ name: String, _ index: Index) -> (Screen?, [Screen]) {
      var screen: Screen?
      guard let entry = types[name] else { return (nil, []) }
      if entry.kind == .view, let body = entry.members["body"], !index.widgetPaths.contains(body.path) {
        var kind: Screen.Kind?
        // A nested type is written by its qualified name or, inside its enclosing type, its last.
        let written = Self.writtenName(name)
        let last = Self.lastName(written)
        if index.presented[written] != nil || (last != written && index.presented[last] != nil) {
          kind = .hosted
        } else if index.made[written] == nil && index.previewMade[written] == nil
          && (last == written || index.made[last] == nil && index.previewMade[last] == nil),
          // Made nowhere the index sees, but named somewhere (a factory, a route, a generic
          // argument): presented from there. In a project that shows its entries, a view no code
          // names is never shown.
          !index.showsEntries || !Self.mentionsAreRead(last) || index.mentioned[written] != nil
            || (last != written && index.mentioned[last] != nil)
        {
          kind = .unplaced
        }
        if let kind {
          screen = Screen(
            name: name, kind: kind, nodes: body.nodes, scope: Scope(type: name, path: body.path))
        }
      }
      guard entry.kind != .preview else { return (screen, []) }
      var found: [Screen] = []
      for member in entry.members.values.sorted(by: { $0.name < $1.name })
      where !index.widgetPaths.contains(member.path) {
        Self.presentations(
          in: member.nodes, scope: Scope(type: name, path: member.path),
          declared: declared, presenting: presenting, into: &found)
      }
      return (screen, found)
    }
    if rereadAll {
      index.typeScreens = [:]
      index.presentationScreens = [:]
      // Read on `jobs` threads, stored in the order one thread stores them.
      let names = index.sortedTypes
      let read = Self.parallelMap(names, jobs: jobs) { [index] name in screensOf(name, index) }
      for (name, (screen, found)) in zip(names, read) {
        if let screen { index.typeScreens[name] = screen }
        if !found.isEmpty { index.presentationScreens[name] = found }
      }
    } else {
      var names = affectedTypes.union(placementChanged)
      for name in placementChanged { names.formUnion(index.nested[name] ?? []) }
      for name in names { screens(of: name) }
    }
    if rereadAll || !affectedExtensions.isEmpty {
      if rereadAll { index.extensionScreens = [:] }
      for name in rereadAll ? Set(viewExtensions.keys) : affectedExtensions {
        index.extensionScreens[name] = nil
        var found: [Screen] = []
        for helper in viewExtensions[name] ?? [] where !index.widgetPaths.contains(helper.path) {
          Self.presentations(
            in: helper.nodes, scope: Scope(type: helper.type, path: helper.path),
            declared: declared, presenting: presenting, into: &found)
        }
        if !found.isEmpty { index.extensionScreens[name] = found }
      }
    }
    var screens: [Screen] = []
    for name in index.sortedTypes { if let screen = index.typeScreens[name] { screens.append(screen) } }
    for name in index.apps {
      guard let body = types[name]?.members["body"], !index.widgetPaths.contains(body.path) else { continue }
      screens.append(
        Screen(name: name, kind: .window, nodes: body.nodes, scope: Scope(type: name, path: body.path)))
    }
    for name in index.sortedTypes { screens += index.presentationScreens[name] ?? [] }
    for name in index.extensionScreens.keys.sorted() { screens += index.extensionScreens[name] ?? [] }
    // What callers bind to a container's presented slot: read again for every type when the
    // containers, or a container, changed; else for the changed types. Names resolve through the
    // index built so far (a file-private or nested container is named by its key).
    self.index = index
    let slots = presentedSlots(screens)
    let slotKey = slots.mapValues { $0.map { $0.slot + " " + $0.kind.rawValue } }
    let containersChanged =
      slotKey != index.presentedSlots
      || !affectedTypes.isDisjoint(with: slotKey.keys)
      || !affectedTypes.isDisjoint(with: index.presentedSlots.keys)
    if rereadAll || containersChanged {
      index.slotScreens = [:]
      if !slots.isEmpty {
        let names = index.sortedTypes
        let read = Self.parallelMap(names, jobs: jobs) { [index] name in slotScreensOf(name, index) }
        for (name, found) in zip(names, read) where !found.isEmpty { index.slotScreens[name] = found }
      }
    } else if !slots.isEmpty {
      for name in affectedTypes { slotScreens(of: name) }
    }
    func slotScreens(of name: String) {
      let found = slotScreensOf(name, index)
      index.slotScreens[name] = found.isEmpty ? nil : found
    }
    // What the members of the type `name` bind to a presented slot; changes nothing.
    func slotScreensOf(_ name: String, _ index: Index) -> [Screen] {
      guard let entry = types[name], entry.kind != .preview else { return [] }
      return slotDestinations(in: entry, slots).filter { !index.widgetPaths.contains($0.scope.path) }
    }
    index.presentedSlots = slotKey
    if !index.slotScreens.isEmpty {
      for name in index.sortedTypes { screens += index.slotScreens[name] ?? [] }
    }
    self.screens = screens
    self.index = index
  }

  /// `transform` of each item, in order, run on `jobs` threads (the project pass's own `parallel`).
  static func parallelMap<T, U>(_ items: [T], jobs: Int, _ transform: (T) -> U) -> [U] {
    guard jobs > 1, items.count > 1 else { return items.map(transform) }
    var results = [U?](repeating: nil, count: items.count)
    withoutActuallyEscaping(transform) { transform in
      results.withUnsafeMutableBufferPointer { buffer in
        let shared = UnsafeSendable((buffer, transform, items))
        LintRunner.parallel(items.count, jobs: jobs) { k in
          shared.value.0[k] = shared.value.1(shared.value.2[k])
        }
      }
    }
    return results.map { $0! }
  }

  /// One type as every file that declares or extends it says, in analysis order: an extension
  /// adds members, the declaration says what the type is.
  /// The files of a type declared or extended in several that the app compiles: a stale copy of
  /// a view that no Xcode target builds (`Old/HomeView.swift` beside `Home/HomeView.swift`) is
  /// not the view the app shows. All of them when none or every one can be told apart.
  static func compiled(_ paths: [String]) -> [String] {
    guard paths.count > 1 else { return paths }
    let kept = paths.filter { !SupportedOrientationsDiscovery.compiledByNoTarget($0) }
    return kept.isEmpty ? paths : kept
  }

  /// The files of a type in groups, one per file that declares it with a `body`, each with the
  /// files that only extend it nearest to that one (ties to the last), in analysis order; one
  /// group of all of them when fewer than two files declare a body.
  static func declarationGroups(
    _ name: String, _ paths: [String], _ parts: [String: ViewFileFacts]
  ) -> [[String]] {
    guard paths.count > 1 else { return [paths] }
    let declaring = paths.filter { path in
      parts[path]?.types.contains {
        $0.kind != .viewExtension && key(of: $0, in: path) == name
          && $0.members.contains { $0.name == "body" }
      } == true
    }
    guard declaring.count > 1 else { return [paths] }
    var groups = declaring.map { [$0] }
    for path in paths where !declaring.contains(path) {
      var best = declaring.count - 1
      var length = commonFolders(path, declaring[best])
      for (index, other) in declaring.enumerated() where commonFolders(path, other) > length {
        best = index
        length = commonFolders(path, other)
      }
      groups[best].append(path)
    }
    return groups
  }

  /// How many leading folders two paths share.
  static func commonFolders(_ a: String, _ b: String) -> Int {
    let x = a.split(separator: "/").dropLast()
    let y = b.split(separator: "/").dropLast()
    return zip(x, y).prefix { $0 == $1 }.count
  }

  /// `entry` laid out by the `body` of a project protocol it conforms to, when it has none of its
  /// own: `protocol MVIView: View` with `extension MVIView { var body: some View { view… } }`
  /// makes `struct HomeView: MVIView` a view whose body is that one, its names (`view`) read as
  /// HomeView's members. The protocol's other view members come along, where the type does not
  /// declare its own.
  private func inheritingBody(_ entry: TypeEntry) -> TypeEntry {
    guard entry.members["body"] == nil else { return entry }
    for name in entry.protocols {
      guard name != entry.name, let conformed = types[name], conformed.members["body"] != nil else {
        continue
      }
      var result = entry
      for (memberName, member) in conformed.members where result.members[memberName] == nil {
        result.members[memberName] = member
      }
      if result.kind == .other { result.kind = .view }
      return result
    }
    return entry
  }

  private static func merge(
    _ name: String, as key: String? = nil, _ paths: [String], _ parts: [String: ViewFileFacts]
  ) -> TypeEntry? {
    let name = key ?? name
    let written = key == nil ? name : writtenName(name)
    var entry: TypeEntry?
    for path in paths {
      for declaration in parts[path]?.types ?? []
      where declaration.kind != .viewExtension && Self.key(of: declaration, in: path) == written {
        var merged =
          entry
          ?? TypeEntry(
            name: name, kind: declaration.kind, slots: [], members: [:], path: path, line: declaration.line)
        if declaration.kind != .other {
          merged.kind = declaration.kind
          merged.path = path
          merged.line = declaration.line
        }
        if !declaration.slots.isEmpty { merged.slots = declaration.slots }
        merged.protocols += declaration.protocols
        for member in declaration.members
        where merged.members[member.name] == nil || declaration.kind != .other {
          merged.members[member.name] = Member(
            name: member.name, labels: member.labels, nodes: member.nodes, path: path, type: name,
            parameters: member.parameters, defaults: member.defaults)
        }
        entry = merged
      }
    }
    return entry
  }

  /// The project containers that present their own slot (`NavigationLink { destination() }` in a
  /// category list made as `CategoryView(…) { FormView() }`), by type: the slot and how it is
  /// presented.
  private func presentedSlots(_ screens: [Screen]) -> [String: [(slot: String, kind: Screen.Kind)]] {
    var presentedSlots: [String: [(slot: String, kind: Screen.Kind)]] = [:]
    for screen in screens where screen.nodes.count == 1 && screen.scope.bindings.isEmpty {
      if case .slot(let name) = screen.nodes[0].head, types[screen.scope.type]?.kind == .view {
        presentedSlots[screen.scope.type, default: []].append((name, screen.kind))
      }
    }
    return presentedSlots
  }

  /// What the members of `entry` bind to a container's presented slot: each is a screen.
  private func slotDestinations(
    in entry: TypeEntry, _ presentedSlots: [String: [(slot: String, kind: Screen.Kind)]]
  ) -> [Screen] {
    var found: [Screen] = []
    func visit(_ nodes: [ViewNode], _ scope: Scope, _ depth: Int) {
      guard depth < 40 else { return }
      for node in nodes {
        // Keyed by the container's resolved name: a file-private container (`private struct
        // NavRowCard<Destination: View>`) is named apart from other files' types.
        if let written = node.callName,
          let slots = presentedSlots[resolve(written, from: scope.type, in: scope.path) ?? written],
          let (_, _, inner) = body(of: node, from: scope)
        {
          for (slot, kind) in slots {
            guard let bound = inner.bindings[slot], !bound.nodes.isEmpty else { continue }
            let title =
              bound.nodes.count == 1
                && bound.nodes[0].callName.map {
                  resolve($0, from: bound.scope.type, in: bound.scope.path) != nil
                }
                  == true
              ? bound.nodes[0].callName!
              : "content \(written) presents in \(Self.writtenName(bound.scope.type)) (line \(bound.nodes[0].line))"
            found.append(Screen(name: title, kind: kind, nodes: bound.nodes, scope: bound.scope))
          }
        }
        for modifier in node.modifiers {
          for closure in modifier.closures { visit(closure, scope, depth + 1) }
        }
        for group in node.children { visit(group, scope, depth + 1) }
        for argument in node.arguments { visit(argument.views, scope, depth + 1) }
      }
    }
    for member in entry.members.values.sorted(by: { $0.name < $1.name }) {
      visit(member.nodes, Scope(type: entry.name, path: member.path), 0)
    }
    return found
  }

  /// Presenting modifiers and containers whose content is a screen.
  public static let presentingModifiers: Set<String> = [
    "sheet", "fullScreenCover", "popover", "navigationDestination",
  ]

  /// A package's counterpart of a presenting modifier, named after it (NavigationBackport's
  /// `nbNavigationDestination`, a sheet package's `bottomSheet` or `partialSheet`): its content
  /// is presented as SwiftUI's is.
  public static func isPresentingName(_ name: String) -> Bool {
    presentingModifiers.contains(name) || name.hasSuffix("NavigationDestination") || name.hasSuffix("Sheet")
      || name.hasSuffix("FullScreenCover")
  }

  /// True when the nodes present something: a presenting modifier, or a `NavigationLink` given
  /// its destination (`overlay(NavigationLink(isActive: active, destination: destination) { EmptyView() })`
  /// in a project's `navigationLinkEmpty(isActive:destination:)`), anywhere in them.
  static func presents(_ nodes: [ViewNode]) -> Bool {
    nodes.contains { node in
      (node.callName == "NavigationLink" && node.arguments.contains { $0.label == "destination" })
        || node.modifiers.contains {
          isPresentingName($0.name) || $0.closures.contains(where: presents)
            || $0.arguments.contains { presents($0.views) }
        }
        || node.children.contains(where: presents)
    }
  }

  /// True when the nodes apply a project `ViewModifier` (`modifier(PlatformSheet(…))`) whose
  /// body or helpers present something.
  func appliesPresentingModifier(_ nodes: [ViewNode]) -> Bool {
    nodes.contains { node in
      node.modifiers.contains { modifier in
        guard modifier.name == "modifier", let name = modifier.arguments.first?.views.first?.callName,
          let applied = entry(name, from: nil), applied.kind == .modifier
        else { return false }
        return applied.members.values.contains { Self.presents($0.nodes) }
      }
    }
  }

  /// True when a popover's content asks to stay a popover in compact width
  /// (`.presentationCompactAdaptation(.popover)`, or `.none`, iOS 16.4): a bubble by its anchor on
  /// every device, never a sheet that spans the screen.
  static func staysAPopover(_ contents: [[ViewNode]]) -> Bool {
    contents.contains { nodes in
      nodes.contains { node in
        node.modifiers.contains {
          $0.name == "presentationCompactAdaptation"
            && ($0.source.contains(".popover") || $0.source.contains(".none"))
        }
      }
    }
  }

  static func presentations(
    in nodes: [ViewNode], scope: Scope, declared: Set<String>, presenting: Set<String>,
    into screens: inout [Screen]
  ) {
    func name(_ nodes: [ViewNode], _ scope: Scope) -> String {
      if nodes.count == 1, let name = nodes[0].callName, declared.contains(name) { return name }
      return "content presented in \(Self.writtenName(scope.type)) (line \(nodes.first?.line ?? 0))"
    }
    for node in nodes {
      for modifier in node.modifiers {
        if presenting.contains(modifier.name) || isPresentingName(modifier.name),
          !(modifier.name == "popover" && staysAPopover(modifier.contents))
        {
          let kind: Screen.Kind =
            modifier.name.hasSuffix("avigationDestination") || modifier.name.hasPrefix("navigationLink")
            ? .navigation : .sheet
          for closure in modifier.closures where !closure.isEmpty {
            screens.append(Screen(name: name(closure, scope), kind: kind, nodes: closure, scope: scope))
          }
          for argument in modifier.arguments
          where argument.label == "content" || argument.label == "destination" {
            if !argument.views.isEmpty {
              screens.append(
                Screen(name: name(argument.views, scope), kind: kind, nodes: argument.views, scope: scope))
            }
          }
        }
        for closure in modifier.closures {
          presentations(in: closure, scope: scope, declared: declared, presenting: presenting, into: &screens)
        }
      }
      switch node.callName {
      case "NavigationLink":
        for argument in node.arguments where argument.label == "destination" && !argument.views.isEmpty {
          screens.append(
            Screen(name: name(argument.views, scope), kind: .navigation, nodes: argument.views, scope: scope))
        }
        // `NavigationLink { destination } label: { … }`, `NavigationLink("Title") { destination }`.
        if let first = node.children.first, !first.isEmpty, (node.closureLabels.first ?? nil) == nil,
          node.closureLabels.contains("label")
            || !node.arguments.isEmpty
              && !node.arguments.contains(where: { $0.label == "destination" || $0.label == "value" })
        {
          screens.append(Screen(name: name(first, scope), kind: .navigation, nodes: first, scope: scope))
        }
      case "NavigationStack":
        // `NavigationStack(path: …) { root } destination: { store in switch store.case { … } }`
        // (the Composable Architecture's stack): what the destination closure makes is pushed.
        for (group, label) in zip(node.children, node.closureLabels)
        where label == "destination" && !group.isEmpty {
          screens.append(Screen(name: name(group, scope), kind: .navigation, nodes: group, scope: scope))
        }
      case "TabView":
        for child in node.children.first ?? [] {
          screens.append(Screen(name: name([child], scope), kind: .tab, nodes: [child], scope: scope))
        }
      case "Tab":
        if let first = node.children.first, !first.isEmpty {
          screens.append(Screen(name: name(first, scope), kind: .tab, nodes: first, scope: scope))
        }
      case "WindowGroup", "Window":
        if let first = node.children.first {
          screens.append(Screen(name: name(first, scope), kind: .window, nodes: first, scope: scope))
        }
      default: break
      }
      for group in node.children {
        presentations(in: group, scope: scope, declared: declared, presenting: presenting, into: &screens)
      }
      for argument in node.arguments {
        presentations(
          in: argument.views, scope: scope, declared: declared, presenting: presenting, into: &screens)
      }
    }
  }

  // MARK: - Resolution

  /// The declared type a name written in `scope`'s type refers to, as Swift looks it up: a type
  /// nested in the scope or an enclosing type first (`RootView` inside `extension Home` is
  /// `Home.RootView`), then the name as written, then the one nested type of that last name
  /// (`ContainerCell` for `GridView.ContainerCell`, written in an extension in another file).
  /// A module-qualified name (`NukeUI.LazyImage`) falls back to its last name.
  public func resolve(_ name: String, from scope: String?, in path: String? = nil) -> String? {
    // A file's own private type hides any other of its name.
    // Resolution runs at every call a walk meets: the key is built only for a name some file
    // declares privately.
    if let path, index.privateTypes[name] != nil {
      let key = Self.privateKey(name, path)
      if types[key] != nil { return key }
    }
    // A type declared in several modules: the declaration nearest the file that names it.
    if let path, let others = index.variants[name], let winner = types[name]?.path {
      var best = winner
      var length = Self.commonFolders(path, winner)
      for other in others where Self.commonFolders(path, other) > length {
        best = other
        length = Self.commonFolders(path, other)
      }
      if best != winner { return Self.privateKey(name, best) }
    }
    let last = Self.lastName(name)
    guard let candidates = index.nested[last] else {
      if types[name] != nil { return name }
      if last != name && types[last] != nil { return last }
      // Read from no file: the one file-private type of that name, if only one file has one.
      if path == nil, let only = index.privateTypes[last], only.count == 1 { return only[0] }
      return nil
    }
    if last == name, var prefix = scope {
      while true {
        if types[prefix + "." + name] != nil { return prefix + "." + name }
        guard let dot = prefix.utf8.lastIndex(of: UInt8(ascii: ".")) else { break }
        prefix = String(prefix[..<dot])
      }
    }
    if types[name] != nil { return name }
    if last == name, candidates.count == 1 { return candidates[0] }
    return nil
  }

  /// The entry of the type `name` refers to in `scope` (see `resolve`).
  public func entry(_ name: String, from scope: String?, in path: String? = nil) -> TypeEntry? {
    resolve(name, from: scope, in: path).flatMap { types[$0] }
  }

  /// The model's name of a declared type: a file-private type's carries its file, so that the
  /// `SettingsSection` of one settings screen is not another's.
  static func key(of declaration: ViewTypeDeclaration, in path: String) -> String {
    declaration.filePrivate ? privateKey(declaration.name, path) : declaration.name
  }

  static let privateMark: Character = "\u{1F}"

  /// No dot in the key: `lastName` and the nested-type table split names at dots.
  /// (The dots are replaced byte by byte, without Foundation's search: resolution makes keys
  /// thousands of times a pass.)
  static func privateKey(_ name: String, _ path: String) -> String {
    var key = name
    key.append(privateMark)
    key += String(decoding: path.utf8.map { $0 == UInt8(ascii: ".") ? 0x1E : $0 }, as: UTF8.self)
    return key
  }

  /// `privateMark`'s byte: the mark and the dots of names are found among their UTF-8 bytes. A
  /// search by `Character` breaks the text into grapheme clusters, thousands of instructions a name
  /// resolved; neither a control character nor a dot before an identifier joins a cluster.
  static let privateMarkByte: UInt8 = 0x1F

  /// A type as its code writes it: `SettingsSection` for the private one of any file.
  public static func writtenName(_ key: String) -> String {
    guard let mark = key.utf8.firstIndex(of: privateMarkByte) else { return key }
    return String(key[..<mark])
  }

  /// Whether every file that names the view `last` is read for mentions: one whose name says
  /// `View` (every file naming it says so too, and the reader reads such files) and starts with a
  /// capital (names that start with `_` are not read as type names). Any other view may be named
  /// in a file the reader skips, so it stays a screen made nowhere.
  static func mentionsAreRead(_ last: String) -> Bool {
    guard let first = last.utf8.first, first >= 0x41 && first <= 0x5A else { return false }
    return last.contains("View")
  }

  /// `Home.RootView` → `RootView`.
  public static func lastName(_ name: String) -> String {
    guard let dot = name.utf8.lastIndex(of: UInt8(ascii: ".")) else { return name }
    return String(name[name.utf8.index(after: dot)...])
  }

  /// A helper property or function of the scope's type: its nodes, read in the same scope.
  /// A name no member of the type declares but a caller bound is the slot: code in an extension
  /// (`private extension TabBar { var bar: some View { … content(item) … } }`) cannot tell a stored
  /// view-making property of the type from a helper when it reads the extension alone.
  public func member(_ name: String, in scope: Scope) -> (nodes: [ViewNode], scope: Scope)? {
    guard let member = types[scope.type]?.members[name] else {
      return scope.bindings[name].map { ($0.nodes, $0.scope) }
    }
    return (
      member.nodes, Scope(type: scope.type, path: member.path, bindings: scope.bindings, values: scope.values)
    )
  }

  /// A helper function of the scope's type called with trailing closures (`tabContainer(for:
  /// .chats) { ChatsView() }`): its nodes, with each closure bound to the function's parameter it
  /// fills (a labelled one by its label, the unlabelled one to the last parameter, as Swift's
  /// trailing-closure matching gives it the last function-typed parameter), so that `content()`
  /// in the body stands for the caller's views.
  public func member(_ name: String, in scope: Scope, call: ViewNode) -> (nodes: [ViewNode], scope: Scope)? {
    guard let found = member(name, in: scope) else { return nil }
    let passesViews = !call.children.isEmpty || call.arguments.contains { !$0.views.isEmpty }
    guard passesViews, let member = types[scope.type]?.members[name],
      let parameters = member.parameters, !parameters.isEmpty
    else { return found }
    var bindings = found.scope.bindings
    // Views passed as arguments (`tabChrome(content(), for: tab)`), by label or by position.
    for (position, argument) in call.arguments.enumerated() where !argument.views.isEmpty {
      let name =
        argument.label.map(member.parameter(labelled:))
        ?? (position < parameters.count ? parameters[position] : nil)
      if let name { bindings[name] = Bound(nodes: argument.views, scope: scope) }
    }
    for (position, closure) in call.children.enumerated() {
      let label = position < call.closureLabels.count ? call.closureLabels[position] : nil
      if let name = label.map(member.parameter(labelled:)) ?? parameters.last {
        bindings[name] = Bound(nodes: closure, scope: scope)
      }
    }
    return (
      found.nodes,
      Scope(type: found.scope.type, path: found.scope.path, bindings: bindings, values: found.scope.values)
    )
  }

  /// The body of the project view `call` makes, its slots bound to the call's trailing closures
  /// and view arguments (read in `scope`, the caller's); nil for a type the project does not declare.
  public func body(of call: ViewNode, from scope: Scope) -> (
    type: TypeEntry, nodes: [ViewNode], scope: Scope
  )? {
    guard let written = call.callName, let name = resolve(written, from: scope.type, in: scope.path),
      let entry = types[name],
      entry.kind == .view, let body = entry.members["body"]
    else { return nil }
    var bindings: [String: Bound] = [:]
    let slots = entry.slots
    // Labelled trailing closures first (`FancyScroll { onTop() } content: { … }`): the unlabelled
    // one then takes a slot no label claimed, as Swift matches it to the first parameter left.
    let labels = call.children.indices.map { $0 < call.closureLabels.count ? call.closureLabels[$0] : nil }
    for (position, closure) in call.children.enumerated() {
      if let label = labels[position], slots.contains(label), bindings[label] == nil {
        bindings[label] = Bound(nodes: closure, scope: scope)
      }
    }
    for (position, closure) in call.children.enumerated() where labels[position] == nil {
      let open = slots.filter { bindings[$0] == nil }
      if let slot = open.contains("content") ? "content" : open.first {
        bindings[slot] = Bound(nodes: closure, scope: scope)
      }
    }
    var unbound = slots.filter { bindings[$0] == nil }[...]
    for argument in call.arguments where !argument.views.isEmpty {
      if let label = argument.label, slots.contains(label) {
        bindings[label] = Bound(nodes: argument.views, scope: scope)
        unbound = unbound.filter { $0 != label }
      } else if argument.label == nil, let slot = unbound.first {
        // `Card(Text("a"))`: an unlabelled view argument fills the next slot.
        bindings[slot] = Bound(nodes: argument.views, scope: scope)
        unbound = unbound.dropFirst()
      }
    }
    // `Tabs(settings: settingsView)`: a slot given the caller's own view function or property by
    // name (a method reference) holds the view that member makes.
    for argument in call.arguments where argument.views.isEmpty {
      guard let label = argument.label, slots.contains(label), bindings[label] == nil,
        case .name(let parts)? = argument.value, parts.count == 1 || parts.count == 2 && parts[0] == "self",
        let made = member(parts[parts.count - 1], in: scope)
      else { continue }
      bindings[label] = Bound(nodes: made.nodes, scope: made.scope)
    }
    // Numbers passed by label: read where the caller wrote them, when they resolve there.
    var values: [String: BoundValue] = [:]
    for argument in call.arguments where argument.views.isEmpty {
      guard let label = argument.label, !slots.contains(label), let value = argument.value else { continue }
      values[label] = BoundValue(value: value, scope: scope)
    }
    return (entry, body.nodes, Scope(type: name, path: body.path, bindings: bindings, values: values))
  }

  /// The one view a container that keeps its content's width and adds no inset holds:
  /// `GeometryReader { proxy in … }`, `Group { … }`, a vertical `ScrollView { … }`.
  static func fullWidthWrapperContent(_ node: ViewNode) -> ViewNode? {
    guard case .call(let name) = node.head, node.children.count == 1, node.children[0].count == 1 else {
      return nil
    }
    switch name {
    case "GeometryReader", "Group":
      return node.children[0][0]
    case "ScrollView":
      // `ScrollView(.horizontal)`, `ScrollView([.horizontal, .vertical])`: content may be wider.
      if let axes = node.arguments.first(where: { $0.label == nil || $0.label == "axes" })?.value {
        switch axes {
        case .implicitMember("vertical"): break
        default: return nil
        }
      }
      return node.children[0][0]
    default:
      return nil
    }
  }

  /// The views a caller bound to slot `name`.
  public func slot(_ name: String, in scope: Scope) -> Bound? { scope.bindings[name] }

  /// The modifiers a project modifier applies, in source order (innermost first), with the scope
  /// to read their values in: `.edgePadding()` declared as `extension View { func edgePadding() ->
  /// some View { padding(.horizontal, 16) } }`, or `.modifier(EdgePadding())` whose `body(content:)`
  /// is `content.padding(.horizontal, 16)`. Nil when it is not one, or when it wraps the view in
  /// more than modifiers. With `throughFullWidthWrappers`, the view may also sit inside containers
  /// that keep its width and add no inset (`GeometryReader { _ in ScrollView { content.padding(…) } }`,
  /// kiwix's grid modifier): what is applied inside them is applied to the view, as far as its
  /// horizontal placement goes.
  /// The body of the project modifier `modifier` calls: a `ViewModifier`'s `body(content:)`
  /// (`.modifier(EdgePadding())`) or the one `View` extension overload its labels call.
  func modifierBody(_ modifier: ViewModifierUse, in scope: Scope) -> Member? {
    if modifier.name == "modifier" {
      // A file's own private modifier first (`private struct MenuCardStyle` declared in two files).
      guard let name = modifier.arguments.first?.views.first?.callName,
        let applied = entry(name, from: scope.type, in: scope.path),
        applied.kind == .modifier
      else { return nil }
      return applied.members["body"]
    }
    guard let helpers = viewExtensions[modifier.name] else { return nil }
    // The overload these labels call; none (SwiftUI's own `padding(_:_:)`) or several: not followed.
    let used = modifier.arguments.map { $0.label ?? "_" }
    let matching = helpers.filter {
      ViewMember(name: $0.name, labels: $0.labels ?? [], nodes: [], line: 0).accepts(used)
    }
    return matching.count == 1 ? matching[0] : nil
  }

  /// The body of a project modifier that puts the view it modifies in a vertical or layered stack
  /// with other views (`VStack { searchBar; content }`, `ZStack { content; if offline {
  /// OfflineBanner() } }`), with the view (`content`, read in `contentScope`) bound to its slot.
  /// SwiftUI applies `view.modifier(M())` as `M().body(content: view)`, so the stack's other views
  /// are laid out where the view is. Nil for any other modifier (one that only modifies the view is
  /// `expand`'s; an `HStack` puts the view beside something, off the edge).
  public func wrappingBody(
    _ modifier: ViewModifierUse, in scope: Scope, content: @autoclosure () -> ViewNode, contentScope: Scope
  ) -> (nodes: [ViewNode], scope: Scope)? {
    guard let member = modifierBody(modifier, in: scope), member.nodes.count == 1,
      case .call(let name) = member.nodes[0].head, Self.wrappingStacks.contains(name)
    else { return nil }
    let children = member.nodes[0].children.joined()
    let slot =
      children.first(where: \.isSlot)
      ?? children.lazy.filter { $0.head == .branch }.flatMap { $0.children.joined() }.first(where: \.isSlot)
    guard let slot, case .slot(let slotName) = slot.head, slot.modifiers.isEmpty else { return nil }
    let bound = Bound(nodes: [content()], scope: contentScope)
    return (member.nodes, Scope(type: member.type, path: member.path, bindings: [slotName: bound]))
  }

  static let wrappingStacks: Set<String> = ["VStack", "LazyVStack", "ZStack", "Group"]

  public func expand(_ modifier: ViewModifierUse, in scope: Scope, throughFullWidthWrappers: Bool = false)
    -> (
      modifiers: [ViewModifierUse], scope: Scope
    )?
  {
    guard let member = modifierBody(modifier, in: scope), member.nodes.count == 1 else { return nil }
    var applied = member.nodes[0]
    if throughFullWidthWrappers {
      var depth = 0
      while depth < 4, applied.modifiers.isEmpty, let inner = Self.fullWidthWrapperContent(applied) {
        applied = inner
        depth += 1
      }
    }
    // `if #available(iOS 26, *) { content.glassEffect() } else { content.background(.bar, in: …) }`:
    // both branches modify the content; the first is taken as applied, as `.if(…) { $0… }` is. A
    // `switch` over a parameter (`case .horizontal: content.padding(.leading, insets.leading)`)
    // applies what the caller picks: not followed.
    // The else arm may itself branch over the content (`else { if visible { content.safeAreaInset
    // { … } } else { content } }`).
    func modifiesContent(_ arm: [ViewNode], depth: Int) -> Bool {
      guard arm.count == 1 else { return false }
      if arm[0].isSlot { return true }
      guard depth < 3, case .branch = arm[0].head, arm[0].children.count == 2 else { return false }
      return arm[0].children.allSatisfy { modifiesContent($0, depth: depth + 1) }
    }
    if case .branch = applied.head, applied.children.count == 2, let first = applied.children.first,
      first.count == 1, first[0].isSlot, modifiesContent(applied.children[1], depth: 0)
    {
      applied = first[0]
    }
    guard applied.isSlot else { return nil }
    var modifiers = applied.modifiers
    // `func edgePadding(_ edges: Edge.Set = .all) -> some View { padding(edges, 16) }` called as
    // `.edgePadding()`: its parameters read as the call's arguments, or their defaults.
    if modifier.name != "modifier", let parameters = member.parameters, let defaults = member.defaults,
      !parameters.isEmpty, parameters.count == defaults.count
    {
      let labels = member.labels ?? []
      var arguments = modifier.arguments[...]
      var bound: [String: ValueExpression] = [:]
      for (k, name) in parameters.enumerated() {
        let label = k < labels.count ? labels[k] : "_"
        if let first = arguments.first, (first.label ?? "_") == label {
          bound[name] = first.value ?? .unknown
          arguments = arguments.dropFirst()
        } else {
          bound[name] = defaults[k]
        }
      }
      for m in modifiers.indices {
        for a in modifiers[m].arguments.indices {
          modifiers[m].arguments[a].value = modifiers[m].arguments[a].value?.binding(bound)
        }
      }
    }
    return (
      modifiers,
      Scope(type: member.type, path: member.path, bindings: closureBindings(modifier, member, scope))
    )
  }

  /// A `View` extension helper's view parameters bound to what the call passes
  /// (`.safeAreaView { BuyButton() }` → `content`), read in the caller's `scope`: a labelled
  /// closure or view argument by its label, a trailing closure to the last parameter.
  func closureBindings(_ modifier: ViewModifierUse, _ member: Member, _ scope: Scope) -> [String: Bound] {
    guard modifier.name != "modifier", let parameters = member.parameters, !parameters.isEmpty else {
      return [:]
    }
    var bindings: [String: Bound] = [:]
    for argument in modifier.arguments where !argument.views.isEmpty {
      if let name = argument.label.flatMap(member.parameter(labelled:)) {
        bindings[name] = Bound(nodes: argument.views, scope: scope)
      }
    }
    if let closure = modifier.closures.last, let last = parameters.last {
      bindings[last] = Bound(nodes: closure, scope: scope)
    }
    return bindings
  }

  /// The number `value` stands for, through constants declared anywhere (the same file first, then
  /// the qualifying type, then a name declared once), stored-property defaults, enum raw values and
  /// `+ - * /`; `.infinity` is infinite. Nil when unknown or ambiguous.
  public func number(_ value: ValueExpression, in scope: Scope) -> Double? {
    numberAcrossFiles(value, in: scope).map(\.value)
  }

  /// `number`, and whether a constant of another file was read.
  public func numberAcrossFiles(_ value: ValueExpression, in scope: Scope) -> (
    value: Double, crossFile: Bool
  )? {
    number(passed(value, in: scope, depth: 0), path: scope.path, owner: Self.lastName(scope.type), depth: 0)
  }

  /// `value` with the names the caller passed a number for (`contentInsets`, `self.contentInsets`)
  /// replaced by that number, read in the caller's scope; a name whose argument does not resolve
  /// there keeps its declared default.
  func passed(_ value: ValueExpression, in scope: Scope, depth: Int) -> ValueExpression {
    guard !scope.values.isEmpty, depth < 8 else { return value }
    var bound: [String: ValueExpression] = [:]
    func visit(_ value: ValueExpression) {
      switch value {
      case .name(let parts) where parts.count == 1 || parts.count == 2 && parts[0] == "self":
        guard let name = parts.last, bound[name] == nil, let argument = scope.values[name] else { return }
        let caller = argument.scope
        let inner = passed(argument.value, in: caller, depth: depth + 1)
        if let n = number(inner, path: caller.path, owner: Self.lastName(caller.type), depth: 0) {
          bound[name] = .number(n.value)
        }
      case .list(let items): items.forEach(visit)
      case .binary(_, let a, let b), .conditional(let a, let b):
        visit(a)
        visit(b)
      case .negated(let inner): visit(inner)
      case .call(_, _, let values): values.forEach(visit)
      default: break
      }
    }
    visit(value)
    guard !bound.isEmpty else { return value }
    return value.binding(bound).bindingSelf(bound)
  }

  func number(_ value: ValueExpression, path: String, owner: String?, depth: Int) -> (
    value: Double, crossFile: Bool
  )? {
    guard depth < 8 else { return nil }
    switch value {
    case .number(let n): return (n, false)
    case .implicitMember(let name):
      if name == "infinity" || name == "greatestFiniteMagnitude" { return (.infinity, false) }
      // `ContentScreenView(padding: .zero)`: a length of nothing.
      if name == "zero" { return (0, false) }
      // `.padding(.horizontal, .spacing16)`: a design token the project declares on the number
      // type (`extension CGFloat { static let spacing16: CGFloat = 16 }`).
      guard let candidates = constants[name] else { return nil }
      for type in ["CGFloat", "Double", "Float", "Int"] where candidates.contains(where: { $0.owner == type })
      {
        return number(.name([type, name]), path: path, owner: owner, depth: depth + 1)
      }
      // `CGFloat(.mediumSidePadding)`: a case of the project's enum, made a number by that enum's
      // one numeric property (`var value: CGFloat { switch self { … } }`, through the project's
      // `extension CGFloat { init(_ d: Dimension) { self.init(d.value) } }`).
      return caseNumber(
        name, candidates.filter { $0.owner.map(ViewConstant.isCaseOwner) ?? false }, path: path, depth: depth)
    case .negated(let inner):
      return number(inner, path: path, owner: owner, depth: depth + 1).map { (-$0.value, $0.crossFile) }
    case .call(let name, _, let values)
    where values.count == 1 && ["CGFloat", "Double", "Float", "Int", "Self"].contains(name):
      return number(values[0], path: path, owner: owner, depth: depth + 1)
    case .call(let name, _, let values) where numberFunctions[name] != nil:
      // A function of numbers (`.grid(4)`): its expression with the arguments' numbers for its
      // parameters, one number whichever declaration of that name is compiled for iOS.
      var arguments: [Double] = []
      var cross = false
      for value in values {
        guard let n = number(value, path: path, owner: owner, depth: depth + 1) else { return nil }
        arguments.append(n.value)
        cross = cross || n.crossFile
      }
      let candidates = Self.forIOS(numberFunctions[name]!.filter { $0.parameters.count == arguments.count }) {
        $0.onIOS
      }
      let results = candidates.map { candidate in
        let bound = Dictionary(
          zip(candidate.parameters, arguments.map { ValueExpression.number($0) }),
          uniquingKeysWith: { a, _ in a })
        return number(
          candidate.value.binding(bound), path: candidate.path, owner: candidate.owner, depth: depth + 1
        ).map { ($0.value, $0.crossFile || cross || candidate.path != path) }
      }
      guard !results.isEmpty, results.allSatisfy({ $0 != nil }), Set(results.map { $0!.0 }).count == 1 else {
        return nil
      }
      return results[0]
    case .conditional(let a, let b):
      // One number whichever branch is taken.
      guard let x = number(a, path: path, owner: owner, depth: depth + 1),
        let y = number(b, path: path, owner: owner, depth: depth + 1), x.value == y.value
      else { return nil }
      return (x.value, x.crossFile || y.crossFile)
    case .binary(let op, let a, let b):
      guard let x = number(a, path: path, owner: owner, depth: depth + 1),
        let y = number(b, path: path, owner: owner, depth: depth + 1)
      else { return nil }
      let cross = x.crossFile || y.crossFile
      switch op {
      case "+": return (x.value + y.value, cross)
      case "-": return (x.value - y.value, cross)
      case "*": return (x.value * y.value, cross)
      case "/": return y.value == 0 ? nil : (x.value / y.value, cross)
      default: return nil
      }
    case .name(var parts):
      if parts.last == "rawValue" { parts.removeLast() }
      guard let name = parts.last else { return nil }
      if name == "infinity" || name == "greatestFiniteMagnitude" { return (.infinity, false) }
      if name == "zero", parts.count == 2, ["CGFloat", "Double", "Float", "Int"].contains(parts[0]) {
        return (0, false)
      }
      // `UIMetrics.contentInsets.left`: one side of an insets constant.
      if Self.insetSides[name] != nil, parts.count >= 2,
        let side = insetSide(name, of: .name(Array(parts.dropLast())), path: path, owner: owner, depth: depth)
      {
        return side
      }
      // `Dimension.mediumSidePadding.value`: an enum case's number read through the property that
      // gives it (`caseProperties`).
      if parts.count >= 2, let cases = constants[parts[parts.count - 2]],
        cases.contains(where: { $0.owner.map(ViewConstant.isCaseOwner) ?? false })
      {
        let property = parts.count >= 3 ? ViewConstant.caseOwner(parts[parts.count - 3], name) : nil
        let matching = cases.filter { candidate in
          guard let owner = candidate.owner, ViewConstant.isCaseOwner(owner) else { return false }
          return property.map { owner == $0 } ?? owner.hasSuffix(ViewConstant.caseOwner("", name))
        }
        if !matching.isEmpty {
          return caseNumber(parts[parts.count - 2], matching, path: path, depth: depth)
        }
      }
      guard var candidates = constants[name] else {
        return instanceNumber(parts, path: path, owner: owner, depth: depth)
      }
      // An enum case's number is read only through its property, above.
      if candidates.contains(where: { $0.owner.map(ViewConstant.isCaseOwner) ?? false }) {
        candidates.removeAll { $0.owner.map(ViewConstant.isCaseOwner) ?? false }
        if candidates.isEmpty { return instanceNumber(parts, path: path, owner: owner, depth: depth) }
      }
      var qualifier = parts.count > 1 ? parts[parts.count - 2] : nil
      if qualifier == "self" { qualifier = owner }
      // `Layout.shared.margin`: a stored property's default read through an instance of its type.
      // An instance of no named type (`layout.margin`, `proxy.size.width`) is read through the
      // instances the project builds (`instanceNumber`), else stays unknown.
      // (`Config.padding.horizontal` names a nested type `padding`: that one is kept.)
      if let instance = qualifier, instance.first?.isLowercase == true,
        !candidates.contains(where: { $0.owner == instance })
      {
        let typeName = parts.count > 2 ? parts[parts.count - 3] : nil
        guard let typeName, typeName.first?.isUppercase == true else {
          return instanceNumber(parts, path: path, owner: owner, depth: depth)
        }
        qualifier = typeName
      }
      let sameFile = candidates.filter { $0.path == path }
      // A number the reader could not give (`.unknown`) belongs to its own type alone: it hides
      // that type's name from the fallbacks, and is no candidate of another type's bare name.
      let groups: [[(path: String, owner: String?, value: ValueExpression, onIOS: Bool?)]] = [
        sameFile.filter { $0.owner == (qualifier ?? owner) },
        qualifier == nil ? sameFile.filter { $0.value != .unknown } : [],
        candidates.filter { qualifier != nil && $0.owner == qualifier },
        candidates.filter { qualifier == nil && $0.owner == owner },
        qualifier == nil ? candidates.filter { $0.value != .unknown } : [],
      ]
      if let group = groups.first(where: { !$0.isEmpty }) {
        return agreedNumber(group, path: path, depth: depth)
      }
      return instanceNumber(parts, path: path, owner: owner, depth: depth)
    default: return nil
    }
  }

  /// The number of an enum case given by one property of one enum (`candidates`, owned by
  /// `Type|property`): nil when no candidate, when several properties or enums give the case a
  /// number, or when they disagree.
  func caseNumber(
    _ name: String, _ candidates: [(path: String, owner: String?, value: ValueExpression, onIOS: Bool?)],
    path: String, depth: Int
  ) -> (value: Double, crossFile: Bool)? {
    guard Set(candidates.compactMap(\.owner)).count == 1 else { return nil }
    return agreedNumber(candidates, path: path, depth: depth)
  }

  /// The one number every declaration of `group` compiled for iOS gives (declarations for other
  /// platforms, `#if os(macOS)`, give way to them); nil when one is unknown or two disagree.
  func agreedNumber(
    _ group: [(path: String, owner: String?, value: ValueExpression, onIOS: Bool?)], path: String, depth: Int
  ) -> (value: Double, crossFile: Bool)? {
    let group = Self.forIOS(group) { $0.onIOS }
    guard !group.isEmpty else { return nil }
    let values = group.map { candidate in
      number(candidate.value, path: candidate.path, owner: candidate.owner, depth: depth + 1).map {
        ($0.value, $0.crossFile || candidate.path != path)
      }
    }
    let known = Set(values.compactMap { $0?.0 })
    guard known.count == 1, values.allSatisfy({ $0 != nil }), let first = values[0] else { return nil }
    return first
  }

  /// The declarations compiled for iOS: those an `#if` for another platform holds are left out,
  /// unless there are no others (then none is: the name does not exist on iOS).
  /// The labels an insets value names each side with, per the side asked for.
  static let insetSides: [String: [String]] = [
    "left": ["left", "leading"], "leading": ["leading", "left"], "right": ["right", "trailing"],
    "trailing": ["trailing", "right"], "top": ["top"], "bottom": ["bottom"],
  ]
  static let insetTypes: Set<String> = ["UIEdgeInsets", "NSDirectionalEdgeInsets", "EdgeInsets"]

  /// The leading and trailing amounts of an insets value (`UIEdgeInsets(top: 16, left: 16, …)`,
  /// a constant holding one, `contentInsets.toEdgeInsets`), nil when it is none.
  public func insets(_ value: ValueExpression, in scope: Scope) -> (leading: Double?, trailing: Double?)? {
    let leading = insetSide(
      "leading", of: value, path: scope.path, owner: Self.lastName(scope.type), depth: 0)
    let trailing = insetSide(
      "trailing", of: value, path: scope.path, owner: Self.lastName(scope.type), depth: 0)
    return leading == nil && trailing == nil ? nil : (leading?.value, trailing?.value)
  }

  /// One side of the insets `value` stands for: an insets initializer, a constant holding one
  /// (anywhere in the project, resolved like a number's), or a conversion of one
  /// (`contentInsets.toEdgeInsets`, `.toDirectionalInsets`: same sides, other type).
  func insetSide(_ side: String, of value: ValueExpression, path: String, owner: String?, depth: Int) -> (
    value: Double, crossFile: Bool
  )? {
    guard depth < 8, let labels = Self.insetSides[side] else { return nil }
    switch value {
    case .call(let callee, let names, let values) where Self.insetTypes.contains(callee):
      // `EdgeInsets(UIMetrics.contentLayoutMargins)`: the same insets as another type.
      if values.count == 1, names.count <= 1, names.first.map({ $0 == nil || $0 == "_" }) ?? true {
        return insetSide(side, of: values[0], path: path, owner: owner, depth: depth + 1)
      }
      for label in labels {
        if let index = names.firstIndex(of: label), index < values.count {
          return number(values[index], path: path, owner: owner, depth: depth + 1)
        }
      }
      return nil
    case .name(var parts):
      if let last = parts.last, last.hasPrefix("to"), last.hasSuffix("Insets"), parts.count > 1 {
        parts.removeLast()
      }
      guard let name = parts.last, let candidates = constants[name] else { return nil }
      let qualifier = parts.count > 1 ? parts[parts.count - 2] : nil
      // The qualifying type's (or this type's) constant, else this file's, else any.
      var scoped = candidates.filter { $0.owner == (qualifier ?? owner) }
      if scoped.isEmpty, qualifier == nil {
        scoped = candidates.filter { $0.path == path && $0.value != .unknown }
      }
      if scoped.isEmpty { scoped = candidates.filter { $0.value != .unknown } }
      let group = Self.forIOS(scoped) { $0.onIOS }
      let sides = group.map {
        insetSide(side, of: $0.value, path: $0.path, owner: $0.owner, depth: depth + 1)
      }
      guard let first = sides.first ?? nil, sides.allSatisfy({ $0?.value == first.value }) else { return nil }
      return (first.value, first.crossFile || group.contains { $0.path != path })
    default:
      return nil
    }
  }

  static func forIOS<T>(_ items: [T], _ onIOS: (T) -> Bool?) -> [T] {
    guard items.contains(where: { onIOS($0) == false }) else { return items }
    return items.filter { onIOS($0) != false }
  }

  // MARK: - Instances

  /// A stored property read through an instance: `Theme.phone.margin` (`static let phone: Theme =
  /// .init(margin: 16)`), `theme.margin` (`var theme: Theme`: every `Theme` the project builds),
  /// `Constants.main.platform.margin`. The argument of the property's label, what an explicit
  /// initializer stores, or the property's default; one number only when every instance the name
  /// may hold (every branch compiled for iOS) gives the same.
  func instanceNumber(_ parts: [String], path: String, owner: String?, depth: Int) -> (
    value: Double, crossFile: Bool
  )? {
    guard parts.count >= 2, depth < 8, let property = parts.last,
      let holders = holders(parts.dropLast(), owner: owner, depth: depth + 1)
    else { return nil }
    var result: (value: Double, crossFile: Bool)?
    for holder in holders {
      guard let found = stored(property, in: holder.instance, path: holder.path, depth: depth + 1) else {
        return nil
      }
      if let known = result, known.value != found.value { return nil }
      result = (found.value, (result?.crossFile ?? false) || found.crossFile || holder.path != path)
    }
    return result
  }

  /// The instances `base` may hold: the ones its name is built as, or, for a name only typed, every
  /// instance of that type the project builds. Nil when unknown.
  func holders(_ base: ArraySlice<String>, owner: String?, depth: Int) -> [(
    path: String, instance: ViewInstance
  )]? {
    guard let named = declarations(base, owner: owner, depth: depth) else { return nil }
    var holders = named.filter(\.instance.built)
    if holders.isEmpty {
      let types = Set(named.map(\.instance.type))
      guard types.count == 1, let type = types.first else { return nil }
      // Built nowhere the model reads (a dependency container, a protocol's conforming type):
      // any instance of the type, whose stored defaults are its.
      holders = builtInstances[type] ?? [("", ViewInstance(name: "", owner: nil, type: type, built: true))]
    }
    holders = Self.forIOS(holders) { $0.instance.onIOS }
    return holders.isEmpty ? nil : holders
  }

  /// The declarations of the instance `base` names: `metrics` (a member of `owner`, or a
  /// file-level name), `Theme.phone`, `Constants.main.platform` (a member of the type the
  /// prefix holds).
  func declarations(_ base: ArraySlice<String>, owner: String?, depth: Int) -> [(
    path: String, instance: ViewInstance
  )]? {
    guard let name = base.last, depth < 8, name.first?.isLowercase == true else { return nil }
    let container: String?
    if base.count == 1 {
      container = owner
    } else {
      let prefix = base.dropLast()
      if prefix.count == 1, let type = prefix.last, type.first?.isUppercase == true {
        container = type
      } else {
        guard let named = declarations(prefix, owner: owner, depth: depth + 1) else {
          return memberOfUnknownHolder(name)
        }
        let types = Set(named.map(\.instance.type))
        guard types.count == 1 else { return memberOfUnknownHolder(name) }
        container = types.first
      }
    }
    // A member of the container, else (for a bare name) a file-level one.
    if let named = instances[Self.key(container, name)] { return named }
    return base.count == 1 ? instances[Self.key(nil, name)] : memberOfUnknownHolder(name)
  }

  /// A member read through a holder the model cannot follow (`Theme.shared.dimension`, where
  /// `Theme` is an alias and `shared` a protocol-typed singleton): the one type every member
  /// declaration of that name is typed with, as an instance built elsewhere. Nil when the name is
  /// declared with two types or never.
  func memberOfUnknownHolder(_ name: String) -> [(path: String, instance: ViewInstance)]? {
    guard let types = typesByName[name], types.count == 1, let type = types.first else { return nil }
    return [("", ViewInstance(name: name, owner: nil, type: type, built: false))]
  }

  static func key(_ owner: String?, _ name: String) -> String { (owner ?? "") + "." + name }

  /// The number `instance` holds in `property`: what the explicit initializer its labels call
  /// stores there (its parameters bound to the arguments or their defaults), else the argument
  /// labelled `property` (a memberwise initializer), else the property's default.
  func stored(_ property: String, in instance: ViewInstance, path: String, depth: Int) -> (
    value: Double, crossFile: Bool
  )? {
    let explicit = (initializers[instance.type] ?? []).filter {
      ViewMember(name: "init", labels: $0.labels, nodes: [], line: 0).accepts(instance.labels)
    }
    var value: ValueExpression?
    if explicit.count > 1 { return nil }
    if let initializer = explicit.first {
      if let at = initializer.properties.lastIndex(of: property) {
        var bindings: [String: ValueExpression] = [:]
        for (label, (parameter, fallback)) in zip(
          initializer.labels, zip(initializer.parameters, initializer.defaults))
        {
          bindings[parameter] = instance.labels.firstIndex(of: label).map { instance.values[$0] } ?? fallback
        }
        value = Self.substitute(initializer.values[at], bindings)
      }
    } else if let at = instance.labels.firstIndex(of: property) {
      value = instance.values[at]
    }
    guard let value else {
      return number(.name([instance.type, property]), path: path, owner: instance.type, depth: depth + 1)
    }
    // An argument is written where the instance is built; an initializer's body in its type.
    return number(
      value, path: path, owner: explicit.isEmpty ? instance.owner : instance.type, depth: depth + 1)
  }

  /// `value` with the names of `bindings` replaced by what they are bound to.
  static func substitute(_ value: ValueExpression, _ bindings: [String: ValueExpression]) -> ValueExpression {
    switch value {
    case .name(let parts) where parts.count == 1: return bindings[parts[0]] ?? value
    case .binary(let op, let a, let b): return .binary(op, substitute(a, bindings), substitute(b, bindings))
    case .negated(let a): return .negated(substitute(a, bindings))
    case .conditional(let a, let b): return .conditional(substitute(a, bindings), substitute(b, bindings))
    case .call(let name, let labels, let values):
      return .call(name, labels, values.map { substitute($0, bindings) })
    default: return value
    }
  }

  // MARK: - Reach (statistics)

  /// Walks every screen through helpers, project views and project modifiers once, counting what
  /// the model resolves (the counts `statistics` reports).
  private func countReach(into statistics: inout Statistics) {
    var seenMembers: Set<String> = []
    var seenTypes: Set<String> = []
    var seenModifiers: Set<String> = []
    var crossFile: Set<String> = []
    func visit(_ nodes: [ViewNode], _ scope: Scope, _ depth: Int) {
      guard depth < 24 else { return }
      for node in nodes {
        for modifier in node.modifiers {
          if let (applied, inner) = expand(modifier, in: scope), seenModifiers.insert(modifier.name).inserted
          {
            for use in applied { count(use, inner) }
          }
          count(modifier, scope)
          for closure in modifier.closures { visit(closure, scope, depth + 1) }
        }
        switch node.head {
        case .member(let name):
          if let (helper, inner) = member(name, in: scope),
            seenMembers.insert(scope.type + "." + name).inserted
          {
            visit(helper, inner, depth + 1)
          }
        case .slot(let name):
          if let bound = slot(name, in: scope) { visit(bound.nodes, bound.scope, depth + 1) }
        case .call:
          if let (entry, body, inner) = self.body(of: node, from: scope) {
            if seenTypes.insert(entry.name).inserted || !inner.bindings.isEmpty {
              visit(body, inner, depth + 1)
            }
          }
        default: break
        }
        for group in node.children { visit(group, scope, depth + 1) }
        for argument in node.arguments { visit(argument.views, scope, depth + 1) }
      }
    }
    func count(_ modifier: ViewModifierUse, _ scope: Scope) {
      for argument in modifier.arguments {
        guard let value = argument.value, case .name(let parts) = value,
          let found = numberAcrossFiles(value, in: scope), found.crossFile
        else { continue }
        crossFile.insert(parts.joined(separator: "."))
      }
    }
    for screen in screens { visit(screen.nodes, screen.scope, 0) }
    statistics.helperBodiesFollowed = seenMembers.count
    statistics.projectViewsFollowed = seenTypes.count
    statistics.modifiersFollowed = seenModifiers.count
    statistics.crossFileConstants = crossFile.count
  }
}

extension ProjectViewModel: IncrementalProjectFact {
  public convenience init(
    updating previous: ProjectViewModel, in project: ProjectContext, changed: Set<String>
  ) {
    self.init(
      updating: previous, project.facts(of: ViewModelCollector()), changed: changed, jobs: project.jobs)
  }
}
