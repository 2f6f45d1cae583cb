import InsetEmulation
import InsetEngine
import InsetLint

/// Scroll-offset tracking with a PreferenceKey and a GeometryReader inside a `List` is
/// delivered once and then goes stale: List (a UITableView/UICollectionView underneath) does not
/// propagate preferences continuously while it scrolls (seed 004). The same code inside a
/// `ScrollView` works.
public struct ListPreferenceScrollOffsetRule: Rule {
  public init() {}
  public let triggers: [StaticString] = ["GeometryReader"]

  public func check(_ context: FileContext) {
    let file = context.file
    for i in 0..<file.count
    where file.tokenIs(i, "List") && (file.kind(i - 1) != .dot || file.tokenIs(i - 2, "SwiftUI")) {
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
        """),
      Example(
        """
        List(todos) { todo in
          TodoRow(todo: todo)
            .background(↓GeometryReader { proxy in
              Color.clear.preference(key: RowOffsetKey.self, value: proxy.frame(in: .global).minY)
            })
        }
        """),
      Example(
        """
        List {
          ↓GeometryReader { proxy in
            Color.clear.anchorPreference(key: TopAnchorKey.self, value: .bounds) { $0 }
          }
          .frame(height: 0)
          ForEach(items) { Text($0.title) }
        }
        """),
      Example(
        """
        List(selection: $selection) {
          ForEach(items) { ItemRow(item: $0) }
            .overlay(↓GeometryReader { proxy in
              Color.clear.preference(key: OffsetKey.self, value: proxy.frame(in: .named("list")).minY)
            })
        }
        """),
      Example(
        """
        List {
          Section(header: ↓GeometryReader { proxy in
            Text("Today").preference(key: HeaderOffsetKey.self, value: proxy.frame(in: .global).minY)
          }) {
            ForEach(todos) { TodoRow(todo: $0) }
          }
        }
        """),
      Example(
        """
        NavigationStack {
          List {
            ↓GeometryReader { proxy in
              Color.clear.preference(key: ScrollOffsetKey.self, value: -proxy.frame(in: .named("scroll")).origin.y)
            }
            ForEach(items) { Text($0.title) }
          }
          .coordinateSpace(name: "scroll")
        }
        """),
      // Module-qualified.
      Example(
        """
        SwiftUI.List {
          ↓GeometryReader { proxy in Color.clear.preference(key: OffsetKey.self, value: proxy.frame(in: .global).minY) }
        }
        """),
      Example(
        """
        struct Feed: View {
          @State private var offset: CGFloat = 0
          var body: some View {
            List(posts) { post in
              PostRow(post: post).background(↓GeometryReader { Color.clear.preference(key: OffsetKey.self, value: $0.frame(in: .global).minY) })
            }
            .onPreferenceChange(OffsetKey.self) { offset = $0 }
          }
        }
        """),
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
      Example(
        """
        ScrollView {
          LazyVStack {
            GeometryReader { proxy in
              Color.clear.preference(key: OffsetKey.self, value: proxy.frame(in: .named("scroll")).minY)
            }
            ForEach(items) { Text($0.title) }
          }
        }
        """),
      // A preference without a GeometryReader.
      Example("List { Text(\"a\").preference(key: TitleKey.self, value: \"a\") }"),
      // Tracked outside the List.
      Example(
        """
        VStack {
          GeometryReader { proxy in Color.clear.preference(key: SizeKey.self, value: proxy.size.height) }
          List(items) { Text($0.title) }
        }
        """),
      // The scroll geometry API.
      Example(
        """
        List(items) { Text($0.title) }
          .onScrollGeometryChange(for: CGFloat.self) { $0.contentOffset.y } action: { _, y in offset = y }
        """),
      Example(
        """
        MyList {
          GeometryReader { proxy in Color.clear.preference(key: OffsetKey.self, value: proxy.frame(in: .global).minY) }
        }
        """),
      // Commented out.
      Example(
        """
        List {
          // GeometryReader { proxy in Color.clear.preference(key: OffsetKey.self, value: 0) }
          ForEach(items) { Text($0.title) }
        }
        """),
    ])
}
