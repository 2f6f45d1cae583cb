import InsetLint

// The rule's facts written in one pass (`FactWritable`), property by property in declaration
// order, as synthesized `Encodable` writes them (a nil optional left out): most app files have
// facts for this rule, and writing them through `Encodable`'s containers cost more than reading
// them. `BottomBarOverlapFactsTests` compares the bytes with `Encodable`'s.

extension BottomBarOverlapRule.Facts: FactWritable {
  public func write(_ output: inout FactOutput) {
    output.object { out in
      out.values("sites", sites)
      out.strings("scrollableViews", scrollableViews)
      out.strings("holdingScrollable", holdingScrollable)
      out.dictionary("bodyViews", bodyViews) { $0.strings($1) }
      out.stringLists("modifierWrappers", modifierWrappers)
      out.strings("appliedToScrollables", appliedToScrollables)
      out.strings("scrollingControllers", scrollingControllers)
      out.strings("reservingClasses", reservingClasses)
      out.strings("scrollingViews", scrollingViews)
      out.strings("bottomBars", bottomBars)
    }
  }
}

extension BottomBarOverlapRule.Site: FactWritable {
  public func write(_ output: inout FactOutput) {
    output.object { out in
      out.int("offset", offset)
      out.int("line", line)
      out.int("column", column)
      out.string("message", message)
      out.field("needsScrollable", ifPresent: needsScrollable) { $0.string($1) }
      out.field("needsAnyScrollable", ifPresent: needsAnyScrollable) { $0.strings($1) }
      out.field("overlay", ifPresent: overlay) { $0.ints($1) }
      out.field("needsScrollingAncestor", ifPresent: needsScrollingAncestor) { $0.string($1) }
      out.field("pinnedToGuide", ifPresent: pinnedToGuide) { $0.bool($1) }
      out.field("needsScrollingView", ifPresent: needsScrollingView) { $0.string($1) }
      out.field("needsBar", ifPresent: needsBar) { $0.string($1) }
    }
  }
}
