import InsetEmulation
import InsetEngine
import InsetLint

/// Examples of `hosted-cell-safe-area` (they are its tests). The seed's cell comes first.
enum HostedCellSafeAreaExamples {
  static let official = StrategyPlan.using([("safe-area-regions", "16.4")], problem: "hosted-cell-safe-area")
  static let composite = StrategyPlan.using(
    [("dynamic-subclass", "15.0"), ("safe-area-regions", "16.4")], problem: "hosted-cell-safe-area")

  /// A view that hosts a controller inside itself, its placeholder root replaced when it is given an
  /// icon: one file for a cell's outlet (reported, `marked`) and for a screen's (silent).
  static func iconBox(marked: Bool) -> (name: String, code: String) {
    (
      "IconBox.swift",
      """
      final class IconBox: UIView {
        private let hosting: UIHostingController<AnyView>
        var icon: Icon? {
          didSet { hosting.rootView = IconView(icon: icon).eraseToAnyView() }
        }
        override init(frame: CGRect) {
          hosting = \(marked ? "↓" : "")UIHostingController(rootView: EmptyView().eraseToAnyView())
          super.init(frame: frame)
          addSubview(hosting.view)
        }
      }
      """
    )
  }

  static let triggering: [Example] = [
    // A section header built in the delegate method that returns it scrolls under the screen edges
    // like a cell.
    Example(
      """
      extension PrivacyViewController: UITableViewDelegate {
        func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
          let wrapper = UIView()
          let controller = ↓UIHostingController(rootView: HeaderTextView())
          wrapper.addSubview(controller.view)
          return wrapper
        }
      }
      """,
      fixed: """
        extension PrivacyViewController: UITableViewDelegate {
          func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
            let wrapper = UIView()
            let controller = UIHostingController(rootView: HeaderTextView())
            controller.safeAreaRegions = []
            wrapper.addSubview(controller.view)
            return wrapper
          }
        }
        """, plans: [official]),
    Example(
      """
      final class Source: NSObject, UICollectionViewDataSource {
        func collectionView(
          _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
        ) -> UICollectionReusableView {
          let view = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "h", for: indexPath)
          let host = ↓UIHostingController(rootView: SectionTitle())
          view.addSubview(host.view)
          return view
        }
      }
      """, plans: [official]),
    Example(
      """
      class HostingCollectionViewCell: UICollectionViewCell {
          private var hostingController: UIHostingController<AnyView>?

          func configure(with view: AnyView) {
              let controller = ↓UIHostingController(rootView: view)
              hostingController = controller
              contentView.addSubview(controller.view)
          }
      }
      """,
      fixed: """
        class HostingCollectionViewCell: UICollectionViewCell {
            private var hostingController: UIHostingController<AnyView>?

            func configure(with view: AnyView) {
                let controller = UIHostingController(rootView: view)
                controller.safeAreaRegions = []
                hostingController = controller
                contentView.addSubview(controller.view)
            }
        }
        """, plans: [official]),
    // Below 16.4 the fix writes the selected strategies' own code: both statements under
    // `#available`, and the dynamic subclass helper once per module (the text is checked against
    // the strategies in FixStrategyCodeTests).
    Example(
      """
      final class HostingCell<Content: View>: UITableViewCell {
        private var host: UIHostingController<Content>?
        func set(_ content: Content) {
          host = ↓UIHostingController(rootView: content)
          contentView.addSubview(host!.view)
        }
      }
      """, plans: [composite]),
    // A stored controller made in the property's initial value: wrapped in a closure laid out
    // like the code around it (one statement per line).
    Example(
      """
      class BadgeCell: UICollectionReusableView {
        private let host = ↓UIHostingController(rootView: BadgeView())
        override init(frame: CGRect) {
          super.init(frame: frame)
          addSubview(host.view)
        }
      }
      """,
      fixed: """
        class BadgeCell: UICollectionReusableView {
          private let host = {
            let controller = UIHostingController(rootView: BadgeView())
            controller.safeAreaRegions = []
            return controller
          }()
          override init(frame: CGRect) {
            super.init(frame: frame)
            addSubview(host.view)
          }
        }
        """, plans: [official]),
    // The superclass is declared in another file.
    Example(files: [
      (
        "ProductCell.swift",
        """
        class ProductCell: BaseListCell {
          func show(_ product: Product) {
            let host = ↓UIHostingController(rootView: ProductRow(product: product))
            contentView.addSubview(host.view)
          }
        }
        """
      ),
      ("BaseListCell.swift", "class BaseListCell: UITableViewCell {}"),
    ]),
    // A hosting controller subclass declared in another file; `.container` is not an opt-out.
    Example(files: [
      (
        "Cells.swift",
        """
        class ChipCell: UICollectionViewCell {
          func show() {
            let host = ↓RowHostingController(rootView: ChipView())
            host.safeAreaRegions = .container
            contentView.addSubview(host.view)
          }
        }
        """
      ),
      ("RowHostingController.swift", "final class RowHostingController: UIHostingController<ChipView> {}"),
    ]),
    // A helper that exists but is not called opts nothing out.
    Example(files: [
      (
        "Cell.swift",
        """
        class FeedCell: UICollectionViewCell {
          func show(_ view: AnyView) {
            let host = ↓UIHostingController(rootView: view)
            contentView.addSubview(host.view)
          }
        }
        """
      ),
      (
        "UIHostingController+SafeArea.swift",
        """
        extension UIHostingController {
          func disableSafeArea() { if #available(iOS 16.4, *) { safeAreaRegions = [] } }
        }
        """
      ),
    ]),
    // The base class is flagged once, not its subclass.
    Example(
      """
      class BaseHostingCell: UICollectionViewCell {
        var host: UIHostingController<AnyView>?
        func embed(_ view: AnyView) {
          let controller = ↓UIHostingController(rootView: view)
          contentView.addSubview(controller.view)
          host = controller
        }
      }
      final class PhotoCell: BaseHostingCell {}
      """),
    // An opt-out in one subclass's initializer is that subclass's: a plain UIHostingController and
    // another subclass made in the same cell still apply the safe area.
    Example(files: [
      (
        "BannerCell.swift",
        """
        class BannerCell: UICollectionViewCell {
          func show() {
            let plain = ↓UIHostingController(rootView: BannerView())
            let other = ↓CardHostingController(rootView: BannerView())
            contentView.addSubview(plain.view)
            contentView.addSubview(other.view)
          }
        }
        """
      ),
      (
        "Controllers.swift",
        """
        final class EdgeToEdgeHostingController<Content: View>: UIHostingController<Content> {
          override init(rootView: Content) {
            super.init(rootView: rootView)
            safeAreaRegions = []
          }
          @MainActor required dynamic init?(coder: NSCoder) { fatalError() }
        }
        final class CardHostingController: UIHostingController<BannerView> {}
        """
      ),
    ]),
    // The controller is made by a computed property in an extension elsewhere: the finding is
    // where it is made, the cell is a related location.
    Example(files: [
      (
        "PhotoView+Hosting.swift",
        """
        extension PhotoView {
          var hostedView: UIView { ↓MyHostingController(rootView: self).view }
        }
        final class MyHostingController<Content: View>: UIHostingController<Content> {}
        """
      ),
      (
        "PhotoCell.swift",
        """
        final class PhotoCell: UICollectionViewCell {
          func show(_ photo: PhotoView) { contentView.addSubview(photo.hostedView) }
        }
        """
      ),
    ]),
    // A header/footer view whose controller comes from a free function.
    Example(files: [
      (
        "Hosting.swift",
        """
        func makeHost<V: View>(_ view: V) -> UIHostingController<V> {
          let host = ↓UIHostingController(rootView: view)
          host.view.backgroundColor = .clear
          return host
        }
        """
      ),
      (
        "SectionHeader.swift",
        """
        final class SectionHeader: UITableViewHeaderFooterView {
          func show(_ title: String) {
            let host = makeHost(SectionTitle(title: title))
            contentView.addSubview(host.view)
          }
        }
        """
      ),
    ]),
    // A controller made as a project subclass of UIHostingController, whatever its name, by a
    // function declared to return a controller (the other one it makes is a plain view controller).
    Example(files: [
      (
        "Summaries.swift",
        """
        enum Summaries {
          static func make(_ kind: Kind) -> UIViewController {
            switch kind {
            case .categories: return ↓CategoriesViewController()
            case .featured: return FeaturedViewController()
            }
          }
        }
        """
      ),
      (
        "SummaryCell.swift",
        """
        final class SummaryCell: UICollectionViewCell {
          func show(_ kind: Kind) {
            let summary = Summaries.make(kind)
            contentView.addSubview(summary.view)
          }
        }
        """
      ),
      (
        "Controllers.swift",
        """
        class ThemedHostingController<Content: View>: UIHostingController<Content> {}
        final class CategoriesViewController: ThemedHostingController<CategoriesView> {}
        final class FeaturedViewController: UIViewController {}
        """
      ),
    ]),
    // Cell-configuring code that is not a cell class: a registration's handler adds the view a
    // helper in another file makes (the handler's first parameter is the cell; the function
    // returning the registration is not a handler).
    Example(files: [
      (
        "View+UIView.swift",
        """
        extension View {
          var uiView: UIView { ↓UIHostingController(rootView: self).view }
        }
        """
      ),
      (
        "DiscoverViewController.swift",
        """
        final class DiscoverViewController: UIViewController {
          func makeRegistration() -> UICollectionView.CellRegistration<UICollectionViewCell, Item> {
            UICollectionView.CellRegistration<UICollectionViewCell, Item> { cell, indexPath, item in
              let view: any View
              switch item {
              case .loading: view = LoadingView()
              case .empty: view = EmptyStateView()
              }
              let hosted = view.environmentObject(Theme.shared).uiView
              cell.contentView.addSubview(hosted)
            }
          }
        }
        """
      ),
    ]),
    // A cell dequeued in a data-source method.
    Example(
      """
      extension ProductsViewController: UITableViewDataSource {
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
          let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
          let host = ↓UIHostingController(rootView: ProductRow(product: products[indexPath.row]))
          cell.contentView.addSubview(host.view)
          return cell
        }
      }
      """,
      fixed: """
        extension ProductsViewController: UITableViewDataSource {
          func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            let host = UIHostingController(rootView: ProductRow(product: products[indexPath.row]))
            host.safeAreaRegions = []
            cell.contentView.addSubview(host.view)
            return cell
          }
        }
        """, plans: [official]),
    // A cell dequeued in a diffable data source's cell provider; a free function makes the view.
    Example(files: [
      (
        "Hosting.swift",
        "func hostedView<V: View>(_ view: V) -> UIView { ↓UIHostingController(rootView: view).view }"
      ),
      (
        "FeedViewController.swift",
        """
        final class FeedViewController: UIViewController {
          lazy var dataSource = UICollectionViewDiffableDataSource<Int, Post>(collectionView: collectionView) {
            collectionView, indexPath, post in
            guard let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "post", for: indexPath) as? PostCell
            else { return UICollectionViewCell() }
            cell.contentView.addSubview(hostedView(PostRow(post: post)))
            return cell
          }
        }
        """
      ),
    ]),
    // A supplementary registration's handler: its first parameter is the header.
    Example(
      """
      final class ScheduleViewController: UIViewController {
        func registerHeader() {
          headerRegistration = UICollectionView.SupplementaryRegistration<UICollectionReusableView>(
            elementKind: UICollectionView.elementKindSectionHeader
          ) { header, _, indexPath in
            let title = ↓UIHostingController(rootView: DayTitle(day: indexPath.section))
            header.addSubview(title.view)
          }
        }
      }
      """),
    // A content configuration carrying a view controller puts the controller's view in the cell:
    // here one that a function of the registering type makes, a project subclass of a
    // UIHostingController subclass (the others it makes are plain view controllers).
    Example(files: [
      (
        "DiscoverCellType.swift",
        """
        enum DiscoverCellType {
          case categories, featured

          func viewController(in region: String) -> UIViewController & DiscoverSummary {
            switch self {
            case .categories: ↓CategoriesSelectorViewController()
            case .featured: FeaturedSummaryViewController(region: region)
            }
          }

          func registration() -> UICollectionView.CellRegistration<UICollectionViewCell, Item> {
            UICollectionView.CellRegistration<UICollectionViewCell, Item> { cell, _, item in
              let existing = (cell.contentConfiguration as? ViewControllerContentConfiguration)?.viewController
              let vc = existing ?? viewController(in: item.region)
              cell.contentConfiguration = ViewControllerContentConfiguration(viewController: vc)
            }
          }
        }
        """
      ),
      (
        "Controllers.swift",
        """
        class ThemedHostingController<Content: View>: UIHostingController<Content> {}
        final class CategoriesSelectorViewController: ThemedHostingController<CategoriesSelectorView>, DiscoverSummary {}
        final class FeaturedSummaryViewController: UIViewController, DiscoverSummary {}
        """
      ),
    ]),
    // The same through a local configuration, for a dequeued cell.
    Example(
      """
      extension SettingsViewController: UITableViewDataSource {
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
          let cell = tableView.dequeueReusableCell(withIdentifier: "toggle", for: indexPath)
          let controller = ↓UIHostingController(rootView: ToggleRow(setting: settings[indexPath.row]))
          addChild(controller)
          let configuration = ViewControllerContentConfiguration(viewController: controller)
          cell.contentConfiguration = configuration
          controller.didMove(toParent: self)
          return cell
        }
      }
      """),
    // A stored controller assigned in one method reaches the cell in another: a property is its
    // declaration, followed through every assignment in the class.
    Example(
      """
      final class CardCell: UICollectionViewCell {
        private var host: UIHostingController<CardView>?
        func show(_ card: Card) {
          host = ↓UIHostingController(rootView: CardView(card: card))
          attach()
        }
        private func attach() {
          guard let view = host?.view else { return }
          contentView.addSubview(view)
        }
      }
      """),
    // A parameter is what its callers pass: a dequeued cell's method that adds the view it is given.
    Example(files: [
      (
        "HostingCell.swift",
        """
        final class HostingCell: UITableViewCell {
          func host(_ controller: UIViewController) {
            contentView.addSubview(controller.view)
          }
        }
        """
      ),
      (
        "SettingsViewController.swift",
        """
        extension SettingsViewController: UITableViewDataSource {
          func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath) as! HostingCell
            cell.host(↓UIHostingController(rootView: SettingRow(setting: settings[indexPath.row])))
            return cell
          }
        }
        """
      ),
    ]),
    // A cell made on the spot and returned by the data source.
    Example(
      """
      extension AboutViewController: UITableViewDataSource {
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
          let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
          let credits = ↓UIHostingController(rootView: CreditsRow())
          cell.contentView.addSubview(credits.view)
          return cell
        }
      }
      """),
    // The project's own helper named after addSubview adds the view too.
    Example(
      """
      final class StatsCell: UICollectionViewCell {
        private lazy var chart = ↓UIHostingController(rootView: StatsChart())
        func setUp() { contentView.addSubviewAndFill(chart.view) }
      }
      """),
    // A UIView extension in another file that adds the controller's view it is given.
    Example(files: [
      (
        "UIView+Embed.swift",
        """
        extension UIView {
          func embed(_ controller: UIViewController) {
            addSubview(controller.view)
            controller.view.frame = bounds
          }
        }
        """
      ),
      (
        "ChartCell.swift",
        """
        final class ChartCell: UICollectionViewCell {
          private let chart = ↓UIHostingController(rootView: ChartView())
          func setUp() { contentView.embed(chart) }
        }
        """
      ),
    ]),
    // A cell on screen, reached with cellForRow(at:), gets the view as its background.
    Example(
      """
      final class PlayerViewController: UITableViewController {
        func showArtwork(at indexPath: IndexPath) {
          guard let cell = tableView.cellForRow(at: indexPath) else { return }
          let artwork = ↓UIHostingController(rootView: ArtworkView())
          cell.backgroundView = artwork.view
        }
      }
      """),
    // A cell class that sets such a configuration on itself.
    Example(
      """
      final class BadgeCell: UICollectionViewListCell {
        private let badge = ↓UIHostingController(rootView: BadgeView())
        func show() {
          contentConfiguration = ViewControllerContentConfiguration(viewController: badge)
        }
      }
      """),
    // A controller made as an implicit member of the property's declared type
    // (`UIHostingController<Content>?`); the fix goes after the assignment, through the optional.
    Example(
      """
      final class HostingTableViewCell<Content: View>: UITableViewCell {
        private var hostingController: UIHostingController<Content>?
        func host(_ rootView: Content) {
          hostingController = ↓.init(rootView: rootView)
          guard let hostingController else { return }
          contentView.addSubview(hostingController.view)
        }
      }
      """,
      fixed: """
        final class HostingTableViewCell<Content: View>: UITableViewCell {
          private var hostingController: UIHostingController<Content>?
          func host(_ rootView: Content) {
            hostingController = .init(rootView: rootView)
            hostingController?.safeAreaRegions = []
            guard let hostingController else { return }
            contentView.addSubview(hostingController.view)
          }
        }
        """, plans: [official]),
    // A list cell's custom accessory is a view inside the cell: here a hosting controller's view
    // that a static function of another file makes (the fix wraps the controller, not its view).
    Example(
      files: [
        (
          "SettingIcon+Hosting.swift",
          """
          extension SettingIcon {
            static func hostedView(for setting: Setting) -> UIView {
              let view = ↓UIHostingController(rootView: SettingIcon(setting: setting)).view!
              view.backgroundColor = .clear
              return view
            }
          }
          """
        ),
        (
          "SettingsViewController.swift",
          """
          final class SettingsViewController: UIViewController {
            func makeRegistration() -> UICollectionView.CellRegistration<UICollectionViewListCell, Setting> {
              UICollectionView.CellRegistration<UICollectionViewListCell, Setting> { cell, _, setting in
                let icon = UICellAccessory.CustomViewConfiguration(
                  customView: SettingIcon.hostedView(for: setting), placement: .leading())
                cell.accessories = [.customView(configuration: icon)]
              }
            }
          }
          """
        ),
      ],
      fixed: """
        extension SettingIcon {
          static func hostedView(for setting: Setting) -> UIView {
            let view = {
              let controller = UIHostingController(rootView: SettingIcon(setting: setting))
              controller.safeAreaRegions = []
              return controller
            }().view!
            view.backgroundColor = .clear
            return view
          }
        }
        """, plans: [official]),
    // An extension of the UIKit cell class itself puts the view into whichever cell it is called on.
    Example(
      """
      extension UITableViewCell {
        func host<V: View>(_ view: V) {
          guard let hosted = ↓UIHostingController(rootView: view).view else { return }
          contentView.addSubview(hosted)
        }
      }
      """),
    // A section header that a protocol's method returns, on what another call returns: typed by
    // the declared results (`header(for:)` gives a HeaderBuilder), so the conforming class's method
    // in another file makes it.
    Example(files: [
      (
        "CountdownHeaderBuilder.swift",
        """
        final class CountdownHeaderBuilder: HeaderBuilder {
          func view(fittingWidth width: CGFloat) -> UIView? {
            let header = ↓UIHostingController(rootView: CountdownView()).view
            header?.frame.size.width = width
            return header
          }
        }
        """
      ),
      (
        "DetailsScreenPresenting.swift",
        """
        protocol HeaderBuilder {
          func view(fittingWidth width: CGFloat) -> UIView?
        }
        protocol DetailsScreenPresenting: AnyObject {
          func header(for section: Int) -> HeaderBuilder?
        }
        """
      ),
      (
        "DetailsScreenViewController.swift",
        """
        final class DetailsScreenViewController: UIViewController, UITableViewDelegate {
          private let presenter: DetailsScreenPresenting
          func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
            presenter.header(for: section)?.view(fittingWidth: tableView.bounds.width)
          }
        }
        """
      ),
    ]),
    // A cell whose superclass comes from a package (a design system's `InsetTableViewCell`): the
    // project cannot show that class's lineage, and its name says it is a table view cell.
    Example(
      """
      class RightsCell: InsetTableViewCell {
        let chipContainer = UIView()

        func setUpChip() {
          let chip = ↓UIHostingController(rootView: ProChip())
          chipContainer.addSubview(chip.view)
          contentView.addSubview(chipContainer)
        }
      }
      """, plans: [official]),
    // A view that hosts a controller inside itself, its placeholder root replaced when it is given
    // an icon, is an outlet of a cell (through the cell's typealias): the nib puts it in the cell.
    Example(files: [
      iconBox(marked: true),
      (
        "IconTileCell.swift",
        """
        final class IconTileCell: UICollectionViewCell {
          typealias Tile = IconBox
          @IBOutlet private weak var tile: Tile!
        }
        """
      ),
    ]),
    // A header loaded from its nib is a header view by its declared type, however it is made; the
    // reusable view adds it, and the header adds a controller's view to one of its subviews.
    Example(files: [
      (
        "FilesHeader.swift",
        """
        final class FilesHeader: UIView {
          @IBOutlet var chipContainer: UIView!
          func showChip() {
            let chip = ↓UIHostingController(rootView: ProChip())
            chipContainer.addSubview(chip.view)
          }
        }
        """
      ),
      (
        "FilesHeaderReusableView.swift",
        """
        final class FilesHeaderReusableView: UICollectionReusableView {
          let header: FilesHeader
          override init(frame: CGRect) {
            header = FilesHeader.instantiate()
            super.init(frame: frame)
            addSubview(header)
          }
        }
        """
      ),
    ]),
    // A cell content view makes its block view from its generic parameter: every view conforming
    // to the parameter's constraint is a cell's content.
    Example(files: [
      (
        "BlockContentView.swift",
        """
        protocol BlockView: UIView {}
        final class BlockContentView<Block: BlockView>: UIView, UIContentView {
          var configuration: UIContentConfiguration
          private lazy var block = Block(frame: .zero)
          init(configuration: UIContentConfiguration) {
            self.configuration = configuration
            super.init(frame: .zero)
            addSubview(block)
          }
        }
        """
      ),
      (
        "CoverBlockView.swift",
        """
        final class CoverBlockView: UIView, BlockView {
          override init(frame: CGRect) {
            super.init(frame: frame)
            let cover = ↓UIHostingController(rootView: CoverImage())
            addSubview(cover.view)
          }
        }
        """
      ),
    ]),
    // A cell of another package (MessageKit's `MessageContentCell`) adds each view of a sequence
    // to its stack: every one is a view that hosts a controller.
    Example(
      """
      final class ProgressBadge: UIView {
        override init(frame: CGRect) {
          super.init(frame: frame)
          let controller = ↓UIHostingController(rootView: CircularProgress())
          addSubview(controller.view)
        }
      }
      final class MediaMessageCell: MessageContentCell {
        private let stack = UIStackView()
        private let badges = [ProgressBadge(), ProgressBadge()]
        override init(frame: CGRect) {
          super.init(frame: frame)
          messageContainerView.addSubview(stack)
          badges.forEach { stack.addArrangedSubview($0) }
        }
      }
      """),
  ]

