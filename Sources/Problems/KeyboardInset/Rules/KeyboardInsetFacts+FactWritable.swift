import InsetLint

// The rule's facts written in one pass (`FactWritable`), property by property in declaration
// order, as synthesized `Encodable` writes them (a nil optional left out): most files with a type
// have facts for this rule, and writing them through `Encodable`'s containers cost a cold lint
// with a cache more than half a percent of its instructions. `KeyboardInsetFactsTests` compares
// the bytes with `Encodable`'s.

extension KeyboardInsetFacts: FactWritable {
  public func write(_ output: inout FactOutput) {
    output.object { out in
      out.values("sinks", sinks)
      out.strings("carriers", carriers)
      out.strings("returnCarriers", returnCarriers)
      out.dictionary("conditionalCarriers", conditionalCarriers) { $0.strings($1) }
      out.strings("carrierTypes", carrierTypes)
      out.dictionary("constraints", constraints) { $0.string($1) }
      out.strings("neverAdjusted", neverAdjusted)
      out.strings("guideTypes", guideTypes)
      out.values("paddings", paddings)
      out.dictionary("requirementCalls", requirementCalls) { $0.strings($1) }
      out.dictionary("memberOrigins", memberOrigins) { $0.strings($1) }
      out.strings("insetSetters", insetSetters)
      out.dictionary("bindingForwards", bindingForwards) { $0.strings($1) }
    }
  }
}

extension KeyboardInsetFacts.Sink: FactWritable {
  public func write(_ output: inout FactOutput) {
    output.object { out in
      out.string("kind", kind)
      out.string("receiver", receiver)
      out.string("text", text)
      out.int("offset", offset)
      out.int("line", line)
      out.int("column", column)
      out.strings("origins", origins)
      out.strings("reads", reads)
      out.bool("sanitized", sanitized)
      out.field("typeName", ifPresent: typeName) { $0.string($1) }
      out.int("scope", scope)
      out.bool("mentionsKeyboard", mentionsKeyboard)
      out.bool("overlap", overlap)
      out.field("anchor", ifPresent: anchor) { $0.string($1) }
      out.field("via", ifPresent: via) { $0.string($1) }
    }
  }
}

extension KeyboardInsetFacts.Padding: FactWritable {
  public func write(_ output: inout FactOutput) {
    output.object { out in
      out.string("member", member)
      out.bool("mentionsKeyboard", mentionsKeyboard)
      out.int("offset", offset)
      out.int("line", line)
      out.int("column", column)
      out.bool("keyboardRegionOnly", keyboardRegionOnly)
      out.bool("ownAvoidance", ownAvoidance)
      out.strings("others", others)
    }
  }
}
