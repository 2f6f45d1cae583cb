import InsetEmulation
import InsetEngine
import InsetLint

/// Reads the code that configures a cell it did not declare, and a class's own content
/// configuration: the handler of `UICollectionView.CellRegistration<Cell, Item>` /
/// `SupplementaryRegistration<View>` (its first parameter is the cell), a cell dequeued with
/// `dequeueReusableCell(…)`, `dequeueConfiguredReusableCell(…)`, `dequeueReusableHeaderFooterView(…)`
/// or `dequeueReusableSupplementaryView(…)`, and `contentConfiguration = …` in a class body. For
/// each view added to the cell (`cell.contentView.addSubview(x)`) and each content configuration
/// set on it (`cell.contentConfiguration = Configuration(viewController: vc)`, whose content view
/// shows the controller's view), it traces what feeds it back by declaration (`HostingFlow`): the
/// hosting controllers made on the way, and the functions and properties that may make one
/// elsewhere. `HostedCellSafeAreaRule` judges them across files.
enum CellPlacementScan {
  /// A stretch of code that holds a cell under a name.
  struct CellScope {
    var context: String
    var cellType: String?
    /// The name the cell goes by ("" for a class's own body: `contentConfiguration = …`).
    var name: String
    var body: Range<Int>
  }

  static func placements(_ context: FileContext) -> [CellPlacementFact] {
    let file = context.file
    var scopes: [CellScope] = []
    if file.contains("Registration") { scopes += registrations(file) }
    if file.contains("dequeue") || file.contains("Cell(") || file.contains("HeaderFooterView(")
      || file.contains("cellFor") || file.contains("headerView(") || file.contains("footerView(")
      || file.contains("supplementaryView(")
    {
      scopes += dequeuedCells(context)
    }
    // A statement that several scopes see (cells dequeued in two `case`s of one switch) belongs
    // to the one held nearest before it.
    var nearest:
      [Int: (scope: CellScope, placed: [(via: String, seed: Range<Int>, argument: MethodArgument?)])] =
        [:]
    for scope in scopes {
      var here: [Int: [(via: String, seed: Range<Int>, argument: MethodArgument?)]] = [:]
      for (via, statement, seed, argument) in placements(of: scope, in: file) {
        here[statement, default: []].append((via, seed, argument))
      }
      for (statement, placed) in here {
        if let held = nearest[statement], held.scope.body.lowerBound > scope.body.lowerBound { continue }
        nearest[statement] = (scope, placed)
      }
    }
    var result: [CellPlacementFact] = []
    for (statement, held) in nearest.sorted(by: { $0.key < $1.key }) {
      for placed in held.placed {
        var made = fact(
          held.scope, via: placed.via, statement: statement, seed: placed.seed, context: context)
        made.argument = placed.argument
        // An argument that carries nothing that may host is left out (most calls on a cell).
        if placed.argument != nil && made.creations.isEmpty && made.uses.isEmpty { continue }
        result.append(made)
      }
    }
    if file.contains("contentConfiguration") { result += ownConfigurations(context) }
    return result
  }

  // MARK: Where a cell is held

