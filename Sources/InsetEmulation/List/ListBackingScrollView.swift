/// The list's scroll view (UITableView or UICollectionView): one section of fixed-height rows,
/// optionally under a section header that scrolls with them (grouped / inset-grouped style,
/// SwiftUI's default for a List in a navigation stack: the header is not pinned).
///
/// Cells exist only for rows whose frame meets the visible bounds; whenever the content offset
/// changes, rows that left the bounds give their cell back to the reuse pool and rows that came
/// in dequeue one (UIKit's documented reuse). UIKit tells key-value observers of `contentOffset`
/// before it lays the cells out, and so does this view.
public final class ListBackingScrollView: ScrollView {
  public let backing: ListBacking
  public let rowCount: Int
  public let rowHeight: Double
  /// The section header view at the top of the content, if the header is a section header.
  public private(set) var sectionHeader: View?
  /// Called to fill a cell for a row (the data source).
  var configureCell: (ListRowCell, Int) -> Void = { _, _ in }
  private var cellsByRow: [Int: ListRowCell] = [:]
  private var reusePool: [ListRowCell] = []
  /// Cells allocated so far; every other configuration reused one.
  public private(set) var cellsCreated = 0
  public private(set) var cellsReused = 0

  public init(runtime: Runtime, backing: ListBacking, frame: Rect, rowCount: Int, rowHeight: Double) {
    self.backing = backing
    self.rowCount = rowCount
    self.rowHeight = rowHeight
    backing.declareClasses(in: runtime)
    super.init(runtime: runtime, className: backing.className, frame: frame)
    updateContentSize()
  }

  public override var contentOffset: Point {
    didSet { layoutCells() }
  }

  /// Puts `view` above the rows as the section header, `height` tall, inset by `leading` and
  /// `trailing` (its `listRowInsets`).
  public func setSectionHeader(_ view: View, height: Double, leading: Double, trailing: Double) {
    sectionHeader?.removeFromSuperview()
    view.frame = Rect(x: leading, y: 0, width: max(0, frame.width - leading - trailing), height: height)
    sectionHeader = view
    addSubview(view)
    updateContentSize()
    layoutCells()
  }

  private var headerHeight: Double { sectionHeader?.frame.height ?? 0 }

  private func updateContentSize() {
    contentSize = Size(width: frame.width, height: headerHeight + Double(rowCount) * rowHeight)
  }

  /// The frame of a row in content coordinates.
  public func rowFrame(_ row: Int) -> Rect {
    Rect(x: 0, y: headerHeight + Double(row) * rowHeight, width: frame.width, height: rowHeight)
  }

  /// The frame of all rows of the section in content coordinates.
  public var sectionFrame: Rect {
    Rect(x: 0, y: headerHeight, width: frame.width, height: Double(rowCount) * rowHeight)
  }

  /// Cells on screen, by row.
  public var visibleCells: [ListRowCell] { cellsByRow.keys.sorted().map { cellsByRow[$0]! } }

  public func cell(forRow row: Int) -> ListRowCell? { cellsByRow[row] }

  /// Rows whose frame meets the visible bounds.
  public var visibleRows: [Int] {
    let visible = bounds
    let first = max(0, Int(((visible.minY - headerHeight) / rowHeight).rounded(.down)))
    let last = min(rowCount - 1, Int(((visible.maxY - headerHeight) / rowHeight).rounded(.up)))
    guard first <= last else { return [] }
    return (first...last).filter { rowFrame($0).intersects(visible) }
  }

  /// UIKit's layoutSubviews for a table or collection view: enqueue and dequeue cells.
  public func layoutCells() {
    let wanted = Set(visibleRows)
    for row in cellsByRow.keys.sorted() where !wanted.contains(row) {
      let cell = cellsByRow.removeValue(forKey: row)!
      cell.prepareForReuse()
      cell.removeFromSuperview()
      reusePool.append(cell)
    }
    for row in wanted.sorted() where cellsByRow[row] == nil {
      let cell: ListRowCell
      if let reused = reusePool.popLast() {
        cell = reused
        cellsReused += 1
      } else {
        cell = ListRowCell(runtime: runtime, className: backing.cellClassName)
        cellsCreated += 1
      }
      cell.frame = rowFrame(row)
      cell.row = row
      cell.configurations += 1
      cellsByRow[row] = cell
      addSubview(cell)
      configureCell(cell, row)
    }
  }
}
