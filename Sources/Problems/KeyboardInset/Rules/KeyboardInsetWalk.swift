import InsetEmulation
import InsetEngine
import InsetLint

/// One pass over a function (or member) body of `keyboard-inset`: which names hold a value taken
/// from the keyboard frame (its origins), which assignments it reaches, which members it is stored
/// in, which of the file's functions it is handed to and what the body returns.
///
/// Origins: `key` (the frame read raw), `closure:T` and `param:P.f:label` (resolved across files),
/// each marked `overlap|` when it passed through a body that intersects the frame with a view but
/// takes no safe area off: right for a constraint or a frame, the home-indicator band twice in an
/// automatically adjusted scroll view.
struct KeyboardInsetWalk {
  var sinks: [KeyboardInsetFacts.Sink] = []
  var memberStores: [String: OriginSet] = [:]
  var calls: [(function: String, label: String, position: Int, origins: OriginSet)] = []
  /// Project types made with the value under a label (`KeyboardAttributes(rectInWindow: frame)`,
  /// a memberwise initializer): that member holds it wherever the type's members are read.
  var constructions: [(type: String, member: String, origins: OriginSet)] = []
  /// Origins of what the body returns (`return x`, or its single expression).
  var returns: OriginSet = []
  var sanitized = false
  /// `sanitized` for a scroll view's inset set here (`KeyboardInsetRule.sanitizes(_:_:insets:)`).
  var insetSanitized = false
  /// `sanitized` for a constraint's constant set here: the safe area's bottom (or the whole insets)
  /// read, added or subtracted; a top or side read alone takes no band off.
  var constantSanitized = false
  /// True when the body intersects the frame with a view but is not otherwise sanitized.
  var overlapOnly = false

  /// Matched against an operator's bytes: `isFlag` asks of every operator at the top level of every
  /// value the walk reads, and a string made and hashed for each cost more than the rest.
  static let flagOperators = WordSet(["==", "!=", ">", "<", ">=", "<=", "&&", "||", "!"])
  /// A view's own geometry, set where it is laid out.
  static let ownGeometry: Set<String> = ["frame", "bounds", "center", "transform"]

  /// The file's declared names, as sets of ids of one `NameTable`: the walk asks of nearly every
  /// name it reads whether it is one of them, and a hash of its text for each question was most of
  /// the walk's work.
  struct Names {
    let table: NameTable
    /// The file's stored members.
    let members: NameSet
    /// The file's functions.
    let functions: NameSet
    /// The functions and computed members that return a value, which may be read on another
    /// receiver (`note.keyboardEndFrame()`).
    let returning: NameSet
    /// The protocol requirements declared in the file.
    let requirements: NameSet
    /// Stored members a struct's memberwise initializer sets (no value of their own, no `init`
    /// declared): they hold what the type's callers pass, read across files.
    let constructed: NameSet
    /// The types declared here that declare a stored member `frame` of their own (a value type
    /// holding the keyboard's frame): `self.frame = …` in them stores a value, it places no view.
    var frameOwners: Set<String> = []
  }

  /// Origins of the file's members, functions and computed members (what they hold or return) from
  /// the previous pass, with the ids of their names: most names read are none of them, and are told
  /// so without a hash.
  struct MemberTaint {
    let origins: [Int32: OriginSet]
    let names: NameSet

    init(_ origins: [String: OriginSet], _ table: NameTable) {
      var byID: [Int32: OriginSet] = [:]
      for (name, held) in origins { byID[table.id(of: name)] = held }
      self.origins = byID
      names = table.set(origins.keys)
    }

    /// What the name with `id` holds, if anything.
    func origins(of id: Int32) -> OriginSet? {
      names.contains(id) ? origins[id] : nil
    }
  }

  /// What a walk reads of its scope's tokens alone, the same in every round: kept on the scope,
  /// so that a later round's walk of the same body does not scan it again for each.
  struct Prepass {
    let sanitized: Bool
    let insetSanitized: Bool
    let constantSanitized: Bool
    let overlapOnly: Bool
    let fileMentionsKeyboard: Bool
    let scopeMentionsKeyboard: Bool
    /// Names declared in the body or as parameters: a bare name that is none of them is a member.
    let locals: NameSet
    let keyboardFrameParameters: [String]
    let scopeConverts: Bool

    init(_ scope: KeyboardInsetRule.Scope, _ file: SourceFile, _ table: NameTable) {
      sanitized = KeyboardInsetRule.sanitizes(scope.range, file)
      insetSanitized = sanitized && KeyboardInsetRule.sanitizes(scope.range, file, insets: true)
      constantSanitized =
        insetSanitized
        || sanitized && KeyboardInsetRule.sanitizes(scope.range, file, insets: true, signed: false)
      overlapOnly = !sanitized && scope.range.contains { file.tokenIs($0, "intersection") }
      fileMentionsKeyboard = file.contains("eyboard")
      scopeMentionsKeyboard =
        fileMentionsKeyboard
        && scope.range.contains { file.kind($0) == .identifier && file.token($0, contains: "eyboard") }
      var locals = table.set(scope.params.map(\.name))
      for j in scope.range where file.tokenIs(j, "let") || file.tokenIs(j, "var") {
        if file.kind(j + 1) == .identifier, !KeyboardInsetWalk.isShorthandBinding(j, file) {
          locals.insert(table.id(ofToken: j + 1))
        }
      }
      // A loop's names (`for view in window.subviews`, `for (i, view) in …`) are the body's too;
      // not a `for` label (`inset(for: frame)`, `func inset(for rect: NSValue)`), whose names would
      // run on to the next `in` or `{` and hide the file's functions called there.
      for j in scope.range
      where file.tokenIs(j, "for") && file.kind(j) == .identifier && file.kind(j + 1) != .colon
        && file.kind(j - 1) != .openParen && file.kind(j - 1) != .comma
      {
        var k = j + 1
        while k < scope.range.upperBound, !file.tokenIs(k, "in"), file.kind(k) != .openBrace {
          if file.kind(k) == .identifier, !file.tokenIs(k, oneOf: ["case", "let", "var", "_"]) {
            locals.insert(table.id(ofToken: k))
          }
          k += 1
        }
      }
      self.locals = locals
      keyboardFrameParameters = scope.keyboardFrameParameters
      scopeConverts = !keyboardFrameParameters.isEmpty || scope.range.contains { file.tokenIs($0, "convert") }
    }
  }

