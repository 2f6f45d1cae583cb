import InsetLint

// The rule's facts written in one pass (`FactWritable`), property by property in declaration
// order, as synthesized `Encodable` writes them (a nil optional left out): writing them through
// `Encodable`'s containers cost more than the rule's look at the file.
// `HostedKeyboardAvoidanceFactsTests` compares the bytes with `Encodable`'s.

extension HostedKeyboardAvoidanceFacts: FactWritable {
  public func write(_ output: inout FactOutput) {
    output.object { out in
      out.values("creations", creations)
      out.strings("optingOutClasses", optingOutClasses)
      out.dictionary("optingOutClassesFrom", optingOutClassesFrom) { $0.string($1) }
      out.bool("textInput", textInput)
      out.strings("textInputTypes", textInputTypes)
      out.bool("privateHook", privateHook)
      out.strings("ignoresKeyboardViews", ignoresKeyboardViews)
      out.strings("flexibleKeyboardIgnoringViews", flexibleKeyboardIgnoringViews)
      out.values("embedders", embedders)
      out.values("returnedPlacements", returnedPlacements)
      out.strings("fillHelpers", fillHelpers)
      out.values("cellUses", cellUses)
      out.strings("accessoryControllers", accessoryControllers)
      out.dictionary("controllerMembers", controllerMembers) { $0.string($1) }
    }
  }
}

extension HostedKeyboardAvoidanceFacts.Creation: FactWritable {
  public func write(_ output: inout FactOutput) {
    output.object { out in
      out.string("callee", callee)
      out.field("rootView", ifPresent: rootView) { $0.string($1) }
      out.field("name", ifPresent: name) { $0.string($1) }
      out.int("offset", offset)
      out.int("line", line)
      out.int("column", column)
      out.field("placement", ifPresent: placement) { $0.string($1) }
      out.field("exempt", ifPresent: exempt) { $0.string($1) }
      out.field("regionsFrom", ifPresent: regionsFrom) { $0.string($1) }
      out.strings("handedTo", handedTo)
      out.field("owner", ifPresent: owner) { $0.string($1) }
      out.strings("viewCalls", viewCalls)
      out.field("returnedBy", ifPresent: returnedBy) { $0.string($1) }
      out.strings("callers", callers)
      out.bool("fillsOwnerView", fillsOwnerView)
      out.bool("fillsOwnRow", fillsOwnRow)
      out.field("accessoryOf", ifPresent: accessoryOf) { $0.string($1) }
    }
  }
}

extension HostedKeyboardAvoidanceFacts.ReturnedPlacement: FactWritable {
  public func write(_ output: inout FactOutput) {
    output.object { out in
      out.string("function", function)
      out.string("placement", placement)
      out.field("owner", ifPresent: owner) { $0.string($1) }
      out.field("exempt", ifPresent: exempt) { $0.string($1) }
    }
  }
}

extension HostedKeyboardAvoidanceFacts.Embedder: FactWritable {
  public func write(_ output: inout FactOutput) {
    output.object { out in
      out.string("key", key)
      out.string("placement", placement)
      out.field("exempt", ifPresent: exempt) { $0.string($1) }
    }
  }
}

extension HostedKeyboardAvoidanceFacts.CellUse: FactWritable {
  public func write(_ output: inout FactOutput) {
    output.object { out in
      out.string("cell", cell)
      out.string("screen", screen)
    }
  }
}
