import InsetEmulation
import InsetEngine
import InsetLint

/// Safe-area insets that reach a layout value (a frame, a constraint constant, a content inset,
/// `additionalSafeAreaInsets`, SwiftUI padding, frame or offset) from "the" window rather than the
/// view: `UIApplication.shared.keyWindow`, `UIApplication.shared.windows…`, anything through
/// `connectedScenes`, the app delegate's window, or a project helper (a function or property in
/// any file) that returns one of these, a stored `UIWindow` member (an app context's `mainWindow`),
/// or a helper handed such a window that returns a length from its insets. A helper declared to
/// return a length or insets whose body reads such a window's insets (`func bottomInset() -> CGFloat`,
/// `static var insets: UIEdgeInsets`) is reported where its value is laid out with (its uses, in any
/// file), not in its own body, which is reported only when no use is found (a mixed app's Objective-C
/// class method that returns such a window's insets or size is one too, `ObjectiveCWindowHelpers`,
/// reported at its Swift uses); or the view's own
/// insets read once (an initializer, `loadView`, `viewDidLoad`, `awakeFromNib`, a stored
/// property) in a type that never reads them
/// again in `viewSafeAreaInsetsDidChange`, `safeAreaInsetsDidChange`, `viewDidLayoutSubviews`,
/// `layoutSubviews` or `viewWillTransition`. A device-class flag made of the insets (`bottom > 0`,
/// `var hasTopNotch: Bool`) is a finding where it picks a layout value (a ternary's arms in a
/// constraint or padding, an `if` whose branches lay out), as much as the insets themselves; one
/// that picks nothing laid out (an icon), a flag made of a window's size only (a small-screen
/// tweak), a log, or no layout value is fine; so are UI tests and macOS code. A global window's
/// size is fine in an app that runs only on iPhone (`TARGETED_DEVICE_FAMILY` 1): there every window
/// is the screen's size (Split View, Slide Over and Stage Manager are iPad's); its insets still count.
///
/// The value is followed by declaration (`WindowSafeAreaReadFlow.swift`): into a closure or key path
/// a global window is mapped with (`.map { $0.safeAreaInsets.top }`), to a helper declared at file
/// scope or in an extension and used by its bare name in another file (a local or parameter of the
/// same name is not it), and from an environment value's default to the views that read it (the
/// default is no finding when every reader only compares it). A helper whose every use feeds no
/// layout value is no finding in its body either. A view's insets stored in UserDefaults
/// (`@AppStorage("bottomEdge")` assigned a `safeAreaInsets` read) are reported where they are
/// stored and where another view declares that default and lays out with it.
public struct WindowSafeAreaReadRule: CollectingRule {
  public init() {}
  /// The window words, the layout words a use of an inset helper sits in (a file that only calls
  /// `bottomInset()` names no window), and the words of a helper's name passed to a function that
  /// lays out with it (`adjustBottom(bottom: Helper.miniPlayerBottom())`).
  public let triggers: [StaticString] = [
    "safeAreaInsets", "connectedScenes", "keyWindow", "windows", "Window", "padding", "frame", "offset",
    "constant", "height", "Inset", "position", "preferredMaxLayoutWidth", "ottom", "argin", "afeArea",
  ]

  public struct Read: Codable, Sendable, Equatable {
    public var offset: Int
    public var line: Int
    public var column: Int
    /// `global` (a global window expression in the chain), `own-once`, or `through` (a helper).
    public var kind: String
    /// Identifiers and called names in the read's chain (helpers are resolved across files).
    public var through: [String]
    public var text: String
    public var place: String
    /// The length helper (`Type.name` or `name`) whose body holds the read: reported at the
    /// helper's uses instead when it has any.
    public var helper: String? = nil
    /// The read reaches layout only through the uses of what holds it (in any file).
    public var deferred = false
    /// The environment default holding the read (`Key.defaultValue`, `EnvironmentValues.name`).
    public var environment: String? = nil
    /// A helper's use passed as an argument (`adjustBottom(bottom: Helper.bottomInset())`):
    /// `function:label`, a use in layout when that function lays out with the parameter
    /// (`layoutSetters`, in any file).
    public var setter: String? = nil
  }

  /// A function or property declared to return a length or insets, and what its body reads.
  public struct LengthHelper: Codable, Sendable, Equatable {
    /// It reads the insets of a global window expression (`connectedScenes.first…safeAreaInsets`).
    public var readsGlobalInsets = false
    /// The names in the chains before each `.safeAreaInsets` it reads (a window provider there).
    public var insetChains: [String] = []
    /// The helpers it calls (candidate keys: `Type.name`, `name`).
    public var calls: [String] = []
    /// A stored property a method assigns a global window's size or insets to
    /// (`adaptiveWidth = window.bounds.width` in a shared manager): it caches that window.
    public var cachesGlobalWindow = false
    /// It reads the size of a global window expression (`keyWindow?.frame.size.width` after
    /// `UIApplication.shared`), and the names in the chains before each `.frame` or `.bounds`.
    public var readsGlobalSize = false
    public var sizeChains: [String] = []
    /// It is a flag (`var hasTopNotch: Bool`): a window-inset flag picks the layout where it is
    /// used; a window-size flag (`isSmallScreen`) only tunes a design to the device, and is no helper.
    public var isFlag = false

    /// Two declarations under one key (an overload, a member of two extensions): either may be called.
    mutating func merge(_ other: LengthHelper) {
      readsGlobalInsets = readsGlobalInsets || other.readsGlobalInsets
      cachesGlobalWindow = cachesGlobalWindow || other.cachesGlobalWindow
      readsGlobalSize = readsGlobalSize || other.readsGlobalSize
      isFlag = isFlag && other.isFlag
      insetChains = Array(Set(insetChains + other.insetChains)).sorted()
      sizeChains = Array(Set(sizeChains + other.sizeChains)).sorted()
      calls = Array(Set(calls + other.calls)).sorted()
    }
  }

  public struct Facts: Codable, Sendable, Equatable {
    public var reads: [Read] = []
    /// Functions and properties whose body returns a global window, scene or their insets.
    public var providers: [String] = []
    /// The providers among them that are stored windows (`var mainWindow: UIWindow?`): a window of
    /// the app's own making, whose insets may be another view's but whose size is its own.
    public var storedWindows: [String] = []
    /// Functions and properties declared to return a window, a scene or insets, with the names
    /// their body reads: a provider when one of those is (`var firstKeyWindow: UIWindow? {
    /// foregroundSceneWindows.first(where: \.isKeyWindow) }`), resolved across files.
    public var forwarders: [String: [String]] = [:]
    /// Functions that take a window and return a length from its insets (`footerHeight(window:)`):
    /// a call that passes them a global window reads that window's insets.
    public var windowReaders: [String] = []
    /// Functions and properties declared to return a length or insets, keyed `Type.name` (or
    /// `name` at file scope): an inset helper when its body reads a global window's insets, a
    /// provider's, or another inset helper's value (resolved across files).
    public var lengthHelpers: [String: LengthHelper] = [:]
    /// The length helpers declared in an extension (`extension View { var topInset: CGFloat … }`):
    /// a bare use of the name in any type may stand for them.
    public var extensionHelpers: [String] = []
    /// Helpers named where their value reaches no layout value (a flag, a log, an argument): a
    /// helper with such uses and none in layout is no finding, in its body either.
    /// (FNV-1a hashes of their keys, `keyHash`: a project names many values this way, and only the
    /// helpers' keys are ever looked up.)
    public var otherUses: [Int] = []
    /// Environment values declared here, keyed by the helper holding the default
    /// (`SafeAreaInsetsKey.defaultValue` → `safeAreaInsets`).
    public var environmentValues: [String: String] = [:]
    /// Environment values read here (`@Environment(\.safeAreaInsets)`), true when a use lays out.
    public var environmentReaders: [String: Bool] = [:]
    /// `function:label` of each function here that lays out with that parameter
    /// (`func adjustBottom(bottom: CGFloat) { bottomConstraint.constant = bottom }`).
    public var layoutSetters: [String] = []
  }

  static let rereaders: Set<String> = [
    "viewSafeAreaInsetsDidChange", "safeAreaInsetsDidChange", "viewDidLayoutSubviews", "layoutSubviews",
    "viewWillTransition", "viewWillLayoutSubviews",
  ]
  static let onceFunctions: Set<String> = ["init", "viewDidLoad", "loadView", "awakeFromNib"]
  static let sinkWords = WordSet([
    "frame", "origin", "CGRect", "CGPoint", "constant", "contentInset", "additionalSafeAreaInsets", "padding",
    "offset", "height", "width", "y", "x", "scrollIndicatorInsets", "verticalScrollIndicatorInsets", "inset",
    "position", "center", "bottomInset", "topInset", "spacing", "defaultValue", "contentEdgeInsets",
    "titleEdgeInsets", "imageEdgeInsets", "contentInsets", "layoutMargins", "directionalLayoutMargins",
    "preferredMaxLayoutWidth",
    // PureLayout: `autoPinEdge(toSuperviewEdge: .bottom, withInset: inset)`,
    // `autoPinEdge(.top, to: .bottom, of: bar, withOffset: inset)`, `autoSetDimension(.height, toSize: h)`.
    "withInset", "withOffset", "toSize",
  ])
  /// Words of a statement that sets something other than where content sits: a corner radius, a
  /// popover's anchor, a scroll position.
  static let placesNoContent: [StaticString] = [
    "cornerRadius", "sourceRect", "setContentOffset", "scrollRectToVisible",
  ]
  static let logWords: [StaticString] = [
    "print", "NSLog", "os_log", "debugPrint", "log", "logger", "Logger", "DDLogInfo",
  ]

  /// `safeAreaInsets`, or `safeAreaLayoutGuide.layoutFrame`: the same insets, as the rectangle
  /// they leave (`window.frame.maxY - window.safeAreaLayoutGuide.layoutFrame.maxY`); or a scene's
  /// `statusBarManager.statusBarFrame`, the top inset that scene's status bar takes (zero while it
  /// is hidden, as in iPhone landscape), read from "the" window's scene as often as its insets are.
  static func isSafeAreaRead(_ i: Int, _ file: SourceFile) -> Bool {
    file.tokenIs(i, "safeAreaInsets")
      || (file.tokenIs(i, "safeAreaLayoutGuide") && file.kind(i + 1) == .dot
        && file.tokenIs(i + 2, "layoutFrame"))
      || (file.tokenIs(i, "statusBarFrame") && file.kind(i - 1) == .dot
        && (file.tokenIs(i - 2, "statusBarManager")
          || (file.kind(i - 2) == .operator && file.tokenIs(i - 3, "statusBarManager"))))
      || isApplicationStatusBar(i, file)
  }

  /// `UIApplication.shared.statusBarFrame`: the status bar of no window in particular, deprecated
  /// since iOS 13 for the window scene's `statusBarManager` because an app may have several scenes
  /// (Apple's documentation of `statusBarFrame`): a global read of the top inset.
  static func isApplicationStatusBar(_ i: Int, _ file: SourceFile) -> Bool {
    file.tokenIs(i, "statusBarFrame") && file.kind(i - 1) == .dot && file.tokenIs(i - 2, "shared")
      && file.kind(i - 3) == .dot && file.tokenIs(i - 4, "UIApplication")
  }

  /// True for a read's text that ends in one of those.
  static func readsInsets(_ text: String) -> Bool {
    text.hasSuffix("safeAreaInsets") || text.hasSuffix("safeAreaLayoutGuide")
      || text.hasSuffix("statusBarFrame")
  }

  /// True when tokens `range` hold a global window expression.
  static func isGlobal(_ range: Range<Int>, _ file: SourceFile) -> Bool {
    var application = false
    for j in range {
      if file.tokenIs(j, "connectedScenes") { return true }
      if file.tokenIs(j, "UIApplication")
        || (file.tokenIs(j, "shared") && file.tokenIs(j - 2, "UIApplication"))
      {
        application = true
      }
      if application,
        file.tokenIs(j, "keyWindow") || file.tokenIs(j, "windows") || file.tokenIs(j, "delegate")
      {
        return true
      }
    }
    return false
  }

  /// `UIWindow().safeAreaInsets`: a window made on the spot is in no scene and shows nothing, so
  /// its insets are zero, whatever the view's are.
  static func isNewWindow(_ chain: Range<Int>, _ file: SourceFile) -> Bool {
    guard let first = chain.first, file.tokenIs(first, "UIWindow"), file.kind(first + 1) == .openParen,
      let close = file.match(first + 1)
    else { return false }
    // The chain runs up to the `.` before the read.
    return close + 2 == chain.upperBound
  }

  /// True for a member of `UIApplication` (an extension or a subclass): there a bare `windows` or
  /// `keyWindow` is the application's, a global window (`func findKeyWindow() -> UIWindow? {
  /// windows.first(where: { $0.isKeyWindow }) }`).
  static func isApplicationMember(_ owner: Int?, _ index: SyntaxIndex) -> Bool {
    guard let owner else { return false }
    let type = index.types[owner]
    return type.name == "UIApplication" || type.inherits.contains("UIApplication")
  }

  /// True for a `window` that is a view's or view controller's own (`view.window`, a bare `window`
  /// in a view's extension): a project's `extension UIApplication { var window: UIWindow? }` is
  /// that provider only on the application (`UIApplication.shared.window`, a delegate's, or bare
  /// inside the application's own code).
  static func isOwnWindowName(_ j: Int, _ context: FileContext) -> Bool {
    let file = context.file
    guard file.tokenIs(j, "window") else { return false }
    if file.kind(j - 1) == .dot {
      let receiver = file.text(j - 2)
      // A type's static member (`Global.window`): no view's own.
      if Expressions.isUpperCamel(file, j - 2), file.kind(j - 3) != .dot { return false }
      return
        !(receiver == "shared" || receiver.hasSuffix("pplication") || receiver.hasSuffix("elegate"))
    }
    let owner = context.index.enclosingType(of: j)
    // Inside a type that keeps a static `window` (`enum Global { static var window: UIWindow? }`).
    if let owner,
      context.index.variables.contains(where: {
        $0.owner == owner && $0.name == "window" && $0.modifiers.contains("static")
      })
    {
      return false
    }
    return !isApplicationMember(owner, context.index)
  }

  /// True when tokens `range` read the application's own `windows` or `keyWindow` (bare, or on
  /// `self`).
  static func readsApplicationWindows(_ range: Range<Int>, _ file: SourceFile) -> Bool {
    range.contains { j in
      file.tokenIs(j, oneOf: ["windows", "keyWindow"]) && file.kind(j + 1) != .colon
        && (file.kind(j - 1) != .dot || (file.tokenIs(j - 2, "self") && file.kind(j - 3) != .dot))
        && !file.tokenIs(j - 1, oneOf: ["var", "let", "func"])
    }
  }

