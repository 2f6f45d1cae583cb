import InsetEmulation
import InsetEngine
import InsetLint

/// `window-safe-area-read`: insets read from "the" window (`UIApplication.shared.keyWindow`,
/// `windows.first`, `connectedScenes.first…`) instead of the view's own safe area, or read once
/// (an initializer, `viewDidLoad`) and never again. They are zero before the view is in a window,
/// belong to another window beside a Slide Over scene or on an external display, miss the bars and
/// sheets that change the view's own insets, read as zero while a system alert makes the app
/// inactive, and go stale after a rotation.
///
/// `measure` runs every setup of the scenario as its own app, lifecycle event by event, and at
/// each moment the screen is visible (first layout, after the alert, after a rotation) compares
/// the insets the code uses with the view's own `safeAreaInsets`, edge by edge. The error is the
/// largest difference in points. `details.states` lists every case and moment; `hiddenReads` the
/// values read while the view was not yet on screen.
public struct WindowSafeAreaReadProblem: Problem {
  public typealias Scenario = WindowSafeAreaReadScenario
  public typealias World = WindowSafeAreaReadWorld

  public init() {}

  public let id: ProblemID = "window-safe-area-read"
  public var osBreakpoints: [OSVersion]? { [] }
  public let title = "Insets read from a global window, or read once"
  public let source =
    "Apple: UIView.safeAreaInsets, UIApplication.keyWindow, UIWindowScene.keyWindow; longitachi/ZLPhotoBrowser #1057"
  public let summary =
    "Safe-area insets read from the app's key window, its first window or the first connected scene, or read "
    + "once in an initializer or viewDidLoad, are zero before the view is in a window, belong to another window "
    + "(Slide Over, an external display), miss navigation bars and sheets, read zero during a system alert and "
    + "go stale after a rotation."
  public var defaultScenarioJSON: String {
    String(decoding: PackageResources.window_safe_area_read_json, as: UTF8.self)
  }

  static let navigationBarHeight = Assumption.points(
    "navigation-bar-height", default: 44,
    statement:
      "A standard navigation bar adds 44 pt to the top safe area of the controller it shows (regular height).",
    source:
      "community: useyourloaf \"Supporting iPhone X\" (44 pt in portrait on iPhone 8); no Apple page gives it",
    test: "WindowSafeAreaReadTests.test_underANavigationBar_theWindowsInsetMissesTheBarHeight")
  static let compactNavigationBarHeight = Assumption.points(
    "navigation-bar-height-compact", default: 32,
    statement: "In compact height (iPhone landscape) a standard navigation bar is 32 pt tall.",
    source: "community: useyourloaf \"Supporting iPhone X\" (32 pt in landscape on iPhone 8)",
    test: "WindowSafeAreaReadTests.test_underANavigationBar_inLandscape_theBarIsCompact")
  static let slideOverWidth = Assumption.points(
    "slide-over-width", default: 320,
    statement:
      "A Slide Over scene on iPad is 320 pt wide, 8 pt (slide-over-margin) from the screen's safe edges.",
    source: "inferred (Apple documents Slide Over, not its frame)",
    test: "WindowSafeAreaReadTests.test_besideASlideOverScene_theKeyWindowIsTheOtherScenes")
  static let slideOverMargin = Assumption.points(
    "slide-over-margin", default: 8,
    statement:
      "A Slide Over scene keeps this distance from the screen's right edge and its safe top and bottom.",
    source: "inferred",
    test: "WindowSafeAreaReadTests.test_besideASlideOverScene_theKeyWindowIsTheOtherScenes")
  static let externalDisplayInsetsZero = Assumption.flag(
    "external-display-insets-zero", default: true,
    statement: "A window on an external display has no safe-area insets (true), or the device's (false).",
    source: "inferred (Apple documents no insets for external screens)",
    test: "WindowSafeAreaReadTests.test_onAnExternalDisplay_theDevicesKeyWindowIsRead")

  public var assumptions: [Assumption] {
    [
      Self.navigationBarHeight, Self.compactNavigationBarHeight, Self.slideOverWidth, Self.slideOverMargin,
      Self.externalDisplayInsetsZero,
    ]
  }

