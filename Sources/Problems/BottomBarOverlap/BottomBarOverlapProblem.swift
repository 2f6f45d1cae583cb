import InsetEmulation
import InsetEngine
import InsetLint

/// `bottom-bar-overlap`: a custom bottom bar, tab bar or floating button laid over scrolling
/// content (a `ZStack` or `.overlay` in SwiftUI, a subview added over a table in UIKit) adds
/// nothing to the content's safe area, so at the end of scrolling the last rows stay under it.
/// The bar's height depends on the device (the home-indicator band below it) and on the text size.
///
/// `measure` shows the screen, scrolls to the end, changes the text size, scrolls again, rotates
/// and scrolls again; at each moment it measures how much of the last row lies under the bar
/// (`hidden`) and how far above the bar it stops when something reserves too much (`excess`). The
/// error is the larger of the two, in points.
public struct BottomBarOverlapProblem: Problem {
  public typealias Scenario = BottomBarOverlapScenario
  public typealias World = BottomBarOverlapWorld

  public init() {}

  public let id: ProblemID = "bottom-bar-overlap"
  public var osBreakpoints: [OSVersion]? { [] }
  public let title = "A custom bar over scrolling content hides the last rows"
  public let source =
    "Apple: UIViewController.additionalSafeAreaInsets, View.safeAreaInset(edge:); vultisig/vultisig-ios PR #4346"
  public let summary =
    "A custom bottom bar or floating button overlaid on a list adds nothing to the list's safe area: at the end of "
    + "scrolling the last rows stay under it. A fixed spacer drifts when the bar grows with Dynamic Type or the "
    + "device's home-indicator band changes."
  public var defaultScenarioJSON: String {
    String(decoding: PackageResources.bottom_bar_overlap_json, as: UTF8.self)
  }

  static let barGrowth = Assumption.points(
    "bar-height-per-text-point", default: 1.2,
    statement:
      "A bar holding one line of Body text grows by 1.2 pt per point the Body size grows (its line height; icons and "
      + "padding stay).",
    source:
      "inferred (a line's height is about 1.2 times its point size; Apple publishes no bar heights per text size)",
    test: "BottomBarOverlapTests.test_largerText_growsTheBar_andTheFixedSpacerHidesTheLastRow")

  public var assumptions: [Assumption] { [Self.barGrowth] }

  public var references: [Reference] {
    [
      Reference(
        "Apple: UIViewController.additionalSafeAreaInsets",
        "https://developer.apple.com/documentation/uikit/uiviewcontroller/additionalsafeareainsets"),
      Reference(
        "Apple: View.safeAreaInset(edge:alignment:spacing:content:) (iOS 15)",
        "https://developer.apple.com/documentation/swiftui/view/safeareainset(edge:alignment:spacing:content:)-4s51l"
      ),
      Reference(
        "Apple: View.safeAreaPadding(_:_:) (iOS 17)",
        "https://developer.apple.com/documentation/swiftui/view/safeareapadding(_:_:)"),
      Reference(
        "Apple: UIScrollView.adjustedContentInset",
        "https://developer.apple.com/documentation/uikit/uiscrollview/adjustedcontentinset"),
      Reference(
        "Apple: Positioning content relative to the safe area",
        "https://developer.apple.com/documentation/uikit/positioning-content-relative-to-the-safe-area"),
      Reference(
        "vultisig/vultisig-ios PR #4346: a ZStack bar over the content, 104 pt tall against a 78 pt spacer: 26 pt hidden",
        "https://github.com/vultisig/vultisig-ios/pull/4346"),
      Reference(
        "material-components-ios PR #2261: a bottom bar container sets its child's additionalSafeAreaInsets.bottom",
        "https://github.com/material-components/material-components-ios/pull/2261"),
      Reference(
        "onl1ner/TabBar #15: content under a custom tab bar", "https://github.com/onl1ner/TabBar/issues/15"),
    ]
  }

  public func decodeScenario(_ json: JSONCursor) throws -> BottomBarOverlapScenario {
    try BottomBarOverlapScenario.decode(json)
  }

  public func makeWorld(in environment: Environment, scenario: BottomBarOverlapScenario)
    -> BottomBarOverlapWorld
  {
    BottomBarOverlapWorld(
      device: environment.device, orientation: environment.orientation, scenario: scenario,
      growthPerTextPoint: environment.assumptions.points(Self.barGrowth))
  }

