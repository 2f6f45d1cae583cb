import InsetLint

// The rule's facts written in one pass (`FactWritable`), property by property in declaration
// order, as synthesized `Encodable` writes them (a nil optional left out): every file with a class
// or extension has facts for this rule, and writing them through `Encodable`'s containers cost a
// cold lint with a cache 1.5% of its instructions. `HostedCellFactsTests` compares the bytes with
// `Encodable`'s.

extension HostedCellFacts: FactWritable {
  public func write(_ output: inout FactOutput) {
    output.object { out in
      out.key("hosting")
      out.values(hosting)
      out.key("helpers")
      out.values(helpers)
      out.key("factories")
      out.values(factories)
      out.key("genericUsages")
      out.values(genericUsages)
      out.key("providers")
      out.values(providers)
      out.key("placements")
      out.values(placements)
      out.key("returnTypes")
      out.values(returnTypes)
    }
  }
}

extension CellPlacementFact: FactWritable {
  public func write(_ output: inout FactOutput) {
    output.object { out in
      out.key("context")
      out.string(context)
      out.field("cellType", ifPresent: cellType) { $0.string($1) }
      out.key("via")
      out.string(via)
      out.field("argument", ifPresent: argument) { $0.value($1) }
      out.key("position")
      out.value(position)
      out.key("creations")
      out.values(creations)
      out.key("uses")
      out.values(uses)
      out.field("optOut", ifPresent: optOut) { $0.string($1) }
      out.key("calledMethods")
      out.strings(calledMethods)
    }
  }
}

extension ProviderFact: FactWritable {
  public func write(_ output: inout FactOutput) {
    output.object { out in
      out.key("signature")
      out.string(signature)
      out.key("kind")
      out.string(kind)
      out.key("position")
      out.value(position)
      out.key("creations")
      out.values(creations)
      out.field("optOut", ifPresent: optOut) { $0.string($1) }
      out.key("calledMethods")
      out.strings(calledMethods)
      out.field("uses", ifPresent: uses) { $0.values($1) }
    }
  }
}

extension ReturnTypeFact: FactWritable {
  public func write(_ output: inout FactOutput) {
    output.object { out in
      out.key("owner")
      out.string(owner)
      out.key("name")
      out.string(name)
      out.key("type")
      out.string(type)
    }
  }
}

extension SourcePosition: FactWritable {
  public func write(_ output: inout FactOutput) {
    output.object { out in
      out.key("offset")
      out.int(offset)
      out.key("line")
      out.int(line)
      out.key("column")
      out.int(column)
    }
  }
}

extension HostingCreation: FactWritable {
  public func write(_ output: inout FactOutput) {
    output.object { out in
      out.key("callee")
      out.string(callee)
      out.key("labels")
      out.strings(labels)
      out.field("rootView", ifPresent: rootView) { $0.string($1) }
      out.key("position")
      out.value(position)
      out.key("text")
      out.string(text)
      out.key("spinnerOnly")
      out.bool(spinnerOnly)
    }
  }
}

extension StoredMember: FactWritable {
  public func write(_ output: inout FactOutput) {
    output.object { out in
      out.key("name")
      out.string(name)
      out.key("type")
      out.string(type)
      out.key("position")
      out.value(position)
    }
  }
}

extension HostingFact: FactWritable {
  public func write(_ output: inout FactOutput) {
    output.object { out in
      out.key("typeName")
      out.string(typeName)
      out.key("isExtension")
      out.bool(isExtension)
      out.key("creations")
      out.values(creations)
      out.key("stored")
      out.values(stored)
      out.key("addsSubview")
      out.bool(addsSubview)
      out.field("optOut", ifPresent: optOut) { $0.string($1) }
      out.key("calledMethods")
      out.strings(calledMethods)
      out.field("placed", ifPresent: placed) { $0.value($1) }
      out.field("position", ifPresent: position) { $0.value($1) }
    }
  }
}

extension PlacedFlow: FactWritable {
  public func write(_ output: inout FactOutput) {
    output.object { out in
      out.key("creations")
      out.values(creations)
      out.key("uses")
      out.values(uses)
      out.key("stored")
      out.strings(stored)
      out.field("arguments", ifPresent: arguments) { $0.values($1) }
      out.field("calls", ifPresent: calls) { $0.values($1) }
    }
  }
}

extension PlacedCall: FactWritable {
  public func write(_ output: inout FactOutput) {
    output.object { out in
      out.key("argument")
      out.value(argument)
      out.key("creations")
      out.values(creations)
      out.key("uses")
      out.values(uses)
    }
  }
}

extension MethodArgument: FactWritable {
  public func write(_ output: inout FactOutput) {
    output.object { out in
      out.key("name")
      out.string(name)
      out.key("labels")
      out.strings(labels)
      out.key("index")
      out.int(index)
    }
  }
}

extension HelperFact: FactWritable {
  public func write(_ output: inout FactOutput) {
    output.object { out in
      out.field("owner", ifPresent: owner) { $0.string($1) }
      out.key("name")
      out.string(name)
      out.key("labels")
      out.strings(labels)
      out.field("optOut", ifPresent: optOut) { $0.string($1) }
      out.key("calls")
      out.strings(calls)
    }
  }
}

extension FactoryFact: FactWritable {
  public func write(_ output: inout FactOutput) {
    output.object { out in
      out.field("owner", ifPresent: owner) { $0.string($1) }
      out.key("name")
      out.string(name)
      out.key("creations")
      out.values(creations)
      out.field("optOut", ifPresent: optOut) { $0.string($1) }
      out.key("calledMethods")
      out.strings(calledMethods)
      out.key("isProperty")
      out.bool(isProperty)
    }
  }
}

extension GenericUsage: FactWritable {
  public func write(_ output: inout FactOutput) {
    output.object { out in
      out.key("name")
      out.string(name)
      out.key("arguments")
      out.strings(arguments)
    }
  }
}

extension MemberUse: FactWritable {
  public func write(_ output: inout FactOutput) {
    output.object { out in
      out.key("name")
      out.string(name)
      out.field("owner", ifPresent: owner) { $0.string($1) }
      out.key("bare")
      out.bool(bare)
      out.key("isCall")
      out.bool(isCall)
      out.field("through", ifPresent: through) { $0.strings($1) }
    }
  }
}
