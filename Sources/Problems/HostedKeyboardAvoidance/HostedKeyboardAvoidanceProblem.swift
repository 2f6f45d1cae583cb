import InsetEmulation
import InsetEngine

/// `hosted-keyboard-avoidance`: a UIHostingController's view placed inside UIKit (a bottom bar,
/// cells, a child panel) moves or shrinks when the keyboard shows, because the hosting view treats
/// the keyboard as a safe-area region and SwiftUI avoids it (Apple, `SafeAreaRegions.keyboard`),
/// even where UIKit already handles the keyboard or wants the view to stay under it;
/// `.ignoresSafeArea(.keyboard)` inside helps only on a flexible root without a focused field.
///
/// `measure` lays every host out at rest, brings the docked keyboard up, then hides it; per host
/// it compares where the SwiftUI root is, in the host's bounds, with where it was at rest (how
/// far it moved or shrank: expected 0), and at rest how far it reaches beyond the host's safe
/// area (a host that dropped the container region puts content under the home indicator). The
/// control, a full-screen SwiftUI form, must end at the keyboard's top: any other distance is
/// collateral damage.
public struct HostedKeyboardAvoidanceProblem: Problem {
  public typealias Scenario = HostedKeyboardAvoidanceScenario
  public typealias World = HostedKeyboardAvoidanceWorld

  public init() {}

  static let focusedFieldAvoids = Assumption.flag(
    "hosting-focused-text-field-avoids", default: true,
    statement:
      "A SwiftUI root holding the focused TextField avoids the keyboard even under .ignoresSafeArea(.keyboard).",
    source:
      "expo/expo PR #41302 (TextField does not respect .ignoresSafeArea and still shows keyboard avoidance; one report)",
    test:
      "HostedKeyboardAvoidanceTests.test_flexibleRootIgnoringTheKeyboard_failsOnlyWithAFocusedTextField_expo41302"
  )
  static let regionsAdd = Assumption.flag(
    "hosting-keyboard-region-adds-to-container", default: false,
    statement:
      "A hosting view's bottom inset with the keyboard up is the larger of the container's and the keyboard's overlap, not their sum.",
    source: "SwiftUIX/SwiftUIX #165 (the bottom safe area equalled the 336 pt keyboard height, not 336 + 34)",
    test: "HostedKeyboardAvoidanceTests.test_bottomBarOnAFaceIDPhone_flexibleRootShrinks46_centredRootMoves23"
  )

  public let id: ProblemID = "hosted-keyboard-avoidance"
  public var osBreakpoints: [OSVersion]? { [] }
  public let title = "SwiftUI hosted inside UIKit moves with the keyboard"
  public let source =
    "Apple: SafeAreaRegions.keyboard, UIHostingController.safeAreaRegions; expo/expo PR #41302"
  public let summary =
    "A UIHostingController's view used as a bar, a cell or a panel inside UIKit applies the keyboard as a "
    + "safe-area region: its SwiftUI content moves up or shrinks when the keyboard shows, though UIKit already "
    + "handles the keyboard; .ignoresSafeArea(.keyboard) inside does not always help."
  public var defaultScenarioJSON: String {
    String(decoding: PackageResources.hosted_keyboard_avoidance_json, as: UTF8.self)
  }
  public var assumptions: [Assumption] { [Self.focusedFieldAvoids, Self.regionsAdd] }
  public var references: [Reference] {
    [
      Reference(
        "Apple: SafeAreaRegions.keyboard (iOS 14)",
        "https://developer.apple.com/documentation/swiftui/safearearegions/keyboard"),
      Reference(
        "Apple: UIHostingController.safeAreaRegions (iOS 16.4)",
        "https://developer.apple.com/documentation/swiftui/uihostingcontroller/safearearegions"),
      Reference(
        "Apple: ignoresSafeArea(_:edges:)",
        "https://developer.apple.com/documentation/swiftui/view/ignoressafearea(_:edges:)"),
      Reference(
        "expo/expo PR #41302: TextField keeps avoiding the keyboard under .ignoresSafeArea; safeAreaRegions on 16.4+",
        "https://github.com/expo/expo/pull/41302"),
      Reference(
        "Peter Steinberger: Disabling keyboard avoidance in SwiftUI UIHostingController (gist)",
        "https://gist.github.com/steipete/da72299613dcc91e8d729e48b4bb582c"),
      Reference(
        "SwiftUIX/SwiftUIX #165: the bottom safe area equals the keyboard height",
        "https://github.com/SwiftUIX/SwiftUIX/issues/165"),
    ]
  }

