import InsetEmulation
import InsetEngine
import InsetLint

/// `UIHostingConfiguration { … }` set as a cell's content configuration insets its content by the
/// cell's default layout margins unless `.margins(…)` says otherwise (seed 000: `.margins(.all, 0)`
/// fills the cell). That matters only for content meant to fill the cell: a background, a
/// full-bleed image, a color or shape drawn to its edges, a `frame(maxWidth: .infinity)` with a
/// background, read through the project view model (`FillingContent`); a centered message, a
/// spinner or an `EmptyView` sits where the default margins put it. Only configurations assigned
/// to `contentConfiguration` (directly or through a local) count: one returned as a
/// `UIContentConfiguration` may as well become a view controller's
/// `contentUnavailableConfiguration`, and one turned into a plain view with `makeContentView()` is
/// not in a cell. Margins set later on the stored configuration count. The fix appends
/// `.margins(.all, 0)`.
public struct HostingConfigurationMarginsRule: CollectingRule {
  public init() {}
  public let triggers: [StaticString] = ["UIHostingConfiguration"]
  public var reads: [any CollectingRule] { ProjectViewModel.collectors }
  public var projectFacts: [any ProjectFact.Type] { [ProjectViewModel.self] }

  /// A configuration without margins set as a content configuration, with its content.
  public struct Candidate: Codable, Sendable, Equatable {
    public var offset: Int
    public var line: Int
    public var column: Int
    /// "cell" or "view it configures".
    public var noun: String
    /// Where `.margins(.all, 0)` goes.
    public var insertAt: Int
    /// The type the closure is written in (its members resolve there).
    public var type: String
    public var content: [ViewNode]
  }

  public func collect(_ context: FileContext) -> [Candidate]? {
    let file = context.file
    var candidates: [Candidate] = []
    for i in 0..<file.count where file.tokenIs(i, "UIHostingConfiguration") && file.kind(i - 1) != .colon {
      guard let chain = Expressions.chain(file, at: i), chain.primary == i,
        !chain.primaryClosures.isEmpty || chain.primaryArguments != nil
      else { continue }
      if !chain.links(named: "margins", in: file).isEmpty { continue }
      if !chain.links(named: "makeContentView", in: file).isEmpty { continue }
      let variable = context.index.variables.first(where: { $0.initializer?.lowerBound == i })
      if let variable, marginsSetLater(on: variable.name, after: chain.end, in: file) { continue }
      guard let receiver = destination(of: chain, variable: variable, context: context) else { continue }
      var content: [ViewNode] = []
      if let open = chain.primaryClosures.first {
        content = ViewClosure.nodes(open, in: context)
      } else if let open = chain.primaryArguments,
        let value = Expressions.arguments(file, open: open).first(where: { $0.label == "content" })?.value,
        file.kind(value.lowerBound) == .openBrace
      {
        content = ViewClosure.nodes(value.lowerBound, in: context)
      }
      let offset = context.offset(i)
      let (line, column) = file.location(of: offset)
      candidates.append(
        Candidate(
          offset: offset, line: line, column: column,
          noun: isCell(receiver: receiver, at: i, context: context) ? "cell" : "view it configures",
          insertAt: Int(file.tokens[chain.end - 1].end),
          type: context.index.enclosingType(of: i).map { context.index.types[$0].name } ?? "",
          content: content))
    }
    return candidates.isEmpty ? nil : candidates
  }

