import InsetEmulation
import InsetEngine
import InsetLint

/// `.ignoresSafeArea()` in a SwiftUI view hosted by a cell's UIHostingController does not undo
/// the safe area the controller applies (seed 000): it only looks like a fix. Per file it collects
/// where views call it; the project pass keeps those in views that a cell flagged by
/// `hosted-cell-safe-area` hosts (it reads the `HostedCells` project fact).
public struct IgnoresSafeAreaInCellRule: CollectingRule {
  public init() {}
  public let triggers: [StaticString] = ["gnoresSafeArea", "IgnoringSafeArea"]
  public var reads: [any CollectingRule] { HostedCells.collectors }

  /// One `.ignoresSafeArea()` / `.edgesIgnoringSafeArea(…)` call and the type it is written in.
  public struct Use: Codable, Sendable, Equatable {
    public var view: String
    /// `.ignoresSafeArea()` or `.edgesIgnoringSafeArea(…)`, as called.
    public var call: String
    public var offset: Int
    public var line: Int
    public var column: Int
  }

  public func collect(_ context: FileContext) -> [Use]? {
    let file = context.file
    var uses: [Use] = []
    for i in 0..<file.count where file.kind(i - 1) == .dot && file.kind(i + 1) == .openParen {
      guard file.tokenIs(i, "ignoresSafeArea") || file.tokenIs(i, "edgesIgnoringSafeArea"),
        let typeIndex = context.index.enclosingType(of: i)
      else { continue }
      let offset = context.offset(i)
      let (line, column) = file.location(of: offset)
      let call = file.tokenIs(i, "ignoresSafeArea") ? ".ignoresSafeArea()" : ".edgesIgnoringSafeArea(…)"
      uses.append(
        Use(view: context.index.types[typeIndex].name, call: call, offset: offset, line: line, column: column)
      )
    }
    return uses.isEmpty ? nil : uses
  }

  public func check(_ project: ProjectContext) -> [Finding] {
    let uses = project.facts(of: self)
    guard !uses.isEmpty else { return [] }
    let hosted = project.fact(HostedCells.self).judgement.hostedViews
    return uses.flatMap { path, uses in
      uses.compactMap { use -> Finding? in
        guard let hosts = hosted[use.view] else { return nil }
        var names: [String] = []
        for host in hosts where !names.contains(host.name) { names.append(host.name) }
        let by = names.map { "'\($0)'" }.joined(separator: ", ")
        let kinds = Set(hosts.map(\.kind)).sorted().joined(separator: " or ")
        return project.finding(
          Self.description, file: path, offset: use.offset, line: use.line, column: use.column,
          "\(use.call) in '\(use.view)' does not help: \(by) hosts it in a UIHostingController that "
            + "applies the \(kinds)'s safe area before SwiftUI sees it; opt that controller out of the safe area "
            + "instead")
      }
    }
  }

