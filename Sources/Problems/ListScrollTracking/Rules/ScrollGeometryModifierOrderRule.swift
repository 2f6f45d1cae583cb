import InsetEmulation
import InsetEngine
import InsetLint

/// `.onScrollGeometryChange` applied outside a `.safeAreaInset` whose content holds a
/// ScrollView tracks the wrong scroll view ("Multiple scroll views were found. Picking the first
/// one"): the header's horizontal ScrollView instead of the List (seed 004). Applied before the
/// `.safeAreaInset`, it sees only the List. The fix moves it there.
public struct ScrollGeometryModifierOrderRule: Rule {
  public init() {}
  public let triggers: [StaticString] = ["onScrollGeometryChange"]

  public func check(_ context: FileContext) {
    let file = context.file
    for i in 0..<file.count where file.tokenIs(i, "onScrollGeometryChange") && file.kind(i - 1) == .dot {
      guard let chain = Expressions.chain(file, containingDot: i - 1),
        let tracker = chain.links.firstIndex(where: { $0.name == i }),
        let inset = chain.links[..<tracker].firstIndex(where: { link in
          file.tokenIs(link.name, "safeAreaInset")
            && !ViewContent.scrollViews(in: ViewContent.span(of: link), context: context, horizontal: false)
              .isEmpty
        })
      else { continue }
      let moved = chain.links[tracker]
      let target = chain.links[inset]
      var edits: [TextEdit] = []
      if context.wantsFixes {
        let text = file.text(in: Int(file.tokens[moved.dot].start)..<Int(file.tokens[moved.end - 1].end))
        let removal = Int(file.tokens[moved.dot - 1].end)..<Int(file.tokens[moved.end - 1].end)
        let before = Int(file.tokens[target.dot].start)
        let insertion =
          file.tokens[target.dot].startsLine ? text + file.newline + file.indentation(at: before) : text
        edits = [
          .insert(insertion, at: before, in: file.path, rule: description.id),
          TextEdit(file: file.path, range: removal, replacement: "", rule: description.id),
        ]
      }
      context.report(
        description, at: context.offset(i),
        ".onScrollGeometryChange is applied outside a .safeAreaInset whose content holds a ScrollView: it "
          + "picks the first scroll view it finds, the inset's, not the list's; apply it before "
          + ".safeAreaInset", edits: edits, fixable: true)
    }
  }

