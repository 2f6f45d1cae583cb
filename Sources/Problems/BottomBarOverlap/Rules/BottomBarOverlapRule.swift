import InsetEmulation
import InsetEngine
import InsetLint

/// A bar laid over scrolling content that adds nothing to the content's safe area, so the last
/// rows end under it: in SwiftUI a `ZStack` with a scrollable child (`ScrollView`, `List`, `Form`,
/// a project view whose body is one, a `UIViewRepresentable` whose view scrolls (`WKWebView`,
/// `UITextView`, a table), the screens an `if` or `switch` picks between (also inside a `Group`,
/// through members of the file), one of which scrolls: a hand-made tab bar over its tabs, or the
/// screens of a `TabView`) and a bottom-aligned sibling after it (or a project
/// view whose body pushes itself to the bottom, `VStack { Spacer(); bar }`), or a bottom
/// `.overlay` on a scrollable (a project `ViewModifier` doing either to its content counts where it is
/// applied to a scrollable, `BarModifiers.swift`); in UIKit a bar added to a controller's view after a
/// scrolling view pinned to the view's bottom (a table, collection, scroll, text or web view, or a
/// view of a project class that subclasses one or fills itself with one, settled across files;
/// anchors or SnapKit; in the class or its extensions in the file), or a tab bar controller
/// inserting a bar above its tab bar, in a type that never writes a bottom `additionalSafeAreaInsets`,
/// `contentInset` or scroll indicator inset (a top inset or `contentInsetAdjustmentBehavior` reserves
/// nothing). Fine: a bar placed with `safeAreaInset`/`safeAreaPadding`/`contentMargins`/
/// `safeAreaBar`; a list padded at the bottom, ending in a fixed spacer or handed one by an argument
/// (`listBottomPadding: 72`), a different, measured defect; in UIKit a list pinned above the bottom
/// by an inset, or whose content has a bottom layout margin or a bottom offset its class offers; a
/// bar below the list in a `VStack`, horizontal scroll views, system bars; a scroll view turned
/// off (`.disabled(true)`), an overlay on a view inside a scroll view's rows, a UIKit bar hidden for
/// good.
public struct BottomBarOverlapRule: CollectingRule {
  public init() {}
  public let triggers: [StaticString] = [
    "ZStack", "overlay", "addSubview", "addSubViews", "insertSubview", "some View", "UIViewRepresentable",
  ]

  public struct Site: Codable, Sendable, Equatable {
    public var offset: Int
    public var line: Int
    public var column: Int
    public var message: String
    /// A project view type that must be scrollable for the site to count (nil: already known).
    public var needsScrollable: String?
    /// Project views one of which must be scrollable for the site to count: the screens a `switch`
    /// or `if` under the bar picks between (a hand-made tab bar over its tabs).
    public var needsAnyScrollable: [String]? = nil
    /// The `overlay(alignment: .bottom)` name-and-arguments byte range, for the mechanical fix.
    public var overlay: [Int]?
    /// A UIKit controller with no list of its own whose superclass must supply one; and whether
    /// the bar is pinned to a layout guide (a table view controller's list is its view, and a
    /// subview pinned to its plain `bottomAnchor` sizes the content instead of floating).
    public var needsScrollingAncestor: String? = nil
    public var pinnedToGuide: Bool? = nil
    /// The project class of the view the bar lies over, which must scroll for the site to count:
    /// a subclass of a scroll view, or a view whose own scroll view fills it (`ScrollableContainerView`).
    public var needsScrollingView: String? = nil
    /// A project view laid over the list in a ZStack that must be a bar for the site to count: one
    /// whose body pushes its content to the bottom (`OfflineSnackBarView`).
    public var needsBar: String? = nil
  }

  public struct Facts: Codable, Sendable, Equatable {
    public var sites: [Site] = []
    /// SwiftUI views whose body is a vertical ScrollView, List or Form that does not keep its own
    /// end clear.
    public var scrollableViews: [String] = []
    /// SwiftUI views whose body holds a vertical ScrollView, List or Form below its root (in a
    /// stack, a branch), not in a presented screen: their content scrolls under a bar laid over them.
    public var holdingScrollable: [String] = []
    /// The project views each view's body makes (outside presented screens), to find a scrollable
    /// one a few views down.
    public var bodyViews: [String: [String]] = [:]
    /// `View` extension functions that apply a project modifier, as `[function, modifier]`, and the
    /// modifiers and functions applied here to a scrolling view (`BarModifiers.swift`).
    public var modifierWrappers: [[String]] = []
    public var appliedToScrollables: [String] = []
    /// Controllers whose scroll view fills their view to its bottom, and classes (or extensions)
    /// that write a bottom inset: a subclass's bar lies over the first unless one reserves it.
    public var scrollingControllers: [String] = []
    public var reservingClasses: [String] = []
    /// View classes whose own scroll view fills them to their bottom: a container that scrolls.
    public var scrollingViews: [String] = []
    /// SwiftUI views whose body pushes its content to the bottom of the space it is given
    /// (`VStack { Spacer(); bar }`, alone or in a `ZStack`): a bar wherever it is laid.
    public var bottomBars: [String] = []
  }

  /// Presenting modifiers: what their closures show is another screen.
  static let presenters: [StaticString] = [
    "sheet", "fullScreenCover", "popover", "navigationDestination", "NavigationLink",
  ]

  static let scrollables: [StaticString] = ["ScrollView", "List", "Form"]
  static let reservations: [StaticString] = [
    "safeAreaInset", "safeAreaPadding", "contentMargins", "safeAreaBar",
  ]
  static let decorations: [StaticString] = [
    "LinearGradient", "RadialGradient", "Color", "Rectangle", "Divider", "Image", "EmptyView", "Gradient",
  ]
  static let scrollClasses: Set<String> = [
    "UITableView", "UICollectionView", "UIScrollView", "UITextView", "WKWebView",
  ]
  /// Controllers whose view is a list.
  static let listControllers: Set<String> = ["UITableViewController", "UICollectionViewController"]

  public func collect(_ context: FileContext) -> Facts? {
    let file = context.file
    if context.isTestFile { return nil }
    var facts = Facts()
    for variable in context.index.variables where variable.name == "body" {
      guard let open = variable.bodyOpen, let owner = variable.owner else { continue }
      var j = open + 1
      while file.kind(j) == .identifier, file.tokenIs(j, "return") { j += 1 }
      // Declarations before the view (`let disabled = …`, Swift 5.9 view builders) make nothing.
      while file.tokenIs(j, oneOf: ["let", "var"]) {
        let end = Expressions.statementEnd(file, from: j)
        guard end > j, end < (variable.bodyClose ?? end) else { break }
        j = end
        while file.tokenIs(j, "return") { j += 1 }
      }
      let name = context.index.types[owner].name
      if Self.bodyPushesToBottom(from: j, file) { facts.bottomBars.append(name) }
      if Self.scrollables.contains(where: { file.tokenIs(j, $0) }),
        !ViewContent.isHorizontal(scrollView: j, file: file)
      {
        // One that keeps its own end clear (a fixed spacer after its rows) leaves nothing under a
        // bar laid over it.
        if let chain = Expressions.chain(file, at: j),
          Self.reserves(chain.start..<chain.end, file, member: { Self.memberBodyOpen(named: $0, context) })
        {
          continue
        }
        facts.scrollableViews.append(name)
        continue
      }
      guard let close = variable.bodyClose else { continue }
      // Below the root, outside what the body presents.
      var made: [String] = []
      var holds = false
      var k = open + 1
      while k < close {
        defer { k += 1 }
        // A member of this file the body shows by name (`buildListView`, whose body is a `List`).
        if !holds, file.kind(k) == .identifier, file.kind(k + 1) != .openParen,
          let member = Self.memberBody(named: k, context),
          let first = Expressions.statements(file, inBraces: member).first?.lowerBound,
          Self.scrollables.contains(where: { file.tokenIs(first, $0) }),
          !ViewContent.isHorizontal(scrollView: first, file: file)
        {
          holds = true
        }
        // Calls only (a name and its `(` or `{`): what the body makes or presents.
        guard file.kind(k) == .identifier, file.kind(k + 1) == .openParen || file.kind(k + 1) == .openBrace
        else { continue }
        if file.kind(k - 1) == .dot, file.tokenIs(k, oneOf: Self.presenters),
          let end = Self.presentedEnd(after: k, file)
        {
          k = end - 1
          continue
        }
        guard Expressions.isUpperCamel(file, k), file.kind(k - 1) != .dot else { continue }
        if file.tokenIs(k, "NavigationLink"), let end = Self.presentedEnd(after: k, file) {
          k = end - 1
          continue
        }
        if Self.scrollables.contains(where: { file.tokenIs(k, $0) }) {
          // One that keeps its own end clear, as the body's root is read above.
          let reserving =
            Expressions.chain(file, at: k).map { chain in
              Self.reserves(
                chain.start..<chain.end, file, member: { Self.memberBodyOpen(named: $0, context) })
            } ?? false
          if !ViewContent.isHorizontal(scrollView: k, file: file), !reserving { holds = true }
        } else if !made.contains(file.text(k)) {
          made.append(file.text(k))
        }
      }
      if holds { facts.holdingScrollable.append(name) }
      if !made.isEmpty { facts.bodyViews[name] = made }
    }
    facts.scrollableViews += Self.scrollingRepresentables(context)
    let uikit = uikitSites(context)
    facts.sites = swiftUISites(context) + uikit.sites
    facts.scrollingControllers = uikit.scrollingControllers
    facts.reservingClasses = uikit.reservingClasses
    facts.scrollingViews = uikit.scrollingViews
    facts.modifierWrappers = Self.modifierWrappers(context)
    facts.appliedToScrollables = Self.modifiersOnScrollables(context)
    return facts.sites.isEmpty && facts.scrollableViews.isEmpty && facts.holdingScrollable.isEmpty
      && facts.bottomBars.isEmpty
      && facts.bodyViews.isEmpty && facts.modifierWrappers.isEmpty && facts.appliedToScrollables.isEmpty
      && facts.scrollingControllers.isEmpty && facts.reservingClasses.isEmpty && facts.scrollingViews.isEmpty
      ? nil : facts
  }

