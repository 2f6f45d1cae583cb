/// Reads one file's view code into `ViewFileFacts`: a pass over the index's types, members and
/// variables, and the tokens of each view member's body.
struct ViewModelReader {
  let context: FileContext
  let file: SourceFile
  let index: SyntaxIndex
  let previewRanges: [Range<Int>]
  /// `#if` branches that decide whether their code is compiled for iOS.
  let platformBranches: [(range: Range<Int>, onIOS: Bool)]
  /// Code compiled into debug builds only (`#if DEBUG`): what users run is the other branch.
  let debugOnly: [Range<Int>]
  /// The file's functions at file scope that make a view (`@ViewBuilder private func content(…)
  /// -> some View`), by name to their body's brace; a name declared twice is left out. A view's
  /// body that calls one shows what it makes.
  private(set) var fileViewFunctions: [String: Int] = [:]
  /// Their parameters in order: each argument label (`_` for none) and name inside the function.
  private(set) var fileViewFunctionParameters: [String: [(label: String, name: String)]] = [:]
  /// The index's variables and functions by the type they are declared in, in the index's order:
  /// a generated file of thousands of types would otherwise scan them all for each type.
  let variablesByOwner: [Int: [VariableDecl]]
  let functionsByOwner: [Int: [FunctionDecl]]
  /// The file's upper-camel identifiers (`Expressions.upperCamelTokens`), where `made` and
  /// `madeOutsideViews` look for the views the file makes.
  let upperCamel: [Int]
  /// The file names a cell, a header or footer provider, or a cell registration somewhere: only
  /// then can a view it makes be a cell's content (`inCellCode`).
  let namesCells: Bool
  /// The file names a cell registration, a cell provider or a diffable data source.
  let mayRegisterCells: Bool

  init(_ context: FileContext) {
    self.context = context
    file = context.file
    index = context.index
    var variables: [Int: [VariableDecl]] = [:]
    for variable in context.index.variables {
      if let owner = variable.owner { variables[owner, default: []].append(variable) }
    }
    variablesByOwner = variables
    var functions: [Int: [FunctionDecl]] = [:]
    for function in context.index.functions {
      if let owner = function.owner { functions[owner, default: []].append(function) }
    }
    functionsByOwner = functions
    platformBranches = PlatformBranches(context.file).branches
    debugOnly = PlatformBranches.debugOnly(context.file)
    var previews = index.types.filter { $0.inherits.contains("PreviewProvider") }.map {
      $0.bodyOpen..<$0.bodyClose
    }
    upperCamel = Expressions.upperCamelTokens(context.file)
    namesCells =
      context.file.contains("Cell") || context.file.contains("cell") || context.file.contains("viewFor")
      || context.file.contains("ReusableView") || context.file.contains("HeaderFooterView")
    mayRegisterCells =
      context.file.contains("Registration") || context.file.contains("cellProvider")
      || context.file.contains("DiffableDataSource")
    // Most files have no `#Preview`: a search of the bytes says so without a look at each token.
    let mayPreview = file.contains("#Preview")
    for j in 0..<(mayPreview ? file.count : 0) where file.kind(j) == .pound && file.text(j) == "#Preview" {
      var k = j + 1
      if file.kind(k) == .openParen, let close = file.match(k) { k = close + 1 }
      if file.kind(k) == .openBrace, let close = file.match(k) { previews.append(j..<close) }
    }
    previewRanges = previews
    var viewFunctions: [String: Int] = [:]
    var parameters: [String: [(label: String, name: String)]] = [:]
    var twice: Set<String> = []
    for function in index.functions where function.owner == nil && function.kind == .function {
      guard let open = function.bodyOpen, isViewMember(function.nameToken, open, name: function.name),
        !previews.contains(where: { $0.contains(function.nameToken) })
      else { continue }
      if viewFunctions.updateValue(open, forKey: function.name) != nil { twice.insert(function.name) }
      if let clause = (function.nameToken..<open).first(where: { file.kind($0) == .openParen }) {
        let names = Expressions.parameters(file, open: clause).map(\.name)
        if !names.isEmpty, names.count == function.labels.count {
          parameters[function.name] = Array(zip(function.labels, names))
        }
      }
    }
    fileViewFunctions = viewFunctions.filter { !twice.contains($0.key) }
    fileViewFunctionParameters = parameters.filter { !twice.contains($0.key) }
  }

  func read() -> ViewFileFacts? {
    // A file only its static declarations bring here (no view code, no number type): the instances
    // it builds and the initializers it declares, nothing else.
    guard ViewModelCollector.viewTriggers.contains(where: { file.contains($0) }) else {
      var facts = ViewFileFacts(types: [], presented: [], constants: [], made: [], isWidgetFile: false)
      facts.instances = instances()
      facts.initializers = initializers()
      return facts.instances.isEmpty && facts.initializers.isEmpty ? nil : facts
    }
    let isWidgetFile = WidgetCode.isWidgetFile(file, index)
    var types: [ViewTypeDeclaration] = []
    for (t, type) in index.types.enumerated() {
      if let declaration = self.type(t, type, widget: isWidgetFile) { types.append(declaration) }
    }
    var facts = ViewFileFacts(
      types: types, presented: presented(), constants: constants(), made: made(), isWidgetFile: isWidgetFile)
    if context.isTestFile {
      // A test makes a view to inspect or host it (`let sut = RouteCard(…)`, ViewInspector's
      // `ViewHosting.host(view:)`): the app presents nothing there, and the view is placed.
      facts.made = Array(Set(facts.made + facts.presented)).sorted()
      facts.presented = []
    }
    facts.previewMade = made(inPreviews: true)
    facts.mentioned = mentioned(besides: facts.made)
    facts.instances = instances()
    facts.initializers = initializers()
    if facts.types.isEmpty && facts.presented.isEmpty && facts.constants.isEmpty && facts.instances.isEmpty
      && facts.initializers.isEmpty
    {
      // A file that only makes or names views (a router's `case .settings: AnyView(SettingsView())`
      // in a plain class) places none of them, but what it names is shown from there.
      let named = Self.sortedUnique(facts.made.filter { $0.contains("View") } + facts.mentioned)
      guard !named.isEmpty else { return nil }
      var mentions = ViewFileFacts(
        types: [], presented: [], constants: [], made: [], isWidgetFile: isWidgetFile)
      mentions.mentioned = named
      return mentions
    }
    return facts
  }

  // MARK: - Types and members

  func type(_ t: Int, _ type: TypeDecl, widget: Bool) -> ViewTypeDeclaration? {
    // A type declared for other platforms only is not compiled for iOS.
    if onIOS(type.nameToken) == false { return nil }
    let inherits = type.inherits
    var kind: ViewTypeDeclaration.Kind = .other
    if type.kind == .extension && type.name == "View" {
      kind = .viewExtension
    } else if inherits.contains("PreviewProvider") || (widget && inherits.contains("View"))
      || inherits.contains("Widget") || debugOnly.contains(where: { $0.contains(type.nameToken) })
    {
      kind = .preview
    } else if inherits.contains("ViewModifier") {
      kind = .modifier
    } else if inherits.contains("App") {
      kind = .app
    } else if inherits.contains("View") {
      kind = .view
    }
    let generics = Set(type.genericParameters)
    var slots: [String] = []
    if kind == .viewExtension { slots = ["self"] }
    if kind == .modifier { slots = ["content"] }
    if !generics.isEmpty {
      for variable in variablesByOwner[t] ?? [] where variable.isMember && variable.bodyOpen == nil {
        guard let range = variable.typeRange,
          range.contains(where: { file.kind($0) == .identifier && generics.contains(file.text($0)) })
        else { continue }
        // A view, optional view or view-making closure (`Content`, `Label?`, `() -> Destination`);
        // not a collection or a wrapper of a generic value (`[Category]`, `Binding<Value>`).
        guard let first = range.first,
          file.kind(first) == .openParen
            || (file.kind(first) == .identifier && generics.contains(file.text(first)))
        else { continue }
        slots.append(variable.name)
      }
    }
    let selfIsContent = kind == .viewExtension
    var members: [ViewMember] = []
    // The type's view properties and functions, so that one named like a type (`var Header: some
    // View`, `func Content(state: State) -> some View`) is read as the member it is: inside the type
    // its name shadows any type's.
    let properties = Set(
      (variablesByOwner[t] ?? []).filter { variable in
        variable.isMember
          && variable.bodyOpen.map { isViewMember(variable.nameToken, $0, name: variable.name) } == true
      }.map(\.name)
        + (functionsByOwner[t] ?? []).filter { function in
          function.kind == .function
            && function.bodyOpen.map { isViewMember(function.nameToken, $0, name: function.name) } == true
        }.map(\.name))
    // A member declared in a branch compiled for another platform only (the `#else` of `#if
    // !targetEnvironment(macCatalyst)`, an `#if os(macOS)` twin) is not the one an iPhone shows.
    for variable in variablesByOwner[t] ?? [] where variable.isMember && onIOS(variable.nameToken) != false {
      guard let open = variable.bodyOpen, isViewMember(variable.nameToken, open, name: variable.name) else {
        continue
      }
      members.append(
        member(
          variable.name, nil, open, variable.nameToken, slots: slots, selfIsContent: selfIsContent,
          properties: properties))
    }
    for function in functionsByOwner[t] ?? []
    where function.kind == .function && onIOS(function.nameToken) != false {
      guard let open = function.bodyOpen, isViewMember(function.nameToken, open, name: function.name) else {
        continue
      }
      // A modifier's `body(content:)`: `content` is the modified view.
      members.append(
        member(
          function.name, function.labels, open, function.nameToken, slots: slots,
          selfIsContent: selfIsContent,
          properties: properties))
    }
    // A struct conforming through the project's own protocol (`protocol BaseView: View`, then
    // `struct Home: BaseView`) is a view all the same: its `var body: some View` says so.
    if kind == .other, type.kind == .struct, declaresViewBody(owner: t) { kind = .view }
    if kind == .app || kind == .view {
      members += storedViews(owner: t, generics: generics, taken: Set(members.map(\.name)))
    }
    guard !members.isEmpty || kind == .view || kind == .modifier || !slots.isEmpty else { return nil }
    // A struct with view members but no `body` may take its body from a project protocol's
    // extension (`struct HomeView: MVIView`); the model looks the protocols up.
    let protocols =
      kind == .other && type.kind == .struct && !members.contains(where: { $0.name == "body" })
      ? inherits : []
    let offset = context.offset(type.nameToken)
    return ViewTypeDeclaration(
      name: qualifiedName(t), kind: kind, slots: slots, members: members, offset: offset,
      line: file.location(of: offset).line, filePrivate: isFilePrivate(type), protocols: protocols)
  }

