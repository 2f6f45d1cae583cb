import InsetEmulation
import InsetEngine
import InsetLint

/// A UIHostingController whose view is put into a UIKit hierarchy (a bar, a stack, a cell, a
/// table footer) rather than shown as a screen of its own, in a module that shows a keyboard, with
/// no opt-out of the keyboard region: its SwiftUI content moves or shrinks when the keyboard comes
/// up, although UIKit already handles the keyboard (Apple, `SafeAreaRegions.keyboard`; expo/expo PR
/// #41302). A host filling a controller's own view counts where another file makes that view a
/// text input's accessory view (`field.inputAccessoryView = toolbarController.view`, the member
/// declared in any file of its type). Silent for hosts that are presented, pushed, a window's root, pinned to their parent
/// on every edge (anchors, a fill helper, SnapKit: a full-area child should avoid; not a cell's
/// content view or a cell itself, which is a row), centred, a
/// title view, or added only to be measured or drawn into an image; for a root that fills the host
/// and ignores the keyboard region (`.ignoresSafeArea(.keyboard)`, or every region at the bottom:
/// `.ignoresSafeArea()`, `.edgesIgnoringSafeArea(.all)`) with no field inside; for controllers that set
/// `safeAreaRegions` (or whose class does) or are made with a project initializer's keyboard
/// opt-out; for a cell's host when every screen that shows the cell lacks text input; and where
/// the private keyboard hook is installed on every hosting view (a hook set per instance, on a
/// dynamic subclass, covers only the controllers given it). A
/// `safeAreaRegions` set only under `#available` with no `else` for older systems opts out from that
/// release on: the finding holds below it, and `lint` settles it against the file's deployment target. A
/// view controller's own host counts only when that screen shows a keyboard (the controller or the
/// hosted view holds text input); elsewhere the module-level text-input test is coarse, and the
/// finding says so. The finding sits where the controller is made, where the fix goes.
public struct HostedKeyboardAvoidanceRule: CollectingRule, PlanDependentFix {
  public init() {}
  static let problem: ProblemID = "hosted-keyboard-avoidance"
  public let triggers: [StaticString] = [
    "rootView", "safeAreaRegions", "TextField", "TextView", "SearchBar", "SearchController", "SecureField",
    "TextEditor", "searchable", "keyboardWillShowWithNotification", "ignoresSafeArea", "IgnoringSafeArea",
    "extension UIView",
    // A file adding what a project function returns (`addSubview(bar.asUIView())`) may place a host.
    "Subview",
    // A screen that shows a cell (`register(HostCell.self, …)`).
    "Cell",
    // A controller's view made a text field's accessory (`field.inputAccessoryView = bar.view`).
    "inputAccessoryView",
  ]
  static let textInputWords: [StaticString] = [
    "UITextField", "UITextView", "UISearchBar", "UISearchController", "TextField", "SecureField",
    "TextEditor",
    "searchable",
  ]
  static let placements: [StaticString] = ["addSubview", "insertSubview", "addArrangedSubview"]
  static let cellClasses: Set<String> = [
    "UITableViewCell", "UICollectionViewCell", "UICollectionViewListCell", "UITableViewHeaderFooterView",
    "UICollectionReusableView",
  ]

  public func collect(_ context: FileContext) -> HostedKeyboardAvoidanceFacts? {
    let file = context.file
    var facts = HostedKeyboardAvoidanceFacts()
    // A file read only for the cells it names says only which screens show them.
    if !file.contains("Cell") || triggers.contains(where: { $0.description != "Cell" && file.contains($0) }) {
      collectHosting(context, into: &facts)
    }
    if file.contains("Cell") { facts.cellUses = Self.cellUses(context) }
    return facts.creations.isEmpty && facts.cellUses.isEmpty && !facts.textInput
      && facts.optingOutClasses.isEmpty && !facts.privateHook
      && facts.embedders.isEmpty && facts.fillHelpers.isEmpty && facts.returnedPlacements.isEmpty
      && facts.ignoresKeyboardViews.isEmpty && facts.flexibleKeyboardIgnoringViews.isEmpty
      && facts.optingOutClassesFrom.isEmpty && facts.accessoryControllers.isEmpty
      && facts.controllerMembers.isEmpty ? nil : facts
  }

  /// Text input, opt-outs and the hosts this file makes and places.
  func collectHosting(_ context: FileContext, into facts: inout HostedKeyboardAvoidanceFacts) {
    let file = context.file
    // A byte search (memchr-based): a word in a comment counts too, which the finding's caveat covers.
    facts.textInput = Self.textInputWords.contains { file.contains($0) }
    // Installed on every hosting view (a swizzle of the class), not per instance (a dynamic
    // subclass set on one controller's view, `object_setClass`): only the former covers every host.
    facts.privateHook = file.contains("keyboardWillShowWithNotification") && !file.contains("object_setClass")
    let index = context.index
    // Types whose screen shows a keyboard: they hold text input, make a responder first, or
    // handle the keyboard (`keyboardWillShowNotification`, a project's keyboard publisher): a
    // third-party text view (`MetaText`) is still a keyboard on that screen. A `keyboardType:`
    // handed to a project's own control (`PinPadViewController(keyboardType: .pinPad)`) names a
    // pad drawn in the screen, not the system keyboard.
    if facts.textInput || file.contains("eyboard") || file.contains("FirstResponder") {
      for type in index.types where type.bodyOpen < type.bodyClose {
        let body = (type.bodyOpen + 1)..<type.bodyClose
        if body.contains(where: { j in
          file.kind(j) == .identifier
            && (Self.textInputWords.contains { file.tokenIs(j, $0) }
              || file.tokenIs(j, oneOf: ["becomeFirstResponder", "isFirstResponder"])
              || file.token(j, contains: "eyboard")
                && !(file.tokenIs(j, "keyboardType") && file.kind(j + 1) == .colon))
        }) {
          facts.textInputTypes.append(type.name)
        }
      }
    }
    for type in index.types where type.kind == .class || type.kind == .extension {
      let sets = ((type.bodyOpen + 1)..<type.bodyClose).filter { file.tokenIs($0, "safeAreaRegions") }
      guard !sets.isEmpty else { continue }
      let from = sets.map { Self.regionsOnlyFrom($0, file, controller: nil) }
      if from.contains(nil) {
        facts.optingOutClasses.append(type.name)
      } else if let earliest = from.compactMap({ $0 }).min() {
        facts.optingOutClassesFrom[type.name] = earliest.description
      }
    }
    if file.contains("gnoresSafeArea") || file.contains("IgnoringSafeArea") {
      for type in index.types where type.kind == .struct {
        let body = (type.bodyOpen + 1)..<type.bodyClose
        let ignoring = body.filter {
          file.tokenIs($0, "ignoresSafeArea") && file.kind($0 + 1) == .openParen
            && file.tokenIs($0 + 3, "keyboard")
        }
        if !ignoring.isEmpty { facts.ignoresKeyboardViews.append(type.name) }
        guard
          let viewBody = index.variables.first(where: {
            $0.name == "body" && $0.owner.map { index.types[$0].name } == type.name
          }),
          let open = viewBody.bodyOpen, let close = viewBody.bodyClose
        else { continue }
        // The root: the body's last statement (a view builder's `let`s come first).
        let root = Expressions.statements(file, inBraces: open).last ?? (open + 1)..<close
        // The keyboard region ignored on the root: `.ignoresSafeArea(.keyboard)` anywhere on the
        // body's level, or every region on the bottom edge as a modifier of the root itself.
        let onRoot =
          ignoring.contains(where: { ViewContent.enclosingBrace(of: $0, in: file) == open })
          || root.contains {
            Self.ignoresEveryRegionAtTheBottom($0, file) && Self.modifiesRoot($0, in: root, file)
          }
        if onRoot, Self.fillsOffer(root, file), !Self.holdsTextInput((open + 1)..<close, file) {
          facts.flexibleKeyboardIgnoringViews.append(type.name)
        }
      }
    }
    if file.contains("rootView") { facts.creations = creations(context) }
    if file.contains("Subview") {
      facts.embedders = Self.embedders(context)
      facts.returnedPlacements = Self.returnedPlacements(context)
    }
    if file.contains("extension UIView") { facts.fillHelpers = Self.fillHelpers(context) }
    if file.contains("inputAccessoryView") { facts.accessoryControllers = Self.accessoryControllers(context) }
    if file.contains("Controller") { facts.controllerMembers = Self.controllerMembers(context) }
  }