  /// True when a declared type names a window, a scene or insets (`UIWindow?`, `[UIWindow]`).
  /// A function that can hand out a window: declared to return one, a scene, a view or a
  /// controller. A data-source method that reads the key window inside
  /// (`func tableView(_:cellForRowAt:) -> UITableViewCell`) returns none, and must not make every
  /// `tableView.safeAreaInsets` of the project a window read.
  static func mayReturnWindow(_ function: FunctionDecl, open: Int, _ file: SourceFile) -> Bool {
    guard let arrow = (function.nameToken..<open).first(where: { file.tokenIs($0, "->") }) else {
      return false
    }
    return ((arrow + 1)..<open).contains { j in
      file.kind(j) == .identifier
        && (file.token(j, contains: "Window") || file.token(j, contains: "Scene")
          || file.tokenIs(j, oneOf: ["UIView", "UIViewController", "UIEdgeInsets"])
          || (file.token(j, endsWith: "Controller") && !file.token(j, endsWith: "ResultsController")))
    }
  }

  /// The private classes of the keyboard's window and views: a helper that picks a window or view
  /// by one of them (`windows.first { NSStringFromClass(type(of: $0)) == "UIRemoteKeyboardWindow" }`)
  /// hands out the keyboard's host, not the app's window, and no inset of it is read as the app's.
  static let keyboardHostClasses: [StaticString] = [
    "UIRemoteKeyboardWindow", "UITextEffectsWindow", "UIInputSetHostView", "UIInputSetContainerView",
  ]

  static func findsKeyboardHost(_ range: Range<Int>, _ file: SourceFile) -> Bool {
    range.contains { j in
      file.kind(j) == .string && keyboardHostClasses.contains { file.token(j, contains: $0) }
    }
  }

  static func namesWindow(_ range: Range<Int>, _ file: SourceFile) -> Bool {
    range.contains { file.tokenIs($0, oneOf: ["UIWindow", "UIWindowScene", "UIScene", "UIEdgeInsets"]) }
  }

  /// True for a stored member holding a window (`var mainWindow: UIWindow?` on an app context or a
  /// manager): whoever reads its insets later reads that window's, not their own view's. `window`
  /// itself is left out: it is also the name of every view's own window, unless it is a type's
  /// static member (`enum Global { static var window: UIWindow? }`), which no view owns.
  /// True for a view member set up by a closure run on the spot (`lazy var footer: UIView = {
  /// let inset = keyWindow.safeAreaInsets.bottom; return UIView(frame: …) }()`): it holds a view
  /// made there, sized with what the closure read, not a window; its reads are judged where they are.
  static func makesOwnView(_ variable: VariableDecl, _ file: SourceFile) -> Bool {
    guard let type = variable.typeRange, let initializer = variable.initializer,
      let name = type.first(where: { file.kind($0) == .identifier }),
      file.token(name, endsWith: "View"), !file.token(name, contains: "indow"),
      file.kind(initializer.lowerBound) == .openBrace, let close = file.match(initializer.lowerBound)
    else { return false }
    return file.kind(close + 1) == .openParen && file.kind(close + 2) == .closeParen
  }

  static func isStoredWindow(_ variable: VariableDecl, _ file: SourceFile) -> Bool {
    guard variable.isMember, variable.bodyOpen == nil,
      variable.name != "window" || variable.modifiers.contains("static"),
      let type = variable.typeRange
    else { return false }
    return type.contains { file.tokenIs($0, "UIWindow") }
  }

  /// The distinct names a body reads (the members and helpers it may forward).
  static func names(in range: Range<Int>, _ file: SourceFile) -> [String] {
    var seen: Set<String> = []
    var result: [String] = []
    for j in range where file.kind(j) == .identifier && !Expressions.isUpperCamel(file, j) {
      let name = file.text(j)
      if seen.insert(name).inserted { result.append(name) }
    }
    return result
  }

  /// The providers of every file, and the forwarders that read one (to a fixed point).
  static func providers(_ all: [(path: String, facts: Facts)]) -> Set<String> {
    var providers = Set(all.flatMap(\.facts.providers))
    var forwarders: [String: [String]] = [:]
    for (_, facts) in all { forwarders.merge(facts.forwarders) { a, b in a + b } }
    var grew = true
    while grew {
      grew = false
      for (name, reads) in forwarders
      where !providers.contains(name) && reads.contains(where: providers.contains) {
        providers.insert(name)
        grew = true
      }
    }
    return providers
  }

  /// The statement around `token` (its tokens), within the innermost braces. A closure written
  /// inside the statement on the same line (`Row(filter: on ? { _ in true } : filter).padding(…)`)
  /// is part of it, not the end of the statement before.
  static func statement(around token: Int, _ file: SourceFile) -> Range<Int> {
    var start = token
    while start > 0 {
      let previous = start - 1
      if file.kind(previous) == .closeBrace, !file.tokens[start].startsLine || closesAround(start, file),
        let open = file.match(previous), open < previous
      {
        start = open
        continue
      }
      if file.kind(previous) == .openBrace || file.kind(previous) == .closeBrace
        || file.kind(previous) == .semicolon
      {
        break
      }
      if file.tokens[start].startsLine && !continuesBack(file, start) { break }
      start -= 1
    }
    return start..<Expressions.statementEnd(file, from: start)
  }

  /// True when a line starting at `token` goes on with the expression a closure before it is part
  /// of: the `)` closing the call the closure is an argument of, or a modifier (`.frame(…)`) after
  /// a trailing closure. No block statement is followed by either.
  static func closesAround(_ token: Int, _ file: SourceFile) -> Bool {
    file.kind(token) == .closeParen || file.kind(token) == .closeBracket || file.kind(token) == .dot
  }

  /// True when the member chain going on from `token` (`frame.size.width`) is assigned to.
  static func isAssigned(after token: Int, _ file: SourceFile) -> Bool {
    var j = token + 1
    while j < file.count, !file.tokens[j].startsLine,
      file.kind(j) == .dot || file.kind(j) == .identifier || file.tokenIs(j, oneOf: ["?", "!"])
    {
      j += 1
    }
    return j < file.count && !file.tokens[j].startsLine && file.tokenIs(j, oneOf: ["=", "+=", "-="])
  }

  /// The name of the window whose size a chain reads (`DeviceUtil.keyWindow?` before `.frame`):
  /// its last name. `window` is also every view's own window, and names none.
  static func sizedWindow(in range: Range<Int>, _ file: SourceFile) -> String? {
    // A plain chain of names (`Self.keyWindow?`), not an expression that merely holds one.
    guard
      range.allSatisfy({ j in
        file.kind(j) == .identifier || file.kind(j) == .dot || file.tokenIs(j, oneOf: ["?", "!"])
      }),
      let last = range.last(where: { file.kind($0) == .identifier }), !file.tokenIs(last, "window")
    else {
      return nil
    }
    return file.text(last)
  }

  static func continuesBack(_ file: SourceFile, _ index: Int) -> Bool {
    let kind = file.kind(index)
    if kind == .dot || kind == .closeParen { return true }
    // `case .presentation:` ends a label: the statement under it starts on the next line.
    if file.kind(index - 1) == .colon, endsCaseLabel(index - 1, file) { return false }
    if let previous = file.kind(index - 1),
      previous == .operator || previous == .comma || previous == .dot
        || previous == .colon || previous == .openParen || previous == .openBracket
    {
      return true
    }
    return kind == .operator
  }

  /// True when the colon at `colon` ends a `case …:` or `default:` label (its line starts with one).
  static func endsCaseLabel(_ colon: Int, _ file: SourceFile) -> Bool {
    var j = colon
    while j > 0, !file.tokens[j].startsLine { j -= 1 }
    return file.tokenIs(j, "case") || file.tokenIs(j, "default") || file.tokenIs(j, "@unknown")
  }

  /// One file's statement verdicts and name uses, kept while its helper uses are judged: a long
  /// SwiftUI modifier chain holds many candidate uses, and its words are scanned once.
  /// Its tables are read and written by the one thread collecting the file, hundreds of thousands
  /// of times a lint: their accesses are not checked at run time (`@exclusivity(unchecked)`).
  final class LayoutMemo {
    let file: SourceFile
    @exclusivity(unchecked) var statements = StatementVerdicts()
    /// Whether a name handed a value on reaches layout, by hop depth: a generated file (a
    /// protobuf's thousands of `_storage._x = v` hops) would otherwise walk the same names again
    /// for every use.
    @exclusivity(unchecked) var handedOn: [String: Bool] = [:]
    @exclusivity(unchecked) private var uses: [Int: [Int]]?
    @exclusivity(unchecked) private var starts: [Int] = []
    /// Where the statement starting at each token ends (-1: not asked yet), by token: asked about
    /// a hundred thousand times a lint, a dictionary hashed the token each time.
    @exclusivity(unchecked) private var ends: [Int32] = []

    @exclusivity(unchecked) private var firstVariable: [Int32] = []
    /// The file's platform branches, read on the first question.
    private(set) lazy var platforms = PlatformBranches(file)

    init(_ file: SourceFile) { self.file = file }

    /// The first variable, in the index's order, that is no view and whose initializer or body
    /// holds `token` (-1: none), from one pass over the variables.
    func firstVariable(holding token: Int, _ index: SyntaxIndex) -> Int? {
      if firstVariable.isEmpty {
        firstVariable = Array(repeating: -1, count: file.count)
        for (k, variable) in index.variables.enumerated() where !WindowSafeAreaReadRule.isView(variable, file)
        {
          var ranges: [Range<Int>] = []
          if let range = variable.initializer { ranges.append(range) }
          if let open = variable.bodyOpen, let close = variable.bodyClose { ranges.append(open..<close) }
          for range in ranges {
            for j in range where j >= 0 && j < file.count && firstVariable[j] < 0 {
              firstVariable[j] = Int32(k)
            }
          }
        }
      }
      let found = Int(firstVariable[token])
      return found < 0 ? nil : found
    }

    @exclusivity(unchecked) private var firstMemberBody: [Int32] = []

    /// The first member variable, in the index's order, whose body holds `token` after its
    /// opening brace (-1: none), from one pass over the variables: a generated file's thousands of
    /// uses would otherwise each scan every variable.
    func firstMemberBody(holding token: Int, _ index: SyntaxIndex) -> Int? {
      if firstMemberBody.isEmpty {
        firstMemberBody = Array(repeating: -1, count: file.count + 1)
        for (k, variable) in index.variables.enumerated() where variable.isMember {
          guard let open = variable.bodyOpen, let close = variable.bodyClose, open < close else { continue }
          for j in (open + 1)..<min(close, file.count) where firstMemberBody[j] < 0 {
            firstMemberBody[j] = Int32(k)
          }
        }
      }
      guard token >= 0, token < firstMemberBody.count else { return nil }
      let found = Int(firstMemberBody[token])
      return found < 0 ? nil : found
    }

    /// `WindowSafeAreaReadRule.statement(around:)`, from one pass over the file: the walk back from
    /// a token stops where the walk back from the token before it stops, unless the token itself
    /// starts a statement.
    func statement(around token: Int) -> Range<Int> {
      if starts.isEmpty {
        starts = Array(repeating: 0, count: file.count)
        for i in 1..<max(file.count, 1) {
          let previous = i - 1
          if file.kind(previous) == .closeBrace,
            !file.tokens[i].startsLine || WindowSafeAreaReadRule.closesAround(i, file),
            let open = file.match(previous), open < previous
          {
            starts[i] = starts[open]
          } else if file.kind(previous) == .openBrace || file.kind(previous) == .closeBrace
            || file.kind(previous) == .semicolon
            || (file.tokens[i].startsLine && !WindowSafeAreaReadRule.continuesBack(file, i))
          {
            starts[i] = i
          } else {
            starts[i] = starts[previous]
          }
        }
      }
      let start = starts[token]
      if ends.isEmpty { ends = Array(repeating: -1, count: file.count) }
      if ends[start] >= 0 { return start..<Int(ends[start]) }
      let end = Expressions.statementEnd(file, from: start)
      ends[start] = Int32(end)
      return start..<end
    }

    /// True when a statement starts at `token`.
    func startsStatement(_ token: Int) -> Bool { statement(around: token).lowerBound == token }

    /// True when the line of `token` holds a sink word or starts a binding (`let x = …`): where a
    /// bare name may reach layout (`reach` judges it in full). The line, not the statement: few
    /// names get this far, and finding statements costs a pass over the file.
    func mayLayOut(around token: Int) -> Bool {
      // The names of a line are asked about in order: the line's verdict is kept until the next.
      if token >= lastLine.lowerBound && token < lastLine.upperBound { return lastLineLaysOut }
      var start = token
      while start > 0, !file.tokens[start].startsLine { start -= 1 }
      var end = start + 1
      while end < file.count, !file.tokens[end].startsLine { end += 1 }
      // A line that goes on with the expression above (`    - insets.bottom`) is read with the
      // lines it continues, up to the one the statement starts on.
      var lines = 0
      while start > 0, lines < 8, WindowSafeAreaReadRule.continuesBack(file, start) {
        start -= 1
        while start > 0, !file.tokens[start].startsLine { start -= 1 }
        lines += 1
      }
      lastLine = start..<end
      lastLineLaysOut =
        file.tokenIs(start, "let") || file.tokenIs(start, "var")
        || Expressions.isConstraintOperatorStatement(at: start, file)
        || (start..<end).contains { j in
          file.kind(j) == .identifier
            && file.tokenIs(j, in: WindowSafeAreaReadRule.sinkWords)
        }
      return lastLineLaysOut
    }

    @exclusivity(unchecked) private var lastLine = 0..<0
    @exclusivity(unchecked) private var lastLineLaysOut = false

    @exclusivity(unchecked) private var usesByName: [String: [Int]] = [:]

    /// The tokens spelling `name` in the file, in order (kept per name: a generated file asks for
    /// its common names thousands of times).
    func uses(of name: String, _ file: SourceFile) -> [Int] {
      if let known = usesByName[name] { return known }
      let found = spelled(name, file)
      usesByName[name] = found
      return found
    }

    private func spelled(_ name: String, _ file: SourceFile) -> [Int] {
      // A file asked about a few names has its bytes searched for each; grouping its identifiers
      // pays from the first many (a generated file's).
      if uses == nil, usesByName.count < Self.scannedNames {
        return file.identifiers(spelled: name)
      }
      if uses == nil {
        // Identifiers grouped by a hash of their bytes (no string is made per token); a group is
        // checked byte for byte when asked for.
        var all: [Int: [Int]] = [:]
        for j in 0..<file.count where file.kind(j) == .identifier {
          all[file.bytesHash(ofToken: j), default: []].append(j)
        }
        uses = all
      }
      var name = name
      return name.withUTF8 { utf8 in
        (uses?[SourceFile.fnv1a(utf8)] ?? []).filter { j in
          let token = file.tokens[j]
          return Int(token.end - token.start) == utf8.count
            && (0..<utf8.count).allSatisfy { file.bytes[Int(token.start) + $0] == utf8[$0] }
        }
      }
    }

    /// How many names are looked up by a search of the file's bytes before its identifiers are
    /// grouped by hash: a search costs about as much as hashing a hundred identifiers, and a file
    /// with many candidate uses asks for a few dozen names.
    static let scannedNames = 64

  }

