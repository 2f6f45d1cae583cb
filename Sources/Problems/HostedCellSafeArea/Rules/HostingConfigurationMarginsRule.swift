import InsetEmulation
import InsetEngine
import InsetLint

/// `UIHostingConfiguration { … }` set as a cell's content configuration insets its content by the
/// cell's default layout margins unless `.margins(…)` says otherwise (seed 000: `.margins(.all, 0)`
/// fills the cell). Only configurations assigned to `contentConfiguration` (directly or through a
/// local) count: one returned as a `UIContentConfiguration` may as well become a view
/// controller's `contentUnavailableConfiguration`, and one turned into a plain view with
/// `makeContentView()` is not in a cell. Margins set later on the
/// stored configuration count. The fix appends `.margins(.all, 0)`.
public struct HostingConfigurationMarginsRule: Rule {
  public init() {}
  public let triggers: [StaticString] = ["UIHostingConfiguration"]

  public func check(_ context: FileContext) {
    let file = context.file
    for i in 0..<file.count where file.tokenIs(i, "UIHostingConfiguration") && file.kind(i - 1) != .colon {
      guard let chain = Expressions.chain(file, at: i), chain.primary == i,
        !chain.primaryClosures.isEmpty || chain.primaryArguments != nil
      else { continue }
      if !chain.links(named: "margins", in: file).isEmpty { continue }
      if !chain.links(named: "makeContentView", in: file).isEmpty { continue }
      // `UIHostingConfiguration { EmptyView() }` has nothing to inset.
      if let open = chain.primaryClosures.first, let close = file.match(open), close - open == 4,
        file.tokenIs(open + 1, "EmptyView")
      {
        continue
      }
      let variable = context.index.variables.first(where: { $0.initializer?.lowerBound == i })
      if let variable, marginsSetLater(on: variable.name, after: chain.end, in: file) { continue }
      guard let receiver = destination(of: chain, variable: variable, context: context) else { continue }
      let noun = isCell(receiver: receiver, at: i, context: context) ? "cell" : "view it configures"
      let insertAt = Int(file.tokens[chain.end - 1].end)
      context.report(
        description, at: context.offset(i),
        "UIHostingConfiguration without .margins(…) becomes the content configuration of the \(noun): its "
          + "SwiftUI content is inset by the default layout margins; state them, e.g. .margins(.all, 0) to fill it",
        edits: context.wantsFixes
          ? [.insert(".margins(.all, 0)", at: insertAt, in: file.path, rule: description.id)] : [],
        fixable: true)
    }
  }

  /// What the configuration is set on: the text before `.contentConfiguration` (empty for
  /// `self`'s own), or nil when it does not become a content configuration here.
  func destination(of chain: Chain, variable: VariableDecl?, context: FileContext) -> String? {
    let file = context.file
    let start = chain.primary
    if file.tokenIs(start - 1, "="), file.tokenIs(start - 2, "contentConfiguration") {
      return receiverText(before: start - 2, in: file)
    }
    if let variable {
      // `let c = UIHostingConfiguration { … }` … `x.contentConfiguration = c` in the same scope.
      var depth = 0
      for j in chain.end..<file.count {
        switch file.kind(j) {
        case .openBrace: depth += 1
        case .closeBrace:
          depth -= 1
          if depth < 0 { return nil }
        default:
          if file.tokenIs(j, "contentConfiguration"), file.tokenIs(j + 1, "="),
            file.text(j + 2) == variable.name
          {
            return receiverText(before: j, in: file)
          }
        }
      }
      return nil
    }
    // Returned (`-> UIContentConfiguration`) it may become a view controller's
    // `contentUnavailableConfiguration` as well as a cell's: not known here.
    return nil
  }

  /// `cell.` in `cell.contentConfiguration`, `self.`, or "" for a bare `contentConfiguration`.
  func receiverText(before name: Int, in file: SourceFile) -> String {
    guard file.kind(name - 1) == .dot else { return "" }
    return file.text(name - 2)
  }

  /// True when the receiver is a cell: named so, or the code is in a cell subclass or a cell
  /// registration.
  func isCell(receiver: String, at token: Int, context: FileContext) -> Bool {
    if receiver.hasFragment("cell") || receiver.hasFragment("Cell") { return true }
    if receiver.hasFragment("header") || receiver.hasFragment("Header") || receiver.hasFragment("footer")
      || receiver.hasFragment("Footer")
    {
      return false
    }
    if let type = context.index.enclosingType(of: token),
      context.index.types[type].inherits.contains(where: { $0.hasFragment("Cell") })
        || context.index.types[type].name.hasFragment("Cell")
    {
      return receiver.isEmpty || receiver == "self"
    }
    return false
  }

