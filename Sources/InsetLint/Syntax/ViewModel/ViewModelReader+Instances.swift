/// Instances of the project's types held by names, the initializers that store numbers, and the
/// `#if` platform branches declarations sit in: what lets `ProjectViewModel` read
/// `Theme.phone.margin` as the `margin:` argument `Theme.phone` is built with.
extension ViewModelReader {
  /// Whether the token at `j` is compiled for iOS, as the `#if` branches around it say.
  func onIOS(_ j: Int) -> Bool? {
    var found: Bool?
    for branch in platformBranches where branch.range.contains(j) {
      if !branch.onIOS { return false }
      found = true
    }
    return found
  }

  /// A getter or called closure made only of `#if` branches of one expression each (`{ #if
  /// os(tvOS) 20 #else 16 #endif }`): each branch's expression and whether it is compiled for iOS.
  /// Nil for any other body.
  func platformValues(of variable: VariableDecl) -> [(Range<Int>, Bool?)]? {
    guard !platformBranches.isEmpty else { return nil }
    var open: Int
    var close: Int
    if let body = variable.bodyOpen, let end = variable.bodyClose, variable.initializer == nil {
      (open, close) = (body, end)
    } else if let initial = variable.initializer, let body = calledClosure(initial),
      let end = file.match(body)
    {
      (open, close) = (body, end)
    } else {
      return nil
    }
    guard file.kind(open + 1) == .pound, file.tokenIs(open + 1, "#if") else { return nil }
    var result: [(Range<Int>, Bool?)] = []
    var j = open + 1
    var start: Int?
    func finish(_ end: Int) -> Bool {
      guard var first = start else { return true }
      start = nil
      if file.tokenIs(first, "return") { first += 1 }
      guard first < end else { return false }
      for k in first..<end {
        if k > first, file.tokens[k].startsLine { return false }
        if file.kind(k) == .openBrace || file.kind(k) == .semicolon
          || file.tokenIs(k, oneOf: ["let", "var", "if", "switch", "guard", "return"]) && k > first
        {
          return false
        }
      }
      result.append((first..<end, onIOS(first)))
      return true
    }
    while j < close {
      if file.kind(j) == .pound {
        guard finish(j) else { return nil }
        j += 1
        while j < close, !file.tokens[j].startsLine { j += 1 }
        continue
      }
      if start == nil { start = j }
      if let partner = file.match(j), partner > j {
        j = partner + 1
      } else {
        j += 1
      }
    }
    guard finish(close), !result.isEmpty else { return nil }
    return result
  }

  // MARK: - Instances

  /// Every name holding a value of a named type: built here (`= .init(margin: 16)`, `= Theme(…)`,
  /// `= Theme.init(…)`, `= Self(…)`, or each value a getter or a called closure returns), or only
  /// typed (`var theme: Theme`, `@Environment(\.theme) var theme: Theme`).
  func instances() -> [ViewInstance] {
    var result: [ViewInstance] = []
    // Members and file-level names only: a local's value is not read from another member.
    let globalBodies = index.functions.compactMap { function -> Range<Int>? in
      guard function.owner == nil, let open = function.bodyOpen, let close = function.bodyClose else {
        return nil
      }
      return open..<close
    }
    for variable in index.variables
    where variable.isMember
      || variable.owner == nil && !globalBodies.contains(where: { $0.contains(variable.nameToken) })
    {
      let owner = variable.owner.map { index.types[$0].name }
      // A model object (`@ObservedObject var model: Model`, `weak var delegate: Delegate`) holds no
      // layout table.
      if !variable.modifiers.isDisjoint(with: Self.objectModifiers) { continue }
      let annotated = variable.typeRange.flatMap(namedType)
      if let initial = variable.initializer {
        if let built = construction(initial, annotated: annotated, owner: owner) {
          result.append(instance(variable, owner: owner, built))
        } else if isStatic(variable), let open = calledClosure(initial), let close = file.match(open) {
          for returned in returnedValues(open, close) {
            guard let built = construction(returned, annotated: annotated, owner: owner) else { continue }
            result.append(instance(variable, owner: owner, built))
          }
        } else if let annotated {
          result.append(
            ViewInstance(
              name: variable.name, owner: owner, type: annotated, built: false,
              onIOS: onIOS(variable.nameToken)))
        }
      } else if let open = variable.bodyOpen, let close = variable.bodyClose, let annotated,
        isStatic(variable)
      {
        for returned in returnedValues(open, close) {
          guard let built = construction(returned, annotated: annotated, owner: owner) else { continue }
          result.append(instance(variable, owner: owner, built))
        }
      } else if let annotated, variable.bodyOpen == nil {
        result.append(
          ViewInstance(
            name: variable.name, owner: owner, type: annotated, built: false, onIOS: onIOS(variable.nameToken)
          ))
      }
    }
    return result
  }

