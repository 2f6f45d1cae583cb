// The view facts read from the cache in one pass (`FactReadable`): a large app's project pass
// decodes every file's view facts whenever one file changed. Each reader follows the type's
// synthesized `Encodable`, key for key; `FactCodingTests` checks them against `Decodable`.

extension ViewFileFacts: FactReadable {
  init(facts input: FactInput, at position: inout Int) throws {
    var types: [ViewTypeDeclaration]?
    var presented: [String]?
    var constants: [ViewConstant]?
    var made: [String]?
    var previewMade: [String]?
    var mentioned: [String]?
    var isWidgetFile: Bool?
    var instances: [ViewInstance]?
    var initializers: [ViewInitializer]?
    try input.object(&position) { key, at in
      if input.key(key, is: "types") {
        types = try input.items(&at) { try input.read(ViewTypeDeclaration.self, &$0) }
      } else if input.key(key, is: "presented") {
        presented = try input.strings(&at)
      } else if input.key(key, is: "constants") {
        constants = try input.items(&at) { try input.read(ViewConstant.self, &$0) }
      } else if input.key(key, is: "made") {
        made = try input.strings(&at)
      } else if input.key(key, is: "previewMade") {
        previewMade = try input.strings(&at)
      } else if input.key(key, is: "mentioned") {
        mentioned = try input.strings(&at)
      } else if input.key(key, is: "isWidgetFile") {
        isWidgetFile = try input.bool(&at)
      } else if input.key(key, is: "instances") {
        instances = try input.items(&at) { try input.read(ViewInstance.self, &$0) }
      } else if input.key(key, is: "initializers") {
        initializers = try input.items(&at) { try input.read(ViewInitializer.self, &$0) }
      }
    }
    self.init(
      types: try present(types), presented: try present(presented), constants: try present(constants),
      made: try present(made), isWidgetFile: try present(isWidgetFile))
    self.previewMade = try present(previewMade)
    self.mentioned = try present(mentioned)
    self.instances = try present(instances)
    self.initializers = try present(initializers)
  }
}

extension ViewTypeDeclaration: FactReadable {
  init(facts input: FactInput, at position: inout Int) throws {
    var name: String?
    var kind: Kind?
    var slots: [String]?
    var members: [ViewMember]?
    var offset: Int?
    var line: Int?
    var filePrivate = false
    var protocols: [String] = []
    try input.object(&position) { key, at in
      if input.key(key, is: "name") {
        name = try input.string(&at)
      } else if input.key(key, is: "protocols") {
        protocols = try input.strings(&at)
      } else if input.key(key, is: "filePrivate") {
        filePrivate = try input.bool(&at)
      } else if input.key(key, is: "kind") {
        kind = try present(Kind(rawValue: try input.string(&at)))
      } else if input.key(key, is: "slots") {
        slots = try input.strings(&at)
      } else if input.key(key, is: "members") {
        members = try input.items(&at) { try input.read(ViewMember.self, &$0) }
      } else if input.key(key, is: "offset") {
        offset = try input.int(&at)
      } else if input.key(key, is: "line") {
        line = try input.int(&at)
      }
    }
    self.init(
      name: try present(name), kind: try present(kind), slots: try present(slots),
      members: try present(members),
      offset: try present(offset), line: try present(line), filePrivate: filePrivate, protocols: protocols)
  }
}

extension ViewMember: FactReadable {
  init(facts input: FactInput, at position: inout Int) throws {
    var name: String?
    var labels: [String]?
    var nodes: [ViewNode]?
    var line: Int?
    var parameters: [String]?
    var defaults: [ValueExpression]?
    try input.object(&position) { key, at in
      if input.key(key, is: "name") {
        name = try input.string(&at)
      } else if input.key(key, is: "labels") {
        labels = try input.strings(&at)
      } else if input.key(key, is: "nodes") {
        nodes = try input.items(&at) { try input.read(ViewNode.self, &$0) }
      } else if input.key(key, is: "line") {
        line = try input.int(&at)
      } else if input.key(key, is: "parameters") {
        parameters = try input.strings(&at)
      } else if input.key(key, is: "defaults") {
        defaults = try input.items(&at) { try input.read(ValueExpression.self, &$0) }
      }
    }
    self.init(
      name: try present(name), labels: labels, nodes: try present(nodes), line: try present(line),
      parameters: parameters, defaults: defaults)
  }
}

extension ViewConstant: FactReadable {
  init(facts input: FactInput, at position: inout Int) throws {
    var name: String?
    var owner: String?
    var value: ValueExpression?
    var onIOS: Bool?
    var parameters: [String]?
    try input.object(&position) { key, at in
      if input.key(key, is: "name") {
        name = try input.string(&at)
      } else if input.key(key, is: "owner") {
        owner = try input.string(&at)
      } else if input.key(key, is: "value") {
        value = try input.read(ValueExpression.self, &at)
      } else if input.key(key, is: "onIOS") {
        onIOS = try input.bool(&at)
      } else if input.key(key, is: "parameters") {
        parameters = try input.strings(&at)
      }
    }
    self.init(
      name: try present(name), owner: owner, value: try present(value), onIOS: onIOS, parameters: parameters)
  }
}

