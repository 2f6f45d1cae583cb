import InsetEmulation
import InsetEngine
import InsetLint

/// `hosted-cell-safe-area` (seed 000): SwiftUI hosted by a UIHostingController inside a
/// UICollectionViewCell. A cell that overlaps the window's unsafe region (emerging at an edge
/// while scrolling, or lying under the sensor housing in landscape) gets that overlap as
/// safe-area insets, and the hosting view lays the SwiftUI content out inside them: the cell
/// frame is right, the content shrinks or shifts.
///
/// `measure` runs the scroll trace and compares, per frame and visible cell, where the content is
/// with where it should be (the cell's bounds). `details`: `framesMeasured`; `cellsMeasured` and
/// `cellsWrong` count (frame, cell) pairs, also split into cells fully inside the safe region and
/// cells at an unsafe edge; `maxLostPerEdge`; `worstCell`; `cellsConfigured` (hosting controllers
/// made); `hostingViewClasses`; `generatedClasses` and `swizzledMethods` from the runtime;
/// `controlContentError`, the full-screen control's distance from its safe region.
public struct HostedCellSafeAreaProblem: Problem {
  public typealias Scenario = HostedCellSafeAreaScenario
  public typealias World = HostedCellSafeAreaWorld

  /// The source document.
  static let seed =
    "Samuel Défago, Building a Collection For SwiftUI, Part 3 (defagos.github.io); Apple: UIHostingController.safeAreaRegions"

  public let id: ProblemID = "hosted-cell-safe-area"
  /// Releases where the emulated world changes (checked by OSBreakpointTests).
  public var osBreakpoints: [OSVersion]? { [] }
  public let title = "SwiftUI in a collection view cell loses the cell's safe-area overlap"
  public let source = HostedCellSafeAreaProblem.seed
  public let summary =
    "A UIHostingController's view inside a UICollectionViewCell applies the cell's overlap with the unsafe screen edges as safe-area insets: content shrinks in cells emerging at an edge, and in every full-width cell in landscape."

  public init() {}

  public var defaultScenarioJSON: String {
    String(decoding: PackageResources.hosted_cell_safe_area_json, as: UTF8.self)
  }
  public var references: [Reference] {
    [
      Reference(
        "Apple: UIHostingController.safeAreaRegions (iOS 16.4+)",
        "https://developer.apple.com/documentation/swiftui/uihostingcontroller/safearearegions"),
      Reference(
        "Apple: UIHostingConfiguration (iOS 16+)",
        "https://developer.apple.com/documentation/swiftui/uihostingconfiguration"),
      Reference(
        "Apple: UIView.safeAreaInsets",
        "https://developer.apple.com/documentation/uikit/uiview/safeareainsets"),
      Reference(
        "Apple: Positioning content relative to the safe area",
        "https://developer.apple.com/documentation/uikit/positioning-content-relative-to-the-safe-area"),
      Reference(
        "Samuel Défago, Building a Collection For SwiftUI (Part 3): cells emerging from screen edges get safe-area "
          + "insets; swizzling versus a per-instance dynamic subclass",
        "https://defagos.github.io/swiftui_collection_part3/"),
    ]
  }

  public func decodeScenario(_ json: JSONCursor) throws -> HostedCellSafeAreaScenario {
    try HostedCellSafeAreaScenario.decode(json)
  }

  public func contentFeatures(of scenario: HostedCellSafeAreaScenario) -> Set<ContentFeature> {
    Set(scenario.contentFeatures)
  }

  public func makeWorld(in environment: Environment, scenario: HostedCellSafeAreaScenario)
    -> HostedCellSafeAreaWorld
  {
    HostedCellSafeAreaWorld(
      screen: environment.screen, safeArea: environment.safeArea,
      layout: CollectionView.ListLayout(itemHeight: scenario.cellHeight, spacing: scenario.cellSpacing),
      itemCount: scenario.itemCount, controlScreen: scenario.controlScreen,
      assumptions: environment.assumptions)
  }

