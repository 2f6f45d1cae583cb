import InsetEmulation
import InsetEngine
import InsetLint

/// A custom UIInputView / input accessory sits on the screen's bottom edge; on a Face ID device
/// its content must end where the home-indicator area begins, so the view must grow by the
/// window's bottom inset, in every state: at first show and after a rotation (seed 003).
///
/// The world is a `InputViewBottomInsetWorld`; strategies shape its input view as the subclass would.
/// `measure` presents the controller, brings the keyboard up, optionally rotates, and in each
/// state compares where the content ends with where the unsafe bottom begins.
public struct InputViewBottomInsetProblem: Problem {
  public typealias Scenario = InputViewBottomInsetScenario
  public typealias World = InputViewBottomInsetWorld

  public init() {}

  public let id: ProblemID = "input-view-bottom-inset"
  /// The subclass the strategies' members belong to (seed 003's `UIInputView` subclass).
  static let inputViewType = CodePlacement.members(typeName: "AccessoryInputView", inherits: "UIInputView")
  /// Releases where the emulated world changes (checked by OSBreakpointTests).
  public var osBreakpoints: [OSVersion]? { [] }
  public let title = "Custom input view ignores the home-indicator inset"
  public let source =
    "Open Radar 34411433 (openradar.me); Apple: UIInputView.allowsSelfSizing, UIResponder.inputAccessoryView"
  public let summary =
    "A custom UIInputView or input accessory sits on the screen's bottom edge; unless it grows by the "
    + "window's bottom safe-area inset, its content runs under the home indicator. The fix must be right "
    + "whenever the keyboard is up: after viewDidLoad or viewDidAppear, and after a rotation."
  public var defaultScenarioJSON: String {
    String(decoding: PackageResources.input_view_bottom_inset_json, as: UTF8.self)
  }
  public var references: [Reference] {
    [
      Reference("Apple: UIInputView", "https://developer.apple.com/documentation/uikit/uiinputview"),
      Reference(
        "Apple: UIInputView.allowsSelfSizing",
        "https://developer.apple.com/documentation/uikit/uiinputview/allowsselfsizing"),
      Reference(
        "Apple: UIResponder.inputAccessoryView",
        "https://developer.apple.com/documentation/uikit/uiresponder/inputaccessoryview"),
      Reference(
        "rdar://34411433 (Open Radar): input accessory views and the iPhone X home indicator; Apple's answer: the "
          + "view must respect its own safeAreaInsets",
        "http://www.openradar.me/34411433"),
    ]
  }

  public func decodeScenario(_ json: JSONCursor) throws -> InputViewBottomInsetScenario {
    try InputViewBottomInsetScenario.decode(json)
  }

  public func makeWorld(in environment: Environment, scenario: InputViewBottomInsetScenario)
    -> InputViewBottomInsetWorld
  {
    InputViewBottomInsetWorld(
      device: environment.device, orientation: environment.orientation, contentHeight: scenario.contentHeight,
      firstResponderAt: scenario.firstResponderAt)
  }

  public func measure(
    _ world: InputViewBottomInsetWorld, in environment: Environment, scenario: InputViewBottomInsetScenario
  )
    -> Outcome
  {
    world.present()
    var states = [InputViewState(name: "first-show", world: world)]
    if let target = scenario.rotateTo {
      world.rotate(to: target)
      states.append(InputViewState(name: "after-rotation-to-\(target.rawValue)", world: world))
    }
    let worst = states.enumerated().max { a, b in
      abs(a.element.errorPoints) < abs(b.element.errorPoints)
        || (abs(a.element.errorPoints) == abs(b.element.errorPoints) && a.offset > b.offset)
    }!.element
    let details = JSONValue.object([
      ("contentHeight", .number(scenario.contentHeight)),
      ("firstResponderAt", .string(scenario.firstResponderAt.rawValue)),
      ("rotateTo", JSONValue(scenario.rotateTo?.rawValue)),
      ("states", .array(states.map(\.json))),
      ("worstState", .string(worst.name)),
      ("intrinsicSizeQueries", JSONValue(world.host.intrinsicSizeQueries)),
      ("events", .array(world.events.map { .string($0) })),
    ])
    return Outcome(
      maxErrorPoints: abs(worst.errorPoints), notes: states.compactMap { $0.finding(tolerance: tolerance) },
      details: details, worst: worst.snapshot(device: environment.device),
      figure: .moments(states.map { $0.snapshot(device: environment.device) }))
  }
}