  static let nonTriggering: [Example] = [
    // A view whose undeclared superclass is not named for a cell is not taken for one.
    Example(
      """
      class ProBanner: InsetCardView {
        func setUp() {
          let chip = UIHostingController(rootView: ProChip())
          addSubview(chip.view)
        }
      }
      """),
    // The header's controller opts out where it is made.
    Example(
      """
      extension PrivacyViewController: UITableViewDelegate {
        func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
          let controller = UIHostingController(rootView: HeaderTextView())
          controller.safeAreaRegions = []
          return controller.view
        }
      }
      """),
    // A footer with no hosting controller in it.
    Example(
      """
      extension ListViewController: UITableViewDelegate {
        func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
          let label = UILabel()
          label.text = "Footer"
          return label
        }
      }
      """),
    Example(
      """
      class HostingCollectionViewCell: UICollectionViewCell {
        func configure(with view: AnyView) {
          let controller = UIHostingController(rootView: view)
          if #available(iOS 16.4, *) { controller.safeAreaRegions = [] }
          contentView.addSubview(controller.view)
        }
      }
      """),
    // The seed's composite helper, declared in another file.
    Example(files: [
      (
        "Cell.swift",
        """
        class HostingCollectionViewCell: UICollectionViewCell {
          func configure(with view: AnyView) {
            let controller = UIHostingController(rootView: view)
            controller.disableSafeArea()
            contentView.addSubview(controller.view)
          }
        }
        """
      ),
      (
        "UIHostingController+SafeArea.swift",
        """
        extension UIHostingController {
          func disableSafeArea() {
            if #available(iOS 16.4, *) { safeAreaRegions = [] } else { disableSafeAreaLegacy() }
          }
          private func disableSafeAreaLegacy() {
            guard let viewClass = object_getClass(view) else { return }
            let getter = #selector(getter: UIView.safeAreaInsets)
            // … allocate the subclass, add a getter returning .zero …
            object_setClass(view, viewClass)
          }
        }
        """
      ),
    ]),
    // A convenience initializer in another file that opts out.
    Example(files: [
      (
        "Cell.swift",
        """
        class RowCell: UITableViewCell {
          func show(_ row: Row) {
            let host = UIHostingController(rootView: RowView(row: row), ignoresSafeArea: true)
            contentView.addSubview(host.view)
          }
        }
        """
      ),
      (
        "Hosting.swift",
        """
        extension UIHostingController {
          convenience init(rootView: Content, ignoresSafeArea: Bool) {
            self.init(rootView: rootView)
            if ignoresSafeArea { setValue(true, forKey: "_disableSafeArea") }
          }
        }
        """
      ),
    ]),
    // A hosting controller subclass that opts out when it is made (declared in another file).
    Example(files: [
      (
        "Cell.swift",
        """
        class BannerCell: UICollectionViewCell {
          func show() {
            let host = EdgeToEdgeHostingController(rootView: BannerView())
            contentView.addSubview(host.view)
          }
        }
        """
      ),
      (
        "EdgeToEdgeHostingController.swift",
        """
        final class EdgeToEdgeHostingController<Content: View>: UIHostingController<Content> {
          override init(rootView: Content) {
            super.init(rootView: rootView)
            safeAreaRegions = []
          }
          @MainActor required dynamic init?(coder: NSCoder) { fatalError() }
        }
        """
      ),
    ]),
    // The cell overrides its own safe area.
    Example(
      """
      class ZeroInsetCell: UICollectionViewCell {
        override var safeAreaInsets: UIEdgeInsets { .zero }
        func show(_ view: some View) {
          let host = UIHostingController(rootView: view)
          contentView.addSubview(host.view)
        }
      }
      """),
    // UIHostingConfiguration is another rule's business; a screen is not a cell.
    Example(
      """
      class ConfiguredCell: UICollectionViewCell {
        func show() { contentConfiguration = UIHostingConfiguration { Text("Hi") }.margins(.all, 0) }
      }
      final class SettingsViewController: UIViewController {
        override func viewDidLoad() {
          let host = UIHostingController(rootView: SettingsView())
          view.addSubview(host.view)
        }
      }
      class PureUIKitCell: UICollectionViewCell {
        private let imageView = UIImageView()
        override init(frame: CGRect) { super.init(frame: frame); contentView.addSubview(imageView) }
      }
      """),
    // A subclass of a controller that opts out in its initializer inherits the opt-out.
    Example(files: [
      (
        "Cell.swift",
        """
        class PhotoCell: UICollectionViewCell {
          func show() {
            let host = PhotoHostingController(rootView: PhotoView())
            contentView.addSubview(host.view)
          }
        }
        """
      ),
      (
        "Controllers.swift",
        """
        class EdgeToEdgeHostingController<Content: View>: UIHostingController<Content> {
          override init(rootView: Content) {
            super.init(rootView: rootView)
            safeAreaRegions = []
          }
          @MainActor required dynamic init?(coder: NSCoder) { fatalError() }
        }
        final class PhotoHostingController: EdgeToEdgeHostingController<PhotoView> {}
        """
      ),
    ]),
    // A computed property that makes the controller and opts it out.
    Example(files: [
      (
        "PhotoView+Hosting.swift",
        """
        extension PhotoView {
          var hostedView: UIView {
            let host = UIHostingController(rootView: self)
            host.safeAreaRegions = []
            return host.view
          }
        }
        """
      ),
      (
        "PhotoCell.swift",
        """
        final class PhotoCell: UICollectionViewCell {
          func show(_ photo: PhotoView) { contentView.addSubview(photo.hostedView) }
        }
        """
      ),
    ]),
    // A factory used by a screen, not by a cell.
    Example(files: [
      (
        "Hosting.swift",
        "func makeHost<V: View>(_ view: V) -> UIHostingController<V> { UIHostingController(rootView: view) }"
      ),
      (
        "Settings.swift",
        """
        final class SettingsViewController: UIViewController {
          override func viewDidLoad() {
            super.viewDidLoad()
            let host = makeHost(SettingsView())
            view.addSubview(host.view)
          }
        }
        """
      ),
    ]),
    // A registration's handler that opts its controller out.
    Example(
      """
      func makeRegistration() -> UICollectionView.CellRegistration<UICollectionViewCell, Item> {
        UICollectionView.CellRegistration<UICollectionViewCell, Item> { cell, _, item in
          let host = UIHostingController(rootView: ItemRow(item: item))
          if #available(iOS 16.4, *) { host.safeAreaRegions = [] }
          cell.contentView.addSubview(host.view)
        }
      }
      """),
    // Only what goes into the dequeued cell counts: a controller presented from it, a helper's
    // view used as the table header (not a cell, header or footer), a UIKit view in the cell.
    Example(
      """
      final class AccountViewController: UITableViewController {
        override func viewDidLoad() {
          super.viewDidLoad()
          tableView.tableHeaderView = AccountHeader().uiView
        }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
          let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
          let help = UIHostingController(rootView: HelpView())
          let badge = UILabel()
          cell.contentView.addSubview(badge)
          cell.accessoryView = UIButton(primaryAction: UIAction { _ in self.present(help, animated: true) })
          return cell
        }
      }
      extension View { var uiView: UIView { UIHostingController(rootView: self).view } }
      """),
    // A local of another method with the same name is not what the cell gets.
    Example(
      """
      final class ListViewController: UIViewController, UITableViewDataSource {
        func showDetail() {
          let host = UIHostingController(rootView: DetailView())
          navigationController?.pushViewController(host, animated: true)
        }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
          let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
          let host = UIImageView(image: icon)
          cell.contentView.addSubview(host)
          return cell
        }
      }
      """),
    // Of two cells named `cell` in one switch, the one dequeued nearest before the statement gets
    // the view, and that cell class overrides its own safe area.
    Example(
      """
      final class ZeroInsetCell: UITableViewCell {
        override var safeAreaInsets: UIEdgeInsets { .zero }
      }
      extension RowsViewController: UITableViewDataSource {
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
          switch indexPath.section {
          case 0:
            let cell = tableView.dequeueReusableCell(withIdentifier: "title", for: indexPath)
            cell.textLabel?.text = title
            return cell
          default:
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath) as! ZeroInsetCell
            let host = UIHostingController(rootView: Row())
            cell.contentView.addSubview(host.view)
            return cell
          }
        }
      }
      """),
    // A content configuration carrying a plain view controller; UIHostingConfiguration (another rule).
    Example(files: [
      (
        "Registrations.swift",
        """
        func summaryRegistration() -> UICollectionView.CellRegistration<UICollectionViewCell, Item> {
          UICollectionView.CellRegistration<UICollectionViewCell, Item> { cell, _, item in
            let summary = CountrySummaryViewController()
            cell.contentConfiguration = ViewControllerContentConfiguration(viewController: summary)
          }
        }
        func rowRegistration() -> UICollectionView.CellRegistration<UICollectionViewListCell, Item> {
          UICollectionView.CellRegistration<UICollectionViewListCell, Item> { cell, _, item in
            cell.contentConfiguration = UIHostingConfiguration { ItemRow(item: item) }.margins(.all, 0)
          }
        }
        """
      ),
      ("CountrySummaryViewController.swift", "final class CountrySummaryViewController: UIViewController {}"),
    ]),
    // A content configuration carrying a hosting controller that opts out in the handler.
    Example(
      """
      func makeRegistration() -> UICollectionView.CellRegistration<UICollectionViewCell, Item> {
        UICollectionView.CellRegistration<UICollectionViewCell, Item> { cell, _, item in
          let controller = UIHostingController(rootView: ItemRow(item: item))
          controller.safeAreaRegions = []
          cell.contentConfiguration = ViewControllerContentConfiguration(viewController: controller)
        }
      }
      """),
    // A function that makes a hosting controller subclass for a scroll view, not a cell; and a cell
    // reading a property that shares the function's name does not call it.
    Example(files: [
      (
        "DiscoverViewController.swift",
        """
        final class DiscoverViewController: UIViewController {
          let scrollView = UIScrollView()
          func addSummaries() {
            let categories = viewController(in: region)
            addChild(categories)
            scrollView.addSubview(categories.view)
          }
          func viewController(in region: String) -> UIViewController { CategoriesSelectorViewController() }
        }
        """
      ),
      (
        "SummaryCell.swift",
        """
        final class SummaryCell: UICollectionViewCell {
          weak var viewController: UIViewController?
          func attach(_ summary: UIView) {
            contentView.addSubview(summary)
            viewController?.view.setNeedsLayout()
          }
        }
        """
      ),
      (
        "CategoriesSelectorViewController.swift",
        "final class CategoriesSelectorViewController: UIHostingController<CategoriesView> {}"
      ),
    ]),
    // A cell that presents a controller from its button's action: the controller is a screen, and
    // only the button reaches the cell.
    Example(
      """
      final class OrderCell: UITableViewCell {
        private let infoButton = UIButton(type: .infoLight)
        override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
          super.init(style: style, reuseIdentifier: reuseIdentifier)
          contentView.addSubview(infoButton)
          infoButton.addAction(UIAction { [weak self] _ in
            let details = UIHostingController(rootView: OrderDetails())
            self?.window?.rootViewController?.present(details, animated: true)
          }, for: .touchUpInside)
        }
      }
      """),
    // A form sheet presented from a section header's menu action is a screen, not the header's content.
    Example(
      """
      extension ReportsViewController: UITableViewDelegate {
        func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
          let header = UIButton(primaryAction: UIAction(title: "Filter") { [weak self] _ in
            let filters = UIHostingController(rootView: FiltersView())
            filters.modalPresentationStyle = .formSheet
            self?.present(filters, animated: true)
          })
          return header
        }
      }
      """),
    // A pushed controller in another file is not the cell's property of the same name: the cell's
    // `hostingController` is its own declaration (a plain view controller).
    Example(files: [
      (
        "DetailRouter.swift",
        """
        final class DetailRouter {
          var hostingController: UIViewController { UIHostingController(rootView: DetailView()) }
          func open(from navigation: UINavigationController) {
            navigation.pushViewController(hostingController, animated: true)
          }
        }
        """
      ),
      (
        "ChartCell.swift",
        """
        final class ChartCell: UICollectionViewCell {
          let hostingController = ChartController()
          func setup() { contentView.addSubview(hostingController.view) }
        }
        """
      ),
    ]),
    // A factory that pushes the controller it makes returns none; a dequeued cell calling another
    // type's method of the same name does not call it.
    Example(files: [
      (
        "Router.swift",
        """
        final class Router {
          func detailView(for item: Item) -> UIView {
            let detail = UIHostingController(rootView: DetailView(item: item))
            navigation.pushViewController(detail, animated: true)
            return UIView()
          }
        }
        """
      ),
      (
        "ListViewController.swift",
        """
        extension ListViewController: UITableViewDataSource {
          func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            cell.contentView.addSubview(presenter.detailView(for: items[indexPath.row]))
            return cell
          }
        }
        """
      ),
    ]),
    // A cell that hands a controller to the screen that shows it: the view goes into the
    // screen's view, not the cell's.
    Example(
      """
      final class PromoCell: UICollectionViewCell {
        weak var parent: UIViewController?
        func showPromo() {
          let promo = UIHostingController(rootView: PromoView())
          parent?.addChild(promo)
          parent?.view.addSubview(promo.view)
          contentView.addSubview(UILabel())
        }
      }
      """),
    // A method of the cell that only reads what it is given does not put it in the cell.
    Example(files: [
      (
        "TitleCell.swift",
        """
        final class TitleCell: UITableViewCell {
          func show(_ controller: UIViewController) { textLabel?.text = controller.title }
        }
        """
      ),
      (
        "ListViewController.swift",
        """
        extension ListViewController: UITableViewDataSource {
          func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath) as! TitleCell
            cell.show(UIHostingController(rootView: Detail()))
            return cell
          }
        }
        """
      ),
    ]),
    // A cell made only to measure a height is never shown.
    Example(
      """
      extension FeedViewController: UITableViewDelegate {
        func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
          let sizing = UITableViewCell(style: .default, reuseIdentifier: nil)
          let row = UIHostingController(rootView: FeedRow(post: posts[indexPath.row]))
          sizing.contentView.addSubview(row.view)
          return sizing.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize).height
        }
      }
      """),
    // A method the cell calls with a controller that does not add it (it only reads its title).
    Example(files: [
      (
        "UIView+Title.swift",
        """
        extension UIView {
          func announce(_ controller: UIViewController) { accessibilityLabel = controller.title }
        }
        """
      ),
      (
        "AnnounceCell.swift",
        """
        final class AnnounceCell: UICollectionViewCell {
          private let next = UIHostingController(rootView: NextView())
          func setUp() { contentView.announce(next) }
        }
        """
      ),
    ]),
    // A controller made as an implicit member for a screen's own view is a screen's content.
    Example(
      """
      final class SummaryViewController: UIViewController {
        private var summary: UIHostingController<SummaryView>?
        override func viewDidLoad() {
          super.viewDidLoad()
          summary = .init(rootView: SummaryView())
          view.addSubview(summary!.view)
        }
      }
      """),
    // An extension of a plain UIView that hosts is not a cell's, and a list cell's accessory that
    // is a UIKit view hosts nothing.
    Example(
      """
      extension UIView {
        func hostBadge() { addSubview(UIHostingController(rootView: Badge()).view) }
      }
      func makeRegistration() -> UICollectionView.CellRegistration<UICollectionViewListCell, Item> {
        UICollectionView.CellRegistration<UICollectionViewListCell, Item> { cell, _, item in
          let icon = UICellAccessory.CustomViewConfiguration(customView: UIImageView(), placement: .leading())
          cell.accessories = [.customView(configuration: icon)]
        }
      }
      """),
    // A view that hosts a controller inside itself is an outlet of a screen and a stored view of a
    // screen's view, never of a cell; and a cell's outlet of a project view that hosts nothing.
    Example(files: [
      iconBox(marked: false),
      (
        "ProfileViewController.swift",
        """
        final class ProfileViewController: UIViewController {
          @IBOutlet private weak var avatar: IconBox!
        }
        final class ProfileHeaderView: UIView {
          let badge: IconBox
          override init(frame: CGRect) {
            badge = IconBox.make()
            super.init(frame: frame)
            addSubview(badge)
          }
        }
        final class NameCell: UITableViewCell {
          @IBOutlet private weak var name: NameLabel!
        }
        """
      ),
    ]),
    // Only the sequence a cell walks reaches its stack: the badges it keeps are never added.
    Example(
      """
      final class ProgressBadge: UIView {
        override init(frame: CGRect) {
          super.init(frame: frame)
          let controller = UIHostingController(rootView: CircularProgress())
          addSubview(controller.view)
        }
      }
      final class MediaMessageCell: MessageContentCell {
        private let stack = UIStackView()
        private let labels = [UILabel(), UILabel()]
        private let badges = [ProgressBadge(), ProgressBadge()]
        override init(frame: CGRect) {
          super.init(frame: frame)
          messageContainerView.addSubview(stack)
          for label in labels { stack.addArrangedSubview(label) }
        }
      }
      """),
    // A generic screen view's block, conforming to the constraint, is no cell's content.
    Example(files: [
      (
        "BlockScreenView.swift",
        """
        protocol BlockView: UIView {}
        final class BlockScreenView<Block: BlockView>: UIView {
          private lazy var block = Block(frame: .zero)
          override init(frame: CGRect) {
            super.init(frame: frame)
            addSubview(block)
          }
        }
        """
      ),
      (
        "CoverBlockView.swift",
        """
        final class CoverBlockView: UIView, BlockView {
          override init(frame: CGRect) {
            super.init(frame: frame)
            let cover = UIHostingController(rootView: CoverImage())
            addSubview(cover.view)
          }
        }
        """
      ),
    ]),
    // A method of the same name on a class that does not conform to the protocol the call's
    // receiver is declared as is never what the footer shows.
    Example(files: [
      (
        "PromoBuilder.swift",
        """
        final class PromoBuilder: PromoProviding {
          func view(fittingWidth width: CGFloat) -> UIView? { UIHostingController(rootView: Promo()).view }
        }
        """
      ),
      (
        "Sections.swift",
        """
        protocol FooterBuilder {
          func view(fittingWidth width: CGFloat) -> UIView?
        }
        protocol Sections {
          func footer(for section: Int) -> FooterBuilder?
        }
        final class ScreenViewController: UIViewController, UITableViewDelegate {
          private let sections: Sections
          func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
            sections.footer(for: section)?.view(fittingWidth: 320)
          }
        }
        """
      ),
    ]),
  ]
}