  /// The source of a read on one line: each line's leading blanks dropped, the lines joined.
  static func readText(_ file: SourceFile, _ range: Range<Int>) -> String {
    // Most reads sit on one line: no split then.
    if !file.bytes[range].contains(where: { $0 == 0x0A || $0 == 0x0D }) { return file.text(in: range) }
    return file.joinedLines(in: range)
  }

  /// FNV-1a of a helper key (`Type.name`): how `otherUses` names keys compactly.
  /// (Over the key's contiguous bytes: a `utf8` view walked byte by byte cost more than the hash.)
  static func keyHash(_ key: String) -> Int {
    var key = key
    return key.withUTF8 { SourceFile.fnv1a($0) }
  }

  /// True when the statement's words make it a layout statement (a sink word, no log call, no
  /// top-level comparison, no corner radius), whatever value it reads.
  /// A project's own logger: `MPVLogging.logTransition(…)`, `logger.logLayout(…)`.
  static func isLogCall(_ j: Int, _ file: SourceFile) -> Bool {
    guard file.kind(j - 1) == .dot, file.text(j).hasPrefix("log") else { return false }
    let receiver = j - 2
    return file.kind(receiver) == .identifier
      && (file.token(receiver, contains: "Log") || file.token(receiver, contains: "log"))
  }

  static func statementSinks(_ range: Range<Int>, _ file: SourceFile, memo: LayoutMemo?) -> Bool {
    if let known = memo?.statements.verdict(range) { return known }
    // Every log, corner-radius and sink word is an identifier: other tokens are not compared.
    // The sink words first: most statements have none, and are then passed over in one scan.
    // A layout operator's constraint (`$0.bottom == inset + 16`) compares nothing.
    let constraint = Expressions.isConstraintOperatorStatement(at: range.lowerBound, file)
    // An assignment lays out what its target is, or a geometry value it makes (`inHeadView =
    // UIView(frame: CGRect(…))`): `fade.alpha = offset / header.frame.height` sets an alpha,
    // whatever it reads. (A declaration's value is followed to where the name goes.)
    let target = assignmentTarget(range, file)
    let looked = target.map { makesGeometry(range, file) ? range : $0 } ?? range
    let sinks =
      (constraint || looked.contains { namesLayout($0, file, inTarget: looked != range) })
      && firstOutsideClosures(
        range, file,
        where: { j in
          file.kind(j) == .identifier && file.kind(j + 1) == .openParen
            && (logWords.contains { file.tokenIs(j, $0) } || isLogCall(j, file))
        }) == nil
      // `return contentHeight > screenHeight - inset`: the statement makes a flag, whatever it reads.
      && (constraint || !isComparison(range, file))
      // A corner radius, a popover's anchor (`popover.sourceRect = CGRect(x: bounds.midX, …)`) or
      // a scroll position (`scrollView.setContentOffset(CGPoint(x: 0, y: -top), …)`,
      // `contentOffset.y = …`) places no content; one inside a closure of the statement (a child of
      // a stack whose padding reads the insets, `.cornerRadius(7)`) is that child's, not the
      // statement's.
      && firstOutsideClosures(
        range, file,
        where: { file.kind($0) == .identifier && file.tokenIs($0, oneOf: placesNoContent) }
      ) == nil
      && !(target.map { $0.contains { file.tokenIs($0, "contentOffset") } } ?? false)
      && !(target.map { setsWindowGeometry($0, file) } ?? makesWindow(range, file))
    memo?.statements.keep(sinks, for: range, tokens: file.count)
    return sinks
  }

  /// What an assignment statement writes to another object's property (`header.alpha` in
  /// `header.alpha = …`, `+=` and `-=` too), or nil for any other statement: a declaration (`let y
  /// = …`), an assignment to a name of this type's, a call, a return.
  static func assignmentTarget(_ range: Range<Int>, _ file: SourceFile) -> Range<Int>? {
    guard !range.isEmpty,
      !file.tokenIs(range.lowerBound, oneOf: ["let", "var", "if", "guard", "return", "case"]),
      let eq = firstOutsideClosures(
        range, file,
        where: { file.kind($0) == .operator && file.tokenIs($0, oneOf: ["=", "+=", "-="]) }),
      eq > range.lowerBound,
      // `self.view.frame = …` / `bar.transform = …`: a chain of names on the left.
      (range.lowerBound..<eq).allSatisfy({ j in
        file.kind(j) == .identifier || file.kind(j) == .dot
          || file.isUnwrap(j)
      })
    else { return nil }
    // A name of this type's (`offset += …`, `self.offset = …`) holds the value for its uses to lay
    // out with: judged by what the value is, as a declaration's is.
    let names = (range.lowerBound..<eq).filter { file.kind($0) == .identifier && !file.tokenIs($0, "self") }
    guard names.count > 1 else { return nil }
    return range.lowerBound..<eq
  }

  /// True when an assignment's target is a window's geometry (`overlayWindow?.frame = …`,
  /// `window.bounds.size = …`): a window laid over the screen, sized from another window of the
  /// same screen, holds no content at an inset.
  static func setsWindowGeometry(_ target: Range<Int>, _ file: SourceFile) -> Bool {
    guard
      let geometry = target.first(where: {
        file.kind($0) == .identifier && file.tokenIs($0, oneOf: ["frame", "bounds", "size"])
      }),
      let base = (target.lowerBound..<geometry).last(where: { file.kind($0) == .identifier })
    else { return false }
    return file.token(base, endsWith: "Window") || file.token(base, endsWith: "window")
  }

  /// True when the statement around `token` assigns the frame or bounds of `self` (written or not)
  /// in a class whose superclass is a window (`final class ToastWindow: UIWindow`).
  static func sizesOwnWindow(around token: Int, _ context: FileContext) -> Bool {
    let file = context.file
    guard let typeIndex = context.index.enclosingType(of: token),
      context.index.types[typeIndex].inherits.first?.hasSuffix("Window") == true
    else { return false }
    let range = statement(around: token, file)
    var k = range.lowerBound
    if file.tokenIs(k, "self"), file.kind(k + 1) == .dot { k += 2 }
    guard file.tokenIs(k, oneOf: ["frame", "bounds"]),
      let eq = (k..<range.upperBound).first(where: { file.tokenIs($0, oneOf: ["=", "+=", "-="]) }),
      (k..<eq).allSatisfy({ file.kind($0) == .identifier || file.kind($0) == .dot }), eq < token
    else { return false }
    return true
  }

  /// True when a statement with no other object's property as its target makes a window of a
  /// project type from the value
  /// (`coveringWindow = PassthroughWindow(frame: windowFrame)`): the window's frame, no content's.
  static func makesWindow(_ range: Range<Int>, _ file: SourceFile) -> Bool {
    range.contains { j in
      file.kind(j) == .identifier && file.token(j, endsWith: "Window") && Expressions.isUpperCamel(file, j)
        && file.kind(j + 1) == .openParen && file.tokenIs(j + 2, "frame") && file.kind(j + 3) == .colon
    }
  }

  /// True when the statement makes a rectangle, size, point or insets (`CGRect(…)`, `UIView(frame:
  /// …)`) or a constraint (`make.top.equalTo(view).offset(…)`): its value is geometry wherever it
  /// goes.
  static func makesGeometry(_ range: Range<Int>, _ file: SourceFile) -> Bool {
    range.contains { j in
      (file.kind(j) == .identifier && file.kind(j + 1) == .openParen
        && (file.tokenIs(j, oneOf: geometryMakers) || file.tokenIs(j, in: sinkWords)))
        || (file.tokenIs(j, "frame") && file.kind(j + 1) == .colon)
    }
  }

  static let geometryMakers: [StaticString] = [
    "CGRect", "CGSize", "CGPoint", "UIEdgeInsets", "NSDirectionalEdgeInsets", "CGAffineTransform",
    "EdgeInsets",
  ]

  /// Targets that move or size a view besides the sink words: its bounds, size or transform.
  static let assignmentTargetWords: [StaticString] = ["bounds", "size", "transform"]

  /// True when the token at `j` names a layout value: a sink word, or in what an assignment writes
  /// (`inTarget`) a view's bounds, size or transform too.
  static func namesLayout(_ j: Int, _ file: SourceFile, inTarget: Bool) -> Bool {
    file.kind(j) == .identifier
      && (file.tokenIs(j, in: sinkWords)
        || inTarget && assignmentTargetWords.contains { file.tokenIs(j, $0) })
  }

  /// The first token of `range` that `test` accepts, passing over the closures written inside it
  /// (`Slider(onEditingChanged: { v = 0; print($0) }).frame(width: w)`): their statements are
  /// their own, and what they assign or log is not the statement's value.
  static func firstOutsideClosures(_ range: Range<Int>, _ file: SourceFile, where test: (Int) -> Bool) -> Int?
  {
    var k = range.lowerBound
    while k < range.upperBound {
      if file.kind(k) == .openBrace, let close = file.match(k), close > k {
        k = close + 1
        continue
      }
      if test(k) { return k }
      k += 1
    }
    return nil
  }

  /// The operators that turn a length into a flag.
  static let comparisons: Set<String> = [">", "<", ">=", "<=", "==", "!="]

  /// True when the statement uses the value for layout (and not only in a comparison or a log).
  static func isSink(_ range: Range<Int>, value: Int, _ file: SourceFile, memo: LayoutMemo? = nil) -> Bool {
    guard statementSinks(range, file, memo: memo) else {
      return flagPicksBranchLayout(range, value: value, file, memo: memo)
    }
    // A layout operator's constraint (`$0.bottom == bottomInset`) sets the value, compares nothing.
    if Expressions.isConstraintOperatorStatement(at: range.lowerBound, file) { return true }
    return !makesFlag(range, value: value, file) || picksByTernary(range, value: value, file)
  }

  /// True when the statement compares the value and a ternary after it picks what the statement
  /// lays out with (`bottom.constant = window.safeAreaInsets.bottom > 0 ? 0 : 16`): the window's
  /// insets decide the layout as surely as when they are added to it.
  static func picksByTernary(_ range: Range<Int>, value: Int, _ file: SourceFile) -> Bool {
    // What is laid out is named before the flag (`constant:`, `.padding(`, `frame.origin.y =`), not
    // by the flag's own name (`let alpha = bottomInset > 0 ? 1 : 0`).
    var chainStart = value
    while chainStart > range.lowerBound,
      file.kind(chainStart - 1) == .dot || file.kind(chainStart - 1) == .identifier
        || file.isUnwrap(chainStart - 1)
    {
      chainStart -= 1
    }
    // In an assignment, what is laid out is its target (`fade.alpha = offset.y > top ? 1 : 0` sets an
    // alpha).
    let named = assignmentTarget(range, file) ?? range.lowerBound..<chainStart
    guard
      named.upperBound <= chainStart,
      named.contains(where: { namesLayout($0, file, inTarget: true) })
    else { return false }
    var k = value + 1
    while k < range.upperBound {
      if let partner = file.match(k), partner > k {
        k = partner + 1
        continue
      }
      if file.kind(k) == .operator, file.text(k) == "?", file.tokens[k].start > file.tokens[k - 1].end {
        return true
      }
      k += 1
    }
    return false
  }

  /// True when the statement is an `if` whose condition compares the value and whose branches lay
  /// out (`if window.safeAreaInsets.bottom > 0 { make.bottom.equalTo(view.snp.bottomMargin) } else
  /// { make.bottom.equalToSuperview().inset(24) }`): a device-class flag that picks the layout.
  static func flagPicksBranchLayout(_ range: Range<Int>, value: Int, _ file: SourceFile, memo: LayoutMemo?)
    -> Bool
  {
    var start = range.lowerBound
    if file.tokenIs(start, "else"), file.tokenIs(start + 1, "if") { start += 1 }
    // A comparison (`inset > 0`) or a flag itself (`if hasTopNotch`); not a binding (`if let`).
    guard file.tokenIs(start, "if"), !file.tokenIs(start + 1, oneOf: ["let", "var", "case"]) else {
      return false
    }
    // The branches: the `if`'s body and every `else if` / `else` body after it.
    var k = value
    while k < file.count, file.kind(k) != .openBrace {
      if let partner = file.match(k), partner > k { k = partner }
      k += 1
    }
    var bodies: [Range<Int>] = []
    while k < file.count, file.kind(k) == .openBrace, let close = file.match(k) {
      bodies.append((k + 1)..<close)
      guard file.tokenIs(close + 1, "else") else { break }
      k = close + 2
      while k < file.count, file.kind(k) != .openBrace {
        if let partner = file.match(k), partner > k { k = partner }
        k += 1
      }
    }
    return bodies.contains { body in
      body.contains { j in
        file.kind(j) == .identifier && file.tokenIs(j, in: sinkWords)
          && statementSinks(statement(around: j, file), file, memo: memo)
      }
    }
  }

  /// True when the statement turns the value at `value` into a flag: it is compared
  /// (`x.safeAreaInsets.bottom > 0`, `bounds.width > bounds.height`) or asked if it is zero.
  static func makesFlag(_ range: Range<Int>, value: Int, _ file: SourceFile) -> Bool {
    // `bounds.width > bounds.height`: the right side of a comparison is a flag too.
    if value > range.lowerBound, file.kind(value - 1) == .operator,
      Self.comparisons.contains(file.text(value - 1))
    {
      return true
    }
    // `x.safeAreaInsets.bottom > 0`: a device-class flag.
    var j = value + 1
    while j < range.upperBound,
      file.kind(j) == .dot || file.kind(j) == .identifier
        || file.isUnwrap(j)
    {
      j += 1
    }
    if j < range.upperBound, file.kind(j) == .operator {
      let op = file.text(j)
      if Self.comparisons.contains(op) { return true }
    }
    // `x.safeAreaInsets.bottom.isZero`: the same flag, asked of the number.
    if file.tokenIs(j - 1, "isZero") { return true }
    if j + 1 < range.upperBound, file.tokenIs(j, "??"), file.kind(j + 1) == .number,
      j + 2 < range.upperBound, file.kind(j + 2) == .operator,
      Self.comparisons.contains(file.text(j + 2))
    {
      return true
    }
    return false
  }