  /// Stored properties that hold a view of a named type (`var mainScreen: MainScreen`, set in the
  /// app's `init`, then `WindowGroup { mainScreen }`; `let header = Header()`): a member standing for
  /// that type's view, so a body naming the property lays out what the type's body does. Not a
  /// property a wrapper manages (`@State`, `@StateObject`), a static one or a generic one (a slot).
  /// Whether the type is a project view is settled where the model resolves the call.
  func storedViews(owner t: Int, generics: Set<String>, taken: Set<String>) -> [ViewMember] {
    var result: [ViewMember] = []
    for variable in variablesByOwner[t] ?? []
    where variable.isMember && variable.bodyOpen == nil && !variable.modifiers.contains("static")
      && !taken.contains(variable.name) && onIOS(variable.nameToken) != false
    {
      var typeToken: Int?
      if let range = variable.typeRange {
        if range.count == 1 || range.count == 2 && file.tokenIs(range.upperBound - 1, "?") {
          typeToken = range.lowerBound
        }
      } else if let initial = variable.initializer, file.kind(initial.lowerBound + 1) == .openParen,
        file.match(initial.lowerBound + 1) == initial.upperBound - 1
      {
        typeToken = initial.lowerBound
      }
      guard let token = typeToken, Expressions.isUpperCamel(file, token), file.kind(token) == .identifier,
        !generics.contains(file.text(token)), !hasAttribute(before: variable.nameToken)
      else { continue }
      let offset = context.offset(variable.nameToken)
      let line = file.location(of: offset).line
      result.append(
        ViewMember(
          name: variable.name, nodes: [ViewNode(head: .call(file.text(token)), offset: offset, line: line)],
          line: line))
    }
    return result
  }

  /// True when an attribute (`@State`, `@ObservedObject`) comes before the `var`/`let` of the
  /// declaration whose name is at `name`, among its modifiers.
  func hasAttribute(before name: Int) -> Bool {
    var j = name - 2
    while j >= 0 {
      if file.kind(j) == .attribute { return true }
      // `@Environment(\.dismiss)`: an attribute's arguments.
      if file.kind(j) == .closeParen, let open = file.match(j), file.kind(open - 1) == .attribute {
        return true
      }
      guard file.kind(j) == .identifier, SyntaxIndex.modifierWords.contains(file.text(j)) else {
        return false
      }
      j -= 1
    }
    return false
  }

  /// `private struct` or `fileprivate struct` at file scope (an extension is not a declaration).
  func isFilePrivate(_ type: TypeDecl) -> Bool {
    guard type.parent == nil, type.kind != .extension else { return false }
    var j = type.nameToken - 2
    while j >= 0, file.kind(j) == .identifier || file.kind(j) == .attribute {
      let word = file.text(j)
      if word == "private" || word == "fileprivate" { return true }
      guard file.kind(j) == .attribute || SyntaxIndex.modifierWords.contains(word) else { break }
      j -= 1
    }
    return false
  }

  /// A nested type's name with its enclosing types' (`extension Home { struct RootView }` is
  /// `Home.RootView`): two modules' `RootView`s are two types. `extension View` keeps `View`.
  func qualifiedName(_ t: Int) -> String {
    if index.types[t].kind == .extension && index.types[t].name == "View" { return "View" }
    var parts = [extendedName(t)]
    var child = t
    var parent = index.types[t].parent
    // Only a declaration whose body holds the child's name encloses it (`import struct A.B` is no
    // declaration with a body).
    while let p = parent, index.types[p].contains(token: index.types[child].nameToken) {
      parts.insert(extendedName(p), at: 0)
      child = p
      parent = index.types[p].parent
    }
    return parts.joined(separator: ".")
  }

  /// `extension Home.RootView` → `Home.RootView`; any other declaration, its name.
  private func extendedName(_ t: Int) -> String {
    let type = index.types[t]
    guard type.kind == .extension else { return type.name }
    var j = type.nameToken
    var parts = [type.name]
    while j >= 2, file.kind(j - 1) == .dot, file.kind(j - 2) == .identifier {
      parts.insert(file.text(j - 2), at: 0)
      j -= 2
    }
    return Self.typeName(parts)
  }

  /// A dotted type name as the model keys it: `SwiftUI.List` and `UIKit.UIView` by the framework
  /// type's own name, a project's nested type by its qualified one (`Home.RootView`).
  static func typeName(_ parts: [String]) -> String {
    let own =
      parts.count > 1 && (parts[0] == "SwiftUI" || parts[0] == "UIKit") ? parts.dropFirst() : parts[...]
    return own.joined(separator: ".")
  }

  /// `Home.RootView(` at `j` (upper-camel names joined by dots, the last one called or given a
  /// trailing closure): the dotted name and the token after it; nil for a single name.
  func qualifiedCall(at j: Int) -> (name: String, end: Int)? {
    guard file.kind(j - 1) != .dot, Expressions.isUpperCamel(file, j), file.kind(j + 1) == .dot else {
      return nil
    }
    // The shape first, the names only for a call: most dotted upper-camel names are a member read
    // (`Constants.margin`, `UIColor.red`), asked about at every one by `madeOutsideViews()`.
    var k = j
    while file.kind(k + 1) == .dot, Expressions.isUpperCamel(file, k + 2) { k += 2 }
    let next = file.kind(k + 1)
    guard k > j, next == .openParen || (next == .openBrace && !file.tokens[k + 1].startsLine) else {
      return nil
    }
    return (Self.typeName(stride(from: j, through: k, by: 2).map { file.text($0) }), k + 1)
  }

  func member(
    _ name: String, _ labels: [String]?, _ open: Int, _ nameToken: Int, slots: [String], selfIsContent: Bool,
    properties: Set<String>
  ) -> ViewMember {
    var reading = BodyReader(
      reader: self, slots: Set(slots), selfIsContent: selfIsContent, properties: properties)
    let nodes = reading.body(open)
    var parameters: [String]?
    var defaults: [ValueExpression]?
    if labels != nil, let clause = (nameToken..<open).first(where: { file.kind($0) == .openParen }),
      let close = file.match(clause), close < open
    {
      (parameters, defaults) = Self.parameters(open: clause, close: close, file)
    }
    return ViewMember(
      name: name, labels: labels, nodes: nodes, line: file.location(of: context.offset(nameToken)).line,
      parameters: parameters, defaults: defaults)
  }

  /// The names a parameter clause binds inside the function (`_ edges: Edge.Set = .all` binds
  /// `edges`), each with its default as a value (`.unknown` for none).
  static func parameters(open: Int, close: Int, _ file: SourceFile) -> ([String], [ValueExpression]) {
    var names: [String] = []
    var defaults: [ValueExpression] = []
    // The clause's parameters, split at its top-level commas.
    var segments: [Range<Int>] = []
    var start = open + 1
    var j = open + 1
    while j < close {
      if let partner = file.match(j), partner > j {
        j = partner + 1
        continue
      }
      if file.kind(j) == .comma {
        segments.append(start..<j)
        start = j + 1
      }
      j += 1
    }
    if start < close { segments.append(start..<close) }
    for range in segments {
      guard let colon = range.first(where: { file.kind($0) == .colon }), colon > range.lowerBound,
        file.kind(colon - 1) == .identifier
      else { continue }
      names.append(file.text(colon - 1))
      if let equals = (colon..<range.upperBound).first(where: { file.tokenIs($0, "=") }),
        equals + 1 < range.upperBound
      {
        defaults.append(ValueReader(file: file).value((equals + 1)..<range.upperBound))
      } else {
        defaults.append(.unknown)
      }
    }
    return (names, defaults)
  }

  /// `var body: some View`, `func row() -> some View`, `-> AnyView`, `-> HeaderView`, `some Scene`,
  /// `some TabContent<Tab?>` (the iOS 18 `Tab`s a `TabView` shows).
  /// `var body: some View { … }` declared by the type itself.
  func declaresViewBody(owner t: Int) -> Bool {
    (variablesByOwner[t] ?? []).contains { variable in
      guard variable.isMember, variable.name == "body", let open = variable.bodyOpen
      else {
        return false
      }
      return (variable.nameToken..<open).contains { file.tokenIs($0, "View") }
    }
  }

  func isViewMember(_ name: Int, _ open: Int, name text: String) -> Bool {
    if text == "body" { return true }
    if name > 0, file.kind(name - 1) == .identifier {
      // `@ViewBuilder var x` / `@ViewBuilder func x`
      var j = name - 1
      while j > 0 && file.kind(j) == .identifier { j -= 1 }
      if file.kind(j) == .attribute && file.text(j) == "@ViewBuilder" { return true }
    }
    for j in name..<open where file.kind(j) == .identifier {
      if file.token(j, endsWith: "View") || file.tokenIs(j, "Scene") || file.tokenIs(j, "TabContent") {
        return true
      }
    }
    return false
  }

  // MARK: - Presentations, constants, names made

  /// `rootView: X(…)` (or a local made as `X(…)`), `destination: X(…)`, `UIHostingController<X>`
  /// subclasses, and views made outside any view member (UIKit or coordinator code).
  func presented() -> [String] {
    var names: [String] = []
    for type in index.types {
      for (inherited, arguments) in zip(type.inherits, type.inheritedArguments)
      where inherited.hasFragment("HostingController") {
        names += arguments
      }
    }
    for j in 1..<max(file.count, 1) where file.kind(j) == .colon {
      guard file.tokenIs(j - 1, oneOf: ["rootView", "destination"]), !inPreview(j), !inCellCode(j) else {
        continue
      }
      let value = j + 1
      if let call = qualifiedCall(at: value) {
        names.append(call.name)
      } else if Expressions.isUpperCamel(file, value) {
        names.append(file.text(value))
      } else if file.kind(value) == .identifier, let made = localMade(file.text(value), before: j) {
        names.append(made)
      }
    }
    names += madeOutsideViews()
    return Self.sortedUnique(names)
  }

  /// True when token `j` is in code that makes a cell's content: a cell's, a reusable view's or a
  /// header/footer view's own class, a data source method that returns one (`tableView(_:cellForRowAt:)`,
  /// `viewForHeaderInSection`, a function named for a cell), or a cell registration's or a cell
  /// provider's closure. A view hosted there is a row, as wide as the list lays the cell out, not
  /// a screen (as `UIHostingConfiguration` content is).
  func inCellCode(_ j: Int) -> Bool {
    guard namesCells else { return false }
    if let t = index.enclosingType(of: j),
      index.types[t].inherits.contains(where: {
        $0.hasFragment("Cell") || $0.hasFragment("ReusableView") || $0.hasFragment("HeaderFooterView")
      })
    {
      return true
    }
    // A data source method (`tableView(_:cellForRowAt:)`, `viewForHeaderInSection`), or a function
    // named for a cell (`reportCell(for:)`, `cellContent()`), not one whose name only holds the
    // letters (`isCancellable`).
    if let function = index.enclosingFunction(of: j) {
      func namesCell(_ word: String) -> Bool {
        word.hasPrefix("cell") || word.hasFragment("Cell") || Self.reusableViewLabels.contains(word)
      }
      if namesCell(function.name) || function.labels.contains(where: namesCell) { return true }
    }
    guard mayRegisterCells else { return false }
    return Expressions.firstEnclosing(j, in: file) { k -> Bool? in
      guard file.kind(k) == .openBrace else { return nil }
      // The statement the closure ends (`UICollectionView.CellRegistration<Cell, Item> { cell, _, item in`,
      // `cellProvider: { … }`, `DiffableDataSource(collectionView: view) { … }`).
      var h = k - 1
      while h >= 0, k - h < 40, file.kind(h) != .openBrace, file.kind(h) != .closeBrace {
        if file.tokenIs(h, "cellProvider") || file.token(h, endsWith: "Registration")
          || file.token(h, endsWith: "DiffableDataSource")
        {
          return true
        }
        h -= 1
      }
      return nil
    } ?? false
  }