  public func measure(
    _ world: BottomBarOverlapWorld, in environment: Environment, scenario: BottomBarOverlapScenario
  )
    -> Outcome
  {
    world.present()
    var states = [BarState(world, moment: "first layout, \(world.contentSize.rawValue) text")]
    if let change = scenario.contentSizeChange {
      world.changeContentSize(to: change)
      states.append(BarState(world, moment: "after text size \(change.rawValue)"))
    }
    if scenario.rotate {
      let target: Orientation = environment.orientation == .portrait ? .landscapeLeft : .portrait
      world.rotate(to: target)
      states.append(BarState(world, moment: "after rotation to \(target.rawValue)"))
    }
    let worst = states.enumerated().max { a, b in
      a.element.error < b.element.error || (a.element.error == b.element.error && a.offset > b.offset)
    }!.element
    let details = JSONValue.object([
      ("states", .array(states.map(\.json))),
      ("worstState", .string(worst.moment)),
    ])
    return Outcome(
      maxErrorPoints: worst.error,
      notes: states.filter { $0.error > tolerance }.map { "\($0.moment): \($0.sentence)" },
      details: details, worst: worst.snapshot(device: environment.device),
      figure: .moments(states.map { $0.snapshot(device: environment.device) }))
  }
}

/// The list scrolled to its end at one moment: where the last row stops against the bar's top.
struct BarState {
  let moment: String
  let screen: Size
  let unsafe: EdgeInsets
  let orientation: Orientation
  let lastRow: Rect
  let bar: Rect
  let list: Rect
  let barHeight: Double
  let appliedBottomInset: Double
  let scrolls: Bool

  init(_ world: BottomBarOverlapWorld, moment: String) {
    self.moment = moment
    lastRow = world.scrollToEnd()
    screen = world.window.bounds.size
    unsafe = world.window.safeAreaInsets
    orientation = world.orientation
    bar = world.bar.frameInWindow
    list = world.list.frameInWindow
    barHeight = world.barHeight
    appliedBottomInset = world.list.adjustedContentInset.bottom + world.spacer
    scrolls = world.scrolls
  }

  /// Points of the last row under the bar.
  var hidden: Double { Self.rounded(max(0, min(lastRow.maxY, bar.maxY) - bar.minY)) }
  /// Points between the last row and the bar when more was reserved than the bar covers.
  var excess: Double { scrolls ? Self.rounded(max(0, bar.minY - lastRow.maxY)) : 0 }
  /// To a thousandth of a point: sums of fractional bar heights leave float noise.
  static func rounded(_ value: Double) -> Double { (value * 1000).rounded() / 1000 }
  var error: Double { max(hidden, excess) }

  var sentence: String {
    if hidden > 0 { return "\(hidden.points) pt of the last row stay under the \(barHeight.points) pt bar" }
    if excess > 0 { return "the last row stops \(excess.points) pt above the bar (reserved too much)" }
    return "the last row ends exactly at the bar's top"
  }

  var json: JSONValue {
    .object([
      ("moment", .string(moment)), ("barHeight", .number(barHeight)), ("barTop", .number(bar.minY)),
      ("lastRowBottom", .number(lastRow.maxY)), ("appliedBottomInset", .number(appliedBottomInset)),
      ("hidden", .number(hidden)), ("excess", .number(excess)),
    ])
  }

  func snapshot(device: DeviceProfile) -> Snapshot {
    let expected = Rect(
      x: lastRow.minX, y: bar.minY - lastRow.height, width: lastRow.width, height: lastRow.height)
    return Snapshot(
      screen: screen, unsafe: unsafe,
      shapes: [
        Snapshot.Shape("list", list, .container),
        Snapshot.Shape("last row", lastRow, .content),
        Snapshot.Shape("last row, clear of the bar", expected, .expected),
        Snapshot.Shape("bar", bar, .marker),
      ],
      caption: "\(device.id) \(orientation.rawValue), \(moment), scrolled to the end: \(sentence)",
      dimension: error > 0
        ? .init(
          from: Point(x: (lastRow.minX + lastRow.width / 2), y: bar.minY),
          to: Point(x: (lastRow.minX + lastRow.width / 2), y: lastRow.maxY), value: error)
        : nil,
      orientation: orientation)
  }
}
