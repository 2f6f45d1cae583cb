/// Where a strategy's code goes in the user's source. Code that switches between strategies with
/// `#available` must be composed for its place: an `if` works among statements, not among a
/// type's members or in a modifier chain.
public enum CodePlacement: Sendable, Hashable {
  /// Statements in a function body (a `@ViewBuilder` body included).
  case statements
  /// Members of a type declared `class <typeName>: <inherits>` (an input view's `init` and
  /// overrides, say).
  case members(typeName: String, inherits: String)
  /// Declarations at file scope (a view, a cell class, a helper function).
  case fileScope
  /// A view expression followed by its modifier chain: the leading lines are the view, the
  /// lines from the first one starting with `.` are the modifiers.
  case modifiers

  /// The JSON and report name.
  public var name: String {
    switch self {
    case .statements: return "statements"
    case .members: return "members"
    case .fileScope: return "file-scope"
    case .modifiers: return "modifiers"
    }
  }

  /// A Swift source text in which `code` (placed here) parses, with `supportCode` at file scope:
  /// what the parse check compiles, and what a reader can paste into an empty file.
  public func context(for code: String, supportCode: String = "") -> String {
    let body: String
    switch self {
    case .statements:
      body = "func insetfixPlacementContext() {\n\(AvailabilityCode.indent(code))\n}"
    case .members(let typeName, let inherits):
      body = "class \(typeName): \(inherits) {\n\(AvailabilityCode.indent(code))\n}"
    case .fileScope:
      body = code
    case .modifiers:
      body =
        "struct InsetfixPlacementContext: View {\n    var body: some View {\n"
        + AvailabilityCode.indent(code, by: 8) + "\n    }\n}"
    }
    return supportCode.isEmpty ? body + "\n" : body + "\n\n" + supportCode + "\n"
  }
}

/// Code with the place it goes and the file-scope declarations it needs.
public struct PlacedCode: Sendable, Equatable {
  public let code: String
  public let placement: CodePlacement
  public let supportCode: String

  public init(code: String, placement: CodePlacement, supportCode: String = "") {
    self.code = code
    self.placement = placement
    self.supportCode = supportCode
  }
}

/// Composes strategies' code behind `#available` checks, by placement:
/// - statements: `if #available(iOS X, *) { … } else { … }`;
/// - members: one type per branch, the newer ones `@available`-annotated;
/// - modifiers: a `ViewModifier` whose `body` holds the `if #available`, applied with `.modifier`;
/// - file scope: the declarations, the newer ones `@available`-annotated.
/// Branches of different placements compose as statements; a branch that is not a statement moves
/// to the file-scope declarations (annotated) and its arm names it.
public enum AvailabilityCode {
  /// File-scope declarations of several strategies, each once, in order.
  public static func joinSupport(_ parts: [String]) -> String {
    var seen: [String] = []
    for part in parts where !part.isEmpty && !seen.contains(part) { seen.append(part) }
    return seen.joined(separator: "\n\n")
  }

  /// `hosted-cell-safe-area` -> `HostedCellSafeArea`: names of generated types.
  public static func typeName(_ id: String) -> String {
    id.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map {
      $0.prefix(1).uppercased() + $0.dropFirst()
    }
    .joined()
  }

  /// Branches newest first; the last one (introduced nil or lowest) is the fallback. `name` names
  /// the types the composition generates.
  public static func compose(_ branches: [CompositeBranch], name: String) -> PlacedCode {
    let support = joinSupport(branches.map(\.supportCode))
    guard branches.count > 1 else {
      let only = branches.first
      return PlacedCode(
        code: only?.code ?? "", placement: only?.placement ?? .statements, supportCode: support)
    }
    let placements = Set(branches.compactMap(\.placement))
    switch placements.count == 1 ? placements.first! : .statements {
    case .members(let typeName, let inherits):
      return membersComposition(branches, typeName: typeName, inherits: inherits, support: support)
    case .fileScope:
      let parts = branches.enumerated().compactMap { index, branch -> String? in
        guard branch.placement != nil else { return nil }
        return annotated(branch.code, branch, isFallback: index == branches.count - 1)
      }
      return PlacedCode(
        code: parts.joined(separator: "\n\n"), placement: .fileScope, supportCode: support)
    case .modifiers:
      return modifierComposition(branches, name: name, support: support)
    case .statements:
      var moved: [String] = []
      let arms = branches.enumerated().map { index, branch -> String in
        switch branch.placement {
        case nil: return "// nothing needed"
        case .statements?, .modifiers?: return branch.code
        case .members(let typeName, let inherits)?:
          let type = suffixedName(typeName, branch, isFallback: index == branches.count - 1)
          moved.append(
            annotated(
              "class \(type): \(inherits) {\n\(indent(branch.code))\n}", branch,
              isFallback: index == branches.count - 1))
          return "// use \(type) (\(branch.strategyID), declared below)"
        case .fileScope?:
          moved.append(annotated(branch.code, branch, isFallback: index == branches.count - 1))
          return "// use the declarations of \(branch.strategyID) below"
        }
      }
      return PlacedCode(
        code: ifAvailable(branches, arms: arms), placement: .statements,
        supportCode: joinSupport(moved + [support]))
    }
  }

