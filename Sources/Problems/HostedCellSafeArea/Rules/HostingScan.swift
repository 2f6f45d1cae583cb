import InsetEmulation
import InsetEngine
import InsetLint

/// Reads the hosting-controller facts of one file: what each class or extension creates and
/// stores, whether it puts a view into itself, and every safe-area opt-out written in it.
/// `HostedCellSafeAreaRule` judges these facts across files.
enum HostingScan {
  static let subviewCalls: [StaticString] = ["addSubview", "insertSubview", "addArrangedSubview"]

  /// `addSubview(x)`, `insertSubview(x, at: 0)`, `addArrangedSubview(x)`, and the project's own
  /// helpers named after them (`addSubviewAndFill(x)`, `addSubviews(a, b)`).
  static func isSubviewCall(_ j: Int, in file: SourceFile) -> Bool {
    guard file.kind(j) == .identifier, file.kind(j + 1) == .openParen else { return false }
    if file.tokenIs(j, oneOf: subviewCalls) { return true }
    // (From the token's bytes: every call of a file is asked, and a string was made of each.)
    return file.token(j, startsWith: "addSubview") || file.token(j, startsWith: "insertSubview")
      || file.token(j, startsWith: "addArrangedSubview")
  }

  /// The views a subview call at `j` adds: its first argument (every one of `addSubviews(a, b)`).
  static func addedViews(_ j: Int, in file: SourceFile) -> [Range<Int>] {
    let arguments = Expressions.arguments(file, open: j + 1)
    if file.tokenIs(j, "addSubviews") || file.tokenIs(j, "addArrangedSubviews") {
      return arguments.map(\.value)
    }
    return arguments.first.map { [$0.value] } ?? []
  }