  /// UIKit views whose content scrolls: a page, a text or rows.
  static let scrollingUIKitViews: [StaticString] = [
    "WKWebView", "UITextView", "UITableView", "UICollectionView", "UIScrollView",
  ]

  /// `UIViewRepresentable` types whose `makeUIView` makes (or is declared to return) a view whose
  /// content scrolls (`WKWebView`, `UITextView`, a table) and that never turn its scrolling off: a
  /// bar laid over one hides the end of its page as it hides a `ScrollView`'s last rows.
  static func scrollingRepresentables(_ context: FileContext) -> [String] {
    let file = context.file
    guard file.contains("UIViewRepresentable") else { return [] }
    var found: [String] = []
    for function in context.index.functions where function.name == "makeUIView" {
      guard let owner = function.owner, let open = function.bodyOpen, let close = function.bodyClose else {
        continue
      }
      let type = context.index.types[owner]
      guard type.inherits.contains("UIViewRepresentable") else { continue }
      let returned = (function.nameToken..<open).contains { file.tokenIs($0, oneOf: scrollingUIKitViews) }
      let made = (open..<close).contains {
        file.tokenIs($0, oneOf: scrollingUIKitViews) && file.kind($0 + 1) == .openParen
      }
      // A text view sized to its text (`isScrollEnabled = false`) does not scroll.
      let fixed = (type.bodyOpen..<type.bodyClose).contains {
        file.tokenIs($0, "isScrollEnabled") && file.tokenIs($0 + 1, "=") && file.tokenIs($0 + 2, "false")
      }
      if (returned || made) && !fixed { found.append(type.name) }
    }
    return found
  }

  func site(at token: Int, _ message: String, needs: String?, _ context: FileContext) -> Site {
    let offset = context.offset(token)
    let (line, column) = context.file.location(of: offset)
    return Site(offset: offset, line: line, column: column, message: message, needsScrollable: needs)
  }

  /// The scrollable a child chain starts with: nil, a known scrollable (""), or a project type to resolve.
  static func scrollable(_ chain: Chain, _ file: SourceFile) -> String? {
    let primary = chain.primary
    if scrollables.contains(where: { file.tokenIs(primary, $0) }) {
      return ViewContent.isHorizontal(scrollView: primary, file: file) ? nil : ""
    }
    // A background (`Color(…).ignoresSafeArea()`) or a plain system view is never a project scrollable.
    if decorations.contains(where: { file.tokenIs(primary, $0) }) || file.tokenIs(primary, oneOf: plainViews)
    {
      return nil
    }
    if Expressions.isUpperCamel(file, primary), file.kind(primary + 1) == .openParen || chain.links.isEmpty {
      return file.text(primary)
    }
    return nil
  }

  /// System views that never scroll.
  static let plainViews: [StaticString] = [
    "Text", "Label", "Button", "Spacer", "ProgressView", "Circle", "Capsule", "RoundedRectangle", "Ellipse",
    "Toggle", "TextField", "Picker", "HStack",
  ]

  /// A vertical stack whose last child is a scrollable (`VStack { header; List { … } }`): the
  /// list ends where the stack does, so a bar laid over the stack's bottom covers the list's end.
  /// The last child may itself be a stack ending in one, a `ZStack` whose first (bottom-most)
  /// child is one, a member of this file (`eventList`, standing for the view its body makes), or
  /// a project view, a scrollable to resolve across files (`needsScrollable`). Returns the
  /// scrollable's chain.
  static func stackEndingInScrollable(
    _ chain: Chain, _ file: SourceFile, depth: Int = 0, member: (Chain) -> Chain? = { _ in nil }
  ) -> Chain? {
    guard depth < 3, file.tokenIs(chain.primary, oneOf: ["VStack", "LazyVStack", "ZStack"]),
      let open = chain.primaryClosures.first
    else { return nil }
    let statements = Expressions.statements(file, inBraces: open)
    let layered = file.tokenIs(chain.primary, "ZStack")
    // A ZStack's first child is its content; what it lays on top (a spinner, its own bar) ends no
    // lower than the content does.
    guard let statement = layered ? statements.first : statements.last,
      let written = Expressions.chain(file, at: statement.lowerBound)
    else { return nil }
    let last = member(written) ?? written
    if scrollable(last, file) == "" { return last }
    if let deeper = stackEndingInScrollable(last, file, depth: depth + 1, member: member) { return deeper }
    return isProjectView(last, file) ? last : nil
  }

  /// Layout containers and wrappers of SwiftUI: never a project view to resolve.
  static let systemContainers: [StaticString] = [
    "VStack", "LazyVStack", "ZStack", "HStack", "LazyHStack", "Group", "NavigationStack", "NavigationView",
    "GeometryReader", "ForEach", "Section", "ScrollViewReader",
  ]

  /// A view the project declares, maybe scrollable (resolved across files by `needsScrollable`).
  static func isProjectView(_ chain: Chain, _ file: SourceFile) -> Bool {
    guard let name = scrollable(chain, file), !name.isEmpty else { return false }
    return !file.tokenIs(chain.primary, oneOf: systemContainers)
  }

  /// The view a computed member of this file makes, for a child written as its bare name
  /// (`ZStack(alignment: .bottomTrailing) { eventView; addButton }`): its body's first view,
  /// followed through members named there in turn.
  static func memberView(_ chain: Chain, _ context: FileContext, depth: Int = 0) -> Chain? {
    let file = context.file
    guard depth < 3, let open = memberBody(named: chain.primary, context) else { return nil }
    guard var first = Expressions.statements(file, inBraces: open).first?.lowerBound else { return nil }
    if file.tokenIs(first, "return") { first += 1 }
    guard let made = Expressions.chain(file, at: first) else { return nil }
    return memberView(made, context, depth: depth + 1) ?? made
  }

  /// A stack that pushes its content to the bottom with a spacer above it (`VStack { Spacer();
  /// bar }`); one spacer on each side centres it instead (an empty state).
  static func pushesToBottom(_ chain: Chain, _ file: SourceFile) -> Bool {
    guard file.tokenIs(chain.primary, "VStack"), let open = chain.primaryClosures.first else { return false }
    let statements = Expressions.statements(file, inBraces: open)
    guard let first = statements.first, let last = statements.last, statements.count > 1 else { return false }
    return file.tokenIs(first.lowerBound, "Spacer") && !file.tokenIs(last.lowerBound, "Spacer")
  }

  /// A body that starts (`return` aside) with a stack pushing its content to the bottom, alone or
  /// as the only child of a `ZStack` (`ZStack { VStack { Spacer(); HStack { … } } }`).
  static func bodyPushesToBottom(from start: Int, _ file: SourceFile) -> Bool {
    guard var chain = Expressions.chain(file, at: start) else { return false }
    if file.tokenIs(chain.primary, "ZStack"), let open = chain.primaryClosures.first {
      let children = Expressions.statements(file, inBraces: open)
      guard children.count == 1, let only = Expressions.chain(file, at: children[0].lowerBound) else {
        return false
      }
      chain = only
    }
    return pushesToBottom(chain, file)
  }

  /// An `if` child whose every branch starts with the same scrollable (`if #available(iOS 16, *)
  /// { Feed().sheet(…) } else { Feed().halfSheet(…) }`): the first branch's chain, which is what
  /// lies under the bar whichever branch runs.
  /// Returns it with the `if` statement's last token (its conditions may hold commas, which end a
  /// statement in a view builder's list). A branch written as a member's name stands for the view
  /// that member makes (`member`), and a branch that is itself an `if` or a `switch` (`case
  /// .loaded: if threads.isEmpty { emptyState } else { threadList }`) for the list it picks.
  static func branchScrollable(
    from start: Int, before limit: Int, _ file: SourceFile, member: (Chain) -> Chain? = { _ in nil },
    depth: Int = 0
  ) -> (Chain, Int, [String]?)? {
    var chains: [Chain] = []
    // Nested conditions that pick no list: they show something else in its place.
    var quiet = 0
    func add(_ first: Int, before close: Int) -> Bool {
      if file.tokenIs(first, "if") || file.tokenIs(first, "switch") {
        guard depth < 2 else { return false }
        if let (chain, _, names) = branchScrollable(
          from: first, before: close, file, member: member, depth: depth + 1),
          names == nil, scrollable(chain, file) == ""
        {
          chains.append(chain)
        } else {
          quiet += 1
        }
        return true
      }
      guard let chain = Expressions.chain(file, at: first) else { return false }
      chains.append(member(chain) ?? chain)
      return true
    }
    var end = start
    var k = start + 1
    if file.tokenIs(start, "switch") {
      // `switch tab { case .home: HomeView() … }`: the first view of each case.
      while k < limit, file.kind(k) != .openBrace { k += 1 }
      guard k < limit, let close = file.match(k) else { return nil }
      for statement in Expressions.statements(file, inBraces: k) {
        guard let body = Expressions.caseLabelEnd(file, at: statement.lowerBound, before: close) else {
          continue
        }
        guard body < close, add(body, before: close) else { return nil }
      }
      return pick(chains, quiet: quiet, end: close, file)
    }
    while k < limit {
      if file.kind(k) == .openParen || file.kind(k) == .openBracket, let close = file.match(k) {
        k = close + 1
        continue
      }
      guard file.kind(k) == .openBrace, let close = file.match(k) else {
        k += 1
        continue
      }
      guard let first = Expressions.statements(file, inBraces: k).first, add(first.lowerBound, before: close)
      else { return nil }
      end = close
      k = close + 1
      guard file.tokenIs(k, "else") else { break }
      k += 1
    }
    return pick(chains, quiet: quiet, end: end, file)
  }

