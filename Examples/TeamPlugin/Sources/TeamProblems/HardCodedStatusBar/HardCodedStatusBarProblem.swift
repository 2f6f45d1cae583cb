import InsetEmulation
import InsetEngine

/// A header pinned 20 pt below the top of the view, "the status bar's height": right on a
/// home-button phone in portrait, under the sensor housing on every Face ID phone (a 47 to 62 pt
/// top inset). Measured: how far the header reaches into the unsafe top edge.
public struct HardCodedStatusBarProblem: Problem {
  public struct Scenario: Sendable {
    public var headerHeight: Double
  }

  public init() {}

  public let id: ProblemID = "hard-coded-status-bar"
  public let title = "A header pinned at a hard-coded 20 pt from the top goes under the sensor housing"
  public let source = "Apple: Positioning content relative to the safe area"
  public let summary =
    "Content pinned at 20 pt below the view's top (the status bar of home-button phones) lies under the notch or Dynamic Island on Face ID phones."
  public let defaultScenarioJSON = #"{"headerHeight": 44}"#
  /// Nothing this world models changes between iOS releases.
  public let osBreakpoints: [OSVersion]? = []
  public var references: [Reference] {
    [
      Reference(
        "Apple: Positioning content relative to the safe area",
        "https://developer.apple.com/documentation/uikit/positioning-content-relative-to-the-safe-area"),
      Reference(
        "Apple: UIView.safeAreaLayoutGuide",
        "https://developer.apple.com/documentation/uikit/uiview/safearealayoutguide"),
    ]
  }

  public func decodeScenario(_ json: JSONCursor) throws -> Scenario {
    var reader = try json.object()
    let height = try reader.required("headerHeight").number()
    guard height > 0, height <= 1000 else {
      throw InputError("\(json.file): \(json.path).headerHeight: expected a height in points from 1 to 1000")
    }
    try reader.finish()
    return Scenario(headerHeight: height)
  }

  public func makeWorld(in environment: Environment, scenario: Scenario) -> HardCodedStatusBarWorld {
    HardCodedStatusBarWorld(
      screen: environment.screen, safeArea: environment.safeArea, headerHeight: scenario.headerHeight)
  }

  public func measure(_ world: HardCodedStatusBarWorld, in environment: Environment, scenario: Scenario)
    -> Outcome
  {
    world.layout()
    let header = world.header.frameInWindow
    let unsafeTop = world.window.safeAreaInsets.top
    let underHousing = max(0, unsafeTop - header.minY)
    let safe = Rect(x: 0, y: unsafeTop, width: header.width, height: header.height)
    return Outcome(
      maxErrorPoints: underHousing,
      details: .object([("headerTop", .number(header.minY)), ("safeAreaTop", .number(unsafeTop))]),
      worst: Snapshot(
        screen: environment.screen, unsafe: environment.safeArea,
        shapes: [Snapshot.Shape("expected", safe, .expected), Snapshot.Shape("header", header, .content)],
        caption: "header top at \(header.minY) pt; the safe area starts at \(unsafeTop) pt"))
  }
}
