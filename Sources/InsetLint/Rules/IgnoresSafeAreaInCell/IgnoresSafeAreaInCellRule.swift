/// `.ignoresSafeArea()` in a SwiftUI view hosted by a cell's UIHostingController does not undo
/// the safe area the controller applies (seed 000): it only looks like a fix. Per file it collects
/// where views call it; the project pass keeps those in views that a cell flagged by
/// `hosted-cell-safe-area` hosts (it reads that rule's facts).
public struct IgnoresSafeAreaInCellRule: CollectingRule {
  public init() {}
  public let triggers: [StaticString] = ["gnoresSafeArea", "IgnoringSafeArea"]
  public var reads: [any CollectingRule] { [HostedCellSafeAreaRule()] }

  /// One `.ignoresSafeArea()` / `.edgesIgnoringSafeArea(…)` call and the type it is written in.
  public struct Use: Codable, Sendable, Equatable {
    public var view: String
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
      uses.append(Use(view: context.index.types[typeIndex].name, offset: offset, line: line, column: column))
    }
    return uses.isEmpty ? nil : uses
  }

  public func check(_ project: ProjectContext) -> [Finding] {
    let uses = project.facts(of: self)
    guard !uses.isEmpty else { return [] }
    let hosted = HostedCellSafeAreaRule().judge(project).hostedViews
    return uses.flatMap { path, uses in
      uses.filter { hosted.contains($0.view) }.map { use in
        Finding(
          file: path, offset: use.offset, line: use.line, column: use.column, rule: Self.description.id,
          severity: Self.description.severity,
          message:
            ".ignoresSafeArea() in '\(use.view)' does not help: the cell's UIHostingController applies "
            + "the safe area before SwiftUI sees it; opt the controller out instead",
          problem: Self.description.problem)
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