  public func measure(
    _ world: HostedCellSafeAreaWorld, in environment: Environment, scenario: HostedCellSafeAreaScenario
  )
    -> Outcome
  {
    let safeRegion = world.window.safeAreaFrame
    var tally = Tally()
    var worst: CellMeasurement?
    // The picture is the frame a user sees: the cell whose error is largest on screen (a cell
    // drawn almost entirely below the screen loses most of its content where nobody sees it),
    // the one most on screen on ties; where nothing went wrong, the on-screen cell with the
    // largest overlap with the unsafe edges, so that a reader sees the mechanism anyway.
    var seen: (cell: CellMeasurement, error: Double, onScreen: Double)?
    var pictured: (cell: CellMeasurement, error: Double, exposure: Double)?
    var hostingClasses: Set<String> = []
    // The class last added: a class changes seldom, and hashing its name for every cell of
    // every frame was a twentieth of a measurement.
    var lastHostingClass: RuntimeClass?
    // How far the cells themselves reach into the side unsafe areas (a housing, a folding phone's
    // bar): the list places them there, whatever the hosting view does inside them.
    var cellsUnderSide = HorizontalMargins.both(0)
    for distance in scenario.scrollTrace {
      let scrolled = world.scroll(toDistance: distance)
      tally.frames += 1
      for (index, cell) in world.visibleCells {
        let host = cell.hostingView
        guard let measured = CellMeasurement(index: index, cell: cell, host: host, atOffset: scrolled) else {
          continue
        }
        if let host, host.isa !== lastHostingClass {
          hostingClasses.insert(host.className)
          lastHostingClass = host.isa
        }
        let inside = safeRegion.intersection(measured.expected) == measured.expected
        tally.add(measured, inside: inside, wrong: measured.error > tolerance)
        if measured.expected.intersection(world.window.bounds).height > 0 {
          cellsUnderSide = HorizontalMargins(
            left: max(cellsUnderSide.left, safeRegion.minX - measured.expected.minX),
            right: max(cellsUnderSide.right, measured.expected.maxX - safeRegion.maxX))
        }
        if measured.error > (worst?.error ?? 0) { worst = measured }
        if let visible = measured.visibleError(on: world.window.bounds) {
          let onScreen = measured.onScreenShare(of: world.window.bounds)
          if seen.map({ (visible, onScreen) > ($0.error, $0.onScreen) }) ?? true {
            seen = (measured, visible, onScreen)
          }
        }
        if world.window.bounds.intersection(measured.expected) == measured.expected {
          let exposure =
            measured.expected.height * measured.expected.width
            - safeRegion.intersection(measured.expected).height
            * safeRegion.intersection(measured.expected).width
          if pictured.map({ (measured.error, exposure) > ($0.error, $0.exposure) }) ?? true {
            pictured = (measured, measured.error, exposure)
          }
        }
      }
    }
    var controlError: Double?
    var victim: Snapshot?
    if let shown = world.layOutControlScreen(), let expected = world.controlExpectedFrame {
      controlError = shown.maxEdgeDistance(to: expected)
      victim = controlSnapshot(shown: shown, expected: expected, world: world, environment: environment)
    }

    var notes: [String] = []
    if let worst, worst.error > tolerance {
      notes.append(
        "\(tally.wrong) of \(tally.measured) cell layouts wrong; worst: cell \(worst.index) at scroll "
          + "\(worst.atOffset.points) pt, \(worst.sentence)")
    }
    if max(tally.sideLossFromSafeArea.left, tally.sideLossFromSafeArea.right) > tolerance {
      notes.append(
        "full-width cells reach under the left/right unsafe edges: up to "
          + "\(tally.sideLossFromSafeArea.left.points) pt lost on the left, "
          + "\(tally.sideLossFromSafeArea.right.points) pt on the right")
    }
    if max(cellsUnderSide.left, cellsUnderSide.right) > tolerance {
      notes.append(
        "the cells themselves reach under the side unsafe areas (\(cellsUnderSide.left.points) pt on the left, "
          + "\(cellsUnderSide.right.points) pt on the right): content that fills them is hidden there; the list "
          + "places them, so give its sections safe-area-relative insets (landscape-side-safe-area)")
    }
    if let controlError, controlError > tolerance {
      notes.append(
        "the full-screen hosting controller's content is \(controlError.points) pt off its safe region")
    }
    let details: JSONValue = .object([
      ("embedding", .string(world.embedding.name)),
      ("configurationMargins", world.embedding.margins.map(JSONValue.init) ?? .null),
      ("framesMeasured", JSONValue(tally.frames)),
      ("cellsMeasured", JSONValue(tally.measured)),
      ("cellsWrong", JSONValue(tally.wrong)),
      ("insideSafeRegion", tally.inside.json),
      ("atUnsafeEdge", tally.atEdge.json),
      ("maxLostPerEdge", JSONValue(tally.maxLost)),
      ("worstCell", worst?.json ?? .null),
      ("cellsConfigured", JSONValue(world.cellsConfigured)),
      ("cellsCreated", JSONValue(world.collectionView.cellsCreated)),
      ("hostingViewClasses", .array(hostingClasses.sorted().map { .string($0) })),
      ("generatedClasses", JSONValue(world.runtime.allocatedClassCount)),
      ("swizzledMethods", JSONValue(world.runtime.swizzleCount)),
      ("controlContentError", JSONValue(controlError)),
    ])
    return Outcome(
      maxErrorPoints: worst?.error ?? 0, collateralPoints: controlError ?? 0, notes: notes, details: details,
      worst: picture(worst: worst, seen: seen, pictured: pictured?.cell).map {
        snapshot(of: $0, worst: worst, world: world, environment: environment)
      },
      collateral: victim)
  }