  /// Of the views the branches of an `if` or a `switch` start with: the scrolling one under a bar
  /// laid over them, and, when they are different project views (the screens of a hand-made tab
  /// bar), their names, one of which must scroll. `quiet` counts branches that hold a nested
  /// condition showing no list.
  static func pick(_ chains: [Chain], quiet: Int = 0, end: Int, _ file: SourceFile) -> (
    Chain, Int, [String]?
  )? {
    if quiet == 0, let first = chains.first, let name = scrollable(first, file),
      chains.allSatisfy({ scrollable($0, file) == name })
    {
      return (first, end, nil)
    }
    // Different project views (`case .schedule: UpcomingGamesView() case .scores: PastGamesView()`).
    let names = chains.compactMap { scrollable($0, file) }
    if quiet == 0, chains.count > 1, names.count == chains.count, !names.contains("") {
      var distinct: [String] = []
      for name in names where !distinct.contains(name) { distinct.append(name) }
      return (chains[0], end, distinct)
    }
    // One list in the branches that scroll, the others holding a placeholder or a view of the
    // system that shows no list (`if loading { Color.clear } else if items.isEmpty {
    // ContentUnavailableView(…) } else { List … }`, `if !hasAccess { VStack { Text(…); Button(…) } }
    // else { List … }`): when there are rows to hide, the list is what lies under the bar. The same
    // list may be named in several branches (`case .loading: threadList case .loaded: threadList`).
    let lists = chains.filter { scrollable($0, file) == "" }
    guard let list = lists.first, lists.allSatisfy({ $0.start == list.start }), chains.count + quiet > 1,
      chains.allSatisfy({ scrollable($0, file) == "" || isPlaceholder($0, file) || showsNoList($0, file) })
    else { return nil }
    return (list, end, nil)
  }

  /// A view of the system, or a name of this file not followed to a view, that holds no list: a
  /// stack that does not end in a scrollable or a project view (`VStack { Text(…); Button(…) }`).
  static func showsNoList(_ chain: Chain, _ file: SourceFile) -> Bool {
    guard let name = scrollable(chain, file) else { return true }
    return !name.isEmpty && file.tokenIs(chain.primary, oneOf: ["VStack", "HStack", "ZStack", "LazyVStack"])
      && stackEndingInScrollable(chain, file) == nil
  }

  /// Views an empty or loading state shows in place of a list.
  static let placeholders: [StaticString] = [
    "ContentUnavailableView", "ProgressView", "EmptyView", "Text", "Spacer",
  ]

  static func isPlaceholder(_ chain: Chain, _ file: SourceFile) -> Bool {
    decorations.contains { file.tokenIs(chain.primary, $0) }
      || placeholders.contains { file.tokenIs(chain.primary, $0) }
  }

  /// True when the chain turns its scrolling off (`.disabled(true)`, `.scrollDisabled(true)`), in
  /// its links before `before`: the content under the bar cannot be scrolled up from under it.
  static func scrollingOff(_ chain: Chain, _ file: SourceFile, before: Int? = nil) -> Bool {
    chain.links.prefix(before ?? chain.links.count).contains { link in
      guard file.tokenIs(link.name, oneOf: ["disabled", "scrollDisabled"]), let open = link.arguments else {
        return false
      }
      return file.tokenIs(open + 1, "true") && file.kind(open + 2) == .closeParen
    }
  }

  /// True when the token lies in the content closure of a vertical `ScrollView`, `List` or `Form`
  /// of its own body (`ScrollView { VStack { Post().overlay(alignment: .bottom) { … } } }`).
  static func liesInScrollingContent(_ token: Int, _ file: SourceFile) -> Bool {
    var brace = ViewContent.enclosingBrace(of: token, in: file)
    while let open = brace {
      guard let call = ViewContent.callOwning(brace: open, in: file) else { return false }
      if file.tokenIs(call, oneOf: scrollables) {
        return !ViewContent.isHorizontal(scrollView: call, file: file)
      }
      brace = ViewContent.enclosingBrace(of: open, in: file)
    }
    return false
  }

  /// The opening brace of the computed member of this file that `token` names by its bare name.
  static func memberBody(named token: Int, _ context: FileContext) -> Int? {
    let file = context.file
    guard file.kind(token) == .identifier, !Expressions.isUpperCamel(file, token),
      file.kind(token - 1) != .dot
    else { return nil }
    return computedMemberBody(file.text(token), context)
  }

  /// The body's `{` of the computed member of this file a token names (`content` in
  /// `self.content`), or of the method without parameters it calls (`contentView()`).
  static func memberBodyOpen(named token: Int, _ context: FileContext) -> Int? {
    let file = context.file
    guard file.kind(token) == .identifier else { return nil }
    let name = file.text(token)
    if file.kind(token + 1) == .openParen {
      guard file.kind(token + 2) == .closeParen else { return nil }
      return context.index.functions.first {
        $0.owner != nil && $0.kind == .function && $0.name == name && $0.labels.isEmpty && $0.bodyOpen != nil
      }?.bodyOpen
    }
    return computedMemberBody(name, context)
  }

  static func computedMemberBody(_ name: String, _ context: FileContext) -> Int? {
    context.index.variables.first { $0.isMember && $0.name == name && $0.bodyOpen != nil }?.bodyOpen
  }

  /// True when a list keeps its own end clear: a bottom layout margin on its content, set on it or
  /// in its initializer (`view.stackView.layoutMargins = UIEdgeInsets(top: 24, left: 0, bottom: 80,
  /// right: 0)`), or a bottom offset its class offers (`contentView.scrollBottomOffset = 80`).
  static func listReservesEnd(_ list: String, initializer: Range<Int>?, in tokens: [Int], _ file: SourceFile)
    -> Bool
  {
    for j in tokens where file.kind(j) == .identifier && file.text(j + 1) == "=" {
      var root = j
      while file.kind(root - 1) == .dot, file.kind(root - 2) == .identifier { root -= 2 }
      guard root < j, file.text(root) == list || initializer?.contains(j) == true else { continue }
      if file.tokenIs(j, oneOf: ["layoutMargins", "directionalLayoutMargins"]) {
        guard file.kind(j + 3) == .openParen, let close = file.match(j + 3) else { continue }
        if (j + 4..<close).contains(where: { k in
          file.tokenIs(k, "bottom") && file.kind(k + 1) == .colon
            && !(file.kind(k + 3) == .comma && ["0", "0.0"].contains(file.text(k + 2)))
        }) {
          return true
        }
      } else if root == j - 2, file.text(root) == list, file.token(j, contains: "ottom"),
        ["Offset", "Inset", "Padding", "Margin"].contains(where: { file.token(j, contains: $0) }),
        !["0", "0.0"].contains(file.text(j + 2))
      {
        return true
      }
    }
    return false
  }

  /// `.inset(x)` or `.offset(x)` after a SnapKit relation's `)`, with `x` not a literal zero.
  static func movesOffEdge(after close: Int, _ file: SourceFile) -> Bool {
    guard file.kind(close + 1) == .dot, file.tokenIs(close + 2, oneOf: ["inset", "offset"]),
      file.kind(close + 3) == .openParen, let end = file.match(close + 3)
    else { return false }
    return !(end == close + 5 && (file.text(close + 4) == "0" || file.tokenIs(close + 4, "zero")))
  }

  /// `name.snp.makeConstraints { make in make.bottom.equalTo(view.safeAreaLayoutGuide) }`,
  /// `make.edges.equalToSuperview()`: SnapKit pinning the view's bottom to the controller's view
  /// (its safe area or margins), or to the superview it was added to. `edges`: all its edges count
  /// (a list filling the view); a bar's own top pinned as well makes it no bar.
  static func snapPinsBottomToView(
    _ name: String, in range: Range<Int>, _ file: SourceFile, edges: Bool, ownView: Bool = false
  ) -> Bool {
    for j in range where file.text(j) == name {
      guard
        let (_, open, close) = SnapKitClosures.closure(
          atSnp: j + 2, file, makers: ["makeConstraints", "remakeConstraints"])
      else { continue }
      // A view whose top is pinned too spans the height between them: a side column or a view
      // filling the area, not a bar laid over the list's end.
      if !edges,
        (open..<close).contains(where: {
          file.tokenIs($0, "top") && file.kind($0 - 1) == .dot
            && file.kind($0 - 2) == .identifier && !file.tokenIs($0 - 2, "snp")
        })
      {
        continue
      }
      for k in open..<close
      where file.kind(k - 1) == .dot
        && (file.tokenIs(k, "bottom") || edges && file.tokenIs(k, oneOf: ["edges", "verticalEdges"]))
      {
        // The attribute chain's end: `.equalToSuperview()` or `.equalTo(view…)`.
        var m = k
        while file.kind(m + 1) == .dot, file.kind(m + 2) == .identifier, file.kind(m + 3) != .openParen {
          m += 2
        }
        guard file.kind(m + 1) == .dot, file.kind(m + 3) == .openParen else { continue }
        // A list pinned with an inset or offset (`.equalToSuperview().inset(92)`) ends above the
        // bottom: it leaves room for a bar, so it is not the list a bar lies over.
        if edges, let close = file.match(m + 3), Self.movesOffEdge(after: close, file) { continue }
        if file.tokenIs(m + 2, "equalToSuperview") { return true }
        var a = m + 4
        if file.tokenIs(a, "self"), file.kind(a + 1) == .dot { a += 2 }
        // A view's own layout (`ownView`): `.equalTo(safeAreaLayoutGuide)`, `.equalTo(self)`.
        let container =
          ownView
          ? file.tokenIs(a, "safeAreaLayoutGuide") || file.tokenIs(m + 4, "self") && file.kind(m + 5) != .dot
          : file.tokenIs(a, "view")
        guard file.tokenIs(m + 2, "equalTo"), container, let argumentsClose = file.match(m + 3)
        else { continue }
        // The view, its guide, or their bottom (`view.safeAreaLayoutGuide.snp.bottom`), not
        // another edge (`view.safeAreaLayoutGuide.snp.top` under a header).
        let edge = (a..<argumentsClose).last { file.kind($0) == .identifier && file.kind($0 - 1) == .dot }
        if let edge, file.tokenIs(edge - 2, "snp"), !file.token(edge, contains: "ottom") {
          continue
        }
        return true
      }
    }
    return false
  }

  /// True when the arguments of the call opening at `open` name a `bottomAnchor`.
  static func namesBottomAnchor(argumentsOf open: Int, _ file: SourceFile) -> Bool {
    guard file.kind(open) == .openParen, let close = file.match(open) else { return false }
    return (open..<close).contains { file.tokenIs($0, "bottomAnchor") }
  }