  public var references: [Reference] {
    [
      Reference(
        "Apple: UIView.safeAreaInsets",
        "https://developer.apple.com/documentation/uikit/uiview/safeareainsets"),
      Reference(
        "Apple: UIViewController.viewSafeAreaInsetsDidChange()",
        "https://developer.apple.com/documentation/uikit/uiviewcontroller/viewsafeareainsetsdidchange()"),
      Reference(
        "Apple: UIApplication.keyWindow (deprecated in iOS 13)",
        "https://developer.apple.com/documentation/uikit/uiapplication/keywindow"),
      Reference(
        "Apple: UIWindowScene.keyWindow (iOS 15)",
        "https://developer.apple.com/documentation/uikit/uiwindowscene/keywindow"),
      Reference(
        "Apple: UIApplication.connectedScenes",
        "https://developer.apple.com/documentation/uikit/uiapplication/connectedscenes"),
      Reference(
        "Apple: UIView.safeAreaLayoutGuide",
        "https://developer.apple.com/documentation/uikit/uiview/safearealayoutguide"),
      Reference(
        "Apple: GeometryProxy.safeAreaInsets",
        "https://developer.apple.com/documentation/swiftui/geometryproxy/safeareainsets"),
      Reference(
        "longitachi/ZLPhotoBrowser #1057: insets read from the foreground-active scene are zero during a permission alert",
        "https://github.com/longitachi/ZLPhotoBrowser/issues/1057"),
      Reference(
        "freshOS/KeyboardLayoutGuide PR #12: the key window is not always the app's content window",
        "https://github.com/freshOS/KeyboardLayoutGuide/pull/12"),
      Reference(
        "scenee/FloatingPanel PR #155: insets observed without .initial miss the first value",
        "https://github.com/scenee/FloatingPanel/pull/155"),
      Reference(
        "John-Lluch/SWRevealViewController #739: stale insets after rotation",
        "https://github.com/John-Lluch/SWRevealViewController/issues/739"),
    ]
  }

  public func decodeScenario(_ json: JSONCursor) throws -> WindowSafeAreaReadScenario {
    try WindowSafeAreaReadScenario.decode(json)
  }

  public func makeWorld(in environment: Environment, scenario: WindowSafeAreaReadScenario)
    -> WindowSafeAreaReadWorld
  {
    let a = environment.assumptions
    let external =
      a.flag(Self.externalDisplayInsetsZero)
      ? EdgeInsets.zero : environment.device.metrics(in: .portrait).safeArea
    return WindowSafeAreaReadWorld(
      device: environment.device, orientation: environment.orientation, setups: scenario.setups,
      navigationBarHeight: a.points(Self.navigationBarHeight),
      compactNavigationBarHeight: a.points(Self.compactNavigationBarHeight),
      sheetMetrics: Presentation.Metrics(a),
      slideOverWidth: a.points(Self.slideOverWidth), slideOverMargin: a.points(Self.slideOverMargin),
      externalDisplayInsets: external)
  }