  public func decodeScenario(_ json: JSONCursor) throws -> HostedKeyboardAvoidanceScenario {
    try HostedKeyboardAvoidanceScenario.decode(json)
  }

  public func makeWorld(in environment: Environment, scenario: HostedKeyboardAvoidanceScenario)
    -> HostedKeyboardAvoidanceWorld
  {
    let presentation = Self.presentation(scenario, in: environment)
    return HostedKeyboardAvoidanceWorld(
      screen: environment.screen, safeArea: environment.safeArea, scenario: scenario,
      focusedFieldAvoids: environment.assumptions.flag(Self.focusedFieldAvoids),
      regionsAdd: environment.assumptions.flag(Self.regionsAdd), presentation: presentation)
  }

  /// Where the UIKit screen is shown; the sheet sizes are the emulation's named assumptions.
  static func presentation(_ scenario: HostedKeyboardAvoidanceScenario, in environment: Environment)
    -> Presentation
  {
    Presentation(
      scenario.presentation, screen: environment.screen, safeArea: environment.safeArea,
      isPad: KeyboardGeometry.isPad(environment.device),
      metrics: Presentation.Metrics(environment.assumptions))
  }

  public func measure(
    _ world: HostedKeyboardAvoidanceWorld, in environment: Environment,
    scenario: HostedKeyboardAvoidanceScenario
  ) -> Outcome {
    world.build()
    var rest: [Rect?] = world.hosts.map { $0.layOutContent() }
    var measured: [HostMeasurement] = []
    for (host, frame) in zip(world.hosts, rest) {
      guard let frame, host.placement == .bottomBar else { continue }
      // At rest: content must not reach further into the host's unsafe area than the root as
      // written does with every region honoured (a host that dropped the container region does).
      let safe = host.view.bounds.inset(by: host.view.geometricSafeAreaInsets)
      let designed = world.designedContent(host.root).frame(proposed: safe, swiftUISafeArea: .zero)
      let limit = Rect(
        x: safe.minX, y: min(safe.minY, designed.minY), width: safe.width,
        height: max(safe.maxY, designed.maxY) - min(safe.minY, designed.minY))
      let beyond = max(0, frame.maxY - limit.maxY, limit.minY - frame.minY)
      let inside = frame.intersection(limit)
      measured.append(
        HostMeasurement(
          host: host, state: "rest", content: frame, expected: inside.isEmpty ? limit : inside, error: beyond,
          world: world))
    }
    world.keyboard.show(
      .docked, frame: KeyboardGeometry.dockedFrame(in: environment, screen: environment.screen))
    var controlError: Double?
    var victim: Snapshot?
    if let shown = world.layOutControl(), let controlWindow = world.controlWindow {
      let keyboardTop = controlWindow.windowRect(fromScreen: world.keyboard.frame).minY
      let expectedBottom = min(controlWindow.bounds.maxY - controlWindow.safeAreaInsets.bottom, keyboardTop)
      let expected = Rect(
        x: shown.minX, y: shown.minY, width: shown.width, height: max(0, expectedBottom - shown.minY))
      controlError = abs(shown.maxY - expectedBottom)
      victim = Snapshot(
        screen: environment.screen, unsafe: environment.safeArea,
        shapes: [
          .init("full-screen SwiftUI form (its own host)", controlWindow.bounds, .container),
          .init("its content", shown, .content),
          .init("expected (ends at the keyboard)", expected, .expected),
          .init("keyboard", world.keyboard.frame, .marker),
        ],
        caption:
          "an unrelated full-screen SwiftUI form: content ends \(controlError!.points) pt off the keyboard's top",
        dimension: .largestEdgeGap(expected: expected, actual: shown), orientation: environment.orientation)
    }
    for (index, host) in world.hosts.enumerated() {
      guard let before = rest[index], let now = host.layOutContent() else { continue }
      measured.append(
        HostMeasurement(
          host: host, state: "keyboard-shown", content: now, expected: before,
          error: before.maxEdgeDistance(to: now), world: world))
    }
    world.keyboard.hide()
    for (index, host) in world.hosts.enumerated() {
      guard let before = rest[index], let now = host.layOutContent() else { continue }
      measured.append(
        HostMeasurement(
          host: host, state: "keyboard-hidden", content: now, expected: before,
          error: before.maxEdgeDistance(to: now), world: world))
      rest[index] = now
    }
    if scenario.rotateWithKeyboardUp {
      measured += measureRotation(world, in: environment, scenario: scenario)
    }
    let worst = measured.max { $0.error < $1.error }
    // The picture is the worst host a user sees: a cell behind the keyboard, however squeezed,
    // shows nothing; where every moment is right, the first with the keyboard up.
    let seen = measured.filter { $0.isSeen(on: Rect(origin: .zero, size: ($0.turned ?? environment).screen)) }
      .max { $0.error < $1.error }
    let pictured = worst.map { worst -> HostMeasurement in
      guard worst.error > 0 else { return measured.first(where: { $0.state == "keyboard-shown" }) ?? worst }
      return seen.map { $0.error > tolerance ? $0 : worst } ?? worst
    }
    var perPlacement: [(String, JSONValue)] = []
    for placement in scenario.placements {
      let errors = measured.filter { $0.host.placement == placement }.map(\.error)
      perPlacement.append((placement.rawValue, .number(errors.max() ?? 0)))
    }
    var notes: [String] = []
    if let worst, worst.error > tolerance {
      notes.append(
        "\(worst.host.label), \(worst.state): SwiftUI content \(worst.error.points) pt off where it was at rest"
      )
    }
    if let controlError, controlError > tolerance {
      notes.append(
        "the full-screen SwiftUI form no longer ends at the keyboard: \(controlError.points) pt off")
    }
    let details = JSONValue.object([
      ("placements", .array(scenario.placements.map { .string($0.rawValue) })),
      ("roots", .array(scenario.roots.map { .string($0.rawValue) })),
      ("embedding", .string(world.embedding == .uiKit ? "uikit" : "hosting-controller")),
      ("hosts", JSONValue(world.hosts.count)),
      ("hostsMoved", JSONValue(Set(measured.filter { $0.error > tolerance }.map { $0.host.index }).count)),
      ("maxErrorPerPlacement", .object(perPlacement)),
      ("worst", worst?.json ?? .null),
      ("keyboardFrame", JSONValue(KeyboardGeometry.dockedFrame(in: environment, screen: environment.screen))),
      (
        "hostingViewClasses",
        .array(
          Set(world.hosts.compactMap { $0.controller?.hostingView.className }).sorted().map { .string($0) })
      ),
      ("generatedClasses", JSONValue(world.runtime.allocatedClassCount)),
      ("swizzledMethods", JSONValue(world.runtime.swizzleCount)),
      ("controlContentError", JSONValue(controlError)),
    ])
    return Outcome(
      maxErrorPoints: worst?.error ?? 0, collateralPoints: controlError ?? 0, notes: notes, details: details,
      worst: pictured.map { $0.snapshot(environment: $0.turned ?? environment, largest: worst) },
      collateral: victim)
  }

