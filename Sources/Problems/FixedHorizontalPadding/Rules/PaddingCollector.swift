import InsetEmulation
import InsetEngine
import InsetLint

/// The per-file pass of `fixed-horizontal-padding`: where a view's content sits (the root of its
/// body, directly in its vertical scroll view, or in a project wrapper's content, through `if`/
/// `switch` branches, helper properties and functions, and layout-neutral wrappers), its fixed
/// horizontal paddings there, the number constants the file declares, and how it names views.
struct PaddingCollector {
  let context: FileContext
  let file: SourceFile
  let index: SyntaxIndex
  /// Member bodies (`{` of a computed property or function) → (name, owning type index, name token).
  let members: [Int: (name: String, type: Int, nameToken: Int)]
  let isWidgetFile: Bool
  /// Bodies of `PreviewProvider` types: what they name is named by a preview only.
  let previewRanges: [Range<Int>]
  /// For each token, the innermost `(`, `[` or `{` that contains it (-1 at file level): one pass,
  /// so climbing out of nested view code costs a lookup per level.
  let enclosing: [Int32]

  /// Closures whose content is laid out as if they were not there.
  static let transparent: Set<String> = [
    "GeometryReader", "ScrollViewReader", "Group", "ZStack", "NavigationStack", "NavigationView",
  ]
  /// Calls that present what their closures or `destination:`/`rootView:` arguments make.
  static let presenters: Set<String> = [
    "sheet", "fullScreenCover", "popover", "navigationDestination", "NavigationLink", "WindowGroup",
    "TabView", "Tab", "UIHostingController", "tabItem",
  ]
  /// SwiftUI and system types that are never a project view (saves facts and lookups).
  static let builtins: Set<String> = [
    "Text", "Image", "VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid",
    "ScrollView", "List", "Form", "Section", "ForEach", "Group", "GeometryReader", "ScrollViewReader",
    "NavigationStack", "NavigationView", "NavigationLink", "Button", "Toggle", "TextField", "SecureField",
    "Spacer", "Divider", "Color", "Label", "Link", "Menu", "Picker", "ProgressView", "EmptyView", "AnyView",
    "Circle", "Capsule", "Rectangle", "RoundedRectangle", "Font", "CGFloat", "CGSize", "CGRect", "CGPoint",
    "URL", "String", "Int", "Double", "Bool", "Array", "Set", "Dictionary", "Date", "UUID", "Binding",
    "State", "LocalizedStringKey", "EdgeInsets", "UIColor", "UIImage", "UIView", "UIFont", "Task",
    "DispatchQueue", "NSLayoutConstraint", "IndexPath", "Optional", "Result", "Error", "Data", "Animation",
    "GridItem", "Grid", "GridRow", "ViewThatFits", "AsyncImage", "TimelineView", "Canvas", "Path", "Gradient",
    "LinearGradient", "Alert", "ActionSheet", "ToolbarItem", "ToolbarItemGroup", "UIHostingController",
    "UIHostingConfiguration", "DatePicker", "Stepper", "Slider", "TextEditor", "ShareLink",
    "ContentUnavailableView",
  ]

  init(_ context: FileContext) {
    self.context = context
    file = context.file
    index = context.index
    var members: [Int: (name: String, type: Int, nameToken: Int)] = [:]
    for variable in index.variables {
      // Computed member properties only: `if let x {` binds a variable too.
      if variable.isMember, let open = variable.bodyOpen, let owner = variable.owner {
        members[open] = (variable.name, owner, variable.nameToken)
      }
    }
    for function in index.functions {
      if let open = function.bodyOpen, let owner = function.owner {
        members[open] = (function.name, owner, function.nameToken)
      }
    }
    self.members = members
    isWidgetFile = file.contains("import WidgetKit")
    previewRanges = index.types.filter { $0.inherits.contains("PreviewProvider") }.map {
      $0.bodyOpen..<$0.bodyClose
    }
    var enclosing = [Int32](repeating: -1, count: file.count)
    var stack: [Int32] = []
    for j in 0..<file.count {
      switch file.tokens[j].kind {
      case .closeBrace, .closeParen, .closeBracket:
        _ = stack.popLast()
        enclosing[j] = stack.last ?? -1
      case .openBrace, .openParen, .openBracket:
        enclosing[j] = stack.last ?? -1
        stack.append(Int32(j))
      default:
        enclosing[j] = stack.last ?? -1
      }
    }
    self.enclosing = enclosing
  }