  /// The members declared here whose type is a controller class (named `…Controller`), as
  /// `Owner.name` → class.
  static func controllerMembers(_ context: FileContext) -> [String: String] {
    var result: [String: String] = [:]
    for variable in context.index.variables where variable.isMember && variable.name.hasSuffix("Controller") {
      guard let owner = variable.owner, let type = context.declaredType(of: variable.name),
        type.hasSuffix("Controller"), !type.hasPrefix("UI")
      else { continue }
      result["\(context.index.types[owner].name).\(variable.name)"] = type
    }
    return result
  }

  /// The classes of the controllers whose view this file makes a text input's accessory view
  /// (`field.inputAccessoryView = toolbarController.view`, `toolbarController` declared as
  /// `ToolbarController(…)` or `: ToolbarController`).
  static func accessoryControllers(_ context: FileContext) -> [String] {
    let file = context.file
    var result: [String] = []
    for j in 1..<max(1, file.count - 4)
    where file.tokenIs(j, "inputAccessoryView") && file.tokenIs(j + 1, "=") {
      var k = j + 2
      if file.tokenIs(k, "self"), file.kind(k + 1) == .dot { k += 2 }
      guard file.kind(k) == .identifier, file.kind(k + 1) == .dot, file.tokenIs(k + 2, "view"),
        file.kind(k + 3) != .dot, file.kind(k + 3) != .openParen
      else { continue }
      let name = file.text(k)
      // Declared here, or a member of the enclosing type declared in another of its files.
      if let type = context.declaredType(of: name) {
        if !result.contains(type) { result.append(type) }
      } else if let owner = context.index.enclosingType(of: j).map({ context.index.types[$0].name }) {
        result.append("member:\(owner).\(name)")
      }
    }
    return result
  }

  /// Each class named like a cell (`…Cell…`, `…Header`, `…FooterView`) that a type of this file
  /// names as a type, with that type: `HostCell.self` (a registration, a `case let … as
  /// HostCell<Row>`), a cast (`as? HostCell`), a registration's generic argument
  /// (`CellRegistration<HostCell, Item>`).
  static func cellUses(_ context: FileContext) -> [HostedKeyboardAvoidanceFacts.CellUse] {
    let file = context.file
    var result: [HostedKeyboardAvoidanceFacts.CellUse] = []
    // (The bytes first: most names of a file are none of these; their strings are not made.)
    for j in 1..<max(1, file.count - 2)
    where file.kind(j) == .identifier
      && (file.token(j, contains: "Cell") || file.token(j, endsWith: "Header")
        || file.token(j, endsWith: "Footer") || file.token(j, endsWith: "HeaderView")
        || file.token(j, endsWith: "FooterView"))
      && Expressions.isUpperCamel(file, j)
    {
      // Past a generic argument list (`HostingTableViewCell<Row>.self`).
      var end = j
      if file.text(j + 1).hasPrefix("<") {
        var k = j + 1
        while k < min(file.count - 1, j + 12), !file.text(k).hasSuffix(">") { k += 1 }
        end = k
      }
      let asSelf = file.kind(end + 1) == .dot && file.tokenIs(end + 2, "self")
      let cast =
        file.tokenIs(j - 1, "as")
        || (j >= 2 && ["?", "!"].contains(file.text(j - 1)) && file.tokenIs(j - 2, "as"))
      let registration = j >= 2 && file.text(j - 1) == "<" && file.token(j - 2, contains: "Registration")
      guard asSelf || cast || registration, let type = context.index.enclosingType(of: j) else { continue }
      let use = HostedKeyboardAvoidanceFacts.CellUse(
        cell: file.text(j), screen: context.index.types[type].name)
      if use.cell != use.screen, !result.contains(use) { result.append(use) }
    }
    return result
  }

  /// True when the body's root view (its expression `root`) takes all the height it is offered: a
  /// vertical `ScrollView`, `List`, `GeometryReader` or a colour, a `VStack` with a `Spacer`, a
  /// `ZStack` over `Color.clear`, or an infinite maximum height; not with a fixed height on the root
  /// itself (`.frame(height: 56)`; one inside a `.background(…)` frames only that background).
  static func fillsOffer(_ root: Range<Int>, _ file: SourceFile) -> Bool {
    guard let first = root.first(where: { file.kind($0) == .identifier }) else { return false }
    let fixedHeight = root.contains { j in
      file.tokenIs(j, "frame") && file.kind(j + 1) == .openParen && file.tokenIs(j + 2, "height")
        && modifiesRoot(j, in: root, file)
    }
    if fixedHeight { return false }
    let view = file.text(first)
    return root.contains { j in
      file.tokenIs(j, "maxHeight") && file.kind(j + 1) == .colon && file.kind(j + 2) == .dot
        && file.tokenIs(j + 3, "infinity")
    }
      || ["ScrollView", "List", "GeometryReader", "Color"].contains(view)
      || (view.hasSuffix("VStack") && root.contains { file.tokenIs($0, "Spacer") })
      || (view == "ZStack"
        && root.contains {
          file.tokenIs($0, "Color") && file.kind($0 + 1) == .dot && file.tokenIs($0 + 2, "clear")
        })
  }

  /// `.ignoresSafeArea()`, `.ignoresSafeArea(.all, edges: .bottom)` or the deprecated
  /// `.edgesIgnoringSafeArea(.all)` (read as its replacement, every region) at `j`: every safe-area
  /// region, the keyboard's among them, ignored on edges that include the bottom, where the
  /// keyboard comes from. `.ignoresSafeArea(.container)` keeps the keyboard region.
  static func ignoresEveryRegionAtTheBottom(_ j: Int, _ file: SourceFile) -> Bool {
    let deprecated = file.tokenIs(j, "edgesIgnoringSafeArea")
    guard deprecated || file.tokenIs(j, "ignoresSafeArea"), file.kind(j - 1) == .dot,
      file.kind(j + 1) == .openParen
    else { return false }
    let arguments = Expressions.argumentSpans(file, open: j + 1)
    func names(_ range: Range<Int>, _ words: [StaticString]) -> Bool {
      range.contains { file.kind($0) == .identifier && file.tokenIs($0, oneOf: words) }
    }
    let bottom: [StaticString] = ["all", "bottom", "vertical"]
    if deprecated { return arguments.first.map { names($0.value, bottom) } ?? false }
    if let regions = arguments.first(where: { $0.label == nil }), !names(regions.value, ["all"]) {
      return false
    }
    return arguments.first(where: { $0.label.map { file.tokenIs($0, "edges") } ?? false }).map {
      names($0.value, bottom)
    } ?? true
  }

  /// True when the modifier at `j` applies to the root view written as `root`: outside every
  /// argument list and closure of it (not a `.background(…)`'s content).
  static func modifiesRoot(_ j: Int, in root: Range<Int>, _ file: SourceFile) -> Bool {
    var k = root.lowerBound
    while k < j {
      if [.openParen, .openBracket, .openBrace].contains(file.kind(k)) {
        guard let close = file.match(k), close < j else { return false }
        k = close
      }
      k += 1
    }
    return true
  }

  /// True when the content shows a keyboard of its own: a focused field keeps avoiding under
  /// `.ignoresSafeArea(.keyboard)` (assumption `hosting-focused-text-field-avoids`).
  static func holdsTextInput(_ range: Range<Int>, _ file: SourceFile) -> Bool {
    range.contains { file.tokenIs($0, oneOf: ["TextField", "SecureField", "TextEditor", "searchable"]) }
  }