  /// Facts for every class and extension body of the file that touches hosting.
  static func facts(_ context: FileContext, extensionsOnly: Bool = false) -> [HostingFact] {
    let file = context.file
    let index = context.index
    var result: [HostingFact] = []
    for (typeIndex, type) in index.types.enumerated()
    where type.kind == .extension || (type.kind == .class && !extensionsOnly) {
      let nested = index.types.enumerated().filter { $0.element.parent == typeIndex }.map {
        $0.element.bodyOpen...$0.element.bodyClose
      }
      let body = (type.bodyOpen + 1)..<type.bodyClose
      var creations: [HostingCreation] = []
      var addsSubview = false
      var added: [Int] = []
      var called: [String] = []
      var seen: Set<String> = []
      var i = body.lowerBound
      while i < body.upperBound {
        if let skip = nested.first(where: { $0.contains(i) }) {
          i = skip.upperBound + 1
          continue
        }
        if file.kind(i) == .identifier {
          if let creation = creation(at: i, in: context, anyController: true) {
            creations.append(creation)
          } else if file.kind(i + 1) == .openParen {
            if isSubviewCall(i, in: file) {
              addsSubview = true
              added.append(i)
            }
            if !Expressions.isUpperCamel(file, i), !file.tokenIs(i - 1, "func") {
              let name = file.text(i)
              if seen.insert(name).inserted { called.append(name) }
            }
          }
        }
        i += 1
      }
      let stored = index.variables.filter { $0.isMember && $0.owner == typeIndex && $0.bodyOpen == nil }
        .compactMap { variable -> StoredMember? in
          guard let type = variable.typeRange.flatMap({ typeName(in: $0, file: file) }) else { return nil }
          return StoredMember(
            name: variable.name, type: type, position: position(variable.nameToken, context))
        }
      let optOut = optOut(in: body, context: context, ownerIndex: typeIndex)
      let hostingLike =
        creations.contains(where: isHostingNamed) || optOut != nil
        || stored.contains { $0.type.hasFragment("Controller") }
        || type.inherits.contains { $0.hasFragment("HostingController") }
      // Calls on itself that may add what they are given (`contentView.embed(host)`), in a class
      // named or declared as a reusable view.
      var calls: [PlacedCall] = []
      let reusable = ([type.name] + type.inherits).contains {
        $0.hasFragment("Cell") || $0.hasFragment("ReusableView") || $0.hasFragment("HeaderFooterView")
      }
      if reusable {
        for j in body where file.kind(j) == .identifier && file.kind(j + 1) == .openParen {
          guard !nested.contains(where: { $0.contains(j) }), !Expressions.isUpperCamel(file, j),
            !isSubviewCall(j, in: file), !file.tokenIs(j - 1, "func"), isOnItself(j, in: file)
          else { continue }
          let arguments = Expressions.arguments(file, open: j + 1)
          let labels = arguments.map { $0.label ?? "_" }
          for (position, argument) in arguments.enumerated() {
            let flow = HostingFlow(context: context, site: j).trace([argument.value])
            guard !flow.creations.isEmpty || !flow.uses.isEmpty else { continue }
            calls.append(
              PlacedCall(
                argument: MethodArgument(name: file.text(j), labels: labels, index: position),
                creations: flow.creations, uses: flow.uses))
          }
        }
      }
      // Its outlets of project view types (`@IBOutlet weak var tile: FeedbackTile!`): views its nib
      // puts into it, each carrying the controller its type hosts.
      var outletUses: [MemberUse] = []
      if type.kind == .class {
        for variable in index.variables
        where variable.isMember && variable.owner == typeIndex && variable.modifiers.contains("@IBOutlet") {
          var flow = HostingFlow.Result()
          guard let range = variable.typeRange,
            let declared = HostingFlow.declaredType(in: range, context: context)
          else { continue }
          HostingFlow.addConstruction(of: declared, to: &flow)
          for use in flow.uses where !outletUses.contains(use) { outletUses.append(use) }
        }
      }
      if !outletUses.isEmpty { addsSubview = true }
      // A class that puts views into itself may host a controller made elsewhere: what it reads.
      let viewHolder = addsSubview || !calls.isEmpty
      guard hostingLike || viewHolder else { continue }
      // What reaches the views it adds: traced from each `addSubview(x)` by declaration.
      var placed = PlacedFlow()
      if !calls.isEmpty { placed.calls = calls }
      placed.uses = outletUses
      for call in added where !addsOutside(call, in: file) {
        let seeds = addedViews(call, in: file)
        guard !seeds.isEmpty else { continue }
        let flow = HostingFlow(context: context, site: call).trace(seeds)
        for made in flow.creations where !placed.creations.contains(made) { placed.creations.append(made) }
        for use in flow.uses where !placed.uses.contains(use) { placed.uses.append(use) }
        for name in flow.stored where !placed.stored.contains(name) { placed.stored.append(name) }
        if let function = index.enclosingFunction(of: call), !flow.parameters.isEmpty {
          let names = parameterNames(of: function, in: file)
          for (position, name) in names.enumerated() where flow.parameters.contains(name) {
            let argument = MethodArgument(name: function.name, labels: function.labels, index: position)
            if placed.arguments?.contains(argument) != true {
              placed.arguments = (placed.arguments ?? []) + [argument]
            }
          }
        }
      }
      result.append(
        HostingFact(
          typeName: type.name, isExtension: type.kind == .extension, creations: creations,
          stored: stored.filter { $0.type.hasFragment("Controller") },
          addsSubview: addsSubview, optOut: optOut, calledMethods: called, placed: placed,
          position: position(type.nameToken, context)))
    }
    return result
  }

  /// The internal names of a function's parameters, in order (`_ vc: UIViewController` → `vc`).
  static func parameterNames(of function: FunctionDecl, in file: SourceFile) -> [String] {
    var j = function.nameToken + 1
    if file.tokenIs(j, "<"), let end = Expressions.genericArgumentsEnd(file, at: j) { j = end }
    guard file.kind(j) == .openParen else { return [] }
    return Expressions.arguments(file, open: j).map { _, range in
      guard let colon = range.first(where: { file.kind($0) == .colon }), colon > range.lowerBound else {
        return ""
      }
      return file.text(colon - 1)
    }
  }

  /// A call on the class itself or its content view: `embed(x)`, `self.embed(x)`,
  /// `contentView.embed(x)`, `self.contentView.embed(x)`.
  static func isOnItself(_ j: Int, in file: SourceFile) -> Bool {
    guard file.kind(j - 1) == .dot else { return true }
    var k = j - 2
    if file.tokenIs(k, "contentView") {
      guard file.kind(k - 1) == .dot else { return true }
      k -= 2
    }
    return file.tokenIs(k, "self") && file.kind(k - 1) != .dot
  }

