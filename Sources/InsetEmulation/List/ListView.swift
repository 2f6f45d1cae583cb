/// A SwiftUI `List` with one section, as SwiftUI builds it on UIKit: a table or collection view
/// whose cells each host one row. What the seed found about SwiftUI inside a List is modelled as
/// the mechanism behind it (seed 004, Try 4 and Try 5):
/// - a preference written inside the list (a Section's `.background`) reaches the list's parent
///   only when the parent builds the list's content (`update()`: first appearance, reload);
///   scrolling re-renders the rows in their cells and sends nothing out;
/// - a GeometryReader in a row lives in that row's cell: it reads the row's geometry on every
///   frame while the row has a cell, and is gone when the cell is reused for another row.
public final class ListView {
  public let scrollView: ListBackingScrollView
  private var rowReaderSpecs:
    [(row: Int, space: View, onAppear: (Double) -> Void, onChange: (Double) -> Void)] = []
  private var sectionPreferences: [(space: View, onPreferenceChange: (Double) -> Void)] = []
  private var lastDelivered: [Double?] = []
  /// How many times a preference value reached an `onPreferenceChange`.
  public private(set) var preferenceDeliveries = 0
  /// How many times a row GeometryReader called its `onAppear` / `onChange`.
  public private(set) var rowReaderCalls = 0

  public init(runtime: Runtime, os: OSVersion, frame: Rect, rowCount: Int, rowHeight: Double) {
    scrollView = ListBackingScrollView(
      runtime: runtime, backing: ListBacking(os: os), frame: frame, rowCount: rowCount, rowHeight: rowHeight)
    scrollView.accessibilityIdentifier = "List"
    scrollView.configureCell = { [weak self] cell, row in self?.configure(cell, row: row) }
  }

  public var backing: ListBacking { scrollView.backing }

  /// `.background(GeometryReader { … }.onAppear { … }.onChange(of: minY) { … })` on one row,
  /// reading `minY` in the coordinate space of `space`.
  public func addRowGeometryReader(
    row: Int, in space: View, onAppear: @escaping (Double) -> Void, onChange: @escaping (Double) -> Void
  ) {
    rowReaderSpecs.append((row, space, onAppear, onChange))
    if let cell = scrollView.cell(forRow: row) { configure(cell, row: row) }
  }

  /// `Section { … }.background(GeometryReader { Color.clear.preference(key:value: minY) })`
  /// read with `.onPreferenceChange` outside the list.
  public func addSectionPreference(in space: View, onPreferenceChange: @escaping (Double) -> Void) {
    sectionPreferences.append((space, onPreferenceChange))
    lastDelivered.append(nil)
  }

  /// Row GeometryReaders alive now.
  public var liveRowReaders: [ListRowGeometryReader] { scrollView.visibleCells.flatMap(\.readers) }

  public var hasRowReaders: Bool { !rowReaderSpecs.isEmpty }
  public var hasSectionPreferences: Bool { !sectionPreferences.isEmpty }

  private func configure(_ cell: ListRowCell, row: Int) {
    cell.readers = rowReaderSpecs.filter { $0.row == row }.map { spec in
      // Capture the callbacks, not the spec: its coordinate space is an ancestor of the cell.
      let (appear, change) = (spec.onAppear, spec.onChange)
      return ListRowGeometryReader(
        row: row, coordinateSpace: spec.space,
        onAppear: { [weak self] value in
          self?.rowReaderCalls += 1
          appear(value)
        },
        onChange: { [weak self] value in
          self?.rowReaderCalls += 1
          change(value)
        })
    }
  }

  /// True (assumption `list-preferences-only-on-update`) when preferences written inside the list
  /// reach the parent only in `update()`; false delivers them on every rendered frame too.
  public var preferencesOnlyOnUpdate = true

  /// The parent builds the list's content: rows are laid out and preference values written
  /// inside the list are handed to their `onPreferenceChange` when they changed.
  public func update() {
    scrollView.layoutCells()
    deliverPreferences()
  }

  private func deliverPreferences() {
    for (index, preference) in sectionPreferences.enumerated() {
      let section = scrollView.convertToWindow(scrollView.sectionFrame)
      let minY = section.minY - preference.space.frameInWindow.minY
      guard lastDelivered[index] != minY else { continue }
      lastDelivered[index] = minY
      preferenceDeliveries += 1
      preference.onPreferenceChange(minY)
    }
  }

  /// One frame after a scroll: the rows that have cells re-render (their GeometryReaders read
  /// the new geometry); nothing inside the list is sent to its parent.
  public func render() {
    for cell in scrollView.visibleCells {
      for reader in cell.readers { reader.render(in: cell) }
    }
    if !preferencesOnlyOnUpdate { deliverPreferences() }
  }
}