  /// The labels of the data source and delegate methods that return a header or footer view.
  static let reusableViewLabels: Set<String> = [
    "viewForHeaderInSection", "viewForFooterInSection", "viewForSupplementaryElementOfKind",
  ]

  /// `Array(Set(names)).sorted()`: the names sorted (a stable sort), each run of equal names kept
  /// as its first. The same names in the same order, without hashing every name a file makes into
  /// a set (most are made many times: `Text`, `VStack`).
  static func sortedUnique(_ names: [String]) -> [String] {
    let sorted = names.sorted()
    var unique: [String] = []
    unique.reserveCapacity(sorted.count)
    for name in sorted where unique.last != name { unique.append(name) }
    return unique
  }

  /// Views made in code that is not view code (a coordinator, a view controller, a router):
  /// presented from there. A cell's code and a `UIHostingConfiguration` make rows, not screens.
  func madeOutsideViews() -> [String] {
    var names: [String] = []
    let viewKinds = ["View", "ViewModifier", "App", "PreviewProvider", "Widget", "Scene"]
    // The declarations are read in place, by index: a view made in an extension asks about every
    // type of the file, and a copy of each retains and releases its strings and arrays.
    let types = index.types
    // Asked once, not at each view made: a file that names no hosting configuration has none.
    let namesHostingConfiguration = file.contains("HostingConfiguration")
    for j in upperCamel where j >= 1 && (file.kind(j + 1) == .openParen || file.kind(j + 1) == .dot) {
      let qualified = file.kind(j + 1) == .dot ? qualifiedCall(at: j) : nil
      guard file.kind(j + 1) == .openParen || qualified != nil, file.kind(j - 1) != .dot, !inPreview(j),
        !file.tokenIs(j - 1, oneOf: ["struct", "class", "enum", "extension", "protocol", "actor", "func"])
      else { continue }
      let name = qualified?.name ?? file.text(j)
      if name.hasPrefix("UI") || name.hasPrefix("NS") || name.hasPrefix("CG") { continue }
      if let t = index.enclosingType(of: j) {
        let type = index.types[t]
        // `func openAddToken() { coordinator.present { AddTokenView(…) } }` in a view, in an
        // extension of one, or in a `ViewModifier`: a view made in an action and handed to a
        // presenting call (or handed to `push(…)` anywhere) is not placed by it; it is a screen.
        func madeForPresenting() -> Bool {
          let handed = (inActionMethod(j) || inActionClosure(j)) && handedToPresenter(j)
          return (handed || handedToPresenter(j, strictly: true))
            && !(namesHostingConfiguration && inHostingConfiguration(j))
        }
        // A struct conforming through the project's own protocol (`struct RootView: BaseView`,
        // `protocol BaseView: View`) is view code too: its `var body: some View` says so.
        if type.inherits.contains(where: viewKinds.contains) || type.kind == .extension && type.name == "View"
          || type.kind == .struct && declaresViewBody(owner: t)
        {
          if type.inherits.contains("View") || type.inherits.contains("ViewModifier")
            || type.kind == .struct && declaresViewBody(owner: t),
            madeForPresenting()
          {
            names.append(name)
          }
          continue
        }
        // `private extension DashboardView { var list: some View { ItemList() } }`: view code of
        // a view this file declares (`struct Dashboard: View`, or `struct Dashboard {}` made a
        // view by `extension Dashboard: View`).
        if type.kind == .extension,
          types.indices.contains(where: { types[$0].kind != .extension && types[$0].name == type.name }),
          types.indices.contains(where: {
            types[$0].name == type.name
              && (types[$0].inherits.contains(where: viewKinds.contains)
                || types[$0].kind != .enum && declaresViewBody(owner: $0))
          })
        {
          if madeForPresenting() { names.append(name) }
          continue
        }
        // `extension DetailView { var loginView: some View { … TOTPRow(…) } }` in a file of its
        // own: a view's member that returns a view is view code, wherever the view is declared.
        // (A router enum's or a view model's `some View` member makes the screens it presents.)
        if type.kind == .extension, type.name.hasSuffix("View") || type.name.hasSuffix("Screen"),
          inViewMember(j),
          // `enum Screen { case home … }` extended in its own file with `func view() -> some View`:
          // a router, whose views are the screens it presents.
          !types.indices.contains(where: {
            types[$0].kind == .enum && types[$0].name == type.name
              && !types[$0].inherits.contains(where: viewKinds.contains)
          })
        {
          if madeForPresenting() { names.append(name) }
          continue
        }
        // A cell's code, or code making a cell's content (`cellForRowAt`, a cell registration's
        // closure): a row, not a screen.
        if inCellCode(j) { continue }
      } else if let function = index.enclosingFunction(of: j) {
        // `private func cardForPreview(…) -> some View { RouteCard(…) }` called by previews only.
        if isPreviewHelper(function) { continue }
      } else {
        continue  // a file-level initializer
      }
      if namesHostingConfiguration && inHostingConfiguration(j) { continue }
      names.append(name)
    }
    return names
  }

  /// A private function at file scope that only previews call: preview code, presenting nothing.
  func isPreviewHelper(_ function: FunctionDecl) -> Bool {
    guard function.owner == nil,
      function.modifiers.contains("private") || function.modifiers.contains("fileprivate")
    else { return false }
    var called = false
    for k in 0..<file.count
    where file.kind(k) == .identifier && k != function.nameToken && file.text(k) == function.name {
      guard file.kind(k + 1) == .openParen, inPreview(k) else { return false }
      called = true
    }
    return called
  }

  /// True when the innermost function around token `j` is a method that returns nothing (not an
  /// initializer) and no computed property or view member lies between: an action's code.
  func inActionMethod(_ j: Int) -> Bool {
    guard let function = index.enclosingFunction(of: j), let open = function.bodyOpen,
      function.name != "init",
      !(function.nameToken..<open).contains(where: { file.tokenIs($0, "->") })
    else { return false }
    return !index.variables.contains { variable in
      guard let body = variable.bodyOpen, let close = variable.bodyClose else { return false }
      return body > open && j > body && j < close
    }
  }

  /// Words that name a call showing a screen (`present`, `push`, `show…`, `open…`, `navigate…`).
  static let presenterWords = ["present", "push", "show", "open", "navigate"]

  /// Words that name a card laid out over the screen rather than a screen shown.
  static let cardHostWords = [
    "Toast", "Banner", "Snackbar", "HUD", "Popover", "Popup", "Alert", "Overlay", "Tooltip",
  ]

  /// `present`, `push`, `showDetail`, `openSettings`, `navigateTo`: a presenter word, alone or
  /// followed by a capitalised word (so not `presentationDetents`, `opened`, or a type's name).
  static func isPresenterVerb(_ name: String) -> Bool {
    // (Asked of every name before a view made in view code: the prefix is tested first, and the
    // card words only of a verb.)
    guard let word = presenterWords.first(where: name.hasPrefix) else { return false }
    // `showToast(…)`, `presentBanner(…)`: a project's overlay host lays its card out over the screen.
    if cardHostWords.contains(where: name.hasFragment) { return false }
    guard let next = name.dropFirst(word.count).first else { return true }
    return next.isUppercase
  }

  /// True when the view made at token `j` is handed to a call that shows a screen
  /// (`Coordinator.shared.present { … }`, `router.push(…)`), in a closure or as an argument: a
  /// project's popover or toast host (`popoverState.display { … }`) lays it out in a card instead.
  ///
  /// `strictly`: only a function or method named as a verb (`push(…)`, `router.showDetail(…)`, not
  /// `presentationBackground(…)` or a type such as `ShowcaseCard { … }`), which shows a screen
  /// wherever view code calls it: in a project button's closure (`PrimaryButton { push(Detail()) }`),
  /// a row's `onTap:` or a gesture's `onEnded`.
  func handedToPresenter(_ j: Int, strictly: Bool = false) -> Bool {
    var k = j - 1
    var depth = 0
    var steps = 0
    while k > 0, steps < 4 {
      switch file.kind(k) {
      case .closeBrace, .closeParen, .closeBracket: depth += 1
      case .openBrace, .openParen, .openBracket:
        if depth > 0 {
          depth -= 1
        } else {
          steps += 1
          let callee =
            file.kind(k) == .openBrace
            ? ViewContent.callOwning(brace: k, in: file) : (file.kind(k - 1) == .identifier ? k - 1 : nil)
          if let callee {
            // The function's own body: the call it is handed to was not found inside.
            if file.tokenIs(callee - 1, "func") { return false }
            if strictly {
              // A call, not a condition (`if showDetails {`): an argument, or a closure after the
              // call's arguments or after a method's name (`router.push { … }`).
              var start = callee
              while file.kind(start - 1) == .dot, file.kind(start - 2) == .identifier { start -= 2 }
              let inCondition =
                file.tokenIs(start - 1, oneOf: ["if", "while", "guard", "return", "case", "in"])
                || file.kind(start - 1) == .operator || file.kind(start - 1) == .comma
              let isCall =
                file.kind(k) == .openParen || file.kind(k - 1) == .closeParen || file.kind(callee - 1) == .dot
              if isCall, !inCondition, Self.isPresenterVerb(file.text(callee)) { return true }
            } else {
              let word = file.text(callee).lowercased()
              if Self.presenterWords.contains(where: word.hasPrefix) { return true }
            }
          }
        }
      default: break
      }
      k -= 1
    }
    return false
  }

  /// Modifiers whose closure runs on an event (a tap, a published value, appearing): not layout.
  static let eventModifiers: [StaticString] = [
    "onTapGesture", "onLongPressGesture", "onReceive", "onChange", "onAppear", "onSubmit", "onOpenURL",
    "task",
  ]

