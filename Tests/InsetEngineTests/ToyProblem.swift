import Foundation
import InsetEmulation
import InsetEngine

/// A minimal problem for testing the engine on its own: a label that must sit `target` points
/// below the top of the screen; strategies move it. The world is a real emulated window.
struct ToyProblem: Problem {
  struct Scenario: Sendable {
    let labelHeight: Double
    let features: Set<ContentFeature>
  }
  final class World {
    let window: Window
    let label: View
    init(window: Window, label: View) {
      self.window = window
      self.label = label
    }
  }

  let id: ProblemID = "toy-top-inset"
  let title = "Label under the status bar"
  let source = "engine tests"
  let summary = "A label placed at y = 0 sits under the status bar."
  let defaultScenarioJSON = #"{"labelHeight": 20}"#
  /// Declared, measurements are shared across the releases between them (and cached).
  var osBreakpoints: [OSVersion]? = nil

  func decodeScenario(_ json: JSONCursor) throws -> Scenario {
    var reader = try json.object()
    let height = try reader.required("labelHeight").positive()
    let features =
      try reader.optional("contentFeatures")?.array().map {
        ContentFeature(rawValue: try $0.oneOf(["navigation-link"]))
      } ?? []
    try reader.finish()
    return Scenario(labelHeight: height, features: Set(features))
  }

  func contentFeatures(of scenario: Scenario) -> Set<ContentFeature> { scenario.features }

  func makeWorld(in environment: Environment, scenario: Scenario) -> World {
    let runtime = Runtime()
    let window = Window(runtime: runtime, screen: environment.screen, safeArea: environment.safeArea)
    let label = View(
      runtime: runtime, className: "UILabel",
      frame: Rect(x: 0, y: 0, width: 100, height: scenario.labelHeight))
    window.addSubview(label)
    return World(window: window, label: label)
  }

  func measure(_ world: World, in environment: Environment, scenario: Scenario) -> Outcome {
    let covered = world.label.safeAreaInsets.top
    return Outcome(
      maxErrorPoints: covered, notes: covered > 0 ? ["label covered by \(covered.points) pt"] : [],
      details: .object([("covered", .number(covered))]))
  }
}

struct ToyAsIs: Strategy {
  typealias Target = ToyProblem
  let id: StrategyID = "as-is"
  let summary = "leave the label at y = 0"
  let source = "engine tests"
  let availability = Availability.always
  let traits: Set<Trait> = [.publicAPI]
  let isBaseline = true
  let code = "label.frame.origin.y = 0"
  func apply(to world: inout ToyProblem.World, in environment: Environment) {}
}

/// Moves the label below the window's safe-area top: public API, any OS.
struct ToySafeAreaStrategy: Strategy, Equatable {
  typealias Target = ToyProblem
  let id: StrategyID = "safe-top"
  let summary = "pin to the safe area"
  let source = "engine tests"
  var availability = Availability.always
  var traits: Set<Trait> = [.publicAPI]
  var unsupportedContent: [ContentFeature: String] = [:]
  let code = "label.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor)"
  func apply(to world: inout ToyProblem.World, in environment: Environment) {
    world.label.frame.origin.y = world.window.safeAreaInsets.top
  }
}

/// Moves the label by a fixed amount: right only where the status bar is that tall. Counts its
/// runs in `runs`, if given.
struct ToyFixedStrategy: Strategy, Equatable {
  typealias Target = ToyProblem
  let id: StrategyID
  let summary = "move down by a constant"
  let source = "engine tests"
  var availability = Availability.always
  var traits: Set<Trait> = [.runtimeHack]
  let offset: Double
  var runs: ApplyCount? = nil
  var code: String { "label.frame.origin.y = \(offset.points)" }
  static func == (a: Self, b: Self) -> Bool {
    a.id == b.id && a.offset == b.offset && a.availability == b.availability && a.traits == b.traits
      && a.runs === b.runs
  }
  func apply(to world: inout ToyProblem.World, in environment: Environment) {
    runs?.increment()
    world.label.frame.origin.y = offset
  }
}

/// How many times a strategy was applied, whichever thread applied it.
final class ApplyCount: @unchecked Sendable {
  private var count = 0
  private let lock = NSLock()
  func increment() { lock.withLock { count += 1 } }
  var value: Int { lock.withLock { count } }
}

func toyRegistry(_ strategies: [any Strategy<ToyProblem>], breakpoints: [OSVersion]? = nil) throws -> Registry
{
  var registry = Registry()
  try registry.register(ToyProblem(osBreakpoints: breakpoints))
  try registry.register(ToyAsIs())
  for strategy in strategies { try registry.register(strategy) }
  return registry
}