  /// `ownerType`: the type (or extended type) the body is in; `spellings`: the file's origins.
  init(
    scope: KeyboardInsetRule.Scope, context: FileContext, names: Names, spellings: OriginTable,
    initial: [String: OriginSet], memberTaint: MemberTaint, ownerType: String? = nil,
    types makeTypes: () -> [String: String] = { [:] }
  ) {
    let file = context.file
    let table = names.table
    // What each name of the body holds, by the id of the name: asked at nearly every name read.
    var taint: [Int32: OriginSet] = [:]
    for (name, held) in initial { taint[table.id(of: name)] = held }
    let prepass = scope.prepass ?? Prepass(scope, file, table)
    scope.prepass = prepass
    sanitized = prepass.sanitized
    insetSanitized = prepass.insetSanitized
    constantSanitized = prepass.constantSanitized
    overlapOnly = prepass.overlapOnly
    // A file that never spells the keyboard has no name that does (most files walked).
    let fileMentionsKeyboard = prepass.fileMentionsKeyboard
    func namesKeyboard(_ range: Range<Int>) -> Bool {
      fileMentionsKeyboard
        && range.contains { file.kind($0) == .identifier && file.token($0, contains: "eyboard") }
    }
    let scopeMentionsKeyboard = prepass.scopeMentionsKeyboard
    let locals = prepass.locals
    /// Locals holding a frame converted into a view (`let local = view.convert(end, from: nil)`):
    /// where it starts is the view's, its height still the keyboard's.
    // A keyboard frame handed in as a parameter is in the view's coordinates when its position is
    // set against the view's (`view.bounds.height - keyboardFrame.minY`).
    var converted = Set(prepass.keyboardFrameParameters)
    let scopeConverts = prepass.scopeConverts
    /// Each local's value: a member of another file read into a local reaches the sink as if read
    /// there (read only at a sink: most bindings never reach one).
    var localValues: [String: Range<Int>] = [:]
    /// Where each local is declared: a later assignment in the same block replaces what it held.
    var declarations: [String: Int] = [:]
    /// The identifiers an expression reads, through the locals it reads; not the locals' names.
    /// (`visited`: the locals followed so far, at most four: a list, not a set to hash into.)
    func reads(_ range: Range<Int>, _ visited: [String] = []) -> Set<String> {
      var found: Set<String> = []
      // Not the arguments of a call of the file's own function: the call is worth what it returns.
      var skipped = range.lowerBound..<range.lowerBound
      for k in range where file.kind(k) == .identifier && !skipped.contains(k) {
        if file.kind(k + 1) == .openParen, Self.callsOwnFunction(k, names, file),
          let close = file.match(k + 1)
        {
          skipped = (k + 1)..<close
        }
        let name = file.text(k)
        if file.kind(k - 1) != .dot, locals.contains(table.id(ofToken: k)) {
          if !visited.contains(name), visited.count < 4, let value = localValues[name] {
            found.absorb(reads(value, visited + [name]))
          }
        } else {
          found.insert(name)
        }
      }
      return found
    }
    /// True when the expression reads a converted value (a `convert(` call or a converted local)
    /// and a position (`minY`, `origin`, `y`…): both sides are then in the view's coordinates.
    func comparesConverted(_ range: Range<Int>) -> Bool {
      guard scopeConverts else { return false }
      var convertedValue = false
      var position = false
      for k in range where file.kind(k) == .identifier {
        if file.tokenIs(k, "convert") && file.kind(k + 1) == .openParen
          || (file.kind(k - 1) != .dot && converted.contains(file.text(k)))
        {
          convertedValue = true
        } else if file.kind(k - 1) == .dot, file.tokenIs(k, oneOf: Self.positions) {
          position = true
        }
      }
      return convertedValue && position
    }
    /// The type a member read on the receiver ending before `dot` belongs to, by declaration: a type
    /// (`Keyboard.endFrame`), its shared instance (`Keyboard.shared.endFrame`), or a name declared
    /// with a type (`info.endFrame` after `let info = KeyboardInfo(note)`, `keyboard: Keyboard`).
    /// The declared types of the scope's names, made on the first read that needs them.
    var types: [String: String]?
    func receiverType(dot: Int) -> String? {
      var r = dot - 1
      while file.isUnwrap(r) { r -= 1 }
      guard file.kind(r) == .identifier else { return nil }
      if Expressions.isUpperCamel(file, r), file.kind(r - 1) != .dot { return file.text(r) }
      if file.tokenIs(r, oneOf: KeyboardInsetRule.singletonNames), file.kind(r - 1) == .dot,
        Expressions.isUpperCamel(file, r - 2), file.kind(r - 3) != .dot
      {
        return file.text(r - 2)
      }
      if file.kind(r - 1) == .dot, !Self.isSelf(before: r - 1, file) { return nil }
      if types == nil { types = makeTypes() }
      return types?[file.text(r)]
    }
    /// The `?` of a top-level `condition ? a : b` in the expression.
    func ternaryMark(_ range: Range<Int>) -> Int? { KeyboardInsetWalk.ternaryMark(range, file) }
    /// True when the expression, at its top level, compares or negates (a flag, not a length).
    /// In `condition ? a : b` the value is the branches: the condition's comparison is no flag.
    func isFlag(_ range: Range<Int>) -> Bool {
      if let mark = ternaryMark(range) { return isFlag((mark + 1)..<range.upperBound) }
      var k = range.lowerBound
      while k < range.upperBound {
        if let partner = file.match(k), partner > k {
          k = partner + 1
          continue
        }
        if file.kind(k) == .operator, file.tokenIs(k, in: Self.flagOperators), !Self.isPostfixBang(k, file) {
          return true
        }
        k += 1
      }
      return false
    }
    /// Each name's `member:T.name` origin in this body, by the id of the name at token `j` (`T` the
    /// owner; another type's are not kept).
    var memberOrigins: [Int32: Int32] = [:]
    func memberOrigin(_ type: String, token j: Int, id: Int32) -> Int32 {
      guard type == ownerType else { return spellings.id("member:\(type).\(file.text(j))") }
      if let known = memberOrigins[id] { return known }
      let made = spellings.id("member:\(type).\(file.text(j))")
      memberOrigins[id] = made
      return made
    }
    /// The origins of the values an expression reads. A condition that only chooses between values
    /// (`height > 0 ? 52 : 0`) and an argument that is a flag (`f(shown: height > 0)`) carry none.
    /// In a body that intersects, every origin is marked `overlap|`.
    /// A converted frame's position against the view's (`view.bounds.height - converted.minY`) is
    /// the keyboard's overlap with the view: marked `overlap|` like an intersection's, right for a
    /// frame or a constraint to the view, the home-indicator band twice in an adjusted scroll view.
    func origins(_ range: Range<Int>) -> OriginSet {
      // (Less a bottom inset, `- insets.bottom`, the band is taken off: no overlap left to count.)
      func subtractsBottom() -> Bool {
        guard let minus = range.first(where: { file.kind($0) == .operator && file.tokenIs($0, "-") }) else {
          return false
        }
        return (minus..<range.upperBound).contains { file.tokenIs($0, "bottom") && file.kind($0 - 1) == .dot }
      }
      if movement(range) { return [] }
      if comparesConverted(range), !isFlag(range), !subtractsBottom() {
        return spellings.overlap(readOrigins(range, comparing: true))
      }
      return readOrigins(range, comparing: false)
    }
    /// True when the expression is one keyboard frame's position less another's (`endFrame.minY -
    /// beginFrame.minY`, each read raw from the notification): how far the keyboard moved, not how
    /// much of the view it covers (`view.bounds.maxY - frame.minY` is that).
    func movement(_ range: Range<Int>) -> Bool {
      var minus: Int?
      var k = range.lowerBound
      while k < range.upperBound {
        if let partner = file.match(k), partner > k {
          k = partner + 1
          continue
        }
        if file.kind(k) == .operator, !file.isUnwrap(k) {
          guard minus == nil, file.tokenIs(k, "-"), k > range.lowerBound else { return false }
          minus = k
        }
        k += 1
      }
      guard let minus else { return false }
      func position(_ side: Range<Int>) -> Bool {
        guard let last = side.last, side.count >= 3, file.kind(last - 1) == .dot,
          file.tokenIs(last, oneOf: ["minY", "maxY", "midY", "y"]),
          side.allSatisfy({ file.kind($0) == .identifier || file.kind($0) == .dot || file.isUnwrap($0) })
        else { return false }
        return readOrigins(side, comparing: false).contains(OriginTable.key)
      }
      return position(range.lowerBound..<minus) && position((minus + 1)..<range.upperBound)
    }
    func readOrigins(_ range: Range<Int>, comparing: Bool) -> OriginSet {
      var found: OriginSet = []
      if !comparing, comparesConverted(range) { return [] }
      if let mark = ternaryMark(range) {
        found = origins((mark + 1)..<range.upperBound)
      } else {
        var j = range.lowerBound
        while j < range.upperBound {
          defer { j += 1 }
          if file.kind(j) == .openParen, let close = file.match(j), close < range.upperBound {
            // A call of one of the file's own functions is worth what it returns (`memberTaint`).
            if !Self.callsOwnFunction(j - 1, names, file) {
              for argument in Expressions.argumentSpans(file, open: j) where !isFlag(argument.value) {
                found.absorb(origins(argument.value))
              }
            }
            j = close
            continue
          }
          // The key spelled as its string (`userInfo?["UIKeyboardFrameEndUserInfoKey"]`), or the
          // deprecated bounds key, which holds the same screen-space size.
          if file.kind(j) == .string,
            file.token(j, contains: "KeyboardFrameEndUserInfoKey")
              || file.token(j, contains: "UIKeyboardBoundsUserInfoKey")
          {
            found.insert(OriginTable.key)
            continue
          }
          guard file.kind(j) == .identifier else { continue }
          if KeyboardInsetRule.isFrameKey(j, file) || Self.isLibraryFrame(j, file) {
            found.insert(OriginTable.key)
          }
          let id = table.id(ofToken: j)
          let viaSelf = file.kind(j - 1) == .dot && Self.isSelf(before: j - 1, file)
          if file.kind(j - 1) == .dot, !viaSelf {
            if names.returning.contains(id), let origin = memberTaint.origins(of: id) {
              found.absorb(origin)
            }
            // The type's own member read through its shared instance (`shared.measuredSize` in a
            // static `var size` of a keyboard manager): what the member holds, stored or computed.
            if let ownerType, names.members.contains(id) || names.returning.contains(id),
              let origin = memberTaint.origins(of: id), file.kind(j - 2) == .identifier,
              file.tokenIs(j - 2, oneOf: KeyboardInsetRule.singletonNames),
              receiverType(dot: j - 1) == ownerType
            {
              found.absorb(origin)
            }
            // Another type's member, in a body that names the keyboard: resolved across files.
            if scopeMentionsKeyboard, let type = receiverType(dot: j - 1), type != ownerType,
              !Expressions.isFrameworkTypeName(type)
            {
              found.insert(memberOrigin(type, token: j, id: id))
            }
            continue
          }
          // Most names hold nothing: the empty tables are not hashed into.
          if !taint.isEmpty, let origin = taint[id] {
            found.absorb(origin)
          } else if viaSelf || !locals.contains(id), let origin = memberTaint.origins(of: id) {
            found.absorb(origin)
          } else if viaSelf || !locals.contains(id), let ownerType,
            !names.members.contains(id) || names.constructed.contains(id),
            file.kind(j + 1) != .openParen, !Expressions.isUpperCamel(file, j),
            !file.tokenIs(j, oneOf: ["self", "super", "nil", "true", "false", "in", "as", "try", "await"])
          {
            // A member of the type declared in another file (the class, or another extension), or
            // one given its value where the type is made (`KeyboardAttributes(rectInWindow:)`).
            found.insert(memberOrigin(ownerType, token: j, id: id))
          }
        }
      }
      guard overlapOnly else { return found }
      return spellings.overlap(found)
    }
    // One expression with no `return` in it: a closure that returns (`.map { n -> CGFloat in … return
    // 40 }`) may hand on other values than the frame's.
    if scope.returnsValue, scope.name != nil,
      !scope.range.contains(where: { file.tokenIs($0, "return") }),
      scope.isInitializer || Expressions.statements(file, inBraces: scope.range.lowerBound - 1).count == 1,
      !isFlag(scope.range)
    {
      returns = origins(scope.range)
    }
    var j = scope.range.lowerBound
    while j < scope.range.upperBound {
      defer { j += 1 }
      // Closure parameters of a call to a type (`KeyboardObserver { frame in … }`).
      if file.kind(j) == .openBrace, let header = Expressions.closureHeaderEnd(file, open: j),
        let callee = Self.callee(ofClosureAt: j, file), Expressions.isUpperCamel(file, callee)
      {
        for name in Self.closureParameters(open: j, header: header, file) {
          taint[table.id(of: name), default: []].insert(spellings.id("closure:" + file.text(callee)))
        }
      }
      // A closure stored in a member of an instance of a type (`observer.animateKeyboard = { height
      // in … }`, `observer` a `KeyboardHeightObserver`): the type calls it with what it holds.
      if file.kind(j) == .openBrace, file.tokenIs(j - 1, "="), file.kind(j - 2) == .identifier,
        file.kind(j - 3) == .dot, let header = Expressions.closureHeaderEnd(file, open: j),
        let type = receiverType(dot: j - 3)
      {
        for name in Self.closureParameters(open: j, header: header, file) {
          taint[table.id(of: name), default: []].insert(spellings.id("closure:" + type))
        }
      }
      // A closure handed to a method of a chain (`publisher.map { $0.height }.sink { h in … }`)
      // receives the chain's value: what the chain before it reads, unless the step before it
      // only makes a flag.
      if file.kind(j) == .openBrace, let callee = Self.callee(ofClosureAt: j, file),
        file.kind(callee - 1) == .dot
      {
        let start = max(scope.range.lowerBound, Expressions.chainStart(file, beforeDot: callee - 1))
        var received: OriginSet
        if file.tokenIs(callee, "onReceive"), file.kind(callee + 1) == .openParen,
          let publisher = Expressions.arguments(file, open: callee + 1).first
        {
          // SwiftUI's `.onReceive(publisher) { value in … }`: the closure receives what the
          // publisher it is given publishes, not the view the modifier is applied to.
          received = origins(publisher.value)
        } else {
          received = start < callee - 1 ? origins(start..<(callee - 1)) : []
          // A stream a project function named for the keyboard returns
          // (`NotificationCenter.default.rx.keyboardHeightChanged().bind { height in … }`, an Rx or
          // Combine extension): what it returns, resolved across files.
          if start < callee - 1 {
            for k in start..<(callee - 1)
            where file.kind(k) == .identifier && file.kind(k - 1) == .dot && file.kind(k + 1) == .openParen
              && file.token(k, contains: "eyboard")
            {
              received.insert(spellings.id("call:\(file.text(k))"))
            }
          }
        }
        if file.kind(callee - 2) == .closeBrace, let open = file.match(callee - 2) {
          let body = (Expressions.closureHeaderEnd(file, open: open) ?? (open + 1))..<(callee - 2)
          if Expressions.statements(file, inBraces: open).count == 1, isFlag(body) { received = [] }
        }
        let header = Expressions.closureHeaderEnd(file, open: j)
        let names = header.map { Self.closureParameters(open: j, header: $0, file) } ?? []
        taint[table.id(of: "$0")] = received.isEmpty ? nil : received
        for name in names where !received.isEmpty { taint[table.id(of: name)] = received }
      }
      // Combine's `publisher.assign(to: \.member, on: self)` and
      // `publisher.subscribe(Subscribers.Assign(object: self, keyPath: \.member))`: the member
      // holds what the chain before it publishes.
      if let (member, dot) = Self.combineAssignment(at: j, file) {
        let start = max(scope.range.lowerBound, Expressions.chainStart(file, beforeDot: dot))
        let published = start < dot ? origins(start..<dot) : []
        if !published.isEmpty { memberStores[member, default: []].absorb(published) }
      }
      if file.tokenIs(j, "return"), file.kind(j) == .identifier {
        let value = (j + 1)..<Expressions.statementEnd(file, from: j + 1)
        if !value.isEmpty, !isFlag(value) { returns.absorb(origins(value)) }
        continue
      }
      // `let x = …`, `guard let x = …`, `var x: T = …`.
      if file.tokenIs(j, "let") || file.tokenIs(j, "var"), file.kind(j + 1) == .identifier {
        if Self.isShorthandBinding(j, file) { continue }
        // The name may start a line of its own (`let // note` above `graphics: [String: String] = …`).
        let end = max(Expressions.statementEnd(file, from: j), j + 2)
        if let eq = ((j + 2)..<end).first(where: { file.tokenIs($0, "=") }) {
          var value = (eq + 1)..<Expressions.statementEnd(file, from: eq + 1)
          // `if let x = v {`, `guard let x = v else`, `if let a = v, let b = w`: the value ends
          // before the body, the `else` or the next condition.
          if file.tokenIs(j - 1, oneOf: ["if", "guard", "while"]) || file.kind(j - 1) == .comma {
            value = Expressions.conditionValue(file, in: value)
          }
          let found = origins(value)
          let name = file.text(j + 1)
          if !found.isEmpty, !isFlag(value) { taint[table.id(ofToken: j + 1)] = found }
          if Self.converts(value, file) { converted.insert(name) }
          localValues[name] = value
        }
        declarations[file.text(j + 1)] = j
        continue
      }
      // A call of one of the file's functions with the value as an argument; a protocol
      // requirement declared here on any receiver (`delegate?.keyboardMoved(to: frame)`).
      if file.kind(j) == .identifier, file.kind(j + 1) == .openParen,
        names.functions.contains(table.id(ofToken: j)),
        file.kind(j - 1) != .dot || file.tokenIs(j - 2, "self")
          || (file.tokenIs(j - 3, "self") && file.kind(j - 2) == .operator)
          || names.requirements.contains(table.id(ofToken: j))
      {
        for (position, argument) in Expressions.arguments(file, open: j + 1).enumerated() {
          let found = origins(argument.value)
          if !found.isEmpty, !isFlag(argument.value) {
            calls.append((file.text(j), argument.label ?? "_", position, found))
          }
        }
      }
      // A project type made with the value: the member of the argument's label holds it.
      if !taint.isEmpty || scopeMentionsKeyboard, file.kind(j) == .identifier, file.kind(j + 1) == .openParen,
        file.kind(j - 1) != .dot, Expressions.isUpperCamel(file, j),
        !Expressions.isFrameworkTypeName(file.text(j))
      {
        for argument in Expressions.arguments(file, open: j + 1) {
          guard let label = argument.label else { continue }
          let found = origins(argument.value)
          if !found.isEmpty, !isFlag(argument.value) { constructions.append((file.text(j), label, found)) }
        }
      }
      // A method of another file called on a receiver with the value (`tableView.setBottomInset(to:
      // height)`): a content-inset sink if that method is a project inset setter.
      // (Only where something holds the frame: most scopes walked never do.)
      if !taint.isEmpty || scopeMentionsKeyboard,
        file.kind(j) == .identifier, file.kind(j + 1) == .openParen, file.kind(j - 1) == .dot,
        !names.functions.contains(table.id(ofToken: j)), !Self.isSelf(before: j - 1, file),
        Self.constraintArgument(at: j, file) == nil,
        let receiver = KeyboardInsetRule.receiver(endingBefore: j - 1, file)
      {
        for argument in Expressions.arguments(file, open: j + 1) {
          let found = origins(argument.value)
          guard !found.isEmpty, !isFlag(argument.value) else { continue }
          var start = j
          while start > scope.range.lowerBound, !file.tokens[start].startsLine { start -= 1 }
          let end = min((file.match(j + 1) ?? j) + 1, scope.range.upperBound)
          // Placed at the method's name: a sink the statement makes otherwise keeps its own place.
          let offset = context.offset(j)
          let (line, column) = file.location(of: offset)
          var sink = KeyboardInsetFacts.Sink(
            kind: "content-inset", receiver: receiver,
            text: file.text(in: Int(file.tokens[start].start)..<Int(file.tokens[end - 1].end)),
            offset: offset, line: line, column: column, origins: spellings.sorted(found),
            reads: Array(Set(reads(argument.value))).sorted(), sanitized: false, typeName: nil,
            scope: scope.range.lowerBound, mentionsKeyboard: true)
          sink.via = "\(file.text(j)):\(argument.label ?? "_")"
          sinks.append(sink)
        }
      }
      // A constraint made or updated with the value: `constraint(equalTo:constant:)`, and the
      // constraint DSLs' `.offset(x)` / `.inset(x)` after `equalTo…`, `update(offset:)`.
      if file.kind(j) == .identifier, file.kind(j + 1) == .openParen,
        let argument = Self.constraintArgument(at: j, file), !isFlag(argument)
      {
        let found = origins(argument)
        if !found.isEmpty {
          var start = j
          while start > scope.range.lowerBound, !file.tokens[start].startsLine { start -= 1 }
          let end = min(
            max(Expressions.statementEnd(file, from: start), (file.match(j + 1) ?? j) + 1),
            scope.range.upperBound)
          let statement = start..<end
          let anchor: String
          if statement.contains(where: { file.tokenIs($0, "keyboardLayoutGuide") }) {
            anchor = "keyboard-guide"
          } else if statement.contains(where: {
            file.tokenIs($0, oneOf: ["safeAreaLayoutGuide", "safeArea"])
          }) {
            anchor = "safe-area"
          } else if statement.contains(where: {
            file.tokenIs($0, oneOf: ["bottomAnchor", "equalToSuperview", "superview"])
          }) {
            anchor = "view"
          } else {
            anchor = "other"
          }
          let offset = context.offset(start)
          let (line, column) = file.location(of: offset)
          var sink = KeyboardInsetFacts.Sink(
            kind: "constant", receiver: "",
            text: file.text(in: Int(file.tokens[start].start)..<Int(file.tokens[end - 1].end)),
            offset: offset, line: line, column: column, origins: spellings.sorted(found),
            reads: [], sanitized: false, typeName: nil, scope: scope.range.lowerBound, mentionsKeyboard: true)
          sink.anchor = anchor
          sinks.append(sink)
        }
      }
      guard file.kind(j) == .operator, file.tokenIs(j, oneOf: ["=", "+=", "-="]) else { continue }
      var start = j - 1
      while start > scope.range.lowerBound, !file.tokens[start].startsLine,
        file.kind(start - 1) != .openBrace,
        file.kind(start - 1) != .semicolon, !file.tokenIs(start - 1, "in")
      {
        // A closure or call on the left (`constraints.first(where: { … })?.constant`) is part of it.
        if let open = file.match(start - 1), open < start - 1, open > scope.range.lowerBound {
          start = open
        } else {
          start -= 1
        }
      }
      guard start < j, !file.tokenIs(start, oneOf: ["let", "var", "guard", "if", "case", "while"]) else {
        continue
      }
      let value = (j + 1)..<Expressions.statementEnd(file, from: j + 1)
      let found = isFlag(value) ? [] : origins(value)
      // Nothing of the frame's and no keyboard named: neither a store nor a sink (most
      // assignments of a file that only has a sink word).
      if found.isEmpty, !scopeMentionsKeyboard,
        !namesKeyboard(value)
      {
        continue
      }
      let lhs = Self.compact(file, Int(file.tokens[start].start)..<Int(file.tokens[j - 1].end))
      let kind: String?
      var receiverEnd = j - 1
      // A whole inset assigned a value built from the frame (`let insets = UIEdgeInsets(…, bottom:
      // frame.height, …)`) is the bottom inset as much as `contentInset.bottom = frame.height`.
      // (`view.contentInsets`: a project scroll container's, handed on to its scroll view; a local
      // named `contentInsets` is a value being built.)
      if lhs.hasSuffix("contentInset.bottom") || lhs.hasSuffix(".contentInsets.bottom")
        || ((lhs.hasSuffix("contentInset") || lhs.hasSuffix(".contentInsets"))
          && (!found.isEmpty || value.contains { file.tokenIs($0, "bottom") }))
      {
        kind = "content-inset"
        receiverEnd =
          (start..<j).last { file.tokenIs($0, "contentInset") || file.tokenIs($0, "contentInsets") }! - 1
      } else if lhs.hasSuffix("crollIndicatorInsets.bottom") || lhs.hasSuffix("crollIndicatorInsets") {
        kind = "indicator-inset"
        receiverEnd = (start..<j).last { file.token($0, endsWith: "crollIndicatorInsets") }! - 1
      } else if lhs.hasSuffix(".constant") {
        kind = "constant"
        receiverEnd = j - 2
      } else if Self.path(lhs, contains: "additionalSafeAreaInsets") {
        kind = "additional-safe-area"
      } else if lhs.hasSuffix("frame.origin.y") || lhs.hasSuffix("center.y")
        || lhs.hasSuffix("frame.size.height"),
        // A rect or point held in a local (`var frame = note.endFrame; frame.origin.y = …`) is a
        // value being built, not a view's frame.
        !Self.isLocalValue(lhs, locals: locals, table)
      {
        kind = "frame"
      } else if (Self.pathParts(lhs).last == "transform"
        && value.contains { file.tokenIs($0, "translationX") })
        || Self.path(lhs, contains: "preferredContentSize"),
        !Self.isLocalValue(lhs, locals: locals, table)
      {
        // A view moved by a translation (`stack.transform = CGAffineTransform(translationX: 0, y:
        // -overlap)`) is placed as a frame's origin is; a form sheet's `preferredContentSize` sizes
        // its frame.
        kind = "frame"
      } else if lhs.hasSuffix(".frame") || lhs.hasSuffix(".center"),
        !(["self.frame", "self?.frame", "self!.frame"].contains(lhs)
          && ownerType.map(names.frameOwners.contains) ?? false)
      {
        // A whole frame or centre point: a frame converted into the view and set here is in place
        // (an overlay on the keyboard), so a body that converts is not taken.
        kind = "whole-frame"
      } else {
        kind = nil
      }
      guard let kind else {
        // A stored member (`keyboardHeight = frame.height`, `self.height = …`, `self?.height = …` in
        // a `[weak self]` closure) or a local reassigned.
        let simple = Self.pathParts(lhs)
        if simple.count == 1 || (simple.count == 2 && ["self", "self?", "self!"].contains(simple[0])) {
          let name = String(simple.last!)
          if !found.isEmpty {
            // A name declared nowhere in the body is a member, declared here or in another file
            // (an extension's `keyboardHeight = …`).
            let id = table.id(of: name)
            let member = names.members.contains(id) || !locals.contains(id)
            // The view's own geometry (`frame = CGRect(…)` in a UIView subclass, not a member this
            // file declares) is where the value is laid out, not a store a later read carries on:
            // `circleLayer.frame = CGRect(x: 0, y: 0, width: frame.width, …)` reads the button's size.
            let inherited = Self.ownGeometry.contains(name) && !names.members.contains(id)
            if member, !inherited, taint[id] == nil || simple.count == 2 {
              memberStores[name, default: []].absorb(found)
            } else if file.tokenIs(j, "="), Self.sameBlock(start, as: declarations[name], file) {
              taint[id] = found
              if Self.converts(value, file) { converted.insert(name) }
            } else {
              // `x -= y` keeps what `x` held; a value set in one branch of several (`if shown { h =
              // frame.height } else { h = 0 }`) may be the one that reaches the sink.
              taint[id, default: []].absorb(found)
            }
          } else if simple.count == 1, locals.contains(table.id(of: name)), file.tokenIs(j, "="),
            Self.sameBlock(start, as: declarations[name], file)
          {
            // Set again, in its own block, from something else: the frame no longer reaches what follows.
            taint[table.id(of: name)] = nil
            converted.remove(name)
          }
        } else if let first = simple.first, locals.contains(table.id(of: String(first))), !found.isEmpty {
          // A part of a local value (`insets.bottom = height`): the local now carries the frame.
          taint[table.id(of: String(first)), default: []].absorb(found)
        }
        continue
      }
      let reads = reads(value)
      // The value names the keyboard, or the function it is in does (`keyboardManager.on(…) {
      // note in inset = note.endFrame.height }`): a carrier member read here is the keyboard's.
      let mentions =
        namesKeyboard(value)
        || scopeMentionsKeyboard
      guard !found.isEmpty || mentions else { continue }
      let offset = context.offset(start)
      let (line, column) = file.location(of: offset)
      let text = file.text(in: Int(file.tokens[start].start)..<Int(file.tokens[value.upperBound - 1].end))
      sinks.append(
        KeyboardInsetFacts.Sink(
          kind: kind, receiver: KeyboardInsetRule.receiver(endingBefore: receiverEnd, file) ?? lhs,
          text: text,
          offset: offset, line: line, column: column, origins: spellings.sorted(found),
          reads: Array(Set(reads)).sorted(),
          sanitized: false, typeName: nil, scope: scope.range.lowerBound, mentionsKeyboard: mentions))
    }
  }

