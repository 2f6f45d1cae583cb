import InsetEmulation
import InsetEngine
import InsetLint

/// A List header placed with `safeAreaInset(edge: .top)` must move with the List's scroll
/// offset, and must not slide under the navigation bar (seed 004).
///
/// Measured per frame of the scroll trace: how far the header moved (the `headerOffset` a
/// tracker wrote, or a section header's travel on screen) against how far the list's scroll
/// view really scrolled, and how many points of the drawn header the navigation bar covers.
/// A glitch is a jump of the header between two frames, larger than `glitchThreshold` and not
/// made by the content.
public struct ListScrollTrackingProblem: Problem {
  public typealias Scenario = ListScrollTrackingScenario
  public typealias World = ListScrollTrackingWorld

  /// A jump the eye sees: 2 pt is 6 pixels on a 3x screen.
  static let glitchThreshold = 2.0

  public let id: ProblemID = "list-scroll-tracking"
  /// Releases where the emulated world changes (checked by OSBreakpointTests).
  public var osBreakpoints: [OSVersion]? { [ListBacking.collectionViewSince] }
  public let title = "List header in safeAreaInset does not follow the scroll offset"
  public let source =
    "Apple: View.safeAreaInset, View.onScrollGeometryChange; fivestars.blog: SwiftUI ScrollView offset"
  public let summary = """
    A List header placed with .safeAreaInset(edge: .top) stays put while the List scrolls; moving \
    it needs the List's scroll offset, which PreferenceKeys and row GeometryReaders inside a List do \
    not deliver reliably, and which a Section header gets only by scrolling under the navigation bar.
    """
  public var defaultScenarioJSON: String {
    String(decoding: PackageResources.list_scroll_tracking_json, as: UTF8.self)
  }
  public var references: [Reference] {
    [
      Reference(
        "Apple: View.safeAreaInset(edge:alignment:spacing:content:)",
        "https://developer.apple.com/documentation/swiftui/view/safeareainset(edge:alignment:spacing:content:)"
      ),
      Reference(
        "Apple: View.onScrollGeometryChange(for:of:action:) (iOS 18+)",
        "https://developer.apple.com/documentation/swiftui/view/onscrollgeometrychange(for:of:action:)"),
      Reference("Apple: PreferenceKey", "https://developer.apple.com/documentation/swiftui/preferencekey"),
      Reference(
        "Federico Zanetello, SwiftUI ScrollView offset (GeometryReader and a PreferenceKey)",
        "https://fivestars.blog/articles/scrollview-offset"),
    ]
  }

  public func decodeScenario(_ json: JSONCursor) throws -> Scenario { try Scenario.decode(json) }

  public func makeWorld(in environment: Environment, scenario: Scenario) -> World {
    let screen = ListScrollTrackingScreen(
      device: environment.device, orientation: environment.orientation, os: environment.os,
      rowCount: scenario.rowCount, rowHeight: scenario.rowHeight, headerHeight: scenario.headerHeight,
      assumptions: environment.assumptions)
    return ListScrollTrackingWorld(screen: screen, modifierOrder: scenario.modifierOrder)
  }