  /// The keyboard comes up again, the device turns (portrait ⇄ landscape) and the keyboard takes
  /// the new orientation's docked frame: per host, where the content is right after the turn,
  /// against where it is in the new orientation once the keyboard is down (expected: the same).
  func measureRotation(
    _ world: HostedKeyboardAvoidanceWorld, in environment: Environment,
    scenario: HostedKeyboardAvoidanceScenario
  ) -> [HostMeasurement] {
    let turned = environment.rotated(to: environment.orientation.isLandscape ? .portrait : .landscapeLeft)
    let keyboardFrame = KeyboardGeometry.dockedFrame(in: turned, screen: turned.screen)
    world.keyboard.show(
      .docked, frame: KeyboardGeometry.dockedFrame(in: environment, screen: environment.screen))
    world.rotate(
      screen: turned.screen, safeArea: turned.safeArea, presentation: Self.presentation(scenario, in: turned),
      keyboardFrame: keyboardFrame)
    let shown = world.hosts.map { $0.layOutContent() }
    world.keyboard.hide()
    let rest = world.hosts.map { $0.layOutContent() }
    // Up again in the new orientation, so the picture has the hosts and keyboard of the moment.
    world.keyboard.show(.docked, frame: keyboardFrame)
    var result: [HostMeasurement] = []
    for (index, host) in world.hosts.enumerated() {
      guard let now = shown[index], let before = rest[index] else { continue }
      var measurement = HostMeasurement(
        host: host, state: "rotated-keyboard-shown", content: now, expected: before,
        error: before.maxEdgeDistance(to: now), world: world)
      measurement.turned = turned
      result.append(measurement)
    }
    world.keyboard.hide()
    return result
  }
}