  /// A host filling a controller's own view where another file makes that view a text input's
  /// accessory view: a bar above the keyboard, placed there, not a screen.
  static func placingAccessoryHosts(_ all: [(path: String, facts: HostedKeyboardAvoidanceFacts)]) -> [(
    path: String, facts: HostedKeyboardAvoidanceFacts
  )] {
    let named = Set(all.flatMap(\.facts.accessoryControllers))
    guard !named.isEmpty else { return all }
    var members: [String: String] = [:]
    for (_, facts) in all { members.merge(facts.controllerMembers) { a, _ in a } }
    let accessories = Set(
      named.compactMap { $0.hasPrefix("member:") ? members[String($0.dropFirst("member:".count))] : $0 })
    return all.map { entry in
      var facts = entry.facts
      for index in facts.creations.indices {
        let creation = facts.creations[index]
        guard creation.fillsOwnerView, let owner = creation.owner, accessories.contains(owner) else {
          continue
        }
        facts.creations[index].exempt = nil
        facts.creations[index].accessoryOf = owner
        facts.creations[index].placement = "the view of \(owner), a text input's accessory view"
      }
      return (entry.path, facts)
    }
  }

  /// A host filling a cell's content view, or a cell or reusable view itself, is a row of a list,
  /// not a screen's content: pinned on every edge there, it still moves or shrinks when the
  /// keyboard comes up over the list. Counted only where a type that shows the cell (or a
  /// subclass) holds text input (`showingAKeyboard`): the module-level test is too coarse for
  /// rows, which sit on screens with and without a keyboard.
  static func placingCellRows(
    _ all: [(path: String, facts: HostedKeyboardAvoidanceFacts)], _ hierarchy: ClassHierarchy,
    showingAKeyboard: (String) -> Bool
  ) -> [(path: String, facts: HostedKeyboardAvoidanceFacts)] {
    all.map { entry in
      var facts = entry.facts
      for index in facts.creations.indices {
        let creation = facts.creations[index]
        guard creation.fillsOwnRow, creation.placement != nil, let owner = creation.owner,
          hierarchy.inherits(owner, fromAny: cellClasses), showingAKeyboard(owner)
        else { continue }
        facts.creations[index].exempt = nil
      }
      return (entry.path, facts)
    }
  }

  /// The facts with each host handed to a project function that adds it placed there (the
  /// function's file says whether it pins it everywhere).
  static func placingHandedHosts(_ all: [(path: String, facts: HostedKeyboardAvoidanceFacts)]) -> [(
    path: String, facts: HostedKeyboardAvoidanceFacts
  )] {
    var embedders: [String: HostedKeyboardAvoidanceFacts.Embedder] = [:]
    for (_, facts) in all {
      for embedder in facts.embedders where embedders[embedder.key] == nil {
        embedders[embedder.key] = embedder
      }
    }
    guard !embedders.isEmpty else { return all }
    return all.map { entry in
      var facts = entry.facts
      for index in facts.creations.indices {
        let creation = facts.creations[index]
        guard creation.placement == nil, creation.exempt == nil,
          let embedder = creation.handedTo.lazy.compactMap({ embedders[$0] }).first
        else { continue }
        facts.creations[index].placement = embedder.placement
        facts.creations[index].exempt = embedder.exempt
        // Filling the owner's own view: a screen's content, unless that view is an accessory.
        if embedder.key.contains("|fills:") { facts.creations[index].fillsOwnerView = true }
      }
      return (entry.path, facts)
    }
  }

  /// The function that returns the host made at `callee` or its view: the creation is its return
  /// value (`return UIHostingController(rootView: self).view`, a body of one expression), or the
  /// name it is kept under is returned (`return controller.view`). Only a project-wide helper (at
  /// file scope or in an extension, `extension View { func asUIView() }`) is matched to its callers
  /// by name; a method of one type (`Factory.makeView()`) shares its name with too many others.
  static func returningFunction(of callee: Int, name: String?, _ context: FileContext) -> String? {
    let file = context.file
    guard let function = context.index.enclosingFunction(of: callee), let open = function.bodyOpen,
      let close = function.bodyClose, (function.nameToken..<open).contains(where: { file.tokenIs($0, "->") }),
      function.owner.map({ context.index.types[$0].kind == .extension }) ?? true
    else { return nil }
    let body = (open + 1)..<close
    let statements = Expressions.statements(file, inBraces: open)
    if let statement = statements.first(where: { $0.contains(callee) }),
      file.tokenIs(statement.lowerBound, "return") || statements.count == 1
    {
      return function.name
    }
    guard let name else { return nil }
    let returnsName = body.contains { j in
      file.tokenIs(j, "return") && file.text(j + 1) == name
        && (file.kind(j + 2) != .dot || file.tokenIs(j + 3, "view")) && file.kind(j + 2) != .openParen
    }
    return returnsName ? function.name : nil
  }

  /// The calls of functions whose result this file puts into UIKit, directly
  /// (`view.addSubview(Bar().asUIView())`) or through a local (`let bar = Bar().asUIView()` …
  /// `stack.addArrangedSubview(bar)`), with why a view put there needs no opt-out, if so.
  static func returnedPlacements(_ context: FileContext) -> [HostedKeyboardAvoidanceFacts.ReturnedPlacement] {
    let file = context.file
    var result: [HostedKeyboardAvoidanceFacts.ReturnedPlacement] = []
    /// The function a value expression ends by calling (`Bar().asUIView()` → `asUIView`).
    func calledLast(_ range: Range<Int>) -> String? {
      guard let last = range.last, file.kind(last) == .closeParen, let open = file.match(last),
        open > range.lowerBound,
        file.kind(open - 1) == .identifier, !Expressions.isUpperCamel(file, open - 1)
      else { return nil }
      return file.text(open - 1)
    }
    for j in 0..<file.count where file.tokenIs(j, oneOf: placements) && file.kind(j + 1) == .openParen {
      guard let argument = Expressions.argumentSpans(file, open: j + 1).first?.value else { continue }
      let owner = context.index.enclosingType(of: j).map { context.index.types[$0].name }
      if let function = calledLast(argument) {
        result.append(.init(function: function, placement: file.text(j), owner: owner, exempt: nil))
        continue
      }
      // A local holding the result.
      guard argument.count == 1, file.kind(argument.lowerBound) == .identifier,
        let scope = context.index.enclosingFunction(of: j), let open = scope.bodyOpen,
        let close = scope.bodyClose
      else { continue }
      let local = file.text(argument.lowerBound)
      for k in (open + 1)..<j
      where file.text(k) == local && file.tokenIs(k - 1, oneOf: ["let", "var"]) && file.tokenIs(k + 1, "=") {
        let value = (k + 2)..<Expressions.statementEnd(file, from: k + 2)
        guard let function = calledLast(value) else { continue }
        result.append(
          .init(
            function: function, placement: file.text(j), owner: owner,
            exempt: pinnedEverywhere(local, kind: "view", in: (open + 1)..<close, file)))
      }
    }
    return result
  }

  /// The facts with each host a function returns placed where its callers put it.
  static func placingReturnedHosts(_ all: [(path: String, facts: HostedKeyboardAvoidanceFacts)]) -> [(
    path: String, facts: HostedKeyboardAvoidanceFacts
  )] {
    var placed: [String: [HostedKeyboardAvoidanceFacts.ReturnedPlacement]] = [:]
    for (_, facts) in all {
      for placement in facts.returnedPlacements { placed[placement.function, default: []].append(placement) }
    }
    guard !placed.isEmpty else { return all }
    return all.map { entry in
      var facts = entry.facts
      for index in facts.creations.indices {
        let creation = facts.creations[index]
        guard creation.placement == nil, creation.exempt == nil, let function = creation.returnedBy,
          let uses = placed[function]
        else { continue }
        let open = uses.filter { $0.exempt == nil }
        guard let first = open.first else {
          facts.creations[index].exempt = uses.first?.exempt
          continue
        }
        facts.creations[index].placement = "\(first.placement) of what \(function)() returns"
        facts.creations[index].callers = open.compactMap(\.owner)
      }
      return (entry.path, facts)
    }
  }

