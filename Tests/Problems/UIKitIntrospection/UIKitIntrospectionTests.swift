import InsetEmulation
import InsetEngine
@testable import InsetProblems
import XCTest

/// `uikit-introspection`, seed 001 (seeds/001_068f94fd2065e863.txt): every claim measured through
/// the public pipeline.
final class UIKitIntrospectionTests: XCTestCase {
  let pipeline = Pipeline(registry: BuiltInProblems.registry())
  let problem: ProblemID = "uikit-introspection"
  let strategies: [StrategyID] = ["fixed-path", "type-search", "responder-chain"]

  func environment(os: OSVersion = "17.0", device: String = "iphone-15-pro") throws -> Environment {
    Environment(device: try DeviceCatalog.builtIn.device(device), orientation: .portrait, os: os)
  }

  func scenario(_ control: String, layers: Int) throws -> PreparedScenario {
    let override: JSONValue = .object([
      ("control", .string(control)), ("extraWrapperLayers", JSONValue(layers)),
    ])
    return try pipeline.scenario(for: problem, override: JSONCursor(override, file: "test.json"))
  }

  func outcome(_ strategy: StrategyID, _ control: String, layers: Int = 0, os: OSVersion = "17.0") throws
    -> Outcome
  {
    try pipeline.outcome(
      of: strategy, in: try environment(os: os), scenario: try scenario(control, layers: layers))
  }

  // MARK: What a lookup asks for

  /// The query is the app's code, not the emulation's table: code that always asks for
  /// UITableView finds the List's view through iOS 15 and misses it from iOS 16, where SwiftUI
  /// backs List with UICollectionView.
  func test_aLookupAskingForUITableView_findsTheListOn15_andMissesItOn16() throws {
    var registry = Registry()
    try registry.register(UIKitIntrospectionProblem())
    try registry.register(FixedPathStrategy())
    try registry.register(TypeSearchStrategy(query: .always("UITableView")))
    let pipeline = Pipeline(registry: registry)
    let scenario = try pipeline.scenario(
      for: problem,
      override: JSONCursor(.object([("control", "list"), ("extraWrapperLayers", 0)]), file: "t.json"))
    let on15 = try pipeline.outcome(
      of: "type-search", in: environment(os: "15.0", device: "iphone-11"), scenario: scenario)
    let on16 = try pipeline.outcome(
      of: "type-search", in: environment(os: "16.0", device: "iphone-11"), scenario: scenario)
    XCTAssertEqual(on15.details["result"], "right")
    XCTAssertEqual(on16.details["result"], "missed")
    XCTAssertEqual(on16.details["askedClass"], "UITableView")
    XCTAssertEqual(on16.details["backingClass"], "UICollectionView")
  }

  // MARK: Seed claims

  /// seed 001: the fixed path finds the TextField's UITextField when nothing is inserted.
  func test_fixedPath_findsTheTextField_withNoExtraLayer_seed001() throws {
    let outcome = try self.outcome("fixed-path", "text-field")
    XCTAssertEqual(outcome.details["result"], "right")
    XCTAssertEqual(outcome.details["foundClass"], "UITextField")
    XCTAssertEqual(outcome.maxErrorPoints, 0)
  }

  /// seed 001: the fixed path finds the Slider's UISlider when nothing is inserted.
  func test_fixedPath_findsTheSlider_withNoExtraLayer_seed001() throws {
    let outcome = try self.outcome("fixed-path", "slider")
    XCTAssertEqual(outcome.details["result"], "right")
    XCTAssertEqual(outcome.details["foundClass"], "UISlider")
  }

  /// seed 001's path with one wrapper layer lands on the control's PlatformViewHost; the cast
  /// fails, so the user's closure is never called: missed (not a wrong instance).
  func test_fixedPath_missesTheTextFieldAndSlider_withOneExtraLayer_seed001() throws {
    for control in ["text-field", "slider"] {
      let outcome = try self.outcome("fixed-path", control, layers: 1)
      XCTAssertEqual(outcome.details["result"], "missed", control)
      XCTAssertEqual(outcome.details["foundClass"], .null, control)
      XCTAssertEqual(outcome.maxErrorPoints, 1, control)
      guard case .array(let path)? = outcome.details["path"] else { return XCTFail("no path") }
      XCTAssertTrue(path.contains("subviews.first: PlatformViewHost"), "\(path)")
    }
  }

