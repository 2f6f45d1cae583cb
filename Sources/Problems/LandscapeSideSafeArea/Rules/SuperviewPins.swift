import InsetLint

/// A project helper that pins the receiver's edges to its superview's
/// (`func pinToSuperview(edges: Edge.Set = .all, padding: CGFloat = 0, safeArea: Bool = false)`,
/// written with anchors or through a sibling helper handed `superview`): called on a view added to
/// a controller's `view`, it pins that view's sides to the screen's edges unless the call asks for
/// the safe area. The labels of its edge set and safe-area flag say how to read each call.
public struct SuperviewPin: Codable, Sendable, Equatable {
  public var name: String
  /// The label of the parameter choosing the edges (`edges:`), if it has one.
  public var edgesLabel: String?
  /// True when leaving the edges out pins a side (`= .all`, or no edge parameter at all).
  public var defaultPinsSides: Bool
  /// The label of a `Bool` parameter that switches to the safe area (`safeArea:`).
  public var safeAreaLabel: String?
}

extension LandscapeSideSafeAreaRule {
  static let sideEdgeWords: Set<String> = ["all", "horizontal", "leading", "trailing", "left", "right"]

  /// PureLayout's superview pins, whose source a project vendors or fetches and so is not linted
  /// with it: `autoPinEdge(toSuperviewEdge:withInset:)` and `autoPinEdgesToSuperviewEdges` pin to
  /// the superview's edges; its safe-area variants are other methods (`autoPinEdge(toSuperviewSafeArea:)`,
  /// `autoPinEdgesToSuperviewSafeArea`; github.com/PureLayout/PureLayout, `ALView+PureLayout.h`).
  /// TinyConstraints is left out: its older releases pinned `…ToSuperview` to the superview's
  /// safe-area guide on iOS 11 and later, its newer ones to the superview's edges unless
  /// `usingSafeArea: true`, and a call does not say which release it runs on.
  static let libraryPins: [SuperviewPin] = [
    SuperviewPin(
      name: "autoPinEdge", edgesLabel: "toSuperviewEdge", defaultPinsSides: false, safeAreaLabel: nil),
    SuperviewPin(
      name: "autoPinEdgesToSuperviewEdges", edgesLabel: nil, defaultPinsSides: true, safeAreaLabel: nil),
  ]

  /// The superview-pinning helpers of this file's `UIView` extensions.
  static func superviewPins(_ context: FileContext) -> [SuperviewPin] {
    let file = context.file
    guard file.contains("superview") else { return [] }
    let index = context.index
    let functions = index.functions.filter { function in
      function.kind == .function && function.bodyOpen != nil
        && function.owner.map { index.types[$0].kind == .extension && index.types[$0].name == "UIView" }
          == true
    }
    /// The first parameter's internal name, and whether the body pins a side anchor to it.
    func pinsSides(toFirstParameterOf function: FunctionDecl) -> Bool {
      guard let open = function.bodyOpen, let close = function.bodyClose,
        file.kind(function.nameToken + 1) == .openParen, let end = file.match(function.nameToken + 1),
        let colon = ((function.nameToken + 2)..<end).first(where: { file.kind($0) == .colon }),
        file.kind(colon - 1) == .identifier
      else { return false }
      let parameter = file.text(colon - 1)
      return pinsSide(
        in: (open + 1)..<close, file, to: { file.kind($0) == .identifier && file.text($0) == parameter })
    }
    var result: [SuperviewPin] = []
    for function in functions {
      guard let open = function.bodyOpen, let close = function.bodyClose,
        file.kind(function.nameToken + 1) == .openParen, let end = file.match(function.nameToken + 1)
      else { continue }
      let body = (open + 1)..<close
      guard body.contains(where: { file.tokenIs($0, "superview") }) else { continue }
      // Directly (`leadingAnchor.constraint(equalTo: superview.leadingAnchor)`), or through a
      // sibling handed the superview (`pin(to: superview, edges: edges, …)`).
      let direct =
        pinsSide(in: body, file, to: { file.tokenIs($0, "superview") })
        || pinsSideToBoundSuperviewAnchor(in: body, file)
      let forwarded = body.contains { j in
        file.kind(j) == .identifier && file.kind(j + 1) == .openParen
          && (file.tokenIs(j + 2, "superview")
            || (file.kind(j + 3) == .colon && file.tokenIs(j + 4, "superview")))
          && functions.contains {
            $0.name == file.text(j) && $0.nameToken != function.nameToken && pinsSides(toFirstParameterOf: $0)
          }
      }
      guard direct || forwarded else { continue }
      var pin = SuperviewPin(name: function.name, edgesLabel: nil, defaultPinsSides: true, safeAreaLabel: nil)
      // Parameters: `label name: Type = default`, split at top-level commas.
      var start = function.nameToken + 2
      var depth = 0
      for j in (function.nameToken + 2)...end {
        let kind = file.kind(j)
        if kind == .openParen || kind == .openBracket { depth += 1 }
        if kind == .closeParen || kind == .closeBracket { depth -= 1 }
        guard (kind == .comma && depth == 0) || j == end else { continue }
        let parameter = start..<j
        start = j + 1
        guard let colon = parameter.first(where: { file.kind($0) == .colon }), colon > parameter.lowerBound
        else { continue }
        let label = file.text(parameter.lowerBound)
        let type = colon..<(parameter.first(where: { file.tokenIs($0, "=") }) ?? parameter.upperBound)
        let defaultValue = parameter.first(where: { file.tokenIs($0, "=") }).map {
          ($0 + 1)..<parameter.upperBound
        }
        if type.contains(where: { file.token($0, contains: "Edge") }) {
          pin.edgesLabel = label
          pin.defaultPinsSides =
            defaultValue.map { value in value.contains { sideEdgeWords.contains(file.text($0)) } } ?? false
        } else if type.contains(where: { file.tokenIs($0, "Bool") }),
          file.text(colon - 1).lowercased().contains("safe")
        {
          pin.safeAreaLabel = label
        }
      }
      result.append(pin)
    }
    return result
  }