  /// `if #available(iOS X, *) { a } else if … { b } else { c }`.
  static func ifAvailable(_ branches: [CompositeBranch], arms: [String]) -> String {
    var out = ""
    for (i, branch) in branches.enumerated() {
      let body = indent(arms[i])
      if i == branches.count - 1 {
        out += " else {\n\(body)\n}"
      } else {
        let check = "if #available(iOS \(branch.introduced?.description ?? "13.0"), *) {\n\(body)\n}"
        out += i == 0 ? check : " else " + check
      }
    }
    return out
  }

  private static func membersComposition(
    _ branches: [CompositeBranch], typeName: String, inherits: String, support: String
  ) -> PlacedCode {
    var types: [String] = []
    var names: [String] = []
    for (index, branch) in branches.enumerated() {
      let fallback = index == branches.count - 1
      let type = suffixedName(typeName, branch, isFallback: fallback)
      names.append(type)
      let members = branch.placement == nil ? "// nothing needed" : branch.code
      types.append(
        annotated("class \(type): \(inherits) {\n\(indent(members))\n}", branch, isFallback: fallback))
    }
    let choice = branches.indices.dropLast().map {
      "\(names[$0]) on iOS \(branches[$0].introduced?.description ?? "13.0")+"
    }
    let header =
      "// One type per release range: make " + choice.joined(separator: ", ")
      + ", else \(names.last!), behind if #available where the view is made."
    return PlacedCode(
      code: header + "\n" + types.joined(separator: "\n\n"), placement: .fileScope, supportCode: support)
  }

  private static func modifierComposition(_ branches: [CompositeBranch], name: String, support: String)
    -> PlacedCode
  {
    let base =
      branches.lazy.compactMap { $0.placement == nil ? nil : splitModifiers($0.code).base }.first ?? ""
    let arms = branches.map { branch -> String in
      guard branch.placement != nil else { return "content" }
      let chain = splitModifiers(branch.code).chain
      return chain.isEmpty ? "content" : "content\n" + indent(chain)
    }
    let modifier = "\(name)Modifier"
    let declaration = """
      struct \(modifier): ViewModifier {
          @ViewBuilder
          func body(content: Content) -> some View {
      \(indent(ifAvailable(branches, arms: arms), by: 8))
          }
      }
      """
    return PlacedCode(
      code: base + "\n    .modifier(\(modifier)())", placement: .modifiers,
      supportCode: joinSupport([declaration, support]))
  }

  /// A modifier-chain snippet split into its view (leading lines) and its chain (from the first
  /// line starting with `.`), the chain de-indented.
  public static func splitModifiers(_ code: String) -> (base: String, chain: String) {
    let lines = code.split(separator: "\n", omittingEmptySubsequences: false)
    guard let first = lines.firstIndex(where: { $0.drop(while: { $0 == " " }).hasPrefix(".") }) else {
      return (code, "")
    }
    let depth = lines[first].prefix(while: { $0 == " " }).count
    let chain = lines[first...].map { line -> Substring in
      let spaces = line.prefix(while: { $0 == " " }).count
      return line.dropFirst(min(spaces, depth))
    }
    return (lines[..<first].joined(separator: "\n"), chain.joined(separator: "\n"))
  }

  private static func suffixedName(_ typeName: String, _ branch: CompositeBranch, isFallback: Bool) -> String
  {
    guard !isFallback, let introduced = branch.introduced else { return typeName }
    return typeName + "_iOS" + introduced.description.replacingOccurrences(of: ".", with: "_")
  }

  private static func annotated(_ code: String, _ branch: CompositeBranch, isFallback: Bool) -> String {
    guard !isFallback, let introduced = branch.introduced else { return code }
    return "@available(iOS \(introduced), *)\n" + code
  }

  /// Every line indented by `by` spaces (empty lines stay empty).
  public static func indent(_ code: String, by width: Int = 4) -> String {
    let pad = String(repeating: " ", count: width)
    return code.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "" : pad + $0 }
      .joined(separator: "\n")
  }
}
