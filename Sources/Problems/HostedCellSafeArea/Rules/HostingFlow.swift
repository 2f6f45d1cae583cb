import InsetEmulation
import InsetEngine
import InsetLint

/// UIKit data flow by declaration, not by name: what feeds a value (the view added to a cell, the
/// configuration set on it, what a factory returns), traced back through the locals, parameters
/// and properties it reads, each taken as the declaration it refers to. A local shadows a
/// property; a parameter is made by the caller (the trace stops); a property is followed through
/// its initial value, its getter and every assignment in its type's bodies in the file. Names
/// that resolve to nothing here (members declared in another file, free functions, members of a
/// typed receiver) become `MemberUse`s, matched across files by name *and* owner. Code in a
/// closure that is not run for the value (an action handler, a completion) feeds nothing, and a
/// controller that is presented, pushed or shown is a screen, not part of the value.
struct HostingFlow {
  let context: FileContext
  /// The token where the value is used (locals and parameters are those in scope there).
  let site: Int

  struct Result: Equatable {
    var creations: [HostingCreation] = []
    var uses: [MemberUse] = []
    /// Stored member properties the value reads (their type decides whether they hold a controller).
    var stored: [String] = []
    /// Parameters of the enclosing function the value reads: what callers pass feeds it.
    var parameters: [String] = []
  }

  var file: SourceFile { context.file }
  var index: SyntaxIndex { context.index }

  /// The function around the site, its body the scope of locals (the block around the site outside one).
  var lookup: Range<Int> {
    if let function = index.enclosingFunction(of: site), let open = function.bodyOpen {
      return (open + 1)..<(function.bodyClose ?? open)
    }
    return CellPlacementScan.block(enclosing: site, in: file)
  }

  /// The type around the site, by name (extensions of it in this file share its members).
  var ownType: String? { index.enclosingType(of: site).map { index.types[$0].name } }

  func trace(_ seeds: [Range<Int>]) -> Result {
    let lookup = self.lookup
    let ownType = self.ownType
    let parameters = self.parameters()
    var result = Result()
    var ranges = seeds
    var seen: Set<String> = []
    var r = 0
    while r < ranges.count {
      let range = ranges[r]
      r += 1
      var i = range.lowerBound
      while i < range.upperBound {
        defer { i += 1 }
        if file.kind(i) == .openBrace, let close = file.match(i), Self.isDeferredClosure(i, in: file) {
          i = close
          continue
        }
        guard file.kind(i) == .identifier else { continue }
        if let made = HostingScan.creation(at: i, in: context, anyController: true) {
          if !result.creations.contains(made) && !Self.isShownAsScreen(i, in: context) {
            result.creations.append(made)
            // `HostedRow(rootView: …)` may also be a view that hosts a controller inside itself.
            Self.addConstruction(of: made.callee, to: &result)
          }
          continue
        }
        if Expressions.isUpperCamel(file, i) {
          // `HostedRow(rootView: …)`: a project view may host a controller inside itself (the
          // project pass knows which); a system type (`UILabel(`) cannot.
          if file.kind(i + 1) == .openParen, file.kind(i - 1) != .dot {
            // A generic parameter of the type (`View(frame: .zero)` in `Host<View: BlockView>`) is
            // any type that conforms to its constraint.
            Self.addConstruction(of: genericConstraint(of: i) ?? file.text(i), to: &result)
          }
          continue
        }
        if file.tokenIs(i, "self") { continue }
        let name = file.text(i)
        let isCall = file.kind(i + 1) == .openParen
        if let receiver = Self.receiver(of: i, in: file) {
          // `x.name`: looked up in x's type, when it is known.
          let owner = file.tokenIs(receiver, "self") ? ownType : typeOf(receiver, parameters: parameters)
          if !file.tokenIs(receiver, "self") || isCall {
            var use = MemberUse(name: name, owner: owner, bare: false, isCall: isCall)
            if owner == nil { use.through = returningCall(receiver, parameters: parameters) }
            if !result.uses.contains(use) { result.uses.append(use) }
            continue
          }
        }
        if isCall {
          let use = MemberUse(name: name, owner: ownType, bare: true, isCall: true)
          if !result.uses.contains(use) { result.uses.append(use) }
          continue
        }
        guard seen.insert(name).inserted else { continue }
        // An element of a sequence (`views.forEach { stack.addArrangedSubview($0) }`, `for view in
        // views`): what the sequence holds.
        if let elements = sequence(elementAt: i) {
          ranges.append(elements)
          continue
        }
        // A local (declared before the site, in the function), else a parameter, else a property.
        let locals = index.variables.filter {
          !$0.isMember && $0.name == name && lookup.contains($0.nameToken) && $0.nameToken < max(site, i)
        }
        if !locals.isEmpty {
          for variable in locals {
            ranges += feeding(variable)
            addDeclaredType(of: variable, to: &result)
          }
          for j in context.positions(of: name, in: lookup) where isAssignment(to: name, at: j) {
            ranges.append((j + 2)..<Expressions.statementEnd(file, from: j + 2))
          }
          ranges += addedSubviews(of: name, in: lookup)
          continue
        }
        if parameters[name] != nil {
          if !result.parameters.contains(name) { result.parameters.append(name) }
          continue
        }
        let members = index.variables.filter { variable in
          variable.isMember && variable.name == name
            && variable.owner.map { index.types[$0].name == ownType } == true
        }
        if members.isEmpty {
          let use = MemberUse(name: name, owner: ownType, bare: true, isCall: false)
          if !result.uses.contains(use) { result.uses.append(use) }
          continue
        }
        for variable in members {
          ranges += feeding(variable)
          addDeclaredType(of: variable, to: &result)
          if variable.bodyOpen == nil, variable.typeRange != nil, !result.stored.contains(name) {
            result.stored.append(name)
          }
        }
        for type in index.types where type.name == ownType {
          let body = (type.bodyOpen + 1)..<type.bodyClose
          for j in context.positions(of: name, in: body) where isAssignment(to: name, at: j) {
            ranges.append((j + 2)..<Expressions.statementEnd(file, from: j + 2))
          }
          ranges += addedSubviews(of: name, in: body)
        }
      }
    }
    return result
  }