  /// The member a Combine assignment at `j` stores into on `self`, and the `.` before the call
  /// the publisher chain ends at: `.assign(to: \.member, on: self)`, or
  /// `.subscribe(Subscribers.Assign(object: self, keyPath: \.member))`.
  static func combineAssignment(at j: Int, _ file: SourceFile) -> (String, Int)? {
    let call: Int
    let arguments: Range<Int>
    if file.tokenIs(j, "assign"), file.kind(j - 1) == .dot, file.kind(j + 1) == .openParen,
      file.tokenIs(j + 2, "to"), file.kind(j + 3) == .colon, let close = file.match(j + 1)
    {
      call = j
      arguments = (j + 4)..<close
    } else if file.tokenIs(j, "Assign"), file.tokenIs(j - 2, "Subscribers"), file.kind(j + 1) == .openParen,
      let close = file.match(j + 1), file.kind(j - 3) == .openParen, file.tokenIs(j - 4, "subscribe"),
      file.kind(j - 5) == .dot
    {
      call = j - 4
      arguments = (j + 2)..<close
    } else {
      return nil
    }
    // The key path's member: the name after a `.` that follows no name (`\.currentHeight`).
    guard arguments.contains(where: { file.tokenIs($0, "self") }),
      let member = arguments.first(where: {
        file.kind($0) == .identifier && file.kind($0 - 1) == .dot && file.kind($0 - 2) != .identifier
      })
    else { return nil }
    return (file.text(member), call - 1)
  }

