/// What the emulation takes as given rather than derives. Every assumption a verdict depends on
/// has an id, a one-line statement, its public source and a test (named in `test`), and is listed
/// in `docs/assumptions.md`. The adjustable ones can be changed for a run
/// (`insetfix compare --assume ID=VALUE`) to show which verdicts hang on them.
///
/// The generic emulation's own are stored properties (`Assumption.emulation` lists them); a
/// problem declares its own (`Problem.assumptions`) and reads them through the subscripts, so a
/// plugin adds assumptions without touching this type.
public struct Assumptions: Sendable, Hashable {
  /// `UIHostingConfiguration`'s default content margins, in points on every edge.
  public var hostingConfigurationMargins = 8.0
  /// The length of SwiftUI's default `.padding()` / `.padding(.horizontal)`, on every device.
  public var defaultPadding = 16.0
  /// True when a preference written inside a List reaches the parent only when the list is
  /// updated (built), never while it scrolls.
  public var listPreferencesOnlyOnUpdate = true
  /// True when a hosting view consumes its safe area at the UIKit level, so `.ignoresSafeArea()`
  /// in the SwiftUI content has no safe area left to ignore.
  public var ignoresSafeAreaConsumedByUIKit = true
  /// An iPad form sheet's width and height (`Presentation`).
  public var formSheetWidth = 540.0
  public var formSheetHeight = 620.0
  /// An iPad page sheet's width (`Presentation`).
  public var pageSheetWidth = 704.0
  /// The gap between the top safe area and a sheet card: an iPad page sheet, an iPhone sheet in
  /// portrait (`Presentation`).
  public var sheetTopMargin = 10.0
  /// The divider between the two apps of iPad Split View (`Presentation`).
  public var splitViewDivider = 10.0

  /// Values of problem-declared assumptions that a run changed, by id (flags as 0 or 1).
  private var changed: [String: Double] = [:]

  public init() {}

  /// A problem-declared length: the run's value, else the declared default.
  public subscript(points id: String, default value: Double) -> Double {
    get { changed[id] ?? value }
    set { changed[id] = newValue == value ? nil : newValue }
  }

  /// A problem-declared flag: the run's value, else the declared default.
  public subscript(flag id: String, default value: Bool) -> Bool {
    get { changed[id].map { $0 != 0 } ?? value }
    set { changed[id] = newValue == value ? nil : (newValue ? 1 : 0) }
  }

  /// The values the built-in verdicts are computed with.
  public static let standard = Assumptions()
}

extension Assumption {
  /// A problem's adjustable length, read with `assumptions[points: id, default: value]`.
  public static func points(
    _ id: String, default value: Double, statement: String, source: String, test: String
  ) -> Assumption {
    Assumption(
      id: id, statement: statement, source: source, test: test,
      kind: .points(\Assumptions.[points: id, default: value]))
  }

  /// A problem's adjustable flag, read with `assumptions[flag: id, default: value]`.
  public static func flag(_ id: String, default value: Bool, statement: String, source: String, test: String)
    -> Assumption
  {
    Assumption(
      id: id, statement: statement, source: source, test: test,
      kind: .flag(\Assumptions.[flag: id, default: value]))
  }