  /// `parent.view.addSubview(x)`, `window?.addSubview(x)`: a subview call whose receiver is a
  /// controller's view, a window or a superview puts `x` outside the class's own view.
  static func addsOutside(_ call: Int, in file: SourceFile) -> Bool {
    guard file.kind(call - 1) == .dot else { return false }
    let start = Expressions.chainStart(file, beforeDot: call - 1)
    return (start..<call).contains { j in
      file.kind(j) == .identifier
        && (file.tokenIs(j, oneOf: ["window", "superview", "keyWindow", "rootViewController"])
          || (file.tokenIs(j, "view") && file.kind(j - 1) == .dot))
    }
  }

  /// Made as a hosting controller whatever the hierarchy says (`X(rootView:)`, `…HostingController(…)`).
  static func isHostingNamed(_ creation: HostingCreation) -> Bool {
    creation.labels.first == "rootView" || creation.callee.hasSuffix("HostingController")
  }

  static func position(_ token: Int, _ context: FileContext) -> SourcePosition {
    let offset = context.offset(token)
    let (line, column) = context.file.location(of: offset)
    return SourcePosition(offset: offset, line: line, column: column)
  }

  /// Functions and computed properties (any owner, or none) whose bodies make a hosting
  /// controller: a cell elsewhere that calls or reads one hosts what it makes.
  static func factories(_ context: FileContext) -> [FactoryFact] {
    let file = context.file
    // Without these words only a function returning a controller or view can make one.
    let namesHosting = file.contains("rootView") || file.contains("HostingController")
    let index = context.index
    var bodies: [(owner: Int?, name: String, body: Range<Int>, isProperty: Bool, returnsController: Bool)] =
      []
    for function in index.functions where function.name != "init" {
      if let open = function.bodyOpen, let close = function.bodyClose {
        let returned = Expressions.returnType(of: function, in: file)
        bodies.append(
          (
            function.owner, function.name, (open + 1)..<close, false,
            returned.map { mentionsControllerOrView($0, file) } ?? false
          ))
      }
    }
    for variable in index.variables {
      if let open = variable.bodyOpen, let close = variable.bodyClose {
        let returnsController = variable.typeRange.map { mentionsControllerOrView($0, file) } ?? false
        bodies.append((variable.owner, variable.name, (open + 1)..<close, true, returnsController))
      }
    }
    var result: [FactoryFact] = []
    for (owner, name, body, isProperty, returnsController) in bodies where namesHosting || returnsController {
      var creations: [HostingCreation] = []
      var called: [String] = []
      for i in body where file.kind(i) == .identifier {
        if let made = creation(at: i, in: context, anyController: returnsController) {
          if HostingFlow.isMadeForTheValue(i, in: context, body: body) { creations.append(made) }
        } else if file.kind(i + 1) == .openParen, !Expressions.isUpperCamel(file, i) {
          let callee = file.text(i)
          if !called.contains(callee) { called.append(callee) }
        }
      }
      guard !creations.isEmpty else { continue }
      result.append(
        FactoryFact(
          owner: owner.map { index.types[$0].name }, name: name, creations: creations,
          optOut: optOut(in: body, context: context, ownerIndex: nil), calledMethods: called,
          isProperty: isProperty))
    }
    return result
  }

  /// A type that is, or holds, a view controller or a view (`UIViewController & Summary`, `UIView`).
  static func mentionsControllerOrView(_ type: Range<Int>, _ file: SourceFile) -> Bool {
    type.contains {
      file.kind($0) == .identifier && (file.tokenIs($0, "UIView") || file.token($0, contains: "Controller"))
    }
  }

  /// Functions and initializers whose bodies opt out, or call something that might.
  static func helpers(_ context: FileContext) -> [HelperFact] {
    let file = context.file
    let index = context.index
    return index.functions.compactMap { function in
      guard let open = function.bodyOpen, let close = function.bodyClose else { return nil }
      let body = (open + 1)..<close
      let optOut = optOut(in: body, context: context, ownerIndex: nil)
      var calls: [String] = []
      for i in body where file.kind(i) == .identifier && file.kind(i + 1) == .openParen {
        if !Expressions.isUpperCamel(file, i) || file.tokenIs(i, "init") {
          let name = file.text(i)
          if !calls.contains(name) { calls.append(name) }
        }
      }
      let owner = function.owner.map { index.types[$0].name }
      guard optOut != nil || !calls.isEmpty else { return nil }
      return HelperFact(
        owner: owner, name: function.name, labels: function.labels, optOut: optOut, calls: calls)
    }
  }

