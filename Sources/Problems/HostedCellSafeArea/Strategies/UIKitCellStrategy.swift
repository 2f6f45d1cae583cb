import InsetEmulation
import InsetEngine
import InsetLint

/// Rewrite the cell in pure UIKit (seed 000, "왜 순수 UIKit Cell에서는 문제가 없는가?"): an image
/// view in the content view, no hosting view, so no safe area is applied to the content. Costs
/// rewriting the SwiftUI view.
struct UIKitCellStrategy: Strategy {
  typealias Target = HostedCellSafeAreaProblem
  let id: StrategyID = "uikit-cell"
  let summary = "Rewrite the cell in UIKit (UIImageView filling the content view), no SwiftUI"
  let source = HostedCellSafeAreaProblem.seed
  let availability = Availability.always
  let traits: Set<Trait> = [.publicAPI, .rewrite]
  let placement: CodePlacement = .fileScope
  let code = """
    class PureUIKitCell: UICollectionViewCell {
        private let imageView = UIImageView()

        override init(frame: CGRect) {
            super.init(frame: frame)
            contentView.addSubview(imageView)
            imageView.frame = contentView.bounds
            imageView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

        func configure(with image: UIImage) { imageView.image = image }
    }
    """

  func apply(to world: inout HostedCellSafeAreaWorld, in environment: Environment) {
    world.embedding = .uiKitCell
  }
}
