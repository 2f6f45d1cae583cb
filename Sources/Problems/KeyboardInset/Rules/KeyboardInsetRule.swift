import InsetEmulation
import InsetEngine
import InsetLint

/// The keyboard's end frame (screen coordinates, home-indicator band included) flowing unconverted
/// into a bottom inset, a constraint constant (assigned, or a constraint made or updated with it),
/// `additionalSafeAreaInsets`, a frame (or a translation transform, or a sheet's
/// `preferredContentSize`) or a SwiftUI padding. Followed by declaration: local bindings
/// and the parts of a local value (`insets.bottom`), members (stored, computed, a stored member's
/// initial value such as a publisher of the frame, or a function's return) of the file read in other methods, functions of the file called with the value, a
/// protocol requirement's conformers in any file, closure parameters of helper types that read the
/// frame raw (any file) and of later steps of a publisher chain, and members of another type read on
/// a receiver declared as it (`Keyboard.shared.endFrame`, `info.endFrame` after `let info =
/// KeyboardInfo(note)`, a parameter `keyboard: Keyboard`) in a body that names the keyboard, a
/// struct's member given the frame by its memberwise initializer (`KeyboardAttributes(rectInWindow:
/// frame)`) and read in the struct's methods, and a
/// keyboard frame handed in as a `CGRect` parameter (`layout(for keyboardFrame:)`, or the one
/// rectangle of a handler named for the keyboard: `keyboardDidChangeFrame(_ frame:)`), and a state
/// handed as a binding (`$height`) to a project modifier or function whose binding member is given
/// the frame (a keyboard-aware `ViewModifier`), with what is computed from it. A converted
/// frame's position set against the view's (`view.bounds.height - frame.minY`) is the keyboard's
/// overlap, as an intersection is (judged per value: the raw height in another branch still counts).
/// Silent where the function takes the safe area (its bottom, or the whole insets) or the adjusted inset off,
/// where the type uses `keyboardLayoutGuide`, for scroll views set to `.never`, for constraints to
/// the keyboard guide, and where the frame only feeds a flag, a log or an animation. An intersection with the view makes the
/// value the keyboard's overlap: right for a constraint to the view or a frame, the band twice in an
/// adjusted scroll view or a constraint to the safe area.
public struct KeyboardInsetRule: CollectingRule {
  public init() {}
  static let problem: ProblemID = "keyboard-inset"
  /// Files naming the keyboard, and files with a sink: a conformer's method may receive the frame
  /// from a protocol requirement's callers elsewhere without naming the keyboard.
  public let triggers: [StaticString] = [
    "eyboard", "padding(.bottom", "contentInset", "crollIndicatorInsets", ".constant",
    "additionalSafeAreaInsets",
  ]
  static let sanitizers: [StaticString] = [
    "convert", "intersection", "adjustedContentInset", "safeAreaInsets", "distanceFromBottom",
    "keyboardLayoutGuide",
  ]

  /// A body the analysis walks: a function, a computed member, or a member's initial value.
  /// A class of constants: the walk's nested functions captured a copy of it on every call
  /// (half a million copies of its arrays and strings on a large app).
  final class Scope {
    let range: Range<Int>
    let owner: Int?
    let name: String?
    let returnsValue: Bool
    let params: [(label: String, name: String)]
    /// The declared type of each parameter that names one (`_ keyboard: Keyboard` → `Keyboard`).
    let paramTypes: [String: String]
    /// Parameters that hand in a keyboard frame (`layout(for keyboardFrame: CGRect)`): the end
    /// frame, converted or not. So is the one rectangle of a handler named for the keyboard
    /// (`override func keyboardDidChangeFrame(_ frame: CGRect, …)`, a base class's hook); a
    /// function that makes something for the keyboard (`makeKeyboardToolbar(frame:)`) is not one.
    var keyboardFrameParameters: [String] {
      let rectangles = params.map(\.name).filter { paramTypes[$0] == "CGRect" }
      if let name, rectangles.count == 1, name.contains("eyboard"),
        !["make", "create", "setup", "setUp", "build", "init"].contains(where: { name.hasPrefix($0) })
      {
        return rectangles
      }
      return rectangles.filter { $0.contains("eyboard") }
    }
    /// A stored member's initial value: the member holds what it evaluates to
    /// (`static let willShow = center.publisher(for: …).map { $0.keyboardFrame }`).
    let isInitializer: Bool
    /// The walk's scan of the body alone, made by its first walk: a later round walks it again.
    var prepass: KeyboardInsetWalk.Prepass?

    init(
      range: Range<Int>, owner: Int?, name: String?, returnsValue: Bool,
      params: [(label: String, name: String)],
      paramTypes: [String: String] = [:], isInitializer: Bool = false
    ) {
      self.range = range
      self.owner = owner
      self.name = name
      self.returnsValue = returnsValue
      self.params = params
      self.paramTypes = paramTypes
      self.isInitializer = isInitializer
    }
  }

  /// Static members that hand out a type's shared instance: `Keyboard.shared.endFrame` reads
  /// `Keyboard`'s `endFrame`.
  static let singletonNames: [StaticString] = ["shared", "default", "standard", "current", "instance"]

  /// The type a declaration names: its annotation's first type name (`Keyboard?` → `Keyboard`), or
  /// the type its initial value is made from (`KeyboardInfo(note)`, `Keyboard.shared`).
  static func declaredType(annotation: Range<Int>?, initializer: Range<Int>?, _ file: SourceFile) -> String? {
    if let annotation, let name = annotation.first(where: { Expressions.isUpperCamel(file, $0) }) {
      return file.text(name)
    }
    guard let initializer, let first = initializer.first, Expressions.isUpperCamel(file, first) else {
      return nil
    }
    if file.kind(first + 1) == .openParen { return file.text(first) }
    if file.kind(first + 1) == .dot, file.tokenIs(first + 2, oneOf: singletonNames),
      first + 3 >= initializer.upperBound
    {
      return file.text(first)
    }
    return nil
  }