  /// True when token `j` is inside an action's closure in view code: an `action:` (or
  /// `perform:`) argument, a `Button`'s action written as its first trailing closure, or an event
  /// modifier's closure (`.onTapGesture { }`, `.onReceive(…) { }`): what it makes is presented
  /// (`Coordinator.present { AddView() }`), not laid out where it is written.
  func inActionClosure(_ j: Int) -> Bool {
    var brace = ViewContent.enclosingBrace(of: j, in: file)
    var steps = 0
    while let open = brace, steps < 12 {
      steps += 1
      if file.kind(open - 1) == .colon, file.tokenIs(open - 2, oneOf: ["action", "perform"]) { return true }
      if file.tokenIs(open - 1, oneOf: Self.eventModifiers) { return true }
      if file.tokenIs(open - 1, "Button") { return true }
      if file.kind(open - 1) == .closeParen, let paren = file.match(open - 1), paren < open - 1 {
        let callee = paren - 1
        if file.tokenIs(callee, oneOf: Self.eventModifiers) { return true }
        if file.tokenIs(callee, "Button"),
          !((paren + 1)..<(open - 1)).contains(where: { file.tokenIs($0, "action") })
        {
          return true
        }
      }
      brace = ViewContent.enclosingBrace(of: open, in: file)
    }
    return false
  }

  /// True when the innermost function or computed property around token `j` returns a view
  /// (`some View`, `@ViewBuilder`).
  func inViewMember(_ j: Int) -> Bool {
    var best: (name: Int, open: Int, text: String)?
    for function in index.functions {
      guard let open = function.bodyOpen, let close = function.bodyClose, j > open, j < close,
        best.map({ $0.open < open }) ?? true
      else { continue }
      best = (function.nameToken, open, function.name)
    }
    for variable in index.variables {
      guard let open = variable.bodyOpen, let close = variable.bodyClose, j > open, j < close,
        best.map({ $0.open < open }) ?? true
      else { continue }
      best = (variable.nameToken, open, variable.name)
    }
    guard let best else { return false }
    // `-> some View`, `: some View`, `@ViewBuilder`: not a presenter named `presentDetailView()`.
    if (best.name..<best.open).contains(where: { file.tokenIs($0, "some") && file.tokenIs($0 + 1, "View") }) {
      return true
    }
    var k = best.name - 1
    while k > 0, file.kind(k) == .identifier { k -= 1 }
    return file.kind(k) == .attribute && file.text(k) == "@ViewBuilder"
  }

  /// Inside `UIHostingConfiguration { … }` (or its arguments): a cell's content.
  func inHostingConfiguration(_ j: Int) -> Bool {
    // The walk back is long; a file that never names a hosting configuration has none.
    guard file.contains("HostingConfiguration") else { return false }
    var k = j - 1
    var depth = 0
    let limit = max(0, j - 1500)
    while k >= limit {
      switch file.kind(k) {
      case .closeBrace, .closeParen: depth += 1
      case .openBrace, .openParen:
        if depth == 0 {
          if let owner = ViewContent.callOwning(brace: k, in: file),
            file.text(owner).hasFragment("HostingConfiguration")
          {
            return true
          }
          if file.kind(k) == .openParen, file.kind(k - 1) == .identifier,
            file.text(k - 1).hasFragment("HostingConfiguration")
          {
            return true
          }
        } else {
          depth -= 1
        }
      default: break
      }
      k -= 1
    }
    return false
  }

  /// `let name = X(` before `j` in the same function: the type a local holds.
  func localMade(_ name: String, before j: Int) -> String? {
    guard let function = index.enclosingFunction(of: j), let open = function.bodyOpen else { return nil }
    var k = j - 1
    while k > open + 2 {
      if file.kind(k) == .operator, file.tokenIs(k, "="), file.text(k - 1) == name,
        file.tokenIs(k - 2, oneOf: ["let", "var"]), Expressions.isUpperCamel(file, k + 1)
      {
        return file.text(k + 1)
      }
      k -= 1
    }
    return nil
  }

  func inPreview(_ j: Int) -> Bool { previewRanges.contains { $0.contains(j) } }

  func constants() -> [ViewConstant] {
    var result: [ViewConstant] = []
    // `typealias Spacing = CGFloat` beside `extension Spacing { static let medium: CGFloat = 16 }`:
    // the design tokens are the number type's, read as `.padding(.horizontal, .medium)`.
    // Each is kept under both names: `Spacing.medium` reads it too.
    let aliases = numericAliases()
    // A class, struct or enum's stored constants are also kept under the protocols and classes it
    // declares it inherits (`final class Dimensions: DimensionsProtocol { let padding: CGFloat = 16
    // }`): a value typed by the protocol (`theme.dimensions.padding`) reads them where every
    // conforming type agrees.
    func owners(_ variable: VariableDecl) -> [String?] {
      guard let index = variable.owner else { return [nil] }
      let type = self.index.types[index]
      let inherited = type.kind == .extension || type.kind == .protocol ? [] : type.inherits
      return [type.name] + (aliases[type.name].map { [$0] } ?? []) + inherited
    }
    // Members, file-level constants and locals (`let margin: CGFloat = 16` in a body): a name
    // declared twice with different values in one scope group is left unresolved by the model.
    for variable in index.variables {
      // `static var margin: CGFloat { #if os(tvOS) 20 #else 16 #endif }`, or the same in a closure
      // called on the spot: one constant per platform branch.
      if let branches = platformValues(of: variable) {
        let typed = variable.typeRange.map { file.text(in: tokenSpan($0)) }
        for (range, platform) in branches {
          let value = ValueReader(file: file).value(range)
          guard Self.isNumeric(value, typed: typed) else { continue }
          for owner in owners(variable) {
            result.append(ViewConstant(name: variable.name, owner: owner, value: value, onIOS: platform))
          }
        }
        continue
      }
      guard let initial = variable.initializer ?? Self.singleExpression(of: variable, in: file) else {
        // `private var horizontalPadding: CGFloat { switch type { … } }`: a number this reader
        // cannot give, kept as unknown so that the type's own declaration hides another type's
        // constant of that name (`Constants.horizontalPadding = 24` in another screen's file).
        if isOpaqueNumber(variable) {
          for owner in owners(variable) {
            result.append(
              ViewConstant(
                name: variable.name, owner: owner, value: .unknown, onIOS: onIOS(variable.nameToken)))
          }
        }
        continue
      }
      // Most initializers are no number: judged before their value is read.
      let reader = ValueReader(file: file)
      let numeric = reader.numericWhen(initial)
      guard !numeric.isEmpty,
        numeric.holds(typed: variable.typeRange.map { file.text(in: tokenSpan($0)) })
      else { continue }
      let value = reader.value(initial)
      for owner in owners(variable) {
        result.append(
          ViewConstant(name: variable.name, owner: owner, value: value, onIOS: onIOS(variable.nameToken)))
      }
    }
    result += numberFunctions()
    // `let insets: CGFloat` set by an initializer from a parameter with a default (`init(insets:
    // CGFloat = Dashboard.insets) { self.insets = insets }`): what a caller leaving it out gets.
    for function in index.functions where function.kind == .initializer {
      guard let owner = function.owner, let open = function.bodyOpen, let close = function.bodyClose else {
        continue
      }
      let defaults = parameterDefaults(of: function)
      guard !defaults.isEmpty else { continue }
      for j in open..<close
      where file.tokenIs(j, "self") && file.kind(j + 1) == .dot && file.kind(j + 2) == .identifier
        && file.tokenIs(j + 3, "=") && file.kind(j + 4) == .identifier
        && (j + 5 == close || file.tokens[j + 5].startsLine || file.kind(j + 5) == .semicolon)
      {
        let property = file.text(j + 2)
        guard let range = defaults[file.text(j + 4)],
          let variable = variablesByOwner[owner]?.first(where: {
            $0.isMember && $0.name == property && $0.initializer == nil && $0.bodyOpen == nil
          })
        else { continue }
        let value = ValueReader(file: file).value(range)
        guard Self.isNumeric(value, typed: variable.typeRange.map { file.text(in: tokenSpan($0)) }) else {
          continue
        }
        for owner in owners(variable) {
          result.append(
            ViewConstant(name: property, owner: owner, value: value, onIOS: onIOS(variable.nameToken)))
        }
      }
    }
    result += caseProperties()
    // `enum Spacing: CGFloat { case small = 8 }`: raw values.
    for type in index.types where type.kind == .enum {
      var j = type.bodyOpen + 1
      while j < type.bodyClose {
        if file.tokenIs(j, "case") || (file.kind(j) == .comma && file.kind(j + 1) == .identifier) {
          let name = j + 1
          if file.kind(name) == .identifier, file.tokenIs(name + 1, "="), file.kind(name + 2) == .number,
            let number = Double(file.text(name + 2))
          {
            result.append(
              ViewConstant(
                name: file.text(name), owner: type.name, value: .number(number), onIOS: onIOS(name)))
          }
        }
        j += 1
      }
    }
    return result
  }

  /// `var value: CGFloat { switch self { case .small: return 8 case .medium, .card: return 16 } }`
  /// on an enum or its extension (a design system's spacing tokens, read as `Spacing.small.value`
  /// or through `CGFloat(.small)`): each listed case's number, kept under the case's name with
  /// `Type|property` as its owner (`ViewConstant.caseOwner`). A `default:` arm, or a case with associated values, gives none.
  func caseProperties() -> [ViewConstant] {
    var result: [ViewConstant] = []
    for variable in index.variables where variable.isMember && !variable.isLet {
      guard let owner = variable.owner, let open = variable.bodyOpen, let close = variable.bodyClose,
        let typeRange = variable.typeRange
      else { continue }
      let typed = file.text(in: tokenSpan(typeRange))
      guard Self.numberTypes.contains(typed) else { continue }
      var start = open + 1
      if file.tokenIs(start, "return") { start += 1 }
      guard file.tokenIs(start, "switch"), file.tokenIs(start + 1, "self"),
        file.kind(start + 2) == .openBrace,
        let end = file.match(start + 2), end + 1 == close
      else { continue }
      let property = ViewConstant.caseOwner(index.types[owner].name, variable.name)
      var j = start + 3
      while j < end {
        guard file.tokenIs(j, "case") else {
          j += 1
          continue
        }
        // The patterns up to the arm's colon: `.small`, `.medium, .card`.
        var names: [String] = []
        var k = j + 1
        while k < end, file.kind(k) != .colon {
          if file.kind(k) == .dot, file.kind(k + 1) == .identifier, file.kind(k + 2) != .openParen,
            k == j + 1 || file.kind(k - 1) == .comma
          {
            names.append(file.text(k + 1))
          }
          k += 1
        }
        // The arm's body: up to the next arm at this level.
        var stop = k + 1
        while stop < end, !file.tokenIs(stop, "case"), !file.tokenIs(stop, "default") {
          if [.openParen, .openBrace, .openBracket].contains(file.kind(stop)), let match = file.match(stop) {
            stop = match
          }
          stop += 1
        }
        var body = k + 1
        if file.tokenIs(body, "return") { body += 1 }
        if body < stop {
          let value = ValueReader(file: file).value(body..<stop)
          if case .number = value {
            for name in names {
              result.append(
                ViewConstant(name: name, owner: property, value: value, onIOS: onIOS(variable.nameToken)))
            }
          }
        }
        j = stop
      }
    }
    return result
  }