  /// True when the name at `call` calls one of the file's functions that returns a value, bare
  /// or on `self` (`getAdditionalBottomInset(keyboardFrame: frame)`), not a protocol requirement
  /// (its bodies may be in other files): the call is worth what that function returns, worked out
  /// from what it is handed (none where its body takes the safe area off), not its arguments.
  static func callsOwnFunction(_ call: Int, _ names: Names, _ file: SourceFile) -> Bool {
    guard file.kind(call) == .identifier else { return false }
    let id = names.table.id(ofToken: call)
    return names.functions.contains(id) && names.returning.contains(id) && !names.requirements.contains(id)
      && (file.kind(call - 1) != .dot || isSelf(before: call - 1, file))
  }

  /// The bytes in `range` without their whitespace (the assigned path: `self . view.frame`).
  /// The `?` of a top-level ternary in `range` (`shown ? a : b`; not an optional chain's `?`).
  static func ternaryMark(_ range: Range<Int>, _ file: SourceFile) -> Int? {
    var k = range.lowerBound
    while k < range.upperBound {
      if let partner = file.match(k), partner > k {
        k = partner + 1
        continue
      }
      if file.tokenIs(k, "?"), file.kind(k) == .operator, k > range.lowerBound,
        file.tokens[k].start > file.tokens[k - 1].end
      {
        return k
      }
      k += 1
    }
    return nil
  }