  public func collect(_ context: FileContext) -> KeyboardInsetFacts? {
    let file = context.file
    let index = context.index
    var facts = KeyboardInsetFacts()
    for type in index.types {
      let body = (type.bodyOpen + 1)..<type.bodyClose
      if body.contains(where: { file.tokenIs($0, "keyboardLayoutGuide") }) {
        facts.guideTypes.append(type.name)
      }
      if Self.mentionsKey(body, file),
        !body.contains(where: { Self.isSanitizer($0, file) })
      {
        facts.carrierTypes.append(type.name)
      }
    }
    for j in 0..<file.count where file.tokenIs(j, "contentInsetAdjustmentBehavior") {
      if file.tokenIs(j + 1, "="), file.tokenIs(j + 3, "never") || file.tokenIs(j + 4, "never"),
        let receiver = Self.receiver(endingBefore: j - 1, file)
      {
        facts.neverAdjusted.append(receiver)
      }
    }
    Self.constraints(file, index: index, into: &facts)
    Self.paddings(context, into: &facts)
    // Without the keyboard named, only a conformer's parameters or the type's members stored
    // elsewhere can carry the frame in: a type's body is needed.
    guard file.contains("eyboard") || !index.types.isEmpty else {
      return facts == KeyboardInsetFacts() ? nil : facts
    }
    var scopes: [Scope] = []
    for function in index.functions {
      guard let open = function.bodyOpen, let close = function.bodyClose else { continue }
      let returns = (function.nameToken..<open).contains { file.tokenIs($0, "->") }
      let params = Expressions.parameters(after: function.nameToken, before: open, file)
      var paramTypes: [String: String] = [:]
      for param in params { paramTypes[param.name] = param.type }
      scopes.append(
        Scope(
          range: (open + 1)..<close, owner: function.owner, name: function.name, returnsValue: returns,
          params: params.map { ($0.label, $0.name) }, paramTypes: paramTypes))
    }
    for variable in index.variables {
      if let open = variable.bodyOpen, let close = variable.bodyClose {
        scopes.append(
          Scope(
            range: (open + 1)..<close, owner: variable.owner, name: variable.name, returnsValue: true,
            params: []))
      } else if let initializer = variable.initializer, variable.isMember {
        scopes.append(
          Scope(
            range: initializer, owner: variable.owner, name: variable.name, returnsValue: true, params: [],
            isInitializer: true))
      }
    }
    // Innermost scopes only see their own tokens: a function nested in another is walked on its own.
    scopes.sort { $0.range.lowerBound < $1.range.lowerBound }
    // The first scope of each name: where a call of that name hands its arguments.
    var firstScope: [String: Int] = [:]
    for (position, scope) in scopes.enumerated() {
      if let name = scope.name, firstScope[name] == nil { firstScope[name] = position }
    }
    let members = Set(index.variables.filter(\.isMember).map(\.name))
    // What each member and local is declared as: a read on it (`info.endFrame`, `keyboard.height`)
    // is that type's member, resolved across files.
    var memberTypes: [String: String] = [:]
    var localDecls: [(token: Int, name: String, type: String)] = []
    for variable in index.variables {
      guard
        let type = Self.declaredType(annotation: variable.typeRange, initializer: variable.initializer, file)
      else { continue }
      if variable.isMember {
        memberTypes[variable.name] = type
      } else {
        localDecls.append((variable.nameToken, variable.name, type))
      }
    }
    let functions = Set(index.functions.map(\.name))
    let returning = Set(scopes.filter(\.returnsValue).compactMap(\.name))
    // A protocol's requirements declared here (`f` → `P`), and what each type here conforms to.
    var requirements: [String: String] = [:]
    var conformances: [String: Set<String>] = [:]
    for type in index.types { conformances[type.name, default: []].formUnion(type.inherits) }
    for function in index.functions {
      if let owner = function.owner, index.types[owner].kind == .protocol {
        requirements[function.name] = index.types[owner].name
      }
    }
    // A struct's stored members with no value of their own, in a struct that declares no
    // initializer: the memberwise initializer gives them what its callers pass, in any file.
    let initialized = Set(index.functions.filter { $0.kind == .initializer }.compactMap(\.owner))
    let constructed = index.variables.filter { variable in
      guard variable.isMember, variable.initializer == nil, variable.bodyOpen == nil,
        let owner = variable.owner
      else { return false }
      return index.types[owner].kind == .struct && !initialized.contains(owner)
    }.map(\.name)
    let table = NameTable(file)
    let names = KeyboardInsetWalk.Names(
      table: table, members: table.set(members), functions: table.set(functions),
      returning: table.set(returning), requirements: table.set(requirements.keys),
      constructed: table.set(constructed),
      frameOwners: Set(
        index.variables.filter { $0.isMember && $0.name == "frame" && $0.bodyOpen == nil }
          .compactMap { $0.owner.map { index.types[$0].name } }))
    typealias OriginSet = KeyboardInsetWalk.OriginSet
    let spellings = KeyboardInsetWalk.OriginTable()
    var paramTaint: [String: [Int: OriginSet]] = [:]
    // A state handed as a binding to a type or a function that writes it (`.keyboardAppear(
    // keyboardHeight: $keyboardHeight)`, `KeyboardAwareModifier(keyboardHeight: $height)`) holds
    // what that type's binding member is given, resolved across files.
    var bindingSeeds: [String: OriginSet] = [:]
    var bindingOwners: [String: String] = [:]
    for pass in Self.bindingPasses(context, members: members) {
      bindingSeeds[pass.member, default: []].insert(spellings.id(pass.origin))
      bindingOwners[pass.member] = pass.owner
    }
    facts.bindingForwards = Self.bindingForwards(scopes, file)
    var memberTaint: [String: OriginSet] = bindingSeeds
    var walked: [(Scope, KeyboardInsetWalk)] = []
    // A walk depends only on its scope's initial taint and on the member taint of the names it
    // spells: a later round walks again only the scopes whose inputs changed.
    var initials: [[String: OriginSet]] = []
    var changedMembers = NameSet()
    var spelled: [NameSet?] = Array(repeating: nil, count: scopes.count)
    // A conformer's implementation of a requirement receives what the requirement's callers pass
    // (resolved across files): `param:P.f:label`. The same in every round.
    let conformerTaint: [[String: OriginSet]] = scopes.map { scope in
      var initial: [String: OriginSet] = [:]
      // A keyboard frame handed in as a rectangle (`override func layout(for keyboardFrame: CGRect)`,
      // called by a base class or a keyboard helper): the end frame, converted or not, whose height
      // is the keyboard's whole height and whose position against the view's is its overlap.
      for name in scope.keyboardFrameParameters {
        initial[name, default: []].insert(KeyboardInsetWalk.OriginTable.key)
      }
      if let name = scope.name, let owner = scope.owner {
        for proto in conformances[index.types[owner].name] ?? [] {
          for param in scope.params {
            initial[param.name, default: []].insert(spellings.id("param:\(proto).\(name):\(param.label)"))
          }
        }
      }
      return initial
    }
    for round in 0..<6 {
      let roundTaint = KeyboardInsetWalk.MemberTaint(memberTaint, table)
      // Each round replaces in place only the walks it makes again: a new array of every walk,
      // the kept ones copied into it, retained and released each walk's arrays and tables
      // (tens of thousands of copies a lint of a large app).
      for (position, scope) in scopes.enumerated() {
        var initial = conformerTaint[position]
        if let name = scope.name, let tainted = paramTaint[name] {
          for (position, origins) in tainted where position < scope.params.count {
            initial[scope.params[position].name, default: []].absorb(origins)
          }
        }
        if round > 0, initials[position] == initial {
          if spelled[position] == nil {
            var spells = NameSet()
            for k in scope.range where file.kind(k) == .identifier { spells.insert(table.id(ofToken: k)) }
            spelled[position] = spells
          }
          if spelled[position]!.isDisjoint(with: changedMembers) { continue }
        }
        if round == 0 { initials.append(initial) } else { initials[position] = initial }
        let walk = KeyboardInsetWalk(
          scope: scope, context: context, names: names, spellings: spellings, initial: initial,
          memberTaint: roundTaint,
          ownerType: scope.owner.map { index.types[$0].name },
          types: { Self.types(in: scope, members: memberTypes, locals: localDecls) })
        if round == 0 { walked.append((scope, walk)) } else { walked[position] = (scope, walk) }
      }
      var grew = false
      var newMemberTaint: [String: OriginSet] = [:]
      for (scope, walk) in walked where !walk.sanitized {
        for (member, origins) in walk.memberStores { newMemberTaint[member, default: []].absorb(origins) }
        if let name = scope.name, !walk.returns.isEmpty {
          newMemberTaint[name, default: []].absorb(walk.returns)
        }
      }
      for (member, origins) in bindingSeeds { newMemberTaint[member, default: []].absorb(origins) }
      changedMembers = table.set(
        Set(newMemberTaint.keys).union(memberTaint.keys).filter { newMemberTaint[$0] != memberTaint[$0] })
      if newMemberTaint != memberTaint {
        memberTaint = newMemberTaint
        grew = true
      }
      for (_, walk) in walked {
        for call in walk.calls {
          guard let target = firstScope[call.function].map({ scopes[$0] }) else { continue }
          let position = target.params.firstIndex { $0.label == call.label } ?? call.position
          let old = paramTaint[call.function]?[position] ?? []
          let new = old.union(call.origins)
          if new != old {
            paramTaint[call.function, default: [:]][position] = new
            grew = true
          }
        }
      }
      if !grew { break }
    }
    var bound = OriginSet()
    for origins in bindingSeeds.values { bound.absorb(origins) }
    var seen: Set<Int> = []
    // Joined as sets and spelled once at the end: a member stored in many bodies was spelled,
    // sorted and hashed again for each.
    var requirementCalls: [String: OriginSet] = [:]
    var memberOrigins: [String: OriginSet] = [:]
    for (scope, walk) in walked {
      let typeName = scope.owner.map { index.types[$0].name }
      for sink in walk.sinks where seen.insert(sink.offset).inserted {
        var sink = sink
        sink.typeName = typeName
        // An overlap with the view is right for a constraint or a frame; only an adjusted scroll
        // view's inset counts the home-indicator band in it twice.
        sink.overlap = walk.overlapOnly
        // Only the safe area's bottom (or the whole insets) takes the home-indicator band off an
        // inset or a constraint's constant: a top or side read (`safeAreaInsets.top`) is another
        // layout's. (A frame keeps the body's judgement.)
        let bodySanitized: Bool
        switch sink.kind {
        case "content-inset", "indicator-inset": bodySanitized = walk.insetSanitized
        case "constant": bodySanitized = walk.constantSanitized
        default: bodySanitized = walk.sanitized
        }
        sink.sanitized =
          sink.sanitized || bodySanitized
          || (sink.kind == "whole-frame" && scope.range.contains { file.tokenIs($0, "convert") })
        facts.sinks.append(sink)
      }
      for call in walk.calls {
        guard let proto = requirements[call.function], !walk.sanitized else { continue }
        requirementCalls["\(proto).\(call.function):\(call.label)", default: []].absorb(call.origins)
      }
      if !walk.sanitized {
        for made in walk.constructions {
          memberOrigins["\(made.type).\(made.member)", default: []].absorb(made.origins)
        }
        for (member, origins) in walk.memberStores {
          if let typeName {
            memberOrigins["\(typeName).\(member)", default: []].absorb(origins)
          }
          if origins.contains(KeyboardInsetWalk.OriginTable.key) {
            facts.carriers.append(member)
          } else {
            facts.conditionalCarriers[member, default: []].append(contentsOf: spellings.sorted(origins))
          }
        }
        if scope.returnsValue, let name = scope.name, !walk.overlapOnly, Self.mentionsKey(scope.range, file) {
          facts.carriers.append(name)
          if walk.returns.contains(KeyboardInsetWalk.OriginTable.key) { facts.returnCarriers.append(name) }
        }
        // What a computed member or a method returns, read on the type elsewhere (`info.height`).
        if let typeName, let name = scope.name, !walk.returns.isEmpty {
          memberOrigins["\(typeName).\(name)", default: []].absorb(walk.returns)
        }
        // A computed member that hands on what a bound state holds (`var savePadding: CGFloat {
        // keyboardHeight }`) pads like the state does.
        if let name = scope.name, scope.params.isEmpty, !scope.isInitializer, !walk.overlapOnly,
          walk.returns.ids.contains(where: bound.contains)
        {
          facts.conditionalCarriers[name, default: []].append(contentsOf: spellings.sorted(walk.returns))
        }
      }
    }
    for (member, origins) in bindingSeeds {
      facts.conditionalCarriers[member, default: []].append(contentsOf: spellings.sorted(origins))
      if let owner = bindingOwners[member] {
        memberOrigins["\(owner).\(member)", default: []].absorb(origins)
      }
    }
    for (member, origins) in memberOrigins { facts.memberOrigins[member] = spellings.sorted(origins) }
    for (call, origins) in requirementCalls { facts.requirementCalls[call] = spellings.sorted(origins) }
    facts.insetSetters = Self.insetSetters(context)
    let empty = KeyboardInsetFacts()
    return facts == empty ? nil : facts
  }