  /// A static (or class) member, or a file-level name: where a table of instances is kept.
  private func isStatic(_ variable: VariableDecl) -> Bool {
    variable.owner == nil || variable.modifiers.contains("static") || variable.modifiers.contains("class")
  }

  private func instance(
    _ variable: VariableDecl, owner: String?,
    _ built: (type: String, labels: [String], values: [ValueExpression], at: Int)
  ) -> ViewInstance {
    let platform = onIOS(built.at) ?? onIOS(variable.nameToken)
    return ViewInstance(
      name: variable.name, owner: owner, type: built.type, built: true, labels: built.labels,
      values: built.values, onIOS: platform)
  }

  /// The type an annotation names: `Theme`, `Theme?`, `Design.Theme` (its last name); nil for
  /// generic, collection, function or numeric types.
  func namedType(_ range: Range<Int>) -> String? {
    var names: [String] = []
    var j = range.lowerBound
    while j < range.upperBound {
      let kind = file.kind(j)
      if kind == .identifier {
        names.append(file.text(j))
      } else if kind == .dot {
      } else if kind == .operator, file.tokenIs(j, "?") || file.tokenIs(j, "!"), j == range.upperBound - 1 {
      } else {
        return nil
      }
      j += 1
    }
    guard let last = names.last, let first = last.first, first.isUppercase, names.first != "some",
      names.first != "any", !Self.numberTypes.contains(last), !Self.plainTypes.contains(last),
      !Expressions.isFrameworkTypeName(last)
    else { return nil }
    return last
  }

  static let numberTypes: Set<String> = ["CGFloat", "Double", "Float", "Int"]
  static let objectModifiers: Set<String> = [
    "weak", "unowned", "@State", "@StateObject", "@ObservedObject", "@EnvironmentObject", "@Binding",
    "@Published",
    "@Bindable", "@Observable", "@Query", "@AppStorage", "@FocusState",
  ]
  /// Types whose values hold no layout numbers: not worth a fact.
  static let plainTypes: Set<String> = ["Bool", "String", "Date", "URL", "UUID", "Data", "Character"]

  /// `.init(a: 1)`, `Theme(a: 1)`, `Theme.init(a: 1)`, `Self(a: 1)` filling `range`: the type
  /// built and its labelled arguments. Nil for anything else, and for numbers (`CGFloat(16)`).
  func construction(_ range: Range<Int>, annotated: String?, owner: String?) -> (
    type: String, labels: [String], values: [ValueExpression], at: Int
  )? {
    var j = range.lowerBound
    var type: String?
    if file.kind(j) == .dot, file.tokenIs(j + 1, "init") {
      type = annotated ?? owner
      j += 2
    } else if Expressions.isUpperCamel(file, j) {
      let name = file.text(j)
      type = name == "Self" ? owner : name
      j += 1
      if file.kind(j) == .dot, file.tokenIs(j + 1, "init") { j += 2 }
    }
    guard let type, !Self.numberTypes.contains(type), !Self.plainTypes.contains(type),
      !Expressions.isFrameworkTypeName(type), file.kind(j) == .openParen,
      file.match(j) == range.upperBound - 1
    else { return nil }
    var labels: [String] = []
    var values: [ValueExpression] = []
    let reader = ValueReader(file: file)
    for argument in Expressions.arguments(file, open: j) {
      guard let label = argument.label else { continue }
      labels.append(label)
      values.append(reader.value(argument.value))
    }
    return (type, labels, values, range.lowerBound)
  }

  /// `{ … }()`: the brace of a closure called on the spot.
  func calledClosure(_ range: Range<Int>) -> Int? {
    let open = range.lowerBound
    guard file.kind(open) == .openBrace, let close = file.match(open), file.kind(close + 1) == .openParen,
      file.match(close + 1) == close + 2, close + 3 == range.upperBound
    else { return nil }
    return open
  }

  /// The expressions a getter or closure body returns: after `return`, a `case …:` label or an
  /// `#if`/`#else` line, or the body itself when it is one expression; each to the end of its line
  /// (a call's parentheses may span lines).
  func returnedValues(_ open: Int, _ close: Int) -> [Range<Int>] {
    var starts: [Int] = []
    var j = open + 1
    while j < close {
      let startsStatement =
        j == open + 1 || file.tokens[j].startsLine
        || file.kind(j - 1) == .colon && file.tokenIs(firstOfLine(j - 1), oneOf: ["case", "default"])
      if startsStatement {
        var start = j
        if file.tokenIs(start, "return") { start += 1 }
        if file.kind(start) == .dot && file.tokenIs(start + 1, "init")
          || Expressions.isUpperCamel(file, start)
        {
          starts.append(start)
        }
      }
      if let partner = file.match(j), partner > j, file.kind(j) != .openBrace {
        j = partner + 1
      } else {
        j += 1
      }
    }
    var ranges: [Range<Int>] = []
    for start in starts {
      var end = start
      while end < close {
        if let partner = file.match(end), partner > end {
          end = partner + 1
          continue
        }
        if end > start, file.tokens[end].startsLine { break }
        end += 1
      }
      ranges.append(start..<end)
    }
    return ranges
  }