  static func compact(_ file: SourceFile, _ range: Range<Int>) -> String {
    var kept: [UInt8] = []
    kept.reserveCapacity(range.count)
    for offset in range {
      let byte = file.bytes[offset]
      if byte != 0x20, byte != 0x09, byte != 0x0A, byte != 0x0D, byte != 0x0B, byte != 0x0C {
        kept.append(byte)
      }
    }
    return String(decoding: kept, as: UTF8.self)
  }

  /// The value a constraint is made or updated with by the call named at `name`, if it is one:
  /// `constraint(equalTo: …, constant: x)`, `update(offset: x)` / `update(inset: x)`, and a DSL's
  /// `.offset(x)` / `.inset(x)` following an `equalTo…` relation in the same chain.
  static func constraintArgument(at name: Int, _ file: SourceFile) -> Range<Int>? {
    // Most calls are none of these: a file without the word `constant` needs a named call, and so
    // does a call without it between its parentheses (its arguments are not split then).
    let named = file.tokenIs(name, oneOf: ["update", "offset", "inset"])
    guard file.contains("constant") || named else { return nil }
    if !named, let close = file.match(name + 1),
      !((name + 2)..<max(name + 2, close)).contains(where: { file.tokenIs($0, "constant") })
    {
      return nil
    }
    let arguments = Expressions.argumentSpans(file, open: name + 1)
    func labelled(_ label: StaticString) -> Range<Int>? {
      arguments.first { argument in argument.label.map { file.tokenIs($0, label) } ?? false }?.value
    }
    // `constraint(equalTo:constant:)`, `NSLayoutConstraint(item:…, constant:)`: any call given a
    // `constant:` makes a constraint with it.
    if let constant = labelled("constant") { return constant }
    if file.tokenIs(name, "constraint") { return nil }
    guard file.kind(name - 1) == .dot else { return nil }
    if file.tokenIs(name, "update") {
      return arguments.first { argument in
        argument.label.map { file.tokenIs($0, "offset") || file.tokenIs($0, "inset") } ?? false
      }?.value
    }
    guard file.tokenIs(name, oneOf: ["offset", "inset"]), arguments.count == 1, arguments[0].label == nil
    else {
      return nil
    }
    let start = Expressions.chainStart(file, beforeDot: name - 1)
    let relation = (start..<name).contains {
      file.kind($0) == .identifier
        && file.tokenIs(
          $0,
          oneOf: [
            "equalTo", "equalToSuperview", "lessThanOrEqualTo", "greaterThanOrEqualTo",
            "lessThanOrEqualToSuperview", "greaterThanOrEqualToSuperview",
          ])
    }
    return relation ? arguments[0].value : nil
  }