  static func isSanitizer(_ j: Int, _ file: SourceFile) -> Bool {
    file.kind(j) == .identifier && file.tokenIs(j, oneOf: sanitizers)
  }

  /// True when the body takes the keyboard's overlap off the frame: it reads the adjusted inset or
  /// the safe area, uses the layout guide, or intersects the frame with a guide's `layoutFrame` (the
  /// safe area's frame holds no home-indicator band). Converting is judged per value (the walk): a
  /// converted frame's position is the view's, its height still the keyboard's full height, home-
  /// indicator band included. Intersecting alone is the walk's `overlapOnly`: the overlap still holds
  /// the home-indicator band.
  /// `insets`: judged for a scroll view's inset or a constraint's constant, where only the safe
  /// area's bottom (or the whole insets) takes the band off; a top or side read
  /// (`safeAreaInsets.top`) is some other layout's.
  /// `signed: false`: a constraint's constant, whose sign is its own (`-height + safeAreaInsets.bottom`
  /// takes the band off a constant written negative): the bottom counts added or subtracted.
  static func sanitizes(_ range: Range<Int>, _ file: SourceFile, insets: Bool = false, signed: Bool = true)
    -> Bool
  {
    var intersects = false
    var readsGuideFrame = false
    // Locals bound to a bottom safe-area helper (`let bottomPadding = UIUtils.bottomSafeAreaInset`):
    // taking one off is taking the helper off.
    var helperLocals: [String] = []
    for j in range where file.kind(j) == .identifier {
      if !helperLocals.isEmpty, file.kind(j - 1) != .dot, helperLocals.contains(file.text(j)),
        takesOff(chainStart: j, file)
      {
        return true
      }
      if file.tokenIs(j, "convert") {
        continue
      } else if file.tokenIs(j, "intersection") {
        intersects = true
      } else if file.tokenIs(j, "layoutFrame") {
        readsGuideFrame = true
      } else if insets, file.tokenIs(j, "safeAreaInsets") {
        if readsBottom(ofSafeArea: j, in: range, file, signed: signed) { return true }
      } else if file.tokenIs(j, oneOf: sanitizers) {
        return true
      } else if isBottomSafeAreaHelper(j, file) {
        if takesOff(chainStart: chainStart(endingAt: j, file), file) { return true }
        if let local = localBound(toBottomSafeAreaHelper: j, file) { helperLocals.append(local) }
      }
    }
    return intersects && readsGuideFrame
  }