  /// The innermost `{` that contains token `index`, or nil at file level.
  func enclosingBrace(of index: Int) -> Int? {
    var j = Int(enclosing[index])
    while j >= 0 && file.kind(j) != .openBrace { j = Int(enclosing[j]) }
    return j >= 0 ? j : nil
  }

  func collect() -> PaddingFacts? {
    var cache = StatementCache()
    let paddings = file.contains(".horizontal") ? paddingSites(&cache) : []
    let usages = viewUsages(&cache)
    let views = viewTypes()
    let constants = numberConstants(named: Set(paddings.compactMap(\.reference.last)))
    if paddings.isEmpty && usages.isEmpty && views.isEmpty && constants.isEmpty { return nil }
    return PaddingFacts(paddings: paddings, constants: constants, usages: usages, views: views)
  }

  // MARK: - Places

  /// Where a statement ended up: a member body of a type, at a level. `crowded`: on the way it
  /// shared a brace with other views (a header above a list), so at the root it is an element of
  /// the content, not the content.
  struct Reached {
    let member: String
    let type: Int
    let level: PlaceLevel
    let crowded: Bool
    /// It shared a brace with other views on the way below any scroll view (never cleared): it
    /// is not the whole content of the view it reached.
    let shared: Bool
  }
  /// Statements per brace, computed once each.
  struct StatementCache {
    var statements: [Int: [Range<Int>]] = [:]
    /// Per type index: lowercase identifier → where the type's body names it.
    var names: [Int: [String: [Int]]] = [:]
    mutating func callAsFunction(_ brace: Int, _ file: SourceFile) -> [Range<Int>] {
      if let known = statements[brace] { return known }
      let computed = Expressions.statements(file, inBraces: brace)
      statements[brace] = computed
      return computed
    }
  }

  /// The statement that holds token `token` directly in `brace`, and its first token after a
  /// `case …:`/`default:` label.
  func statement(holding token: Int, in brace: Int, _ cache: inout StatementCache) -> (Range<Int>, head: Int)?
  {
    guard let statement = cache(brace, file).first(where: { $0.contains(token) }) else { return nil }
    var head = statement.lowerBound
    if file.tokenIs(head, "case") || file.tokenIs(head, "default") {
      var j = head
      while j < statement.upperBound && file.kind(j) != .colon { j += 1 }
      head = j + 1
    }
    return (statement, head)
  }

  /// Climbs from the statement starting at `start` to the member body it belongs to, through
  /// branches and layout-neutral closures; nil when it is nested in anything else.
  func climb(
    _ start: Int, _ level: PlaceLevel, crowded: Bool = false, shared: Bool = false, _ budget: Int,
    _ cache: inout StatementCache
  ) -> Reached? {
    guard budget > 0, let brace = enclosingBrace(of: start),
      let (own, head) = statement(holding: start, in: brace, &cache), head == start
    else { return nil }
    let parent = enclosingBrace(of: brace)
    let outerStatement = parent.flatMap { statement(holding: brace, in: $0, &cache) }
    // The other cases of a switch are alternatives, not neighbours.
    let isSwitch = outerStatement.map { file.tokenIs($0.head, "switch") } ?? false
    let alone = isSwitch || isAlone(own, in: brace, &cache)
    let crowded = crowded || !alone
    // Above the scroll view (bars stacked with it) neighbours do not make it less the content.
    let shared = shared || (!alone && level == .root)
    if let member = members[brace] {
      return Reached(member: member.name, type: member.type, level: level, crowded: crowded, shared: shared)
    }
    guard let parent, let (outer, outerHead) = outerStatement else { return nil }
    if let branch = ifHead(outerHead, in: parent, &cache) ?? (isSwitch ? outerHead : nil) {
      return climb(branch, level, crowded: crowded, shared: shared, budget - 1, &cache)
    }
    guard let chain = Expressions.chain(file, at: outerHead), chain.primaryClosures.contains(brace),
      chain.end <= outer.upperBound
    else { return nil }
    let name = file.text(chain.primary)
    if Self.transparent.contains(name) {
      return climb(outerHead, level, crowded: crowded, shared: shared, budget - 1, &cache)
    }
    switch name {
    case "ScrollView":
      guard !ViewContent.isHorizontal(scrollView: chain.primary, file: file) else { return nil }
      if level != .root {
        return climb(outerHead, level, crowded: crowded, shared: shared, budget - 1, &cache)
      }
      return climb(outerHead, .scrollContent, shared: shared, budget - 1, &cache)
    case "VStack", "LazyVStack":
      // A stack whose other children are spacers only positions its one block; a scroll view
      // stacked with bars is still the screen's scrolling content.
      guard level != .root || alone else { return nil }
      return climb(outerHead, level, crowded: crowded, shared: shared, budget - 1, &cache)
    default:
      guard level == .root, brace == chain.primaryClosures.first,
        Expressions.isUpperCamel(file, chain.primary),
        !Self.builtins.contains(name)
      else { return nil }
      return climb(outerHead, .wrapperContent(name), shared: shared, budget - 1, &cache)
    }
  }

