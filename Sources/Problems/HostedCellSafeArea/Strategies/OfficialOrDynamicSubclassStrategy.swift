import InsetEmulation
import InsetEngine
import InsetLint

/// Seed 000, method 3: `safeAreaRegions = []` where iOS 16.4 has it, the per-instance dynamic
/// subclass below, switched by `#available` exactly as the seed's `disableSafeArea()` does.
extension CompositeStrategy where P == HostedCellSafeAreaProblem {
  static var officialOrDynamicSubclass: CompositeStrategy<HostedCellSafeAreaProblem> {
    CompositeStrategy(
      id: "official-or-dynamic-subclass",
      summary: "safeAreaRegions = [] on iOS 16.4+, per-instance dynamic subclass below",
      source: HostedCellSafeAreaProblem.seed, from: "16.4", use: SafeAreaRegionsStrategy(),
      else: DynamicSubclassStrategy())
  }
}