  /// Making `type` (`HostedRow(rootView: …)`) is a use of its initializer, which the project pass
  /// matches to a view that hosts a controller inside itself; a framework type (`UILabel(`) is not one.
  static func addConstruction(of type: String, to result: inout Result) {
    guard !Expressions.isFrameworkTypeName(type) else { return }
    let use = MemberUse(name: "init", owner: type, bare: false, isCall: true)
    if !result.uses.contains(use) { result.uses.append(use) }
  }

  /// A value declared as a project view (`let header: FilesHeader`, `@IBOutlet var tile: Entity!`
  /// with `typealias Entity = FeedbackTile`) is one, however it is made (a nib's `instantiate()`, an
  /// outlet, an argument): a use of its initializer, which the project pass matches to a view that
  /// hosts a controller inside itself. A framework type (`UIView`) is not one.
  func addDeclaredType(of variable: VariableDecl, to result: inout Result) {
    guard let range = variable.typeRange, let type = Self.declaredType(in: range, context: context) else {
      return
    }
    Self.addConstruction(of: type, to: &result)
  }

  /// The type a declaration's annotation names, through a `typealias` the file declares for it; nil
  /// for a function type, a tuple or a collection.
  static func declaredType(in range: Range<Int>, context: FileContext) -> String? {
    let file = context.file
    guard Expressions.isUpperCamel(file, range.lowerBound),
      var type = HostingScan.typeName(in: range, file: file)
    else { return nil }
    // `typealias Entity = FeedbackTile`: the aliased type.
    for j in file.identifiers(spelled: type)
    where j > 0 && file.tokenIs(j - 1, "typealias") && file.tokenIs(j + 1, "=")
      && Expressions.isUpperCamel(file, j + 2) && file.kind(j + 3) != .dot
    {
      type = HostingScan.typeName(in: (j + 2)..<file.count, file: file) ?? type
      break
    }
    return type
  }

  /// The protocol or class constraining the generic parameter of the enclosing types that the
  /// token names (`<View: BlockContentView>`, `where View: BlockContentView`); nil when it names none.
  func genericConstraint(of token: Int) -> String? {
    let name = file.text(token)
    var type = index.enclosingType(of: token)
    while let t = type {
      let decl = index.types[t]
      if decl.genericParameters.contains(name) {
        for j in (decl.nameToken + 1)..<decl.bodyOpen
        where file.kind(j) == .identifier && file.text(j) == name && file.kind(j + 1) == .colon
          && Expressions.isUpperCamel(file, j + 2)
        {
          return HostingScan.typeName(in: (j + 2)..<decl.bodyOpen, file: file)
        }
        return nil
      }
      type = decl.parent
    }
    return nil
  }