  public func collect(_ context: FileContext) -> Facts? {
    let file = context.file
    if file.contains("XCUIApplication") || context.isTestFile {
      return nil
    }
    let index = context.index
    var facts = Facts()
    let macOS = Self.macOSBlocks(file)
    // Providers: members whose body or initializer holds a global window expression.
    for function in index.functions {
      if let open = function.bodyOpen, let close = function.bodyClose,
        Self.mayReturnWindow(function, open: open, file), !Self.findsKeyboardHost(open..<close, file),
        Self.isGlobal(open..<close, file)
          || (Self.isApplicationMember(function.owner, index)
            && Self.readsApplicationWindows(open..<close, file)),
        !macOS.contains(where: { $0.contains(open) })
      {
        facts.providers.append(function.name)
      }
    }
    // A local (`guard let delegate = UIApplication.shared.delegate …` in a function) provides only
    // to its own function, where `localBinding` reads it; as a project-wide name it would make every
    // `delegate.containerView.safeAreaInsets` a window read.
    for variable in index.variables
    where variable.isMember || variable.isFileScope {
      let range = variable.bodyOpen.flatMap { o in variable.bodyClose.map { o..<$0 } } ?? variable.initializer
      if let range, !Self.findsKeyboardHost(range, file), !Self.makesOwnView(variable, file),
        Self.isGlobal(range, file)
          || (Self.isApplicationMember(variable.owner, index) && Self.readsApplicationWindows(range, file)),
        !macOS.contains(where: { $0.contains(range.lowerBound) })
      {
        facts.providers.append(variable.name)
      } else if let range, variable.isMember, let type = variable.typeRange, Self.namesWindow(type, file) {
        facts.forwarders[variable.name] = Self.names(in: range, file)
      } else if Self.isStoredWindow(variable, file),
        !macOS.contains(where: { $0.contains(variable.nameToken) })
      {
        facts.providers.append(variable.name)
        facts.storedWindows.append(variable.name)
      }
    }
    for function in index.functions {
      guard let open = function.bodyOpen, let close = function.bodyClose,
        !facts.providers.contains(function.name),
        let arrow = (function.nameToken..<open).first(where: { file.tokenIs($0, "->") }),
        Self.namesWindow((arrow + 1)..<open, file)
      else { continue }
      facts.forwarders[function.name] = Self.names(in: (open + 1)..<close, file)
    }
    facts.windowReaders = Self.windowReaders(context)
    let helpers = Self.lengthHelperDeclarations(context, macOS: macOS)
    facts.lengthHelpers = Self.lengthHelpers(context, helpers)
    facts.extensionHelpers = helpers.filter { $0.inExtension && facts.lengthHelpers[$0.key] != nil }.map(
      \.key)
    if file.contains("EnvironmentValues") { facts.environmentValues = Self.environmentValues(context) }
    // Reads in code a read never lays out from: macOS code, and a transition's animation.
    let quiet = macOS + Self.transitionAnimations(context)
    // A call is given a window only where a name spells one (most files that only lay out do not).
    if file.contains("indow") || file.contains("INDOW") {
      facts.reads += Self.windowArguments(context, macOS: quiet)
    }
    for i in 0..<file.count
    where Self.isSafeAreaRead(i, file)
      || ((file.tokenIs(i, "bounds") || file.tokenIs(i, "frame")) && file.kind(i - 1) == .dot
        && file.kind(i + 1) != .openParen)
    {
      if quiet.contains(where: { $0.contains(i) }) { continue }
      let isSize = !Self.isSafeAreaRead(i, file)
      if file.kind(i + 1) == .colon || file.tokenIs(i - 1, "var") || file.tokenIs(i - 1, "let") { continue }
      let chain = Self.readChain(ending: i, file)
      let start = chain.lowerBound
      var kind: String?
      var through: [String] = []
      let origins = Self.origins(of: chain, at: i, file)
      let newWindow = Self.isNewWindow(chain, file)
      if Self.isGlobal(chain, file) || origins.contains(where: { Self.isGlobal($0, file) }) || newWindow
        || Self.isApplicationStatusBar(i, file)
      {
        kind = "global"
      } else {
        let own =
          chain.isEmpty || file.tokenIs(start, "self") && chain.count <= 2
          || (file.tokenIs(start, "view") && chain.count <= 2)
          || (file.tokenIs(start, "self") && file.tokenIs(start + 2, "view") && chain.count <= 4)
        if own, let place = Self.oncePlace(of: i, context) {
          kind = "own-once:" + place
        } else if let place = Self.geometryOncePlace(of: i, chainStart: start, context) {
          kind = "own-once:" + place
        } else {
          for j in chain where file.kind(j) == .identifier && !Self.isOwnWindowName(j, context) {
            through.append(file.text(j))
          }
          for origin in origins {
            for j in origin where file.kind(j) == .identifier && !Self.isOwnWindowName(j, context) {
              through.append(file.text(j))
            }
          }
          if !through.isEmpty,
            !chain.contains(where: { file.tokenIs($0, "proxy") || file.tokenIs($0, "geometry") }),
            !Self.readsGeometryProxy(at: i, chainStart: start, file)
          {
            kind = "through"
          }
        }
      }
      // A window's size counts only from a global window, written out or through a provider (a
      // view's own bounds are its own).
      if isSize && kind != "global" && kind != "through" { continue }
      // `debugWindow.frame = …`: the window's frame is set, not read.
      if isSize && Self.isAssigned(after: i, file) { continue }
      // A window subclass sizing itself to another window of the screen (`self.frame.size.width =
      // window.bounds.size.width` in `ToastWindow: UIWindow`): the window's frame, no content's.
      if isSize, Self.sizesOwnWindow(around: i, context) { continue }
      if isSize && kind == "through" {
        // Only the window whose size is read: the last name of the chain (or of where its base
        // comes from), not any name on the way (`parent.bounds` after `let parent = width(…)`).
        through = ([chain] + origins).compactMap { Self.sizedWindow(in: $0, file) }
        if through.isEmpty { continue }
      }
      // The window or scene the function puts its own views in: the read is of their window.
      if kind == "global" || kind == "through",
        let base = chain.first(where: { file.kind($0) == .identifier }),
        !Expressions.isUpperCamel(file, base), Self.laysOutIn(file.text(base), at: i, context)
      {
        continue
      }
      // Kept in a stored property of its type (a shared manager caching the window's size): the
      // property's uses in other files lay out with that window, as a helper's do.
      if kind == "global" {
        for member in Self.cachingMembers(of: i, context) {
          var cache = LengthHelper()
          cache.cachesGlobalWindow = true
          facts.lengthHelpers[member, default: LengthHelper()].merge(cache)
        }
      }
      guard var found = kind else { continue }
      guard let reach = Self.reach(Self.valueToken(of: chain, at: i, file), context) else { continue }
      var place = ""
      if found.hasPrefix("own-once:") {
        place = String(found.dropFirst("own-once:".count))
        found = "own-once"
      }
      let offset = context.offset(start)
      let (line, column) = file.location(of: offset)
      facts.reads.append(
        Read(
          offset: offset, line: line, column: column, kind: found, through: found == "through" ? through : [],
          text: file.joinedLines(in: offset..<Int(file.tokens[i].end)), place: place,
          helper: helpers.last(where: { $0.body.contains(i) })?.key,
          // A new window's zero insets are wrong wherever its helper's result goes.
          deferred: reach == .deferred && !newWindow,
          environment: helpers.first(where: {
            $0.body.contains(i)
              && ($0.key.hasSuffix(".defaultValue") || $0.key.hasPrefix("EnvironmentValues."))
          })?.key))
    }
    let memo = LayoutMemo(file)
    let (uses, otherUses) = Self.helperUses(context, helpers: helpers, macOS: quiet, memo: memo)
    facts.reads += uses
    facts.otherUses = otherUses
    facts.layoutSetters = Self.layoutSetters(context, memo: memo)
    if file.contains("@Environment(") {
      facts.environmentReaders = Self.environmentReaders(context, memo: memo)
    }
    if file.contains("@AppStorage") {
      let defaults = Self.storedDefaults(context)
      facts.reads += Self.storedInsetWrites(context, defaults, memo: memo)
      facts.reads += Self.storedInsetReads(context, defaults, memo: memo)
    }
    return facts.reads.isEmpty && facts.providers.isEmpty && facts.forwarders.isEmpty
      && facts.windowReaders.isEmpty && facts.lengthHelpers.isEmpty && facts.otherUses.isEmpty
      && facts.environmentValues.isEmpty && facts.environmentReaders.isEmpty && facts.layoutSetters.isEmpty
      ? nil : facts
  }

  /// `function:label` of each function whose parameter a statement of its body lays out with
  /// (`func adjustBottom(bottom: CGFloat) { bottomConstraint.constant = bottom }`): its callers hand
  /// it a layout value.
  static func layoutSetters(_ context: FileContext, memo: LayoutMemo) -> [String] {
    let file = context.file
    var result: [String] = []
    for function in context.index.functions where function.kind == .function {
      guard let open = function.bodyOpen, let close = function.bodyClose else { continue }
      let body = (open + 1)..<close
      for parameter in Expressions.parameters(after: function.nameToken, before: open, file) {
        // The name's positions in the body, from its tokens' bytes: no string is made per token,
        // and a search of the whole file for every parameter name cost more than the bodies.
        let sets = file.identifiers(spelled: parameter.name, in: body).contains { j in
          guard file.kind(j - 1) != .dot, file.kind(j + 1) != .colon else { return false }
          let statement = memo.statement(around: j).clamped(to: body)
          return assignsLayout(statement, value: j, file) && isSink(statement, value: j, file, memo: memo)
        }
        if sets { result.append(function.name + ":" + parameter.label) }
      }
    }
    return result
  }

  /// `Type.name` of each stored property of the enclosing type that the statement around `token`
  /// assigns (`adaptiveWidth = window.bounds.width`, `self.insets = window.safeAreaInsets`), or that
  /// a later statement of the function assigns from the local it declares (`let bounds =
  /// window.bounds` … `adaptiveWidth = bounds.width`).
  static func cachingMembers(of token: Int, _ context: FileContext) -> [String] {
    let file = context.file
    let index = context.index
    guard let typeIndex = index.enclosingType(of: token), let function = index.enclosingFunction(of: token),
      let close = function.bodyClose
    else { return [] }
    let typeName = index.types[typeIndex].name
    func stored(_ name: String) -> Bool {
      index.variables.contains { variable in
        variable.name == name && variable.isMember && variable.bodyOpen == nil
          && variable.owner.map { index.types[$0].name } == typeName
      }
    }
    /// The member a statement starting at `start` assigns, if it is a stored one.
    func assigned(_ statement: Range<Int>) -> String? {
      var start = statement.lowerBound
      if file.tokenIs(start, "self"), file.kind(start + 1) == .dot { start += 2 }
      guard file.kind(start) == .identifier, file.tokenIs(start + 1, "=") else { return nil }
      let name = file.text(start)
      return stored(name) ? name : nil
    }
    let statement = Self.statement(around: token, file)
    if let name = assigned(statement), statement.lowerBound + 1 < token { return [typeName + "." + name] }
    guard file.tokenIs(statement.lowerBound, oneOf: ["let", "var"]),
      file.kind(statement.lowerBound + 1) == .identifier,
      file.tokenIs(statement.lowerBound + 2, "=")
    else { return [] }
    let local = file.text(statement.lowerBound + 1)
    var members: [String] = []
    for k in statement.upperBound..<close where file.kind(k) == .identifier && file.text(k) == local {
      let later = Self.statement(around: k, file)
      if let name = assigned(later), !members.contains(typeName + "." + name) {
        members.append(typeName + "." + name)
      }
    }
    return members
  }

  /// True when the function around `token` makes its own window in the scene or window named
  /// `base` (`UIWindow(windowScene: scene)`, a project window subclass alike) or adds its views to
  /// it (`window.addSubview(hud)`): a read of that window is then the window its views are in.
  static func laysOutIn(_ base: String, at token: Int, _ context: FileContext) -> Bool {
    guard let function = context.index.enclosingFunction(of: token), let open = function.bodyOpen,
      let close = function.bodyClose
    else { return false }
    let file = context.file
    for j in open..<close where file.kind(j) == .identifier && file.text(j) == base {
      if file.kind(j + 1) == .dot, file.tokenIs(j + 2, "addSubview") { return true }
      // `window.rootViewController = controller`: the controller's view is the window's.
      let dot = file.tokenIs(j + 1, oneOf: ["?", "!"]) ? j + 2 : j + 1
      if file.kind(dot) == .dot, file.tokenIs(dot + 1, "rootViewController"), file.tokenIs(dot + 2, "=") {
        return true
      }
      if file.kind(j - 1) == .colon, file.tokenIs(j - 2, "windowScene"), file.kind(j - 3) == .openParen,
        file.kind(j - 4) == .identifier, file.text(j - 4).hasSuffix("Window")
      {
        return true
      }
    }
    return false
  }

  /// The tokens of the chain that ends before the `.safeAreaInsets` (or `.bounds`) at `token`.
  static func readChain(ending token: Int, _ file: SourceFile) -> Range<Int> {
    var start = file.kind(token - 1) == .dot ? Expressions.chainStart(file, beforeDot: token - 1) : token
    // A parenthesised primary: `(scenes.first as? UIWindowScene)?.windows…`.
    var before = start - 1
    if before >= 0, file.kind(before) == .dot { before -= 1 }
    while file.isUnwrap(before) { before -= 1 }
    if before >= 0, file.kind(before) == .closeParen, let open = file.match(before),
      file.kind(open - 1) != .identifier
    {
      start = open
    }
    return start..<token
  }

  /// Declared types a length helper returns: a length, a size (`func getWindowSize() -> CGSize`,
  /// whose width and height are lengths) or insets, which stand for the inset they read. A helper
  /// that computes a frame (`-> CGRect`) is layout code itself: its read is reported where it is.
  /// A device-class flag (`var hasTopNotch: Bool`) counts too: where a use of it picks a layout
  /// value (`hasTopNotch ? 70 : 32`, an `if` whose branches lay out), the window's insets decide
  /// that layout.
  static let lengthTypes: [StaticString] = [
    "CGFloat", "Double", "Float", "Int", "CGSize", "UIEdgeInsets", "EdgeInsets", "NSDirectionalEdgeInsets",
    "Bool",
  ]

  /// A length helper's key and body.
  struct HelperDeclaration {
    let key: String
    let body: Range<Int>
    /// Declared in an extension: a bare use of its name in any type may stand for it.
    var inExtension = false
    /// Declared `Bool`, or initialized with a comparison.
    var isFlag = false
  }

  /// `Type.name` for a member of `Type` (an extension's extended type), `name` at file scope.
  static func key(_ name: String, owner: Int?, _ index: SyntaxIndex) -> String {
    guard let owner else { return name }
    let type = index.types[owner]
    // A type nested in another (`BottomStickyView.Layout`) is named with it: a project's views
    // often each nest a `Layout` of their own, and only the one that reads a window is a helper.
    if type.kind != .extension, name != "defaultValue", let parent = type.parent {
      return index.types[parent].name + "." + type.name + "." + name
    }
    return type.name + "." + name
  }

