/// `.ignoresSafeArea()` in a SwiftUI view hosted by a cell's UIHostingController does not undo
/// the safe area the controller applies (seed 000): it only looks like a fix. The project pass
/// keeps the finding when a cell flagged by `hosted-cell-safe-area` hosts the view.
public struct IgnoresSafeAreaInCellRule: Rule {
  public init() {}
  public let triggers: [StaticString] = ["gnoresSafeArea", "IgnoringSafeArea"]

  public func check(_ context: FileContext) {
    let file = context.file
    for i in 0..<file.count where file.kind(i - 1) == .dot && file.kind(i + 1) == .openParen {
      guard file.tokenIs(i, "ignoresSafeArea") || file.tokenIs(i, "edgesIgnoringSafeArea"),
        let typeIndex = context.index.enclosingType(of: i)
      else { continue }
      let view = context.index.types[typeIndex].name
      context.report(
        description, at: context.offset(i),
        ".ignoresSafeArea() in '\(view)' does not help: the cell's UIHostingController applies the safe area "
          + "before SwiftUI sees it; opt the controller out instead (seed 000)",
        when: .hostedInUnfixedCell(view: view))
    }
  }

  public var description: RuleDescription {
    RuleDescription(
      id: "ignores-safe-area-in-cell",
      summary: ".ignoresSafeArea() in a view hosted by a cell's UIHostingController",
      rationale: """
        The hosting controller applies the cell's overlap with the unsafe area as safe-area insets
        at its level; `.ignoresSafeArea()` inside the SwiftUI view cannot remove them (seed 000).
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
      ])
  }
}
