import InsetEmulation
import InsetEngine

/// Turns the strategy the policy selected for `hosted-cell-safe-area` into source edits where a
/// hosting controller is made (seed 000):
/// - `safe-area-regions` over the whole range (deployment target 16.4+):
///   `controller.safeAreaRegions = []` right after the controller is made;
/// - `official-or-dynamic-subclass`, or `dynamic-subclass` (alone or below `safe-area-regions`):
///   `controller.insetfixDisableSafeArea()`, a helper in a generated `InsetfixSafeArea.swift`
///   that switches with `#available(iOS 16.4, *)` between the official API and a per-instance
///   dynamic subclass returning zero insets.
/// Any other selection (private API, swizzling, a rewrite to `UIHostingConfiguration` or UIKit)
/// is no mechanical edit: the finding names it instead.
public enum HostedCellFix {
  public enum Mechanism: Sendable, Equatable {
    /// `safeAreaRegions = []` inline.
    case officialAPI
    /// The generated helper; `officialFrom` is where it switches to the official API (nil: never).
    case helper(officialFrom: OSVersion?)
  }

  public static let helperFileName = "InsetfixSafeArea.swift"
  public static let helperMethod = "insetfixDisableSafeArea"
  static let officialAPI: OSVersion = "16.4"
  static let handled: Set<StrategyID> = [
    "safe-area-regions", "dynamic-subclass", "official-or-dynamic-subclass",
  ]

  /// The mechanism the plan's segments call for, or why none fits.
  public static func mechanism(for plan: StrategyPlan) -> Result<Mechanism, PlanUnavailable> {
    if let gap = plan.gap { return .failure(PlanUnavailable("no usable strategy for \(gap)")) }
    let chosen = plan.chosen
    guard !chosen.isEmpty else {
      return .failure(PlanUnavailable("the policy finds nothing to fix from iOS \(plan.deploymentTarget) on"))
    }
    let ids = Set(chosen.map(\.id))
    guard ids.isSubset(of: handled) else {
      let others = ids.subtracting(handled).sorted().joined(separator: ", ")
      return .failure(
        PlanUnavailable("the selected strategy (\(others)) has no mechanical source edit; apply it by hand"))
    }
    if ids == ["safe-area-regions"] { return .success(.officialAPI) }
    let usesOfficial = ids.contains("safe-area-regions") || ids.contains("official-or-dynamic-subclass")
    return .success(.helper(officialFrom: usesOfficial ? officialAPI : nil))
  }

  /// The statement that opts the controller made at token `creation` out of the safe area.
  static func call(on receiver: String, _ mechanism: Mechanism) -> String {
    switch mechanism {
    case .officialAPI: return "\(receiver).safeAreaRegions = []"
    case .helper: return "\(receiver).\(helperMethod)()"
    }
  }

  /// Edits at the creation whose first token starts at byte `offset`: a statement after a
  /// `let c = …` / `c = …`, or the expression wrapped in an immediately called closure elsewhere
  /// (a stored property's initial value, an argument).
  public static func edits(creationAt offset: Int, in file: SourceFile, mechanism: Mechanism, rule: String)
    -> [TextEdit]
  {
    guard let creation = file.tokens.firstIndex(where: { Int($0.start) == offset }),
      let chain = Expressions.chain(file, at: creation), let open = chain.primaryArguments,
      var end = file.match(open).map({ $0 + 1 })
    else { return [] }
    if let lastClosure = chain.primaryClosures.last, let close = file.match(lastClosure) { end = close + 1 }
    let index = SyntaxIndex(file)
    let nl = file.newline
    if let assigned = assignee(of: creation, in: file, index: index) {
      let statementEnd = Expressions.statementEnd(file, from: creation)
      let insertAt = Int(file.tokens[statementEnd - 1].end)
      let indent = file.indentation(at: Int(file.tokens[assigned.statementStart].start))
      let text = nl + indent + call(on: assigned.receiver, mechanism)
      return [.insert(text, at: insertAt, in: file.path, rule: rule)]
    }
    let expression = file.text(in: Int(file.tokens[creation].start)..<Int(file.tokens[end - 1].end))
    let wrapped =
      "{ let controller = \(expression); \(call(on: "controller", mechanism)); return controller }()"
    return [
      TextEdit(
        file: file.path, range: Int(file.tokens[creation].start)..<Int(file.tokens[end - 1].end),
        replacement: wrapped, rule: rule)
    ]
  }