  /// Functions declared `-> CGFloat` (a length, insets or flag type) and properties typed so, or
  /// untyped with an initializer (`static let lift = …`, `static let isIPhoneX = … > 20`): where a
  /// helper's value is a length or a flag. Locals are not helpers.
  static func lengthHelperDeclarations(_ context: FileContext, macOS: [Range<Int>]) -> [HelperDeclaration] {
    let file = context.file
    let index = context.index
    func isLength(_ type: Range<Int>) -> Bool {
      !type.contains { file.tokenIs($0, oneOf: ["UIWindow", "UIWindowScene", "UIScene"]) }
        && type.contains { j in lengthTypes.contains { file.tokenIs(j, $0) } }
    }
    var result: [HelperDeclaration] = []
    for function in index.functions {
      guard let open = function.bodyOpen, let close = function.bodyClose,
        !macOS.contains(where: { $0.contains(open) }),
        // The return arrow follows the parameter list (a closure parameter's `() -> Void` is
        // not the function's type).
        let parameters = (function.nameToken..<open).first(where: { file.kind($0) == .openParen }),
        let parametersClose = file.match(parameters), parametersClose < open,
        let arrow = (parametersClose..<open).first(where: { file.tokenIs($0, "->") }),
        isLength((arrow + 1)..<open)
      else { continue }
      result.append(
        HelperDeclaration(
          key: key(function.name, owner: function.owner, index), body: open..<close,
          inExtension: function.owner.map { index.types[$0].kind == .extension } ?? false,
          isFlag: ((arrow + 1)..<open).contains { file.tokenIs($0, "Bool") }))
    }
    for variable in index.variables
    where variable.isMember || variable.isFileScope {
      guard
        let body = variable.bodyOpen.flatMap({ o in variable.bodyClose.map { o..<$0 } })
          ?? variable.initializer,
        !macOS.contains(where: { $0.contains(body.lowerBound) })
      else { continue }
      if let type = variable.typeRange {
        guard isLength(type) || returnsStatusBarFrame(type, body, file) else { continue }
      } else if variable.bodyOpen != nil {
        continue
      }
      result.append(
        HelperDeclaration(
          key: key(variable.name, owner: variable.owner, index), body: body,
          inExtension: variable.owner.map { index.types[$0].kind == .extension } ?? false,
          isFlag: variable.typeRange.map { type in type.contains { file.tokenIs($0, "Bool") } }
            ?? isComparison(body, file)))
    }
    return result
  }

  /// True for a `CGRect` getter that only hands on a status bar's frame (`static var
  /// statusBarFrame: CGRect { keyWindow?.windowScene?.statusBarManager?.statusBarFrame ?? .zero }`):
  /// a top inset read, not a frame computed for layout, so its uses are judged as a length's.
  static func returnsStatusBarFrame(_ type: Range<Int>, _ body: Range<Int>, _ file: SourceFile) -> Bool {
    guard type.count == 1, file.tokenIs(type.lowerBound, "CGRect"),
      file.kind(body.lowerBound) == .openBrace,
      Expressions.statements(file, inBraces: body.lowerBound).count == 1,
      let last = body.last(where: { file.tokenIs($0, "statusBarFrame") })
    else { return false }
    // Nothing after the read but a fallback (`?? .zero`).
    let rest = (last + 1)..<body.upperBound
    return rest.isEmpty
      || (file.tokenIs(rest.lowerBound, "??") && rest.count <= 3
        && rest.contains { file.tokenIs($0, "zero") })
  }

  /// What each length helper's body reads: global window insets, the chains before its
  /// `.safeAreaInsets`, the helpers it calls.
  static func lengthHelpers(_ context: FileContext, _ helpers: [HelperDeclaration]) -> [String: LengthHelper]
  {
    let file = context.file
    var result: [String: LengthHelper] = [:]
    var locals: FunctionNames?
    for helper in helpers {
      var facts = LengthHelper()
      facts.isFlag = helper.isFlag
      for j in helper.body {
        if isSafeAreaRead(j, file), file.kind(j - 1) == .dot {
          let chain = readChain(ending: j, file)
          let origins = origins(of: chain, at: j, file)
          if isGlobal(chain, file) || origins.contains(where: { isGlobal($0, file) }) {
            facts.readsGlobalInsets = true
          }
          for k in chain where file.kind(k) == .identifier && !isOwnWindowName(k, context) {
            facts.insetChains.append(file.text(k))
          }
          for origin in origins {
            for k in origin where file.kind(k) == .identifier && !isOwnWindowName(k, context) {
              facts.insetChains.append(file.text(k))
            }
          }
        } else if file.tokenIs(j, oneOf: ["frame", "bounds"]), file.kind(j - 1) == .dot,
          file.kind(j + 1) != .openParen
        {
          // `keyWindow?.frame.size.width`: a window's size, through the same providers.
          let chain = readChain(ending: j, file)
          let origins = origins(of: chain, at: j, file)
          if isGlobal(chain, file) || origins.contains(where: { isGlobal($0, file) }) {
            facts.readsGlobalSize = true
          }
          facts.sizeChains += ([chain] + origins).compactMap { sizedWindow(in: $0, file) }
        } else if let (keys, _) = helperCall(at: j, context) {
          facts.calls += keys
        } else if file.kind(j) == .identifier, file.kind(j - 1) != .dot, file.kind(j + 1) != .colon,
          !Expressions.isUpperCamel(file, j)
        {
          // `min(absWindowW, absWindowH)`: a sibling computed property, read by its bare name (a
          // parameter or local of that name is not it: `columnCount(for width: CGFloat)`); at file
          // scope, a global (`let navigationBarHeight = { safeInsets.top + 44 }()`).
          let name = file.text(j)
          if locals == nil { locals = FunctionNames(context) }
          if locals?.declares(name, at: j) == true { continue }
          // In a type, the name is a member of it or, where this file declares no member of that
          // name, possibly a global (`windowSafeAreaInsets.top` in `enum ScreenLayout`).
          let index = context.index
          if let type = index.enclosingType(of: j) {
            let typeName = index.types[type].name
            facts.calls.append(typeName + "." + name)
            let member: (Int?) -> Bool = { owner in owner.map { index.types[$0].name == typeName } ?? false }
            if index.variables.contains(where: { $0.isMember && $0.name == name && member($0.owner) })
              || index.functions.contains(where: { $0.name == name && member($0.owner) })
            {
              continue
            }
          }
          facts.calls.append(name)
        }
      }
      guard
        facts.readsGlobalInsets || facts.readsGlobalSize || !facts.insetChains.isEmpty
          || !facts.sizeChains.isEmpty || !facts.calls.isEmpty
      else { continue }
      facts.insetChains = Array(Set(facts.insetChains)).sorted()
      facts.sizeChains = Array(Set(facts.sizeChains)).sorted()
      facts.calls = Array(Set(facts.calls)).sorted()
      if var known = result[helper.key] {
        known.merge(facts)
        result[helper.key] = known
      } else {
        result[helper.key] = facts
      }
    }
    return result
  }

  /// The helper named at `token`, as the keys it may be declared under, and the token its value
  /// ends at: a call with no receiver (`bottomInset()`: a function at file scope, or a sibling of
  /// the enclosing type), or a member of a type (`Theme.insets`, `UIApplication.shared.insets`).
  /// A member of a value (`self.inset`, `view.inset`) is the value's own.
  static func helperCall(at token: Int, _ context: FileContext, values: Bool = false) -> (
    keys: [String], end: Int
  )? {
    let file = context.file
    // An upper-camel name is a type, except as a member (`UIConstants.BottomToolbarHeight`, a
    // constant named in the old style), whose key only a declared helper matches, and a global
    // function named in capitals (`SAFEAREA_BOTTOM_HEIGHT()`).
    guard file.kind(token) == .identifier,
      !Expressions.isUpperCamel(file, token) || file.kind(token - 1) == .dot
        || Expressions.isScreamingSnake(file, token)
    else { return nil }
    // The name is made once the token's shape makes it a candidate: most identifiers are neither.
    if file.kind(token + 1) == .openParen, file.kind(token - 1) != .dot, !file.tokenIs(token - 1, "func"),
      let close = file.match(token + 1)
    {
      let name = file.text(token)
      var keys = [name]
      if let type = context.index.enclosingType(of: token) {
        keys.insert(context.index.types[type].name + "." + name, at: 0)
      }
      return (keys, close)
    }
    guard file.kind(token - 1) == .dot else { return nil }
    var receiver = token - 2
    if file.tokenIs(receiver, "shared") || file.tokenIs(receiver, "current")
      || file.tokenIs(receiver, "default"),
      file.kind(receiver - 1) == .dot
    {
      receiver -= 2
    }
    let end = file.kind(token + 1) == .openParen ? file.match(token + 1) ?? token : token
    // (The member's name is made only for a candidate: most members, of a value, are none.)
    var name: String { file.text(token) }
    // `BottomStickyView.Layout.height`: a nested type's member, named with its type.
    if Expressions.isUpperCamel(file, receiver), file.kind(receiver - 1) == .dot,
      Expressions.isUpperCamel(file, receiver - 2), file.kind(receiver - 3) != .dot
    {
      return ([file.text(receiver - 2) + "." + file.text(receiver) + "." + name], end)
    }
    guard Expressions.isUpperCamel(file, receiver), file.kind(receiver - 1) != .dot else {
      // A view's member from the project's `extension UIView` (`view.safeAreaBottom`,
      // `listView.safeAreaTop`): `~.name`, which `check` matches to such a helper only.
      guard values, receiver == token - 2, file.kind(receiver) == .identifier,
        Self.mayNameInsetMember(file, token)
      else { return nil }
      return (["~." + name], end)
    }
    // `Layout.height` inside a type: that type's nested `Layout` (or an enclosing type's), else a
    // type of that name at file scope.
    let receiverName = file.text(receiver)
    let index = context.index
    var keys: [String] = []
    var enclosing: [Int] = []
    var scope = index.enclosingType(of: token)
    while let current = scope {
      enclosing.append(current)
      keys.append(index.types[current].name + "." + receiverName + "." + name)
      scope = index.types[current].parent
    }
    // (The declarations are read in place, by index: this is asked for every candidate call, and a
    // copy of each declaration retains and releases its strings and arrays.)
    let nestedHere =
      !enclosing.isEmpty
      && index.types.indices.contains { k in
        index.types[k].kind != .extension && index.types[k].name == receiverName
          && index.types[k].parent.map(enclosing.contains) == true
      }
    if !nestedHere { keys.append(receiverName + "." + name) }
    return (keys, end)
  }

  /// Names a project's extension of a UIKit class gives an inset helper (`safeAreaBottom`,
  /// `compactSafeAreaInsets`, `notchHeight`, `statusBarHeight`), read from the token's bytes: every
  /// member access of a file is asked. UIKit's own (`safeAreaInsets`, `contentInset`) are not:
  /// no extension redeclares them.
  static func mayNameInsetMember(_ file: SourceFile, _ token: Int) -> Bool {
    guard
      file.token(token, contains: "afeArea") || file.token(token, contains: "nset")
        || file.token(token, contains: "otch") || file.token(token, contains: "tatusBar")
        || file.token(token, contains: "omeIndicator")
    else { return false }
    return !file.token(token, endsWith: "Guide")
      && !uikitInsetMembers.contains(where: { file.tokenIs(token, $0) })
  }

  static let uikitInsetMembers: [StaticString] = [
    "safeAreaInsets", "additionalSafeAreaInsets", "contentInset", "adjustedContentInset",
    "scrollIndicatorInsets",
    "verticalScrollIndicatorInsets", "horizontalScrollIndicatorInsets", "separatorInset",
    "textContainerInset",
    "contentEdgeInsets", "titleEdgeInsets", "imageEdgeInsets", "sectionInset", "contentInsets",
    "insetsLayoutMarginsFromSafeArea", "safeAreaInsetsDidChange", "viewSafeAreaInsetsDidChange",
  ]

  /// Uses of a helper whose value reaches a layout value (`.padding(.bottom, bottomInset())`): a
  /// window read when `check` finds the helper reads a global window's insets.
  static func helperUses(
    _ context: FileContext, helpers: [HelperDeclaration], macOS: [Range<Int>], memo: LayoutMemo
  ) -> (uses: [Read], otherUses: [Int]) {
    let file = context.file
    var reads: [Read] = []
    var otherUses: Set<Int> = []
    let index = context.index
    // Names declared at file scope here (this file's name flow follows them), anywhere here (a bare
    // name declared nowhere here names something declared elsewhere), and as members of this
    // file's types (a bare use of one is that member): made for the first candidate only.
    var fileScope: Set<String> = []
    var members: Set<String> = []
    var named = false
    func collectNames() {
      named = true
      for variable in index.variables {
        if variable.isMember { members.insert(variable.name) }
        if variable.isFileScope {
          fileScope.insert(variable.name)
        }
      }
      for function in index.functions {
        if function.owner == nil { fileScope.insert(function.name) } else { members.insert(function.name) }
      }
    }
    // Bare names (`bottomPadding`, `topSafeArea`) that may name another file's helper: tried where
    // the token's shape allows a length (not a call, a label, a member before `.`), where the
    // statement lays out or hands its value on, and where the name is no member, file-scope
    // declaration or local of this file.
    // (In token order: the pass over the calls below meets them in that order, and a table keyed by
    // token was hashed into for every token of a file with one.)
    var bare: [(token: Int, keys: [String])] = []
    var locals: FunctionNames?
    for i in 0..<file.count where file.kind(i) == .identifier {
      // A value in an expression: after a bracket, a comma, an operator, a label or `return`.
      let before = file.kind(i - 1)
      guard
        before == .openParen || before == .comma || before == .operator || before == .colon
          || before == .openBracket || file.tokenIs(i - 1, "return"),
        file.kind(i + 1) != .openParen, file.kind(i + 1) != .colon,
        file.kind(i + 1) != .dot || file.tokenIs(i + 2, oneOf: edgeWords),
        !Expressions.isUpperCamel(file, i) || isUpperCamelValue(file, i),
        !file.tokenIs(i, in: commonKeywords),
        memo.mayLayOut(around: i)
      else { continue }
      if !named { collectNames() }
      let name = file.text(i)
      guard !members.contains(name), !fileScope.contains(name) else { continue }
      if locals == nil { locals = FunctionNames(context) }
      guard locals?.declares(name, at: i) != true,
        let keys = bareHelperUse(at: i, context, fileScope: fileScope, checkScope: false)
      else { continue }
      if !reachesLayout(i, context, memo: memo) {
        otherUses.formUnion(keys.map(keyHash))
        continue
      }
      // A bare name in layout must be the helper's, not a local or a member of the same name.
      guard bareHelperUse(at: i, context, fileScope: fileScope, checkScope: true) != nil else { continue }
      bare.append((i, keys))
    }
    // The use of the helper call (or bare name) at `i` whose value ends at `end`.
    func use(at i: Int, end: Int, keys: [String], setter: String? = nil) -> Read {
      let start = file.kind(i - 1) == .dot ? Expressions.chainStart(file, beforeDot: i - 1) : i
      let offset = context.offset(start)
      let (line, column) = file.location(of: offset)
      return Read(
        offset: offset, line: line, column: column, kind: "use", through: keys,
        text: Self.readText(file, offset..<Int(file.tokens[end].end)), place: "",
        helper: helpers.last(where: { $0.body.contains(i) })?.key, setter: setter)
    }
    var nextBare = 0
    for i in 0..<file.count {
      var found = helperCall(at: i, context, values: true)
      if found == nil {
        while nextBare < bare.count, bare[nextBare].token < i { nextBare += 1 }
        guard nextBare < bare.count, bare[nextBare].token == i else { continue }
        found = (bare[nextBare].keys, i)
      } else if let (keys, end) = found, !reachesLayout(end, context, memo: memo) {
        // A value used elsewhere (`let top = UIApplication.shared.safeArea?.top`, `print(inset())`),
        // not a call made for its effect at the start of a statement (`setUp()`).
        let start = file.kind(i - 1) == .dot ? Expressions.chainStart(file, beforeDot: i - 1) : i
        // The whole argument of a call (`adjustBottom(bottom: Helper.bottomInset())`): a use in
        // layout if that function lays out with the parameter, which `check` looks up.
        if let setter = Self.argumentSlot(start: start, end: end, file),
          !macOS.contains(where: { $0.contains(i) })
        {
          reads.append(use(at: i, end: end, keys: keys, setter: setter))
          continue
        }
        if !memo.startsStatement(start) { otherUses.formUnion(keys.map(keyHash)) }
        continue
      }
      guard let (keys, end) = found, !macOS.contains(where: { $0.contains(i) }) else { continue }
      reads.append(use(at: i, end: end, keys: keys))
    }
    return (reads, otherUses.sorted())
  }

