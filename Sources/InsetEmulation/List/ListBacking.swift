/// The UIKit view behind a SwiftUI `List`: a UITableView before iOS 16, a UICollectionView from
/// iOS 16 on (seeds 001 and 004: the seed's iOS 17 tracker finds "List 내부의 UICollectionView").
public enum ListBacking: String, Sendable, CaseIterable {
  case tableView = "UITableView"
  case collectionView = "UICollectionView"

  /// The release from which a List is a UICollectionView.
  public static let collectionViewSince = OSVersion(16, 0)

  public init(os: OSVersion) { self = os < ListBacking.collectionViewSince ? .tableView : .collectionView }

  /// The class of the scroll view.
  public var className: String { rawValue }
  /// The class of a row's cell.
  public var cellClassName: String { self == .tableView ? "UITableViewCell" : "UICollectionViewListCell" }
  /// The class of a section header view.
  public var headerClassName: String {
    self == .tableView ? "UITableViewHeaderFooterView" : "UICollectionReusableView"
  }

  /// Makes the classes the core runtime does not know yet.
  func declareClasses(in runtime: Runtime) {
    runtime.declareClass("UICollectionViewListCell", superclass: runtime["UICollectionViewCell"])
    runtime.declareClass("UITableViewHeaderFooterView", superclass: runtime["UIView"])
  }
}
