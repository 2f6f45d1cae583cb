/// Examples of `hosted-cell-safe-area` (they are its tests). The seed's cell comes first.
enum HostedCellSafeAreaExamples {
  static let official = StrategyPlan.using([("safe-area-regions", "16.4")], problem: "hosted-cell-safe-area")
  static let composite = StrategyPlan.using(
    [("dynamic-subclass", "15.0"), ("safe-area-regions", "16.4")], problem: "hosted-cell-safe-area")

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
    // A stored controller made in the property's initial value: wrapped in a closure.
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
          private let host = { let controller = UIHostingController(rootView: BadgeView()); controller.safeAreaRegions = []; return controller }()
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
  ]

  static let nonTriggering: [Example] = [
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
  ]
}