  /// seed 001: "if the view is pure SwiftUI … nil is returned" — and nil is right, for every
  /// strategy, with or without extra layers.
  func test_text_yieldsNilForEveryStrategy_andCountsAsRight_seed001() throws {
    for layers in [0, 2] {
      for strategy in strategies {
        let outcome = try self.outcome(strategy, "text", layers: layers)
        XCTAssertEqual(outcome.details["foundClass"], .null, "\(strategy) \(layers)")
        XCTAssertEqual(outcome.details["result"], "right-nil", "\(strategy) \(layers)")
        XCTAssertEqual(outcome.maxErrorPoints, 0, "\(strategy) \(layers)")
      }
    }
  }

  /// DESIGN.md §5 (seed 001 with seed 004's List mapping): type-search finds the List as a
  /// UITableView on iOS 15.
  func test_typeSearch_findsTheListAsUITableView_onIOS15_seed001() throws {
    let outcome = try self.outcome("type-search", "list", layers: 1, os: "15.5")
    XCTAssertEqual(outcome.details["foundClass"], "UITableView")
    XCTAssertEqual(outcome.details["result"], "right")
  }

  /// …and as a UICollectionView from iOS 16 on.
  func test_typeSearch_findsTheListAsUICollectionView_onIOS16AndLater_seed001() throws {
    for os: OSVersion in ["16.0", "17.4", "18.0", "26.0"] {
      let outcome = try self.outcome("type-search", "list", layers: 1, os: os)
      XCTAssertEqual(outcome.details["foundClass"], "UICollectionView", "\(os)")
      XCTAssertEqual(outcome.details["result"], "right", "\(os)")
    }
  }

  /// seed 001's NavigationStack example: the UINavigationController is reached through the
  /// responder chain; the fixed path (`view.next as? UINavigationController`) and the type search
  /// (views only) miss it.
  func test_navigationStack_isReachedThroughTheResponderChainOnly_seed001() throws {
    for layers in [0, 1] {
      let chain = try outcome("responder-chain", "navigation-stack", layers: layers)
      XCTAssertEqual(chain.details["result"], "right")
      XCTAssertEqual(chain.details["foundClass"], "UINavigationController")
      XCTAssertEqual(
        try outcome("fixed-path", "navigation-stack", layers: layers).details["result"], "missed")
      XCTAssertEqual(
        try outcome("type-search", "navigation-stack", layers: layers).details["result"], "missed")
    }
  }

  // MARK: Further measurements

  /// The type search survives any number of wrapper layers.
  func test_typeSearch_findsEveryUIKitBackedControl_throughWrapperLayers() throws {
    for control in ["text-field", "slider", "list", "scroll-view"] {
      for layers in [0, 1, 3] {
        XCTAssertEqual(
          try outcome("type-search", control, layers: layers).details["result"], "right", control)
      }
    }
  }

  /// A control's UIKit view is the helper's sibling, never its ancestor.
  func test_responderChain_findsNothing_forPlainViews() throws {
    for control in ["text-field", "slider", "list", "scroll-view"] {
      XCTAssertEqual(try outcome("responder-chain", control).details["result"], "missed", control)
    }
  }

  /// The default scenario (a text field, one wrapper layer) shows the defect: the baseline misses,
  /// the type search ranks first.
  func test_compare_defaultScenario_detectsTheFixedPath_andRanksTypeSearchFirst() throws {
    let comparison = try pipeline.compare(try pipeline.scenario(for: problem), in: try environment())
    XCTAssertTrue(comparison.detected)
    XCTAssertEqual(comparison.best?.strategy.id, "type-search")
    let fixed = comparison.verdicts.first { $0.strategy.id == "fixed-path" }
    XCTAssertEqual(fixed?.fixed, false)
    XCTAssertTrue(fixed?.reasons.contains { $0.hasPrefix("missed") } ?? false)
  }

