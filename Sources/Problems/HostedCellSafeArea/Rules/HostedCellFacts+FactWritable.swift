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
      if let cellType {
        out.key("cellType")
        out.string(cellType)
      }
      out.key("via")
      out.string(via)
      if let argument {
        out.key("argument")
        out.value(argument)
      }
      out.key("position")
      out.value(position)
      out.key("creations")
      out.values(creations)
      out.key("uses")
      out.values(uses)
      if let optOut {
        out.key("optOut")
        out.string(optOut)
      }
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
      if let optOut {
        out.key("optOut")
        out.string(optOut)
      }
      out.key("calledMethods")
      out.strings(calledMethods)
      if let uses {
        out.key("uses")
        out.values(uses)
      }
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
      if let rootView {
        out.key("rootView")
        out.string(rootView)
      }
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
      if let optOut {
        out.key("optOut")
        out.string(optOut)
      }
      out.key("calledMethods")
      out.strings(calledMethods)
      if let placed {
        out.key("placed")
        out.value(placed)
      }
      if let position {
        out.key("position")
        out.value(position)
      }
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
      if let arguments {
        out.key("arguments")
        out.values(arguments)
      }
      if let calls {
        out.key("calls")
        out.values(calls)
      }
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
      if let owner {
        out.key("owner")
        out.string(owner)
      }
      out.key("name")
      out.string(name)
      out.key("labels")
      out.strings(labels)
      if let optOut {
        out.key("optOut")
        out.string(optOut)
      }
      out.key("calls")
      out.strings(calls)
    }
  }
}

extension FactoryFact: FactWritable {
  public func write(_ output: inout FactOutput) {
    output.object { out in
      if let owner {
        out.key("owner")
        out.string(owner)
      }
      out.key("name")
      out.string(name)
      out.key("creations")
      out.values(creations)
      if let optOut {
        out.key("optOut")
        out.string(optOut)
      }
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
      if let owner {
        out.key("owner")
        out.string(owner)
      }
      out.key("bare")
      out.bool(bare)
      out.key("isCall")
      out.bool(isCall)
      if let through {
        out.key("through")
        out.strings(through)
      }
    }
  }
}