  /// The generic emulation's assumptions, adjustable or not, in the order `docs/assumptions.md`
  /// lists them; each problem's follow (`Registry.assumptions`).
  public static let emulation: [Assumption] = [
    Assumption(
      id: "dynamic-type-body-sizes",
      statement:
        "Body text is 14, 15, 16, 17, 19, 21, 23 pt from extra-small to extra-extra-extra-large and 28, 33, 40, 47, 53 pt "
        + "at the five accessibility sizes (ContentSizeCategory.bodyPointSize).",
      source:
        "community: UIFont.preferredFont(forTextStyle: .body) measured on the simulator (gist klaas/750f489e2390389ab812); "
        + "Apple HIG Typography names the sizes",
      test: "BottomBarOverlapTests.test_dynamicTypeBodySizes_areThePublishedTable",
      kind: .fixed),
    Assumption(
      id: "hosting-configuration-margins",
      statement: "UIHostingConfiguration lays its content out inside default margins of 8 pt on every edge.",
      source:
        "Apple, UIView.directionalLayoutMargins (\"eight points on each side\"); WWDC22 \"Use SwiftUI with UIKit\"",
      test: "HostedCellSafeAreaTests.test_hostingConfiguration_insetsTheContentByItsDefaultMargins_seed000",
      kind: .points(\.hostingConfigurationMargins)),
    Assumption(
      id: "default-padding",
      statement:
        "SwiftUI's default .padding(.horizontal) is 16 pt on every device, 20-pt-margin devices included.",
      source:
        "measured on device (fixed-horizontal-padding report); Apple, View.padding(_:_:) (\"a platform-specific default\")",
      test:
        "FixedHorizontalPaddingTests.test_defaultPadding_is16Everywhere_soItIsAlso4PointsShortOnA20PointDevice_seed002",
      kind: .points(\.defaultPadding)),
    Assumption(
      id: "list-preferences-only-on-update",
      statement:
        "A preference written inside a List reaches onPreferenceChange when the list is built, not while it scrolls.",
      source: "measured on device (list-scroll-tracking report); Apple, PreferenceKey",
      test: "ListScrollTrackingTests.test_preferenceKeyInsideTheList_isDeliveredOnce_thenStale_seed004",
      kind: .flag(\.listPreferencesOnlyOnUpdate)),
    Assumption(
      id: "ignores-safe-area-consumed-by-uikit",
      statement:
        "A UIHostingController's view takes the safe area off at the UIKit level, so .ignoresSafeArea() cannot undo it.",
      source: "Apple Feedback FB8176223 (public discussion); Apple, UIHostingController.safeAreaRegions",
      test: "HostedCellSafeAreaTests.test_ignoresSafeArea_doesNotHelp_seed000",
      kind: .flag(\.ignoresSafeAreaConsumedByUIKit)),
    Assumption(
      id: "form-sheet-width",
      statement: "An iPad form sheet is 540 pt wide, centred on the screen.",
      source:
        "inferred: the often-quoted 540x620 was found in no public source read; Hacknicity (\"View Controller Presentation "
        + "Changes in iOS and iPadOS 16\") says form sheets got slightly bigger in iPadOS 16, without a number",
      test: "PresentationTests.test_iPadFormSheet_isTheAssumedSize_centredOnTheScreen",
      kind: .points(\.formSheetWidth)),
    Assumption(
      id: "form-sheet-height",
      statement: "An iPad form sheet is 620 pt tall, centred on the screen (see form-sheet-width).",
      source: "inferred (see form-sheet-width)",
      test: "PresentationTests.test_iPadFormSheet_isTheAssumedSize_centredOnTheScreen",
      kind: .points(\.formSheetHeight)),
    Assumption(
      id: "page-sheet-width",
      statement:
        "An iPad page sheet is 704 pt wide, centred, from sheet-top-margin below the top safe area to the screen's bottom.",
      source: "inferred (Apple, UIModalPresentationStyle.pageSheet gives no size)",
      test: "PresentationTests.test_iPadPageSheet_isTheAssumedWidth_fromTheTopMarginToTheBottom",
      kind: .points(\.pageSheetWidth)),
    Assumption(
      id: "sheet-top-margin",
      statement:
        "A sheet card (iPad page sheet, iPhone sheet in portrait) starts 10 pt below the top safe area, so its root view "
        + "overlaps no top unsafe edge (its top inset is 0).",
      source:
        "inferred (Apple, UIModalPresentationStyle.pageSheet / .formSheet: on iPhone in portrait the sheet is a card with "
        + "part of the presenter visible; no size is published)",
      test: "PresentationTests.test_iPhoneSheetInPortrait_startsTheTopMarginBelowTheSafeArea",
      kind: .points(\.sheetTopMargin), aliases: ["page-sheet-top-gap"]),
    Assumption(
      id: "split-view-divider",
      statement: "The divider between two apps in iPad Split View is 10 pt wide.",
      source: "inferred",
      test: "PresentationTests.test_splitViewColumn_isTheAppsShareOfTheWidthLessTheDivider",
      kind: .points(\.splitViewDivider)),
    Assumption(
      id: "uikit-minimum-margins-are-system-margins",
      statement:
        "A root view's systemMinimumLayoutMargins equal the device's system content margins (16 or 20; 0 next to a bar).",
      source: "Apple, UIViewController.systemMinimumLayoutMargins; UIView.layoutMargins",
      test:
        "SwiftUILayoutTests.test_rootViewLayoutMargins_areTheSystemMinimumPlusTheSafeArea_78InLandscape_onEveryVersion_seed002",
      kind: .fixed),
    Assumption(
      id: "plain-view-margins-zero-from-27-1",
      statement:
        "A plain UIView's default layout margins are 8 pt before iOS 27.1 and 0 from 27.1; a root view's are unchanged.",
      source: "Apple, iOS 27.1 release notes (186294594); UIView.layoutMargins",
      test:
        "SwiftUILayoutTests.test_plainSubviewMargins_areZeroFrom27_1_unlessItPreservesTheSuperviews_releaseNote186294594",
      kind: .fixed),
    Assumption(
      id: "folding-phone-bar-side",
      statement:
        "The closed iPhone Duo's bar is on the right in portrait and landscape-right, on the left in landscape-left.",
      source: "inferred from the portrait layout and rotation (no public document states the landscape side)",
      test: "ConfigTests.test_closedDuoHasTheBarOnOneEdgeAndRotationSwapsIt_seed002",
      kind: .fixed),
    Assumption(
      id: "device-last-release",
      statement:
        "Each device runs iOS from its launch release to the last release in Apple's compatibility lists as of 2026.",
      source:
        "Apple, iOS compatibility lists (support.apple.com); the device data's os.to, marked inferred",
      test:
        "SelectionTests.test_selection_judgesTheReleasesNoNamedDeviceRunsOnTheDevicesThatRunThem_andNamesThem",
      kind: .fixed),
  ]

}