  /// True when the statement assigns `value` to a layout value (`bottomConstraint.constant =
  /// bottom`, `bar.frame.origin.y = y`) or passes it to a layout call (`.padding(.bottom, bottom)`,
  /// `CGRect(x: 0, y: y, …)`): a sink word other than the value's own name.
  static func assignsLayout(_ statement: Range<Int>, value: Int, _ file: SourceFile) -> Bool {
    if let eq = firstOutsideClosures(statement, file, where: { file.tokenIs($0, "=") }), eq < value,
      (statement.lowerBound..<eq).contains(where: { j in
        file.kind(j) == .identifier && file.tokenIs(j, in: sinkWords)
      })
    {
      return true
    }
    guard let call = Expressions.enclosingCall(of: value, file), call >= statement.lowerBound else {
      return false
    }
    return file.tokenIs(call, in: sinkWords)
  }

  /// `function:label` when `start…end` is a whole argument of a call (`f(bottom: value)`, `f(value)`
  /// as `f:_`).
  static func argumentSlot(start: Int, end: Int, _ file: SourceFile) -> String? {
    guard file.kind(end + 1) == .closeParen || file.kind(end + 1) == .comma,
      let call = Expressions.enclosingCall(of: start, file), file.kind(call + 1) == .openParen,
      !Expressions.isUpperCamel(file, call), !file.tokenIs(call - 1, "func")
    else { return nil }
    let labelled = file.kind(start - 1) == .colon && file.kind(start - 2) == .identifier
    return file.text(call) + ":" + (labelled ? file.text(start - 2) : "_")
  }

  /// Functions with a `UIWindow` parameter whose body reads that parameter's insets and that return
  /// a value (`static func footerHeight(window: UIWindow?) -> CGFloat { 72 + (window?.safeAreaInsets.bottom ?? 0) }`).
  static func windowReaders(_ context: FileContext) -> [String] {
    let file = context.file
    var result: [String] = []
    for function in context.index.functions {
      guard let open = function.bodyOpen, let close = function.bodyClose,
        let arrow = (function.nameToken..<open).first(where: { file.tokenIs($0, "->") }),
        let parameters = (function.nameToken..<arrow).first(where: { file.kind($0) == .openParen }),
        let end = file.match(parameters), end < arrow
      else { continue }
      let names = Expressions.parameters(file, open: parameters).filter { parameter in
        parameter.type.contains { file.tokenIs($0, "UIWindow") }
      }.map(\.name)
      let readsInsets = ((open + 1)..<close).contains { j in
        file.tokenIs(j, "safeAreaInsets") && file.kind(j - 1) == .dot
          && names.contains(file.text(Expressions.chainStart(file, beforeDot: j - 1)))
      }
      if readsInsets { result.append(function.name) }
    }
    return result
  }

  /// True when token `j` spells `window` in any case, as Foundation's case-insensitive
  /// `range(of:)` says. An ASCII token (nearly every one) is compared byte for byte, letters
  /// lowercased, which is the same answer there, without making and bridging a string for every
  /// argument name of every call.
  static func namesWindow(_ j: Int, _ file: SourceFile) -> Bool {
    let token = file.tokens[j]
    let bytes = file.bytes[Int(token.start)..<Int(token.end)]
    guard bytes.allSatisfy({ $0 < 0x80 }) else {
      return file.text(j).range(of: "window", options: .caseInsensitive) != nil
    }
    let word = windowWord
    guard bytes.count >= word.count else { return false }
    return (bytes.startIndex...(bytes.endIndex - word.count)).contains { start in
      (0..<word.count).allSatisfy { k in
        let byte = bytes[start + k]
        return (byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte) == word[k]
      }
    }
  }

  static let windowWord: [UInt8] = Array("window".utf8)

  /// Calls that pass a window-named value (`mainWindow`, `keyWindow`, a global window expression)
  /// and whose result reaches a layout value; the callee and the names the arguments read are kept
  /// so that `check` can tell a window reader given a global window.
  static func windowArguments(_ context: FileContext, macOS: [Range<Int>]) -> [Read] {
    let file = context.file
    var reads: [Read] = []
    for i in 0..<file.count where file.kind(i) == .identifier && file.kind(i + 1) == .openParen {
      guard !file.tokenIs(i - 1, "func"), let close = file.match(i + 1), close > i + 2,
        ((i + 2)..<close).contains(where: { j in file.kind(j) == .identifier && namesWindow(j, file) }),
        !macOS.contains(where: { $0.contains(i) })
      else { continue }
      var through = [file.text(i)]
      for j in (i + 2)..<close where file.kind(j) == .identifier {
        through.append(file.text(j))
        if let binding = localBinding(of: j..<(j + 1), file) {
          for b in binding where file.kind(b) == .identifier { through.append(file.text(b)) }
        }
      }
      if isGlobal((i + 2)..<close, file) { through.append("UIApplication") }
      guard reachesLayout(i, context) else { continue }
      let start = file.kind(i - 1) == .dot ? Expressions.chainStart(file, beforeDot: i - 1) : i
      let offset = context.offset(start)
      let (line, column) = file.location(of: offset)
      let text = file.joinedLines(in: offset..<Int(file.tokens[close].end))
      reads.append(
        Read(
          offset: offset, line: line, column: column, kind: "argument", through: through, text: text,
          place: ""))
    }
    return reads
  }

  /// The bodies of a transition animator (a type adopting `UIViewControllerAnimatedTransitioning`,
  /// in its declaration or an extension here) and the file's private free functions: the frames
  /// they compute move snapshots across the transition's container view for its length, and the
  /// presented view is laid out by its own safe area once the transition completes.
  static func transitionAnimations(_ context: FileContext) -> [Range<Int>] {
    let file = context.file
    guard file.contains("UIViewControllerAnimatedTransitioning") else { return [] }
    let index = context.index
    let animators = Set(
      index.types.filter { $0.inherits.contains("UIViewControllerAnimatedTransitioning") }.map(\.name))
    var result = index.types.filter { animators.contains($0.name) }.map { ($0.bodyOpen + 1)..<$0.bodyClose }
    for function in index.functions
    where function.owner == nil
      && (function.modifiers.contains("private") || function.modifiers.contains("fileprivate"))
    {
      if let open = function.bodyOpen, let close = function.bodyClose { result.append(open..<close) }
    }
    return result
  }

  /// For a chain starting at a local name: the initializer of `let name = …` / `guard let name = …`
  /// in a scope that holds the chain (its block, an enclosing block or function, its type, the
  /// file), not one inside another function or a finished block. An `if let` or `guard let`
  /// binding's value ends where its condition does: the block after it is not the value.
  static func localBinding(of chain: Range<Int>, _ file: SourceFile) -> Range<Int>? {
    // `(scenes.first as? UIWindowScene)?.windows`: the local the parenthesised cast starts with.
    guard let first = chain.first(where: { file.kind($0) != .openParen }), file.kind(first) == .identifier
    else { return nil }
    let name = file.text(first)
    var j = first - 1
    // Blocks the walk back has entered from their end: a binding inside one is out of scope.
    var depth = 0
    while j > 0 {
      if file.kind(j) == .closeBrace { depth += 1 }
      if file.kind(j) == .openBrace { depth = max(0, depth - 1) }
      // (The keyword first: the walk passes every token of the function, and most are no binding.)
      if depth == 0, file.tokenIs(j - 1, "let") || file.tokenIs(j - 1, "var"), file.text(j) == name,
        let eq = bindingEquals(after: j, file)
      {
        let value = (eq + 1)..<Expressions.statementEnd(file, from: eq + 1)
        if file.tokenIs(j - 2, oneOf: ["if", "guard", "while"]) || file.kind(j - 2) == .comma {
          return Expressions.conditionValue(file, in: value)
        }
        return value
      }
      j -= 1
    }
    return nil
  }

  /// The `=` of `let name = …` or `let name: Type = …` (the name at `name`).
  static func bindingEquals(after name: Int, _ file: SourceFile) -> Int? {
    if file.tokenIs(name + 1, "=") { return name + 1 }
    guard file.kind(name + 1) == .colon else { return nil }
    var k = name + 2
    while k < file.count, !file.tokens[k].startsLine {
      if file.tokenIs(k, "=") { return k }
      if file.kind(k) == .openBrace || file.kind(k) == .comma { return nil }
      k = file.match(k).map { $0 > k ? $0 + 1 : k + 1 } ?? k + 1
    }
    return nil
  }

  /// Where an own read happens once: a read-once function or a stored property of a type with
  /// no re-reading override.
  static func oncePlace(of token: Int, _ context: FileContext) -> String? {
    let index = context.index
    guard let typeIndex = index.enclosingType(of: token) else { return nil }
    let file = context.file
    let rereading = index.functions.compactMap { function -> Range<Int>? in
      guard function.owner == typeIndex, rereaders.contains(function.name), let o = function.bodyOpen,
        let c = function.bodyClose
      else { return nil }
      return o..<c
    }
    // A re-reader that reads the insets, or calls a method of the type that does
    // (`override func viewDidLayoutSubviews() { applyInputLayout() }`), re-reads them. The type's
    // reading methods are listed only when it has a re-reader.
    var readers: Set<String>?
    let rereads = rereading.contains { body in
      if body.contains(where: { file.tokenIs($0, "safeAreaInsets") }) { return true }
      let known =
        readers
        ?? Set(
          index.functions.compactMap { other -> String? in
            guard other.owner == typeIndex, let o = other.bodyOpen, let c = other.bodyClose,
              (o..<c).contains(where: { file.tokenIs($0, "safeAreaInsets") })
            else { return nil }
            return other.name
          })
      readers = known
      return body.contains {
        file.kind($0 + 1) == .openParen && file.kind($0) == .identifier
          && (file.kind($0 - 1) != .dot || file.tokenIs($0 - 2, "self")) && known.contains(file.text($0))
      }
    }
    if rereads { return nil }
    // Views and controllers only (a SwiftUI struct's `safeAreaInsets` is its own property).
    guard index.types[typeIndex].kind == .class else { return nil }
    if let function = index.enclosingFunction(of: token) {
      guard function.owner == typeIndex, !runsLater(token, in: function, file) else { return nil }
      if onceFunctions.contains(function.name) { return function.name }
      return onceCaller(of: function, typeIndex, context).map { "\(function.name)(), called only from \($0)" }
    }
    if index.variables.contains(where: {
      $0.owner == typeIndex && $0.isMember && $0.initializer.map { $0.contains(token) } == true
    }) {
      return "a stored property's initializer"
    }
    return nil
  }

  /// True when `token` sits in a closure inside `function` (a subscription, an animation): it
  /// runs later, and again. SnapKit's constraint makers run their closure at once.
  static func runsLater(_ token: Int, in function: FunctionDecl, _ file: SourceFile) -> Bool {
    guard let open = function.bodyOpen else { return true }
    var brace = ViewContent.enclosingBrace(of: token, in: file)
    while let current = brace, current > open {
      if isClosure(current, file),
        !(ViewContent.callOwning(brace: current, in: file).map {
          file.tokenIs($0, "makeConstraints") || file.tokenIs($0, "remakeConstraints")
        } ?? false)
      {
        return true
      }
      brace = ViewContent.enclosingBrace(of: current, in: file)
    }
    return false
  }

  /// The read-once function a private method of the type runs from, when that is the only way it
  /// runs: every use of its name in the file is a call made directly (not in a closure) in the
  /// type's `init`, `viewDidLoad`, `loadView` or `awakeFromNib`, or in another such method
  /// (`override init(frame:) { …; setupLayout() }`). A private method cannot be called from
  /// another file, so the file holds every call.
  static func onceCaller(of function: FunctionDecl, _ typeIndex: Int, _ context: FileContext, depth: Int = 0)
    -> String?
  {
    let file = context.file
    let index = context.index
    guard depth < 3, function.kind == .function,
      function.modifiers.contains("private") || function.modifiers.contains("fileprivate")
    else { return nil }
    var place: String?
    for use in file.identifiers(spelled: function.name) where use != function.nameToken {
      // `#selector(keyboardWillShow(_:))` names the method for a later call (a notification, an
      // action): it runs then, not where the selector is made.
      guard file.kind(use + 1) == .openParen, !file.tokenIs(use - 2, "#selector"),
        file.kind(use - 1) != .dot || file.tokenIs(use - 2, "self"),
        let caller = index.enclosingFunction(of: use), caller.owner == typeIndex,
        !runsLater(use, in: caller, file)
      else { return nil }
      if onceFunctions.contains(caller.name) {
        place = place ?? caller.name
      } else if let outer = onceCaller(of: caller, typeIndex, context, depth: depth + 1) {
        place = place ?? outer
      } else {
        return nil
      }
    }
    return place
  }

  /// True when the chain starts from the parameter of a `GeometryReader` closure that holds the
  /// read (`GeometryReader { geo in … geo.safeAreaInsets.bottom … }`): the view's own geometry,
  /// whatever a helper of the same name returns.
  static func readsGeometryProxy(at token: Int, chainStart: Int, _ file: SourceFile) -> Bool {
    guard file.contains("GeometryReader"), file.kind(chainStart) == .identifier else { return false }
    var brace = ViewContent.enclosingBrace(of: token, in: file)
    while let open = brace {
      if let owner = ViewContent.callOwning(brace: open, in: file), file.tokenIs(owner, "GeometryReader") {
        let parameter = file.kind(open + 1) == .openParen ? open + 2 : open + 1
        return file.text(parameter) == file.text(chainStart)
      }
      brace = ViewContent.enclosingBrace(of: open, in: file)
    }
    return false
  }