  /// An initializer's parameters that have a default value: internal name to the default's tokens
  /// (`init(viewModel: M, insets: CGFloat = 16)` → `insets`: `16`).
  func parameterDefaults(of function: FunctionDecl) -> [String: Range<Int>] {
    var open = function.nameToken + 1
    while open < file.count, file.kind(open) != .openParen { open += 1 }
    guard open < file.count, let close = file.match(open), function.bodyOpen.map({ close < $0 }) ?? false
    else {
      return [:]
    }
    var result: [String: Range<Int>] = [:]
    // `label name: Type = default`: the default is what follows the `=`.
    for parameter in Expressions.parameters(file, open: open) {
      if let equals = parameter.type.first(where: { file.tokenIs($0, "=") }),
        equals + 1 < parameter.type.upperBound
      {
        result[parameter.name] = (equals + 1)..<parameter.type.upperBound
      }
    }
    return result
  }

  /// This file's aliases of a number type (`public typealias Spacing = CGFloat`): alias to type.
  func numericAliases() -> [String: String] {
    guard file.contains("typealias") else { return [:] }
    var result: [String: String] = [:]
    for j in 0..<file.count
    where file.tokenIs(j, "typealias") && file.kind(j + 1) == .identifier && file.tokenIs(j + 2, "=")
      && file.tokenIs(j + 3, oneOf: ["CGFloat", "Double", "Float", "Int"]) && file.kind(j + 4) != .dot
    {
      result[file.text(j + 1)] = file.text(j + 3)
    }
    return result
  }

  /// The bytes of a token range; empty for an empty range (`let x:` at the end of a half-typed file).
  func tokenSpan(_ range: Range<Int>) -> Range<Int> {
    let range = range.clamped(to: 0..<file.count)
    guard let last = range.last else { return 0..<0 }
    return Int(file.tokens[range.lowerBound].start)..<Int(file.tokens[last].end)
  }

  /// Functions that compute a number from the numbers they are given, in one expression
  /// (`extension CGFloat { static func grid(_ n: Int) -> Self { Self(n) * 4 } }`, a design grid
  /// read as `.padding(.horizontal, .grid(4))`), kept like constants with their parameters' names.
  func numberFunctions() -> [ViewConstant] {
    var result: [ViewConstant] = []
    for function in index.functions where function.kind == .function {
      guard let open = function.bodyOpen, let close = function.bodyClose,
        let arrow = (function.nameToken..<open).first(where: { file.tokenIs($0, "->") }),
        let parametersOpen = (function.nameToken..<arrow).first(where: { file.kind($0) == .openParen }),
        let parametersClose = file.match(parametersOpen), parametersClose < arrow, arrow + 2 == open
      else { continue }
      let owner = function.owner.map { index.types[$0].name }
      let returned = file.text(arrow + 1)
      guard
        Self.numberTypes.contains(returned)
          || returned == "Self" && owner.map(Self.numberTypes.contains) == true,
        let body = Self.singleExpression(open: open, close: close, in: file)
      else { continue }
      let names = Expressions.parameters(file, open: parametersOpen).map(\.name)
      guard !names.isEmpty else { continue }
      result.append(
        ViewConstant(
          name: function.name, owner: owner, value: ValueReader(file: file).value(body),
          onIOS: onIOS(function.nameToken), parameters: names))
    }
    return result
  }

  /// A computed member of a struct, class or extension typed as a number whose body is more than
  /// one expression. (An enum's are read per case by `caseProperties`; a protocol's `{ get }` is a
  /// requirement its conforming types give the value of.)
  func isOpaqueNumber(_ variable: VariableDecl) -> Bool {
    guard variable.isMember, variable.initializer == nil, variable.bodyOpen != nil,
      let owner = variable.owner, [.struct, .class, .actor, .extension].contains(index.types[owner].kind),
      let typeRange = variable.typeRange
    else { return false }
    return ValueReader.namesNumber(file.text(in: tokenSpan(typeRange)))
  }

  /// The expression a computed property's body is (`static var margin: CGFloat { 16 }`, or
  /// `{ return 16 }`): a constant written as a getter. Nil for a body of statements, accessors
  /// (`get`/`set`, observers) or a property without a type (a getter's type is always written).
  static func singleExpression(of variable: VariableDecl, in file: SourceFile) -> Range<Int>? {
    guard let open = variable.bodyOpen, let close = variable.bodyClose, variable.typeRange != nil,
      !variable.isLet
    else { return nil }
    return singleExpression(open: open, close: close, in: file)
  }

  /// The body between `open` and `close` when it is one expression (after an optional `return`).
  static func singleExpression(open: Int, close: Int, in file: SourceFile) -> Range<Int>? {
    var start = open + 1
    if file.tokenIs(start, "return") { start += 1 }
    guard start < close else { return nil }
    for j in start..<close {
      let kind = file.kind(j)
      if kind == .openBrace || kind == .closeBrace || kind == .semicolon { return nil }
      if j > start, file.tokens[j].startsLine,
        !(file.kind(j) == .dot || file.kind(j) == .closeParen || file.kind(j - 1) == .comma)
      {
        return nil
      }
      if file.tokenIs(j, oneOf: ["get", "set", "willSet", "didSet", "let", "var", "if", "switch", "guard"]) {
        return nil
      }
    }
    return start..<close
  }

  static func isNumeric(_ value: ValueExpression, typed: String?) -> Bool {
    switch value {
    case .number: return true
    case .binary(_, let a, let b): return isNumeric(a, typed: typed) || isNumeric(b, typed: typed)
    case .negated(let a): return isNumeric(a, typed: typed)
    case .conditional(let a, let b): return isNumeric(a, typed: typed) || isNumeric(b, typed: typed)
    case .call(let name, _, let values):
      // A number, or insets whose sides are read as numbers (`UIEdgeInsets(top: 16, left: 16, …)`).
      return ["CGFloat", "Double", "Float", "Int"].contains(name) && values.count == 1
        || ProjectViewModel.insetTypes.contains(name)
    case .name(let parts):
      guard let typed else { return parts.count >= 2 }
      return ValueReader.namesNumber(typed)
    default: return false
    }
  }

  /// The upper-camel names saying `View` that the file writes outside previews and outside a
  /// declaration's own name, and that `made` does not list: only such names are asked
  /// about (`ProjectViewModel.mentionsAreRead`).
  func mentioned(besides made: [String]) -> [String] {
    var names: [String] = []
    var spellings = TokenSpellings(file)
    // The bytes are asked first: most names do not say `View`, and no string is made for them.
    for j in upperCamel where j >= 1 {
      let token = file.tokens[j]
      guard file.contains("View", inBytes: Int(token.start)..<Int(token.end)),
        !file.tokenIs(
          j - 1, oneOf: ["struct", "class", "enum", "extension", "protocol", "actor", "typealias"]),
        !inPreview(j), spellings.insert(token: j)
      else { continue }
      names.append(file.text(j))
    }
    let madeHere = Set(made)
    return Self.sortedUnique(names).filter { !madeHere.contains($0) }
  }

  /// Upper-camel names made here (`X(`, `X {`), outside previews and declarations.
  func made(inPreviews: Bool = false) -> [String] {
    var names: [String] = []
    if inPreviews && previewRanges.isEmpty { return [] }
    // A name is listed at its first token only (`sortedUnique` keeps the first of equal names):
    // a file makes the same views again and again (`Text(`, `Spacer()`), and sorting every
    // repeat cost more than telling the repeats by their bytes.
    var spellings = TokenSpellings(file)
    for j in upperCamel where j >= 1 {
      let next = file.kind(j + 1)
      let qualified = next == .dot ? qualifiedCall(at: j) : nil
      guard next == .openParen || (next == .openBrace && !file.tokens[j + 1].startsLine) || qualified != nil,
        file.kind(j - 1) != .dot,
        !file.tokenIs(j - 1, oneOf: ["struct", "class", "enum", "extension", "protocol", "actor", "func"]),
        inPreview(j) == inPreviews
      else { continue }
      if let qualified {
        names.append(qualified.name)
        continue
      }
      if spellings.insert(token: j) { names.append(file.text(j)) }
    }
    return Self.sortedUnique(names)
  }
}

/// Reads the statements of one member body into nodes.
struct BodyReader {
  let reader: ViewModelReader
  let slots: Set<String>
  let selfIsContent: Bool
  /// The enclosing type's view properties (a bare `Header` naming one is a member, not a type).
  var properties: Set<String> = []
  /// Views bound to locals of the body (`let list = ScrollViewReader { … }`), by name: where the
  /// body shows the local (`list.toolbar { … }`), it shows them.
  var locals: [String: [ViewNode]] = [:]
  /// File-scope view functions already read for this body, and the ones being read.
  var fileFunctions: [String: [ViewNode]] = [:]
  var inlining: Set<String> = []
  var file: SourceFile { reader.file }

  mutating func body(_ open: Int) -> [ViewNode] {
    var nodes: [ViewNode] = []
    var covered = open
    for range in Expressions.statements(file, inBraces: open) where range.lowerBound >= covered {
      var range = range
      // `if a, let b { … } else { … }`: the statement splitter stops at the condition's comma;
      // the `if` runs to its last branch.
      let first = file.tokenIs(range.lowerBound, "return") ? range.lowerBound + 1 : range.lowerBound
      if file.tokenIs(first, "if"), let close = file.match(open) {
        range = range.lowerBound..<max(range.upperBound, ifEnd(first, before: close))
      }
      covered = range.upperBound
      // `#if os(iOS) ViewForIOS() #elseif os(macOS) ViewForMacOS() #endif`: the iOS branch only.
      // (A postfix `#if os(macOS) .labelStyle(…) #endif` may open a statement that goes on in iOS code.)
      if reader.onIOS(first) == false, reader.onIOS(range.upperBound - 1) == false { continue }
      nodes += statement(range)
    }
    return nodes
  }

  /// The token after an `if` statement's last branch (`if … { } else if … { } else { }`).
  func ifEnd(_ start: Int, before limit: Int) -> Int {
    var j = start + 1
    while j < limit {
      if file.kind(j) == .openBrace, let close = file.match(j) {
        guard close + 1 < limit, file.tokenIs(close + 1, "else") else { return close + 1 }
        j = close + 2
      } else if let partner = file.match(j), partner > j {
        j = partner + 1
      } else {
        j += 1
      }
    }
    return limit
  }

  mutating func statement(_ range: Range<Int>) -> [ViewNode] {
    let start = range.lowerBound
    if file.tokenIs(start, oneOf: ["let", "var"]), file.kind(start + 1) == .identifier,
      let equals = ((start + 2)..<range.upperBound).first(where: { file.tokenIs($0, "=") }),
      equals + 1 < range.upperBound
    {
      let nodes = statementNodes((equals + 1)..<range.upperBound)
      if !nodes.isEmpty, nodes.allSatisfy({ $0.callName != nil }) { locals[file.text(start + 1)] = nodes }
      return []
    }
    let nodes = statementNodes(range)
    guard !locals.isEmpty || !reader.fileViewFunctions.isEmpty else { return nodes }
    return nodes.flatMap { node -> [ViewNode] in
      guard case .member(let name) = node.head, var bound = locals[name] ?? fileFunctionBody(name) else {
        return [node]
      }
      if locals[name] == nil, let parameters = reader.fileViewFunctionParameters[name] {
        bound = Self.substituting(bound, passed(node.arguments, to: parameters, at: node))
      }
      return Self.shown(bound, in: node)
    }
  }