  /// The cell to draw: the worst one on screen when its on-screen error counts, else the pictured
  /// one (right everywhere), else the worst measured.
  private func picture(
    worst: CellMeasurement?, seen: (cell: CellMeasurement, error: Double, onScreen: Double)?,
    pictured: CellMeasurement?
  ) -> CellMeasurement? {
    if let seen, seen.error > tolerance { return seen.cell }
    return pictured ?? worst
  }

  /// The cell as the screen shows it: its on-screen part, the content's on-screen part, and the
  /// error a user sees as the dimension; the caption names the worst measured cell when it is a
  /// different one (mostly off screen).
  private func snapshot(
    of cell: CellMeasurement, worst: CellMeasurement?, world: HostedCellSafeAreaWorld,
    environment: Environment
  )
    -> Snapshot
  {
    let screen = world.window.bounds
    let expected = cell.expected.intersection(screen)
    let content = cell.content.clamped(to: screen)
    var caption =
      "\(environment.device.id) \(environment.orientation.rawValue): cell \(cell.index) at scroll \(cell.atOffset.points) pt, "
      + cell.sentence
    if let worst, worst.error > cell.error + tolerance {
      caption +=
        "; the largest error, \(worst.error.points) pt, is on cell \(worst.index) at scroll \(worst.atOffset.points) pt, "
        + "\(Int((100 * worst.onScreenShare(of: screen)).rounded()))% of it on screen"
    }
    return Snapshot(
      screen: world.window.frame.size, unsafe: world.window.safeAreaInsets,
      shapes: [
        .init("cell \(cell.index)", cell.expected, .container),
        .init("content", cell.content, .content),
        .init("expected (cell bounds)", cell.expected, .expected),
      ],
      caption: caption,
      dimension: expected.isEmpty ? nil : .largestEdgeGap(expected: expected, actual: content))
  }

  /// The control: the full-screen hosting controller elsewhere in the app, content against its
  /// safe region.
  private func controlSnapshot(
    shown: Rect, expected: Rect, world: HostedCellSafeAreaWorld, environment: Environment
  )
    -> Snapshot
  {
    let size = world.controlWindow?.frame.size ?? environment.screen
    let error = shown.maxEdgeDistance(to: expected)
    return Snapshot(
      screen: size, unsafe: world.controlWindow?.safeAreaInsets ?? environment.safeArea,
      shapes: [
        .init("full-screen hosting controller (SettingsView)", Rect(origin: .zero, size: size), .container),
        .init("its content", shown, .content),
        .init("expected (its safe region)", expected, .expected),
      ],
      caption:
        "an unrelated full-screen hosting controller: content \(error.points) pt off its safe region",
      dimension: .largestEdgeGap(expected: expected, actual: shown))
  }
}

extension HostedCellSafeAreaProblem {
  /// Why a cell's content is not where the cell is, read off the emulated views at measuring time.
  enum Cause: String {
    case none
    case safeAreaInset = "safe-area-inset"
    case configurationMargins = "hosting-configuration-margins"
    case other

    var explanation: String {
      switch self {
      case .none: return "right"
      case .safeAreaInset: return "the hosting view applied the cell's safe-area overlap"
      case .configurationMargins: return "inset by the hosting configuration's margins, not by the safe area"
      case .other: return "content placed off the cell"
      }
    }
  }

  /// One visible cell at one trace frame: content versus the cell's bounds, in screen coordinates.
  struct CellMeasurement {
    let index: Int
    let atOffset: Double
    let expected: Rect
    let content: Rect
    /// Per edge, how far the content edge is inside (positive) or outside the cell's.
    let lost: EdgeInsets
    let cause: Cause

    /// `host`: the cell's hosting view, found once by the caller.
    init?(index: Int, cell: HostedCellSafeAreaWorld.Cell, host: HostingView?, atOffset: Double) {
      guard let content = cell.displayedContentFrame(host: host) else { return nil }
      self.index = index
      self.atOffset = atOffset
      self.expected = cell.frameInWindow
      self.content = content
      self.lost = expected.insets(to: content)
      if expected.maxEdgeDistance(to: content) == 0 {
        cause = .none
      } else if let margins = cell.contentConfiguration?.margins, lost == margins {
        cause = .configurationMargins
      } else if let host, !host.appliedSafeAreaInsets.isZero {
        cause = .safeAreaInset
      } else {
        cause = .other
      }
    }

    var error: Double { expected.maxEdgeDistance(to: content) }