  /// The `if` that a statement belongs to: itself, or the `if` of a condition list it ends
  /// (`if a, let b {`: the comma splits the statement).
  func ifHead(_ head: Int, in brace: Int, _ cache: inout StatementCache) -> Int? {
    var start = head
    while !file.tokenIs(start, "if") {
      guard file.kind(start - 1) == .comma,
        let previous = cache(brace, file).last(where: { $0.upperBound <= start - 1 })
      else { return nil }
      start = previous.lowerBound
    }
    return start
  }

  /// True when the other statements of `brace` are spacers, declarations or full-screen
  /// backgrounds (a layer that ignores the safe area) only.
  func isAlone(_ statement: Range<Int>, in brace: Int, _ cache: inout StatementCache) -> Bool {
    cache(brace, file).allSatisfy { other in
      other == statement || file.tokenIs(other.lowerBound, oneOf: ["Spacer", "let", "var"])
        || other.contains { file.tokenIs($0, oneOf: ["ignoresSafeArea", "edgesIgnoringSafeArea"]) }
    }
  }

  /// Follows a helper member back to `body` through the places that name it; the deepest level
  /// found on the way wins (a helper's root placed in a ScrollView is scroll content).
  func toBody(_ reached: Reached, _ budget: Int, _ cache: inout StatementCache) -> Reached? {
    if reached.member == "body" { return reached.level == .root && reached.crowded ? nil : reached }
    guard budget > 0 else { return nil }
    if cache.names[reached.type] == nil {
      let type = index.types[reached.type]
      var names: [String: [Int]] = [:]
      for j in (type.bodyOpen + 1)..<type.bodyClose
      where file.kind(j) == .identifier && !Expressions.isUpperCamel(file, j) {
        names[file.text(j), default: []].append(j)
      }
      cache.names[reached.type] = names
    }
    for j in cache.names[reached.type]?[reached.member] ?? [] where !isDeclaration(name: j) {
      var start = j
      if file.kind(j - 1) == .dot {
        guard file.tokenIs(j - 2, "self") else { continue }
        start = j - 2
      }
      guard
        let outer = climb(start, reached.level, crowded: reached.crowded, shared: reached.shared, 12, &cache),
        let found = toBody(outer, budget - 1, &cache)
      else { continue }
      return found
    }
    return nil
  }

  func isDeclaration(name j: Int) -> Bool {
    file.tokenIs(j - 1, "var") || file.tokenIs(j - 1, "func") || file.tokenIs(j - 1, "let")
  }

  // MARK: - Paddings

  func paddingSites(_ cache: inout StatementCache) -> [PaddingSite] {
    var sites: [PaddingSite] = []
    for i in 1..<max(file.count, 1) where file.tokenIs(i, "padding") && file.kind(i - 1) == .dot {
      guard file.kind(i + 1) == .openParen, let close = file.match(i + 1) else { continue }
      let arguments = Expressions.arguments(file, open: i + 1)
      guard arguments.count == 2, arguments[0].label == nil, arguments[1].label == nil,
        arguments[0].value.count == 2, file.tokenIs(arguments[0].value.upperBound - 1, "horizontal"),
        let (literal, reference) = value(arguments[1].value)
      else { continue }
      guard let chain = Expressions.chain(file, containingDot: i - 1),
        let link = chain.links.firstIndex(where: { $0.name == i }),
        !isInnerPadding(chain.links[(link + 1)...]), !isCardMargin(chain.links[..<link]),
        let reached = climb(chain.start, .root, 12, &cache),
        let found = toBody(reached, 3, &cache)
      else { continue }
      let level = found.level
      let owner = index.types[found.type]
      if isWidgetFile || owner.inherits.contains("PreviewProvider") { continue }
      let offset = context.offset(i)
      let (line, column) = file.location(of: offset)
      let range = Int(file.tokens[i - 1].start)..<Int(file.tokens[close].end)
      sites.append(
        PaddingSite(
          source: oneLine(file.text(in: range)), literal: literal, reference: reference, owner: owner.name,
          level: level, offset: offset, line: line, column: column,
          range: [range.lowerBound, range.upperBound]))
    }
    return sites
  }