  /// True when the token at `j` is a keyboard library's screen-space frame or height, as raw as the
  /// end frame: RxKeyboard's `frame`, `visibleHeight`, `willShowVisibleHeight` (the screen's height
  /// minus the frame's top: RxSwiftCommunity/RxKeyboard #84).
  static func isLibraryFrame(_ j: Int, _ file: SourceFile) -> Bool {
    // The rare receiver first: this is asked of every name a value reads.
    file.tokenIs(j - 2, "instance") && file.kind(j - 1) == .dot
      && file.tokenIs(j, oneOf: ["visibleHeight", "willShowVisibleHeight", "frame"])
      && file.kind(j - 3) == .dot && file.tokenIs(j - 4, "RxKeyboard")
  }

  /// The parts of an assigned path between its dots (`self.bar.frame`: `self`, `bar`, `frame`), as
  /// `split(separator: ".")` gives them. An ASCII path (nearly every one) is split by its bytes, which
  /// are its characters there (a compacted path holds no CR LF, the one ASCII pair that makes one
  /// character): breaking a path into characters cost thousands of instructions a statement.
  static func pathParts(_ lhs: String) -> [Substring] {
    guard lhs.utf8.allSatisfy({ $0 < 0x80 }) else { return lhs.split(separator: ".") }
    return lhs.utf8.split(separator: UInt8(ascii: ".")).map { Substring($0) }
  }