  /// The file's functions that add a parameter (a view, or a controller's `view`) to a hierarchy.
  static func embedders(_ context: FileContext) -> [HostedKeyboardAvoidanceFacts.Embedder] {
    let file = context.file
    var result: [HostedKeyboardAvoidanceFacts.Embedder] = []
    for function in context.index.functions {
      guard let open = function.bodyOpen, let close = function.bodyClose else { continue }
      let body = (open + 1)..<close
      let parameters = Expressions.parameters(after: function.nameToken, before: open, file)
      for parameter in parameters {
        for j in body where file.tokenIs(j, oneOf: placements) && file.kind(j + 1) == .openParen {
          guard let argument = Expressions.argumentSpans(file, open: j + 1).first?.value,
            file.text(argument.lowerBound) == parameter.name
          else { continue }
          let last = argument.last { file.kind($0) == .identifier }
          let kind: String
          if argument.count == 1 || (last == argument.lowerBound) {
            kind = "view"
          } else if let last, file.tokenIs(last, "view"), argument.count <= 4 {
            kind = "controller"
          } else {
            continue
          }
          let key = function.name + "|" + parameter.label + "|" + kind
          guard !result.contains(where: { $0.key == key }) else { continue }
          let placement = file.text(j) + " in " + function.name
          let exempt = pinnedEverywhere(parameter.name, kind: kind, in: body, file)
          result.append(.init(key: key, placement: placement, exempt: exempt))
          // The child framed to another parameter's bounds (`child.view.frame = view.bounds`): it
          // fills the view that parameter is given, which the caller's key names (`|fills:in`).
          if exempt == nil,
            let filled = framedToParameter(parameter.name, kind: kind, in: body, parameters: parameters, file)
          {
            result.append(
              .init(key: key + "|fills:" + filled, placement: placement, exempt: "fills its owner's view"))
          }
        }
      }
    }
    return result
  }

  /// True when the member called on a view at `member` pins it to its parent on every edge: a
  /// fill helper (`pinToParent()`, `fillSuperview()`, `pinEdges…`, `…AllEdges`, `…AllSides`) or
  /// one given the edges (`constraint(edgesTo: parent)`).
  static func fillsParent(memberAt member: Int, _ file: SourceFile) -> Bool {
    let name = file.text(member)
    return name.contains("ToParent") || name.contains("ToSuperview") || name.contains("AllEdges")
      || name.contains("AllSides") || name.contains("fillSuperview") || name.hasPrefix("pinEdges")
      || (file.kind(member + 1) == .openParen && file.token(member + 2, contains: "dges")
        && file.kind(member + 3) == .colon)
  }

  /// The methods of this file's `UIView` extensions that pin the receiver's top, bottom and side
  /// anchors to their first parameter (`topAnchor.constraint(equalTo: other.topAnchor)` …): called
  /// on a host's view with a parent, they pin it on every edge, whatever the helper is called.
  static func fillHelpers(_ context: FileContext) -> [String] {
    let file = context.file
    var result: [String] = []
    for (function, body, parameter) in context.viewExtensionMethods() {
      var anchors: Set<String> = []
      for j in body where file.kind(j) == .identifier && file.text(j) == parameter && file.kind(j + 1) == .dot
      {
        anchors.insert(file.text(j + 2))
      }
      let sides = [
        ["topAnchor"], ["bottomAnchor"], ["leadingAnchor", "leftAnchor"], ["trailingAnchor", "rightAnchor"],
      ]
      if sides.allSatisfy({ $0.contains(where: anchors.contains) }) { result.append(function.name) }
    }
    return result
  }

  /// The name a closure opening at `open` gives the view it is handed: its one parameter
  /// (`{ make in … }`), else `$0`.
  static func closureSubject(open: Int, _ file: SourceFile) -> String {
    file.kind(open + 1) == .identifier && file.tokenIs(open + 2, "in") ? file.text(open + 1) : "$0"
  }

  /// True when the closure opening at `open` calls a fill helper on its view (`$0`, or its one
  /// parameter) with no edge left out (`$0.pinToSuperview()`, not `pinToSuperview(excluding: [.bottom])`).
  static func fillsInTrailingClosure(open: Int, _ file: SourceFile) -> Bool {
    guard let close = file.match(open) else { return false }
    let subject = closureSubject(open: open, file)
    for j in (open + 1)..<close
    where file.text(j) == subject && file.kind(j - 1) != .dot && file.kind(j + 1) == .dot
      && file.kind(j + 2) == .identifier && fillsParent(memberAt: j + 2, file)
    {
      guard file.kind(j + 3) == .openParen, let end = file.match(j + 3) else { return true }
      if !((j + 4)..<end).contains(where: { file.tokenIs($0, "excluding") }) { return true }
    }
    return false
  }

  /// True when the statement holding token `j` names `word`.
  static func statementNames(_ j: Int, _ word: StaticString, _ file: SourceFile) -> Bool {
    var start = j
    while start > 0, !file.tokens[start].startsLine { start -= 1 }
    return (start..<Expressions.statementEnd(file, from: start)).contains { file.tokenIs($0, word) }
  }

  /// `tableHeaderView` or `titleView` when a local `container` declared in `range` is made one
  /// there (`tableView.tableHeaderView = container`).
  static func madeTopView(_ container: String, in range: Range<Int>, _ file: SourceFile) -> String? {
    var declared = false
    for k in range where file.kind(k) == .identifier && file.text(k) == container && file.kind(k - 1) != .dot
    {
      if file.tokenIs(k - 1, oneOf: ["let", "var"]) { declared = true }
      if declared, file.tokenIs(k - 1, "="), file.tokenIs(k - 2, oneOf: ["tableHeaderView", "titleView"]),
        file.kind(k + 1) != .dot
      {
        return file.text(k - 2)
      }
    }
    return nil
  }

  /// `key|fills:label` for each argument of `call` that is the controller's own view (`in: view`,
  /// `in: self.view`): an embedder that frames the child to that parameter's bounds fills it, a
  /// screen's content. Ahead of `key`, which it refines.
  static func ownViewKeys(_ key: String, call: Int, _ file: SourceFile) -> [String] {
    Expressions.argumentSpans(file, open: call + 1).compactMap { argument in
      let value = argument.value
      let own =
        (value.count == 1 && file.tokenIs(value.lowerBound, "view"))
        || (value.count == 3 && file.tokenIs(value.lowerBound, "self")
          && file.kind(value.lowerBound + 1) == .dot
          && file.tokenIs(value.lowerBound + 2, "view"))
      return own ? key + "|fills:" + (argument.label.map { file.text($0) } ?? "_") : nil
    }
  }

  /// Where each use of the child `name` in `body` reaches its view: the token after the name (after
  /// `.view` for a controller, and after any `?`/`!`), where what is done to that view is written.
  static func childViewUses(_ name: String, kind: String, in body: Range<Int>, _ file: SourceFile) -> [Int] {
    var uses: [Int] = []
    for j in body where file.text(j) == name && file.kind(j - 1) != .dot {
      var k = j + 1
      if kind == "controller" {
        guard file.kind(k) == .dot, file.tokenIs(k + 1, "view") else { continue }
        k += 2
      }
      while file.isUnwrap(k) { k += 1 }
      uses.append(k)
    }
    return uses
  }

  /// The label of the parameter whose bounds the function frames the child `name` to
  /// (`childViewController.view.frame = view.bounds`, `view` its `in view: UIView`), if any.
  static func framedToParameter(
    _ name: String, kind: String, in body: Range<Int>,
    parameters: [(label: String, name: String, type: String?)], _ file: SourceFile
  ) -> String? {
    for k in childViewUses(name, kind: kind, in: body, file) {
      guard file.kind(k) == .dot, file.tokenIs(k + 1, "frame"), file.tokenIs(k + 2, "="),
        file.kind(k + 3) == .identifier, file.kind(k + 4) == .dot, file.tokenIs(k + 5, "bounds"),
        file.kind(k + 6) != .dot,
        let filled = parameters.first(where: { $0.name == file.text(k + 3) && $0.name != name })
      else { continue }
      return filled.label
    }
    return nil
  }