  /// The view-returning data-source and delegate methods that make a hosting controller.
  static func providers(_ context: FileContext) -> [ProviderFact] {
    let file = context.file
    return context.index.functions.compactMap { function in
      guard let kind = providerKind(function), let open = function.bodyOpen, let close = function.bodyClose
      else { return nil }
      let body = (open + 1)..<close
      var called: [String] = []
      for i in body where file.kind(i) == .identifier {
        if file.kind(i + 1) == .openParen, !Expressions.isUpperCamel(file, i) {
          let name = file.text(i)
          if !called.contains(name) { called.append(name) }
        }
      }
      // What it returns, traced by declaration (views added to the returned view are in it).
      var creations: [HostingCreation] = []
      var uses: [MemberUse] = []
      for (site, value) in returnedValues(open: open, close: close, in: file) {
        let flow = HostingFlow(context: context, site: site).trace([value])
        for made in flow.creations where !creations.contains(made) { creations.append(made) }
        for use in flow.uses where !uses.contains(use) { uses.append(use) }
      }
      guard !creations.isEmpty || !uses.isEmpty else { return nil }
      let signature = function.name + "(" + function.labels.map { $0 + ":" }.joined() + ")"
      return ProviderFact(
        signature: signature, kind: kind, position: position(function.nameToken, context),
        creations: creations,
        optOut: optOut(in: body, context: context, ownerIndex: nil), calledMethods: called,
        uses: uses.isEmpty ? nil : uses)
    }
  }

  /// The declared result type of each member function of a type, protocol or extension
  /// (`func header(for section: Int) -> HeaderBuilder?` → HeaderBuilder), requirements included.
  static func returnTypes(_ context: FileContext, protocolsOnly: Bool = false) -> [ReturnTypeFact] {
    let file = context.file
    let index = context.index
    var result: [ReturnTypeFact] = []
    for function in index.functions where function.kind == .function {
      guard let owner = function.owner, !protocolsOnly || index.types[owner].kind == .protocol else {
        continue
      }
      var j = function.nameToken + 1
      if file.tokenIs(j, "<"), let end = Expressions.genericArgumentsEnd(file, at: j) { j = end }
      guard file.kind(j) == .openParen, let close = file.match(j) else { continue }
      j = close + 1
      while j < file.count, file.kind(j) == .identifier,
        ["async", "throws", "rethrows"].contains(file.text(j))
      {
        j += 1
      }
      guard file.tokenIs(j, "->"), Expressions.isUpperCamel(file, j + 1),
        let type = typeName(in: (j + 1)..<file.count, file: file)
      else { continue }
      let fact = ReturnTypeFact(owner: index.types[owner].name, name: function.name, type: type)
      if !result.contains(fact) { result.append(fact) }
    }
    return result
  }

  /// The values a body returns: each `return x` not inside a closure, or a single-expression body.
  static func returnedValues(open: Int, close: Int, in file: SourceFile) -> [(site: Int, value: Range<Int>)] {
    var found: [(site: Int, value: Range<Int>)] = []
    for i in (open + 1)..<close where file.tokenIs(i, "return") {
      var brace = ViewContent.enclosingBrace(of: i, in: file)
      var inClosure = false
      while let b = brace, b > open {
        if !HostingFlow.isStatementBlock(b, in: file) { inClosure = true }
        brace = ViewContent.enclosingBrace(of: b, in: file)
      }
      let end = Expressions.statementEnd(file, from: i + 1)
      if !inClosure, end > i + 1 { found.append((i, (i + 1)..<end)) }
    }
    if found.isEmpty, !(open + 1..<close).contains(where: { file.tokenIs($0, "return") }), close > open + 1 {
      found.append((open + 1, (open + 1)..<close))
    }
    return found
  }

  /// What a method returns when UIKit calls it for a header, footer or supplementary view.
  static func providerKind(_ function: FunctionDecl) -> String? {
    switch (function.name, function.labels.dropFirst().first) {
    case ("tableView", "viewForHeaderInSection"): return "section header"
    case ("tableView", "viewForFooterInSection"): return "section footer"
    case ("collectionView", "viewForSupplementaryElementOfKind"): return "supplementary view"
    default: return nil
    }
  }

