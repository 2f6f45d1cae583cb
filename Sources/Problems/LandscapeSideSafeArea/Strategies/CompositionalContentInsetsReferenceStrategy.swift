import InsetEmulation
import InsetEngine

/// A compositional section whose content insets count from the safe area:
/// `section.contentInsetsReference = .safeArea` (iOS 14), whatever the configuration's default.
struct CompositionalContentInsetsReferenceStrategy: Strategy {
  typealias Target = LandscapeSideSafeAreaProblem
  let id: StrategyID = "compositional-content-insets-reference"
  let summary = "Compositional layout: section.contentInsetsReference = .safeArea"
  let source = "Apple: NSCollectionLayoutSection.contentInsetsReference (iOS 14)"
  let availability = Availability.since("14.0")
  let traits: Set<Trait> = [.publicAPI]
  let unsupportedContent = LandscapeSideSafeAreaPlacement.only(.compositionalGrid)
  let placement: CodePlacement = .fileScope
  let code = """
    func makeSection() -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
        section.contentInsetsReference = .safeArea
        return section
    }
    """

  func apply(to world: inout LandscapeSideSafeAreaWorld, in environment: Environment) {
    world.compositionalReference = .safeArea
  }
}