  private func firstOfLine(_ j: Int) -> Int {
    var k = j
    while k > 0, !file.tokens[k].startsLine { k -= 1 }
    return k
  }

  // MARK: - Initializers

  /// Initializers whose body stores numbers or parameters into the type's properties:
  /// `init(margin: CGFloat = 16) { self.margin = margin }`.
  func initializers() -> [ViewInitializer] {
    var result: [ViewInitializer] = []
    // Initializers taking a number (`init(margin: CGFloat)`): the others store no layout number.
    let initializers = index.functions.filter { function in
      guard function.kind == .initializer, function.owner != nil, let open = function.bodyOpen else {
        return false
      }
      return (function.nameToken..<open).contains {
        file.kind($0) == .identifier && Self.numberTypes.contains(file.text($0))
      }
    }
    guard !initializers.isEmpty else { return [] }
    var stored: [Int: Set<String>] = [:]
    for variable in index.variables where variable.isMember && variable.bodyOpen == nil {
      if let owner = variable.owner { stored[owner, default: []].insert(variable.name) }
    }
    for function in initializers {
      guard let t = function.owner, let open = function.bodyOpen, let close = function.bodyClose else {
        continue
      }
      let type = index.types[t]
      guard let members = stored[t], let parameters = self.parameters(of: function) else { continue }
      let reader = ValueReader(file: file)
      var properties: [String] = []
      var values: [ValueExpression] = []
      var j = open + 1
      while j < close {
        if file.tokens[j].startsLine {
          var name = j
          if file.tokenIs(j, "self"), file.kind(j + 1) == .dot { name = j + 2 }
          if file.kind(name) == .identifier, members.contains(file.text(name)),
            file.kind(name + 1) == .operator,
            file.tokenIs(name + 1, "=")
          {
            var end = name + 2
            while end < close, !(end > name + 2 && file.tokens[end].startsLine) {
              if let partner = file.match(end), partner > end { end = partner }
              end += 1
            }
            let value = reader.value((name + 2)..<min(end, close))
            if value != .unknown {
              properties.append(file.text(name))
              values.append(value)
            }
          }
        }
        j += 1
      }
      guard !properties.isEmpty else { continue }
      result.append(
        ViewInitializer(
          owner: type.name, labels: parameters.map(\.label), parameters: parameters.map(\.name),
          defaults: parameters.map(\.value), properties: properties, values: values))
    }
    return result
  }

  /// `init(spacing s: CGFloat = 8, _ gap: CGFloat)`: each parameter's label (`_` for none), name
  /// and default (`.unknown` for none). Nil when the list cannot be read.
  func parameters(of function: FunctionDecl) -> [(label: String, name: String, value: ValueExpression)]? {
    var open = function.nameToken + 1
    if file.kind(open) == .operator, file.tokenIs(open, "?") || file.tokenIs(open, "!") { open += 1 }
    if file.kind(open) == .operator, file.tokenIs(open, "<"), let close = genericClose(open) {
      open = close + 1
    }
    guard file.kind(open) == .openParen, let close = file.match(open) else { return nil }
    var result: [(label: String, name: String, value: ValueExpression)] = []
    let reader = ValueReader(file: file)
    var j = open + 1
    while j < close {
      var names: [String] = []
      while j < close, file.kind(j) == .identifier || file.tokenIs(j, "_") {
        names.append(file.text(j))
        j += 1
      }
      guard file.kind(j) == .colon, let last = names.last, let first = names.first else { return nil }
      var value: ValueExpression = .unknown
      var k = j + 1
      var equals: Int?
      while k < close, file.kind(k) != .comma {
        if let partner = file.match(k), partner > k {
          k = partner + 1
          continue
        }
        if equals == nil, file.kind(k) == .operator, file.tokenIs(k, "=") { equals = k }
        k += 1
      }
      if let equals { value = reader.value((equals + 1)..<k) }
      result.append((first, last, value))
      j = k + 1
    }
    return result
  }

  private func genericClose(_ open: Int) -> Int? {
    var k = open + 1
    while k < file.count, k < open + 64 {
      if file.kind(k) == .operator, file.tokenIs(k, ">") { return k }
      k += 1
    }
    return nil
  }
}