  /// The views a call passes a file-scope function's parameters, by the parameters' names inside
  /// it (`tab(content: settingsView)`: `content` is what `settingsView` is here, a slot or a member;
  /// `tab(content: { Text("a") })`: the closure's views).
  func passed(_ arguments: [ViewArgument], to parameters: [(label: String, name: String)], at call: ViewNode)
    -> [String: [ViewNode]]
  {
    var result: [String: [ViewNode]] = [:]
    var unlabelled = parameters.filter { $0.label == "_" }.map(\.name)[...]
    for argument in arguments {
      let name: String?
      if let label = argument.label {
        name = parameters.first { $0.label == label }?.name
      } else {
        name = unlabelled.popFirst()
      }
      guard let name else { continue }
      if !argument.views.isEmpty {
        result[name] = argument.views
      } else if case .name(let parts)? = argument.value,
        parts.count == 1 || parts.count == 2 && parts[0] == "self",
        let shown = parts.last
      {
        let head: ViewNode.Head = slots.contains(shown) ? .slot(shown) : .member(shown)
        result[name] = [ViewNode(head: head, offset: call.offset, line: call.line)]
      }
    }
    return result
  }

  /// `nodes` with each view naming one of `map`'s parameters (`content`, `content()`) replaced by
  /// the views passed for it, its modifiers kept after theirs.
  static func substituting(_ nodes: [ViewNode], _ map: [String: [ViewNode]], depth: Int = 0) -> [ViewNode] {
    guard !map.isEmpty, depth < 40 else { return nodes }
    return nodes.flatMap { original -> [ViewNode] in
      var node = original
      node.children = node.children.map { substituting($0, map, depth: depth + 1) }
      for a in node.arguments.indices where !node.arguments[a].views.isEmpty {
        node.arguments[a].views = substituting(node.arguments[a].views, map, depth: depth + 1)
      }
      for m in node.modifiers.indices {
        node.modifiers[m].closures = node.modifiers[m].closures.map {
          substituting($0, map, depth: depth + 1)
        }
        for a in node.modifiers[m].arguments.indices where !node.modifiers[m].arguments[a].views.isEmpty {
          node.modifiers[m].arguments[a].views = substituting(
            node.modifiers[m].arguments[a].views, map, depth: depth + 1)
        }
      }
      switch node.head {
      case .member(let name), .slot(let name):
        return map[name].map { shown($0, in: node) } ?? [node]
      default:
        return [node]
      }
    }
  }

  /// The views a name written at `node` stands for, shown there: one view takes the modifiers
  /// written after the name (`content.padding(8)`); several are shown as they are.
  static func shown(_ views: [ViewNode], in node: ViewNode) -> [ViewNode] {
    guard views.count == 1 else { return views }
    var shown = views[0]
    shown.modifiers += node.modifiers
    return [shown]
  }

  /// What the file-scope function `name` makes, read where it is called (`ContentScreen {
  /// content(viewState: state) }`): nil when the type declares a view member of that name, which
  /// shadows it, or the call is inside the function itself.
  mutating func fileFunctionBody(_ name: String) -> [ViewNode]? {
    guard !properties.contains(name), !inlining.contains(name), let open = reader.fileViewFunctions[name]
    else { return nil }
    if let read = fileFunctions[name] { return read }
    // The function's own locals are its, not the caller's.
    let callerLocals = locals
    locals = [:]
    inlining.insert(name)
    let nodes = body(open)
    inlining.remove(name)
    locals = callerLocals
    fileFunctions[name] = nodes
    return nodes
  }

  mutating func statementNodes(_ range: Range<Int>) -> [ViewNode] {
    var start = range.lowerBound
    if file.tokenIs(start, "return") { start += 1 }
    guard start < range.upperBound else { return [] }
    if file.kind(start) == .pound || file.tokenIs(start, oneOf: ["let", "var", "guard", "defer", "print"]) {
      return []
    }
    let location = where_(start)
    if file.tokenIs(start, "if") {
      var branches: [[ViewNode]] = []
      var j = start + 1
      while j < range.upperBound {
        if file.kind(j) == .openBrace, let close = file.match(j) {
          // A condition's closure (`if list.contains { … } {`) is rare; every top-level block is a branch.
          branches.append(body(j))
          j = close + 1
        } else if let partner = file.match(j), partner > j {
          j = partner + 1
        } else {
          j += 1
        }
      }
      return [ViewNode(head: .branch, children: branches, offset: location.0, line: location.1)]
    }
    if file.tokenIs(start, "switch") {
      var j = start + 1
      while j < range.upperBound && file.kind(j) != .openBrace {
        if let partner = file.match(j), partner > j { j = partner }
        j += 1
      }
      guard j < range.upperBound else { return [] }
      var branches: [[ViewNode]] = []
      var covered = j
      let switchClose = file.match(j) ?? range.upperBound
      for case_ in Expressions.statements(file, inBraces: j) where case_.lowerBound >= covered {
        var case_ = case_
        var head = case_.lowerBound
        if let body = Expressions.caseLabelEnd(file, at: head, before: case_.upperBound) {
          branches.append([])
          head = body
          guard head < case_.upperBound else { continue }
        }
        if branches.isEmpty { branches.append([]) }
        // `case .a: if x, let y { … }`: the `if` runs past the condition's comma (see `body`).
        let first = file.tokenIs(head, "return") ? head + 1 : head
        if file.tokenIs(first, "if") {
          case_ = case_.lowerBound..<max(case_.upperBound, ifEnd(first, before: switchClose))
        }
        covered = case_.upperBound
        branches[branches.count - 1] += statement(head..<case_.upperBound)
      }
      return [ViewNode(head: .branch, children: branches, offset: location.0, line: location.1)]
    }
    guard let node = chainNode(at: start) else { return [] }
    return [node]
  }

  func where_(_ j: Int) -> (Int, Int) {
    let offset = reader.context.offset(j)
    return (offset, file.location(of: offset).line)
  }

  /// The node of the chain starting at `start`.
  mutating func chainNode(at start: Int) -> ViewNode? {
    guard file.kind(start) == .identifier, let chain = Expressions.chain(file, at: start) else { return nil }
    let primary = chain.primary
    var name = file.text(primary)
    // `Home.RootView(…)`: the nested type by its qualified name (`SwiftUI.List` is `List`).
    if chain.start < primary, file.kind(chain.start) == .identifier {
      name = ViewModelReader.typeName(
        stride(from: chain.start, through: primary, by: 2).map { file.text($0) })
    }
    var links = chain.links[...]
    var head: ViewNode.Head
    var arguments: [ViewArgument] = []
    var children: [[ViewNode]] = []
    var labels: [String?] = []
    var modifiers: [ViewModifierUse] = []
    if name == "self" || name == "content" && slots.contains("content") {
      if name == "self" && !selfIsContent {
        guard let first = links.first else { return nil }
        // `self.content` is the slot `content` as much as a bare `content` is.
        let member = file.text(first.name)
        head = slots.contains(member) && first.arguments == nil ? .slot(member) : .member(member)
        links = links.dropFirst()
      } else {
        head = .slot(name)
      }
    } else if let first = links.first, chain.start == primary, chain.primaryArguments == nil,
      chain.primaryClosures.isEmpty, let open = first.arguments, !Expressions.isUpperCamel(file, first.name),
      !file.tokenIs(first.name, "init"),
      name == "Self" || reader.index.enclosingType(of: primary).map({ reader.index.types[$0].name }) == name
    {
      // `Self.panel(for: tab)` (or `TabRouter.panel(for: tab)` inside `TabRouter`): a static
      // helper of this type, resolved by name like a bare `panel(for: tab)`.
      let member = file.text(first.name)
      head = .member(member)
      arguments = self.arguments(open, call: member)
      links = links.dropFirst()
    } else if Expressions.isUpperCamel(file, primary), chain.primaryClosures.isEmpty,
      properties.contains(name),
      chain.primaryArguments.map({ file.match($0) == $0 + 1 }) ?? true
    {
      head = .member(name)
      if let open = chain.primaryArguments { arguments = self.arguments(open, call: name) }
    } else if Expressions.isUpperCamel(file, primary) {
      head = .call(name)
      if let open = chain.primaryArguments { arguments = self.arguments(open, call: name) }
      for closure in chain.primaryClosures {
        children.append(body(closure))
        labels.append(file.kind(closure - 1) == .colon ? file.text(closure - 2) : nil)
      }
    } else if slots.contains(name) {
      head = .slot(name)
    } else if selfIsContent && (chain.primaryArguments != nil || !chain.primaryClosures.isEmpty) {
      // `padding(.horizontal, 16)` in `extension View { func … }`: a modifier of the modified view.
      head = .slot("self")
      modifiers.append(
        modifier(
          name: primary, dot: primary, arguments: chain.primaryArguments, closures: chain.primaryClosures,
          end: links.first?.dot ?? chain.end))
    } else {
      head = .member(name)
      if let open = chain.primaryArguments { arguments = self.arguments(open, call: name) }
      // A helper function's trailing closures (`tabContainer(for: .chats) { ChatsView() }`): the
      // views it is handed, bound to its parameters where the walk follows it.
      for closure in chain.primaryClosures {
        children.append(body(closure))
        labels.append(file.kind(closure - 1) == .colon ? file.text(closure - 2) : nil)
      }
    }
    for link in links where reader.onIOS(link.name) != false {
      modifiers.append(
        modifier(
          name: link.name, dot: link.dot, arguments: link.arguments, closures: link.closures, end: link.end))
    }
    let location = where_(start)
    return ViewNode(
      head: head, arguments: arguments, children: children, closureLabels: labels, modifiers: modifiers,
      offset: location.0, line: location.1)
  }

  mutating func modifier(name: Int, dot: Int, arguments open: Int?, closures: [Int], end: Int)
    -> ViewModifierUse
  {
    let text = file.text(name)
    let arguments = open.map { self.arguments($0, call: text) } ?? []
    let offset = reader.context.offset(name)
    let (line, column) = file.location(of: offset)
    let range = Int(file.tokens[dot].start)..<Int(file.tokens[max(end - 1, dot)].end)
    return ViewModifierUse(
      name: text, arguments: arguments, closures: closures.map { body($0) },
      source: Self.oneLine(file, range), offset: offset, line: line, column: column,
      range: [range.lowerBound, range.upperBound])
  }

  /// Labels whose value is a view a call presents or places.
  static let viewLabels: Set<String> = [
    "destination", "rootView", "content", "label", "header", "footer", "detail", "sidebar", "placeholder",
  ]