extension ViewInstance: FactReadable {
  init(facts input: FactInput, at position: inout Int) throws {
    var name: String?
    var owner: String?
    var type: String?
    var built: Bool?
    var labels: [String]?
    var values: [ValueExpression]?
    var onIOS: Bool?
    try input.object(&position) { key, at in
      if input.key(key, is: "name") {
        name = try input.string(&at)
      } else if input.key(key, is: "owner") {
        owner = try input.string(&at)
      } else if input.key(key, is: "type") {
        type = try input.string(&at)
      } else if input.key(key, is: "built") {
        built = try input.bool(&at)
      } else if input.key(key, is: "labels") {
        labels = try input.strings(&at)
      } else if input.key(key, is: "values") {
        values = try input.items(&at) { try input.read(ValueExpression.self, &$0) }
      } else if input.key(key, is: "onIOS") {
        onIOS = try input.bool(&at)
      }
    }
    self.init(
      name: try present(name), owner: owner, type: try present(type), built: try present(built),
      labels: try present(labels), values: try present(values), onIOS: onIOS)
  }
}

extension ViewInitializer: FactReadable {
  init(facts input: FactInput, at position: inout Int) throws {
    var owner: String?
    var labels: [String]?
    var parameters: [String]?
    var defaults: [ValueExpression]?
    var properties: [String]?
    var values: [ValueExpression]?
    try input.object(&position) { key, at in
      if input.key(key, is: "owner") {
        owner = try input.string(&at)
      } else if input.key(key, is: "labels") {
        labels = try input.strings(&at)
      } else if input.key(key, is: "parameters") {
        parameters = try input.strings(&at)
      } else if input.key(key, is: "defaults") {
        defaults = try input.items(&at) { try input.read(ValueExpression.self, &$0) }
      } else if input.key(key, is: "properties") {
        properties = try input.strings(&at)
      } else if input.key(key, is: "values") {
        values = try input.items(&at) { try input.read(ValueExpression.self, &$0) }
      }
    }
    self.init(
      owner: try present(owner), labels: try present(labels), parameters: try present(parameters),
      defaults: try present(defaults), properties: try present(properties), values: try present(values))
  }
}

extension ViewNode: FactReadable {
  init(facts input: FactInput, at position: inout Int) throws {
    var head: Head?
    var arguments: [ViewArgument]?
    var children: [[ViewNode]]?
    var closureLabels: [String?]?
    var modifiers: [ViewModifierUse]?
    var offset: Int?
    var line: Int?
    try input.object(&position) { key, at in
      if input.key(key, is: "head") {
        head = try input.read(Head.self, &at)
      } else if input.key(key, is: "arguments") {
        arguments = try input.items(&at) { try input.read(ViewArgument.self, &$0) }
      } else if input.key(key, is: "children") {
        children = try input.items(&at) { try input.items(&$0) { try input.read(ViewNode.self, &$0) } }
      } else if input.key(key, is: "closureLabels") {
        closureLabels = try input.items(&at) { try input.optionalString(&$0) }
      } else if input.key(key, is: "modifiers") {
        modifiers = try input.items(&at) { try input.read(ViewModifierUse.self, &$0) }
      } else if input.key(key, is: "offset") {
        offset = try input.int(&at)
      } else if input.key(key, is: "line") {
        line = try input.int(&at)
      }
    }
    self.init(
      head: try present(head), arguments: try present(arguments), children: try present(children),
      closureLabels: try present(closureLabels), modifiers: try present(modifiers),
      offset: try present(offset),
      line: try present(line))
  }
}

extension ViewNode.Head: FactReadable {
  init(facts input: FactInput, at position: inout Int) throws {
    var head: ViewNode.Head?
    try input.object(&position) { key, at in
      if input.key(key, is: "call") {
        head = .call(try input.payload(&at).string(&at))
      } else if input.key(key, is: "member") {
        head = .member(try input.payload(&at).string(&at))
      } else if input.key(key, is: "slot") {
        head = .slot(try input.payload(&at).string(&at))
      } else if input.key(key, is: "branch") {
        head = .branch
      } else if input.key(key, is: "other") {
        head = .other
      }
    }
    self = try present(head)
  }
}

