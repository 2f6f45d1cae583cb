import SwiftUI
import UIKit

/// A tile hosted in a collection view cell of the same target as FeedCell.
final class TileCell: UICollectionViewCell {
  private var host: UIHostingController<FeedRow>?

  func configure(with item: FeedItem) {
    let controller = UIHostingController(rootView: FeedRow(item: item))
    host = controller
    contentView.addSubview(controller.view)
  }
}