  /// The first name of the dotted chain ending at `j` (`UIUtils.bottomSafeAreaInset` → `UIUtils`).
  static func chainStart(endingAt j: Int, _ file: SourceFile) -> Int {
    var start = j
    while file.kind(start - 1) == .dot, file.kind(start - 2) == .identifier { start -= 2 }
    return start
  }

  /// True when the token at `j` names a project helper for the bottom safe area
  /// (`SAFEAREA_BOTTOM_HEIGHT()`, `UIUtils.bottomSafeAreaInset`, `view.safeAreaBottom`): taken off
  /// the height (`keyboardHeight - SAFEAREA_BOTTOM_HEIGHT()`), it is the documented "subtract the
  /// bottom safe area" fix, written through a helper.
  static func isBottomSafeAreaHelper(_ j: Int, _ file: SourceFile) -> Bool {
    file.token(j, containsIgnoringCase: "safearea") && file.token(j, containsIgnoringCase: "bottom")
  }

  /// True when the value starting at `start` is subtracted (`h - helper`, `h -= helper`), or added
  /// to a negated operand (`-h + helper`, an upward translation less the band).
  static func takesOff(chainStart start: Int, _ file: SourceFile) -> Bool {
    guard file.kind(start - 1) == .operator else { return false }
    let op = file.text(start - 1)
    if op == "-" || op == "-=" { return true }
    guard op == "+" else { return false }
    guard file.kind(start - 2) == .identifier else { return false }
    let k = chainStart(endingAt: start - 2, file)
    guard file.tokenIs(k - 1, "-") else { return false }
    // A prefix minus: nothing it could be subtracted from before it.
    return ![.identifier, .number, .string, .closeParen, .closeBracket].contains(file.kind(k - 2))
  }

  /// The local a bottom safe-area helper at `j` is bound to, as the whole value
  /// (`let bottomPadding = UIUtils.bottomSafeAreaInset`), if any.
  static func localBound(toBottomSafeAreaHelper j: Int, _ file: SourceFile) -> String? {
    guard file.kind(j + 1) != .dot,
      file.kind(j + 1) != .openParen || file.kind(j + 2) == .closeParen
    else { return nil }
    let start = chainStart(endingAt: j, file)
    guard file.tokenIs(start - 1, "="), file.kind(start - 2) == .identifier,
      file.tokenIs(start - 3, "let") || file.tokenIs(start - 3, "var")
    else { return nil }
    let end = file.kind(j + 1) == .openParen ? j + 3 : j + 1
    guard Expressions.statementEnd(file, from: start) <= end else { return nil }
    return file.text(start - 2)
  }

  /// True when the safe-area read at `j` can take the home-indicator band off: its bottom is read
  /// (`safeAreaInsets.bottom`, or `insets.bottom` of a local bound to it), or the insets are used
  /// whole. Its top or sides alone (`safeAreaInsets.top`), or a copy whose bottom is only written
  /// (`var inset = safeAreaInsets; inset.bottom = keyboard.height`), leave the band in.
  static func readsBottom(
    ofSafeArea j: Int, in range: Range<Int>, _ file: SourceFile, depth: Int = 0, signed: Bool = true
  ) -> Bool {
    // The name of a local declared here (`let safeAreaInsets = view.safeAreaInsets`): its value is read next.
    if file.tokenIs(j - 1, "let") || file.tokenIs(j - 1, "var") { return false }
    if file.kind(j + 1) == .dot {
      return !file.tokenIs(j + 2, oneOf: ["top", "left", "right", "leading", "trailing"])
        && !(signed && isAdded(chainEndingAt: j, file))
    }
    // `let insets = view.safeAreaInsets`: the local's bottom, read (not assigned) later.
    var k = j - 1
    while k > range.lowerBound,
      file.kind(k) == .dot || file.kind(k) == .identifier && file.kind(k - 1) == .dot
    {
      k -= 1
    }
    if file.kind(k) == .identifier, file.kind(k + 1) == .dot { k -= 1 }
    guard depth < 3, file.text(k) == "=", file.kind(k - 1) == .identifier,
      file.tokenIs(k - 2, "let") || file.tokenIs(k - 2, "var")
    else { return true }
    let local = file.text(k - 1)
    let uses = (j + 1..<range.upperBound).filter { file.kind($0) == .identifier && file.text($0) == local }
    func isBottom(_ m: Int) -> Bool { file.kind(m + 1) == .dot && file.tokenIs(m + 2, "bottom") }
    func isAssigned(_ m: Int) -> Bool {
      let op = file.text(m + 3)
      return file.kind(m + 3) == .operator && op.hasSuffix("=") && !["==", "<=", ">=", "!="].contains(op)
    }
    // A copy whose bottom is replaced carries the new value, not the safe area's.
    if uses.contains(where: { isBottom($0) && isAssigned($0) }) {
      return uses.contains { isBottom($0) && !isAssigned($0) }
    }
    return uses.contains { m in
      if isBottom(m) { return true }
      guard file.kind(m + 1) != .dot else { return false }
      // Copied whole into another local: that one decides.
      return readsBottom(ofSafeArea: m, in: range, file, depth: depth + 1, signed: signed)
    }
  }

