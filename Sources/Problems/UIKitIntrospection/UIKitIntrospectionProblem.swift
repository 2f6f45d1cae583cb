import InsetEmulation
import InsetEngine
import InsetLint

/// `uikit-introspection` (seed 001): reaching the UIKit object behind a SwiftUI control from a
/// helper view placed with `.background(helper).compositingGroup()`. The helper's lookup runs on
/// the main queue after SwiftUI mounted it; the measure compares the object the lookup handed to
/// the user's closure with the object really behind the control, by identity.
///
/// `maxErrorPoints` here counts defects, not points: 0 = the right instance, or nil where no UIKit
/// object exists (Text); 1 = missed (nil although the object exists); 2 = a wrong instance
/// (another object, of any class — the worst, because the user's code then configures the wrong
/// control). The tolerance of 0.5 therefore accepts only right answers.
public struct UIKitIntrospectionProblem: Problem {
  public typealias Scenario = UIKitIntrospectionScenario
  public typealias World = IntrospectionWorld

  public init() {}

  public let id: ProblemID = "uikit-introspection"
  /// Releases where the emulated world changes (checked by OSBreakpointTests).
  public var osBreakpoints: [OSVersion]? { [ListBacking.collectionViewSince] }
  public let title = "Reaching the UIKit view behind a SwiftUI control"
  public let source = "siteline/swiftui-introspect (github.com); Apple: UIViewRepresentable, UIResponder.next"
  public let summary =
    "A helper view in .background(…).compositingGroup() looks for the UIKit view (or controller) behind "
    + "a SwiftUI control. A fixed superview/subviews path breaks when SwiftUI adds a wrapper layer; the "
    + "class behind a control changes with the OS (List: UITableView before 16, UICollectionView from 16); "
    + "Text has no UIKit view at all; NavigationStack's UINavigationController is only reachable upwards."
  public var defaultScenarioJSON: String {
    String(decoding: PackageResources.uikit_introspection_json, as: UTF8.self)
  }
  public var references: [Reference] {
    [
      Reference(
        "Apple: UIViewRepresentable", "https://developer.apple.com/documentation/swiftui/uiviewrepresentable"),
      Reference(
        "Apple: UIResponder.next", "https://developer.apple.com/documentation/uikit/uiresponder/next"),
      Reference(
        "siteline/swiftui-introspect: the UIKit view behind each SwiftUI view, per OS version",
        "https://github.com/siteline/swiftui-introspect"),
    ]
  }
  public var tolerance: Double { 0.5 }
  public var errorUnit: ErrorUnit {
    ErrorUnit(
      symbol: "lookup defects", meaning: "1 = missed an object that exists, 2 = returned a wrong instance",
      isDistance: false)
  }

  public func decodeScenario(_ json: JSONCursor) throws -> UIKitIntrospectionScenario {
    try UIKitIntrospectionScenario.decode(json)
  }

  public func makeWorld(in environment: Environment, scenario: UIKitIntrospectionScenario)
    -> IntrospectionWorld
  {
    let screen = UIKitIntrospectionWorld(
      control: scenario.control, os: environment.os, screen: environment.screen,
      safeArea: environment.safeArea)
    return IntrospectionWorld(
      screen: screen, control: scenario.control,
      seedClosureReadsNextResponder: scenario.seedClosureReadsNextResponder)
  }

  public func measure(
    _ world: IntrospectionWorld, in environment: Environment, scenario: UIKitIntrospectionScenario
  )
    -> Outcome
  {
    world.screen.run(extraWrapperLayers: scenario.extraWrapperLayers)
    let lookup = world.delivered ?? IntrospectionWorld.Lookup(found: nil, path: [])
    let truth = world.screen.backingObject
    let result = IntrospectionResult(found: lookup.found, truth: truth)
    let expected = lookup.asked ?? "nothing"
    var notes: [String] = []
    switch result {
    case .right, .rightNil: break
    case .missed:
      notes.append(
        "missed: the \(truth?.className ?? expected) exists, the lookup returned nil"
          + (lookup.path.last.map { " (last step: \($0))" } ?? ""))
    case .wrongInstance:
      notes.append(
        "wrong instance: returned \(lookup.found!.label) (\(lookup.found!.className)) instead of "
          + (truth.map { "\($0.label) (\($0.className))" } ?? "nil"))
    }
    if scenario.control == .navigationStack && environment.os < ListBacking.collectionViewSince {
      notes.append(
        "NavigationStack needs iOS 16; below it the world is NavigationView, also a UINavigationController")
    }
    let details: JSONValue = .object([
      ("control", .string(scenario.control.rawValue)),
      ("extraWrapperLayers", JSONValue(scenario.extraWrapperLayers)),
      ("askedClass", JSONValue(lookup.asked)),
      ("backingClass", JSONValue(truth?.className)),
      ("foundClass", JSONValue(lookup.found?.className)),
      ("found", JSONValue(lookup.found?.label)),
      ("result", .string(result.rawValue)),
      ("path", .array(lookup.path.map { .string($0) })),
    ])
    return Outcome(
      maxErrorPoints: result.defects, notes: notes, details: details,
      worst: snapshot(
        world, environment: environment, scenario: scenario, found: lookup.found, result: result))
  }