  /// A project helper that pins a view to every edge of its container, called on it at `method`:
  /// `textView.constraintCompletely(to: view)`, `table.anchorsConstraint(to: view)`,
  /// `table.pinEdgesToSuperview()`, `scroll.fillSuperview()`. Named for edges, filling or pinning,
  /// not for one side (`constrainLeadingToSuperview()`); an argument, if any, is the container.
  static func pinsEveryEdge(at method: Int, _ file: SourceFile, to isContainer: (Int) -> Bool) -> Bool {
    guard file.kind(method - 1) == .dot, file.kind(method) == .identifier,
      file.kind(method + 1) == .openParen,
      let close = file.match(method + 1)
    else { return false }
    let name = file.text(method).lowercased()
    let pins =
      ["edges", "completely", "fill", "anchors"].contains { name.contains($0) }
      || ["pin", "pinto", "pintosuperview"].contains(name)
    let oneSide = ["leading", "trailing", "top", "horizontal", "vertical", "width", "height", "center"]
    guard pins, !oneSide.contains(where: { name.contains($0) }) else { return false }
    if close == method + 2 { return name.contains("superview") }
    // `(view)`, `(to: view)`, `(in: self.view)`: the container, and nothing after it.
    var a = method + 2
    if file.kind(a) == .identifier, file.kind(a + 1) == .colon { a += 2 }
    if file.tokenIs(a, "self"), file.kind(a + 1) == .dot { a += 2 }
    return isContainer(a) && a + 1 == close
  }

  /// True when the scrollable child already keeps its end clear: a safe-area reservation, a bottom
  /// padding on it or on its content's last view, or a fixed spacer at its content's end.
  static func reserves(_ range: Range<Int>, _ file: SourceFile, member: (Int) -> Int? = { _ in nil }) -> Bool
  {
    if range.contains(where: { j in
      reservations.contains(where: { file.tokenIs(j, $0) }) && reservesBottom(arguments: j + 1, file)
    }) {
      return true
    }
    // A padding or spacer inside the content reserves nothing unless it is at the content's end.
    return endParts(range, file, member: member).contains { reservesAtEnd($0, file) }
  }

  /// True unless the reservation whose `(` is at `open` names only other edges
  /// (`.safeAreaInset(edge: .top) { … }`, `.contentMargins(.horizontal, 16)`): room at the top or
  /// the sides leaves the end under the bar.
  static func reservesBottom(arguments open: Int, _ file: SourceFile) -> Bool {
    guard file.kind(open) == .openParen,
      let edges = Expressions.arguments(file, open: open).first(where: { argument in
        argument.label == "edge" || argument.label == "edges"
          || (argument.label == nil
            && (file.kind(argument.value.lowerBound) == .dot
              || file.kind(argument.value.lowerBound) == .openBracket))
      })
    else { return true }
    var others = false
    for j in edges.value where file.kind(j - 1) == .dot {
      if file.tokenIs(j, oneOf: ["bottom", "vertical", "all"]) { return true }
      if file.tokenIs(j, oneOf: ["top", "horizontal", "leading", "trailing"]) { others = true }
    }
    return !others
  }

  /// The parts of a scrollable that decide whether its end clears a bar: its own modifiers, and the
  /// end of its content (the last view, followed into the last view of a stack, and into the body
  /// of a member of this file named there: `ScrollView { content }`), not a padding of a header or
  /// of every row in between. `member` gives the body's `{` of a member named at a token.
  static func endParts(
    _ range: Range<Int>, _ file: SourceFile, depth: Int = 0, member: (Int) -> Int? = { _ in nil }
  ) -> [Range<Int>] {
    // A view shown only sometimes (`if let bottomPadding { Spacer().frame(height: bottomPadding) }`)
    // keeps nothing clear the rest of the time.
    if depth > 0, file.tokenIs(range.lowerBound, oneOf: ["if", "switch"]) { return [] }
    // The scrollable's chain may run on past `range` (`ScrollView { … }.overlay(…)`: the overlay is
    // not part of it); its content is read as long as its closures lie inside.
    guard depth < 6, let chain = Expressions.chain(file, at: range.lowerBound),
      chain.end <= range.upperBound
        || chain.primaryClosures.allSatisfy({ (file.match($0) ?? Int.max) < range.upperBound })
    else { return [range] }
    var parts: [Range<Int>] = []
    var k = range.lowerBound
    for open in chain.primaryClosures {
      guard let close = file.match(open) else { continue }
      parts.append(k..<open)
      k = close + 1
    }
    parts.append(k..<range.upperBound)
    if file.tokenIs(chain.primary, oneOf: containersOfContent), let open = chain.primaryClosures.first,
      let last = Expressions.statements(file, inBraces: open).last
    {
      parts += endParts(last, file, depth: depth + 1, member: member)
    } else if let name = memberName(of: chain, file), let open = member(name),
      var made = Expressions.statements(file, inBraces: open).first
    {
      // The view the member makes (`var content: some View { VStack { …; Spacer(minLength: 200) } }`).
      if file.tokenIs(made.lowerBound, "return") { made = (made.lowerBound + 1)..<made.upperBound }
      parts += endParts(made, file, depth: depth + 1, member: member)
    }
    return parts
  }

  /// The member a view written by name stands for: `content`, `self.content`.
  static func memberName(of chain: Chain, _ file: SourceFile) -> Int? {
    if file.tokenIs(chain.primary, "self"), let first = chain.links.first, first.closures.isEmpty {
      return first.name
    }
    return file.kind(chain.primary) == .identifier && !Expressions.isUpperCamel(file, chain.primary)
      ? chain.primary : nil
  }

  /// The smallest fixed spacer that keeps the last rows clear of a bar: 44 pt, the smallest control
  /// Apple's design guidance allows ("Create controls that measure at least 44 points x 44
  /// points", UI Design Dos and Don'ts). A `Spacer(minLength: 16)` at the end is spacing, not room
  /// for a bar.
  static let smallestBarHeight = 44.0

  /// Views whose content's end is their own end.
  static let containersOfContent: [StaticString] = [
    "ScrollView", "List", "Form", "VStack", "LazyVStack", "Group", "Section",
  ]

  /// Words of a padding helper's name that give it a side other than the bottom.
  static let otherSideWords: [StaticString] = ["orizontal", "eading", "railing", "Top", "Side"]

  /// True when the constraint call whose `(` is at `open` has a `constant:` other than a literal 0.
  static func hasNonzeroConstant(argumentsOf open: Int, _ file: SourceFile) -> Bool {
    guard file.kind(open) == .openParen,
      let constant = Expressions.arguments(file, open: open).first(where: { $0.label == "constant" })
    else { return false }
    return !(constant.value.count == 1 && Double(file.text(constant.value.lowerBound)) == 0)
  }

  static func reservesAtEnd(_ range: Range<Int>, _ file: SourceFile) -> Bool {
    // `EmptyView().padding(.bottom, 80)` draws nothing, and a `List` gives it no row: no room.
    if file.tokenIs(range.lowerBound, "EmptyView") { return false }
    var j = range.lowerBound - 1
    while j + 1 < range.upperBound {
      j += 1
      // What a reservation at another edge holds (`.safeAreaInset(edge: .top) { Spacer().frame(
      // height: 12) }`) is room at that edge.
      if reservations.contains(where: { file.tokenIs(j, $0) }), !reservesBottom(arguments: j + 1, file) {
        var end = file.match(j + 1) ?? j
        if file.kind(end + 1) == .openBrace, let close = file.match(end + 1) { end = close }
        j = max(j, min(end, range.upperBound - 1))
        continue
      }
      if file.tokenIs(j, "padding"), file.kind(j + 1) == .openParen, file.tokenIs(j + 3, "bottom") {
        return true
      }
      // `.padding(EdgeInsets(top: 0, leading: 0, bottom: 100, trailing: 0))`, `.padding(.init(…))`.
      if file.tokenIs(j, "padding"), file.kind(j + 1) == .openParen,
        file.tokenIs(j + 2, "EdgeInsets") || (file.kind(j + 2) == .dot && file.tokenIs(j + 3, "init")),
        let open = [j + 3, j + 4].first(where: { file.kind($0) == .openParen }),
        let bottom = Expressions.arguments(file, open: open).first(where: { $0.label == "bottom" }),
        !(bottom.value.count == 1 && file.kind(bottom.value.lowerBound) == .number
          && Double(file.text(bottom.value.lowerBound)) == 0)
      {
        return true
      }
      // An empty view of a fixed height: `Color.clear.frame(height: 96)`, `Spacer().frame(height: 80)`.
      if file.tokenIs(j, "frame"), file.kind(j + 1) == .openParen, file.tokenIs(j + 2, "height"),
        file.kind(j - 1) == .dot
      {
        let receiver = file.kind(j - 2) == .closeParen ? file.match(j - 2).map { $0 - 1 } : j - 2
        if let receiver, file.tokenIs(receiver, oneOf: ["clear", "Spacer", "Rectangle", "Color"]) {
          return true
        }
      }
      // A spacer at the end that keeps at least a bar's height (`Spacer(minLength: 100)`), or a
      // height the code names (`Spacer(minLength: barHeight)`).
      if file.tokenIs(j, "Spacer"), file.kind(j + 1) == .openParen, file.tokenIs(j + 2, "minLength"),
        file.kind(j + 3) == .colon
      {
        if file.kind(j + 4) == .number
          ? (Double(file.text(j + 4)) ?? 0) >= smallestBarHeight
          : file.kind(j + 4) == .identifier
        {
          return true
        }
      }
      // A project padding helper (`.screenPadding()`), unless its name gives it another side
      // (`.screenHorizontalPadding()`, `.topPadding()`): no room at the bottom.
      if file.tokenIs(j, "Padding") || file.token(j, endsWith: "Padding") && file.kind(j + 1) == .openParen,
        !otherSideWords.contains(where: { file.token(j, contains: $0) }), !file.token(j, startsWith: "top")
      {
        return true
      }
      // A project list handed its bottom room (`MatrixItemChooser(…, listBottomPadding: 72)`).
      if file.kind(j + 1) == .colon, file.kind(j + 2) != .closeParen, !file.tokenIs(j + 2, "nil"),
        file.token(j, endsWith: "ottomPadding") || file.token(j, endsWith: "ottomInset")
      {
        return true
      }
      // An invisible copy of the bar at the content's end takes its height: `.hidden()`, `.opacity(0)`.
      if file.kind(j - 1) == .dot, file.kind(j + 1) == .openParen,
        file.tokenIs(j, "hidden") && file.kind(j + 2) == .closeParen
          || file.tokenIs(j, "opacity") && file.text(j + 2) == "0" && file.kind(j + 3) == .closeParen
      {
        return true
      }
    }
    return false
  }