  /// True when the member chain that ends at `j` (`self.view.safeAreaInsets`) is added to
  /// something (`inset += view.safeAreaInsets.bottom`, `height + safeAreaInsets.bottom`): a band
  /// added on top of the keyboard's height is not taken off it.
  static func isAdded(chainEndingAt j: Int, _ file: SourceFile) -> Bool {
    var k = j
    while k > 0 {
      if file.kind(k - 1) == .dot, file.kind(k - 2) == .identifier {
        k -= 2
      } else if file.kind(k - 1) == .dot, file.isUnwrap(k - 2), file.kind(k - 3) == .identifier {
        k -= 3
      } else {
        break
      }
    }
    return file.kind(k - 1) == .operator && (file.text(k - 1) == "+" || file.text(k - 1) == "+=")
  }

  static func mentionsKey(_ range: Range<Int>, _ file: SourceFile) -> Bool {
    range.contains { j in
      file.kind(j) == .identifier && isFrameKey(j, file)
    }
  }

  /// True when token `j` names a userInfo key holding the keyboard's frame or size: the end and
  /// begin frames, and the deprecated bounds key (the same screen-space size).
  static func isFrameKey(_ j: Int, _ file: SourceFile) -> Bool {
    file.token(j, endsWith: "FrameEndUserInfoKey") || file.token(j, endsWith: "FrameBeginUserInfoKey")
      || file.token(j, endsWith: "KeyboardBoundsUserInfoKey")
  }

  /// The receiver name of a member access ending at token `end` (`self.tableView` → `tableView`).
  static func receiver(endingBefore end: Int, _ file: SourceFile) -> String? {
    var j = end
    if file.kind(j) == .dot { j -= 1 }
    while file.isUnwrap(j) { j -= 1 }
    return file.kind(j) == .identifier ? file.text(j) : nil
  }

  /// The declared types of a scope's names: its parameters', and its locals' (declared in the
  /// scope's range), over the file's members'.
  static func types(
    in scope: Scope, members: [String: String], locals: [(token: Int, name: String, type: String)]
  ) -> [String: String] {
    var types = members
    for (name, type) in scope.paramTypes { types[name] = type }
    for local in locals where scope.range.contains(local.token) { types[local.name] = local.type }
    return types
  }

  static func constraints(_ file: SourceFile, index: SyntaxIndex, into facts: inout KeyboardInsetFacts) {
    for j in 0..<file.count where file.tokenIs(j, "constraint") && file.kind(j + 1) == .openParen {
      // The statement: `name = a.bottomAnchor.constraint(equalTo: …)` or `let name = …`.
      var start = j
      while start > 0, !file.tokens[start].startsLine { start -= 1 }
      let end = Expressions.statementEnd(file, from: start)
      guard let eq = (start..<j).first(where: { file.tokenIs($0, "=") }), eq > start else { continue }
      guard let name = receiver(endingBefore: eq - 1, file) ?? Optional(file.text(eq - 1)) else { continue }
      let statement = start..<max(end, j + 2)
      let kind: String
      if statement.contains(where: { file.tokenIs($0, "keyboardLayoutGuide") }) {
        kind = "keyboard-guide"
      } else if statement.contains(where: { file.tokenIs($0, "safeAreaLayoutGuide") }) {
        kind = "safe-area"
      } else if statement.contains(where: { file.tokenIs($0, "bottomAnchor") }) {
        kind = "view"
      } else {
        kind = "other"
      }
      facts.constraints[name] = kind
    }
    // A constraint member declared here and made elsewhere (an `@IBOutlet` from a storyboard) pins
    // to what this file cannot see: another file's constraint of the same name is not it.
    for variable in index.variables where variable.isMember && facts.constraints[variable.name] == nil {
      if let type = variable.typeRange, type.contains(where: { file.tokenIs($0, "NSLayoutConstraint") }) {
        facts.constraints[variable.name] = "unknown"
      }
    }
  }

  static func paddings(_ context: FileContext, into facts: inout KeyboardInsetFacts) {
    let file = context.file
    for j in 1..<max(1, file.count) where file.kind(j - 1) == .dot {
      let padding =
        file.tokenIs(j, "padding") && file.kind(j + 1) == .openParen && file.tokenIs(j + 3, "bottom")
      let offset = file.tokenIs(j, "offset") && file.kind(j + 1) == .openParen && file.tokenIs(j + 2, "y")
      guard padding || offset, let close = file.match(j + 1) else { continue }
      // A view that gives up its bottom safe area does its own avoidance: the padding is it, right
      // where the view's bottom is the screen's (judged in the project pass).
      let type = context.index.types.filter { $0.contains(token: j) }.max { $0.bodyOpen < $1.bodyOpen }
      let ignored = type.flatMap { ignoredBottomRegions(($0.bodyOpen + 1)..<$0.bodyClose, file) }
      let value = (j + 2)..<close
      // The names that stand for a length: a condition's or a comparison's only make a flag.
      let lengths = lengthNames(in: value, file)
      guard let last = lengths.last else { continue }
      let mentions = value.contains { file.kind($0) == .identifier && file.token($0, contains: "eyboard") }
      let at = context.offset(j - 1)
      let (line, column) = file.location(of: at)
      facts.paddings.append(
        .init(
          member: file.text(last), mentionsKeyboard: mentions, offset: at, line: line, column: column,
          keyboardRegionOnly: ignored == "keyboard", ownAvoidance: ignored == "all",
          others: lengths.dropLast().reversed().map { file.text($0) }))
    }
  }