  /// True when `range` holds `<side>Anchor.constraint(equalTo: …)` whose argument reads a side
  /// anchor of what `isTarget` accepts (`view.leadingAnchor`, `safeArea ? … : view.leadingAnchor`).
  static func pinsSide(in range: Range<Int>, _ file: SourceFile, to isTarget: (Int) -> Bool) -> Bool {
    range.contains { j in
      guard sideAnchors.contains(where: { file.tokenIs(j, $0) }),
        file.kind(j - 1) != .dot || file.tokenIs(j - 2, "self"),
        file.kind(j + 1) == .dot, file.tokenIs(j + 2, "constraint"), file.kind(j + 3) == .openParen,
        let close = file.match(j + 3)
      else { return false }
      return ((j + 4)..<close).contains { k in
        guard isTarget(k) else { return false }
        var dot = k + 1
        if file.tokenIs(dot, oneOf: ["?", "!"]) { dot += 1 }
        return file.kind(dot) == .dot && sideAnchors.contains { file.tokenIs(dot + 1, $0) }
      }
    }
  }

  /// True when `range` binds a superview's side anchor to a name (`if let superviewLeadingAnchor =
  /// superview?.leadingAnchor`) and pins a side anchor to it (`leadingAnchor.constraint(equalTo:
  /// superviewLeadingAnchor, constant: padding.left)`).
  static func pinsSideToBoundSuperviewAnchor(in range: Range<Int>, _ file: SourceFile) -> Bool {
    var bound: Set<String> = []
    for j in range
    where file.tokenIs(j, "superview") && file.text(j - 1) == "=" && file.kind(j - 2) == .identifier {
      var dot = j + 1
      if file.tokenIs(dot, "?") { dot += 1 }
      if file.kind(dot) == .dot, sideAnchors.contains(where: { file.tokenIs(dot + 1, $0) }) {
        bound.insert(file.text(j - 2))
      }
    }
    guard !bound.isEmpty else { return false }
    return range.contains { j in
      sideAnchors.contains(where: { file.tokenIs(j, $0) }) && file.kind(j - 1) != .dot
        && file.tokenIs(j + 2, "constraint") && file.tokenIs(j + 4, "equalTo")
        && bound.contains(file.text(j + 6))
    }
  }