  /// True when a view that starts a line of the bar also starts a line of the scrolling content
  /// (`rejectConfirmContainer` in both): the content lays the bar out again at its end, so its
  /// height is there to scroll past. A view is a member's name alone on its line (its modifiers
  /// on the next ones) or a project view made there (`ConfirmButtons()`); a statement of an action
  /// (`showPicker = false`, `model.triggerLog()`) is no view, whatever both closures run.
  static func repeats(bar: Range<Int>, in content: Range<Int>, _ file: SourceFile) -> Bool {
    func isView(_ j: Int) -> Bool {
      guard j + 1 < file.count, !file.tokens[j + 1].startsLine else { return true }
      return Expressions.isUpperCamel(file, j)
        && (file.kind(j + 1) == .openParen || file.kind(j + 1) == .openBrace)
    }
    func views(_ range: Range<Int>) -> Set<String> {
      var names: Set<String> = []
      for j in range where file.tokens[j].startsLine && file.kind(j) == .identifier && isView(j) {
        let text = file.text(j)
        guard text.count > 3, !keywords.contains(text), !containers.contains(text) else { continue }
        names.insert(text)
      }
      return names
    }
    return !views(bar).isDisjoint(with: views(content))
  }

  static let keywords: Set<String> = [
    "if", "else", "let", "var", "return", "switch", "case", "default", "guard", "for", "while", "self",
    "Self",
  ]
  static let containers: Set<String> = [
    "VStack", "HStack", "ZStack", "Group", "Spacer", "Divider", "Text", "Button", "Image", "Color", "ForEach",
    "LazyVStack", "ScrollView", "GeometryReader", "Label", "EmptyView", "RoundedRectangle", "Rectangle",
    "Circle", "Capsule", "Ellipse", "LinearGradient", "ProgressView", "Toggle", "TextField", "Link", "Menu",
    "LazyHStack", "LazyVGrid", "LazyHGrid", "Grid", "GridRow", "Section", "AnyView", "Font", "UIColor",
  ]

  func swiftUISites(_ context: FileContext) -> [Site] {
    let file = context.file
    var result: [Site] = []
    let memberOpen = { (token: Int) in Self.memberBodyOpen(named: token, context) }
    for i in 0..<file.count where file.tokenIs(i, "ZStack") && file.kind(i - 1) != .dot {
      guard let chain = Expressions.chain(file, at: i), let body = chain.primaryClosures.first else {
        continue
      }
      let alignedBottom =
        chain.primaryArguments.map { open in
          (open..<(file.match(open) ?? open)).contains { file.token($0, contains: "ottom") }
        } ?? false
      // A conditional child may be the scrolling content (the same list in every branch) or a bar
      // shown only sometimes (`if canAdd { Button … }`), read as before.
      var children: [Chain] = []
      // For a child that is one of several screens a branch picks: their project views.
      var alternatives: [Int: [String]] = [:]
      // Children read from an `if` or a `switch`: shown only sometimes.
      var conditional: Set<Int> = []
      // A child written as a member's name (`eventView`) is the view that member makes.
      let member = { (chain: Chain) in Self.memberView(chain, context) }
      func made(_ chain: Chain) -> Chain { member(chain) ?? chain }
      // For a child read from inside a `Group`, the group's chain: its modifiers may keep room.
      var wrappers: [Int: Chain] = [:]
      var consumed = body
      for statement in Expressions.statements(file, inBraces: body) where statement.lowerBound > consumed {
        // `Group { switch state { … } }.frame(…)`: the condition the group holds is the child.
        var start = statement.lowerBound
        var group: Chain?
        if file.tokenIs(start, "Group"), let chain = Expressions.chain(file, at: start),
          let open = chain.primaryClosures.first
        {
          let inner = Expressions.statements(file, inBraces: open)
          if inner.count == 1, file.tokenIs(inner[0].lowerBound, oneOf: ["if", "switch"]) {
            start = inner[0].lowerBound
            group = chain
          }
        }
        if file.tokenIs(start, "if") || file.tokenIs(start, "switch"),
          let (chain, end, names) = Self.branchScrollable(
            from: start,
            before: group.flatMap { file.match($0.primaryClosures[0]) } ?? file.match(body) ?? body,
            file, member: member)
        {
          if let names { alternatives[children.count] = names }
          if let group { wrappers[children.count] = group }
          conditional.insert(children.count)
          children.append(chain)
          consumed = group.map { $0.end - 1 } ?? end
        } else if let chain = Expressions.chain(file, at: statement.lowerBound) {
          // A `TabView` of project screens (`TabView { TodayView().tabItem { … }; CatalogView()
          // … }`): one of them must scroll, as with the screens a `switch` picks.
          if file.tokenIs(chain.primary, "TabView"), let open = chain.primaryClosures.first {
            let tabs = Expressions.statements(file, inBraces: open).compactMap {
              Expressions.chain(file, at: $0.lowerBound)
            }
            let names = tabs.compactMap { Self.isProjectView($0, file) ? file.text($0.primary) : nil }
            if !tabs.isEmpty, names.count == tabs.count {
              var distinct: [String] = []
              for name in names where !distinct.contains(name) { distinct.append(name) }
              alternatives[children.count] = distinct
              wrappers[children.count] = chain
              children.append(tabs[0])
              continue
            }
          }
          children.append(chain)
        }
      }
      // In a modifier's body, the content it modifies: scrolling where the modifier is applied to a
      // scrolling view.
      let modifier = Self.modifierBody(around: i, context)
      func isContent(_ chain: Chain) -> Bool {
        modifier.map { file.text(chain.primary) == $0.content && chain.links.isEmpty } ?? false
      }
      // A child that surely scrolls (`List`, a stack ending in a `ScrollView`) is the list before a
      // project view that only may (`BackNavigationButton(…)` laid under it).
      func surelyScrolls(_ chain: Chain) -> Bool {
        isContent(chain) || Self.scrollable(made(chain), file) == ""
          || Self.stackEndingInScrollable(made(chain), file, member: member).map {
            Self.scrollable($0, file) == ""
          } ?? false
      }
      guard
        let scrollIndex = children.firstIndex(where: surelyScrolls)
          ?? children.firstIndex(where: {
            Self.scrollable(made($0), file) != nil
              || Self.stackEndingInScrollable(made($0), file, member: member) != nil
          })
      else {
        continue
      }
      let written = children[scrollIndex]
      var list = isContent(written) ? written : made(written)
      if !isContent(list), let inner = Self.stackEndingInScrollable(list, file, member: member) {
        list = inner
      }
      if Self.reserves(list.start..<list.end, file, member: memberOpen)
        || written.primary != list.primary
          && Self.reserves(written.start..<written.end, file, member: memberOpen)
        || Self.scrollingOff(list, file) || Self.scrollingOff(written, file)
        || wrappers[scrollIndex].map({ wrapper in
          Self.reserves(wrapper.start..<wrapper.end, file, member: memberOpen)
        }) == true
      {
        continue
      }
      var bar = children[(scrollIndex + 1)...].first { child in
        let background = ["Color", "Image", "LinearGradient", "Rectangle", "EmptyView"].contains(
          file.text(child.primary))
        if background && !child.links.contains(where: { file.tokenIs($0.name, "overlay") }) { return false }
        if alignedBottom { return true }
        // Pushed to the bottom by a spacer above it; one spacer on each side centres it (an empty
        // state laid over the list).
        if Self.pushesToBottom(child, file) { return true }
        return (child.start..<child.end).contains { j in
          file.tokenIs(j, "alignment") && file.token(j + 3, contains: "ottom")
        }
      }
      // Else a project view made there, a bar when its body pushes itself down (settled in `check`);
      // not one shown only sometimes (`if showError { ErrorAlertView(…) }`, a toast).
      var projectBar: String?
      if bar == nil,
        let index = children.indices.first(where: { index in
          let child = children[index]
          return index > scrollIndex && !conditional.contains(index)
            && Expressions.isUpperCamel(file, child.primary) && file.kind(child.primary + 1) == .openParen
            && Self.isProjectView(child, file) && !Self.isSystemType(file.text(child.primary))
        })
      {
        let view = children[index]
        projectBar = file.text(view.primary)
        bar = view
      }
      guard let bar, !Self.repeats(bar: bar.start..<bar.end, in: list.start..<list.end, file) else {
        continue
      }
      if Self.isGoneAtEnd(bar.start..<bar.end, bar, context) { continue }
      let scrollName = Self.scrollable(list, file) ?? ""
      let picked = alternatives[scrollIndex]
      let scrolling =
        isContent(list)
        ? "content of '\(modifier!.type)' (a scrolling view it is applied to)"
        : picked.map { "screen a branch picks (\($0.map { "'\($0)'" }.joined(separator: ", ")))" }
          ?? (scrollName.isEmpty ? file.text(list.primary) : scrollName)
      var found =
        site(
          at: i,
          "the bar at line \(file.location(of: context.offset(bar.start)).line) is laid over the scrolling "
            + "\(scrolling) in this ZStack and adds nothing to its safe "
            + "area: at the end of scrolling the last rows stay under it (64 pt under a 64 pt bar on every device); "
            + "place the bar with .safeAreaInset(edge: .bottom) on the scrollable view",
          needs: nil, context)
      // What must scroll for the site to hold: the screens a branch picks (one of them), the view
      // a modifier is applied to, or the project view under the bar.
      found.needsBar = projectBar
      if let picked {
        found.needsAnyScrollable = picked
      } else if isContent(list) {
        found.needsScrollable = Self.modifierNeed(modifier!.type)
      } else if !scrollName.isEmpty {
        found.needsScrollable = scrollName
      }
      result.append(found)
    }
    for i in 0..<file.count
    where file.tokenIs(i, "overlay") && file.kind(i - 1) == .dot
      && (file.kind(i + 1) == .openParen || file.kind(i + 1) == .openBrace)
    {
      // `.overlay(alignment: .bottom) { … }`, `.overlay(VStack { … })`, or a trailing closure alone
      // (`.overlay { VStack { Spacer(); bar } }`, whose arguments are none: `close` is its brace).
      let parenthesised = file.kind(i + 1) == .openParen
      guard let close = parenthesised ? file.match(i + 1) : i + 1,
        let chain = Expressions.chain(file, containingDot: i - 1),
        let link = chain.links.firstIndex(where: { $0.name == i })
      else { continue }
      let base = chain.start..<chain.links[link].dot
      // A view inside a scroll view's rows scrolls with them: what it overlays is part of a row.
      if Self.liesInScrollingContent(chain.start, file) { continue }
      if Self.scrollingOff(chain, file, before: link) { continue }
      // The overlay's content: a trailing closure, or the first argument.
      let overlayLink = chain.links[link]
      let contentStart: Int? =
        overlayLink.closures.first.map { open in
          Expressions.statements(file, inBraces: open).first?.lowerBound ?? open
        }
        ?? (!parenthesised || file.tokenIs(i + 2, "alignment") ? nil : i + 2)
      // Aligned to the bottom, or pushed there by a spacer (`.overlay(VStack { Spacer(); bar })`).
      let alignedBottom = (parenthesised ? (i + 2)..<close : i..<i).contains {
        file.tokenIs($0, "alignment") && file.token($0 + 3, contains: "ottom")
      }
      let pushed =
        contentStart.flatMap { Expressions.chain(file, at: $0) }.map { Self.pushesToBottom($0, file) }
        ?? false
      guard alignedBottom || pushed else { continue }
      let contentEnd = overlayLink.closures.first.flatMap { file.match($0) } ?? close
      if let first = contentStart {
        // Shown only sometimes (a progress view, a scroll-to-bottom button, `Group { if … }`), or
        // decorative (a fade), written here or as a member or function of this file
        // (`bottomFade`, `edgeFade(.bottom)`); or gone at the end of scrolling.
        if Self.isDecorationOrConditional(at: first, file)
          || Self.namesDecorationOrConditional(first, context)
          || Self.isGoneAtEnd(first..<contentEnd, Expressions.chain(file, at: first), context)
        {
          continue
        }
      }
      let scrollName: String?
      let modifier = Self.modifierBody(around: i, context)
      if Self.scrollables.contains(where: { file.tokenIs(chain.primary, $0) }) {
        scrollName = ViewContent.isHorizontal(scrollView: chain.primary, file: file) ? nil : ""
      } else if let modifier, file.text(chain.primary) == modifier.content, chain.primary == chain.start {
        scrollName = Self.modifierNeed(modifier.type)
      } else {
        scrollName = Expressions.isUpperCamel(file, chain.primary) ? file.text(chain.primary) : nil
      }
      guard let scrollName, !Self.reserves(base, file, member: memberOpen),
        !Self.repeats(bar: (i + 1)..<contentEnd, in: base, file)
      else { continue }
      let scrolling =
        scrollName.hasPrefix("modifier:")
        ? "content of '\(modifier?.type ?? "")' (a scrolling view it is applied to)"
        : scrollName.isEmpty ? file.text(chain.primary) : scrollName
      var found = site(
        at: i,
        (alignedBottom ? "this bottom-aligned .overlay" : "this .overlay, its bar pushed down by a Spacer,")
          + " lays a bar over the scrolling \(scrolling) "
          + "without reserving its height: the last rows end under it; use .safeAreaInset(edge: .bottom) instead",
        needs: scrollName.isEmpty ? nil : scrollName, context)
      // The mechanical fix turns the aligned overlay into a `safeAreaInset`; a spacer-pushed stack
      // there would fill the screen, so that shape is fixed by hand.
      if alignedBottom { found.overlay = [Int(file.tokens[i].start), Int(file.tokens[close].end)] }
      result.append(found)
    }
    return result
  }