  public func measure(_ world: World, in environment: Environment, scenario: Scenario) -> Outcome {
    let screen = world.screen
    screen.appear()
    var run = TraceRun(previousTruth: screen.scrolledDistance, previousReported: screen.headerDisplacement)
    var rowZeroLeftAt: Int?
    var rowZeroBackAt: Int?
    for (frame, distance) in scenario.scrollTrace.enumerated() {
      screen.scroll(toDistance: distance)
      let rowZeroAlive = screen.list.liveRowReaders.contains { $0.row == 0 }
      if screen.list.hasRowReaders {
        if !rowZeroAlive && rowZeroLeftAt == nil { rowZeroLeftAt = frame }
        if rowZeroAlive && rowZeroLeftAt != nil && rowZeroBackAt == nil { rowZeroBackAt = frame }
      }
      run.record(frame: frame, screen: screen, tolerance: tolerance)
    }

    let observed = screen.trackedScrollViews.first
    let trackerFound =
      screen.headerPlacement == .sectionHeader
      || screen.trackedScrollViews.contains { $0 === screen.scrollView }
      || screen.list.hasSectionPreferences || screen.list.hasRowReaders
    var notes: [String] = []
    for tracker in screen.offsetTrackers where tracker.observed == nil {
      notes.append(
        "ScrollViewOffsetTracker: superview exists: \(tracker.superview != nil), UIScrollView not found")
    }
    if let observed, observed !== screen.scrollView {
      notes.append(
        "tracker observes the header's \(observed.className), not the List's \(screen.scrollView.className)")
    }
    notes += screen.console
    if screen.list.hasSectionPreferences {
      notes.append("onPreferenceChange called \(screen.list.preferenceDeliveries) time(s)")
    }
    if let left = rowZeroLeftAt {
      var note = "row 0's cell was reused at frame \(left) (scrolled \(scenario.scrollTrace[left].points) pt)"
      if let back = rowZeroBackAt { note += ", row 0 came back at frame \(back)" }
      notes.append(note)
    }
    if run.maxError > tolerance, let frame = run.firstOff {
      notes.append(
        "header off by up to \(run.maxError.points) pt (first at frame \(frame), \(run.framesOff) of \(run.frames) frames)"
      )
    }
    if run.glitches > 0 {
      notes.append(
        "header jumped \(run.glitches) time(s), up to \(run.largestGlitch.points) pt the content did not move"
      )
    }
    if run.maxOcclusion > tolerance {
      notes.append("navigation bar covers up to \(run.maxOcclusion.points) pt of the header")
    }

    let details: JSONValue = .object([
      ("backingClass", .string(screen.scrollView.className)),
      ("modifierOrder", .string(world.modifierOrder.rawValue)),
      ("headerPlacement", .string(screen.headerPlacement.rawValue)),
      ("tracker", .string(trackerKind(screen))),
      ("trackerFound", .bool(trackerFound)),
      ("observedScrollView", JSONValue(observed?.className)),
      ("frames", JSONValue(run.frames)),
      ("framesOff", JSONValue(run.framesOff)),
      ("maxTrackingError", .number(run.maxError)),
      ("firstStaleFrame", run.firstOff.map { JSONValue($0) } ?? .null),
      ("glitches", JSONValue(run.glitches)),
      ("largestGlitch", .number(run.largestGlitch)),
      ("headerOcclusion", .number(run.maxOcclusion)),
      ("headerOffsetChanges", JSONValue(screen.headerOffsetChanges)),
      ("preferenceDeliveries", JSONValue(screen.list.preferenceDeliveries)),
      ("cellsReused", JSONValue(screen.scrollView.cellsReused)),
    ])
    return Outcome(
      maxErrorPoints: max(run.maxError, run.maxOcclusion), notes: notes, details: details,
      worst: run.picture(tolerance: tolerance),
      figure: .trace(x: "frame of the scroll trace", y: "offset (pt)", samples: run.samples))
  }

  /// What the strategy installed, read from the world.
  private func trackerKind(_ screen: ListScrollTrackingScreen) -> String {
    var kinds: [String] = []
    if screen.headerPlacement == .sectionHeader { kinds.append("section-header") }
    if !screen.geometryBindings.isEmpty { kinds.append("scroll-geometry") }
    if !screen.offsetTrackers.isEmpty { kinds.append("kvo") }
    if screen.list.hasSectionPreferences { kinds.append("preference") }
    if screen.list.hasRowReaders { kinds.append("row-geometry-reader") }
    return kinds.isEmpty ? "none" : kinds.joined(separator: "+")
  }
}

/// The per-frame bookkeeping of one trace.
private struct TraceRun {
  var previousTruth: Double
  var previousReported: Double
  var frames = 0
  var framesOff = 0
  var firstOff: Int?
  var maxError = 0.0
  var glitches = 0
  var largestGlitch = 0.0
  var maxOcclusion = 0.0
  /// The worst frame with the header on screen, which the card draws: a frame where the header
  /// has scrolled away, however far off, shows the user nothing.
  var worstScore = -1.0
  var worst: Snapshot?
  /// The worst frame with the header off screen, drawn only when no frame shows it.
  var unseen: (frame: Int, score: Double, snapshot: Snapshot)?
  /// Per frame: the list's scroll offset (what the header should follow) and the header's.
  var samples: [TraceSample] = []