  public static let description = RuleDescription(
    id: "ignores-safe-area-in-cell",
    summary: ".ignoresSafeArea() in a view hosted by a cell's UIHostingController",
    rationale: """
      The hosting controller applies the cell's overlap with the unsafe area as safe-area insets
      at its level; `.ignoresSafeArea()` inside the SwiftUI view cannot remove them.
      """,
    problem: "hosted-cell-safe-area",
    triggering: [
      Example(files: [
        (
          "PhotoView.swift",
          """
          struct PhotoView: View {
            var body: some View { Image("photo").resizable().↓ignoresSafeArea() }
          }
          """
        ),
        (
          "PhotoCell.swift",
          """
          class PhotoCell: UICollectionViewCell {
            func show() {
              let host = UIHostingController(rootView: PhotoView())
              contentView.addSubview(host.view)
            }
          }
          """
        ),
      ]),
      // A generic cell: the hosted view is the argument where the cell is used.
      Example(files: [
        ("Row.swift", "struct PluginRow: View { var body: some View { Text(\"x\").↓ignoresSafeArea() } }"),
        (
          "HostingCell.swift",
          """
          class HostingCell<Content: View>: UITableViewCell {
            func host(_ view: Content) {
              let controller = UIHostingController(rootView: view)
              contentView.addSubview(controller.view)
            }
          }
          """
        ),
        ("Settings.swift", "let cellType = HostingCell<PluginRow>.self"),
      ]),
      Example(files: [
        (
          "Card.swift",
          "struct Card: View { var body: some View { Color.gray.↓edgesIgnoringSafeArea(.all) } }"
        ),
        (
          "CardCell.swift",
          """
          final class CardCell: UITableViewCell {
            let host = UIHostingController(rootView: AnyView(Card()))
            func attach() { contentView.addSubview(host.view) }
          }
          """
        ),
      ]),
      // A header/footer view: the message names it as such.
      Example(files: [
        (
          "HeaderContent.swift",
          """
          struct HeaderContent: View {
            var body: some View {
              ZStack { Color.blue.↓ignoresSafeArea(.container, edges: .horizontal); Text("Title") }
            }
          }
          """
        ),
        (
          "SectionHeader.swift",
          """
          final class SectionHeader: UITableViewHeaderFooterView {
            private let host = UIHostingController(rootView: HeaderContent())
            func attach() { contentView.addSubview(host.view) }
          }
          """
        ),
      ]),
      // Hosted through a computed property on the view itself.
      Example(files: [
        (
          "PhotoView.swift",
          """
          struct PhotoView: View {
            var body: some View { Image("photo").↓ignoresSafeArea() }
          }
          extension PhotoView {
            var hostedView: UIView { UIHostingController(rootView: self).view }
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
      // In an extension of the hosted view.
      Example(files: [
        (
          "Badge.swift",
          """
          struct Badge: View { var body: some View { backdrop } }
          extension Badge {
            var backdrop: some View { Color.black.↓ignoresSafeArea() }
          }
          """
        ),
        (
          "BadgeCell.swift",
          """
          class BadgeCell: UICollectionViewCell {
            func show() {
              let host = UIHostingController(rootView: Badge())
              contentView.addSubview(host.view)
            }
          }
          """
        ),
      ]),
      // Every call in the hosted view.
      Example(files: [
        (
          "Tile.swift",
          """
          struct Tile: View {
            var body: some View {
              VStack {
                Color.red.↓ignoresSafeArea(edges: .top)
                Color.blue.↓ignoresSafeArea(edges: .bottom)
              }
            }
          }
          """
        ),
        (
          "TileCell.swift",
          """
          class TileCell: UICollectionViewCell {
            func show() {
              let host = UIHostingController(rootView: Tile())
              contentView.addSubview(host.view)
            }
          }
          """
        ),
      ]),
      // Hosted by a cell whose superclass is declared elsewhere.
      Example(files: [
        ("Row.swift", "struct Row: View { var body: some View { Text(\"r\").↓ignoresSafeArea() } }"),
        (
          "RowCell.swift",
          """
          class RowCell: BaseCell {
            func show() {
              let host = UIHostingController(rootView: Row())
              contentView.addSubview(host.view)
            }
          }
          """
        ),
        ("BaseCell.swift", "class BaseCell: UITableViewCell {}"),
      ]),
    ],
    nonTriggering: [
      Example(files: [
        (
          "PhotoView.swift",
          "struct PhotoView: View { var body: some View { Color.red.ignoresSafeArea() } }"
        ),
        (
          "PhotoCell.swift",
          """
          class PhotoCell: UICollectionViewCell {
            func show() {
              let host = UIHostingController(rootView: PhotoView())
              host.safeAreaRegions = []
              contentView.addSubview(host.view)
            }
          }
          """
        ),
      ]),
      Example("struct Screen: View { var body: some View { Color.blue.ignoresSafeArea() } }"),
      // Hosted by a screen, not a cell: there it works.
      Example(files: [
        (
          "Settings.swift",
          "struct SettingsView: View { var body: some View { Color.gray.ignoresSafeArea() } }"
        ),
        (
          "SettingsViewController.swift",
          """
          final class SettingsViewController: UIViewController {
            override func viewDidLoad() {
              super.viewDidLoad()
              let host = UIHostingController(rootView: SettingsView())
              view.addSubview(host.view)
            }
          }
          """
        ),
      ]),
      // A hosting configuration takes no safe area: nothing to undo.
      Example(files: [
        ("Row.swift", "struct Row: View { var body: some View { Color.gray.ignoresSafeArea() } }"),
        (
          "RowCell.swift",
          """
          class RowCell: UICollectionViewCell {
            func show() { contentConfiguration = UIHostingConfiguration { Row() }.margins(.all, 0) }
          }
          """
        ),
      ]),
      // The cell's controller opts out through its class.
      Example(files: [
        ("Row.swift", "struct Row: View { var body: some View { Color.gray.ignoresSafeArea() } }"),
        (
          "RowCell.swift",
          """
          class RowCell: UICollectionViewCell {
            func show() {
              let host = EdgeHostingController(rootView: Row())
              contentView.addSubview(host.view)
            }
          }
          final class EdgeHostingController<Content: View>: UIHostingController<Content> {
            override init(rootView: Content) {
              super.init(rootView: rootView)
              safeAreaRegions = []
            }
            @MainActor required dynamic init?(coder: NSCoder) { fatalError() }
          }
          """
        ),
      ]),
      // Another view in the file ignores the safe area; the hosted one does not.
      Example(files: [
        (
          "Views.swift",
          """
          struct PhotoView: View { var body: some View { Image("photo") } }
          struct Backdrop: View { var body: some View { Color.black.ignoresSafeArea() } }
          """
        ),
        (
          "PhotoCell.swift",
          """
          class PhotoCell: UICollectionViewCell {
            func show() {
              let host = UIHostingController(rootView: PhotoView())
              contentView.addSubview(host.view)
            }
          }
          """
        ),
      ]),
      // Commented out.
      Example(files: [
        ("Row.swift", "struct Row: View { var body: some View { Text(\"r\") /* .ignoresSafeArea() */ } }"),
        (
          "RowCell.swift",
          """
          class RowCell: UITableViewCell {
            func show() {
              let host = UIHostingController(rootView: Row())
              contentView.addSubview(host.view)
            }
          }
          """
        ),
      ]),
      // The cell overrides its own safe area.
      Example(files: [
        ("Row.swift", "struct Row: View { var body: some View { Color.gray.ignoresSafeArea() } }"),
        (
          "RowCell.swift",
          """
          class RowCell: UICollectionViewCell {
            override var safeAreaInsets: UIEdgeInsets { .zero }
            func show() {
              let host = UIHostingController(rootView: Row())
              contentView.addSubview(host.view)
            }
          }
          """
        ),
      ]),
      // `rootView: self` in an extension of View hosts every view, not one type.
      Example(files: [
        (
          "View+Snapshot.swift",
          """
          extension View {
            var hostedView: UIView { UIHostingController(rootView: self).view }
            func snapshotController() -> UIHostingController<some View> {
              UIHostingController(rootView: self.edgesIgnoringSafeArea(.top))
            }
          }
          """
        ),
        (
          "BannerCell.swift",
          """
          final class BannerCell: UITableViewCell {
            func show() { contentView.addSubview(BannerView().hostedView) }
          }
          """
        ),
      ]),
    ])
}
