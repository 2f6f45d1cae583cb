import InsetEngine

/// Collects each file's view code for `ProjectViewModel`. It reports nothing: a rule that reads
/// the model lists `ProjectViewModel.collectors` in its `reads`, so the facts are collected (and
/// cached with the file's other facts) whenever such a rule runs.
public struct ViewModelCollector: CollectingRule {
  public init() {}

  public static let description = RuleDescription(
    id: "view-model",
    summary: "Collects the project view model (reports nothing)",
    rationale: "The SwiftUI views, their bodies, the project's containers and modifiers, presentations and "
      + "constants of each file, which ProjectViewModel resolves across the project.",
    problem: "view-model", suggests: .none, triggering: [], nonTriggering: [])

  /// View code, hosting controllers, and the types layout constants are declared with.
  static let viewTriggers: [StaticString] = [
    "View", "CGFloat", "HostingController", "Double",
    // An app's scenes (`WindowGroup { mainScreen }`), in a file that may name no view type.
    "WindowGroup",
    // Insets constants whose sides pad views (`UIEdgeInsets(top: 16, left: 16, …)`).
    "EdgeInsets",
  ]
  /// Static instances (`static let phone: Metrics = .init(margin: 16)`) in a file naming no number
  /// type: only their instances are read there.
  static let instanceTriggers: [StaticString] = ["static let", "static var"]
  public let triggers: [StaticString] = Self.viewTriggers + Self.instanceTriggers

  public func collect(_ context: FileContext) -> ViewFileFacts? { ViewModelReader(context).read() }

  public func check(_ project: ProjectContext) -> [Finding] { [] }
}
