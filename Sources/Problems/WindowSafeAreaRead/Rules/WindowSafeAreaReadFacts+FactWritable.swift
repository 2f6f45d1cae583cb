import InsetLint

// The rule's facts written in one pass (`FactWritable`), property by property in declaration
// order, as synthesized `Encodable` writes them (a nil optional left out): nearly every file of an
// app has facts for this rule (each call that may be a helper's use is one), and writing them
// through `Encodable`'s containers cost a cold lint with a cache more than collecting some of them.
// `WindowSafeAreaReadFactsTests` compares the bytes with `Encodable`'s.

extension WindowSafeAreaReadRule.Facts: FactWritable {
  public func write(_ output: inout FactOutput) {
    output.object { out in
      out.values("reads", reads)
      out.strings("providers", providers)
      out.strings("storedWindows", storedWindows)
      out.dictionary("forwarders", forwarders) { $0.strings($1) }
      out.strings("windowReaders", windowReaders)
      out.dictionary("lengthHelpers", lengthHelpers) { $0.value($1) }
      out.strings("extensionHelpers", extensionHelpers)
      out.ints("otherUses", otherUses)
      out.dictionary("environmentValues", environmentValues) { $0.string($1) }
      out.dictionary("environmentReaders", environmentReaders) { $0.bool($1) }
      out.strings("layoutSetters", layoutSetters)
    }
  }
}

extension WindowSafeAreaReadRule.Read: FactWritable {
  public func write(_ output: inout FactOutput) {
    output.object { out in
      out.int("offset", offset)
      out.int("line", line)
      out.int("column", column)
      out.string("kind", kind)
      out.strings("through", through)
      out.string("text", text)
      out.string("place", place)
      out.field("helper", ifPresent: helper) { $0.string($1) }
      out.bool("deferred", deferred)
      out.field("environment", ifPresent: environment) { $0.string($1) }
      out.field("setter", ifPresent: setter) { $0.string($1) }
    }
  }
}

extension WindowSafeAreaReadRule.LengthHelper: FactWritable {
  public func write(_ output: inout FactOutput) {
    output.object { out in
      out.bool("readsGlobalInsets", readsGlobalInsets)
      out.strings("insetChains", insetChains)
      out.strings("calls", calls)
      out.bool("cachesGlobalWindow", cachesGlobalWindow)
      out.bool("readsGlobalSize", readsGlobalSize)
      out.strings("sizeChains", sizeChains)
      out.bool("isFlag", isFlag)
    }
  }
}
