import InsetEmulation
import InsetEngine
import InsetLint

/// Seed 004's final `onScrollOffsetChange` helper (View+.swift): `onScrollGeometryChange` on
/// iOS 18 and later, the KVO tracker with the sibling search below.
enum ScrollOffsetHelperStrategy {
  static func make() -> CompositeStrategy<ListScrollTrackingProblem> {
    CompositeStrategy(
      id: "scroll-offset-helper",
      summary: "onScrollOffsetChange helper: onScrollGeometryChange on 18+, sibling-search KVO below",
      source: "Apple: View.safeAreaInset, View.onScrollGeometryChange; fivestars.blog: SwiftUI ScrollView offset", from: OSVersion(18, 0),
      use: ScrollGeometryChangeStrategy(), else: KVOSiblingSearchStrategy())
  }
}