  /// Where a GeometryReader's insets are copied once into the view's state: `.onAppear {
  /// insets = proxy.safeAreaInsets }` (or `.onFirstAppear`, `.task`), the state assigned nowhere
  /// else. The proxy's insets follow rotation, bars and the keyboard; the copy does not.
  static func geometryOncePlace(of token: Int, chainStart: Int, _ context: FileContext) -> String? {
    let file = context.file
    guard file.contains("GeometryReader"), file.kind(chainStart) == .identifier else { return nil }
    let proxy = file.text(chainStart)
    // The proxy is a GeometryReader closure's parameter whose closure holds the read.
    var brace = ViewContent.enclosingBrace(of: token, in: file)
    var onceCall: String?
    var isProxy = false
    while let open = brace {
      if let owner = ViewContent.callOwning(brace: open, in: file) {
        let name = file.text(owner)
        if name == "GeometryReader" {
          let parameter = file.kind(open + 1) == .openParen ? open + 2 : open + 1
          isProxy = file.text(parameter) == proxy
          break
        }
        if ["onAppear", "onFirstAppear", "task"].contains(name) {
          onceCall = onceCall ?? name
        } else if ["onChange", "onReceive", "onPreferenceChange", "onGeometryChange"].contains(name) {
          return nil
        }
      }
      brace = ViewContent.enclosingBrace(of: open, in: file)
    }
    guard isProxy, let onceCall else { return nil }
    // `state = proxy.safeAreaInsets` (the read's statement), and no other assignment of `state`.
    var j = chainStart - 1
    guard file.tokenIs(j, "=") else { return nil }
    j -= 1
    guard file.kind(j) == .identifier else { return nil }
    let state = file.text(j)
    // (Its declaration's initial value is no assignment: `@State var insets = EdgeInsets()`.)
    guard let owner = context.index.enclosingType(of: token) else { return nil }
    let body = (context.index.types[owner].bodyOpen + 1)..<context.index.types[owner].bodyClose
    let assignments = body.filter {
      file.tokenIs($0, "=") && file.kind($0 - 1) == .identifier && file.text($0 - 1) == state
        && (file.kind($0 - 2) != .dot || file.tokenIs($0 - 3, "self"))
        && !file.tokenIs($0 - 2, oneOf: ["var", "let"])
    }
    guard assignments == [j + 1] else { return nil }
    return "." + onceCall
  }

  /// True when the value read at `token` reaches a layout value: in its own statement, or
  /// through the name it is assigned to (its uses in this file; a non-private member, an
  /// environment default or a helper's result is used elsewhere).
  /// The longest statement (in tokens) a helper's use is judged in.
  static let maximumStatement = 2_000

  static func reachesLayout(_ token: Int, _ context: FileContext, memo: LayoutMemo? = nil) -> Bool {
    reach(token, context, memo: memo) != nil
  }

  /// How a value reaches layout: in this file (`here`), or through the uses of what holds it, in
  /// any file (`deferred`: a non-private member or global with no use here, a helper's result, an
  /// environment default).
  enum Reach { case here, deferred }

  /// The computed member property (not a view) whose value `statement` is: its body's only
  /// statement, or a `return` in it; with the body's tokens.
  static func computedMember(
    returning statement: Range<Int>, _ file: SourceFile, _ index: SyntaxIndex, memo: LayoutMemo? = nil
  )
    -> (name: String, body: Range<Int>)?
  {
    func holds(_ v: VariableDecl) -> Bool {
      guard v.isMember, let open = v.bodyOpen, let close = v.bodyClose else { return false }
      return open < statement.lowerBound && statement.upperBound <= close
    }
    let member: VariableDecl?
    if let memo {
      // The first body holding the statement's start; one that ends inside the statement leaves
      // the rest to the scan.
      guard let k = memo.firstMemberBody(holding: statement.lowerBound, index) else { return nil }
      member =
        holds(index.variables[k]) ? index.variables[k] : index.variables[(k + 1)...].first(where: holds)
    } else {
      member = index.variables.first(where: holds)
    }
    guard
      let member, !isView(member, file), let open = member.bodyOpen, let close = member.bodyClose,
      statement.lowerBound == open + 1 || file.tokenIs(statement.lowerBound, "return"),
      ViewContent.enclosingBrace(of: statement.lowerBound, in: file) == open
    else { return nil }
    return (member.name, open..<(close + 1))
  }

  static func reach(_ token: Int, _ context: FileContext, memo: LayoutMemo? = nil) -> Reach? {
    let file = context.file
    let statement = memo?.statement(around: token) ?? statement(around: token, file)
    // A helper's use in a statement longer than any layout statement (a generated table of
    // thousands of constants) is not judged: each of its names would rescan it.
    if memo != nil, statement.count > maximumStatement { return nil }
    // `bottom: { switch … { case …: return read } }()`: the value of a closure called on the spot
    // is the value of the statement the closure is in.
    if statement.contains(where: { file.tokenIs($0, "return") }),
      let open = invokedClosure(around: token, file),
      let found = reach(open, context, memo: memo)
    {
      return found
    }
    // A layout operator's constraint (`$0.bottom == theme.padding + safeAreaBottom`) lays out
    // with what it reads.
    if Expressions.isConstraintOperatorStatement(at: statement.lowerBound, file) { return .here }
    // A comparison makes a flag (`insets.bottom > 0`), not a layout value; one in a bracket the
    // read is not in (`bottom: inset + (prompt != nil ? 24 : 0)`) compares something else.
    if comparesOnPath(to: token, in: statement, file) {
      // Unless the flag picks what the statement or its branches lay out with.
      let picks =
        (statementSinks(statement, file, memo: memo)
          && picksByTernary(statement, value: token, file))
        || flagPicksBranchLayout(statement, value: token, file, memo: memo)
      if picks { return .here }
      // A flag kept in a name (`private let hasHomeIndicator = inset > 0`): its uses in this file
      // may pick a layout value.
      guard let eq = statement.first(where: { file.tokenIs($0, "=") }), eq < token,
        file.kind(eq - 1) == .identifier, file.tokenIs(eq - 2, oneOf: ["let", "var"])
      else { return nil }
      let flag = file.text(eq - 1)
      let uses = (memo?.uses(of: flag, file) ?? file.identifiers(spelled: flag)).filter {
        !statement.contains($0) && file.kind($0 - 1) != .dot && file.kind($0 + 1) != .colon
      }
      return uses.contains { use in
        isSink(
          memo?.statement(around: use) ?? self.statement(around: use, file), value: use, file, memo: memo)
      } ? .here : nil
    }
    // `let name = …read…` / `name = …read…` / a member whose initializer or body is the read.
    var name: String?
    var isMember = false
    var isPrivate = true
    // A statement inside a closure that initializes a member (`lazy var button = { … }()`) is its
    // own statement, not the member's; so is one in a view's body (`var body: some View`), whose
    // value is a view, laid out by the statement's own modifiers, and one in the block of an
    // `if let name = …` (the binding's value is what comes before the block).
    func holds(_ v: VariableDecl) -> Bool {
      guard !isView(v, file) else { return false }
      // (An `if`/`switch` expression's blocks are the value: `let inset = if wide { … } else { … }`.)
      let binding =
        file.tokenIs(v.nameToken - 2, oneOf: ["if", "guard", "while"]) || file.kind(v.nameToken - 2) == .comma
      let initializes =
        v.initializer.map { range in
          range.contains(token)
            && !(ViewContent.enclosingBrace(of: token, in: file).map {
              range.contains($0) && (binding || isClosure($0, file))
            }
              ?? false)
        } ?? false
      return initializes
        || (v.bodyOpen.flatMap { o in v.bodyClose.map { (o..<$0).contains(token) } } ?? false)
    }
    let variables = context.index.variables
    // The memo names the first candidate; when the closure test rules it out, the rest are scanned.
    let first = memo.map { memo in memo.firstVariable(holding: token, context.index) }
    let holder: VariableDecl? =
      switch first {
      case .some(nil): nil
      case .some(.some(let k)) where holds(variables[k]): variables[k]
      case .some(.some(let k)): variables[(k + 1)...].first(where: holds)
      case .none: variables.first(where: holds)
      }
    // Where the name's uses start: after the statement, or for an `if let name = read {` binding,
    // after its value (its block, inside the statement, is where it is used).
    var valueRange = statement
    if let variable = holder {
      name = variable.name
      if file.tokenIs(variable.nameToken - 2, oneOf: ["if", "guard", "while"]),
        let initializer = variable.initializer
      {
        valueRange = Expressions.conditionValue(file, in: initializer)
      }
      // A variable at file scope is seen from every file, as a member is.
      isMember =
        variable.isMember || variable.isFileScope
      isPrivate = variable.modifiers.contains("private") || variable.modifiers.contains("fileprivate")
      if variable.name == "defaultValue" { return .deferred }
    } else if let eq = firstOutsideClosures(statement, file, where: { file.tokenIs($0, "=") }),
      eq > statement.lowerBound,
      eq < token,
      file.kind(eq - 1) == .identifier
    {
      // `banner.frame.origin.y = …`, `constraint.constant = …`: the assignment is the layout value;
      // `scrollView.contentOffset.y = …` sets a scroll position.
      let target = statement.lowerBound..<eq
      if target.contains(where: { file.tokenIs($0, "contentOffset") }) { return nil }
      if target.contains(where: { j in file.tokenIs(j, in: sinkWords) }) {
        return .here
      }
      name = file.text(eq - 1)
    }
    if let name {
      if name == "defaultValue" { return .deferred }
      // A use compiled only for another platform (`#if targetEnvironment(macCatalyst)`) lays out
      // nothing on an iPhone or iPad.
      let platforms = file.contains("#if") ? (memo?.platforms ?? PlatformBranches(file)) : nil
      func usesOf(_ name: String, outside skipped: Range<Int>) -> [Int] {
        // (Without a memo, the name's bytes searched for, as the memo does: a string made and compared
        // for every token of the file cost 140 K texts a lint of woocommerce-ios, for 97 reads.)
        let spelled = memo?.uses(of: name, file) ?? file.identifiers(spelled: name)
        return spelled.filter { j in
          !skipped.contains(j) && file.kind(j + 1) != .colon && platforms?.onIOS(j) != false
        }
      }
      func statementOf(_ use: Int) -> Range<Int> {
        memo?.statement(around: use) ?? self.statement(around: use, file)
      }
      // Its uses lay out, or hand it to another name whose uses do (`let height = keyboard -
      // window inset` → `self.keyHeight = height` → `contentInset.bottom = keyHeight`).
      func reachesSink(_ name: String, outside skipped: Range<Int>, depth: Int, uses known: [Int]? = nil)
        -> Bool
      {
        let found = known ?? usesOf(name, outside: skipped)
        if found.contains(where: { isSink(statementOf($0), value: $0, file, memo: memo) }) { return true }
        guard depth < 2 else { return false }
        for use in found {
          let next = statementOf(use)
          guard next.count <= maximumStatement, !comparesOnPath(to: use, in: next, file) else { continue }
          let target: String
          var skipped = next
          if let eq = next.first(where: { file.tokenIs($0, "=") }), eq < use, eq > next.lowerBound,
            file.kind(eq - 1) == .identifier,
            // The whole left side is the name: `name = …`, `self.name = …`, `let name = …`.
            eq - 1 == next.lowerBound || file.tokenIs(eq - 2, "let") || file.tokenIs(eq - 2, "var")
              || (file.kind(eq - 2) == .dot && file.tokenIs(eq - 3, "self") && eq - 3 == next.lowerBound)
          {
            target = file.text(eq - 1)
          } else if let member = computedMember(returning: next, file, context.index, memo: memo) {
            // The value of a computed property (`var bottomInset: CGFloat { edges?.bottom ?? 11 }`):
            // its uses in this file are the name's.
            target = member.name
            skipped = member.body
          } else {
            continue
          }
          guard target != name else { continue }
          let key = "\(depth + 1) \(target)"
          if let known = memo?.handedOn[key] {
            if known { return true }
            continue
          }
          let reaches = reachesSink(target, outside: skipped, depth: depth + 1)
          memo?.handedOn[key] = reaches
          if reaches { return true }
        }
        return false
      }
      let uses = usesOf(name, outside: valueRange)
      if uses.contains(where: { isSink(statementOf($0), value: $0, file, memo: memo) }) { return .here }
      if isMember && !isPrivate && uses.isEmpty { return .deferred }
      if let function = context.index.enclosingFunction(of: token), function.bodyOpen != nil,
        statement.contains(where: { file.tokenIs($0, "return") })
          || !isMember && uses.isEmpty && name == function.name
      {
        return function.modifiers.contains("private") ? nil : .deferred
      }
      // Handed on to another name that lays out (a helper's result is judged at its callers first).
      if reachesSink(name, outside: valueRange, depth: 0, uses: uses) { return .here }
      return nil
    }
    if isSink(statement, value: token, file, memo: memo) { return .here }
    // A flag made of it (`return window.safeAreaInsets.bottom.isZero`) lays out nothing.
    if makesFlag(statement, value: token, file) { return nil }
    // The result of a helper: the helper's callers lay out with it.
    if let function = context.index.enclosingFunction(of: token), !function.modifiers.contains("private"),
      let open = function.bodyOpen,
      statement.contains(where: { file.tokenIs($0, "return") })
        || (statement.lowerBound == open + 1
          && (function.nameToken..<open).contains { file.tokenIs($0, "->") })
    {
      return Self.onceFunctions.contains(function.name) || Self.rereaders.contains(function.name)
        ? nil : .deferred
    }
    return nil
  }

  /// True for a property declared as a view (`var body: some View`, `var header: AnyView`).
  static func isView(_ variable: VariableDecl, _ file: SourceFile) -> Bool {
    variable.typeRange.map { type in type.contains { file.tokenIs($0, oneOf: ["some", "View", "AnyView"]) } }
      ?? false
  }

  /// The `{` of the innermost closure around `token`, when that closure is called where it is
  /// written (`{ … }()`); nil inside any other closure or a function body (`if`, `switch` and loop
  /// bodies are looked through).
  static func invokedClosure(around token: Int, _ file: SourceFile) -> Int? {
    var brace = ViewContent.enclosingBrace(of: token, in: file)
    while let open = brace {
      if isClosure(open, file) {
        guard let close = file.match(open), file.kind(close + 1) == .openParen,
          file.kind(close + 2) == .closeParen
        else { return nil }
        return open
      }
      brace = ViewContent.enclosingBrace(of: open, in: file)
    }
    return nil
  }

  /// True when a comparison operator sits in the statement's top level or in a bracket that
  /// holds `token` (brackets beside the read are skipped).
  static func comparesOnPath(to token: Int, in range: Range<Int>, _ file: SourceFile) -> Bool {
    var k = range.lowerBound
    while k < range.upperBound {
      if let partner = file.match(k), partner > k, !(k...partner).contains(token) {
        k = partner + 1
        continue
      }
      if file.kind(k) == .operator, Self.comparisons.contains(file.text(k)) { return true }
      k += 1
    }
    return false
  }

  /// True when the statement's value (after its `=`, if any), at its top level, is a comparison:
  /// a flag, not a length (`return a > b - inset`). A ternary's condition is not its value (`a > b ? inset : 0`).
  static func isComparison(_ range: Range<Int>, _ file: SourceFile) -> Bool {
    var compares = false
    var k = range.lowerBound
    while k < range.upperBound {
      if let partner = file.match(k), partner > k {
        k = partner + 1
        continue
      }
      if file.kind(k) == .operator {
        let op = file.text(k)
        if op == "=" || op == "+=" || op == "-=" { return isComparison((k + 1)..<range.upperBound, file) }
        if op == "?", k > range.lowerBound, file.tokens[k].start > file.tokens[k - 1].end { return false }
        if Self.comparisons.contains(op) { compares = true }
      }
      k += 1
    }
    return compares
  }