  /// True when the SnapKit closure opening at `open` pins its view on every side: `edges`, or a
  /// top, a bottom, a leading (left) and a trailing (right) side on the closure's `make` (or `$0`).
  static func snapKitPinsEverySide(closure open: Int, _ file: SourceFile) -> Bool {
    guard let close = file.match(open) else { return false }
    let maker = closureSubject(open: open, file)
    var sides: Set<String> = []
    for j in (open + 1)..<close where file.text(j) == maker && file.kind(j - 1) != .dot {
      var k = j
      while file.kind(k + 1) == .dot, file.kind(k + 2) == .identifier, k + 2 < close {
        k += 2
        switch file.text(k) {
        case "edges", "directionalEdges": sides.formUnion(["top", "bottom", "leading", "trailing"])
        case "horizontalEdges", "directionalHorizontalEdges": sides.formUnion(["leading", "trailing"])
        case "verticalEdges", "directionalVerticalEdges": sides.formUnion(["top", "bottom"])
        case "top", "bottom": sides.insert(file.text(k))
        case "leading", "left": sides.insert("leading")
        case "trailing", "right": sides.insert("trailing")
        default: break
        }
      }
    }
    return sides.count == 4
  }

  /// The view whose rectangle the expression after the `=` at `equals` is, when it is a chain of
  /// names ending in `.bounds` or `.frame` (`view.bounds` → `view`, `vc.view.frame` → `vc.view`).
  static func rectangleOwner(after equals: Int, _ file: SourceFile) -> String? {
    let j = rectangleEnd(after: equals, file)
    guard j > equals + 1, file.tokenIs(j, oneOf: ["bounds", "frame"]), file.kind(j + 1) != .dot,
      file.kind(j + 1) != .openParen
    else { return nil }
    return file.text(in: Int(file.tokens[equals + 1].start)..<Int(file.tokens[j - 2].end))
  }

  /// The last name of the chain of names after the `=` at `equals`.
  static func rectangleEnd(after equals: Int, _ file: SourceFile) -> Int {
    var j = equals + 1
    guard file.kind(j) == .identifier else { return equals }
    while file.kind(j + 1) == .dot, file.kind(j + 2) == .identifier { j += 2 }
    return j
  }

  /// Why a view a helper adds needs no opt-out: pinned to its parent on every edge (four edge
  /// anchors, or a fill helper), or centred.
  static func pinnedEverywhere(_ name: String, kind: String, in body: Range<Int>, _ file: SourceFile)
    -> String?
  {
    var edges: Set<String> = []
    for k in childViewUses(name, kind: kind, in: body, file) {
      guard file.kind(k) == .dot else { continue }
      let member = file.text(k + 1)
      if fillsParent(memberAt: k + 1, file) { return "pinned to its parent on every edge" }
      if member == "centerYAnchor" { return "centred in its parent" }
      if ["topAnchor", "bottomAnchor", "leadingAnchor", "trailingAnchor"].contains(member) {
        edges.insert(member)
      }
    }
    return edges.count == 4 ? "pinned to its parent on every edge" : nil
  }

  /// The first token of the value a `let name = …` or `let name: Type = …` binding starts
  /// (`name` at `j`), or nil when no `=` follows the name and its annotation.
  static func aliasValue(after j: Int, _ file: SourceFile) -> Int? {
    var e = j + 1
    if file.kind(e) == .colon {
      e += 1
      while e < j + 8, !file.tokenIs(e, "="), file.kind(e) != .openBrace { e += 1 }
    }
    return file.tokenIs(e, "=") ? e + 1 : nil
  }

  /// The release a `safeAreaRegions` assignment at `index` needs when it runs only under
  /// `#available` and no `else` branch handles older systems (one naming `controller`, or the
  /// private keyboard hook); nil when it covers every system the file runs on.
  static func regionsOnlyFrom(_ index: Int, _ file: SourceFile, controller: String?) -> OSVersion? {
    guard let check = AvailabilityGuard.enclosing(index, in: file) else { return nil }
    if let body = check.elseBody,
      body.contains(where: { k in
        file.tokenIs(k, "keyboardWillShowWithNotification") || file.token(k, contains: "KeyboardAvoidance")
          || (controller.map { file.text(k) == $0 } ?? true)
      })
    {
      return nil
    }
    return check.version
  }

  /// `X(rootView: …)` calls, the name each is stored under, and what the file does with that name.
  func creations(_ context: FileContext) -> [HostedKeyboardAvoidanceFacts.Creation] {
    let file = context.file
    var result: [HostedKeyboardAvoidanceFacts.Creation] = []
    for i in 1..<max(1, file.count)
    where file.tokenIs(i, "rootView") && file.kind(i + 1) == .colon && file.kind(i - 1) == .openParen {
      // The callee: `X(` or `X<T>(`.
      var calleeIndex = i - 2
      if file.kind(calleeIndex) == .operator, file.text(calleeIndex).hasSuffix(">") {
        var j = calleeIndex
        while j > 0, !(file.kind(j) == .operator && file.text(j).hasPrefix("<")) { j -= 1 }
        calleeIndex = j - 1
      }
      guard file.kind(calleeIndex) == .identifier, Expressions.isUpperCamel(file, calleeIndex) else {
        continue
      }
      let callee = file.text(calleeIndex)
      // The root's type: written there, or the declared type of the name passed
      // (`lazy var sidebarView = SidebarView(…)` … `rootView: sidebarView`).
      var rootView = (i + 2 < file.count && Expressions.isUpperCamel(file, i + 2)) ? file.text(i + 2) : nil
      if rootView == nil, file.kind(i + 2) == .identifier, file.kind(i + 3) == .closeParen {
        rootView = context.declaredType(of: file.text(i + 2))
      }
      let name = Self.assignee(before: calleeIndex, file)
      var creation = HostedKeyboardAvoidanceFacts.Creation(
        callee: callee, rootView: rootView, name: name, offset: context.offset(calleeIndex), line: 0,
        column: 0,
        placement: nil, exempt: nil)
      (creation.line, creation.column) = file.location(of: creation.offset)
      creation.owner = context.index.enclosingType(of: calleeIndex).map { context.index.types[$0].name }
      if let enclosing = Expressions.enclosingCall(of: calleeIndex, file), Self.isScreenCall(enclosing, file)
      {
        creation.exempt = "shown as a screen of its own"
      }
      // A project initializer given a keyboard opt-out (`UIHostingController(rootView: bar,
      // ignoresKeyboard: true)`).
      for argument in Expressions.argumentSpans(file, open: i - 1) {
        guard let label = argument.label, file.token(label, contains: "eyboard"),
          !(argument.value.count == 1 && file.tokenIs(argument.value.lowerBound, "false"))
        else { continue }
        creation.exempt = creation.exempt ?? "opts out of the keyboard region through its initializer"
      }
      if let name, creation.exempt == nil {
        Self.uses(
          of: name, in: file, within: Self.localScope(of: name, at: calleeIndex, context), into: &creation)
      }
      if creation.placement == nil, creation.exempt == nil {
        creation.returnedBy = Self.returningFunction(of: calleeIndex, name: name, context)
      }
      result.append(creation)
    }
    return result
  }

  /// Where a local declared just before `callee` (`let host = X(rootView:)`) is the one that
  /// name means: to the end of its block, or to the next declaration of the same name (another
  /// `case` of the same switch). Nil for a member: its uses are the file's.
  static func localScope(of name: String, at callee: Int, _ context: FileContext) -> Range<Int>? {
    let file = context.file
    guard let equals = assignment(before: callee, file), equals >= 2,
      file.tokenIs(equals - 2, oneOf: ["let", "var"]),
      let open = ViewContent.enclosingBrace(of: callee, in: file),
      !context.index.types.contains(where: { $0.bodyOpen == open }),
      let close = file.match(open)
    else { return nil }
    var end = close
    for j in (callee + 1)..<close
    where file.text(j) == name && file.tokenIs(j - 1, oneOf: ["let", "var"]) && file.tokenIs(j + 1, "=") {
      end = j
      break
    }
    return callee..<end
  }

  /// The ways code names the view a host was added to: a controller's `self.view` is its `view`
  /// (`self.view.addSubview(host.view)` pinned to `view.topAnchor`). A cell's `contentView` is
  /// left as written: a host filling it is a row, not a screen's content.
  static func spellings(of parent: String) -> [String] {
    switch parent {
    case "view": return [parent, "self.view"]
    case "self.view": return [parent, "view"]
    default: return [parent]
    }
  }