  mutating func arguments(_ open: Int, call: String) -> [ViewArgument] {
    Expressions.arguments(file, open: open).map { label, range in
      var views: [ViewNode] = []
      if let first = range.first {
        if file.kind(first) == .openBrace, file.match(first) == range.upperBound - 1 {
          views = body(first)
        } else if range.count == 3, Expressions.isUpperCamel(file, first), file.kind(first + 1) == .dot,
          file.tokenIs(first + 2, "init")
        {
          // `then: HomeView.init`: the initializer handed on makes the view where the call
          // places its content.
          let offset = reader.context.offset(first)
          views = [ViewNode(head: .call(file.text(first)), offset: offset, line: file.location(of: offset).0)]
        } else if Expressions.isUpperCamel(file, first),
          file.kind(first + 1) == .openParen
            || file.kind(first + 1) == .openBrace || file.kind(first + 1) == .dot
            // `NavigationLink<EmptyView, Destination>(…)`: a view made with its generic arguments spelled.
            || (file.tokenIs(first + 1, "<")
              && Expressions.genericArgumentsEnd(file, at: first + 1).map {
                file.kind($0) == .openParen || file.kind($0) == .openBrace
              } == true)
        {
          if let node = chainNode(at: first) { views = [node] }
        } else if file.kind(first) == .identifier,
          // (`.overlay(controls)`: a member laid over the view.)
          label.map(Self.viewLabels.contains) ?? (call == "AnyView" || call == "Group" || call == "overlay")
        {
          if let node = chainNode(at: first) { views = [node] }
        }
      }
      let value = ValueReader(file: file).value(range)
      return ViewArgument(label: label, value: value, views: views)
    }
  }

  /// The bytes in `range` on one line: each run of whitespace one space, none after `(` or before
  /// `(`, `)`, `.` or `,` (a line break, CRLF included, is whitespace), but one before a `.` after
  /// a label or a comma (`for: .scrollContent`, `[.leading, .trailing]`).
  static func oneLine(_ file: SourceFile, _ range: Range<Int>) -> String {
    var result: [UInt8] = []
    result.reserveCapacity(range.count)
    var space = false
    for offset in range {
      let byte = file.bytes[offset]
      if byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 {
        space = true
        continue
      }
      // `(` `)` `.` `,`; `:` `,` before a `.`
      if space, let last = result.last, last != 0x28, byte != 0x28, byte != 0x29, byte != 0x2C,
        byte != 0x2E || last == 0x3A || last == 0x2C
      {
        result.append(0x20)
      }
      space = false
      result.append(byte)
    }
    return String(decoding: result, as: UTF8.self)
  }
}

/// Reads a token range as a `ValueExpression`.
struct ValueReader {
  /// The number types a static function may be called on by name (`CGFloat.grid(4)`).
  static let numberOwners: Set<String> = ["CGFloat", "Double", "Float", "Int", "Self"]
  let file: SourceFile

  /// The `?` and `:` of a conditional at the range's top level (`a ? b : c`; a `?` written
  /// apart from what precedes it, not an optional chain's).
  func ternary(in range: Range<Int>) -> (Int, Int)? {
    var question: Int?
    var depth = 0
    var j = range.lowerBound
    while j < range.upperBound {
      if let partner = file.match(j), partner > j {
        j = partner + 1
        continue
      }
      if file.kind(j) == .operator, file.tokenIs(j, "?"), j > range.lowerBound,
        file.tokens[j].start > file.tokens[j - 1].end
      {
        if question == nil { question = j } else { depth += 1 }
      } else if file.kind(j) == .colon, let found = question {
        if depth == 0 { return (found, j) }
        depth -= 1
      }
      j += 1
    }
    return nil
  }

  /// The first operator `text` at the range's top level (outside brackets).
  /// The operator an arithmetic expression in `range` splits at: the last `+` or `-` outside
  /// brackets, else the last `*` or `/` (so `a + b * c` splits at the `+`); not a sign (`-16`,
  /// `(-x)`, `f(a, -b)`).
  func arithmeticOperator(in range: Range<Int>) -> Int? {
    for operators in [["+", "-"], ["*", "/"]] {
      var j = range.upperBound - 1
      while j > range.lowerBound {
        if let partner = file.match(j), partner < j {
          j = partner - 1
          continue
        }
        if file.kind(j) == .operator, operators.contains(file.text(j)),
          file.kind(j - 1) != .operator, file.kind(j - 1) != .openParen, file.kind(j - 1) != .comma
        {
          return j
        }
        j -= 1
      }
    }
    return nil
  }

  func topLevel(_ text: StaticString, in range: Range<Int>) -> Int? {
    var j = range.lowerBound
    while j < range.upperBound {
      if let partner = file.match(j), partner > j {
        j = partner + 1
        continue
      }
      if file.kind(j) == .operator, file.tokenIs(j, text) { return j }
      j += 1
    }
    return nil
  }

  /// The value a closure's body gives on an iPhone: its iOS branch of an `#if os(…)`, then the
  /// phone's branch of an `if` on the idiom or size class, then its one expression (after any
  /// `return`). Unknown otherwise.
  func invokedClosure(_ body: Range<Int>) -> ValueExpression {
    var body = body
    if let first = body.first, file.tokenIs(first, "#if") {
      var line = first + 1
      while line < body.upperBound, !file.tokens[line].startsLine { line += 1 }
      let condition = (first + 1)..<line
      let otherPlatform =
        condition.contains { file.tokenIs($0, oneOf: ["tvOS", "macOS", "watchOS", "visionOS", "OSX"]) }
        && !condition.contains { file.tokenIs($0, "iOS") }
      let elseToken = (line..<body.upperBound).first { file.tokenIs($0, "#else") }
      let end = (line..<body.upperBound).last { file.tokenIs($0, "#endif") } ?? body.upperBound
      if otherPlatform {
        guard let elseToken else { return .unknown }
        body = (elseToken + 1)..<end
      } else {
        body = line..<(elseToken ?? end)
      }
    }
    guard let first = body.first else { return .unknown }
    if file.tokenIs(first, "if"),
      let open = (first..<body.upperBound).first(where: { file.kind($0) == .openBrace }),
      let close = file.match(open), file.tokenIs(close + 1, "else"), file.kind(close + 2) == .openBrace,
      let elseClose = file.match(close + 2), let onPhone = phoneBranch(condition: (first + 1)..<open)
    {
      return invokedClosure(onPhone ? (open + 1)..<close : (close + 3)..<elseClose)
    }
    let start = file.tokenIs(first, "return") ? first + 1 : first
    return start < body.upperBound ? value(start..<body.upperBound) : .unknown
  }

  /// Whether a condition that tests the device holds on an iPhone in portrait: a compact
  /// horizontal size class, the phone idiom (`horizontalSizeClass == .regular ? 40 : 16` is 16
  /// there), a project's idiom or orientation flag (`isIpad`, `isPhone`, `isHorizontal`,
  /// `isLandscape`, `isPortrait`). Nil for any other condition.
  func phoneBranch(condition: Range<Int>) -> Bool? {
    // A project's idiom flag: `UIDevice.current.isIpad`, `!Device.isPhone`.
    if condition.count <= 6, let last = condition.last, file.kind(last) == .identifier {
      let negated = file.tokenIs(condition.lowerBound, "!")
      let name = file.text(last).lowercased()
      let body = condition.dropFirst(negated ? 1 : 0)
      let chain = body.allSatisfy { file.kind($0) == .identifier || file.kind($0) == .dot }
      if chain, ["ispad", "isipad"].contains(name) { return negated }
      if chain, ["isphone", "isiphone"].contains(name) { return !negated }
      // Portrait is the orientation every iPhone screen is shown in.
      if chain, ["ishorizontal", "islandscape"].contains(name) { return negated }
      if chain, ["isportrait", "isvertical"].contains(name) { return !negated }
    }
    guard condition.count >= 3, condition.count <= 8 else { return nil }
    let sizeClass = condition.contains { file.tokenIs($0, "horizontalSizeClass") }
    let idiom = condition.contains { file.tokenIs($0, "userInterfaceIdiom") || file.tokenIs($0, "idiom") }
    guard sizeClass || idiom else { return nil }
    let equal = condition.contains { file.tokenIs($0, "==") }
    let notEqual = condition.contains { file.tokenIs($0, "!=") }
    guard equal != notEqual, let member = condition.last(where: { file.kind($0 - 1) == .dot }) else {
      return nil
    }
    let phoneValue: Bool
    if sizeClass && file.tokenIs(member, "compact") || idiom && file.tokenIs(member, "phone") {
      phoneValue = true
    } else if sizeClass && file.tokenIs(member, "regular") || idiom && file.tokenIs(member, "pad") {
      phoneValue = false
    } else {
      return nil
    }
    return equal ? phoneValue : !phoneValue
  }

  /// `range` without the parentheses around all of it (`(a + b)` → `a + b`).
  func unparenthesised(_ range: Range<Int>) -> Range<Int> {
    var range = range
    while file.kind(range.lowerBound) == .openParen, file.match(range.lowerBound) == range.upperBound - 1,
      range.count > 2
    {
      range = (range.lowerBound + 1)..<(range.upperBound - 1)
    }
    return range
  }

  /// The branches of a conditional at the range's top level: the one a phone takes when the
  /// condition says (`isPad ? 24 : 16`), else both. Nil when the range is no conditional.
  enum Branches {
    case phone(Range<Int>)
    case both(Range<Int>, Range<Int>)
  }

  func branches(_ range: Range<Int>) -> Branches? {
    guard let (question, colon) = ternary(in: range) else { return nil }
    let whenTrue = (question + 1)..<colon
    let whenFalse = (colon + 1)..<range.upperBound
    if let onPhone = phoneBranch(condition: range.lowerBound..<question) {
      return .phone(onPhone ? whenTrue : whenFalse)
    }
    return .both(whenTrue, whenFalse)
  }