  public func measure(
    _ world: WindowSafeAreaReadWorld, in environment: Environment, scenario: WindowSafeAreaReadScenario
  )
    -> Outcome
  {
    var states: [WindowReadState] = []
    var hidden: [JSONValue] = []
    for item in world.cases {
      // Reads made before the view is on screen: recorded, not measured (nobody sees them yet).
      item.lifecycle.on(.viewDidLoad) { _ in
        hidden.append(
          .object([
            ("case", .string(item.name)), ("moment", .string("viewDidLoad")),
            ("used", JSONValue(item.used)), ("readAt", .string(item.readAt)),
          ]))
      }
      world.present(item)
      states.append(WindowReadState(item, moment: "first layout"))
      if item.setup == .systemAlert {
        world.dismissSystemAlert(item)
        states.append(WindowReadState(item, moment: "after the system alert"))
      }
      if scenario.rotate {
        let target: Orientation = environment.orientation == .portrait ? .landscapeLeft : .portrait
        world.rotate(item, to: target)
        states.append(WindowReadState(item, moment: "after rotation to \(target.rawValue)"))
      }
    }
    guard
      let worst = states.enumerated().max(by: { a, b in
        a.element.error < b.element.error || (a.element.error == b.element.error && a.offset > b.offset)
      })?.element
    else { return Outcome(maxErrorPoints: 0, notes: ["no setup applies to \(environment.device.id)"]) }
    let details = JSONValue.object([
      ("setups", .array(world.cases.map { .string($0.name) })),
      ("states", .array(states.map(\.json))),
      ("hiddenReads", .array(hidden)),
      ("worstState", .string("\(worst.caseName): \(worst.moment)")),
    ])
    // One note per case: its worst visible moment.
    var notes: [String] = []
    for item in world.cases {
      let own = states.filter { $0.caseName == item.name && $0.error > tolerance }
      if let bad = own.max(by: { $0.error < $1.error }) {
        notes.append("\(bad.caseName), \(bad.moment): \(bad.sentence)")
      }
    }
    let pictured = states.filter { $0.caseName == worst.caseName }.map {
      $0.snapshot(device: environment.device)
    }
    return Outcome(
      maxErrorPoints: worst.error, notes: notes, details: details,
      worst: worst.snapshot(device: environment.device),
      figure: .moments(pictured))
  }
}

/// One visible moment of one case: the insets in use against the view's own.
struct WindowReadState {
  let caseName: String
  let moment: String
  let used: EdgeInsets
  let truth: EdgeInsets
  let readAt: String
  /// The view's frame on its screen, the window's, the screen's size and unsafe edges.
  let viewOnScreen: Rect
  let windowOnScreen: Rect
  let screen: Size
  let unsafe: EdgeInsets
  let orientation: Orientation?

  init(_ item: WindowSafeAreaReadWorld.Case, moment: String) {
    caseName = item.name
    self.moment = moment
    used = item.used
    truth = item.trueInsets
    readAt = item.readAt
    let window = item.window
    windowOnScreen = window.frame
    viewOnScreen = item.controller.view.frameInWindow.offsetBy(dx: window.frame.minX, dy: window.frame.minY)
    let screenObject = window.scene?.screen
    screen = screenObject?.bounds.size ?? window.frame.size
    unsafe = screenObject?.unsafeInsets ?? .zero
    orientation =
      screenObject?.kind == .external ? nil : (screen.width > screen.height ? .landscapeLeft : .portrait)
  }

  var error: Double {
    max(
      abs(used.top - truth.top), abs(used.left - truth.left), abs(used.bottom - truth.bottom),
      abs(used.right - truth.right))
  }

  var sentence: String {
    "uses \(used.description) (read \(readAt)) where the view's safe area is \(truth.description): off by \(error.points) pt"
  }

  var json: JSONValue {
    .object([
      ("case", .string(caseName)), ("moment", .string(moment)), ("used", JSONValue(used)),
      ("readAt", .string(readAt)), ("viewSafeArea", JSONValue(truth)), ("errorPoints", .number(error)),
    ])
  }

  func snapshot(device: DeviceProfile) -> Snapshot {
    let placed = Rect(origin: .zero, size: viewOnScreen.size).inset(by: used.clampedAtZero)
      .offsetBy(dx: viewOnScreen.minX, dy: viewOnScreen.minY)
    let expected = Rect(origin: .zero, size: viewOnScreen.size).inset(by: truth)
      .offsetBy(dx: viewOnScreen.minX, dy: viewOnScreen.minY)
    var shapes: [Snapshot.Shape] = []
    if windowOnScreen.size != screen { shapes.append(Snapshot.Shape("window", windowOnScreen, .container)) }
    shapes.append(Snapshot.Shape("view", viewOnScreen, .container))
    shapes.append(Snapshot.Shape("laid out with the insets read", placed, .content))
    shapes.append(Snapshot.Shape("the view's safe area", expected, .expected))
    return Snapshot(
      screen: screen, unsafe: unsafe, shapes: shapes,
      caption: "\(device.id), \(caseName), \(moment): \(sentence)",
      dimension: error > 0 ? .largestEdgeGap(expected: expected, actual: placed) : nil,
      orientation: orientation)
  }
}
