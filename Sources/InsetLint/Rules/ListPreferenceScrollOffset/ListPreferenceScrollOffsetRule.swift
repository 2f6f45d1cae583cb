/// Scroll-offset tracking with a PreferenceKey and a GeometryReader inside a `List` is
/// delivered once and then goes stale: List (a UITableView/UICollectionView underneath) does not
/// propagate preferences continuously while it scrolls (seed 004). The same code inside a
/// `ScrollView` works.
public struct ListPreferenceScrollOffsetRule: Rule {
  public init() {}
  public let triggers: [StaticString] = ["GeometryReader"]

  public func check(_ context: FileContext) {
    let file = context.file
    for i in 0..<file.count where file.tokenIs(i, "List") && file.kind(i - 1) != .dot {
      guard let chain = Expressions.chain(file, at: i), chain.primary == i,
        let open = chain.primaryClosures.first,
        let close = file.match(open)
      else { continue }
      let content = open..<close
      guard let reader = content.first(where: { file.tokenIs($0, "GeometryReader") }),
        content.contains(where: {
          (file.tokenIs($0, "preference") || file.tokenIs($0, "anchorPreference"))
            && file.kind($0 - 1) == .dot
        })
      else { continue }
      context.report(
        description, at: context.offset(reader),
        "PreferenceKey + GeometryReader offset tracking inside a List: the preference is delivered once and "
          + "then goes stale while the List scrolls; use onScrollGeometryChange (iOS 18+) or a KVO "
          + "tracker that finds the List's scroll view")
    }
  }

  public static let description = RuleDescription(
    id: "list-preference-scroll-offset",
    summary: "PreferenceKey scroll-offset tracking inside a List",
    rationale: """
      Inside a List, onPreferenceChange fires once and not while scrolling, so a header that
      follows the offset stops moving.
      """,
    problem: "list-scroll-tracking",
    triggering: [
      Example(
        """
        List {
          Section {
            ForEach(todos) { TodoRow(todo: $0) }
          }
          .background(
            ↓GeometryReader { proxy in
              Color.clear.preference(key: OffsetKey.self, value: proxy.frame(in: .named("list")).minY)
            })
        }
        .coordinateSpace(name: "list")
        .onPreferenceChange(OffsetKey.self) { headerOffset = $0 }
        """)
    ],
    nonTriggering: [
      Example(
        """
        ScrollView {
          LazyVStack { ForEach(todos) { TodoRow(todo: $0) } }
            .background(
              GeometryReader { proxy in
                Color.clear.preference(key: OffsetKey.self, value: proxy.frame(in: .named("scroll")).minY)
              })
        }
        .coordinateSpace(name: "scroll")
        .onPreferenceChange(OffsetKey.self) { headerOffset = $0 }
        """),
      Example("List { GeometryReader { proxy in Text(\"\\(proxy.size.width)\") } }"),
    ])
}