  /// `let c = X(…)` (a local) or `c = X(…)` / `self.c = X(…)`: the receiver text to call on
  /// (`c?` when `c` is declared optional) and the token the statement starts at.
  static func assignee(of creation: Int, in file: SourceFile, index: SyntaxIndex)
    -> (receiver: String, statementStart: Int)?
  {
    guard creation >= 2, file.tokenIs(creation - 1, "=") else { return nil }
    // A declaration: `let c = …`, `let c: T = …`.
    if let variable = index.variables.first(where: { $0.initializer?.lowerBound == creation }) {
      guard !variable.isMember else { return nil }
      return (variable.name, variable.nameToken - 1)
    }
    // An assignment: the receiver is the dotted path before `=` on the same statement.
    var start = creation - 2
    guard file.kind(start) == .identifier else { return nil }
    let name = file.text(start)
    while start >= 2, file.kind(start - 1) == .dot, file.kind(start - 2) == .identifier { start -= 2 }
    guard
      file.tokens[start].startsLine || file.kind(start - 1) == .semicolon
        || file.kind(start - 1) == .openBrace
    else { return nil }
    var receiver = file.text(in: Int(file.tokens[start].start)..<Int(file.tokens[creation - 2].end))
    let declared = index.variables.first { $0.name == name && $0.isMember }
    if let type = declared?.typeRange, type.upperBound > type.lowerBound,
      file.text(type.upperBound - 1).hasSuffix("?")
    {
      receiver += "?"
    }
    return (receiver, start)
  }

  /// The SwiftPM target folder (`…/Sources/<Target>`) a file belongs to, or nil outside one
  /// (an Xcode project: its files are taken as one module).
  public static func moduleFolder(of path: String) -> String? {
    let components = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
    guard let sources = components.lastIndex(of: "Sources"), sources + 2 < components.count else {
      return nil
    }
    return components[...(sources + 1)].joined(separator: "/")
  }

  /// Where the generated helper goes for a file: its SwiftPM target folder, else the file's own
  /// folder.
  public static func helperPath(near path: String) -> String {
    if let module = moduleFolder(of: path) { return module + "/" + helperFileName }
    let directory = path.split(separator: "/", omittingEmptySubsequences: false).dropLast()
    return directory.isEmpty
      ? helperFileName : (directory + [Substring(helperFileName)]).joined(separator: "/")
  }

  /// The generated helper file's text.
  public static func helperSource(officialFrom: OSVersion?, newline: String = "\n") -> String {
    let body: String
    if let officialFrom {
      body = """
            if #available(iOS \(officialFrom), *) {
              safeAreaRegions = []
            } else {
              insetfixZeroSafeAreaInsetsBySubclassing()
            }
        """
    } else {
      body = "      insetfixZeroSafeAreaInsetsBySubclassing()"
    }
    let text = """
      // Generated by `insetfix fix` for hosted-cell-safe-area (seed 000). Edit freely: insetfix
      // recognises any helper that sets `safeAreaRegions = []` or overrides `safeAreaInsets`
      // through a dynamic subclass. UIKit-only: the guard keeps multi-platform packages building.
      #if canImport(UIKit) && canImport(SwiftUI)
      import SwiftUI
      import UIKit

      extension UIHostingController {
        /// Stops this controller from applying the window's safe area to its SwiftUI content: a
        /// hosted cell that emerges at a screen edge otherwise loses that part of its content.
        func \(helperMethod)() {
      \(body)
        }

        /// Moves this controller's view (only this one) to a subclass of its class, made once at run
        /// time and reused, whose `safeAreaInsets` getter returns zero.
        private func insetfixZeroSafeAreaInsetsBySubclassing() {
          guard let hostingView = view, let viewClass = object_getClass(hostingView) else { return }
          let baseName = String(cString: class_getName(viewClass))
          let suffix = "_InsetfixNoSafeArea"
          guard !baseName.hasSuffix(suffix) else { return }
          if let subclass = NSClassFromString(baseName + suffix) {
            object_setClass(hostingView, subclass)
            return
          }
          guard let subclass = objc_allocateClassPair(viewClass, baseName + suffix, 0) else { return }
          let getter = #selector(getter: UIView.safeAreaInsets)
          if let method = class_getInstanceMethod(UIView.self, getter) {
            let zeroInsets: @convention(block) (AnyObject) -> UIEdgeInsets = { _ in .zero }
            class_addMethod(subclass, getter, imp_implementationWithBlock(zeroInsets), method_getTypeEncoding(method))
          }
          objc_registerClassPair(subclass)
          object_setClass(hostingView, subclass)
        }
      }
      #endif

      """
    return newline == "\n"
      ? text : text.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: newline)
  }
}
