import InsetEmulation

/// One known inset defect (a rule): how to build its emulated world for an environment and a
/// scenario, and how to measure what happened. Strategies act on the world in between.
///
/// A problem knows nothing of its strategies; the Registry pairs them.
///
/// A world and its measurement read the device's layout (`DeviceProfile.Layout`), never its
/// id or name except in text: selections judge devices that share a layout once, for all of
/// them (`JudgingOrder`).
public protocol Problem: Sendable {
  /// The problem-specific input, decoded from JSON.
  associatedtype Scenario: Sendable
  /// The emulated world a strategy acts on (usually a class graph, as UIKit is).
  associatedtype World

  var id: ProblemID { get }
  var title: String { get }
  /// The source document behind it (a seed file).
  var source: String { get }
  /// One paragraph on the defect, for `insetfix list problems`.
  var summary: String { get }
  /// The default scenario, as JSON text (a JSON file in the problem's folder, compiled in).
  var defaultScenarioJSON: String { get }
  /// Largest error, in points, still counted as right.
  var tolerance: Double { get }
  /// The releases at which this problem's emulated world changes (a List's backing class at
  /// 16.0, say), or nil when unknown. With them the engine reuses a measurement across releases
  /// that cannot differ; a test checks the list is complete by measuring every release.
  var osBreakpoints: [OSVersion]? { get }
  /// What `maxErrorPoints` counts: points for geometry; a problem measuring something else (wrong
  /// answers, say) names its unit. Errors of different units are never added or compared.
  var errorUnit: ErrorUnit { get }
  /// What this problem's world takes as given rather than derives (keyboard heights, say), beside
  /// the generic emulation's: each adjustable with `--assume`, listed in `docs/assumptions.md`.
  var assumptions: [Assumption] { get }
  /// The public sources a user can check the problem against: Apple's documentation first, then
  /// public threads and articles. The docs test requires at least one.
  var references: [Reference] { get }

  /// Reads a complete scenario (defaults already merged in). Throws `InputError` naming the
  /// JSON path of anything wrong.
  func decodeScenario(_ json: JSONCursor) throws -> Scenario
  /// Content features the scenario's content has (strategies may be unable to carry some).
  func contentFeatures(of scenario: Scenario) -> Set<ContentFeature>
  /// Builds a fresh world: every strategy starts from an identical one.
  func makeWorld(in environment: Environment, scenario: Scenario) -> World
  /// Runs the scenario on the world (scrolls, lifecycle, rotation...) and measures it.
  func measure(_ world: World, in environment: Environment, scenario: Scenario) -> Outcome
}

extension Problem {
  public var tolerance: Double { 0.5 }
  public var osBreakpoints: [OSVersion]? { nil }
  public var errorUnit: ErrorUnit { .points }
  public var assumptions: [Assumption] { [] }
  public var references: [Reference] { [] }
  public func contentFeatures(of scenario: Scenario) -> Set<ContentFeature> { [] }
}
