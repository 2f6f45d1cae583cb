import InsetEmulation
import InsetEngine

/// `keyboard-inset`: hand-rolled keyboard-frame math. The keyboard's end frame is in screen
/// coordinates and includes the home-indicator band; used raw as a bottom inset or a constraint
/// constant it counts the bottom safe area twice where the receiver already has it (an
/// automatically adjusted scroll view, a constraint to `safeAreaLayoutGuide.bottomAnchor`), and
/// it is wrong wherever the view does not span the screen (a sheet, Split View) or the keyboard is
/// not docked.
///
/// `measure` lays the view out at rest, brings the keyboard up in each of the scenario's modes
/// (phones: docked only), then hides it; in each state it compares where the receiver's content
/// ends (the last row at the largest offset, or the pinned control's bottom) with where it should
/// end: the docked keyboard's top where the keyboard covers the view, else where it ends at rest.
/// `details.states[]`: `gap` (positive: a dead strip above the keyboard; negative: content under
/// it) and `overlap` (content hidden), in points.
public struct KeyboardInsetProblem: Problem {
  public typealias Scenario = KeyboardInsetScenario
  public typealias World = KeyboardInsetWorld

  public init() {}

  public let id: ProblemID = "keyboard-inset"
  public var osBreakpoints: [OSVersion]? { [] }
  public let title = "Keyboard end-frame height used raw as an inset"
  public let source =
    "Apple: UIResponder.keyboardFrameEndUserInfoKey, UIKeyboardLayoutGuide; square/Listable #100; BottleRocketStudios/iOS-KeyboardSupport PR #13"
  public let summary =
    "The keyboard's end frame is in screen coordinates and includes the home-indicator band: used raw as a "
    + "bottom inset or constant it leaves a 34 pt gap on a Face ID phone (21 in landscape, none on a home-button "
    + "phone), and it is wrong in a sheet, in Split View and with an undocked or floating keyboard."
  public var defaultScenarioJSON: String {
    String(decoding: PackageResources.keyboard_inset_json, as: UTF8.self)
  }
  public var assumptions: [Assumption] { KeyboardGeometry.all }
  public var references: [Reference] {
    [
      Reference(
        "Apple: UIResponder.keyboardFrameEndUserInfoKey (the frame is in the screen's coordinate space)",
        "https://developer.apple.com/documentation/uikit/uiresponder/keyboardframeenduserinfokey"),
      Reference(
        "Apple: UIKeyboardLayoutGuide (iOS 15)",
        "https://developer.apple.com/documentation/uikit/uikeyboardlayoutguide"),
      Reference(
        "Apple: UIKeyboardLayoutGuide.followsUndockedKeyboard",
        "https://developer.apple.com/documentation/uikit/uikeyboardlayoutguide/followsundockedkeyboard"),
      Reference(
        "Apple: UIKeyboardLayoutGuide.usesBottomSafeArea (iOS 17)",
        "https://developer.apple.com/documentation/uikit/uikeyboardlayoutguide/usesbottomsafearea"),
      Reference(
        "Apple: UIViewController.additionalSafeAreaInsets",
        "https://developer.apple.com/documentation/uikit/uiviewcontroller/additionalsafeareainsets"),
      Reference(
        "square/Listable #100: the keyboard inset still has the safe-area inset (iPhone 11 vs iPhone 8)",
        "https://github.com/square/Listable/issues/100"),
      Reference(
        "BottleRocketStudios/iOS-KeyboardSupport PR #13: the keyboard frame encompasses the safe area",
        "https://github.com/BottleRocketStudios/iOS-KeyboardSupport/pull/13"),
      Reference(
        "Papercloud/KeyboardConstraint #8: a constraint to the safe area needs the guide's length taken off",
        "https://github.com/Papercloud/KeyboardConstraint/issues/8"),
      Reference(
        "RxSwiftCommunity/RxKeyboard #84: a gap between the bar and the keyboard on iPhone X",
        "https://github.com/RxSwiftCommunity/RxKeyboard/issues/84"),
      Reference(
        "Douglas Hill: avoid the keyboard with additionalSafeAreaInsets (gist)",
        "https://gist.github.com/douglashill/41ea84f0ba59feecd3be51f21f73d501"),
    ]
  }