  /// `name.margins(` or `name = name.margins(` later in the same scope.
  func marginsSetLater(on name: String, after start: Int, in file: SourceFile) -> Bool {
    var depth = 0
    for j in start..<file.count {
      switch file.tokens[j].kind {
      case .openBrace: depth += 1
      case .closeBrace:
        depth -= 1
        if depth < 0 { return false }
      case .identifier:
        if file.tokenIs(j, "margins"), file.kind(j - 1) == .dot, file.text(j - 2) == name { return true }
      default: break
      }
    }
    return false
  }

  public static let description = RuleDescription(
    id: "hosting-configuration-margins",
    summary: "UIHostingConfiguration set as a content configuration without .margins(…)",
    rationale: """
      As a cell's content configuration, UIHostingConfiguration lays its SwiftUI content inside the
      cell's layout margins by default (UIHostingConfiguration.margins(_:_:) in Apple's
      documentation), so content meant to fill the cell is inset. Say which margins you want.
      """,
    problem: "hosted-cell-safe-area",
    suggests: .strategies(["hosting-configuration-zero-margins"]),
    flaggedAPIIntroduced: "16.0",
    triggering: [
      Example(
        """
        cell.contentConfiguration = ↓UIHostingConfiguration {
          MySwiftUIView()
        }
        """,
        fixed: """
          cell.contentConfiguration = UIHostingConfiguration {
            MySwiftUIView()
          }.margins(.all, 0)
          """),
      Example(
        "cell.contentConfiguration = ↓UIHostingConfiguration { Row(item) }.background(.clear)",
        fixed:
          "cell.contentConfiguration = UIHostingConfiguration { Row(item) }.background(.clear).margins(.all, 0)"
      ),
      // In the cell's own class.
      Example(
        """
        final class RowCell: UICollectionViewCell {
          func show(_ item: Item) { contentConfiguration = ↓UIHostingConfiguration { ItemRow(item: item) } }
        }
        """),
      // Through a local, set later.
      Example(
        """
        func configure(_ cell: UITableViewCell, with item: Item) {
          let configuration = ↓UIHostingConfiguration { ItemRow(item: item) }.minSize(height: 44)
          cell.contentConfiguration = configuration
        }
        """),
      // In a cell registration.
      Example(
        """
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Item> { cell, _, item in
          cell.contentConfiguration = ↓UIHostingConfiguration { ItemRow(item: item) }
        }
        """),
      // In a diffable data source's cell provider.
      Example(
        """
        let dataSource = UITableViewDiffableDataSource<Section, Item>(tableView: tableView) { tableView, indexPath, item in
          let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
          cell.contentConfiguration = ↓UIHostingConfiguration { ItemRow(item: item) }.background(.clear)
          return cell
        }
        """),
      // A supplementary list cell with content.
      Example(
        """
        let footer = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(elementKind: "footer") { view, _, _ in
          view.contentConfiguration = ↓UIHostingConfiguration { FooterNote() }
        }
        """),
      // A header: the message speaks of the view, not a cell.
      Example(
        """
        func show(_ header: UITableViewHeaderFooterView, title: String) {
          header.contentConfiguration = ↓UIHostingConfiguration { SectionTitle(title) }
        }
        """),
      Example(
        """
        override func updateConfiguration(using state: UICellConfigurationState) {
          self.contentConfiguration = ↓UIHostingConfiguration { Badge(selected: state.isSelected) }
        }
        """),
    ],
    nonTriggering: [
      Example("cell.contentConfiguration = UIHostingConfiguration { MySwiftUIView() }.margins(.all, 0)"),
      Example(
        """
        func host(_ view: Content, insets: UIEdgeInsets?) {
          var configuration = UIHostingConfiguration { view }
          if let insets { configuration = configuration.margins(.top, insets.top) }
          contentConfiguration = configuration
        }
        """),
      Example(
        "let type: UIHostingConfiguration<Text, EmptyView>.Type = UIHostingConfiguration<Text, EmptyView>.self"
      ),
      // Made into a plain view and put in a window: no cell, no content configuration.
      Example(
        """
        let badge = UIHostingConfiguration { Badge() }.makeContentView()
        window.addSubview(badge)
        """),
      Example(
        """
        let configuration = UIHostingConfiguration { Badge() }
        let badgeView = configuration.makeContentView()
        overlay.addSubview(badgeView)
        """),
      // Margins stated after other modifiers, or for some edges only.
      Example(
        "cell.contentConfiguration = UIHostingConfiguration { Row() }.minSize(height: 44).margins(.all, 8)"),
      Example("cell.contentConfiguration = UIHostingConfiguration { Row() }.margins(.horizontal, 16)"),
      // Commented out.
      Example("// cell.contentConfiguration = UIHostingConfiguration { Row() }"),
      // Returned as a content configuration: it may become a screen's unavailable-content view.
      Example(
        """
        func loading() -> UIContentConfiguration {
          UIHostingConfiguration { LoadingView() }
        }
        """),
      // Nothing to inset.
      Example("view.contentConfiguration = UIHostingConfiguration { EmptyView() }"),
      // Passed to code insetfix cannot see: not known to become a content configuration.
      Example("preview.show(UIHostingConfiguration { Row() })"),
    ])
}