extension ViewArgument: FactReadable {
  init(facts input: FactInput, at position: inout Int) throws {
    var label: String?
    var value: ValueExpression?
    var views: [ViewNode]?
    try input.object(&position) { key, at in
      if input.key(key, is: "label") {
        label = try input.string(&at)
      } else if input.key(key, is: "value") {
        value = try input.read(ValueExpression.self, &at)
      } else if input.key(key, is: "views") {
        views = try input.items(&at) { try input.read(ViewNode.self, &$0) }
      }
    }
    self.init(label: label, value: value, views: try present(views))
  }
}

extension ViewModifierUse: FactReadable {
  init(facts input: FactInput, at position: inout Int) throws {
    var name: String?
    var arguments: [ViewArgument]?
    var closures: [[ViewNode]]?
    var source: String?
    var offset: Int?
    var line: Int?
    var column: Int?
    var range: [Int]?
    try input.object(&position) { key, at in
      if input.key(key, is: "name") {
        name = try input.string(&at)
      } else if input.key(key, is: "arguments") {
        arguments = try input.items(&at) { try input.read(ViewArgument.self, &$0) }
      } else if input.key(key, is: "closures") {
        closures = try input.items(&at) { try input.items(&$0) { try input.read(ViewNode.self, &$0) } }
      } else if input.key(key, is: "source") {
        source = try input.string(&at)
      } else if input.key(key, is: "offset") {
        offset = try input.int(&at)
      } else if input.key(key, is: "line") {
        line = try input.int(&at)
      } else if input.key(key, is: "column") {
        column = try input.int(&at)
      } else if input.key(key, is: "range") {
        range = try input.items(&at) { try input.int(&$0) }
      }
    }
    self.init(
      name: try present(name), arguments: try present(arguments), closures: try present(closures),
      source: try present(source), offset: try present(offset), line: try present(line),
      column: try present(column), range: try present(range))
  }
}

extension ValueExpression: FactReadable {
  init(facts input: FactInput, at position: inout Int) throws {
    var value: ValueExpression?
    try input.object(&position) { key, at in
      if input.key(key, is: "number") {
        let fields = try input.payload(&at)
        value = .number(try fields.double(&at))
      } else if input.key(key, is: "name") {
        value = .name(try input.payload(&at).strings(&at))
      } else if input.key(key, is: "implicitMember") {
        value = .implicitMember(try input.payload(&at).string(&at))
      } else if input.key(key, is: "list") {
        value = .list(try input.payload(&at).items(&at) { try input.read(ValueExpression.self, &$0) })
      } else if input.key(key, is: "negated") {
        value = .negated(try input.payload(&at).read(ValueExpression.self, &at))
      } else if input.key(key, is: "binary") {
        let fields = try input.fields(&at, 3)
        var a = fields[0]
        var b = fields[1]
        var c = fields[2]
        value = .binary(
          try input.string(&a), try input.read(ValueExpression.self, &b),
          try input.read(ValueExpression.self, &c))
      } else if input.key(key, is: "call") {
        let fields = try input.fields(&at, 3)
        var a = fields[0]
        var b = fields[1]
        var c = fields[2]
        value = .call(
          try input.string(&a), try input.items(&b) { try input.optionalString(&$0) },
          try input.items(&c) { try input.read(ValueExpression.self, &$0) })
      } else if input.key(key, is: "conditional") {
        let fields = try input.fields(&at, 2)
        var a = fields[0]
        var b = fields[1]
        value = .conditional(
          try input.read(ValueExpression.self, &a), try input.read(ValueExpression.self, &b))
      } else if input.key(key, is: "text") {
        value = .text(try input.payload(&at).int(&at))
      } else if input.key(key, is: "unknown") {
        value = .unknown
      }
    }
    self = try present(value)
  }
}

extension FactInput {
  /// The positions of an enum case's payload `_0`, `_1`… (`count` of them), in that order.
  func fields(_ position: inout Int, _ count: Int) throws -> [Int] {
    var found = [Int?](repeating: nil, count: count)
    try object(&position) { key, at in
      // `_0` … `_9`: the payloads here have at most three fields.
      guard key.count == 2, bytes[key.lowerBound] == UInt8(ascii: "_") else { return }
      let index = Int(bytes[key.lowerBound + 1]) - Int(UInt8(ascii: "0"))
      if index >= 0, index < count { found[index] = at }
    }
    return try found.map { try present($0) }
  }

  /// The position of a one-field payload's `_0`, returned with `self` for chaining: on return
  /// `position` is there.
  func payload(_ position: inout Int) throws -> FactInput {
    position = try fields(&position, 1)[0]
    return self
  }
}

// The same facts written in one pass (`FactWritable`), property by property in declaration
// order, as synthesized `Encodable` writes them (a nil optional left out).

