import InsetEmulation
import InsetEngine
import InsetLint

/// A horizontal ScrollView inside `.safeAreaInset` without a fixed height has an ambiguous
/// height: after a `searchable` transition the inset content was laid out at zero height and
/// vanished; `.frame(height: 36)` fixed it (seed 004). The height is the author's, so there is
/// no mechanical fix.
public struct SafeAreaInsetHorizontalScrollHeightRule: Rule {
  public init() {}
  public let triggers: [StaticString] = ["safeAreaInset"]

  public func check(_ context: FileContext) {
    let file = context.file
    var reported: Set<Int> = []
    for i in 0..<file.count where file.tokenIs(i, "safeAreaInset") && file.kind(i - 1) == .dot {
      guard let chain = Expressions.chain(file, containingDot: i - 1),
        let link = chain.links.first(where: { $0.name == i })
      else { continue }
      let content = ViewContent.span(of: link)
      for scroll in ViewContent.scrollViews(in: content, context: context, horizontal: true)
      where !reported.contains(scroll) && !hasFixedHeight(scroll, content: content, file: file) {
        reported.insert(scroll)
        context.report(
          description, at: context.offset(scroll),
          "horizontal ScrollView in .safeAreaInset without a fixed height: its height is ambiguous and the "
            + "inset can disappear after a searchable transition; give it .frame(height: …)",
          fixNote: "the height is yours to choose: add .frame(height: …) to the ScrollView")
      }
    }
  }

  /// `.frame(height:)` on the ScrollView's own chain, or on a chain in the inset's content.
  func hasFixedHeight(_ scroll: Int, content: Range<Int>, file: SourceFile) -> Bool {
    func fixes(_ link: Chain.Link) -> Bool {
      guard file.tokenIs(link.name, "frame"), let open = link.arguments else { return false }
      return Expressions.arguments(file, open: open).contains { $0.label == "height" }
    }
    if let chain = Expressions.chain(file, at: scroll), chain.links.contains(where: fixes) { return true }
    for j in content where file.tokenIs(j, "frame") && file.kind(j - 1) == .dot {
      if let chain = Expressions.chain(file, containingDot: j - 1),
        let link = chain.links.first(where: { $0.name == j }),
        fixes(link)
      {
        return true
      }
    }
    return false
  }

  public static let description = RuleDescription(
    id: "safe-area-inset-horizontal-scroll-height",
    summary: "Horizontal ScrollView in .safeAreaInset without a fixed height",
    rationale: """
      A horizontal ScrollView takes its height from its content only after layout; inside
      .safeAreaInset that left the header at zero height after a searchable transition.
      A fixed height keeps it stable.
      """,
    problem: "list-scroll-tracking",
    suggests: .none,
    triggering: [
      Example(
        """
        List(todos) { TodoRow(todo: $0) }
          .safeAreaInset(edge: .top) {
            ↓ScrollView(.horizontal, showsIndicators: false) { FilterChips() }
          }
        """),
      Example(
        """
        struct Todos: View {
          var header: some View { ↓ScrollView(.horizontal) { FilterChips() } }
          var body: some View { List(todos) { TodoRow(todo: $0) }.safeAreaInset(edge: .top) { header } }
        }
        """),
      Example(
        """
        List(messages) { MessageRow(message: $0) }
          .safeAreaInset(edge: .bottom) {
            ↓ScrollView(.horizontal) { QuickReplies() }.padding(.vertical, 8)
          }
        """),
      // Nested in a stack.
      Example(
        """
        List(todos) { TodoRow(todo: $0) }
          .safeAreaInset(edge: .top) {
            VStack(alignment: .leading) {
              Text("Filters")
              ↓ScrollView(.horizontal) { FilterChips() }
            }
          }
        """),
      Example(
        """
        List(todos) { TodoRow(todo: $0) }
          .safeAreaInset(edge: .top, spacing: 0) { ↓ScrollView(.horizontal, showsIndicators: false) { FilterChips() } }
        """),
      // Over a ScrollView rather than a List.
      Example(
        """
        ScrollView { LazyVStack { ForEach(items) { ItemRow(item: $0) } } }
          .safeAreaInset(edge: .top) { ↓ScrollView(.horizontal) { FilterChips() } }
        """),
      // A width is not a height.
      Example(
        """
        List(todos) { TodoRow(todo: $0) }
          .safeAreaInset(edge: .top) { ↓ScrollView(.horizontal) { FilterChips() }.frame(width: 320) }
        """),
      // Through a property with its own modifiers.
      Example(
        """
        struct Todos: View {
          var chips: some View { ↓ScrollView(.horizontal) { FilterChips() } }
          var body: some View { List(todos) { TodoRow(todo: $0) }.safeAreaInset(edge: .top) { chips.padding(.horizontal) } }
        }
        """),
    ],
    nonTriggering: [
      Example(
        """
        List(todos) { TodoRow(todo: $0) }
          .safeAreaInset(edge: .top) {
            ScrollView(.horizontal, showsIndicators: false) { FilterChips() }
              .frame(height: 36)
          }
        """),
      Example(
        "List(todos) { TodoRow(todo: $0) }.safeAreaInset(edge: .top) { ScrollView { Text(\"a\") } }"),
      // The inset's container has the fixed height.
      Example(
        """
        List(todos) { TodoRow(todo: $0) }
          .safeAreaInset(edge: .top) {
            VStack { ScrollView(.horizontal) { FilterChips() } }.frame(height: 44)
          }
        """),
      // A vertical ScrollView is another matter.
      Example(
        """
        List(todos) { TodoRow(todo: $0) }
          .safeAreaInset(edge: .top) { ScrollView { Suggestions() }.frame(maxHeight: 120) }
        """),
      // A horizontal ScrollView outside any inset.
      Example(
        """
        VStack {
          ScrollView(.horizontal) { FilterChips() }
          List(todos) { TodoRow(todo: $0) }
        }
        """),
      Example(
        """
        List(todos) { TodoRow(todo: $0) }
          .safeAreaInset(edge: .bottom) { HStack { TextField("Reply", text: $reply); SendButton() } }
        """),
      // A different API.
      Example(
        """
        List(todos) { TodoRow(todo: $0) }
          .safeAreaPadding(.top, 44)
          .overlay(alignment: .top) { ScrollView(.horizontal) { FilterChips() } }
        """),
      // Commented out.
      Example(
        """
        List(todos) { TodoRow(todo: $0) }
          .safeAreaInset(edge: .top) {
            // ScrollView(.horizontal) { FilterChips() }
            FilterSummary().frame(height: 36)
          }
        """),
    ])
}
