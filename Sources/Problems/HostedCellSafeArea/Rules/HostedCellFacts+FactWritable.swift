import InsetLint

// The rule's facts written in one pass (`FactWritable`), property by property in declaration
// order, as synthesized `Encodable` writes them (a nil optional left out): every file with a class
// or extension has facts for this rule, and writing them through `Encodable`'s containers cost a
// cold lint with a cache 1.5% of its instructions. `HostedCellFactsTests` compares the bytes with
// `Encodable`'s.

extension HostedCellFacts: FactWritable {
  public func write(_ output: inout FactOutput) {
    output.object { out in
      out.values("hosting", hosting)
      out.values("helpers", helpers)
      out.values("factories", factories)
      out.values("genericUsages", genericUsages)
      out.values("providers", providers)
      out.values("placements", placements)
      out.values("returnTypes", returnTypes)
    }
  }
}

extension CellPlacementFact: FactWritable {
  public func write(_ output: inout FactOutput) {
    output.object { out in
      out.string("context", context)
      out.field("cellType", ifPresent: cellType) { $0.string($1) }
      out.string("via", via)
      out.field("argument", ifPresent: argument) { $0.value($1) }
      out.value("position", position)
      out.values("creations", creations)
      out.values("uses", uses)
      out.field("optOut", ifPresent: optOut) { $0.string($1) }
      out.strings("calledMethods", calledMethods)
    }
  }
}

extension ProviderFact: FactWritable {
  public func write(_ output: inout FactOutput) {
    output.object { out in
      out.string("signature", signature)
      out.string("kind", kind)
      out.value("position", position)
      out.values("creations", creations)
      out.field("optOut", ifPresent: optOut) { $0.string($1) }
      out.strings("calledMethods", calledMethods)
      out.field("uses", ifPresent: uses) { $0.values($1) }
    }
  }
}

extension ReturnTypeFact: FactWritable {
  public func write(_ output: inout FactOutput) {
    output.object { out in
      out.string("owner", owner)
      out.string("name", name)
      out.string("type", type)
    }
  }
}

extension SourcePosition: FactWritable {
  public func write(_ output: inout FactOutput) {
    output.object { out in
      out.int("offset", offset)
      out.int("line", line)
      out.int("column", column)
    }
  }
}

extension HostingCreation: FactWritable {
  public func write(_ output: inout FactOutput) {
    output.object { out in
      out.string("callee", callee)
      out.strings("labels", labels)
      out.field("rootView", ifPresent: rootView) { $0.string($1) }
      out.value("position", position)
      out.string("text", text)
      out.bool("spinnerOnly", spinnerOnly)
    }
  }
}

extension StoredMember: FactWritable {
  public func write(_ output: inout FactOutput) {
    output.object { out in
      out.string("name", name)
      out.string("type", type)
      out.value("position", position)
    }
  }
}

extension HostingFact: FactWritable {
  public func write(_ output: inout FactOutput) {
    output.object { out in
      out.string("typeName", typeName)
      out.bool("isExtension", isExtension)
      out.values("creations", creations)
      out.values("stored", stored)
      out.bool("addsSubview", addsSubview)
      out.field("optOut", ifPresent: optOut) { $0.string($1) }
      out.strings("calledMethods", calledMethods)
      out.field("placed", ifPresent: placed) { $0.value($1) }
      out.field("position", ifPresent: position) { $0.value($1) }
    }
  }
}

extension PlacedFlow: FactWritable {
  public func write(_ output: inout FactOutput) {
    output.object { out in
      out.values("creations", creations)
      out.values("uses", uses)
      out.strings("stored", stored)
      out.field("arguments", ifPresent: arguments) { $0.values($1) }
      out.field("calls", ifPresent: calls) { $0.values($1) }
    }
  }
}

extension PlacedCall: FactWritable {
  public func write(_ output: inout FactOutput) {
    output.object { out in
      out.value("argument", argument)
      out.values("creations", creations)
      out.values("uses", uses)
    }
  }
}

extension MethodArgument: FactWritable {
  public func write(_ output: inout FactOutput) {
    output.object { out in
      out.string("name", name)
      out.strings("labels", labels)
      out.int("index", index)
    }
  }
}

extension HelperFact: FactWritable {
  public func write(_ output: inout FactOutput) {
    output.object { out in
      out.field("owner", ifPresent: owner) { $0.string($1) }
      out.string("name", name)
      out.strings("labels", labels)
      out.field("optOut", ifPresent: optOut) { $0.string($1) }
      out.strings("calls", calls)
    }
  }
}

extension FactoryFact: FactWritable {
  public func write(_ output: inout FactOutput) {
    output.object { out in
      out.field("owner", ifPresent: owner) { $0.string($1) }
      out.string("name", name)
      out.values("creations", creations)
      out.field("optOut", ifPresent: optOut) { $0.string($1) }
      out.strings("calledMethods", calledMethods)
      out.bool("isProperty", isProperty)
    }
  }
}

extension GenericUsage: FactWritable {
  public func write(_ output: inout FactOutput) {
    output.object { out in
      out.string("name", name)
      out.strings("arguments", arguments)
    }
  }
}

extension MemberUse: FactWritable {
  public func write(_ output: inout FactOutput) {
    output.object { out in
      out.string("name", name)
      out.field("owner", ifPresent: owner) { $0.string($1) }
      out.bool("bare", bare)
      out.bool("isCall", isCall)
      out.field("through", ifPresent: through) { $0.strings($1) }
    }
  }
}