  /// Details carry the measurement, in a fixed key order, and the snapshot shows control and find.
  func test_details_andSnapshot_nameTheFoundAndExpectedObjects() throws {
    let outcome = try self.outcome("type-search", "slider", layers: 2)
    guard case .object(let members) = outcome.details else { return XCTFail("details not an object") }
    XCTAssertEqual(
      members.map(\.0),
      [
        "control", "extraWrapperLayers", "askedClass", "backingClass", "foundClass", "found", "result",
        "path",
      ])
    XCTAssertEqual(outcome.details["askedClass"], "UISlider")
    let shapes = outcome.worst?.shapes ?? []
    let container = shapes.first { $0.role == .container }
    let content = shapes.first { $0.role == .content }
    let expected = shapes.first { $0.role == .expected }
    XCTAssertNotNil(container)
    XCTAssertEqual(content?.rect, expected?.rect)
    XCTAssertEqual(content?.rect, container?.rect)
  }

  /// Same input, same output.
  func test_outcomes_areDeterministic() throws {
    let a = try outcome("type-search", "list", layers: 2)
    let b = try outcome("type-search", "list", layers: 2)
    XCTAssertEqual(a.details, b.details)
  }

  /// The measure judges identity: a third-party strategy that searches the whole window returns
  /// the same-class neighbour above the control — a wrong instance, the worst result (2 defects).
  func test_aWindowWideSearch_returnsTheNeighbour_andCountsAsWrongInstance() throws {
    var registry = Registry()
    try registry.register(UIKitIntrospectionProblem())
    try registry.register(WindowWideSearch())
    let pipeline = Pipeline(registry: registry)
    let override: JSONValue = .object([("control", "text-field"), ("extraWrapperLayers", 0)])
    let scenario = try pipeline.scenario(for: problem, override: JSONCursor(override, file: "test.json"))
    let outcome = try pipeline.outcome(of: "window-wide-search", in: try environment(), scenario: scenario)
    XCTAssertEqual(outcome.details["result"], "wrong-instance")
    XCTAssertEqual(outcome.details["foundClass"], "UITextField")
    XCTAssertEqual(outcome.details["found"], "neighbour text-field")
    XCTAssertEqual(outcome.maxErrorPoints, 2)
  }

  // MARK: Bad input

  func test_unknownControl_isAnInputError_namingThePathAndTheChoices() throws {
    XCTAssertThrowsError(try scenario("button", layers: 0)) { error in
      let message = "\(error)"
      XCTAssertTrue(message.contains("test.json: $.control: unknown control 'button'"), message)
      XCTAssertTrue(
        message.contains("text-field, slider, list, scroll-view, navigation-stack, text"), message)
    }
  }

  func test_negativeOrFractionalWrapperLayers_areInputErrors() throws {
    for bad: JSONValue in [-1, 1.5, "two"] {
      let override: JSONValue = .object([("extraWrapperLayers", bad)])
      XCTAssertThrowsError(
        try pipeline.scenario(for: problem, override: JSONCursor(override, file: "test.json"))
      ) {
        XCTAssertTrue("\($0)".contains("test.json: $.extraWrapperLayers: expected"), "\($0)")
      }
    }
  }

  func test_unknownScenarioKey_isAnInputError() throws {
    let override: JSONValue = .object([("controll", "slider")])
    XCTAssertThrowsError(
      try pipeline.scenario(for: problem, override: JSONCursor(override, file: "test.json"))
    ) {
      XCTAssertTrue("\($0)".contains("unknown key 'controll' (did you mean 'control'?)"), "\($0)")
    }
  }
}

/// A naive lookup for the identity test: the first view of the expected class anywhere in the window.
private struct WindowWideSearch: Strategy {
  typealias Target = UIKitIntrospectionProblem
  let id: StrategyID = "window-wide-search"
  let summary = "first view of the expected class in the whole window"
  let source = "test"
  let availability = Availability.always
  let traits: Set<Trait> = [.publicAPI]
  let code = "window.firstDescendant(ofType: T.self)"

  func apply(to world: inout IntrospectionWorld, in environment: Environment) {
    let expected = UIKitIntrospectionQuery.versionAware.className(for: world.control, on: environment.os)
    world.extractOnMainQueue { helper in
      let match = helper.window?.subtree.first { $0 !== helper && $0.isa.isKind(of: expected) }
      return IntrospectionWorld.Lookup(found: match.map { .view($0) }, path: [])
    }
  }
}