  /// `SomethingCell<Arguments>` written anywhere (a declaration's inheritance clause included).
  static func genericCellUsages(_ file: SourceFile) -> [GenericUsage] {
    var usages: [GenericUsage] = []
    for i in 0..<file.count where file.kind(i) == .identifier && file.tokenIs(i + 1, "<") {
      guard file.token(i, contains: "Cell"), Expressions.isUpperCamel(file, i),
        let end = Expressions.genericArgumentsEnd(file, at: i + 1)
      else { continue }
      var arguments: [String] = []
      var depth = 0
      for j in (i + 1)..<end {
        if file.kind(j) == .operator {
          for byte in file.text(j).utf8 {
            if byte == 0x3C { depth += 1 } else if byte == 0x3E { depth -= 1 }
          }
        } else if depth == 1, file.kind(j) == .identifier, file.kind(j - 1) != .dot, file.kind(j + 1) != .dot
        {
          arguments.append(file.text(j))
        }
      }
      let usage = GenericUsage(name: file.text(i), arguments: arguments)
      if !usages.contains(usage) { usages.append(usage) }
    }
    return usages
  }

  /// `X(rootView: …)`, `UIHostingController<V>(…)`, `SomeHostingController(…)` at `i`; with
  /// `anyController`, also `SomeViewController(…)` (a project class the hierarchy may show to be a
  /// hosting controller; UIKit's own `UI…Controller`s are not).
  static func creation(at i: Int, in context: FileContext, anyController: Bool = false) -> HostingCreation? {
    let file = context.file
    if file.tokenIs(i, "init") { return implicitCreation(at: i, in: context) }
    guard Expressions.isUpperCamel(file, i), file.kind(i - 1) != .dot || isModulePrefix(file, i - 2) else {
      return nil
    }
    // Most capitalised calls are neither: a `…Controller` name, or a `rootView:` the file spells.
    guard file.token(i, endsWith: "Controller") || file.contains("rootView") else { return nil }
    guard let chain = Expressions.chain(file, at: i), chain.primary == i, let open = chain.primaryArguments
    else { return nil }
    let arguments = Expressions.arguments(file, open: open)
    let labels = arguments.map { $0.label ?? "_" }
    let name = file.text(i)
    guard
      labels.first == "rootView" || name.hasSuffix("HostingController")
        || (anyController && name.hasSuffix("Controller") && !name.hasPrefix("UI"))
    else { return nil }
    var rootView: String?
    var spinnerOnly = false
    if let value = arguments.first(where: { $0.label == "rootView" })?.value {
      rootView = viewType(in: value, context: context)
      spinnerOnly = Self.isSpinnerOnly(value, file) && !rootViewReplaced(made: i, in: context)
    } else if name.hasSuffix("HostingController"), file.kind(i + 1) == .operator, file.tokenIs(i + 1, "<") {
      rootView = file.kind(i + 2) == .identifier ? file.text(i + 2) : nil
    }
    var end = file.match(open).map { $0 + 1 } ?? open + 1
    if let closure = chain.primaryClosures.last, let close = file.match(closure) { end = close + 1 }
    var text = file.joinedLines(in: context.offset(i)..<Int(file.tokens[end - 1].end), separator: " ")
    if text.count > 60 { text = name + "(" + (labels.first.map { $0 == "_" ? "" : $0 + ": " } ?? "") + "…)" }
    var creation = HostingCreation(
      callee: name, labels: labels, rootView: rootView, position: position(i, context), text: text)
    creation.spinnerOnly = spinnerOnly
    return creation
  }

  /// The controller made at `i` gets another root view later (`self.hosting = UIHostingController(
  /// rootView: EmptyView().eraseToAnyView())`, then `hosting.rootView = IconView(icon: icon)…`): its
  /// first root is a placeholder, and what it shows is the one assigned. Found through the
  /// declaration it is stored in (a local, or a property of the enclosing type), never through
  /// another declaration of the same name: another type's `hosting`, or a local that shadows it.
  static func rootViewReplaced(made i: Int, in context: FileContext) -> Bool {
    let file = context.file
    let index = context.index
    let stored: VariableDecl?
    if let variable = index.variables.first(where: { $0.initializer?.lowerBound == i }) {
      stored = variable
    } else if file.tokenIs(i - 1, "="), file.kind(i - 2) == .identifier {
      stored = declaration(of: i - 2, in: context)
    } else {
      stored = nil
    }
    guard let stored else { return false }
    return file.identifiers(spelled: stored.name).contains { j in
      j != stored.nameToken && j != i - 2 && file.kind(j + 1) == .dot && file.tokenIs(j + 2, "rootView")
        && file.tokenIs(j + 3, "=") && declaration(of: j, in: context) == stored
    }
  }

