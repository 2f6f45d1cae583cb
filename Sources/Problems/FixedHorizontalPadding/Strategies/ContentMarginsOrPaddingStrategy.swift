import InsetEmulation
import InsetEngine
import InsetLint

/// Seed 002's version-spanning fix: `.contentMargins(for: .container, edges: .horizontal)`
/// behind `#available(iOS 27.1, *)`, `.padding(.horizontal)` below (16 everywhere, so still 4 pt
/// short on 20-pt devices on 27.0; the iPhone Duo ships 27.1 and never takes the fallback).
enum ContentMarginsOrPaddingStrategy {
  static let strategy = CompositeStrategy<FixedHorizontalPaddingProblem>(
    id: "content-margins-or-padding",
    summary: "Container content margins on iOS 27.1+, default padding below",
    source: FixedHorizontalPaddingProblem.seed, from: OSVersion(27, 1), use: ContainerContentMarginsStrategy(),
    else: DefaultPaddingStrategy())
}