extension ViewFileFacts: FactWritable {
  public func write(_ output: inout FactOutput) {
    output.object { out in
      out.values("types", types)
      out.strings("presented", presented)
      out.values("constants", constants)
      out.strings("made", made)
      out.strings("previewMade", previewMade)
      out.strings("mentioned", mentioned)
      out.bool("isWidgetFile", isWidgetFile)
      out.values("instances", instances)
      out.values("initializers", initializers)
    }
  }
}

extension ViewTypeDeclaration: FactWritable {
  public func write(_ output: inout FactOutput) {
    output.object { out in
      out.string("name", name)
      out.string("kind", kind.rawValue)
      out.strings("slots", slots)
      out.values("members", members)
      out.int("offset", offset)
      out.int("line", line)
      out.bool("filePrivate", filePrivate)
      out.strings("protocols", protocols)
    }
  }
}

extension ViewMember: FactWritable {
  public func write(_ output: inout FactOutput) {
    output.object { out in
      out.string("name", name)
      out.field("labels", ifPresent: labels) { $0.strings($1) }
      out.values("nodes", nodes)
      out.int("line", line)
      if let parameters, let defaults {
        out.strings("parameters", parameters)
        out.values("defaults", defaults)
      }
    }
  }
}

extension ViewConstant: FactWritable {
  public func write(_ output: inout FactOutput) {
    output.object { out in
      out.string("name", name)
      out.field("owner", ifPresent: owner) { $0.string($1) }
      out.value("value", value)
      out.field("onIOS", ifPresent: onIOS) { $0.bool($1) }
      out.field("parameters", ifPresent: parameters) { $0.strings($1) }
    }
  }
}

extension ViewInstance: FactWritable {
  public func write(_ output: inout FactOutput) {
    output.object { out in
      out.string("name", name)
      out.field("owner", ifPresent: owner) { $0.string($1) }
      out.string("type", type)
      out.bool("built", built)
      out.strings("labels", labels)
      out.values("values", values)
      out.field("onIOS", ifPresent: onIOS) { $0.bool($1) }
    }
  }
}

extension ViewInitializer: FactWritable {
  public func write(_ output: inout FactOutput) {
    output.object { out in
      out.string("owner", owner)
      out.strings("labels", labels)
      out.strings("parameters", parameters)
      out.values("defaults", defaults)
      out.strings("properties", properties)
      out.values("values", values)
    }
  }
}

extension ViewNode: FactWritable {
  public func write(_ output: inout FactOutput) {
    output.object { out in
      out.value("head", head)
      out.values("arguments", arguments)
      out.key("children")
      out.list(children) { $0.values($1) }
      out.key("closureLabels")
      out.list(closureLabels) { $0.optionalString($1) }
      out.values("modifiers", modifiers)
      out.int("offset", offset)
      out.int("line", line)
    }
  }
}

extension ViewNode.Head: FactWritable {
  public func write(_ output: inout FactOutput) {
    switch self {
    case .call(let name): output.enumCase("call", { $0.string(name) })
    case .member(let name): output.enumCase("member", { $0.string(name) })
    case .slot(let name): output.enumCase("slot", { $0.string(name) })
    case .branch: output.enumCase("branch")
    case .other: output.enumCase("other")
    }
  }
}

extension ViewArgument: FactWritable {
  public func write(_ output: inout FactOutput) {
    output.object { out in
      out.field("label", ifPresent: label) { $0.string($1) }
      out.field("value", ifPresent: value) { $0.value($1) }
      out.values("views", views)
    }
  }
}

extension ViewModifierUse: FactWritable {
  public func write(_ output: inout FactOutput) {
    output.object { out in
      out.string("name", name)
      out.values("arguments", arguments)
      out.key("closures")
      out.list(closures) { $0.values($1) }
      out.string("source", source)
      out.int("offset", offset)
      out.int("line", line)
      out.int("column", column)
      out.key("range")
      out.list(range) { $0.int($1) }
    }
  }
}

extension ValueExpression: FactWritable {
  public func write(_ output: inout FactOutput) {
    switch self {
    case .number(let value): output.enumCase("number", { $0.double(value) })
    case .name(let parts): output.enumCase("name", { $0.strings(parts) })
    case .implicitMember(let name): output.enumCase("implicitMember", { $0.string(name) })
    case .list(let items): output.enumCase("list", { $0.values(items) })
    case .binary(let op, let a, let b):
      output.enumCase("binary", { $0.string(op) }, { $0.value(a) }, { $0.value(b) })
    case .negated(let value): output.enumCase("negated", { $0.value(value) })
    case .call(let name, let labels, let arguments):
      output.enumCase(
        "call", { $0.string(name) }, { $0.list(labels) { $0.optionalString($1) } }, { $0.values(arguments) })
    case .conditional(let a, let b): output.enumCase("conditional", { $0.value(a) }, { $0.value(b) })
    case .text(let length): output.enumCase("text", { $0.int(length) })
    case .unknown: output.enumCase("unknown")
    }
  }
}