  /// The variable the name at `j` refers to: a local declared before it in its function, else a
  /// property of the type around it (`self.name` or the bare name), matched by the type's name so
  /// that an extension's use reaches the stored property. Nil for another object's member
  /// (`other.name`) and for names the file does not declare.
  static func declaration(of j: Int, in context: FileContext) -> VariableDecl? {
    let file = context.file
    let index = context.index
    let name = file.text(j)
    let qualified = file.kind(j - 1) == .dot
    if qualified && !file.tokenIs(j - 2, "self") { return nil }
    if !qualified, let function = index.enclosingFunction(of: j), let open = function.bodyOpen {
      let body = open..<(function.bodyClose ?? open)
      if let local = index.variables.last(where: {
        !$0.isMember && $0.name == name && $0.nameToken < j && body.contains($0.nameToken)
      }) {
        return local
      }
    }
    guard let owner = index.enclosingType(of: j) else { return nil }
    let ownerName = index.types[owner].name
    return index.variables.first {
      $0.isMember && $0.name == name && $0.owner.map { index.types[$0].name == ownerName } == true
    }
  }

  /// True when `value` makes only a `ProgressView` or an `EmptyView`, framed or padded, with no
  /// other view inside, behind or over it.
  static func isSpinnerOnly(_ value: Range<Int>, _ file: SourceFile) -> Bool {
    guard let first = value.first(where: { file.kind($0) == .identifier }),
      file.tokenIs(first, oneOf: ["ProgressView", "EmptyView"])
    else { return false }
    return !value.contains { j in
      j != first && file.kind(j) == .identifier
        && (file.tokenIs(j, oneOf: ["background", "overlay"])
          || (Expressions.isUpperCamel(file, j) && file.kind(j + 1) == .openParen
            || file.kind(j + 1) == .openBrace)
            && file.kind(j - 1) != .dot)
    }
  }

  /// `host = .init(rootView: view)`, `self.host = .init(rootView: view)` or `let host:
  /// UIHostingController<V> = .init(rootView: view)` (`init` at `i`): an implicit member made as the
  /// type the assigned name is declared with, a local declared before it in the function or else a
  /// property of the enclosing type. The creation starts at the `.`, where the fix goes after the
  /// statement. A stored property's own initial value (`let host: H = .init(…)`) is not read
  /// here: its fix would need the type written out.
  static func implicitCreation(at i: Int, in context: FileContext) -> HostingCreation? {
    let file = context.file
    let index = context.index
    let dot = i - 1
    guard i >= 3, file.kind(dot) == .dot, file.tokenIs(dot - 1, "="), file.kind(i + 1) == .openParen,
      let chain = Expressions.chain(file, at: dot), let open = chain.primaryArguments
    else { return nil }
    let arguments = Expressions.arguments(file, open: open)
    let labels = arguments.map { $0.label ?? "_" }
    guard labels.first == "rootView" else { return nil }
    var declared: VariableDecl?
    if let variable = index.variables.first(where: { $0.initializer?.lowerBound == dot }) {
      // `let host: UIHostingController<V> = .init(…)`: a local with its type written.
      guard !variable.isMember else { return nil }
      declared = variable
    } else {
      let target = dot - 2
      guard file.kind(target) == .identifier else { return nil }
      let name = file.text(target)
      // `other.host = …` is another object's property.
      if file.kind(target - 1) == .dot && !file.tokenIs(target - 2, "self") { return nil }
      let function = index.enclosingFunction(of: i)
      let scope = function.flatMap { f in f.bodyOpen.map { ($0 + 1)..<(f.bodyClose ?? $0) } }
      let locals = index.variables.filter {
        !$0.isMember && $0.name == name && $0.nameToken < target && scope?.contains($0.nameToken) == true
      }
      if file.kind(target - 1) != .dot, let local = locals.last {
        declared = local
      } else if let owner = index.enclosingType(of: i) {
        let ownerName = index.types[owner].name
        declared = index.variables.first {
          $0.isMember && $0.name == name && $0.owner.map { index.types[$0].name == ownerName } == true
        }
      }
    }
    guard let type = declared?.typeRange.flatMap({ typeName(in: $0, file: file) }) else { return nil }
    var rootView: String?
    if let value = arguments.first?.value { rootView = viewType(in: value, context: context) }
    var text = file.text(in: context.offset(dot)..<Int(file.tokens[(file.match(open) ?? open)].end))
    if text.count > 60 || text.contains("\n") { text = ".init(rootView: …)" }
    return HostingCreation(
      callee: type, labels: labels, rootView: rootView, position: position(dot, context), text: text)
  }