  /// True when the assigned path spells `word` (ASCII, not empty), as Foundation's `contains` says.
  /// An ASCII path is searched byte for byte, which is the same there (no ASCII text is canonically
  /// equivalent to other text) without bridging it to a Foundation string for each assignment.
  static func path(_ lhs: String, contains word: String) -> Bool {
    guard lhs.utf8.allSatisfy({ $0 < 0x80 }) else { return lhs.contains(word) }
    let path = Array(lhs.utf8)
    let needle = Array(word.utf8)
    guard needle.count <= path.count else { return false }
    return (0...(path.count - needle.count)).contains { start in
      path[start..<(start + needle.count)].elementsEqual(needle)
    }
  }

  /// True when the assigned path is a part of a local value itself (`frame.origin.y` where `frame`
  /// is a local rect), not of a view the local names (`bar.frame.origin.y`).
  /// True when the `let`/`var` at `j` unwraps a name into itself (`guard let self, let height =
  /// …`, `if let frame {`): the name is the one outside, and the condition's next `=` is the next
  /// binding's.
  /// So does `guard let self = self`: `self` stays the instance, never a local value.
  static func isShorthandBinding(_ j: Int, _ file: SourceFile) -> Bool {
    if file.tokenIs(j + 1, "self") { return true }
    return (file.tokenIs(j - 1, oneOf: ["if", "guard", "while"]) || file.kind(j - 1) == .comma)
      && (file.kind(j + 2) == .comma || file.kind(j + 2) == .openBrace || file.tokenIs(j + 2, "else"))
  }

