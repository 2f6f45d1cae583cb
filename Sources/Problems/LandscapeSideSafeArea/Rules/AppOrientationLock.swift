import InsetLint

/// What an app delegate's `application(_:supportedInterfaceOrientationsFor:)` allows on an iPhone,
/// read from its returns: those in an iPad branch (`if UIDevice.current.isIPad { return .all }`,
/// `if idiom == .pad {`) are left out, the others must be `.portrait` or a member of the delegate
/// whose value is `.portrait` (`var restrictRotationPhone: UIInterfaceOrientationMask =
/// .portrait`), which the project pass checks is never widened. A return inside `if let vc = … as?
/// RotatingScreen {` hands the mask to that protocol's conformers: they are the exceptions.
public struct AppOrientationLock: Codable, Sendable, Equatable {
  /// Members of the delegate returned as the phone's mask: the lock holds while no file assigns
  /// one of them a mask with a landscape orientation.
  public var members: [String] = []
  /// Protocols whose conformers choose their own orientations.
  public var protocols: [String] = []

  /// The lock a delegate's mask function body (its braces' inside) sets on an iPhone, or nil
  /// when some phone return may allow landscape.
  static func read(_ body: Range<Int>, owner: Int?, _ context: FileContext) -> AppOrientationLock? {
    let file = context.file
    let debug = PlatformBranches.debugOnly(file)
    var lock = AppOrientationLock()
    var portraitReturns = 0
    for r in body where file.tokenIs(r, "return") && file.kind(r) == .identifier {
      if debug.contains(where: { $0.contains(r) }) { continue }
      switch branch(of: r, within: body, file) {
      case .pad: continue
      case .handedTo(let proto):
        if !lock.protocols.contains(proto) { lock.protocols.append(proto) }
        continue
      case .phoneOrAny: break
      }
      let end = Expressions.statementEnd(file, from: r + 1)
      let value = Array((r + 1)..<end)
      if value.count == 2, file.kind(value[0]) == .dot, file.tokenIs(value[1], "portrait") {
        portraitReturns += 1
        continue
      }
      // `self.member`, `member`, `Self.member`, `AppDelegate.member`
      guard let last = value.last, file.kind(last) == .identifier,
        value.count == 1 || (value.count == 3 && file.kind(value[1]) == .dot),
        let member = portraitMember(file.text(last), owner: owner, context)
      else { return nil }
      if !lock.members.contains(member) { lock.members.append(member) }
      portraitReturns += 1
    }
    return portraitReturns > 0 ? lock : nil
  }

  enum Branch: Equatable {
    case pad, phoneOrAny
    case handedTo(String)
  }

  /// Which device the `return` at `r` runs on, from the `if` blocks around it up to `body`.
  static func branch(of r: Int, within body: Range<Int>, _ file: SourceFile) -> Branch {
    var brace = ViewContent.enclosingBrace(of: r, in: file)
    while let open = brace, open >= body.lowerBound {
      var device: Branch?
      if file.tokenIs(open - 1, "else"), file.kind(open - 2) == .closeBrace, let ifOpen = file.match(open - 2)
      {
        // `} else {`: the other device of the `if` before it.
        device = idiomTest(endingAt: ifOpen, file).map { $0 == .pad ? .phoneOrAny : .pad }
      } else {
        device = idiomTest(endingAt: open, file)
      }
      if device == .pad { return .pad }
      // `if let vc = … as? RotatingScreen {`
      if let start = conditionStart(endingAt: open, file),
        let cast = (start..<open).first(where: { file.tokenIs($0, "as") && file.tokenIs($0 + 1, "?") }),
        file.kind(cast + 2) == .identifier
      {
        return .handedTo(file.text(cast + 2))
      }
      brace = ViewContent.enclosingBrace(of: open, in: file)
    }
    return .phoneOrAny
  }

