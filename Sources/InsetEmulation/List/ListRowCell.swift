/// A cell of the list's scroll view (UITableViewCell / UICollectionViewListCell) hosting one
/// SwiftUI row. Cells are reused: when its row scrolls out of the visible bounds the cell is
/// taken out of the hierarchy and its row content (with any GeometryReader in it) is discarded;
/// the cell is later configured for another row with fresh content.
public final class ListRowCell: View {
  /// The row it shows now; nil while it waits in the reuse pool.
  public internal(set) var row: Int?
  /// GeometryReaders in the row's content, alive while the cell shows this row.
  public internal(set) var readers: [ListRowGeometryReader] = []
  /// How many times it was configured for a row.
  public internal(set) var configurations = 0

  func prepareForReuse() {
    row = nil
    readers = []
  }
}

/// One GeometryReader placed in a row's `.background`, reading the row's `minY` in a named
/// coordinate space. Its SwiftUI state lives as long as the row's content: a reader created for
/// a row that comes back has never seen a value, so it reports through `onAppear` again.
public final class ListRowGeometryReader {
  public let row: Int
  /// Weak: the space is an ancestor of the cell, which owns this reader.
  weak var coordinateSpace: View?
  let onAppear: (Double) -> Void
  let onChange: (Double) -> Void
  /// The last `minY` it saw; nil before its first frame.
  public private(set) var lastMinY: Double?

  init(
    row: Int, coordinateSpace: View, onAppear: @escaping (Double) -> Void,
    onChange: @escaping (Double) -> Void
  ) {
    self.row = row
    self.coordinateSpace = coordinateSpace
    self.onAppear = onAppear
    self.onChange = onChange
  }

  /// A SwiftUI frame: reads the geometry of `cell` and calls `.onAppear` the first time,
  /// `.onChange(of: minY)` after that when the value changed.
  func render(in cell: ListRowCell) {
    guard let coordinateSpace else { return }
    let minY = cell.frameInWindow.minY - coordinateSpace.frameInWindow.minY
    if let last = lastMinY {
      if last != minY {
        lastMinY = minY
        onChange(minY)
      }
    } else {
      lastMinY = minY
      onAppear(minY)
    }
  }
}