  static func isModulePrefix(_ file: SourceFile, _ index: Int) -> Bool {
    file.tokenIs(index, "SwiftUI") || file.tokenIs(index, "UIKit")
  }

  /// The SwiftUI view type passed as `rootView:`: `PhotoView(…)`, `AnyView(PhotoView())`, or a
  /// parameter whose type is written in the enclosing function's signature.
  static func viewType(in value: Range<Int>, context: FileContext) -> String? {
    let file = context.file
    var j = value.lowerBound
    while j < value.upperBound {
      // `rootView: self` in an extension or type: that type.
      // (Not in `extension View`: that is every view, not one type.)
      if file.tokenIs(j, "self"), let type = context.index.enclosingType(of: j) {
        let name = context.index.types[type].name
        return name == "View" ? nil : name
      }
      if Expressions.isUpperCamel(file, j) {
        if file.tokenIs(j, "AnyView") && file.kind(j + 1) == .openParen {
          j += 2
          continue
        }
        return file.text(j)
      }
      if file.kind(j) == .identifier {
        // A parameter: find `name: Type` in the enclosing function's signature.
        let name = file.text(j)
        if let function = context.index.enclosingFunction(of: j), let body = function.bodyOpen {
          var k = function.nameToken
          while k < body {
            if file.kind(k) == .identifier, file.text(k) == name, file.kind(k + 1) == .colon,
              Expressions.isUpperCamel(file, k + 2)
            {
              return file.text(k + 2)
            }
            k += 1
          }
        }
        return nil
      }
      j += 1
    }
    return nil
  }

  /// The base name of a type annotation (`UIHostingController<AnyView>?` → `UIHostingController`).
  static func typeName(in range: Range<Int>, file: SourceFile) -> String? {
    var j = range.lowerBound
    var name: String?
    while j < range.upperBound, file.kind(j) == .identifier {
      name = file.text(j)
      guard file.kind(j + 1) == .dot else { break }
      j += 2
    }
    return name
  }

  /// A direct safe-area opt-out in `body`, described; nil when there is none.
  static func optOut(in body: Range<Int>, context: FileContext, ownerIndex: Int?) -> String? {
    let file = context.file
    var readsSafeAreaInsets = false
    var subclassesAtRunTime = false
    for i in body where file.kind(i) == .identifier || file.kind(i) == .string {
      if file.tokenIs(i, "safeAreaRegions"), file.tokenIs(i + 1, "="), file.kind(i + 2) == .openBracket,
        file.kind(i + 3) == .closeBracket
      {
        return "safeAreaRegions = []"
      }
      if file.tokenIs(i, "_disableSafeArea") || file.tokenIs(i, "\"_disableSafeArea\"") {
        return "_disableSafeArea"
      }
      if file.tokenIs(i, "safeAreaInsets") { readsSafeAreaInsets = true }
      if file.tokenIs(i, "object_setClass") || file.tokenIs(i, "class_addMethod")
        || file.tokenIs(i, "class_replaceMethod")
      {
        subclassesAtRunTime = true
      }
    }
    if readsSafeAreaInsets && subclassesAtRunTime { return "a dynamic subclass overriding safeAreaInsets" }
    if let ownerIndex {
      // The cell's own `override var safeAreaInsets: UIEdgeInsets { .zero }`.
      for variable in context.index.variables
      where variable.owner == ownerIndex && variable.name == "safeAreaInsets"
        && variable.modifiers.contains("override")
      {
        guard let open = variable.bodyOpen, let close = variable.bodyClose else { continue }
        for j in open..<close
        where file.tokenIs(j, "zero")
          || (file.tokenIs(j, "UIEdgeInsets") && file.kind(j + 1) == .openParen
            && file.kind(j + 2) == .closeParen)
        {
          return "an override of safeAreaInsets returning .zero"
        }
      }
    }
    return nil
  }
}