  /// What the UIKit pass finds in a file: bars, the controllers whose scroll view fills their view
  /// to its bottom (a subclass's bar lies over it), and the classes that reserve a bottom inset.
  struct UIKitScan {
    var sites: [Site] = []
    var scrollingControllers: [String] = []
    var reservingClasses: [String] = []
    var scrollingViews: [String] = []
  }

  func uikitSites(_ context: FileContext) -> UIKitScan {
    let file = context.file
    let index = context.index
    var scan = UIKitScan()
    // An extension in this file of a class declared elsewhere that reserves the bar's height.
    for type in index.types
    where type.kind == .extension && Self.reservesBottomInset(in: (type.bodyOpen + 1)..<type.bodyClose, file)
    {
      scan.reservingClasses.append(type.name)
    }
    for (typeIndex, type) in index.types.enumerated() where type.kind == .class {
      // The class's body and its extensions' in this file (setup methods often live in one).
      let ranges =
        [(type.bodyOpen + 1)..<type.bodyClose]
        + index.types.filter { $0.kind == .extension && $0.name == type.name }.map {
          ($0.bodyOpen + 1)..<$0.bodyClose
        }
      let tokens = ranges.flatMap { Array($0) }.sorted()
      if ranges.contains(where: { Self.reservesBottomInset(in: $0, file) }) {
        scan.reservingClasses.append(type.name)
        continue
      }
      // A tab bar controller inserting a bar just above its tab bar.
      for j in tokens
      where file.tokenIs(j, "tabBar") && file.tokenIs(j + 2, "topAnchor") && file.tokenIs(j - 2, "equalTo") {
        if let add = tokens.first(where: {
          file.tokenIs($0, "insertSubview") || file.tokenIs($0, "addSubview")
        }) {
          scan.sites.append(
            site(
              at: add,
              "a bar is added over the tab bar controller's content and pinned to the tab bar's top, but no child's "
                + "additionalSafeAreaInsets.bottom grows by its height: every tab's list ends under it unless each screen "
                + "insets itself; set the children's additionalSafeAreaInsets in viewDidLayoutSubviews",
              needs: nil, context))
        }
        break
      }
      // A bar added to the view after a scroll view pinned to the view's bottom: a controller's
      // `view`, or a view's own subviews (a screen's root view class, `addSubview(tableView)`).
      // Its scroll views, and its views of project classes, which scroll when the class is a scroll
      // view's subclass or fills itself with one (settled in `check`).
      var scrolls: [String] = []
      var projectViews: [(name: String, type: String)] = []
      for v in index.variables where v.owner == typeIndex {
        guard let declared = context.declaredType(of: v.name) else { continue }
        if Self.scrollClasses.contains(declared) {
          scrolls.append(v.name)
        } else if !Self.isSystemType(declared) {
          projectViews.append((v.name, declared))
        }
      }
      let ownView = Self.isViewClass(type)
      // With no scroll view of its own, a controller's list may be its superclass's (resolved in
      // `check`): a project base class that fills its view with one, or a table or collection view
      // controller, whose view is the list.
      guard !scrolls.isEmpty || !projectViews.isEmpty || !ownView && type.inherits.first != nil else {
        continue
      }
      // `view.addSubview(table)`, `self.view.addSubview(self.table)`, in a view `addSubview(table)`,
      // and a project's `addSubviews([header, table, bar])` (each element in order): the views added
      // to the container, each with the token of its name.
      func addsToContainer(_ j: Int) -> Bool {
        if ownView {
          return file.kind(j - 1) != .dot || file.tokenIs(j - 2, "self") && file.kind(j - 3) != .dot
        }
        // The controller's `view`, not a parameter of that name (`willDisplayHeaderView view: UIView`).
        guard file.tokenIs(j - 2, "view") else { return false }
        if file.tokenIs(j - 4, "self") { return true }
        guard let function = index.enclosingFunction(of: j), let open = function.bodyOpen else { return true }
        return !Expressions.parameters(after: function.nameToken, before: open, file).contains {
          $0.name == "view"
        }
      }
      func named(_ k: Int) -> Int { file.tokenIs(k, "self") && file.kind(k + 1) == .dot ? k + 2 : k }
      var added: [(token: Int, name: String)] = []
      for j in tokens where file.kind(j + 1) == .openParen && addsToContainer(j) {
        if file.tokenIs(j, "addSubview") {
          added.append((j, file.text(named(j + 2))))
        } else if file.tokenIs(j, oneOf: ["addSubviews", "addSubViews"]), file.kind(j + 2) == .openBracket {
          for element in Expressions.argumentSpans(file, open: j + 2) where !element.value.isEmpty {
            let k = named(element.value.lowerBound)
            if file.kind(k) == .identifier { added.append((k, file.text(k))) }
          }
        }
      }
      // The edge a constraint pins to: the controller's `view…`, or the view's own `bottomAnchor` or
      // `safeAreaLayoutGuide.bottomAnchor` (`self.` before either).
      func isContainerEdge(_ k: Int) -> Bool {
        if !ownView { return file.tokenIs(k, "view") }
        let a = file.tokenIs(k, "self") && file.kind(k + 1) == .dot ? k + 2 : k
        return file.tokenIs(a, "bottomAnchor")
          || file.tokenIs(a, "safeAreaLayoutGuide") && file.tokenIs(a + 2, "bottomAnchor")
      }
      // The anchor a constraint's receiver ends in at `anchor` is the container's own edge:
      // `view.bottomAnchor`, `self.view.safeAreaLayoutGuide.bottomAnchor`, in a view `bottomAnchor`.
      func isContainerAnchor(_ anchor: Int) -> Bool {
        var k = anchor - 2
        if file.kind(anchor - 1) != .dot {
          return ownView
        }
        if file.tokenIs(k, oneOf: ["safeAreaLayoutGuide", "layoutMarginsGuide"]) {
          guard file.kind(k - 1) == .dot else { return ownView }
          k -= 2
        }
        if ownView { return file.tokenIs(k, "self") && file.kind(k - 1) != .dot }
        return file.tokenIs(k, "view")
          && (file.kind(k - 1) != .dot || file.tokenIs(k - 2, "self") && file.kind(k - 3) != .dot)
      }
      // `view.bottomAnchor.constraint(equalTo: bar.bottomAnchor, constant: 12)`: a constraint
      // written from the other side, its receiver's anchor at `constraint - 2` and `name`'s
      // `edge` its first argument; true when `receiver` accepts the receiver's anchor.
      func reversedPin(_ name: String, _ edge: StaticString, receiver: (Int) -> Bool) -> Bool {
        tokens.contains { c in
          guard file.tokenIs(c, "constraint"), file.kind(c + 1) == .openParen, file.kind(c - 1) == .dot,
            file.tokenIs(c - 2, oneOf: ["bottomAnchor", "topAnchor"])
          else { return false }
          var a = c + 4
          if file.tokenIs(a, "self"), file.kind(a + 1) == .dot { a += 2 }
          return file.text(a) == name && file.kind(a + 1) == .dot && file.tokenIs(a + 2, edge)
            && receiver(c - 2)
        }
      }
      func pinnedToViewBottom(_ name: String, edges: Bool) -> Bool {
        // A view whose top is pinned too (`label.topAnchor.constraint(equalTo: view.topAnchor)`, below
        // a header) spans the height between them: an empty state or a page, not a bar. A top pinned
        // above the view's own bottom (`equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant:
        // -50`) gives a bar its height instead.
        if !edges,
          tokens.contains(where: { j in
            // (The anchor words first: every token is asked, and few start an anchor's constraint.)
            file.tokenIs(j + 2, "topAnchor") && file.tokenIs(j + 4, "constraint") && file.text(j) == name
              && !(isContainerEdge(j + 8) && Self.namesBottomAnchor(argumentsOf: j + 5, file))
          })
            || reversedPin(
              name, "topAnchor", receiver: { !(file.tokenIs($0, "bottomAnchor") && isContainerAnchor($0)) })
        {
          return false
        }
        return tokens.contains { j in
          file.tokenIs(j + 2, "bottomAnchor") && file.tokenIs(j + 4, "constraint") && file.text(j) == name
            && isContainerEdge(j + 8)
            // A list that ends a constant above the bottom (`constant: -80`) ends where the bar
            // starts, as SnapKit's `.inset(80)` does.
            && !(edges && Self.hasNonzeroConstant(argumentsOf: j + 5, file))
        }
          || reversedPin(
            name, "bottomAnchor", receiver: { file.tokenIs($0, "bottomAnchor") && isContainerAnchor($0) })
          || ranges.contains { Self.snapPinsBottomToView(name, in: $0, file, edges: edges, ownView: ownView) }
          || edges
            && tokens.contains { j in
              file.text(j) == name && Self.pinsEveryEdge(at: j + 2, file, to: isContainerEdge)
            }
      }
      // A list that scrolls sideways, pages, or is moved only by code (`scrollDirection =
      // .horizontal`, `isPagingEnabled = true`, `isScrollEnabled = false`), set on it by name or
      // in its initializer (`let layout = UICollectionViewFlowLayout(); layout.scrollDirection =
      // .horizontal`): it has no last rows the user scrolls up from under a bar.
      func initializer(of name: String) -> Range<Int>? {
        index.variables.first { $0.owner == typeIndex && $0.name == name }?.initializer
      }
      func sideways(_ scroll: String) -> Bool {
        let initializer = initializer(of: scroll)
        return tokens.contains { j in
          guard file.tokenIs(j + 1, "="),
            file.tokenIs(j, "scrollDirection") && file.tokenIs(j + 3, "horizontal")
              || file.tokenIs(j, "isPagingEnabled") && file.tokenIs(j + 2, "true")
              || file.tokenIs(j, "isScrollEnabled") && file.tokenIs(j + 2, "false")
          else { return false }
          return initializer?.contains(j) == true || file.kind(j - 1) == .dot && file.text(j - 2) == scroll
        }
      }
      // The first view added after `list` and pinned to the view's bottom too, unless it is a
      // separator or a page control (which marks the page of a horizontally paging scroll view), or
      // the list ends at its top or keeps its own end clear.
      func barLaidOver(_ list: String, addedAt listAdd: Int) -> (token: Int, name: String)? {
        guard
          let bar = added.first(where: {
            $0.token > listAdd && $0.name != list && !scrolls.contains($0.name)
              && pinnedToViewBottom($0.name, edges: false)
          }),
          !Self.isHairline(bar.name, in: tokens, file),
          !Self.isAlwaysHidden(bar.name, in: tokens, file),
          context.declaredType(of: bar.name)?.hasSuffix("PageControl") != true,
          !Self.listEndsAtBar(bar.name, list: list, in: tokens, file),
          !Self.listReservesEnd(list, initializer: initializer(of: list), in: tokens, file)
        else { return nil }
        return bar
      }
      // A view of a project class filling the view to its bottom, with a bar added after it.
      var overProjectView = false
      for (list, listType) in projectViews where !sideways(list) {
        guard let listAdd = added.first(where: { $0.name == list }), pinnedToViewBottom(list, edges: true),
          let bar = barLaidOver(list, addedAt: listAdd.token)
        else { continue }
        var found = site(
          at: bar.token, Self.overMessage(bar: bar.name, list: list, ownView: ownView), needs: nil, context)
        found.needsScrollingView = listType
        scan.sites.append(found)
        overProjectView = true
      }
      if scrolls.isEmpty {
        if !overProjectView,
          let found = inheritedListBar(
            type, tokens: tokens, added: added,
            pinned: { pinnedToViewBottom($0, edges: false) }, context)
        {
          scan.sites.append(found)
        }
        continue
      }
      for scroll in scrolls where !sideways(scroll) {
        guard let scrollAdd = added.first(where: { $0.name == scroll }),
          pinnedToViewBottom(scroll, edges: true)
        else {
          continue
        }
        if ownView {
          scan.scrollingViews.append(type.name)
        } else {
          scan.scrollingControllers.append(type.name)
        }
        guard let bar = barLaidOver(scroll, addedAt: scrollAdd.token) else { continue }
        scan.sites.append(
          site(
            at: bar.token, Self.overMessage(bar: bar.name, list: scroll, ownView: ownView), needs: nil,
            context))
      }
    }
    // One finding a bar, when it lies over a scroll view and a project view both.
    var seen = Set<Int>()
    scan.sites = scan.sites.filter { seen.insert($0.offset).inserted }
    return scan
  }