  /// The names of a padding's value that stand for a length: the branches of a top-level ternary
  /// (not its condition), and no name compared (`height > 0`) or called.
  static func lengthNames(in value: Range<Int>, _ file: SourceFile) -> [Int] {
    let start = KeyboardInsetWalk.ternaryMark(value, file).map { $0 + 1 } ?? value.lowerBound
    let comparisons: [StaticString] = [">", "<", ">=", "<=", "==", "!="]
    return (start..<value.upperBound).filter { k in
      file.kind(k) == .identifier && file.kind(k + 1) != .openParen && !Expressions.isUpperCamel(file, k)
        && !file.tokenIs(k + 1, oneOf: comparisons) && !file.tokenIs(k - 1, oneOf: comparisons)
    }
  }

  /// What of the bottom safe area the body gives up: `all` (`ignoresSafeArea()`, `(.all)`,
  /// `(edges: .bottom)`, `edgesIgnoringSafeArea(.bottom)`: the raw height is then the app's own
  /// avoidance, right full screen, as for a `.never` scroll view), `keyboard` (`ignoresSafeArea(.keyboard)`:
  /// the container's bottom inset stays, so the raw height counts the home-indicator band twice).
  static func ignoredBottomRegions(_ body: Range<Int>, _ file: SourceFile) -> String? {
    var result: String?
    for j in body where file.tokenIs(j, oneOf: ["ignoresSafeArea", "edgesIgnoringSafeArea"]) {
      guard file.kind(j + 1) == .openParen, let close = file.match(j + 1) else { continue }
      let inside = (j + 2)..<close
      if inside.contains(where: { file.tokenIs($0, "keyboard") }) {
        result = result ?? "keyboard"
        continue
      }
      if inside.contains(where: { file.tokenIs($0, "container") }) { continue }
      let edges = inside.contains { file.tokenIs($0, "edges") } || file.tokenIs(j, "edgesIgnoringSafeArea")
      let bottom = inside.contains { file.tokenIs($0, oneOf: ["bottom", "vertical", "all"]) }
      if inside.isEmpty || !edges || bottom { return "all" }
    }
    return result
  }

  static let scrollInsetKinds: Set<String> = ["content-inset", "indicator-inset"]

  /// SwiftUI's own modifiers that take a binding: what they write is the user's choice, never a
  /// keyboard's height.
  static let systemBindingModifiers: Set<String> = [
    "sheet", "fullScreenCover", "popover", "alert", "confirmationDialog", "searchable", "focused",
    "navigationDestination", "fileImporter", "fileExporter", "photosPicker", "inspector", "scrollPosition",
  ]

  /// Each `$member` of this file handed to a call (`.keyboardAppear(keyboardHeight: $height)`,
  /// `KeyboardAwareModifier(keyboardHeight: $height)`), with where it goes as an origin: the binding
  /// member of the type made with it (`member:KeyboardAwareModifier.keyboardHeight`) or a project
  /// function's binding parameter (`binding:keyboardAppear:keyboardHeight`), and the type that
  /// declares the member.
  static func bindingPasses(_ context: FileContext, members: Set<String>) -> [(
    member: String, origin: String, owner: String
  )] {
    let file = context.file
    var passes: [(member: String, origin: String, owner: String)] = []
    guard file.contains("$") else { return passes }
    for j in 1..<max(1, file.count - 1) where file.kind(j) == .identifier && file.token(j, startsWith: "$") {
      let name = String(file.text(j).dropFirst())
      guard let first = name.first, first.isLetter || first == "_", members.contains(name),
        file.kind(j + 1) == .comma || file.kind(j + 1) == .closeParen
      else { continue }
      let label: String
      if file.kind(j - 1) == .colon, file.kind(j - 2) == .identifier {
        label = file.text(j - 2)
      } else if file.kind(j - 1) == .openParen || file.kind(j - 1) == .comma {
        label = "_"
      } else {
        continue
      }
      guard let callee = Expressions.enclosingCall(of: j, file),
        let owner = context.index.types.filter({ $0.contains(token: j) }).max(by: {
          $0.bodyOpen < $1.bodyOpen
        })
      else { continue }
      let called = file.text(callee)
      if Expressions.isUpperCamel(file, callee)
        ? Expressions.isFrameworkTypeName(called)
        : systemBindingModifiers.contains(called)
      {
        continue
      }
      passes.append((name, bindingTarget(callee: callee, label: label, file), owner.name))
    }
    return passes
  }

  /// Where a binding handed to the call at `callee` under `label` goes: the binding member of the
  /// type it makes (`member:Type.label`), or a project function's parameter (`binding:f:label`).
  static func bindingTarget(callee: Int, label: String, _ file: SourceFile) -> String {
    Expressions.isUpperCamel(file, callee)
      ? "member:\(file.text(callee)).\(label)" : "binding:\(file.text(callee)):\(label)"
  }

  /// The functions of this file that hand a `Binding` parameter to a type's initializer or to
  /// another function, as `name:label` → origins (`member:Type.member`, `binding:name:label`).
  static func bindingForwards(_ scopes: [Scope], _ file: SourceFile) -> [String: [String]] {
    var forwards: [String: [String]] = [:]
    for scope in scopes where !scope.paramTypes.isEmpty {
      guard let function = scope.name else { continue }
      for param in scope.params where scope.paramTypes[param.name] == "Binding" {
        for k in file.identifiers(spelled: param.name, in: scope.range)
        where file.kind(k - 1) == .colon && file.kind(k - 2) == .identifier
          && (file.kind(k + 1) == .comma || file.kind(k + 1) == .closeParen)
        {
          guard let callee = Expressions.enclosingCall(of: k, file) else { continue }
          forwards["\(function):\(param.label)", default: []].append(
            bindingTarget(callee: callee, label: file.text(k - 2), file))
        }
      }
    }
    return forwards
  }

  /// The scroll views' classes whose extensions may set the receiver's insets.
  static let scrollViewClasses: Set<String> = [
    "UIScrollView", "UITableView", "UICollectionView", "UITextView",
  ]

