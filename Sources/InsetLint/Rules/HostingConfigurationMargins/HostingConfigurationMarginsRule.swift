/// `UIHostingConfiguration { … }` insets its content by the cell's default layout margins
/// unless `.margins(…)` says otherwise (seed 000: `.margins(.all, 0)` fills the cell). Margins
/// set later on the stored configuration count. The fix appends `.margins(.all, 0)`.
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
      if let variable = context.index.variables.first(where: { $0.initializer?.lowerBound == i }),
        marginsSetLater(on: variable.name, after: chain.end, in: file)
      {
        continue
      }
      let insertAt = Int(file.tokens[chain.end - 1].end)
      context.report(
        description, at: context.offset(i),
        "UIHostingConfiguration without .margins(…): its content is inset by the cell's default layout "
          + "margins; state them, e.g. .margins(.all, 0) to fill the cell (seed 000)",
        edits: context.wantsFixes
          ? [.insert(".margins(.all, 0)", at: insertAt, in: file.path, rule: description.id)] : [],
        fixable: true)
    }
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
    summary: "UIHostingConfiguration without .margins(…)",
    rationale: """
      UIHostingConfiguration lays its SwiftUI content inside the cell's layout margins by default,
      so content meant to fill the cell is inset (seed 000). Say which margins you want.
      """,
    problem: "hosted-cell-safe-area",
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
    ])
}