  /// The `if` whose block opens at `open`, if the block is an `if`'s.
  static func conditionStart(endingAt open: Int, _ file: SourceFile) -> Int? {
    var j = open - 1
    while j > 0, open - j < 40 {
      switch file.kind(j) {
      case .openBrace, .closeBrace, .semicolon: return nil
      case .closeParen, .closeBracket:
        guard let partner = file.match(j), partner < j else { return nil }
        j = partner - 1
        continue
      default:
        if file.tokenIs(j, "if") { return j }
        // Another statement's head: the block is not an `if`'s.
        if file.tokenIs(j, oneOf: ["guard", "while", "for", "switch", "func", "return"]) { return nil }
      }
      j -= 1
    }
    return nil
  }

  /// `.pad` for a condition that holds on an iPad only (`isIPad`, `idiom == .pad`, `idiom !=
  /// .phone`), `.phoneOrAny` for one that holds on an iPhone only; nil for any other.
  static func idiomTest(endingAt open: Int, _ file: SourceFile) -> Branch? {
    guard let start = conditionStart(endingAt: open, file) else { return nil }
    let condition = (start + 1)..<open
    guard condition.count <= 10 else { return nil }
    let negated = file.tokenIs(start + 1, "!")
    if let flag = condition.last(where: { file.kind($0) == .identifier }),
      condition.allSatisfy({
        file.kind($0) == .identifier || file.kind($0) == .dot || ($0 == start + 1 && negated)
      })
    {
      let name = file.text(flag).lowercased()
      if ["ispad", "isipad"].contains(name) { return negated ? .phoneOrAny : .pad }
      if ["isphone", "isiphone"].contains(name) { return negated ? .pad : .phoneOrAny }
      return nil
    }
    guard condition.contains(where: { file.tokenIs($0, "userInterfaceIdiom") || file.tokenIs($0, "idiom") })
    else {
      return nil
    }
    let equal = condition.contains { file.tokenIs($0, "==") }
    let notEqual = condition.contains { file.tokenIs($0, "!=") }
    guard equal != notEqual, let member = condition.last(where: { file.kind($0 - 1) == .dot }) else {
      return nil
    }
    if file.tokenIs(member, "pad") { return equal ? .pad : .phoneOrAny }
    if file.tokenIs(member, "phone") { return equal ? .phoneOrAny : .pad }
    return nil
  }

  /// `name` when the delegate declares it as a member whose value is `.portrait` alone.
  static func portraitMember(_ name: String, owner: Int?, _ context: FileContext) -> String? {
    let file = context.file
    guard
      let variable = context.index.variables.first(where: { v in
        v.name == name && v.isMember && v.owner == owner
      }), let value = variable.initializer
    else { return nil }
    let portrait = value.contains { file.tokenIs($0, "portrait") }
    let wider = value.contains { LandscapeSideSafeAreaRule.mentionsLandscape($0..<($0 + 1), file) }
    return portrait && !wider ? name : nil
  }

  /// Names this file assigns a mask with a landscape orientation (`AppDelegate.lock = .all`,
  /// `delegate.restrictRotation = [.portrait, .landscapeLeft]`): a lock kept in such a member is lifted.
  static func widened(_ file: SourceFile) -> [String] {
    guard file.contains("andscape") || file.contains(".all") else { return [] }
    var names: [String] = []
    for j in 2..<max(2, file.count) where file.tokenIs(j, "=") && file.kind(j - 1) == .identifier {
      // A declaration's own value (`var lock: UIInterfaceOrientationMask = .all`) widens nothing.
      if file.kind(j - 2) == .colon || file.tokenIs(j - 2, oneOf: ["var", "let"]) { continue }
      let end = Expressions.statementEnd(file, from: j + 1)
      guard end - j <= 12,
        ((j + 1)..<end).contains(where: { LandscapeSideSafeAreaRule.mentionsLandscape($0..<($0 + 1), file) })
      else { continue }
      let name = file.text(j - 1)
      if !names.contains(name) { names.append(name) }
    }
    return names
  }
}