  /// `CellRegistration<Cell, Item> { cell, indexPath, item in … }`, `SupplementaryRegistration<View>(elementKind: k) { view, kind, indexPath in … }`
  /// (or the closure passed as `handler:`): the handler's first parameter is the cell.
  static func registrations(_ file: SourceFile) -> [CellScope] {
    var scopes: [CellScope] = []
    for i in 0..<file.count where file.kind(i) == .identifier {
      let supplementary = file.tokenIs(i, "SupplementaryRegistration")
      guard supplementary || file.tokenIs(i, "CellRegistration") else { continue }
      // A type annotation or return type (`-> UICollectionView.CellRegistration<C, I> {` opens a
      // function body, not a handler).
      let start = file.kind(i - 1) == .dot ? i - 2 : i
      if file.kind(start - 1) == .colon || file.tokenIs(start - 1, "->")
        || file.kind(start - 1) == .openBracket
        || file.kind(start - 1) == .comma
      {
        continue
      }
      var j = i + 1
      var cellType: String?
      if file.tokenIs(j, "<"), let end = Expressions.genericArgumentsEnd(file, at: j) {
        var k = j + 1
        while k < end, file.kind(k) == .identifier || file.kind(k) == .dot {
          if file.kind(k) == .identifier { cellType = file.text(k) }
          k += 1
        }
        j = end
      }
      var handler: Int?
      if file.kind(j) == .openParen, let close = file.match(j) {
        if let value = Expressions.arguments(file, open: j).first(where: { $0.label == "handler" })?.value,
          file.kind(value.lowerBound) == .openBrace
        {
          handler = value.lowerBound
        }
        j = close + 1
      }
      if handler == nil, file.kind(j) == .openBrace, !file.tokens[j].startsLine { handler = j }
      guard let open = handler, let close = file.match(open), let name = firstParameter(file, closure: open)
      else { continue }
      scopes.append(
        CellScope(
          context: supplementary ? "supplementary registration" : "cell registration", cellType: cellType,
          name: name, body: (open + 1)..<close))
    }
    return scopes
  }

  /// The closure's first parameter (`cell` in `{ [weak self] cell, indexPath, item in`, or in
  /// `{ (cell: PhotoCell, _, _) in`); `$0` when it names none; nil when it is `_`.
  static func firstParameter(_ file: SourceFile, closure open: Int) -> String? {
    guard Expressions.closureHeaderEnd(file, open: open) != nil else { return "$0" }
    var j = open + 1
    if file.kind(j) == .openBracket, let close = file.match(j) { j = close + 1 }
    if file.kind(j) == .openParen { j += 1 }
    guard file.kind(j) == .identifier, !file.tokenIs(j, "_"), !file.tokenIs(j, "in") else { return nil }
    return file.text(j)
  }

  /// `let cell = tableView.dequeueReusableCell(withIdentifier: id, for: indexPath)` (also
  /// `guard let cell = … as? PhotoCell else`): the cell from there to the end of the block.
  static func dequeuedCells(_ context: FileContext) -> [CellScope] {
    let file = context.file
    var scopes: [CellScope] = []
    for variable in context.index.variables where !variable.isMember {
      guard let value = initialValue(of: variable, in: file) else { continue }
      var dequeue: Int?
      var cellType: String?
      var j = value.lowerBound
      while j < value.upperBound {
        // Not in a closure of the value (a cell provider's own `let cell = …` is its own variable).
        if file.kind(j) == .openBrace, let close = file.match(j) {
          j = close + 1
          continue
        }
        if file.kind(j) == .identifier, file.kind(j - 1) == .dot, file.kind(j + 1) == .openParen,
          file.text(j).hasPrefix("dequeue") || isDisplayedCellCall(j, in: file)
        {
          dequeue = j
        }
        if let found = dequeue, j > found, file.tokenIs(j, "as"), Expressions.isUpperCamel(file, j + 2) {
          cellType = file.text(j + 2)
        }
        j += 1
      }
      guard let call = dequeue else {
        // `let cell = UITableViewCell(style: .default, reuseIdentifier: nil)`: a cell made on the spot.
        let first = value.lowerBound
        // Only one the code returns (a data source's cell) is shown; a sizing cell is not.
        let body = variable.nameToken..<blockEnd(enclosing: variable.nameToken, in: file)
        if Expressions.isUpperCamel(file, first), file.kind(first + 1) == .openParen,
          file.match(first + 1).map({ $0 + 1 == value.upperBound }) == true,
          file.token(first, endsWith: "Cell") || file.token(first, endsWith: "HeaderFooterView"),
          body.contains(where: {
            file.tokenIs($0, "return") && file.text($0 + 1) == variable.name
              && Expressions.statementEnd(file, from: $0 + 1) == $0 + 2
          })
        {
          scopes.append(
            CellScope(context: "made cell", cellType: file.text(first), name: variable.name, body: body))
        }
        continue
      }
      if cellType == nil, let type = variable.typeRange.flatMap({ HostingScan.typeName(in: $0, file: file) })
      {
        cellType = type
      }
      let name = file.text(call)
      let kind =
        name.contains("HeaderFooter") || name == "headerView" || name == "footerView"
        ? "dequeued header/footer view"
        : name.contains("Supplementary") || name == "supplementaryView"
          ? "dequeued supplementary view" : name.hasPrefix("dequeue") ? "dequeued cell" : "displayed cell"
      scopes.append(
        CellScope(
          context: kind, cellType: cellType, name: variable.name,
          body: variable.nameToken..<blockEnd(enclosing: variable.nameToken, in: file)))
    }
    return scopes
  }