  public func decodeScenario(_ json: JSONCursor) throws -> KeyboardInsetScenario {
    try KeyboardInsetScenario.decode(json)
  }

  static func presentation(_ scenario: KeyboardInsetScenario, in environment: Environment) -> Presentation {
    Presentation(
      scenario.presentation, screen: environment.screen, safeArea: environment.safeArea,
      isPad: KeyboardGeometry.isPad(environment.device),
      metrics: Presentation.Metrics(environment.assumptions, splitFraction: scenario.splitFraction))
  }

  public func makeWorld(in environment: Environment, scenario: KeyboardInsetScenario) -> KeyboardInsetWorld {
    let presentation = Self.presentation(scenario, in: environment)
    let world = KeyboardInsetWorld(
      screen: environment.screen, safeArea: environment.safeArea, presentation: presentation,
      scenario: scenario,
      sheetMovesWithKeyboard: environment.assumptions.flag(KeyboardGeometry.sheetMovesWithKeyboard))
    world.layout()
    return world
  }

  public func measure(
    _ world: KeyboardInsetWorld, in environment: Environment, scenario: KeyboardInsetScenario
  )
    -> Outcome
  {
    world.layout()
    // Where the content ends as designed, with no keyboard: the receiver's own anchor.
    func designed() -> Double {
      switch scenario.receiver {
      case .scrollView:
        return world.view.bounds.maxY - (scenario.adjustment == .never ? 0 : world.systemBottomInset)
      case .pinnedControl:
        return world.view.bounds.maxY - (scenario.pinnedTo == .view ? 0 : world.systemBottomInset)
      }
    }
    let designedRest = designed()
    let isPad = KeyboardGeometry.isPad(environment.device)
    let modes = scenario.keyboardModes.filter { isPad || $0 == .docked || $0 == .hardware }
    var states: [KeyboardInsetState] = []
    for mode in (modes.isEmpty ? [.docked] : modes) {
      world.keyboard.show(
        mode, frame: KeyboardGeometry.frame(mode, in: environment, screen: environment.screen),
        undockedPostsWillHide: environment.assumptions.flag(KeyboardGeometry.undockedPostsWillHide))
      states.append(
        KeyboardInsetState(name: "shown-\(mode.rawValue)", world: world, designedRest: designedRest))
    }
    world.keyboard.hide()
    states.append(KeyboardInsetState(name: "hidden", world: world, designedRest: designedRest))
    if scenario.rotateWithKeyboardUp {
      // Docked again, then the device turns: measured in the new orientation, keyboard up and down.
      let turned = environment.rotated(to: environment.orientation.isLandscape ? .portrait : .landscapeLeft)
      world.keyboard.show(
        .docked, frame: KeyboardGeometry.dockedFrame(in: environment, screen: environment.screen))
      world.rotate(
        safeArea: turned.safeArea, presentation: Self.presentation(scenario, in: turned),
        screen: turned.screen,
        keyboardFrame: KeyboardGeometry.dockedFrame(in: turned, screen: turned.screen))
      let turnedRest = designed()
      states.append(
        KeyboardInsetState(
          name: "rotated-shown-docked", world: world, designedRest: turnedRest, turned: turned))
      world.keyboard.hide()
      states.append(
        KeyboardInsetState(name: "rotated-hidden", world: world, designedRest: turnedRest, turned: turned))
    }
    let worst = states.enumerated().max { a, b in
      abs(a.element.gap) < abs(b.element.gap)
        || (abs(a.element.gap) == abs(b.element.gap) && a.offset > b.offset)
    }!.element
    let details = JSONValue.object([
      ("receiver", .string(scenario.receiver.rawValue)),
      ("adjustment", .string(scenario.adjustment.rawValue)),
      ("pinnedTo", .string(scenario.pinnedTo.rawValue)),
      ("presentation", .string(scenario.presentation.rawValue)),
      ("viewFrameInScreen", JSONValue(world.presentation.rootFrameInScreen)),
      ("states", .array(states.map(\.json))),
      ("worstState", .string(worst.name)),
      ("maxOverlap", .number(states.map(\.overlap).max() ?? 0)),
      ("notifications", .array(world.keyboard.posted.map { .string($0.name.rawValue) })),
    ])
    let snapshots = states.map { $0.snapshot(environment: $0.turned ?? environment, world: world) }
    return Outcome(
      maxErrorPoints: abs(worst.gap), notes: states.compactMap { $0.finding(tolerance: tolerance) },
      details: details, worst: worst.snapshot(environment: worst.turned ?? environment, world: world),
      figure: .moments(snapshots))
  }
}

