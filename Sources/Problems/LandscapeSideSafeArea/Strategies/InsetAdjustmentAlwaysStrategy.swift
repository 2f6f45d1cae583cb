import InsetEmulation
import InsetEngine

/// `contentInsetAdjustmentBehavior = .always` on the collection view: "Always include the safe area
/// insets in the content adjustment" (Apple), so a vertical grid gets the side insets too. Cell
/// backgrounds then stop at the band as well, and top and bottom are adjusted as before.
struct InsetAdjustmentAlwaysStrategy: Strategy {
  typealias Target = LandscapeSideSafeAreaProblem
  let id: StrategyID = "inset-adjustment-always"
  let summary = "collectionView.contentInsetAdjustmentBehavior = .always"
  let source = "Apple: UIScrollView.ContentInsetAdjustmentBehavior.always"
  let availability = Availability.since("11.0")
  let traits: Set<Trait> = [.publicAPI]
  let unsupportedContent = LandscapeSideSafeAreaPlacement.gridsOnly
  let placement: CodePlacement = .fileScope
  let code = """
    func configure(_ collectionView: UICollectionView) {
        collectionView.contentInsetAdjustmentBehavior = .always
    }
    """

  func apply(to world: inout LandscapeSideSafeAreaWorld, in environment: Environment) {
    world.grid.contentInsetAdjustmentBehavior = .always
  }
}