  /// True when the file makes `name` a text input's accessory: `field.inputAccessoryView = name`,
  /// or `name` handed on as an accessory view (`setAccessory(on: field, accessoryView: name)`).
  static func isInputAccessory(_ name: String, _ file: SourceFile) -> Bool {
    guard file.contains("inputAccessoryView") else { return false }
    for j in 2..<max(2, file.count) where file.kind(j) == .identifier && file.text(j) == name {
      if file.tokenIs(j - 1, "="), file.tokenIs(j - 2, "inputAccessoryView") { return true }
      if file.kind(j - 1) == .colon, file.kind(j - 2) == .identifier, file.token(j - 2, contains: "ccessory")
      {
        return true
      }
    }
    return false
  }

  /// The `=` the call at `callee` is assigned by: right before it, or before a cached value it
  /// stands in for (`let host = host ?? UIHostingController(rootView: …)`).
  static func assignment(before callee: Int, _ file: SourceFile) -> Int? {
    guard callee >= 2 else { return nil }
    if file.tokenIs(callee - 1, "=") { return callee - 1 }
    if callee >= 4, file.tokenIs(callee - 1, "??"), file.kind(callee - 2) == .identifier,
      file.tokenIs(callee - 3, "=")
    {
      return callee - 3
    }
    return nil
  }

  /// `let c = …`, `c = …`, `self.c = …`, `let c = c ?? …`: the stored name.
  static func assignee(before callee: Int, _ file: SourceFile) -> String? {
    guard let equals = assignment(before: callee, file), equals >= 1 else { return nil }
    var j = equals - 1
    if file.kind(j) == .identifier { return file.text(j) }
    // `let c: T = …`
    while j > 0, file.kind(j) != .colon, !file.tokens[j].startsLine { j -= 1 }
    return file.kind(j) == .colon && file.kind(j - 1) == .identifier ? file.text(j - 1) : nil
  }

  static func isScreenCall(_ name: Int, _ file: SourceFile) -> Bool {
    file.tokenIs(
      name,
      oneOf: [
        "present", "pushViewController", "show", "showDetailViewController", "setViewControllers",
        "UINavigationController", "setRootViewController",
      ])
  }