    /// The edge with the largest distance (first of top, left, bottom, right on ties).
    var edge: String {
      let edges = [("top", lost.top), ("left", lost.left), ("bottom", lost.bottom), ("right", lost.right)]
      return edges.max { abs($0.1) < abs($1.1) }.map(\.0) ?? "top"
    }

    var lostPoints: Double { max(abs(lost.top), abs(lost.left), abs(lost.bottom), abs(lost.right)) }

    /// What the measurement found, in words: where the content is short of the cell, or that it fills it.
    var sentence: String {
      guard error > 0 else { return "content fills the cell (0 pt lost)" }
      return "content \(lostPoints.points) pt in from the cell's \(edge) edge (\(cause.explanation))"
    }

    /// The error a user can see: the content against the cell, both cut to the screen; nil when
    /// the cell or
    /// the content is off screen (content squeezed to nothing still has a place).
    func visibleError(on screen: Rect) -> Double? {
      let shown = expected.intersection(screen)
      guard !shown.isEmpty, content.touches(screen) else { return nil }
      return shown.maxEdgeDistance(to: content.clamped(to: screen))
    }

    /// How much of the cell is on screen, 0...1.
    func onScreenShare(of screen: Rect) -> Double {
      let shown = expected.intersection(screen)
      let area = expected.width * expected.height
      return area > 0 ? shown.width * shown.height / area : 0
    }

    var json: JSONValue {
      .object([
        ("index", JSONValue(index)), ("atOffset", .number(atOffset)), ("frame", JSONValue(expected)),
        ("contentFrame", JSONValue(content)), ("edge", .string(edge)), ("lostPoints", .number(lostPoints)),
        ("cause", .string(cause.rawValue)),
      ])
    }
  }

  /// Counts over the trace.
  struct Tally {
    struct Group {
      var measured = 0
      var wrong = 0
      var json: JSONValue {
        .object([("cellsMeasured", JSONValue(measured)), ("cellsWrong", JSONValue(wrong))])
      }
    }

    var frames = 0
    var inside = Group()
    var atEdge = Group()
    var maxLost = EdgeInsets.zero
    /// Left/right losses of cells whose hosting view applied the safe area (landscape housing).
    var sideLossFromSafeArea = HorizontalMargins.both(0)

    var measured: Int { inside.measured + atEdge.measured }
    var wrong: Int { inside.wrong + atEdge.wrong }

    mutating func add(_ cell: CellMeasurement, inside isInside: Bool, wrong: Bool) {
      if isInside {
        inside.measured += 1
        if wrong { inside.wrong += 1 }
      } else {
        atEdge.measured += 1
        if wrong { atEdge.wrong += 1 }
      }
      let l = cell.lost
      if cell.cause == .safeAreaInset {
        sideLossFromSafeArea = HorizontalMargins(
          left: max(sideLossFromSafeArea.left, l.left), right: max(sideLossFromSafeArea.right, l.right))
      }
      maxLost = EdgeInsets(
        top: max(maxLost.top, abs(l.top)), left: max(maxLost.left, abs(l.left)),
        bottom: max(maxLost.bottom, abs(l.bottom)), right: max(maxLost.right, abs(l.right)))
    }
  }

}

extension HostedCellSafeAreaWorld.Embedding {
  var name: String {
    switch self {
    case .hostingController: return "hosting-controller"
    case .hostingConfiguration: return "hosting-configuration"
    case .uiKitCell: return "uikit-cell"
    }
  }

  /// The content margins in effect for a hosting configuration (defaults resolved).
  var margins: EdgeInsets? {
    guard case .hostingConfiguration(let margins) = self else { return nil }
    return margins ?? HostingConfiguration.defaultMargins
  }
}

extension Rect {
  /// Overlaps `other` or touches it from inside, counting a rectangle squeezed to no width or
  /// height (content with nothing left) by where it is.
  fileprivate func touches(_ other: Rect) -> Bool {
    func overlap(_ a0: Double, _ a1: Double, _ b0: Double, _ b1: Double) -> Bool {
      a1 > a0 ? a0 < b1 && a1 > b0 : a0 >= b0 && a0 <= b1
    }
    return overlap(minX, maxX, other.minX, other.maxX) && overlap(minY, maxY, other.minY, other.maxY)
  }

  /// Cut to `other`, keeping a place (and no size) where it lies outside.
  fileprivate func clamped(to other: Rect) -> Rect {
    let x0 = Swift.min(Swift.max(minX, other.minX), other.maxX)
    let x1 = Swift.min(Swift.max(maxX, other.minX), other.maxX)
    let y0 = Swift.min(Swift.max(minY, other.minY), other.maxY)
    let y1 = Swift.min(Swift.max(maxY, other.minY), other.maxY)
    return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
  }
}
