import InsetEmulation
import InsetEngine
import InsetLint

/// `landscape-side-safe-area`: in landscape on phones with a sensor housing (and beside a folding
/// device's bar) the window has side insets (44 to 62 pt). Text and controls laid out against the
/// view's own leading and trailing edges, flow-layout sections measured from the content inset (a
/// vertical collection view adds no side inset), or SwiftUI text under `.ignoresSafeArea()` go
/// under the housing. A full-bleed background is meant to go there; text is not.
///
/// `measure` lays the screen out in the environment's orientation and again after turning to the
/// other side, and measures, for every text frame, how far it reaches into the left and the right
/// unsafe band (`max(0, L − minX)`, `max(0, maxX − (W − R))`), naming the sensor (or bar) side.
/// The error is the largest overlap, in points; backgrounds are drawn, never measured.
public struct LandscapeSideSafeAreaProblem: Problem {
  public typealias Scenario = LandscapeSideSafeAreaScenario
  public typealias World = LandscapeSideSafeAreaWorld

  public init() {}

  public let id: ProblemID = "landscape-side-safe-area"
  /// Compositional sections gain `contentInsetsReference` in iOS 14.
  public var osBreakpoints: [OSVersion]? { [OSVersion(14, 0)] }
  public let title = "Content under the sensor housing in landscape"
  public let source =
    "Apple: UIView.safeAreaLayoutGuide, UICollectionViewFlowLayout.sectionInsetReference; blinksh/blink PR #461"
  public let summary =
    "In landscape the window has side insets where the sensor housing (or a folding device's bar) is. Text pinned to "
    + "the view's leading and trailing edges, flow-layout sections measured from the content inset, and SwiftUI text "
    + "under .ignoresSafeArea() go under it; full-bleed backgrounds may, text may not."
  public var defaultScenarioJSON: String {
    String(decoding: PackageResources.landscape_side_safe_area_json, as: UTF8.self)
  }

  static let compositionalDefaultIsSafeArea = Assumption.flag(
    "compositional-configuration-reference-safe-area", default: true,
    statement:
      "From iOS 14, a compositional layout configuration's contentInsetsReference defaults to .safeArea, so sections left "
      + "at .automatic keep text out of the side insets; before iOS 14 section insets count from the content inset.",
    source:
      "inferred: Apple's NSCollectionLayoutSection.contentInsetsReference page says .automatic follows the configuration; "
      + "the configuration page read gives no default (needs a device check)",
    test: "LandscapeSideSafeAreaTests.test_compositionalSections_dependOnTheConfigurationDefault")

  public var assumptions: [Assumption] { [Self.compositionalDefaultIsSafeArea] }

  public var references: [Reference] {
    [
      Reference(
        "Apple: UIView.safeAreaLayoutGuide",
        "https://developer.apple.com/documentation/uikit/uiview/safearealayoutguide"),
      Reference(
        "Apple: UIView.insetsLayoutMarginsFromSafeArea",
        "https://developer.apple.com/documentation/uikit/uiview/insetslayoutmarginsfromsafearea"),
      Reference(
        "Apple: UICollectionViewFlowLayout.sectionInsetReference (default .fromContentInset)",
        "https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/sectioninsetreference-swift.property"
      ),
      Reference(
        "Apple: NSCollectionLayoutSection.contentInsetsReference (iOS 14)",
        "https://developer.apple.com/documentation/uikit/nscollectionlayoutsection/contentinsetsreference"),
      Reference(
        "Apple: UIScrollView.ContentInsetAdjustmentBehavior.always",
        "https://developer.apple.com/documentation/uikit/uiscrollview/contentinsetadjustmentbehavior/always"),
      Reference(
        "Apple: View.ignoresSafeArea(_:edges:)",
        "https://developer.apple.com/documentation/swiftui/view/ignoressafearea(_:edges:)"),
      Reference(
        "Apple: View.background(_:ignoresSafeAreaEdges:) (iOS 15)",
        "https://developer.apple.com/documentation/swiftui/view/background(_:ignoressafeareaedges:)"),
      Reference(
        "blinksh/blink PR #461: controls under the housing in landscape, fixed by pinning to the safe area",
        "https://github.com/blinksh/blink/pull/461"),
      Reference(
        "airbnb/MagazineLayout #13: a custom layout reading contentInset instead of adjustedContentInset",
        "https://github.com/airbnb/MagazineLayout/issues/13"),
      Reference(
        "lionheart/openradar-mirror #19081 (rdar 36070764): child controllers in a scroll view get wrong side insets",
        "https://github.com/lionheart/openradar-mirror/issues/19081"),
    ]
  }

  public func decodeScenario(_ json: JSONCursor) throws -> LandscapeSideSafeAreaScenario {
    try LandscapeSideSafeAreaScenario.decode(json)
  }

  public func contentFeatures(of scenario: LandscapeSideSafeAreaScenario) -> Set<ContentFeature> {
    [scenario.screen.feature]
  }

  public func makeWorld(in environment: Environment, scenario: LandscapeSideSafeAreaScenario)
    -> LandscapeSideSafeAreaWorld
  {
    LandscapeSideSafeAreaWorld(
      device: environment.device, orientation: environment.orientation, os: environment.os,
      scenario: scenario,
      compositionalDefault: environment.assumptions.flag(Self.compositionalDefaultIsSafeArea)
        ? .safeArea : .contentInset)
  }