  /// The sequence whose element the name at `i` is: `$0` (or the one named parameter) of the
  /// closure a `forEach` runs, or the variable of the `for … in` loop around it.
  func sequence(elementAt i: Int) -> Range<Int>? {
    let name = file.text(i)
    var brace = ViewContent.enclosingBrace(of: i, in: file)
    while let open = brace {
      if let owner = ViewContent.callOwning(brace: open, in: file), file.tokenIs(owner, "forEach") {
        // `{ view in … }` (`{ [weak self] view in … }`): the name before `in`.
        let isElement =
          Expressions.closureHeaderEnd(file, open: open).map { end in
            file.kind(end - 2) == .identifier && file.text(end - 2) == name
          } ?? (name == "$0")
        if isElement, let receiver = Self.receiver(of: owner, in: file) {
          if file.kind(receiver) == .identifier { return receiver..<(receiver + 1) }
          if let start = file.match(receiver), file.kind(receiver) == .closeBracket {
            return start..<(receiver + 1)
          }
          return nil
        }
      }
      if Self.isStatementBlock(open, in: file) {
        // `for name in sequence {`
        var j = open - 1
        while j > 0, !file.tokenIs(j, "in") || file.kind(j) != .identifier {
          if file.kind(j) == .closeParen || file.kind(j) == .closeBracket, let partner = file.match(j) {
            j = partner
          }
          if file.kind(j) == .openBrace || file.kind(j) == .closeBrace || file.kind(j) == .semicolon { break }
          j -= 1
        }
        if file.tokenIs(j, "in"), file.text(j - 1) == name, file.tokenIs(j - 2, "for") {
          return (j + 1)..<open
        }
      }
      brace = open > 0 ? ViewContent.enclosingBrace(of: open, in: file) : nil
    }
    return nil
  }

  /// A variable's initial value and getter.
  func feeding(_ variable: VariableDecl) -> [Range<Int>] {
    var ranges: [Range<Int>] = []
    if let value = CellPlacementScan.initialValue(of: variable, in: file) { ranges.append(value) }
    if let open = variable.bodyOpen, let close = variable.bodyClose { ranges.append((open + 1)..<close) }
    return ranges
  }

  /// What is added into the view `name` holds (`name.addSubview(x)`, `name.contentView.addSubview(x)`,
  /// `self.name.addArrangedSubview(x)` in `range`): a view contains what is added to it.
  func addedSubviews(of name: String, in range: Range<Int>) -> [Range<Int>] {
    var found: [Range<Int>] = []
    for j in context.positions(of: name, in: range) {
      if file.kind(j - 1) == .dot && !file.tokenIs(j - 2, "self") { continue }
      guard let chain = Expressions.chain(file, at: j), chain.primaryArguments == nil else { continue }
      for link in chain.links {
        if link.arguments != nil, HostingScan.isSubviewCall(link.name, in: file) {
          found += HostingScan.addedViews(link.name, in: file)
          break
        }
        if link.arguments != nil || !link.closures.isEmpty { break }
      }
    }
    return found
  }

  /// `name = …` or `self.name = …` at `j` (not `other.name = …`, not `==`).
  func isAssignment(to name: String, at j: Int) -> Bool {
    guard file.kind(j) == .identifier, file.tokenIs(j + 1, "="), file.text(j) == name else { return false }
    return file.kind(j - 1) != .dot || file.tokenIs(j - 2, "self")
  }

  /// The parameters in scope at the site, with their declared types: the enclosing function's and
  /// those of every closure around the site.
  func parameters() -> [String: String] {
    var result: [String: String] = [:]
    if let function = index.enclosingFunction(of: site), let body = function.bodyOpen {
      var j = function.nameToken + 1
      if file.tokenIs(j, "<"), let end = Expressions.genericArgumentsEnd(file, at: j) { j = end }
      if file.kind(j) == .openParen, let close = file.match(j), close < body {
        for (_, range) in Expressions.arguments(file, open: j) {
          // `label name: Type`, `name: Type`: the identifier before the colon is the name.
          guard let colon = range.first(where: { file.kind($0) == .colon }), colon > range.lowerBound,
            file.kind(colon - 1) == .identifier
          else { continue }
          let type = HostingScan.typeName(in: (colon + 1)..<range.upperBound, file: file)
          result[file.text(colon - 1)] = type ?? ""
        }
      }
    }
    var brace = ViewContent.enclosingBrace(of: site, in: file)
    while let open = brace {
      if let header = Expressions.closureHeaderEnd(file, open: open) {
        for j in (open + 1)..<header where file.kind(j) == .identifier && !file.tokenIs(j, "in") {
          if file.kind(j - 1) == .colon { continue }
          result[file.text(j)] = result[file.text(j)] ?? ""
        }
      }
      brace = open > 0 ? ViewContent.enclosingBrace(of: open, in: file) : nil
    }
    return result
  }

