/// `UICollectionView` with a vertical list of full-width items (a flow layout whose items span
/// the width). Cells exist only for items in the visible region: as the content offset changes
/// (observed through the scroll view's KVO), the next layout pass queues the cells that left for
/// reuse and asks `cellProvider` (dequeue + configure) for the items that entered.
public final class CollectionView: ScrollView {
  /// Item geometry: height and the spacing between items, full width.
  public struct ListLayout: Sendable, Hashable {
    public var itemHeight: Double
    public var spacing: Double
    public init(itemHeight: Double, spacing: Double) {
      self.itemHeight = itemHeight
      self.spacing = spacing
    }

    public func frame(ofItem index: Int, width: Double) -> Rect {
      Rect(x: 0, y: Double(index) * (itemHeight + spacing), width: width, height: itemHeight)
    }

    public func contentHeight(itemCount: Int) -> Double {
      itemCount == 0 ? 0 : Double(itemCount) * itemHeight + Double(itemCount - 1) * spacing
    }
  }

  /// An item with its cell on screen.
  public struct VisibleItem {
    public let index: Int
    public let cell: CollectionViewCell
  }

  @exclusivity(unchecked) public var layout: ListLayout
  @exclusivity(unchecked) public private(set) var numberOfItems = 0
  /// The data source's `collectionView(_:cellForItemAt:)`: dequeues and configures.
  @exclusivity(unchecked) public var cellProvider: ((CollectionView, Int) -> CollectionViewCell)?
  /// Items whose cells are in the view, by index.
  @exclusivity(unchecked) public private(set) var visibleItems: [VisibleItem] = []
  /// Cells made because the reuse queue was empty.
  @exclusivity(unchecked) public private(set) var cellsCreated = 0
  @exclusivity(unchecked) public private(set) var needsLayout = true
  @exclusivity(unchecked) private var cellFactories: [String: (Runtime) -> CollectionViewCell] = [:]
  @exclusivity(unchecked) private var reuseQueues: [String: [CollectionViewCell]] = [:]

  public init(runtime: Runtime, frame: Rect, layout: ListLayout) {
    self.layout = layout
    super.init(runtime: runtime, className: "UICollectionView", frame: frame)
    observeContentOffset { scrollView, _ in (scrollView as? CollectionView)?.setNeedsLayout() }
  }

  /// `register(_:forCellWithReuseIdentifier:)`.
  public func register(
    forCellWithReuseIdentifier identifier: String, _ make: @escaping (Runtime) -> CollectionViewCell
  ) {
    cellFactories[identifier] = make
  }

  /// `reloadData()`: a new item count; every cell goes back to its queue.
  public func reloadData(itemCount: Int) {
    numberOfItems = itemCount
    contentSize = Size(width: frame.width, height: layout.contentHeight(itemCount: itemCount))
    for item in visibleItems { enqueue(item.cell) }
    visibleItems = []
    setNeedsLayout()
  }

  /// `dequeueReusableCell(withReuseIdentifier:for:)`: a queued cell (after `prepareForReuse`) or
  /// a new one, with the item's layout attributes applied.
  public func dequeueReusableCell(withReuseIdentifier identifier: String, for index: Int)
    -> CollectionViewCell
  {
    let cell: CollectionViewCell
    if let queued = reuseQueues[identifier]?.first {
      reuseQueues[identifier]?.removeFirst()
      queued.prepareForReuse()
      cell = queued
    } else {
      guard let make = cellFactories[identifier] else {
        preconditionFailure("no cell registered for reuse identifier \(identifier)")
      }
      cell = make(runtime)
      cellsCreated += 1
    }
    cell.frame = frameOfItem(index)
    return cell
  }

  public func frameOfItem(_ index: Int) -> Rect { layout.frame(ofItem: index, width: frame.width) }

  /// Indexes of the items whose frames overlap `rect` (content coordinates), ascending.
  public func indexesOfItems(in rect: Rect) -> [Int] {
    let period = layout.itemHeight + layout.spacing
    guard numberOfItems > 0, period > 0 else { return [] }
    let first = max(0, Int((rect.minY / period).rounded(.down)))
    let last = min(numberOfItems - 1, Int((rect.maxY / period).rounded(.down)))
    guard first <= last else { return [] }
    return (first...last).filter { frameOfItem($0).intersects(rect) }
  }

  /// The largest content offset the user can scroll to (content end above the bottom inset).
  public var maximumContentOffset: Point {
    let inset = adjustedContentInset
    return Point(x: 0, y: max(restingOffset.y, contentSize.height + inset.bottom - bounds.height))
  }

  public func setNeedsLayout() { needsLayout = true }

  public func layoutIfNeeded() {
    if needsLayout { layoutSubviews() }
  }

  /// Retires cells that left the visible region, asks for cells for items that entered, places
  /// every visible cell and lays it out.
  public func layoutSubviews() {
    needsLayout = false
    let wanted = indexesOfItems(in: bounds)
    var kept: [VisibleItem] = []
    for item in visibleItems {
      if wanted.contains(item.index) { kept.append(item) } else { enqueue(item.cell) }
    }
    var next: [VisibleItem] = []
    for index in wanted {
      if let item = kept.first(where: { $0.index == index }) {
        next.append(item)
      } else if let provider = cellProvider {
        let cell = provider(self, index)
        addSubview(cell)
        next.append(VisibleItem(index: index, cell: cell))
      }
    }
    visibleItems = next
    for item in visibleItems {
      item.cell.frame = frameOfItem(item.index)
      item.cell.layoutSubviews()
    }
  }

  private func enqueue(_ cell: CollectionViewCell) {
    cell.removeFromSuperview()
    reuseQueues[cell.reuseIdentifier, default: []].append(cell)
  }
}