  public func measure(
    _ world: LandscapeSideSafeAreaWorld, in environment: Environment, scenario: LandscapeSideSafeAreaScenario
  )
    -> Outcome
  {
    world.layout()
    var states = [SideState(world, moment: "laid out in \(world.orientation.rawValue)")]
    let other: Orientation = environment.orientation == .landscapeLeft ? .landscapeRight : .landscapeLeft
    world.rotate(to: other)
    states.append(SideState(world, moment: "after turning to \(other.rawValue)"))
    let worst = states.enumerated().max { a, b in
      a.element.error < b.element.error || (a.element.error == b.element.error && a.offset > b.offset)
    }!.element
    let details = JSONValue.object([
      ("screen", .string(scenario.screen.rawValue)),
      ("states", .array(states.map(\.json))),
      ("worstState", .string(worst.moment)),
    ])
    return Outcome(
      maxErrorPoints: worst.error,
      notes: states.filter { $0.error > tolerance }.map { "\($0.moment): \($0.sentence)" },
      details: details, worst: worst.snapshot(device: environment.device),
      figure: .edges(worst.edgeSamples))
  }
}

/// The screen at one orientation: how far its text reaches into each side's unsafe band.
struct SideState {
  let moment: String
  let orientation: Orientation
  let screen: Size
  let unsafe: EdgeInsets
  let texts: [(name: String, frame: Rect)]
  let backgrounds: [(name: String, frame: Rect)]
  /// Which physical side holds the sensor housing or the bar, if either side does.
  let specialSide: (side: String, what: String)?

  init(_ world: LandscapeSideSafeAreaWorld, moment: String) {
    self.moment = moment
    orientation = world.orientation
    screen = world.window.bounds.size
    unsafe = world.window.safeAreaInsets
    texts = world.textFrames
    backgrounds = world.backgroundFrames
    if world.device.hasVerticalBar, unsafe.left != unsafe.right {
      specialSide = (unsafe.left > unsafe.right ? "left" : "right", "bar")
    } else if world.device.homeIndicator, orientation.isLandscape, unsafe.left > 0 {
      // landscape-left: the device's bottom is on the left, its top (the housing) on the right.
      specialSide = (orientation == .landscapeLeft ? "right" : "left", "sensor housing")
    } else {
      specialSide = nil
    }
  }

  var leftOverlap: Double { texts.map { max(0, unsafe.left - $0.frame.minX) }.max() ?? 0 }
  var rightOverlap: Double { texts.map { max(0, $0.frame.maxX - (screen.width - unsafe.right)) }.max() ?? 0 }
  var error: Double { max(leftOverlap, rightOverlap) }

  func label(_ side: String) -> String {
    guard let special = specialSide else { return side }
    return special.side == side ? "\(side) (\(special.what) side)" : "\(side) (other side)"
  }

  var sentence: String {
    guard error > 0 else { return "text stays inside the safe area on both sides" }
    var parts: [String] = []
    if leftOverlap > 0 { parts.append("\(leftOverlap.points) pt under the \(label("left")) band") }
    if rightOverlap > 0 { parts.append("\(rightOverlap.points) pt under the \(label("right")) band") }
    return "text reaches " + parts.joined(separator: " and ")
  }

  var json: JSONValue {
    .object([
      ("moment", .string(moment)), ("orientation", .string(orientation.rawValue)),
      ("sensorSide", JSONValue(specialSide?.side)),
      ("left", .object([("unsafe", .number(unsafe.left)), ("overlap", .number(leftOverlap))])),
      ("right", .object([("unsafe", .number(unsafe.right)), ("overlap", .number(rightOverlap))])),
      ("text", .array(texts.map { .object([("name", .string($0.name)), ("frame", JSONValue($0.frame))]) })),
    ])
  }

  var edgeSamples: [EdgeSample] {
    let minX = texts.map(\.frame.minX).min() ?? unsafe.left
    let maxX = texts.map(\.frame.maxX).max() ?? (screen.width - unsafe.right)
    return [
      EdgeSample(side: label("left"), reference: "safe edge", expected: unsafe.left, actual: minX),
      EdgeSample(
        side: label("right"), reference: "safe edge", expected: unsafe.right, actual: screen.width - maxX),
    ]
  }

  func snapshot(device: DeviceProfile) -> Snapshot {
    var shapes = backgrounds.map { Snapshot.Shape($0.name, $0.frame, .marker) }
    for text in texts {
      shapes.append(Snapshot.Shape(text.name, text.frame, .content))
      let safeMinX = max(text.frame.minX, unsafe.left)
      let safeMaxX = min(text.frame.maxX, screen.width - unsafe.right)
      shapes.append(
        Snapshot.Shape(
          "\(text.name), inside the safe area",
          Rect(
            x: safeMinX, y: text.frame.minY, width: max(0, safeMaxX - safeMinX), height: text.frame.height),
          .expected))
    }
    var dimension: Snapshot.Dimension?
    if let text = texts.first, error > 0 {
      let y = text.frame.minY + text.frame.height / 2
      dimension =
        leftOverlap >= rightOverlap
        ? .init(from: Point(x: unsafe.left, y: y), to: Point(x: text.frame.minX, y: y), value: leftOverlap)
        : .init(
          from: Point(x: screen.width - unsafe.right, y: y), to: Point(x: text.frame.maxX, y: y),
          value: rightOverlap)
    }
    return Snapshot(
      screen: screen, unsafe: unsafe, shapes: shapes,
      caption: "\(device.id) \(orientation.rawValue), \(moment): \(sentence)", dimension: dimension,
      orientation: orientation)
  }
}