/// One moment with the keyboard up, measured in the keyboard window (screen coordinates).
struct InputViewState {
  let name: String
  let orientation: Orientation
  let screen: Size
  let unsafe: EdgeInsets
  let inputFrame: Rect
  let contentFrame: Rect
  let contentHeight: Double

  init(name: String, world: InputViewBottomInsetWorld) {
    self.name = name
    orientation = world.orientation
    screen = world.host.window.bounds.size
    unsafe = world.host.window.safeAreaInsets
    inputFrame = world.inputView.frameInWindow
    contentFrame = world.inputView.contentView.frameInWindow
    contentHeight = world.inputView.contentHeight
  }

  /// Where the content must end: at the top of the unsafe bottom region.
  var expectedBottomInset: Double { unsafe.bottom }
  /// Where it does end, measured from the screen's bottom edge.
  var appliedBottomInset: Double { screen.height - contentFrame.maxY }
  /// Positive: the content overlaps the unsafe bottom by that much; negative: extra gap.
  var errorPoints: Double { expectedBottomInset - appliedBottomInset }

  var expectedContentFrame: Rect {
    Rect(
      x: contentFrame.minX, y: screen.height - expectedBottomInset - contentHeight, width: contentFrame.width,
      height: contentHeight)
  }

  var json: JSONValue {
    .object([
      ("name", .string(name)),
      ("orientation", .string(orientation.rawValue)),
      ("expectedBottomInset", .number(expectedBottomInset)),
      ("appliedBottomInset", .number(appliedBottomInset)),
      ("errorPoints", .number(errorPoints)),
      ("inputViewFrame", JSONValue(inputFrame)),
      ("contentFrame", JSONValue(contentFrame)),
    ])
  }

  var sentence: String {
    if errorPoints > 0 {
      return "content overlaps the unsafe bottom (home indicator) by \(errorPoints.points) pt"
    }
    if errorPoints < 0 {
      return "content ends \((-errorPoints).points) pt above the unsafe bottom (extra gap)"
    }
    return "content ends exactly at the unsafe bottom (\(expectedBottomInset.points) pt)"
  }

  func finding(tolerance: Double) -> String? {
    abs(errorPoints) > tolerance ? "\(name): \(sentence)" : nil
  }

  func snapshot(device: DeviceProfile) -> Snapshot {
    var shapes = [
      Snapshot.Shape("input view", inputFrame, .container),
      Snapshot.Shape("content", contentFrame, .content),
      Snapshot.Shape("expected content", expectedContentFrame, .expected),
    ]
    if unsafe.bottom > 0 {
      let label = device.homeIndicator ? "home indicator" : "unsafe bottom"
      shapes.append(
        Snapshot.Shape(
          label, Rect(x: 0, y: screen.height - unsafe.bottom, width: screen.width, height: unsafe.bottom),
          .marker))
    }
    return Snapshot(
      screen: screen, unsafe: unsafe, shapes: shapes,
      caption: "\(device.id) \(orientation.rawValue), \(name): \(sentence)",
      dimension: .init(
        from: Point(x: contentFrame.minX + contentFrame.width / 2, y: screen.height - expectedBottomInset),
        to: Point(x: contentFrame.minX + contentFrame.width / 2, y: contentFrame.maxY),
        value: abs(errorPoints)),
      orientation: orientation)
  }
}