  /// `tableView.cellForRow(at:)`, `collectionView.cellForItem(at:)`, …: a cell on screen.
  static func isDisplayedCellCall(_ j: Int, in file: SourceFile) -> Bool {
    let label = Expressions.arguments(file, open: j + 1).first?.label
    switch file.text(j) {
    case "cellForRow", "cellForItem": return label == "at"
    case "headerView", "footerView": return label == "forSection"
    case "supplementaryView": return label == "forElementKind"
    default: return false
    }
  }

  /// Properties of a cell that hold a view shown inside it (`accessories`: a list cell's
  /// `UICellAccessory` values, whose `.customView(configuration:)` shows the `customView:` given).
  static let cellViewProperties: [StaticString] = [
    "backgroundView", "selectedBackgroundView", "accessoryView", "accessories",
  ]

  /// A variable's initial value, without the `else { … }` of a `guard let` or the body of an
  /// `if let` (which the index reads as part of the statement).
  static func initialValue(of variable: VariableDecl, in file: SourceFile) -> Range<Int>? {
    guard let value = variable.initializer, !value.isEmpty else { return nil }
    let keyword = variable.nameToken - 1
    let condition =
      file.tokenIs(keyword - 1, "if") || file.tokenIs(keyword - 1, "guard")
      || file.tokenIs(keyword - 1, "while")
      || file.kind(keyword - 1) == .comma
    var j = value.lowerBound
    while j < value.upperBound {
      if file.tokenIs(j, "else") || (condition && file.kind(j) == .openBrace) { return value.lowerBound..<j }
      if let close = file.match(j), close > j { j = close }
      j += 1
    }
    return value
  }

  /// The `}` closing the innermost block around `token` (the file's end at top level).
  static func blockEnd(enclosing token: Int, in file: SourceFile) -> Int {
    block(enclosing: token, in: file).upperBound
  }

  /// The inside of the innermost block around `token` (the whole file at top level).
  static func block(enclosing token: Int, in file: SourceFile) -> Range<Int> {
    var j = token - 1
    while j >= 0 {
      switch file.kind(j) {
      case .closeBrace, .closeParen, .closeBracket:
        j = (file.match(j) ?? j) - 1
        continue
      case .openBrace:
        return (j + 1)..<(file.match(j) ?? file.count)
      default:
        j -= 1
      }
    }
    return 0..<file.count
  }

  // MARK: What goes into the cell

