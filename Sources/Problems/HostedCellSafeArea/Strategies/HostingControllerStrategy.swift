import InsetEmulation
import InsetEngine
import InsetLint

/// The code of seed 000 as it stands: a `UIHostingController` made in `configure(with:)`, its
/// view pinned to the cell's content view. The hosting view applies the cell's overlap with the
/// unsafe screen edges as safe-area insets, so cells emerging at an edge (and every full-width
/// cell in landscape) show shrunken content. The baseline every fix is measured against.
struct HostingControllerStrategy: Strategy {
  typealias Target = HostedCellSafeAreaProblem
  let id: StrategyID = "hosting-controller"
  let summary = "As is: a UIHostingController per cell, its view pinned to the content view"
  let source = HostedCellSafeAreaProblem.seed
  let availability = Availability.always
  let traits: Set<Trait> = [.publicAPI]
  let isBaseline = true
  let placement: CodePlacement = .members(typeName: "HostedCell", inherits: "UICollectionViewCell")
  let code = """
    func configure(with view: AnyView) {
        let controller = UIHostingController(rootView: view)
        hostingController = controller
        contentView.addSubview(controller.view)
        controller.view.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            controller.view.topAnchor.constraint(equalTo: contentView.topAnchor),
            controller.view.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            controller.view.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            controller.view.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
        ])
    }
    """

  func apply(to world: inout HostedCellSafeAreaWorld, in environment: Environment) {}
}