  static func isLocalValue(_ lhs: String, locals: NameSet, _ table: NameTable) -> Bool {
    let parts = pathParts(lhs)
    guard parts.count >= 2, locals.contains(table.id(of: String(parts[0]))) else { return false }
    return parts[1] != "frame" && parts[1] != "center"
  }

  /// Where a frame starts or ends: read on a converted frame, the view's coordinates.
  static let positions: [StaticString] = ["minY", "maxY", "midY", "origin", "y"]

  /// True when the expression is a frame converted into a view: a `convert(` call at its top level
  /// whose result is not read further (`view.convert(end, from: nil)`).
  static func converts(_ value: Range<Int>, _ file: SourceFile) -> Bool {
    guard let call = value.first(where: { file.tokenIs($0, "convert") && file.kind($0 + 1) == .openParen }),
      let close = file.match(call + 1)
    else { return false }
    return close + 1 >= value.upperBound || file.kind(close + 1) != .dot
  }

  /// The parameter names of the closure opening at `open` whose header ends at `header` (after `in`):
  /// not its capture list, nor types.
  static func closureParameters(open: Int, header: Int, _ file: SourceFile) -> [String] {
    var names: [String] = []
    var k = open + 1
    while k < header - 1 {
      if file.kind(k) == .openBracket, let close = file.match(k) {
        k = close + 1
        continue
      }
      if file.kind(k) == .identifier, !file.tokenIs(k, oneOf: ["self", "weak", "unowned", "in", "_"]),
        file.kind(k - 1) != .colon
      {
        names.append(file.text(k))
      }
      k += 1
    }
    return names
  }

  /// True when the `.` at `dot` follows `self` or `self?`.
  static func isSelf(before dot: Int, _ file: SourceFile) -> Bool {
    file.tokenIs(dot - 1, "self")
      || (file.isUnwrap(dot - 1)
        && file.tokenIs(dot - 2, "self"))
  }

  /// True when `statement` sits directly in the block that declares the local at `declaration`
  /// (not in a branch or a closure inside it): an assignment there replaces the value for what follows.
  static func sameBlock(_ statement: Int, as declaration: Int?, _ file: SourceFile) -> Bool {
    guard let declaration else { return true }
    return ViewContent.enclosingBrace(of: statement, in: file)
      == ViewContent.enclosingBrace(of: declaration, in: file)
  }

  /// True when the `!` at `k` unwraps or force-casts (`frame!`, `as! CGRect`, `try!`) rather than negates:
  /// it is attached to the operand before it, or follows `as` or `try`.
  static func isPostfixBang(_ k: Int, _ file: SourceFile) -> Bool {
    guard file.tokenIs(k, "!"), k > 0 else { return false }
    return file.tokens[k].start == file.tokens[k - 1].end || file.tokenIs(k - 1, oneOf: ["as", "try"])
  }

  /// The name of the call a closure opening at `open` is an argument (or trailing closure) of.
  static func callee(ofClosureAt open: Int, _ file: SourceFile) -> Int? {
    let before = open - 1
    if file.kind(before) == .identifier { return before }
    if file.kind(before) == .closeParen, let paren = file.match(before), file.kind(paren - 1) == .identifier {
      return paren - 1
    }
    // A labelled argument `call(label: { … })`.
    var j = before
    var depth = 0
    while j >= 0 {
      switch file.kind(j) {
      case .closeParen, .closeBracket, .closeBrace: depth += 1
      case .openParen:
        if depth == 0 { return file.kind(j - 1) == .identifier ? j - 1 : nil }
        depth -= 1
      case .openBracket: depth -= 1
      case .openBrace:
        if depth == 0 { return nil }
        depth -= 1
      default: break
      }
      j -= 1
    }
    return nil
  }
}

extension Set {
  /// `formUnion(other)`, the smaller set's elements inserted into the larger one (an empty set
  /// takes the other whole, without a hash): the walk's origin sets grow to dozens of names, and
  /// hashing each of them again on every union was a sixth of `keyboard-inset`'s work.
  mutating func absorb(_ other: Set<Element>) {
    guard other.count > count else { return formUnion(other) }
    var larger = other
    larger.formUnion(self)
    self = larger
  }
}