/// One host at one moment: its SwiftUI content against where it should be, in the host's bounds
/// (kept in window coordinates for the picture).
struct HostMeasurement {
  let host: HostedKeyboardAvoidanceWorld.Host
  let state: String
  let error: Double
  let hostFrame: Rect
  let content: Rect
  let expected: Rect
  let keyboard: Rect?
  /// The environment after a rotation, for a moment measured there (nil: the run's own).
  var turned: Environment?

  init(
    host: HostedKeyboardAvoidanceWorld.Host, state: String, content: Rect, expected: Rect, error: Double,
    world: HostedKeyboardAvoidanceWorld
  ) {
    self.host = host
    self.state = state
    self.error = error
    hostFrame = host.view.frameInWindow
    self.content = host.view.convertToWindow(content)
    self.expected = host.view.convertToWindow(expected)
    keyboard = world.keyboard.mode == .hidden ? nil : world.keyboard.frame
  }

  var json: JSONValue {
    .object([
      ("host", .string(host.label)), ("state", .string(state)), ("error", .number(error)),
      ("hostFrame", JSONValue(hostFrame)), ("contentFrame", JSONValue(content)),
      ("expectedFrame", JSONValue(expected)),
    ])
  }

  /// On screen and not wholly behind the keyboard.
  func isSeen(on screen: Rect) -> Bool {
    guard hostFrame.intersects(screen) else { return false }
    guard let keyboard else { return true }
    return hostFrame.intersection(keyboard) != hostFrame
  }

  /// The moment as drawn; the caption names `largest` when it is a larger error elsewhere.
  func snapshot(environment: Environment, largest: HostMeasurement? = nil) -> Snapshot {
    var caption =
      "\(environment.device.id) \(environment.orientation.rawValue): \(host.label), \(state): content \(error.points) pt off "
      + (state == "rest" ? "the host's safe area" : "where it was with the keyboard down")
    if let largest, largest.error > error + 0.5 {
      caption +=
        "; the largest error, \(largest.error.points) pt, is on \(largest.host.label), \(largest.state)"
        + (largest.isSeen(on: Rect(origin: .zero, size: environment.screen))
          ? "" : ", behind the keyboard or off screen")
    }
    var shapes: [Snapshot.Shape] = [
      .init(host.label, hostFrame, .container), .init("SwiftUI content", content, .content),
      .init(
        state == "rest" ? "expected (inside the safe area)" : "expected (where it was at rest)", expected,
        .expected),
    ]
    if let keyboard { shapes.append(.init("keyboard (docked)", keyboard, .marker)) }
    return Snapshot(
      screen: environment.screen, unsafe: environment.safeArea, shapes: shapes,
      caption: caption,
      dimension: .largestEdgeGap(expected: expected, actual: content), orientation: environment.orientation)
  }
}