  /// What the file does with the controller stored as `name` (and with aliases of its view).
  static func uses(
    of name: String, in file: SourceFile, within scope: Range<Int>? = nil,
    into creation: inout HostedKeyboardAvoidanceFacts.Creation
  ) {
    var views: Set<String> = []
    /// The token after `name` past any `?` / `!`.
    func after(_ j: Int) -> Int {
      var k = j + 1
      while file.isUnwrap(k) { k += 1 }
      return k
    }
    func refersToView(_ j: Int) -> Bool {
      guard file.text(j) == name || views.contains(file.text(j)) else { return false }
      if views.contains(file.text(j)) { return file.kind(j - 1) != .dot }
      return file.kind(after(j)) == .dot && file.tokenIs(after(j) + 1, "view")
        && (file.kind(j - 1) != .dot || file.tokenIs(j - 2, "self"))
    }
    /// A member of the controller itself (`host.sizeThatFits(in:)`), not of its view.
    func calledOn(_ j: Int) -> Bool {
      file.text(j) == name && file.kind(j + 1) == .dot && !file.tokenIs(j + 2, "view")
        && (file.kind(j - 1) != .dot || file.tokenIs(j - 2, "self"))
    }
    func isController(_ j: Int) -> Bool {
      file.text(j) == name && file.kind(j + 1) != .dot
        && (file.kind(j - 1) != .dot || file.tokenIs(j - 2, "self"))
    }
    var top = false
    var bottom = false
    var measured = false
    var removed = false
    /// What the view was added to, as written (`view`, `viewController.view`).
    var parent: String?
    /// The views whose frame or bounds the host's view is given (`host.view.frame = vc.view.frame`).
    var rectangleOwners: [String] = []
    /// True when the statement around `j` also names the parent's `anchor` (a constraint between
    /// the host's view and its parent, whichever side is written first).
    func pinsToParent(_ j: Int, _ anchor: String) -> Bool {
      guard let parent else { return false }
      var start = j
      while start > 0, !file.tokens[start].startsLine { start -= 1 }
      let end = Expressions.statementEnd(file, from: start)
      let text = file.text(in: Int(file.tokens[start].start)..<Int(file.tokens[max(start, end - 1)].end))
        .filter { !$0.isWhitespace }
      // Added to `self`: its anchors may be written bare (`constraint(equalTo: topAnchor)`).
      return Self.spellings(of: parent).contains {
        names(text, $0 + "." + anchor) || names(text, $0 + ".safeAreaLayoutGuide." + anchor)
      }
        || (parent == "self" && names(text, anchor))
    }
    /// `needle` in `text`, not as the tail of a longer chain (`toolbar.view.topAnchor` does not name `view.topAnchor`).
    func names(_ text: String, _ needle: String) -> Bool {
      var rest = text[...]
      while let found = rest.range(of: needle) {
        let before = found.lowerBound == text.startIndex ? nil : text[text.index(before: found.lowerBound)]
        if let before, before.isLetter || before.isNumber || before == "_" || before == "." || before == "?" {
          rest = text[found.upperBound...]
          continue
        }
        return true
      }
      return false
    }
    /// `function|label|kind` when the argument of `call` that holds token `j` is exactly the
    /// controller (or its view) ending before `end`.
    func handedKey(call: Int, at j: Int, viewEnd end: Int, kind: String) -> String? {
      guard file.kind(call + 1) == .openParen, !isScreenCall(call, file) else { return nil }
      for argument in Expressions.argumentSpans(file, open: call + 1) where argument.value.lowerBound == j {
        // Nothing after it but unwrapping (`host.view!`): the argument is the host itself.
        let rest = end..<max(end, argument.value.upperBound)
        guard
          rest.allSatisfy({ file.kind($0) == .operator && file.text($0).allSatisfy { "!?".contains($0) } })
        else { return nil }
        let label = argument.label.map { file.text($0) } ?? "_"
        return file.text(call) + "|" + label + "|" + kind
      }
      return nil
    }
    for j in (scope ?? 1..<file.count) where file.kind(j) == .identifier {
      if isController(j), let call = Expressions.enclosingCall(of: j, file),
        let key = handedKey(call: call, at: j, viewEnd: after(j), kind: "controller")
      {
        creation.handedTo.append(contentsOf: Self.ownViewKeys(key, call: call, file) + [key])
      }
      // `let hostView = host.view`, `guard let v = host.view`, `let v: UIView = host!.view`,
      // `if let v = host?.view`.
      if file.tokenIs(j - 1, "let") || file.tokenIs(j - 1, "var"),
        let value = Self.aliasValue(after: j, file),
        file.text(value) == name
      {
        var dot = value + 1
        while file.isUnwrap(dot) { dot += 1 }
        if file.kind(dot) == .dot, file.tokenIs(dot + 1, "view") { views.insert(file.text(j)) }
      }
      if isController(j), let call = Expressions.enclosingCall(of: j, file),
        isScreenCall(call, file)
      {
        creation.exempt = "shown as a screen of its own"
      }
      // A project method taking the controller out of keyboard avoidance
      // (`host.disableLayoutWithKeyboard()`, a per-instance hook).
      if calledOn(j), file.token(j + 2, contains: "eyboard"), file.kind(j + 3) == .openParen {
        creation.exempt = creation.exempt ?? "opts out of the keyboard region (\(file.text(j + 2)))"
      }
      // The controller measuring what its content needs (`host.sizeThatFits(in: size)`).
      if calledOn(j), file.tokenIs(j + 2, "sizeThatFits") { measured = true }
      if isController(j), file.tokenIs(j - 1, "="), file.tokenIs(j - 2, "rootViewController") {
        creation.exempt = "a window's root view controller"
      }
      if file.text(j) == name, file.tokenIs(j + 2, "safeAreaRegions") {
        if let from = regionsOnlyFrom(j + 2, file, controller: name) {
          let earlier = creation.regionsFrom.flatMap { try? OSVersion(parsing: $0) }
          creation.regionsFrom = min(from, earlier ?? from).description
        } else {
          creation.exempt = "sets safeAreaRegions"
        }
      }
      guard refersToView(j) else { continue }
      let viewEnd = views.contains(file.text(j)) ? j + 1 : after(j) + 2
      if let call = Expressions.enclosingCall(of: j, file) {
        if file.tokenIs(call, oneOf: placements) {
          creation.placement = creation.placement ?? file.text(call)
          if parent == nil, file.kind(call - 1) == .dot {
            let start = Expressions.chainStart(file, beforeDot: call - 1)
            parent = file.text(in: Int(file.tokens[start].start)..<Int(file.tokens[call - 2].end))
              .filter { !$0.isWhitespace }
          } else if parent == nil {
            parent = "self"
          }
          // A layout DSL's placement given its constraints in a trailing closure
          // (`addSubview(host.view) { $0.pinToSuperview() }`): a fill helper there pins every edge.
          if let close = file.match(call + 1), file.kind(close + 1) == .openBrace,
            Self.fillsInTrailingClosure(open: close + 1, file)
          {
            creation.exempt = creation.exempt ?? "pinned to its parent on every edge"
          }
        }
        // Put into a local container (`container.addSubview(host.view)`, a helper called on it) that
        // the file then makes a table's header or a title view: at the top, the keyboard never reaches it.
        if file.kind(call - 1) == .dot, file.kind(call - 2) == .identifier,
          Expressions.chainStart(file, beforeDot: call - 1) == call - 2,
          let top = Self.madeTopView(file.text(call - 2), in: scope ?? 1..<file.count, file)
        {
          creation.exempt = creation.exempt ?? "at the top (\(top))"
        }
        let called = file.text(call)
        if !file.tokenIs(call, oneOf: placements),
          let key = handedKey(call: call, at: j, viewEnd: viewEnd, kind: "view")
        {
          creation.handedTo.append(contentsOf: Self.ownViewKeys(key, call: call, file) + [key])
        }
        if called.contains("AllEdges") || called.contains("AllSides") || called.contains("ToParent")
          || called.contains("ToSuperview")
          || called.contains("fillSuperview") || called.contains("Edges")
        {
          creation.exempt = creation.exempt ?? "pinned to its parent on every edge"
        }
      }
      // `host.view.pinToParent()`, `host.view.frame = view.bounds`, anchors.
      if file.kind(viewEnd) == .dot, viewEnd + 1 < file.count {
        let member = file.text(viewEnd + 1)
        // One argument, no edge set chosen: a project fill helper pins every edge.
        if file.kind(viewEnd + 2) == .openParen, let close = file.match(viewEnd + 2),
          Expressions.argumentSpans(file, open: viewEnd + 2).count == 1, close > viewEnd + 3
        {
          creation.viewCalls.append(member)
        }
        if Self.fillsParent(memberAt: viewEnd + 1, file) {
          creation.exempt = creation.exempt ?? "pinned to its parent on every edge"
        }
        if member == "centerYAnchor" { creation.exempt = creation.exempt ?? "centred in its parent" }
        // Measured (`systemLayoutSizeFitting`, `sizeToFit`) or drawn into an image
        // (`drawHierarchy`, `snapshotView`, a project's `asImage()`).
        if ["systemLayoutSizeFitting", "sizeThatFits", "intrinsicContentSize", "sizeToFit", "drawHierarchy"]
          .contains(member) || member.hasPrefix("snapshot") || member.hasSuffix("Image")
        {
          measured = true
        }
        // SnapKit: `host.view.snp.makeConstraints { make in make.edges.equalToSuperview() }`.
        if member == "snp", file.kind(viewEnd + 2) == .dot,
          file.tokenIs(viewEnd + 3, oneOf: ["makeConstraints", "remakeConstraints"]),
          file.kind(viewEnd + 4) == .openBrace, Self.snapKitPinsEverySide(closure: viewEnd + 4, file)
        {
          creation.exempt = creation.exempt ?? "pinned to its parent on every edge"
        }
        if member == "removeFromSuperview" { removed = true }
        if member == "topAnchor", pinsToParent(j, "topAnchor") { top = true }
        if member == "bottomAnchor", pinsToParent(j, "bottomAnchor") { bottom = true }
        // Its bottom pinned to the keyboard's top (`bottomAnchor.constraint(equalTo:
        // keyboardLayoutGuide.topAnchor)`): UIKit keeps it above the keyboard, nothing to avoid.
        if member == "bottomAnchor", Self.statementNames(j, "keyboardLayoutGuide", file) {
          creation.exempt = creation.exempt ?? "above the keyboard (keyboardLayoutGuide)"
        }
        // `host.view.frame = view.bounds`, or the parent's own frame (`= vc.view.frame`): a
        // chain of names ending in the parent's bounds or frame.
        if member == "frame", file.tokenIs(viewEnd + 2, "="),
          let owner = Self.rectangleOwner(after: viewEnd + 2, file)
        {
          // A view's bounds are its own coordinate space: a host framed to them fills that view.
          if file.tokenIs(Self.rectangleEnd(after: viewEnd + 2, file), "bounds") {
            creation.exempt = creation.exempt ?? "fills its parent"
          }
          rectangleOwners.append(owner)
        }
      }
      if file.tokenIs(j - 1, "="),
        file.tokenIs(j - 2, oneOf: ["tableFooterView", "tableHeaderView", "titleView"])
      {
        if file.tokenIs(j - 2, "tableFooterView") {
          creation.placement = "tableFooterView"
        } else {
          creation.exempt = creation.exempt ?? "at the top (\(file.text(j - 2)))"
        }
      }
    }
    if top && bottom && creation.exempt == nil { creation.exempt = "pinned to its parent on every edge" }
    // Framed to the rectangle of the view it is put in (before or after it is added).
    if let parent, Self.spellings(of: parent).contains(where: rectangleOwners.contains) {
      creation.exempt = creation.exempt ?? "fills its parent"
    }
    if let parent,
      creation.exempt == "pinned to its parent on every edge" || creation.exempt == "fills its parent"
    {
      // Filling a text field's input accessory is filling a bar above the keyboard, not a screen.
      if Self.isInputAccessory(parent, file) {
        creation.exempt = nil
      } else if parent == "view" || parent == "self.view" {
        // The owner's own view: a screen's content, unless another file makes that view a text
        // input's accessory (settled across files).
        creation.fillsOwnerView = true
      } else if ["contentView", "self.contentView", "self"].contains(parent) {
        // A cell's content view, or the view the host is made in: a row when that is a cell or a
        // reusable view (settled across files, where the owner's class is known).
        creation.fillsOwnRow = true
      }
    }
    // Added to measure the size its content fits (`systemLayoutSizeFitting`), then taken out: it
    // is never on screen when a keyboard is.
    if measured && removed && creation.exempt == nil {
      creation.exempt = "added only to measure or draw it, then removed"
    }
  }