/// One moment of the run, measured in the root view's coordinates and kept in screen coordinates
/// for the picture.
struct KeyboardInsetState {
  let name: String
  let mode: Keyboard.Mode
  let keyboardFrame: Rect
  let viewFrame: Rect
  let contentBottom: Double
  let expectedBottom: Double
  /// The environment after a rotation, for a moment measured there (nil: the run's own).
  let turned: Environment?
  /// Where the window and the pinned control were at this moment, in screen coordinates.
  let windowFrame: Rect
  let controlFrame: Rect

  init(name: String, world: KeyboardInsetWorld, designedRest: Double, turned: Environment? = nil) {
    self.name = name
    self.turned = turned
    windowFrame = world.window.frame
    controlFrame = world.control.frameInWindow.offsetBy(
      dx: world.window.frame.minX, dy: world.window.frame.minY)
    mode = world.keyboard.mode
    keyboardFrame = world.keyboard.frame
    viewFrame = world.view.frame.offsetBy(dx: world.window.frame.minX, dy: world.window.frame.minY)
    contentBottom = world.contentBottom
    let covered = world.view.bounds.intersection(world.view.convertFromScreen(world.keyboard.frame))
    expectedBottom = mode.isDocked && !covered.isEmpty ? min(designedRest, covered.minY) : designedRest
  }

  /// Positive: a dead strip between the content and the keyboard (or its resting place); negative:
  /// content under the keyboard.
  var gap: Double { expectedBottom - contentBottom }
  var overlap: Double { max(0, -gap) }

  var json: JSONValue {
    .object([
      ("name", .string(name)), ("mode", .string(mode.rawValue)), ("keyboardFrame", JSONValue(keyboardFrame)),
      ("contentBottom", .number(contentBottom)), ("expectedBottom", .number(expectedBottom)),
      ("gap", .number(gap)), ("overlap", .number(overlap)),
    ])
  }

  var sentence: String {
    let target =
      mode.isDocked ? "the keyboard's top" : "its resting place (the keyboard covers nothing it must avoid)"
    if gap > 0 { return "content ends \(gap.points) pt above \(target): a dead strip" }
    if gap < 0 { return "content runs \((-gap).points) pt under the keyboard" }
    return "content ends at \(target)"
  }

  func finding(tolerance: Double) -> String? { abs(gap) > tolerance ? "\(name): \(sentence)" : nil }

  func snapshot(environment: Environment, world: KeyboardInsetWorld) -> Snapshot {
    let top = viewFrame.minY
    var shapes: [Snapshot.Shape] = []
    if windowFrame != Rect(origin: .zero, size: environment.screen) {
      shapes.append(.init("window", windowFrame, .container))
    }
    shapes.append(.init("view (\(world.presentation.style.rawValue))", viewFrame, .container))
    shapes.append(
      .init(
        world.scenario.receiver == .scrollView ? "content to its last row" : "pinned control",
        world.scenario.receiver == .scrollView
          ? Rect(x: viewFrame.minX, y: top, width: viewFrame.width, height: max(0, contentBottom))
          : controlFrame,
        .content))
    shapes.append(
      .init(
        "expected end",
        Rect(x: viewFrame.minX, y: top, width: viewFrame.width, height: max(0, expectedBottom)),
        .expected))
    if mode != .hidden && mode != .hardware {
      shapes.append(.init("keyboard (\(mode.rawValue))", keyboardFrame, .marker))
    }
    let x = viewFrame.minX + viewFrame.width / 2
    return Snapshot(
      screen: environment.screen, unsafe: environment.safeArea, shapes: shapes,
      caption:
        "\(environment.device.id) \(environment.orientation.rawValue), \(world.presentation.style.rawValue), \(name): \(sentence)",
      dimension: .init(
        from: Point(x: x, y: top + expectedBottom), to: Point(x: x, y: top + contentBottom), value: abs(gap)),
      orientation: environment.orientation)
  }
}
