import InsetEmulation
import InsetEngine

/// A flow layout whose section insets count from the safe area: `sectionInsetReference =
/// .fromSafeArea` (iOS 11; the default is `.fromContentInset`, Apple).
struct SectionInsetReferenceSafeAreaStrategy: Strategy {
  typealias Target = LandscapeSideSafeAreaProblem
  let id: StrategyID = "section-inset-reference-safe-area"
  let summary = "Flow layout: sectionInsetReference = .fromSafeArea"
  let source = "Apple: UICollectionViewFlowLayout.sectionInsetReference"
  let availability = Availability.since("11.0")
  let traits: Set<Trait> = [.publicAPI]
  let unsupportedContent = LandscapeSideSafeAreaPlacement.only(.flowGrid)
  let placement: CodePlacement = .fileScope
  let code = """
    func makeGridLayout() -> UICollectionViewFlowLayout {
        let layout = UICollectionViewFlowLayout()
        layout.sectionInset = UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
        layout.sectionInsetReference = .fromSafeArea
        return layout
    }
    """

  func apply(to world: inout LandscapeSideSafeAreaWorld, in environment: Environment) {
    world.flowReference = .safeArea
  }
}