extension Assumptions {
  /// The run's value of a length assumption (0 for one of another kind).
  public func points(_ assumption: Assumption) -> Double {
    if case .points(let path) = assumption.kind { return self[keyPath: path] }
    return 0
  }

  /// The run's value of a flag assumption (false for one of another kind).
  public func flag(_ assumption: Assumption) -> Bool {
    if case .flag(let path) = assumption.kind { return self[keyPath: path] }
    return false
  }

  /// The value of an assumption, as `--assume` takes it.
  public func value(of assumption: Assumption) -> String {
    switch assumption.kind {
    case .points(let path): return self[keyPath: path].points
    case .flag(let path): return self[keyPath: path] ? "true" : "false"
    case .fixed: return "fixed"
    }
  }

  /// The changed assumptions among `catalog`, as `ID=VALUE`, in its order (empty for the
  /// standard set).
  public func changes(in catalog: [Assumption]) -> [String] {
    catalog.compactMap { assumption in
      let value = value(of: assumption)
      return value == Self.standard.value(of: assumption) ? nil : "\(assumption.id)=\(value)"
    }
  }
}

/// One modelling assumption: what is taken as given, where it comes from, which test pins it.
public struct Assumption: Sendable {
  /// How an assumption can be changed for a run.
  public enum Kind: Sendable {
    /// A length in points (non-negative).
    case points(WritableKeyPath<Assumptions, Double> & Sendable)
    /// True or false.
    case flag(WritableKeyPath<Assumptions, Bool> & Sendable)
    /// Built into the device data or the emulation's structure; documented, not adjustable.
    case fixed
  }

  public let id: String
  public let statement: String
  public let source: String
  /// The test that pins the default behaviour (`Class.test_name`).
  public let test: String
  public let kind: Kind
  /// Other ids `--assume` accepts for this one: the names it had when two problems each declared
  /// it, so runs that name them keep working.
  public var aliases: [String] = []

  /// True when `--assume` may name this assumption `name`.
  public func isNamed(_ name: String) -> Bool { id == name || aliases.contains(name) }

  /// Sets this assumption in `assumptions` from text; nil on success, else what was expected.
  public func set(_ text: String, in assumptions: inout Assumptions) -> String? {
    switch kind {
    case .points(let path):
      guard let value = Double(text), value >= 0, value.isFinite else { return "a length in points (e.g. 8)" }
      assumptions[keyPath: path] = value
    case .flag(let path):
      guard text == "true" || text == "false" else { return "true or false" }
      assumptions[keyPath: path] = text == "true"
    case .fixed:
      return "nothing: '\(id)' is fixed (built into the device data or the emulation), not adjustable"
    }
    return nil
  }
}
