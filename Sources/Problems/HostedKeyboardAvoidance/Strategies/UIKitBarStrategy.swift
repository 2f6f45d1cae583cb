import InsetEmulation
import InsetEngine

/// The bar rewritten in UIKit: a plain view whose content is pinned to its safe area; no hosting
/// view, so no keyboard region. Costs the rewrite of the SwiftUI view.
struct UIKitBarStrategy: Strategy {
  typealias Target = HostedKeyboardAvoidanceProblem
  let id: StrategyID = "uikit-bar"
  let summary = "Rewrite the embedded SwiftUI in UIKit (content pinned to the bar's safe area)"
  let source = "Apple: UIView.safeAreaLayoutGuide"
  let availability = Availability.since("11.0")
  let traits: Set<Trait> = [.publicAPI, .rewrite]
  let placement: CodePlacement = .fileScope
  let code = """
    final class TotalBarView: UIView {
        let total = UILabel()

        override init(frame: CGRect) {
            super.init(frame: frame)
            addSubview(total)
            total.translatesAutoresizingMaskIntoConstraints = false
            NSLayoutConstraint.activate([
                total.leadingAnchor.constraint(equalTo: safeAreaLayoutGuide.leadingAnchor, constant: 16),
                total.centerYAnchor.constraint(equalTo: safeAreaLayoutGuide.centerYAnchor),
            ])
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    }
    """

  func apply(to world: inout HostedKeyboardAvoidanceWorld, in environment: Environment) {
    world.embedding = .uiKit
  }
}
