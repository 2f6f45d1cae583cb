import InsetLint

// The rule's facts written in one pass (`FactWritable`), property by property in declaration
// order, as synthesized `Encodable` writes them (a nil optional left out): a file with a view or a
// controller has facts for this rule, and its thirty lists written through `Encodable`'s containers
// cost more than the rule's look at the file. `LandscapeSideSafeAreaFactsTests` compares the bytes
// with `Encodable`'s.

extension LandscapeSideSafeAreaRule.Facts: FactWritable {
  public func write(_ output: inout FactOutput) {
    output.object { out in
      out.values("sites", sites)
      out.strings("edgePinnedViews", edgePinnedViews)
      out.values("edgePins", edgePins)
      out.values("helperPins", helperPins)
      out.strings("portraitTypes", portraitTypes)
      out.bool("portraitApp", portraitApp)
      out.field("appLock", ifPresent: appLock) { $0.value($1) }
      out.strings("widenedMasks", widenedMasks)
      out.stringLists("conformances", conformances)
      out.strings("sideHelpers", sideHelpers)
      out.values("superviewPins", superviewPins)
      out.stringLists("presentingRoots", presentingRoots)
      out.strings("fullScreenTypes", fullScreenTypes)
      out.stringLists("shownControllers", shownControllers)
      out.stringLists("maskUses", maskUses)
      out.strings("portraitMasks", portraitMasks)
      out.strings("landscapeTypes", landscapeTypes)
      out.strings("safeChildren", safeChildren)
      out.strings("panelContents", panelContents)
      out.bool("laysOutPanelSurface", laysOutPanelSurface)
      out.strings("representables", representables)
      out.stringLists("hostings", hostings)
      out.strings("insetPaddedViews", insetPaddedViews)
      out.strings("safeSupplementaries", safeSupplementaries)
      out.strings("otherSupplementaries", otherSupplementaries)
      out.stringLists("factories", factories)
      out.strings("fillers", fillers)
      out.stringLists("selfFills", selfFills)
      out.strings("keyboardBars", keyboardBars)
    }
  }
}

extension LandscapeSideSafeAreaRule.Site: FactWritable {
  public func write(_ output: inout FactOutput) {
    output.object { out in
      out.string("kind", kind.rawValue)
      out.int("token", token)
      out.int("offset", offset)
      out.int("line", line)
      out.int("column", column)
      out.string("owner", owner)
      out.field("elementType", ifPresent: elementType) { $0.string($1) }
      out.string("element", element)
      out.field("insertAt", ifPresent: insertAt) { $0.int($1) }
      out.field("modifier", ifPresent: modifier) { $0.ints($1) }
      out.field("helper", ifPresent: helper) { $0.string($1) }
      out.field("helperArguments", ifPresent: helperArguments) { $0.strings($1) }
      out.field("fills", ifPresent: fills) { $0.bool($1) }
      out.field("scroll", ifPresent: scroll) { $0.string($1) }
      out.field("container", ifPresent: container) { $0.string($1) }
      out.field("snapKit", ifPresent: snapKit) { $0.bool($1) }
      out.field("receiver", ifPresent: receiver) { $0.string($1) }
      out.field("window", ifPresent: window) { $0.string($1) }
      out.field("madeViews", ifPresent: madeViews) { $0.strings($1) }
      out.field("headerType", ifPresent: headerType) { $0.string($1) }
    }
  }
}

extension LandscapeSideSafeAreaRule.SidePin: FactWritable {
  public func write(_ output: inout FactOutput) {
    output.object { out in
      out.string("type", type)
      out.int("offset", offset)
      out.int("line", line)
      out.int("column", column)
    }
  }
}

extension LandscapeSideSafeAreaRule.HelperPin: FactWritable {
  public func write(_ output: inout FactOutput) {
    output.object { out in
      out.value("pin", pin)
      out.string("helper", helper)
      out.strings("arguments", arguments)
    }
  }
}

extension AppOrientationLock: FactWritable {
  public func write(_ output: inout FactOutput) {
    output.object { out in
      out.strings("members", members)
      out.strings("protocols", protocols)
    }
  }
}

extension SuperviewPin: FactWritable {
  public func write(_ output: inout FactOutput) {
    output.object { out in
      out.string("name", name)
      out.field("edgesLabel", ifPresent: edgesLabel) { $0.string($1) }
      out.bool("defaultPinsSides", defaultPinsSides)
      out.field("safeAreaLabel", ifPresent: safeAreaLabel) { $0.string($1) }
    }
  }
}
