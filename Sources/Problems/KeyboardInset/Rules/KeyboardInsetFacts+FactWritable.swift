import InsetLint

// The rule's facts written in one pass (`FactWritable`), property by property in declaration
// order, as synthesized `Encodable` writes them (a nil optional left out): most files with a type
// have facts for this rule, and writing them through `Encodable`'s containers cost a cold lint
// with a cache more than half a percent of its instructions. `KeyboardInsetFactsTests` compares
// the bytes with `Encodable`'s.

extension KeyboardInsetFacts: FactWritable {
  public func write(_ output: inout FactOutput) {
    output.object { out in
      out.key("sinks")
      out.values(sinks)
      out.key("carriers")
      out.strings(carriers)
      out.key("returnCarriers")
      out.strings(returnCarriers)
      out.key("conditionalCarriers")
      out.dictionary(conditionalCarriers) { $0.strings($1) }
      out.key("carrierTypes")
      out.strings(carrierTypes)
      out.key("constraints")
      out.dictionary(constraints) { $0.string($1) }
      out.key("neverAdjusted")
      out.strings(neverAdjusted)
      out.key("guideTypes")
      out.strings(guideTypes)
      out.key("paddings")
      out.values(paddings)
      out.key("requirementCalls")
      out.dictionary(requirementCalls) { $0.strings($1) }
      out.key("memberOrigins")
      out.dictionary(memberOrigins) { $0.strings($1) }
      out.key("insetSetters")
      out.strings(insetSetters)
    }
  }
}

extension KeyboardInsetFacts.Sink: FactWritable {
  public func write(_ output: inout FactOutput) {
    output.object { out in
      out.key("kind")
      out.string(kind)
      out.key("receiver")
      out.string(receiver)
      out.key("text")
      out.string(text)
      out.key("offset")
      out.int(offset)
      out.key("line")
      out.int(line)
      out.key("column")
      out.int(column)
      out.key("origins")
      out.strings(origins)
      out.key("reads")
      out.strings(reads)
      out.key("sanitized")
      out.bool(sanitized)
      out.field("typeName", ifPresent: typeName) { $0.string($1) }
      out.key("scope")
      out.int(scope)
      out.key("mentionsKeyboard")
      out.bool(mentionsKeyboard)
      out.key("overlap")
      out.bool(overlap)
      out.field("anchor", ifPresent: anchor) { $0.string($1) }
      out.field("via", ifPresent: via) { $0.string($1) }
    }
  }
}

extension KeyboardInsetFacts.Padding: FactWritable {
  public func write(_ output: inout FactOutput) {
    output.object { out in
      out.key("member")
      out.string(member)
      out.key("mentionsKeyboard")
      out.bool(mentionsKeyboard)
      out.key("offset")
      out.int(offset)
      out.key("line")
      out.int(line)
      out.key("column")
      out.int(column)
      out.key("keyboardRegionOnly")
      out.bool(keyboardRegionOnly)
      out.key("ownAvoidance")
      out.bool(ownAvoidance)
    }
  }
}