  /// `stack.pinToSuperview(edges: .horizontal, padding: 24)` on a view this file adds to the
  /// controller's `view`: a site kept in the project pass when the project declares the helper.
  func superviewPinSites(_ context: FileContext) -> [Site] {
    let file = context.file
    let added = Self.addedToControllerView(file)
    guard !added.isEmpty else { return [] }
    var result: [Site] = []
    for i in 2..<max(2, file.count)
    where file.kind(i) == .identifier && file.kind(i - 1) == .dot && file.kind(i + 1) == .openParen
      && !file.tokenIs(i, "constraint")
    {
      let start = Expressions.chainStart(file, beforeDot: i - 1)
      guard file.kind(start) == .identifier, added.contains(file.text(start)), let close = file.match(i + 1)
      else { continue }
      let element = file.text(start)
      let type = Self.elementType(of: element, at: start, context)
      // As for an anchor: content kept in its own margins, or a stack of full-bleed views.
      if Self.arrangesInMargins(element, context)
        || (type == "UIStackView" && Self.arrangesOnlyFullBleedViews(element, context))
      {
        continue
      }
      // At the call: a chain may pin the top to the safe area and the sides to the edges.
      var found = site(.anchor, at: i, element: element, elementType: type, context)
      found.helper = file.text(i)
      found.helperArguments = Self.arguments((i + 2)..<close, file)
      result.append(found)
    }
    return result
  }

  /// The names this file adds to a controller's `view` (`view.addSubview(label)`,
  /// `view.addSubview(self.label)`): views whose superview spans the screen.
  static func addedToControllerView(_ file: SourceFile) -> Set<String> {
    guard file.contains("view.addSubview(") else { return [] }
    var added: Set<String> = []
    for j in 0..<file.count
    where file.tokenIs(j, "addSubview") && file.kind(j - 1) == .dot && file.tokenIs(j - 2, "view")
      && file.kind(j - 3) != .dot && file.kind(j + 1) == .openParen
    {
      var k = j + 2
      if file.tokenIs(k, "self"), file.kind(k + 1) == .dot { k += 2 }
      if file.kind(k) == .identifier, file.kind(k + 1) == .closeParen { added.insert(file.text(k)) }
    }
    return added
  }

  /// A call's arguments as `label=value` (the value's tokens joined by spaces; `_` for no label).
  static func arguments(_ range: Range<Int>, _ file: SourceFile) -> [String] {
    var result: [String] = []
    var start = range.lowerBound
    var depth = 0
    for j in range.lowerBound...range.upperBound {
      if j < range.upperBound {
        let kind = file.kind(j)
        if kind == .openParen || kind == .openBracket || kind == .openBrace { depth += 1 }
        if kind == .closeParen || kind == .closeBracket || kind == .closeBrace { depth -= 1 }
        guard kind == .comma && depth == 0 else { continue }
      }
      let argument = start..<j
      start = j + 1
      guard !argument.isEmpty else { continue }
      if file.kind(argument.lowerBound + 1) == .colon, argument.count > 2 {
        let value = (argument.lowerBound + 2)..<argument.upperBound
        result.append(
          file.text(argument.lowerBound) + "=" + value.map { file.text($0) }.joined(separator: " "))
      } else {
        result.append("_=" + argument.map { file.text($0) }.joined(separator: " "))
      }
    }
    return result
  }

  /// True when a call of `pin` with `arguments` pins a side of the receiver outside the safe area,
  /// closer to the edge than any landscape housing (a literal inset under 44 pt).
  static func pinsSideOutsideSafeArea(_ pin: SuperviewPin, _ arguments: [String]) -> Bool {
    func value(_ label: String?) -> String? {
      guard let label else { return nil }
      return arguments.first(where: { $0.hasPrefix(label + "=") }).map {
        String($0.dropFirst(label.count + 1))
      }
    }
    if let safe = value(pin.safeAreaLabel), safe != "false" { return false }
    // `edgesToSuperview(excluding: .leading)`, `excludingEdge: .trailing`: a side left out may be
    // the one that matters; such a call is left alone.
    if arguments.contains(where: { argument in
      argument.hasPrefix("excluding")
        && argument.split(whereSeparator: { $0 == " " || $0 == "=" }).contains {
          sideEdgeWords.contains(String($0))
        }
    }) {
      return false
    }
    if let edges = value(pin.edgesLabel) {
      let words = edges.split(separator: " ").map(String.init)
      guard words.contains(where: sideEdgeWords.contains) else { return false }
    } else if !pin.defaultPinsSides {
      return false
    }
    // A literal inset as wide as the housing keeps the content clear of it.
    for argument in arguments {
      let text = argument.split(separator: "=", maxSplits: 1).last.map(String.init) ?? ""
      if let number = Double(text.replacingOccurrences(of: " ", with: "")), abs(number) >= 44 { return false }
    }
    return true
  }
}
