import InsetLint

// The rule's facts written in one pass (`FactWritable`), property by property in declaration
// order, as synthesized `Encodable` writes them (a nil optional left out): nearly every file of an
// app has facts for this rule (each call that may be a helper's use is one), and writing them
// through `Encodable`'s containers cost a cold lint with a cache more than collecting some of them.
// `WindowSafeAreaReadFactsTests` compares the bytes with `Encodable`'s.

extension WindowSafeAreaReadRule.Facts: FactWritable {
  public func write(_ output: inout FactOutput) {
    output.object { out in
      out.key("reads")
      out.values(reads)
      out.key("providers")
      out.strings(providers)
      out.key("storedWindows")
      out.strings(storedWindows)
      out.key("forwarders")
      out.dictionary(forwarders) { $0.strings($1) }
      out.key("windowReaders")
      out.strings(windowReaders)
      out.key("lengthHelpers")
      out.dictionary(lengthHelpers) { $0.value($1) }
      out.key("extensionHelpers")
      out.strings(extensionHelpers)
      out.key("otherUses")
      out.ints(otherUses)
      out.key("environmentValues")
      out.dictionary(environmentValues) { $0.string($1) }
      out.key("environmentReaders")
      out.dictionary(environmentReaders) { $0.bool($1) }
      out.key("layoutSetters")
      out.strings(layoutSetters)
    }
  }
}

extension WindowSafeAreaReadRule.Read: FactWritable {
  public func write(_ output: inout FactOutput) {
    output.object { out in
      out.key("offset")
      out.int(offset)
      out.key("line")
      out.int(line)
      out.key("column")
      out.int(column)
      out.key("kind")
      out.string(kind)
      out.key("through")
      out.strings(through)
      out.key("text")
      out.string(text)
      out.key("place")
      out.string(place)
      out.field("helper", ifPresent: helper) { $0.string($1) }
      out.key("deferred")
      out.bool(deferred)
      out.field("environment", ifPresent: environment) { $0.string($1) }
      out.field("setter", ifPresent: setter) { $0.string($1) }
    }
  }
}

extension WindowSafeAreaReadRule.LengthHelper: FactWritable {
  public func write(_ output: inout FactOutput) {
    output.object { out in
      out.key("readsGlobalInsets")
      out.bool(readsGlobalInsets)
      out.key("insetChains")
      out.strings(insetChains)
      out.key("calls")
      out.strings(calls)
      out.key("cachesGlobalWindow")
      out.bool(cachesGlobalWindow)
      out.key("readsGlobalSize")
      out.bool(readsGlobalSize)
      out.key("sizeChains")
      out.strings(sizeChains)
      out.key("isFlag")
      out.bool(isFlag)
    }
  }
}