  mutating func record(frame: Int, screen: ListScrollTrackingScreen, tolerance: Double) {
    frames += 1
    let truth = screen.scrolledDistance
    let reported = screen.headerDisplacement
    let error = abs(reported - truth)
    if error > tolerance {
      framesOff += 1
      if firstOff == nil { firstOff = frame }
    }
    maxError = max(maxError, error)
    samples.append(TraceSample(x: Double(frame), expected: truth, actual: reported))
    let jump = reported - previousReported
    let unexplained = abs(jump - (truth - previousTruth))
    if abs(jump) > tolerance && unexplained > ListScrollTrackingProblem.glitchThreshold {
      glitches += 1
      largestGlitch = max(largestGlitch, unexplained)
    }
    previousTruth = truth
    previousReported = reported
    let occlusion = screen.headerOcclusion
    maxOcclusion = max(maxOcclusion, occlusion)
    let score = max(error, occlusion)
    if screen.headerVisibleRect.isEmpty {
      if score > (unseen?.score ?? -1) {
        unseen = (
          frame, score,
          snapshot(frame: frame, screen: screen, truth: truth, reported: reported, occlusion: occlusion)
        )
      }
    } else if score > worstScore {
      worstScore = score
      worst = snapshot(frame: frame, screen: screen, truth: truth, reported: reported, occlusion: occlusion)
    }
  }

  /// The frame to draw: the worst one with the header on screen, its caption naming a larger
  /// error where the header was off screen.
  func picture(tolerance: Double) -> Snapshot? {
    guard let worst else { return unseen?.snapshot }
    guard let unseen, unseen.score > worstScore + tolerance else { return worst }
    return Snapshot(
      screen: worst.screen, unsafe: worst.unsafe, shapes: worst.shapes,
      caption: worst.caption
        + "; the largest error, \(unseen.score.points) pt, is at frame \(unseen.frame), with the header off screen",
      dimension: worst.dimension, orientation: worst.orientation)
  }

  private func snapshot(
    frame: Int, screen: ListScrollTrackingScreen, truth: Double, reported: Double, occlusion: Double
  )
    -> Snapshot
  {
    var shapes: [Snapshot.Shape] = [
      .init("List (\(screen.scrollView.className))", screen.scrollView.frameInWindow, .container),
      .init("navigation bar", screen.bar.occludingRect, .marker),
      .init("header", screen.headerVisibleRect, .content),
      .init("header (expected)", screen.expectedHeaderRect, .expected),
    ]
    if let row = screen.scrollView.cell(forRow: 0) {
      shapes.append(.init("row 0", row.frameInWindow, .marker))
    }
    // The error drawn where it is: the header's top against where the scroll offset puts it, or
    // the strip of header under the navigation bar, whichever is larger.
    let header = screen.header.frameInWindow
    let dimension: Snapshot.Dimension
    if abs(reported - truth) >= occlusion {
      let x = header.minX + header.width * 0.75
      dimension = .init(
        from: Point(x: x, y: header.minY + reported - truth), to: Point(x: x, y: header.minY),
        value: abs(reported - truth))
    } else {
      let covered = screen.headerVisibleRect.intersection(screen.bar.occludingRect)
      let x = covered.minX + covered.width * 0.75
      dimension = .init(
        from: Point(x: x, y: covered.minY), to: Point(x: x, y: covered.maxY), value: occlusion)
    }
    return Snapshot(
      screen: screen.window.bounds.size, unsafe: screen.window.safeAreaInsets, shapes: shapes,
      caption: "frame \(frame): list scrolled \(truth.points) pt, header moved \(reported.points) pt, "
        + "\(occlusion.points) pt of it under the navigation bar",
      dimension: dimension)
  }
}