  public func check(_ project: ProjectContext) -> [Finding] {
    let model = project.fact(ProjectViewModel.self)
    let filling = FillingContent(model: model)
    var findings: [Finding] = []
    for (path, candidates) in project.facts(of: self) {
      for candidate in candidates {
        let scope = ProjectViewModel.Scope(type: candidate.type, path: path)
        guard let reason = filling.reason(candidate.content, scope) else { continue }
        var finding = project.finding(
          Self.description, file: path, offset: candidate.offset, line: candidate.line,
          column: candidate.column,
          "UIHostingConfiguration without .margins(…) becomes the content configuration of the \(candidate.noun), "
            + "and its content is meant to fill it (\(reason)): the default layout margins inset it from the "
            + "\(candidate.noun == "cell" ? "cell's" : "view's") edges; state them, e.g. .margins(.all, 0) to fill it",
          fixable: true)
        if project.fixing != nil {
          finding.edits = [
            .insert(".margins(.all, 0)", at: candidate.insertAt, in: path, rule: Self.description.id)
          ]
        }
        findings.append(finding)
      }
    }
    return findings
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
      documentation), so content meant to fill the cell (a background, a full-bleed image, a color
      drawn to its edges) is inset from the cell's edges. Say which margins you want. A centered
      message, a spinner or an empty footer is not reported: the default margins suit it.
      """,
    problem: "hosted-cell-safe-area",
    suggests: .strategies(["hosting-configuration-zero-margins"]),
    flaggedAPIIntroduced: "16.0",
    triggering: [
      // A full-bleed image.
      Example(
        """
        cell.contentConfiguration = ↓UIHostingConfiguration {
          Image(photo.name).resizable().scaledToFill()
        }
        """,
        fixed: """
          cell.contentConfiguration = UIHostingConfiguration {
            Image(photo.name).resizable().scaledToFill()
          }.margins(.all, 0)
          """),
      // A full-width view with a background.
      Example(
        """
        cell.contentConfiguration = ↓UIHostingConfiguration {
          Row(item).frame(maxWidth: .infinity).background(Color.yellow)
        }.minSize(height: 44)
        """,
        fixed: """
          cell.contentConfiguration = UIHostingConfiguration {
            Row(item).frame(maxWidth: .infinity).background(Color.yellow)
          }.minSize(height: 44).margins(.all, 0)
          """),
      // In the cell's own class; the project view (another file) draws a background.
      Example(files: [
        (
          "RowCell.swift",
          """
          final class RowCell: UICollectionViewCell {
            func show(_ item: Item) { contentConfiguration = ↓UIHostingConfiguration { ItemRow(item: item) } }
          }
          """
        ),
        (
          "ItemRow.swift",
          """
          struct ItemRow: View {
            let item: Item
            var body: some View {
              HStack { Text(item.title); Spacer() }
                .padding()
                .background(Color(.secondarySystemBackground))
            }
          }
          """
        ),
      ]),
      // Through a local, set later; a gradient layered under the content.
      Example(
        """
        func configure(_ cell: UITableViewCell, with item: Item) {
          let configuration = ↓UIHostingConfiguration {
            ZStack {
              LinearGradient(colors: [.blue, .purple], startPoint: .top, endPoint: .bottom)
              Text(item.title)
            }
          }.minSize(height: 44)
          cell.contentConfiguration = configuration
        }
        """),
      // In a cell registration: a helper of the project view makes the banner's full-bleed image.
      Example(files: [
        (
          "Registrations.swift",
          """
          let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Item> { cell, _, item in
            cell.contentConfiguration = ↓UIHostingConfiguration { BannerView(item: item) }
          }
          """
        ),
        (
          "BannerView.swift",
          """
          struct BannerView: View {
            let item: Item
            var body: some View { artwork }
            var artwork: some View {
              AsyncImage(url: item.url) { $0.resizable() } placeholder: { Color.gray }
                .resizable()
                .aspectRatio(contentMode: .fill)
            }
          }
          """
        ),
      ]),
      // In a diffable data source's cell provider: a color.
      Example(
        """
        let dataSource = UITableViewDiffableDataSource<Section, Item>(tableView: tableView) { tableView, indexPath, item in
          let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
          cell.contentConfiguration = ↓UIHostingConfiguration { Color(item.color) }
          return cell
        }
        """),
      // A header: the message speaks of the view, not a cell.
      Example(
        """
        func show(_ header: UITableViewHeaderFooterView, title: String) {
          header.contentConfiguration = ↓UIHostingConfiguration { Text(title).background(.thinMaterial) }
        }
        """),
      Example(
        """
        override func updateConfiguration(using state: UICellConfigurationState) {
          self.contentConfiguration = ↓UIHostingConfiguration {
            Badge(selected: state.isSelected).background(state.isSelected ? Color.accentColor : Color.gray)
          }
        }
        """),
    ],
    nonTriggering: [
      Example(
        "cell.contentConfiguration = UIHostingConfiguration { Color.yellow }.margins(.all, 0)"),
      Example(
        """
        func host(_ view: Content, insets: UIEdgeInsets?) {
          var configuration = UIHostingConfiguration { view.background(Color.blue) }
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
        let badge = UIHostingConfiguration { Color.red }.makeContentView()
        window.addSubview(badge)
        """),
      Example(
        """
        let configuration = UIHostingConfiguration { Color.red }
        let badgeView = configuration.makeContentView()
        overlay.addSubview(badgeView)
        """),
      // Margins stated after other modifiers, or for some edges only.
      Example(
        "cell.contentConfiguration = UIHostingConfiguration { Color.red }.minSize(height: 44).margins(.all, 8)"
      ),
      Example("cell.contentConfiguration = UIHostingConfiguration { Color.red }.margins(.horizontal, 16)"),
      // Commented out.
      Example("// cell.contentConfiguration = UIHostingConfiguration { Color.red }"),
      // Returned as a content configuration: it may become a screen's unavailable-content view.
      Example(
        """
        func loading() -> UIContentConfiguration {
          UIHostingConfiguration { Color.gray }
        }
        """),
      // Nothing to inset: an empty footer, a spinner, a centered message.
      Example("view.contentConfiguration = UIHostingConfiguration { EmptyView() }"),
      Example(
        "cell.contentConfiguration = UIHostingConfiguration { ProgressView().progressViewStyle(.circular) }"),
      Example(
        """
        cell.contentConfiguration = UIHostingConfiguration {
          VStack(spacing: 8) {
            Image(systemName: "wifi.slash").font(.largeTitle)
            Text("No connection").multilineTextAlignment(.center)
            Button("Try again", action: retry)
          }
        }
        """),
      // A project view that is a row of text with a small badge: the badge's background is its own.
      Example(files: [
        (
          "Cell.swift",
          "cell.contentConfiguration = UIHostingConfiguration { TagRow(tag: tag) }"
        ),
        (
          "TagRow.swift",
          """
          struct TagRow: View {
            let tag: Tag
            var body: some View {
              HStack {
                Text(tag.name)
                Spacer()
                Text("\\(tag.count)").padding(4).background(Capsule().fill(.blue))
                Circle().fill(tag.color).frame(width: 8, height: 8)
              }
            }
          }
          """
        ),
      ]),
      // A clear background draws nothing; a view insetfix cannot see is not known to fill.
      Example("cell.contentConfiguration = UIHostingConfiguration { Row(item).background(Color.clear) }"),
      Example("cell.contentConfiguration = UIHostingConfiguration { MySwiftUIView() }"),
      // Passed to code insetfix cannot see: not known to become a content configuration.
      Example("preview.show(UIHostingConfiguration { Color.red })"),
    ])
}