  static func overMessage(bar: String, list: String, ownView: Bool) -> String {
    "'\(bar)' is added over '\(list)', both pinned to the view's bottom, and nothing reserves the bar's height "
      + "(no additionalSafeAreaInsets, contentInset or scroll indicator insets): the last rows end under it; "
      + (ownView
        ? "set the owning controller's additionalSafeAreaInsets.bottom, or '\(list)'s contentInset.bottom, to "
          + "the bar's height (or pin the list's bottom to the bar's top)"
        : "set additionalSafeAreaInsets.bottom (or pin the list's bottom to the bar's top)")
  }

  /// A type of Apple's frameworks (`UILabel`, `WKWebView`, `MKMapView`), by its framework's
  /// prefix: never a project view that may scroll, so no need to look it up.
  static func isSystemType(_ name: String) -> Bool {
    systemPrefixes.contains { name.hasPrefix($0) }
  }
  static let systemPrefixes = ["UI", "NS", "CG", "CA", "WK", "MK", "AV", "SK", "SC", "PH", "CL"]

  /// A bar added to the view of a controller that declares no list: the first view added to
  /// `view` and pinned to its bottom (not its top as well), unless it is a separator or a page
  /// control. Whether a superclass's list lies under it is settled in `check`.
  func inheritedListBar(
    _ type: TypeDecl, tokens: [Int], added: [(token: Int, name: String)], pinned: (String) -> Bool,
    _ context: FileContext
  ) -> Site? {
    let file = context.file
    guard let parent = type.inherits.first,
      let bar = added.first(where: { add in
        pinned(add.name) && !Self.isHairline(add.name, in: tokens, file)
          && !(context.declaredType(of: add.name).map { type in
            type.hasSuffix("PageControl") || Self.scrollClasses.contains(type)
          } ?? false)
      })
    else { return nil }
    // The inherited list is made to end at the bar's top here: the bar takes its own room.
    if Self.listEndsAtBar(bar.name, list: nil, in: tokens, file) { return nil }
    // `bar.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor…)`, or SnapKit's
    // `make.bottom.equalTo(view.safeAreaLayoutGuide)`.
    let guided = tokens.contains { j in
      file.text(j) == bar.name && file.kind(j + 1) == .dot
        && (file.tokenIs(j + 2, "bottomAnchor") && file.tokenIs(j + 4, "constraint")
          && file.tokenIs(j + 8, "view") && file.kind(j + 9) == .dot
          && file.tokenIs(j + 10, oneOf: ["safeAreaLayoutGuide", "layoutMarginsGuide"])
          || file.tokenIs(j + 2, "snp")
            && (j..<min(j + 40, file.count)).contains { file.tokenIs($0, "safeAreaLayoutGuide") })
    }
    var found = site(
      at: bar.token,
      "'\(bar.name)' is added over the list that the superclass (\(parent)) lays out to the view's bottom, and is "
        + "pinned to that bottom too; nothing reserves the bar's height (no additionalSafeAreaInsets, contentInset or scroll indicator "
        + "insets): the last rows end under it; set additionalSafeAreaInsets.bottom to the bar's height",
      needs: nil, context)
    found.needsScrollingAncestor = type.name
    found.pinnedToGuide = guided
    return found
  }

  /// True when a list ends at the bar's top, so the bar takes its own room:
  /// `table.bottomAnchor.constraint(equalTo: bar.topAnchor, constant: -10)`, or SnapKit's
  /// `make.bottom.equalTo(bar.snp.top)`. `list` names the list; nil (a superclass's list, whose
  /// name this file may not say) takes any view's bottom pinned there.
  static func listEndsAtBar(_ bar: String, list: String?, in tokens: [Int], _ file: SourceFile) -> Bool {
    // The same written from the bar: `bar.topAnchor.constraint(equalTo: table.bottomAnchor)`, the
    // list's bottom its first argument (`self.` before it); not the container's own edge.
    func endsAbove(argument a: Int) -> Bool {
      let k = file.tokenIs(a, "self") && file.kind(a + 1) == .dot ? a + 2 : a
      guard file.kind(k) == .identifier, file.kind(k + 1) == .dot, file.tokenIs(k + 2, "bottomAnchor") else {
        return false
      }
      return list.map { file.text(k) == $0 }
        ?? !file.tokenIs(k, oneOf: ["view", "safeAreaLayoutGuide", "layoutMarginsGuide"])
    }
    return tokens.contains { j in
      file.tokenIs(j, "bottomAnchor") && file.kind(j - 1) == .dot && file.tokenIs(j + 2, "constraint")
        && file.text(j + 6) == bar && file.tokenIs(j + 8, "topAnchor")
        && list.map { file.text(j - 2) == $0 } ?? true
        || file.tokenIs(j, "topAnchor") && file.kind(j - 1) == .dot && file.text(j - 2) == bar
          && file.tokenIs(j + 2, "constraint") && endsAbove(argument: j + 6)
        || file.text(j) == bar && file.kind(j + 1) == .dot && file.tokenIs(j + 2, "snp")
          && file.kind(j + 3) == .dot && file.tokenIs(j + 4, "top")
    }
  }