  /// A number literal, or the dotted name that holds the value.
  func value(_ range: Range<Int>) -> (Double?, [String])? {
    if range.count == 1, file.kind(range.lowerBound) == .number {
      return Double(file.text(range.lowerBound)).map { ($0, []) }
    }
    guard !range.isEmpty, range.allSatisfy({ file.kind($0) == .identifier || file.kind($0) == .dot }),
      file.kind(range.upperBound - 1) == .identifier
    else { return nil }
    let names = range.filter { file.kind($0) == .identifier }.map { file.text($0) }.filter {
      $0 != "self" && $0 != "Self"
    }
    return names.isEmpty ? nil : (nil, names)
  }

  /// Modifiers after the padding that draw a shape or material around it: the padding is that
  /// component's inner padding. A plain color behind a screen is not a shape.
  func isInnerPadding(_ after: ArraySlice<Chain.Link>) -> Bool {
    after.contains { drawsShape($0) }
  }

  /// A rounded shape, clip or material before the padding: the padding is a card's outer margin.
  func isCardMargin(_ before: ArraySlice<Chain.Link>) -> Bool {
    before.contains { drawsShape($0) }
  }

  static let shapes: [StaticString] = [
    "RoundedRectangle", "Capsule", "Circle", "Ellipse", "UnevenRoundedRectangle", "ContainerRelativeShape",
    "stroke", "strokeBorder",
  ]

  func drawsShape(_ link: Chain.Link) -> Bool {
    let name = file.text(link.name)
    let span = ViewContent.span(of: link)
    switch name {
    case "cornerRadius", "clipShape", "mask", "glassEffect", "border", "containerShape":
      return true
    case "background", "backgroundStyle", "overlay":
      return span.contains { file.tokenIs($0, oneOf: Self.shapes) || file.text($0).hasFragment("aterial") }
    default:
      return name.hasFragment("Material") || name.hasFragment("material")
    }
  }

  func oneLine(_ text: String) -> String {
    var result = ""
    var space = false
    for character in text {
      if character == " " || character == "\n" || character == "\r" || character == "\t" {
        space = true
        continue
      }
      if space && !result.isEmpty && !"().,".contains(character) && result.last != "(" { result.append(" ") }
      space = false
      result.append(character)
    }
    return result
  }

  // MARK: - Constants

  /// Member and file-level constants (another file may name them), and the local ones this
  /// file's paddings name.
  func numberConstants(named local: Set<String>) -> [NumberConstant] {
    Self.numberConstants(index, file, locals: local)
  }

  static func numberConstants(_ index: SyntaxIndex, _ file: SourceFile, locals: Set<String> = [])
    -> [NumberConstant]
  {
    index.variables.compactMap { variable in
      guard variable.isMember || variable.owner == nil || locals.contains(variable.name),
        let initial = variable.initializer, initial.count == 1, file.kind(initial.lowerBound) == .number,
        let value = Double(file.text(initial.lowerBound))
      else { return nil }
      return NumberConstant(
        name: variable.name, owner: variable.owner.map { index.types[$0].name }, value: value)
    }
  }

  // MARK: - Views and their usages

  func viewTypes() -> [ViewTypeFact] {
    index.types.compactMap { type in
      let isView = type.inherits.contains { $0 == "View" || $0 == "PreviewProvider" || $0 == "Widget" }
      guard isView else { return nil }
      let preview =
        isWidgetFile || type.inherits.contains("PreviewProvider") || type.inherits.contains("Widget")
      var wrapper = false
      if !type.genericParameters.isEmpty {
        wrapper = !ViewContent.scrollViews(
          in: type.bodyOpen..<type.bodyClose, context: context, horizontal: false
        )
        .filter { !ViewContent.isHorizontal(scrollView: $0, file: file) }.isEmpty
      }
      return ViewTypeFact(name: type.name, isPreviewOrWidget: preview, isScrollWrapper: wrapper)
    }
  }

