import InsetEngine

/// `.padding(.horizontal, 16)` (or 20, or a same-file constant of that value) at screen level,
/// the root of a `body` or directly inside a ScrollView/List/NavigationStack/Form, misses the
/// system content margins, which vary by device, orientation and container, and are asymmetric
/// next to a folding device's bar (seed 002). Rows, chips, toasts and other components are
/// left alone: their padding is their own design.
public struct FixedHorizontalPaddingRule: Rule {
  public init() {}
  public let triggers: [StaticString] = [".horizontal"]
  static let containers: Set<String> = ["ScrollView", "List", "NavigationStack", "NavigationView", "Form"]
  /// A type whose name holds one of these is a component, not a screen.
  static let componentWords = [
    "Row", "Chip", "Toast", "Cell", "Card", "Badge", "Button", "Label", "Tag", "Pill", "Banner", "Item",
    "Component",
  ]

  public func check(_ context: FileContext) {
    let file = context.file
    for i in 0..<file.count where file.tokenIs(i, "padding") && file.kind(i - 1) == .dot {
      guard file.kind(i + 1) == .openParen, let close = file.match(i + 1) else { continue }
      let arguments = Expressions.arguments(file, open: i + 1)
      guard arguments.count == 2, arguments[0].label == nil, arguments[1].label == nil,
        arguments[0].value.count == 2, file.tokenIs(arguments[0].value.upperBound - 1, "horizontal"),
        let points = amount(arguments[1].value, context: context), points == 16 || points == 20
      else { continue }
      guard let chain = Expressions.chain(file, containingDot: i - 1), let place = screenLevel(chain, context)
      else { continue }
      let range = Int(file.tokens[i - 1].start)..<Int(file.tokens[close].end)
      var finding = context.finding(
        description, at: context.offset(i),
        ".padding(.horizontal, \(Int(points))) at \(place): the system content margins vary by device, "
          + "orientation and container (20 pt on large phones, 0 next to a folding device's bar); use the "
          + "container's content margins (seed 002)")
      if let fixing = context.fixing {
        // The selected strategy's own edit, when it replaces this modifier.
        switch fixing.edit(for: description.problem, file: file.path) {
        case .success(let edit) where edit.anchor == .replacingModifier && edit.supportCode.isEmpty:
          finding.edits = [
            TextEdit(file: file.path, range: range, replacement: edit.text, rule: description.id)
          ]
          finding.fixable = true
        case .success(let edit):
          finding.fixNote = "the selected strategy's edit goes \(edit.anchor.rawValue); apply it by hand"
        case .failure(let reason): finding.fixNote = reason.reason
        }
      }
      context.record { $0.findings.append(finding) }
    }
  }

  /// A number literal, or a same-file `let` whose value is one.
  func amount(_ value: Range<Int>, context: FileContext) -> Double? {
    let file = context.file
    if value.count == 1, file.kind(value.lowerBound) == .number { return Double(file.text(value.lowerBound)) }
    guard value.allSatisfy({ file.kind($0) == .identifier || file.kind($0) == .dot }),
      file.kind(value.upperBound - 1) == .identifier
    else { return nil }
    let name = file.text(value.upperBound - 1)
    for variable in context.index.variables where variable.name == name && variable.isLet {
      guard let initial = variable.initializer, initial.count == 1, file.kind(initial.lowerBound) == .number
      else {
        continue
      }
      return Double(file.text(initial.lowerBound))
    }
    return nil
  }

  /// "the root of body" or "directly inside ScrollView", or nil for anything deeper or a component.
  func screenLevel(_ chain: Chain, _ context: FileContext) -> String? {
    let file = context.file
    if let type = context.index.enclosingType(of: chain.start),
      Self.componentWords.contains(where: context.index.types[type].name.hasFragment)
    {
      return nil
    }
    guard let brace = ViewContent.enclosingBrace(of: chain.start, in: file),
      ViewContent.isStatement(chain.start, directlyIn: brace, file: file)
    else { return nil }
    if context.index.variables.contains(where: { $0.bodyOpen == brace && $0.name == "body" }) {
      return "the root of body"
    }
    if let owner = ViewContent.callOwning(brace: brace, in: file), Self.containers.contains(file.text(owner))
    {
      return "screen level (directly inside \(file.text(owner)))"
    }
    return nil
  }

  public static let description = RuleDescription(
    id: "fixed-horizontal-padding",
    summary: "Fixed horizontal padding at screen level instead of the system content margins",
    rationale: """
      System content margins are 16 or 20 pt depending on the device and orientation, and 0 next
      to a folding device's bar; a fixed 16 lines up on some devices only (seed 002).
      """,
    problem: "fixed-horizontal-padding",
    triggering: [
      Example(
        """
        struct SettingsScreen: View {
          var body: some View {
            VStack(alignment: .leading) { Text("Title") }
              .↓padding(.horizontal, 16)
          }
        }
        """,
        fixed: """
          struct SettingsScreen: View {
            var body: some View {
              VStack(alignment: .leading) { Text("Title") }
                .contentMargins(for: .container, edges: .horizontal)
            }
          }
          """,
        plans: [.using([("container-content-margins", "27.1")], problem: "fixed-horizontal-padding")]),
      Example(
        """
        private let horizontalPadding: CGFloat = 20
        struct Feed: View {
          var body: some View {
            ScrollView {
              LazyVStack { ForEach(items) { Text($0.title) } }
                .↓padding(.horizontal, horizontalPadding)
            }
          }
        }
        """),
    ],
    nonTriggering: [
      Example(
        """
        struct TagChip: View {
          var body: some View { Text(title).padding(.horizontal, 16) }
        }
        """),
      Example(
        """
        struct Screen: View {
          var body: some View {
            VStack {
              HStack { Text("a") }.padding(.horizontal, 16)
            }
            .padding(.horizontal, 12)
          }
        }
        """),
      Example("struct Screen: View { var body: some View { Text(\"a\").padding(.horizontal) } }"),
    ])
}