  public func check(_ project: ProjectContext) -> [Finding] {
    let all = project.facts(of: self)
    guard all.contains(where: \.facts.textInput), !all.contains(where: \.facts.privateHook) else { return [] }
    let optingOut = Set(all.flatMap(\.facts.optingOutClasses))
    var optingOutFrom: [String: OSVersion] = [:]
    for (_, facts) in all {
      for (name, text) in facts.optingOutClassesFrom {
        guard let version = try? OSVersion(parsing: text) else { continue }
        optingOutFrom[name] = min(version, optingOutFrom[name] ?? version)
      }
    }
    let textInputTypes = Set(all.flatMap(\.facts.textInputTypes))
    let ignoring = Set(all.flatMap(\.facts.ignoresKeyboardViews))
    let flexibleIgnoring = Set(all.flatMap(\.facts.flexibleKeyboardIgnoringViews))
    let fillHelpers = Set(all.flatMap(\.facts.fillHelpers))
    let hierarchy = project.hierarchy
    var cellUsers: [String: Set<String>] = [:]
    // A screen that shows a subclass (`ProfileCell: HostTableViewCell<Profile>`) shows the host its
    // base class makes.
    for use in all.flatMap(\.facts.cellUses) {
      for cell in [use.cell] + hierarchy.ancestors(of: use.cell) {
        cellUsers[cell, default: []].insert(use.screen)
      }
    }
    var findings: [Finding] = []
    var creations: [(String, HostedKeyboardAvoidanceFacts.Creation)] = []
    let severity = project.severities[Self.description.id] ?? Self.description.severity
    let placed = Self.placingCellRows(
      Self.placingAccessoryHosts(Self.placingReturnedHosts(Self.placingHandedHosts(all))), hierarchy,
      showingAKeyboard: { cellUsers[$0]?.contains(where: textInputTypes.contains) ?? false })
    for (path, facts) in placed {
      for creation in facts.creations where creation.exempt == nil && creation.placement != nil {
        guard hierarchy.inherits(creation.callee, fromAny: ["UIHostingController"]) else { continue }
        let lineage = [creation.callee] + hierarchy.ancestors(of: creation.callee)
        if lineage.contains(where: optingOut.contains) { continue }
        // Pinned to its parent on every edge by a project helper: a screen's content, which should
        // avoid the keyboard.
        if creation.viewCalls.contains(where: fillHelpers.contains) { continue }
        // A root that fills the host and ignores the keyboard region stays still (measured:
        // flexible-root-ignores-keyboard), unless a field inside it takes the keyboard.
        if let root = creation.rootView, flexibleIgnoring.contains(root) { continue }
        // A host a view controller puts on its own screen: that screen shows a keyboard when the
        // controller's file, the controller (in any file) or the hosted view holds text input. A
        // cell's or a coordinator's host may be on any screen: the module's text input stands for it.
        if !facts.textInput, creation.accessoryOf == nil, let owner = creation.owner,
          hierarchy.inherits(owner, fromAny: ["UIViewController"]),
          !textInputTypes.contains(owner), !(creation.rootView.map(textInputTypes.contains) ?? false)
        {
          continue
        }
        // A cell's host is on the screens that show the cell: when every one is a view controller
        // that shows no keyboard, nothing comes up while the host is there.
        if let owner = creation.owner, let users = cellUsers[owner], !users.isEmpty,
          hierarchy.inherits(owner, fromAny: Self.cellClasses),
          users.allSatisfy({
            hierarchy.inherits($0, fromAny: ["UIViewController"]) && !textInputTypes.contains($0)
          }),
          !(creation.rootView.map(textInputTypes.contains) ?? false)
        {
          continue
        }
        // A host a function returns is on its callers' screens: one of them must show a keyboard.
        if !creation.callers.isEmpty,
          creation.callers.allSatisfy({ hierarchy.inherits($0, fromAny: ["UIViewController"]) }),
          !creation.callers.contains(where: textInputTypes.contains)
        {
          continue
        }
        // Regions set only under `#available`: the host still avoids on the releases before.
        let guarded =
          (lineage.compactMap { optingOutFrom[$0] }
          + [creation.regionsFrom].compactMap {
            $0.flatMap { try? OSVersion(parsing: $0) }
          }).min()
        var message =
          "'\(creation.callee)(rootView:)' has its view put into a UIKit hierarchy (\(creation.placement!)) without "
          + "opting out of the keyboard safe-area region: when the keyboard comes up, its SwiftUI content moves up or "
          + "shrinks although UIKit already handles the keyboard; set safeAreaRegions = .container (iOS 16.4+)."
          + (creation.accessoryOf == nil
            ? " (This module shows a keyboard somewhere; the screen this host is on may not.)" : "")
        if let root = creation.rootView, ignoring.contains(root) {
          message +=
            " '\(root)' uses .ignoresSafeArea(.keyboard), which does not stop a fixed-size or focused root from avoiding."
        }
        if let guarded {
          message =
            "'\(creation.callee)(rootView:)' has its view put into a UIKit hierarchy (\(creation.placement!)) and "
            + "sets safeAreaRegions only on iOS \(guarded)+ (#available, no else branch): on the earlier releases "
            + "this file's deployment target includes, its SwiftUI content still moves up or shrinks when the "
            + "keyboard comes up; opt out there too (the private per-instance keyboard hook) or raise the target to "
            + "iOS \(guarded). (This module shows a keyboard somewhere; the screen this host is on may not.)"
        }
        var finding = Finding(
          file: path, offset: creation.offset, line: creation.line, column: creation.column,
          rule: Self.description.id, severity: severity, message: message, problem: Self.problem,
          fixable: guarded == nil)
        if let guarded {
          finding.holdsBelow = guarded
          finding.fixNote =
            "safeAreaRegions is already set from iOS \(guarded); the branch for earlier releases goes in by hand"
        }
        findings.append(finding)
        creations.append((path, creation))
      }
    }
    if let fixing = project.fixing { fix(&findings, creations, project: project, fixing: fixing) }
    return findings
  }

  public func edits(under plan: StrategyPlan, strategies: [StrategyID: StrategyInfo]) -> Bool {
    (try? PlannedEdit.make(for: plan, strategies: strategies).get())?.anchor == .afterCreation
  }

  /// The selected strategies' edit right after each controller is made; their support code (the
  /// private hook's helper) once per module.
  func fix(
    _ findings: inout [Finding], _ creations: [(String, HostedKeyboardAvoidanceFacts.Creation)],
    project: ProjectContext, fixing: FixSettings
  ) {
    var planned: [Int: PlannedEdit] = [:]
    for index in findings.indices where findings[index].holdsBelow == nil {
      if let edit = fixing.afterCreationEdit(for: Self.problem, &findings[index]) { planned[index] = edit }
    }
    var needing: [PlannedEdit: Set<String>] = [:]
    for (index, edit) in planned where !edit.supportCode.isEmpty {
      needing[edit, default: []].insert(creations[index].0)
    }
    var supportEdits: [String: [TextEdit]] = [:]
    var supportNotes: [String: String] = [:]
    for (edit, files) in needing.sorted(by: { $0.key.supportCode < $1.key.supportCode }) {
      let placed = SupportPlacement(
        support: edit, rule: Self.description.id, sources: project.sources, layout: fixing.module,
        helperFile: fixing.helperFile
      ).place(files.sorted())
      for text in placed.edits { supportEdits[text.file, default: []].append(text) }
      supportNotes.merge(placed.notes) { a, _ in a }
    }
    var attached: Set<String> = []
    let first = planned.keys.min()
    for (index, edit) in planned.sorted(by: { $0.key < $1.key }) {
      let (path, creation) = creations[index]
      if let note = supportNotes[path] {
        findings[index].fixNote = note
        findings[index].fixable = false
        continue
      }
      guard let source = project.sources[path] else { continue }
      var edits = CreationEdits.edits(creationAt: creation.offset, in: source, rule: Self.description.id) {
        receiver, indent in edit.text(receiver: receiver, indent: indent, newline: source.newline)
      }
      for (file, fileEdits) in supportEdits.sorted(by: { $0.key < $1.key }) where !attached.contains(file) {
        let ownerless = !planned.keys.contains { creations[$0].0 == file }
        guard file == path || (ownerless && index == first) else { continue }
        edits += fileEdits
        attached.insert(file)
      }
      findings[index].edits = edits
      findings[index].fixable = !edits.isEmpty
    }
  }

  public static let description = RuleDescription(
    id: "hosted-keyboard-avoidance",
    summary: "A hosting controller embedded in UIKit keeps the keyboard safe-area region",
    rationale: """
      A UIHostingController applies the software keyboard to its SwiftUI root as a safe-area
      region wherever its view sits. Used as a bar, a stack item, a cell or a table footer inside
      a UIKit screen, its content moves up or shrinks when the keyboard comes up, although UIKit
      already handles the keyboard; `.ignoresSafeArea(.keyboard)` inside does not stop a fixed-size
      or focused root. Set `safeAreaRegions = .container` (iOS 16.4+); below 16.4 only a private
      per-instance hook helps. Hosts shown as screens of their own should keep avoiding.
      """,
    problem: problem,
    triggering: HostedKeyboardAvoidanceExamples.triggering,
    nonTriggering: HostedKeyboardAvoidanceExamples.nonTriggering)
}
