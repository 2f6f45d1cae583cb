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
  }

  public struct TypeEntry: Sendable {
    public let name: String
    public internal(set) var kind: ViewTypeDeclaration.Kind
    public internal(set) var slots: [String]
    public internal(set) var members: [String: Member]
    public internal(set) var path: String
    public internal(set) var line: Int
  }

  /// Where nodes are read: the type whose members their names refer to, the file (constants of
  /// the same file first), and the views bound to the type's slots by the caller.
  public final class Scope: Sendable {
    public let type: String
    public let path: String
    public let bindings: [String: Bound]
    public init(type: String, path: String, bindings: [String: Bound] = [:]) {
      self.type = type
      self.path = path
      self.bindings = bindings
    }
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
    var result = counts
    countReach(into: &result)
    return result
  }
  private var counts = Statistics()
  private var constants: [String: [(path: String, owner: String?, value: ValueExpression)]] = [:]
  private var widgetPaths: Set<String> = []

  public convenience init(_ project: ProjectContext) {
    let collected = project.facts(of: ViewModelCollector())
    self.init(collected)
  }

  public init(_ collected: [(path: String, facts: ViewFileFacts)]) {
    var presented: Set<String> = []
    var made: Set<String> = []
    var previewMade: Set<String> = []
    var apps: [TypeEntry] = []
    for (path, facts) in collected {
      if facts.isWidgetFile { widgetPaths.insert(path) }
      presented.formUnion(facts.presented)
      made.formUnion(facts.made)
      previewMade.formUnion(facts.previewMade)
      for constant in facts.constants {
        constants[constant.name, default: []].append((path, constant.owner, constant.value))
      }
      for declaration in facts.types {
        if declaration.kind == .viewExtension {
          for member in declaration.members {
            viewExtensions[member.name, default: []].append(
              Member(name: member.name, labels: member.labels, nodes: member.nodes, path: path, type: "View"))
          }
          continue
        }
        var entry =
          types[declaration.name]
          ?? TypeEntry(
            name: declaration.name, kind: declaration.kind, slots: [], members: [:], path: path,
            line: declaration.line)
        // An extension (kind .other) adds members; the declaration says what the type is.
        if declaration.kind != .other {
          entry.kind = declaration.kind
          entry.path = path
          entry.line = declaration.line
        }
        if !declaration.slots.isEmpty { entry.slots = declaration.slots }
        for member in declaration.members
        where entry.members[member.name] == nil || declaration.kind != .other {
          entry.members[member.name] = Member(
            name: member.name, nodes: member.nodes, path: path, type: declaration.name)
        }
        types[declaration.name] = entry
        if declaration.kind == .app { apps.append(entry) }
      }
    }
    counts.viewTypes = types.values.filter { $0.kind == .view }.count
    counts.modifierTypes = types.values.filter { $0.kind == .modifier }.count
    counts.viewExtensionModifiers = viewExtensions.values.reduce(0) { $0 + $1.count }
    var screens: [Screen] = []
    for entry in types.values.sorted(by: { $0.name < $1.name }) where entry.kind == .view {
      guard let body = entry.members["body"] else { continue }
      let kind: Screen.Kind
      if presented.contains(entry.name) {
        kind = .hosted
      } else if !made.contains(entry.name) && !previewMade.contains(entry.name) {
        kind = .unplaced
      } else {
        continue
      }
      screens.append(
        Screen(
          name: entry.name, kind: kind, nodes: body.nodes, scope: Scope(type: entry.name, path: body.path)))
    }
    for app in apps {
      guard let body = app.members["body"] else { continue }
      screens.append(
        Screen(
          name: app.name, kind: .window, nodes: body.nodes, scope: Scope(type: app.name, path: body.path)))
    }
    // The project's own modifiers that present what they are given (`.bottomSheet { … }` built on
    // `.sheet`): their trailing closures at a use site are screen content too.
    var presenting = Self.presentingModifiers
    for (name, helpers) in viewExtensions where helpers.contains(where: { Self.presents($0.nodes) }) {
      presenting.insert(name)
    }
    // Presentations written in view code: every member of every type, read once.
    let declared = Set(types.keys)
    for entry in types.values.sorted(by: { $0.name < $1.name }) where entry.kind != .preview {
      for member in entry.members.values.sorted(by: { $0.name < $1.name }) {
        let scope = Scope(type: entry.name, path: member.path)
        Self.presentations(
          in: member.nodes, scope: scope, declared: declared, presenting: presenting, into: &screens)
      }
    }
    screens += slotDestinations(presentedBy: screens)
    self.screens = screens.filter { !widgetPaths.contains($0.scope.path) }
    counts.screens = self.screens.count
    counts.screenTypes =
      Set(
        self.screens.compactMap { screen -> String? in
          if screen.kind == .hosted || screen.kind == .unplaced { return screen.name }
          if screen.nodes.count == 1, let name = screen.nodes[0].callName, types[name]?.kind == .view {
            return name
          }
          return nil
        }
      ).count
  }

  /// A project container that presents its own slot (`NavigationLink { destination() }` in a
  /// category list made as `CategoryView(…) { FormView() }`): what each caller binds to that slot
  /// is the screen. Found by one walk over every member, made only when such a container exists.
  private func slotDestinations(presentedBy screens: [Screen]) -> [Screen] {
    var presentedSlots: [String: [(slot: String, kind: Screen.Kind)]] = [:]
    for screen in screens where screen.nodes.count == 1 && screen.scope.bindings.isEmpty {
      if case .slot(let name) = screen.nodes[0].head, types[screen.scope.type]?.kind == .view {
        presentedSlots[screen.scope.type, default: []].append((name, screen.kind))
      }
    }
    guard !presentedSlots.isEmpty else { return [] }
    var found: [Screen] = []
    func visit(_ nodes: [ViewNode], _ scope: Scope, _ depth: Int) {
      guard depth < 40 else { return }
      for node in nodes {
        if let name = node.callName, let slots = presentedSlots[name],
          let (_, _, inner) = body(of: node, from: scope)
        {
          for (slot, kind) in slots {
            guard let bound = inner.bindings[slot], !bound.nodes.isEmpty else { continue }
            let title =
              bound.nodes.count == 1 && bound.nodes[0].callName.map { types[$0] != nil } == true
              ? bound.nodes[0].callName!
              : "content \(name) presents in \(bound.scope.type) (line \(bound.nodes[0].line))"
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
    for entry in types.values.sorted(by: { $0.name < $1.name }) where entry.kind != .preview {
      for member in entry.members.values.sorted(by: { $0.name < $1.name }) {
        visit(member.nodes, Scope(type: entry.name, path: member.path), 0)
      }
    }
    return found
  }

  /// Presenting modifiers and containers whose content is a screen.
  public static let presentingModifiers: Set<String> = [
    "sheet", "fullScreenCover", "popover", "navigationDestination",
  ]

  /// True when the nodes present something: a presenting modifier, anywhere in them.
  static func presents(_ nodes: [ViewNode]) -> Bool {
    nodes.contains { node in
      node.modifiers.contains {
        presentingModifiers.contains($0.name) || $0.closures.contains(where: presents)
      }
        || node.children.contains(where: presents)
    }
  }

  static func presentations(
    in nodes: [ViewNode], scope: Scope, declared: Set<String>, presenting: Set<String>,
    into screens: inout [Screen]
  ) {
    func name(_ nodes: [ViewNode], _ scope: Scope) -> String {
      if nodes.count == 1, let name = nodes[0].callName, declared.contains(name) { return name }
      return "content presented in \(scope.type) (line \(nodes.first?.line ?? 0))"
    }
    for node in nodes {
      for modifier in node.modifiers {
        if presenting.contains(modifier.name) {
          let kind: Screen.Kind = modifier.name == "navigationDestination" ? .navigation : .sheet
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

  /// A helper property or function of the scope's type: its nodes, read in the same scope.
  public func member(_ name: String, in scope: Scope) -> (nodes: [ViewNode], scope: Scope)? {
    guard let member = types[scope.type]?.members[name] else { return nil }
    return (member.nodes, Scope(type: scope.type, path: member.path, bindings: scope.bindings))
  }

  /// The body of the project view `call` makes, its slots bound to the call's trailing closures
  /// and view arguments (read in `scope`, the caller's); nil for a type the project does not declare.
  public func body(of call: ViewNode, from scope: Scope) -> (
    type: TypeEntry, nodes: [ViewNode], scope: Scope
  )? {
    guard let name = call.callName, let entry = types[name], entry.kind == .view,
      let body = entry.members["body"]
    else { return nil }
    var bindings: [String: Bound] = [:]
    let slots = entry.slots
    for (position, closure) in call.children.enumerated() {
      let label = position < call.closureLabels.count ? call.closureLabels[position] : nil
      let slot =
        label.flatMap { slots.contains($0) ? $0 : nil }
        ?? (slots.contains("content") ? "content" : slots.first)
      if let slot, bindings[slot] == nil { bindings[slot] = Bound(nodes: closure, scope: scope) }
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
    return (entry, body.nodes, Scope(type: name, path: body.path, bindings: bindings))
  }

  /// The views a caller bound to slot `name`.
  public func slot(_ name: String, in scope: Scope) -> Bound? { scope.bindings[name] }

  /// The modifiers a project modifier applies, in source order (innermost first), with the scope
  /// to read their values in: `.edgePadding()` declared as `extension View { func edgePadding() ->
  /// some View { padding(.horizontal, 16) } }`, or `.modifier(EdgePadding())` whose `body(content:)`
  /// is `content.padding(.horizontal, 16)`. Nil when it is not one, or when it wraps the view in
  /// more than modifiers.
  public func expand(_ modifier: ViewModifierUse, in scope: Scope) -> (
    modifiers: [ViewModifierUse], scope: Scope
  )? {
    let member: Member
    if modifier.name == "modifier" {
      guard let name = modifier.arguments.first?.views.first?.callName, let entry = types[name],
        entry.kind == .modifier, let body = entry.members["body"]
      else { return nil }
      member = body
    } else if let helpers = viewExtensions[modifier.name] {
      // The overload these labels call; none (SwiftUI's own `padding(_:_:)`) or several: not followed.
      let used = modifier.arguments.map { $0.label ?? "_" }
      let matching = helpers.filter {
        ViewMember(name: $0.name, labels: $0.labels ?? [], nodes: [], line: 0).accepts(used)
      }
      guard matching.count == 1 else { return nil }
      member = matching[0]
    } else {
      return nil
    }
    guard member.nodes.count == 1, case .slot = member.nodes[0].head else { return nil }
    return (member.nodes[0].modifiers, Scope(type: member.type, path: member.path))
  }

  /// The number `value` stands for, through constants declared anywhere (the same file first, then
  /// the qualifying type, then a name declared once), stored-property defaults, enum raw values and
  /// `+ - * /`; `.infinity` is infinite. Nil when unknown or ambiguous.
  public func number(_ value: ValueExpression, in scope: Scope) -> Double? {
    number(value, path: scope.path, owner: scope.type, depth: 0).map(\.value)
  }

  /// `number`, and whether a constant of another file was read.
  public func numberAcrossFiles(_ value: ValueExpression, in scope: Scope) -> (
    value: Double, crossFile: Bool
  )? {
    number(value, path: scope.path, owner: scope.type, depth: 0)
  }

  func number(_ value: ValueExpression, path: String, owner: String?, depth: Int) -> (
    value: Double, crossFile: Bool
  )? {
    guard depth < 8 else { return nil }
    switch value {
    case .number(let n): return (n, false)
    case .implicitMember(let name):
      return name == "infinity" || name == "greatestFiniteMagnitude" ? (.infinity, false) : nil
    case .negated(let inner):
      return number(inner, path: path, owner: owner, depth: depth + 1).map { (-$0.value, $0.crossFile) }
    case .call(let name, _, let values)
    where values.count == 1 && ["CGFloat", "Double", "Float", "Int"].contains(name):
      return number(values[0], path: path, owner: owner, depth: depth + 1)
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
      guard let candidates = constants[name] else { return nil }
      let qualifier = parts.count > 1 ? parts[parts.count - 2] : nil
      let sameFile = candidates.filter { $0.path == path }
      let groups: [[(path: String, owner: String?, value: ValueExpression)]] = [
        sameFile.filter { $0.owner == (qualifier ?? owner) },
        qualifier == nil ? sameFile : [],
        candidates.filter { qualifier != nil && $0.owner == qualifier },
        candidates.filter { qualifier == nil && $0.owner == owner },
        qualifier == nil ? candidates : [],
      ]
      for group in groups where !group.isEmpty {
        let values = group.map { candidate in
          number(candidate.value, path: candidate.path, owner: candidate.owner, depth: depth + 1).map {
            ($0.value, $0.crossFile || candidate.path != path)
          }
        }
        let known = Set(values.compactMap { $0?.0 })
        guard known.count == 1, values.allSatisfy({ $0 != nil }), let first = values[0] else { return nil }
        return first
      }
      return nil
    default: return nil
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