  /// A class of a view (`final class RewardDetailsLayout: UIView`), not a cell: its subviews are laid
  /// out against its own edges.
  static func isViewClass(_ type: TypeDecl) -> Bool {
    type.inherits.contains { name in
      name.hasSuffix("View") && !["UITableView", "UICollectionView", "UIScrollView"].contains(name)
    } && !type.inherits.contains { $0.hasSuffix("Cell") || $0.hasSuffix("Controller") }
  }

  /// A separator drawn along the view's bottom, not a bar: named so (`separator`, `divider`,
  /// `bottomLine`, `hairline`, `border`), or given a height of 2 pt or less
  /// (`separator.heightAnchor.constraint(equalToConstant: 0.5)`, `make.height.equalTo(1)`).
  static func isHairline(_ name: String, in tokens: [Int], _ file: SourceFile) -> Bool {
    let lower = name.lowercased()
    if ["separator", "divider", "hairline", "border"].contains(where: { lower.contains($0) })
      || lower.hasSuffix("line")
    {
      return true
    }
    func small(_ k: Int) -> Bool {
      guard file.kind(k) == .number, let value = Double(file.text(k)) else { return false }
      return value <= 2 && !(file.kind(k + 1) == .operator && !file.tokenIs(k + 1, "/"))
    }
    return tokens.contains { j in
      guard file.text(j) == name, file.kind(j + 1) == .dot else { return false }
      // `name.heightAnchor.constraint(equalToConstant: 0.5)`
      if file.tokenIs(j + 2, "heightAnchor"), file.tokenIs(j + 4, "constraint"),
        file.tokenIs(j + 6, "equalToConstant")
      {
        return small(j + 8)
      }
      // `name.snp.makeConstraints { make in … make.height.equalTo(1) … }`
      guard
        let (_, open, close) = SnapKitClosures.closure(
          atSnp: j + 2, file, makers: ["makeConstraints", "remakeConstraints"])
      else { return false }
      return (open..<close).contains { k in
        file.tokenIs(k, "height") && file.kind(k - 1) == .dot && file.tokenIs(k + 2, "equalTo")
          && file.kind(k + 3) == .openParen && small(k + 4)
      }
    }
  }

  /// True when the class hides the bar (`exportNoticeView.isHidden = true`) and never shows it
  /// again: no other value is written to its `isHidden`, and it is not toggled.
  static func isAlwaysHidden(_ name: String, in tokens: [Int], _ file: SourceFile) -> Bool {
    var hidden = false
    for j in tokens where file.text(j) == name && file.kind(j + 1) == .dot && file.tokenIs(j + 2, "isHidden")
    {
      if file.kind(j + 3) == .dot { return false }
      guard file.text(j + 3) == "=" else { continue }
      guard file.tokenIs(j + 4, "true"),
        j + 5 >= file.count || file.tokens[j + 5].startsLine || file.kind(j + 5) == .semicolon
      else { return false }
      hidden = true
    }
    return hidden
  }

  /// Insets that can reserve a bar's height at the bottom of a scroll view.
  static let bottomReservations: [StaticString] = [
    "additionalSafeAreaInsets", "contentInset", "scrollIndicatorInsets", "verticalScrollIndicatorInsets",
  ]

  /// True when code in `range` writes an inset that may hold the bar's height: the bottom member
  /// (`contentInset.bottom = …`), or the whole insets (`contentInset = UIEdgeInsets(…, bottom: h, …)`)
  /// unless their bottom is written as zero. A top or side inset (`contentInset.top = header`), an
  /// adjustment behaviour (`contentInsetAdjustmentBehavior = .never`) or a read reserves nothing.
  static func reservesBottomInset(in range: Range<Int>, _ file: SourceFile) -> Bool {
    for j in range where file.kind(j) == .identifier && file.tokenIs(j, oneOf: bottomReservations) {
      if file.kind(j + 1) == .dot {
        if file.tokenIs(j + 2, "bottom") { return true }
        continue
      }
      guard file.text(j + 1) == "=" else { continue }
      // The whole insets: their `bottom:` argument, when written as a literal zero, reserves nothing.
      var end = j + 2
      while end < range.upperBound, !(file.tokens[end].startsLine && end > j + 2) {
        if file.kind(end) == .openParen, let close = file.match(end) { end = close + 1 } else { end += 1 }
      }
      let zeroBottom = (j + 2..<end).contains { k in
        file.tokenIs(k, "bottom") && file.kind(k + 1) == .colon && file.text(k + 2) == "0"
          && file.kind(k + 3) != .dot
      }
      if !(file.tokenIs(j + 2, "zero") || file.tokenIs(j + 3, "zero") && file.kind(j + 2) == .dot
        || zeroBottom)
      {
        return true
      }
    }
    return false
  }

  /// The end of what the presenter at `k` shows: its argument list and trailing closures.
  static func presentedEnd(after k: Int, _ file: SourceFile) -> Int? {
    var j = k + 1
    if file.kind(j) == .openParen, let close = file.match(j) { j = close + 1 }
    var end: Int? = j > k + 1 ? j : nil
    while file.kind(j) == .openBrace
      || (file.kind(j) == .identifier && file.kind(j + 1) == .colon
        && file.kind(j + 2) == .openBrace)
    {
      let open = file.kind(j) == .openBrace ? j : j + 2
      guard let close = file.match(open) else { break }
      j = close + 1
      end = j
    }
    return end
  }

  public func check(_ project: ProjectContext) -> [Finding] {
    let all = project.facts(of: self)
    var scrollable = Set(all.flatMap(\.facts.scrollableViews)).union(all.flatMap(\.facts.holdingScrollable))
    // A view whose body makes a scrollable project view scrolls too (a few views down).
    var bodyViews: [String: [String]] = [:]
    for (_, facts) in all { bodyViews.merge(facts.bodyViews) { a, b in a + b } }
    for _ in 0..<3 {
      let grown = scrollable.union(bodyViews.filter { $0.value.contains(where: scrollable.contains) }.keys)
      if grown == scrollable { break }
      scrollable = grown
    }
    // A project modifier applied to a scrolling view, itself or through a function wrapping it.
    let applied = Set(all.flatMap(\.facts.appliedToScrollables))
    scrollable.formUnion(applied.map(Self.modifierNeed))
    for pair in all.flatMap(\.facts.modifierWrappers) where pair.count == 2 && applied.contains(pair[0]) {
      scrollable.insert(Self.modifierNeed(pair[1]))
    }
    let bottomBars = Set(all.flatMap(\.facts.bottomBars))
    let scrollingControllers = Set(all.flatMap(\.facts.scrollingControllers))
    let reserving = Set(all.flatMap(\.facts.reservingClasses))
    let scrollingBases = Self.scrollClasses.union(all.flatMap(\.facts.scrollingViews))
    let description = Self.description
    var findings: [Finding] = []
    for (path, facts) in all {
      for site in facts.sites {
        if let needed = site.needsScrollable, !scrollable.contains(needed) { continue }
        if let any = site.needsAnyScrollable, !any.contains(where: scrollable.contains) { continue }
        if let bar = site.needsBar, !bottomBars.contains(bar) { continue }
        if let view = site.needsScrollingView, !project.hierarchy.inherits(view, fromAny: scrollingBases) {
          continue
        }
        if let owner = site.needsScrollingAncestor {
          let lineage = project.hierarchy.ancestors(of: owner)
          if reserving.contains(owner) || lineage.contains(where: reserving.contains) { continue }
          let projectList = lineage.contains(where: scrollingControllers.contains)
          let systemList =
            site.pinnedToGuide == true && lineage.contains(where: Self.listControllers.contains)
          guard projectList || systemList else { continue }
        }
        var finding = Finding(
          file: path, offset: site.offset, line: site.line, column: site.column, rule: description.id,
          severity: project.severities[description.id] ?? description.severity, message: site.message,
          problem: description.problem)
        if let fixing = project.fixing {
          if let range = site.overlay, range.count == 2 {
            switch fixing.plan(for: description.problem, file: path) {
            case .success(let plan) where plan.gap == nil && plan.chosen.map(\.id) == ["safe-area-inset-bar"]:
              finding.edits = [
                TextEdit(
                  file: path, range: range[0]..<range[1], replacement: "safeAreaInset(edge: .bottom)",
                  rule: description.id)
              ]
              finding.fixable = true
            case .success(let plan):
              finding.fixNote = "the selection (\(plan.summary)) is not safe-area-inset-bar"
            case .failure(let reason): finding.fixNote = reason.reason
            }
          } else {
            finding.fixNote =
              "no mechanical edit: move the bar into .safeAreaInset or feed its height to the safe area"
          }
        }
        findings.append(finding)
      }
    }
    return findings
  }

  public static let description = RuleDescription(
    id: "bottom-bar-overlap",
    summary: "A custom bar laid over scrolling content hides the last rows",
    rationale: """
      A ZStack sibling, a bottom overlay or a UIKit subview on top adds nothing to the list's safe
      area, so the list scrolls its last rows under the bar. Place the bar with safeAreaInset(edge:
      .bottom), feed its height into additionalSafeAreaInsets, or stack it below the list.
      """,
    problem: "bottom-bar-overlap",
    triggering: BottomBarOverlapExamples.triggering,
    nonTriggering: BottomBarOverlapExamples.nonTriggering)
}