  /// The type a receiver token names: a type, a local, parameter or property with a written type
  /// or made by `Type(…)`; nil when not known.
  func typeOf(_ token: Int, parameters: [String: String]) -> String? {
    guard file.kind(token) == .identifier else { return nil }
    if Expressions.isUpperCamel(file, token) { return file.text(token) }
    let name = file.text(token)
    let lookup = self.lookup
    let ownType = self.ownType
    let declared =
      index.variables.filter { !$0.isMember && $0.name == name && lookup.contains($0.nameToken) }
      + index.variables.filter {
        $0.isMember && $0.name == name && $0.owner.map { index.types[$0].name == ownType } == true
      }
    if let local = declared.first {
      if let range = local.typeRange, let type = HostingScan.typeName(in: range, file: file) { return type }
      if let value = local.initializer, Expressions.isUpperCamel(file, value.lowerBound),
        file.kind(value.lowerBound + 1) == .openParen
      {
        return file.text(value.lowerBound)
      }
      return nil
    }
    if let type = parameters[name], !type.isEmpty { return type }
    return nil
  }

  /// A receiver that is a call's result (`)` of `presenter.header(for: s)`): the called member's
  /// owner type (the inner receiver's, or the enclosing type's for a bare call) and name.
  func returningCall(_ receiver: Int, parameters: [String: String]) -> [String]? {
    guard file.kind(receiver) == .closeParen, let open = file.match(receiver), open > 1,
      file.kind(open - 1) == .identifier, !Expressions.isUpperCamel(file, open - 1)
    else { return nil }
    let called = open - 1
    let owner: String?
    if let inner = Self.receiver(of: called, in: file) {
      owner = file.tokenIs(inner, "self") ? ownType : typeOf(inner, parameters: parameters)
    } else {
      owner = file.kind(called - 1) == .dot ? nil : ownType
    }
    return owner.map { [$0, file.text(called)] }
  }

  /// The token before the dot of `x.name` / `x?.name` (nil for a bare name or an implicit member).
  static func receiver(of i: Int, in file: SourceFile) -> Int? {
    guard i > 1, file.kind(i - 1) == .dot else { return nil }
    var r = i - 2
    if file.tokenIs(r, "?") || file.tokenIs(r, "!") { r -= 1 }
    switch file.kind(r) {
    case .identifier, .closeParen, .closeBracket, .closeBrace: return r
    default: return nil
    }
  }

  /// Calls whose closure runs to make the value (`map`), not later.
  static let transforming: Set<String> = ["map", "compactMap", "flatMap", "reduce", "first", "filter"]

  /// A closure that is not run for the value it is written in: not called on the spot (`{ … }()`),
  /// not a transform's body (`items.map { … }`), and not a statement's block (`if`, `else`, `for`).
  static func isDeferredClosure(_ open: Int, in file: SourceFile) -> Bool {
    guard let close = file.match(open) else { return false }
    if file.kind(close + 1) == .openParen { return false }
    if let owner = ViewContent.callOwning(brace: open, in: file), transforming.contains(file.text(owner)) {
      return false
    }
    return !isStatementBlock(open, in: file)
  }

  static let blockKeywords: Set<String> = [
    "if", "guard", "else", "for", "while", "switch", "do", "catch", "repeat", "defer",
  ]

  /// The brace opens an `if`/`else`/`for`/`while`/`switch`/`do`/`catch`/`defer` block: a keyword
  /// begins the statement it ends (brackets skipped), or stands right before it.
  static func isStatementBlock(_ open: Int, in file: SourceFile) -> Bool {
    var j = open - 1
    while j >= 0 {
      switch file.kind(j) {
      case .closeParen, .closeBracket, .closeBrace:
        guard let partner = file.match(j) else { return false }
        j = partner - 1
        continue
      case .openBrace, .openParen, .openBracket, .semicolon:
        return false
      case .identifier where blockKeywords.contains(file.text(j)):
        return true
      default:
        // A line that does not continue the one before starts the statement.
        if file.tokens[j].startsLine, file.kind(j) != .dot, file.kind(j) != .operator, j > 0,
          ![.operator, .comma, .dot, .colon].contains(file.kind(j - 1))
        {
          return false
        }
      }
      j -= 1
    }
    return false
  }