  public static let description = RuleDescription(
    id: "scroll-geometry-modifier-order",
    summary: ".onScrollGeometryChange applied outside a .safeAreaInset that holds a ScrollView",
    rationale: """
      With a ScrollView in the inset's content there are two scroll views under the modifier,
      and SwiftUI picks the first one; order the modifiers so it sees only the list.
      """,
    problem: "list-scroll-tracking",
    flaggedAPIIntroduced: "18.0",
    triggering: [
      Example(
        """
        List(todos) { TodoRow(todo: $0) }
          .safeAreaInset(edge: .top) {
            ScrollView(.horizontal) { FilterChips() }.frame(height: 36)
          }
          .↓onScrollGeometryChange(for: CGFloat.self) { $0.contentOffset.y } action: { _, y in offset = y }
        """,
        fixed: """
          List(todos) { TodoRow(todo: $0) }
            .onScrollGeometryChange(for: CGFloat.self) { $0.contentOffset.y } action: { _, y in offset = y }
            .safeAreaInset(edge: .top) {
              ScrollView(.horizontal) { FilterChips() }.frame(height: 36)
            }
          """),
      // The inset's content is a property of the same file that holds the ScrollView.
      Example(
        """
        struct TodoList: View {
          var header: some View { ScrollView(.horizontal) { FilterChips() }.frame(height: 36) }
          var body: some View {
            List(todos) { TodoRow(todo: $0) }.safeAreaInset(edge: .top) { header }.↓onScrollGeometryChange(for: CGFloat.self, of: { $0.contentOffset.y }) { _, y in offset = y }
          }
        }
        """,
        fixed: """
          struct TodoList: View {
            var header: some View { ScrollView(.horizontal) { FilterChips() }.frame(height: 36) }
            var body: some View {
              List(todos) { TodoRow(todo: $0) }.onScrollGeometryChange(for: CGFloat.self, of: { $0.contentOffset.y }) { _, y in offset = y }.safeAreaInset(edge: .top) { header }
            }
          }
          """),
      // The bottom edge too.
      Example(
        """
        List(messages) { MessageRow(message: $0) }
          .safeAreaInset(edge: .bottom) { ScrollView(.horizontal) { QuickReplies() } }
          .↓onScrollGeometryChange(for: CGFloat.self) { $0.contentOffset.y } action: { _, y in offset = y }
        """),
      // The content is a ScrollView rather than a List.
      Example(
        """
        ScrollView { LazyVStack { ForEach(items) { ItemRow(item: $0) } } }
          .safeAreaInset(edge: .top) { ScrollView(.horizontal) { FilterChips() }.frame(height: 36) }
          .↓onScrollGeometryChange(for: CGFloat.self) { $0.contentOffset.y } action: { _, y in offset = y }
        """),
      // Other modifiers in between.
      Example(
        """
        List(todos) { TodoRow(todo: $0) }
          .safeAreaInset(edge: .top) { ScrollView(.horizontal) { FilterChips() }.frame(height: 36) }
          .navigationTitle("Todos")
          .↓onScrollGeometryChange(for: CGFloat.self) { $0.contentOffset.y } action: { _, y in offset = y }
        """),
      // A vertical ScrollView in the inset.
      Example(
        """
        List(todos) { TodoRow(todo: $0) }
          .safeAreaInset(edge: .top) { ScrollView { Suggestions() }.frame(height: 120) }
          .↓onScrollGeometryChange(for: CGFloat.self) { $0.contentOffset.y } action: { _, y in offset = y }
        """),
      // The second of two insets holds the ScrollView.
      Example(
        """
        List(todos) { TodoRow(todo: $0) }
          .safeAreaInset(edge: .bottom) { Button("Add") { add() } }
          .safeAreaInset(edge: .top) { ScrollView(.horizontal) { FilterChips() }.frame(height: 36) }
          .↓onScrollGeometryChange(for: CGFloat.self) { $0.contentOffset.y } action: { _, y in offset = y }
        """),
      Example(
        """
        List(todos) { TodoRow(todo: $0) }
          .safeAreaInset(edge: .top, spacing: 0) {
            VStack { SearchField(); ScrollView(.horizontal) { FilterChips() }.frame(height: 36) }
          }
          .↓onScrollGeometryChange(for: Bool.self) { $0.contentOffset.y > 0 } action: { _, scrolled in isScrolled = scrolled }
        """),
    ],
    nonTriggering: [
      Example(
        """
        List(todos) { TodoRow(todo: $0) }
          .onScrollGeometryChange(for: CGFloat.self) { $0.contentOffset.y } action: { _, y in offset = y }
          .safeAreaInset(edge: .top) { ScrollView(.horizontal) { FilterChips() }.frame(height: 36) }
        """),
      Example(
        """
        List(todos) { TodoRow(todo: $0) }
          .safeAreaInset(edge: .bottom) { Button("Add") { add() } }
          .onScrollGeometryChange(for: CGFloat.self) { $0.contentOffset.y } action: { _, y in offset = y }
        """),
      // The inset holds no ScrollView.
      Example(
        """
        List(todos) { TodoRow(todo: $0) }
          .safeAreaInset(edge: .top) { HStack { FilterButton(); SortButton() } }
          .onScrollGeometryChange(for: CGFloat.self) { $0.contentOffset.y } action: { _, y in offset = y }
        """),
      // Tracking the inset's own ScrollView on purpose.
      Example(
        """
        List(todos) { TodoRow(todo: $0) }
          .safeAreaInset(edge: .top) {
            ScrollView(.horizontal) { FilterChips() }
              .onScrollGeometryChange(for: CGFloat.self) { $0.contentOffset.x } action: { _, x in chipsOffset = x }
          }
        """),
      // No inset at all.
      Example(
        """
        List(todos) { TodoRow(todo: $0) }
          .onScrollGeometryChange(for: CGFloat.self) { $0.contentOffset.y } action: { _, y in offset = y }
        """),
      // A different API.
      Example(
        """
        List(todos) { TodoRow(todo: $0) }
          .safeAreaInset(edge: .top) { ScrollView(.horizontal) { FilterChips() }.frame(height: 36) }
          .onScrollPhaseChange { _, phase in isScrolling = phase.isScrolling }
        """),
      // Commented out.
      Example(
        """
        List(todos) { TodoRow(todo: $0) }
          .safeAreaInset(edge: .top) { ScrollView(.horizontal) { FilterChips() }.frame(height: 36) }
          // .onScrollGeometryChange(for: CGFloat.self) { $0.contentOffset.y } action: { _, y in offset = y }
        """),
      // Tracking applied in a separate statement on another view.
      Example(
        """
        VStack {
          HeaderChips().safeAreaInset(edge: .top) { ScrollView(.horizontal) { FilterChips() }.frame(height: 36) }
          List(todos) { TodoRow(todo: $0) }
            .onScrollGeometryChange(for: CGFloat.self) { $0.contentOffset.y } action: { _, y in offset = y }
        }
        """),
    ])
}