  /// Methods of this file's scroll view extensions that assign the receiver's content or indicator
  /// insets a value built from a parameter (`func setBottomInset(to value: CGFloat) { contentInset
  /// = UIEdgeInsets(top: 0, left: 0, bottom: value, right: 0) }`), as `name:label`.
  static func insetSetters(_ context: FileContext) -> [String] {
    let file = context.file
    guard file.contains("Inset") else { return [] }
    let index = context.index
    var result: [String] = []
    for function in index.functions {
      guard let owner = function.owner, index.types[owner].kind == .extension,
        scrollViewClasses.contains(index.types[owner].name),
        let open = function.bodyOpen, let close = function.bodyClose
      else { continue }
      let body = (open + 1)..<close
      let params = Expressions.parameters(after: function.nameToken, before: open, file)
      // The names holding the parameter's value: the parameter, and locals built from it.
      for param in params {
        var holders: Set<String> = [param.name]
        var setsInsets = false
        for j in body where file.tokenIs(j, "=") && file.kind(j) == .operator {
          let value = (j + 1)..<Expressions.statementEnd(file, from: j + 1)
          guard value.contains(where: { file.kind($0) == .identifier && holders.contains(file.text($0)) })
          else { continue }
          var start = j - 1
          while start > open + 1, !file.tokens[start].startsLine { start -= 1 }
          let target = start..<j
          if target.contains(where: { file.tokenIs($0, oneOf: ["let", "var"]) }),
            let name = target.last(where: { file.kind($0) == .identifier })
          {
            holders.insert(file.text(name))
          } else if target.contains(where: {
            file.tokenIs($0, "contentInset") || file.token($0, endsWith: "crollIndicatorInsets")
          }) {
            setsInsets = true
          }
        }
        if setsInsets { result.append("\(function.name):\(param.label)") }
      }
    }
    return result
  }