  /// In `scope`: `cell.contentView.addSubview(x)` (any member path to a `addSubview`,
  /// `insertSubview` or `addArrangedSubview`), and `cell.contentConfiguration = value`.
  static func placements(of scope: CellScope, in file: SourceFile)
    -> [(via: String, statement: Int, seed: Range<Int>, argument: MethodArgument?)]
  {
    var found: [(via: String, statement: Int, seed: Range<Int>, argument: MethodArgument?)] = []
    var i = scope.body.lowerBound
    while i < scope.body.upperBound {
      defer { i += 1 }
      guard file.kind(i) == .identifier, file.kind(i - 1) != .dot, file.text(i) == scope.name,
        let chain = Expressions.chain(file, at: i), chain.primaryArguments == nil
      else { continue }
      for (position, link) in chain.links.enumerated() {
        if link.arguments != nil, HostingScan.isSubviewCall(link.name, in: file) {
          for seed in HostingScan.addedViews(link.name, in: file) { found.append(("view", i, seed, nil)) }
          break
        }
        // `cell.host(controller)`: a method of the cell's class, which may add what it is given.
        if position == 0, scope.cellType != nil, let open = link.arguments {
          let arguments = Expressions.arguments(file, open: open)
          let labels = arguments.map { $0.label ?? "_" }
          for (index, argument) in arguments.enumerated() {
            found.append(
              (
                "argument", i, argument.value,
                MethodArgument(name: file.text(link.name), labels: labels, index: index)
              ))
          }
          break
        }
        if link.arguments != nil || !link.closures.isEmpty { break }
        // `cell.backgroundView = host.view`, `cell.accessories = [.customView(configuration: c)]`: a
        // view the cell shows.
        if file.tokenIs(link.name, oneOf: cellViewProperties), link.end == chain.end,
          file.tokenIs(chain.end, "=")
        {
          found.append(
            ("view", i, (chain.end + 1)..<Expressions.statementEnd(file, from: chain.end + 1), nil))
        }
        if file.tokenIs(link.name, "contentConfiguration"), link.end == chain.end,
          file.tokenIs(chain.end, "=")
        {
          found.append(
            (
              "content configuration", i,
              (chain.end + 1)..<Expressions.statementEnd(file, from: chain.end + 1), nil
            ))
        }
      }
    }
    return found
  }

  /// `contentConfiguration = value` / `self.contentConfiguration = value` in a class or extension
  /// body: the class is a cell if the hierarchy says so.
  static func ownConfigurations(_ context: FileContext) -> [CellPlacementFact] {
    let file = context.file
    let index = context.index
    var result: [CellPlacementFact] = []
    for i in 0..<file.count where file.tokenIs(i, "contentConfiguration") && file.tokenIs(i + 1, "=") {
      let statement = file.kind(i - 1) == .dot ? i - 2 : i
      // Not `var contentConfiguration = defaultContentConfiguration()` (a local).
      guard statement == i || file.tokenIs(statement, "self"), file.kind(statement - 1) != .dot,
        !file.tokenIs(statement - 1, "var"), !file.tokenIs(statement - 1, "let"),
        let owner = index.enclosingType(of: i),
        index.types[owner].kind == .class || index.types[owner].kind == .extension
      else { continue }
      let type = index.types[owner]
      let scope = CellScope(
        context: "class", cellType: type.name, name: "", body: (type.bodyOpen + 1)..<type.bodyClose)
      result.append(
        fact(
          scope, via: "content configuration", statement: statement,
          seed: (i + 2)..<Expressions.statementEnd(file, from: i + 2), context: context))
    }
    return result
  }

  // MARK: What feeds it

  static func fact(_ scope: CellScope, via: String, statement: Int, seed: Range<Int>, context: FileContext)
    -> CellPlacementFact
  {
    let file = context.file
    let flow = HostingFlow(context: context, site: statement).trace([seed])
    var called: [String] = []
    for i in scope.body where file.kind(i) == .identifier && file.kind(i + 1) == .openParen {
      if !Expressions.isUpperCamel(file, i) {
        let name = file.text(i)
        if !called.contains(name) { called.append(name) }
      }
    }
    return CellPlacementFact(
      context: scope.context, cellType: scope.cellType, via: via,
      position: HostingScan.position(statement, context), creations: flow.creations, uses: flow.uses,
      optOut: HostingScan.optOut(in: scope.body, context: context, ownerIndex: nil), calledMethods: called)
  }
}