  /// A controller made at `i` in `body` (a factory's, a provider's) is part of what the body makes:
  /// not in a closure run later (an action), and not shown as a screen.
  static func isMadeForTheValue(_ i: Int, in context: FileContext, body: Range<Int>) -> Bool {
    var brace = ViewContent.enclosingBrace(of: i, in: context.file)
    while let open = brace, body.contains(open) {
      if isDeferredClosure(open, in: context.file) { return false }
      brace = ViewContent.enclosingBrace(of: open, in: context.file)
    }
    return !isShownAsScreen(i, in: context)
  }

  /// Calls that show a controller as a screen, and labels that make one a screen's root.
  static let screenCalls: Set<String> = [
    "present", "pushViewController", "show", "showDetailViewController", "setViewControllers",
    "presentPanModal", "presentAsSheet",
  ]
  static let screenLabels: Set<String> = ["rootViewController", "viewControllers"]

  /// The controller made at `i` is shown as a screen: passed to `present`, `pushViewController`,
  /// `show`, … or made a navigation controller's or window's root, directly or through the local
  /// or property it is stored in.
  static func isShownAsScreen(_ made: Int, in context: FileContext) -> Bool {
    let file = context.file
    let index = context.index
    // `host = .init(rootView: …)`: the expression starts at the dot.
    let i = file.tokenIs(made, "init") && file.kind(made - 1) == .dot ? made - 1 : made
    if isScreenArgument(i, in: file) { return true }
    // The name it is stored in.
    var name: String?
    var scope: Range<Int>?
    if let variable = index.variables.filter({ $0.initializer?.contains(i) == true }).max(by: {
      $0.nameToken < $1.nameToken
    }) {
      name = variable.name
      if variable.isMember, let owner = variable.owner {
        scope = (index.types[owner].bodyOpen + 1)..<index.types[owner].bodyClose
      }
    } else if file.tokenIs(i - 1, "="), file.kind(i - 2) == .identifier {
      name = file.text(i - 2)
    }
    guard let name else { return false }
    if scope == nil {
      if let function = index.enclosingFunction(of: i), let open = function.bodyOpen {
        scope = (open + 1)..<(function.bodyClose ?? open)
      } else {
        scope = CellPlacementScan.block(enclosing: i, in: file)
      }
    }
    for j in scope! where file.kind(j) == .identifier && file.text(j) == name && j != i {
      if file.kind(j - 1) == .dot && !file.tokenIs(j - 2, "self") { continue }
      if file.kind(j + 1) == .dot { continue }  // `vc.view`, `vc.title`: not the controller itself
      if isScreenArgument(j, in: file) { return true }
      // `window.rootViewController = vc`
      if file.tokenIs(j - 1, "="), screenLabels.contains(file.text(j - 2)) { return true }
    }
    return false
  }

  /// The token is (the start of) an argument of a screen call or a `rootViewController:` argument.
  static func isScreenArgument(_ j: Int, in file: SourceFile) -> Bool {
    var k = j - 1
    if file.kind(k) == .openBracket { k -= 1 }  // `setViewControllers([vc], …)`
    if file.kind(k) == .colon, screenLabels.contains(file.text(k - 1)) { return true }
    guard file.kind(k) == .openParen, file.kind(k - 1) == .identifier else { return false }
    return screenCalls.contains(file.text(k - 1))
  }
}

/// A member or function a value reads that this file does not declare for it: matched across files
/// with a factory of that name whose owner is `owner` (or one of its superclasses), a free
/// function for a bare call, or a SwiftUI `View` extension when the receiver's type is unknown.
public struct MemberUse: Codable, Sendable, Equatable, Hashable {
  public var name: String
  /// The type it is looked up in: the enclosing type for a bare name or `self.`, the receiver's
  /// type where it is known (`Summaries.make`, a parameter `photo: PhotoView`); nil when unknown.
  public var owner: String?
  /// Written without a receiver: may be a free function or global.
  public var bare: Bool
  public var isCall: Bool
  /// When the receiver is what another call returns and its type is not known here
  /// (`presenter.header(for: s)?.view(…)`): that call's owner type and name, `[owner, name]`; the
  /// project pass types the receiver by that member's declared result.
  public var through: [String]? = nil
}