  func value(_ range: Range<Int>) -> ValueExpression {
    guard !range.isEmpty else { return .unknown }
    let range = unparenthesised(range)
    switch branches(range) {
    case .phone(let taken): return value(taken)
    case .both(let whenTrue, let whenFalse): return .conditional(value(whenTrue), value(whenFalse))
    case nil: break
    }
    // `{ #if os(tvOS) 60 #else if UIDevice.isPad { 24 } else { 16 } #endif }()`: a constant
    // worked out once by a closure, read as the branch a phone takes.
    if file.kind(range.lowerBound) == .openBrace, let close = file.match(range.lowerBound),
      close + 2 == range.upperBound - 1, file.kind(close + 1) == .openParen,
      file.match(close + 1) == close + 2
    {
      return invokedClosure((range.lowerBound + 1)..<close)
    }
    // `override ?? 16`: an optional override falls back to the default written after `??`, and
    // the default is what a screen gets unless a caller sets the override.
    if let coalescing = topLevel("??", in: range) {
      return value((coalescing + 1)..<range.upperBound)
    }
    if let j = arithmeticOperator(in: range) {
      return .binary(file.text(j), value(range.lowerBound..<j), value((j + 1)..<range.upperBound))
    }
    let first = range.lowerBound
    if range.count == 1 {
      if file.kind(first) == .number, let number = Double(file.text(first).replacingUnderscores) {
        return .number(number)
      }
      if file.kind(first) == .identifier { return .name([file.text(first)]) }
      if file.kind(first) == .string { return .text(Self.shownLength(of: first, file)) }
      return .unknown
    }
    if file.kind(first) == .operator, file.tokenIs(first, "-") {
      return .negated(value((first + 1)..<range.upperBound))
    }
    if range.count == 2, file.kind(first) == .dot, file.kind(first + 1) == .identifier {
      return .implicitMember(file.text(first + 1))
    }
    // `.init()`, `.init(top: 0, …)`: an initializer of the type the context expects.
    if file.kind(first) == .dot, file.tokenIs(first + 1, "init"), file.kind(first + 2) == .openParen,
      file.match(first + 2) == range.upperBound - 1
    {
      let arguments = Expressions.arguments(file, open: first + 2)
      return .call("init", arguments.map(\.label), arguments.map { value($0.value) })
    }
    if file.kind(first) == .openBracket, file.match(first) == range.upperBound - 1 {
      return .list(
        Expressions.arguments(file, open: first).map { value($0.value) })
    }
    if file.kind(first) == .identifier, file.kind(first + 1) == .openParen,
      file.match(first + 1) == range.upperBound - 1
    {
      let arguments = Expressions.arguments(file, open: first + 1)
      return .call(file.text(first), arguments.map(\.label), arguments.map { value($0.value) })
    }
    // `EdgeInsets.init(top: 0, leading: 10, …)`: the type's initializer, as `EdgeInsets(…)`.
    if file.kind(first) == .identifier, file.kind(first + 1) == .dot, file.tokenIs(first + 2, "init"),
      file.kind(first + 3) == .openParen, file.match(first + 3) == range.upperBound - 1
    {
      let arguments = Expressions.arguments(file, open: first + 3)
      return .call(file.text(first), arguments.map(\.label), arguments.map { value($0.value) })
    }
    // `.grid(4)`, `CGFloat.grid(4)`: a static function of the number type, by its name.
    let call = range.upperBound - 1
    if file.kind(call) == .closeParen, let open = file.match(call), open > first + 1,
      file.kind(open - 1) == .identifier, file.kind(open - 2) == .dot,
      (first..<(open - 2)).allSatisfy({ file.kind($0) == .identifier || file.kind($0) == .dot }),
      open - 2 == first || Self.numberOwners.contains(file.text(open - 3)) && open - 3 == first
    {
      let arguments = Expressions.arguments(file, open: open)
      return .call(file.text(open - 1), arguments.map(\.label), arguments.map { value($0.value) })
    }
    if range.allSatisfy({ file.kind($0) == .identifier || file.kind($0) == .dot }),
      file.kind(range.upperBound - 1) == .identifier
    {
      let names = range.filter { file.kind($0) == .identifier }.map { file.text($0) }.filter {
        $0 != "self" && $0 != "Self"
      }
      return names.isEmpty ? .unknown : .name(names)
    }
    return .unknown
  }
}

extension ValueReader {
  /// For which declared types `ViewModelReader.isNumeric(value(range), typed:)` holds, worked out
  /// without reading the arguments of a call (a constant's value is kept only when it is a number,
  /// and most initializers are views or objects made with arguments, read at length for nothing):
  /// each step of `value(_:)` taken in its order, a call judged by its name and its count of
  /// arguments. Empty: a number for no type, and the value need not be read.
  func numericWhen(_ range: Range<Int>) -> NumericWhen {
    guard !range.isEmpty else { return [] }
    let range = unparenthesised(range)
    switch branches(range) {
    case .phone(let taken): return numericWhen(taken)
    case .both(let whenTrue, let whenFalse): return numericWhen(whenTrue).union(numericWhen(whenFalse))
    case nil: break
    }
    if file.kind(range.lowerBound) == .openBrace, let close = file.match(range.lowerBound),
      close + 2 == range.upperBound - 1, file.kind(close + 1) == .openParen,
      file.match(close + 1) == close + 2
    {
      return NumericWhen(invokedClosure((range.lowerBound + 1)..<close))
    }
    if let coalescing = topLevel("??", in: range) {
      return numericWhen((coalescing + 1)..<range.upperBound)
    }
    if let j = arithmeticOperator(in: range) {
      return numericWhen(range.lowerBound..<j).union(numericWhen((j + 1)..<range.upperBound))
    }
    let first = range.lowerBound
    if range.count == 1 {
      if file.kind(first) == .number {
        return Double(file.text(first).replacingUnderscores) != nil ? .always : []
      }
      // `.name([x])`: a number where its declared type is one.
      if file.kind(first) == .identifier { return .numberTyped }
      return []
    }
    if file.kind(first) == .operator, file.tokenIs(first, "-") {
      return numericWhen((first + 1)..<range.upperBound)
    }
    if range.count == 2, file.kind(first) == .dot, file.kind(first + 1) == .identifier { return [] }
    if file.kind(first) == .dot, file.tokenIs(first + 1, "init"), file.kind(first + 2) == .openParen,
      file.match(first + 2) == range.upperBound - 1
    {
      return numericCall("init", open: first + 2)
    }
    if file.kind(first) == .openBracket, file.match(first) == range.upperBound - 1 { return [] }
    if file.kind(first) == .identifier, file.kind(first + 1) == .openParen,
      file.match(first + 1) == range.upperBound - 1
    {
      return numericCall(file.text(first), open: first + 1)
    }
    if file.kind(first) == .identifier, file.kind(first + 1) == .dot, file.tokenIs(first + 2, "init"),
      file.kind(first + 3) == .openParen, file.match(first + 3) == range.upperBound - 1
    {
      return numericCall(file.text(first), open: first + 3)
    }
    let call = range.upperBound - 1
    if file.kind(call) == .closeParen, let open = file.match(call), open > first + 1,
      file.kind(open - 1) == .identifier, file.kind(open - 2) == .dot,
      (first..<(open - 2)).allSatisfy({ file.kind($0) == .identifier || file.kind($0) == .dot }),
      open - 2 == first || Self.numberOwners.contains(file.text(open - 3)) && open - 3 == first
    {
      return numericCall(file.text(open - 1), open: open)
    }
    if range.allSatisfy({ file.kind($0) == .identifier || file.kind($0) == .dot }),
      file.kind(range.upperBound - 1) == .identifier
    {
      // `.name(parts)`, `self` and `Self` left out: untyped, a number when qualified.
      var parts = 0
      for j in range where file.kind(j) == .identifier && !file.tokenIs(j, "self") && !file.tokenIs(j, "Self")
      {
        parts += 1
      }
      if parts == 0 { return [] }
      return parts >= 2 ? [.numberTyped, .untyped] : .numberTyped
    }
    return []
  }

  /// `numericWhen` of a call of `name` whose arguments open at `open`: a number type given one
  /// argument, or insets (the arguments are counted only for a number type).
  func numericCall(_ name: String, open: Int) -> NumericWhen {
    if ProjectViewModel.insetTypes.contains(name) { return .always }
    guard ["CGFloat", "Double", "Float", "Int"].contains(name) else { return [] }
    return Expressions.arguments(file, open: open).count == 1 ? .always : []
  }

  /// The declarations for which a value is a number (`ViewModelReader.isNumeric(_:typed:)`): with
  /// no type written, with a number type (or insets), with another type.
  struct NumericWhen: OptionSet {
    let rawValue: UInt8
    static let untyped = NumericWhen(rawValue: 1)
    static let numberTyped = NumericWhen(rawValue: 2)
    static let otherTyped = NumericWhen(rawValue: 4)
    static let always: NumericWhen = [.untyped, .numberTyped, .otherTyped]

    init(rawValue: UInt8) { self.rawValue = rawValue }

    /// Where a value already read is a number.
    init(_ value: ValueExpression) {
      self = []
      if ViewModelReader.isNumeric(value, typed: nil) { insert(.untyped) }
      if ViewModelReader.isNumeric(value, typed: "CGFloat") { insert(.numberTyped) }
      if ViewModelReader.isNumeric(value, typed: "") { insert(.otherTyped) }
    }

    /// True for a declaration written with `typed` (nil: none).
    func holds(typed: String?) -> Bool {
      guard let typed else { return contains(.untyped) }
      return contains(ValueReader.namesNumber(typed) ? .numberTyped : .otherTyped)
    }
  }

  /// True when a declared type makes a name read a number (`ViewModelReader.isNumeric`'s test).
  static func namesNumber(_ typed: String) -> Bool {
    ["CGFloat", "Double", "Float", "Int", "Insets"].contains { typed.hasFragment($0) }
  }
}

extension ValueReader {
  /// The characters a string literal shows, its quotes left out and each interpolation
  /// (`\(count)`) taken as four: how wide a title is, not how long its source is.
  static func shownLength(of token: Int, _ file: SourceFile) -> Int {
    let start = Int(file.tokens[token].start) + 1
    let end = Int(file.tokens[token].end) - 1
    guard start < end else { return 0 }
    if isLocalizationKey(file.bytes[start..<end]) { return localizationKeyLength }
    var length = 0
    var depth = 0
    var previous: UInt8 = 0
    for at in start..<end {
      let byte = file.bytes[at]
      if depth > 0 {
        if byte == UInt8(ascii: "(") { depth += 1 }
        if byte == UInt8(ascii: ")") { depth -= 1 }
      } else if byte == UInt8(ascii: "("), previous == UInt8(ascii: "\\") {
        depth = 1
        length += 3  // the backslash was counted: four in all
      } else if byte & 0xC0 != 0x80 {
        length += 1  // one per character, not per UTF-8 byte
      }
      previous = byte
    }
    return length
  }
}

extension ValueReader {
  /// The length given a literal that is a localization key: what it shows is a translation of
  /// any length.
  static let localizationKeyLength = 1_000

  /// `"migration.retry"`, `"onboarding_title"`: one word joined by dots or underscores, a key
  /// looked up in the app's strings rather than the text shown. `"Loading..."` and `"OK"` are text.
  static func isLocalizationKey<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> Bool {
    var joined = false
    var previous: UInt8 = 0
    for byte in bytes {
      if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\\") { return false }
      let isLetter = (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
      if isLetter, previous == UInt8(ascii: ".") || previous == UInt8(ascii: "_") { joined = true }
      previous = byte
    }
    return joined
  }
}

extension String {
  fileprivate var replacingUnderscores: String { String(filter { $0 != "_" }) }
}

/// View code written outside a view's body (`UIHostingConfiguration { … }` in UIKit code), read
/// into nodes the way a body is, for rules that resolve it through `ProjectViewModel`.
public enum ViewClosure {
  /// The statements of the closure opening at `open`, as view nodes.
  public static func nodes(_ open: Int, in context: FileContext) -> [ViewNode] {
    var reading = BodyReader(reader: ViewModelReader(context), slots: [], selfIsContent: false)
    return reading.body(open)
  }
}