  /// True when the `{` at `open` opens a closure, not an `if`/`guard`/loop body.
  static func isClosure(_ open: Int, _ file: SourceFile) -> Bool {
    var j = open - 1
    while j > 0, !file.tokens[j].startsLine { j -= 1 }
    if file.kind(j) == .closeBrace { return false }
    let statements: [StaticString] = [
      "if", "guard", "while", "for", "switch", "else", "do", "defer", "repeat", "case", "catch", "default",
    ]
    return !statements.contains { file.tokenIs(j, $0) }
  }

  /// The branches of `#if` platform conditions not compiled for iOS (macOS, tvOS, watchOS,
  /// visionOS, Mac Catalyst): a window read there never runs on an iPhone or iPad.
  static func macOSBlocks(_ file: SourceFile) -> [Range<Int>] {
    guard file.contains("#if") else { return [] }
    return PlatformBranches(file).branches.filter { !$0.onIOS }.map(\.range)
  }

  public func check(_ project: ProjectContext) -> [Finding] {
    let all = project.facts(of: self)
    let providers = Self.providers(all)
    let windowReaders = Set(all.flatMap(\.facts.windowReaders))
    // A stored window's size is that window's own (a debug window dragged by its frame).
    let sizeProviders = providers.subtracting(all.flatMap(\.facts.storedWindows))
    let readsInsets = Self.insetHelpers(all, providers: providers)
    var insetHelpers = Self.insetHelpers(all, providers: providers, sizes: sizeProviders)
    // A flag made of a window's size (`isSmallScreen`) tunes a design to the device: no helper.
    let flags = Set(all.flatMap { $0.facts.lengthHelpers.filter { $0.value.isFlag }.map(\.key) })
    insetHelpers.subtract(flags.subtracting(readsInsets))
    // Helpers that lay out with a global window's size only, not its insets.
    var sizeHelpers = insetHelpers.subtracting(readsInsets)
    let windowCaches = Set(
      all.flatMap { $0.facts.lengthHelpers.filter { $0.value.cachesGlobalWindow }.map(\.key) })
    // A length helper declared in an extension is what a bare use of its name in any type may name.
    // One declared in an extension of a UIKit class is also what a view's member of that name is
    // (`view.safeAreaBottom`: `~.safeAreaBottom`).
    var extensionHelpers: [String: [String]] = [:]
    // (Keys are split at their last dot found among their bytes, not by `Character`, which breaks
    // each key into grapheme clusters.)
    for (_, facts) in all {
      for key in facts.extensionHelpers where insetHelpers.contains(key) {
        if let dot = key.utf8.lastIndex(of: UInt8(ascii: ".")) {
          extensionHelpers["*" + key[dot...], default: []].append(key)
          if key.hasPrefix("UI") { extensionHelpers["~" + key[dot...], default: []].append(key) }
        }
      }
    }
    insetHelpers.formUnion(extensionHelpers.keys)
    for (key, helpers) in extensionHelpers where helpers.allSatisfy(sizeHelpers.contains) {
      sizeHelpers.insert(key)
    }
    // A mixed app's Objective-C helpers (`OAUtilities.getBottomMargin()`), read from its `.m` files
    // when the Swift code names a type's member that no Swift helper is.
    var objectiveC: [String: ObjectiveCWindowHelpers.Helper] = [:]
    var projectsRead: Set<String> = []
    for (path, facts) in all {
      let unknown = facts.reads.contains { read in
        read.kind == "use" && !read.through.contains(where: insetHelpers.contains)
          && read.through.contains { $0.utf8.contains(UInt8(ascii: ".")) && $0.first?.isUppercase == true }
      }
      guard unknown else { continue }
      let folder = path.utf8.lastIndex(of: UInt8(ascii: "/")).map { String(path[..<$0]) } ?? "."
      guard projectsRead.insert(folder).inserted else { continue }
      objectiveC.merge(ObjectiveCWindowHelpers.helpers(nearSourceAt: path)) { a, _ in a }
    }
    for (key, helper) in objectiveC where !insetHelpers.contains(key) {
      insetHelpers.insert(key)
      if !helper.readsInsets { sizeHelpers.insert(key) }
    }
    // A use passed to a function counts where that function lays out with the parameter.
    let setters = Set(all.flatMap(\.facts.layoutSetters))
    // A helper whose value is laid out with somewhere is reported there, not in its own body.
    var used: Set<String> = []
    // A helper named only where its value lays nothing out (a flag, a log) is no finding at all.
    var otherUses: Set<Int> = []
    for (_, facts) in all {
      for read in facts.reads where read.kind == "use" {
        if let setter = read.setter, !setters.contains(setter) {
          otherUses.formUnion(read.through.map(Self.keyHash))
          continue
        }
        guard let key = read.through.first(where: insetHelpers.contains) else { continue }
        used.insert(key)
        used.formUnion(extensionHelpers[key] ?? [])
      }
    }
    var extensionKeys: Set<String> = []
    for (_, facts) in all {
      otherUses.formUnion(facts.otherUses)
      extensionKeys.formUnion(facts.extensionHelpers)
    }
    func otherUsed(_ helper: String) -> Bool {
      if otherUses.contains(Self.keyHash(helper)) { return true }
      guard extensionKeys.contains(helper), let dot = helper.utf8.lastIndex(of: UInt8(ascii: ".")) else {
        return false
      }
      return otherUses.contains(Self.keyHash("*" + helper[dot...]))
        || helper.hasPrefix("UI") && otherUses.contains(Self.keyHash("~" + helper[dot...]))
    }
    // Environment values: the helper holding each default, and whether a reader lays out with it.
    var environmentValue: [String: String] = [:]
    var environmentLaysOut: [String: Bool] = [:]
    for (_, facts) in all {
      environmentValue.merge(facts.environmentValues) { a, _ in a }
      environmentLaysOut.merge(facts.environmentReaders) { $0 || $1 }
    }
    // Stored defaults: the keys a safe-area inset is written under, and those a view lays out with.
    var storedInsetKeys: Set<String> = []
    var storedLayoutKeys: Set<String> = []
    for (_, facts) in all {
      for read in facts.reads where read.kind == "stored-write" { storedInsetKeys.formUnion(read.through) }
      for read in facts.reads where read.kind == "stored-read" { storedLayoutKeys.formUnion(read.through) }
    }
    let description = Self.description
    var findings: [Finding] = []
    for (path, facts) in all {
      var reportedLines: Set<Int> = []
      // On an iPhone every window fills the screen: a global window's size is every full-screen
      // view's, and Split View, Slide Over and Stage Manager, where it is not, never happen.
      var phoneOnlyMemo: Bool?
      func phoneOnly() -> Bool {
        if let known = phoneOnlyMemo { return known }
        let found = SupportedOrientationsDiscovery.families(forSourceAt: path) == [.iPhone]
        phoneOnlyMemo = found
        return found
      }
      for index in facts.reads.indices {
        // Most reads of a project are candidate uses of helpers that turn out to be none: passed
        // over before the read is copied (the language server checks them all on each change).
        if facts.reads[index].kind == "use",
          !facts.reads[index].through.contains(where: insetHelpers.contains)
            || facts.reads[index].setter.map({ !setters.contains($0) }) == true
        {
          continue
        }
        let read = facts.reads[index]
        if let key = read.environment, let value = environmentValue[key] {
          // An environment default is reported where it is read from the window, unless every
          // view that reads the value only compares it (`.if(insets.bottom == 0)`).
          if environmentLaysOut[value] == false { continue }
        } else if let helper = read.helper,
          used.contains(helper) || (read.deferred && otherUsed(helper))
            // A flag that lays out only through its uses, and no use lays out with it (`var
            // hasNotch: Bool` that no code reads), picks no layout value.
            || (read.deferred && flags.contains(helper))
        {
          continue
        }
        let message: String
        switch read.kind {
        case "stored-write":
          guard let key = read.through.first, storedLayoutKeys.contains(key) else { continue }
          message =
            "'\(read.text)' stores this view's safe-area inset in UserDefaults (\"\(key)\") for other views to lay "
            + "out with: each reads this view's inset from when it was written, not its own (a sheet, a full-screen "
            + "cover, another window), and the copy is stale after a rotation; let each view read its own safe area "
            + "where it lays out (a GeometryReader's safeAreaInsets) or keep to the safe area"
        case "stored-read":
          guard let key = read.through.first, storedInsetKeys.contains(key) else { continue }
          message =
            "'\(read.text)' (@AppStorage(\"\(key)\")) lays out with another view's safe-area inset, stored in "
            + "UserDefaults when that view appeared: not this view's own (a sheet, a full-screen cover, another "
            + "window), and stale after a rotation; read this view's safe area where it lays out (a GeometryReader's "
            + "safeAreaInsets) or keep to the safe area"
        case "use":
          guard let key = read.through.first(where: insetHelpers.contains) else { continue }
          // A use by a bare name or a view's member names the extension's helper it stands for.
          let helper = key.first == "*" || key.first == "~" ? extensionHelpers[key]?.first ?? key : key
          if windowCaches.contains(key) || windowCaches.contains(helper) {
            message =
              "'\(read.text)' lays out with '\(helper)', which keeps a global window's size or insets: another "
              + "scene's or display's window, and stale after a resize until the cache is updated; use the view's own "
              + "bounds or safeAreaInsets where it lays out"
            break
          }
          if sizeHelpers.contains(key) {
            if phoneOnly() { continue }
            let subject =
              read.text == key || read.text == helper
              ? "'\(helper)' reads" : "'\(read.text)' sizes layout with '\(helper)', which reads"
            message =
              subject
              + " a global window's size: in Split View, Slide Over, a sheet or on an external display "
              + "that window is another size; use the view's own bounds or a GeometryReader where it lays out"
            break
          }
          message =
            "'\(read.text)' reads a global window's insets through the helper '\(helper)': another scene's or "
            + "display's window, blind to navigation bars and sheets, and not re-read when the insets change; read the "
            + "view's own safeAreaInsets where it lays out, or pin to safeAreaLayoutGuide"
        case "global" where !Self.readsInsets(read.text):
          if phoneOnly() { continue }
          message =
            "'\(read.text)' sizes layout from \"the\" window, not this view: in Split View, Slide Over, a sheet or on "
            + "an external display that window is another size; use the view's own bounds where it lays out"
        case "global" where read.text.hasSuffix("statusBarFrame"):
          message =
            "'\(read.text)' takes the status bar of \"the\" window's scene as this view's top inset: another scene's "
            + "or display's, zero while the bar is hidden (iPhone landscape), blind to navigation bars and sheets; read "
            + "the view's own safeAreaInsets.top where it lays out, or pin to safeAreaLayoutGuide"
        case "global":
          message =
            "'\(read.text)' reads \"the\" window's insets, not this view's: another scene's or display's window, zero "
            + "during a system alert, blind to navigation bars and sheets (off by 59 pt on an iPhone 15 Pro in a page "
            + "sheet); read the view's own safeAreaInsets where it lays out, or pin to safeAreaLayoutGuide"
        case "argument":
          guard let callee = read.through.first, windowReaders.contains(callee),
            let window = read.through.dropFirst().first(where: {
              providers.contains($0) || $0 == "UIApplication"
            })
          else { continue }
          message =
            "'\(read.text)' gives '\(callee)' a global window ('\(window)'), whose insets it lays out with: not this "
            + "view's insets in another scene, a sheet or under a bar; pass the view's own safeAreaInsets"
        case "through":
          let isSize = !Self.readsInsets(read.text)
          guard let helper = read.through.first(where: (isSize ? sizeProviders : providers).contains) else {
            continue
          }
          if isSize {
            if phoneOnly() { continue }
            message =
              "'\(read.text)' reads the size of the window '\(helper)' returns, a global window or scene: in Split "
              + "View, Slide Over, a sheet or on an external display it is another size; use the view's own bounds "
              + "where it lays out"
            break
          }
          message =
            "'\(read.text)' reads insets through '\(helper)', which returns a global window or scene: not this view's "
            + "insets in another scene, a sheet or under a bar; read the view's own safeAreaInsets where it lays out"
        case _ where read.place.hasPrefix("."):
          message =
            "'\(read.text)' is copied into the view's state once, in \(read.place), and never again: stale after a "
            + "rotation, a bar or a sheet changes the safe area; lay out with the GeometryReader's safeAreaInsets "
            + "where it is read, or update the copy in .onChange(of: proxy.safeAreaInsets)"
        default:
          message =
            "'\(read.text)' is read once, in \(read.place), and never again: 0 before the view is in a window (off by "
            + "59 pt on an iPhone 15 Pro), stale after a rotation; read it in viewDidLayoutSubviews or "
            + "viewSafeAreaInsetsDidChange"
        }
        // One finding a line: `CGRect(x: 0, y: screenHeight - view.frame.height, width:
        // view.frame.size.width, …)` reads the same window three times in one statement.
        guard reportedLines.insert(read.line).inserted else { continue }
        findings.append(
          Finding(
            file: path, offset: read.offset, line: read.line, column: read.column, rule: description.id,
            severity: project.severities[description.id] ?? description.severity, message: message,
            problem: description.problem,
            fixNote:
              "no mechanical edit: the right read depends on where the view lays out; see the suggestions"))
      }
    }
    return findings
  }

  /// The length helpers that read a global window's insets: directly, through a window provider's
  /// `.safeAreaInsets`, or by calling another such helper (to a fixed point); with `sizes`, those
  /// that read its size (`.frame`, `.bounds`) too.
  static func insetHelpers(
    _ all: [(path: String, facts: Facts)], providers: Set<String>, sizes sizeProviders: Set<String>? = nil
  ) -> Set<String> {
    var helpers: [String: LengthHelper] = [:]
    for (_, facts) in all {
      helpers.merge(facts.lengthHelpers) { a, b in
        var merged = a
        merged.merge(b)
        return merged
      }
    }
    var result = Set(
      helpers.compactMap { key, helper in
        helper.readsGlobalInsets || helper.cachesGlobalWindow
          || helper.insetChains.contains(where: providers.contains)
          || sizeProviders.map { helper.readsGlobalSize || helper.sizeChains.contains(where: $0.contains) }
            == true
          ? key : nil
      })
    var grew = true
    while grew {
      grew = false
      for (key, helper) in helpers
      where !result.contains(key) && helper.calls.contains(where: result.contains) {
        result.insert(key)
        grew = true
      }
    }
    return result
  }

  public static let description = RuleDescription(
    id: "window-safe-area-read",
    summary: "Safe-area insets read from a global window, or read once, feed a layout value",
    rationale: """
      UIApplication.keyWindow, windows.first and connectedScenes.first name "a" window: in another
      scene, on an external display, during a system alert or under a bar it is not this view's.
      A view's own insets are 0 until it is in a window and change on rotation. Read the view's own
      safeAreaInsets where it lays out, or constrain to safeAreaLayoutGuide.
      """,
    problem: "window-safe-area-read",
    suggests: .strategies(["own-safe-area-live", "safe-area-layout-guide", "geometry-proxy-safe-area"]),
    triggering: WindowSafeAreaReadExamples.triggering,
    nonTriggering: WindowSafeAreaReadExamples.nonTriggering)
}