  public func check(_ project: ProjectContext) -> [Finding] {
    let all = project.facts(of: self)
    let carrierTypes = Set(all.flatMap(\.facts.carrierTypes))
    var requirementCalls: [String: [String]] = [:]
    var memberOrigins: [String: [String]] = [:]
    for (_, facts) in all {
      for (member, origins) in facts.memberOrigins {
        memberOrigins[member, default: []].append(contentsOf: origins)
      }
      for (call, origins) in facts.requirementCalls {
        requirementCalls[call, default: []].append(contentsOf: origins)
      }
    }
    /// Top-level answers per origin: a project's sinks share few origins, and each change of a
    /// file in the language server checks them all again.
    var known: [String: Bool] = [:]
    /// True when one of the origins is the raw frame (`overlap` too where `overlap` is true),
    /// directly or through a helper type's closure or a protocol requirement's callers.
    func resolves(_ origins: [String], overlap: Bool = false) -> Bool {
      origins.contains { origin in
        let key = (overlap ? "1" : "0") + origin
        if let answer = known[key] { return answer }
        let answer = resolves(origin, overlap: overlap, depth: 0)
        known[key] = answer
        return answer
      }
    }
    let returningCarriers = Set(all.flatMap(\.facts.returnCarriers))
    var bindingForwards: [String: [String]] = [:]
    for (_, facts) in all {
      for (function, targets) in facts.bindingForwards { bindingForwards[function, default: []] += targets }
    }
    func resolves(_ origin: String, overlap: Bool, depth: Int) -> Bool {
      if origin == "key" { return true }
      // A function of the project that returns the raw frame or its height (`keyboardHeightChanged()`).
      if origin.hasPrefix("call:") { return returningCarriers.contains(String(origin.dropFirst(5))) }
      if origin.hasPrefix("overlap|") {
        return overlap && resolves(String(origin.dropFirst(8)), overlap: true, depth: depth)
      }
      if origin.hasPrefix("closure:") { return carrierTypes.contains(String(origin.dropFirst(8))) }
      if origin.hasPrefix("param:"), depth < 4, let callers = requirementCalls[String(origin.dropFirst(6))] {
        return callers.contains { resolves($0, overlap: overlap, depth: depth + 1) }
      }
      if origin.hasPrefix("member:"), depth < 4, let stores = memberOrigins[String(origin.dropFirst(7))] {
        return stores.contains { resolves($0, overlap: overlap, depth: depth + 1) }
      }
      // A state handed to a project function that hands its binding on (`keyboardAppear(keyboardHeight:)`).
      if origin.hasPrefix("binding:"), depth < 4, let targets = bindingForwards[String(origin.dropFirst(8))] {
        return targets.contains { resolves($0, overlap: overlap, depth: depth + 1) }
      }
      return false
    }
    var carriers = Set(all.flatMap(\.facts.carriers))
    for (_, facts) in all {
      for (member, origins) in facts.conditionalCarriers where resolves(origins) { carriers.insert(member) }
    }
    let guideTypes = Set(all.flatMap(\.facts.guideTypes))
    let insetSetters = Set(all.flatMap(\.facts.insetSetters))
    var globalConstraints: [String: String] = [:]
    for (_, facts) in all { globalConstraints.merge(facts.constraints) { a, _ in a } }
    let severity = project.severities[Self.description.id] ?? Self.description.severity
    var findings: [Finding] = []
    for (path, facts) in all {
      var reportedScopes: Set<String> = []
      for sink in facts.sinks where !sink.sanitized {
        if let via = sink.via, !insetSetters.contains(via) { continue }
        if let type = sink.typeName, guideTypes.contains(type) { continue }
        let viaCarrier = sink.reads.contains {
          carriers.contains($0) && (sink.mentionsKeyboard || $0.contains("eyboard"))
        }
        // An overlap with the view holds the home-indicator band: it counts twice only where the
        // receiver adds the safe area itself (an adjusted scroll view, a constraint to the safe area).
        var anchor = sink.anchor ?? facts.constraints[sink.receiver] ?? globalConstraints[sink.receiver]
        // An outlet: the storyboard or xib that connects it says what it pins.
        if anchor == "unknown", let type = sink.typeName {
          anchor =
            InterfaceBuilderConstraints.bottomPin(outlet: sink.receiver, ofClass: type, nearSourceAt: path)?
            .rawValue
        }
        let overlapCounts =
          Self.scrollInsetKinds.contains(sink.kind) || (sink.kind == "constant" && anchor == "safe-area")
        if sink.overlap && !overlapCounts { continue }
        guard resolves(sink.origins, overlap: overlapCounts) || viaCarrier else { continue }
        let raw = resolves(sink.origins) || viaCarrier
        let message: String
        switch sink.kind {
        case "constant" where !raw:
          message =
            "the keyboard's overlap with the view sets '\(sink.text)' with the safe area left in: the constraint is pinned "
            + "to the safe area, so the home-indicator band counts twice (34 pt on a Face ID iPhone, 21 in landscape); "
            + "subtract the view's bottom safeAreaInsets, pin to the view's bottom, or pin to "
            + "view.keyboardLayoutGuide.topAnchor (iOS 15)"
        case let kind where Self.scrollInsetKinds.contains(kind) && !raw:
          if facts.neverAdjusted.contains(sink.receiver) { continue }
          message =
            "the keyboard's overlap with the view goes into '\(sink.text)' with the safe area left in: a scroll view "
            + "that adjusts for the safe area adds the home-indicator band on top of an overlap that already holds it (a "
            + "34 pt strip above the keyboard on a Face ID iPhone, 21 in landscape); subtract the view's bottom "
            + "safeAreaInsets from the overlap, or use keyboardLayoutGuide (iOS 15)"
        case "content-inset", "indicator-inset":
          if facts.neverAdjusted.contains(sink.receiver) { continue }
          message =
            "the keyboard's end-frame height goes into '\(sink.text)' unconverted: a scroll view that adjusts for the "
            + "safe area counts the home-indicator band twice (a 34 pt strip above the keyboard on a Face ID iPhone, 21 "
            + "in landscape), and off full screen (a sheet, Split View, a floating keyboard) the keyboard covers less than "
            + "its height; convert the frame to the view and intersect, or use keyboardLayoutGuide (iOS 15)"
        case "constant":
          if anchor == "keyboard-guide" { continue }
          // In an iPhone-only app every view's bottom is the screen's: only the double count can apply.
          let phoneOnly = SupportedOrientationsDiscovery.families(forSourceAt: path) == [.iPhone]
          let offScreen =
            phoneOnly
            ? ""
            : "off full screen (an iPad sheet, Split View, Stage Manager, a floating keyboard) the keyboard covers "
              + "less than its height; "
          let part: String
          switch anchor {
          case "safe-area":
            part =
              "the constraint is pinned to the safe area, so the home-indicator band counts twice (34 pt on a Face ID "
              + "iPhone)" + (phoneOnly ? "; " : ", and ")
          case "view":
            // The view's bottom is the screen's on every iPhone presentation (full screen and sheets
            // alike): the raw height is right there, and only an iPad can show the view off full screen.
            if phoneOnly { continue }
            part = "the constraint is pinned to the view's bottom: right full screen on an iPhone, but "
          default:
            part =
              "if the constraint is pinned to the safe area the home-indicator band counts twice (34 pt on a Face ID "
              + "iPhone)" + (phoneOnly ? "; " : "; and ")
          }
          message =
            "the keyboard's end frame (screen coordinates) sets '\(sink.text)' unconverted: \(part)\(offScreen)"
            + "pin to view.keyboardLayoutGuide.topAnchor (iOS 15) or convert the frame and intersect it with the view"
        case "additional-safe-area", "frame", "whole-frame":
          message =
            "the keyboard's end frame (screen coordinates) sets '\(sink.text)' without being converted to the view "
            + "and intersected with it (converting alone keeps the keyboard's full height): right only where the view's window starts at the screen's origin and spans "
            + "it; wrong in a sheet, Slide Over, Stage Manager and with a floating keyboard"
        default: continue
        }
        let scopeKey = "\(sink.scope)"
        if reportedScopes.contains(scopeKey) { continue }
        reportedScopes.insert(scopeKey)
        findings.append(
          Finding(
            file: path, offset: sink.offset, line: sink.line, column: sink.column, rule: Self.description.id,
            severity: severity, message: message, problem: Self.problem))
      }
      // A member this file stores the frame in is the keyboard's whatever its name; another file's
      // member of the same name only when the code around names the keyboard.
      let ownCarriers = Set(facts.carriers).union(
        facts.conditionalCarriers.filter { resolves($0.value) }.map(\.key))
      for var padding in facts.paddings {
        // The first name of the value that holds the keyboard's height: this file's own carriers,
        // another file's only where the code names the keyboard.
        let holds = { (member: String) -> Bool in
          ownCarriers.contains(member)
            || (carriers.contains(member) && (padding.mentionsKeyboard || member.contains("eyboard")))
        }
        guard let member = ([padding.member] + padding.others).first(where: holds) else { continue }
        padding.member = member
        if padding.ownAvoidance {
          // Every iPhone shows the view's bottom at the screen's: only an iPad shows it elsewhere.
          if SupportedOrientationsDiscovery.families(forSourceAt: path) == [.iPhone] { continue }
          findings.append(
            Finding(
              file: path, offset: padding.offset, line: padding.line, column: padding.column,
              rule: Self.description.id, severity: severity,
              message:
                "a keyboard height ('\(padding.member)', from the keyboard's end frame) pads SwiftUI content that gives "
                + "up its bottom safe area and avoids the keyboard itself: right full screen on an iPhone, but off full "
                + "screen (an iPad sheet, Split View, Stage Manager, a floating keyboard) the keyboard covers less than "
                + "its height; pad by the keyboard's overlap with the view (its frame converted and intersected), or let "
                + "SwiftUI avoid the keyboard",
              problem: Self.problem))
          continue
        }
        findings.append(
          Finding(
            file: path, offset: padding.offset, line: padding.line, column: padding.column,
            rule: Self.description.id,
            severity: severity,
            message: padding.keyboardRegionOnly
              ? "a keyboard height ('\(padding.member)', from the keyboard's end frame) pads SwiftUI content that gives up "
                + "only the keyboard region: the container's bottom safe area stays, and the end frame's height holds the "
                + "home-indicator band, so it counts twice (34 pt on a Face ID iPhone, 21 in landscape); subtract the bottom "
                + "safe area, or let SwiftUI avoid the keyboard"
              : "a keyboard height ('\(padding.member)', from the keyboard's end frame) pads SwiftUI content: SwiftUI already "
                + "avoids the keyboard through its keyboard safe-area region, so the content moves up twice",
            problem: Self.problem))
      }
    }
    return findings
  }

  public static let description = RuleDescription(
    id: "keyboard-inset",
    summary: "The keyboard's end frame is used as an inset without converting it to the view",
    rationale: """
      The keyboard's end frame is in the screen's coordinate space and includes the home-indicator
      band. Used raw as a bottom inset or a constraint constant it counts the bottom safe area twice
      where the receiver already has it (an automatically adjusted scroll view, a constraint to the
      safe area: 34 pt on a Face ID iPhone in portrait, 21 in landscape), and it is wrong wherever
      the view does not span the screen (an iPad sheet, Split View, Stage Manager) or the keyboard
      is not docked. Convert the frame to the view and intersect it with the view's bounds, or pin
      to `keyboardLayoutGuide` (iOS 15).
      """,
    problem: problem,
    triggering: KeyboardInsetExamples.triggering,
    nonTriggering: KeyboardInsetExamples.nonTriggering)
}