  private func snapshot(
    _ world: IntrospectionWorld, environment: Environment, scenario: UIKitIntrospectionScenario,
    found: Responder?,
    result: IntrospectionResult
  ) -> Snapshot {
    let screen = world.screen
    var shapes: [Snapshot.Shape] = []
    if let neighbour = screen.neighbour {
      shapes.append(
        Snapshot.Shape("neighbour \(scenario.control.rawValue)", neighbour.frameInWindow, .marker))
    }
    shapes.append(Snapshot.Shape(scenario.control.rawValue, screen.controlFrameInWindow, .container))
    if let truth = screen.backingObject {
      shapes.append(Snapshot.Shape("real \(truth.className)", truth.backingView.frameInWindow, .expected))
    }
    if let found {
      shapes.append(Snapshot.Shape("found \(found.className)", found.backingView.frameInWindow, .content))
    }
    let layers = scenario.extraWrapperLayers
    return Snapshot(
      screen: environment.screen, unsafe: environment.safeArea, shapes: shapes,
      caption:
        "\(scenario.control.rawValue), \(layers) extra wrapper layer\(layers == 1 ? "" : "s"): "
        + "\(result.rawValue), found \(found?.className ?? "nil"), expected \(screen.backingObject?.className ?? "nil")"
    )
  }
}

/// How a lookup's answer compares with the object really behind the control (identity).
public enum IntrospectionResult: String, Sendable {
  /// The very object behind the control.
  case right
  /// Nil, and no UIKit object exists (Text): right.
  case rightNil = "right-nil"
  /// Nil although the object exists.
  case missed
  /// Some other object: the user's code would configure the wrong control.
  case wrongInstance = "wrong-instance"

  public init(found: Responder?, truth: Responder?) {
    switch (found, truth) {
    case (nil, nil): self = .rightNil
    case (nil, _?): self = .missed
    case (let found?, let truth?) where found.isSameObject(as: truth): self = .right
    case (_?, _): self = .wrongInstance
    }
  }

  /// The penalty counted in `maxErrorPoints` (unit: defects).
  public var defects: Double {
    switch self {
    case .right, .rightNil: return 0
    case .missed: return 1
    case .wrongInstance: return 2
    }
  }
}

/// The seed's screen, with what the helper handed to the user's closure.
public struct IntrospectionWorld {
  public let screen: UIKitIntrospectionWorld
  /// The control the helper is attached to (what the user's code knows, not what is behind it).
  public let control: SwiftUIControl
  /// The seed's closure reads `view.next` (its NavigationStack example) instead of the view.
  public let seedClosureReadsNextResponder: Bool
  private let deliveries = Deliveries()

  public init(screen: UIKitIntrospectionWorld, control: SwiftUIControl, seedClosureReadsNextResponder: Bool) {
    self.screen = screen
    self.control = control
    self.seedClosureReadsNextResponder = seedClosureReadsNextResponder
  }

  /// What one lookup produced: the object passed to the user's closure (nil: not called), the
  /// steps it walked, as `step: ClassName`, and the class it asked for.
  public struct Lookup {
    public var found: Responder?
    public var path: [String]
    public var asked: String?
    public init(found: Responder?, path: [String], asked: String? = nil) {
      self.found = found
      self.path = path
      self.asked = asked
    }
  }

  private final class Deliveries {
    var lookups: [Lookup] = []
  }

  /// Adds `lookup` to the helper's `makeUIView`, deferred with `DispatchQueue.main.async` as every
  /// helper of this kind must be (the helper has no superview while `makeUIView` runs). The
  /// lookup receives the helper's own view.
  public func extractOnMainQueue(_ lookup: @escaping (View) -> Lookup) {
    let host = screen.helperHost
    let make = host.makeUIView
    let deliveries = self.deliveries
    host.makeUIView = { context in
      let view = make(context)
      context.mainQueue.async { deliveries.lookups.append(lookup(view)) }
      return view
    }
  }

  /// The last lookup's answer, once the main queue has run.
  public var delivered: Lookup? { deliveries.lookups.last }
}