  func viewUsages(_ cache: inout StatementCache) -> [ViewUsage] {
    var usages: [ViewUsage] = []
    var seen: Set<String> = []
    func add(_ usage: ViewUsage) {
      let key = "\(usage.name)|\(usage.kind.rawValue)|\(usage.parent ?? "")"
      if seen.insert(key).inserted { usages.append(usage) }
    }
    // `class X: UIHostingController<Root>`: the root is a screen.
    for type in index.types {
      for (inherited, arguments) in zip(type.inherits, type.inheritedArguments)
      where inherited.hasFragment("HostingController") {
        for argument in arguments { add(ViewUsage(name: argument, kind: .screen, parent: nil)) }
      }
    }
    for j in 1..<max(file.count, 1) where Expressions.isUpperCamel(file, j) {
      let next = file.kind(j + 1)
      guard next == .openParen || (next == .openBrace && !file.tokens[j + 1].startsLine),
        file.kind(j - 1) != .dot, !isTypeDeclaration(j)
      else { continue }
      let name = file.text(j)
      if Self.builtins.contains(name) || Self.isSystemName(name) { continue }
      guard let kind = usage(at: j, &cache) else { continue }
      add(ViewUsage(name: name, kind: kind.0, parent: kind.1))
    }
    return usages
  }

  /// `UILabel`, `NSLayoutConstraint`, `CGRect`…: an Apple framework type, never a project view.
  static func isSystemName(_ name: String) -> Bool {
    let utf8 = Array(name.utf8.prefix(3))
    guard utf8.count == 3, utf8[2] >= 0x41, utf8[2] <= 0x5A else { return false }
    switch (utf8[0], utf8[1]) {
    case (0x55, 0x49), (0x4E, 0x53), (0x43, 0x47), (0x43, 0x41), (0x41, 0x56), (0x4D, 0x4B), (0x57, 0x4B):
      return true  // UI NS CG CA AV MK WK
    default: return false
    }
  }

  func isTypeDeclaration(_ j: Int) -> Bool {
    file.tokenIs(j - 1, oneOf: ["struct", "class", "enum", "extension", "protocol", "actor", "func"])
  }

  /// How the view made at `j` is used, or nil inside previews.
  func usage(at j: Int, _ cache: inout StatementCache) -> (ViewUsage.Kind, String?)? {
    if previewRanges.contains(where: { $0.contains(j) }) { return (.preview, nil) }
    var inViewContent = false
    var k = j
    var levels = 0
    while levels < 12, let open = enclosingGroup(of: k) {
      levels += 1
      if file.kind(open) == .openBrace {
        if isPreviewMacro(brace: open) { return (.preview, nil) }
        if file.kind(open - 1) == .colon && file.tokenIs(open - 2, "label") { return placed(j, &cache) }
        if let member = members[open] {
          inViewContent = isViewMember(from: member.nameToken, to: open)
          break
        }
        if let owner = ViewContent.callOwning(brace: open, in: file) {
          // A cell's content configuration makes a row, not a screen.
          if file.text(owner).hasFragment("HostingConfiguration") { return (.placed, nil) }
          if Self.presenters.contains(file.text(owner)) { return (.screen, nil) }
        }
      } else if file.kind(open) == .openParen {
        if file.kind(open - 1) == .identifier, Self.presenters.contains(file.text(open - 1)) {
          return (.screen, nil)
        }
        // `rootView: X(…)`, `destination: X(…)`: the argument this call is made for.
        if k == j, file.kind(j - 1) == .colon, file.tokenIs(j - 2, oneOf: ["rootView", "destination"]) {
          return (.screen, nil)
        }
      }
      k = open
    }
    // Made outside view code (UIKit, a coordinator): presented from there.
    return inViewContent ? placed(j, &cache) : (.screen, nil)
  }

  /// `#Preview {` or `#Preview("Name", traits: …) {`.
  func isPreviewMacro(brace open: Int) -> Bool {
    var j = open - 1
    if file.kind(j) == .closeParen, let start = file.match(j) { j = start - 1 }
    return file.kind(j) == .pound && file.text(j) == "#Preview"
  }

  func placed(_ j: Int, _ cache: inout StatementCache) -> (ViewUsage.Kind, String?) {
    let parent = index.enclosingType(of: j).map { index.types[$0].name }
    if let reached = climb(j, .root, 12, &cache), let found = toBody(reached, 3, &cache), !found.shared {
      return (.slot, parent)
    }
    return (.placed, parent)
  }

  /// A member whose declaration mentions a view (`var body: some View`, `-> some View`).
  func isViewMember(from name: Int, to brace: Int) -> Bool {
    (name..<brace).contains { file.tokenIs($0, oneOf: ["View", "Scene", "Content"]) }
  }

  /// The innermost `{` or `(` that contains token `index`.
  func enclosingGroup(of index: Int) -> Int? {
    var j = Int(enclosing[index])
    while j >= 0 && file.kind(j) == .openBracket { j = Int(enclosing[j]) }
    return j >= 0 ? j : nil
  }

}
